//! The slow twin of the loopy engine: outcomes of sums of small random graphs by a naive
//! fixpoint over explicit tuples of vertices, written here independently of the library
//! (no counters, no reverse edges, no sum graphs of the library), compared with the
//! library's retrograde analysis, survival order and canonical stoppers.

use conway::loopy::notation::{display, parse_loopy};
use conway::loopy::{LoopyGame, Winner};
use conway::partizan::Arena;
use std::collections::HashMap;

/// A small deterministic generator (xorshift64*), so failures reproduce.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

/// Random edges on `n` vertices: each forward edge with chance `forward` percent, each
/// backward one (or loop) with chance `back`.
fn random_edges(rng: &mut Rng, n: u32, forward: u64, back: u64) -> Vec<Vec<u32>> {
    (0..n)
        .map(|v| {
            (0..n)
                .filter(|&w| rng.chance(if w > v { forward } else { back }))
                .collect()
        })
        .collect()
}

/// A random graph of 2 to `max` vertices: edges mostly forward, a few back.
fn random_game(rng: &mut Rng, max: u64) -> LoopyGame {
    let n = 2 + rng.below(max - 1) as u32;
    let edges = |rng: &mut Rng| random_edges(rng, n, 35, 12);
    let left = edges(rng);
    let right = edges(rng);
    LoopyGame::from_edges(left, right).unwrap()
}

fn random_stopper(rng: &mut Rng, max: u64) -> LoopyGame {
    loop {
        let g = random_game(rng, max);
        if g.is_stopper() {
            return g;
        }
    }
}

