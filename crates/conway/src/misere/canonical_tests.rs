//! Canonical forms against plain misère search over the literal games, the genus against
//! [`super::super::genus`], and published values.

use super::*;
use crate::impartial::heap::HeapGame;
use crate::misere::outcome::{MisereSearch, WithNimHeaps};
use crate::misere::quotient::{HeapQuotient, QuotientLimits};
use rand::{rngs::StdRng, Rng, SeedableRng};

/// Games written out in full: node `i` has the options `forest.0[i]`, each a single
/// component. The misère search over them is the slow twin.
#[derive(Clone, Default)]
struct Forest(Vec<Vec<usize>>);

impl Impartial for Forest {
    type Position = usize;
    fn moves(&self, &i: &usize) -> Vec<Vec<usize>> {
        self.0[i].iter().map(|&j| vec![j]).collect()
    }
}

impl Forest {
    fn add(&mut self, options: Vec<usize>) -> usize {
        self.0.push(options);
        self.0.len() - 1
    }

    /// A random game with at most `depth` moves in a row and at most 3 options a node.
    fn random(&mut self, rng: &mut StdRng, depth: u32) -> usize {
        let width = if depth == 0 { 0 } else { rng.gen_range(0..=3) };
        let options = (0..width)
            .map(|_| {
                let d = rng.gen_range(0..depth);
                self.random(rng, d)
            })
            .collect();
        self.add(options)
    }

    /// A canonical form written out in full.
    fn write(&mut self, arena: &MisereArena, g: FormId) -> usize {
        let options = arena
            .options(g)
            .iter()
            .map(|&o| self.write(arena, o))
            .collect();
        self.add(options)
    }
}

/// The canonical form of a literal game, built option by option.
fn canonical(arena: &mut MisereArena, forest: &Forest, i: usize) -> FormId {
    let options: Vec<FormId> = forest.0[i]
        .iter()
        .map(|&j| canonical(arena, forest, j))
        .collect();
    arena.from_options(&options).unwrap()
}

/// Every canonical form born by day `n`.
fn born_by(arena: &mut MisereArena, n: u32) -> Vec<FormId> {
    let mut games = vec![arena.zero()];
    for _ in 0..n {
        let mut next: Vec<FormId> = (0..1u32 << games.len())
            .map(|subset| {
                let options: Vec<FormId> = (0..games.len())
                    .filter(|&k| subset >> k & 1 == 1)
                    .map(|k| games[k])
                    .collect();
                arena.from_options(&options).unwrap()
            })
            .collect();
        next.sort_unstable();
        next.dedup();
        games = next;
    }
    games
}

/// The numbers of misère games born by day 0, 1, 2, 3, 4 are 1, 2, 3, 5, 22 (Conway, ONAG
/// ch. 12; Siegel, CGT V.1: the sequence goes on 4171780, ...).
#[test]
fn games_born_by_day_n_are_counted_as_published() {
    let mut arena = MisereArena::new();
    let counts: Vec<usize> = (0..=4).map(|n| born_by(&mut arena, n).len()).collect();
    assert_eq!(counts, [1, 2, 3, 5, 22]);
}

#[test]
fn star_plus_star_is_zero_and_the_proviso_holds() {
    let mut arena = MisereArena::new();
    let (zero, star, two) = (arena.zero(), arena.nim(1).unwrap(), arena.nim(2).unwrap());
    // {*} = 0 = * + *: the option * reverses through 0, and * is a P-position.
    assert_eq!(arena.from_options(&[star]).unwrap(), zero);
    assert_eq!(arena.sum(star, star).unwrap(), zero);
    // {*2}: *2 reverses through 0 but is an N-position, so the proviso keeps it.
    let sharp = arena.from_options(&[two]).unwrap();
    assert_ne!(sharp, zero);
    assert_eq!(arena.display(sharp), "{*2}");
    assert_eq!(arena.outcome(sharp), MisereOutcome::P);
    // {0, *2} = * (the option *2 reverses through *).
    assert_eq!(arena.from_options(&[zero, two]).unwrap(), star);
    assert_eq!(arena.birthday(sharp), 3);
    assert_eq!(arena.outcome(zero), MisereOutcome::N);
    assert_eq!(arena.outcome(star), MisereOutcome::P);
}

