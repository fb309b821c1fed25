//! The `conway` command-line tool: argument parsing, text and `--json` output, progress.
//!
//! Exit status: 0 on success, 2 on bad input (one-line message on stderr), 1 on internal
//! failure. With `--json` every command prints exactly one JSON object on stdout; large
//! integers are JSON strings of decimal digits.

#![deny(missing_docs)]

mod commands;
mod counting;
mod error;
mod expression;
mod loopy;
mod moves;
mod progress;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

/// conway — combinatorial game theory: Grundy values with certified periodicity, partizan
/// canonical forms, and counting positions, winning moves and game records.
#[derive(Parser, Debug)]
#[command(
    name = "conway",
    version,
    about = "conway: combinatorial game theory. Grundy values with certified periodicity, \
             partizan values, and counting positions, winning moves and game records.",
    propagate_version = true
)]
struct Cli {
    /// Never draw progress bars (they are drawn only on a terminal anyway).
    #[arg(long, global = true)]
    quiet: bool,

    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Grundy sequence of a heap game, with its periodicity (certified or observed).
    Grundy(commands::grundy::Args),
    /// Count positions of a heap game by outcome (sums of M heaps, or partitions of N).
    Count(commands::count::Args),
    /// Misère play of a heap game: outcomes of sums, the misère quotient, counts of
    /// misère P-positions, genus.
    Misere(commands::misere::Args),
    /// Count ordered tuples or multisets of partizan games (a family of values with
    /// multiplicities, or every position of a ruleset shape) by the outcome of their sum.
    CountSums(commands::count_sums::Args),
    /// Canonical form, outcome, stops, mean and temperature of a partizan game (--all:
    /// atomic weight, incentives and more).
    Value(commands::value::Args),
    /// Compare two partizan games: <, >, = or || (confused).
    Compare(commands::compare::Args),
    /// Who wins a game or a sum of positions, with a winning first move: a search over the
    /// sum that never builds the whole canonical form.
    Outcome(commands::outcome::Args),
    /// Every move of a ruleset position with its value, marked sensible, dominated or
    /// reversible.
    Moves(commands::moves::Args),
    /// Thermograph of a partizan game: exact walls as text, optionally an SVG drawing.
    Thermograph(commands::thermograph::Args),
    /// Nim arithmetic: nim-sums, products, quotients, powers and square roots of nimbers,
    /// finite and transfinite.
    Nim(commands::nim::Args),
    /// Ordinal arithmetic below epsilon_0: sums, products, powers and the natural sum and
    /// product, in Cantor normal form.
    Ordinal(commands::ordinal::Args),
    /// Misère canonical forms in Conway's digit notation: mate, genus, tame/restive
    /// class, and links and distinguishers of two forms.
    MisereForm(commands::misere_form::Args),
    /// Surreal numbers beyond the dyadics (1/3, omega - 1, sqrt(omega)): normal form,
    /// sign, birthday, the simplest number between two, and a short game plus one.
    Surreal(commands::surreal::Args),
    /// Coin-turning games and their products (Tartan theorem) on boards: value, winner and
    /// the number of winning moves.
    Turning(commands::turning::Args),
    /// The rulesets whose positions game expressions can name, with their syntax.
    Rulesets(commands::rulesets::Args),
    /// What a database of solved positions (--db FILE) holds, every record verified.
    Db(commands::db::Args),
    /// Solve one of the seed problems.
    #[command(subcommand)]
    Solve(commands::solve::SolveCommand),
    /// Run every seed problem at full size and print a table with timings.
    Demo(commands::demo::Args),
    /// A game explorer in the browser, served on this machine (http://127.0.0.1:7878/).
    Serve(commands::serve::Args),
}

fn main() -> ExitCode {
    restore_default_sigpipe();
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return usage_error(e),
    };
    let ctx = progress::Context { quiet: cli.quiet };
    let result = match cli.command {
        Command::Grundy(args) => commands::grundy::run(args, &ctx),
        Command::Count(args) => commands::count::run(args, &ctx),
        Command::Misere(args) => commands::misere::run(args, &ctx),
        Command::CountSums(args) => commands::count_sums::run(args, &ctx),
        Command::Value(args) => commands::value::run(args, &ctx),
        Command::Compare(args) => commands::compare::run(args, &ctx),
        Command::Outcome(args) => commands::outcome::run(args, &ctx),
        Command::Moves(args) => commands::moves::run(args, &ctx),
        Command::Thermograph(args) => commands::thermograph::run(args, &ctx),
        Command::Nim(args) => commands::nim::run(args),
        Command::Ordinal(args) => commands::ordinal::run(args),
        Command::MisereForm(args) => commands::misere_form::run(args),
        Command::Surreal(args) => commands::surreal::run(args, &ctx),
        Command::Turning(args) => commands::turning::run(args, &ctx),
        Command::Rulesets(args) => commands::rulesets::run(args),
        Command::Db(args) => commands::db::run(args),
        Command::Solve(cmd) => commands::solve::run(cmd, &ctx),
        Command::Demo(args) => commands::demo::run(args, &ctx),
        Command::Serve(args) => commands::serve::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("conway: {}", e.message());
            ExitCode::from(e.exit_code())
        }
    }
}

/// Help and version go to stdout with exit 0; any other argument error is reported as the
/// contract asks: one line `conway: ...` on stderr (clap's first line, shortened if it
/// echoes a long argument) and exit status 2.
fn usage_error(e: clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) {
        let _ = e.print();
        return ExitCode::SUCCESS;
    }
    if e.kind() == ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand {
        eprintln!("conway: a subcommand is missing (see --help for the list)");
        return ExitCode::from(2);
    }
    // clap's first paragraph, on one line: the error and what it names on the next lines.
    let rendered = e.render().to_string();
    let paragraph: Vec<&str> = rendered
        .lines()
        .take_while(|l| !l.trim().is_empty())
        .map(str::trim)
        .collect();
    let joined = paragraph.join(" ");
    let message = joined.strip_prefix("error: ").unwrap_or(&joined);
    let mut line: String = message.chars().take(300).collect();
    if line.len() < message.len() {
        line.push_str("...");
    }
    eprintln!("conway: {line} (see --help)");
    ExitCode::from(2)
}

/// Dies quietly when stdout is closed early (`conway grundy ... | head`), like other Unix
/// tools, instead of panicking on a failed write.
fn restore_default_sigpipe() {
    #[cfg(unix)]
    // SAFETY: setting a signal disposition to its default before any thread is started.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}
