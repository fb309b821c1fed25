//! Heap-game figures of the foundation issue: periodic games to 10^6 through their
//! certified period, Officers (no known period) by the rare/common method, and subtraction
//! of squares (tiled); and of the research-scale issue: Officers to 10^6 by `OctalRun`, on
//! one thread and on two. (10^7 and 10^8 are timed with the command line; see the notes.)

use conway::impartial::heap::{HeapGame, OctalRun};
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

fn research(c: &mut Criterion) {
    let mut group = c.benchmark_group("octal_run");
    group.sample_size(10);
    let rule = HeapGame::parse("octal:0.6").unwrap().rule().clone();
    for (threads, parallel) in [("one_thread", false), ("two_threads", true)] {
        group.bench_function(BenchmarkId::new(threads, 1_000_000), |b| {
            b.iter(|| {
                let mut run = OctalRun::new(&rule).unwrap();
                run.set_parallel(parallel);
                run.extend_to(black_box(999_999), &mut |_, _| {}).unwrap();
                run.values().len()
            })
        });
    }
    group.finish();
}

criterion_group!(benches, periodic, dense, research);
criterion_main!(benches);
