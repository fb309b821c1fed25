//! Wythoff's P-positions in closed form: the Beatty sequences of the golden ratio, in
//! exact integer arithmetic, listed and counted.
//!
//! **Theorem** (W. A. Wythoff, "A modification of the game of Nim", Nieuw Archief voor
//! Wiskunde 7, 1907). The P-positions of Wythoff's game are `(a_k, b_k)` and `(b_k, a_k)`
//! for `k >= 0`, where `phi = (1 + sqrt 5) / 2`, `a_k = floor(k phi)` and
//! `b_k = floor(k phi^2) = a_k + k`. For `k >= 1` the two sequences are the complementary
//! Beatty sequences of `phi` and `phi^2` (`1/phi + 1/phi^2 = 1`): every positive integer is
//! exactly one `a_k` or one `b_k`, and `a_k` is the least positive integer not among the
//! earlier `a_i, b_i`.
//!
//! **Exactly in integers.** `k phi = (k + sqrt(5 k^2)) / 2`, and `floor(y / 2) =
//! floor(floor(y) / 2)` for every real `y`; for `k >= 1`, `sqrt(5 k^2)` is irrational, so
//! `floor(k + sqrt(5 k^2)) = k + isqrt(5 k^2)` and
//!
//! ```text
//! a_k = (k + isqrt(5 k^2)) div 2,
//! ```
//!
//! with `5 k^2` in 128 bits: exact for every `k` below `7.4 * 10^18`, which covers every
//! box `0..=n` with `n < 2^64` (there `b_k <= n` forces `k < 2 (n + 1) / 5`, as
//! `b_k > k phi^2 - 1 > 2.6 k - 1`).
//!
//! **Counting in a box.** For `k >= 1`, `a_k < b_k`, so the pair lies in `0..=n` x `0..=n`,
//! in either order, exactly when `b_k <= n`: the box holds `1 + 2 K` P-positions, where
//! `K` is the number of `k >= 1` with `b_k <= n`, found by binary search on `k` (`b_k`
//! increases with `k`) in `O(log n)` steps. The tests compare the listing and the count
//! with the zeros of the Grundy table ([`super::table`]), and `a_k` with the
//! mex definition for a million `k`.
//!
//! ```
//! use conway::impartial::coordinate::beatty::{p_position_count, p_positions_up_to, wythoff_pair};
//! assert_eq!(wythoff_pair(1), (1, 2));
//! assert_eq!(wythoff_pair(1_000_000_000_000_000_000), (1_618_033_988_749_894_848, 2_618_033_988_749_894_848));
//! assert_eq!(p_positions_up_to(10), [(0, 0), (1, 2), (3, 5), (4, 7), (6, 10)]);
//! assert_eq!(p_position_count(10), 9);
//! ```

/// `a_k = floor(k phi)`, for `k` below `7.4 * 10^18` (see the module doc).
pub fn lower(k: u64) -> u64 {
    let k = u128::from(k);
    ((k + (5 * k * k).isqrt()) / 2) as u64
}

/// `(a_k, b_k) = (floor(k phi), floor(k phi) + k)`, the `k`-th P-position of Wythoff's
/// game with `a <= b`; for `k` below `7.4 * 10^18`, where `b_k` fits 64 bits.
pub fn wythoff_pair(k: u64) -> (u64, u64) {
    let a = lower(k);
    (a, a + k)
}

/// The number of `k >= 1` with `b_k <= n`: the P-positions with `1 <= a < b <= n`.
fn pairs_within(n: u64) -> u64 {
    let upper = |k: u64| u128::from(lower(k)) + u128::from(k);
    // b_k <= n forces k < 2 (n + 1) / 5 (module doc); b_0 = 0 <= n.
    let (mut inside, mut outside) = (0u64, ((2 * (u128::from(n) + 1)) / 5 + 1) as u64);
    while outside - inside > 1 {
        let middle = inside + (outside - inside) / 2;
        if upper(middle) <= u128::from(n) {
            inside = middle;
        } else {
            outside = middle;
        }
    }
    inside
}

/// The number of P-positions `(a, b)` of Wythoff's game with `0 <= a, b <= n`, both
/// orders counted (`(0, 0)` once), in `O(log n)` steps.
pub fn p_position_count(n: u64) -> u64 {
    1 + 2 * pairs_within(n)
}

/// The P-positions `(a, b)` of Wythoff's game with `a <= b <= n`, in increasing order.
pub fn p_positions_up_to(n: u64) -> Vec<(u64, u64)> {
    (0..=pairs_within(n)).map(wythoff_pair).collect()
}
