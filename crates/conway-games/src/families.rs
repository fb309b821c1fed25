//! Families of ruleset positions, for counting sums ([`conway::count::game_sums`]):
//! every position of a given shape, valued by the ruleset's solver and tallied by value.
//!
//! | family | its members |
//! |---|---|
//! | `young-staircases:W` | every staircase `(a, b, k)`, `a, b, k >= 1`, of weight `a + b + k <= W` (the family of `S(M, W)`, docs/problems.md) |
//! | `domineering:RxC` | every `R x C` Domineering board: each cell empty or filled (`2^(RC)` boards) |
//! | `clobber:RxC` | every `R x C` Clobber board: each cell `x`, `o` or empty (`3^(RC)` boards) |
//! | `hackenbush:N` | every blue-red Hackenbush string of `N` edges (`2^N` strings) |
//!
//! Members are positions, not values: two boards with equal values are two members of
//! one value. Enumerated families are limited to [`MAX_POSITIONS`] positions.
//!
//! ```
//! use conway::partizan::Arena;
//! use conway_games::families::family;
//! let mut arena = Arena::new();
//! let f = family(&mut arena, "hackenbush:2", &mut |_, _| {}).unwrap();
//! // BB = 2, BR = 1/2, RB = -1/2, RR = -2
//! assert_eq!(f.size(), 4);
//! assert_eq!(f.members().len(), 4);
//! ```

use crate::invalid::InvalidPosition;
use crate::problems::young_staircases::{staircase_family, MAX_WEIGHT};
use crate::registry;
use conway::count::game_sums::Family;
use conway::partizan::{Arena, GameId};
use conway::progress::Progress;
use std::collections::HashMap;

/// The most positions an enumerated family holds.
pub const MAX_POSITIONS: u64 = 1 << 16;

/// The families, one line each: name, parameter, members.
pub const FAMILIES: &[(&str, &str, &str)] = &[
    (
        "young-staircases",
        "W",
        "every staircase (a, b, k) of weight a + b + k <= W (W <= 1000)",
    ),
    (
        "domineering",
        "RxC",
        "every R x C board, each cell empty or filled",
    ),
    (
        "clobber",
        "RxC",
        "every R x C board, each cell x, o or empty",
    ),
    ("hackenbush", "N", "every blue-red string of N edges"),
];

/// How an enumerated family writes its positions.
struct Shape {
    ruleset: &'static str,
    /// The symbols of one cell.
    alphabet: &'static [char],
    rows: usize,
    cols: usize,
}

impl Shape {
    /// The position of number `index` (its cells, digits of `index` in base
    /// `alphabet.len()`), in the ruleset's syntax: rows separated by `|`.
    fn position(&self, mut index: u64) -> String {
        let base = self.alphabet.len() as u64;
        let mut text = String::new();
        for r in 0..self.rows {
            if r > 0 {
                text.push('|');
            }
            for _ in 0..self.cols {
                text.push(self.alphabet[(index % base) as usize]);
                index /= base;
            }
        }
        text
    }
}

/// Reads `RxC` with `R, C >= 1`.
fn board(text: &str) -> Option<(usize, usize)> {
    let (r, c) = text.split_once('x')?;
    let (r, c) = (r.parse().ok()?, c.parse().ok()?);
    (r >= 1 && c >= 1).then_some((r, c))
}

