//! Generalised Toads and Frogs (CGSuite's `game.strip.GenToadsAndFrogs`; MCGS's
//! `gen_toads`), and its case Elephants and Rhinos: Toads and Frogs
//! ([`super::toads_frogs`]) with the lengths of moves as parameters. A creature — a toad
//! (`T`, Left's, moving right) or a frog (`F`, Right's, moving left) — either
//!
//! * **slides** `k` cells forward over empty cells, `MIN <= k <= MAX` (every cell it
//!   passes and the one it lands on empty), or
//! * **jumps** over a run of `k` creatures of the other kind, `1 <= k <= JUMP` (of either
//!   kind if `FRIENDLY` is 1), onto the empty cell just beyond; nobody is removed.
//!
//! Toads and Frogs is `1,1,1,0`; Elephants and Rhinos (`elephants:`, Siegel,
//! *Combinatorial Game Theory*, ex. I.4) is `1,1,0,0`: creatures only step forward. A
//! creature never moves off the strip. Play ends: every move takes a creature forward.
//!
//! Positions: `gentoads:MIN,MAX,JUMP,FRIENDLY:STRIP` (e.g. `gentoads:1,2,1,1:T..TF.F`),
//! `elephants:STRIP`; a strip as in Toads and Frogs, at most 128 cells.
//!
//! Reductions, each a theorem:
//! * **No jumps: creatures keep their order.** Without jumps no creature passes another.
//!   Where a frog stands left of a toad (`F...T`), neither ever enters the cells between
//!   them, and no other creature can reach them; so the strip is the disjunctive sum of
//!   its segments cut there (Winning Ways, ch. 2), each ending at such a frog or starting
//!   at such a toad.
//! * **Jumps over one creature: stuck creatures are walls.** When `JUMP <= 1`, a set `S`
//!   of creatures is *stuck* when every toad of `S` at cell `i` has cell `i+1` past the
//!   end or in `S`, and either that cell holds nothing it may jump or cell `i+2` is past
//!   the end or in `S`; symmetrically for frogs. As in Toads and Frogs (where the proof
//!   is written out), no move enters, leaves or passes a stuck cell — a jump over `c`
//!   starts next to `c`, on a cell that is stuck or past the end — so the strip is the sum
//!   of the runs between stuck creatures. With longer jumps a creature may pass a stuck
//!   one from two cells away, and the strip is searched whole.
//! * **Mirror.** Reading the strip from the right with the kinds exchanged swaps the
//!   players' roles and negates the value.
//!
//! CGSuite's and MCGS's test values (which MCGS took from CGSuite 2.1.1) are reproduced in
//! the tests.
//!
//! ```
//! use conway::partizan::{Arena, Solver};
//! use conway_games::strip::gen_toads::{GenToads, Position};
//! let mut arena = Arena::new();
//! let mut solver = Solver::new(GenToads);
//! let g = solver.value(&mut arena, &"1,1,0,0:TTTT..FFF".parse::<Position>().unwrap()).unwrap();
//! assert_eq!(arena.display(g), "1"); // CGSuite: ElephantsAndRhinos("tttt..fff")
//! let g = solver.value(&mut arena, &"1,1,2,0:TTTT..FFF".parse::<Position>().unwrap()).unwrap();
//! assert_eq!(arena.display(g), "{1/2*|v}"); // GenToadsAndFrogs(maxJump => 2)
//! ```

use conway::partizan::Normalised;
use std::fmt;
use std::str::FromStr;

use super::toads_frogs::{Strip, MAX_WIDE_CELLS};
use crate::bitset::{bits, reflected, Mask};
use crate::contract::{self, Editor, EditorShape, EditorStart, Entry, Parser, Printer};
use crate::drawing::{self, Mark};
use crate::invalid::InvalidPosition;
use crate::width::{self, narrow_ruleset, MaskRules, Wide};

/// The lengths of moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rules {
    /// The shortest slide (at least 1).
    pub min_slide: u8,
    /// The longest slide (at least `min_slide`).
    pub max_slide: u8,
    /// The most creatures a jump passes (0: no jumps).
    pub max_jump: u8,
    /// Whether a jump may pass creatures of the jumper's own kind.
    pub friendly: bool,
}

