//! The hash-consed arena of canonical forms.
//!
//! Every short game has a unique *canonical form*: the form with no dominated and no
//! reversible options (Siegel, *Combinatorial Game Theory*, II.2.7; Winning Ways, ch. 3;
//! Lessons in Play, ch. 4). The [`Arena`] stores each canonical form once and names it by a
//! [`GameId`], so two games are equal exactly when their ids are equal.
//!
//! Values of the form `x + n.^ + *m` (a dyadic number, a multiple of up, a nimber — "nus"
//! values) are stored in closed form as a [`Nus`], never as option lists: their sums,
//! negatives, comparisons and thermographs are computed by formula ([`super::nus`],
//! [`super::nim_profile`]), and their canonical options are listed only when a sum with a
//! general game needs them. Every other value is an [`Node::Options`] node whose options
//! are themselves ids, sorted and free of duplicates.
//!
//! Each node also records its left and right stops (Siegel II.3.20), which let most
//! comparisons be decided without recursion, and its depth (the longest chain of moves
//! through option nodes), which the engine keeps within
//! [`MAX_DEPTH`](super::limits::MAX_DEPTH).

use super::caches::Caches;
use super::dyadic::Dyadic;
use super::limits::{Error, MAX_EXPANSION};
use super::nus::{expansion, Expansion, Nus};
use std::borrow::Borrow;
use std::collections::HashMap;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

/// The name of a canonical form in an [`Arena`]. Equal ids = equal games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameId(pub(crate) u32);

impl GameId {
    /// The index of the id (ids are dense, from 0).
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The stored form of a canonical game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Node {
    /// A value in closed form.
    Nus(Nus),
    /// Any other value: its canonical left and right options, sorted by id.
    Options {
        /// Left options.
        left: Arc<[GameId]>,
        /// Right options.
        right: Arc<[GameId]>,
    },
}

/// A node's content, borrowed: the arena's index is searched by it, so that a node
/// already stored is found from its options without building it (no allocation).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum NodeView<'a> {
    Nus(Nus),
    Options(&'a [GameId], &'a [GameId]),
}

/// A node or its borrowed content: both hash and compare as their [`NodeView`], which is
/// what lets the index (keyed by [`Node`]) be searched by a view.
trait AsNodeView {
    fn view(&self) -> NodeView<'_>;
}

impl AsNodeView for Node {
    fn view(&self) -> NodeView<'_> {
        match self {
            Node::Nus(n) => NodeView::Nus(*n),
            Node::Options { left, right } => NodeView::Options(left, right),
        }
    }
}

impl AsNodeView for NodeView<'_> {
    fn view(&self) -> NodeView<'_> {
        *self
    }
}

/// Nodes are equal exactly when their views are (the derived equality compares the
/// option lists' contents, as the view does), so hashing the view keeps `Hash` and `Eq`
/// consistent.
impl Hash for Node {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.view().hash(state);
    }
}

impl Hash for dyn AsNodeView + '_ {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.view().hash(state);
    }
}

impl PartialEq for dyn AsNodeView + '_ {
    fn eq(&self, other: &Self) -> bool {
        self.view() == other.view()
    }
}

impl Eq for dyn AsNodeView + '_ {}

impl<'a> Borrow<dyn AsNodeView + 'a> for Node {
    fn borrow(&self) -> &(dyn AsNodeView + 'a) {
        self
    }
}

/// A node, its stops, its depth and its negative once known.
#[derive(Clone, Debug)]
struct Entry {
    node: Node,
    left_stop: Dyadic,
    right_stop: Dyadic,
    depth: u32,
    negative: Option<GameId>,
}

/// A hash map with the Fx hasher of `rustc-hash`: fast on the small integer keys of game
/// positions, not resistant to adversarial keys (which positions are not).
pub(crate) type FxMap<K, V> = HashMap<K, V, rustc_hash::FxBuildHasher>;

/// Left and right options, shared.
pub(crate) type OptionPair = (Arc<[GameId]>, Arc<[GameId]>);

/// One side's options of a game, as the engine walks them.
pub(crate) enum Moves {
    /// Listed options (option nodes, numbers, closed forms with `n != 0`).
    Listed(Arc<[GameId]>),
    /// `number + *count`: the options `number + *j` for every `j < count`, not listed
    /// (see [`super::nim_profile`]).
    Nimbers {
        /// The number part.
        number: Dyadic,
        /// How many options there are.
        count: u32,
    },
}

