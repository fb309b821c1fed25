//! Impartial games whose moves lead to disjunctive sums, and a memoised solver.
//!
//! A ruleset implements [`Impartial`]: from a position it lists every move, each move given
//! as the *components* of the resulting disjunctive sum (a move on a heap may leave several
//! heaps; a move that ends the component leaves none). By the Sprague–Grundy theorem
//! (Siegel, *Combinatorial Game Theory*, IV.1) the value of a position is the mex of the
//! values of its options, and the value of an option that is a sum is the nim-sum of its
//! components' values.
//!
//! [`Solver`] memoises values per position (a hash map) and evaluates with an explicit
//! stack, so deep games do not overflow the call stack; a ruleset in which play need not
//! end (a position reachable from itself) is reported, not followed forever. For a sum `G1 + ... + Gm` of value
//! `v != 0`, a move in `Gi` to an option of value `w` wins iff `w = v xor G(Gi)`
//! ([`Solver::winning_moves`]).
//!
//! ```
//! use conway::impartial::{Impartial, Solver};
//! /// Nim heaps where a move takes 1 or 2 tokens: values n mod 3.
//! struct TakeOneOrTwo;
//! impl Impartial for TakeOneOrTwo {
//!     type Position = u32;
//!     fn moves(&self, &n: &u32) -> Vec<Vec<u32>> {
//!         (1..=2).filter(|&k| k <= n).map(|k| vec![n - k]).collect()
//!     }
//! }
//! let mut s = Solver::new(TakeOneOrTwo);
//! assert_eq!(s.grundy(&7).0, 1);
//! assert_eq!(s.grundy_of_sum(&[4, 5]).0, 1 ^ 2);
//! assert_eq!(s.winning_moves(&[4, 5]).len(), 2); // 4 -> 2, or 5 -> 4
//! ```
//!
//! [`bridge`] makes every impartial [`Ruleset`](crate::partizan::Ruleset) an [`Impartial`]
//! game (its options split into components), and every [`Impartial`] game a ruleset of
//! sums, so that each gets the other's tools.

pub mod bridge;

use crate::nimber::{Mex, Nimber};
use std::collections::{HashMap, HashSet};
use std::hash::Hash;

/// An impartial ruleset: positions and the moves between them. Play must end: no
/// position may be reachable from itself (the solver panics when it finds one that is).
pub trait Impartial {
    /// A single component (a heap, a rectangle, ...).
    type Position: Clone + Eq + Hash;

    /// Every move from `position`, each as the list of components of the resulting sum
    /// (an empty list when the move leaves nothing). Moves leading to equal sums may be
    /// listed more than once: each listing is a distinct move for counting purposes.
    fn moves(&self, position: &Self::Position) -> Vec<Vec<Self::Position>>;
}

/// Outcome class of an impartial position under normal play.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ImpartialOutcome {
    /// The player to move wins (value != 0).
    N,
    /// The player to move loses (value 0).
    P,
}

impl From<Nimber> for ImpartialOutcome {
    fn from(v: Nimber) -> Self {
        if v.is_zero() {
            ImpartialOutcome::P
        } else {
            ImpartialOutcome::N
        }
    }
}

/// A position being evaluated by [`Solver::grundy`]: its moves, and how far their
/// components are known to be memoised (all of the moves before `option`, and the first
/// `component` of that one). It is finished once all are.
struct Frame<P> {
    position: P,
    moves: Vec<Vec<P>>,
    option: usize,
    component: usize,
}

impl<P: Clone + Eq + Hash> Frame<P> {
    fn new(position: P, moves: Vec<Vec<P>>) -> Self {
        Frame {
            position,
            moves,
            option: 0,
            component: 0,
        }
    }

    /// The first component not memoised, if any (the ones before it are).
    fn next_unknown(&mut self, memo: &HashMap<P, Nimber>) -> Option<P> {
        while let Some(option) = self.moves.get(self.option) {
            match option.get(self.component) {
                Some(c) if memo.contains_key(c) => self.component += 1,
                Some(c) => return Some(c.clone()),
                None => (self.option, self.component) = (self.option + 1, 0),
            }
        }
        None
    }
}

/// A move in a sum: which component was played, which of its listed moves, and the
/// components that replace it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumMove<P> {
    /// Index of the component played in.
    pub component: usize,
    /// Index of the move in that component's [`Impartial::moves`] list.
    pub option: usize,
    /// The components replacing the one played in.
    pub result: Vec<P>,
}

/// A ruleset in which play need not end: some position is reachable from itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cycle;

impl std::fmt::Display for Cycle {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(
            "the game has a cycle: a position is reachable from itself, so play need not end",
        )
    }
}

impl std::error::Error for Cycle {}

/// Memoised Grundy-value solver for any [`Impartial`] ruleset.
pub struct Solver<G: Impartial> {
    game: G,
    memo: HashMap<G::Position, Nimber>,
    mex: Mex,
}

impl<G: Impartial> Solver<G> {
    /// A solver with an empty memo.
    pub fn new(game: G) -> Self {
        Solver {
            game,
            memo: HashMap::new(),
            mex: Mex::new(),
        }
    }

    /// The ruleset.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// Number of positions whose value is memoised.
    pub fn memo_len(&self) -> usize {
        self.memo.len()
    }

    /// The Grundy value of one component.
    ///
    /// # Panics
    ///
    /// If a position is reachable from itself; [`Solver::try_grundy`] reports that as an
    /// error instead.
    pub fn grundy(&mut self, position: &G::Position) -> Nimber {
        match self.try_grundy(position) {
            Ok(v) => v,
            Err(cycle) => panic!("{cycle}"),
        }
    }

