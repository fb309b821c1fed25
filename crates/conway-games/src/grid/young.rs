//! Young's Game B (the Young staircases problem of `docs/problems.md`): a token on the
//! top-left cell of a Young diagram; one player moves it one cell **right**, the other one
//! cell **down**, staying inside.
//!
//! **Convention.** The problem's player *Right* (who moves the token right) plays the
//! role of CGT **Left**: positive values favour the mover to the right, negative values
//! the mover down. "Right wins moving first" in the problem is therefore "CGT Left wins
//! moving first", i.e. outcome `L` or `N`. This convention holds throughout conway.
//!
//! Values come from the rules: the position with the token on cell `(r, c)` is
//! `{ (r, c+1) | (r+1, c) }` (an option exists when its cell does), evaluated by the
//! general canonical-form engine ([`value_by_rules`]).
//!
//! **Fast path: the hook reduction.** *Lemma:* if cell `(r+1, c+1)` is in the diagram,
//! the positions `(r, c)` and `(r+1, c+1)` have the same value. *Proof:* we show the
//! second player wins `G(r, c) - G(r+1, c+1)`, with the tokens `A` at `(r, c)` and `B`
//! at `(r+1, c+1)` (in the negative, the players' roles on `B` are swapped). The second
//! player keeps `B = A + (1, 1)`: a move of `A` (right or down) is answered by the same
//! move of `B`, and a move of `B` by the same move of `A`. The answer on `A` always
//! exists, because a Young diagram contains every cell above and left of a cell. The
//! answer on `B` may not exist (its row or column ends); then the second player instead
//! moves `A` onto `B`'s cell — the other direction, which is his own direction in `A`'s
//! component: after Left's `A -> (r, c+1)` Right plays `A -> (r+1, c+1)`, after Right's
//! `A -> (r+1, c)` Left plays `A -> (r+1, c+1)`. Then both tokens stand on the same cell,
//! the position is `X - X = 0` with the first player to move, and the second player wins
//! by mirroring. So the second player never runs out of answers, and `G(r, c) = G(r+1,
//! c+1)`. ∎
//!
//! Applying the lemma along the diagonal, the diagram's value is that of the token on
//! `(d-1, d-1)` where `d` is the Durfee size (`max i` with `λ_i >= i`): a hook with arm
//! `M = λ_d - d + 1` cells and leg `N = #{i : λ_i >= d} - d + 1` cells. From the corner,
//! moving right leaves a row only the mover-right can use (an integer), moving down a
//! column; so the hook is `M - 1` if `N = 1`, `-(N - 1)` if `M = 1`, and otherwise
//! `{M - 2 | -(N - 2)}` (the best options), a switch (for `M = N = 2`, `{0|0} = *`).
//! For an `(a, b, k)`-staircase the Durfee size and the hook are found in constant time
//! ([`staircase_hook`]). Tests compare the fast path with the engine on every diagram of
//! at most 30 cells and every staircase of weight at most 12, and the staircase hook with
//! the hook of the built diagram for every `a, b, k <= 12`.
//!
//! ```
//! use conway::partizan::Arena;
//! use conway_games::grid::young::{value_by_rules, Diagram};
//! let d: Diagram = "5,2,1".parse().unwrap(); // Durfee size 2: the hook has arm 1, leg 1
//! let mut arena = Arena::new();
//! let g = value_by_rules(&mut arena, &d).unwrap();
//! assert_eq!(arena.display(g), "0");
//! assert_eq!(d.hook().game(&mut arena).unwrap(), g);
//! let h: Diagram = "4,1,1".parse().unwrap(); // a hook: arm 4, leg 3
//! let g = value_by_rules(&mut arena, &h).unwrap();
//! assert_eq!(arena.display(g), "{2|-1}");
//! assert_eq!(h.hook().game(&mut arena).unwrap(), g);
//! ```

use conway::partizan::{Arena, Dyadic, Error, GameId, Ruleset};

use std::str::FromStr;
use std::sync::Arc;

use crate::contract::{self, Editor, EditorShape, EditorStart, Entry};
use crate::drawing::{self, Mark};
use crate::invalid::InvalidPosition;
use conway::excerpt::excerpt;

/// The most cells of a staircase [`Diagram::staircase`] builds row by row.
pub const MAX_CELLS: u64 = 4_000_000;

