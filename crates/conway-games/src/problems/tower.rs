//! Tower ("Gambit wieży", the fifth problem of `docs/problems.md`): who wins, and how many
//! optimal game records there are.
//!
//! A tower has `n` floors, listed top to bottom, each a row of three blocks. The top floor
//! is never touched; a move removes one block of a lower floor, provided the floor stays
//! *stable*: it keeps its middle block or both side blocks (`111`, `110`, `011`, `010`,
//! `101`). Players A and B alternate, A first; who cannot move loses.
//!
//! The floors are independent components, so the tower is a disjunctive sum of floors, and
//! each stable pattern is a component type whose moves are read off the block rules
//! ([`floor_types`]): `111` has three moves (to `011`, `101`, `110`), `110` and `011` one
//! each (to `010`), `010` and `101` none. The engine of [`conway::impartial::component_sums`] finds
//! the Grundy values (`111`: 2, `110`/`011`: 1, the rest 0), so B wins iff the numbers of
//! full floors and of one-move floors are both even — the seed's theorem, which the tests
//! check against the engine rather than assume. [`conway::count::records`] counts the
//! records (a move is a floor and a block) under the winner-optimal policy of the problem,
//! or under all legal play; the engine merges the mirror-image types `110`/`011` and
//! `010`/`101`, so its state is (full floors, one-move floors) and memory is linear in `n`.
//!
//! Input format (the original judge's): a line with `n >= 1`, then `n` lines of three
//! values `0`/`1` separated by spaces, top floor first. Every floor must be stable.
//!
//! ```
//! use conway::count::{Modular, Arithmetic};
//! use conway::count::records::Policy;
//! use conway_games::problems::tower::{Player, Tower};
//! let tower = Tower::parse("3\n1 1 1\n1 1 1\n0 1 1\n").unwrap();
//! assert_eq!(tower.winner(), Player::A);
//! let m = Modular::new(1_000_000_007).unwrap();
//! // A must take a side block of the full floor (2 ways), then B has 2 one-move floors
//! // (2 ways) and A the last (1 way).
//! assert_eq!(tower.records(Policy::WinnerOptimal, &m, &mut |_, _| {}), Ok(4));
//! assert!(Tower::parse("2\n1 1 1\n1 0 0\n").unwrap_err().to_string().contains("line 3"));
//! ```

use conway::count::arith::Cost;
use conway::count::records::{count_records, Policy};
use conway::count::Arithmetic;
use conway::excerpt::excerpt;
use conway::impartial::component_sums::{ComponentError, ComponentType, ComponentTypes, TypeMove};
use conway::impartial::ImpartialOutcome;
use conway::progress::Progress;
use std::fmt;

/// One floor: its left, middle and right blocks (`true` = present).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Floor(pub [bool; 3]);

impl Floor {
    /// A floor is stable iff it keeps its middle block or both side blocks.
    pub fn is_stable(self) -> bool {
        self.0[1] || (self.0[0] && self.0[2])
    }

    /// Every legal move: the block removed (0 left, 1 middle, 2 right) and the floor left.
    pub fn moves(self) -> impl Iterator<Item = (usize, Floor)> {
        (0..3).filter(move |&b| self.0[b]).filter_map(move |b| {
            let mut next = self.0;
            next[b] = false;
            Some((b, Floor(next))).filter(|(_, f)| f.is_stable())
        })
    }
}

impl fmt::Display for Floor {
    /// The input format: `1 0 1`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [l, m, r] = self.0.map(u8::from);
        write!(f, "{l} {m} {r}")
    }
}

/// Every stable floor pattern, in the order of the types of [`floor_types`].
pub fn stable_floors() -> Vec<Floor> {
    (0..8u8)
        .rev()
        .map(|bits| Floor([bits & 4 != 0, bits & 2 != 0, bits & 1 != 0]))
        .filter(|f| f.is_stable())
        .collect()
}

