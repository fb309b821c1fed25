//! Misère canonical forms of impartial games (Conway, *On Numbers and Games*, ch. 12;
//! Siegel, *Combinatorial Game Theory*, ch. V.1; Winning Ways, ch. 13).
//!
//! Two impartial games are *misère equal*, `G = H`, when `o⁻(G + X) = o⁻(H + X)` for every
//! impartial game `X`, `o⁻` being the misère outcome (the player to move wins iff some
//! option is a P-position; the empty game `0` is therefore an N-position).
//!
//! **Simplification (Grundy–Smith, with the proviso).** Suppose the options of `G` are
//! those of a game `H` together with further options `G1, ..., Gk` each of which has `H`
//! as an option (each `Gi` is *reversible through* `H`). Then `G = H`, provided that, if
//! `H = 0` has no option, some `Gi` is a misère P-position (the *proviso*: without it `G`
//! would be a P-position while `0` is not). Example: `{*} = 0` (so `* + * = 0`), but
//! `{*2} ≠ 0`. The rule goes back to Grundy and Smith ("Disjunctive games with the last
//! player losing", 1956); Winning Ways (ch. 13) calls the proviso the *endgame proviso*;
//! Siegel states the rule and proves it with Conway's theorem below in "On the structure
//! of misère impartial games" (arXiv:2012.08554, §2). The proviso is exactly the
//! condition `o⁻(G) = o⁻(H)`: when `H` has an option, the two outcomes agree anyway (if
//! `H` is a P-position every `Gi`, having `H` as an option, is not, so `G` and `H` have
//! the same P-options; otherwise a P-option of `H` is one of `G`).
//!
//! **Simplest form theorem (Conway).** A game none of whose options can be reversed in
//! this way, and whose options are in simplest form, is in *simplest* (canonical) form;
//! every game equals exactly one game in simplest form, and two games are misère equal iff
//! their simplest forms are identical. The proof goes through *linked* games (`G` and `H`
//! are linked when `o⁻(G + T) = o⁻(H + T) = P` for some `T`): `G = H` iff `o⁻(G) = o⁻(H)`,
//! `G` is linked to no `H'` and no `G'` is linked to `H`; and `G`, `H` are linked iff no
//! `H'` equals `G` and no `G'` equals `H`. For canonical options these conditions say
//! exactly that `{G1, ..., Gk}` either is the pattern above for one of its second options
//! `H` — then its canonical form is `H` — or is canonical as it stands.
//!
//! [`MisereArena`] keeps canonical forms hash-consed, so misère equality is equality of
//! [`FormId`]s: [`MisereArena::from_options`] canonicalises a set of canonical options,
//! [`MisereArena::sum`] adds two forms (`G + H = {G' + H, G + H'}`, recursively),
//! and each form knows its birthday, misère outcome, misère and normal-play Grundy values.
//! [`RulesetForms`] finds the canonical form of a position of any
//! [`Impartial`] ruleset from its moves (a move leaving several components is the sum of
//! their forms), which covers heap games, and through the bridge
//! ([`crate::impartial::bridge::AsImpartial`]) every impartial
//! `Ruleset` ([`crate::partizan::Ruleset`]): the form of its position is the sum of its
//! components' forms ([`RulesetForms::form_of_position`]). Every computation is bounded:
//! past the arena's limits of forms and work, past [`DEFAULT_POSITION_LIMIT`] positions
//! of the ruleset, or a game deeper than [`MAX_DEPTH`], it stops with
//! [`MisereError::TooLarge`].
//!
//! Forms are written `0`, `*`, `*2`, ... for nim heaps and `{A,B,...}` for the others, the
//! options listed by birthday: `{*2}` (Conway's `2#`), `{*2,*3}` (Conway's `32`, which is
//! `*2 + *2`).
//!
//! ```
//! use conway::misere::canonical::MisereArena;
//! let mut arena = MisereArena::new();
//! let star = arena.nim(1).unwrap();
//! let two = arena.nim(2).unwrap();
//! // * + * = 0 under misère play, but *2 + *2 is not 0.
//! assert_eq!(arena.sum(star, star).unwrap(), arena.zero());
//! let twice = arena.sum(two, two).unwrap();
//! assert_ne!(twice, arena.zero());
//! assert_eq!(arena.display(twice), "{*2,*3}");
//! ```

