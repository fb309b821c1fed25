//! Games defined in Python whose options form a cycle, valued as loopy games: what
//! `conway.value_of(position)` gives when its search meets a cycle ([`crate::user`]).
//!
//! The game's graph is built by the library's [`explore`]. A vertex is a sum of *parts*,
//! sorted (the order of a sum's parts does not matter), each part a position defined in
//! Python (its number in a [`PythonRuleset`] of the call's own, so that positions are the
//! same exactly when they are for short games: of the same class and `==`) or a follower
//! of a `conway.Game` (a canonical form, whose options are its canonical options: the
//! game's short graph). A move is a move in one part, which the option replaces by its
//! own parts: those of a tuple or list, what `components()` returns, or the option itself.
//! Sums and components are so followed through cycles, and the graph is the game's, move
//! for move.
//!
//! Each part's options are asked of Python once per call, and nothing is kept after it
//! (the graph is in the `LoopyGame` returned). The graph is refused beyond the loopy
//! engine's [`MAX_VERTICES`](conway::loopy::MAX_VERTICES) vertices, and building it costs
//! a work step per part of every option built, added to the work of the search that found
//! the cycle, within the call's work limit: a game whose sums keep growing (infinitely
//! many positions) is stopped long before the memory runs out. As in the search of a
//! short game, the progress callable is told and signals (Ctrl-C) are looked for every
//! few thousand vertices, and a callback that raises stops the exploration, its exception
//! raised.

use crate::budget::Budget;
use crate::engine::Stop;
use crate::errors::{engine as engine_error, refused};
use crate::loopy::LoopyGame;
use crate::user::{with_ruleset, PythonRuleset};
use conway::loopy::graph::explore;
use conway::loopy::Error;
use conway::partizan::{Arena, Error as ShortError, GameId, Ruleset};
use pyo3::prelude::*;
use rustc_hash::FxHashMap;

/// A part of a sum: a position defined in Python (its number), or a follower of a
/// `conway.Game` (its canonical form).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Part {
    Python(u32),
    Short(GameId),
}

/// A vertex of the graph: the sum of these parts, sorted.
type Sum = Vec<Part>;

/// Left's options and Right's, each a sum.
type Moves = (Vec<Sum>, Vec<Sum>);

/// The exploration stopped because the call failed: its exception (a callback's, a
/// signal's, the progress callable's) is in the call's [`Stop`], and raised.
const STOPPED: Error = Error::Short(ShortError::Interrupted);

/// What builds a game's graph: the positions (numbered by the ruleset), the options of
/// the parts met so far, and the work spent.
struct Explorer<'a> {
    arena: &'a mut Arena,
    ruleset: &'a PythonRuleset,
    stop: &'a Stop,
    limit: Option<u64>,
    work: u64,
    moves: FxHashMap<Part, Moves>,
}

impl Explorer<'_> {
    /// Fails if a callback failed or the work limit is passed.
    fn check(&self) -> Result<(), Error> {
        if self.ruleset.failed() {
            return Err(STOPPED);
        }
        match self.limit {
            Some(limit) if self.work > limit => Err(Error::Short(ShortError::WorkLimit(limit))),
            _ => Ok(()),
        }
    }

    /// The parts of position `p`, sorted.
    fn parts(&mut self, p: u32) -> Result<Sum, Error> {
        let mut parts = Vec::new();
        for c in self.ruleset.components(&p) {
            parts.push(match self.ruleset.closed_form(self.arena, &c) {
                Ok(Some(g)) => Part::Short(g),
                Ok(None) => Part::Python(c),
                Err(e) => return Err(Error::Short(e)),
            });
        }
        self.check()?;
        parts.sort_unstable();
        Ok(parts)
    }

    /// The parts of each of these positions.
    fn sums(&mut self, positions: Vec<u32>) -> Result<Vec<Sum>, Error> {
        positions.into_iter().map(|p| self.parts(p)).collect()
    }

    /// Finds the options of `part`, unless known.
    fn learn(&mut self, part: Part) -> Result<(), Error> {
        if self.moves.contains_key(&part) {
            return Ok(());
        }
        let moves = match part {
            Part::Python(p) => {
                let (left, right) = self.ruleset.both_options(p);
                self.check()?;
                (self.sums(left)?, self.sums(right)?)
            }
            Part::Short(g) => {
                let (left, right) = self.arena.options(g).map_err(Error::Short)?;
                let sums =
                    |options: &[GameId]| options.iter().map(|&h| vec![Part::Short(h)]).collect();
                (sums(&left), sums(&right))
            }
        };
        self.moves.insert(part, moves);
        Ok(())
    }

    /// The options of a sum: a move in one of its parts.
    fn options(&mut self, sum: &Sum) -> Result<Moves, Error> {
        if self.stop.poll(self.work) {
            return Err(STOPPED);
        }
        let (mut left, mut right) = (Vec::new(), Vec::new());
        for (i, &part) in sum.iter().enumerate() {
            if i > 0 && sum[i - 1] == part {
                continue; // equal parts, equal moves
            }
            self.learn(part)?;
            let (part_left, part_right) = &self.moves[&part];
            for (all, moves) in [(&mut left, part_left), (&mut right, part_right)] {
                for option in moves {
                    let others = sum[..i].iter().chain(&sum[i + 1..]);
                    let mut to: Sum = others.chain(option).copied().collect();
                    to.sort_unstable();
                    self.work += to.len() as u64 + 1;
                    all.push(to);
                }
            }
        }
        self.check()?;
        Ok((left, right))
    }
}

/// The exception of a refused exploration.
fn refusal(e: Error) -> PyErr {
    match e {
        Error::Short(e) => engine_error(e),
        Error::TooLarge { .. } => refused(format!(
            "{e}: the game's graph has a vertex for every position and every sum of positions \
             reachable from this one, and the limit is fixed, so only a smaller position (or \
             each part of a sum by itself) can be valued"
        )),
        e => refused(e.to_string()),
    }
}

/// The loopy game of `position` (a position or a sum of positions, of an `impartial` game
/// or not), explored within `budget`, of which the search that found the cycle took
/// `spent` work steps.
pub(crate) fn loopy_value(
    py: Python<'_>,
    position: &Bound<'_, PyAny>,
    impartial: bool,
    spent: u64,
    budget: Budget,
) -> PyResult<Py<LoopyGame>> {
    let limit = budget.limit;
    let graph = with_ruleset(
        py,
        position,
        impartial,
        budget,
        |arena, ruleset, root, stop| {
            let mut explorer = Explorer {
                arena,
                ruleset,
                stop,
                limit,
                work: spent,
                moves: FxHashMap::default(),
            };
            let start = explorer.parts(root).map_err(refusal)?;
            explore(start, |sum| explorer.options(sum)).map_err(refusal)
        },
    )?;
    Py::new(py, LoopyGame::from(graph))
}
