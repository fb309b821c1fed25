//! # conway — combinatorial game theory
//!
//! The theory layer of the conway system: pure computation, no I/O.
//!
//! The modules follow the field's divisions:
//!
//! * [`partizan`] — short partizan games: hash-consed canonical forms, sums, order,
//!   notation, thermographs and the rest of the value theory; the [`partizan::Ruleset`]
//!   trait and its generic solver.
//! * [`impartial`] — impartial games: the [`impartial::Impartial`] trait and its
//!   Sprague–Grundy solver, nimbers and nim arithmetic, heap games (subtraction,
//!   octal/hexadecimal, splitting) and research runs, periodicity and its certificates,
//!   stabilisation, coin-turning and two-heap coordinate games, sums of many components;
//!   and [`impartial::bridge`]: every impartial [`partizan::Ruleset`] is an `Impartial`
//!   game (so it gets Grundy values, misère forms, outcomes and genus) and every
//!   `Impartial` game a ruleset of sums.
//! * [`misere`] — misère play: outcomes, quotients, canonical forms and the genus.
//! * [`ordinal`] and [`surreal`] — ordinals below epsilon_0 in Cantor normal form, and
//!   surreal numbers beyond the dyadic rationals (finite sums of powers of `omega` with
//!   rational coefficients), with how they mix with short games.
//! * [`count`] — counting arithmetic (exact or modulo `m`) and counting by value: heap
//!   positions, sums of partizan families, game records.
//! * Shared leaves: [`progress`] (progress callbacks), [`excerpt`] (quoting user input in
//!   messages) and [`work`] (the work limit of the impartial engines).
//!
//! Conventions: normal play throughout (the player who cannot move loses). An
//! *N-position* is a win for the player to move, a *P-position* a loss.

#![deny(missing_docs)]

pub mod count;
pub mod excerpt;
pub mod impartial;
pub mod loopy;
pub mod misere;
pub mod ordinal;
pub mod partizan;
pub mod progress;
mod scanner;
mod sorted_merge;
pub mod surreal;
pub mod work;

/// The Rust examples of the repository's README, compiled and run as doctests.
#[doc = include_str!("../../../README.md")]
#[cfg(doctest)]
pub struct ReadmeExamples;
