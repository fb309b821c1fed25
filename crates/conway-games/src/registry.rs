//! The one registry of rulesets: every ruleset that game expressions, `conway value`,
//! `conway grundy` and `conway rulesets` know is one [`Entry`] of [`RULESETS`].
//!
//! An entry gives the ruleset's name, the syntax of its positions, a one-line description
//! (the game and who is Left), examples, and how to make its [`Resolve`]r: a parser of
//! positions joined to the generic [`Solver`] of the ruleset (see
//! [`conway::partizan::ruleset`]). Adding a ruleset is writing its module (the
//! [`Ruleset`] implementation, its parser and its `ENTRY`) and adding one line to
//! [`RULESETS`]. Positions of impartial rulesets are valued through their nim-values
//! (the value is `*g`, Sprague–Grundy), which needs no canonical forms. Impartial
//! rulesets also get the impartial tools through the bridge
//! ([`conway::impartial::bridge`]): [`Resolve::misere_form`] gives a position's misère
//! canonical form, the sum of its components' forms, and with it the misère outcome and
//! the genus.
//!
//! ```
//! use conway::partizan::Arena;
//! use conway_games::registry;
//! let entry = registry::find("domineering").unwrap();
//! let mut resolver = (entry.make)();
//! let mut arena = Arena::new();
//! let g = resolver.value(&mut arena, "2x2", &mut |_, _| {}).unwrap();
//! assert_eq!(arena.display(g), "±1");
//! ```

use crate::invalid::InvalidPosition;
use crate::{
    amazons, clobber, col, cram, domineering, hackenbush, konane, snort, toads_frogs, toppling,
    young,
};
use conway::impartial::bridge::AsImpartial;
use conway::misere::canonical::{FormId, MisereArena, RulesetForms};
use conway::misere::MisereError;
use conway::partizan::{Arena, Error, GameId, Ruleset, Solver};
use conway::progress::Progress;
use std::fmt;

/// A ruleset as the registry knows it.
pub struct Entry {
    /// The name before the `:` of a position, e.g. `domineering`.
    pub name: &'static str,
    /// The syntax of a position (what follows `name:`).
    pub syntax: &'static str,
    /// One line: the game, and who is Left.
    pub about: &'static str,
    /// Positions in full (`name:argument`), each valued by the tests.
    pub examples: &'static [&'static str],
    /// Characters that continue a position beyond letters, digits, `.`, `#`, `,`, `/`
    /// and `|` (see [`conway::partizan::Resolver::argument_chars`]).
    pub argument_chars: &'static str,
    /// A drawing of the position written `argument` (SVG, see [`crate::drawing`]), or why
    /// it is not a position.
    pub draw: fn(&str) -> Result<String, InvalidPosition>,
    /// A fresh parser and solver of the ruleset's positions (`Send`, so that a program
    /// may keep it behind a lock shared by its threads).
    pub make: fn() -> Box<dyn Resolve + Send>,
}

/// Every ruleset, one line each.
pub const RULESETS: &[Entry] = &[
    domineering::ENTRY,
    hackenbush::ENTRY,
    young::ENTRY,
    young::STAIRCASE_ENTRY,
    clobber::ENTRY,
    konane::ENTRY,
    amazons::ENTRY,
    cram::ENTRY,
    snort::ENTRY,
    col::ENTRY,
    toads_frogs::ENTRY,
    toppling::ENTRY,
];

/// The entry named `name`.
pub fn find(name: &str) -> Option<&'static Entry> {
    RULESETS.iter().find(|e| e.name == name)
}

