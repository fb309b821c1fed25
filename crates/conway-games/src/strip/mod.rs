//! Games on a row of cells, each ruleset with its own syntax of strips:
//!
//! * [`toads_frogs`] — Toads and Frogs (Winning Ways, ch. 1);
//! * [`gen_toads`] — generalised Toads and Frogs and Elephants and Rhinos (CGSuite, MCGS);
//! * [`backsliding`] — Backsliding Toads and Frogs, its loopy variant (Winning Ways, ch. 11);
//! * [`toppling`] — Toppling Dominoes (Lessons in Play).

pub mod backsliding;
pub mod gen_toads;
pub mod toads_frogs;
pub mod toppling;
