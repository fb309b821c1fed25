//! # conway-games — rulesets and their counting problems
//!
//! Concrete games built on the `conway` engine, each in its own module, and the seed
//! problems of `docs/problems.md` solved through the general machinery.

#![deny(missing_docs)]

pub mod amazons;
pub mod bitset;
pub mod clobber;
pub mod col;
pub mod colouring;
pub mod cram;
pub mod domineering;
pub mod drawing;
pub mod families;
pub mod graph;
pub mod grid;
pub mod hackenbush;
pub mod invalid;
pub mod konane;
pub mod nim_square;
pub mod paper;
pub mod positions;
pub mod registry;
pub mod scatterstone;
pub mod snort;
pub mod toads_frogs;
pub mod toppling;
pub mod tower;
pub mod young;
pub mod young_count;

/// The Rust examples of `docs/rulesets.md`, compiled and run as doctests.
#[doc = include_str!("../../../docs/rulesets.md")]
#[cfg(doctest)]
pub struct RulesetGuideExamples;
