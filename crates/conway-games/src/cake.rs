//! Cakes: Cutcake, Eatcake, Maundy Cake and Turn-and-Eatcake, games on a sum of
//! rectangles `R x C` (`R` rows, `C` columns) in which Left acts on the columns and Right
//! on the rows of one rectangle (Winning Ways, ch. 2, for Cutcake and Maundy Cake; CGSuite's
//! `GenCutcake` for the general form and for Eatcake and Turn-and-Eatcake).
//!
//! Each player's move is a heap move on one coordinate of one rectangle: a rectangle
//! `R x C` whose columns `C` Left splits into heaps `b_1, ..., b_k` becomes the sum
//! `R x b_1 + ... + R x b_k`; Right does the same to the rows. The heap moves are
//!
//! * **Cutcake**: cut into two nonempty parts (`C -> b + (C - b)`, the octal code `4.0`):
//!   Left's cuts run North–South, Right's East–West;
//! * **Eatcake** (Bynum's game): eat one whole column (Left) or row (Right), leaving the
//!   parts on either side of it (`C -> b + (C - 1 - b)`, code `0.7`; empty parts vanish);
//! * **Maundy Cake**: cut into `k >= 2` equal parts (`C -> k` parts `C / k`);
//! * **Turn-and-Eatcake**: Eatcake, but every piece is turned a quarter after a move
//!   (CGSuite's twisted form): Left eats a *row* of `R x C` and each part left, `b` rows
//!   high, becomes `C x b`; Right eats a column and each part `a` wide becomes `a x R`.
//!
//! Turning a rectangle swaps the players' roles in all four games (the rules are the same
//! for both), so `C x R` is `-(R x C)`: the solver keys a rectangle by its sorted sides.
//! A dimension may be 0, as in CGSuite's tables (`8x0` in Cutcake is `-7`: only Right can
//! cut); a move never leaves a part of size 0.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::cake::{Cake, Pieces};
//! let mut arena = Arena::new();
//! let mut solver = Solver::new(Cake::CUTCAKE);
//! let g = solver.value(&mut arena, &"2x4".parse::<Pieces>().unwrap()).unwrap();
//! assert_eq!(arena.display(g), "1"); // Winning Ways: a 2x4 cake is one move for Left
//! ```

use conway::partizan::{Normalised, Ruleset};
use std::fmt;
use std::str::FromStr;

use crate::contract::{self, Entry};
use crate::drawing;
use crate::invalid::InvalidPosition;

/// The longest side of a rectangle.
pub const MAX_SIDE: u16 = 4096;

/// The most rectangles a position may list.
pub const MAX_PIECES: usize = 1024;

/// The heap move a player makes on one side of a rectangle.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeapMove {
    /// Cut into two nonempty parts (Cutcake).
    Cut,
    /// Remove one and leave the parts on either side (Eatcake).
    Eat,
    /// Cut into two or more equal parts (Maundy Cake).
    Equal,
}

impl HeapMove {
    /// The parts a side of length `n` can become, each list without empty parts.
    fn parts(self, n: u16) -> Vec<Vec<u16>> {
        match self {
            HeapMove::Cut => (1..=n / 2).map(|a| vec![a, n - a]).collect(),
            HeapMove::Eat if n == 0 => Vec::new(),
            HeapMove::Eat => (0..=(n - 1) / 2)
                .map(|a| [a, n - 1 - a].into_iter().filter(|&p| p > 0).collect())
                .collect(),
            HeapMove::Equal => (2..=n)
                .filter(|&k| n.is_multiple_of(k))
                .map(|k| vec![n / k; usize::from(k)])
                .collect(),
        }
    }
}

/// A cake game: the heap move of both players, and whether pieces turn after a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cake {
    /// The move on a side.
    pub heap_move: HeapMove,
    /// Whether each piece left by a move is turned a quarter (CGSuite's twisted form).
    pub turned: bool,
}

impl Cake {
    /// Cutcake.
    pub const CUTCAKE: Cake = Cake {
        heap_move: HeapMove::Cut,
        turned: false,
    };
    /// Eatcake.
    pub const EATCAKE: Cake = Cake {
        heap_move: HeapMove::Eat,
        turned: false,
    };
    /// Maundy Cake.
    pub const MAUNDY: Cake = Cake {
        heap_move: HeapMove::Equal,
        turned: false,
    };
    /// Turn-and-Eatcake.
    pub const TURN_AND_EAT: Cake = Cake {
        heap_move: HeapMove::Eat,
        turned: true,
    };

