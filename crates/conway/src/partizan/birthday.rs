//! Birthdays: the day on which a game is born.
//!
//! Definition (Conway, *On Numbers and Games*, ch. 1, the days of creation; Siegel,
//! *Combinatorial Game Theory*, ch. II, where the canonical form is the simplest form of a
//! value): `G` is born by day `n` if it equals a game whose options are all born by day
//! `n - 1` (`0 = { | }` on day 0). The birthday `b(G)` is the least such `n`; it is read
//! off the canonical form: `b(G) = 0` for `G = 0`, otherwise `1 + max b(option)` (the
//! height of the canonical game tree).
//!
//! Closed forms by formula (each checked in the tests against the recursion over their
//! canonical options):
//! * the integer `n` is born on day `|n|` (`n = {n-1 | }`); a dyadic `x = m/2^k`, `m` odd,
//!   `k >= 1`, on day `⌊|x|⌋ + 1 + k` (its canonical options `(m ± 1)/2^k` lead down to
//!   the integer `⌊|x|⌋` in `k` steps plus one);
//! * `x + n.^ + *m` (`n = |ups|`): `b(x)` plus `n + 1` if `m = 0 < n`; `n + (m xor 1)` if
//!   `n` is odd and `m != 1`; `n + m` otherwise (from the canonical options
//!   `n.^ + *m = {0 | (n-1).^ + *(m xor 1)}`, `^* = {0, * | 0}` and
//!   `*m = {*j : j < m | *j : j < m}`; a number part translates every follower, adding
//!   its own birthday).
//!
//! ```
//! use conway::partizan::{parse, Arena};
//! let mut a = Arena::new();
//! for (text, day) in [("0", 0), ("-3", 3), ("3/4", 3), ("^", 2), ("^*3", 3), ("{2|-1}", 3)] {
//!     let g = parse(&mut a, text).unwrap();
//!     assert_eq!(a.birthday(g), day, "{text}");
//! }
//! ```

use super::arena::{Arena, GameId, Node};
use super::dyadic::Dyadic;
use super::nus::Nus;

impl Arena {
    /// The birthday of `g` (cached for option nodes). At most about `2^65`, hence the
    /// wide integer.
    pub fn birthday(&mut self, g: GameId) -> u128 {
        let (left, right) = match self.node(g) {
            Node::Nus(v) => return nus_birthday(*v),
            Node::Options { left, right } => (left.clone(), right.clone()),
        };
        if let Some(&day) = self.caches.birthdays.get(&g) {
            return day;
        }
        // recursion through option nodes only: as deep as the depth of g
        let day = 1 + left
            .iter()
            .chain(right.iter())
            .map(|&o| self.birthday(o))
            .max()
            .unwrap_or(0);
        self.caches.birthdays.insert(g, day);
        day
    }
}

/// The birthday of a closed form, by the formulas of the module documentation.
fn nus_birthday(v: Nus) -> u128 {
    number_birthday(v.number) + infinitesimal_birthday(v.ups.unsigned_abs(), v.nim)
}

/// The birthday of a number.
fn number_birthday(x: Dyadic) -> u128 {
    let whole = u128::from(x.numerator().unsigned_abs() >> x.exponent());
    if x.is_integer() {
        whole
    } else {
        whole + 1 + u128::from(x.exponent())
    }
}

/// The birthday of `n.^ + *m` (`n >= 0` the magnitude of the multiple of up).
fn infinitesimal_birthday(n: u64, m: u32) -> u128 {
    let (n, m_wide) = (u128::from(n), u128::from(m));
    if n > 0 && m == 0 {
        n + 1
    } else if n % 2 == 1 && m != 1 {
        n + u128::from(m ^ 1)
    } else {
        n + m_wide
    }
}
