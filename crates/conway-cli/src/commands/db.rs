//! `conway db FILE [--json]`: what a database of solved positions (`--db FILE`,
//! [`conway_games::store`]) holds, every record verified.

use crate::error::CliError;
use conway_games::store::{Store, FORMAT};
use std::path::PathBuf;

/// Options of `conway db`.
#[derive(clap::Args, Debug)]
#[command(after_help = format!("\
A database is written by value, compare, thermograph and outcome given --db FILE: the
canonical forms and nim-values of positions that took at least {keep} work steps to
find, and who wins the costly sums of the outcome search, each under the position's
text. This command verifies every record (SQLite's quick check, each record's checksum,
each answer read back) and prints, per ruleset, how many values, nim-values and sums
it holds. A corrupted database is reported (exit 2), never used.

With --json: one object {{\"path\", \"format\", \"bytes\", \"rulesets\": {{NAME:
{{\"values\", \"nim_values\", \"sums\"}}}}}}.

Examples:
  conway outcome clobber:3x6 --db clobber.db
  conway db clobber.db", keep = conway::partizan::archive::KEEP_WORK))]
pub struct Args {
    /// The database file.
    #[arg(value_name = "FILE")]
    file: PathBuf,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

/// Runs the command.
pub fn run(args: Args) -> Result<(), CliError> {
    if !args.file.exists() {
        return Err(CliError::input(format!(
            "there is no database at {} (one is made by --db FILE of value, compare, \
             thermograph or outcome)",
            args.file.display()
        )));
    }
    let summary = Store::open(&args.file)
        .and_then(|store| store.summary())
        .map_err(CliError::input)?;
    if args.json {
        let rulesets: serde_json::Map<String, serde_json::Value> = summary
            .rulesets
            .iter()
            .map(|(name, c)| {
                let counts = serde_json::json!({
                    "values": c.values,
                    "nim_values": c.nim_values,
                    "sums": c.sums,
                });
                (name.clone(), counts)
            })
            .collect();
        super::print_json(&serde_json::json!({
            "path": args.file.display().to_string(),
            "format": summary.format,
            "bytes": summary.bytes,
            "rulesets": rulesets,
        }));
        return Ok(());
    }
    println!("database  {}", args.file.display());
    println!("format    {FORMAT} (every record verified)");
    println!("size      {} bytes", summary.bytes);
    if summary.rulesets.is_empty() {
        println!("records   none yet");
    }
    for (name, c) in &summary.rulesets {
        println!(
            "{name:<12}{} values, {} nim-values, {} sums",
            c.values, c.nim_values, c.sums
        );
    }
    Ok(())
}