/// The family named `spec` (`NAME:PARAMETER`, see the module documentation), its values
/// in `arena`; `progress` counts positions valued.
pub fn family(
    arena: &mut Arena,
    spec: &str,
    progress: &mut Progress<'_>,
) -> Result<Family, InvalidPosition> {
    let (name, parameter) = spec.split_once(':').ok_or_else(|| unknown(spec))?;
    let bad = |what: &str| {
        InvalidPosition(format!(
            "the family {name}: expects {what} after the colon, found '{}'",
            conway::excerpt::excerpt(parameter)
        ))
    };
    let shape = match name {
        "young-staircases" => {
            let w: u64 = parameter
                .parse()
                .map_err(|_| bad("a weight W (an integer)"))?;
            if w > MAX_WEIGHT {
                return Err(InvalidPosition(format!(
                    "the family young-staircases: the weight must be at most {MAX_WEIGHT} (got {w})"
                )));
            }
            return staircase_family(arena, w);
        }
        "domineering" | "clobber" => {
            let (rows, cols) = board(parameter).ok_or_else(|| bad("a board shape RxC"))?;
            let (ruleset, alphabet): (&'static str, &'static [char]) = if name == "domineering" {
                ("domineering", &['.', '#'])
            } else {
                ("clobber", &['.', 'x', 'o'])
            };
            Shape {
                ruleset,
                alphabet,
                rows,
                cols,
            }
        }
        "hackenbush" => {
            let n: usize = parameter
                .parse()
                .ok()
                .filter(|&n| n >= 1)
                .ok_or_else(|| bad("a length N >= 1"))?;
            Shape {
                ruleset: "hackenbush",
                alphabet: &['B', 'R'],
                rows: 1,
                cols: n,
            }
        }
        _ => return Err(unknown(spec)),
    };
    let cells = shape.rows.saturating_mul(shape.cols);
    let positions = u32::try_from(cells)
        .ok()
        .and_then(|c| (shape.alphabet.len() as u64).checked_pow(c))
        .filter(|&p| p <= MAX_POSITIONS)
        .ok_or_else(|| {
            InvalidPosition(format!(
                "the family {spec} has {}^{cells} positions, more than the limit of {MAX_POSITIONS}",
                shape.alphabet.len()
            ))
        })?;
    let entry = registry::find(shape.ruleset).expect("a registered ruleset");
    let mut resolver = entry.solver();
    let mut tally: HashMap<GameId, u64> = HashMap::new();
    for index in 0..positions {
        let text = shape.position(index);
        let g = resolver
            .value(arena, &text, &mut |_, _| {})
            .map_err(|e| InvalidPosition(format!("{}:{text}: {e}", shape.ruleset)))?;
        *tally.entry(g).or_insert(0) += 1;
        progress(index + 1, positions);
    }
    Ok(Family::new(tally))
}

fn unknown(spec: &str) -> InvalidPosition {
    let names: Vec<String> = FAMILIES
        .iter()
        .map(|(name, parameter, _)| format!("{name}:{parameter}"))
        .collect();
    InvalidPosition(format!(
        "unknown family '{}' (the families: {})",
        conway::excerpt::excerpt(spec),
        names.join(", ")
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use conway::count::game_sums::{count_all, Mode};
    use conway::count::Exact;
    use conway::partizan::parse_with;

    #[test]
    fn enumerated_families_value_every_position() {
        let mut arena = Arena::new();
        let f = family(&mut arena, "domineering:2x2", &mut |_, _| {}).unwrap();
        assert_eq!(f.size(), 16);
        // The empty 2x2 board is ±1: one member of that value.
        let mut positions = crate::positions::RulesetPositions::new();
        let pm1 = parse_with(&mut arena, "domineering:2x2", &mut positions).unwrap();
        assert!(f.members().contains(&(pm1, 1)));
        let f = family(&mut arena, "clobber:1x3", &mut |_, _| {}).unwrap();
        assert_eq!(f.size(), 27);
        let f = family(&mut arena, "young-staircases:4", &mut |_, _| {}).unwrap();
        assert_eq!(f.size(), 4); // (1,1,1), (1,1,2), (1,2,1), (2,1,1)
                                 // S(2, 4) = 7 from the family.
        let c = count_all(&Exact, &mut arena, &f, 2, Mode::Ordered).unwrap();
        assert_eq!(c.left + c.next, 7.into());
    }

    #[test]
    fn positions_are_written_in_the_rulesets_syntax() {
        let shape = Shape {
            ruleset: "clobber",
            alphabet: &['.', 'x', 'o'],
            rows: 2,
            cols: 2,
        };
        assert_eq!(shape.position(0), "..|..");
        assert_eq!(shape.position(1 + 2 * 3 + 2 * 27), "xo|.o");
    }

    #[test]
    fn bad_families_are_refused() {
        let mut arena = Arena::new();
        for (spec, says) in [
            ("chess:8x8", "unknown family"),
            ("domineering", "unknown family"),
            ("domineering:3", "board shape"),
            ("domineering:0x3", "board shape"),
            ("domineering:5x5", "more than the limit"),
            ("clobber:3x4", "more than the limit"),
            ("hackenbush:0", "length"),
            ("hackenbush:17", "more than the limit"),
            ("young-staircases:1001", "at most 1000"),
            ("young-staircases:x", "weight"),
        ] {
            let e = family(&mut arena, spec, &mut |_, _| {}).unwrap_err();
            assert!(e.0.contains(says), "{spec}: {e}");
        }
    }
}