/// The test games `X`: every canonical form born by day 3, and random games.
fn test_games(forest: &mut Forest, arena: &mut MisereArena, rng: &mut StdRng) -> Vec<usize> {
    let mut xs: Vec<usize> = born_by(arena, 3)
        .into_iter()
        .map(|g| forest.write(arena, g))
        .collect();
    xs.extend((0..12).map(|_| forest.random(rng, 3)));
    xs
}

/// The misère outcomes of `G + X` for each test game `X`, by search over the literal sums.
fn outcomes(search: &mut MisereSearch<Forest>, g: usize, xs: &[usize]) -> Vec<MisereOutcome> {
    xs.iter()
        .map(|&x| search.outcome(&[g, x]).unwrap())
        .collect()
}

/// `count` random games with at most 4 moves in a row, their canonical forms, and the test
/// games, all written in one forest.
struct RandomGames {
    forest: Forest,
    arena: MisereArena,
    xs: Vec<usize>,
    games: Vec<usize>,
    forms: Vec<FormId>,
}

fn random_games(seed: u64, count: usize) -> RandomGames {
    let mut rng = StdRng::seed_from_u64(seed);
    let (mut forest, mut arena) = (Forest::default(), MisereArena::new());
    let xs = test_games(&mut forest, &mut arena, &mut rng);
    let games: Vec<usize> = (0..count).map(|_| forest.random(&mut rng, 4)).collect();
    let forms = games
        .iter()
        .map(|&g| canonical(&mut arena, &forest, g))
        .collect();
    RandomGames {
        forest,
        arena,
        xs,
        games,
        forms,
    }
}

/// Slow twin: `G` and its canonical form have the same misère outcome added to every test
/// game, and so does the arena's sum of the two canonical forms.
#[test]
fn a_game_and_its_canonical_form_are_indistinguishable() {
    let RandomGames {
        mut forest,
        mut arena,
        xs,
        games,
        forms,
    } = random_games(17, 60);
    let written: Vec<usize> = forms.iter().map(|&f| forest.write(&arena, f)).collect();
    let x_forms: Vec<FormId> = xs
        .iter()
        .map(|&x| canonical(&mut arena, &forest, x))
        .collect();
    let mut search = MisereSearch::new(forest);
    for ((&g, &c), &form) in games.iter().zip(&written).zip(&forms) {
        let by_game = outcomes(&mut search, g, &xs);
        assert_eq!(
            by_game,
            outcomes(&mut search, c, &xs),
            "{}",
            arena.display(form)
        );
        for (&x_form, &want) in x_forms.iter().zip(&by_game) {
            let sum = arena.sum(form, x_form).unwrap();
            assert_eq!(arena.outcome(sum), want);
        }
    }
}

/// Slow twin: two random games have the same canonical form iff no test game tells them
/// apart.
#[test]
fn equal_canonical_forms_iff_indistinguishable() {
    let RandomGames {
        forest,
        arena,
        xs,
        games,
        forms,
    } = random_games(5, 80);
    let mut search = MisereSearch::new(forest);
    let seen: Vec<Vec<MisereOutcome>> = games
        .iter()
        .map(|&g| outcomes(&mut search, g, &xs))
        .collect();
    let mut equal_pairs = 0;
    for i in 0..games.len() {
        for j in 0..i {
            let same = forms[i] == forms[j];
            equal_pairs += usize::from(same);
            assert_eq!(
                same,
                seen[i] == seen[j],
                "{} vs {}",
                arena.display(forms[i]),
                arena.display(forms[j])
            );
        }
    }
    assert!(equal_pairs > 0, "some random games are equal");
}

fn heap_forms(name: &str) -> (HeapGame, RulesetForms<crate::impartial::heap::HeapRule>) {
    let game = HeapGame::parse(name).unwrap();
    let forms = RulesetForms::new(game.rule().clone(), MisereArena::new());
    (game, forms)
}

/// Slow twin: the genus from canonical forms against the genus by search over the sums of
/// the heap and copies of `*2`.
#[test]
fn genus_from_canonical_forms_agrees_with_search() {
    for (name, to) in [
        ("kayles", 8),
        ("dawson", 9),
        ("octal:0.312", 8),
        ("octal:0.75", 9),
    ] {
        let (game, mut forms) = heap_forms(name);
        let mut search = MisereSearch::new(WithNimHeaps(game.rule().clone()));
        for n in 0..=to {
            let form = forms.form(&n).unwrap();
            let fast = forms.arena.genus(form, 6).unwrap();
            let slow = Genus::of_sum(game.rule(), &[n], 6, &mut search).unwrap();
            assert_eq!(fast, slow, "{name} heap {n}");
        }
    }
}

