//! Figures of the impartial-breadth issue: nim-multiplication, and the winning moves of
//! products of run games on boards of 10^6 x 10^6 coins (values of both axes, the counts
//! of their moves by value, and the pairing), from the names to the count.

use conway::impartial::nimber::NimField;
use conway::impartial::turning::product::{parse_factors, Board, Heads};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use std::hint::black_box;

/// The number of winning moves of the all-heads `size x size` board of `product`.
fn winning_moves(product: &str, size: usize) -> u128 {
    let (names, rules): (Vec<String>, Vec<_>) = parse_factors(product).unwrap().into_iter().unzip();
    let board = Board::new(&rules, &[size, size], &mut |_, _| {}).unwrap();
    board.check_winning_moves(&Heads::All, &names).unwrap();
    let count = board.winning_moves(&Heads::All);
    assert!(
        count > 0,
        "{product}: the board should be a first-player win"
    );
    count
}

fn products(c: &mut Criterion) {
    let mut group = c.benchmark_group("product_winning_moves");
    group.sample_size(10);
    // runs:1,2,3 has P(n) = 0 for n ≡ 0 (mod 4) and runs:odd for n even: 10^6 + 1 coins.
    for (product, size) in [
        ("turning:ruler x turning:ruler", 1_000_000),
        ("turning:runs:1,2,3 x turning:runs:odd", 1_000_001),
        ("turning:runs:triangular x turning:runs:all", 1_000_000),
    ] {
        group.bench_function(BenchmarkId::new(product, size), |b| {
            b.iter(|| winning_moves(black_box(product), size))
        });
    }
    group.finish();
}

fn nim_products(c: &mut Criterion) {
    let mut group = c.benchmark_group("nim_arithmetic");
    // 1024 pseudo-random operands (a fixed xorshift sequence).
    let operands: Vec<u64> = std::iter::successors(Some(0x9e37_79b9_7f4a_7c15u64), |&x| {
        let x = x ^ (x << 13);
        let x = x ^ (x >> 7);
        Some(x ^ (x << 17))
    })
    .take(1024)
    .collect();
    group.bench_function("mul_u64_x1024", |b| {
        b.iter(|| {
            operands
                .windows(2)
                .fold(0, |acc, w| acc ^ black_box(w[0]).nim_mul(w[1]))
        })
    });
    group.bench_function("inverse_u32_x1024", |b| {
        b.iter(|| {
            operands.iter().fold(0, |acc, &x| {
                acc ^ black_box(x as u32 | 1).nim_inverse().unwrap()
            })
        })
    });
    group.bench_function("mul_u128_x1024", |b| {
        b.iter(|| {
            operands.windows(2).fold(0, |acc, w| {
                acc ^ black_box(u128::from(w[0]) << 64 | u128::from(w[1])).nim_mul(u128::from(w[1]))
            })
        })
    });
    group.finish();
}

criterion_group!(benches, products, nim_products);
criterion_main!(benches);
