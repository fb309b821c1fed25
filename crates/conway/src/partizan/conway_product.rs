//! Conway's product of games (*On Numbers and Games*, ch. 1 and 6):
//!
//! ```text
//!   G·H = { G^L·H + G·H^L − G^L·H^L,  G^R·H + G·H^R − G^R·H^R
//!         | G^L·H + G·H^R − G^L·H^R,  G^R·H + G·H^L − G^R·H^L }
//! ```
//!
//! On numbers it is the product of the field of surreal numbers, and it depends only on
//! their values. On impartial games (where `−X = X`) it is the nim-product: `*a · *b =
//! *(a ⊗ b)` (ONAG ch. 6, where the nim-product is so defined). Elsewhere it depends on
//! the forms of its factors (`{1|−1} = ±1` and `{1, 0|−1}` are equal, their products
//! with `1` need not be), so each factor is taken in canonical form, as the compounds
//! of `compounds` are. The tests check both theorems: products of dyadic numbers against
//! their products, and of nimbers against [`crate::impartial::nimber::NimField`].
//!
//! ```
//! use conway::partizan::{parse, Arena};
//! let mut a = Arena::new();
//! let (x, y) = (parse(&mut a, "3/2").unwrap(), parse(&mut a, "-5/4").unwrap());
//! let p = a.conway_product(x, y).unwrap();
//! assert_eq!(a.display(p), "-15/8");
//! let (s, t) = (parse(&mut a, "*2").unwrap(), parse(&mut a, "*3").unwrap());
//! let q = a.conway_product(s, t).unwrap();
//! assert_eq!(a.display(q), "*"); // 2 ⊗ 3 = 1
//! ```

use super::arena::{Arena, GameId};
use super::limits::{Error, MAX_DEPTH};
use std::collections::HashMap;

impl Arena {
    /// Conway's product `g · h` of the canonical forms of `g` and `h`; refused when the
    /// recursion could pass [`MAX_DEPTH`] levels (the sum of the birthdays) or a limit of
    /// [`super::limits`] is reached.
    pub fn conway_product(&mut self, g: GameId, h: GameId) -> Result<GameId, Error> {
        let day = self.birthday(g).saturating_add(self.birthday(h));
        if day > u128::from(MAX_DEPTH) {
            return Err(Error::BirthdayTooLarge(day));
        }
        self.product_of(g, h, &mut HashMap::new())
    }

    fn product_of(
        &mut self,
        g: GameId,
        h: GameId,
        memo: &mut HashMap<(GameId, GameId), GameId>,
    ) -> Result<GameId, Error> {
        if let Some(&p) = memo.get(&(g, h)) {
            return Ok(p);
        }
        self.check_work()?;
        let (gl, gr) = self.options(g)?;
        let (hl, hr) = self.options(h)?;
        let mut left = Vec::new();
        let mut right = Vec::new();
        // (options of g, options of h, the side the terms go to)
        for (a, b, to_left) in [
            (&gl, &hl, true),
            (&gr, &hr, true),
            (&gl, &hr, false),
            (&gr, &hl, false),
        ] {
            for &x in a.iter() {
                for &y in b.iter() {
                    let term = self.product_term(g, h, x, y, memo)?;
                    if to_left {
                        left.push(term);
                    } else {
                        right.push(term);
                    }
                }
            }
        }
        let p = self.game(&left, &right)?;
        memo.insert((g, h), p);
        Ok(p)
    }

    /// `x·h + g·y − x·y`.
    fn product_term(
        &mut self,
        g: GameId,
        h: GameId,
        x: GameId,
        y: GameId,
        memo: &mut HashMap<(GameId, GameId), GameId>,
    ) -> Result<GameId, Error> {
        let xh = self.product_of(x, h, memo)?;
        let gy = self.product_of(g, y, memo)?;
        let xy = self.product_of(x, y, memo)?;
        let sum = self.sum(xh, gy)?;
        self.difference(sum, xy)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::impartial::nimber::NimField;
    use crate::partizan::dyadic::Dyadic;
    use crate::partizan::parse;

    #[test]
    fn on_numbers_it_is_the_product() {
        let mut arena = Arena::new();
        let numbers = ["0", "1", "-1", "2", "1/2", "-3/4", "3", "5/8", "-2", "7/4"];
        for x in numbers {
            for y in numbers {
                let (g, h) = (parse(&mut arena, x).unwrap(), parse(&mut arena, y).unwrap());
                let p = arena.conway_product(g, h).unwrap();
                let (a, b) = (arena.as_number(g).unwrap(), arena.as_number(h).unwrap());
                // num_a/2^e_a · num_b/2^e_b, exact in these small cases.
                let expected =
                    Dyadic::new(a.numerator() * b.numerator(), a.exponent() + b.exponent())
                        .unwrap();
                assert_eq!(arena.as_number(p), Some(expected), "{x} · {y}");
            }
        }
    }

    #[test]
    fn on_nimbers_it_is_the_nim_product() {
        let mut arena = Arena::new();
        for a in 0..8u32 {
            for b in 0..8u32 {
                let (g, h) = (arena.nimber(a), arena.nimber(b));
                let p = arena.conway_product(g, h).unwrap();
                let expected = arena.nimber(u32::from((a as u16).nim_mul(b as u16)));
                assert_eq!(p, expected, "*{a} · *{b}");
            }
        }
    }

    #[test]
    fn it_is_commutative_on_forms_and_refuses_long_recursions() {
        let mut arena = Arena::new();
        for (x, y) in [
            ("^", "1"),
            ("{1|-1}", "*"),
            ("{2|0}", "{1|-1/2}"),
            ("^*", "v"),
        ] {
            let (g, h) = (parse(&mut arena, x).unwrap(), parse(&mut arena, y).unwrap());
            assert_eq!(
                arena.conway_product(g, h),
                arena.conway_product(h, g),
                "{x} · {y}"
            );
        }
        let big = arena.integer(600);
        assert_eq!(
            arena.conway_product(big, big),
            Err(Error::BirthdayTooLarge(1200))
        );
    }
}