use super::genus::Genus;
use super::outcome::MisereOutcome;
use super::MisereError;
use crate::impartial::bridge::AsImpartial;
use crate::impartial::nimber::mex_of;
use crate::impartial::Impartial;
use crate::partizan::Ruleset;
use std::collections::{HashMap, HashSet};

/// The default number of canonical forms a [`MisereArena`] holds before it refuses more.
pub const DEFAULT_FORM_LIMIT: usize = 200_000;

/// The default work a [`MisereArena`] does before it refuses more: one unit per option
/// examined while canonicalising (tens of millions a second).
pub const DEFAULT_WORK_LIMIT: u64 = 100_000_000;

/// The deepest ruleset position [`RulesetForms`] follows (moves in a row).
pub const MAX_DEPTH: usize = 5_000;

/// The default number of positions of a ruleset whose forms [`RulesetForms`] memoises
/// before it refuses more (distinct positions may share forms, which the arena's limits
/// do not count).
pub const DEFAULT_POSITION_LIMIT: usize = 250_000;

/// A canonical form in a [`MisereArena`]; equal ids are misère equal games.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FormId(u32);

/// One canonical form and what is known of it.
struct Form {
    /// Its options, canonical, sorted by id, distinct.
    options: Vec<FormId>,
    birthday: u32,
    /// `G⁻`: 1 for `0`, else the mex of the options' values; 0 iff a misère P-position.
    misere: u32,
    /// `G⁺`: the normal-play Grundy value.
    normal: u32,
    /// `Some(n)` if the form is the nim heap `*n`.
    nim: Option<u32>,
    /// Whether the form is (hereditarily) tame: see [`super::algebra::Phylum::Tame`].
    tame: bool,
}

/// Hash-consed misère canonical forms of impartial games.
pub struct MisereArena {
    forms: Vec<Form>,
    index: HashMap<Vec<FormId>, FormId>,
    sums: HashMap<(FormId, FormId), FormId>,
    nims: Vec<FormId>,
    limit: usize,
    work: u64,
    work_limit: u64,
}

impl Default for MisereArena {
    fn default() -> Self {
        Self::new()
    }
}

impl MisereArena {
    /// An arena holding at most [`DEFAULT_FORM_LIMIT`] forms, doing at most
    /// [`DEFAULT_WORK_LIMIT`] work.
    pub fn new() -> Self {
        Self::with_limits(DEFAULT_FORM_LIMIT, DEFAULT_WORK_LIMIT)
    }

    /// An arena holding at most `limit` forms (at least the zero game) and doing at most
    /// `work_limit` units of work (options examined).
    pub fn with_limits(limit: usize, work_limit: u64) -> Self {
        let zero = Form {
            options: Vec::new(),
            birthday: 0,
            misere: 1,
            normal: 0,
            nim: Some(0),
            tame: true,
        };
        MisereArena {
            forms: vec![zero],
            index: HashMap::from([(Vec::new(), FormId(0))]),
            sums: HashMap::new(),
            nims: vec![FormId(0)],
            limit: limit.max(1),
            work: 0,
            work_limit,
        }
    }

    /// How many canonical forms the arena holds.
    pub fn len(&self) -> usize {
        self.forms.len()
    }

    /// Whether the arena holds only the zero game.
    pub fn is_empty(&self) -> bool {
        self.forms.len() == 1
    }

    /// The zero game `0 = {}`.
    pub fn zero(&self) -> FormId {
        FormId(0)
    }

    /// The nim heap `*n = {0, *, ..., *(n-1)}` (in simplest form under misère play too).
    pub fn nim(&mut self, n: u32) -> Result<FormId, MisereError> {
        while self.nims.len() <= n as usize {
            // `*k` is already in simplest form: an option `*i` could only reverse through
            // some `*j` with `j < i` if every option outside `*j`'s options, `*j` itself
            // among them, had `*j` as an option, and `*j` has not. So it is inserted
            // without the search for a reversal (which would cost `k^2` steps).
            let options = self.nims.clone();
            let next = match self.index.get(&options) {
                Some(&g) => g,
                None => {
                    self.charge(options.len())?;
                    self.insert(options)?
                }
            };
            self.nims.push(next);
        }
        Ok(self.nims[n as usize])
    }

    /// The options of a form (canonical).
    pub fn options(&self, g: FormId) -> &[FormId] {
        &self.form(g).options
    }

