//! Heap games: one rule type ([`HeapRule`]), one dense solver, named families.
//!
//! A heap game is played on a sum of heaps; a move acts on one heap. Named families:
//! `sub:1,4,9` (finite subtraction set), `sub:squares`, `octal:0.07` (any
//! octal or hexadecimal take-and-break code), `split:K` (split a heap into 2..K heaps),
//! `grundy` (Grundy's game), `kayles` (= `0.77`), `dawson` (Dawson's Kayles, = `0.07`).
//!
//! A heap game given by the options of each heap (a user's game) is a [`HeapTable`],
//! which also reads off the take-and-break rule it follows, if any.
//!
//! The splitting games `split:k` for every `k` at once, grouped by equal sequences, are in
//! [`split_family`].
//!
//! Research runs of games leaving at most two heaps, for hours and up to 10^9 heaps, are
//! [`OctalRun`]s, saved and resumed through [`checkpoint`] files.
//!
//! [`HeapGame::sequence`] computes `G(0..=to)` and its periodicity: once a period is
//! certified by the theorem of [`crate::impartial::periodic`], further values come from the period.
//!
//! Every computation is bounded: heaps up to [`MAX_HEAP`] (the values are kept in memory),
//! [`SQUARES_HEAP_LIMIT`] for `sub:squares`, `K <= MAX_SPLIT_PARTS` in `split:K`, and at
//! most [`WORK_LIMIT`] units of work, about ten seconds, predicted before and counted
//! during the computation ([`work`]); what is beyond is refused with
//! [`HeapError::TooLarge`].
//!
//! ```
//! use conway::impartial::heap::HeapGame;
//! let kayles = HeapGame::parse("kayles").unwrap();
//! assert_eq!(kayles.values(8).unwrap(), [0, 1, 2, 3, 1, 4, 3, 2, 1]);
//! let seq = kayles.sequence(1_000_000, None, &mut |_, _| {}).unwrap();
//! let period = seq.periodicity.unwrap();
//! assert_eq!((period.preperiod, period.period, period.is_certified()), (71, 12, true));
//! assert_eq!(seq.values.len(), 1_000_001);
//! ```

pub mod checkpoint;
mod nimset;
mod octal_run;
mod rare_common;
mod rule;
mod solver;
pub mod split_family;
mod squares;
mod tabulated;
pub mod values;
pub mod work;

use crate::work::WORK_LIMIT;
pub use octal_run::{OctalRun, RareValues};
pub use rare_common::Method;
pub(crate) use rule::parse_subtraction_set;
pub use rule::{HeapRule, MAX_SPLIT_PARTS};
pub use solver::{DenseSolver, SQUARES_HEAP_LIMIT};
pub use tabulated::HeapTable;
pub use values::Values;

use crate::excerpt::excerpt;
use crate::impartial::periodic::{analyse, HeapTheorem, Periodicity};
use crate::progress::Progress;
use std::fmt;

/// The largest heap size `G` is computed or listed to (values are kept in memory).
pub const MAX_HEAP: usize = 100_000_000;

/// [`HeapGame::sequence`] computes in chunks, doubling from this size, and looks for a
/// certified period after each.
const FIRST_CHUNK: usize = 1 << 6;

/// Why a heap game could not be built or solved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HeapError {
    /// The game name or code is malformed or unknown.
    Syntax(String),
    /// The requested size does not fit in memory.
    TooLarge(String),
}

impl fmt::Display for HeapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HeapError::Syntax(m) | HeapError::TooLarge(m) => f.write_str(m),
        }
    }
}

impl std::error::Error for HeapError {}

/// A named heap game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapGame {
    name: String,
    rule: HeapRule,
}

/// The Grundy values `G(0..=to)` of a heap game and what is known of their period.
#[derive(Clone, Debug)]
pub struct GrundySequence {
    /// `G(0..=to)`.
    pub values: Vec<u32>,
    /// How many values were computed from the rules (the rest follow from a certified
    /// period).
    pub computed: usize,
    /// The period found, certified or observed, if any.
    pub periodicity: Option<Periodicity>,
    /// When a certificate was sought beyond `to` (up to a certify limit) and the search
    /// stopped short of that limit without one: why.
    pub search_stopped: Option<HeapError>,
}

