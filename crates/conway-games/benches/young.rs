//! S(M, W) of problem 4 in docs/problems.md, modulo 1e9+7: S(8,64) (the demo) and S(20,200).

use conway::count::Modular;
use conway_games::problems::young_staircases::count_winning_tuples;
use criterion::{criterion_group, criterion_main, Criterion};

fn bench(c: &mut Criterion) {
    let p = Modular::new(1_000_000_007).unwrap();
    let mut group = c.benchmark_group("young_staircases");
    group.sample_size(10);
    group.bench_function("S(8,64)", |b| {
        b.iter(|| count_winning_tuples(&p, 8, 64).unwrap())
    });
    group.bench_function("S(20,200)", |b| {
        b.iter(|| count_winning_tuples(&p, 20, 200).unwrap())
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
