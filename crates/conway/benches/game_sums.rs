//! Counting sums of a family of partizan games (`conway::count::game_sums`): the issue's
//! acceptance case, 992 distinct number + nimber values (integers -15..=15 plus *0..*31)
//! and ordered 64-tuples, exactly and modulo a prime; and a family of switches.

use conway::count::game_sums::{count_all, Family, Mode};
use conway::count::{Exact, Modular};
use conway::partizan::{parse, Arena};
use criterion::{criterion_group, criterion_main, Criterion};

/// The number + nimber family, with multiplicities 1..=5.
fn numbers_and_nimbers(arena: &mut Arena) -> Family {
    let mut members = Vec::new();
    for x in -15i64..=15 {
        for k in 0..32i64 {
            let g = parse(arena, &format!("{x}*{k}")).unwrap();
            members.push((g, 1 + (x * 7 + k).rem_euclid(5) as u64));
        }
    }
    Family::new(members)
}

fn bench(c: &mut Criterion) {
    let mut arena = Arena::new();
    let family = numbers_and_nimbers(&mut arena);
    assert_eq!(family.members().len(), 992);
    let p = Modular::new(1_000_000_007).unwrap();
    let mut group = c.benchmark_group("game_sums");
    group.sample_size(10);
    group.bench_function("992 number+nimber values, M = 64, exact", |b| {
        b.iter(|| count_all(&Exact, &mut arena, &family, 64, Mode::Ordered).unwrap())
    });
    group.bench_function("992 number+nimber values, M = 64, mod 1e9+7", |b| {
        b.iter(|| count_all(&p, &mut arena, &family, 64, Mode::Ordered).unwrap())
    });
    let mut members = Vec::new();
    for t in 1..=40 {
        members.push((parse(&mut arena, &format!("{{{t}|-{t}}}")).unwrap(), 2));
    }
    for n in -20..=20 {
        members.push((parse(&mut arena, &n.to_string()).unwrap(), 1));
    }
    let switches = Family::new(members);
    group.bench_function("40 switches and 41 integers, M = 16, mod 1e9+7", |b| {
        b.iter(|| count_all(&p, &mut arena, &switches, 16, Mode::Ordered).unwrap())
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
