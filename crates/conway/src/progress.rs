//! The one shape of progress report used across the library.
//!
//! A long computation calls `progress(done, total)` now and then: `done` of `total` units
//! of the current computation are finished. Units are whatever the computation counts
//! (heaps, positions, cells, stages); `total` may grow as the computation learns more, and
//! a computation made of several stages reports them on one scale (the sum over stages).
//! Calls are rare (once per unit of work, never per element of an inner loop), so a
//! dynamically dispatched callback costs nothing measurable.

/// A progress callback: `(done, total)` units of the current computation; `total` may grow.
///
/// ```
/// use conway::progress::Progress;
///
/// fn work(progress: &mut Progress<'_>) {
///     for i in 1..=3 {
///         progress(i, 3);
///     }
/// }
///
/// let mut seen = Vec::new();
/// work(&mut |done, total| seen.push((done, total)));
/// assert_eq!(seen, [(1, 3), (2, 3), (3, 3)]);
/// ```
pub type Progress<'a> = dyn FnMut(u64, u64) + 'a;
