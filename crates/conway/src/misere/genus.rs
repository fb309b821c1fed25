//! The genus of an impartial game (Conway, *On Numbers and Games*, ch. 12; Winning Ways,
//! ch. 13): `g^(γ0 γ1 γ2 ...)`, where `g` is the normal-play Grundy value and `γn` the
//! misère Grundy value ([`super::outcome`]) of `G + *2 + ... + *2` with `n` copies of
//! `*2`. The sequence `γ` is eventually alternating (`γ(n+2) = γn`), and is written up to
//! the point where the alternation starts, the last two digits repeating for ever:
//! `0^120` is the genus of the empty game, `1^031` that of `*1`.
//!
//! The genus is computed here from its definition by misère search, for `n` up to a
//! given number of terms; the alternation is *observed* within those terms.

use super::outcome::{MisereSearch, Part, WithNimHeaps};
use super::MisereError;
use crate::impartial::heap::HeapRule;
use crate::impartial::{GrundySolver, Impartial};

/// The genus of a game, with the terms `γ0..=γK` computed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Genus {
    /// The normal-play Grundy value.
    pub normal: u32,
    /// `γ0, γ1, ..., γK`.
    pub misere: Vec<u32>,
}

impl Genus {
    /// The genus of a sum of positions of `game`, computing `terms` terms `γ0..` (at least
    /// 3).
    pub fn of_sum<G: Impartial + Clone>(
        game: &G,
        sum: &[G::Position],
        terms: usize,
        search: &mut MisereSearch<WithNimHeaps<G>>,
    ) -> Result<Genus, MisereError>
    where
        G::Position: Ord,
    {
        let mut solver = GrundySolver::new(game.clone());
        let mut normal = 0;
        for position in sum {
            let value = solver
                .try_grundy(position)
                .map_err(|e| MisereError::Syntax(e.to_string()))?;
            normal ^= value.0;
        }
        let mut misere = Vec::with_capacity(terms);
        let mut parts: Vec<Part<G::Position>> = sum.iter().cloned().map(Part::Of).collect();
        for _ in 0..terms.max(3) {
            misere.push(search.value(&parts)?);
            parts.push(Part::Nim(2));
        }
        Ok(Genus { normal, misere })
    }

    /// The genus of one heap of a heap game ([`Genus::of_sum`]), compiled in this crate
    /// (see [`MisereSearch::outcome_of_heaps`]).
    #[inline(never)]
    pub fn of_heap(
        rule: &HeapRule,
        heap: usize,
        terms: usize,
        search: &mut MisereSearch<WithNimHeaps<HeapRule>>,
    ) -> Result<Genus, MisereError> {
        Genus::of_sum(rule, &[heap], terms, search)
    }

    /// How many leading terms the notation shows: the terms before the alternation
    /// `γ(n+2) = γn` seen in every computed term, and the two that alternate.
    pub fn shown(&self) -> usize {
        let m = &self.misere;
        let start = (0..m.len().saturating_sub(2))
            .rev()
            .take_while(|&i| m[i] == m[i + 2])
            .last()
            .unwrap_or(m.len().saturating_sub(2));
        (start + 2).min(m.len())
    }

    /// The notation `g^γ0γ1...` (terms separated by commas when one has several digits).
    pub fn notation(&self) -> String {
        let shown = &self.misere[..self.shown()];
        let sep = if shown.iter().all(|&v| v < 10) {
            ""
        } else {
            ","
        };
        let digits: Vec<String> = shown.iter().map(u32::to_string).collect();
        format!("{}^{}", self.normal, digits.join(sep))
    }
}