/// Elephants and Rhinos: one step forward, no jumps.
pub const ELEPHANTS: Rules = Rules {
    min_slide: 1,
    max_slide: 1,
    max_jump: 0,
    friendly: false,
};

impl FromStr for Rules {
    type Err = InvalidPosition;

    /// `MIN,MAX,JUMP,FRIENDLY`.
    fn from_str(text: &str) -> Result<Rules, InvalidPosition> {
        let fields: Vec<&str> = text.split(',').collect();
        let [min, max, jump, friendly] = fields[..] else {
            return Err(InvalidPosition(format!(
                "expected MIN,MAX,JUMP,FRIENDLY (four whole numbers, e.g. 1,2,1,0), found '{}'",
                conway::excerpt::excerpt(text)
            )));
        };
        let number = |s: &str, what: &str| {
            s.trim()
                .parse::<u8>()
                .ok()
                .filter(|&n| usize::from(n) < MAX_WIDE_CELLS)
                .ok_or_else(|| {
                    InvalidPosition(format!(
                        "{what}: expected a whole number below {MAX_WIDE_CELLS}, found '{}'",
                        conway::excerpt::excerpt(s.trim())
                    ))
                })
        };
        let rules = Rules {
            min_slide: number(min, "MIN (the shortest slide)")?,
            max_slide: number(max, "MAX (the longest slide)")?,
            max_jump: number(jump, "JUMP (the most creatures a jump passes)")?,
            friendly: match friendly.trim() {
                "0" => false,
                "1" => true,
                other => {
                    return Err(InvalidPosition(format!(
                        "FRIENDLY: expected 0 or 1, found '{}'",
                        conway::excerpt::excerpt(other)
                    )))
                }
            },
        };
        if rules.min_slide == 0 {
            return Err(InvalidPosition(
                "MIN (the shortest slide) must be at least 1: a slide of 0 or backwards \
                 makes play loopy (see backsliding:)"
                    .into(),
            ));
        }
        if rules.max_slide < rules.min_slide {
            return Err(InvalidPosition(format!(
                "MAX ({}) is below MIN ({}): no slide would be allowed",
                rules.max_slide, rules.min_slide
            )));
        }
        Ok(rules)
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Rules {
            min_slide,
            max_slide,
            max_jump,
            friendly,
        } = *self;
        write!(
            f,
            "{min_slide},{max_slide},{max_jump},{}",
            u8::from(friendly)
        )
    }
}

/// A strip and the lengths of moves on it (a strip of at most 64 cells by default, of up
/// to 128 as a `Position<u128>`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position<M = u64> {
    /// The lengths of moves.
    pub rules: Rules,
    /// The strip.
    pub strip: Strip<M>,
}

impl<M: Mask> FromStr for Position<M> {
    type Err = InvalidPosition;

    /// `MIN,MAX,JUMP,FRIENDLY:STRIP`.
    fn from_str(text: &str) -> Result<Position<M>, InvalidPosition> {
        let (rules, strip) = text.split_once(':').ok_or_else(|| {
            InvalidPosition(format!(
                "expected MIN,MAX,JUMP,FRIENDLY:STRIP (e.g. 1,2,1,0:TT..FF), found '{}'",
                conway::excerpt::excerpt(text)
            ))
        })?;
        Ok(Position {
            rules: rules.parse()?,
            strip: strip.parse()?,
        })
    }
}

impl<M: Mask> fmt::Display for Position<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.rules, self.strip)
    }
}

impl<M: Mask> Position<M> {
    /// The position with the strip `strip` and these rules.
    fn with(&self, strip: Strip<M>) -> Position<M> {
        Position { strip, ..*self }
    }

