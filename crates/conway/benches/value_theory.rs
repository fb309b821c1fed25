//! Reduced canonical forms and atomic weights of large forms, each from a fresh arena
//! holding only the game (nothing cached): Clobber positions (all-small, for atomic
//! weights) and sums of Toads and Frogs strips (hot with infinitesimal details, for
//! reduced forms). The forms are peer values (`data/value_theory_forms.tsv`, provenance
//! in its header); the sums are taken by conway during the setup, which is not timed.

use conway::partizan::{parse, Arena, GameId};
use criterion::{criterion_group, criterion_main, BatchSize, Criterion};

const FORMS: &str = include_str!("data/value_theory_forms.tsv");

/// The canonical form of the position `name` in the data file.
fn form(name: &str) -> &'static str {
    FORMS
        .lines()
        .filter(|l| !l.starts_with('#'))
        .find_map(|l| l.strip_prefix(name)?.strip_prefix('\t'))
        .unwrap_or_else(|| panic!("{name} is not in the data file"))
}

/// A fresh arena holding the sum of the positions.
fn sum_of(positions: &[&str]) -> (Arena, GameId) {
    let mut arena = Arena::new();
    let mut total = arena.zero();
    for p in positions {
        let g = parse(&mut arena, form(p)).unwrap();
        total = arena.sum(total, g).unwrap();
    }
    (arena, total)
}

/// The Clobber positions of the atomic weight benchmarks.
const CLOBBER_2X7: [&str; 1] = ["clobber:xoxoxox|oxoxoxo"];
/// Two Clobber boards side by side.
const CLOBBER_2X7_2X5: [&str; 2] = ["clobber:xoxoxox|oxoxoxo", "clobber:xoxox|oxoxo"];
/// Three Clobber boards side by side.
const CLOBBER_SUM: [&str; 3] = [
    "clobber:xoxoxox|oxoxoxo",
    "clobber:xoxox|oxoxo",
    "clobber:xoxoxoxo",
];
/// Toads and Frogs strips with infinitesimals in their values.
const TOADS_SUM: [&str; 6] = [
    "toads:TFT.FF.F.TFT",
    "toads:TT.TFFFFTTF.",
    "toads:TF.F.FTTTT.F",
    "toads:F..TFFTT.FF.",
    "toads:F.TT.TTF.F.FF",
    "toads:TTFF.TT.FTT.F",
];

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("value_theory");
    group.sample_size(10);
    for (name, positions) in [
        ("atomic_weight_clobber_2x7", &CLOBBER_2X7[..]),
        ("atomic_weight_clobber_2x7_2x5", &CLOBBER_2X7_2X5[..]),
        ("atomic_weight_clobber_2x7_2x5_1x8", &CLOBBER_SUM[..]),
    ] {
        group.bench_function(name, |b| {
            b.iter_batched(
                || sum_of(positions),
                |(mut arena, g)| arena.atomic_weight(g).unwrap(),
                BatchSize::LargeInput,
            )
        });
    }
    for strips in [4, 6] {
        group.bench_function(format!("reduced_toads_{strips}_strips"), |b| {
            b.iter_batched(
                || sum_of(&TOADS_SUM[..strips]),
                |(mut arena, g)| arena.reduced_canonical_form(g).unwrap(),
                BatchSize::LargeInput,
            )
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
