//! Short partizan games: canonical forms, sums, order, notation, thermographs.
//!
//! Conventions: **Left** is the player for whom positive values are good (Left wins a
//! positive game whoever starts); Right is the other. Normal play. A game is named by a
//! [`GameId`] in an [`Arena`] that hash-conses canonical forms, so equality of games is
//! equality of ids (Siegel, *Combinatorial Game Theory*, II.2; Winning Ways, chs. 2–6;
//! Lessons in Play, chs. 4–6).
//!
//! | module | holds |
//! |---|---|
//! | [`dyadic`] | exact dyadic rationals, the values of numbers |
//! | [`limits`] | the depth, expansion and work limits, and the error of a refusal |
//! | `arena` | the hash-consed store of canonical forms, their stops and depths |
//! | `caches` | the arena's memo tables (options, `<=`, sums, thermographs, nim profiles) |
//! | `nus` | closed forms `x + n.^ + *m`: sums, order and options by formula |
//! | `nim_profile` | `x + *k` against a game for every `k` at once |
//! | `canonical` | construction from options: dominated and reversible options, simplicity |
//! | `order` | `<=` with the number shortcuts |
//! | `leq_memo` | the memo of `<=` answers, of bounded size |
//! | `ops` | negation, sums (cached per pair), outcome classes |
//! | [`switches`] | the outcome of a sum of numbers and switches, by temperature |
//! | `wall` | piecewise-linear walls: evaluation, tilting, max and min, meeting point |
//! | [`thermograph`] | exact thermographs, mean, temperature, cooling |
//! | [`thermograph_svg`] | a drawing of a thermograph (SVG) |
//! | `heating` | heating `∫^t G` and overheating `∫_s^t G` |
//! | `norton` | Norton multiplication `G.U` by a positive unit |
//! | `ordinal_sum` | the ordinal sum `G : H` |
//! | `sum_stops` | the stops of a sum, without building it |
//! | `reduced` | the reduced canonical form (infinitesimals ignored) and `<=` mod Inf |
//! | `atomic_weight` | atomic weights of all-small games, by the atomic weight calculus |
//! | `birthday` | birthdays, by formula for closed forms |
//! | `incentives` | Left and Right incentives |
//! | [`confusion`] | the confusion interval (numbers a game is confused with) |
//! | `kinds` | numbers, nimbers, infinitesimals, all-small games, switches |
//! | [`notation`] | the parser and printer of the usual notation |
//! | [`ruleset`] | the [`Ruleset`] trait: a game given by its moves |
//! | [`variants`] | the impartial, dicotic and twisted variants of any ruleset |
//! | [`sensible`] | the marks of a position's moves: dominated, reversible, sensible |
//! | `solver` | the generic [`Solver`] of a ruleset: values, nim-values, outcomes |
//! | [`sum_search`] | who wins a sum: minimax over sums, small components valued |
//! | `cost_table` | tables of results bounded in memory, forgetting the cheapest |
//! | `win_table` | the sum search's table of who wins, bounded in memory |
//!
//! ```
//! use conway::partizan::{Arena, Outcome, parse};
//! let mut a = Arena::new();
//! let g = parse(&mut a, "{0|*}").unwrap();
//! let up = parse(&mut a, "^").unwrap();
//! assert_eq!(g, up);
//! let s = parse(&mut a, "*2 + *3").unwrap();
//! assert_eq!(a.display(s), "*");
//! assert_eq!(a.outcome(s), Outcome::N);
//! ```

pub mod archive;
mod arena;
mod atomic_weight;
mod birthday;
mod caches;
mod canonical;
mod compounds;
pub mod confusion;
mod conway_product;
mod cost_table;
pub mod dyadic;
mod heating;
mod incentives;
mod kinds;
mod leq_memo;
pub mod limits;
mod nim_profile;
mod norton;
pub mod notation;
mod nus;
mod ops;
mod order;
mod ordinal_sum;
mod parallel;
mod reduced;
pub mod ruleset;
pub mod sensible;
mod solver;
pub mod sum_search;
mod sum_stops;
pub mod switches;
pub mod thermograph;
pub mod thermograph_svg;
pub mod variants;
mod wall;
mod win_table;

pub use arena::{Arena, ArenaId, GameId, Interrupt, Node, Watch};
pub use confusion::ConfusionInterval;
pub use dyadic::{Dyadic, Overflow};
pub use limits::{Error, MAX_DEPTH, MAX_EXPANSION};
pub use notation::{parse, parse_with, ParseError, Resolver, Style, MAX_NESTING};
pub use nus::Nus;
pub use ops::Outcome;
pub use ruleset::{Normalised, Ruleset};
pub use solver::Solver;
pub use thermograph::{CoolError, Piece, Thermograph, Wall};
