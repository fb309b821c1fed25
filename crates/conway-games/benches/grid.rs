//! Canonical forms of the grid games' peer-benchmark positions, each from a fresh arena
//! and solver: positions on which the peers take a second or more (cgt 0.11 / cgt-py 0.11
//! for Konane and Amazons, pycgt 0.2 for Clobber and Cram; issue 13), and Cram's
//! nim-value through the Grundy search.

use conway::partizan::{Arena, Solver};
use conway_games::grid::{amazons, clobber, cram, konane};
use criterion::{criterion_group, criterion_main, Criterion};

/// The positions, in the registry's syntax.
const POSITIONS: &[&str] = &[
    "konane:xoxoxo|oxoxox|xoxoxo|ox..xo",
    "konane:xoxoxo|oxo.ox|xo..xo|oxoxox",
    "amazons:x...|....|#..o",
    "amazons:x...|....|...o",
    "clobber:3x4",
    "cram:4x5",
];

/// The canonical form of `position`, as text.
fn solve(position: &str) -> String {
    let mut arena = Arena::new();
    let (name, argument) = position.split_once(':').expect("name:argument");
    let g = match name {
        "konane" => {
            Solver::new(konane::Konane).value(&mut arena, &konane::parse(argument).unwrap())
        }
        "amazons" => {
            Solver::new(amazons::Amazons).value(&mut arena, &amazons::parse(argument).unwrap())
        }
        "clobber" => {
            Solver::new(clobber::Clobber).value(&mut arena, &clobber::parse(argument).unwrap())
        }
        "cram" => Solver::new(cram::Cram).value(&mut arena, &cram::parse(argument).unwrap()),
        _ => unreachable!("a grid game"),
    };
    arena.display(g.unwrap())
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("grid");
    group.sample_size(10);
    for position in POSITIONS {
        group.bench_function(*position, |b| b.iter(|| solve(position)));
    }
    group.bench_function("cram:4x5 nim-value", |b| {
        b.iter(|| {
            let mut arena = Arena::new();
            let board = cram::parse("4x5").unwrap();
            Solver::new(cram::Cram)
                .nim_value(&mut arena, &board)
                .unwrap()
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
