//! The hash-consed arena of canonical forms.
//!
//! Every short game has a unique *canonical form*: the form with no dominated and no
//! reversible options (Siegel, *Combinatorial Game Theory*, II.2.7; Winning Ways, ch. 3;
//! Lessons in Play, ch. 4). The [`Arena`] stores each canonical form once and names it by a
//! [`GameId`], so two games are equal exactly when their ids are equal.
//!
//! Values of the form `x + n.^ + *m` (a dyadic number, a multiple of up, a nimber — "nus"
//! values) are stored in closed form as a [`Nus`], never as option lists: their sums,
//! negatives and comparisons are computed by formula, and their canonical options are
//! derived only when a comparison with a general game needs them. Every other value is an
//! [`Node::Options`] node whose options are themselves ids, sorted and free of duplicates.
//!
//! Each node also records its left and right stops (Siegel II.3.20): they are cheap to
//! compute at construction and let most comparisons be decided without recursion.

use super::dyadic::Dyadic;
use super::thermograph::Thermograph;
use std::collections::HashMap;
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

/// A closed-form value `number + ups.^ + *nim`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Nus {
    /// The number part.
    pub number: Dyadic,
    /// The multiple of up (negative: down).
    pub ups: i64,
    /// The nimber part.
    pub nim: u32,
}

impl Nus {
    /// The number `x`.
    pub const fn number(x: Dyadic) -> Nus {
        Nus {
            number: x,
            ups: 0,
            nim: 0,
        }
    }

    /// True if the value is a number (no up and no nimber part).
    pub fn is_number(&self) -> bool {
        self.ups == 0 && self.nim == 0
    }
}

/// The stored form of a canonical game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
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

/// A node and its stops.
#[derive(Clone, Debug)]
struct Entry {
    node: Node,
    left_stop: Dyadic,
    right_stop: Dyadic,
}

/// A hash map with the Fx hasher of `rustc-hash`: fast on the small integer keys of game
/// positions, not resistant to adversarial keys (which positions are not).
pub(crate) type FxMap<K, V> = HashMap<K, V, rustc_hash::FxBuildHasher>;

/// Left and right options, shared.
pub(crate) type OptionPair = (Arc<[GameId]>, Arc<[GameId]>);

/// The pair key of a per-pair cache.
pub(crate) fn pair(a: GameId, b: GameId) -> u64 {
    (u64::from(a.0) << 32) | u64::from(b.0)
}

/// Canonical forms, hash-consed, with the caches of the operations on them.
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
    entries: Vec<Entry>,
    index: FxMap<Node, GameId>,
    /// Canonical options of nus values, derived on demand.
    pub(crate) nus_options: FxMap<GameId, OptionPair>,
    /// `a <= b` per pair.
    pub(crate) leq_cache: FxMap<u64, bool>,
    /// `a + b` per (ordered) pair.
    pub(crate) sum_cache: FxMap<u64, GameId>,
    /// `-a`.
    pub(crate) neg_cache: FxMap<GameId, GameId>,
    /// Thermographs.
    pub(crate) thermo_cache: FxMap<GameId, Arc<Thermograph>>,
}

impl Arena {
    /// An empty arena.
    pub fn new() -> Arena {
        Arena::default()
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

    /// Interns a closed-form value.
    pub fn nus(&mut self, n: Nus) -> GameId {
        self.intern(Node::Nus(n), n.number, n.number)
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

    /// Stores a canonical option node (options sorted, not a nus value) with its stops.
    pub(crate) fn intern_options(&mut self, left: Vec<GameId>, right: Vec<GameId>) -> GameId {
        let left_stop = left
            .iter()
            .map(|&g| self.right_stop(g))
            .max()
            .expect("a non-number has left options");
        let right_stop = right
            .iter()
            .map(|&g| self.left_stop(g))
            .min()
            .expect("a non-number has right options");
        let node = Node::Options {
            left: left.into(),
            right: right.into(),
        };
        self.intern(node, left_stop, right_stop)
    }

    fn intern(&mut self, node: Node, left_stop: Dyadic, right_stop: Dyadic) -> GameId {
        if let Some(&g) = self.index.get(&node) {
            return g;
        }
        let id = GameId(u32::try_from(self.entries.len()).expect("fewer than 2^32 games"));
        self.entries.push(Entry {
            node: node.clone(),
            left_stop,
            right_stop,
        });
        self.index.insert(node, id);
        id
    }

    /// The canonical left options of `g` (derived for closed-form values).
    pub fn left_options(&mut self, g: GameId) -> Arc<[GameId]> {
        match self.node(g) {
            Node::Options { left, .. } => left.clone(),
            Node::Nus(_) => self.nus_options_of(g).0,
        }
    }

    /// The canonical right options of `g` (derived for closed-form values).
    pub fn right_options(&mut self, g: GameId) -> Arc<[GameId]> {
        match self.node(g) {
            Node::Options { right, .. } => right.clone(),
            Node::Nus(_) => self.nus_options_of(g).1,
        }
    }
}