impl HeapGame {
    /// Parses a game name (see the module documentation).
    pub fn parse(name: &str) -> Result<HeapGame, HeapError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(HeapError::Syntax(
                "no game given: expected sub:S1,S2,..., sub:squares, octal:CODE, split:K, \
                 grundy, kayles or dawson"
                    .into(),
            ));
        }
        let rule = match name {
            "kayles" => HeapRule::take_and_break("0.77")?,
            "dawson" => HeapRule::take_and_break("0.07")?,
            "grundy" => HeapRule::grundys_game(),
            "sub:squares" => HeapRule::squares(),
            _ => {
                if let Some(code) = name.strip_prefix("octal:") {
                    HeapRule::take_and_break(code)?
                } else if let Some(list) = name.strip_prefix("sub:") {
                    HeapRule::subtraction(&rule::parse_subtraction_set(list)?)?
                } else if let Some(k) = name.strip_prefix("split:") {
                    let k = k.trim().parse::<usize>().map_err(|_| {
                        HeapError::Syntax(format!(
                            "split:K needs an integer 2 <= K <= {MAX_SPLIT_PARTS}, got '{}'",
                            excerpt(k)
                        ))
                    })?;
                    HeapRule::split(k)?
                } else {
                    return Err(HeapError::Syntax(format!(
                        "unknown game '{}': expected sub:S1,S2,..., sub:squares, \
                         octal:CODE, split:K, grundy, kayles or dawson",
                        excerpt(name)
                    )));
                }
            }
        };
        Ok(HeapGame {
            name: name.to_string(),
            rule,
        })
    }

    /// The game of `rule`, named `name`.
    pub fn from_rule(name: &str, rule: HeapRule) -> HeapGame {
        HeapGame {
            name: name.to_string(),
            rule,
        }
    }

    /// The name the game was parsed from.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The rule.
    pub fn rule(&self) -> &HeapRule {
        &self.rule
    }

    /// The periodicity theorem's hypotheses, if the theorem applies to this game.
    pub fn theorem(&self) -> Option<HeapTheorem> {
        if self.rule.unequal_pairs {
            return None;
        }
        Some(HeapTheorem {
            max_heaps: self.rule.max_heaps_left().unwrap_or(1),
            max_take: self.rule.max_take()?,
        })
    }

    /// A dense solver for this game (fastest method).
    pub fn solver(&self) -> DenseSolver {
        DenseSolver::new(self.rule.clone(), Method::Fast)
    }

    /// `G(0..=to)` computed from the rules, without using periodicity.
    pub fn values(&self, to: usize) -> Result<Vec<u32>, HeapError> {
        check_size(to)?;
        let mut solver = self.solver();
        solver.extend_to(to, &mut |_, _| {})?;
        Ok(solver.values().to_vec())
    }

    /// `G(0..=to)` and their period. Values are computed in chunks of doubling size; as
    /// soon as a period is certified the rest is filled in from it. With
    /// `certify_limit = Some(L)`, computation continues past `to` (up to heap `L`) until the
    /// period is certified, if a theorem applies to the game.
    ///
    /// Refuses (with [`HeapError::TooLarge`]) values out of reach: beyond [`MAX_HEAP`] or
    /// beyond the work limit ([`WORK_LIMIT`]), unless a certified period found within a
    /// part of the limit supplies them. The search for a certificate past `to` stops at the
    /// limits without an error: [`GrundySequence::search_stopped`] says why.
    /// `progress(done, total)` reports the heaps computed.
    pub fn sequence(
        &self,
        to: usize,
        certify_limit: Option<usize>,
        progress: &mut Progress<'_>,
    ) -> Result<GrundySequence, HeapError> {
        check_size(to)?;
        if let Some(limit) = certify_limit {
            check_size(limit)?;
        }
        let theorem = self.theorem();
        // Past `to` only a certificate is sought, so only if a theorem can give one.
        let limit = match (certify_limit, theorem) {
            (Some(limit), Some(_)) => limit.max(to),
            _ => to,
        };
        let mut solver = self.solver();
        let mut target = to.min(FIRST_CHUNK);
        loop {
            let stopped = solver.extend_to(target, progress).err();
            let values = solver.values();
            let computed = values.len();
            let found = analyse(values, theorem);
            if let Some(period) = found.as_ref().filter(|p| p.is_certified()) {
                return Ok(GrundySequence {
                    // Only ordinary periods (saltus 0) are certified: every value predicted is
                    // one already computed.
                    values: (0..=to)
                        .map(|n| {
                            u32::try_from(period.value_at(values, n))
                                .expect("a certified period repeats computed values")
                        })
                        .collect(),
                    computed,
                    periodicity: found,
                    search_stopped: None,
                });
            }
            // The heaps still wanted: those asked for, then those searched for a certificate.
            let goal = if computed > to { limit } else { to };
            // Errors say which heap the caller asked for, not which chunk was computing.
            let stopped = match stopped {
                Some(_) if solver.work_limit_reached() => {
                    Some(work::used_up(WORK_LIMIT, computed, goal))
                }
                Some(e) => Some(solver.check_reach(goal).err().unwrap_or(e)),
                None if computed > limit => None,
                None => match next_target(&solver, theorem.is_some(), target, goal, limit) {
                    Ok(next) => {
                        target = next;
                        continue;
                    }
                    Err(e) => Some(e),
                },
            };
            if computed <= to {
                // Only a stop leaves values asked for uncomputed (`stopped` is set).
                return Err(stopped.unwrap_or_else(|| work::used_up(WORK_LIMIT, computed, to)));
            }
            return Ok(GrundySequence {
                values: values[..=to].to_vec(),
                computed,
                periodicity: found,
                search_stopped: stopped,
            });
        }
    }
}

/// The end of the chunk after `target` (up to `limit`), or why the computation cannot go
/// on towards `goal`. When `goal` is out of reach as predicted, chunks go on only while
/// the work stays within [`work::PROBE_WORK`], and only if something may still change
/// that: a certified period supplying the rest, or a faster method.
fn next_target(
    solver: &DenseSolver,
    certifiable: bool,
    target: usize,
    goal: usize,
    limit: usize,
) -> Result<usize, HeapError> {
    let next = target.saturating_mul(2).max(1).min(limit);
    let Err(refusal) = solver.check_reach(goal) else {
        return Ok(next);
    };
    let probe = solver.work() as f64 + solver.predicted_work(next);
    let hope = certifiable || solver.may_speed_up();
    if hope && probe <= work::PROBE_WORK as f64 && solver.check_reach(next).is_ok() {
        Ok(next)
    } else {
        Err(refusal)
    }
}

fn check_size(to: usize) -> Result<(), HeapError> {
    if to > MAX_HEAP {
        return Err(HeapError::TooLarge(format!(
            "heap size {to} is too large: values are kept in memory up to heap {MAX_HEAP}"
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests;