/// Who wins `Σ ± games[i]` with Left or Right moving first, by naive iteration over
/// the reachable tuples of vertices: a state is won by its mover when some move reaches
/// a state lost by the other, lost when every move reaches a state the other wins;
/// repeated until nothing changes; what is left is drawn.
fn naive_outcome(games: &[(&LoopyGame, bool)]) -> (Winner, Winner) {
    type State = (Vec<u32>, bool); // vertices, Left to move
    let moves = |s: &State| -> Vec<State> {
        let (tuple, left_moves) = s;
        let mut out = Vec::new();
        for (i, (g, negated)) in games.iter().enumerate() {
            let edges = if *left_moves != *negated {
                g.left(tuple[i])
            } else {
                g.right(tuple[i])
            };
            for &w in edges {
                let mut t = tuple.clone();
                t[i] = w;
                out.push((t, !left_moves));
            }
        }
        out
    };
    let start: Vec<u32> = vec![0; games.len()];
    let mut seen: Vec<State> = vec![(start.clone(), true), (start, false)];
    let mut index: HashMap<State, usize> = seen
        .iter()
        .cloned()
        .enumerate()
        .map(|(i, s)| (s, i))
        .collect();
    let mut i = 0;
    let mut succ: Vec<Vec<usize>> = Vec::new();
    while i < seen.len() {
        let next = moves(&seen[i]);
        let mut ids = Vec::new();
        for s in next {
            let id = *index.entry(s.clone()).or_insert_with(|| {
                seen.push(s);
                seen.len() - 1
            });
            ids.push(id);
        }
        succ.push(ids);
        i += 1;
    }
    // Some(true): the mover wins; Some(false): the mover loses.
    let mut status: Vec<Option<bool>> = vec![None; seen.len()];
    loop {
        let mut changed = false;
        for s in 0..seen.len() {
            if status[s].is_some() {
                continue;
            }
            if succ[s].iter().any(|&t| status[t] == Some(false)) {
                status[s] = Some(true);
                changed = true;
            } else if succ[s].iter().all(|&t| status[t] == Some(true)) {
                status[s] = Some(false);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let result = |s: usize, mover: Winner, other: Winner| match status[s] {
        Some(true) => mover,
        Some(false) => other,
        None => Winner::Draw,
    };
    (
        result(0, Winner::Left, Winner::Right),
        result(1, Winner::Right, Winner::Left),
    )
}

/// `G <= H` for stoppers, by the naive outcome of `H - G` with Right moving first.
fn naive_leq(g: &LoopyGame, h: &LoopyGame) -> bool {
    naive_outcome(&[(h, false), (g, true)]).1 != Winner::Right
}

#[test]
fn outcomes_of_sums_agree_with_the_naive_fixpoint() {
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for _ in 0..300 {
        let (g, h) = (random_game(&mut rng, 5), random_game(&mut rng, 4));
        let o = g.outcome();
        assert_eq!(
            (o.left_first, o.right_first),
            naive_outcome(&[(&g, false)]),
            "{g:?}"
        );
        let s = g.sum(&h.negative()).unwrap().outcome();
        assert_eq!(
            (s.left_first, s.right_first),
            naive_outcome(&[(&g, false), (&h, true)]),
            "{g:?} - {h:?}"
        );
    }
}

#[test]
fn survival_order_agrees_with_the_naive_fixpoint() {
    let mut rng = Rng(0xD1B5_4A32_D192_ED03);
    let mut strict = 0;
    for _ in 0..400 {
        let (g, h) = (random_stopper(&mut rng, 5), random_stopper(&mut rng, 5));
        let fast = g.leq(&h).unwrap();
        assert_eq!(fast, naive_leq(&g, &h), "{g:?} <= {h:?}");
        strict += usize::from(fast != h.leq(&g).unwrap());
    }
    assert!(
        strict > 50,
        "the sample should hold many strict comparisons, got {strict}"
    );
}

#[test]
fn a_canonical_stopper_equals_its_game_and_plays_the_same_in_every_sum() {
    let mut rng = Rng(0x94D0_49BB_1331_11EB);
    for _ in 0..200 {
        let g = random_stopper(&mut rng, 6);
        let c = g.canonical_stopper().unwrap();
        assert!(c.is_stopper());
        assert!(
            naive_leq(&g, &c) && naive_leq(&c, &g),
            "{g:?} vs its canonical {c:?}"
        );
        assert!(c.len() <= g.len());
        for _ in 0..3 {
            let x = random_game(&mut rng, 3);
            assert_eq!(
                naive_outcome(&[(&g, false), (&x, false)]),
                naive_outcome(&[(&c, false), (&x, false)])
            );
        }
        assert_eq!(
            c.canonical_stopper().unwrap(),
            c,
            "canonical forms are fixed points"
        );
    }
}

#[test]
fn canonical_stoppers_by_components_agree_with_the_whole_graph_at_once() {
    let mut rng = Rng(0x5851_F42D_4C95_7F2D);
    let mut distinct_values = 0;
    for _ in 0..300 {
        // Larger graphs, fewer back edges: several components, some of them cycles.
        let g = loop {
            let n = 6 + rng.below(8) as u32;
            let left = random_edges(&mut rng, n, 30, 5);
            let right = random_edges(&mut rng, n, 30, 5);
            let g = LoopyGame::from_edges(left, right).unwrap();
            if g.is_stopper() && !g.is_loopfree() {
                break g;
            }
        };
        let values = g.canonical_values().unwrap();
        distinct_values += values.distinct();
        for v in 0..g.len() as u32 {
            let follower = g.follower(v).unwrap();
            let at_once = follower.canonical_stopper_at_once().unwrap();
            assert_eq!(
                values.game(values.of(v)).unwrap(),
                at_once,
                "vertex {v} of {g:?}"
            );
            assert!(naive_leq(&follower, &at_once) && naive_leq(&at_once, &follower));
        }
        // Equal vertices have one value, unequal ones two.
        for u in 0..g.len() as u32 {
            for v in 0..u {
                let (fu, fv) = (g.follower(u).unwrap(), g.follower(v).unwrap());
                let equal = naive_leq(&fu, &fv) && naive_leq(&fv, &fu);
                assert_eq!(values.of(u) == values.of(v), equal, "{u}, {v} of {g:?}");
            }
        }
    }
    assert!(
        distinct_values > 1000,
        "the graphs were too alike: {distinct_values}"
    );
}

/// A copy of `g` with every vertex doubled (each edge to a random one of the two copies):
/// an equal game with a different graph.
fn doubled(rng: &mut Rng, g: &LoopyGame) -> LoopyGame {
    let n = g.len() as u32;
    let copy = |rng: &mut Rng, w: u32| if rng.chance(50) { w } else { w + n };
    let mut left = Vec::new();
    let mut right = Vec::new();
    for v in 0..2 * n {
        let base = v % n;
        left.push(g.left(base).iter().map(|&w| copy(rng, w)).collect());
        right.push(g.right(base).iter().map(|&w| copy(rng, w)).collect());
    }
    LoopyGame::from_edges(left, right).unwrap()
}

#[test]
fn equal_stoppers_have_identical_canonical_graphs_and_texts() {
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let mut arena = Arena::new();
    for _ in 0..200 {
        let g = random_stopper(&mut rng, 7);
        let d = doubled(&mut rng, &g);
        assert!(d.is_stopper());
        let (m, _) = d.minimised();
        assert!(
            m.len() <= g.len() && naive_leq(&m, &g) && naive_leq(&g, &m),
            "{d:?} minimised"
        );
        let (c, cd) = (
            g.canonical_stopper().unwrap(),
            d.canonical_stopper().unwrap(),
        );
        assert_eq!(c, cd, "{g:?} and its doubled copy");
        let text = display(&mut arena, &c);
        let back = parse_loopy(&mut arena, &text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(back.canonical_stopper().unwrap(), c, "{text} reads back");
    }
}

#[test]
fn the_order_of_sides_is_survival_on_stoppers() {
    use conway::loopy::sides::Side;
    let mut rng = Rng(0x5851_F42D_4C95_7F2D);
    for _ in 0..300 {
        let (g, h) = (random_stopper(&mut rng, 5), random_stopper(&mut rng, 5));
        let survival = g.leq(&h).unwrap();
        assert_eq!(
            g.side_leq(&h, Side::On).unwrap(),
            survival,
            "{g:?} <= {h:?} (onside)"
        );
        assert_eq!(
            g.side_leq(&h, Side::Off).unwrap(),
            survival,
            "{g:?} <= {h:?} (offside)"
        );
    }
}

/// Whether Left survives (wins or draws) with Left or Right moving first.
fn left_survives(o: (Winner, Winner)) -> (bool, bool) {
    (o.0 != Winner::Right, o.1 != Winner::Right)
}

fn right_survives(o: (Winner, Winner)) -> (bool, bool) {
    (o.0 != Winner::Left, o.1 != Winner::Left)
}

#[test]
fn sides_decide_survival_in_every_sum_with_a_stopper() {
    // G = s & t: Left survives G + X exactly when Left survives s + X, and Right survives
    // G + X exactly when Right survives t + X, for every stopper X (Winning Ways, ch. 11;
    // Siegel VI.4); checked by the naive fixpoint on explicit sums.
    use conway::loopy::sides::Side;
    let mut rng = Rng(0x1405_7B7E_F767_814F);
    let (mut checked, mut not_found) = (0, 0);
    while checked < 150 {
        let g = random_game(&mut rng, 5);
        if g.is_stopper() {
            continue;
        }
        let (Ok(on), Ok(off)) = (g.side(Side::On), g.side(Side::Off)) else {
            not_found += 1;
            continue;
        };
        checked += 1;
        for _ in 0..4 {
            let x = random_stopper(&mut rng, 4);
            let with = |s: &LoopyGame| naive_outcome(&[(s, false), (&x, false)]);
            assert_eq!(
                left_survives(with(&g)),
                left_survives(with(&on)),
                "{g:?} onside {on:?} + {x:?}"
            );
            assert_eq!(
                right_survives(with(&g)),
                right_survives(with(&off)),
                "{g:?} offside {off:?} + {x:?}"
            );
        }
    }
    assert!(not_found < checked, "sides not found for {not_found} games");
}

/// A random impartial graph: both players have the same moves.
fn random_impartial(rng: &mut Rng, max: u64) -> LoopyGame {
    let n = 2 + rng.below(max - 1) as u32;
    let edges = random_edges(rng, n, 40, 15);
    LoopyGame::from_edges(edges.clone(), edges).unwrap()
}

#[test]
fn generalised_grundy_values_decide_sums_as_the_naive_fixpoint_does() {
    // Smith's theorem: the values of a sum are the generalised nim-sums of the values of
    // its parts, and a value's outcome is the sum's; both checked against the naive
    // fixpoint over the explicit sum, and against the values of the library's sum graph.
    use conway::loopy::impartial::LoopyNimber;
    let mut rng = Rng(0x6A09_E667_F3BC_C908);
    let (mut infinite, mut finite) = (0, 0);
    for _ in 0..400 {
        let (g, h) = (random_impartial(&mut rng, 6), random_impartial(&mut rng, 5));
        let (vg, vh) = (g.loopy_nimber().unwrap(), h.loopy_nimber().unwrap());
        match vg {
            LoopyNimber::Finite(_) => finite += 1,
            LoopyNimber::Infinite(_) => infinite += 1,
        }
        let o = vg.outcome();
        assert_eq!(
            (o.left_first, o.right_first),
            naive_outcome(&[(&g, false)]),
            "{g:?}: {vg}"
        );
        let sum = vg.add(&vh);
        let o = sum.outcome();
        assert_eq!(
            (o.left_first, o.right_first),
            naive_outcome(&[(&g, false), (&h, false)]),
            "{g:?} + {h:?}"
        );
        assert_eq!(
            g.sum(&h).unwrap().loopy_nimber().unwrap(),
            sum,
            "{g:?} + {h:?}"
        );
    }
    assert!(
        infinite > 50 && finite > 50,
        "{infinite} infinite and {finite} finite values"
    );
}

#[test]
fn stops_bound_who_wins_against_numbers() {
    use conway::loopy::stops::Pseudonumber;
    use conway::partizan::Dyadic;
    let mut rng = Rng(0xA076_1D64_78BD_642F);
    let mut arena = Arena::new();
    let numbers: Vec<(Dyadic, LoopyGame)> = (-8..=8)
        .map(|k| {
            let x = Dyadic::new(k, 1).unwrap();
            let g = arena.number(x);
            (x, LoopyGame::from_short(&mut arena, g).unwrap())
        })
        .collect();
    let mut checked = 0;
    for _ in 0..150 {
        let g = random_stopper(&mut rng, 6);
        let (left, right) = g.stops(&mut arena).unwrap();
        for (x, xg) in &numbers {
            // G - x: Left moving first, then Right moving first
            let (first, second) = naive_outcome(&[(&g, false), (xg, true)]);
            for (stop, result) in [(left, first), (right, second)] {
                let above = match stop {
                    Pseudonumber::On => true,
                    Pseudonumber::Off => false,
                    Pseudonumber::Number(y, _) if *x < y => true,
                    Pseudonumber::Number(y, _) if *x > y => false,
                    Pseudonumber::Number(..) => continue,
                };
                // below the stop Left wins; above it Left does not
                assert_eq!(
                    result == Winner::Left,
                    above,
                    "{g:?} - {x}: stops {left}, {right}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 3000, "{checked}");
}

#[test]
fn sided_values_add_negate_and_win_as_their_games_do() {
    // A game G with sides s and t, written as the value s & t: equal to G on both sides,
    // and the outcome of s & t, of its negative and of its sum with another such value,
    // read from the sides alone (conway::loopy::sided), agree with the naive fixpoint on
    // G, -G and G + H themselves.
    use conway::loopy::sided::SidedValue;
    use conway::loopy::sides::Side;
    let mut rng = Rng(0x7A3F_0C15_9D2B_6E41);
    let sided = |rng: &mut Rng| loop {
        let g = random_game(rng, 5);
        if g.is_stopper() {
            continue;
        }
        if let (Ok(on), Ok(off)) = (g.side(Side::On), g.side(Side::Off)) {
            return (g, SidedValue::pair(&on, &off).unwrap());
        }
    };
    let pairs = (0..120).map(|_| sided(&mut rng)).collect::<Vec<_>>();
    let mut strict = 0;
    for (i, (g, value)) in pairs.iter().enumerate() {
        strict += usize::from(value.game().is_none());
        let game = SidedValue::from(g.clone());
        assert!(
            value.leq(&game).unwrap() && game.leq(value).unwrap(),
            "{g:?}"
        );
        let naive = naive_outcome;
        let outcome = |v: &SidedValue| (v.outcome().left_first, v.outcome().right_first);
        assert_eq!(outcome(value), naive(&[(g, false)]), "{g:?}");
        assert_eq!(outcome(&value.negative()), naive(&[(g, true)]), "-{g:?}");
        let (h, other) = &pairs[(i * 7 + 3) % pairs.len()];
        let sum = value.sum(other).unwrap();
        assert_eq!(
            outcome(&sum),
            naive(&[(g, false), (h, false)]),
            "{g:?} + {h:?}"
        );
        let games = SidedValue::from(g.sum(h).unwrap());
        assert!(
            sum.leq(&games).unwrap() && games.leq(&sum).unwrap(),
            "{g:?} + {h:?}"
        );
    }
    assert!(strict > 60, "only {strict} values with two different sides");
}
