//! Canonical stoppers of large graphs, one strongly connected component at a time.
//!
//! The value of a vertex depends only on its followers. Two vertices lie in the same
//! *strongly connected component* when each is a follower of the other; the components
//! form an acyclic graph, so they can be valued from the last (those with no move out)
//! to the first (Tarjan's algorithm lists them in that order). When a component is
//! valued, every vertex it moves to outside itself already has its canonical stopper,
//! and replacing an option by an equal stopper keeps the value of a stopper (Siegel,
//! *Combinatorial Game Theory*, VI.3: equal options are interchangeable, and the play
//! of the new graph alternates forever no more than the old). So each component is
//! simplified ([`super::canonical`]) in a small graph: its own vertices together with
//! the canonical stoppers of its exits, whose order of all pairs is computed by survival
//! ([`super::survival`]). Survival's tables grow with the square of that small graph,
//! not of the whole: Fox and Geese, where every goose move leaves the component of the
//! fox's moves, is valued one placement of the geese at a time.
//!
//! The canonical stoppers met are kept in one graph of *values* whose vertices are
//! distinct stoppers, each vertex's follower its canonical form (every follower of a
//! canonical stopper is canonical). A new value is looked up so that two equal stoppers,
//! even found in components that never met, are one value (canonical stoppers are
//! unique up to isomorphism, Siegel, Theorem VI.3.18): a value that lies on a cycle of
//! its canonical graph by that graph, numbered by shape ([`super::canonical`]); any
//! other by the values of its options, which are canonical and known before it. An
//! isomorphism keeps which vertices lie on cycles, so no value is found both ways. [`LoopyGame::canonical_stopper_at_once`] is the slow twin that
//! simplifies the whole graph in one table.

use super::canonical::{equal, fused_follower, number_canonically, simplify, Edges};
use super::graph::{explore, LoopyGame, Vertex};
use super::survival::leq_table;
use super::Error;
use rustc_hash::FxHashMap;

/// A value: a vertex of the graph of values.
pub type ValueId = u32;

/// The canonical stoppers of every vertex of a stopper's graph.
pub struct CanonicalValues {
    /// The graph of values: `left[x]`, `right[x]` are the options of value `x`.
    left: Vec<Vec<ValueId>>,
    right: Vec<Vec<ValueId>>,
    /// The value of each vertex of the game's graph.
    of_vertex: Vec<ValueId>,
    /// Each value's key -> the value.
    index: FxHashMap<Key, ValueId>,
}

impl CanonicalValues {
    /// The value of vertex `v` of the graph.
    pub fn of(&self, v: Vertex) -> ValueId {
        self.of_vertex[v as usize]
    }

    /// The number of distinct values met (the values of the vertices and their
    /// followers).
    pub fn distinct(&self) -> usize {
        self.left.len()
    }

    /// The Left and the Right options of a value (values themselves).
    pub fn options(&self, value: ValueId) -> (&[ValueId], &[ValueId]) {
        (&self.left[value as usize], &self.right[value as usize])
    }

    /// The canonical stopper of a value.
    pub fn game(&self, value: ValueId) -> Result<LoopyGame, Error> {
        let graph = explore(value, |&x| {
            Ok((
                self.left[x as usize].clone(),
                self.right[x as usize].clone(),
            ))
        })?;
        number_canonically(&graph)
    }
}

impl LoopyGame {
    /// The canonical stopper of every vertex ([`Error::NotStopper`] when the game is not
    /// a stopper).
    pub fn canonical_values(&self) -> Result<CanonicalValues, Error> {
        if !self.is_stopper() {
            return Err(Error::NotStopper);
        }
        let mut values = CanonicalValues {
            left: Vec::new(),
            right: Vec::new(),
            of_vertex: vec![ValueId::MAX; self.len()],
            index: FxHashMap::default(),
        };
        let mut local = vec![Vertex::MAX; self.len()];
        for component in strongly_connected_components(self) {
            value_component(self, &component, &mut local, &mut values)?;
        }
        Ok(values)
    }
}

/// The values of local vertices, sorted.
fn ids(list: &[Vertex], id: &[ValueId]) -> Vec<ValueId> {
    let mut mapped: Vec<ValueId> = list.iter().map(|&w| id[w as usize]).collect();
    mapped.sort_unstable();
    mapped
}

/// How a value is looked up. A value on a cycle of its canonical graph is known by the
/// whole graph (numbered by shape); any other by the values of its options, which
/// determine it. No value is known both ways: an isomorphism of canonical graphs keeps
/// which vertices lie on cycles.
#[derive(PartialEq, Eq, Hash)]
enum Key {
    Options(Vec<ValueId>, Vec<ValueId>),
    Graph(LoopyGame),
}

