//! `conway solve PROBLEM`: the seed problems of PROBLEMS.md, each a thin layer over the
//! general machinery.

use crate::error::CliError;
use crate::progress::Context;
use clap::Subcommand;

/// The seed problems.
#[derive(Subcommand, Debug)]
pub enum SolveCommand {}

/// Runs one problem.
pub fn run(cmd: SolveCommand, _ctx: &Context) -> Result<(), CliError> {
    match cmd {}
}
