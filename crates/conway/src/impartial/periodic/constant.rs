//! Eventually constant sequences: `a(1), a(2), ...` equal to a limit `L` from some index
//! `s` on, stored as the prefix `a(1..s)` and `L`.
//!
//! This is the period-1 case of [`crate::impartial::periodic`] kept in closed form: the rows of
//! height-split families ([`crate::impartial::stabilise`]) are certified eventually constant, and
//! counting over them ([`crate::count::equal_pairs`]) needs only the prefix and the limit.
//! The prefix is kept as short as possible, so [`EventuallyConstant::stable_from`] is the
//! least such `s`.

/// A sequence `a(1), a(2), ...` of small values, constant from some index on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventuallyConstant {
    /// `a(n)` for `1 <= n < stable_from`, stored at index `n - 1`.
    prefix: Vec<u16>,
    limit: u16,
}

impl EventuallyConstant {
    /// The sequence whose first terms are `values` and which stays equal to the last of them
    /// afterwards; the constant tail is trimmed so that the prefix is as short as possible.
    /// An empty `values` is the constant sequence 0.
    ///
    /// ```
    /// use conway::impartial::periodic::EventuallyConstant;
    /// let a = EventuallyConstant::from_values(&[4, 1, 2, 2, 2]);
    /// assert_eq!((a.stable_from(), a.limit(), a.get(2), a.get(1000)), (3, 2, 1, 2));
    /// ```
    pub fn from_values(values: &[u16]) -> Self {
        let limit = values.last().copied().unwrap_or(0);
        let keep = values
            .iter()
            .rposition(|&v| v != limit)
            .map_or(0, |i| i + 1);
        EventuallyConstant {
            prefix: values[..keep].to_vec(),
            limit,
        }
    }

    /// The term `a(n)`, `n >= 1`.
    #[inline]
    pub fn get(&self, n: u64) -> u16 {
        debug_assert!(n >= 1, "sequences are indexed from 1");
        match usize::try_from(n - 1) {
            Ok(i) if i < self.prefix.len() => self.prefix[i],
            _ => self.limit,
        }
    }

    /// The value taken from [`EventuallyConstant::stable_from`] on.
    pub fn limit(&self) -> u16 {
        self.limit
    }

    /// The least `s >= 1` with `a(n) = limit` for every `n >= s`.
    pub fn stable_from(&self) -> u64 {
        self.prefix.len() as u64 + 1
    }

    /// The terms `a(1), ..., a(stable_from - 1)`.
    pub fn prefix(&self) -> &[u16] {
        &self.prefix
    }
}
