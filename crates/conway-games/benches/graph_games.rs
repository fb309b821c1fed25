//! Canonical forms of the issue-13 peer benchmark positions of the rulesets on graphs and
//! strips, each from a fresh arena and table: Snort on the 3x5 grid, Col on the 4x4 grid,
//! Toads and Frogs `TTTTT.....FFFFF` (the `cgt` crate 0.11 takes about 3 s of cpu on
//! each, cgt-py 0.11 the same on the first two; it has no Toads and Frogs), and, for
//! scale, Hackenbush and Toppling Dominoes positions with green that no peer values. Positions are read through the registry, as `conway value` reads them.

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

criterion_group!(benches, bench);
criterion_main!(benches);
