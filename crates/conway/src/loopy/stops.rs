//! Stops and degrees of stoppers (Siegel, *Combinatorial Game Theory*, VI.4 and VI.5;
//! Conway, *On Numbers and Games*, ch. 16; CGSuite computes the same, which we read to
//! check the conventions).
//!
//! **Stops.** The stops of a stopper are *pseudonumbers*: a number `x`, `x+over =
//! {x|pass}`, `x+under = {pass|x}`, `on` or `off`, totally ordered by their number part
//! and then `x+under < x < x+over`, with `off` below and `on` above everything. A
//! pseudonumber is its own left and right stop; otherwise
//! `L(G) = max R(G^L)` and `R(G) = min L(G^R)`. The recursion follows alternating play,
//! which ends in a stopper, so it ends; it runs on the canonical stopper (equal stoppers
//! have one canonical graph, so the stops are values' invariants), whose positions with
//! no move for a player are pseudonumbers (a canonical stopper without Left options is a
//! number or `off`); a position that is not one is reported as an internal error.
//!
//! **Degree.** The degree of a stopper `G` is `G +↑ -G`, the onside of `G - G`
//! (the *upsum*; the offside is the *downsum*): `0` for a loopfree (short) game, `on`
//! and `off` making play last, idempotents such as `over`, `upon*`... in between. The
//! sides are those of [`super::sides`], so a degree whose side is not found as a stopper
//! is not given.

use super::graph::{LoopyGame, Vertex};
use super::notation::print::short_followers;
use super::sides::{Side, SideError};
use super::Error;
use crate::partizan::{Arena, Dyadic};
use std::fmt;

/// How a pseudonumber's number is adorned.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Adornment {
    /// `x+under = {pass|x}`, just below `x`.
    Under,
    /// The number `x` itself.
    Plain,
    /// `x+over = {x|pass}`, just above `x`.
    Over,
}

/// A pseudonumber: the stops of stoppers. The order of the variants and fields is the
/// order of the values.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Pseudonumber {
    /// `off = {|pass}`, below every number.
    Off,
    /// A number, possibly adorned.
    Number(Dyadic, Adornment),
    /// `on = {pass|}`, above every number.
    On,
}

impl fmt::Display for Pseudonumber {
    /// `off`, `on`, `3/4`, `over`, `2+over`, `-1/2+under` (the loopy notation).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Pseudonumber::Off => f.write_str("off"),
            Pseudonumber::On => f.write_str("on"),
            Pseudonumber::Number(x, Adornment::Plain) => write!(f, "{x}"),
            Pseudonumber::Number(x, adorned) => {
                let word = if *adorned == Adornment::Over {
                    "over"
                } else {
                    "under"
                };
                if *x == Dyadic::ZERO {
                    f.write_str(word)
                } else {
                    write!(f, "{x}+{word}")
                }
            }
        }
    }
}

impl LoopyGame {
    /// The left and right stops of a stopper ([`Error::NotStopper`] otherwise).
    pub fn stops(&self, arena: &mut Arena) -> Result<(Pseudonumber, Pseudonumber), Error> {
        let game = self.canonical_stopper()?;
        let short = short_followers(arena, &game).map_err(Error::Short)?;
        let number = |v: Vertex| short.get(&v).and_then(|&g| arena.as_number(g));
        let pseudonumber: Vec<Option<Pseudonumber>> = (0..game.len() as Vertex)
            .map(|v| {
                if let Some(x) = number(v) {
                    return Some(Pseudonumber::Number(x, Adornment::Plain));
                }
                match (game.left(v), game.right(v)) {
                    ([l], []) if *l == v => Some(Pseudonumber::On),
                    ([], [r]) if *r == v => Some(Pseudonumber::Off),
                    ([l], [r]) if *r == v => {
                        number(*l).map(|x| Pseudonumber::Number(x, Adornment::Over))
                    }
                    ([l], [r]) if *l == v => {
                        number(*r).map(|x| Pseudonumber::Number(x, Adornment::Under))
                    }
                    _ => None,
                }
            })
            .collect();
        let mut memo = vec![[None, None]; game.len()];
        let left = stop(&game, &pseudonumber, &mut memo, 0, true)?;
        let right = stop(&game, &pseudonumber, &mut memo, 0, false)?;
        Ok((left, right))
    }

    /// The degree `G +↑ -G` of a stopper: the onside of `G - G` (`0` for a short game);
    /// [`SideError::NotFound`] when that side is not found as a stopper.
    pub fn degree(&self) -> Result<LoopyGame, SideError> {
        let game = self.canonical_stopper()?;
        if game.is_loopfree() {
            return Ok(LoopyGame::from_edges(vec![vec![]], vec![vec![]])?);
        }
        game.upsum(&game.negative())
    }

    /// The upsum `G +↑ H`: the onside of `G + H`.
    pub fn upsum(&self, other: &LoopyGame) -> Result<LoopyGame, SideError> {
        self.sum(other)?.side(Side::On)
    }

    /// The downsum `G +↓ H`: the offside of `G + H`.
    pub fn downsum(&self, other: &LoopyGame) -> Result<LoopyGame, SideError> {
        self.sum(other)?.side(Side::Off)
    }
}

/// The stop of vertex `v` for Left (`left`) or Right, memoised; the recursion alternates
/// players, so in a stopper it is finite.
fn stop(
    game: &LoopyGame,
    pseudonumber: &[Option<Pseudonumber>],
    memo: &mut [[Option<Pseudonumber>; 2]],
    v: Vertex,
    left: bool,
) -> Result<Pseudonumber, Error> {
    if let Some(p) = pseudonumber[v as usize] {
        return Ok(p);
    }
    if let Some(p) = memo[v as usize][usize::from(left)] {
        return Ok(p);
    }
    let mut best: Option<Pseudonumber> = None;
    for &w in game.edges(v, left) {
        let s = stop(game, pseudonumber, memo, w, !left)?;
        best = Some(match best {
            None => s,
            Some(b) if left => b.max(s),
            Some(b) => b.min(s),
        });
    }
    let found = best.ok_or(Error::Internal(
        "a position of a canonical stopper with no move for a player is not a pseudonumber",
    ))?;
    memo[v as usize][usize::from(left)] = Some(found);
    Ok(found)
}
