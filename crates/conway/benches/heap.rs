//! Heap-game figures of the foundation issue: periodic games to 10^6 through their
//! certified period, Officers (no known period) by the rare/common method, and subtraction
//! of squares (tiled).

use conway::heap::HeapGame;
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use std::hint::black_box;

fn sequence(name: &str, to: usize) -> usize {
    let game = HeapGame::parse(name).unwrap();
    game.sequence(to, None, &mut |_, _| {})
        .unwrap()
        .values
        .len()
}

fn periodic(c: &mut Criterion) {
    let mut group = c.benchmark_group("certified_period");
    for name in ["kayles", "dawson"] {
        group.bench_function(BenchmarkId::new(name, 1_000_000), |b| {
            b.iter(|| sequence(black_box(name), 1_000_000))
        });
    }
    group.finish();
}

fn dense(c: &mut Criterion) {
    let mut group = c.benchmark_group("dense");
    group.sample_size(10);
    group.bench_function(BenchmarkId::new("officers_0.6", 100_000), |b| {
        b.iter(|| sequence(black_box("octal:0.6"), 100_000))
    });
    group.bench_function(BenchmarkId::new("sub_squares", 1_000_000), |b| {
        b.iter(|| sequence(black_box("sub:squares"), 1_000_000))
    });
    group.finish();
}

criterion_group!(benches, periodic, dense);
criterion_main!(benches);
