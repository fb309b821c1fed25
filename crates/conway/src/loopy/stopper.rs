//! Stoppers: loopy games in which play cannot alternate forever (Conway, *On Numbers and
//! Games*, ch. 16; Siegel, *Combinatorial Game Theory*, VI.2).
//!
//! A game is a **stopper** when no follower starts an infinite *alternating* sequence
//! of moves (Left, Right, Left, ...). Play may still last forever when one player passes
//! through a cycle of their own moves (`on = {pass|}`), but not with both taking turns.
//! In the graph of *states* (a vertex with the player to move, a move leading to the
//! other player's state) this says there is no cycle, which Kahn's algorithm decides in
//! time linear in the edges. Stoppers are the games whose order is decided by survival
//! ([`super::survival`]) and which have canonical forms ([`super::canonical`]).

use super::graph::LoopyGame;

impl LoopyGame {
    /// Whether the game is a stopper: no follower starts an infinite alternating play.
    pub fn is_stopper(&self) -> bool {
        let n = self.len();
        let (mut pending, predecessors) = self.states();
        let mut ended: Vec<usize> = (0..2 * n).filter(|&s| pending[s] == 0).collect();
        let mut count = 0;
        while let Some(s) = ended.pop() {
            count += 1;
            for &p in &predecessors[s] {
                pending[p as usize] -= 1;
                if pending[p as usize] == 0 {
                    ended.push(p as usize);
                }
            }
        }
        count == 2 * n
    }
}