    /// The birthday of a form: 0 for `0`, else one more than its options' largest.
    pub fn birthday(&self, g: FormId) -> u32 {
        self.form(g).birthday
    }

    /// The misère Grundy value `G⁻` (0 iff a misère P-position).
    pub fn misere_grundy(&self, g: FormId) -> u32 {
        self.form(g).misere
    }

    /// The normal-play Grundy value.
    pub fn normal_grundy(&self, g: FormId) -> u32 {
        self.form(g).normal
    }

    /// Whether the form is tame (hereditarily: see [`super::algebra::Phylum`]).
    pub fn is_tame(&self, g: FormId) -> bool {
        self.form(g).tame
    }

    /// Whether the form is the nim heap `*n` for some `n` (then `Some(n)`).
    pub fn nim_heap(&self, g: FormId) -> Option<u32> {
        self.form(g).nim
    }

    /// The misère outcome: P iff the form has an option and none is a P-position.
    pub fn outcome(&self, g: FormId) -> MisereOutcome {
        if self.form(g).misere == 0 {
            MisereOutcome::P
        } else {
            MisereOutcome::N
        }
    }

    fn form(&self, g: FormId) -> &Form {
        &self.forms[g.0 as usize]
    }

    /// The canonical form of the game `{options}` whose options are canonical forms (in any
    /// order, repeats allowed).
    pub fn from_options(&mut self, options: &[FormId]) -> Result<FormId, MisereError> {
        let mut options = options.to_vec();
        options.sort_unstable();
        options.dedup();
        if let Some(&g) = self.index.get(&options) {
            return Ok(g);
        }
        self.charge(options.len())?;
        if let Some(h) = self.reversal_target(&options)? {
            return Ok(h);
        }
        self.insert(options)
    }

    /// The second option `H` through which every option of `{options}` not an option of `H`
    /// reverses, respecting the proviso, if there is one (then `{options} = H`).
    fn reversal_target(&mut self, options: &[FormId]) -> Result<Option<FormId>, MisereError> {
        let mut tried = HashSet::new();
        for &g in options {
            self.charge(self.options(g).len())?;
            for &h in self.options(g) {
                if tried.insert(h) && self.reverses_to(options, h) {
                    return Ok(Some(h));
                }
            }
        }
        Ok(None)
    }

    /// Counts `units` of work, refusing past the limit.
    pub(super) fn charge(&mut self, units: usize) -> Result<(), MisereError> {
        self.work += units as u64;
        if self.work > self.work_limit {
            return Err(MisereError::TooLarge(format!(
                "the misère canonical forms reached the work limit of {} steps ({} forms \
                 found)",
                self.work_limit,
                self.forms.len()
            )));
        }
        Ok(())
    }

    /// Whether `{options} = H` by the Grundy–Smith rule with the proviso.
    fn reverses_to(&self, options: &[FormId], h: FormId) -> bool {
        let h_options = self.options(h);
        if !h_options.iter().all(|o| options.binary_search(o).is_ok()) {
            return false;
        }
        let mut reversible = options
            .iter()
            .filter(|o| h_options.binary_search(o).is_err());
        let all_reverse = reversible
            .clone()
            .all(|&g| self.options(g).binary_search(&h).is_ok());
        let proviso = !h_options.is_empty() || reversible.any(|&g| self.form(g).misere == 0);
        all_reverse && proviso
    }

    fn insert(&mut self, options: Vec<FormId>) -> Result<FormId, MisereError> {
        if self.forms.len() >= self.limit {
            return Err(MisereError::TooLarge(format!(
                "the misère canonical forms reached the limit of {} forms",
                self.limit
            )));
        }
        let forms = options.iter().map(|&o| self.form(o));
        let birthday = forms.clone().map(|f| f.birthday + 1).max().unwrap_or(0);
        let misere = mex_of(forms.clone().map(|f| f.misere));
        let normal = mex_of(forms.clone().map(|f| f.normal));
        let options_tame = forms.clone().all(|f| f.tame);
        let tame = options_tame && (normal == misere || normal.max(misere) == 1);
        let nims: Option<Vec<u32>> = forms.map(|f| f.nim).collect();
        let nim = nims.and_then(|mut n| {
            n.sort_unstable();
            let k = n.len() as u32;
            n.iter().copied().eq(0..k).then_some(k)
        });
        let id = FormId(self.forms.len() as u32);
        self.index.insert(options.clone(), id);
        self.forms.push(Form {
            options,
            birthday,
            misere,
            normal,
            nim,
            tame,
        });
        Ok(id)
    }