/// The names of all rulesets, comma separated.
pub fn names() -> String {
    RULESETS
        .iter()
        .map(|e| e.name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Left's and Right's options of a position, as texts in the ruleset's syntax.
pub type Options = (Vec<String>, Vec<String>);

/// A ruleset's parser and solver, with the solver's tables kept across positions.
pub trait Resolve {
    /// The canonical form of the position written `argument`, reporting progress.
    fn value(
        &mut self,
        arena: &mut Arena,
        argument: &str,
        progress: &mut Progress<'_>,
    ) -> Result<GameId, ResolveError>;

    /// The nim-value of the position written `argument`, if the ruleset is impartial.
    fn nim_value(&mut self, arena: &mut Arena, argument: &str) -> Result<u32, ResolveError>;

    /// Whether the ruleset is impartial.
    fn is_impartial(&self) -> bool;

    /// Left's and Right's options of the position written `argument`, each written in the
    /// ruleset's syntax (perhaps simplified: a trimmed board, an equivalent strip), or
    /// `None` if the ruleset cannot write its positions back as text.
    fn options(&self, argument: &str) -> Result<Option<Options>, ResolveError>;

    /// The misère canonical form of the position written `argument`, if the ruleset is
    /// impartial: the misère sum of its components' forms, each found from the ruleset's
    /// moves through the bridge ([`AsImpartial`], [`RulesetForms::form_of_position`]).
    /// The forms are kept in `arena`, whose limits of forms and work apply (with the
    /// limit of positions of [`RulesetForms`]); its outcome, Grundy values and genus
    /// follow from the form ([`MisereArena`]).
    fn misere_form(
        &self,
        arena: &mut MisereArena,
        argument: &str,
    ) -> Result<MisereForm, MisereFormError>;
}

/// A position's misère canonical form ([`Resolve::misere_form`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MisereForm {
    /// The form, in the arena it was asked in.
    pub form: FormId,
    /// How many positions (components) were met to find it.
    pub positions: usize,
}

/// Why a position has no misère canonical form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MisereFormError {
    /// The text is not a position of the ruleset.
    Invalid(InvalidPosition),
    /// The ruleset is partizan: misère canonical forms are of impartial games.
    Partizan,
    /// A limit was reached, or the ruleset has a cycle; the message says which.
    Refused(MisereError),
}

impl fmt::Display for MisereFormError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MisereFormError::Invalid(e) => e.fmt(f),
            MisereFormError::Partizan => f.write_str(
                "misère tools need an impartial ruleset (both players with the same moves), \
                 and this one is partizan",
            ),
            MisereFormError::Refused(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for MisereFormError {}

/// Why a position has no value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResolveError {
    /// The text is not a position of the ruleset.
    Invalid(InvalidPosition),
    /// The engine refused the computation (a limit) or the question (nim-values of a
    /// partizan ruleset).
    Refused(Error),
}