    /// The options of one rectangle for Left (`left`) or Right, each a sum of pieces:
    /// Left's move acts on the columns (on the rows when pieces turn) and keeps the other
    /// side, each part `p` becoming `other x p` (untouched sides first when turned);
    /// Right's likewise, each part becoming `p x other`.
    fn piece_options(&self, (rows, cols): (u16, u16), left: bool) -> Vec<Pieces> {
        let (side, other) = if left != self.turned {
            (cols, rows)
        } else {
            (rows, cols)
        };
        self.heap_move
            .parts(side)
            .into_iter()
            .map(|parts| {
                let piece = |p: u16| if left { (other, p) } else { (p, other) };
                Pieces::new(parts.into_iter().map(piece).collect())
            })
            .collect()
    }

    fn options(&self, position: &Pieces, left: bool) -> Vec<Pieces> {
        let mut all = Vec::new();
        for (i, &piece) in position.0.iter().enumerate() {
            for moved in self.piece_options(piece, left) {
                let mut rest = position.0.clone();
                rest.remove(i);
                rest.extend(moved.0);
                all.push(Pieces::new(rest));
            }
        }
        all
    }
}

/// A sum of rectangles `(rows, columns)`, sorted; no rectangle is the empty sum 0.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Pieces(Vec<(u16, u16)>);

impl Pieces {
    fn new(mut pieces: Vec<(u16, u16)>) -> Pieces {
        pieces.sort_unstable();
        Pieces(pieces)
    }

    /// The rectangles `(rows, columns)`.
    pub fn pieces(&self) -> &[(u16, u16)] {
        &self.0
    }

    fn turned(&self) -> Pieces {
        Pieces::new(self.0.iter().map(|&(r, c)| (c, r)).collect())
    }
}

impl FromStr for Pieces {
    type Err = InvalidPosition;

    fn from_str(text: &str) -> Result<Pieces, InvalidPosition> {
        let text = text.trim();
        if text.is_empty() {
            return Ok(Pieces(Vec::new()));
        }
        let parts: Vec<&str> = text.split(',').collect();
        if parts.len() > MAX_PIECES {
            return Err(InvalidPosition(format!(
                "at most {MAX_PIECES} rectangles (got {})",
                parts.len()
            )));
        }
        let side = |s: &str, which: &str, k: usize| -> Result<u16, InvalidPosition> {
            let s = s.trim();
            let n: u32 = s.parse().map_err(|_| {
                InvalidPosition(format!(
                    "rectangle {k}: expected the number of {which}, found '{}'",
                    conway::excerpt::excerpt(s)
                ))
            })?;
            if n > u32::from(MAX_SIDE) {
                return Err(InvalidPosition(format!(
                    "rectangle {k}: at most {MAX_SIDE} {which} (got {n})"
                )));
            }
            Ok(n as u16)
        };
        let pieces = parts
            .iter()
            .enumerate()
            .map(|(k, part)| {
                let (rows, cols) = part.split_once('x').ok_or_else(|| {
                    InvalidPosition(format!(
                        "rectangle {}: expected RxC (rows x columns), found '{}'",
                        k + 1,
                        conway::excerpt::excerpt(part.trim())
                    ))
                })?;
                Ok((side(rows, "rows", k + 1)?, side(cols, "columns", k + 1)?))
            })
            .collect::<Result<Vec<_>, InvalidPosition>>()?;
        Ok(Pieces::new(pieces))
    }
}

impl fmt::Display for Pieces {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let texts: Vec<String> = self.0.iter().map(|(r, c)| format!("{r}x{c}")).collect();
        f.write_str(&texts.join(","))
    }
}

impl Ruleset for Cake {
    type Position = Pieces;

    fn left_options(&self, position: &Pieces) -> Vec<Pieces> {
        self.options(position, true)
    }

    fn right_options(&self, position: &Pieces) -> Vec<Pieces> {
        self.options(position, false)
    }

    fn components(&self, position: &Pieces) -> Vec<Pieces> {
        position.0.iter().map(|&p| Pieces(vec![p])).collect()
    }

    /// Turning every rectangle negates the game (the rules are the same for both
    /// players), so a position and its turned image share a key.
    fn normalise(&self, position: &Pieces) -> Normalised<Pieces> {
        let turned = position.turned();
        if turned < *position {
            Normalised {
                key: turned,
                negated: true,
            }
        } else {
            Normalised {
                key: position.clone(),
                negated: false,
            }
        }
    }
}

