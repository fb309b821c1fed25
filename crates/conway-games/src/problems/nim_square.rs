//! Nim Square (problem 1 in docs/problems.md; Project Euler 310): three heaps, a move removes a
//! positive square number of stones from one heap. `L(n)` is the number of positions
//! `0 <= a <= b <= c <= n` that are losses for the player to move.
//!
//! Through the general machinery: the Grundy sequence of the subtraction game `sub:squares`
//! ([`conway::impartial::heap`]), then multisets of three heaps counted by nim-sum
//! ([`conway::count::multisets`]); by the Sprague–Grundy theorem (Winning Ways ch. 3) the
//! losing positions are the multisets of nim-sum 0.
//!
//! ```
//! use conway::count::Exact;
//! assert_eq!(conway_games::problems::nim_square::losing_positions(&Exact, 29, &mut |_, _| {}).unwrap(), 1160.into());
//! ```

use conway::count::{components::ValueCounts, multisets::multisets, Arithmetic};
use conway::impartial::heap::{HeapError, HeapGame};
use conway::progress::Progress;

/// The number of heaps in a Nim Square position.
pub const HEAPS: u64 = 3;

/// `L(n)`: positions `0 <= a <= b <= c <= n` of nim-sum 0. `progress(done, total)` reports
/// the Grundy values computed.
pub fn losing_positions<A: Arithmetic>(
    a: &A,
    n: usize,
    progress: &mut Progress<'_>,
) -> Result<A::Value, HeapError> {
    let values = HeapGame::parse("sub:squares")?
        .sequence(n, None, progress)?
        .values;
    let by_nim_sum = multisets(a, &ValueCounts::from_values(&values), HEAPS);
    Ok(by_nim_sum[0].clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use conway::count::{Exact, Modular};

    /// `L(n)` by trying every triple (the slow twin), with the square game solved by its
    /// definition.
    fn brute_force(n: usize) -> u64 {
        let mut g = vec![0u32; n + 1];
        for m in 1..=n {
            let options: Vec<u32> = (1..)
                .map(|k| k * k)
                .take_while(|&s| s <= m)
                .map(|s| g[m - s])
                .collect();
            g[m] = conway::impartial::nimber::mex_of(options);
        }
        let mut count = 0;
        for a in 0..=n {
            for b in a..=n {
                for c in b..=n {
                    count += u64::from(g[a] ^ g[b] ^ g[c] == 0);
                }
            }
        }
        count
    }

    #[test]
    fn small_cases_match_brute_force() {
        for n in [0, 1, 2, 5, 13, 29, 60] {
            let expected = brute_force(n);
            assert_eq!(
                losing_positions(&Exact, n, &mut |_, _| {}).unwrap(),
                expected.into()
            );
            let m = Modular::new(1000).unwrap();
            assert_eq!(
                losing_positions(&m, n, &mut |_, _| {}).unwrap(),
                expected % 1000
            );
        }
    }

    #[test]
    fn published_checks() {
        assert_eq!(
            losing_positions(&Exact, 29, &mut |_, _| {}).unwrap(),
            1160.into()
        );
        assert_eq!(
            losing_positions(&Exact, 100_000, &mut |_, _| {}).unwrap(),
            2_586_528_661_783u64.into()
        );
    }
}
