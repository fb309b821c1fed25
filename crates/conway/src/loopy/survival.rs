//! The order of stoppers, decided by survival (Siegel, *Combinatorial Game Theory*,
//! VI.2; Winning Ways, ch. 11).
//!
//! For stoppers `G` and `H`, `G <= H` exactly when Left, moving second in `H - G`,
//! *survives*: Right cannot force play to a position where Left has no move (a draw
//! counts as survival). [`leq_table`] decides this at once for every pair of a vertex of
//! `G` and a vertex of `H` by retrograde analysis of the states of `H_v - G_u`, a pair of
//! vertices with the player to move:
//!
//! * Left's moves go to `H_v^L - G_u` and `H_v - G_u^R`; Right's to `H_v^R - G_u` and
//!   `H_v - G_u^L`;
//! * a Left-to-move state is lost for Left when every Left move leads to a lost state
//!   (in particular when there is none); a Right-to-move state is lost for Left when some
//!   Right move leads to a lost state. The least set closed under these two rules is
//!   found with one counter per Left-to-move state, in time linear in the edges of the
//!   state graph (`|G| |H|` states).
//!
//! Then `G_u <= H_v` iff the Right-to-move state `(u, v)` is not lost. The rule is a
//! theorem only for stoppers: the callers check that both games are stoppers first.

use super::graph::{LoopyGame, Vertex};
use super::Error;

/// The most pairs of vertices a comparison table may have.
pub const MAX_PAIRS: usize = 1 << 24;

/// `table[u * |H| + v]` says whether `G_u <= H_v`, for stoppers `G` and `H`.
pub struct LeqTable {
    width: usize,
    leq: Vec<bool>,
}

impl LeqTable {
    /// Whether `G_u <= H_v`.
    pub fn leq(&self, u: Vertex, v: Vertex) -> bool {
        self.leq[u as usize * self.width + v as usize]
    }
}

/// The table of `G_u <= H_v` for every vertex `u` of `g` and `v` of `h`; both must be
/// stoppers ([`Error::NotStopper`] otherwise).
pub fn leq_table(g: &LoopyGame, h: &LoopyGame) -> Result<LeqTable, Error> {
    if !g.is_stopper() || !h.is_stopper() {
        return Err(Error::NotStopper);
    }
    let (m, n) = (g.len(), h.len());
    if m.saturating_mul(n) > MAX_PAIRS {
        return Err(Error::TooLarge {
            what: "pairs of vertices compared (the product of the two graphs' sizes)",
            limit: MAX_PAIRS,
        });
    }
    let pair = |u: Vertex, v: Vertex| u as usize * n + v as usize;
    let reverse = |game: &LoopyGame, left: bool| {
        let mut into: Vec<Vec<Vertex>> = vec![Vec::new(); game.len()];
        for x in 0..game.len() as Vertex {
            for &y in game.edges(x, left) {
                into[y as usize].push(x);
            }
        }
        into
    };
    let (g_left_into, g_right_into) = (reverse(g, true), reverse(g, false));
    let (h_left_into, h_right_into) = (reverse(h, true), reverse(h, false));
    // Left-to-move states: Left's moves not yet known to lose.
    let mut open_left_moves: Vec<u32> = (0..m as Vertex)
        .flat_map(|u| (0..n as Vertex).map(move |v| (u, v)))
        .map(|(u, v)| (g.right(u).len() + h.left(v).len()) as u32)
        .collect();
    let mut lost_left_to_move = vec![false; m * n];
    let mut lost_right_to_move = vec![false; m * n];
    // (pair, whether the lost state is Left-to-move)
    let mut queue: Vec<(usize, bool)> = Vec::new();
    for (s, &open) in open_left_moves.iter().enumerate() {
        if open == 0 {
            lost_left_to_move[s] = true;
            queue.push((s, true));
        }
    }
    while let Some((s, left_to_move)) = queue.pop() {
        let (u, v) = ((s / n) as Vertex, (s % n) as Vertex);
        if left_to_move {
            // Right-to-move states with a Right move to (u, v): from (u', v) with
            // u in G_{u'}^L, or from (u, v') with v in H_{v'}^R.
            let from_g = g_left_into[u as usize].iter().map(|&u2| pair(u2, v));
            let from_h = h_right_into[v as usize].iter().map(|&v2| pair(u, v2));
            for p in from_g.chain(from_h) {
                if !lost_right_to_move[p] {
                    lost_right_to_move[p] = true;
                    queue.push((p, false));
                }
            }
        } else {
            // Left-to-move states with a Left move to (u, v): from (u', v) with u in
            // G_{u'}^R, or from (u, v') with v in H_{v'}^L.
            let from_g = g_right_into[u as usize].iter().map(|&u2| pair(u2, v));
            let from_h = h_left_into[v as usize].iter().map(|&v2| pair(u, v2));
            for p in from_g.chain(from_h) {
                if lost_left_to_move[p] {
                    continue;
                }
                open_left_moves[p] -= 1;
                if open_left_moves[p] == 0 {
                    lost_left_to_move[p] = true;
                    queue.push((p, true));
                }
            }
        }
    }
    Ok(LeqTable {
        width: n,
        leq: lost_right_to_move.into_iter().map(|lost| !lost).collect(),
    })
}

impl LoopyGame {
    /// Whether `self <= other`, for stoppers ([`Error::NotStopper`] otherwise).
    pub fn leq(&self, other: &LoopyGame) -> Result<bool, Error> {
        Ok(leq_table(self, other)?.leq(0, 0))
    }
}