/// A caller's check, asked at every work-limit check of a computation: `true` stops it
/// with [`Error::Interrupted`] (see [`Arena::set_interrupt`]).
pub type Interrupt = Box<dyn Fn() -> bool + Send + Sync>;

/// A caller's check like an [`Interrupt`], told the work steps taken since the work limit
/// was last set (see [`Arena::set_watch`]), e.g. to report progress.
pub type Watch = Box<dyn Fn(u64) -> bool + Send + Sync>;

/// Canonical forms, hash-consed, with the caches of the operations on them and the
/// accounting of work.
///
/// ```
/// use conway::partizan::Arena;
/// let mut arena = Arena::new();
/// let zero = arena.zero();
/// let star = arena.game(&[zero], &[zero]).unwrap();
/// let up = arena.game(&[zero], &[star]).unwrap();
/// assert_eq!(arena.display(up), "^");
/// let twice = arena.sum(star, star).unwrap();
/// assert_eq!(twice, zero); // * + * = 0, decided by comparing ids
/// ```
#[derive(Default)]
pub struct Arena {
    /// The stored forms, by id.
    entries: Vec<Entry>,
    /// The id of each stored form.
    index: FxMap<Node, GameId>,
    /// The results of operations on the stored forms.
    pub(crate) caches: Caches,
    /// Work steps taken so far.
    work: u64,
    /// The most work steps allowed after `work_start`, if limited.
    work_limit: Option<u64>,
    /// The work steps taken when the limit was set (0 for [`Arena::with_work_limit`]).
    work_start: u64,
    /// The caller's check that stops a computation, if any.
    watch: Option<Watch>,
    /// Which arena this is, for tables of its ids kept elsewhere.
    id: ArenaId,
    /// The work steps taken when the limit was last set by the caller (not by
    /// [`Arena::attempt`]): the watch is told the steps taken since.
    watch_start: u64,
}

/// Which [`Arena`] a table of [`GameId`]s was filled in: every arena made in a process has
/// its own (from a 64-bit counter, which does not wrap), so that a table kept beside an
/// arena, such as a [`super::Solver`]'s, can tell when it is used with another arena,
/// where its ids would name other games.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ArenaId(u64);

impl Default for ArenaId {
    /// A fresh id, that of no other arena.
    fn default() -> ArenaId {
        static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
        ArenaId(NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed))
    }
}

impl Arena {
    /// An empty arena, with the depth and expansion limits of [`super::limits`] and no
    /// limit on work.
    pub fn new() -> Arena {
        Arena::default()
    }

    /// Which arena this is (no other arena of the process has the same).
    pub fn id(&self) -> ArenaId {
        self.id
    }

    /// An empty arena whose fallible operations ([`Arena::game`], [`Arena::sum`], ...)
    /// refuse with [`Error::WorkLimit`] once more than `steps` work steps have been taken
    /// (a step is a comparison decided by recursion, a sum, a nim profile or a canonical
    /// form built; each costs well under a microsecond and a few dozen bytes of cache).
    ///
    /// ```
    /// use conway::partizan::{parse, Arena, Error};
    /// let mut a = Arena::with_work_limit(100);
    /// let sum: Vec<String> = (1..=12).map(|k| format!("{{{k}|-{k}}}")).collect();
    /// let e = parse(&mut a, &sum.join(" + ")).unwrap_err();
    /// assert!(e.message.contains("more than 100 work steps"));
    /// ```
    pub fn with_work_limit(steps: u64) -> Arena {
        Arena {
            work_limit: Some(steps),
            ..Arena::default()
        }
    }

    /// The work steps taken so far.
    pub fn work(&self) -> u64 {
        self.work
    }

    /// The work limit, if the arena has passed it. Work only grows, so from then on every
    /// fallible operation refuses with [`Error::WorkLimit`]: a computation on this arena
    /// that failed was refused for its size, whatever form its error took on the way (a
    /// parser's message, a ruleset's).
    ///
    /// ```
    /// use conway::partizan::{parse, Arena};
    /// let mut a = Arena::with_work_limit(100);
    /// assert_eq!(a.work_limit_passed(), None);
    /// let sum: Vec<String> = (1..=12).map(|k| format!("{{{k}|-{k}}}")).collect();
    /// assert!(parse(&mut a, &sum.join(" + ")).is_err());
    /// assert_eq!(a.work_limit_passed(), Some(100));
    /// ```
    pub fn work_limit_passed(&self) -> Option<u64> {
        self.work_limit.filter(|&limit| self.work > limit)
    }

