//! `conway solve PROBLEM`: the seed problems stated in `docs/problems.md`, each a thin
//! layer over the general machinery. Every one prints its answer exactly unless
//! `--modulus P` is given, and follows the output contract of `docs/cli.md`.

use crate::error::CliError;
use crate::progress::Context;
use clap::Subcommand;

pub mod nim_square;
pub mod paper_cutting;
pub mod scatterstone;
pub mod tower;
pub mod young;

/// The seed problems.
#[derive(Subcommand, Debug)]
pub enum SolveCommand {
    /// Nim Square (docs/problems.md, problem 1): losing positions of three heaps, squares removed.
    NimSquare(nim_square::Args),
    /// Scatterstone Nim (docs/problems.md, problem 2): winning partitions summed over split limits.
    Scatterstone(scatterstone::Args),
    /// Paper Cutting (docs/problems.md, problem 3): Grundy values, winning moves C and their sums D.
    PaperCutting(paper_cutting::Args),
    /// Tower (docs/problems.md, problem 5): the winner and the number of optimal game records.
    Tower(tower::Args),
    /// Young's Game B (docs/problems.md, problem 4): S(M, W) ordered tuples of staircases that Right
    /// (moving first) wins.
    YoungStaircases(young::Args),
}

/// Runs one problem.
pub fn run(cmd: SolveCommand, ctx: &Context) -> Result<(), CliError> {
    match cmd {
        SolveCommand::NimSquare(args) => nim_square::run(args, ctx),
        SolveCommand::Scatterstone(args) => scatterstone::run(args, ctx),
        SolveCommand::PaperCutting(args) => paper_cutting::run(args, ctx),
        SolveCommand::Tower(args) => tower::run(args, ctx),
        SolveCommand::YoungStaircases(args) => young::run(args, ctx),
    }
}
