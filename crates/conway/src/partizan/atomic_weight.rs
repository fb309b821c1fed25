//! Atomic weight of all-small games, by the atomic weight calculus.
//!
//! Theory (Winning Ways, ch. 8, "the atomic weight calculus"; Siegel, *Combinatorial Game
//! Theory*, II.7; Lessons in Play, ch. 9): the atomic weight `aw(G)` of an all-small game
//! `G` is the game `W` with `G ~ W.↑` (`W.↑` the Norton product), where `G ~ H` means that
//! `G + X + *m` and `H + X + *m` have the same outcome for every `X` and every large
//! enough `m`. Every all-small game has one, and it is additive:
//! `aw(G + H) = aw(G) + aw(H)`; `aw(n.↑ + *m) = n`. The calculus computes it from the
//! options (canonical form). Let
//!
//! ```text
//!   G'' = { aw(G^L) - 2 | aw(G^R) + 2 }.
//! ```
//!
//! Then `aw(G) = G''`, except when `G''` is an integer; in that case, with `☆ = *N` a
//! **remote star** for `G` (`N` larger than every `m` such that `*m` is a subposition of
//! `G`; all such `N` give the same comparisons):
//! * if `G < ☆`, `aw(G)` is the least integer `n` with `n |> aw(G^L) - 2` (`n` not `<=`)
//!   for every `G^L`;
//! * if `G > ☆`, `aw(G)` is the greatest integer `n` with `n <| aw(G^R) + 2` for every
//!   `G^R`;
//! * otherwise (`G || ☆`) `aw(G) = G''`.
//!
//! The least integer not `<= X` is `c = ⌈R(X)⌉`, or `c + 1` when `c <= X`: every integer
//! below `R(X)` is below `X`, and an integer `n > R(X)` has `R(n) > R(X)`, so `n <= X`
//! is impossible (II.3, stops are monotone). Dually, the greatest integer not `>= Y` is
//! `⌊L(Y)⌋`, or one less when `Y <= ⌊L(Y)⌋`.
//!
//! The remote star is read off the closed forms at the leaves: a leaf `n.↑ + *m` has only
//! nimber subpositions `*j` with `j <= max(m, m xor 1, 1)`, so `N` one more than the largest
//! such bound over all leaves is remote for `G` and for all its subpositions.
//!
//! ```
//! use conway::partizan::{parse, Arena};
//! let mut a = Arena::new();
//! let g = parse(&mut a, "{0|^}").unwrap(); // ^2* (Winning Ways, ch. 8)
//! let w = a.atomic_weight(g).unwrap().unwrap();
//! assert_eq!(a.display(w), "2");
//! let hot = parse(&mut a, "{1|-1}").unwrap();
//! assert_eq!(a.atomic_weight(hot), Ok(None)); // not all-small
//! ```

use super::arena::{Arena, FxMap, GameId, Node};
use super::dyadic::Dyadic;
use super::limits::Error;
use super::nus::Nus;
use std::cmp::Ordering;

impl Arena {
    /// The atomic weight of `g` if `g` is all-small (`None` otherwise: the calculus is
    /// defined on all-small games, which all have an atomic weight). Cached. Fails only if
    /// a limit of [`super::limits`] is reached.
    pub fn atomic_weight(&mut self, g: GameId) -> Result<Option<GameId>, Error> {
        if !self.is_all_small(g) {
            return Ok(None);
        }
        if let Some(v) = self.as_nus(g) {
            return self.closed_form_weight(v).map(Some);
        }
        if let Some(&w) = self.caches.atomic_weights.get(&g) {
            return Ok(Some(w));
        }
        let star = self.remote_star(g)?;
        self.weight(g, star).map(Some)
    }

    /// A remote star `*N` for `g` and all its subpositions (module documentation).
    fn remote_star(&mut self, g: GameId) -> Result<GameId, Error> {
        let mut bound = 1u32;
        let mut seen = FxMap::default();
        let mut stack = vec![g];
        while let Some(h) = stack.pop() {
            if seen.insert(h, ()).is_some() {
                continue;
            }
            match self.node(h) {
                Node::Nus(v) => bound = bound.max(v.nim).max(v.nim ^ 1),
                Node::Options { left, right } => stack.extend(left.iter().chain(right.iter())),
            }
        }
        let n = bound.checked_add(1).ok_or(Error::TooLarge(Nus {
            number: Dyadic::ZERO,
            ups: 0,
            nim: bound,
        }))?;
        Ok(self.nimber(n))
    }

    /// The atomic weight of an all-small `g`, with `star` remote for `g`.
    fn weight(&mut self, g: GameId, star: GameId) -> Result<GameId, Error> {
        if let Some(v) = self.as_nus(g) {
            return self.closed_form_weight(v);
        }
        if let Some(&w) = self.caches.atomic_weights.get(&g) {
            return Ok(w);
        }
        self.check_work()?;
        let (gl, gr) = self.options(g)?;
        let (two, minus_two) = (self.integer(2), self.integer(-2));
        let mut left = Vec::with_capacity(gl.len());
        for &l in gl.iter() {
            let w = self.weight(l, star)?;
            left.push(self.sum(w, minus_two)?);
        }
        let mut right = Vec::with_capacity(gr.len());
        for &r in gr.iter() {
            let w = self.weight(r, star)?;
            right.push(self.sum(w, two)?);
        }
        let candidate = self.game(&left, &right)?;
        let is_integer = self.as_number(candidate).is_some_and(Dyadic::is_integer);
        let exception = if is_integer {
            match self.compare(g, star) {
                Some(Ordering::Less) => self.least_integer_not_below_any(&left)?,
                Some(Ordering::Greater) => self.greatest_integer_not_above_any(&right)?,
                _ => None,
            }
        } else {
            None
        };
        let w = exception.unwrap_or(candidate);
        self.caches.atomic_weights.insert(g, w);
        Ok(w)
    }

    /// `aw(n.^ + *m) = n`.
    fn closed_form_weight(&mut self, v: Nus) -> Result<GameId, Error> {
        Ok(self.number(Dyadic::new(v.ups, 0)?))
    }

    /// The least integer `n` with `n <= x` false for every `x` in `games` (`None` if
    /// there are none).
    fn least_integer_not_below_any(&mut self, games: &[GameId]) -> Result<Option<GameId>, Error> {
        let mut best: Option<i64> = None;
        for &x in games {
            let c = -(-self.right_stop(x)).floor(); // ⌈R(x)⌉
            let at_c = self.number(Dyadic::new(c, 0)?);
            let least = if self.leq(at_c, x) {
                c.checked_add(1).ok_or(Error::Overflow)?
            } else {
                c
            };
            best = Some(best.map_or(least, |b| b.max(least)));
        }
        best.map(|n| Ok(self.number(Dyadic::new(n, 0)?)))
            .transpose()
    }

    /// The greatest integer `n` with `y <= n` false for every `y` in `games` (`None` if
    /// there are none).
    fn greatest_integer_not_above_any(
        &mut self,
        games: &[GameId],
    ) -> Result<Option<GameId>, Error> {
        let mut best: Option<i64> = None;
        for &y in games {
            let c = self.left_stop(y).floor(); // ⌊L(y)⌋
            let at_c = self.number(Dyadic::new(c, 0)?);
            let greatest = if self.leq(y, at_c) {
                c.checked_sub(1).ok_or(Error::Overflow)?
            } else {
                c
            };
            best = Some(best.map_or(greatest, |b| b.min(greatest)));
        }
        best.map(|n| Ok(self.number(Dyadic::new(n, 0)?)))
            .transpose()
    }
}