    /// The work steps left under the work limit in force, if there is one.
    pub(crate) fn work_left(&self) -> Option<u64> {
        self.work_limit.map(|limit| {
            self.work_start
                .saturating_add(limit)
                .saturating_sub(self.work)
        })
    }

    /// Counts `steps` work steps.
    #[inline]
    pub(crate) fn charge(&mut self, steps: u64) {
        self.work = self.work.saturating_add(steps);
    }

    /// Limits the work from now on: fallible operations refuse with [`Error::WorkLimit`]
    /// once more than `steps` further work steps have been taken (`None`: no limit). An
    /// arena that serves one computation after another gives each its own budget so.
    ///
    /// ```
    /// use conway::partizan::{parse, Arena};
    /// let mut a = Arena::new();
    /// let sum: Vec<String> = (1..=12).map(|k| format!("{{{k}|-{k}}}")).collect();
    /// a.set_work_limit(Some(100));
    /// assert!(parse(&mut a, &sum.join(" + ")).is_err());
    /// a.set_work_limit(None);
    /// assert!(parse(&mut a, &sum.join(" + ")).is_ok());
    /// ```
    pub fn set_work_limit(&mut self, steps: Option<u64>) {
        self.work_start = self.work;
        self.watch_start = self.work;
        self.work_limit = steps;
    }

    /// Runs `compute` within at most `steps` further work steps, inside the limit in
    /// force: `Ok(None)` if `compute` was refused by `steps` alone, the limit in force's
    /// refusal if that limit was met first (or as soon), `compute`'s other errors as they
    /// are. The limit in force is restored afterwards.
    pub(crate) fn attempt<T>(
        &mut self,
        steps: u64,
        compute: impl FnOnce(&mut Arena) -> Result<T, Error>,
    ) -> Result<Option<T>, Error> {
        let (start, limit) = (self.work_start, self.work_limit);
        let outer_left = limit.map(|l| start.saturating_add(l).saturating_sub(self.work));
        let outer_binds = outer_left.is_some_and(|left| left <= steps);
        self.work_start = self.work;
        self.work_limit = Some(outer_left.map_or(steps, |left| left.min(steps)));
        let result = compute(self);
        (self.work_start, self.work_limit) = (start, limit);
        match (result, limit) {
            (Ok(value), _) => Ok(Some(value)),
            (Err(Error::WorkLimit(_)), Some(limit)) if outer_binds => Err(Error::WorkLimit(limit)),
            (Err(Error::WorkLimit(_)), _) => Ok(None),
            (Err(e), _) => Err(e),
        }
    }

    /// Fails once the work limit is exceeded, or when the interrupt says so.
    pub(crate) fn check_work(&self) -> Result<(), Error> {
        let done = self.work - self.work_start;
        match self.work_limit {
            Some(limit) if done > limit => return Err(Error::WorkLimit(limit)),
            _ => {}
        }
        match &self.watch {
            Some(stop) if stop(self.work - self.watch_start) => Err(Error::Interrupted),
            _ => Ok(()),
        }
    }

    /// Sets (or, with `None`, removes) a check that the arena asks wherever it checks the
    /// work limit (every searched position of a [`Solver`](super::Solver), every canonical
    /// form built, ...): when it returns `true`, the computation stops with
    /// [`Error::Interrupted`], leaving the arena and the solver's tables consistent, as a
    /// work limit does. It is asked often, so it should be cheap (an atomic flag, or a
    /// counter that looks further only now and then).
    ///
    /// ```
    /// use conway::partizan::{parse, Arena, Error};
    /// use std::sync::atomic::{AtomicU64, Ordering};
    /// let mut a = Arena::new();
    /// let checks = AtomicU64::new(0);
    /// a.set_interrupt(Some(Box::new(move || checks.fetch_add(1, Ordering::Relaxed) >= 50)));
    /// let sum: Vec<String> = (1..=12).map(|k| format!("{{{k}|-{k}}}")).collect();
    /// let e = parse(&mut a, &sum.join(" + ")).unwrap_err();
    /// assert!(e.message.contains("interrupted"));
    /// a.set_interrupt(None);
    /// assert!(parse(&mut a, &sum.join(" + ")).is_ok());
    /// ```
    pub fn set_interrupt(&mut self, interrupt: Option<Interrupt>) {
        self.watch = interrupt.map(|stop| Box::new(move |_| stop()) as Watch);
    }

