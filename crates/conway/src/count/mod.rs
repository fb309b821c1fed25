//! Counting: exact or modular arithmetic behind one trait, and the counting algorithms
//! built on it.
//!
//! * [`arith`] — the [`Arithmetic`] trait with [`Exact`] (big integers) and [`Modular`]
//!   (residues modulo any `m >= 2`).
//! * [`xor_transform`] — the Walsh–Hadamard transform; [`components`] — a family of
//!   components by Grundy value; [`tuples`], [`multisets`], [`partitions`] — counting
//!   ordered tuples, multisets and partitions by nim-sum.

pub mod arith;
pub mod components;
pub mod multisets;
pub mod partitions;
pub mod tuples;
pub mod xor_transform;

pub use arith::{Arithmetic, CountError, Exact, Modular};
