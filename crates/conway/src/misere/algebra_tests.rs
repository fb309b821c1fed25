//! Mates, links, distinguishers and the classes against a plain misère search over the
//! literal sums of forms, on every form born by day 4, and against the values CGSuite's
//! test suite lists for its misère examples.

use super::*;
use std::collections::HashMap as Memo;

/// Every misère canonical form born by day `day` (1, 2, 3, 5, 22 forms by days 0..=4).
pub(crate) fn born_by(arena: &mut MisereArena, day: u32) -> Vec<FormId> {
    let mut forms = vec![arena.zero()];
    for _ in 0..day {
        let mut next = Vec::new();
        for subset in 0u32..1 << forms.len() {
            let options: Vec<FormId> = (0..forms.len())
                .filter(|i| subset >> i & 1 == 1)
                .map(|i| forms[i])
                .collect();
            next.push(arena.from_options(&options).unwrap());
        }
        next.sort();
        next.dedup();
        forms = next;
    }
    forms
}

/// Whether the literal sum of the forms `parts` is a misère P-position: some component
/// has a move and every move (to an option of one component) leads to an N-position.
fn is_p(arena: &MisereArena, parts: &mut Vec<FormId>, memo: &mut Memo<Vec<FormId>, bool>) -> bool {
    parts.sort();
    if let Some(&p) = memo.get(parts.as_slice()) {
        return p;
    }
    let mut has_move = false;
    let mut all_to_n = true;
    for i in 0..parts.len() {
        for &o in arena.options(parts[i]) {
            has_move = true;
            let mut next = parts.clone();
            next[i] = o;
            if is_p(arena, &mut next, memo) {
                all_to_n = false;
            }
        }
    }
    let p = has_move && all_to_n;
    memo.insert(parts.clone(), p);
    p
}

#[test]
fn day_counts_are_conways() {
    let mut arena = MisereArena::new();
    let counts: Vec<usize> = (0..=4).map(|d| born_by(&mut arena, d).len()).collect();
    // ONAG ch. 12 (and Siegel ch. V): 1, 2, 3, 5 and 22 games born by days 0 to 4.
    assert_eq!(counts, [1, 2, 3, 5, 22]);
}

#[test]
fn mates_links_and_distinguishers_hold_by_search() {
    let mut arena = MisereArena::new();
    let forms = born_by(&mut arena, 4);
    let mut memo = Memo::new();
    for &g in &forms {
        let m = arena.mate(g).unwrap();
        assert!(is_p(&arena, &mut vec![g, m], &mut memo), "G + G⁻ is P");
        for &h in &forms {
            match arena.link(g, h).unwrap() {
                Some(t) => {
                    assert!(arena.is_linked(g, h));
                    assert!(is_p(&arena, &mut vec![g, t], &mut memo));
                    assert!(is_p(&arena, &mut vec![h, t], &mut memo));
                }
                None => {
                    assert!(!arena.is_linked(g, h));
                    // No game born by day 4 links them either.
                    for &t in &forms {
                        let both = is_p(&arena, &mut vec![g, t], &mut memo)
                            && is_p(&arena, &mut vec![h, t], &mut memo);
                        assert!(
                            !both,
                            "{} and {} linked by {}",
                            arena.display(g),
                            arena.display(h),
                            arena.display(t)
                        );
                    }
                }
            }
            match arena.distinguisher(g, h).unwrap() {
                Some(x) => {
                    assert_ne!(g, h);
                    assert!(is_p(&arena, &mut vec![g, x], &mut memo));
                    assert!(!is_p(&arena, &mut vec![h, x], &mut memo));
                }
                None => assert_eq!(g, h),
            }
        }
    }
}