/// A Young diagram: row lengths, non-increasing and positive, top row first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    rows: Vec<u64>,
}

impl Diagram {
    /// A diagram from its row lengths (non-increasing, positive, at least one row).
    pub fn new(rows: Vec<u64>) -> Result<Diagram, InvalidPosition> {
        if rows.is_empty() {
            return Err(InvalidPosition("a diagram needs at least one row".into()));
        }
        if let Some(i) = rows.iter().position(|&r| r == 0) {
            return Err(InvalidPosition(format!("row {} is empty", i + 1)));
        }
        if let Some(i) = rows.windows(2).position(|w| w[0] < w[1]) {
            return Err(InvalidPosition(format!(
                "row {} ({}) is longer than row {} ({}): rows must not increase",
                i + 2,
                rows[i + 1],
                i + 1,
                rows[i]
            )));
        }
        Ok(Diagram { rows })
    }

    /// The `(a, b, k)`-staircase: rows `k*b` (a times), `(k-1)*b` (a times), ..., `b`
    /// (a times).
    pub fn staircase(a: u64, b: u64, k: u64) -> Result<Diagram, InvalidPosition> {
        check_staircase(a, b, k)?;
        let triangle = u128::from(k) * (u128::from(k) + 1) / 2; // below 2^128
        (u128::from(a) * u128::from(b))
            .checked_mul(triangle)
            .filter(|&c| c <= u128::from(MAX_CELLS))
            .ok_or_else(|| {
                InvalidPosition(format!("the staircase has more than {MAX_CELLS} cells"))
            })?;
        let rows = (0..k)
            .flat_map(|j| std::iter::repeat_n((k - j) * b, a as usize))
            .collect();
        Diagram::new(rows)
    }

    /// The row lengths.
    pub fn rows(&self) -> &[u64] {
        &self.rows
    }

    /// The number of cells (`u64::MAX` if there are more).
    pub fn cells(&self) -> u64 {
        self.rows.iter().fold(0u64, |n, &r| n.saturating_add(r))
    }

    /// The hook the diagram reduces to (the fast path).
    pub fn hook(&self) -> Hook {
        let d = (1..=self.rows.len() as u64)
            .take_while(|&i| self.rows[i as usize - 1] >= i)
            .last()
            .expect("row 1 has a cell");
        let tall = self.rows.iter().filter(|&&r| r >= d).count() as u64;
        Hook {
            arm: self.rows[d as usize - 1] - d + 1,
            leg: tall - d + 1,
        }
    }
}

impl FromStr for Diagram {
    type Err = InvalidPosition;

    /// Row lengths separated by commas, e.g. `5,3,3,1`.
    fn from_str(s: &str) -> Result<Diagram, InvalidPosition> {
        let rows = s
            .split(',')
            .enumerate()
            .map(|(i, t)| {
                t.trim().parse::<u64>().map_err(|_| {
                    InvalidPosition(format!(
                        "row {}: '{}' is not a row length (a positive integer below 2^64)",
                        i + 1,
                        excerpt(t)
                    ))
                })
            })
            .collect::<Result<Vec<u64>, InvalidPosition>>()?;
        Diagram::new(rows)
    }
}

fn check_staircase(a: u64, b: u64, k: u64) -> Result<(), InvalidPosition> {
    if a == 0 || b == 0 || k == 0 {
        return Err(InvalidPosition(format!(
            "a staircase needs a, b, k >= 1 (got {a},{b},{k})"
        )));
    }
    Ok(())
}

/// A hook: a row of `arm` cells and a column of `leg` cells sharing the corner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Hook {
    /// Cells in the row, corner included.
    pub arm: u64,
    /// Cells in the column, corner included.
    pub leg: u64,
}

/// The value of a hook: an integer, or a switch `{left | right}` with `left >= right`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum HookValue {
    /// An integer.
    Integer(i64),
    /// `{left | right}`.
    Switch {
        /// Left's (the mover-right's) option.
        left: i64,
        /// Right's (the mover-down's) option.
        right: i64,
    },
}

impl Hook {
    /// The value in closed form (for an arm and a leg below `2^63`).
    pub fn value(self) -> HookValue {
        let (m, n) = (self.arm as i64, self.leg as i64);
        match (m, n) {
            (m, 1) => HookValue::Integer(m - 1),
            (1, n) => HookValue::Integer(-(n - 1)),
            (m, n) => HookValue::Switch {
                left: m - 2,
                right: -(n - 2),
            },
        }
    }

