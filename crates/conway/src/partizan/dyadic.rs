//! Exact dyadic rationals `n / 2^k`, the numbers that occur as values of short games.
//!
//! Every short game that equals a number equals a dyadic rational (Siegel, *Combinatorial
//! Game Theory*, II.3, "the dyadic rationals"; Winning Ways, ch. 2). A [`Dyadic`] stores a
//! numerator with `|n| < 2^63` and an exponent `k <= 62`, always normalised (odd
//! numerator, or `k = 0`), so equal values have equal representations. The range is
//! symmetric, so negation is always exact; any other operation whose result does not fit
//! returns [`Overflow`] instead of wrapping.
//!
//! ```
//! use conway::partizan::Dyadic;
//! let a: Dyadic = "3/4".parse().unwrap();
//! let b = Dyadic::new(-1, 1).unwrap(); // -1/2
//! assert_eq!(a.checked_add(b).unwrap().to_string(), "1/4");
//! assert!(a > b);
//! let half = Dyadic::simplest_between(Some(Dyadic::ZERO), Some(Dyadic::from_int(1)));
//! assert_eq!(half.unwrap().to_string(), "1/2");
//! assert!("13835058055282163712".parse::<Dyadic>().is_err()); // 3 * 2^62 does not fit: refused
//! ```

use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

/// The largest exponent `k` of a denominator `2^k`.
pub const MAX_EXPONENT: u32 = 62;

/// A result that does not fit the exact representation (numerator beyond `i64`, or a
/// denominator beyond `2^62`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Overflow;

impl fmt::Display for Overflow {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "a dyadic number exceeds the exact range (numerator within 64 bits, denominator at most 2^{MAX_EXPONENT})"
        )
    }
}

impl std::error::Error for Overflow {}

/// The exact number `num / 2^exp`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dyadic {
    num: i64,
    exp: u32,
}

impl Dyadic {
    /// Zero.
    pub const ZERO: Dyadic = Dyadic { num: 0, exp: 0 };

    /// `num / 2^exp`, normalised; fails if `exp > 62` after normalisation.
    pub fn new(num: i64, exp: u32) -> Result<Dyadic, Overflow> {
        Self::from_i128(i128::from(num), exp)
    }

    /// The integer `n`.
    pub const fn from_int(n: i32) -> Dyadic {
        Dyadic {
            num: n as i64,
            exp: 0,
        }
    }

    /// Normalises `num / 2^exp` given with a wide numerator.
    fn from_i128(mut num: i128, mut exp: u32) -> Result<Dyadic, Overflow> {
        if num == 0 {
            return Ok(Dyadic::ZERO);
        }
        let shift = num.trailing_zeros().min(exp);
        num >>= shift;
        exp -= shift;
        if exp > MAX_EXPONENT {
            return Err(Overflow);
        }
        let num = i64::try_from(num).map_err(|_| Overflow)?;
        if num == i64::MIN {
            return Err(Overflow); // keep the range symmetric
        }
        Ok(Dyadic { num, exp })
    }

    /// The numerator (odd unless the value is an integer).
    pub fn numerator(self) -> i64 {
        self.num
    }

    /// The exponent `k` of the denominator `2^k`.
    pub fn exponent(self) -> u32 {
        self.exp
    }

    /// True if the value is an integer.
    pub fn is_integer(self) -> bool {
        self.exp == 0
    }

    /// The numerator scaled to the denominator `2^exp` (`exp >= self.exp`), exactly.
    fn scaled(self, exp: u32) -> i128 {
        i128::from(self.num) << (exp - self.exp)
    }

    /// `self + other`, exactly.
    pub fn checked_add(self, other: Dyadic) -> Result<Dyadic, Overflow> {
        let exp = self.exp.max(other.exp);
        Self::from_i128(self.scaled(exp) + other.scaled(exp), exp)
    }

    /// `self - other`, exactly.
    pub fn checked_sub(self, other: Dyadic) -> Result<Dyadic, Overflow> {
        self.checked_add(-other)
    }

    /// `self / 2`, exactly.
    pub fn checked_half(self) -> Result<Dyadic, Overflow> {
        Self::from_i128(i128::from(self.num), self.exp + 1)
    }

    /// `self * n` for a small integer factor.
    pub fn checked_mul_int(self, n: i64) -> Result<Dyadic, Overflow> {
        Self::from_i128(i128::from(self.num) * i128::from(n), self.exp)
    }

