//! Seed problems 1 and 2 at full size: Nim Square `L(N)` (Grundy values of `sub:squares`
//! plus multisets by nim-sum) and Scatterstone `g(n) mod 1e9+7` (every `split:k`, then
//! partitions by nim-sum).

use conway::count::{Exact, Modular};
use conway_games::problems::{nim_square::losing_positions, scatterstone::scatterstone};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use std::time::Duration;

fn nim_square(c: &mut Criterion) {
    let mut group = c.benchmark_group("nim_square");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(5));
    for n in [100_000usize, 10_000_000] {
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter(|| losing_positions(&Exact, n, &mut |_, _| {}).unwrap())
        });
    }
    group.finish();
}

fn scatterstone_mod_p(c: &mut Criterion) {
    let p = Modular::new(1_000_000_007).unwrap();
    let mut group = c.benchmark_group("scatterstone_mod_1e9+7");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(5));
    for n in [200usize, 2000] {
        group.bench_with_input(BenchmarkId::from_parameter(n), &n, |b, &n| {
            b.iter(|| scatterstone(&p, n, &mut |_, _| {}).unwrap())
        });
    }
    group.finish();
}

criterion_group!(benches, nim_square, scatterstone_mod_p);
criterion_main!(benches);