    /// The strips after the moves of the toads (Left's).
    fn toad_moves(&self) -> Vec<Strip<M>> {
        let Rules {
            min_slide,
            max_slide,
            max_jump,
            friendly,
        } = self.rules;
        let strip = self.strip;
        let (toads, frogs) = strip.creatures();
        let empty = strip.empty_cells();
        let len = strip.len();
        let holds = |set: M, cell: usize| cell < len && !(set & M::bit(cell)).is_empty();
        let jumpable = if friendly { toads | frogs } else { frogs };
        let moved = |from: usize, to: usize| {
            Strip::from_cells(len, toads & !M::bit(from) | M::bit(to), frogs)
        };
        let mut out = Vec::new();
        for from in bits(toads) {
            let slides = (1..=usize::from(max_slide)).take_while(|k| holds(empty, from + k));
            out.extend(
                slides
                    .filter(|&k| k >= usize::from(min_slide))
                    .map(|k| moved(from, from + k)),
            );
            let over = (1..=usize::from(max_jump))
                .take_while(|k| holds(jumpable, from + k))
                .last();
            if let Some(k) = over.filter(|k| holds(empty, from + k + 1)) {
                out.push(moved(from, from + k + 1));
            }
        }
        out
    }

    /// The creatures stuck for good when jumps pass at most one creature (the module
    /// doc), as cells.
    fn stuck(&self) -> M {
        debug_assert!(self.rules.max_jump <= 1);
        let stuck_toads = |strip: &Strip<M>, stuck: M| {
            let (toads, frogs) = strip.creatures();
            let len = strip.len();
            let holds = |set: M, cell: usize| !(set & M::bit(cell)).is_empty();
            let walled = |cell: usize| cell >= len || holds(stuck, cell);
            let jumpable = if self.rules.friendly {
                toads | frogs
            } else {
                frogs
            };
            bits(toads & stuck)
                .filter(|&i| {
                    walled(i + 1)
                        && (self.rules.max_jump == 0
                            || i + 1 >= len
                            || !holds(jumpable, i + 1)
                            || walled(i + 2))
                })
                .fold(M::ZERO, |acc, i| acc | M::bit(i))
        };
        let (toads, frogs) = self.strip.creatures();
        let mirror = self.strip.mirrored();
        let flip = |m: M| reflected(m, self.strip.len());
        let mut stuck = toads | frogs;
        loop {
            // the frogs' condition is the toads' on the mirrored strip
            let next = stuck_toads(&self.strip, stuck) | flip(stuck_toads(&mirror, flip(stuck)));
            if next == stuck {
                return stuck;
            }
            stuck = next;
        }
    }

    /// The segments of a strip without jumps, cut where a frog stands left of a toad.
    fn segments(&self) -> Vec<Strip<M>> {
        let (toads, frogs) = self.strip.creatures();
        let mut out = Vec::new();
        let mut start = 0;
        let mut last_frog = None;
        for cell in bits(toads | frogs) {
            if !(toads & M::bit(cell)).is_empty() {
                if let Some(frog) = last_frog.take() {
                    out.push(self.strip.cut(start, frog + 1));
                    start = cell;
                }
            } else {
                last_frog = Some(cell);
            }
        }
        out.push(self.strip.cut(start, self.strip.len()));
        out.retain(|s| s.creatures() != (M::ZERO, M::ZERO));
        out
    }
}

/// Generalised Toads and Frogs, for the generic [`Solver`](conway::partizan::Solver):
/// the ruleset of the usual strips; [`Wide`]`(GenToads)` is the one of strips of up to
/// 128 cells.
#[derive(Clone, Copy, Debug, Default)]
pub struct GenToads;

impl MaskRules for GenToads {
    type Position<M: Mask> = Position<M>;

    fn left_options<M: Mask>(&self, p: &Position<M>) -> Vec<Position<M>> {
        p.toad_moves().into_iter().map(|s| p.with(s)).collect()
    }

    /// The frogs' moves: the toads' on the mirrored strip, mirrored back.
    fn right_options<M: Mask>(&self, p: &Position<M>) -> Vec<Position<M>> {
        p.with(p.strip.mirrored())
            .toad_moves()
            .into_iter()
            .map(|s| p.with(s.mirrored()))
            .collect()
    }

