//! The reduced canonical form: the simplest game infinitesimally close to a game.
//!
//! Theory (Calistrate, "The reduced canonical form of a game", 1996; Grossman and Siegel,
//! "Reductions of partizan games", 2009; Siegel, *Combinatorial Game Theory*, II.6):
//! * `G` and `H` are **Inf-equivalent**, `G ≡ H (mod Inf)`, when `G - H` is
//!   infinitesimal; `G >= H (mod Inf)` when `G + ε >= H` for some infinitesimal `ε`.
//!   For short games this reads off a stop: `G <= H (mod Inf)` iff `L(G - H) <= 0`
//!   (if `L(G - H) <= 0` then `G - H - x < 0` for every number `x > 0`, and conversely).
//! * A Left option `G^L1` is **Inf-dominated** if `G^L1 <= G^L2 (mod Inf)` for another
//!   Left option; it is **Inf-reversible** through `G^L1R1` if `G^L1R1 <= G (mod Inf)`
//!   (dually for Right). Deleting Inf-dominated options and replacing an Inf-reversible
//!   `G^L1` by the Left options of `G^L1R1` keeps `G` within its Inf-class.
//! * `G` is in **reduced canonical form** if every subposition is either a number in
//!   canonical form, or is not Inf-equivalent to a number and has no Inf-dominated and no
//!   Inf-reversible option. Each Inf-class holds exactly one game in reduced canonical
//!   form, written `rcf(G)` (Siegel II.6, the uniqueness theorem for reduced forms).
//!
//! The algorithm follows the definition from the bottom up: a game whose two stops are
//! equal is Inf-equivalent to the number `L(G) = R(G)` (and only to it), so `rcf(G)` is
//! that number; otherwise the options are replaced by their reduced forms and the
//! Inf-dominated and Inf-reversible ones are removed and bypassed until none is left.
//! Since Inf-equivalence is kept at every step, the reversibility test compares with the
//! original `G` instead of the form being simplified. Each `mod Inf` comparison first
//! tries the bounds of the stops of a difference by the stops of its terms
//! (`L(A) - L(B) <= L(A - B) <= L(A) - R(B)` and `R(A) - R(B) <= L(A - B)`, II.3) and
//! builds the difference only when they do not decide.
//!
//! ```
//! use conway::partizan::{parse, Arena};
//! let mut a = Arena::new();
//! let g = parse(&mut a, "{1*|0}").unwrap();
//! let r = a.reduced_canonical_form(g).unwrap();
//! assert_eq!(a.display(r), "{1|0}");
//! let up = parse(&mut a, "^*").unwrap();
//! assert_eq!(a.reduced_canonical_form(up), Ok(a.zero()));
//! ```

use super::arena::{Arena, GameId};
use super::dyadic::Dyadic;
use super::limits::Error;

impl Arena {
    /// The reduced canonical form of `g`: the simplest game infinitesimally close to `g`
    /// (cached). Fails only if a limit of [`super::limits`] is reached.
    pub fn reduced_canonical_form(&mut self, g: GameId) -> Result<GameId, Error> {
        let stop = self.left_stop(g);
        if stop == self.right_stop(g) {
            return Ok(self.number(stop)); // Inf-equivalent to its stop
        }
        if let Some(&r) = self.caches.reduced.get(&g) {
            return Ok(r);
        }
        self.check_work()?;
        // Not number-ish, so an option node: its options are listed.
        let (gl, gr) = self.options(g)?;
        let mut left = Vec::with_capacity(gl.len());
        for &l in gl.iter() {
            left.push(self.reduced_canonical_form(l)?);
        }
        let mut right = Vec::with_capacity(gr.len());
        for &r in gr.iter() {
            right.push(self.reduced_canonical_form(r)?);
        }
        loop {
            self.remove_inf_dominated(&mut left, true)?;
            self.remove_inf_dominated(&mut right, false)?;
            let left_changed = self.bypass_inf_reversible(g, &mut left, true)?;
            let right_changed = self.bypass_inf_reversible(g, &mut right, false)?;
            if !left_changed && !right_changed {
                break;
            }
        }
        let r = self.game(&left, &right)?;
        self.caches.reduced.insert(g, r);
        Ok(r)
    }

    /// `g <= h (mod Inf)`: `g <= h + ε` for some infinitesimal `ε`, which holds iff the
    /// left stop of `g - h` is at most 0.
    ///
    /// ```
    /// use conway::partizan::{parse, Arena};
    /// let mut a = Arena::new();
    /// let (up, star) = (parse(&mut a, "^").unwrap(), parse(&mut a, "*").unwrap());
    /// assert!(a.inf_leq(up, star).unwrap() && a.inf_leq(star, up).unwrap());
    /// let (one, half) = (parse(&mut a, "1").unwrap(), parse(&mut a, "1/2").unwrap());
    /// assert!(!a.inf_leq(one, half).unwrap());
    /// ```
    pub fn inf_leq(&mut self, g: GameId, h: GameId) -> Result<bool, Error> {
        if g == h || self.left_stop(g) <= self.right_stop(h) {
            return Ok(true); // L(g - h) <= L(g) - R(h) <= 0
        }
        if self.left_stop(g) > self.left_stop(h) || self.right_stop(g) > self.right_stop(h) {
            return Ok(false); // L(g - h) >= max(L(g) - L(h), R(g) - R(h)) > 0
        }
        let minus_h = self.neg(h);
        Ok(self.stops_of_sum(g, minus_h)?.0 <= Dyadic::ZERO)
    }

    /// Removes the options of one side that are Inf-dominated by another (Left: smaller
    /// mod Inf; Right: larger). The options are distinct reduced forms, hence pairwise
    /// not Inf-equivalent (uniqueness); should two be, the one with the smaller id stays.
    fn remove_inf_dominated(
        &mut self,
        options: &mut Vec<GameId>,
        is_left: bool,
    ) -> Result<(), Error> {
        options.sort_unstable();
        options.dedup();
        let mut kept: Vec<GameId> = Vec::with_capacity(options.len());
        'candidates: for (i, &a) in options.iter().enumerate() {
            self.check_work()?;
            for (j, &b) in options.iter().enumerate() {
                if i == j {
                    continue;
                }
                let (low, high) = if is_left { (a, b) } else { (b, a) };
                if self.inf_leq(low, high)? && (b < a || !self.inf_leq(high, low)?) {
                    continue 'candidates;
                }
            }
            kept.push(a);
        }
        *options = kept;
        Ok(())
    }

    /// Replaces each Inf-reversible option of one side by the options it reverses to: a
    /// Left option `L` with some `L^R <= g (mod Inf)` by the Left options of that `L^R`
    /// (dually for Right). Returns whether any option was replaced.
    fn bypass_inf_reversible(
        &mut self,
        g: GameId,
        options: &mut Vec<GameId>,
        is_left: bool,
    ) -> Result<bool, Error> {
        let mut result = Vec::with_capacity(options.len());
        let mut changed = false;
        for &o in options.iter() {
            self.check_work()?;
            let (ol, or) = self.options(o)?;
            let replies = if is_left { or } else { ol };
            let mut through = None;
            for &x in replies.iter() {
                let reverses = if is_left {
                    self.inf_leq(x, g)?
                } else {
                    self.inf_leq(g, x)?
                };
                if reverses {
                    through = Some(x);
                    break;
                }
            }
            match through {
                Some(x) => {
                    let (xl, xr) = self.options(x)?;
                    result.extend(if is_left { xl } else { xr }.iter().copied());
                    changed = true;
                }
                None => result.push(o),
            }
        }
        *options = result;
        Ok(changed)
    }
}
