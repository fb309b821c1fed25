//! Impartial loopy games: the generalised Sprague–Grundy function (C. A. B. Smith, "Graphs
//! and composite games", 1966; A. S. Fraenkel and Y. Yesha, "The generalized
//! Sprague–Grundy function and its invariance under certain mappings", 1986; Siegel,
//! *Combinatorial Game Theory*, IV.4).
//!
//! A game is impartial when both players have the same moves from every position. Its
//! positions get values `γ`: a nim-value `n`, or `∞_K`, infinite with the *escape set*
//! `K` of the nim-values of its options. `γ(u) = n` when `u` has options of every value
//! below `n`, none of value `n`, and every option of infinite or larger value has an
//! option of value `n` (a move there can be answered back to `n`). The labelling
//! algorithm of Fraenkel and Yesha finds them, for `i = 0, 1, ...`:
//!
//! 1. while some unlabelled `u` has no option labelled `i`, and every option of `u` that
//!    is unlabelled or labelled `∞` has an option labelled `i`, label `u` with `i`;
//! 2. label `∞` every unlabelled vertex with no option labelled `i` (it can never reach
//!    a larger value, which needs an option of value `i`);
//!
//! until every vertex is labelled. The values add by Smith's rule: `m ⊕ n` (nim-sum) for
//! finite values, `∞_K ⊕ n = ∞_{K ⊕ n}`, and `∞_K ⊕ ∞_L = ∞_∅`; and decide the outcome:
//! `0` is a loss for the player to move, any other finite value a win, `∞_K` a win when
//! `0 ∈ K` (move to a zero) and a draw otherwise.

use super::graph::{LoopyGame, Vertex};
use super::outcome::{LoopyOutcome, Winner};
use std::fmt;

/// The generalised Sprague–Grundy value of an impartial loopy game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum LoopyNimber {
    /// A nim-value: the game plays as a nim-heap of this size, in any sum.
    Finite(u32),
    /// `∞_K`: play can go on forever; the escape set `K` (sorted) holds the nim-values
    /// of its options.
    Infinite(Vec<u32>),
}

impl LoopyNimber {
    /// The value of the sum of two games of these values (Smith's rule).
    pub fn add(&self, other: &LoopyNimber) -> LoopyNimber {
        use LoopyNimber::*;
        match (self, other) {
            (Finite(a), Finite(b)) => Finite(a ^ b),
            (Infinite(k), Finite(n)) | (Finite(n), Infinite(k)) => {
                let mut escape: Vec<u32> = k.iter().map(|x| x ^ n).collect();
                escape.sort_unstable();
                Infinite(escape)
            }
            (Infinite(_), Infinite(_)) => Infinite(Vec::new()),
        }
    }

    /// The outcome of a game of this value.
    pub fn outcome(&self) -> LoopyOutcome {
        let mover_wins = match self {
            LoopyNimber::Finite(n) => Some(*n != 0),
            LoopyNimber::Infinite(k) => k.contains(&0).then_some(true),
        };
        let (left_first, right_first) = match mover_wins {
            Some(true) => (Winner::Left, Winner::Right),
            Some(false) => (Winner::Right, Winner::Left),
            None => (Winner::Draw, Winner::Draw),
        };
        LoopyOutcome {
            left_first,
            right_first,
        }
    }

    /// The value written with `∞` (`unicode`) or `inf`: `3`, `∞_{0,1,3}`, `∞`.
    pub fn text(&self, unicode: bool) -> String {
        match self {
            LoopyNimber::Finite(n) => n.to_string(),
            LoopyNimber::Infinite(k) => {
                let infinity = if unicode { "∞" } else { "inf" };
                if k.is_empty() {
                    infinity.to_string()
                } else {
                    let set: Vec<String> = k.iter().map(u32::to_string).collect();
                    format!("{infinity}_{{{}}}", set.join(","))
                }
            }
        }
    }
}

impl fmt::Display for LoopyNimber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(false))
    }
}

impl LoopyGame {
    /// Whether both players have the same moves from every position (positions that
    /// play alike, bisimilar vertices, being the same position).
    pub fn is_impartial(&self) -> bool {
        self.impartial_quotient().is_some()
    }

    /// The game with bisimilar vertices merged (and where each vertex went), if in it
    /// both players have the same moves from every position.
    fn impartial_quotient(&self) -> Option<(LoopyGame, Vec<Vertex>)> {
        // Two quick refusals, both necessary: in an impartial game a position where one
        // player cannot move is one where neither can, and the player to move fares the
        // same whoever that is (outcome N, P or D).
        let one_sided =
            (0..self.len() as Vertex).any(|v| self.left(v).is_empty() != self.right(v).is_empty());
        if one_sided || !matches!(self.outcome().code().as_str(), "N" | "P" | "D") {
            return None;
        }
        let (quotient, class) = self.minimised();
        let impartial =
            (0..quotient.len() as Vertex).all(|v| quotient.left(v) == quotient.right(v));
        impartial.then_some((quotient, class))
    }

    /// The generalised Sprague–Grundy value of every vertex of an impartial game (`None`
    /// for a game that is not impartial).
    pub fn loopy_nimbers(&self) -> Option<Vec<LoopyNimber>> {
        let (quotient, class) = self.impartial_quotient()?;
        let values = generalised_grundy(&quotient);
        Some(class.iter().map(|&c| values[c as usize].clone()).collect())
    }

    /// The generalised Sprague–Grundy value of an impartial game (`None` otherwise).
    pub fn loopy_nimber(&self) -> Option<LoopyNimber> {
        self.loopy_nimbers().map(|mut values| values.swap_remove(0))
    }
}

/// The labelling of Fraenkel and Yesha on the (Left) moves of `game`.
fn generalised_grundy(game: &LoopyGame) -> Vec<LoopyNimber> {
    #[derive(Clone, Copy, PartialEq)]
    enum Label {
        None,
        Finite(u32),
        Infinite,
    }
    let n = game.len();
    let options = |v: usize| game.left(v as Vertex);
    let mut label = vec![Label::None; n];
    let mut unlabelled = n;
    let mut i = 0u32;
    while unlabelled > 0 {
        let has_option_i = |label: &[Label], v: usize| {
            options(v)
                .iter()
                .any(|&w| label[w as usize] == Label::Finite(i))
        };
        loop {
            let mut changed = false;
            for u in 0..n {
                if label[u] != Label::None || has_option_i(&label, u) {
                    continue;
                }
                let answered = options(u).iter().all(|&w| {
                    !matches!(label[w as usize], Label::None | Label::Infinite)
                        || has_option_i(&label, w as usize)
                });
                if answered {
                    label[u] = Label::Finite(i);
                    unlabelled -= 1;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        for u in 0..n {
            if label[u] == Label::None && !has_option_i(&label, u) {
                label[u] = Label::Infinite;
                unlabelled -= 1;
            }
        }
        i += 1;
    }
    (0..n)
        .map(|u| match label[u] {
            Label::Finite(m) => LoopyNimber::Finite(m),
            _ => {
                let mut escape: Vec<u32> = options(u)
                    .iter()
                    .filter_map(|&w| match label[w as usize] {
                        Label::Finite(m) => Some(m),
                        _ => None,
                    })
                    .collect();
                escape.sort_unstable();
                escape.dedup();
                LoopyNimber::Infinite(escape)
            }
        })
        .collect()
}
