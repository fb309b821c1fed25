//! `conway grundy` (in progress).
use crate::error::CliError;
use crate::progress::Context;

/// Options of `conway grundy`.
#[derive(clap::Args, Debug)]
pub struct Args {
    /// The game.
    game: String,
}

/// Runs the command.
pub fn run(args: Args, _ctx: &Context) -> Result<(), CliError> {
    Err(CliError::input(format!("unknown game '{}'", args.game)))
}
