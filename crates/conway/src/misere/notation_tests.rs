//! Digit notation read back into the same form, on every form born by day 4 and on
//! random sums, and the examples of ONAG and CGSuite.

use super::super::algebra::Phylum;
use super::*;
use rand::{rngs::StdRng, Rng, SeedableRng};

fn digits(arena: &mut MisereArena, g: FormId) -> String {
    arena.digits_within(g, usize::MAX).unwrap().unwrap()
}

#[test]
fn written_forms_read_back() {
    let mut arena = MisereArena::new();
    let day4 = super::super::algebra::tests::born_by(&mut arena, 4);
    let mut forms = day4.clone();
    let mut rng = StdRng::seed_from_u64(32);
    for _ in 0..200 {
        let a = day4[rng.gen_range(0..day4.len())];
        let b = day4[rng.gen_range(0..day4.len())];
        let s = arena.sum(a, b).unwrap();
        let t = arena.from_options(&[a, b, s]).unwrap();
        forms.extend([s, t]);
    }
    for g in forms {
        let text = digits(&mut arena, g);
        assert_eq!(arena.parse_form(&text).unwrap(), g, "{text}");
        let braces = arena.display(g);
        assert_eq!(arena.parse_form(&braces).unwrap(), g, "{braces}");
    }
}

#[test]
fn published_examples() {
    let mut arena = MisereArena::new();
    let cases = [
        // ONAG ch. 12: `2#` is {*2}; `32` is {*3, *2}, which is *2 + *2.
        ("{*2}", "2#"),
        ("*2 + *2", "32"),
        ("2_2", "32"),
        ("2[2]", "32"),
        ("{{*2}, 0}", "2#0"),
        ("*[2#0]", "2#0"),
        ("&12;", "&12;"),
        ("*12", "&12;"),
        ("mate(2#0)", "2#1"),
        ("0", "0"),
        ("*", "1"),
        ("* + *", "0"),
    ];
    for (text, expected) in cases {
        let g = arena.parse_form(text).unwrap();
        assert_eq!(digits(&mut arena, g), expected, "{text}");
    }
    // Braces and digits name the same forms.
    assert_eq!(
        arena.parse_form("{*, *2}").unwrap(),
        arena.parse_form("21").unwrap()
    );
    let g = arena.parse_form("2#1").unwrap();
    assert_eq!(arena.phylum(g), Phylum::Restless);
}

#[test]
fn bad_forms_are_refused() {
    let mut arena = MisereArena::new();
    for text in [
        "",
        "(",
        "2#)",
        "{2,",
        "x",
        "mate 2",
        "2[#-2]",
        "&12",
        "&99999;",
        "*[2",
        "2++3",
        &"(".repeat(300),
    ] {
        assert!(arena.parse_form(text).is_err(), "{text:?}");
    }
    let Err(MisereError::TooLarge(m)) = arena.parse_form("*5000") else {
        panic!("a huge heap is refused for size");
    };
    assert!(m.contains("1000"), "{m}");
}
