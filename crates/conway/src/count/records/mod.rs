//! Counting complete game records of a sum of component types.
//!
//! A *record* is the sequence of moves of a whole game, from a start position to the end
//! (no move left), a move being identified by the component played in and which of its
//! moves was made; so a state with `c_t` components of type `t` offers `c_t * ways` moves
//! of each kind `(t, ways, result)` (see [`crate::impartial::component_sums`]). Records are counted
//! under a [`Policy`]:
//!
//! * [`Policy::AllPlay`] — every legal move;
//! * [`Policy::WinnerOptimal`] — a player in an N-position only moves to P-positions (the
//!   winning moves, Sprague–Grundy: those changing the value by the current value); a
//!   player in a P-position may make any legal move (the tower problem of
//!   `docs/problems.md`).
//!
//! [`count_records`] is a forward dynamic programme over count vectors, fast and small
//! through five facts, each in its module:
//!
//! 1. **Rolling order** (`layout`): with the types in topological order every move makes
//!    the count vector lexicographically smaller, so states are kept in layers of equal
//!    first count, and only a window of a few consecutive layers is held (`window`). With
//!    two live types (a tower: full and one-move floors) a layer is a line, and memory is
//!    linear in the number of components.
//! 2. **Labelled normalisation** (`transition`): storing `dp(c) * prod_t c_t!` turns every
//!    move's weight into a product of small integers, with no division.
//! 3. **Rounds** (`transition`): under [`Policy::WinnerOptimal`] the game after the first
//!    move is a sequence of rounds (a move and a reply of equal nim-change), so only
//!    P-positions need be stored.
//! 4. **Merging** (`counter`, `layout`): isomorphic types are merged first
//!    ([`ComponentTypes::merge_isomorphic`](crate::impartial::component_sums::ComponentTypes::merge_isomorphic)),
//!    and types nobody can move in are dropped.
//! 5. **Rows** (`row`, `weight`): along a row of a layer only the parity of the last count
//!    matters to the nim-value, so moves are settled once per row and parity, and what is
//!    left per entry is a weight read from a table.
//!
//! [`count_records_by_recursion`] (`recursion`) is the slow twin: a memoised recursion over
//! explicit count vectors with none of the above, used by the tests to check
//! [`count_records`].
//!
//! ```
//! use conway::impartial::component_sums::{ComponentType, ComponentTypes, TypeMove};
//! use conway::count::records::{count_records, Policy};
//! use conway::count::{Arithmetic, Exact};
//! // Tower floors: a full floor has 2 side blocks (leaving a one-move floor) and a middle
//! // block (leaving a dead floor); a one-move floor has one block.
//! let types = ComponentTypes::new(vec![
//!     ComponentType::new("full", vec![TypeMove::new(2, vec![1]), TypeMove::new(1, vec![])]),
//!     ComponentType::new("one", vec![TypeMove::new(1, vec![])]),
//! ])
//! .unwrap();
//! // One full floor: "middle", "left then right", "right then left".
//! let all = count_records(&types, &[1, 0], Policy::AllPlay, &Exact, &mut |_, _| {}).unwrap();
//! assert_eq!(Exact.to_decimal(&all), "3");
//! // The winner must take the middle block.
//! let opt = count_records(&types, &[1, 0], Policy::WinnerOptimal, &Exact, &mut |_, _| {});
//! let opt = opt.unwrap();
//! assert_eq!(Exact.to_decimal(&opt), "1");
//! ```

mod counter;
mod layout;
mod recursion;
mod row;
mod transition;
mod weight;
mod window;

#[cfg(test)]
mod tests;

pub use counter::count_records;
pub use recursion::count_records_by_recursion;

/// Which moves a record may contain.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Policy {
    /// Every legal move.
    AllPlay,
    /// A player who can win only makes winning moves; a losing player makes any move.
    WinnerOptimal,
}
