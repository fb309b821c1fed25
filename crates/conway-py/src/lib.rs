//! The Python bindings of conway: the extension module `conway._native`, which the
//! package `conway` (`python/conway/__init__.py`) re-exports.
//!
//! Everything here is glue: values, rulesets, heap games and counts come from the library
//! crates `conway` and `conway-games`, called as the command-line tool calls them, with
//! Python types at the edges (`int` for counts, `fractions.Fraction` for numbers,
//! exceptions with the tool's messages). The engine lives once per process
//! (the `engine` module).

#![deny(missing_docs)]

mod budget;
mod convert;
mod engine;
mod errors;
mod game;
mod heap;
mod heap_options;
mod loopy;
mod misere;
mod misere_game;
mod ordinal;
mod outcome;
mod rulesets;
mod solve;
mod sums;
mod surreal;
mod thermograph;
mod turning;
mod two_heap;
mod user;
mod user_loopy;
mod user_misere;

use pyo3::prelude::*;

/// Combinatorial game theory: canonical forms, thermographs, Grundy values and counting,
/// computed by a Rust engine (the native part of the ``conway`` package).
#[pymodule]
fn _native(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add_class::<game::Game>()?;
    module.add_class::<loopy::LoopyGame>()?;
    module.add_class::<game::ConfusionInterval>()?;
    module.add_class::<thermograph::Thermograph>()?;
    module.add_class::<heap::HeapGame>()?;
    module.add_class::<heap::GrundySequence>()?;
    module.add_class::<heap::Period>()?;
    module.add_function(wrap_pyfunction!(heap::count, module)?)?;
    module.add_function(wrap_pyfunction!(sums::count_sums, module)?)?;
    module.add_class::<rulesets::Position>()?;
    module.add_function(wrap_pyfunction!(rulesets::ruleset, module)?)?;
    module.add_function(wrap_pyfunction!(rulesets::rulesets, module)?)?;
    module.add_function(wrap_pyfunction!(outcome::outcome, module)?)?;
    module.add_function(wrap_pyfunction!(user::value_of, module)?)?;
    module.add_function(wrap_pyfunction!(user::grundy_of, module)?)?;
    module.add_function(wrap_pyfunction!(user::forget_positions, module)?)?;
    module.add_function(wrap_pyfunction!(engine::engine_stats, module)?)?;
    module.add_function(wrap_pyfunction!(budget::set_work_limit, module)?)?;
    module.add_function(wrap_pyfunction!(budget::get_work_limit, module)?)?;
    module.add("DEFAULT_WORK_LIMIT", budget::DEFAULT_WORK_LIMIT)?;
    module.add_function(wrap_pyfunction!(solve::solve_nim_square, module)?)?;
    module.add_function(wrap_pyfunction!(solve::solve_scatterstone, module)?)?;
    module.add_function(wrap_pyfunction!(solve::solve_paper_cutting, module)?)?;
    module.add_function(wrap_pyfunction!(solve::solve_paper_cutting_cell, module)?)?;
    module.add_function(wrap_pyfunction!(solve::solve_young_staircases, module)?)?;
    module.add_function(wrap_pyfunction!(solve::solve_tower, module)?)?;
    module.add_function(wrap_pyfunction!(turning::nim, module)?)?;
    module.add_class::<ordinal::Ordinal>()?;
    module.add_class::<surreal::Surreal>()?;
    module.add_function(wrap_pyfunction!(turning::turning, module)?)?;
    module.add_function(wrap_pyfunction!(two_heap::two_heap_table, module)?)?;
    module.add_function(wrap_pyfunction!(two_heap::two_heap_p_positions, module)?)?;
    module.add_class::<misere::MisereQuotient>()?;
    module.add_function(wrap_pyfunction!(misere::misere_outcome, module)?)?;
    module.add_function(wrap_pyfunction!(misere::misere_quotient, module)?)?;
    module.add_class::<user_misere::MisereForm>()?;
    module.add_class::<misere_game::MisereGame>()?;
    module.add_function(wrap_pyfunction!(user_misere::misere_form, module)?)?;
    Ok(())
}
