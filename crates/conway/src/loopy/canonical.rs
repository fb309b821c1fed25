//! Canonical stoppers: the simplest form of a stopper, unique up to isomorphism (Siegel,
//! *Combinatorial Game Theory*, VI.3, after Conway's *On Numbers and Games*, ch. 16).
//!
//! Three operations keep the value of every vertex of a stopper's graph:
//!
//! * **dominated options** are removed: a Left option `G^{L1} <= G^{L2}` of the same
//!   vertex (of two equal ones, the first is kept), a Right option `G^{R1} >= G^{R2}`;
//! * **reversible options** are bypassed: a Left option `G^L` with a Right option
//!   `G^{LR} <= G` is replaced by the Left options of `G^{LR}` (symmetrically for Right).
//!   Every bypass follows an alternating path, so in a stopper a chain of bypasses ends;
//! * **fusion**: vertices of equal value are merged into one.
//!
//! Since values do not change, the order of all pairs of vertices is computed once, by
//! survival ([`super::survival`]), before simplifying. A stopper with no dominated or
//! reversible option at any vertex, and no two equal vertices, is *canonical*; two equal
//! stoppers have isomorphic canonical graphs (Siegel, Theorem VI.3.18). The vertices are
//! then numbered in an order that depends only on the graph's shape (partition
//! refinement, as for bisimulation: in a canonical graph no two vertices are bisimilar,
//! since bisimilar vertices are equal), so equal stoppers get identical graphs, edge lists
//! included, and print identically.

use super::graph::{explore, LoopyGame, Vertex};
use super::survival::{leq_table, LeqTable};
use super::Error;

impl LoopyGame {
    /// The canonical form of a stopper ([`Error::NotStopper`] for a game that is not one).
    pub fn canonical_stopper(&self) -> Result<LoopyGame, Error> {
        let table = leq_table(self, self)?;
        let (mut left, mut right) = self.clone().into_edges();
        let edges: usize = left.iter().chain(&right).map(Vec::len).sum();
        let mut budget = 64 * (edges + left.len()) + 64;
        loop {
            let mut changed = false;
            for v in 0..left.len() as Vertex {
                changed |= bypass_reversible(&mut left, &right, v, true, &table, &mut budget)?;
                changed |= bypass_reversible(&mut right, &left, v, false, &table, &mut budget)?;
                changed |= remove_dominated(&mut left[v as usize], |a, b| table.leq(a, b));
                changed |= remove_dominated(&mut right[v as usize], |a, b| table.leq(b, a));
            }
            if !changed {
                break;
            }
        }
        let fused = fuse(left, right, &table)?;
        number_canonically(&fused)
    }
}

/// Bypasses the reversible options of `v` for one player (`own`: that player's edges,
/// `other`: the opponent's). Returns whether any was bypassed.
fn bypass_reversible(
    own: &mut [Vec<Vertex>],
    other: &[Vec<Vertex>],
    v: Vertex,
    for_left: bool,
    table: &LeqTable,
    budget: &mut usize,
) -> Result<bool, Error> {
    // G^L reverses through G^{LR} <= G; G^R through G^{RL} >= G.
    let reverses = |x: Vertex| {
        if for_left {
            table.leq(x, v)
        } else {
            table.leq(v, x)
        }
    };
    let mut changed = false;
    let mut i = 0;
    while i < own[v as usize].len() {
        let w = own[v as usize][i];
        let Some(&x) = other[w as usize].iter().find(|&&x| reverses(x)) else {
            i += 1;
            continue;
        };
        *budget = budget.checked_sub(1).ok_or(Error::Internal(
            "bypassing reversible options did not end (the game was checked to be a stopper)",
        ))?;
        own[v as usize].remove(i);
        let replacements = own[x as usize].clone();
        for y in replacements {
            if y != w && !own[v as usize].contains(&y) {
                own[v as usize].push(y);
            }
        }
        changed = true;
    }
    Ok(changed)
}

/// Removes from `options` every one dominated by another (`worse(a, b)`: `a` is no
/// better than `b` for the player), keeping the first of equal ones, and repeated ones
/// once. Returns whether any was removed.
fn remove_dominated(options: &mut Vec<Vertex>, worse: impl Fn(Vertex, Vertex) -> bool) -> bool {
    let before = options.len();
    let list = options.clone();
    let dominated = |i: usize| {
        list.iter()
            .enumerate()
            .any(|(j, &b)| j != i && worse(list[i], b) && (j < i || !worse(b, list[i])))
    };
    *options = (0..list.len())
        .filter(|&i| !dominated(i))
        .map(|i| list[i])
        .collect();
    options.len() != before
}

/// Merges vertices of equal value into the first of them, and drops what the start no
/// longer reaches.
fn fuse(
    left: Vec<Vec<Vertex>>,
    right: Vec<Vec<Vertex>>,
    table: &LeqTable,
) -> Result<LoopyGame, Error> {
    let n = left.len() as Vertex;
    let representative: Vec<Vertex> = (0..n)
        .map(|v| {
            (0..=v)
                .find(|&u| table.leq(u, v) && table.leq(v, u))
                .unwrap_or(v)
        })
        .collect();
    let image = |list: &[Vertex]| {
        let mut mapped: Vec<Vertex> = list.iter().map(|&w| representative[w as usize]).collect();
        mapped.sort_unstable();
        mapped.dedup();
        mapped
    };
    explore(representative[0], |&v| {
        Ok((image(&left[v as usize]), image(&right[v as usize])))
    })
}

/// Renumbers a canonical stopper's vertices in an order that depends only on its shape:
/// classes of a partition refinement (every vertex alone at the end), then breadth first
/// from the start, options in class order.
fn number_canonically(game: &LoopyGame) -> Result<LoopyGame, Error> {
    let n = game.len();
    let (class, classes) = game.bisimulation_classes();
    if classes != n {
        return Err(Error::Internal(
            "two vertices of a simplified stopper are alike but were not fused",
        ));
    }
    let ordered = |list: &[Vertex]| {
        let mut l = list.to_vec();
        l.sort_by_key(|&w| class[w as usize]);
        l
    };
    explore(0 as Vertex, |&v| {
        Ok((ordered(game.left(v)), ordered(game.right(v))))
    })
}