#[test]
fn parity_and_classes_follow_their_definitions() {
    let mut arena = MisereArena::new();
    let forms = born_by(&mut arena, 4);
    let star = arena.nim(1).unwrap();
    for &g in &forms {
        let s = arena.sum(g, star).unwrap();
        let even = arena.is_even(g).unwrap();
        assert_eq!(even, arena.birthday(g) < arena.birthday(s));
        assert_eq!(
            arena.is_even(s).unwrap(),
            !even,
            "G and G + * differ in parity"
        );
        let (plus, minus) = (arena.normal_grundy(g), arena.misere_grundy(g));
        let options_tame = arena
            .options(g)
            .iter()
            .all(|&o| arena.phylum(o) == Phylum::Tame);
        let tame_genus = plus == minus || (plus <= 1 && minus <= 1);
        let expected = if options_tame && tame_genus {
            Phylum::Tame
        } else if options_tame && plus <= 1 {
            Phylum::Restive
        } else if options_tame && minus <= 1 {
            Phylum::Restless
        } else {
            Phylum::Wild
        };
        assert_eq!(arena.phylum(g), expected);
    }
    // Nim heaps are tame.
    for n in 0..6 {
        let heap = arena.nim(n).unwrap();
        assert_eq!(arena.phylum(heap), Phylum::Tame);
    }
}

/// CGSuite's misère examples (its test suite, `MisereCanonicalGameTestCase`), written in
/// digit notation: the form, its mate, birthday, `g⁺`, `g⁻`, even, and whether it is
/// tame, restive, restless.
#[allow(clippy::type_complexity)]
const CGSUITE_EXAMPLES: [(&str, &str, u32, u32, u32, bool, [bool; 3]); 14] = [
    ("0", "1", 0, 0, 1, true, [true, false, false]),
    ("1", "0", 1, 1, 0, false, [true, false, false]),
    ("2", "2", 2, 2, 2, true, [true, false, false]),
    ("2#", "2#", 3, 0, 0, true, [true, false, false]),
    ("2##", "2##", 4, 1, 1, true, [true, false, false]),
    ("2[2]", "2[2]", 4, 0, 0, true, [true, false, false]),
    ("2[#2#]", "2[#2#]", 6, 0, 0, true, [true, false, false]),
    ("2#0", "2#1", 4, 1, 2, true, [false, true, false]),
    ("2#1", "2#0", 4, 2, 1, true, [false, false, true]),
    ("4[2#]", "4[2#]", 7, 0, 0, true, [true, false, false]),
    ("(2#1)2##", "(2#0)2##", 5, 0, 0, true, [false, false, false]),
    (
        "((2#0)10)2##",
        "((2#1)10)2##",
        6,
        0,
        0,
        true,
        [false, false, false],
    ),
    (
        "((2#0)2[#1]2#)(2#1)[1]",
        "((2#1)2[#1]2#)(2#0)[1]",
        6,
        0,
        1,
        true,
        [false, false, false],
    ),
    (
        "(2#20)2[#1]1",
        "(2#21)2[#1]0",
        5,
        0,
        2,
        true,
        [false, false, false],
    ),
];

#[test]
fn cgsuite_examples_agree() {
    let mut arena = MisereArena::new();
    for (text, mate, birthday, plus, minus, even, [tame, restive, restless]) in CGSUITE_EXAMPLES {
        let g = arena.parse_form(text).unwrap();
        let m = arena.parse_form(mate).unwrap();
        assert_eq!(arena.mate(g).unwrap(), m, "mate of {text}");
        assert_eq!(arena.birthday(g), birthday, "birthday of {text}");
        assert_eq!(arena.normal_grundy(g), plus, "g+ of {text}");
        assert_eq!(arena.misere_grundy(g), minus, "g- of {text}");
        assert_eq!(arena.is_even(g).unwrap(), even, "parity of {text}");
        let phylum = arena.phylum(g);
        assert_eq!(
            [
                phylum == Phylum::Tame,
                phylum == Phylum::Restive,
                phylum == Phylum::Restless
            ],
            [tame, restive, restless],
            "class of {text}"
        );
    }
}

#[test]
fn subforms_rebuild_the_form_in_another_arena() {
    let mut arena = MisereArena::new();
    let mut other = MisereArena::new();
    let forms = born_by(&mut arena, 4);
    for &g in &forms {
        let two = arena.nim(2).unwrap();
        let s = arena.sum(g, two).unwrap();
        for f in [g, s] {
            let entries = arena.subforms(f);
            let rebuilt = other.from_subforms(&entries).unwrap().unwrap();
            assert_eq!(other.display(rebuilt), arena.display(f));
            assert_eq!(other.subforms(rebuilt).len(), entries.len());
        }
    }
    assert_eq!(other.from_subforms(&[vec![0]]).unwrap(), None);
    assert_eq!(other.from_subforms(&[]).unwrap(), None);
}
