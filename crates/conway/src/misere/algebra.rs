//! Operations on misère canonical forms (Conway, *On Numbers and Games*, ch. 12; Siegel,
//! *Combinatorial Game Theory*, ch. V; Winning Ways, ch. 13).
//!
//! * **Mate.** `0⁻ = *` and `G⁻ = {G'⁻}` otherwise (ONAG ch. 12). `G + G⁻` is always a
//!   misère P-position: its options `G' + G⁻` and `G + G'⁻` both have the P-option
//!   `G' + G'⁻` (induction), and it is not `0`.
//! * **Linked games.** `G` and `H` are *linked* when `o⁻(G + T) = o⁻(H + T) = P` for some
//!   `T`. For canonical forms, `G` and `H` are linked iff `H` is no option of `G` and `G`
//!   no option of `H` (ONAG, the lemma behind the simplest form theorem). A *link* `T` is
//!   built from that proof: `T = * ` for `G = H = 0`, else `T = { X_i, Y_j }` where `X_i`
//!   is a P–N distinguisher of `G_i` from `H` and `Y_j` one of `H_j` from `G`. Then every
//!   option of `G + T` is N (`G_i + T` has the P-option `G_i + X_i`; `G + X_i` has the
//!   P-option `G_i + X_i`; `G + Y_j` is N by the choice of `Y_j`), and so for `H + T`.
//! * **Distinguishers.** For `G ≠ H` a *P–N distinguisher* is an `X` with `G + X` a
//!   P-position and `H + X` an N-position. A distinguisher of either kind comes from
//!   Conway's equality test (`G = H` iff `o⁻(G) = o⁻(H)`, no `G'` is linked to `H` and `G`
//!   is linked to no `H'`): `X = 0` when the outcomes differ, else a link of `H` with some
//!   `G'` (or of `G` with some `H'`). If `G + X` is N rather than P, `X` becomes
//!   `{ G'⁻ for every G', X }`, which makes `G + X` a P-position while `H + X` keeps the
//!   P-option `H + X` (the argument of Siegel's ch. V for Conway's theorem).
//! * **Tame, restive, restless** (hereditary forms; ONAG ch. 12, Winning Ways ch. 13).
//!   With `g⁺` the normal-play and `g⁻` the misère Grundy value: `G` is *tame* when every
//!   option is tame and `g⁺ = g⁻` or `{g⁺, g⁻} = {0, 1}` (so it plays as the nim-heap of
//!   that genus in sums with tame games); *restive* when it is not tame, every option is
//!   tame and `g⁺ ∈ {0, 1}`; *restless* when it is not tame, every option is tame and
//!   `g⁻ ∈ {0, 1}`. These are the hereditary classes; the wider *generally* tame and
//!   restive classes of Winning Ways, which allow wild options that reverse, are not
//!   decided here.
//! * **Parity.** `G` is *even* when its birthday is below that of `G + *` (then
//!   `b(G + *) = b(G) + 1`), *odd* otherwise.

use super::canonical::{FormId, MisereArena};
use super::outcome::MisereOutcome;
use super::MisereError;
use std::collections::HashMap;

/// The hereditary classes of Conway's genus theory a misère canonical form belongs to.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Phylum {
    /// Every option tame, and `g⁺ = g⁻` or `{g⁺, g⁻} = {0, 1}`.
    Tame,
    /// Not tame, every option tame, `g⁺ ∈ {0, 1}` (so `g⁻ ≥ 2`).
    Restive,
    /// Not tame, every option tame, `g⁻ ∈ {0, 1}` (so `g⁺ ≥ 2`).
    Restless,
    /// Some option is not tame, or `g⁺` and `g⁻` differ and both are at least 2.
    Wild,
}

impl Phylum {
    /// The class's name: `tame`, `restive`, `restless` or `wild`.
    pub fn name(self) -> &'static str {
        match self {
            Phylum::Tame => "tame",
            Phylum::Restive => "restive",
            Phylum::Restless => "restless",
            Phylum::Wild => "wild",
        }
    }
}

impl MisereArena {
    /// The mate `G⁻`: `*` for `0`, else `{G'⁻}`.
    pub fn mate(&mut self, g: FormId) -> Result<FormId, MisereError> {
        self.mate_within(g, &mut HashMap::new())
    }

    /// [`Self::mate`], `memo` holding the mates found (a form's options share forms).
    fn mate_within(
        &mut self,
        g: FormId,
        memo: &mut HashMap<FormId, FormId>,
    ) -> Result<FormId, MisereError> {
        if g == self.zero() {
            return self.nim(1);
        }
        if let Some(&m) = memo.get(&g) {
            return Ok(m);
        }
        let mut options = Vec::with_capacity(self.options(g).len());
        for o in self.options(g).to_vec() {
            options.push(self.mate_within(o, memo)?);
        }
        let m = self.from_options(&options)?;
        memo.insert(g, m);
        Ok(m)
    }

