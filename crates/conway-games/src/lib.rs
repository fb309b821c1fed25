//! # conway-games — rulesets and their counting problems
//!
//! Concrete games built on the `conway` engine, each in its own module, grouped by the
//! kind of board they are played on, and the seed problems of `docs/problems.md` solved
//! through the general machinery:
//!
//! * [`grid`] — games on a board of cells: Domineering, Cram, Clobber and its variants,
//!   Fission, Konane, Amazons, and Young's game on a Young diagram;
//! * [`strip`] — games on a row of cells: Toads and Frogs (and its generalisation,
//!   Elephants and Rhinos among them), Toppling Dominoes;
//! * [`cake`] — cakes cut or eaten: Cutcake, Eatcake, Maundy Cake, Turn-and-Eatcake;
//! * [`euclid`] — Partizan Euclid on pairs of numbers;
//! * [`partizan_heaps`] — partizan heap games: a heap rule for each player;
//! * [`memory_heaps`] — heap games with a memory: Mem, Fibonacci Nim, Take-Away;
//! * [`spawning`] — Spawning games: coin-turning games as heaps, by CGSuite's turning
//!   codes (Mock Turtles, Ruler, Grunt, ...);
//! * [`quicksort`] — Quicksort and Pseudo-Quicksort on sequences;
//! * [`graph`] — games on a graph: Snort, Col and Fjords on its vertices, Digraph
//!   Placement on a directed graph, Hackenbush (and Childish Hackenbush), Arc Kayles,
//!   Weighted Arc Kayles and Partizan Arc Kayles on its edges;
//! * [`problems`] — the seed problems (Nim Square, Scatterstone, Paper Cutting, Young
//!   staircases, Tower);
//! * [`variants`] — the impartial, dicotic and twisted variants of every ruleset, by a
//!   prefix (`impartial:clobber:xo.ox`);
//! * the ruleset [`contract`] (what a ruleset gives), the [`registry`] (the one list),
//!   [`positions`] (ruleset positions in game expressions), [`store`] (the database of
//!   solved positions, `--db`), [`sum_outcome`] (who wins
//!   an expression, by the sum search), [`families`] (families of
//!   positions for counting), [`drawing`] (SVG pictures), and the small shared pieces
//!   [`bitset`], [`width`] (rules written once for 64- and 128-cell positions) and
//!   [`invalid`].

#![deny(missing_docs)]

pub mod bitset;
pub mod cake;
pub mod contract;
pub mod cyclic_subtraction;
pub mod drawing;
pub mod euclid;
pub mod families;
pub mod graph;
pub mod grid;
pub mod invalid;
pub mod loopy_positions;
pub mod memory_heaps;
pub mod partizan_heaps;
pub mod positions;
pub mod problems;
pub mod quicksort;
pub mod registry;
pub mod spawning;
pub mod store;
pub mod strip;
pub mod sum_outcome;
#[cfg(test)]
mod test_random;
#[cfg(test)]
mod tests;
pub mod variants;
pub mod width;

/// The Rust examples of `docs/rulesets.md`, compiled and run as doctests.
#[doc = include_str!("../../../docs/rulesets.md")]
#[cfg(doctest)]
pub struct RulesetGuideExamples;