    /// The value as a canonical form; fails if the arm or the leg is `2^63` or more (its
    /// value would leave the exact range).
    pub fn game(self, arena: &mut Arena) -> Result<GameId, Error> {
        if i64::try_from(self.arm.max(self.leg)).is_err() {
            return Err(Error::Overflow);
        }
        self.value().game(arena)
    }
}

impl HookValue {
    /// The value as a canonical form (an integer or a switch of two integers).
    pub fn game(self, arena: &mut Arena) -> Result<GameId, Error> {
        let int = |arena: &mut Arena, n: i64| -> Result<GameId, Error> {
            Ok(arena.number(Dyadic::new(n, 0)?))
        };
        match self {
            HookValue::Integer(n) => int(arena, n),
            HookValue::Switch { left, right } => {
                let (l, r) = (int(arena, left)?, int(arena, right)?);
                arena.game(&[l], &[r])
            }
        }
    }
}

/// The hook of the `(a, b, k)`-staircase in constant time, without building the diagram.
///
/// Rows `j*a + 1 ..= (j+1)*a` (block `j`, from 0) have length `(k-j)*b`. Block `j` holds a
/// row `i` with `λ_i >= i` iff `(k-j)*b > j*a`, i.e. for `j <= J = floor((k*b - 1)/(a+b))`;
/// those rows form a prefix, so the Durfee size lies in block `J`:
/// `d = min((J+1)*a, (k-J)*b)`. The blocks of rows at least `d` long are the
/// `k - ceil(d/b) + 1` first ones. Fails if a part is 0 or the hook is `2^64` cells long.
pub fn staircase_hook(a: u64, b: u64, k: u64) -> Result<Hook, InvalidPosition> {
    check_staircase(a, b, k)?;
    let (a, b, k) = (u128::from(a), u128::from(b), u128::from(k));
    let j = (k * b - 1) / (a + b);
    let d = ((j + 1) * a).min((k - j) * b);
    let tall_blocks = k - d.div_ceil(b) + 1;
    let too_long = || InvalidPosition("the staircase's hook has more than 2^64 cells".into());
    Ok(Hook {
        arm: u64::try_from((k - j) * b - d + 1).map_err(|_| too_long())?,
        leg: u64::try_from(tall_blocks * a - d + 1).map_err(|_| too_long())?,
    })
}

/// A diagram, given by its rows or as a staircase (never built row by row).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Shape {
    /// Row lengths, non-increasing and positive, top row first.
    Rows(Arc<[u64]>),
    /// The `(a, b, k)`-staircase.
    Staircase {
        /// Rows per step.
        a: u64,
        /// Cells per step.
        b: u64,
        /// Steps.
        k: u64,
    },
}

impl Shape {
    /// The length of row `i` (from 0; 0 below the diagram).
    fn row(&self, i: u64) -> u64 {
        match self {
            Shape::Rows(rows) => usize::try_from(i)
                .ok()
                .and_then(|i| rows.get(i).copied())
                .unwrap_or(0),
            &Shape::Staircase { a, b, k } => {
                let step = i / a;
                if step < k {
                    (k - step) * b // at most k*b, checked below 2^64 when parsed
                } else {
                    0
                }
            }
        }
    }
}

/// Young's Game B as a ruleset: the token on cell `(row, col)` of a shape (from 0).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Token {
    /// The diagram.
    pub shape: Shape,
    /// The token's row.
    pub row: u64,
    /// The token's column.
    pub col: u64,
}

/// Young's Game B: Left moves the token one cell right, Right one cell down. Every
/// position has a closed form: the hook of the diagram of the cells right of and below
/// the token (the hook reduction of the module documentation).
#[derive(Clone, Copy, Debug, Default)]
pub struct Young;

impl Ruleset for Young {
    type Position = Token;

    fn left_options(&self, t: &Token) -> Vec<Token> {
        let right = Token {
            col: t.col + 1,
            ..t.clone()
        };
        let fits = t.shape.row(t.row) > t.col + 1;
        fits.then_some(right).into_iter().collect()
    }

    fn right_options(&self, t: &Token) -> Vec<Token> {
        let down = Token {
            row: t.row + 1,
            ..t.clone()
        };
        let fits = t.shape.row(t.row + 1) > t.col;
        fits.then_some(down).into_iter().collect()
    }

