//! Hashers on the keys of the position tables: the Domineering transposition table
//! (`Board` keys) and the arena's tables (`Node` keys of the hash-consing index, `GameId`
//! keys, and the `u64` pair keys of the per-pair caches).
//!
//! The keys are real: the boards reachable by dominoes from a 4x5 rectangle; and, in the
//! arenas of two workloads (the values of those boards, and the partial sums of the hot
//! games `{2k | {k | 0}}`, k = 1..8), the canonical forms reachable from the results by
//! options, with the ordered pairs of sibling options (the pairs that dominance checks
//! compare). Each measurement replays the memo pattern on a fresh map: a lookup that misses
//! and an insert per key, then a lookup that hits per key. The hashers: the one the library
//! uses (`rustc-hash` 2), the hand-written Fx hasher it used before (kept here for the
//! comparison), `foldhash` (fixed seed) and the standard library's SipHash.

use conway::partizan::{parse, Arena, GameId, Node, Solver};
use conway_games::grid::domineering::{Board, Domineering};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasher, BuildHasherDefault, Hash, Hasher};

/// The hand-written hasher the arena used before `rustc-hash`: the Fx multiply-rotate
/// step per word, finished by the splitmix64 finaliser.
#[derive(Default, Clone, Copy)]
struct FormerFxHasher(u64);

impl Hasher for FormerFxHasher {
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }
    fn write_u8(&mut self, n: u8) {
        self.write_u64(u64::from(n));
    }
    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }
    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn finish(&self) -> u64 {
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// The boards reachable from the empty `rows x cols` rectangle by either player's dominoes.
fn reachable_boards(rows: usize, cols: usize) -> Vec<Board> {
    let cells = |empty: u64| (0..rows * cols).filter(move |i| empty >> i & 1 == 1);
    let mut seen = HashSet::from([u64::MAX >> (64 - rows * cols)]);
    let mut order: Vec<u64> = seen.iter().copied().collect();
    let mut next = 0;
    while next < order.len() {
        let empty = order[next];
        next += 1;
        for i in cells(empty) {
            let below = i + cols;
            let right = i + 1;
            let mut children = Vec::new();
            if below < rows * cols && empty >> below & 1 == 1 {
                children.push(empty & !(1 << i | 1 << below));
            }
            if right % cols != 0 && empty >> right & 1 == 1 {
                children.push(empty & !(1 << i | 1 << right));
            }
            for child in children {
                if seen.insert(child) {
                    order.push(child);
                }
            }
        }
    }
    order
        .into_iter()
        .map(|empty| Board::new(rows, cols, empty).expect("small board"))
        .collect()
}

/// The values of `boards` in an arena.
fn domineering_values(boards: &[Board]) -> (Arena, Vec<GameId>) {
    let mut arena = Arena::new();
    let mut dom = Solver::new(Domineering);
    let values = boards
        .iter()
        .map(|board| dom.value(&mut arena, board).expect("fits"))
        .collect();
    (arena, values)
}

/// The partial sums of the hot games `{2k | {k | 0}}` for `k = 1..=8` in an arena.
fn hot_sums() -> (Arena, Vec<GameId>) {
    let mut arena = Arena::new();
    let mut sum = arena.zero();
    let mut sums = Vec::new();
    for k in 1..=8 {
        let g = parse(&mut arena, &format!("{{{}|{{{k}|0}}}}", 2 * k)).expect("valid");
        sum = arena.sum(sum, g).expect("fits");
        sums.push(sum);
    }
    (arena, sums)
}

/// The canonical forms reachable from `roots` by options (ids, in discovery order, with
/// their nodes), and the ordered pairs of distinct sibling options, keyed as the per-pair
/// caches key them.
fn arena_keys((mut arena, roots): (Arena, Vec<GameId>)) -> (Vec<GameId>, Vec<Node>, Vec<u64>) {
    let mut ids = Vec::new();
    let mut seen = HashSet::new();
    for g in roots {
        if seen.insert(g) {
            ids.push(g);
        }
    }
    let mut pairs = Vec::new();
    let mut next = 0;
    while next < ids.len() {
        let g = ids[next];
        next += 1;
        for options in [
            arena
                .left_options(g)
                .expect("options within the work limit"),
            arena
                .right_options(g)
                .expect("options within the work limit"),
        ] {
            for &a in options.iter() {
                for &b in options.iter().filter(|&&b| b != a) {
                    pairs.push((a.index() as u64) << 32 | b.index() as u64);
                }
                if seen.insert(a) {
                    ids.push(a);
                }
            }
        }
    }
    let nodes = ids.iter().map(|&g| arena.node(g).clone()).collect();
    (ids, nodes, pairs)
}

/// The memo pattern on a fresh map: per key a lookup (a miss, unless the key repeats) and
/// an insert, then per key a lookup that hits. Returns the sum of the values found.
fn memo<K: Hash + Eq, S: BuildHasher + Default>(keys: &[K]) -> usize {
    let mut map: HashMap<&K, usize, S> = HashMap::default();
    let mut found = 0;
    for (i, k) in keys.iter().enumerate() {
        match map.get(k) {
            Some(&v) => found += v,
            None => {
                map.insert(k, i);
            }
        }
    }
    found + keys.iter().filter_map(|k| map.get(k)).sum::<usize>()
}

/// Benchmarks the memo pattern on `keys` with each hasher.
fn compare<K: Hash + Eq>(c: &mut Criterion, table: &str, keys: &[K]) {
    let mut group = c.benchmark_group(format!("position_tables/{table}"));
    group.sample_size(20);
    group.bench_function(BenchmarkId::new("rustc-hash", keys.len()), |b| {
        b.iter(|| memo::<K, rustc_hash::FxBuildHasher>(keys))
    });
    group.bench_function(BenchmarkId::new("former-fx", keys.len()), |b| {
        b.iter(|| memo::<K, BuildHasherDefault<FormerFxHasher>>(keys))
    });
    group.bench_function(BenchmarkId::new("foldhash", keys.len()), |b| {
        b.iter(|| memo::<K, foldhash::fast::FixedState>(keys))
    });
    group.bench_function(BenchmarkId::new("siphash", keys.len()), |b| {
        b.iter(|| memo::<K, std::hash::RandomState>(keys))
    });
    group.finish();
}

fn bench(c: &mut Criterion) {
    let boards = reachable_boards(4, 5);
    compare(c, "domineering_boards", &boards);
    for (source, arena) in [
        ("domineering", domineering_values(&boards)),
        ("hot_sums", hot_sums()),
    ] {
        let (ids, nodes, pairs) = arena_keys(arena);
        compare(c, &format!("{source}_arena_nodes"), &nodes);
        compare(c, &format!("{source}_arena_ids"), &ids);
        compare(c, &format!("{source}_arena_pairs"), &pairs);
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
