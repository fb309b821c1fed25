//! Thermographs, mean, temperature and cooling, built on the exact piecewise-linear
//! [`Wall`]s of the `wall` module.
//!
//! Theory (Siegel, *Combinatorial Game Theory*, II.5; Winning Ways, ch. 6; Lessons in
//! Play, ch. 6): for a game `G` that is not a number, the *scaffold* at temperature
//! `t >= 0` is
//!
//! ```text
//!   L(t) = max over G^L of  RW(G^L)(t) - t        R(t) = min over G^R of  LW(G^R)(t) + t
//! ```
//!
//! where `LW`, `RW` are the left and right walls of the options' thermographs. `L` falls
//! and `R` rises (slopes in {-1, 0}, {0, 1}); they meet at the *temperature* `T` of `G`,
//! at the value `m = L(T) = R(T)`, the *mean*. The thermograph's walls are `L` and `R` up
//! to `T`, then the vertical *mast* at `m`. A number `x` has the mast `x` as its
//! thermograph; its temperature is `-1` for an integer and `-1/2^k` for `m/2^k` with `m`
//! odd (Siegel's convention). The operations on walls (tilting by `t`, max and min, the
//! meeting point, the mast) are those of the `wall` module, where all breakpoints stay
//! dyadic, so thermographs are exact.
//!
//! A closed form `x + n.^ + *m` that is not a number is `x` plus an infinitesimal: its
//! stops are both `x`, so its thermograph is the mast at `x` from temperature 0 (II.5);
//! the tests compare this with the scaffold built from its options.
//!
//! Cooling by `t >= 0` (II.5.1): `G_t = G` for a number; otherwise `G_t` is the mean of
//! `G` if `t > T`, and `{G^L_t - t | G^R_t + t}` if `t <= T`. Cooling by 0 is the identity
//! (by induction on the options), so a closed form cools to itself at `t = 0` and to its
//! number part above.
//!
//! ```
//! use conway::partizan::{Arena, parse};
//! let mut a = Arena::new();
//! let g = parse(&mut a, "{3|-1}").unwrap();
//! let th = a.thermograph(g).unwrap();
//! assert_eq!((th.mean.to_string(), th.temperature.to_string()), ("1".into(), "2".into()));
//! ```

use super::arena::{Arena, FxMap, GameId, Node};
use super::dyadic::{Dyadic, Overflow};
use super::limits::Error;
use super::wall::meeting_point;
pub use super::wall::{Piece, Wall};
use std::fmt;
use std::sync::Arc;

/// The thermograph of a game: two walls that join the mast at `temperature`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thermograph {
    /// The left wall (Left's scaffold; the larger values).
    pub left: Wall,
    /// The right wall.
    pub right: Wall,
    /// Where the walls meet the mast (negative for numbers, by Siegel's convention).
    pub temperature: Dyadic,
    /// The position of the mast.
    pub mean: Dyadic,
}

impl fmt::Display for Thermograph {
    /// `mast m from t = T; left wall: ...; right wall: ...` with each wall as
    /// `value@t` breakpoints.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let wall = |w: &Wall| -> String {
            w.pieces()
                .iter()
                .map(|p| format!("{}@{} slope {}", p.value, p.start, p.slope))
                .collect::<Vec<_>>()
                .join(", ")
        };
        write!(
            f,
            "mast {} from t = {}; left wall: {}; right wall: {}",
            self.mean,
            self.temperature,
            wall(&self.left),
            wall(&self.right)
        )
    }
}

/// Why a game could not be cooled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoolError {
    /// Cooling is defined here for `t >= 0` only.
    NegativeTemperature,
    /// The engine refused a step (a number left the exact range, or a limit was hit).
    Refused(Error),
}

