//! Games on a row of cells, each ruleset with its own syntax of strips:
//!
//! * [`toads_frogs`] — Toads and Frogs (Winning Ways, ch. 1);
//! * [`toppling`] — Toppling Dominoes (Lessons in Play).

pub mod toads_frogs;
pub mod toppling;
