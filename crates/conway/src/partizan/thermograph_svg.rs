//! A drawing of a thermograph as an SVG image: axes, the two walls and the labelled mast.
//!
//! Drawing convention (Winning Ways, ch. 6; Siegel, *Combinatorial Game Theory*, II.5): the
//! value axis runs horizontally with **positive values to the left** (Left's side), the
//! temperature axis vertically upwards. Floating point is used only for the drawing's
//! coordinates; the value axis is ticked, with exact labels, at the left stop, the right
//! stop and the mean, and between them at a handful of round values (none so close to an
//! exact tick that the labels would overlap), whatever the size of the numbers. Each wall
//! (and the mast) carries its vertices exactly in `data-exact` (`value,temperature` pairs
//! separated by `;`, in the order of its `points`), for a reader of the drawing that wants
//! exact values. The mast's label is anchored on the side of the mast with more room, and
//! squeezed to fit that room if it is longer, so it is always inside the drawing.
//!
//! ```
//! use conway::partizan::{parse, thermograph_svg, Arena};
//! let mut arena = Arena::new();
//! let g = parse(&mut arena, "{4||2|0}").unwrap();
//! let drawing = thermograph_svg::svg(&arena.thermograph(g).unwrap(), "{4||2|0}");
//! assert!(drawing.starts_with("<svg") && drawing.contains("mast: mean 5/2"));
//! ```

use super::dyadic::Dyadic;
use super::thermograph::{Thermograph, Wall};
use std::fmt::Write as _;

/// A dyadic as a drawing coordinate.
fn f(x: Dyadic) -> f64 {
    x.numerator() as f64 / f64::from(x.exponent()).exp2()
}

/// `x - origin` as a drawing coordinate, computed exactly before rounding (values near
/// 2^63 differ by amounts a float of their size cannot hold).
fn offset(x: Dyadic, origin: Dyadic) -> f64 {
    let e = x.exponent().max(origin.exponent());
    let scaled = |d: Dyadic| i128::from(d.numerator()) << (e - d.exponent());
    (scaled(x) - scaled(origin)) as f64 / f64::from(e).exp2()
}

