//! Onsides and offsides: the order of arbitrary loopy games, and the stoppers that stand
//! for their two sides (Winning Ways, ch. 11, "sidling"; Siegel, *Combinatorial Game
//! Theory*, VI.4–5; Siegel, "Coping with cycles", 2009).
//!
//! Every loopy game `G` has an **onside** `G^+` (infinite play counted for Left) and an
//! **offside** `G^-` (counted for Right); `G = G^+ & G^-`, and `G <= H` exactly when
//! `G^+ <= H^+` and `G^- <= H^-`. For stoppers both sides are the game itself.
//!
//! **The order of sides.** `G^+ <= H^+` when Left, moving second in `H - G`, has a
//! strategy against which Right can neither make Left run out of moves nor force an
//! infinite play in which the `H` component is moved in only finitely often (so an
//! infinite play must keep moving in `H`, where infinite play is Left's; eventually
//! playing only in `-G` would be infinite alternating play in `G`, where it is
//! Right's). For offsides the infinite play must keep moving in `G`. This is a Büchi
//! game on the states of `H - G` (pairs of vertices with the player to move), solved by
//! the classical nested fixed point on the states reachable from the two starts: the
//! greatest set `Z` such that from every state of
//! `Z` Left can force, while staying in `Z`, reaching a move in the progress component
//! (the least fixed point inside). On stoppers it agrees with survival
//! ([`super::survival`]): there every infinite play keeps moving in both components.
//!
//! **The sides as stoppers.** A side is found by removing edges that lie on alternating
//! cycles (in runs, halved down to single edges) while the side's value stays the same (an edge is *irrelevant* to a side when
//! removing it does not change it, Siegel VI.5), until the graph is a stopper; its
//! canonical form is returned only after checking, with the order above, that it equals
//! the side of the original game in both directions. When no removable edge is left
//! before the graph is a stopper, the side is reported as not found
//! ([`SideError::NotFound`]), never as a wrong stopper: Bach's carousel (Winning Ways,
//! ch. 11) has sides that are not stoppers at all.

use super::graph::{LoopyGame, Vertex};
use super::Error;
use rustc_hash::FxHashMap;
use std::fmt;

/// Which side of a loopy game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Side {
    /// Infinite play counted for Left.
    On,
    /// Infinite play counted for Right.
    Off,
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::On => "onside",
            Side::Off => "offside",
        })
    }
}

/// Why a side was not given as a stopper.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SideError {
    /// Removing edges on alternating cycles could not make a stopper of the same side.
    NotFound(Side),
    /// A limit of the engine.
    Refused(Error),
}

