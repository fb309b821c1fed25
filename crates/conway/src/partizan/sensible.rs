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
//!   `sensible_left_options`; CGSuite's `sensibleOptions` keeps, of these, the first
//!   move at least as good as each option of `K`). Where `K` has no Left option, no
//!   move of Left is sensible.
//!
//! **Why sensible moves are the ones to consider.** *Lemma: every Left option `K^L` of
//! the canonical form has a move `G^L >= K^L`.* Since `G = K`, Right loses `G - K` moving
//! first, so his move to `G - K^L` has a winning answer for Left: either `G^L - K^L >= 0`
//! for some `G^L`, or `G - K^LR >= 0` for some `K^LR`; but the latter says
//! `K^LR <= G = K`, a reversible option of the canonical `K`, which it has none of.
//! *Theorem: if Left wins `G + X` moving first, she wins by a sensible move of `G` or by
//! a move in `X`.* `K + X` has the same outcome; if her winning move there is to
//! `K + X^L`, then `G + X^L = K + X^L` wins; if it is to `K^L + X >= 0`, the lemma's
//! `G^L >= K^L` is sensible and `G^L + X >= K^L + X >= 0`. *A move neither dominated nor
//! reversible is sensible:* Right loses `K - G` moving first, so his move to `K - G^L1`
//! has a winning answer: `K^L - G^L1 >= 0` for some `K^L` (the other answers are
//! `K - G^L1R >= 0`, that is `G^L1R <= G`, which is reversibility); by the lemma some
//! `G^L2 >= K^L >= G^L1`, and if `G^L2` is another move, `G^L1` is dominated unless the
//! two are equal and `G^L1` comes first; either way `K^L = G^L1` is one of `K`'s options.
//! The tests check the three statements on positions whose moves are to games born by
//! day 2, against games born by day 2 and sums of two of them.

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