/// Genera of 0.312's heaps 1..=6 (Plambeck, plambeck.org, quaternary games, 0.312), here
/// through canonical forms.
#[test]
fn genera_of_0312_from_canonical_forms_match_plambeck() {
    let (_, mut forms) = heap_forms("octal:0.312");
    let genera: Vec<String> = (1..=6usize)
        .map(|n| {
            let form = forms.form(&n).unwrap();
            forms.arena.genus(form, 8).unwrap().notation()
        })
        .collect();
    assert_eq!(genera, ["1^031", "2^20", "0^02", "2^1420", "0^02", "1^13"]);
}

/// Misère Nim heaps are their own canonical forms, and sums of heaps of a game through
/// canonical forms have the outcomes of plain search and of the quotient.
#[test]
fn heap_sums_by_canonical_forms_agree_with_search_and_quotient() {
    let (_, mut nim) = heap_forms("octal:0.3333333");
    for n in 0..=7u32 {
        let form = nim.form(&(n as usize)).unwrap();
        assert_eq!(form, nim.arena.nim(n).unwrap());
    }
    for name in ["dawson", "kayles", "octal:0.75"] {
        let (game, mut forms) = heap_forms(name);
        let mut search = MisereSearch::new(game.rule().clone());
        let q = HeapQuotient::compute(game.rule(), 7, QuotientLimits::default(), &mut |_, _| {})
            .unwrap();
        for sum in [
            vec![1, 1, 1],
            vec![2, 2],
            vec![3, 5, 7],
            vec![4, 6],
            vec![1, 2, 3, 4],
        ] {
            let form = forms.form_of_sum(&sum).unwrap();
            let by_forms = forms.arena.outcome(form);
            assert_eq!(by_forms, search.outcome(&sum).unwrap(), "{name} {sum:?}");
            assert_eq!(Some(by_forms), q.outcome(&sum), "{name} {sum:?}");
        }
    }
}

#[test]
fn limits_and_cycles_are_errors() {
    let kayles = HeapGame::parse("kayles").unwrap();
    for arena in [
        MisereArena::with_limits(5, DEFAULT_WORK_LIMIT),
        MisereArena::with_limits(DEFAULT_FORM_LIMIT, 50),
    ] {
        let mut forms = RulesetForms::new(kayles.rule().clone(), arena);
        assert!(matches!(forms.form(&12), Err(MisereError::TooLarge(_))));
    }
    /// From n a move leads to n + 1 (mod 3): play never ends.
    struct Round;
    impl Impartial for Round {
        type Position = u32;
        fn moves(&self, &n: &u32) -> Vec<Vec<u32>> {
            vec![vec![(n + 1) % 3]]
        }
    }
    let mut round = RulesetForms::new(Round, MisereArena::new());
    assert!(matches!(round.form(&0), Err(MisereError::Syntax(_))));
}

/// A ruleset whose many positions share few forms is refused by the position limit,
/// which the arena's limits of forms and work would not reach (known forms cost no work).
#[test]
fn the_position_limit_refuses_many_positions_with_few_forms() {
    /// A chain: from n the only move is to n - 1, so the forms alternate 0, *, 0, ...
    struct Chain;
    impl Impartial for Chain {
        type Position = u32;
        fn moves(&self, &n: &u32) -> Vec<Vec<u32>> {
            (n > 0).then(|| vec![n - 1]).into_iter().collect()
        }
    }
    let mut forms = RulesetForms::with_position_limit(Chain, MisereArena::new(), 100);
    assert_eq!(
        forms.form(&99).map(|g| forms.arena().display(g)),
        Ok("*".into())
    );
    assert_eq!(forms.positions(), 100);
    let refused = forms.form(&100);
    assert!(
        matches!(&refused, Err(MisereError::TooLarge(m)) if m.contains("100 positions")),
        "{refused:?}"
    );
    assert!(forms.arena().len() <= 3);
}
