//! # conway — combinatorial game theory
//!
//! The theory layer of the conway system: pure computation, no I/O.
//!
//! * [`nimber`] — nimbers, nim-sum and a reusable `mex`; nim arithmetic (the field of
//!   nimbers below `2^128`) and its expressions.
//! * [`impartial`] — the [`impartial::Impartial`] trait for games whose moves lead to
//!   disjunctive sums, and a memoised solver (Grundy values, outcomes, winning moves);
//!   [`impartial::bridge`]: every impartial [`partizan::Ruleset`] is an `Impartial` game
//!   (so it gets Grundy values, misère forms, outcomes and genus) and every `Impartial`
//!   game a ruleset of sums.
//! * [`heap`] — heap-game families (subtraction, octal/hexadecimal, splitting), their
//!   dense solvers, and the splitting games `split:k` for every `k` at once.
//! * [`periodic`] — detection and certification of eventual periodicity; eventually
//!   constant sequences.
//! * [`stabilise`] — certified eventual constancy of the rows of two-parameter families
//!   whose moves split the height (paper cutting).
//! * [`turning`] — coin-turning games (Ruler, runs of given lengths, Mock Turtles,
//!   Turtles, Twins): values of single coins, and products of two on boards (the Tartan
//!   theorem) with their winning moves counted.
//! * [`coordinate`] — two-heap games taking from one heap or from both (Wythoff's game
//!   and its relatives): Grundy tables, and Wythoff's P-positions in closed form.
//! * [`component_sums`] — sums of many copies of a few component types (count vectors).
//! * [`count`] — counting arithmetic (exact or modulo `m`) and counting by nim-sum.
//! * [`partizan`] — short partizan games: hash-consed canonical forms, sums, order,
//!   notation, thermographs.
//!
//! Conventions: normal play throughout (the player who cannot move loses). An
//! *N-position* is a win for the player to move, a *P-position* a loss.

#![deny(missing_docs)]

pub mod component_sums;
pub mod coordinate;
pub mod count;
pub mod excerpt;
pub mod heap;
pub mod impartial;
pub mod misere;
pub mod nimber;
pub mod partizan;
pub mod periodic;
pub mod progress;
pub mod stabilise;
pub mod turning;

/// The Rust examples of the repository's README, compiled and run as doctests.
#[doc = include_str!("../../../README.md")]
#[cfg(doctest)]
pub struct ReadmeExamples;