    /// The canonical options of the number (Siegel, *Combinatorial Game Theory*, II.3.6;
    /// Winning Ways, ch. 2), Left's then Right's: an integer `n > 0` is `{n-1 | }`, `n < 0`
    /// is `{ | n+1}`, `0 = { | }`, and `m/2^k` (`m` odd, `k >= 1`) is
    /// `{(m-1)/2^k | (m+1)/2^k}`. Always exact: `m ± 1` is even, so `(m ± 1)/2^k` is
    /// `((m ± 1)/2) / 2^(k-1)` with `|m ± 1| / 2 <= 2^62`.
    ///
    /// ```
    /// use conway::partizan::Dyadic;
    /// let x: Dyadic = "3/4".parse().unwrap();
    /// let (l, r) = x.options();
    /// assert_eq!((l.unwrap().to_string(), r.unwrap().to_string()), ("1/2".into(), "1".into()));
    /// let max = Dyadic::new(i64::MAX, 0).unwrap(); // {2^63 - 2 | }: no overflow
    /// assert_eq!(max.options().1, None);
    /// ```
    pub fn options(self) -> (Option<Dyadic>, Option<Dyadic>) {
        if self.exp == 0 {
            return match self.num.cmp(&0) {
                Ordering::Greater => (Some(Dyadic::from_small(self.num - 1, 0)), None),
                Ordering::Less => (None, Some(Dyadic::from_small(self.num + 1, 0))),
                Ordering::Equal => (None, None),
            };
        }
        let m = i128::from(self.num);
        // (m ± 1) / 2 is exact and within 2^62 in absolute value, so it fits an i64.
        let half = |n: i128| Dyadic::from_small((n / 2) as i64, self.exp - 1);
        (Some(half(m - 1)), Some(half(m + 1)))
    }

    /// `num / 2^exp` normalised, for `|num| < 2^63` and `exp <= 62`: cancelling factors of
    /// two only shrinks both, so the result is always representable.
    fn from_small(num: i64, exp: u32) -> Dyadic {
        if num == 0 {
            return Dyadic::ZERO;
        }
        let shift = num.trailing_zeros().min(exp);
        Dyadic {
            num: num >> shift,
            exp: exp - shift,
        }
    }

    /// The largest integer `<= self`.
    pub fn floor(self) -> i64 {
        self.num >> self.exp
    }

    /// The simplest number strictly between `lo` and `hi` (`None` = unbounded), which
    /// exists when `lo < hi`: the simplicity theorem (Siegel II.3.6; Winning Ways ch. 2)
    /// says `{lo | hi}` equals it. Integers are simplest (smallest absolute value first),
    /// then fractions with the smallest denominator. Fails only if the answer is an
    /// integer beyond the range (e.g. `{2^63 - 1 | }`).
    ///
    /// # Panics
    /// If `lo >= hi` (a caller's logic error, never user input).
    pub fn simplest_between(lo: Option<Dyadic>, hi: Option<Dyadic>) -> Result<Dyadic, Overflow> {
        if let (Some(l), Some(h)) = (lo, hi) {
            assert!(l < h, "simplest_between needs lo < hi");
        }
        // The integers in the open interval are a..=b; take the one closest to 0.
        let a = lo.map_or(i128::MIN, |l| i128::from(l.floor()) + 1);
        let b = hi.map_or(i128::MAX, |h| {
            i128::from(h.floor()) - i128::from(h.is_integer())
        });
        if a <= b {
            let n = if a > 0 {
                a
            } else if b < 0 {
                b
            } else {
                0
            };
            return Self::from_i128(n, 0);
        }
        // No integer inside: lo and hi lie in one unit interval; the answer is the
        // multiple of 2^-e just above lo for the smallest e that stays below hi.
        let (l, h) = (lo.expect("bounded"), hi.expect("bounded"));
        let mut exp = 1;
        loop {
            let top = l.exp.max(exp);
            let num = (l.scaled(top) >> (top - exp)) + 1;
            let candidate = Self::from_i128(num, exp)?;
            if candidate < h {
                return Ok(candidate);
            }
            exp += 1;
        }
    }
}

impl std::ops::Neg for Dyadic {
    type Output = Dyadic;
    /// Exact: the representable range is symmetric.
    fn neg(self) -> Dyadic {
        Dyadic {
            num: -self.num,
            exp: self.exp,
        }
    }
}