/// Values the vertices of `component`, whose exits are valued. `local` maps a vertex of
/// the game to its number in the component's graph (and is left all `MAX` again).
fn value_component(
    game: &LoopyGame,
    component: &[Vertex],
    local: &mut [Vertex],
    values: &mut CanonicalValues,
) -> Result<(), Error> {
    let k = component.len() as Vertex;
    for (i, &v) in component.iter().enumerate() {
        local[v as usize] = i as Vertex;
    }
    // The values reached from the exits, numbered after the component's vertices.
    let mut closure: Vec<ValueId> = Vec::new();
    let mut closure_number: FxHashMap<ValueId, Vertex> = FxHashMap::default();
    let mut reach = |x: ValueId, closure: &mut Vec<ValueId>| -> Vertex {
        *closure_number.entry(x).or_insert_with(|| {
            closure.push(x);
            k + closure.len() as Vertex - 1
        })
    };
    let mut left: Vec<Vec<Vertex>> = Vec::with_capacity(component.len());
    let mut right: Vec<Vec<Vertex>> = Vec::with_capacity(component.len());
    for &v in component {
        for (is_left, edges) in [(true, &mut left), (false, &mut right)] {
            let mapped = game
                .edges(v, is_left)
                .iter()
                .map(|&w| match local[w as usize] {
                    Vertex::MAX => reach(values.of_vertex[w as usize], &mut closure),
                    i => i,
                })
                .collect();
            edges.push(mapped);
        }
    }
    let mut next = 0;
    while next < closure.len() {
        let x = closure[next] as usize;
        let l = values.left[x]
            .iter()
            .map(|&y| reach(y, &mut closure))
            .collect();
        let r = values.right[x]
            .iter()
            .map(|&y| reach(y, &mut closure))
            .collect();
        left.push(l);
        right.push(r);
        next += 1;
    }
    for &v in component {
        local[v as usize] = Vertex::MAX;
    }

    let small = LoopyGame::with_edges(left, right);
    let n = small.len() as Vertex;
    let table = leq_table(&small, &small)?;
    let (left, right) = simplify(small, &table, 0..k)?;
    // A component vertex merges into an equal value already known, else into the first
    // equal vertex of the component; known values are distinct.
    let representative: Vec<Vertex> = (0..n)
        .map(|v| {
            if v >= k {
                return v;
            }
            (k..n)
                .chain(0..=v)
                .find(|&u| equal(&table, u, v))
                .unwrap_or(v)
        })
        .collect();
    // The new values (component vertices that are their own representative) with their
    // options merged, looked up children first.
    let merged = |list: &[Vertex]| {
        let mut mapped: Vec<Vertex> = list.iter().map(|&w| representative[w as usize]).collect();
        mapped.sort_unstable();
        mapped.dedup();
        mapped
    };
    let is_new = |v: Vertex| v < k && representative[v as usize] == v;
    let (new_left, new_right): (Edges, Edges) = (0..n)
        .map(|v| match is_new(v) {
            true => (merged(&left[v as usize]), merged(&right[v as usize])),
            false => (Vec::new(), Vec::new()),
        })
        .unzip();
    let mut id: Vec<ValueId> = (0..n)
        .map(|u| match u >= k {
            true => closure[(u - k) as usize],
            false => ValueId::MAX,
        })
        .collect();
    let mut added: Vec<Vertex> = Vec::new();
    let shape = LoopyGame::with_edges(new_left, new_right);
    for group in strongly_connected_components(&shape) {
        let r0 = group[0];
        let cyclic =
            group.len() > 1 || shape.left(r0).contains(&r0) || shape.right(r0).contains(&r0);
        for r in group.into_iter().filter(|&r| is_new(r)) {
            let key = if cyclic {
                Key::Graph(number_canonically(&fused_follower(
                    &left,
                    &right,
                    &representative,
                    r,
                )?)?)
            } else {
                Key::Options(ids(shape.left(r), &id), ids(shape.right(r), &id))
            };
            let fresh = values.left.len() as ValueId;
            let x = *values.index.entry(key).or_insert(fresh);
            if x == fresh {
                values.left.push(Vec::new());
                values.right.push(Vec::new());
                added.push(r);
            }
            id[r as usize] = x;
        }
    }
    for &r in &added {
        let x = id[r as usize] as usize;
        values.left[x] = ids(shape.left(r), &id);
        values.right[x] = ids(shape.right(r), &id);
    }
    for (i, &v) in component.iter().enumerate() {
        values.of_vertex[v as usize] = id[representative[i] as usize];
    }
    Ok(())
}

/// The strongly connected components of the graph (Left and Right edges alike), each
/// listed after every component it has an edge to (Tarjan's algorithm, iteratively).
fn strongly_connected_components(game: &LoopyGame) -> Vec<Vec<Vertex>> {
    const UNSEEN: u32 = u32::MAX;
    let n = game.len();
    let successor = |v: Vertex, i: usize| {
        let l = game.left(v);
        if i < l.len() {
            Some(l[i])
        } else {
            game.right(v).get(i - l.len()).copied()
        }
    };
    let mut order = vec![UNSEEN; n];
    let mut low = vec![0u32; n];
    let mut on_stack = vec![false; n];
    let mut stack: Vec<Vertex> = Vec::new();
    let mut components = Vec::new();
    let mut seen = 0u32;
    for root in 0..n as Vertex {
        if order[root as usize] != UNSEEN {
            continue;
        }
        let mut calls: Vec<(Vertex, usize)> = vec![(root, 0)];
        order[root as usize] = seen;
        low[root as usize] = seen;
        seen += 1;
        stack.push(root);
        on_stack[root as usize] = true;
        while let Some(&mut (v, ref mut i)) = calls.last_mut() {
            if let Some(w) = successor(v, *i) {
                *i += 1;
                if order[w as usize] == UNSEEN {
                    order[w as usize] = seen;
                    low[w as usize] = seen;
                    seen += 1;
                    stack.push(w);
                    on_stack[w as usize] = true;
                    calls.push((w, 0));
                } else if on_stack[w as usize] {
                    low[v as usize] = low[v as usize].min(order[w as usize]);
                }
                continue;
            }
            calls.pop();
            if let Some(&(parent, _)) = calls.last() {
                low[parent as usize] = low[parent as usize].min(low[v as usize]);
            }
            if low[v as usize] == order[v as usize] {
                let mut component = Vec::new();
                loop {
                    let w = stack.pop().expect("v is on the stack");
                    on_stack[w as usize] = false;
                    component.push(w);
                    if w == v {
                        break;
                    }
                }
                components.push(component);
            }
        }
    }
    components
}
