//! Canonical forms of the grid games' peer-benchmark positions, each from a fresh arena
//! and solver: positions on which the peers take a second or more (cgt 0.11 / cgt-py 0.11
//! for Konane and Amazons, pycgt 0.2 for Clobber and Cram; issue 13), and Cram's
//! nim-value through the Grundy search. Group `grid` solves them with the rulesets of
//! the usual boards (`u64` masks), group `grid wide` with their wide forms (`u128`
//! masks, for boards of up to 128 cells): the price of the wider masks. Group
//! `nim-value threads` times Cram nim-values (wall clock) on one thread and on two
//! sharing a table (`conway grundy --threads`).

use conway::partizan::{Arena, Ruleset, Solver};
use conway_games::contract::Parser;
use conway_games::grid::{amazons, clobber, cram, konane, Grid};
use conway_games::width::{MaskRules, Wide};
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

/// The canonical form of `position`, as text, by the ruleset of the usual boards or, if
/// `wide`, by its wide form.
fn solve(position: &str, wide: bool) -> String {
    let (name, argument) = position.split_once(':').expect("name:argument");
    match name {
        "konane" => by_width(konane::Konane, argument, wide, konane::parse, konane::parse),
        "amazons" => by_width(
            amazons::Amazons,
            argument,
            wide,
            amazons::parse,
            amazons::parse,
        ),
        "clobber" => by_width(
            clobber::Clobber,
            argument,
            wide,
            clobber::parse,
            clobber::parse,
        ),
        "cram" => by_width(cram::Cram, argument, wide, cram::parse, cram::parse),
        _ => unreachable!("a grid game"),
    }
}

/// The canonical form of the board `argument` of `rules`, as text, from a fresh arena
/// and solver of the chosen width.
fn by_width<R>(
    rules: R,
    argument: &str,
    wide: bool,
    narrow_board: Parser<Grid>,
    wide_board: Parser<Grid<u128>>,
) -> String
where
    R: MaskRules<Position<u128> = Grid<u128>> + Ruleset<Position = Grid> + Copy,
{
    let mut arena = Arena::new();
    let g = if wide {
        Solver::new(Wide(rules)).value(&mut arena, &wide_board(argument).unwrap())
    } else {
        Solver::new(rules).value(&mut arena, &narrow_board(argument).unwrap())
    };
    arena.display(g.unwrap())
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("grid");
    group.sample_size(10);
    for position in POSITIONS {
        group.bench_function(*position, |b| b.iter(|| solve(position, false)));
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
    let mut group = c.benchmark_group("grid wide");
    group.sample_size(10);
    for position in POSITIONS {
        group.bench_function(*position, |b| b.iter(|| solve(position, true)));
    }
    group.finish();
    let mut group = c.benchmark_group("nim-value threads");
    group.sample_size(10);
    for board in ["2x17", "3x9", "4x7", "5x5"] {
        for threads in [1, 2] {
            group.bench_function(format!("cram:{board} threads {threads}"), |b| {
                b.iter(|| {
                    let position = cram::parse(board).unwrap();
                    Solver::new(cram::Cram)
                        .nim_value_parallel(&mut Arena::new(), &position, threads)
                        .unwrap()
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
