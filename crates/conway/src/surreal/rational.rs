//! Exact rationals `p/q` on `i128`, in lowest terms with `q > 0`: the coefficients of
//! surreal numbers. Every operation is checked: a numerator or denominator past `i128` is
//! [`Overflow`], never a wrapped value.

use std::cmp::Ordering;
use std::fmt;

/// A numerator or denominator would pass the range of `i128`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Overflow;

/// The rational `num / den`, `den > 0`, `gcd(num, den) = 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rational {
    num: i128,
    den: i128,
}

fn gcd(a: i128, b: i128) -> i128 {
    let (mut a, mut b) = (a.unsigned_abs(), b.unsigned_abs());
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a as i128
}

impl Rational {
    /// 0.
    pub const ZERO: Rational = Rational { num: 0, den: 1 };
    /// 1.
    pub const ONE: Rational = Rational { num: 1, den: 1 };

    /// `num / den` in lowest terms; `None` for a zero denominator or out of range.
    pub fn new(num: i128, den: i128) -> Option<Rational> {
        if den == 0 || num == i128::MIN || den == i128::MIN {
            return None;
        }
        let g = gcd(num, den);
        let sign = if den < 0 { -1 } else { 1 };
        Some(Rational {
            num: sign * num / g,
            den: sign * den / g,
        })
    }

    /// The integer `n`.
    pub fn integer(n: i128) -> Rational {
        Rational { num: n, den: 1 }
    }

    /// The numerator.
    pub fn numerator(self) -> i128 {
        self.num
    }

    /// The denominator (positive).
    pub fn denominator(self) -> i128 {
        self.den
    }

    /// True for 0.
    pub fn is_zero(self) -> bool {
        self.num == 0
    }

    /// The sign: -1, 0 or 1.
    pub fn signum(self) -> i32 {
        self.num.signum() as i32
    }

    /// `self + other`.
    pub fn checked_add(self, other: Rational) -> Result<Rational, Overflow> {
        let g = gcd(self.den, other.den);
        let (a, b) = (self.den / g, other.den / g);
        let num = self
            .num
            .checked_mul(b)
            .and_then(|x| other.num.checked_mul(a).and_then(|y| x.checked_add(y)))
            .ok_or(Overflow)?;
        let den = self.den.checked_mul(b).ok_or(Overflow)?;
        Rational::new(num, den).ok_or(Overflow)
    }

    /// `self · other`.
    pub fn checked_mul(self, other: Rational) -> Result<Rational, Overflow> {
        let (g1, g2) = (
            gcd(self.num, other.den).max(1),
            gcd(other.num, self.den).max(1),
        );
        let num = (self.num / g1)
            .checked_mul(other.num / g2)
            .ok_or(Overflow)?;
        let den = (self.den / g2)
            .checked_mul(other.den / g1)
            .ok_or(Overflow)?;
        Rational::new(num, den).ok_or(Overflow)
    }

    /// `1 / self`, for `self != 0`.
    pub fn inverse(self) -> Option<Rational> {
        Rational::new(self.den, self.num)
    }

    /// The rational square root, if `self` is the square of one.
    pub fn sqrt(self) -> Option<Rational> {
        if self.num < 0 {
            return None;
        }
        let root = |n: i128| {
            let r = (n as f64).sqrt() as i128;
            (r.saturating_sub(2)..=r.saturating_add(2))
                .find(|&k| k >= 0 && k.checked_mul(k) == Some(n))
        };
        Some(Rational {
            num: root(self.num)?,
            den: root(self.den)?,
        })
    }

    /// True if the denominator is a power of two.
    pub fn is_dyadic(self) -> bool {
        self.den & (self.den - 1) == 0
    }
}

impl std::ops::Neg for Rational {
    type Output = Rational;

    fn neg(self) -> Rational {
        Rational {
            num: -self.num,
            den: self.den,
        }
    }
}

impl Ord for Rational {
    fn cmp(&self, other: &Rational) -> Ordering {
        // a/b vs c/d with b, d > 0: a·d vs c·b, exact in i256 by halves.
        let left = widening_mul(self.num, other.den);
        let right = widening_mul(other.num, self.den);
        left.cmp(&right)
    }
}

impl PartialOrd for Rational {
    fn partial_cmp(&self, other: &Rational) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// `a · b` exactly, as (high, low) with the order of the integers: the sign lives in the
/// high half.
fn widening_mul(a: i128, b: i128) -> (i128, u128) {
    let negative = (a < 0) != (b < 0);
    let (x, y) = (a.unsigned_abs(), b.unsigned_abs());
    let (x1, x0) = (x >> 64, x & u128::from(u64::MAX));
    let (y1, y0) = (y >> 64, y & u128::from(u64::MAX));
    let low = x0 * y0;
    let mid1 = x1 * y0;
    let mid2 = x0 * y1;
    let (mid, mid_carry) = mid1.overflowing_add(mid2);
    let (low, low_carry) = low.overflowing_add(mid << 64);
    let high = x1 * y1 + (mid >> 64) + (u128::from(mid_carry) << 64) + u128::from(low_carry);
    // the magnitude is (high, low) as a 256-bit number; negate for a negative product
    let (high, low) = (high as i128, low);
    if negative && (high != 0 || low != 0) {
        let low_neg = (!low).wrapping_add(1);
        let high_neg = (!high).wrapping_add(i128::from(low == 0));
        (high_neg, low_neg)
    } else {
        (high, low)
    }
}

impl fmt::Display for Rational {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den == 1 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, self.den)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(n: i128, d: i128) -> Rational {
        Rational::new(n, d).unwrap()
    }

    #[test]
    fn arithmetic_in_lowest_terms() {
        assert_eq!(r(2, -4), r(-1, 2));
        assert_eq!(r(1, 3).checked_add(r(1, 6)).unwrap(), r(1, 2));
        assert_eq!(
            r(1, 3)
                .checked_add(r(1, 3))
                .unwrap()
                .checked_add(r(1, 3))
                .unwrap(),
            Rational::ONE
        );
        assert_eq!(r(-2, 3).checked_mul(r(9, 4)).unwrap(), r(-3, 2));
        assert_eq!(r(4, 9).sqrt(), Some(r(2, 3)));
        assert_eq!(r(2, 1).sqrt(), None);
        assert!(r(1, 3) < r(1, 2) && r(-1, 2) < r(-1, 3));
        assert_eq!(
            Rational::integer(i128::MAX).checked_add(Rational::ONE),
            Err(Overflow)
        );
        assert!(r(3, 8).is_dyadic() && !r(1, 3).is_dyadic());
    }

    #[test]
    fn the_order_is_exact_at_the_edge_of_the_range() {
        let big = i128::MAX;
        // x/(x-1) = 1 + 1/(x-1) falls as x grows; the cross products pass i128.
        assert!(r(big, big - 1) < r(big - 1, big - 2));
        assert!(r(-big, 3) < r(-big + 1, 3));
        assert!(r(big - 1, big) < Rational::ONE);
        assert_eq!(r(big, 7).cmp(&r(big, 7)), Ordering::Equal);
    }
}
