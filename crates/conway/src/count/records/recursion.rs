//! The slow twin of the layered count: a memoised recursion over explicit count vectors.
//!
//! The number of records from a state `c` is 1 if no move is allowed, and otherwise the
//! sum over the allowed moves `(t, m)` (a component of type `t`, a kind `m` of its moves,
//! leading to `c'`) of `c_t * ways(m) * records(c')`. Under [`Policy::WinnerOptimal`] a
//! move from an N-position is allowed only if it leads to a P-position (nim-value 0).
//! Nothing of the layered count is used (no merging, no layers, no normalisation, no
//! rounds), so the tests can check one against the other.

use super::Policy;
use crate::count::Arithmetic;
use crate::impartial::component_sums::{ComponentError, ComponentTypes};
use std::collections::HashMap;

/// The slow twin of [`count_records`](super::count_records): a memoised recursion over explicit count vectors of
/// the family as given (no merging, no layers, no normalisation, no rounds), evaluated with
/// an explicit stack. Memory grows with the number of reachable count vectors: meant for
/// small cases and for checking [`count_records`](super::count_records).
pub fn count_records_by_recursion<A: Arithmetic>(
    types: &ComponentTypes,
    counts: &[u64],
    policy: Policy,
    arith: &A,
) -> Result<A::Value, ComponentError> {
    types.check_counts(counts)?;
    let mut memo: HashMap<Vec<u64>, A::Value> = HashMap::new();
    let mut stack = vec![counts.to_vec()];
    while let Some(state) = stack.last() {
        if memo.contains_key(state) {
            stack.pop();
            continue;
        }
        let options = allowed_moves(types, policy, state);
        let missing: Vec<Vec<u64>> = options
            .iter()
            .filter(|(_, _, n)| !memo.contains_key(n))
            .map(|(_, _, n)| n.clone())
            .collect();
        if !missing.is_empty() {
            stack.extend(missing);
            continue;
        }
        let state = stack.pop().expect("non-empty");
        let total = if options.is_empty() {
            arith.one()
        } else {
            options.iter().fold(arith.zero(), |acc, (t, i, next)| {
                let ways = arith.mul(
                    &arith.from_u64(state[*t]),
                    &arith.from_u64(types.get(*t).moves[*i].ways),
                );
                arith.add(&acc, &arith.mul(&ways, &memo[next]))
            })
        };
        memo.insert(state, total);
    }
    Ok(memo.remove(counts).expect("evaluated"))
}

/// The moves allowed from the count vector `state` under `policy`: (type, move index, next
/// state).
fn allowed_moves(
    types: &ComponentTypes,
    policy: Policy,
    state: &[u64],
) -> Vec<(usize, usize, Vec<u64>)> {
    let value = types.value(state).expect("checked length");
    let mut out = Vec::new();
    for t in (0..state.len()).filter(|&t| state[t] > 0) {
        for (i, m) in types.get(t).moves.iter().enumerate() {
            let mut next = state.to_vec();
            next[t] -= 1;
            m.result.iter().for_each(|&r| next[r] += 1);
            let allowed = policy == Policy::AllPlay
                || value.is_zero()
                || types.value(&next).expect("checked length").is_zero();
            if allowed {
                out.push((t, i, next));
            }
        }
    }
    out
}
