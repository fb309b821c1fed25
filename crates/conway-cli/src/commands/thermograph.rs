//! `conway thermograph EXPR [--svg FILE]`: the exact walls of a game's thermograph as
//! text, and optionally a drawing (SVG) with axes, walls and the labelled mast.
//!
//! Drawing convention (Winning Ways, ch. 6; Siegel, II.5): the value axis runs
//! horizontally with **positive values to the left** (Left's side), the temperature
//! axis vertically upwards. Floating point is used only for the drawing's coordinates.

use crate::error::CliError;
use crate::progress::Context;
use conway::partizan::{Arena, Dyadic, Thermograph, Wall};
use std::fmt::Write as _;

/// Options of `conway thermograph`.
#[derive(clap::Args, Debug)]
#[command(after_help = "\
EXPR is a game expression as for `conway value` (e.g. '{4||2|0}', 'domineering:3x3').
Each wall is printed as segments 'from t = a: value v, slope s' where the slope is the
change of the value per unit of temperature.

Examples:
  conway thermograph '±1'
  conway thermograph '{4||2|0}' --svg thermo.svg")]
pub struct Args {
    /// The game expression.
    #[arg(allow_hyphen_values = true)]
    expr: String,
    /// Also draw the thermograph into this SVG file.
    #[arg(long, value_name = "FILE")]
    svg: Option<std::path::PathBuf>,
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    let mut arena = Arena::new();
    let g = super::value::evaluate(&mut arena, &args.expr, ctx)?;
    let th = arena.thermograph(g).map_err(CliError::input)?;
    println!("game         {}", arena.display(g));
    println!("mean         {}", th.mean);
    println!("temperature  {}", th.temperature);
    print_wall("left wall", &th.left);
    print_wall("right wall", &th.right);
    println!(
        "mast         value {} for t >= {}",
        th.mean,
        th.temperature.max(Dyadic::ZERO)
    );
    if let Some(path) = args.svg {
        std::fs::write(&path, svg(&th, &arena.display(g)))
            .map_err(|e| CliError::input(format!("cannot write {}: {e}", path.display())))?;
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

/// A dyadic as a drawing coordinate.
fn f(x: Dyadic) -> f64 {
    x.numerator() as f64 / (x.exponent() as f64).exp2()
}

/// Escapes text for XML.
fn xml(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// The SVG drawing.
fn svg(th: &Thermograph, title: &str) -> String {
    let top_t = f(th.temperature).max(0.0) * 1.5 + 1.0;
    // Points of a wall from t = 0 to top_t.
    let points = |w: &Wall| -> Vec<(f64, f64)> {
        let mut pts: Vec<(f64, f64)> = w
            .pieces()
            .iter()
            .map(|p| (f(p.value), f(p.start)))
            .collect();
        let last = w.pieces().last().expect("a wall has a piece");
        let v = f(last.value) + f64::from(last.slope) * (top_t - f(last.start));
        pts.push((v, top_t));
        pts
    };
    let (lp, rp) = (points(&th.left), points(&th.right));
    let values: Vec<f64> = lp.iter().chain(&rp).map(|p| p.0).collect();
    let vmax = values.iter().copied().fold(f64::MIN, f64::max) + 0.5;
    let vmin = values.iter().copied().fold(f64::MAX, f64::min) - 0.5;
    let (w, h, margin) = (640.0, 480.0, 60.0);
    let scale_x = (w - 2.0 * margin) / (vmax - vmin).max(1.0);
    let scale_y = (h - 2.0 * margin) / top_t;
    // positive values to the left
    let x = |v: f64| margin + (vmax - v) * scale_x;
    let y = |t: f64| h - margin - t * scale_y;
    let poly = |pts: &[(f64, f64)], colour: &str| {
        let coords: Vec<String> = pts
            .iter()
            .map(|&(v, t)| format!("{:.2},{:.2}", x(v), y(t)))
            .collect();
        format!(
            "<polyline points=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2.5\"/>\n",
            coords.join(" ")
        )
    };
    let mut s = String::new();
    let _ = writeln!(
        s,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" font-family=\"sans-serif\" font-size=\"13\">"
    );
    let _ = writeln!(s, "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>");
    let _ = writeln!(
        s,
        "<text x=\"{}\" y=\"24\" text-anchor=\"middle\" font-size=\"15\">Thermograph of {}</text>",
        w / 2.0,
        xml(title)
    );
    // axes: temperature 0 line and the value axis ticks
    let _ = writeln!(
        s,
        "<line x1=\"{margin}\" y1=\"{0:.2}\" x2=\"{1}\" y2=\"{0:.2}\" stroke=\"#444\"/>",
        y(0.0),
        w - margin
    );
    let _ = writeln!(
        s,
        "<text x=\"{}\" y=\"{:.2}\" text-anchor=\"end\">t = 0</text>",
        margin - 6.0,
        y(0.0) + 4.0
    );
    let _ = writeln!(
        s,
        "<text x=\"{}\" y=\"{:.2}\" text-anchor=\"middle\">value (Left's side on the left)</text>",
        w / 2.0,
        h - 12.0
    );
    let (lo, hi) = (vmin.ceil() as i64, vmax.floor() as i64);
    let step = ((hi - lo) / 10).max(1);
    let mut v = lo;
    while v <= hi {
        let _ = writeln!(s, "<line x1=\"{0:.2}\" y1=\"{1:.2}\" x2=\"{0:.2}\" y2=\"{2:.2}\" stroke=\"#444\"/><text x=\"{0:.2}\" y=\"{3:.2}\" text-anchor=\"middle\">{v}</text>", x(v as f64), y(0.0), y(0.0) + 5.0, y(0.0) + 20.0);
        v += step;
    }
    // temperature ticks on the left edge
    let mut t = 0.0;
    let tstep = (top_t / 5.0).max(0.25);
    while t <= top_t + 1e-9 {
        let _ = writeln!(
            s,
            "<text x=\"{}\" y=\"{:.2}\" text-anchor=\"end\" fill=\"#666\">{t:.2}</text>",
            margin - 6.0,
            y(t) + 4.0
        );
        let _ = writeln!(
            s,
            "<line x1=\"{margin}\" y1=\"{0:.2}\" x2=\"{1}\" y2=\"{0:.2}\" stroke=\"#eee\"/>",
            y(t),
            w - margin
        );
        t += tstep;
    }
    s.push_str(&poly(&lp, "#1f5fbf"));
    s.push_str(&poly(&rp, "#c0392b"));
    // the mast, drawn over the walls' common vertical part, and its label
    let mx = x(f(th.mean));
    let _ = writeln!(
        s,
        "<line x1=\"{mx:.2}\" y1=\"{:.2}\" x2=\"{mx:.2}\" y2=\"{:.2}\" stroke=\"black\" stroke-width=\"3\"/>",
        y(f(th.temperature).max(0.0)),
        y(top_t)
    );
    let _ = writeln!(s, "<line x1=\"{mx:.2}\" y1=\"{:.2}\" x2=\"{mx:.2}\" y2=\"{:.2}\" stroke=\"black\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>", y(top_t), y(top_t) - 10.0);
    let _ = writeln!(
        s,
        "<text x=\"{:.2}\" y=\"{:.2}\">mast: mean {}, temperature {}</text>",
        mx + 6.0,
        y(top_t) - 2.0,
        th.mean,
        th.temperature
    );
    s.push_str("</svg>\n");
    s
}
