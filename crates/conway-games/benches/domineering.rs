//! Canonical forms (and temperatures) of empty Domineering rectangles, each from a fresh
//! arena and table: 2xN and 3xN for growing N, 4x6 and 5x5 — the peer workloads of
//! issue 4 (`cgt-bench dom R C`).

use conway::partizan::{Arena, Solver};
use conway_games::grid::domineering::{Board, Domineering};
use criterion::{criterion_group, criterion_main, Criterion};

fn solve(rows: usize, cols: usize) -> String {
    let mut arena = Arena::new();
    let mut dom = Solver::new(Domineering);
    let g = dom
        .value(&mut arena, &Board::rectangle(rows, cols).unwrap())
        .unwrap();
    arena.temperature(g).unwrap().to_string()
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("domineering");
    group.sample_size(10);
    let boards = [
        (2, 8),
        (2, 10),
        (2, 12),
        (2, 14),
        (3, 6),
        (3, 7),
        (3, 8),
        (3, 9),
        (4, 6),
        (5, 5),
    ];
    for (r, cols) in boards {
        group.bench_function(format!("{r}x{cols}"), |b| b.iter(|| solve(r, cols)));
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