    /// Whether `g` and `h` are linked: some `T` makes `g + T` and `h + T` both P-positions.
    pub fn is_linked(&self, g: FormId, h: FormId) -> bool {
        !self.options(g).contains(&h) && !self.options(h).contains(&g)
    }

    /// A game `T` with `g + T` and `h + T` both misère P-positions, if `g` and `h` are
    /// linked.
    pub fn link(&mut self, g: FormId, h: FormId) -> Result<Option<FormId>, MisereError> {
        if !self.is_linked(g, h) {
            return Ok(None);
        }
        if g == self.zero() && h == self.zero() {
            return self.nim(1).map(Some);
        }
        self.charge(self.options(g).len() + self.options(h).len())?;
        let mut options = Vec::new();
        for (a, b) in [(g, h), (h, g)] {
            for a1 in self.options(a).to_vec() {
                options.push(self.distinguisher(a1, b)?.ok_or_else(|| broken(a1, b))?);
            }
        }
        let t = self.from_options(&options)?;
        self.check_p(g, t)?;
        self.check_p(h, t)?;
        Ok(Some(t))
    }

    /// A P–N distinguisher of `g` from `h`: an `X` with `g + X` a misère P-position and
    /// `h + X` an N-position; `None` when `g = h`.
    pub fn distinguisher(&mut self, g: FormId, h: FormId) -> Result<Option<FormId>, MisereError> {
        if g == h {
            return Ok(None);
        }
        let x = self.any_distinguisher(g, h)?;
        let gx = self.sum(g, x)?;
        if self.outcome(gx) == MisereOutcome::P {
            return Ok(Some(x));
        }
        let mut options = vec![x];
        for g1 in self.options(g).to_vec() {
            options.push(self.mate(g1)?);
        }
        let x = self.from_options(&options)?;
        self.check_p(g, x)?;
        let hx = self.sum(h, x)?;
        if self.outcome(hx) != MisereOutcome::N {
            return Err(broken(g, h));
        }
        Ok(Some(x))
    }

    /// An `X` with `o⁻(g + X) ≠ o⁻(h + X)`, for `g ≠ h`, by Conway's equality test.
    fn any_distinguisher(&mut self, g: FormId, h: FormId) -> Result<FormId, MisereError> {
        if self.outcome(g) != self.outcome(h) {
            return Ok(self.zero());
        }
        for (a, b) in [(g, h), (h, g)] {
            for a1 in self.options(a).to_vec() {
                // `T` makes `b + T` and `a1 + T` P-positions, so `a + T` (which has the
                // P-option `a1 + T`) is an N-position.
                if let Some(t) = self.link(b, a1)? {
                    return Ok(t);
                }
            }
        }
        Err(broken(g, h))
    }

    /// Refuses, as a broken invariant, a `T` that leaves `g + T` an N-position.
    fn check_p(&mut self, g: FormId, t: FormId) -> Result<(), MisereError> {
        let s = self.sum(g, t)?;
        if self.outcome(s) == MisereOutcome::P {
            Ok(())
        } else {
            Err(broken(g, t))
        }
    }

    /// Whether `b(g) < b(g + *)`.
    pub fn is_even(&mut self, g: FormId) -> Result<bool, MisereError> {
        let star = self.nim(1)?;
        let plus_star = self.sum(g, star)?;
        Ok(self.birthday(g) < self.birthday(plus_star))
    }

    /// The hereditary class of `g` ([`Phylum`]).
    pub fn phylum(&self, g: FormId) -> Phylum {
        let options_tame = self.options(g).iter().all(|&o| self.is_tame(o));
        let (plus, minus) = (self.normal_grundy(g), self.misere_grundy(g));
        match () {
            _ if self.is_tame(g) => Phylum::Tame,
            _ if !options_tame => Phylum::Wild,
            _ if plus <= 1 => Phylum::Restive,
            _ if minus <= 1 => Phylum::Restless,
            _ => Phylum::Wild,
        }
    }
}

/// The error of a theorem's construction that failed: a bug, reported rather than
/// trusted.
fn broken(g: FormId, h: FormId) -> MisereError {
    MisereError::TooLarge(format!(
        "internal error: the misère distinguisher construction failed for forms {g:?} and \
         {h:?}; please report it"
    ))
}

#[cfg(test)]
#[path = "algebra_tests.rs"]
pub(super) mod tests;
