//! Misère play by plain search: the slow twin of every fast path of [`super`].
//!
//! Under the misère convention the player who cannot move *wins*. The misère Grundy value
//! of a game (Conway, *On Numbers and Games*, ch. 12; Siegel, *Combinatorial Game
//! Theory*, V.1) is `G⁻(G) = 1` if `G` has no option and `mex { G⁻(G') }` otherwise; a
//! game is a misère P-position (the player to move loses) exactly when `G⁻(G) = 0`: by
//! induction, `G⁻(G) = 0` iff `G` has an option and none of its options is a P-position.
//!
//! [`MisereSearch`] evaluates sums of components of any [`Impartial`] ruleset, memoised
//! over sorted multisets of components; components without a move (the zero game, like a
//! heap of size 0) are dropped first, since adding the zero game changes nothing. The
//! search is bounded: at most a given number of positions are memoised, beyond which it
//! stops with [`super::MisereError::TooLarge`].

use super::MisereError;
use crate::impartial::heap::HeapRule;
use crate::impartial::nimber::mex_of;
use crate::impartial::Impartial;
use std::collections::HashMap;

/// The default number of sums [`MisereSearch`] memoises before it gives up.
pub const DEFAULT_SEARCH_LIMIT: usize = 4_000_000;

/// Misère outcome class of a position.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MisereOutcome {
    /// The player to move loses (`G⁻ = 0`).
    P,
    /// The player to move wins.
    N,
}

impl MisereOutcome {
    /// `P` or `N`.
    pub fn letter(self) -> &'static str {
        match self {
            MisereOutcome::P => "P",
            MisereOutcome::N => "N",
        }
    }
}

/// Memoised misère search over sums of components of an impartial ruleset.
pub struct MisereSearch<G: Impartial>
where
    G::Position: Ord,
{
    game: G,
    moves: HashMap<G::Position, Vec<Vec<G::Position>>>,
    memo: HashMap<Vec<G::Position>, u32>,
    limit: usize,
    /// Successor sums formed so far: the search's work, each a sorted vector of
    /// components built and looked up.
    work: u64,
    work_limit: u64,
}

impl<G: Impartial> MisereSearch<G>
where
    G::Position: Ord,
{
    /// A search memoising at most [`DEFAULT_SEARCH_LIMIT`] sums.
    pub fn new(game: G) -> Self {
        Self::with_limit(game, DEFAULT_SEARCH_LIMIT)
    }

    /// A search memoising at most `limit` sums.
    pub fn with_limit(game: G, limit: usize) -> Self {
        MisereSearch {
            game,
            moves: HashMap::new(),
            memo: HashMap::new(),
            limit,
            work: 0,
            work_limit: u64::MAX,
        }
    }

    /// The same search, stopping once it has formed more than `steps` successor sums
    /// (the memo's size alone misses the cost of sums with many options).
    pub fn with_work_limit(mut self, steps: u64) -> Self {
        self.work_limit = steps;
        self
    }

    /// The successor sums formed so far.
    pub fn work(&self) -> u64 {
        self.work
    }

    /// The ruleset.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many sums are memoised.
    pub fn memo_len(&self) -> usize {
        self.memo.len()
    }

    /// The moves of one component (cached).
    fn component_moves(&mut self, c: &G::Position) -> &Vec<Vec<G::Position>> {
        if !self.moves.contains_key(c) {
            let moves = self.game.moves(c);
            self.moves.insert(c.clone(), moves);
        }
        &self.moves[c]
    }

    /// The sum as a sorted list of its components that have a move.
    fn normalise(&mut self, sum: &[G::Position]) -> Vec<G::Position> {
        let mut kept: Vec<G::Position> = Vec::with_capacity(sum.len());
        for c in sum {
            if !self.component_moves(c).is_empty() {
                kept.push(c.clone());
            }
        }
        kept.sort_unstable();
        kept
    }

    /// The misère Grundy value `G⁻` of a sum.
    pub fn value(&mut self, sum: &[G::Position]) -> Result<u32, MisereError> {
        let key = self.normalise(sum);
        self.value_of_normal(key)
    }

    /// The misère outcome of a sum.
    pub fn outcome(&mut self, sum: &[G::Position]) -> Result<MisereOutcome, MisereError> {
        Ok(if self.value(sum)? == 0 {
            MisereOutcome::P
        } else {
            MisereOutcome::N
        })
    }

    fn value_of_normal(&mut self, key: Vec<G::Position>) -> Result<u32, MisereError> {
        if let Some(&v) = self.memo.get(&key) {
            return Ok(v);
        }
        if key.is_empty() {
            return Ok(1);
        }
        if self.memo.len() >= self.limit {
            return Err(MisereError::TooLarge(format!(
                "the misère search reached its limit of {} positions",
                self.limit
            )));
        }
        let mut values = Vec::new();
        for i in 0..key.len() {
            if i > 0 && key[i] == key[i - 1] {
                continue; // equal components have the same moves
            }
            let moves = self.component_moves(&key[i]).clone();
            for result in moves {
                self.work += 1;
                if self.work > self.work_limit {
                    return Err(MisereError::TooLarge(format!(
                        "the misère search reached its limit of {} steps",
                        self.work_limit
                    )));
                }
                let mut next: Vec<G::Position> = key[..i].to_vec();
                next.extend_from_slice(&key[i + 1..]);
                next.extend(result);
                let next = self.normalise(&next);
                values.push(self.value_of_normal(next)?);
            }
        }
        let v = mex_of(values);
        self.memo.insert(key, v);
        Ok(v)
    }
}

