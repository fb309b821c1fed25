//! Paper cutting at full size: the Grundy rows (certified stabilisation) and D(W, H).
use conway::count::Exact;
use conway_games::problems::paper_cutting;
use criterion::{criterion_group, criterion_main, Criterion};

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("paper");
    g.sample_size(10);
    g.bench_function("D(123,1234567)", |b| {
        b.iter(|| {
            paper_cutting::total_winning_moves(123, 1_234_567, &Exact, &mut |_, _| {}).unwrap()
        })
    });
    g.bench_function("rows to width 122", |b| {
        b.iter(|| paper_cutting::grundy_rows(122, &mut |_, _| {}).unwrap())
    });
    g.finish();
}

fn stretch(c: &mut Criterion) {
    let mut g = c.benchmark_group("paper-stretch");
    g.sample_size(10);
    g.bench_function("D(200,1e9)", |b| {
        b.iter(|| {
            paper_cutting::total_winning_moves(200, 1_000_000_000, &Exact, &mut |_, _| {}).unwrap()
        })
    });
    g.finish();
}

criterion_group!(benches, bench, stretch);
criterion_main!(benches);
