//! Counting: exact or modular arithmetic behind one trait, and the counting algorithms
//! built on it.
//!
//! * [`arith`] — the [`Arithmetic`] trait with [`Exact`] (big integers) and [`Modular`]
//!   (residues modulo any `m >= 2`).
//! * [`xor_transform`] — the Walsh–Hadamard transform; [`components`] — a family of
//!   components by Grundy value; [`tuples`], [`multisets`], [`partitions`] — counting
//!   ordered tuples, multisets and partitions by nim-sum.
//! * [`heap_positions`] — the positions of a heap game counted by outcome (multisets,
//!   tuples, partitions of heaps), exactly or modulo any `m >= 2`.
//! * [`game_sums`] — tuples and multisets of partizan games (a family of values with
//!   multiplicities) counted by the outcome class of their sum.
//! * [`equal_pairs`] — pairs of equal terms of an eventually constant sequence, by height sum.
//! * [`winning_moves`] — winning moves `C(w, h)` and their sums `D(W, H)` in height-split
//!   families.
//! * [`records`] — counting complete game records of sums of component types, under a
//!   play policy.

pub mod arith;
pub mod components;
pub mod equal_pairs;
pub mod game_sums;
pub mod heap_positions;
pub mod multisets;
pub mod partitions;
pub mod records;
pub mod tuples;
pub mod winning_moves;
pub mod xor_transform;

pub use arith::{Arithmetic, CountError, Exact, Modular};
