//! Grundy values of one heap game held compactly: one byte per value while every value is
//! below 256, two bytes while below 65536, four after. The width only grows; widening
//! copies the values once. At one byte per value, 10^9 values take 1 GB.
//!
//! [`Values::checksum`] is the checksum used to compare long runs of two programs without
//! writing the values out: `h = h * 1000003 + (G(i) xor i)` over `i = 0, 1, ...`, wrapping
//! in 64 bits, from `h = 0` (the checksum printed by the `ogs` benchmark harness).

/// `G(0), G(1), ...` in the narrowest width that holds them all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Values {
    /// Every value is below 256.
    Bytes(Vec<u8>),
    /// Every value is below 65536.
    Halves(Vec<u16>),
    /// Any value.
    Words(Vec<u32>),
}

impl Default for Values {
    fn default() -> Self {
        Values::Bytes(Vec::new())
    }
}

/// The checksum step for value `g` at heap `i`.
#[inline]
fn checksum_step(h: u64, i: usize, g: u32) -> u64 {
    h.wrapping_mul(1_000_003)
        .wrapping_add(u64::from(g) ^ i as u64)
}

impl Values {
    /// The values in the narrowest width that holds them.
    pub fn from_slice(values: &[u32]) -> Values {
        let max = values.iter().copied().max().unwrap_or(0);
        if max < 1 << 8 {
            Values::Bytes(values.iter().map(|&g| g as u8).collect())
        } else if max < 1 << 16 {
            Values::Halves(values.iter().map(|&g| g as u16).collect())
        } else {
            Values::Words(values.to_vec())
        }
    }

    /// The number of values.
    pub fn len(&self) -> usize {
        match self {
            Values::Bytes(v) => v.len(),
            Values::Halves(v) => v.len(),
            Values::Words(v) => v.len(),
        }
    }

    /// Whether there are no values.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The bytes each value takes: 1, 2 or 4.
    pub fn width(&self) -> usize {
        match self {
            Values::Bytes(_) => 1,
            Values::Halves(_) => 2,
            Values::Words(_) => 4,
        }
    }

    /// `G(i)`.
    #[inline]
    pub fn get(&self, i: usize) -> u32 {
        match self {
            Values::Bytes(v) => u32::from(v[i]),
            Values::Halves(v) => u32::from(v[i]),
            Values::Words(v) => v[i],
        }
    }

    /// The values in order.
    pub fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        (0..self.len()).map(|i| self.get(i))
    }

    /// `G(range)` as plain numbers.
    pub fn to_vec(&self, range: std::ops::Range<usize>) -> Vec<u32> {
        range.map(|i| self.get(i)).collect()
    }

    /// Appends `g`, widening first if it does not fit.
    pub fn push(&mut self, g: u32) {
        self.reserve_width(g);
        match self {
            Values::Bytes(v) => v.push(g as u8),
            Values::Halves(v) => v.push(g as u16),
            Values::Words(v) => v.push(g),
        }
    }

    /// Widens the storage (if needed) so that `g` fits.
    pub fn reserve_width(&mut self, g: u32) {
        let widened = match self {
            Values::Bytes(v) if g >= 1 << 16 => {
                Values::Words(v.iter().map(|&x| x.into()).collect())
            }
            Values::Bytes(v) if g >= 1 << 8 => {
                Values::Halves(v.iter().map(|&x| x.into()).collect())
            }
            Values::Halves(v) if g >= 1 << 16 => {
                Values::Words(v.iter().map(|&x| x.into()).collect())
            }
            _ => return,
        };
        *self = widened;
    }

    /// Keeps the first `len` values.
    pub fn truncate(&mut self, len: usize) {
        match self {
            Values::Bytes(v) => v.truncate(len),
            Values::Halves(v) => v.truncate(len),
            Values::Words(v) => v.truncate(len),
        }
    }

    /// The largest value (0 if there are none).
    pub fn max(&self) -> u32 {
        match self {
            Values::Bytes(v) => v.iter().copied().max().map_or(0, u32::from),
            Values::Halves(v) => v.iter().copied().max().map_or(0, u32::from),
            Values::Words(v) => v.iter().copied().max().unwrap_or(0),
        }
    }

    /// The checksum of the first `len` values (see the module doc).
    pub fn checksum(&self, len: usize) -> u64 {
        (0..len).fold(0, |h, i| checksum_step(h, i, self.get(i)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_grow_with_the_values_and_keep_them() {
        let mut values = Values::default();
        let plain: Vec<u32> = vec![0, 255, 3, 256, 7, 65535, 65536, 1 << 31];
        let widths = [1, 1, 1, 2, 2, 2, 4, 4];
        for (i, (&g, &width)) in plain.iter().zip(&widths).enumerate() {
            values.push(g);
            assert_eq!(values.width(), width, "after {g}");
            assert_eq!(values.to_vec(0..i + 1), plain[..=i]);
        }
        assert_eq!(values.max(), 1 << 31);
        assert_eq!(Values::from_slice(&plain[..3]).width(), 1);
        assert_eq!(Values::from_slice(&plain[..4]), {
            let mut v = Values::default();
            plain[..4].iter().for_each(|&g| v.push(g));
            v
        });
    }

    #[test]
    fn checksum_follows_its_definition() {
        let plain = [0u32, 0, 1, 2, 0, 1];
        let mut h = 0u64;
        for (i, &g) in plain.iter().enumerate() {
            h = h
                .wrapping_mul(1_000_003)
                .wrapping_add(u64::from(g) ^ i as u64);
        }
        let values = Values::from_slice(&plain);
        assert_eq!(values.checksum(plain.len()), h);
        assert_eq!(Values::Words(plain.to_vec()).checksum(plain.len()), h);
        assert_eq!(values.checksum(0), 0);
    }
}