    fn components<M: Mask>(&self, p: &Position<M>) -> Vec<Position<M>> {
        let parts = match p.rules.max_jump {
            0 => p.segments(),
            1 => p.strip.runs_between(p.stuck()),
            _ => return vec![*p],
        };
        parts.into_iter().map(|s| p.with(s)).collect()
    }

    fn normalise<M: Mask>(&self, p: &Position<M>) -> Normalised<Position<M>> {
        let mirror = p.with(p.strip.mirrored());
        Normalised {
            key: mirror.min(*p),
            negated: mirror < *p,
        }
    }
}

narrow_ruleset!(GenToads);

/// The drawing of a strip.
fn draw(strip: &str) -> Result<String, InvalidPosition> {
    strip.parse::<Strip<u128>>()?;
    drawing::strip(strip, |c| match c {
        'T' => Mark::LeftPiece,
        'F' => Mark::RightPiece,
        _ => Mark::Empty,
    })
}

/// The editor of strips.
const EDITOR: Editor = Editor {
    shape: EditorShape::Strip,
    symbols: ".TF",
    start: EditorStart::First,
};

/// The registry entry of generalised Toads and Frogs.
pub const ENTRY: Entry = Entry {
    name: "gentoads",
    syntax: "MIN,MAX,JUMP,FRIENDLY:STRIP: slides of MIN to MAX cells, jumps over up to JUMP \
             creatures (of either kind if FRIENDLY is 1); the strip as for toads:",
    about: "Generalised Toads and Frogs: toads (Left) move right, frogs (Right) left, \
            sliding or jumping by the given lengths",
    examples: &["gentoads:1,2,1,1:T.T.F.F", "gentoads:2,3,2,0:TT...FF"],
    argument_chars: ":",
    draw: |text| draw(&text.parse::<Position<u128>>()?.strip.to_string()),
    editor: None,
    make: |variant| {
        solver(
            variant,
            (str::parse, Position::to_string),
            (str::parse, Position::to_string),
        )
    },
};

/// The registry's solver of positions that `narrow` reads (strips of at most 64 cells)
/// by [`GenToads`], of the others (which `wide` reads) by its [`Wide`] form; the two
/// printers write a position alike at either width.
fn solver(
    variant: contract::Variant,
    (narrow, print_narrow): (Parser<Position>, Printer<Position>),
    (wide, print_wide): (Parser<Position<u128>>, Printer<Position<u128>>),
) -> Box<dyn contract::PositionSolver + Send> {
    width::by_size(
        contract::printing_position_solver(variant, GenToads, narrow, print_narrow),
        contract::printing_position_solver(variant, Wide(GenToads), wide, print_wide),
        Box::new(move |text: &str| narrow(text).is_ok()),
    )
}

/// The registry entry of Elephants and Rhinos.
pub const ELEPHANTS_ENTRY: Entry = Entry {
    name: "elephants",
    syntax: "cells from left to right: T (an elephant, Left's), F (a rhino, Right's), . (empty)",
    about: "Elephants and Rhinos: Left's elephants (T) step right, Right's rhinos (F) left, \
            into an empty cell",
    examples: &["elephants:TTTT..FFF", "elephants:T.T..F.F"],
    argument_chars: "",
    draw,
    editor: Some(EDITOR),
    make: |variant| {
        solver(
            variant,
            (elephants, |p| p.strip.to_string()),
            (elephants, |p| p.strip.to_string()),
        )
    },
};

