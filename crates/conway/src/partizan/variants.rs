//! Variants of any ruleset, as CGSuite offers them (its `ImpartialVariant`,
//! `DicoticVariant` and `TwistedVariant` game classes), written once over [`Ruleset`]:
//!
//! * the **impartial** variant: both players may make every move of either player;
//! * the **dicotic** variant: a player may move only where the opponent also has a move
//!   (so a position where one player can move is one where both can: its values are the
//!   dicotic, or all-small, games, all infinitesimal);
//! * the **twisted** variant: after every move the roles are swapped, that is the
//!   position left is negated: `T(G) = { -T(G^L) | -T(G^R) }`.
//!
//! Each variant of `G` is defined position by position from `G`'s own moves, so it is a
//! game of the same positions. The impartial variant of a sum is the sum of the impartial
//! variants (a move of the sum is a move of one part), so it splits into the ruleset's
//! components; the dicotic and twisted ones do not (whether a player may move, or which
//! way every part faces, depends on the whole sum), so they are searched whole.
//!
//! Symmetries carry over: a ruleset's [`Ruleset::normalise`] maps a position to its image
//! under a symmetry of the rules, an isomorphism of game trees that swaps the players when
//! `negated`, and every variant commutes with such a map: the impartial variant of `-G`
//! is that of `G` (the union of moves is the same), the dicotic variant of `-G` is minus
//! that of `G`, and `T(-G) = -T(G)` by induction. A ruleset's closed forms
//! ([`Ruleset::closed_form`]) are values of the ruleset's own positions and are not used.
//!
//! [`AnyVariant`] is the three in one type, the variant chosen when it is made: a program
//! that offers every variant of many rulesets compiles the solver once per ruleset for
//! the three instead of three times (in `conway-games` they were most of its build).

use super::{Arena, Error, GameId, Normalised, Ruleset};

/// The impartial variant of a ruleset: both players may make every move of either.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImpartialVariant<R>(pub R);

/// The dicotic variant of a ruleset: a player may move only when the opponent could.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DicoticVariant<R>(pub R);

/// The twisted variant of a ruleset: every move also swaps the players' roles.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TwistedVariant<R>(pub R);

/// A position of a twisted variant: `T(position)`, or `-T(position)` when `negated`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Twisted<P> {
    /// The ruleset's position.
    pub position: P,
    /// Whether the roles are swapped (the twisted game is negated).
    pub negated: bool,
}

impl<P> Twisted<P> {
    /// `T(position)`, as the game starts.
    pub fn new(position: P) -> Self {
        Twisted {
            position,
            negated: false,
        }
    }
}

impl<R: Ruleset> Ruleset for ImpartialVariant<R> {
    type Position = R::Position;

    fn left_options(&self, position: &R::Position) -> Vec<R::Position> {
        let mut options = self.0.left_options(position);
        options.extend(self.0.right_options(position));
        options
    }

    fn right_options(&self, position: &R::Position) -> Vec<R::Position> {
        self.left_options(position)
    }

    fn components(&self, position: &R::Position) -> Vec<R::Position> {
        self.0.components(position)
    }

    fn components_into(&self, position: &R::Position, parts: &mut Vec<R::Position>) {
        self.0.components_into(position, parts);
    }

    /// The image under a symmetry; a swap of the players changes nothing here.
    fn normalise(&self, position: &R::Position) -> Normalised<R::Position> {
        Normalised {
            key: self.0.normalise(position).key,
            negated: false,
        }
    }

    fn closed_form(&self, _: &mut Arena, _: &R::Position) -> Result<Option<GameId>, Error> {
        Ok(None)
    }

    fn work_per_option(&self, position: &R::Position) -> u64 {
        self.0.work_per_option(position)
    }

    fn is_impartial(&self) -> bool {
        true
    }
}

impl<R: Ruleset> Ruleset for DicoticVariant<R> {
    type Position = R::Position;

    fn left_options(&self, position: &R::Position) -> Vec<R::Position> {
        match self.0.right_options(position).is_empty() {
            true => Vec::new(),
            false => self.0.left_options(position),
        }
    }

    fn right_options(&self, position: &R::Position) -> Vec<R::Position> {
        match self.0.left_options(position).is_empty() {
            true => Vec::new(),
            false => self.0.right_options(position),
        }
    }

    fn normalise(&self, position: &R::Position) -> Normalised<R::Position> {
        self.0.normalise(position)
    }

    fn closed_form(&self, _: &mut Arena, _: &R::Position) -> Result<Option<GameId>, Error> {
        Ok(None)
    }

    fn work_per_option(&self, position: &R::Position) -> u64 {
        self.0.work_per_option(position)
    }

    fn is_impartial(&self) -> bool {
        self.0.is_impartial()
    }
}

impl<R: Ruleset> TwistedVariant<R> {
    /// The options of `T(p)` (or `-T(p)`) for Left (`left`) or Right: `T(G)^L = -T(G^L)`,
    /// and `(-T(G))^L = -(T(G)^R) = T(G^R)`.
    fn options(&self, t: &Twisted<R::Position>, left: bool) -> Vec<Twisted<R::Position>> {
        let moves = match left != t.negated {
            true => self.0.left_options(&t.position),
            false => self.0.right_options(&t.position),
        };
        moves
            .into_iter()
            .map(|position| Twisted {
                position,
                negated: !t.negated,
            })
            .collect()
    }
}

impl<R: Ruleset> Ruleset for TwistedVariant<R> {
    type Position = Twisted<R::Position>;

    fn left_options(&self, t: &Twisted<R::Position>) -> Vec<Twisted<R::Position>> {
        self.options(t, true)
    }

    fn right_options(&self, t: &Twisted<R::Position>) -> Vec<Twisted<R::Position>> {
        self.options(t, false)
    }

