//! Heap games: one rule type ([`HeapRule`]), one dense solver, named families.
//!
//! A heap game is played on a sum of heaps; a move acts on one heap. Named families
//! (DESIGN.md): `sub:1,4,9` (finite subtraction set), `sub:squares`, `octal:0.07` (any
//! octal or hexadecimal take-and-break code), `split:K` (split a heap into 2..K heaps),
//! `grundy` (Grundy's game), `kayles` (= `0.77`), `dawson` (Dawson's Kayles, = `0.07`).
//!
//! The splitting games `split:k` for every `k` at once, grouped by equal sequences, are in
//! [`split_family`].
//!
//! [`HeapGame::sequence`] computes `G(0..=to)` and its periodicity: once a period is
//! certified by the theorem of [`crate::periodic`], further values come from the period.
//!
//! ```
//! use conway::heap::HeapGame;
//! let kayles = HeapGame::parse("kayles").unwrap();
//! assert_eq!(kayles.values(8).unwrap(), [0, 1, 2, 3, 1, 4, 3, 2, 1]);
//! let seq = kayles.sequence(1_000_000, None, &mut |_, _| {}).unwrap();
//! let period = seq.periodicity.unwrap();
//! assert_eq!((period.preperiod, period.period, period.is_certified()), (71, 12, true));
//! assert_eq!(seq.values.len(), 1_000_001);
//! ```

mod nimset;
mod rare_common;
mod rule;
mod solver;
pub mod split_family;
mod squares;

pub use rare_common::Method;
pub use rule::HeapRule;
pub use solver::{DenseSolver, PAIR_HEAP_LIMIT, SQUARES_HEAP_LIMIT};

use crate::periodic::{analyse, HeapTheorem, Periodicity};
use std::fmt;

/// The largest heap size `G` is computed or listed to (values are kept in memory).
pub const MAX_HEAP: usize = 100_000_000;

/// When a request is beyond what can be computed in full, [`HeapGame::sequence`] still
/// computes this far, in case a certified period supplies the rest.
const PROBE: usize = 1 << 16;

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
}

impl HeapGame {
    /// Parses a game name (see the module documentation).
    pub fn parse(name: &str) -> Result<HeapGame, HeapError> {
        let name = name.trim();
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
                        HeapError::Syntax(format!("split:K needs an integer K >= 2, got '{k}'"))
                    })?;
                    HeapRule::split(k)?
                } else {
                    return Err(HeapError::Syntax(format!(
                        "unknown game '{name}': expected sub:S1,S2,..., sub:squares, \
                         octal:CODE, split:K, grundy, kayles or dawson"
                    )));
                }
            }
        };
        Ok(HeapGame {
            name: name.to_string(),
            rule,
        })
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

    /// `G(0..=to)` and their period. Values are computed in growing chunks; as soon as a
    /// period is certified the rest is filled in from it. With `certify_limit = Some(L)`,
    /// computation continues past `to` (up to heap `L`) until the period is certified.
    /// `progress(done, total)` reports the heaps computed.
    pub fn sequence(
        &self,
        to: usize,
        certify_limit: Option<usize>,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<GrundySequence, HeapError> {
        check_size(to)?;
        let limit = certify_limit.unwrap_or(to).max(to);
        check_size(limit)?;
        let theorem = self.theorem();
        let mut solver = self.solver();
        // Out of reach in full: compute a probe, in case a certified period makes the rest
        // free, and report the refusal only if it does not.
        let (reach, refusal) = match solver.plan(limit) {
            Ok(()) => (limit, None),
            Err(e) if theorem.is_some() => (PROBE.min(limit), Some(e)),
            Err(e) => return Err(e),
        };
        let mut target = to.min(1 << 10);
        loop {
            solver.extend_to(target, progress)?;
            let found = analyse(solver.values(), theorem);
            let certified = found.as_ref().is_some_and(Periodicity::is_certified);
            if !certified && target >= reach {
                if let Some(refusal) = refusal {
                    return Err(refusal);
                }
            }
            if certified || target >= limit {
                let computed = solver.values().len();
                let values = match &found {
                    Some(p) if certified => {
                        (0..=to).map(|n| p.value_at(solver.values(), n)).collect()
                    }
                    _ => solver.values()[..=to].to_vec(),
                };
                return Ok(GrundySequence {
                    values,
                    computed,
                    periodicity: found,
                });
            }
            target = (target * 2).min(reach);
        }
    }
}

fn check_size(to: usize) -> Result<(), HeapError> {
    if to > MAX_HEAP {
        return Err(HeapError::TooLarge(format!(
            "heap size {to} is too large: values are kept in memory up to {MAX_HEAP}"
        )));
    }
    Ok(())
}

#[cfg(test)]
mod tests;
