//! The integration tests of the rulesets and problems, as one test binary (each file of
//! this folder is a module; a binary per file would be linked separately at opt-level 3).
//! `util` holds the helpers they share.

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