impl Ord for Dyadic {
    fn cmp(&self, other: &Dyadic) -> Ordering {
        if self.exp == other.exp {
            return self.num.cmp(&other.num); // (the common case: two integers)
        }
        let exp = self.exp.max(other.exp);
        self.scaled(exp).cmp(&other.scaled(exp))
    }
}

impl PartialOrd for Dyadic {
    fn partial_cmp(&self, other: &Dyadic) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Display for Dyadic {
    /// `3`, `-2`, `3/4`, `-1/2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.exp == 0 {
            write!(f, "{}", self.num)
        } else {
            write!(f, "{}/{}", self.num, 1u64 << self.exp)
        }
    }
}

/// Why a string is not a dyadic number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DyadicParseError {
    /// Not of the form `[-]digits[/digits]`.
    Syntax,
    /// The denominator is not a power of two (no short game has this value).
    NotDyadic,
    /// Too large for the exact representation.
    Overflow,
}

impl fmt::Display for DyadicParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DyadicParseError::Syntax => write!(f, "expected an integer or a fraction p/q"),
            DyadicParseError::NotDyadic => {
                write!(
                    f,
                    "the denominator must be a power of 2 (short games have dyadic values)"
                )
            }
            DyadicParseError::Overflow => write!(f, "{Overflow}"),
        }
    }
}

impl std::error::Error for DyadicParseError {}

impl FromStr for Dyadic {
    type Err = DyadicParseError;

