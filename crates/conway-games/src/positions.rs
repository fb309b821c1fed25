//! Ruleset positions by name, for game expressions such as `domineering:3x4 + *`:
//! the [`Resolver`](conway::partizan::Resolver) used by the command-line tool.
//!
//! | name | argument | game |
//! |---|---|---|
//! | `domineering` | `RxC`, or rows of `.`/`#` separated by `/` or `\|` | Domineering |
//! | `hackenbush` | letters `B`/`R` from the ground up | a blue–red Hackenbush string |
//! | `young` | row lengths, e.g. `5,3,3,1` | Young's Game B (mover-right = Left) |
//! | `staircase` | `a,b,k` | Young's Game B on the `(a, b, k)`-staircase |

use crate::domineering::{Board, Domineering};
use crate::hackenbush::{self, Stalk};
use crate::young::{self, Diagram};
use conway::partizan::{Arena, GameId};

/// The names understood by [`Positions::resolve`].
pub const NAMES: [&str; 4] = ["domineering", "hackenbush", "young", "staircase"];

/// A progress callback: `(done, total)` units of the current long computation.
pub type Progress<'p> = Box<dyn FnMut(u64, u64) + 'p>;

/// Solvers of the rulesets, kept across lookups so that their tables are shared.
#[derive(Default)]
pub struct Positions<'p> {
    domineering: Domineering,
    progress: Option<Progress<'p>>,
}

impl<'p> Positions<'p> {
    /// Fresh solvers.
    pub fn new() -> Positions<'p> {
        Positions::default()
    }

    /// Fresh solvers that report the progress of long computations (Domineering boards).
    pub fn with_progress(progress: Progress<'p>) -> Positions<'p> {
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
        match name {
            "domineering" => {
                let board: Board = argument
                    .parse()
                    .map_err(|e| format!("domineering:{argument}: {e}"))?;
                let result = match self.progress.as_mut() {
                    Some(p) => self.domineering.value_with_progress(arena, &board, p),
                    None => self.domineering.value(arena, &board),
                };
                result.map_err(|e| e.to_string())
            }
            "hackenbush" => {
                let stalk: Stalk = argument
                    .parse()
                    .map_err(|e| format!("hackenbush:{argument}: {e}"))?;
                hackenbush::value(arena, &stalk).map_err(|e| e.to_string())
            }
            "young" | "staircase" => {
                let diagram = if name == "young" {
                    argument.parse::<Diagram>()
                } else {
                    parse_staircase(argument)
                }
                .map_err(|e| format!("{name}:{argument}: {e}"))?;
                young::value_by_rules(arena, &diagram).map_err(|e| e.to_string())
            }
            other => Err(format!(
                "unknown ruleset '{other}' (known: {})",
                NAMES.join(", ")
            )),
        }
    }
}

/// `a,b,k` as a staircase diagram.
fn parse_staircase(argument: &str) -> Result<Diagram, crate::invalid::InvalidPosition> {
    let parts: Vec<u64> = argument
        .split(',')
        .map(|t| t.trim().parse::<u64>())
        .collect::<Result<_, _>>()
        .map_err(|_| {
            crate::invalid::InvalidPosition("expected three positive integers a,b,k".into())
        })?;
    match parts[..] {
        [a, b, k] => Diagram::staircase(a, b, k),
        _ => Err(crate::invalid::InvalidPosition(
            "expected three positive integers a,b,k".into(),
        )),
    }
}