    /// The canonical form of `G + H` (the options `G' + H` and `G + H'`).
    pub fn sum(&mut self, g: FormId, h: FormId) -> Result<FormId, MisereError> {
        let key = (g.min(h), g.max(h));
        if key.0 == self.zero() {
            return Ok(key.1);
        }
        if let Some(&s) = self.sums.get(&key) {
            return Ok(s);
        }
        let mut options = Vec::with_capacity(self.options(g).len() + self.options(h).len());
        for g1 in self.options(g).to_vec() {
            options.push(self.sum(g1, h)?);
        }
        for h1 in self.options(h).to_vec() {
            options.push(self.sum(g, h1)?);
        }
        let s = self.from_options(&options)?;
        self.sums.insert(key, s);
        Ok(s)
    }

    /// The canonical form of a sum of any number of forms (`0` for none).
    pub fn sum_of(&mut self, parts: &[FormId]) -> Result<FormId, MisereError> {
        parts
            .iter()
            .try_fold(self.zero(), |total, &part| self.sum(total, part))
    }

    /// The genus `g^(γ0γ1...)` of a form with `terms` terms (at least 3): `γn` is the
    /// misère Grundy value of the form plus `n` copies of `*2` (see [`super::genus`]).
    pub fn genus(&mut self, g: FormId, terms: usize) -> Result<Genus, MisereError> {
        let two = self.nim(2)?;
        let mut misere = Vec::with_capacity(terms.max(3));
        let mut current = g;
        for _ in 0..terms.max(3) {
            misere.push(self.misere_grundy(current));
            current = self.sum(current, two)?;
        }
        Ok(Genus {
            normal: self.normal_grundy(g),
            misere,
        })
    }

    /// The subforms of `g` (itself among them), each after its options: entry `i` lists
    /// the indices of its options among the entries before it, and the last entry is
    /// `g`. [`Self::from_subforms`] rebuilds the form in any arena.
    pub fn subforms(&self, g: FormId) -> Vec<Vec<u32>> {
        let mut index = HashMap::new();
        let mut entries = Vec::new();
        let mut stack = vec![(g, false)];
        while let Some((f, expanded)) = stack.pop() {
            if index.contains_key(&f) {
                continue;
            }
            if expanded {
                let options = self.options(f).iter().map(|o| index[o]).collect();
                index.insert(f, entries.len() as u32);
                entries.push(options);
            } else {
                stack.push((f, true));
                for &o in self.options(f) {
                    if !index.contains_key(&o) {
                        stack.push((o, false));
                    }
                }
            }
        }
        entries
    }

    /// The form whose [`Self::subforms`] are `entries` (of this arena or another); `None`
    /// if an entry names an option that is not before it, or there is no entry.
    pub fn from_subforms(&mut self, entries: &[Vec<u32>]) -> Result<Option<FormId>, MisereError> {
        let mut forms: Vec<FormId> = Vec::with_capacity(entries.len());
        for options in entries {
            let Some(options) = options
                .iter()
                .map(|&i| forms.get(i as usize).copied())
                .collect::<Option<Vec<FormId>>>()
            else {
                return Ok(None);
            };
            forms.push(self.from_options(&options)?);
        }
        Ok(forms.last().copied())
    }

    /// The form written `0`, `*`, `*n` (nim heaps) or `{A,B,...}`, options by birthday.
    /// The text may be exponentially longer than the form's birthday: see
    /// [`Self::display_within`].
    pub fn display(&self, g: FormId) -> String {
        self.display_within(g, usize::MAX).expect("no length limit")
    }

    /// [`Self::display`] if the text has at most `max_chars` characters.
    pub fn display_within(&self, g: FormId, max_chars: usize) -> Option<String> {
        let form = self.form(g);
        let text = match form.nim {
            Some(0) => "0".to_string(),
            Some(1) => "*".to_string(),
            Some(n) => format!("*{n}"),
            None => {
                let mut options = Vec::with_capacity(form.options.len());
                let mut left = max_chars.saturating_sub(2);
                for &o in &form.options {
                    let text = self.display_within(o, left)?;
                    left = left.checked_sub(text.len() + 1)?;
                    options.push((self.birthday(o), text));
                }
                options.sort();
                let texts: Vec<String> = options.into_iter().map(|(_, t)| t).collect();
                format!("{{{}}}", texts.join(","))
            }
        };
        (text.len() <= max_chars).then_some(text)
    }
}

