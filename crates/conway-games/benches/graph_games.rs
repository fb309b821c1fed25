//! Canonical forms of the issue-13 peer benchmark positions of the rulesets on graphs and
//! strips, each from a fresh arena and table: Snort on the 3x5 grid, Col on the 4x4 grid,
//! Toads and Frogs `TTTTT.....FFFFF` (the `cgt` crate 0.11 takes about 3 s of cpu on
//! each, cgt-py 0.11 the same on the first two; it has no Toads and Frogs), and, for
//! scale, Hackenbush and Toppling Dominoes positions with green that no peer values.
//!
//! Then the positions on which the rulesets taken from the other libraries were timed
//! against the `cgt` crate 0.11: Fission on a 5x6 board with two stones and a blocked
//! cell (cgt about 7.5 s on 2 cores), Digraph Placement on a random digraph of 22
//! vertices (seed 1, arc density 0.1; cgt-py about 0.6 s), Quicksort and Pseudo-Quicksort
//! of a 12-element sequence (cgt about 0.9 s and 3.1 s).
//!
//! Positions are read through the registry, as `conway value` reads them.

use conway::partizan::{Arena, GameId};
use conway_games::registry;
use criterion::{criterion_group, criterion_main, Criterion};

/// The canonical form of `ruleset:argument` (not printed: printing writes the form as a
/// tree, which can be far larger than the shared form).
fn solve(ruleset: &str, argument: &str) -> GameId {
    let mut arena = Arena::new();
    let entry = registry::find(ruleset).expect("a known ruleset");
    let mut resolver = entry.solver();
    resolver
        .value(&mut arena, argument, &mut |_, _| {})
        .expect("a valued position")
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("graph_games");
    group.sample_size(10);
    // A path of 9 edges from the ground with a spoke back to the ground at every vertex,
    // colours cycling through blue, red and green.
    let colour = |i: usize| ["B", "R", "G"][i % 3];
    let fan: Vec<String> = (1..10)
        .flat_map(|v| {
            [
                format!("{}-{v}:{}", v - 1, colour(v)),
                format!("{v}-0:{}", colour(v + 1)),
            ]
        })
        .collect();
    let positions = [
        ("snort grid:3x5", "snort", "grid:3x5".to_string()),
        ("col grid:4x4", "col", "grid:4x4".to_string()),
        (
            "toads TTTTT.....FFFFF",
            "toads",
            "TTTTT.....FFFFF".to_string(),
        ),
        ("hackenbush fan of 9", "hackenbush", fan.join(",")),
        (
            "toppling 60 dominoes",
            "toppling",
            "BRGBRRGBBRGRBGRRBBGR".repeat(3),
        ),
    ];
    for (label, ruleset, argument) in positions {
        group.bench_function(label, |b| b.iter(|| solve(ruleset, &argument)));
    }
    group.finish();
}

const DIGRAPH_22: &str = "BBRBRRRRBBRBRRBRRBBRBB:0>1,0>7,0>16,1>16,2>10,2>11,3>9,3>18,4>9,\
    4>20,4>21,5>0,5>7,5>16,6>4,6>5,7>1,7>13,7>15,8>16,9>12,10>7,10>8,10>19,11>6,11>8,\
    11>12,12>8,12>9,12>16,13>9,14>7,14>9,14>11,14>12,15>0,15>14,16>7,16>18,17>0,17>10,\
    18>6,18>7,19>8,19>15,21>3,21>6";

fn field_rulesets(c: &mut Criterion) {
    let mut group = c.benchmark_group("field_rulesets");
    group.sample_size(10);
    let sequence = "9,4,11,1,10,6,12,5,7,3,8,2";
    let positions = [
        (
            "fission 5x6",
            "fission",
            "......|..x...|......|...x..|.....#",
        ),
        (
            "digraphplacement 22 vertices",
            "digraphplacement",
            DIGRAPH_22,
        ),
        ("quicksort 12", "quicksort", sequence),
        ("pseudoquicksort 12", "pseudoquicksort", sequence),
    ];
    for (label, ruleset, argument) in positions {
        group.bench_function(label, |b| b.iter(|| solve(ruleset, argument)));
    }
    group.finish();
}

criterion_group!(benches, bench, field_rulesets);
criterion_main!(benches);
