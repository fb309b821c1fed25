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
    /// The canonical form of a stopper ([`Error::NotStopper`] for a game that is not
    /// one), computed one strongly connected component at a time
    /// ([`super::components`]).
    pub fn canonical_stopper(&self) -> Result<LoopyGame, Error> {
        let values = self.canonical_values()?;
        values.game(values.of(0))
    }

    /// The canonical form of a stopper simplified as one graph: the order of every pair
    /// of its vertices at once. The slow twin of [`LoopyGame::canonical_stopper`], whose
    /// tables grow with the square of a component and its exits instead of the whole
    /// graph.
    pub fn canonical_stopper_at_once(&self) -> Result<LoopyGame, Error> {
        let table = leq_table(self, self)?;
        let n = self.len() as Vertex;
        let (left, right) = simplify(self.clone(), &table, 0..n)?;
        let representative: Vec<Vertex> = (0..n)
            .map(|v| (0..=v).find(|&u| equal(&table, u, v)).unwrap_or(v))
            .collect();
        let fused = fused_follower(&left, &right, &representative, 0)?;
        number_canonically(&fused)
    }
}

/// The edges of one player, for every vertex.
pub(super) type Edges = Vec<Vec<Vertex>>;

/// Whether vertices `u` and `v` are equal games.
pub(super) fn equal(table: &LeqTable, u: Vertex, v: Vertex) -> bool {
    table.leq(u, v) && table.leq(v, u)
}

/// Removes the dominated options of the vertices `simplified` and bypasses their
/// reversible ones until none is left (the other vertices must have none already), and
/// returns the edges. `table` is the order of every pair of vertices.
pub(super) fn simplify(
    game: LoopyGame,
    table: &LeqTable,
    simplified: std::ops::Range<Vertex>,
) -> Result<(Edges, Edges), Error> {
    let (mut left, mut right) = game.into_edges();
    let edges: usize = left.iter().chain(&right).map(Vec::len).sum();
    let mut budget = 64 * (edges + left.len()) + 64;
    loop {
        let mut changed = false;
        for v in simplified.clone() {
            changed |= bypass_reversible(&mut left, &right, v, true, table, &mut budget)?;
            changed |= bypass_reversible(&mut right, &left, v, false, table, &mut budget)?;
            changed |= remove_dominated(&mut left[v as usize], |a, b| table.leq(a, b));
            changed |= remove_dominated(&mut right[v as usize], |a, b| table.leq(b, a));
        }
        if !changed {
            return Ok((left, right));
        }
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

/// The follower at `start` of the graph in which every vertex is merged into its
/// `representative` (a vertex of equal value).
pub(super) fn fused_follower(
    left: &[Vec<Vertex>],
    right: &[Vec<Vertex>],
    representative: &[Vertex],
    start: Vertex,
) -> Result<LoopyGame, Error> {
    let image = |list: &[Vertex]| {
        let mut mapped: Vec<Vertex> = list.iter().map(|&w| representative[w as usize]).collect();
        mapped.sort_unstable();
        mapped.dedup();
        mapped
    };
    explore(representative[start as usize], |&v| {
        Ok((image(&left[v as usize]), image(&right[v as usize])))
    })
}

/// Renumbers a canonical stopper's vertices in an order that depends only on its shape:
/// classes of a partition refinement (every vertex alone at the end), then breadth first
/// from the start, options in class order.
pub(super) fn number_canonically(game: &LoopyGame) -> Result<LoopyGame, Error> {
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
