//! The integration tests of the `conway` library, as one test binary (each file of this
//! folder is a module; a binary per file would be linked separately at opt-level 3).
//! `util` holds the helpers they share.

mod util;

mod loopy;
mod loopy_twin;
mod notation;
mod partizan;
mod ruleset;
mod value_theory;
