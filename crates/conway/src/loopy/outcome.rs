//! Who wins a loopy game, with draws: retrograde analysis (Winning Ways, ch. 11; Siegel,
//! *Combinatorial Game Theory*, VI.1).
//!
//! A *state* is a vertex with the player to move. A state where the mover has no move is
//! lost for the mover; a state with a move to a state lost for the opponent is won; a
//! state all of whose moves lead to states won by the opponent is lost. The states these
//! rules never settle are **draws**: from them neither player can force the other to run
//! out of moves, and play goes on forever. Settling works backwards from the lost states
//! with one counter per state, so the analysis is linear in the number of edges.

use super::graph::{LoopyGame, Vertex};
use std::fmt;

/// Who wins from a state of a loopy game under optimal play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Winner {
    /// Left wins.
    Left,
    /// Right wins.
    Right,
    /// Neither can force a win: play goes on forever.
    Draw,
}

/// The outcome of a loopy game: who wins when Left moves first and when Right does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LoopyOutcome {
    /// The result when Left moves first.
    pub left_first: Winner,
    /// The result when Right moves first.
    pub right_first: Winner,
}

impl LoopyOutcome {
    /// The class's short name: `L`, `R`, `N`, `P` when play ends, `D` when it is drawn
    /// whoever starts, otherwise two letters, the result with Left moving first and with
    /// Right moving first (`LD`: Left wins moving first, a draw when Right starts).
    pub fn code(self) -> String {
        use Winner::*;
        match (self.left_first, self.right_first) {
            (Left, Left) => "L".into(),
            (Right, Right) => "R".into(),
            (Left, Right) => "N".into(),
            (Right, Left) => "P".into(),
            (Draw, Draw) => "D".into(),
            (a, b) => format!("{}{}", a.letter(), b.letter()),
        }
    }
}

impl Winner {
    fn letter(self) -> char {
        match self {
            Winner::Left => 'L',
            Winner::Right => 'R',
            Winner::Draw => 'D',
        }
    }

    /// The words for this result: "Left wins", "Right wins" or "a draw".
    pub fn words(self) -> &'static str {
        match self {
            Winner::Left => "Left wins",
            Winner::Right => "Right wins",
            Winner::Draw => "a draw",
        }
    }
}

impl fmt::Display for LoopyOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.code())
    }
}

/// The outcome of the follower at every vertex of `game`.
pub fn outcomes(game: &LoopyGame) -> Vec<LoopyOutcome> {
    let n = game.len();
    // state 2v: Left to move at v; 2v + 1: Right to move at v.
    let state = |v: Vertex, left_moves: bool| 2 * v as usize + usize::from(!left_moves);
    let (mut pending, predecessors) = game.states();
    // None: not settled; Some(true): won by the player to move; Some(false): lost.
    let mut mover_wins: Vec<Option<bool>> = vec![None; 2 * n];
    let mut settled: Vec<usize> = (0..2 * n).filter(|&s| pending[s] == 0).collect();
    for &s in &settled {
        mover_wins[s] = Some(false);
    }
    while let Some(s) = settled.pop() {
        let lost = mover_wins[s] == Some(false);
        for &p in &predecessors[s] {
            let p = p as usize;
            if mover_wins[p].is_some() {
                continue;
            }
            if lost {
                mover_wins[p] = Some(true);
                settled.push(p);
            } else {
                pending[p] -= 1;
                if pending[p] == 0 {
                    mover_wins[p] = Some(false);
                    settled.push(p);
                }
            }
        }
    }
    let winner = |s: usize, mover: Winner, other: Winner| match mover_wins[s] {
        Some(true) => mover,
        Some(false) => other,
        None => Winner::Draw,
    };
    (0..n as Vertex)
        .map(|v| LoopyOutcome {
            left_first: winner(state(v, true), Winner::Left, Winner::Right),
            right_first: winner(state(v, false), Winner::Right, Winner::Left),
        })
        .collect()
}

impl LoopyGame {
    /// The outcome of the game (from its start vertex).
    pub fn outcome(&self) -> LoopyOutcome {
        outcomes(self)[0]
    }
}
