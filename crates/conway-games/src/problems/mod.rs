//! The seed problems of `docs/problems.md`, each answered through the general machinery
//! of `conway` (the file names match `conway solve PROBLEM`):
//!
//! * [`nim_square`] — Nim Square: losing positions of three heaps of `sub:squares`;
//! * [`scatterstone`] — Scatterstone Nim: winning partitions under `split:k`;
//! * [`paper_cutting`] — Paper Cutting: a four-way take-and-break game on rectangles;
//! * [`young_staircases`] — `S(m, w)`: sums of Young staircases the mover-right wins;
//! * [`tower`] — Tower: the winner and the optimal game records.

pub mod nim_square;
pub mod paper_cutting;
pub mod scatterstone;
pub mod tower;
pub mod young_staircases;
