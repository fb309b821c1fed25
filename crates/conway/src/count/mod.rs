//! Counting: exact or modular arithmetic behind one trait, and the counting algorithms
//! built on it.
//!
//! * [`arith`] — the [`Arithmetic`] trait with [`Exact`] (big integers) and [`Modular`]
//!   (residues modulo any `m >= 2`).

pub mod arith;

pub use arith::{Arithmetic, CountError, Exact, Modular};