/// Escapes text for XML.
fn xml(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// Round tick values covering `[lo, hi]`: multiples of 1, 2 or 5 times a power of ten,
/// at most about `count + 1` of them, whatever the magnitudes.
fn ticks(lo: f64, hi: f64, count: u32) -> Vec<f64> {
    let span = (hi - lo).max(f64::MIN_POSITIVE);
    let raw = span / f64::from(count);
    let power = 10f64.powf(raw.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * power)
        .find(|&s| s >= raw)
        .unwrap_or(10.0 * power);
    let first = (lo / step).ceil();
    (0..=count + 1)
        .map(|i| (first + f64::from(i)) * step)
        .filter(|&v| v <= hi + step * 1e-9)
        .collect()
}

/// A tick label: plain for moderate values, scientific notation beyond 10^6.
fn label(v: f64) -> String {
    if v.abs() >= 1e6 {
        format!("{v:.3e}")
    } else {
        let s = format!("{v:.3}");
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    }
}

/// The label of the value `origin + v`: written out when `origin` is moderate, else as
/// the exact origin plus the offset.
fn value_label(origin: Dyadic, v: f64) -> String {
    if f(origin).abs() < 1e6 {
        label(f(origin) + v)
    } else if v >= 0.0 {
        format!("{origin}+{}", label(v))
    } else {
        format!("{origin}{}", label(v))
    }
}

/// The least gap between two labels of value ticks, in drawing units.
const LABEL_GAP: f64 = 6.0;

/// The widest a character of a label may be (13 px sans-serif), in drawing units: an
/// overestimate, so a label estimated to fit does.
const CHAR_WIDTH: f64 = 8.0;

/// The margin kept free at the drawing's left and right edges.
const EDGE: f64 = 4.0;

/// The value of `wall` at temperature 0 (a stop), if it reaches down to it.
fn stop(wall: &Wall) -> Option<Dyadic> {
    let first = wall.pieces().first()?;
    (first.start <= Dyadic::ZERO).then_some(first.value)
}

/// The vertices of `wall` as exact `value,temperature` pairs, separated by `;`.
fn exact_vertices(wall: &Wall) -> String {
    wall.pieces()
        .iter()
        .map(|p| format!("{},{}", p.value, p.start))
        .collect::<Vec<_>>()
        .join(";")
}

/// The SVG drawing of a thermograph, titled `Thermograph of TITLE` (an excerpt of
/// `title` when it is long).
pub fn svg(th: &Thermograph, title: &str) -> String {
    let top_t = f(th.temperature).max(0.0) * 1.5 + 1.0;
    let origin = th.mean; // values are drawn relative to the mast
                          // Points of a wall from t = 0 to top_t.
    let points = |w: &Wall| -> Vec<(f64, f64)> {
        let mut pts: Vec<(f64, f64)> = w
            .pieces()
            .iter()
            .map(|p| (offset(p.value, origin), f(p.start)))
            .collect();
        if let Some(last) = w.pieces().last() {
            let v = offset(last.value, origin) + f64::from(last.slope) * (top_t - f(last.start));
            pts.push((v, top_t));
        }
        pts
    };
    let (lp, rp) = (points(&th.left), points(&th.right));
    let values: Vec<f64> = lp.iter().chain(&rp).map(|p| p.0).collect();
    let vmax = values.iter().copied().fold(f64::MIN, f64::max);
    let vmin = values.iter().copied().fold(f64::MAX, f64::min);
    let pad = ((vmax - vmin) * 0.05).max(0.5);
    let (vmax, vmin) = (vmax + pad, vmin - pad);
    let (w, h, margin) = (640.0, 480.0, 60.0);
    let scale_x = (w - 2.0 * margin) / (vmax - vmin);
    let scale_y = (h - 2.0 * margin) / top_t;
    // positive values to the left
    let x = |v: f64| margin + (vmax - v) * scale_x;
    let y = |t: f64| h - margin - t * scale_y;
    let poly = |pts: &[(f64, f64)], wall: &Wall, colour: &str| {
        let coords: Vec<String> = pts
            .iter()
            .map(|&(v, t)| format!("{:.2},{:.2}", x(v), y(t)))
            .collect();
        format!(
            "<polyline points=\"{}\" data-exact=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2.5\"/>\n",
            coords.join(" "),
            exact_vertices(wall)
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
        xml(&crate::excerpt::excerpt(title))
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
        h - 4.0
    );
    // Exact ticks at the stops and the mean, each labelled on the first row where it
    // overlaps no other label (three rows hold them all); round ticks where they are
    // clear of every exact one.
    let mut exact: Vec<Dyadic> = Vec::new();
    for v in [stop(&th.left), stop(&th.right), Some(th.mean)]
        .into_iter()
        .flatten()
    {
        if !exact.contains(&v) {
            exact.push(v);
        }
    }
    let tick = |s: &mut String, at: f64, row: f64, class: &str, text: &str| {
        let _ = writeln!(s, "<line x1=\"{0:.2}\" y1=\"{1:.2}\" x2=\"{0:.2}\" y2=\"{2:.2}\" stroke=\"#444\"/><text class=\"{class}\" x=\"{0:.2}\" y=\"{3:.2}\" text-anchor=\"middle\">{4}</text>", at, y(0.0), y(0.0) + 5.0, y(0.0) + 18.0 + 13.0 * row, xml(text));
    };
    // a label: its centre and half its width
    let half = |text: &str| text.chars().count() as f64 * CHAR_WIDTH / 2.0;
    let clear = |(a, ha): (f64, f64), (b, hb): (f64, f64)| (a - b).abs() >= ha + hb + LABEL_GAP;
    let mut rows: Vec<Vec<(f64, f64)>> = vec![Vec::new(); exact.len()];
    for &v in &exact {
        let text = v.to_string();
        let label = (x(offset(v, origin)), half(&text));
        let row = rows
            .iter()
            .position(|row| row.iter().all(|&other| clear(other, label)))
            .expect("one row per exact tick");
        rows[row].push(label);
        tick(&mut s, label.0, row as f64, "exact", &text);
    }
    for v in ticks(vmin, vmax, 8) {
        let text = value_label(origin, v);
        let label = (x(v), half(&text));
        if rows.iter().flatten().all(|&other| clear(other, label)) {
            tick(&mut s, label.0, 0.0, "tick", &text);
            rows[0].push(label);
        }
    }
    // temperature ticks on the left edge
    for t in ticks(0.0, top_t, 5) {
        let _ = writeln!(
            s,
            "<text x=\"{}\" y=\"{:.2}\" text-anchor=\"end\" fill=\"#666\">{}</text>",
            margin - 6.0,
            y(t) + 4.0,
            label(t)
        );
        let _ = writeln!(
            s,
            "<line x1=\"{margin}\" y1=\"{0:.2}\" x2=\"{1}\" y2=\"{0:.2}\" stroke=\"#eee\"/>",
            y(t),
            w - margin
        );
    }
    s.push_str(&poly(&lp, &th.left, "#1f5fbf"));
    s.push_str(&poly(&rp, &th.right, "#c0392b"));
    // the mast, drawn over the walls' common vertical part, and its label
    let mx = x(0.0);
    let mast_foot = th.temperature.max(Dyadic::ZERO);
    let _ = writeln!(
        s,
        "<line class=\"mast\" x1=\"{mx:.2}\" y1=\"{:.2}\" x2=\"{mx:.2}\" y2=\"{:.2}\" data-exact=\"{},{mast_foot}\" stroke=\"black\" stroke-width=\"3\"/>",
        y(f(mast_foot)),
        y(top_t),
        th.mean
    );
    let _ = writeln!(s, "<line x1=\"{mx:.2}\" y1=\"{:.2}\" x2=\"{mx:.2}\" y2=\"{:.2}\" stroke=\"black\" stroke-width=\"1\" stroke-dasharray=\"4 3\"/>", y(top_t), y(top_t) - 10.0);
    let text = format!("mast: mean {}, temperature {}", th.mean, th.temperature);
    let (anchor, at, room) = if mx > w / 2.0 {
        ("end", mx - 6.0, mx - 6.0 - EDGE)
    } else {
        ("start", mx + 6.0, w - mx - 6.0 - EDGE)
    };
    let squeeze = if text.chars().count() as f64 * CHAR_WIDTH > room {
        format!(" textLength=\"{room:.2}\" lengthAdjust=\"spacingAndGlyphs\"")
    } else {
        String::new()
    };
    let _ = writeln!(
        s,
        "<text class=\"mast-label\" x=\"{at:.2}\" y=\"{:.2}\" text-anchor=\"{anchor}\"{squeeze}>{}</text>",
        y(top_t) - 2.0,
        xml(&text)
    );
    s.push_str("</svg>\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::{parse, Arena};

    /// The attribute `name` of the first element of `svg` that has `class="CLASS"`.
    fn attribute(svg: &str, class: &str, name: &str) -> Option<String> {
        let element = &svg[svg.find(&format!("class=\"{class}\""))?..];
        let element = &element[..element.find('>')?];
        let value = &element[element.find(&format!(" {name}=\""))? + name.len() + 3..];
        Some(value[..value.find('"')?].to_string())
    }

    #[test]
    fn the_mast_label_fits_and_the_stops_and_mean_are_ticked() {
        let mut arena = Arena::new();
        for game in [
            "{3|-1}",
            "{{10|5}|-1}",
            "{1|{-5|-10}}",
            "{{100|99}|-7/4}",
            "{-7/4|{-100|-101}}",
            "{7/4|-7/4} + {100|{1/1024|-1/1024}}",
            "{123456789/1024|-3}",
            "5/8",
        ] {
            let g = parse(&mut arena, game).unwrap();
            let th = arena.thermograph(g).unwrap();
            let drawing = svg(&th, game);
            let at: f64 = attribute(&drawing, "mast-label", "x")
                .unwrap()
                .parse()
                .unwrap();
            let label = format!("mast: mean {}, temperature {}", th.mean, th.temperature);
            let width = attribute(&drawing, "mast-label", "textLength")
                .map_or(label.len() as f64 * CHAR_WIDTH, |w| w.parse().unwrap());
            let (from, to) = match attribute(&drawing, "mast-label", "text-anchor").as_deref() {
                Some("end") => (at - width, at),
                _ => (at, at + width),
            };
            assert!(
                from >= EDGE - 1e-9 && to <= 640.0 - EDGE + 1e-9,
                "{game}: {from}..{to}"
            );
            for exact in [arena.left_stop(g), arena.right_stop(g), th.mean] {
                let tick = "class=\"exact\"";
                let labelled = drawing.match_indices(&tick).any(|(i, _)| {
                    drawing[i..]
                        .split('>')
                        .nth(1)
                        .unwrap()
                        .starts_with(&format!("{exact}<"))
                });
                assert!(labelled, "{game}: no tick at {exact}\n{drawing}");
            }
        }
    }

    #[test]
    fn ticks_are_few_and_round_at_any_scale() {
        assert_eq!(
            ticks(-1.5, 1.5, 6),
            vec![-1.5, -1.0, -0.5, 0.0, 0.5, 1.0, 1.5]
        );
        for (lo, hi) in [
            (0.0, 1e-12),
            (-9.3e18, 9.3e18),
            (9.2e18, 9.2e18 + 2048.0),
            (0.0, 0.0),
        ] {
            let t = ticks(lo, hi, 8);
            assert!(t.len() <= 10, "{lo} {hi}: {t:?}");
        }
        assert_eq!(label(2.5), "2.5");
        assert_eq!(label(9.223372036854776e18), "9.223e18");
        let max = Dyadic::new(i64::MAX, 0).unwrap();
        assert_eq!(offset(max, -max), 2.0 * i64::MAX as f64);
        assert_eq!(offset(Dyadic::new(i64::MAX - 4, 0).unwrap(), max), -4.0);
        assert_eq!(value_label(max, -2.0), "9223372036854775807-2");
        assert_eq!(value_label(Dyadic::from_int(3), -0.5), "2.5");
    }
}