/// One component type per stable pattern, its moves read off [`Floor::moves`].
pub fn floor_types() -> ComponentTypes {
    let floors = stable_floors();
    let index = |f: Floor| floors.iter().position(|&g| g == f).expect("stable");
    let types = floors
        .iter()
        .map(|&f| {
            let moves = f
                .moves()
                .map(|(_, next)| TypeMove::new(1, vec![index(next)]))
                .collect();
            ComponentType::new(f.to_string().replace(' ', ""), moves)
        })
        .collect();
    ComponentTypes::new(types).expect("floor moves only remove blocks, so they are acyclic")
}

/// A player.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Player {
    /// The first player.
    A,
    /// The second player.
    B,
}

impl fmt::Display for Player {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Player::A => "A",
            Player::B => "B",
        })
    }
}

/// Malformed tower input: the line (1-based, as in the input format) and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TowerError {
    /// The line of the input format at fault.
    pub line: usize,
    /// What is wrong with it.
    pub reason: String,
}

impl fmt::Display for TowerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.reason)
    }
}

impl std::error::Error for TowerError {}

fn error(line: usize, reason: impl Into<String>) -> TowerError {
    TowerError {
        line,
        reason: reason.into(),
    }
}

/// A tower: at least one floor, every floor stable, top floor first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tower {
    floors: Vec<Floor>,
}

/// The most floors whose records are counted under `policy` in arithmetic of this cost
/// within about ten CPU-seconds (the count takes time quadratic in the floors, and exact
/// counts grow with them; measured on towers of full floors, the largest state space for
/// their height).
pub fn max_floors(policy: Policy, cost: Cost) -> usize {
    match (cost, policy) {
        (Cost::Word, Policy::WinnerOptimal) => 100_000,
        (Cost::Word, Policy::AllPlay) => 40_000,
        (Cost::BigInteger, Policy::WinnerOptimal) => 2_500,
        (Cost::BigInteger, Policy::AllPlay) => 1_500,
    }
}

impl Tower {
    /// A tower of the given floors (top first); refuses an empty tower or an unstable
    /// floor, naming the line it would have in the input format (floor `i` is on line
    /// `i + 2`).
    pub fn new(floors: Vec<Floor>) -> Result<Tower, TowerError> {
        if floors.is_empty() {
            return Err(error(1, "a tower needs at least one floor (n = 0)"));
        }
        if let Some(i) = floors.iter().position(|f| !f.is_stable()) {
            return Err(error(
                i + 2,
                format!(
                    "floor {} of {}: '{}' is unstable: a floor keeps its middle block or \
                     both side blocks",
                    i + 1,
                    floors.len(),
                    floors[i]
                ),
            ));
        }
        Ok(Tower { floors })
    }

