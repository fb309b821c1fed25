//! Kinds of games, read off the canonical form: numbers, nimbers, infinitesimals,
//! all-small (dicotic) games and switches.
//!
//! Definitions (Siegel, *Combinatorial Game Theory*, ch. II; Winning Ways, vol. 1; Lessons
//! in Play, ch. 9 for all-small games):
//! * a **number** is a game equal to a dyadic rational (II.3); a **nimber** is `*m`,
//!   `m >= 0` (`0 = *0` counts);
//! * `G` is **infinitesimal** if `-x < G < x` for every positive number `x`
//!   (II.4). By the stop inequalities (`x < R(G)` implies `x < G`, `L(G) < x` implies
//!   `G < x`, II.3.20–3.22), this holds exactly when both stops of `G` are 0, so `0` is
//!   infinitesimal;
//! * `G` is **all-small** (Winning Ways, ch. 8), or **dicotic** (Siegel II.4, Lessons in
//!   Play ch. 9), if in every subposition Left has a move exactly when Right has one.
//!   Simplification keeps this property (a side emptied by bypassing a reversible option
//!   leaves a number, and an all-small number is 0), so the canonical form of an
//!   all-small game is all-small: the test reads it off the canonical form. A closed form
//!   `x + n.^ + *m` is all-small exactly when `x = 0`. All-small games are infinitesimal;
//! * a **switch** is `{a | b}` for numbers `a > b`, i.e. `(a+b)/2 ± (a-b)/2` (Siegel
//!   II.5); its canonical form is exactly that.
//!
//! ```
//! use conway::partizan::{parse, Arena, Dyadic};
//! let mut a = Arena::new();
//! let g = parse(&mut a, "{0|^}").unwrap();
//! assert!(a.is_all_small(g) && a.is_infinitesimal(g) && !a.is_nimber(g));
//! let s = parse(&mut a, "{3|-1}").unwrap();
//! assert_eq!(a.as_switch(s), Some((Dyadic::from_int(3), Dyadic::from_int(-1))));
//! ```

use super::arena::{Arena, GameId, Node};
use super::dyadic::Dyadic;

impl Arena {
    /// True if `g` is a number.
    pub fn is_number(&self, g: GameId) -> bool {
        self.as_number(g).is_some()
    }

    /// True if `g` is a nimber `*m` (including `0`).
    pub fn is_nimber(&self, g: GameId) -> bool {
        self.as_nus(g)
            .is_some_and(|v| v.number == Dyadic::ZERO && v.ups == 0)
    }

    /// True if `g` is infinitesimal: both stops are 0 (so `0` is infinitesimal).
    pub fn is_infinitesimal(&self, g: GameId) -> bool {
        self.left_stop(g) == Dyadic::ZERO && self.right_stop(g) == Dyadic::ZERO
    }

    /// True if `g` is all-small: in every subposition of its canonical form Left has a
    /// move exactly when Right has one (cached).
    pub fn is_all_small(&mut self, g: GameId) -> bool {
        let (left, right) = match self.node(g) {
            Node::Nus(v) => return v.number == Dyadic::ZERO,
            Node::Options { left, right } => (left.clone(), right.clone()),
        };
        if let Some(&known) = self.caches.all_small.get(&g) {
            return known;
        }
        // An option node has options on both sides; recursion follows its depth.
        let result = left
            .iter()
            .chain(right.iter())
            .all(|&o| self.is_all_small(o));
        self.caches.all_small.insert(g, result);
        result
    }

    /// Dicotic is Siegel's name for all-small: the same test as [`Arena::is_all_small`].
    pub fn is_dicotic(&mut self, g: GameId) -> bool {
        self.is_all_small(g)
    }

    /// `Some((a, b))` if `g` is the switch `{a | b}`, `a > b` numbers.
    pub fn as_switch(&self, g: GameId) -> Option<(Dyadic, Dyadic)> {
        let Node::Options { left, right } = self.node(g) else {
            return None;
        };
        match (&left[..], &right[..]) {
            (&[l], &[r]) => {
                let (a, b) = (self.as_number(l)?, self.as_number(r)?);
                (a > b).then_some((a, b))
            }
            _ => None,
        }
    }

    /// True if `g` is a switch `{a | b}` with numbers `a > b`.
    pub fn is_switch(&self, g: GameId) -> bool {
        self.as_switch(g).is_some()
    }
}
