//! The ordinal sum `G : H`: play in `H` (the subordinate), where a move in `G` (the base)
//! discards `H`.
//!
//! Definition (Conway, *On Numbers and Games*, where `G : H` is introduced; Winning Ways,
//! vol. 1, Hackenbush, where a stalk is the ordinal sum of its edges and the "colon
//! principle" is stated; Siegel, *Combinatorial Game Theory*, ch. II, Norton's lemma):
//!
//! ```text
//!   G : H = { G^L, G : H^L | G^R, G : H^R }.
//! ```
//!
//! The value depends on the **form** of the base `G` (`{-1|1} : 1 = 1/2`, while `0 : 1 =
//! 1`) but only on the value of `H` (if `H = H'`, a player answers a move in `G : H`
//! minus `G : H'` as in `H - H'`, and a move in a base by the same move in the other
//! base). The base is taken in canonical form, as in the literature's examples. Two
//! cases by formula: `G : 0 = G`, and `x*m : *n = x*(m+n)` (by induction on `n`: the
//! options of `x*m : *n` are the `x*j`, `j < m + n`).
//!
//! The recursion follows every move of `H`, numbers included, so `H` must be born by day
//! [`MAX_DEPTH`] ([`Error::BirthdayTooLarge`] otherwise).
//!
//! ```
//! use conway::partizan::{parse, Arena};
//! let mut a = Arena::new();
//! let (star, one) = (parse(&mut a, "*").unwrap(), parse(&mut a, "1").unwrap());
//! let g = a.ordinal_sum(star, one).unwrap(); // * : 1 = {0, * | 0}
//! assert_eq!(a.display(g), "^*");
//! let minus_one = parse(&mut a, "-1").unwrap();
//! let x = a.ordinal_sum(one, minus_one).unwrap(); // 1 : -1 = {0 | 1}, a blue-red stalk
//! assert_eq!(a.display(x), "1/2");
//! ```

use super::arena::{Arena, GameId};
use super::caches::pair;
use super::dyadic::Dyadic;
use super::limits::{Error, MAX_DEPTH};
use super::nus::Nus;

impl Arena {
    /// The ordinal sum `g : h` with base `g` (its canonical form) and subordinate `h`
    /// (cached per pair). Fails if `h` is born after day [`MAX_DEPTH`] or a limit of
    /// [`super::limits`] is reached.
    pub fn ordinal_sum(&mut self, g: GameId, h: GameId) -> Result<GameId, Error> {
        let day = self.birthday(h);
        if day > u128::from(MAX_DEPTH) {
            return Err(Error::BirthdayTooLarge(day));
        }
        self.ordinal_sum_within(g, h)
    }

    fn ordinal_sum_within(&mut self, g: GameId, h: GameId) -> Result<GameId, Error> {
        if self.as_number(h) == Some(Dyadic::ZERO) {
            return Ok(g);
        }
        if let (Some(base), true) = (self.as_nus(g), self.is_nimber(h)) {
            if base.ups == 0 {
                let n = self.as_nus(h).map_or(0, |v| v.nim);
                let nim = base.nim.checked_add(n).ok_or(Error::TooLarge(base))?;
                return Ok(self.nus(Nus { nim, ..base }));
            }
        }
        let key = pair(g, h);
        if let Some(&s) = self.caches.ordinal_sums.get(&key) {
            return Ok(s);
        }
        self.check_work()?;
        let (gl, gr) = self.options(g)?;
        let (hl, hr) = self.options(h)?;
        let mut left = gl.to_vec();
        for &l in hl.iter() {
            left.push(self.ordinal_sum_within(g, l)?);
        }
        let mut right = gr.to_vec();
        for &r in hr.iter() {
            right.push(self.ordinal_sum_within(g, r)?);
        }
        let s = self.game(&left, &right)?;
        self.caches.ordinal_sums.insert(key, s);
        Ok(s)
    }
}