    fn closed_form(&self, arena: &mut Arena, t: &Token) -> Result<Option<GameId>, Error> {
        let hook = match (&t.shape, t.row, t.col) {
            (&Shape::Staircase { a, b, k }, 0, 0) => staircase_hook(a, b, k).ok(),
            (Shape::Rows(rows), row, col) => {
                let below = usize::try_from(row).map_or(&[][..], |r| &rows[r.min(rows.len())..]);
                let cells: Vec<u64> = below
                    .iter()
                    .take_while(|&&len| len > col)
                    .map(|len| len - col)
                    .collect();
                Diagram::new(cells).ok().map(|d| d.hook())
            }
            _ => None,
        };
        hook.map(|h| h.game(arena)).transpose()
    }
}

/// The drawing of a token on its shape (the shape's cells, at most
/// [`drawing::MAX_DRAWN`]).
fn draw(token: &Token) -> Result<String, InvalidPosition> {
    let mut rows = Vec::new();
    let mut cells = 0u64;
    for i in 0.. {
        let len = token.shape.row(i);
        if len == 0 {
            break;
        }
        cells = cells.saturating_add(len);
        drawing::check_size(usize::try_from(cells).unwrap_or(usize::MAX))?;
        let mark = |c| {
            if (i, c) == (token.row, token.col) {
                Mark::Token
            } else {
                Mark::Empty
            }
        };
        rows.push((0..len).map(mark).collect());
    }
    drawing::board(&rows)
}

/// `young:ROWS`: the token on the top-left cell.
fn parse_rows(text: &str) -> Result<Token, InvalidPosition> {
    let diagram: Diagram = text.parse()?;
    Ok(Token {
        shape: Shape::Rows(diagram.rows.into()),
        row: 0,
        col: 0,
    })
}