/// Reads a strip of Elephants and Rhinos.
fn elephants<M: Mask>(text: &str) -> Result<Position<M>, InvalidPosition> {
    Ok(Position {
        rules: ELEPHANTS,
        strip: text.parse()?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_random::Xorshift;
    use conway::partizan::{parse as game, Arena, GameId, Outcome, Solver};
    use std::collections::HashMap;

    /// Slow twin: the moves as CGSuite's GenToadsAndFrogs lists them, on a row of
    /// characters, with no parts and no mirror; memoised per row.
    fn plain(
        arena: &mut Arena,
        rules: Rules,
        row: &[u8],
        memo: &mut HashMap<Vec<u8>, GameId>,
    ) -> GameId {
        if let Some(&g) = memo.get(row) {
            return g;
        }
        let n = row.len() as isize;
        let at = |i: isize| {
            if (0..n).contains(&i) {
                row[i as usize]
            } else {
                b'#'
            }
        };
        let (mut left, mut right) = (Vec::new(), Vec::new());
        for i in 0..n {
            let (us, them, sign) = match row[i as usize] {
                b'T' => (b'T', b'F', 1),
                b'F' => (b'F', b'T', -1),
                _ => continue,
            };
            let mut targets = Vec::new();
            let mut k = 1;
            while k <= isize::from(rules.max_slide) && at(i + k * sign) == b'.' {
                if k >= isize::from(rules.min_slide) {
                    targets.push(i + k * sign);
                }
                k += 1;
            }
            let mut k = 1;
            while k <= isize::from(rules.max_jump)
                && (at(i + k * sign) == them || (rules.friendly && at(i + k * sign) == us))
            {
                if at(i + (k + 1) * sign) == b'.' {
                    targets.push(i + (k + 1) * sign);
                }
                k += 1;
            }
            for t in targets {
                let mut after = row.to_vec();
                after[i as usize] = b'.';
                after[t as usize] = us;
                let g = plain(arena, rules, &after, memo);
                if us == b'T' {
                    left.push(g);
                } else {
                    right.push(g);
                }
            }
        }
        let g = arena.game(&left, &right).unwrap();
        memo.insert(row.to_vec(), g);
        g
    }

    fn value(arena: &mut Arena, text: &str) -> GameId {
        Solver::new(GenToads)
            .value(arena, &text.parse().unwrap())
            .unwrap()
    }

    /// CGSuite's test suite (GameStripTest) and MCGS's autotests of Elephants and
    /// Rhinos and of gen_toads 1,1,0,0 ("results from CGSuite 2.1.1"; X is T, O is F).
    #[test]
    fn cgsuite_and_mcgs_values() {
        let mut arena = Arena::new();
        for (text, expected) in [
            ("1,1,0,0:TTTT..FFF", "1"),
            ("1,1,2,0:TTTT..FFF", "{1/2*|v}"),
            (
                "1,1,0,0:T.......F.....TF.F.....T..FF.T.F.FFTF...",
                "{-4*|-6*}",
            ),
            (
                "1,1,0,0:T...TT.F...T.....FFFF..T...F.....F.F...F",
                "{-27|-29}",
            ),
            ("1,1,0,0:T..T........F....T....F...F.......TF.T..", "3"),
            ("1,1,0,0:.......T.....F..T.....F.......", "0"),
            ("1,1,0,0:.FTF...F.F..F.T.T......T...T..FF..T....T", "14"),
            ("1,1,0,0:....FTF.....T......T.TFT..F...F...F.TTF.", "-7"),
            ("1,1,0,0:T.F", "*"),
        ] {
            let g = value(&mut arena, text);
            assert_eq!(
                g,
                game(&mut arena, expected).unwrap(),
                "{text}: {}",
                arena.display(g)
            );
        }
        // Toads and Frogs is 1,1,1,0: the classical ruleset's value, by its own solver
        let classical = Solver::new(super::super::toads_frogs::ToadsAndFrogs)
            .value(&mut arena, &"TTT..FF.F".parse().unwrap())
            .unwrap();
        assert_eq!(value(&mut arena, "1,1,1,0:TTT..FF.F"), classical);
    }

    /// MCGS's autotests of other rules (gen_toads_1211, gen_toads_2320): outcomes.
    #[test]
    fn mcgs_outcomes() {
        let mut arena = Arena::new();
        for (text, outcome) in [
            ("1,2,1,1:T.FT..F......FFT...T", Outcome::R),
            ("1,2,1,1:.......T..TTTF.FF...", Outcome::L),
            ("1,2,1,1:...T.....T...FF...T.", Outcome::P),
            ("1,2,1,1:FTF...T.FF..F.TT..T.", Outcome::L),
            ("2,3,2,0:...F.FT...FT.TF.", Outcome::R),
            ("2,3,2,0:.F...FT..T.T.F..", Outcome::P),
            ("2,3,2,0:.F..TF..FT....F.", Outcome::N),
            ("2,3,2,0:..TTF...F.......", Outcome::L),
        ] {
            let g = value(&mut arena, text);
            assert_eq!(arena.outcome(g), outcome, "{text}: {}", arena.display(g));
        }
    }

    /// The solver (parts, mirror) against the plain rules on random strips and rules.
    #[test]
    fn solver_agrees_with_the_plain_rules() {
        let mut arena = Arena::new();
        let mut solver = Solver::new(GenToads);
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        for _ in 0..60 {
            let min_slide = 1 + next(2) as u8;
            let rules = Rules {
                min_slide,
                max_slide: min_slide + next(3) as u8,
                max_jump: next(4) as u8,
                friendly: next(2) == 1,
            };
            let mut memo = HashMap::new();
            for _ in 0..15 {
                let len = 1 + next(10) as usize;
                let row: String = (0..len)
                    .map(|_| ['T', 'F', '.', '.'][next(4) as usize])
                    .collect();
                let p = Position {
                    rules,
                    strip: row.parse().unwrap(),
                };
                let fast = solver.value(&mut arena, &p).unwrap();
                let slow = plain(&mut arena, rules, row.as_bytes(), &mut memo);
                assert_eq!(fast, slow, "{p}: {}", arena.display(fast));
            }
        }
    }

    /// The wide form against the plain rules, on strips of 65 to 128 cells with random
    /// creatures in a window across cell 64 and empty cells around, and agreeing with the
    /// narrow form on strips both hold.
    #[test]
    fn wide_strips_agree_with_the_plain_rules() {
        let mut arena = Arena::new();
        let mut wide = Solver::new(Wide(GenToads));
        let mut rng = Xorshift(0x5851_f42d_4c95_7f2d);
        for _ in 0..20 {
            let min_slide = 1 + rng.below(2) as u8;
            let rules = Rules {
                min_slide,
                max_slide: min_slide + rng.below(3) as u8,
                max_jump: rng.below(4) as u8,
                friendly: rng.below(2) == 1,
            };
            let len = 65 + rng.below(64) as usize;
            let at = 58 + rng.below(4) as usize;
            let mut row = vec![b'.'; len];
            for cell in &mut row[at..at + 6] {
                *cell = b"TF..."[rng.below(5) as usize];
            }
            let text = String::from_utf8(row).unwrap();
            let p: Position<u128> = format!("{rules}:{text}").parse().unwrap();
            let fast = wide.value(&mut arena, &p).unwrap();
            let slow = plain(&mut arena, rules, text.as_bytes(), &mut HashMap::new());
            assert_eq!(fast, slow, "{p}: {}", arena.display(fast));
            let short: Position<u128> = format!("{rules}:{}", &text[at - 2..at + 4])
                .parse()
                .unwrap();
            let narrow = value(&mut arena, &short.to_string());
            assert_eq!(wide.value(&mut arena, &short).unwrap(), narrow, "{short}");
        }
    }

    #[test]
    fn parts_and_bad_input() {
        let p: Position = "1,1,0,0:T.FF.TT.F".parse().unwrap();
        let parts: Vec<String> = p.segments().iter().map(Strip::to_string).collect();
        assert_eq!(parts, ["T.FF", "TT.F"]);
        let p: Position = "1,1,1,0:T.FTTFF.F".parse().unwrap();
        assert_eq!(p.stuck(), 0b0111_1000);
        let err = |t: &str| t.parse::<Position>().unwrap_err().0;
        assert!(err("0,1,1,0:T.F").contains("at least 1"));
        assert!(err("2,1,1,0:T.F").contains("below MIN"));
        assert!(err("1,1,1,2:T.F").contains("FRIENDLY"));
        assert!(err("1,1,1:T.F").contains("expected MIN,MAX,JUMP,FRIENDLY"));
        assert!(err("T.F").contains("expected MIN,MAX,JUMP,FRIENDLY:STRIP"));
        assert!(err("1,1,200,0:T.F").contains("below 128"));
    }
}
