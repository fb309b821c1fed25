//! Heating `∫^t G` and overheating `∫_s^t G` (Berlekamp).
//!
//! Definitions (Winning Ways, ch. 6; Berlekamp, "Blockbusting and Domineering", 1988;
//! Siegel, *Combinatorial Game Theory*, II.5, where heating is the inverse of cooling;
//! Lessons in Play, hot games):
//!
//! ```text
//!   ∫^t G   = G                              if G is a number,
//!           = { ∫^t G^L + t | ∫^t G^R - t }  otherwise;
//!   ∫_s^t G = G.s (Norton product)           if G is an integer,
//!           = { ∫_s^t G^L + t | ∫_s^t G^R - t } otherwise (s > 0).
//! ```
//!
//! Both read the **form** of `G` (heating `0 = {-1|1}` by 2 gives `{1|-1}`, not 0), so
//! they are applied to the canonical form; `t` and `s` may be any games (the result
//! depends on the value of `t` and on the canonical form of `s`). For a number `t > 0`,
//! cooling by `t` undoes heating by `t`: `(∫^t G)_t = G` (the tests check it on random
//! games). The converse `∫^t (G_t) = G` fails in general, because the cooled game may have
//! dominated options that its canonical form drops (`G = {1 | 0, {1|0}}` cools by `1/4`
//! to `{3/4 | 1/4}`, which heats back to `{1|0}`).
//!
//! ```
//! use conway::partizan::{parse, Arena};
//! let mut a = Arena::new();
//! let (star, one) = (parse(&mut a, "*").unwrap(), parse(&mut a, "1").unwrap());
//! let h = a.heat(star, one).unwrap();
//! assert_eq!(a.display(h), "±1");
//! let blockbusting = parse(&mut a, "1/2").unwrap(); // {0|1} overheated from 1 to 1*
//! let one_star = parse(&mut a, "1*").unwrap();
//! let o = a.overheat(blockbusting, one, one_star).unwrap();
//! assert_eq!(a.display(o), "{1*|*}");
//! ```

use super::arena::{Arena, GameId};
use super::caches::pair;
use super::limits::Error;

impl Arena {
    /// `g` heated by `t`: `∫^t g` (cached per pair). Fails if a limit of
    /// [`super::limits`] is reached.
    pub fn heat(&mut self, g: GameId, t: GameId) -> Result<GameId, Error> {
        if self.as_number(g).is_some() {
            return Ok(g);
        }
        let key = pair(g, t);
        if let Some(&h) = self.caches.heated.get(&key) {
            return Ok(h);
        }
        self.check_work()?;
        let minus_t = self.neg(t);
        let (left, right) = self.heated_options(g, t, minus_t, |a, o| a.heat(o, t))?;
        let h = self.game(&left, &right)?;
        self.caches.heated.insert(key, h);
        Ok(h)
    }

    /// `g` overheated from `s` to `t`: `∫_s^t g` (cached). Refused with
    /// [`Error::UnitNotPositive`] unless `s > 0`; fails if a limit is reached.
    pub fn overheat(&mut self, g: GameId, s: GameId, t: GameId) -> Result<GameId, Error> {
        let zero = self.zero();
        if !self.lt(zero, s) {
            return Err(Error::UnitNotPositive);
        }
        self.overheat_positive(g, s, t)
    }

    fn overheat_positive(&mut self, g: GameId, s: GameId, t: GameId) -> Result<GameId, Error> {
        if let Some(n) = self.as_number(g).filter(|x| x.is_integer()) {
            return self.copies(n.numerator(), s); // n.s for an integer n
        }
        if let Some(&h) = self.caches.overheated.get(&(g, s, t)) {
            return Ok(h);
        }
        self.check_work()?;
        let minus_t = self.neg(t);
        let (left, right) =
            self.heated_options(g, t, minus_t, |a, o| a.overheat_positive(o, s, t))?;
        let h = self.game(&left, &right)?;
        self.caches.overheated.insert((g, s, t), h);
        Ok(h)
    }

    /// `{ f(G^L) + t | f(G^R) - t }` as option lists.
    fn heated_options(
        &mut self,
        g: GameId,
        t: GameId,
        minus_t: GameId,
        mut f: impl FnMut(&mut Arena, GameId) -> Result<GameId, Error>,
    ) -> Result<(Vec<GameId>, Vec<GameId>), Error> {
        let (gl, gr) = self.options_within_expansion(g)?;
        let mut left = Vec::with_capacity(gl.len());
        for &l in gl.iter() {
            let h = f(self, l)?;
            left.push(self.sum(h, t)?);
        }
        let mut right = Vec::with_capacity(gr.len());
        for &r in gr.iter() {
            let h = f(self, r)?;
            right.push(self.sum(h, minus_t)?);
        }
        Ok((left, right))
    }
}