    /// The Grundy value of one component, or [`Cycle`] if a position reachable from it is
    /// reachable from itself (play need not end, so there is no Grundy value in the sense
    /// of the Sprague–Grundy theorem). Positions valued before the cycle was met stay
    /// memoised.
    pub fn try_grundy(&mut self, position: &G::Position) -> Result<Nimber, Cycle> {
        if let Some(&v) = self.memo.get(position) {
            return Ok(v);
        }
        // Explicit depth-first evaluation (see [`Frame`]). The positions of the frames are
        // the current path: meeting one of them again is a cycle.
        let mut stack = vec![Frame::new(position.clone(), self.game.moves(position))];
        let mut path: HashSet<G::Position> = HashSet::from([position.clone()]);
        while let Some(frame) = stack.last_mut() {
            if let Some(child) = frame.next_unknown(&self.memo) {
                if path.contains(&child) {
                    return Err(Cycle);
                }
                let moves = self.game.moves(&child);
                path.insert(child.clone());
                stack.push(Frame::new(child, moves));
                continue;
            }
            let frame = stack.pop().expect("a frame is on the stack");
            self.mex.clear();
            for option in &frame.moves {
                let v: Nimber = option.iter().map(|c| self.memo[c]).sum();
                self.mex.insert(v.0);
            }
            path.remove(&frame.position);
            self.memo.insert(frame.position, Nimber(self.mex.value()));
        }
        Ok(self.memo[position])
    }

    /// The Grundy value of a disjunctive sum (the nim-sum of its components' values).
    pub fn grundy_of_sum(&mut self, sum: &[G::Position]) -> Nimber {
        sum.iter().map(|p| self.grundy(p)).sum()
    }

    /// Outcome class of a sum.
    pub fn outcome_of_sum(&mut self, sum: &[G::Position]) -> ImpartialOutcome {
        self.grundy_of_sum(sum).into()
    }

    /// Every winning move of a sum: the moves to a sum of value 0 (none if the sum is a
    /// P-position).
    pub fn winning_moves(&mut self, sum: &[G::Position]) -> Vec<SumMove<G::Position>> {
        let total = self.grundy_of_sum(sum);
        let mut winning = Vec::new();
        if total.is_zero() {
            return winning;
        }
        for (component, position) in sum.iter().enumerate() {
            let target = total + self.grundy(position);
            for (option, result) in self.game.moves(position).into_iter().enumerate() {
                if self.grundy_of_sum(&result) == target {
                    winning.push(SumMove {
                        component,
                        option,
                        result,
                    });
                }
            }
        }
        winning
    }

    /// The number of winning moves of a sum.
    pub fn count_winning_moves(&mut self, sum: &[G::Position]) -> usize {
        self.winning_moves(sum).len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Kayles on a row of pins: remove one or two adjacent pins, possibly splitting the row.
    struct Kayles;
    impl Impartial for Kayles {
        type Position = u32;
        fn moves(&self, &n: &u32) -> Vec<Vec<u32>> {
            let mut out = Vec::new();
            for take in 1..=2u32 {
                if take > n {
                    continue;
                }
                for left in 0..=(n - take) {
                    let right = n - take - left;
                    out.push([left, right].into_iter().filter(|&h| h > 0).collect());
                }
            }
            out
        }
    }

    #[test]
    fn kayles_first_values() {
        // Winning Ways, ch. 4: 0 1 2 3 1 4 3 2 1 4 2 6 4 1 2 7
        let mut s = Solver::new(Kayles);
        let v: Vec<u32> = (0..16).map(|n| s.grundy(&n).0).collect();
        assert_eq!(v, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7]);
    }

    #[test]
    fn deep_game_does_not_overflow_stack() {
        struct Chain;
        impl Impartial for Chain {
            type Position = u32;
            fn moves(&self, &n: &u32) -> Vec<Vec<u32>> {
                if n == 0 {
                    vec![]
                } else {
                    vec![vec![n - 1]]
                }
            }
        }
        let mut s = Solver::new(Chain);
        assert_eq!(s.grundy(&200_000).0, 0);
        assert_eq!(s.grundy(&200_001).0, 1);
    }

    /// From n a move leads to n + 1 (mod 3): play never ends.
    struct Round;
    impl Impartial for Round {
        type Position = u32;
        fn moves(&self, &n: &u32) -> Vec<Vec<u32>> {
            vec![vec![(n + 1) % 3], vec![]]
        }
    }

    #[test]
    fn a_cycle_is_an_error_not_followed_forever() {
        assert_eq!(Solver::new(Round).try_grundy(&0), Err(Cycle));
    }

    #[test]
    #[should_panic(expected = "the game has a cycle")]
    fn grundy_panics_on_a_cycle() {
        Solver::new(Round).grundy(&0);
    }

    #[test]
    fn winning_moves_reach_zero_and_are_all_found() {
        let mut s = Solver::new(Kayles);
        let sum = [3u32, 5, 6];
        let total = s.grundy_of_sum(&sum);
        assert!(!total.is_zero());
        let winning = s.winning_moves(&sum);
        // Brute force: every move of the sum, keep those leading to value 0.
        let mut brute = 0;
        for (i, p) in sum.iter().enumerate() {
            for result in Kayles.moves(p) {
                let mut next: Vec<u32> = sum.to_vec();
                next.remove(i);
                next.extend(result);
                if s.grundy_of_sum(&next).is_zero() {
                    brute += 1;
                }
            }
        }
        assert_eq!(winning.len(), brute);
        assert!(brute > 0);
        assert_eq!(s.outcome_of_sum(&[1, 1]), ImpartialOutcome::P);
        assert!(s.winning_moves(&[1, 1]).is_empty());
    }
}
