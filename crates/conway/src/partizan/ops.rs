//! Negation, disjunctive sum, difference and outcome class.
//!
//! * `-G = {-G^R | -G^L}`; the negative of a canonical form is canonical.
//! * `G + H = {G^L + H, G + H^L | G^R + H, G + H^R}` (Siegel, *Combinatorial Game Theory*,
//!   II.1), then reduced to canonical form. Closed forms add by formula
//!   (`(x + n.^ + *m) + (y + k.^ + *j) = (x+y) + (n+k).^ + *(m xor j)`), and a number `x`
//!   added to a non-number `G` uses only `{G^L + x | G^R + x}` (Number Translation, II.3.9).
//!   Results are cached per pair of ids, so sums of many large games stay polynomial in the
//!   number of distinct sub-sums.
//! * Outcome classes, with **Left** the player who wants the value positive:
//!   `L` (`G > 0`, Left wins whoever starts), `R` (`G < 0`), `P` (`G = 0`, the player to
//!   move loses), `N` (`G || 0`, the player to move wins). In PROBLEMS.md 4 ("Right moves
//!   first", where the seed's *Right* is the CGT Left player), the first player wins iff
//!   the outcome is `L` or `N`.

use super::arena::{pair, Arena, GameId, Node, Nus};
use super::dyadic::{Dyadic, Overflow};
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

/// `a + b` for closed forms.
pub(crate) fn nus_add(a: Nus, b: Nus) -> Result<Nus, Overflow> {
    let ups = a.ups.checked_add(b.ups).filter(|&u| u != i64::MIN);
    Ok(Nus {
        number: a.number.checked_add(b.number)?,
        ups: ups.ok_or(Overflow)?,
        nim: a.nim ^ b.nim,
    })
}

impl Arena {
    /// `-g`.
    pub fn neg(&mut self, g: GameId) -> GameId {
        if let Some(&n) = self.neg_cache.get(&g) {
            return n;
        }
        let result = match self.node(g).clone() {
            Node::Nus(n) => self.nus(Nus {
                number: -n.number,
                ups: -n.ups,
                nim: n.nim,
            }),
            Node::Options { left, right } => {
                let mut new_left: Vec<GameId> = right.iter().map(|&r| self.neg(r)).collect();
                let mut new_right: Vec<GameId> = left.iter().map(|&l| self.neg(l)).collect();
                new_left.sort_unstable();
                new_right.sort_unstable();
                self.intern_options(new_left, new_right)
            }
        };
        self.neg_cache.insert(g, result);
        self.neg_cache.insert(result, g);
        result
    }

    /// `g + h`, exactly (fails only if a number leaves the exact range).
    pub fn sum(&mut self, g: GameId, h: GameId) -> Result<GameId, Overflow> {
        let (g, h) = if g <= h { (g, h) } else { (h, g) };
        if let (Some(a), Some(b)) = (self.as_nus(g), self.as_nus(h)) {
            let n = nus_add(a, b)?;
            return Ok(self.nus(n));
        }
        let key = pair(g, h);
        if let Some(&s) = self.sum_cache.get(&key) {
            return Ok(s);
        }
        let (mut left, mut right) = (Vec::new(), Vec::new());
        for (me, other) in [(g, h), (h, g)] {
            if self.as_number(me).is_some() {
                continue; // number avoidance: moves in a number component are never needed
            }
            for &l in self.left_options(me).iter() {
                left.push(self.sum(l, other)?);
            }
            for &r in self.right_options(me).iter() {
                right.push(self.sum(r, other)?);
            }
        }
        let s = self.game(&left, &right)?;
        self.sum_cache.insert(key, s);
        Ok(s)
    }

    /// `g - h`.
    pub fn difference(&mut self, g: GameId, h: GameId) -> Result<GameId, Overflow> {
        let minus = self.neg(h);
        self.sum(g, minus)
    }

    /// The sum of several games (0 for none).
    pub fn sum_all(&mut self, games: &[GameId]) -> Result<GameId, Overflow> {
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
    pub fn add_number(&mut self, g: GameId, x: Dyadic) -> Result<GameId, Overflow> {
        let xg = self.number(x);
        self.sum(g, xg)
    }
}
