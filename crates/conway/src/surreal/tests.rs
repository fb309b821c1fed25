use super::expression::parse;
use super::*;
use crate::partizan::parse as parse_game;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

fn s(text: &str) -> Surreal {
    parse(text).unwrap()
}

/// ONAG ch. 3–5: the identities of the surreal field that the issue names.
#[test]
fn onag_identities() {
    assert_eq!(s("1/3 + 1/3 + 1/3"), s("1"));
    assert_eq!(s("omega * (1/omega)"), s("1"));
    assert_eq!(s("omega - 1").to_string(), "omega - 1");
    assert_eq!(s("omega/2").to_string(), "omega/2");
    assert_eq!(s("sqrt(omega)").to_string(), "omega^(1/2)");
    assert_eq!(s("sqrt(omega) * sqrt(omega)"), s("omega"));
    assert_eq!(s("(omega + 1)^2").to_string(), "omega^2 + omega*2 + 1");
    assert_eq!(s("omega^omega / omega").to_string(), "omega^(omega - 1)");
    assert_eq!(s("2/omega - 1/omega"), s("omega^-1"));
    let big = s("170141183460469231731687303715884105727");
    for x in ["omega - 1", "omega/2", "sqrt(omega)", "omega^(1/3)"] {
        assert!(s(x) > big, "{x} is infinite");
        assert!(s(x) < s("omega*2") && s(x) <= s("omega"), "{x}");
    }
    assert!(s("1/omega") > s("0") && s("1/omega") < s("1/170141183460469231731687303715884105727"));
    assert!(s("omega^(1/2)") < s("omega^(2/3)") && s("omega^omega") > s("omega^1000"));
    assert!(s("-omega") < s("-1000") && s("1 - 1/omega") < s("1"));
}

#[test]
fn kinds_and_birthdays() {
    assert!(s("omega - 1").is_infinite() && s("1/omega").is_infinitesimal());
    assert!(!s("1/3").is_infinite() && !s("1/3").is_infinitesimal());
    let day = |x: &str| s(x).birthday().map(|o| o.to_string());
    assert_eq!(day("1/2").as_deref(), Some("2"));
    assert_eq!(day("3/4").as_deref(), Some("3"));
    assert_eq!(day("-5/2").as_deref(), Some("4"));
    assert_eq!(day("-7").as_deref(), Some("7"));
    assert_eq!(day("1/3").as_deref(), Some("omega"));
    assert_eq!(day("omega + 1").as_deref(), Some("omega + 1"));
    assert_eq!(day("omega^omega*2").as_deref(), Some("omega^omega*2"));
    assert_eq!(day("omega - 1"), None);
    assert_eq!(
        s("omega^2 + 3").as_ordinal().unwrap().to_string(),
        "omega^2 + 3"
    );
}

/// The birthdays of dyadics against the partizan engine's birthday of the same number.
#[test]
fn dyadic_birthdays_are_the_engines() {
    let mut arena = Arena::new();
    for num in -40i64..=40 {
        for exponent in 0..5 {
            let x = Dyadic::new(num, exponent).unwrap();
            let g = arena.number(x);
            let day = Surreal::dyadic(x).birthday().unwrap();
            assert_eq!(day, Ordinal::from(arena.birthday(g)), "{num}/2^{exponent}");
        }
    }
}

#[test]
fn simplest_numbers_between() {
    let between = |a: &str, b: &str| Surreal::simplest_between(&s(a), &s(b)).unwrap().to_string();
    assert_eq!(between("1/3", "1/2"), "3/8");
    assert_eq!(between("-1/3", "1/2"), "0");
    assert_eq!(between("2", "5"), "3");
    assert_eq!(between("-7/2", "-3"), "-13/4");
    assert!(Surreal::simplest_between(&s("1"), &s("1")).is_err());
    assert!(Surreal::simplest_between(&s("1"), &s("omega")).is_err());
    // Against the engine's simplest dyadic between two dyadics (its open interval).
    let mut rng = StdRng::seed_from_u64(3);
    for _ in 0..300 {
        let a = Dyadic::new(rng.gen_range(-64..64), rng.gen_range(0..5)).unwrap();
        let b = Dyadic::new(rng.gen_range(-64..64), rng.gen_range(0..5)).unwrap();
        if a >= b {
            continue;
        }
        let ours = Surreal::simplest_between(&Surreal::dyadic(a), &Surreal::dyadic(b)).unwrap();
        let engine = Dyadic::simplest_between(Some(a), Some(b)).unwrap();
        assert_eq!(ours, Surreal::dyadic(engine), "between {a:?} and {b:?}");
    }
}

fn random_surreal(rng: &mut StdRng, depth: u32) -> Surreal {
    let mut x = Surreal::zero();
    for _ in 0..rng.gen_range(0..4) {
        let exponent = if depth == 0 {
            Surreal::integer(rng.gen_range(-2..3))
        } else {
            random_surreal(rng, depth - 1)
        };
        let c = Rational::new(rng.gen_range(-5..6), rng.gen_range(1..4)).unwrap();
        x = x.add(&Surreal::monomial(exponent, c)).unwrap();
    }
    x
}

