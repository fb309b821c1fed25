//! The marks of a position's moves: which are dominated, which reversible, which
//! sensible.
//!
//! A position `G = {G^L | G^R}` of a ruleset is given by its moves, each to a position
//! whose value is a canonical form; `G`'s own value `K` is a canonical form too. Three
//! questions about a Left move `G^L1` (Right's are the mirror image):
//!
//! * **Dominated**: another Left move is at least as good, `G^L1 <= G^L2` (of equal
//!   moves all but the first are marked). Removing it leaves the value unchanged
//!   (Siegel, *Combinatorial Game Theory*, II.2).
//! * **Reversible**: Right has an answer `G^L1R <= G` to it (the answer restores at
//!   least `G` for Right). Replacing it by the Left options of `G^L1R` leaves the value
//!   unchanged (II.2).
//! * **Sensible**: `G^L1 >= K^L` for some Left option `K^L` of the canonical form `K`:
//!   the move is at least as good as one of the moves that the canonical form keeps
//!   (the definition of the `cgt` crate's `sensible_left_moves`, and of `cgt-py`'s
//!   `sensible_left_options`). A move that is neither dominated nor reversible is
//!   sensible: its value is one of `K`'s Left options (the simplest-form theorem, II.2).
//!
//! Where `K` has no Left option (`G` is at most a number for Left, `K^L` empty), no move
//! of Left is sensible.

use super::arena::{Arena, GameId};
use super::limits::Error;
use std::cmp::Ordering;

/// Which player's moves are marked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// Left: larger is better.
    Left,
    /// Right: smaller is better.
    Right,
}

/// The marks of one move (see the [module documentation](self)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct MoveMarks {
    /// Another move of the same player is at least as good (of equal moves, all but the
    /// first are marked).
    pub dominated: bool,
    /// The opponent has an answer to it that restores at least the position's value.
    pub reversible: bool,
    /// It is at least as good as one of the canonical form's options.
    pub sensible: bool,
}

/// The marks of `moves`, the values of `player`'s moves from a position of value `g`.
pub fn mark_moves(
    arena: &mut Arena,
    g: GameId,
    moves: &[GameId],
    player: Player,
) -> Result<Vec<MoveMarks>, Error> {
    // `at_least(a, b)`: `a` is at least as good for `player` as `b`
    let at_least = |arena: &mut Arena, a: GameId, b: GameId| match player {
        Player::Left => arena.leq(b, a),
        Player::Right => arena.leq(a, b),
    };
    let kept = match player {
        Player::Left => arena.left_options(g)?,
        Player::Right => arena.right_options(g)?,
    };
    let mut marks = Vec::with_capacity(moves.len());
    for (i, &m) in moves.iter().enumerate() {
        let dominated = moves.iter().enumerate().any(|(j, &other)| {
            j != i
                && match (arena.compare(other, m), player) {
                    (Some(Ordering::Equal), _) => j < i,
                    (Some(Ordering::Greater), Player::Left) => true,
                    (Some(Ordering::Less), Player::Right) => true,
                    _ => false,
                }
        });
        let answers = match player {
            Player::Left => arena.right_options(m)?,
            Player::Right => arena.left_options(m)?,
        };
        // an answer that is at least as good as `g` for the opponent
        let reversible = answers.iter().any(|&answer| match player {
            Player::Left => arena.leq(answer, g),
            Player::Right => arena.leq(g, answer),
        });
        let sensible = kept.iter().any(|&k| at_least(arena, m, k));
        marks.push(MoveMarks {
            dominated,
            reversible,
            sensible,
        });
    }
    Ok(marks)
}

#[cfg(test)]
#[path = "sensible_tests.rs"]
mod tests;