    /// Parses `[-]p[/q]` with `q` a power of two.
    fn from_str(s: &str) -> Result<Dyadic, DyadicParseError> {
        let (neg, body) = match s.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, s),
        };
        let (p, q) = match body.split_once('/') {
            Some((p, q)) => (p, Some(q)),
            None => (body, None),
        };
        let digits = |t: &str| -> Result<u64, DyadicParseError> {
            if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
                return Err(DyadicParseError::Syntax);
            }
            t.parse::<u64>().map_err(|_| DyadicParseError::Overflow)
        };
        let p = i128::from(digits(p)?);
        let exp = match q {
            None => 0,
            Some(q) => {
                let q = digits(q)?;
                if q == 0 || !q.is_power_of_two() {
                    return Err(DyadicParseError::NotDyadic);
                }
                q.trailing_zeros()
            }
        };
        Dyadic::from_i128(if neg { -p } else { p }, exp).map_err(|_| DyadicParseError::Overflow)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(s: &str) -> Dyadic {
        s.parse().unwrap()
    }

    #[test]
    fn normalises_and_prints() {
        assert_eq!(Dyadic::new(6, 2).unwrap().to_string(), "3/2");
        assert_eq!(Dyadic::new(8, 3).unwrap().to_string(), "1");
        assert_eq!(d("-4/8").to_string(), "-1/2");
        assert_eq!(d("0/4"), Dyadic::ZERO);
    }

    /// The order against the definition: `a/2^i <= b/2^j` iff `a*2^j <= b*2^i`, in
    /// integers wide enough for every pair (equal exponents take a shortcut in `cmp`).
    #[test]
    fn order_is_that_of_the_rationals() {
        let mut values = vec![
            Dyadic::new(i64::MAX, 0).unwrap(),
            Dyadic::new(-i64::MAX, 0).unwrap(),
        ];
        for exp in 0..=MAX_EXPONENT {
            for num in [-7, -3, -1, 0, 1, 3, 5, i64::MAX, -i64::MAX] {
                values.extend(Dyadic::new(num, exp));
            }
        }
        for &a in &values {
            for &b in &values {
                let (a_scaled, b_scaled) = (
                    num_bigint::BigInt::from(a.num) << b.exp,
                    num_bigint::BigInt::from(b.num) << a.exp,
                );
                assert_eq!(a.cmp(&b), a_scaled.cmp(&b_scaled), "{a} {b}");
            }
        }
    }

    #[test]
    fn arithmetic_is_exact_or_refused() {
        assert_eq!(d("3/4").checked_add(d("1/4")).unwrap(), Dyadic::from_int(1));
        assert_eq!(d("1").checked_half().unwrap(), d("1/2"));
        let big = Dyadic::new(i64::MAX, 0).unwrap();
        assert_eq!(big.checked_add(Dyadic::from_int(1)), Err(Overflow));
        assert_eq!(Dyadic::new(i64::MIN, 0), Err(Overflow));
        assert_eq!((-big).checked_sub(Dyadic::from_int(1)), Err(Overflow));
        let tiny = Dyadic::new(1, MAX_EXPONENT).unwrap();
        assert_eq!(tiny.checked_half(), Err(Overflow));
        assert_eq!("1/3".parse::<Dyadic>(), Err(DyadicParseError::NotDyadic));
        assert_eq!("1/0".parse::<Dyadic>(), Err(DyadicParseError::NotDyadic));
        assert_eq!("x".parse::<Dyadic>(), Err(DyadicParseError::Syntax));
        assert_eq!(
            "99999999999999999999".parse::<Dyadic>(),
            Err(DyadicParseError::Overflow)
        );
    }

    #[test]
    fn options_are_exact_at_the_edges() {
        // Slow twin: the options are the simplest numbers on each side at the next
        // coarser level, i.e. x - 2^-k and x + 2^-k, computed in wide arithmetic.
        let edge = [i64::MAX, i64::MAX - 1, -i64::MAX, 1, -1, 0, 3, -5];
        for num in edge {
            for exp in [0, 1, 2, 61, 62] {
                let x = Dyadic::new(num, exp).unwrap();
                let (l, r) = x.options();
                let step = |sign: i128| {
                    let (n, e) = (i128::from(x.numerator()), x.exponent());
                    Dyadic::from_i128(n + sign, e).ok()
                };
                let (want_l, want_r) = if x.is_integer() {
                    let n = x.numerator();
                    (
                        (n > 0).then(|| step(-1)).flatten(),
                        (n < 0).then(|| step(1)).flatten(),
                    )
                } else {
                    (step(-1), step(1))
                };
                assert_eq!((l, r), (want_l, want_r), "{x}");
            }
        }
    }

    #[test]
    fn simplest_numbers() {
        let s = |l: Option<&str>, h: Option<&str>| {
            Dyadic::simplest_between(l.map(d), h.map(d))
                .unwrap()
                .to_string()
        };
        assert_eq!(s(None, None), "0");
        assert_eq!(s(Some("0"), None), "1");
        assert_eq!(s(Some("3/2"), None), "2");
        assert_eq!(s(None, Some("-1")), "-2");
        assert_eq!(s(Some("-5/2"), Some("7")), "0");
        assert_eq!(s(Some("1"), Some("2")), "3/2");
        assert_eq!(s(Some("1/2"), Some("1")), "3/4");
        assert_eq!(s(Some("-1"), Some("-1/2")), "-3/4");
        assert_eq!(s(Some("1/8"), Some("3/8")), "1/4");
        let max = Dyadic::new(i64::MAX, 0).unwrap();
        assert_eq!(Dyadic::simplest_between(Some(max), None), Err(Overflow));
        assert_eq!(s(Some("-3/8"), Some("-1/8")), "-1/4");
    }

    #[test]
    fn simplest_is_between_and_simplest() {
        // Slow twin: the simplest number in (lo, hi) is the first one met in the
        // birthday order 0, then +-1, then +-1/2, +-3/2, +-2, ... within 8 days.
        let mut by_day: Vec<Vec<Dyadic>> = vec![vec![Dyadic::ZERO]];
        for _ in 1..8 {
            let mut all: Vec<Dyadic> = by_day.iter().flatten().copied().collect();
            all.sort();
            let mut new = vec![
                all[0].checked_sub(Dyadic::from_int(1)).unwrap(),
                all[all.len() - 1].checked_add(Dyadic::from_int(1)).unwrap(),
            ];
            for w in all.windows(2) {
                new.push(w[0].checked_add(w[1]).unwrap().checked_half().unwrap());
            }
            by_day.push(new);
        }
        // Endpoints born by day 6, so that a number of day <= 7 lies between them.
        let all: Vec<Dyadic> = by_day[..7].iter().flatten().copied().collect();
        for &lo in &all {
            for &hi in &all {
                if lo < hi {
                    let first = by_day
                        .iter()
                        .find_map(|day| day.iter().find(|&&x| lo < x && x < hi))
                        .copied()
                        .unwrap();
                    assert_eq!(Dyadic::simplest_between(Some(lo), Some(hi)), Ok(first));
                }
            }
        }
    }
}
