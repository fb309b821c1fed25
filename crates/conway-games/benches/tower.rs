//! Tower record counting (problem 5 in docs/problems.md) at n = 5000 and 20000, modulo 1000000007:
//! random towers (seed 1) and all-full towers (the largest state space).

use conway::count::records::Policy;
use conway::count::Modular;
use conway_games::problems::tower::Tower;
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use std::time::Duration;

fn bench(c: &mut Criterion) {
    let m = Modular::new(1_000_000_007).unwrap();
    let mut group = c.benchmark_group("tower_records");
    group
        .sample_size(10)
        .measurement_time(Duration::from_secs(8));
    for n in [5000, 20000] {
        for (kind, tower) in [("random", Tower::random(n, 1)), ("full", Tower::full(n))] {
            group.bench_with_input(BenchmarkId::new(kind, n), &tower, |b, t| {
                b.iter(|| {
                    t.records(Policy::WinnerOptimal, &m, &mut |_, _| {})
                        .unwrap()
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
