//! The stops of a sum `G + H`, read off the options of `G` and `H` without building the
//! canonical form of the sum.
//!
//! Theory (Siegel, *Combinatorial Game Theory*, II.3; Winning Ways, ch. 3):
//! * the stops of a sum are bounded by those of its terms:
//!   `max(L(G) + R(H), R(G) + L(H)) <= L(G + H) <= L(G) + L(H)` and
//!   `R(G) + R(H) <= R(G + H) <= min(L(G) + R(H), R(G) + L(H))`. When `G` is
//!   infinitesimally close to a number (`L(G) = R(G) = x`, every closed form and every
//!   number) both bounds meet: `L(G + H) = x + L(H)`, `R(G + H) = x + R(H)`;
//! * otherwise `L(G + H) = max R(K^L)` over the Left options `K^L` of the form
//!   `K = G + H` (`G^L + H` and `G + H^L`), and dually for `R`. This is the definition of
//!   the stops when `G + H` is not equal to a number. When it equals a number `z` (both
//!   canonical, neither number-ish), every `K^L ⧏ K = z` has `R(K^L) <= z`, and the Left
//!   option `G^L + H` with `R(G^L) = L(G)` reaches `z`: `R(G^L + H) = z + R(G^L - G)`,
//!   where `R(G^L - G) >= R(G^L) - L(G) = 0` and `R(G^L - G) <= L(G^L - G^L) = 0` (Right
//!   answers in `-G` to `-G^L`). So the recursion over the options is exact on canonical
//!   forms, with the number-ish terms as its base.
//!
//! The recursion visits pairs of subpositions of `G` and `H`, each once (the stops of each
//! pair are cached in the arena), and builds no game.
//!
//! ```
//! use conway::partizan::{parse, Arena, Dyadic};
//! let mut a = Arena::new();
//! let (g, h) = (parse(&mut a, "{3|-1}").unwrap(), parse(&mut a, "{1|{0|-4}}").unwrap());
//! let (l, r) = a.stops_of_sum(g, h).unwrap();
//! let s = a.sum(g, h).unwrap();
//! assert_eq!((l, r), (a.left_stop(s), a.right_stop(s)));
//! ```

use super::arena::{Arena, GameId};
use super::caches::pair;
use super::dyadic::Dyadic;
use super::limits::Error;

impl Arena {
    /// The left and right stops of `g + h` (the pairs of subpositions met on the way are
    /// cached). Fails if a stop leaves the exact range or the work limit is reached.
    pub fn stops_of_sum(&mut self, g: GameId, h: GameId) -> Result<(Dyadic, Dyadic), Error> {
        let (g, h) = if g <= h { (g, h) } else { (h, g) };
        let (lg, rg) = (self.left_stop(g), self.right_stop(g));
        let (lh, rh) = (self.left_stop(h), self.right_stop(h));
        if lg == rg {
            return Ok((lg.checked_add(lh)?, lg.checked_add(rh)?));
        }
        if lh == rh {
            return Ok((lg.checked_add(lh)?, rg.checked_add(lh)?));
        }
        let key = pair(g, h);
        if let Some(&stops) = self.caches.sum_stops.get(&key) {
            return Ok(stops);
        }
        self.check_work()?;
        self.charge(1);
        // Neither is number-ish, so both are option nodes: their options are listed.
        let (gl, gr) = self.options(g)?;
        let (hl, hr) = self.options(h)?;
        let mut left: Option<Dyadic> = None;
        for &x in gl.iter() {
            let r = self.stops_of_sum(x, h)?.1;
            left = Some(left.map_or(r, |l| l.max(r)));
        }
        for &y in hl.iter() {
            let r = self.stops_of_sum(g, y)?.1;
            left = Some(left.map_or(r, |l| l.max(r)));
        }
        let mut right: Option<Dyadic> = None;
        for &x in gr.iter() {
            let l = self.stops_of_sum(x, h)?.0;
            right = Some(right.map_or(l, |r| r.min(l)));
        }
        for &y in hr.iter() {
            let l = self.stops_of_sum(g, y)?.0;
            right = Some(right.map_or(l, |r| r.min(l)));
        }
        let (Some(left), Some(right)) = (left, right) else {
            unreachable!("option nodes have options on both sides")
        };
        self.caches.sum_stops.insert(key, (left, right));
        Ok((left, right))
    }
}
