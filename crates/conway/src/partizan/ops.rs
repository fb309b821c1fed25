//! Negation, disjunctive sum, difference and outcome class.
//!
//! * `-G = {-G^R | -G^L}`; the negative of a canonical form is canonical.
//! * `G + H = {G^L + H, G + H^L | G^R + H, G + H^R}` (Siegel, *Combinatorial Game Theory*,
//!   II.1), then reduced to canonical form. Closed forms add by formula ([`super::nus`]),
//!   and a number `x` added to a non-number `G` uses only `{G^L + x | G^R + x}` (Number
//!   Translation, II.3.9). A closed form `x + n.^ + *m` added to a game that is not one is
//!   expanded into its options, recursively, which the engine does only for
//!   `|n| + m <= MAX_EXPANSION` ([`super::limits`]). Results are cached per pair of ids,
//!   so sums of many large games stay polynomial in the number of distinct sub-sums.
//! * Outcome classes, with **Left** the player who wants the value positive:
//!   `L` (`G > 0`, Left wins whoever starts), `R` (`G < 0`), `P` (`G = 0`, the player to
//!   move loses), `N` (`G || 0`, the player to move wins).

use super::arena::{Arena, GameId, Node};
use super::caches::pair;
use super::dyadic::Dyadic;
use super::limits::Error;
use super::nus::{nus_add, nus_neg};
use std::cmp::Ordering;
use std::fmt;

/// Outcome class of a game (Left = the player for whom positive values are good).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// `G > 0`: Left wins, whoever starts.
    L,
    /// `G < 0`: Right wins, whoever starts.
    R,
    /// `G || 0`: the player to move wins.
    N,
    /// `G = 0`: the player to move loses.
    P,
}

impl Outcome {
    /// Whether Left wins when Left moves first.
    pub fn left_wins_moving_first(self) -> bool {
        matches!(self, Outcome::L | Outcome::N)
    }

    /// Whether Right wins when Right moves first.
    pub fn right_wins_moving_first(self) -> bool {
        matches!(self, Outcome::R | Outcome::N)
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match self {
            Outcome::L => "L",
            Outcome::R => "R",
            Outcome::N => "N",
            Outcome::P => "P",
        };
        f.write_str(s)
    }
}

impl Arena {
    /// `-g`.
    pub fn neg(&mut self, g: GameId) -> GameId {
        if let Some(n) = self.known_negative(g) {
            return n;
        }
        let result = match self.node(g).clone() {
            Node::Nus(n) => self.nus(nus_neg(n)),
            Node::Options { left, right } => {
                let mut new_left: Vec<GameId> = right.iter().map(|&r| self.neg(r)).collect();
                let mut new_right: Vec<GameId> = left.iter().map(|&l| self.neg(l)).collect();
                new_left.sort_unstable();
                new_right.sort_unstable();
                let depth = self.depth(g);
                self.intern_options(new_left, new_right, depth)
            }
        };
        self.set_negatives(g, result);
        result
    }

    /// `g + h`, exactly. Fails if a number leaves the exact range, or a limit of
    /// [`super::limits`] is reached.
    pub fn sum(&mut self, g: GameId, h: GameId) -> Result<GameId, Error> {
        let (g, h) = if g <= h { (g, h) } else { (h, g) };
        if let (Some(a), Some(b)) = (self.as_nus(g), self.as_nus(h)) {
            return Ok(self.nus(nus_add(a, b)?));
        }
        if self.as_number(g) == Some(Dyadic::ZERO) {
            return Ok(h);
        }
        if self.as_number(h) == Some(Dyadic::ZERO) {
            return Ok(g);
        }
        self.charge(1);
        if self.known_negative(g) == Some(h) {
            return Ok(self.zero()); // G + (-G) = 0
        }
        let key = pair(g, h);
        if let Some(&s) = self.caches.sum.get(&key) {
            return Ok(s);
        }
        self.check_work()?;
        let (mut left, mut right) = (Vec::new(), Vec::new());
        for (me, other) in [(g, h), (h, g)] {
            if self.as_number(me).is_some() {
                continue; // number avoidance: moves in a number component are never needed
            }
            let (ml, mr) = self.options_within_expansion(me)?;
            for &l in ml.iter() {
                left.push(self.sum(l, other)?);
            }
            for &r in mr.iter() {
                right.push(self.sum(r, other)?);
            }
        }
        let s = self.game(&left, &right)?;
        self.caches.sum.insert(key, s);
        Ok(s)
    }

    /// `g - h`.
    pub fn difference(&mut self, g: GameId, h: GameId) -> Result<GameId, Error> {
        let minus = self.neg(h);
        self.sum(g, minus)
    }

    /// The sum of several games (0 for none).
    pub fn sum_all(&mut self, games: &[GameId]) -> Result<GameId, Error> {
        let mut acc = self.zero();
        for &g in games {
            acc = self.sum(acc, g)?;
        }
        Ok(acc)
    }

    /// The outcome class of `g`.
    pub fn outcome(&mut self, g: GameId) -> Outcome {
        let zero = self.zero();
        match self.compare(g, zero) {
            Some(Ordering::Greater) => Outcome::L,
            Some(Ordering::Less) => Outcome::R,
            Some(Ordering::Equal) => Outcome::P,
            None => Outcome::N,
        }
    }

    /// `x + g` for a number `x` given as a dyadic.
    pub fn add_number(&mut self, g: GameId, x: Dyadic) -> Result<GameId, Error> {
        let xg = self.number(x);
        self.sum(g, xg)
    }
}