impl fmt::Display for SideError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SideError::NotFound(side) => write!(
                f,
                "the {side} was not found as a stopper: no edge on an alternating cycle can be \
                 removed without changing it (it may not be a stopper at all, as in Bach's carousel)"
            ),
            SideError::Refused(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for SideError {}

impl From<Error> for SideError {
    fn from(e: Error) -> Self {
        SideError::Refused(e)
    }
}

/// The most states (pairs of vertices with the player to move) a side comparison may
/// reach.
pub const MAX_SIDE_STATES: usize = 1 << 23;

/// Whether `G <= H` on the given side: the Büchi game on the states of `H - G` reachable
/// from both starts with Right to move (the states it does not reach cannot matter).
fn side_leq_at(g: &LoopyGame, h: &LoopyGame, side: Side) -> Result<bool, Error> {
    let game = StateGraph::of_difference(g, h, side, DENSE_INDEX)?;
    Ok(buchi_survival(&game)[0])
}

/// The bit of a move's target that marks a progress move (states are fewer than 2^23).
const PROGRESS: u32 = 1 << 31;

/// The states of `H - G` reachable from the starts, with their moves in one array
/// (`targets[offsets[s]..offsets[s + 1]]`, each target with the [`PROGRESS`] bit when
/// the move is in the side's progress component), and who moves in each.
struct StateGraph {
    offsets: Vec<u32>,
    targets: Vec<u32>,
    left_to_move: Vec<bool>,
}

impl StateGraph {
    /// The states of `H - G`, indexed densely when there are at most `dense_limit`
    /// pairs with a player to move, else by a hash map (the same numbering either way).
    fn of_difference(
        g: &LoopyGame,
        h: &LoopyGame,
        side: Side,
        dense_limit: usize,
    ) -> Result<StateGraph, Error> {
        // A state: (vertex of G, vertex of H, Left to move), numbered as reached.
        type State = (Vertex, Vertex, bool);
        let (m, n) = (g.len(), h.len());
        let dense = 2 * m * n <= dense_limit;
        let slot = |(u, v, left): State| (u as usize * n + v as usize) * 2 + usize::from(left);
        let mut dense_index: Vec<u32> = if dense {
            vec![u32::MAX; 2 * m * n]
        } else {
            Vec::new()
        };
        let mut sparse_index: FxHashMap<State, u32> = FxHashMap::default();
        let mut number = |state: State, next: u32| -> (u32, bool) {
            let known = if dense {
                &mut dense_index[slot(state)]
            } else {
                sparse_index.entry(state).or_insert(u32::MAX)
            };
            if *known == u32::MAX {
                *known = next;
                (next, true)
            } else {
                (*known, false)
            }
        };
        let h_progresses = side == Side::On;
        let mut states: Vec<State> = vec![(0, 0, false)];
        number((0, 0, false), 0);
        let (mut offsets, mut targets) = (vec![0u32], Vec::new());
        let mut next = 0;
        while next < states.len() {
            let (u, v, left_moves) = states[next];
            next += 1;
            // Left moves in H (its Left edges) and in -G (G's Right edges); Right conversely.
            let in_h = h
                .edges(v, left_moves)
                .iter()
                .map(|&v2| ((u, v2, !left_moves), h_progresses));
            let in_g = g
                .edges(u, !left_moves)
                .iter()
                .map(|&u2| ((u2, v, !left_moves), !h_progresses));
            for (target, progress) in in_h.chain(in_g) {
                let (t, new) = number(target, states.len() as u32);
                if new {
                    if states.len() >= MAX_SIDE_STATES {
                        return Err(Error::TooLarge {
                            what: "states of a comparison of sides (pairs of positions with the player to move)",
                            limit: MAX_SIDE_STATES,
                        });
                    }
                    states.push(target);
                }
                targets.push(if progress { t | PROGRESS } else { t });
            }
            offsets.push(targets.len() as u32);
        }
        Ok(StateGraph {
            offsets,
            targets,
            left_to_move: states.iter().map(|s| s.2).collect(),
        })
    }

    fn len(&self) -> usize {
        self.left_to_move.len()
    }

    /// The moves of state `s`: (target, whether a progress move).
    fn moves(&self, s: usize) -> impl Iterator<Item = (usize, bool)> + '_ {
        let range = self.offsets[s] as usize..self.offsets[s + 1] as usize;
        self.targets[range]
            .iter()
            .map(|&t| ((t & !PROGRESS) as usize, t & PROGRESS != 0))
    }

    /// The same moves backwards: for each state, the states with a move to it (with the
    /// progress bit of that move).
    fn reversed(&self) -> (Vec<u32>, Vec<u32>) {
        let states = self.len();
        let mut count = vec![0u32; states + 1];
        for &t in &self.targets {
            count[(t & !PROGRESS) as usize + 1] += 1;
        }
        for s in 0..states {
            count[s + 1] += count[s];
        }
        let offsets = count.clone();
        let mut sources = vec![0u32; self.targets.len()];
        for s in 0..states {
            for (t, progress) in self.moves(s) {
                let at = &mut count[t];
                sources[*at as usize] = s as u32 | if progress { PROGRESS } else { 0 };
                *at += 1;
            }
        }
        (offsets, sources)
    }
}

/// The largest dense index of states (entries of 4 bytes) a comparison of sides uses;
/// larger products are indexed by a hash map.
const DENSE_INDEX: usize = 1 << 24;