    /// Sets (or removes) a check as [`Arena::set_interrupt`] does (replacing it), told the
    /// work steps taken since the work limit was last set ([`Arena::set_work_limit`]): a
    /// caller can report progress from it.
    pub fn set_watch(&mut self, watch: Option<Watch>) {
        self.watch = watch;
    }

    /// The number of distinct canonical forms stored.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// True if nothing has been stored yet.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// The stored form of `g`.
    pub fn node(&self, g: GameId) -> &Node {
        &self.entries[g.index()].node
    }

    /// The closed form of `g`, if it has one.
    pub fn as_nus(&self, g: GameId) -> Option<Nus> {
        match self.node(g) {
            Node::Nus(n) => Some(*n),
            Node::Options { .. } => None,
        }
    }

    /// The number `g` equals, if it is a number.
    pub fn as_number(&self, g: GameId) -> Option<Dyadic> {
        self.as_nus(g).filter(Nus::is_number).map(|n| n.number)
    }

    /// The left stop of `g`: where the game ends (a number) when Left starts and both
    /// players play optimally and stop as soon as a number is reached (Siegel II.3.20).
    pub fn left_stop(&self, g: GameId) -> Dyadic {
        self.entries[g.index()].left_stop
    }

    /// The right stop of `g` (Right starts).
    pub fn right_stop(&self, g: GameId) -> Dyadic {
        self.entries[g.index()].right_stop
    }

    /// The depth of `g`: the longest chain of moves through option nodes (0 for closed
    /// forms); at most [`MAX_DEPTH`](super::limits::MAX_DEPTH).
    pub fn depth(&self, g: GameId) -> u32 {
        self.entries[g.index()].depth
    }

    /// `-g`, if it has been computed.
    pub(crate) fn known_negative(&self, g: GameId) -> Option<GameId> {
        self.entries[g.index()].negative
    }

    /// Records that `a = -b` (and `b = -a`).
    pub(crate) fn set_negatives(&mut self, a: GameId, b: GameId) {
        self.entries[a.index()].negative = Some(b);
        self.entries[b.index()].negative = Some(a);
    }

    /// Interns a closed-form value.
    pub fn nus(&mut self, n: Nus) -> GameId {
        self.intern(Node::Nus(n), n.number, n.number, 0)
    }

    /// The number `x`.
    pub fn number(&mut self, x: Dyadic) -> GameId {
        self.nus(Nus::number(x))
    }

    /// The integer `n`.
    pub fn integer(&mut self, n: i32) -> GameId {
        self.number(Dyadic::from_int(n))
    }

    /// The game `0 = { | }`.
    pub fn zero(&mut self) -> GameId {
        self.number(Dyadic::ZERO)
    }

    /// The nimber `*m`.
    pub fn nimber(&mut self, m: u32) -> GameId {
        self.nus(Nus {
            number: Dyadic::ZERO,
            ups: 0,
            nim: m,
        })
    }

    /// The depth of a node with these options.
    pub(crate) fn depth_of(&self, left: &[GameId], right: &[GameId]) -> u32 {
        1 + left
            .iter()
            .chain(right)
            .map(|&g| self.depth(g))
            .max()
            .unwrap_or(0)
    }

    /// Stores a canonical option node (options sorted, not a closed form, both sides
    /// non-empty, of the given depth) with its stops.
    pub(crate) fn intern_options(
        &mut self,
        left: Vec<GameId>,
        right: Vec<GameId>,
        depth: u32,
    ) -> GameId {
        self.charge(1);
        let view = NodeView::Options(&left, &right);
        if let Some(&g) = self.index.get(&view as &dyn AsNodeView) {
            return g;
        }
        let stop = |arena: &Arena, ids: &[GameId], of_left: bool| {
            let stops = ids.iter().map(|&g| {
                if of_left {
                    arena.right_stop(g)
                } else {
                    arena.left_stop(g)
                }
            });
            if of_left {
                stops.max()
            } else {
                stops.min()
            }
        };
        let (Some(left_stop), Some(right_stop)) =
            (stop(self, &left, true), stop(self, &right, false))
        else {
            unreachable!("a game that is not a number has options on both sides")
        };
        let node = Node::Options {
            left: left.into(),
            right: right.into(),
        };
        self.intern(node, left_stop, right_stop, depth)
    }

