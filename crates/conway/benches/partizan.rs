//! Sums of hot games with their temperatures, each from a fresh arena (nothing cached):
//! the switches {k|-k} for k = 1..18 and the games {2k|{k|0}} for k = 1..8, the peer
//! workloads of issue 4 (`cgt-bench switches 18`, `cgt-bench hotsum 8`).

use conway::partizan::{parse, Arena};
use criterion::{criterion_group, criterion_main, Criterion};

fn sum_with_temperature(terms: &[String]) -> String {
    let mut arena = Arena::new();
    let mut acc = arena.zero();
    for t in terms {
        let g = parse(&mut arena, t).unwrap();
        acc = arena.sum(acc, g).unwrap();
    }
    arena.temperature(acc).unwrap().to_string()
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("partizan_sums");
    group.sample_size(10);
    let switches: Vec<String> = (1..=18).map(|k| format!("{{{k}|-{k}}}")).collect();
    group.bench_function("switches_k_1_to_18", |b| {
        b.iter(|| sum_with_temperature(&switches))
    });
    let hot: Vec<String> = (1..=8)
        .map(|k| format!("{{{}|{{{k}|0}}}}", 2 * k))
        .collect();
    group.bench_function("hotsum_2k_k_0_k_1_to_8", |b| {
        b.iter(|| sum_with_temperature(&hot))
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
