//! Varieties of stoppers (Winning Ways, ch. 11; Siegel, *Combinatorial Game Theory*,
//! VI.5).
//!
//! A stopper `G` of degree `D = G +↑ -G` ([`LoopyGame::degree`]) has two candidate
//! varieties relative to `D`, defined when `D` is an idempotent (`D + D = D`):
//!
//! * the upsum variety `G +↑ ((-G) +↓ (-D))`,
//! * the downsum variety `G +↓ ((-G) +↑ D)`.
//!
//! `G` is *stable* when the two are equal, and their common value is its *variety*
//! (Siegel VI.5; the varieties of `over` and `±over` are themselves, that of
//! `3/2 + under` is `under`). Not every stopper is stable: Ian Grenville (2022) found `a{0|{0||||0,*2|||a|0||0}||0}` (as reported with
//! CGSuite), whose degree is an idempotent but whose two varieties differ. Each
//! candidate is a side of a sum, found by [`super::sides`]; a side not found is
//! reported, never guessed.

use super::graph::LoopyGame;
use super::sided::SidedValue;
use super::sides::SideError;
use super::Error;
use std::fmt;

/// Why a stopper has no variety given.
#[derive(Clone, Debug)]
pub enum VarietyError {
    /// The degree is not an idempotent, so varieties are not defined.
    NotIdempotent(LoopyGame),
    /// The upsum and downsum varieties differ (they are given).
    Unstable {
        /// The upsum variety.
        upsum: LoopyGame,
        /// The downsum variety.
        downsum: LoopyGame,
    },
    /// A side was not found as a stopper, or a limit was hit.
    Side(SideError),
}

impl fmt::Display for VarietyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VarietyError::NotIdempotent(_) => f.write_str(
                "no variety: the degree G +^ -G is not an idempotent (D + D != D), and \
                 varieties are taken relative to an idempotent degree",
            ),
            VarietyError::Unstable { .. } => f.write_str(
                "no variety: the game is unstable, its upsum and downsum varieties differ",
            ),
            VarietyError::Side(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for VarietyError {}

impl From<SideError> for VarietyError {
    fn from(e: SideError) -> Self {
        VarietyError::Side(e)
    }
}

impl From<Error> for VarietyError {
    fn from(e: Error) -> Self {
        VarietyError::Side(SideError::Refused(e))
    }
}

impl LoopyGame {
    /// The variety of a stable stopper: its upsum and downsum varieties relative to its
    /// degree, when that degree is an idempotent and the two are equal.
    pub fn variety(&self) -> Result<LoopyGame, VarietyError> {
        let game = self.canonical_stopper()?;
        let degree = game.degree()?;
        let twice = SidedValue::from(degree.sum(&degree)?);
        let once = SidedValue::from(degree.clone());
        if !(twice.leq(&once)? && once.leq(&twice)?) {
            return Err(VarietyError::NotIdempotent(degree));
        }
        let negative = game.negative();
        let upsum = game.upsum(&negative.downsum(&degree.negative())?)?;
        let downsum = game.downsum(&negative.upsum(&degree)?)?;
        if upsum.leq(&downsum)? && downsum.leq(&upsum)? {
            Ok(upsum)
        } else {
            Err(VarietyError::Unstable { upsum, downsum })
        }
    }
}