impl MisereSearch<HeapRule> {
    /// The misère outcome of a sum of heaps ([`MisereSearch::outcome`]), compiled in this
    /// crate: a caller built without optimisation (the command line's tests) runs this
    /// crate's optimised search instead of instantiating an unoptimised copy of its own.
    #[inline(never)]
    pub fn outcome_of_heaps(&mut self, heaps: &[usize]) -> Result<MisereOutcome, MisereError> {
        self.outcome(heaps)
    }
}

/// A ruleset extended by nim heaps: the components of sums such as `G + *2 + *2` (the
/// genus of `G`, [`super::genus`]).
#[derive(Clone, Debug)]
pub struct WithNimHeaps<G>(pub G);

/// A component of [`WithNimHeaps`]: a nim heap or a position of the ruleset.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Part<P> {
    /// The nim heap `*k`.
    Nim(u32),
    /// A position of the ruleset.
    Of(P),
}

impl<G: Impartial> Impartial for WithNimHeaps<G> {
    type Position = Part<G::Position>;

    fn moves(&self, part: &Part<G::Position>) -> Vec<Vec<Part<G::Position>>> {
        match part {
            Part::Nim(k) => (0..*k).map(|j| vec![Part::Nim(j)]).collect(),
            Part::Of(p) => self
                .0
                .moves(p)
                .into_iter()
                .map(|option| option.into_iter().map(Part::Of).collect())
                .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Nim heaps: the misère theory of Nim (Bouton 1902; Winning Ways ch. 13): a sum is a
    /// misère P-position iff (all heaps <= 1 and their number is odd) or (some heap >= 2 and
    /// the nim-sum is 0).
    struct Nim;
    impl Impartial for Nim {
        type Position = u32;
        fn moves(&self, &n: &u32) -> Vec<Vec<u32>> {
            (0..n).map(|k| vec![k]).collect()
        }
    }

    #[test]
    fn misere_nim_follows_bouton() {
        let mut search = MisereSearch::new(Nim);
        for a in 0..6u32 {
            for b in 0..6 {
                for c in 0..6 {
                    let heaps = [a, b, c];
                    let tame = heaps.iter().all(|&h| h <= 1);
                    let p = if tame {
                        heaps.iter().sum::<u32>() % 2 == 1
                    } else {
                        a ^ b ^ c == 0
                    };
                    let want = if p {
                        MisereOutcome::P
                    } else {
                        MisereOutcome::N
                    };
                    assert_eq!(search.outcome(&heaps).unwrap(), want, "{heaps:?}");
                }
            }
        }
    }

    #[test]
    fn the_search_stops_at_its_limit() {
        let mut search = MisereSearch::with_limit(Nim, 10);
        assert!(matches!(
            search.value(&[9, 9, 9]),
            Err(MisereError::TooLarge(_))
        ));
    }
}