    /// Reads the input format: `n`, then `n` lines of three `0`/`1` values, top floor
    /// first, every floor stable. Blank lines after the last floor are ignored, and so are a byte-order mark
    /// and `\r\n` line ends; anything else that does not fit is refused with the line and
    /// the reason.
    pub fn parse(text: &str) -> Result<Tower, TowerError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l));
        let (_, first) = lines
            .next()
            .ok_or_else(|| error(1, "empty input: expected the number of floors n"))?;
        let first = first.trim();
        if first.is_empty() || !first.bytes().all(|b| b.is_ascii_digit()) {
            return Err(error(
                1,
                format!(
                    "expected the number of floors n (a positive integer), found '{}'",
                    excerpt(first)
                ),
            ));
        }
        let digits = first.trim_start_matches('0');
        if digits.is_empty() {
            return Err(error(1, "a tower needs at least one floor (n = 0)"));
        }
        // At most one floor per remaining line: a larger n (even one beyond 64 bits) is
        // refused before anything is read.
        let available = text.lines().count() - 1;
        let n = match digits.parse::<usize>() {
            Ok(n) if n <= available => n,
            _ => {
                return Err(error(
                    1,
                    format!(
                        "n = {} floors announced, but only {available} line(s) follow",
                        excerpt(digits)
                    ),
                ))
            }
        };
        let mut floors = Vec::with_capacity(n);
        for k in 0..n {
            let (line, text) = lines.next().expect("n <= the lines that follow");
            floors.push(parse_floor(line, text).map_err(|e| TowerError {
                reason: format!("floor {} of {n}: {}", k + 1, e.reason),
                ..e
            })?);
        }
        if let Some((line, _)) = lines.find(|(_, l)| !l.trim().is_empty()) {
            return Err(error(
                line,
                format!("unexpected extra line after the {n} floors"),
            ));
        }
        Tower::new(floors)
    }

    /// [`Tower::parse`] on raw bytes, naming the first line that is not UTF-8 text.
    pub fn parse_bytes(bytes: &[u8]) -> Result<Tower, TowerError> {
        match std::str::from_utf8(bytes) {
            Ok(text) => Tower::parse(text),
            Err(e) => {
                let before = &bytes[..e.valid_up_to()];
                let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
                Err(error(line, "not UTF-8 text"))
            }
        }
    }

    /// The floors, top first.
    pub fn floors(&self) -> &[Floor] {
        &self.floors
    }

    /// How many floors below the top have each pattern of [`stable_floors`].
    pub fn counts(&self) -> Vec<u64> {
        let patterns = stable_floors();
        let mut counts = vec![0u64; patterns.len()];
        for f in &self.floors[1..] {
            counts[patterns.iter().position(|p| p == f).expect("stable")] += 1;
        }
        counts
    }

    /// The winner under perfect play (A moves first).
    pub fn winner(&self) -> Player {
        match floor_types()
            .outcome(&self.counts())
            .expect("one count per type")
        {
            ImpartialOutcome::N => Player::A,
            ImpartialOutcome::P => Player::B,
        }
    }

    /// The number of complete game records under `policy`; `progress(done, total)` is
    /// called as the count proceeds. Fails only for a tower too tall to lay out (a layer
    /// of the state space holds up to `n` counts, and at most 2^28 are allowed).
    pub fn records<A: Arithmetic>(
        &self,
        policy: Policy,
        arith: &A,
        progress: &mut Progress<'_>,
    ) -> Result<A::Value, ComponentError> {
        count_records(&floor_types(), &self.counts(), policy, arith, progress)
    }

    /// A tower of `n` floors chosen uniformly among the stable patterns by a fixed-seed
    /// generator (SplitMix64, Steele–Lea–Flood 2014), so the same `seed` always gives the
    /// same tower. `n` must be at least 1.
    pub fn random(n: usize, seed: u64) -> Tower {
        let patterns = stable_floors();
        let mut state = seed;
        let floors = (0..n.max(1))
            .map(|_| {
                state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
                let mut z = state;
                z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
                z ^= z >> 31;
                patterns[(z % patterns.len() as u64) as usize]
            })
            .collect();
        Tower { floors }
    }

    /// A tower of `n >= 1` full floors: the largest state space for its height.
    pub fn full(n: usize) -> Tower {
        Tower {
            floors: vec![Floor([true; 3]); n.max(1)],
        }
    }
}

impl fmt::Display for Tower {
    /// The input format.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}", self.floors.len())?;
        self.floors
            .iter()
            .try_for_each(|floor| writeln!(f, "{floor}"))
    }
}

/// One floor line: exactly three values, each `0` or `1` (stability is checked by
/// [`Tower::new`]).
fn parse_floor(line: usize, text: &str) -> Result<Floor, TowerError> {
    let values: Vec<&str> = text.split_whitespace().collect();
    if values.len() != 3 {
        return Err(error(
            line,
            format!(
                "expected three values 0/1 separated by spaces, found {}",
                values.len()
            ),
        ));
    }
    let mut blocks = [false; 3];
    for (i, v) in values.iter().enumerate() {
        blocks[i] = match *v {
            "0" => false,
            "1" => true,
            other => {
                let block = ["left", "middle", "right"][i];
                return Err(error(
                    line,
                    format!(
                        "the {block} block (value {} of 3) must be 0 or 1, found '{}'",
                        i + 1,
                        excerpt(other)
                    ),
                ));
            }
        };
    }
    Ok(Floor(blocks))
}
