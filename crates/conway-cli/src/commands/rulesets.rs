//! `conway rulesets [--json]`: every ruleset of the registry
//! ([`conway_games::registry`]) with the syntax of its positions, who is Left, whether it
//! is impartial, and examples; then the loopy rulesets
//! ([`conway_games::loopy_positions`]), whose positions may repeat.

use crate::error::CliError;
use conway_games::contract::Entry;
use conway_games::loopy_positions::LOOPY_RULESETS;
use conway_games::registry::RULESETS;

/// Options of `conway rulesets`.
#[derive(clap::Args, Debug)]
#[command(after_help = "\
A position is written NAME:POSITION in any game expression of conway value and conway
thermograph, and, for impartial rulesets, in conway grundy (its nim-value). Positions of
the loopy rulesets (listed last, under \"loopy_rulesets\" in JSON) may repeat: they are
loopy games, valued by conway value and ordered by conway compare.

Examples:
  conway rulesets
  conway rulesets --json")]
pub struct Args {
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

/// Whether the entry's ruleset is impartial.
fn impartial(entry: &Entry) -> bool {
    entry.solver().is_impartial()
}

/// Runs the command.
pub fn run(args: Args) -> Result<(), CliError> {
    if args.json {
        let listed = |name: &str, about: &str, syntax: &str, examples: &[&str]| {
            serde_json::json!({
                "name": name,
                "syntax": syntax,
                "about": about,
                "examples": examples,
            })
        };
        let rulesets: Vec<_> = RULESETS
            .iter()
            .map(|e| {
                let mut item = listed(e.name, e.about, e.syntax, e.examples);
                item["impartial"] = serde_json::json!(impartial(e));
                item
            })
            .collect();
        let loopy: Vec<_> = LOOPY_RULESETS
            .iter()
            .map(|e| listed(e.name, e.about, e.syntax, e.examples))
            .collect();
        super::print_json(&serde_json::json!({ "rulesets": rulesets, "loopy_rulesets": loopy }));
        return Ok(());
    }
    for (i, e) in RULESETS.iter().enumerate() {
        if i > 0 {
            println!();
        }
        let kind = if impartial(e) { " (impartial)" } else { "" };
        println!("{}{kind}", e.name);
        println!("  {}", e.about);
        println!("  position: {}", e.syntax);
        println!("  e.g.      {}", e.examples.join("   "));
    }
    for e in LOOPY_RULESETS {
        println!();
        println!("{} (loopy)", e.name);
        println!("  {}", e.about);
        println!("  position: {}", e.syntax);
        println!("  e.g.      {}", e.examples.join("   "));
    }
    Ok(())
}