/// The rows of the cells right of and below a token on a diagram given by its rows (the
/// diagram its game is played on, the token on its top-left cell), for `young:ROWS`.
fn token_rows(token: &Token) -> String {
    (token.row..)
        .map(|r| token.shape.row(r))
        .take_while(|&len| len > token.col)
        .map(|len| (len - token.col).to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// `staircase:a,b,k`: three positive integers, the token on the top-left cell.
fn parse_staircase(text: &str) -> Result<Token, InvalidPosition> {
    let expected = || InvalidPosition("expected three positive integers a,b,k".into());
    let parts: Vec<u64> = text
        .split(',')
        .map(|t| t.trim().parse::<u64>())
        .collect::<Result<_, _>>()
        .map_err(|_| expected())?;
    let [a, b, k] = parts[..] else {
        return Err(expected());
    };
    staircase_hook(a, b, k)?; // checks a, b, k >= 1 and that the hook fits
    if k.checked_mul(b).is_none() {
        return Err(InvalidPosition(
            "the staircase's top row has more than 2^64 cells".into(),
        ));
    }
    Ok(Token {
        shape: Shape::Staircase { a, b, k },
        row: 0,
        col: 0,
    })
}

/// The registry entry of Young's Game B on a diagram given by its rows.
pub const ENTRY: Entry = Entry {
    name: "young",
    syntax: "row lengths, non-increasing, comma separated: 5,3,3,1",
    about: "Young's Game B: a token on a Young diagram; Left moves it right, Right down",
    examples: &["young:5,3,3,1"],
    argument_chars: "",
    draw: |text| draw(&parse_rows(text)?),
    editor: Some(Editor {
        shape: EditorShape::Diagram,
        symbols: ".#",
        start: EditorStart::Fill('#'),
    }),
    make: |variant| contract::printing_position_solver(variant, Young, parse_rows, token_rows),
};

/// The registry entry of Young's Game B on a staircase.
pub const STAIRCASE_ENTRY: Entry = Entry {
    name: "staircase",
    syntax: "a,b,k: k steps, each a rows high and b cells wide",
    about: "Young's Game B on the (a,b,k)-staircase (rows k*b (a times), ..., b (a times))",
    examples: &["staircase:2,1,3"],
    argument_chars: "",
    draw: |text| draw(&parse_staircase(text)?),
    editor: None,
    make: |variant| contract::position_solver(variant, Young, parse_staircase),
};

/// The value of a diagram from the rules, by the general engine: cells are evaluated
/// from the bottom-right, each as `{ right neighbour | lower neighbour }`.
pub fn value_by_rules(arena: &mut Arena, diagram: &Diagram) -> Result<GameId, Error> {
    let rows = diagram.rows();
    let mut below: Vec<GameId> = Vec::new(); // values of row r+1
    for r in (0..rows.len()).rev() {
        let width = rows[r] as usize;
        let mut current = vec![arena.zero(); width];
        for c in (0..width).rev() {
            let left: Vec<GameId> = if c + 1 < width {
                vec![current[c + 1]]
            } else {
                vec![]
            };
            let right: Vec<GameId> = below.get(c).map(|&g| vec![g]).unwrap_or_default();
            current[c] = arena.game(&left, &right)?;
        }
        below = current;
    }
    Ok(below[0])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every partition of `n`, as non-increasing row lengths.
    fn partitions(n: u64, max: u64, prefix: &mut Vec<u64>, out: &mut Vec<Vec<u64>>) {
        if n == 0 {
            out.push(prefix.clone());
            return;
        }
        for part in (1..=n.min(max)).rev() {
            prefix.push(part);
            partitions(n - part, part, prefix, out);
            prefix.pop();
        }
    }

    #[test]
    fn hook_reduction_matches_the_engine_on_all_diagrams_up_to_30_cells() {
        let mut arena = Arena::new();
        let mut checked = 0;
        for n in 1..=30 {
            let mut all = Vec::new();
            partitions(n, n, &mut Vec::new(), &mut all);
            for rows in all {
                let d = Diagram::new(rows).unwrap();
                let slow = value_by_rules(&mut arena, &d).unwrap();
                let fast = d.hook().game(&mut arena).unwrap();
                assert_eq!(slow, fast, "{:?}", d.rows());
                checked += 1;
            }
        }
        assert_eq!(checked, 28628); // p(1) + ... + p(30)
    }

    #[test]
    fn staircase_hook_matches_the_diagram_and_the_engine() {
        let mut arena = Arena::new();
        for a in 1..=10u64 {
            for b in 1..=10u64 {
                for k in 1..=10u64 {
                    if a + b + k > 12 {
                        continue;
                    }
                    let d = Diagram::staircase(a, b, k).unwrap();
                    let hook = staircase_hook(a, b, k).unwrap();
                    assert_eq!(hook, d.hook(), "({a},{b},{k})");
                    let slow = value_by_rules(&mut arena, &d).unwrap();
                    assert_eq!(hook.game(&mut arena).unwrap(), slow, "({a},{b},{k})");
                }
            }
        }
    }

    #[test]
    fn staircase_hook_in_constant_time_matches_the_built_diagram() {
        for a in 1..=12u64 {
            for b in 1..=12u64 {
                for k in 1..=12u64 {
                    let d = Diagram::staircase(a, b, k).unwrap();
                    assert_eq!(staircase_hook(a, b, k).unwrap(), d.hook(), "({a},{b},{k})");
                }
            }
        }
        let huge = staircase_hook(u64::MAX, u64::MAX, 2); // Durfee size 2^64 - 1, arm 2^64
        assert_eq!(
            staircase_hook(u64::MAX, u64::MAX, u64::MAX).unwrap(),
            Hook { arm: 1, leg: 1 }
        );
        assert!(huge.unwrap_err().0.contains("2^64"));
        let b = (1 << 63) + 1; // rows 2b, b: Durfee size 2, arm b - 1 = 2^63
        let wide = staircase_hook(1, b, 2).unwrap();
        assert_eq!((wide.arm, wide.leg), (1 << 63, 1));
        let mut arena = Arena::new();
        assert_eq!(wide.game(&mut arena), Err(Error::Overflow)); // an integer beyond 2^63
    }

    #[test]
    fn bad_diagrams_are_refused() {
        assert!("3,5"
            .parse::<Diagram>()
            .unwrap_err()
            .0
            .contains("must not increase"));
        assert!("3,0"
            .parse::<Diagram>()
            .unwrap_err()
            .0
            .contains("row 2 is empty"));
        assert!("3,x".parse::<Diagram>().unwrap_err().0.contains("row 2"));
        assert!(Diagram::staircase(0, 1, 1).is_err());
        assert!(staircase_hook(1, 0, 1).is_err());
        assert!(Diagram::staircase(1000, 1000, 1000).is_err());
        assert!(Diagram::staircase(1, 1, u64::MAX).is_err());
    }
}