/// The states from which Left survives the Büchi game: Left must not run out of moves,
/// and an infinite play must make infinitely many progress moves. The classical nested
/// fixed point: `Z` shrinks from all states to the set `Y` of states from which Left
/// forces, staying in `Y`, a progress move into `Z` (or Right's having no move), until
/// `Y = Z`.
fn buchi_survival(game: &StateGraph) -> Vec<bool> {
    let states = game.len();
    let (into_offsets, into_sources) = game.reversed();
    let into = |t: usize| {
        into_sources[into_offsets[t] as usize..into_offsets[t + 1] as usize]
            .iter()
            .map(|&s| ((s & !PROGRESS) as usize, s & PROGRESS != 0))
    };
    let left_to_move = &game.left_to_move;
    let mut z = vec![true; states];
    loop {
        let mut y = vec![false; states];
        // Right-to-move states: their non-progress moves not yet into Y (MAX: a progress
        // move leaves Z, so never).
        let mut open: Vec<usize> = vec![0; states];
        let mut ready: Vec<usize> = Vec::new();
        for s in (0..states).filter(|&s| z[s]) {
            if left_to_move[s] {
                if game.moves(s).any(|(t, progress)| progress && z[t]) {
                    ready.push(s);
                }
            } else {
                let blocked = game.moves(s).any(|(t, progress)| progress && !z[t]);
                open[s] = if blocked {
                    usize::MAX
                } else {
                    game.moves(s).filter(|m| !m.1).count()
                };
                if open[s] == 0 {
                    ready.push(s);
                }
            }
        }
        for &s in &ready {
            y[s] = true;
        }
        while let Some(t) = ready.pop() {
            for (s, progress) in into(t) {
                if progress || y[s] || !z[s] {
                    continue;
                }
                if left_to_move[s] {
                    y[s] = true;
                    ready.push(s);
                } else if open[s] != usize::MAX {
                    open[s] -= 1;
                    if open[s] == 0 {
                        y[s] = true;
                        ready.push(s);
                    }
                }
            }
        }
        if y == z {
            return z;
        }
        z = without_right_attractor(game, &z, &y, into);
    }
}

/// `Z` without the states from which Right forces play into `Z \ Y` (or out of `Z`),
/// where Left cannot force progress: they are lost for Left too. Removing this whole
/// attractor at once, rather than `Z \ Y` alone, reaches the same greatest fixed point
/// in fewer rounds (the classical algorithm for Büchi games).
fn without_right_attractor<I>(
    game: &StateGraph,
    z: &[bool],
    y: &[bool],
    into: impl Fn(usize) -> I,
) -> Vec<bool>
where
    I: Iterator<Item = (usize, bool)>,
{
    let states = z.len();
    let left_to_move = &game.left_to_move;
    // Left-to-move states of Y: their moves into Y, not yet known lost.
    let mut escapes: Vec<usize> = (0..states)
        .map(|s| match y[s] && left_to_move[s] {
            true => game.moves(s).filter(|&(t, _)| y[t]).count(),
            false => 0,
        })
        .collect();
    let mut lost: Vec<bool> = (0..states).map(|s| z[s] && !y[s]).collect();
    let mut queue: Vec<usize> = (0..states).filter(|&s| lost[s]).collect();
    while let Some(t) = queue.pop() {
        for (s, _) in into(t) {
            if !y[s] || lost[s] {
                continue;
            }
            if left_to_move[s] {
                // only moves into Y were counted
                if y[t] {
                    escapes[s] -= 1;
                }
                if escapes[s] > 0 {
                    continue;
                }
            }
            lost[s] = true;
            queue.push(s);
        }
    }
    (0..states).map(|s| y[s] && !lost[s]).collect()
}

impl LoopyGame {
    /// Whether `self <= other` on the given side (for stoppers, the order of stoppers).
    pub fn side_leq(&self, other: &LoopyGame, side: Side) -> Result<bool, Error> {
        side_leq_at(self, other, side)
    }

    /// Whether `self <= other` as loopy games: on both sides.
    pub fn leq_sided(&self, other: &LoopyGame) -> Result<bool, Error> {
        Ok(self.side_leq(other, Side::On)? && self.side_leq(other, Side::Off)?)
    }

