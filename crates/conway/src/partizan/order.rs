//! The order of games: `G <= H`, the answers of recent pairs of ids kept
//! ([`super::leq_memo`]).
//!
//! Definition (Siegel, *Combinatorial Game Theory*, II.1; Winning Ways, ch. 2):
//! `G <= H` iff no `G^L >= H` and no `H^R <= G`. Decided without recursion where a
//! theorem allows:
//! * closed forms `x + n.^ + *m` compare by formula ([`super::nus`]);
//! * stops are monotone (`G <= H` implies `L(G) <= L(H)` and `R(G) <= R(H)`), and
//!   `x < R(H)` implies `x < H` for a number `x` (II.3.20–3.22);
//! * for a number `x` and a game `H` that is not a number, `x <= H` iff no `H^R <= x`:
//!   by number avoidance (II.3.13) Right never needs to move in `-x`;
//! * the options of `x + *m` are never listed: "some `x + *j`, `j < m`, is `>= H`" is
//!   read off the nim profile of `H` ([`super::nim_profile`]).
//!
//! Everything else recurses on options, with the answer kept in the arena's memo.
//! The same recursion against a form that is not yet interned (a game under
//! simplification) is memoised per call. Recursion descends in at least one of the two
//! games every two steps (a closed form `n.^ + *m` has the single Right option
//! `(n-1).^ + *(m xor 1)`, whose own options are a number and a smaller closed form), so
//! its depth is bounded by the depths of the games (at most [`super::limits::MAX_DEPTH`]).

use super::arena::{Arena, FxMap, GameId, Moves};
use super::nus::nus_cmp;
use std::cmp::Ordering;

impl Arena {
    /// `g <= h`.
    ///
    /// ```
    /// use conway::partizan::{Arena, parse};
    /// let mut a = Arena::new();
    /// let half = parse(&mut a, "1/2").unwrap();
    /// let up = parse(&mut a, "^").unwrap();
    /// assert!(a.leq(up, half) && !a.leq(half, up));
    /// ```
    pub fn leq(&mut self, g: GameId, h: GameId) -> bool {
        if g == h {
            return true;
        }
        self.charge(1);
        if let (Some(a), Some(b)) = (self.as_nus(g), self.as_nus(h)) {
            return matches!(nus_cmp(a, b), Some(Ordering::Less | Ordering::Equal));
        }
        if self.left_stop(g) > self.left_stop(h) || self.right_stop(g) > self.right_stop(h) {
            return false;
        }
        let gx = self.as_number(g);
        let hx = self.as_number(h);
        if gx.is_some_and(|x| x < self.right_stop(h)) || hx.is_some_and(|y| self.left_stop(g) < y) {
            return true;
        }
        if let Some(known) = self.caches.leq.get(g, h) {
            return known;
        }
        let result = (gx.is_some() || !self.some_left_geq(g, h))
            && (hx.is_some() || !self.some_right_leq(h, g));
        self.caches.leq.insert(g, h, result);
        result
    }

    /// Some `g^L >= h`.
    fn some_left_geq(&mut self, g: GameId, h: GameId) -> bool {
        match self.moves(g, true) {
            Moves::Listed(gl) => gl.iter().any(|&x| self.leq(h, x)),
            Moves::Nimbers { number, count } => self
                .nim_profile(h, number)
                .above
                .min()
                .is_some_and(|j| j < count),
        }
    }

    /// Some `h^R <= g`.
    fn some_right_leq(&mut self, h: GameId, g: GameId) -> bool {
        match self.moves(h, false) {
            Moves::Listed(hr) => hr.iter().any(|&y| self.leq(y, g)),
            Moves::Nimbers { number, count } => self
                .nim_profile(g, number)
                .below
                .min()
                .is_some_and(|j| j < count),
        }
    }

    /// `g < h`.
    pub fn lt(&mut self, g: GameId, h: GameId) -> bool {
        g != h && self.leq(g, h)
    }

    /// The order of `g` and `h`: `Some(Less | Equal | Greater)`, or `None` when they are
    /// confused (incomparable, `g || h`).
    pub fn compare(&mut self, g: GameId, h: GameId) -> Option<Ordering> {
        match (self.leq(g, h), self.leq(h, g)) {
            (true, true) => Some(Ordering::Equal),
            (true, false) => Some(Ordering::Less),
            (false, true) => Some(Ordering::Greater),
            (false, false) => None,
        }
    }

    /// `x <= {left | right}` for a form that is not interned.
    pub(crate) fn leq_id_form(
        &mut self,
        x: GameId,
        left: &[GameId],
        right: &[GameId],
        memo: &mut FxMap<(GameId, bool), bool>,
    ) -> bool {
        if let Some(&known) = memo.get(&(x, true)) {
            return known;
        }
        // no G^R <= x, and no x^L >= G
        let result = !right.iter().any(|&r| self.leq(r, x))
            && !match self.moves(x, true) {
                Moves::Listed(xl) => xl.iter().any(|&y| self.form_leq_id(left, right, y, memo)),
                Moves::Nimbers { number, count } => self
                    .form_nim_profile(left, right, number, memo)
                    .above
                    .min()
                    .is_some_and(|j| j < count),
            };
        memo.insert((x, true), result);
        result
    }

    /// `{left | right} <= y` for a form that is not interned.
    pub(crate) fn form_leq_id(
        &mut self,
        left: &[GameId],
        right: &[GameId],
        y: GameId,
        memo: &mut FxMap<(GameId, bool), bool>,
    ) -> bool {
        if let Some(&known) = memo.get(&(y, false)) {
            return known;
        }
        // no G^L >= y, and no y^R <= G
        let result = !left.iter().any(|&l| self.leq(y, l))
            && !match self.moves(y, false) {
                Moves::Listed(yr) => yr.iter().any(|&z| self.leq_id_form(z, left, right, memo)),
                Moves::Nimbers { number, count } => self
                    .form_nim_profile(left, right, number, memo)
                    .below
                    .min()
                    .is_some_and(|j| j < count),
            };
        memo.insert((y, false), result);
        result
    }
}
