//! Figures of the coordinate games: the Grundy table of Wythoff's game (and of two-heap
//! Nim and a mixed game) up to heaps 1000 and 4000, and the count of Wythoff's
//! P-positions in the box of 10^18 by the closed form.

use conway::impartial::coordinate::{
    beatty::p_position_count, table::grundy_table, CoordinateGame,
};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use std::hint::black_box;

fn tables(c: &mut Criterion) {
    let mut group = c.benchmark_group("coordinate_table");
    group.sample_size(10);
    for name in ["wythoff", "wythoff:all/none", "wythoff:1,2,3/all"] {
        let game = CoordinateGame::parse(name).unwrap();
        for to in [1000, 4000] {
            group.bench_function(BenchmarkId::new(name, to), |b| {
                b.iter(|| {
                    grundy_table(&game, black_box(to), &mut |_, _| {})
                        .unwrap()
                        .max()
                })
            });
        }
    }
    group.finish();
}

fn closed_form(c: &mut Criterion) {
    c.bench_function("wythoff_p_position_count_1e18", |b| {
        b.iter(|| p_position_count(black_box(1_000_000_000_000_000_000)))
    });
}

criterion_group!(benches, tables, closed_form);
criterion_main!(benches);