    /// The given side of the game as a canonical stopper (the game's own canonical form
    /// for a stopper).
    pub fn side(&self, side: Side) -> Result<LoopyGame, SideError> {
        if self.is_stopper() {
            return Ok(self.canonical_stopper()?);
        }
        let (mut left, mut right) = self.clone().into_edges();
        loop {
            let current = LoopyGame::from_edges(left.clone(), right.clone())?;
            if current.is_stopper() {
                let same = current.side_leq(self, side)? && self.side_leq(&current, side)?;
                if !same {
                    return Err(SideError::Refused(Error::Internal(
                        "a side found by removing edges differs from the game's side",
                    )));
                }
                return Ok(current.canonical_stopper()?);
            }
            // First all the edges on alternating cycles of the player whom the side's
            // infinite play does not favour (Right's for the onside) at once, then runs
            // of consecutive edges in the graph's order, halving their length down to
            // single edges (many edges go at once when they can); the first removal that
            // leaves the side unchanged is kept.
            let candidates = alternating_cycle_edges(&current);
            let unfavoured: Vec<_> = candidates
                .iter()
                .copied()
                .filter(|e| e.2 != (side == Side::On))
                .collect();
            let lengths = std::iter::successors(Some(candidates.len().next_power_of_two()), |&n| {
                (n > 1).then_some(n / 2)
            });
            let runs = lengths.flat_map(|n| candidates.chunks(n).map(<[_]>::to_vec));
            let groups = std::iter::once(unfavoured)
                .filter(|g| g.len() > 1)
                .chain(runs);
            let mut kept = None;
            for group in groups {
                let (mut l, mut r) = current.clone().into_edges();
                for &(v, w, left_edge) in &group {
                    let list = if left_edge {
                        &mut l[v as usize]
                    } else {
                        &mut r[v as usize]
                    };
                    list.retain(|&x| x != w);
                }
                let trial = LoopyGame::from_edges(l.clone(), r.clone())?;
                // With fewer Left moves and the same Right ones the game is no better
                // for Left on either side (Left, second in G - G', copies each move of
                // Right's into the other component: play keeps moving in both), so only
                // the other direction can fail; symmetrically for Right's moves.
                let left_only = group.iter().all(|e| e.2);
                let right_only = group.iter().all(|e| !e.2);
                let below = left_only || trial.side_leq(self, side)?;
                if below && (right_only || self.side_leq(&trial, side)?) {
                    kept = Some((l, r));
                    break;
                }
            }
            let Some((l, r)) = kept else {
                return Err(SideError::NotFound(side));
            };
            (left, right) = (l, r);
        }
    }
}

/// The edges `(from, to, is a Left edge)` that lie on an alternating cycle: a Left edge
/// `v -> w` when Right to move at `w` can come back to Left to move at `v` by alternating
/// play (and symmetrically).
fn alternating_cycle_edges(game: &LoopyGame) -> Vec<(Vertex, Vertex, bool)> {
    let n = game.len();
    let state = |v: Vertex, left_moves: bool| 2 * v as usize + usize::from(!left_moves);
    let reach_from = |s0: usize| {
        let mut seen = vec![false; 2 * n];
        let mut stack = vec![s0];
        seen[s0] = true;
        while let Some(s) = stack.pop() {
            let (v, left_moves) = ((s / 2) as Vertex, s % 2 == 0);
            for &w in game.edges(v, left_moves) {
                let t = state(w, !left_moves);
                if !seen[t] {
                    seen[t] = true;
                    stack.push(t);
                }
            }
        }
        seen
    };
    let mut edges = Vec::new();
    for v in 0..n as Vertex {
        for left_moves in [true, false] {
            for &w in game.edges(v, left_moves) {
                if reach_from(state(w, !left_moves))[state(v, left_moves)] {
                    edges.push((v, w, left_moves));
                }
            }
        }
    }
    edges
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The dense index and the hash map number the states alike, so the graphs of states
    /// are identical (checked on random graphs, xorshift-generated).
    #[test]
    fn dense_and_hashed_state_indexes_agree() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let mut next = |n: u64| {
            seed ^= seed >> 12;
            seed ^= seed << 25;
            seed ^= seed >> 27;
            seed.wrapping_mul(0x2545_F491_4F6C_DD1D) % n
        };
        for _ in 0..200 {
            let mut graph = || {
                let n = 1 + next(6) as u32;
                let mut edges = || {
                    (0..n)
                        .map(|_| (0..n).filter(|_| next(100) < 30).collect())
                        .collect::<Vec<Vec<Vertex>>>()
                };
                let (left, right) = (edges(), edges());
                LoopyGame::from_edges(left, right).unwrap()
            };
            let (g, h) = (graph(), graph());
            for side in [Side::On, Side::Off] {
                let dense = StateGraph::of_difference(&g, &h, side, usize::MAX).unwrap();
                let hashed = StateGraph::of_difference(&g, &h, side, 0).unwrap();
                assert_eq!(
                    (&dense.offsets, &dense.targets, &dense.left_to_move),
                    (&hashed.offsets, &hashed.targets, &hashed.left_to_move)
                );
                assert!(!dense.targets.is_empty() || dense.len() == 1);
            }
        }
    }
}
