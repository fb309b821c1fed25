//! The conjunctive, selective and shortened selective compounds of two games (Winning
//! Ways, ch. 9 and 14; Conway, *On Numbers and Games*, ch. 14).
//!
//! In the *disjunctive* sum `G + H` a player moves in one component. The other compounds:
//!
//! ```text
//!   conjunctive          G ∧ H = { G^L ∧ H^L | G^R ∧ H^R }             (every component)
//!   selective            G ∨ H = { G^L ∨ H, G ∨ H^L, G^L ∨ H^L | ... }  (any nonempty set)
//!   shortened selective  G ⌄ H: as G ∨ H, but a player with no move in some component
//!                        has no move at all (play ends when a component ends)
//! ```
//!
//! A player who cannot move loses, as always; in `G ∧ H` that happens as soon as one
//! component has no move for them. All three are associative and commutative, so
//! compounds of more components nest. Unlike the disjunctive sum, they depend on the
//! **forms** of their components, not only on their values (the remoteness of `{-1|1}`
//! differs from that of `0`); each component is taken in canonical form, as for the base
//! of the ordinal sum. What the compound is worth is then its value as a game: its
//! canonical form, outcome and the rest.
//!
//! The tests check the outcomes against minimax on the compound built as a tree of forms,
//! and the rule that an impartial selective compound is a loss for the player to move iff
//! every component is (Winning Ways, ch. 9).
//!
//! ```
//! use conway::partizan::{parse, Arena};
//! let mut a = Arena::new();
//! let (star, two) = (parse(&mut a, "*").unwrap(), parse(&mut a, "*2").unwrap());
//! // *2 ∧ *: the mover takes both to 0 at once and wins.
//! let g = a.conjunctive_sum(two, star).unwrap();
//! assert_eq!(a.display(g), "*");
//! // * ∨ *: a move in both ends the game.
//! let s = a.selective_sum(star, star).unwrap();
//! assert_eq!(a.display(s), "*2");
//! ```

use super::arena::{Arena, GameId};
use super::limits::{Error, MAX_DEPTH};
use std::collections::HashMap;

/// Which compound.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Compound {
    Conjunctive,
    Selective,
    ShortenedSelective,
}

impl Arena {
    /// The conjunctive compound `g ∧ h`: a move is a move in each component.
    pub fn conjunctive_sum(&mut self, g: GameId, h: GameId) -> Result<GameId, Error> {
        let day = self.birthday(g).min(self.birthday(h));
        self.compound(Compound::Conjunctive, g, h, day)
    }

    /// The selective compound `g ∨ h`: a move is a move in any nonempty set of the
    /// components.
    pub fn selective_sum(&mut self, g: GameId, h: GameId) -> Result<GameId, Error> {
        let day = self.birthday(g).saturating_add(self.birthday(h));
        self.compound(Compound::Selective, g, h, day)
    }

    /// The shortened selective compound: as the selective compound, while the player has a
    /// move in every component; otherwise none.
    pub fn shortened_selective_sum(&mut self, g: GameId, h: GameId) -> Result<GameId, Error> {
        let day = self.birthday(g).min(self.birthday(h));
        self.compound(Compound::ShortenedSelective, g, h, day)
    }

    /// The compound, refused when its play could pass [`MAX_DEPTH`] moves (`day` bounds
    /// it).
    fn compound(
        &mut self,
        kind: Compound,
        g: GameId,
        h: GameId,
        day: u128,
    ) -> Result<GameId, Error> {
        if day > u128::from(MAX_DEPTH) {
            return Err(Error::BirthdayTooLarge(day));
        }
        self.compound_of(kind, g, h, &mut HashMap::new())
    }

    fn compound_of(
        &mut self,
        kind: Compound,
        g: GameId,
        h: GameId,
        memo: &mut HashMap<(GameId, GameId), GameId>,
    ) -> Result<GameId, Error> {
        if let Some(&c) = memo.get(&(g, h)) {
            return Ok(c);
        }
        self.check_work()?;
        let (gl, gr) = self.options(g)?;
        let (hl, hr) = self.options(h)?;
        let left = self.compound_moves(kind, g, h, &gl, &hl, memo)?;
        let right = self.compound_moves(kind, g, h, &gr, &hr, memo)?;
        let c = self.game(&left, &right)?;
        memo.insert((g, h), c);
        Ok(c)
    }

