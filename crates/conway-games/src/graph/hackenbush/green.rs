//! Green Hackenbush pictures by formula: the fusion principle and the colon principle.
//!
//! In green Hackenbush both players may cut every edge, so a picture is a nimber `*g`.
//! Two theorems give `g` without search (Winning Ways, ch. 7, "Hackenbush Hotchpotch"):
//!
//! * **Fusion principle.** The vertices of any cycle may be fused into one vertex without
//!   changing the value; the edges of the cycle become loops at it, and a loop counts as
//!   a single edge hanging from its vertex. An edge lies on a cycle exactly when it is
//!   not a **bridge** (removing it leaves its ends connected); parallel edges and loops
//!   lie on cycles. Fusing every class of vertices joined by non-bridges (the
//!   2-edge-connected classes) leaves a tree of classes joined by the bridges, with loops.
//! * **Colon principle.** The branches at a vertex add as a nim-sum, and an edge below a
//!   branch of value `g` makes it `g + 1` (ordinary addition). So a tree's value at a
//!   vertex is the nim-sum of `1 + value` over the child branches, and of `1` for each
//!   loop there.
//!
//! The value of the picture is the tree's value at the ground's class.
//!
//! ```
//! use conway_games::graph::hackenbush::green::nim_value;
//! assert_eq!(nim_value(&[(0, 1), (1, 2), (2, 3)]), 3); // a stalk of 3 edges
//! assert_eq!(nim_value(&[(0, 1), (1, 2), (2, 0)]), 1); // a triangle: three loops
//! assert_eq!(nim_value(&[(0, 1), (1, 2), (1, 3)]), 1); // a fork: 1 + (1 xor 1)
//! ```

/// The nim-value of the green picture with these edges, vertex 0 the ground; every edge
/// must be connected to the ground.
pub fn nim_value(edges: &[(usize, usize)]) -> u32 {
    let vertices = edges.iter().map(|&(a, b)| a.max(b) + 1).max().unwrap_or(1);
    let bridge: Vec<bool> = (0..edges.len()).map(|e| is_bridge(edges, e)).collect();
    // The 2-edge-connected classes, by union-find over the non-bridges.
    let mut class: Vec<usize> = (0..vertices).collect();
    fn root(class: &mut [usize], v: usize) -> usize {
        let mut r = v;
        while class[r] != r {
            r = class[r];
        }
        class[v] = r;
        r
    }
    let mut loops = vec![0u32; vertices];
    for (e, &(a, b)) in edges.iter().enumerate() {
        if !bridge[e] {
            let (ra, rb) = (root(&mut class, a), root(&mut class, b));
            class[ra] = rb;
        }
    }
    for (e, &(a, _)) in edges.iter().enumerate() {
        if !bridge[e] {
            let r = root(&mut class, a);
            loops[r] ^= 1;
        }
    }
    // The tree of classes joined by bridges, valued from the leaves up.
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); vertices];
    let ground = root(&mut class, 0);
    let mut order = vec![ground];
    let mut seen = vec![false; vertices];
    seen[ground] = true;
    let mut i = 0;
    while i < order.len() {
        let c = order[i];
        i += 1;
        for (e, &(a, b)) in edges.iter().enumerate() {
            if !bridge[e] {
                continue;
            }
            let (ra, rb) = (root(&mut class, a), root(&mut class, b));
            for (here, there) in [(ra, rb), (rb, ra)] {
                if here == c && !seen[there] {
                    seen[there] = true;
                    children[c].push(there);
                    order.push(there);
                }
            }
        }
    }
    let mut value = loops;
    for &c in order.iter().rev() {
        for &child in &children[c] {
            value[c] ^= value[child] + 1;
        }
    }
    value[ground]
}

/// Whether edge `e` is a bridge: without it, its ends are not connected.
fn is_bridge(edges: &[(usize, usize)], e: usize) -> bool {
    let (from, to) = edges[e];
    if from == to {
        return false;
    }
    let mut reached = vec![from];
    let mut i = 0;
    while i < reached.len() {
        let v = reached[i];
        i += 1;
        for (f, &(a, b)) in edges.iter().enumerate() {
            let other = if a == v {
                b
            } else if b == v {
                a
            } else {
                continue;
            };
            if f != e && !reached.contains(&other) {
                if other == to {
                    return false;
                }
                reached.push(other);
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trees_and_cycles() {
        // Winning Ways, ch. 7: a stalk of n edges is *n; two parallel edges fuse to two
        // loops, 0; a triangle on the ground is *1; a square hanging from one edge fuses
        // to a vertex with 4 loops above one edge: 1 + 0.
        assert_eq!(nim_value(&[]), 0);
        assert_eq!(nim_value(&[(0, 1), (1, 2), (2, 3), (3, 4)]), 4);
        assert_eq!(nim_value(&[(0, 1), (0, 1)]), 0);
        assert_eq!(nim_value(&[(0, 1), (1, 2), (2, 0)]), 1);
        assert_eq!(nim_value(&[(0, 1), (1, 2), (2, 3), (3, 4), (4, 1)]), 1);
        assert_eq!(nim_value(&[(0, 0)]), 1);
        // A fork: two twigs on a stalk, 1 + (1 xor 1) = 1.
        assert_eq!(nim_value(&[(0, 1), (1, 2), (1, 3)]), 1);
    }
}