    fn intern(&mut self, node: Node, left_stop: Dyadic, right_stop: Dyadic, depth: u32) -> GameId {
        if let Some(&g) = self.index.get(&node) {
            return g;
        }
        let id = GameId(u32::try_from(self.entries.len()).expect("fewer than 2^32 games"));
        self.entries.push(Entry {
            node: node.clone(),
            left_stop,
            right_stop,
            depth,
            negative: None,
        });
        self.index.insert(node, id);
        id
    }

    /// Both sides' canonical options when they are listed, or the closed form `x + *m`
    /// whose options are not (listings of closed forms are cached).
    fn listed(&mut self, g: GameId) -> Result<OptionPair, Nus> {
        let v = match self.node(g) {
            Node::Options { left, right } => return Ok((left.clone(), right.clone())),
            Node::Nus(v) => *v,
        };
        if let Some(o) = self.caches.nus_options.get(&g) {
            return Ok(o.clone());
        }
        let Expansion::Listed(l, r) = expansion(v) else {
            return Err(v);
        };
        let mut ids = |vs: Vec<Nus>| -> Arc<[GameId]> {
            let mut v: Vec<GameId> = vs.into_iter().map(|n| self.nus(n)).collect();
            v.sort_unstable();
            v.into()
        };
        let options = (ids(l), ids(r));
        self.caches.nus_options.insert(g, options.clone());
        Ok(options)
    }

    /// Left's (`left`) or Right's options of `g` as the engine walks them: listed,
    /// except for `x + *m`.
    #[inline]
    pub(crate) fn moves(&mut self, g: GameId, left: bool) -> Moves {
        let pick = |(l, r): &OptionPair| Moves::Listed(if left { l.clone() } else { r.clone() });
        if let Node::Options { left: l, right: r } = self.node(g) {
            return Moves::Listed(if left { l.clone() } else { r.clone() });
        }
        if let Some(o) = self.caches.nus_options.get(&g) {
            return pick(o);
        }
        match self.listed(g) {
            Ok((l, r)) => Moves::Listed(if left { l } else { r }),
            Err(v) => Moves::Nimbers {
                number: v.number,
                count: v.nim,
            },
        }
    }

    /// The canonical left and right options of `g`. For `x + *m` they are the `x + *j`,
    /// `j < m`, listed only up to [`MAX_EXPANSION`] ([`Error::TooLarge`] beyond).
    pub fn options(&mut self, g: GameId) -> Result<OptionPair, Error> {
        let v = match self.listed(g) {
            Ok(options) => return Ok(options),
            Err(v) => v,
        };
        if u64::from(v.nim) > MAX_EXPANSION {
            return Err(Error::TooLarge(v));
        }
        self.charge(u64::from(v.nim)); // the listing costs memory
        let all: Arc<[GameId]> = (0..v.nim).map(|j| self.nus(Nus { nim: j, ..v })).collect();
        let options = (all.clone(), all);
        self.caches.nus_options.insert(g, options.clone());
        Ok(options)
    }

    /// The canonical options of `g` for an operation that recurses through them: those of
    /// [`Arena::options`], except that a closed form `x + n.^ + *m` with `|n| + m >`
    /// [`MAX_EXPANSION`] is refused ([`Error::TooLarge`]), so that a recursion through its
    /// followers (a chain of `|n|` closed forms, or `m` nimbers) stays within the limits.
    pub(crate) fn options_within_expansion(&mut self, g: GameId) -> Result<OptionPair, Error> {
        if let Some(v) = self.as_nus(g) {
            if v.expansion_size() > MAX_EXPANSION {
                return Err(Error::TooLarge(v));
            }
        }
        self.options(g)
    }

    /// The canonical left options of `g` (see [`Arena::options`]).
    pub fn left_options(&mut self, g: GameId) -> Result<Arc<[GameId]>, Error> {
        Ok(self.options(g)?.0)
    }

    /// The canonical right options of `g` (see [`Arena::options`]).
    pub fn right_options(&mut self, g: GameId) -> Result<Arc<[GameId]>, Error> {
        Ok(self.options(g)?.1)
    }
}
