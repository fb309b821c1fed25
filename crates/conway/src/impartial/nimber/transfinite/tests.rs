use super::*;
use crate::ordinal::expression::parse;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn o(text: &str) -> Ordinal {
    parse(text).unwrap()
}

fn product(a: &str, b: &str) -> Ordinal {
    nim_product(&o(a), &o(b)).unwrap()
}

/// The Lenstra excesses `m_p` as published: OEIS A380496 (Conway for 3, 5, 7; Lenstra,
/// "On the algebraic closure of two", 1977, for 11 to 43), found again here by the search.
#[test]
fn the_lenstra_excesses_are_the_published_ones() {
    let published = [0, 0, 1, 1, 0, 0, 4, 1, 0, 1, 0, 1, 1];
    let computed: Vec<u128> = lenstra_excesses().into_iter().map(|(_, m)| m).collect();
    assert_eq!(computed, published);
}

/// ONAG ch. 6 (Thm. 49 and the table after it): `omega^3 = 2`, `(omega^omega)^5 = 4`,
/// `(omega^(omega^2))^7 = omega + 1`; Lenstra's `alpha_11 = omega^omega + 1`,
/// `alpha_13 = omega + 4`, `alpha_17 = 16`, `alpha_19 = omega^3 + 4`.
#[test]
fn the_published_alphas() {
    let alphas: Vec<String> = alphas()
        .unwrap()
        .into_iter()
        .take(7)
        .map(|(_, a)| a.to_string())
        .collect();
    assert_eq!(
        alphas,
        [
            "2",
            "4",
            "omega + 1",
            "omega^omega + 1",
            "omega + 4",
            "16",
            "omega^3 + 4"
        ]
    );
    assert_eq!(nim_power(&o("omega"), 3).unwrap(), o("2"));
    assert_eq!(nim_power(&o("omega^omega"), 5).unwrap(), o("4"));
    assert_eq!(nim_power(&o("omega^omega^2"), 7).unwrap(), o("omega + 1"));
    // The generators of a level: kappa(k, i)^p = kappa(k, i - 1).
    assert_eq!(nim_power(&o("omega^3"), 3).unwrap(), o("omega"));
    assert_eq!(
        nim_power(&o("omega^(omega*5)"), 5).unwrap(),
        o("omega^omega")
    );
}

/// Below the next generator, nim powers are ordinal powers (ONAG Thm. 46), and a
/// generator times a smaller ordinal is the ordinal product.
#[test]
fn powers_below_the_degree_are_ordinal_powers() {
    assert_eq!(product("omega", "omega"), o("omega^2"));
    assert_eq!(product("omega^2", "omega"), o("2"));
    assert_eq!(product("omega^omega", "omega^omega"), o("omega^(omega*2)"));
    assert_eq!(
        product("omega^omega", "omega^2 + 3"),
        o("omega^(omega + 2) + omega^omega*3")
    );
    assert_eq!(product("omega^3", "omega"), o("omega^4"));
    assert_eq!(
        product("omega^(omega^2)", "omega^omega*7"),
        o("omega^(omega^2 + omega)*7")
    );
}

/// An ordinal below `omega^(omega^levels)`: exponents' coefficients below `n`, its own below
/// `c`.
fn random_below(rng: &mut StdRng, levels: u128, n: u128, c: u128) -> Ordinal {
    let count = rng.gen_range(1..4);
    let mut terms: Vec<(Ordinal, u128)> = (0..count)
        .map(|_| {
            let beta = Ordinal::from_terms((0..levels).rev().filter_map(|k| {
                let n = rng.gen_range(0..n);
                (n > 0).then(|| (Ordinal::from(k), n))
            }))
            .unwrap();
            (beta, rng.gen_range(1..c))
        })
        .collect();
    terms.sort_by(|a, b| b.0.cmp(&a.0));
    terms.dedup_by(|a, b| a.0 == b.0);
    Ordinal::from_terms(terms).unwrap()
}

/// The field axioms on random ordinals of the first three levels (below
/// `omega^(omega^3)`): sums and products commutative and associative, distributive,
/// inverses and square roots.
#[test]
fn the_field_axioms_hold_on_random_ordinals() {
    let mut rng = StdRng::seed_from_u64(49);
    let one = o("1");
    for _ in 0..60 {
        let a = random_below(&mut rng, 3, 12, 300);
        let b = random_below(&mut rng, 3, 12, 300);
        let c = random_below(&mut rng, 2, 3, 300);
        let mul = |x: &Ordinal, y: &Ordinal| nim_product(x, y).unwrap();
        assert_eq!(mul(&a, &b), mul(&b, &a));
        assert_eq!(mul(&mul(&a, &b), &c), mul(&a, &mul(&b, &c)));
        assert_eq!(
            mul(&a, &nim_sum(&b, &c)),
            nim_sum(&mul(&a, &b), &mul(&a, &c))
        );
        assert_eq!(nim_sum(&nim_sum(&a, &b), &b), a);
        assert_eq!(mul(&c, &nim_inverse(&c).unwrap()), one, "1/c for c = {c}");
        let root = nim_sqrt(&c).unwrap();
        assert_eq!(mul(&root, &root), c);
        let degree = nim_degree(&c).unwrap();
        let frobenius = |x: &Ordinal, n: u64| (0..n).fold(x.clone(), |y, _| mul(&y, &y));
        assert_eq!(frobenius(&c, degree), c, "c^(2^d) = c");
        assert!((1..degree).all(|d| !degree.is_multiple_of(d) || frobenius(&c, d) != c));
    }
}

