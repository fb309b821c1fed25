//! Norton multiplication `G.U` of a game by a positive unit.
//!
//! Definition (Simon Norton's, in Winning Ways, vol. 1, where `G.↑` measures atomic
//! weights, and in Conway, *On Numbers and Games*; Siegel, *Combinatorial Game Theory*,
//! II.7, atomic weight as the `W` with `G ~ W.↑`): for a game `U > 0`,
//!
//! ```text
//!   G.U = U + U + ... + U  (n copies)          if G is an integer n (and -(|n|.U) if n < 0)
//!   G.U = { G^L.U + (U + I) | G^R.U - (U + I) } otherwise, I ranging over the incentives
//!                                               of U: U^L - U and U - U^R.
//! ```
//!
//! Norton's lemma: for `U > 0`, `G.U` depends only on the value of `G` (not its form), and
//! `G -> G.U` is an order-preserving homomorphism: `(G + H).U = G.U + H.U` and
//! `G <= H` iff `G.U <= H.U`. It does depend on the **form** of `U`: here `U` is its
//! canonical form. So `G` is read from its canonical form and a non-integer number `x` is
//! expanded into its canonical options. Of the options `G^L.U + U + I`, those with a
//! largest `I` dominate the rest (and dually for Right), so only the maximal incentives of
//! `U` are used. Integers are multiplied by doubling: `2k.U = k.U + k.U`.
//!
//! ```
//! use conway::partizan::{parse, Arena};
//! let mut a = Arena::new();
//! let (half, up) = (parse(&mut a, "1/2").unwrap(), parse(&mut a, "^").unwrap());
//! let h = a.norton_product(half, up).unwrap();
//! let twice = a.sum(h, h).unwrap();
//! assert_eq!(twice, up); // (1/2).^ + (1/2).^ = 1.^
//! ```

use super::arena::{Arena, GameId};
use super::caches::pair;
use super::limits::Error;

impl Arena {
    /// The Norton product `g.u` (cached per pair). Refused with
    /// [`Error::UnitNotPositive`] unless `u > 0`; fails if a limit of [`super::limits`] is
    /// reached.
    pub fn norton_product(&mut self, g: GameId, u: GameId) -> Result<GameId, Error> {
        let zero = self.zero();
        if !self.lt(zero, u) {
            return Err(Error::UnitNotPositive);
        }
        let steps = self.unit_steps(u)?;
        self.norton_with(g, u, &steps)
    }

    /// The largest games `U + I` over the incentives `I` of `u`.
    fn unit_steps(&mut self, u: GameId) -> Result<Vec<GameId>, Error> {
        let (ul, ur) = self.options(u)?;
        let mut steps = Vec::with_capacity(ul.len() + ur.len());
        // U + (U^L - U) = U^L and U + (U - U^R) = 2U - U^R
        steps.extend(ul.iter().copied());
        let twice = self.sum(u, u)?;
        for &r in ur.iter() {
            steps.push(self.difference(twice, r)?);
        }
        steps.sort_unstable();
        steps.dedup();
        let all = steps.clone();
        steps.retain(|&s| !all.iter().any(|&t| t != s && self.leq(s, t)));
        Ok(steps)
    }

    /// `g.u`, given the maximal `U + I` of `u`.
    fn norton_with(&mut self, g: GameId, u: GameId, steps: &[GameId]) -> Result<GameId, Error> {
        if let Some(n) = self.as_number(g).filter(|x| x.is_integer()) {
            return self.copies(n.numerator(), u);
        }
        let key = pair(g, u);
        if let Some(&p) = self.caches.norton.get(&key) {
            return Ok(p);
        }
        self.check_work()?;
        let (gl, gr) = self.options_within_expansion(g)?;
        let mut left = Vec::with_capacity(gl.len() * steps.len());
        for &l in gl.iter() {
            let product = self.norton_with(l, u, steps)?;
            for &s in steps {
                left.push(self.sum(product, s)?);
            }
        }
        let mut right = Vec::with_capacity(gr.len() * steps.len());
        for &r in gr.iter() {
            let product = self.norton_with(r, u, steps)?;
            for &s in steps {
                right.push(self.difference(product, s)?);
            }
        }
        let p = self.game(&left, &right)?;
        self.caches.norton.insert(key, p);
        Ok(p)
    }

    /// `n` copies of `u` (`-(|n|` copies`)` for `n < 0`), by doubling.
    pub(crate) fn copies(&mut self, n: i64, u: GameId) -> Result<GameId, Error> {
        let mut power = if n < 0 { self.neg(u) } else { u };
        let mut count = n.unsigned_abs();
        let mut total = self.zero();
        while count > 0 {
            if count & 1 == 1 {
                total = self.sum(total, power)?;
            }
            count >>= 1;
            if count > 0 {
                power = self.sum(power, power)?;
            }
        }
        Ok(total)
    }
}