impl fmt::Display for ResolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ResolveError::Invalid(e) => e.fmt(f),
            ResolveError::Refused(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ResolveError {}

/// Reads a position from its text.
pub type Parser<P> = fn(&str) -> Result<P, InvalidPosition>;

/// Writes a position as text that its parser reads back.
pub type Printer<P> = fn(&P) -> String;

/// The [`Resolve`]r of a ruleset whose positions are read by `parse` (and cannot be
/// written back: [`Resolve::options`] gives `None`).
pub fn resolver<R>(ruleset: R, parse: Parser<R::Position>) -> Box<dyn Resolve + Send>
where
    R: Ruleset + Send + 'static,
    R::Position: Send,
{
    Box::new(Parsed {
        solver: Solver::new(ruleset),
        parse,
        print: None,
    })
}

/// The [`Resolve`]r of a ruleset whose positions are read by `parse` and written by
/// `print`, so that [`Resolve::options`] lists them.
pub fn printing_resolver<R>(
    ruleset: R,
    parse: Parser<R::Position>,
    print: Printer<R::Position>,
) -> Box<dyn Resolve + Send>
where
    R: Ruleset + Send + 'static,
    R::Position: Send,
{
    Box::new(Parsed {
        solver: Solver::new(ruleset),
        parse,
        print: Some(print),
    })
}

/// A solver and the parser (and printer) of its positions.
struct Parsed<R: Ruleset> {
    solver: Solver<R>,
    parse: Parser<R::Position>,
    print: Option<Printer<R::Position>>,
}

impl<R: Ruleset> Resolve for Parsed<R> {
    fn value(
        &mut self,
        arena: &mut Arena,
        argument: &str,
        progress: &mut Progress<'_>,
    ) -> Result<GameId, ResolveError> {
        let position = (self.parse)(argument).map_err(ResolveError::Invalid)?;
        let value = if self.is_impartial() {
            // Sprague–Grundy: the value is *g, found without canonical forms
            let nim = self.solver.nim_value(arena, &position);
            nim.map(|g| arena.nimber(g))
        } else {
            self.solver.value_with_progress(arena, &position, progress)
        };
        value.map_err(ResolveError::Refused)
    }

    fn nim_value(&mut self, arena: &mut Arena, argument: &str) -> Result<u32, ResolveError> {
        let position = (self.parse)(argument).map_err(ResolveError::Invalid)?;
        self.solver
            .nim_value(arena, &position)
            .map_err(ResolveError::Refused)
    }

    fn is_impartial(&self) -> bool {
        self.solver.ruleset().is_impartial()
    }

    fn options(&self, argument: &str) -> Result<Option<Options>, ResolveError> {
        let position = (self.parse)(argument).map_err(ResolveError::Invalid)?;
        let Some(print) = self.print else {
            return Ok(None);
        };
        let ruleset = self.solver.ruleset();
        let texts = |options: Vec<R::Position>| options.iter().map(print).collect();
        Ok(Some((
            texts(ruleset.left_options(&position)),
            texts(ruleset.right_options(&position)),
        )))
    }

    fn misere_form(
        &self,
        arena: &mut MisereArena,
        argument: &str,
    ) -> Result<MisereForm, MisereFormError> {
        let position = (self.parse)(argument).map_err(MisereFormError::Invalid)?;
        let game =
            AsImpartial::new(self.solver.ruleset()).map_err(|_| MisereFormError::Partizan)?;
        // The forms are found in the caller's arena, lent for the search.
        let mut forms = RulesetForms::new(game, std::mem::take(arena));
        let form = forms.form_of_position(&position);
        let positions = forms.positions();
        *arena = forms.into_arena();
        Ok(MisereForm {
            form: form.map_err(MisereFormError::Refused)?,
            positions,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use conway::impartial::Impartial;
    use conway::misere::genus::Genus;
    use conway::misere::outcome::{MisereSearch, WithNimHeaps};

    /// The options of every example, read back and valued, make the example's value:
    /// `G = { G^L | G^R }`, so the printers write positions their parsers read as the
    /// same games.
    #[test]
    fn listed_options_read_back_as_the_positions_they_are() {
        let mut arena = Arena::new();
        let mut listed = 0;
        for entry in RULESETS {
            let mut resolver = (entry.make)();
            for example in entry.examples {
                let (_, argument) = example.split_once(':').unwrap();
                let Some((left, right)) = resolver.options(argument).unwrap() else {
                    continue;
                };
                let mut values = |texts: &[String]| -> Vec<GameId> {
                    texts
                        .iter()
                        .map(|t| {
                            let v = resolver.value(&mut arena, t, &mut |_, _| {});
                            v.unwrap_or_else(|e| panic!("{example}: option {t:?}: {e}"))
                        })
                        .collect()
                };
                let (l, r) = (values(&left), values(&right));
                let rebuilt = arena.game(&l, &r).unwrap();
                let value = resolver
                    .value(&mut arena, argument, &mut |_, _| {})
                    .unwrap();
                assert_eq!(rebuilt, value, "{example}");
                listed += 1;
            }
        }
        assert!(listed >= 10, "{listed} examples list their options");
    }

    /// A ruleset's positions as the texts its printer writes, each option one component:
    /// the slow twin of the misère forms through the bridge (no components, no bridge).
    #[derive(Clone, Copy)]
    struct Texts<'a>(&'a dyn Resolve);

    impl Impartial for Texts<'_> {
        type Position = String;
        fn moves(&self, position: &String) -> Vec<Vec<String>> {
            let (left, _) = self.0.options(position).unwrap().expect("printed options");
            left.into_iter().map(|o| vec![o]).collect()
        }
    }

    /// The misère form of a position of an impartial ruleset through the bridge (its
    /// components' forms summed) is the form of the whole position searched over the texts
    /// of its options, in the same arena (equal ids are equal forms); its genus is the one
    /// plain misère search finds. Partizan rulesets refuse.
    #[test]
    fn misere_forms_through_the_bridge_agree_with_the_listed_options() {
        let mut checked = 0;
        for entry in RULESETS {
            let resolver = (entry.make)();
            let mut arena = MisereArena::new();
            let arguments = entry.examples.iter().map(|e| e.split_once(':').unwrap().1);
            if !resolver.is_impartial() {
                let first = arguments.clone().next().unwrap();
                let refused = resolver.misere_form(&mut arena, first);
                assert_eq!(refused, Err(MisereFormError::Partizan), "{}", entry.name);
                continue;
            }
            // Two regions, separate groups of one region, and small rectangles.
            let more = [
                "..#..|..#..",
                "...#..|.#....",
                ".#...|..#..",
                "2x4",
                "3x3",
                "2x5",
            ];
            for argument in arguments.chain(more) {
                let bridged = resolver.misere_form(&mut arena, argument).unwrap();
                let texts = Texts(resolver.as_ref());
                let mut forms = RulesetForms::new(texts, arena);
                let whole = forms.form(&argument.to_string()).unwrap();
                assert_eq!(bridged.form, whole, "{}:{argument}", entry.name);
                assert!(bridged.positions <= forms.positions(), "{argument}");
                arena = forms.into_arena();
                let genus = arena.genus(whole, 5).unwrap();
                let mut search = MisereSearch::new(WithNimHeaps(texts));
                let sum = [argument.to_string()];
                let slow = Genus::of_sum(&texts, &sum, 5, &mut search).unwrap();
                assert_eq!(genus, slow, "{}:{argument}", entry.name);
                checked += 1;
            }
        }
        assert!(checked >= 8, "{checked} positions checked");
    }
}
