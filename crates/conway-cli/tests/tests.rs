//! The end-to-end tests of the `conway` binary, as one test binary (each file of this folder
//! is a module; a binary per file would be linked separately at opt-level 3). `util` holds
//! the helpers they share.

mod util;

mod compare;
mod contract;
mod count;
mod count_sums;
mod db;
mod demo;
mod examples;
mod fuzz;
mod grundy;
mod grundy_hostile;
mod grundy_research;
mod loopy;
mod misere;
mod moves;
mod nim;
mod ordinal;
mod outcome;
mod paper_cutting;
mod rulesets;
mod serve;
mod solve_tower;
mod surreal;
mod thermograph_output;
mod turning;
mod value;
mod value_all;
mod value_limits;
mod wythoff;
mod young;