/// The ordered field's laws on random normal forms: sums and products associative,
/// commutative and distributive, the order total and kept by sums and by products with
/// positive numbers, and `a < b` iff `b - a > 0`.
#[test]
fn the_laws_of_an_ordered_field_hold_on_random_numbers() {
    let mut rng = StdRng::seed_from_u64(5);
    for _ in 0..400 {
        let (a, b, c) = (
            random_surreal(&mut rng, 1),
            random_surreal(&mut rng, 1),
            random_surreal(&mut rng, 1),
        );
        let add = |x: &Surreal, y: &Surreal| x.add(y).unwrap();
        let mul = |x: &Surreal, y: &Surreal| x.mul(y).unwrap();
        assert_eq!(add(&add(&a, &b), &c), add(&a, &add(&b, &c)));
        assert_eq!(add(&a, &b), add(&b, &a));
        assert_eq!(mul(&mul(&a, &b), &c), mul(&a, &mul(&b, &c)));
        assert_eq!(mul(&a, &b), mul(&b, &a));
        assert_eq!(mul(&a, &add(&b, &c)), add(&mul(&a, &b), &mul(&a, &c)));
        assert_eq!(add(&a, &a.neg()), Surreal::zero());
        let d = a.sub(&b).unwrap();
        assert_eq!(a.cmp(&b), d.signum().cmp(&0), "{a} vs {b}");
        if a < b {
            assert!(add(&a, &c) < add(&b, &c));
            if c.signum() > 0 {
                assert!(mul(&a, &c) < mul(&b, &c));
            }
        }
        if c.terms.len() == 1 {
            assert_eq!(mul(&c, &c.inverse().unwrap()), Surreal::integer(1));
        }
    }
}

/// Number avoidance: a short game against a non-dyadic rational compares as it does
/// against dyadics just below and above it.
#[test]
fn games_compare_with_numbers_by_their_stops() {
    let mut arena = Arena::new();
    let games = [
        "{1|-1}",
        "1/2",
        "{2|1/4}",
        "^",
        "-1",
        "{1/2|0}*",
        "{3/4|1/4}",
        "2",
    ];
    for text in games {
        let g = parse_game(&mut arena, text).unwrap();
        for (num, den) in [(1, 3), (-1, 3), (2, 3), (1, 5), (7, 3), (-4, 3)] {
            let x = Surreal::rational(Rational::new(num, den).unwrap());
            let ours = x.compare_with_game(&mut arena, g).unwrap();
            // dyadics within 2^-30 of x on either side
            let scale = 1i64 << 30;
            let below = Dyadic::new(num as i64 * scale / den as i64 - 1, 30).unwrap();
            let above = Dyadic::new(num as i64 * scale / den as i64 + 1, 30).unwrap();
            let (lo, hi) = (arena.number(below), arena.number(above));
            let (against_lo, against_hi) = (arena.compare(g, lo), arena.compare(g, hi));
            if against_lo == against_hi {
                assert_eq!(ours, against_lo, "{text} vs {num}/{den}");
            }
            let (left, right) = x.stops_with_game(&mut arena, g).unwrap();
            assert_eq!(left, Surreal::dyadic(arena.left_stop(g)).add(&x).unwrap());
            assert!(left >= right);
        }
    }
    // * and ^ are below every positive number, 1/omega too (their Left stop is 0); ±1 is
    // confused with it.
    let star = arena.nimber(1);
    let epsilon = s("1/omega");
    assert_eq!(
        epsilon.compare_with_game(&mut arena, star).unwrap(),
        Some(Ordering::Less)
    );
    let up = parse_game(&mut arena, "^").unwrap();
    assert_eq!(
        epsilon.compare_with_game(&mut arena, up).unwrap(),
        Some(Ordering::Less)
    );
    let switch = parse_game(&mut arena, "{1|-1}").unwrap();
    assert_eq!(epsilon.compare_with_game(&mut arena, switch).unwrap(), None);
    let one = arena.integer(1);
    assert_eq!(
        s("1/omega").compare_with_game(&mut arena, one).unwrap(),
        Some(Ordering::Greater)
    );
    assert_eq!(
        s("omega").compare_with_game(&mut arena, one).unwrap(),
        Some(Ordering::Less)
    );
}

#[test]
fn what_is_not_held_is_refused_with_the_reason() {
    let error = |text: &str| parse(text).unwrap_err().to_string();
    assert!(error("1/(omega + 1)").contains("infinite sum of powers of omega"));
    assert!(error("sqrt(2)").contains("square roots are taken of single terms"));
    assert!(error("(omega + 1)^(1/2)").contains("powers are by integers"));
    assert_eq!(error("1/0"), "column 2: division by 0");
    assert!(error("170141183460469231731687303715884105727 + 1").contains("2^127"));
    assert!(error("epsilon").contains("unknown name 'epsilon'"));
    assert!(error("omega - ").contains("expected a number"));
}