/// The entry of one cake game.
const fn entry(
    name: &'static str,
    about: &'static str,
    examples: &'static [&'static str],
    make: fn(contract::Variant) -> Box<dyn contract::PositionSolver + Send>,
) -> Entry {
    Entry {
        name,
        syntax: "rectangles RxC (R rows, C columns, each at most 4096), separated by commas: \
                 8x8 or 2x3,1x5",
        about,
        examples,
        argument_chars: "",
        draw: |text| drawing::rectangles(text.parse::<Pieces>()?.pieces()),
        editor: None,
        make,
    }
}

/// Cutcake.
pub const CUTCAKE_ENTRY: Entry = entry(
    "cutcake",
    "Cutcake: Left cuts a rectangle North-South into two, Right East-West",
    &["cutcake:3x4", "cutcake:2x3,3x2"],
    |variant| {
        contract::printing_position_solver(variant, Cake::CUTCAKE, str::parse, Pieces::to_string)
    },
);

/// Eatcake.
pub const EATCAKE_ENTRY: Entry = entry(
    "eatcake",
    "Eatcake: Left eats a whole column of a rectangle, Right a whole row; the parts on \
     either side stay",
    &["eatcake:3x4", "eatcake:2x3,2x2"],
    |variant| {
        contract::printing_position_solver(variant, Cake::EATCAKE, str::parse, Pieces::to_string)
    },
);

/// Maundy Cake.
pub const MAUNDY_ENTRY: Entry = entry(
    "maundy",
    "Maundy Cake: Left cuts a rectangle North-South into two or more equal parts, Right \
     East-West",
    &["maundy:4x6", "maundy:3x4"],
    |variant| {
        contract::printing_position_solver(variant, Cake::MAUNDY, str::parse, Pieces::to_string)
    },
);

/// Turn-and-Eatcake.
pub const TURN_AND_EAT_ENTRY: Entry = entry(
    "turneatcake",
    "Turn-and-Eatcake: Eatcake, each piece turned a quarter after every move",
    &["turneatcake:3x4", "turneatcake:2x3"],
    |variant| {
        contract::printing_position_solver(
            variant,
            Cake::TURN_AND_EAT,
            str::parse,
            Pieces::to_string,
        )
    },
);

#[cfg(test)]
mod tests {
    use super::*;
    use conway::partizan::{parse, Arena, GameId, Solver};
    use std::collections::HashMap;

    fn value(arena: &mut Arena, cake: Cake, text: &str) -> GameId {
        let mut solver = Solver::new(cake);
        solver.value(arena, &text.parse().unwrap()).unwrap()
    }

    /// CGSuite's test suite (GameHeapTest, "partizan coordinate games"): the values of the
    /// rectangles with 8 rows and 0 to 8 columns, and the number of Left's options of
    /// 8x8. CGSuite's `v<3>` (minus its third up power, `{0 | -(^:1) + *}`) and `^^`, `vv`
    /// are written in conway's notation.
    #[test]
    fn cgsuites_tables_of_the_four_cakes_and_twisted_maundy_cake() {
        let twisted_maundy = Cake {
            heap_move: HeapMove::Equal,
            turned: true,
        };
        let tables: [(Cake, usize, [&str; 9]); 5] = [
            (
                Cake::CUTCAKE,
                4,
                ["-7", "-7", "-3", "-3", "-1", "-1", "-1", "-1", "0"],
            ),
            (
                Cake::MAUNDY,
                3,
                ["-7", "-7", "-3", "-3", "-1", "-3", "-1", "-3", "0"],
            ),
            (
                Cake::EATCAKE,
                4,
                [
                    "-8",
                    "^",
                    "{^|||^*|v||0}",
                    "{^^|*}",
                    "{^^|*||0,{0|vv*}}",
                    "{^3|^*||*}",
                    "{^3|^*||*|||0,{0,{^|0,v*}|||0|vv*||0}}",
                    "{0||^^*|0|||*}",
                    "*",
                ],
            ),
            (
                Cake::TURN_AND_EAT,
                4,
                ["0", "v", "0", "v", "0", "-{0|-(^:1)+*}", "0", "v", "0"],
            ),
            (
                twisted_maundy,
                3,
                [
                    "1",
                    "1",
                    "{8|-2}",
                    "{8|-3}",
                    "{8|-6}",
                    "{8|-5}",
                    "{8|-6,{-4|-14}}",
                    "{10|-7}",
                    "+-12",
                ],
            ),
        ];
        let mut arena = Arena::new();
        for (cake, left_options, row) in tables {
            let eight: Pieces = "8x8".parse().unwrap();
            assert_eq!(cake.left_options(&eight).len(), left_options, "{cake:?}");
            for (n, expected) in row.iter().enumerate() {
                let g = value(&mut arena, cake, &format!("8x{n}"));
                let e = parse(&mut arena, expected).unwrap();
                assert_eq!(g, e, "{cake:?} 8x{n}: {}", arena.display(g));
            }
        }
    }

