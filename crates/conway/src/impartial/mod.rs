//! Impartial games: both players have the same moves, so by the Sprague–Grundy theorem
//! every position is equivalent to a nim heap, its *Grundy value* (Winning Ways, ch. 3;
//! Siegel, *Combinatorial Game Theory*, IV.1).
//!
//! * [`Impartial`] and [`GrundySolver`] — games whose moves lead to disjunctive sums, and
//!   their memoised Grundy values, outcomes and winning moves ([`sprague_grundy`]).
//! * [`nimber`] — nimbers, nim-sum and the mex; nim arithmetic (the field of nimbers below
//!   `2^128`) and its expressions.
//! * [`heap`] — heap-game families (subtraction, octal/hexadecimal, splitting): dense
//!   solvers, research-scale runs of octal games and their checkpoint format.
//! * [`periodic`] — eventual periodicity of Grundy sequences, detected and certified;
//!   eventually constant and arithmetic-periodic sequences.
//! * [`stabilise`] — certified eventual constancy of the rows of two-parameter families
//!   whose moves split the height (paper cutting).
//! * [`turning`] — coin-turning games and their products on boards (the Tartan theorem).
//! * [`coordinate`] — two-heap games taking from one heap or both (Wythoff's game).
//! * [`component_sums`] — sums of many copies of a few component types (count vectors).
//! * [`bridge`] — every impartial [`crate::partizan::Ruleset`] is an [`Impartial`] game,
//!   and every [`Impartial`] game a ruleset of sums, so each gets the other's tools.

pub mod bridge;
pub mod component_sums;
pub mod coordinate;
pub mod heap;
pub mod nimber;
pub mod periodic;
pub mod sprague_grundy;
pub mod stabilise;
pub mod turning;

pub use sprague_grundy::{Cycle, GrundySolver, Impartial, ImpartialOutcome, SumMove};
