//! The outcome of a sum of numbers and switches `{a | b}` (`a >= b` numbers), without
//! building the sum's canonical form.
//!
//! Theory (Winning Ways, ch. 6, "hotstrat"; Siegel, *Combinatorial Game Theory*, II.5;
//! Lessons in Play, 6.1): in such a sum both players play in a hottest switch (largest
//! `a - b`) — a move there is worth `(a - b)/2` more than any other, so the stop of the sum
//! is reached by taking the switches in decreasing temperature order, alternately, the
//! player to move first taking the left (Left) or right (Right) end. Ties between equal
//! temperatures do not matter: switches of equal temperature `t` contribute their means
//! plus `+t/2` or `-t/2` each, whichever of them is taken. Switches of temperature 0
//! (`{a|a} = a*`) are taken last and only flip the turn. When no switch is left, the
//! position is the final number `x`: the first player wins if `x` is in his favour; if
//! `x = 0` the player to move then loses, so the first player wins iff the number of
//! switches is odd. Tests compare this with the outcome of the canonical-form sum.
//!
//! ```
//! use conway::partizan::switches::{outcome_of_sum, Simple};
//! use conway::partizan::{Dyadic, Outcome};
//! let n = |x: i32| Dyadic::from_int(x);
//! let g = [Simple::Switch(n(1), n(-1)), Simple::Switch(n(1), n(-1))]; // ±1 ±1 = 0
//! assert_eq!(outcome_of_sum(&g).unwrap(), Outcome::P);
//! let h = [Simple::Switch(n(3), n(-1)), Simple::Number(n(-1))]; // {3|-1} - 1 = {2|-2}
//! assert_eq!(outcome_of_sum(&h).unwrap(), Outcome::N);
//! ```

use super::dyadic::{Dyadic, Overflow};
use super::ops::Outcome;
use std::cmp::Ordering;

/// A component of the sum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Simple {
    /// A number.
    Number(Dyadic),
    /// The switch `{left | right}`; `left >= right` is required.
    Switch(Dyadic, Dyadic),
}

/// Whether the first player wins: `left_first` says who starts.
fn first_player_wins(parts: &[Simple], left_first: bool) -> Result<bool, Overflow> {
    let mut x = Dyadic::ZERO;
    let mut switches: Vec<(Dyadic, Dyadic)> = Vec::new();
    for p in parts {
        match *p {
            Simple::Number(v) => x = x.checked_add(v)?,
            Simple::Switch(l, r) => switches.push((l, r)),
        }
    }
    let mut temps = Vec::with_capacity(switches.len());
    for &(l, r) in &switches {
        temps.push(l.checked_sub(r)?);
    }
    let mut order: Vec<usize> = (0..switches.len()).collect();
    order.sort_by(|&i, &j| temps[j].cmp(&temps[i]));
    for (turn, &i) in order.iter().enumerate() {
        let left_moves = turn.is_multiple_of(2) == left_first;
        let (l, r) = switches[i];
        x = x.checked_add(if left_moves { l } else { r })?;
    }
    let odd = switches.len() % 2 == 1;
    Ok(match x.cmp(&Dyadic::ZERO) {
        Ordering::Greater => left_first,
        Ordering::Less => !left_first,
        Ordering::Equal => odd,
    })
}

/// The outcome class of the sum (Left = the player for whom positive is good).
///
/// # Panics
/// If a switch has `left < right` (not a switch).
pub fn outcome_of_sum(parts: &[Simple]) -> Result<Outcome, Overflow> {
    for p in parts {
        if let Simple::Switch(l, r) = p {
            assert!(l >= r, "a switch {{a|b}} needs a >= b");
        }
    }
    let left = first_player_wins(parts, true)?;
    let right = first_player_wins(parts, false)?;
    Ok(match (left, right) {
        (true, true) => Outcome::N,
        (true, false) => Outcome::L,
        (false, true) => Outcome::R,
        (false, false) => Outcome::P,
    })
}
