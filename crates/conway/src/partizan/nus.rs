//! Closed forms `x + n.^ + *m` (a number, a multiple of up, a nimber): sums, negatives,
//! order and canonical options, all by formula.
//!
//! * Sums add the parts: `(x + n.^ + *m) + (y + k.^ + *j) = (x+y) + (n+k).^ + *(m xor j)`
//!   (nim addition is xor; Winning Ways, ch. 3).
//! * Order (Siegel, *Combinatorial Game Theory*, II.4): the number parts decide first; for
//!   equal numbers the sign of the difference `k.^ + *j` is positive for `k >= 2`, for
//!   `k = 1` unless `j = 1` (`^*` is fuzzy), zero or fuzzy for `k = 0` as `j = 0` or not.
//! * Canonical options, translated by the number part `x` (Number Translation, II.3.9;
//!   the options of a number are [`Dyadic::options`]):
//!   `*m = {*0, ..., *(m-1) | *0, ..., *(m-1)}`; for `n >= 1`,
//!   `n.^ + *m = {0 | (n-1).^ + *(m xor 1)}` except `^* = {0, * | 0}`; and
//!   `-n.^ + *m` is the negative (Winning Ways, ch. 3, for `^ = {0|*}`, `^2 = {0|^*}`,
//!   `^2* = {0|^}`; the general rule follows by induction from `n.^ + *m = ^ + ((n-1).^ +
//!   *m)`). The tests check every rule with `|n| <= 12` and `m <= 12` against the canonical
//!   form the general construction builds from the options of that sum.

use super::dyadic::{Dyadic, Overflow};
use std::cmp::Ordering;

/// A closed-form value `number + ups.^ + *nim`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Nus {
    /// The number part.
    pub number: Dyadic,
    /// The multiple of up (negative: down). Never `i64::MIN`, so negation is exact.
    pub ups: i64,
    /// The nimber part.
    pub nim: u32,
}

impl Nus {
    /// The number `x`.
    pub const fn number(x: Dyadic) -> Nus {
        Nus {
            number: x,
            ups: 0,
            nim: 0,
        }
    }

    /// True if the value is a number (no up and no nimber part).
    pub fn is_number(&self) -> bool {
        self.ups == 0 && self.nim == 0
    }

    /// How far a sum with a general game expands it: `|n| + m`.
    pub(crate) fn expansion_size(&self) -> u64 {
        self.ups.unsigned_abs() + u64::from(self.nim)
    }
}

/// `a + b`.
pub(crate) fn nus_add(a: Nus, b: Nus) -> Result<Nus, Overflow> {
    let ups = a.ups.checked_add(b.ups).filter(|&u| u != i64::MIN);
    Ok(Nus {
        number: a.number.checked_add(b.number)?,
        ups: ups.ok_or(Overflow)?,
        nim: a.nim ^ b.nim,
    })
}

/// `-a`, exact (both ranges are symmetric).
pub(crate) fn nus_neg(a: Nus) -> Nus {
    Nus {
        number: -a.number,
        ups: -a.ups,
        nim: a.nim,
    }
}

/// The order of two closed forms (`None` = confused).
pub(crate) fn nus_cmp(a: Nus, b: Nus) -> Option<Ordering> {
    match a.number.cmp(&b.number) {
        Ordering::Equal => {}
        order => return Some(order),
    }
    // the sign of a - b = k.^ + *j
    let k = i128::from(a.ups) - i128::from(b.ups);
    let j = a.nim ^ b.nim;
    match k {
        k if k >= 2 => Some(Ordering::Greater),
        1 if j != 1 => Some(Ordering::Greater),
        0 if j == 0 => Some(Ordering::Equal),
        -1 if j != 1 => Some(Ordering::Less),
        k if k <= -2 => Some(Ordering::Less),
        _ => None,
    }
}

/// The canonical options of a closed form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Expansion {
    /// At most two options a side, listed (Left's, Right's).
    Listed(Vec<Nus>, Vec<Nus>),
    /// `number + *count` (`count >= 1`): the options `number + *j` for every `j < count`,
    /// on both sides; callers decide what they need without listing them.
    Nimbers {
        /// The number part.
        number: Dyadic,
        /// How many options each side has.
        count: u32,
    },
}

/// The canonical options of `v`, by the rules of the module documentation.
pub(crate) fn expansion(v: Nus) -> Expansion {
    let x = v.number;
    let at = |ups: i64, nim: u32| Nus {
        number: x,
        ups,
        nim,
    };
    match v.ups {
        0 if v.nim == 0 => {
            let (l, r) = x.options();
            Expansion::Listed(
                l.map(Nus::number).into_iter().collect(),
                r.map(Nus::number).into_iter().collect(),
            )
        }
        0 => Expansion::Nimbers {
            number: x,
            count: v.nim,
        },
        1 if v.nim == 1 => Expansion::Listed(vec![at(0, 0), at(0, 1)], vec![at(0, 0)]),
        -1 if v.nim == 1 => Expansion::Listed(vec![at(0, 0)], vec![at(0, 0), at(0, 1)]),
        n if n > 0 => Expansion::Listed(vec![at(0, 0)], vec![at(n - 1, v.nim ^ 1)]),
        n => Expansion::Listed(vec![at(n + 1, v.nim ^ 1)], vec![at(0, 0)]),
    }
}
