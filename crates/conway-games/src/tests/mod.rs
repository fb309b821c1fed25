//! The tests of the rulesets and problems through the crate's public interface (each file
//! of this folder is a module; `util` holds the helpers they share). They are part of the
//! library's own test binary rather than an integration-test binary of their own: that
//! binary compiled again, at opt-level 3, much of the generic code the library's test
//! binary compiles (the solvers of each ruleset), about 200 CPU-s of CI.

mod util;

mod backsliding;
mod cyclic_subtraction;
mod domineering_values;
mod fox_and_geese;
mod graph_values;
mod grid_values;
mod stores;
mod sum_outcomes;
mod tower;
mod value_theory;
mod variants;