    /// Slow twin: the value from the rules as stated, on the list of rectangles as
    /// written (no symmetry, no splitting into components): each move replaces one
    /// rectangle by the parts the heap move leaves, turned when pieces turn.
    fn plain(
        arena: &mut Arena,
        cake: Cake,
        pieces: Vec<(u16, u16)>,
        memo: &mut HashMap<Vec<(u16, u16)>, GameId>,
    ) -> GameId {
        let mut key = pieces.clone();
        key.sort_unstable();
        if let Some(&g) = memo.get(&key) {
            return g;
        }
        let heap_options = |n: u16| -> Vec<Vec<u16>> {
            let mut out = Vec::new();
            match cake.heap_move {
                HeapMove::Cut => {
                    for a in 1..n {
                        out.push(vec![a, n - a]);
                    }
                }
                HeapMove::Eat => {
                    for a in 0..n {
                        out.push(vec![a, n - 1 - a].into_iter().filter(|&p| p != 0).collect());
                    }
                }
                HeapMove::Equal => {
                    for k in 2..=n {
                        if n.is_multiple_of(k) {
                            out.push(vec![n / k; k as usize]);
                        }
                    }
                }
            }
            out
        };
        let (mut left, mut right) = (Vec::new(), Vec::new());
        for (i, &(r, c)) in pieces.iter().enumerate() {
            for player_left in [true, false] {
                // Left acts on the columns, Right on the rows; turned pieces swap that
                let acts_on_columns = player_left != cake.turned;
                let (side, other) = if acts_on_columns { (c, r) } else { (r, c) };
                for parts in heap_options(side) {
                    let mut next = pieces.clone();
                    next.remove(i);
                    for p in parts {
                        next.push(if player_left { (other, p) } else { (p, other) });
                    }
                    let g = plain(arena, cake, next, memo);
                    if player_left {
                        left.push(g);
                    } else {
                        right.push(g);
                    }
                }
            }
        }
        let g = arena.game(&left, &right).unwrap();
        memo.insert(key, g);
        g
    }

    #[test]
    fn solver_agrees_with_the_plain_rules_on_random_sums() {
        let mut arena = Arena::new();
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        let mut next = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        let twisted_maundy = Cake {
            heap_move: HeapMove::Equal,
            turned: true,
        };
        for cake in [
            Cake::CUTCAKE,
            Cake::EATCAKE,
            Cake::MAUNDY,
            Cake::TURN_AND_EAT,
            twisted_maundy,
        ] {
            let mut memo = HashMap::new();
            let mut solver = Solver::new(cake);
            for _ in 0..60 {
                let count = 1 + next(2) as usize;
                let pieces: Vec<(u16, u16)> = (0..count)
                    .map(|_| (next(5) as u16, 1 + next(4) as u16))
                    .collect();
                let position = Pieces::new(pieces.clone());
                let fast = solver.value(&mut arena, &position).unwrap();
                let slow = plain(&mut arena, cake, pieces, &mut memo);
                assert_eq!(fast, slow, "{cake:?} {position}");
            }
        }
    }

    #[test]
    fn turning_a_cake_negates_it_and_texts_read_back() {
        let mut arena = Arena::new();
        for cake in [
            Cake::CUTCAKE,
            Cake::EATCAKE,
            Cake::MAUNDY,
            Cake::TURN_AND_EAT,
        ] {
            let g = value(&mut arena, cake, "3x5,2x2");
            let h = value(&mut arena, cake, "5x3,2x2");
            assert_eq!(arena.neg(g), h, "{cake:?}");
        }
        let p: Pieces = " 3x5 , 0x2,1x1".parse().unwrap();
        assert_eq!(p.to_string(), "0x2,1x1,3x5");
        assert_eq!(p.to_string().parse::<Pieces>().unwrap(), p);
        assert_eq!("".parse::<Pieces>().unwrap().to_string(), "");
        let err = |t: &str| t.parse::<Pieces>().unwrap_err().0;
        assert!(err("3y5").contains("rectangle 1: expected RxC"));
        assert!(err("2x2,3xq").contains("rectangle 2: expected the number of columns"));
        assert!(err("4097x1").contains("at most 4096 rows"));
        assert!(err(&vec!["1x1"; 1025].join(",")).contains("at most 1024 rectangles"));
    }
}
