//! Incentives: what a move gains for the player who makes it.
//!
//! Definition (Winning Ways, 2nd ed., vol. 1, p. 148; Conway, *On Numbers and Games*,
//! 2nd ed., p. 207): the **Left incentives** of `G` are the games `G^L - G` and its
//! **Right incentives** the games `G - G^R`, over the canonical options of `G`. Both are
//! measured in the mover's favour (a larger incentive is a better move for either player).
//! Within one side no incentive is dominated by another (`G^L1 - G <= G^L2 - G` iff
//! `G^L1 <= G^L2`, and canonical options are not dominated), so each side is listed in
//! full; the incentives of a number are negative (Siegel II.3: moving in a number is a
//! loss, `x^L < x < x^R`).
//!
//! ```
//! use conway::partizan::{parse, Arena};
//! let mut a = Arena::new();
//! let g = parse(&mut a, "{3|-1}").unwrap();
//! let left: Vec<String> = a.left_incentives(g).unwrap().iter().map(|&i| a.display(i)).collect();
//! assert_eq!(left, ["2±2"]); // 3 - {3|-1} = 3 + {1|-3} = {4|0} = 2 ± 2
//! ```

use super::arena::{Arena, GameId};
use super::limits::Error;

impl Arena {
    /// The Left incentives `G^L - G` of `g`, one per canonical Left option, sorted and
    /// free of duplicates. Fails only if a limit of [`super::limits`] is reached.
    pub fn left_incentives(&mut self, g: GameId) -> Result<Vec<GameId>, Error> {
        let options = self.left_options(g)?;
        let minus_g = self.neg(g);
        self.incentives(&options, |a, o| a.sum(o, minus_g))
    }

    /// The Right incentives `G - G^R` of `g`, one per canonical Right option, sorted and
    /// free of duplicates.
    pub fn right_incentives(&mut self, g: GameId) -> Result<Vec<GameId>, Error> {
        let options = self.right_options(g)?;
        self.incentives(&options, |a, o| a.difference(g, o))
    }

    fn incentives(
        &mut self,
        options: &[GameId],
        mut incentive: impl FnMut(&mut Arena, GameId) -> Result<GameId, Error>,
    ) -> Result<Vec<GameId>, Error> {
        let mut all = Vec::with_capacity(options.len());
        for &o in options {
            all.push(incentive(self, o)?);
        }
        all.sort_unstable();
        all.dedup();
        Ok(all)
    }
}
