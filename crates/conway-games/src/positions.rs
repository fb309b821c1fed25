//! Ruleset positions by name, for game expressions such as `domineering:3x4 + *`:
//! the [`Resolver`](conway::partizan::Resolver) used by the command-line tool.
//!
//! | name | argument | game | Left is |
//! |---|---|---|---|
//! | `domineering` | `RxC`, or rows of `.`/`#` separated by `/` or `\|` | Domineering | the player placing vertical dominoes |
//! | `hackenbush` | letters `B`/`R` from the ground up | a blue–red Hackenbush string | Blue |
//! | `young` | row lengths, e.g. `5,3,3,1` | Young's Game B | the player moving the token right |
//! | `staircase` | `a,b,k` | Young's Game B on the `(a, b, k)`-staircase | the player moving the token right |
//!
//! The `(a, b, k)`-staircase has `k` steps, each `a` rows high and `b` cells wide: rows of
//! length `k*b` (`a` times), `(k-1)*b` (`a` times), ..., `b` (`a` times). Young diagrams
//! and staircases are valued by the hook reduction ([`crate::young`]), in time linear in
//! the number of rows (constant for a staircase); Hackenbush strings by Berlekamp's rule.
//! Domineering is solved from the rules, at a cost that grows exponentially with the
//! board: the caller's arena bounds it (see [`conway::partizan::limits`]).
//! Messages quote at most a short excerpt of the argument.

use crate::domineering::{Board, Domineering};
use crate::hackenbush::{self, Stalk};
use crate::young::{staircase_hook, Diagram};
use conway::excerpt::excerpt;
use conway::partizan::{Arena, GameId};
use conway::progress::Progress;

/// The names understood by [`Positions::resolve`].
pub const NAMES: [&str; 4] = ["domineering", "hackenbush", "young", "staircase"];

/// Solvers of the rulesets, kept across lookups so that their tables are shared.
#[derive(Default)]
pub struct Positions<'p> {
    domineering: Domineering,
    progress: Option<Box<Progress<'p>>>,
}

impl<'p> Positions<'p> {
    /// Fresh solvers.
    pub fn new() -> Positions<'p> {
        Positions::default()
    }

    /// Fresh solvers that report the progress of long computations (Domineering boards).
    pub fn with_progress(progress: Box<Progress<'p>>) -> Positions<'p> {
        Positions {
            progress: Some(progress),
            ..Positions::default()
        }
    }

    /// The canonical form of `name:argument`, or a message saying what is wrong.
    ///
    /// ```
    /// use conway::partizan::{parse_with, Arena};
    /// use conway_games::positions::Positions;
    /// let mut arena = Arena::new();
    /// let mut positions = Positions::new();
    /// let g = parse_with(&mut arena, "domineering:2x1 + hackenbush:BR", &mut |a, n, x| {
    ///     positions.resolve(a, n, x)
    /// })
    /// .unwrap();
    /// assert_eq!(arena.display(g), "3/2");
    /// ```
    pub fn resolve(
        &mut self,
        arena: &mut Arena,
        name: &str,
        argument: &str,
    ) -> Result<GameId, String> {
        let invalid =
            |e: crate::invalid::InvalidPosition| format!("{name}:{}: {e}", excerpt(argument));
        match name {
            "domineering" => {
                let board: Board = argument.parse().map_err(invalid)?;
                let result = match self.progress.as_mut() {
                    Some(p) => self
                        .domineering
                        .value_with_progress(arena, &board, &mut **p),
                    None => self.domineering.value(arena, &board),
                };
                result.map_err(|e| e.to_string())
            }
            "hackenbush" => {
                let stalk: Stalk = argument.parse().map_err(invalid)?;
                hackenbush::value(arena, &stalk).map_err(|e| e.to_string())
            }
            "young" => {
                let diagram: Diagram = argument.parse().map_err(invalid)?;
                diagram.hook().game(arena).map_err(|e| e.to_string())
            }
            "staircase" => {
                let hook = parse_staircase(argument)
                    .and_then(|(a, b, k)| staircase_hook(a, b, k))
                    .map_err(invalid)?;
                hook.game(arena).map_err(|e| e.to_string())
            }
            other => Err(format!(
                "unknown ruleset '{}' (known: {})",
                excerpt(other),
                NAMES.join(", ")
            )),
        }
    }
}

/// `a,b,k`: three positive integers.
fn parse_staircase(argument: &str) -> Result<(u64, u64, u64), crate::invalid::InvalidPosition> {
    let expected =
        || crate::invalid::InvalidPosition("expected three positive integers a,b,k".into());
    let parts: Vec<u64> = argument
        .split(',')
        .map(|t| t.trim().parse::<u64>())
        .collect::<Result<_, _>>()
        .map_err(|_| expected())?;
    match parts[..] {
        [a, b, k] => Ok((a, b, k)),
        _ => Err(expected()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::young::value_by_rules;

    fn resolve(text: &str) -> Result<String, String> {
        let mut arena = Arena::new();
        let (name, argument) = text.split_once(':').unwrap();
        let g = Positions::new().resolve(&mut arena, name, argument)?;
        Ok(arena.display(g))
    }

    #[test]
    fn young_positions_use_the_hook_and_agree_with_the_rules() {
        let mut arena = Arena::new();
        for (text, rows) in [
            ("young:5,3,3,1", "5,3,3,1"),
            ("staircase:2,1,3", "3,3,2,2,1,1"),
        ] {
            let slow = value_by_rules(&mut arena, &rows.parse().unwrap()).unwrap();
            assert_eq!(resolve(text).unwrap(), arena.display(slow), "{text}");
        }
        // a row of 10^18 cells: an integer, without building the diagram
        assert_eq!(
            resolve("young:1000000000000000000").unwrap(),
            "999999999999999999"
        );
        assert!(
            resolve("staircase:18446744073709551615,18446744073709551615,2")
                .unwrap_err()
                .contains("2^64")
        );
    }

    #[test]
    fn messages_quote_an_excerpt() {
        let long = "x".repeat(100_000);
        for text in [
            format!("{long}:1"),
            format!("domineering:{long}"),
            format!("young:{long}"),
        ] {
            let e = resolve(&text).unwrap_err();
            assert!(e.len() < 300, "{}", &e[..300]);
            assert!(e.contains("(100000 characters)"), "{e}");
        }
    }
}