/// Canonical forms of the positions of an impartial ruleset, memoised per position.
pub struct RulesetForms<G: Impartial> {
    game: G,
    memo: HashMap<G::Position, FormId>,
    position_limit: usize,
    /// The forms found so far (the memo refers to them: replacing the arena would leave
    /// it pointing at forms of the old one).
    arena: MisereArena,
}

impl<G: Impartial> RulesetForms<G> {
    /// Forms of `game`'s positions, kept in `arena`, memoising at most
    /// [`DEFAULT_POSITION_LIMIT`] positions.
    pub fn new(game: G, arena: MisereArena) -> Self {
        Self::with_position_limit(game, arena, DEFAULT_POSITION_LIMIT)
    }

    /// Forms of `game`'s positions, kept in `arena`, refusing with
    /// [`MisereError::TooLarge`] to memoise more than `positions` positions.
    pub fn with_position_limit(game: G, arena: MisereArena, positions: usize) -> Self {
        RulesetForms {
            game,
            memo: HashMap::new(),
            position_limit: positions,
            arena,
        }
    }

    /// How many positions' forms are memoised.
    pub fn positions(&self) -> usize {
        self.memo.len()
    }

    /// The arena of the forms found, given back (the forms it holds stay valid there; the
    /// positions' memo is dropped).
    pub fn into_arena(self) -> MisereArena {
        self.arena
    }

    /// The arena of the forms found.
    pub fn arena(&self) -> &MisereArena {
        &self.arena
    }

    /// The arena of the forms found, to add, compare or display them.
    pub fn arena_mut(&mut self) -> &mut MisereArena {
        &mut self.arena
    }

    /// The canonical form of one position: `{ the forms of its moves }`, a move's form being
    /// the sum of the forms of the components it leaves.
    pub fn form(&mut self, position: &G::Position) -> Result<FormId, MisereError> {
        self.form_at(position, &mut HashSet::new())
    }

    /// The canonical form of a sum of positions.
    pub fn form_of_sum(&mut self, sum: &[G::Position]) -> Result<FormId, MisereError> {
        let mut parts = Vec::with_capacity(sum.len());
        for position in sum {
            parts.push(self.form(position)?);
        }
        self.arena.sum_of(&parts)
    }

    /// [`Self::form`], `path` holding the positions being evaluated (a cycle check).
    fn form_at(
        &mut self,
        position: &G::Position,
        path: &mut HashSet<G::Position>,
    ) -> Result<FormId, MisereError> {
        if let Some(&g) = self.memo.get(position) {
            return Ok(g);
        }
        if self.memo.len() >= self.position_limit {
            return Err(MisereError::TooLarge(format!(
                "the game has more than {} positions (the limit of the positions whose \
                 misère canonical forms are memoised)",
                self.position_limit
            )));
        }
        if path.len() >= MAX_DEPTH {
            return Err(MisereError::TooLarge(format!(
                "the game is deeper than {MAX_DEPTH} moves"
            )));
        }
        if !path.insert(position.clone()) {
            return Err(MisereError::Syntax(
                "the game has a cycle: a position is reachable from itself".to_string(),
            ));
        }
        let mut options = Vec::new();
        for result in self.game.moves(position) {
            let mut parts = Vec::with_capacity(result.len());
            for component in &result {
                parts.push(self.form_at(component, path)?);
            }
            options.push(self.arena.sum_of(&parts)?);
        }
        path.remove(position);
        let g = self.arena.from_options(&options)?;
        self.memo.insert(position.clone(), g);
        Ok(g)
    }
}

impl<R: Ruleset> RulesetForms<AsImpartial<R>> {
    /// The canonical form of a position of an impartial ruleset: the misère sum of its
    /// components' forms.
    pub fn form_of_position(&mut self, position: &R::Position) -> Result<FormId, MisereError> {
        let parts = self.game.ruleset().components(position);
        self.form_of_sum(&parts)
    }
}

#[cfg(test)]
#[path = "canonical_tests.rs"]
mod tests;