/// The definition, `a * b = mex {a'*b + a*b' + a'*b'}`, as far as a finite sample can
/// check it: the product is none of the excluded values, for random `a' < a`, `b' < b`.
#[test]
fn products_avoid_the_excluded_values_of_the_definition() {
    let mut rng = StdRng::seed_from_u64(6);
    for _ in 0..40 {
        let a = random_below(&mut rng, 2, 12, 300);
        let b = random_below(&mut rng, 2, 12, 300);
        let ab = nim_product(&a, &b).unwrap();
        for _ in 0..20 {
            let a1 = random_below(&mut rng, 2, 12, 300);
            let b1 = random_below(&mut rng, 2, 12, 300);
            if a1 >= a || b1 >= b {
                continue;
            }
            let excluded = nim_sum(
                &nim_sum(
                    &nim_product(&a1, &b).unwrap(),
                    &nim_product(&a, &b1).unwrap(),
                ),
                &nim_product(&a1, &b1).unwrap(),
            );
            assert_ne!(ab, excluded, "{a} * {b} with a' = {a1}, b' = {b1}");
        }
    }
}

/// On finite ordinals the tower is the finite field of `NimField` (the fast path of the
/// public functions).
#[test]
fn the_tower_agrees_with_the_finite_field() {
    let mut rng = StdRng::seed_from_u64(16);
    let tower = tower();
    for _ in 0..300 {
        let x: u128 = rng.gen::<u128>() >> rng.gen_range(0..128);
        let y: u128 = rng.gen::<u128>() >> rng.gen_range(0..128);
        let (a, b) = (
            tower.element_of(&o(&x.to_string())).unwrap(),
            tower::constant(y),
        );
        let product = tower.ordinal_of(&tower.mul(&a, &b)).unwrap();
        assert_eq!(product, Ordinal::from(x.nim_mul(y)));
        let square = tower.ordinal_of(&tower.square(&a)).unwrap();
        assert_eq!(square, Ordinal::from(x.nim_square()));
        if x > 0 {
            let degree = tower.field_degree(&a);
            let inverse = tower.inverse(&a, degree);
            assert_eq!(
                tower.ordinal_of(&inverse).unwrap(),
                Ordinal::from(x.nim_inverse().unwrap())
            );
            // The doubling chain against the plain power a^(2^d - 2).
            let power = tower.pow_bits(&a, (0..degree).map(|j| j + 1 < degree));
            assert_eq!(power, inverse);
        }
    }
}

#[test]
fn nim_sums_are_xor_of_coefficients() {
    assert_eq!(
        nim_sum(&o("omega*3 + 5"), &o("omega*6 + 1")),
        o("omega*5 + 4")
    );
    assert_eq!(nim_sum(&o("omega^omega + 1"), &o("omega^omega")), o("1"));
    assert_eq!(nim_sum(&o("omega"), &o("omega^2")), o("omega^2 + omega"));
    assert_eq!(
        nim_sum(&o("omega^(omega^omega)*7"), &o("2")),
        o("omega^(omega^omega)*7 + 2")
    );
}

#[test]
fn the_bounds_are_named() {
    let beyond = o("omega^(omega^13)");
    let error = nim_product(&beyond, &o("omega")).unwrap_err();
    assert_eq!(error, NimError::OutOfField);
    assert!(
        error.to_string().contains("below omega^(omega^13)"),
        "{error}"
    );
    assert!(error.to_string().contains("up to 43"));
    assert_eq!(
        nim_product(&o("omega^omega^omega"), &o("2")).unwrap_err(),
        NimError::OutOfField
    );
    assert_eq!(nim_inverse(&o("0")).unwrap_err(), NimError::DivisionByZero);
    // omega^(omega^12) (the level of 43) lies in a field of degree 43 · 42 = 1806 and
    // omega^(omega^7) (the level of 23) in one of degree 23 · 220 = 5060.
    let top = o("omega^(omega^12)");
    assert_eq!(nim_power(&top, 43).unwrap(), alphas().unwrap()[12].1);
    let mixed = o("omega^(omega^12) + omega^(omega^7)");
    assert_eq!(
        nim_inverse(&mixed).unwrap_err(),
        NimError::FieldTooLarge {
            degree: 1806 * 5060 / 2
        }
    );
}