    /// One player's options of the compound, from their options `a` of `g` and `b` of `h`.
    fn compound_moves(
        &mut self,
        kind: Compound,
        g: GameId,
        h: GameId,
        a: &[GameId],
        b: &[GameId],
        memo: &mut HashMap<(GameId, GameId), GameId>,
    ) -> Result<Vec<GameId>, Error> {
        let mut moves = Vec::new();
        if kind == Compound::ShortenedSelective && (a.is_empty() || b.is_empty()) {
            return Ok(moves);
        }
        for &x in a {
            for &y in b {
                moves.push(self.compound_of(kind, x, y, memo)?);
            }
        }
        if kind != Compound::Conjunctive {
            for &x in a {
                moves.push(self.compound_of(kind, x, h, memo)?);
            }
            for &y in b {
                moves.push(self.compound_of(kind, g, y, memo)?);
            }
        }
        Ok(moves)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::parse;

    /// A game form as a tree (no canonical forms), and its compounds built as trees: the
    /// slow twin, decided by plain minimax.
    #[derive(Clone)]
    struct Tree {
        left: Vec<Tree>,
        right: Vec<Tree>,
    }

    impl Tree {
        fn of(arena: &mut Arena, g: GameId) -> Tree {
            let (l, r) = arena.options(g).unwrap();
            Tree {
                left: l.iter().map(|&x| Tree::of(arena, x)).collect(),
                right: r.iter().map(|&x| Tree::of(arena, x)).collect(),
            }
        }

        fn compound(kind: Compound, g: &Tree, h: &Tree) -> Tree {
            let side = |a: &[Tree], b: &[Tree]| {
                let mut moves = Vec::new();
                if kind == Compound::ShortenedSelective && (a.is_empty() || b.is_empty()) {
                    return moves;
                }
                for x in a {
                    for y in b {
                        moves.push(Tree::compound(kind, x, y));
                    }
                }
                if kind != Compound::Conjunctive {
                    moves.extend(a.iter().map(|x| Tree::compound(kind, x, h)));
                    moves.extend(b.iter().map(|y| Tree::compound(kind, g, y)));
                }
                moves
            };
            Tree {
                left: side(&g.left, &h.left),
                right: side(&g.right, &h.right),
            }
        }

        /// Whether Left (`left_to_move`) or Right wins moving first.
        fn wins_moving_first(&self, left_to_move: bool) -> bool {
            let moves = if left_to_move {
                &self.left
            } else {
                &self.right
            };
            moves.iter().any(|m| !m.wins_moving_first(!left_to_move))
        }
    }

    const GAMES: [&str; 16] = [
        "0",
        "*",
        "*2",
        "*3",
        "1",
        "-1",
        "1/2",
        "^",
        "v*",
        "{1|-1}",
        "{2|0}",
        "{0||0|-1}",
        "{0|*}",
        "{*|-1}",
        "2",
        "{1/2|-1/4}",
    ];

    /// The outcomes of every compound of two of these games, moving first for each player,
    /// agree with minimax on the compound built as a tree.
    #[test]
    fn compounds_agree_with_minimax_on_their_trees() {
        let mut arena = Arena::new();
        let ids: Vec<GameId> = GAMES
            .iter()
            .map(|t| parse(&mut arena, t).unwrap())
            .collect();
        let trees: Vec<Tree> = ids.iter().map(|&g| Tree::of(&mut arena, g)).collect();
        for kind in [
            Compound::Conjunctive,
            Compound::Selective,
            Compound::ShortenedSelective,
        ] {
            for (i, &g) in ids.iter().enumerate() {
                for (j, &h) in ids.iter().enumerate() {
                    let c = arena.compound(kind, g, h, 0).unwrap();
                    let tree = Tree::compound(kind, &trees[i], &trees[j]);
                    let zero = arena.zero();
                    let left_wins_first = !arena.leq(c, zero);
                    let right_wins_first = !arena.leq(zero, c);
                    assert_eq!(
                        left_wins_first,
                        tree.wins_moving_first(true),
                        "{} {}",
                        GAMES[i],
                        GAMES[j]
                    );
                    assert_eq!(
                        right_wins_first,
                        tree.wins_moving_first(false),
                        "{} {}",
                        GAMES[i],
                        GAMES[j]
                    );
                    let swapped = arena.compound(kind, h, g, 0).unwrap();
                    assert_eq!(c, swapped, "commutative");
                }
            }
        }
    }

    /// The selective compound's rule on impartial games: a loss for the mover iff every
    /// component is.
    #[test]
    fn impartial_selective_compounds_are_zero_iff_every_component_is() {
        let mut arena = Arena::new();
        let forms = ["0", "*", "*2", "*3", "*4", "*5+*2"];
        let ids: Vec<GameId> = forms
            .iter()
            .map(|t| parse(&mut arena, t).unwrap())
            .collect();
        let zero = arena.zero();
        for &g in &ids {
            for &h in &ids {
                let selective = arena.selective_sum(g, h).unwrap();
                assert_eq!(selective == zero, g == zero && h == zero);
                let k = arena.selective_sum(selective, g).unwrap();
                assert_eq!(k == zero, g == zero && h == zero);
            }
        }
    }

    #[test]
    fn long_compounds_are_refused_with_the_bound() {
        let mut arena = Arena::new();
        let big = arena.integer(600);
        let star = arena.nimber(1);
        assert!(arena.conjunctive_sum(big, big).is_ok());
        let zero = arena.zero();
        assert_eq!(arena.selective_sum(big, zero), Ok(big), "G ∨ 0 = G");
        assert_eq!(arena.conjunctive_sum(big, zero), Ok(zero), "G ∧ 0 = 0");
        assert!(arena.shortened_selective_sum(star, big).is_ok());
        assert_eq!(
            arena.selective_sum(big, big),
            Err(Error::BirthdayTooLarge(1200))
        );
    }
}
