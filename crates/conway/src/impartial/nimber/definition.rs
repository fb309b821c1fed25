//! Nim-multiplication from its definition: the slow twin of [`super::field`].
//!
//! `a * b = mex { a'*b + a*b' + a'*b' : a' < a, b' < b }` (Conway, *On Numbers and Games*,
//! ch. 6), where `+` is the nim-sum: the product of the games `*a` and `*b` in the sense of
//! ONAG, whose options are the products of options. No field property is used, so this
//! checks the Fermat 2-power recursion and its tables independently.
//!
//! ```
//! use conway::impartial::nimber::definition::product_table;
//! let t = product_table(4);
//! assert_eq!(t[2][2], 3);
//! assert_eq!(t[2][3], 1);
//! assert_eq!(t[3][3], 2);
//! ```

use super::Mex;

/// The nim-products `a * b` for all `a, b < n`, as rows `table[a][b]`, by the mex over
/// every `a' < a`, `b' < b` (`n^4 / 4` steps).
pub fn product_table(n: usize) -> Vec<Vec<u32>> {
    let mut table = vec![vec![0u32; n]; n];
    let mut mex = Mex::new();
    for a in 0..n {
        for b in 0..n {
            mex.clear();
            for a1 in 0..a {
                for b1 in 0..b {
                    mex.insert(table[a1][b] ^ table[a][b1] ^ table[a1][b1]);
                }
            }
            table[a][b] = mex.value();
        }
    }
    table
}

#[cfg(test)]
mod tests {
    use super::super::NimField;
    use super::*;

    /// The whole of GF(16) and more, against the fast product (the full GF(256) table is
    /// in the slow tier).
    #[test]
    fn definition_agrees_with_the_field_below_64() {
        check_below(64);
    }

    #[test]
    #[ignore = "slow tier: about 10^9 steps"]
    fn definition_agrees_with_the_field_below_256() {
        check_below(256);
    }

    fn check_below(n: usize) {
        let table = product_table(n);
        for (a, row) in table.iter().enumerate() {
            for (b, &p) in row.iter().enumerate() {
                assert_eq!(u64::from(p), (a as u64).nim_mul(b as u64), "{a} * {b}");
            }
        }
    }

    /// OEIS A051910 (the triangle `a * b`, `b <= a`, read by rows), its terms for
    /// `a <= 11`.
    #[test]
    fn published_triangle() {
        let published = [
            0, 0, 1, 0, 2, 3, 0, 3, 1, 2, 0, 4, 8, 12, 6, 0, 5, 10, 15, 2, 7, 0, 6, 11, 13, 14, 8,
            5, 0, 7, 9, 14, 10, 13, 3, 4, 0, 8, 12, 4, 11, 3, 7, 15, 13, 0, 9, 14, 7, 15, 6, 1, 8,
            5, 12, 0, 10, 15, 5, 3, 9, 12, 6, 1, 11, 14, 0, 11, 13, 6, 7, 12, 10, 1, 9, 2, 4, 15,
        ];
        let table = product_table(12);
        let triangle: Vec<u32> = (0..12).flat_map(|a| table[a][..=a].to_vec()).collect();
        assert_eq!(triangle, published);
    }
}
