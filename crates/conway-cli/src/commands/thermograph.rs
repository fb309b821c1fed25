//! `conway thermograph EXPR [--svg FILE|-] [--json]`: the exact walls of a game's
//! thermograph as text or one JSON object, and optionally a drawing (SVG, drawn by
//! [`conway::partizan::thermograph_svg`]) written to a file or to standard output.

use crate::error::CliError;
use crate::progress::Context;
use conway::partizan::{Dyadic, Wall};
use std::io::Write as _;

/// Options of `conway thermograph`.
#[derive(clap::Args, Debug)]
#[command(after_help = format!("{}

Each wall is printed as segments 'from t = a: value v, slope s' where the slope is the
change of the value per unit of temperature. With --json: one object with the walls as
lists of {{\"from\", \"value\", \"slope\"}} (numbers as exact strings, slopes -1, 0 or 1),
the mean, the temperature and the mast.

Examples:
  conway thermograph '±1'
  conway thermograph '{{4||2|0}}' --json
  conway thermograph '{{4||2|0}}' --svg thermo.svg
  conway thermograph 'domineering:3x3' --svg - > thermo.svg", crate::expression::syntax()))]
pub struct Args {
    /// The game expression.
    #[arg(allow_hyphen_values = true)]
    expr: String,
    /// Also draw the thermograph into this SVG file ('-': standard output, instead of
    /// the text).
    #[arg(long, value_name = "FILE")]
    svg: Option<std::path::PathBuf>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    printing: crate::expression::Printing,
    #[command(flatten)]
    limit: crate::expression::WorkLimit,
    #[command(flatten)]
    db: crate::expression::Database,
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    let svg_to_stdout = args.svg.as_deref() == Some(std::path::Path::new("-"));
    if svg_to_stdout && args.json {
        return Err(CliError::input(
            "--svg - and --json both write to standard output: give --svg a file name",
        ));
    }
    let (game, th) = args.limit.compute(|arena| {
        let store = args.db.open()?;
        let [g] = crate::expression::evaluate(
            arena,
            [(&args.expr, "game expression")],
            ctx,
            store.as_ref(),
        )?;
        let game = crate::expression::canonical_text(arena, g, args.printing)?;
        let th = crate::expression::thermograph(arena, g)?;
        Ok((game, th))
    })?;
    let mast_from = th.temperature.max(Dyadic::ZERO);
    if args.json {
        super::print_json(&serde_json::json!({
            "expression": args.expr,
            "canonical": game,
            "mean": th.mean.to_string(),
            "temperature": th.temperature.to_string(),
            "left_wall": wall_json(&th.left),
            "right_wall": wall_json(&th.right),
            "mast": { "value": th.mean.to_string(), "from": mast_from.to_string() },
        }));
    } else if !svg_to_stdout {
        println!("game         {game}");
        println!("mean         {}", th.mean);
        println!("temperature  {}", th.temperature);
        print_wall("left wall", &th.left);
        print_wall("right wall", &th.right);
        println!("mast         value {} for t >= {mast_from}", th.mean);
    }
    if let Some(path) = args.svg {
        let drawing = conway::partizan::thermograph_svg::svg(&th, &game);
        if svg_to_stdout {
            std::io::stdout().write_all(drawing.as_bytes())?;
        } else {
            std::fs::write(&path, drawing)
                .map_err(|e| CliError::input(format!("cannot write {}: {e}", path.display())))?;
        }
    }
    Ok(())
}

fn print_wall(name: &str, wall: &Wall) {
    println!("{name}");
    for p in wall.pieces() {
        println!(
            "  from t = {}: value {}, slope {}",
            p.start, p.value, p.slope
        );
    }
}

fn wall_json(wall: &Wall) -> serde_json::Value {
    wall.pieces()
        .iter()
        .map(|p| {
            serde_json::json!({
                "from": p.start.to_string(),
                "value": p.value.to_string(),
                "slope": p.slope,
            })
        })
        .collect()
}