    /// `±T(p)` with `p` the image of a symmetry: `T(-G) = -T(G)`, so the signs combine.
    fn normalise(&self, t: &Twisted<R::Position>) -> Normalised<Twisted<R::Position>> {
        let image = self.0.normalise(&t.position);
        Normalised {
            key: Twisted::new(image.key),
            negated: t.negated != image.negated,
        }
    }

    fn closed_form(
        &self,
        _: &mut Arena,
        _: &Twisted<R::Position>,
    ) -> Result<Option<GameId>, Error> {
        Ok(None)
    }

    fn work_per_option(&self, t: &Twisted<R::Position>) -> u64 {
        self.0.work_per_option(&t.position)
    }

    fn is_impartial(&self) -> bool {
        self.0.is_impartial()
    }
}

/// Which variant an [`AnyVariant`] plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VariantKind {
    /// [`ImpartialVariant`].
    Impartial,
    /// [`DicoticVariant`].
    Dicotic,
    /// [`TwistedVariant`].
    Twisted,
}

/// One of the three variants of a ruleset, chosen by `kind`, on the positions of the
/// twisted variant (the impartial and dicotic ones never negate: their positions are
/// `Twisted::new(p)`). Each method is the chosen variant's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct AnyVariant<R> {
    /// The ruleset.
    pub ruleset: R,
    /// The variant.
    pub kind: VariantKind,
}

/// The positions of the ruleset as positions of [`AnyVariant`].
fn untwisted<P>(positions: Vec<P>) -> Vec<Twisted<P>> {
    positions.into_iter().map(Twisted::new).collect()
}

impl<R: Ruleset> AnyVariant<R> {
    fn options(&self, t: &Twisted<R::Position>, left: bool) -> Vec<Twisted<R::Position>> {
        let r = &self.ruleset;
        match (self.kind, left) {
            (VariantKind::Impartial, _) => untwisted(ImpartialVariant(r).left_options(&t.position)),
            (VariantKind::Dicotic, true) => untwisted(DicoticVariant(r).left_options(&t.position)),
            (VariantKind::Dicotic, false) => {
                untwisted(DicoticVariant(r).right_options(&t.position))
            }
            (VariantKind::Twisted, _) => TwistedVariant(r).options(t, left),
        }
    }
}

impl<R: Ruleset> Ruleset for AnyVariant<R> {
    type Position = Twisted<R::Position>;

    fn left_options(&self, t: &Twisted<R::Position>) -> Vec<Twisted<R::Position>> {
        self.options(t, true)
    }

    fn right_options(&self, t: &Twisted<R::Position>) -> Vec<Twisted<R::Position>> {
        self.options(t, false)
    }

    /// The ruleset's parts for the impartial variant; the others are searched whole.
    fn components(&self, t: &Twisted<R::Position>) -> Vec<Twisted<R::Position>> {
        match self.kind {
            VariantKind::Impartial => {
                untwisted(ImpartialVariant(&self.ruleset).components(&t.position))
            }
            VariantKind::Dicotic | VariantKind::Twisted => vec![t.clone()],
        }
    }

    fn normalise(&self, t: &Twisted<R::Position>) -> Normalised<Twisted<R::Position>> {
        let r = &self.ruleset;
        let inner = |image: Normalised<R::Position>| Normalised {
            key: Twisted::new(image.key),
            negated: image.negated,
        };
        match self.kind {
            VariantKind::Impartial => inner(ImpartialVariant(r).normalise(&t.position)),
            VariantKind::Dicotic => inner(DicoticVariant(r).normalise(&t.position)),
            VariantKind::Twisted => TwistedVariant(r).normalise(t),
        }
    }

    fn closed_form(
        &self,
        _: &mut Arena,
        _: &Twisted<R::Position>,
    ) -> Result<Option<GameId>, Error> {
        Ok(None)
    }

    fn work_per_option(&self, t: &Twisted<R::Position>) -> u64 {
        self.ruleset.work_per_option(&t.position)
    }

    fn is_impartial(&self) -> bool {
        match self.kind {
            VariantKind::Impartial => true,
            VariantKind::Dicotic | VariantKind::Twisted => self.ruleset.is_impartial(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::Solver;

    /// A toy partizan ruleset: from `n`, Left may go to `n - 1` and `n - 2`, Right to
    /// `n - 3`, and `n` splits into nothing else.
    #[derive(Clone, Copy)]
    struct Steps;

    impl Ruleset for Steps {
        type Position = u32;
        fn left_options(&self, &n: &u32) -> Vec<u32> {
            (1..=2).filter(|&k| k <= n).map(|k| n - k).collect()
        }
        fn right_options(&self, &n: &u32) -> Vec<u32> {
            (n >= 3).then(|| n - 3).into_iter().collect()
        }
    }

    /// [`AnyVariant`] of each kind has the values of the variant it names.
    #[test]
    fn any_variant_is_the_variant_it_names() {
        let mut arena = Arena::new();
        for n in 0..12 {
            let t = Twisted::new(n);
            let impartial = Solver::new(ImpartialVariant(Steps)).value(&mut arena, &n);
            let dicotic = Solver::new(DicoticVariant(Steps)).value(&mut arena, &n);
            let twisted = Solver::new(TwistedVariant(Steps)).value(&mut arena, &t);
            for (kind, expected) in [
                (VariantKind::Impartial, impartial),
                (VariantKind::Dicotic, dicotic),
                (VariantKind::Twisted, twisted),
            ] {
                let any = AnyVariant {
                    ruleset: Steps,
                    kind,
                };
                let got = Solver::new(any).value(&mut arena, &t);
                assert_eq!(got.unwrap(), expected.unwrap(), "{kind:?} at {n}");
            }
        }
    }
}