impl fmt::Display for CoolError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CoolError::NegativeTemperature => write!(f, "cooling needs a temperature t >= 0"),
            CoolError::Refused(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for CoolError {}

impl From<Error> for CoolError {
    fn from(e: Error) -> Self {
        CoolError::Refused(e)
    }
}

impl From<Overflow> for CoolError {
    fn from(e: Overflow) -> Self {
        CoolError::Refused(e.into())
    }
}

/// Siegel's temperature of a number: -1 for integers, -1/2^k for `m/2^k`, `m` odd.
fn number_temperature(x: Dyadic) -> Dyadic {
    Dyadic::new(-1, x.exponent()).expect("the exponent of x")
}

impl Arena {
    /// The thermograph of `g` (cached). Fails if a breakpoint leaves the exact range, or
    /// the work limit is reached.
    pub fn thermograph(&mut self, g: GameId) -> Result<Arc<Thermograph>, Error> {
        if let Some(t) = self.caches.thermographs.get(&g) {
            return Ok(t.clone());
        }
        let th = match self.node(g).clone() {
            Node::Nus(v) if v.is_number() => Thermograph {
                left: Wall::constant(v.number),
                right: Wall::constant(v.number),
                temperature: number_temperature(v.number),
                mean: v.number,
            },
            Node::Nus(v) => Thermograph {
                left: Wall::constant(v.number),
                right: Wall::constant(v.number),
                temperature: Dyadic::ZERO,
                mean: v.number,
            },
            Node::Options { left, right } => {
                self.check_work()?;
                let th = self.scaffold(&left, &right)?;
                self.charge((th.left.pieces().len() + th.right.pieces().len()) as u64);
                th
            }
        };
        let th = Arc::new(th);
        self.caches.thermographs.insert(g, th.clone());
        Ok(th)
    }

    /// The thermograph of a game that is not a number, from its options' thermographs.
    fn scaffold(&mut self, left: &[GameId], right: &[GameId]) -> Result<Thermograph, Error> {
        let mut scaffold_left: Option<Wall> = None;
        for &l in left {
            let w = self.thermograph(l)?.right.tilted(-1)?;
            scaffold_left = Some(match scaffold_left {
                None => w,
                Some(acc) => acc.pointwise_max(&w)?,
            });
        }
        let mut scaffold_right: Option<Wall> = None;
        for &r in right {
            let w = self.thermograph(r)?.left.tilted(1)?;
            scaffold_right = Some(match scaffold_right {
                None => w,
                Some(acc) => acc.pointwise_min(&w)?,
            });
        }
        let (Some(lw), Some(rw)) = (scaffold_left, scaffold_right) else {
            unreachable!("a game that is not a number has options on both sides")
        };
        // Eventually the left scaffold falls with slope -1 and the right one rises.
        let t = meeting_point(&lw, &rw)?.expect("scaffolds of a short game meet");
        let m = lw.at(t)?;
        Ok(Thermograph {
            left: lw.truncated(t, m),
            right: rw.truncated(t, m),
            temperature: t,
            mean: m,
        })
    }

    /// The mean value of `g`.
    pub fn mean(&mut self, g: GameId) -> Result<Dyadic, Error> {
        Ok(self.thermograph(g)?.mean)
    }

    /// The temperature of `g` (Siegel's convention: negative for numbers).
    pub fn temperature(&mut self, g: GameId) -> Result<Dyadic, Error> {
        Ok(self.thermograph(g)?.temperature)
    }

    /// `g` cooled by `t >= 0`.
    ///
    /// ```
    /// use conway::partizan::{Arena, Dyadic, parse};
    /// let mut a = Arena::new();
    /// let g = parse(&mut a, "{2|-2}").unwrap();
    /// let cooled = a.cool(g, Dyadic::from_int(1)).unwrap();
    /// assert_eq!(a.display(cooled), "±1");
    /// let frozen = a.cool(g, Dyadic::from_int(3)).unwrap();
    /// assert_eq!(a.display(frozen), "0");
    /// ```
    pub fn cool(&mut self, g: GameId, t: Dyadic) -> Result<GameId, CoolError> {
        if t < Dyadic::ZERO {
            return Err(CoolError::NegativeTemperature);
        }
        let mut memo = FxMap::default();
        self.cool_memo(g, t, &mut memo)
    }

    fn cool_memo(
        &mut self,
        g: GameId,
        t: Dyadic,
        memo: &mut FxMap<GameId, GameId>,
    ) -> Result<GameId, CoolError> {
        if t == Dyadic::ZERO {
            return Ok(g); // G_0 = G
        }
        if let Some(v) = self.as_nus(g) {
            return Ok(self.number(v.number)); // temperature <= 0 < t
        }
        if let Some(&c) = memo.get(&g) {
            return Ok(c);
        }
        let th = self.thermograph(g)?;
        let result = if t > th.temperature {
            self.number(th.mean)
        } else {
            let mut left = Vec::new();
            let (gl, gr) = self.options(g)?;
            for &l in gl.iter() {
                let c = self.cool_memo(l, t, memo)?;
                left.push(self.add_number(c, -t)?);
            }
            let mut right = Vec::new();
            for &r in gr.iter() {
                let c = self.cool_memo(r, t, memo)?;
                right.push(self.add_number(c, t)?);
            }
            self.game(&left, &right)?
        };
        memo.insert(g, result);
        Ok(result)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::partizan::nus::Nus;

    #[test]
    fn closed_forms_have_the_thermograph_of_their_options() {
        // Slow twin: the scaffold built from the canonical options.
        let mut a = Arena::new();
        for number in ["0", "3/4", "-2"] {
            let x: Dyadic = number.parse().unwrap();
            for ups in -3..=3 {
                for nim in 0..=4 {
                    let g = a.nus(Nus {
                        number: x,
                        ups,
                        nim,
                    });
                    if a.as_number(g).is_some() {
                        continue;
                    }
                    let (l, r) = a.options(g).unwrap();
                    let from_options = a.scaffold(&l, &r).unwrap();
                    assert_eq!(*a.thermograph(g).unwrap(), from_options, "{}", a.display(g));
                }
            }
        }
    }
}
