//! The sum search ([`conway::partizan::sum_search`]) against its slow twin, the outcome of
//! the sum of canonical forms: on sums of small positions of every ruleset and game
//! literals, with the default valuing credit, with none (a plain search) and with a tiny
//! one (components valued now and then, so that both kinds meet in one sum). Every
//! winning move it reports is checked to win: the opponent, moving first in the sum after
//! it, loses.

use crate::contract::PositionSolver;
use crate::registry;
use conway::partizan::sum_search::{SearchSettings, Term};
use conway::partizan::{parse, Arena, GameId};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// Small positions of a ruleset: its examples and their options, two moves deep, each
/// with its value (those too big to value quickly are left out).
fn pool(
    arena: &mut Arena,
    solver: &mut dyn PositionSolver,
    examples: &[&str],
) -> Vec<(String, GameId)> {
    let mut texts: Vec<String> = examples
        .iter()
        .filter_map(|e| e.split_once(':').map(|(_, a)| a.to_string()))
        .collect();
    for _ in 0..2 {
        let mut next = Vec::new();
        for text in &texts {
            if let Ok(Some((left, right))) = solver.options(text) {
                next.extend(left.into_iter().take(4));
                next.extend(right.into_iter().take(4));
            }
        }
        texts.extend(next);
    }
    texts.sort();
    texts.dedup();
    let mut valued = Vec::new();
    for text in texts {
        arena.set_work_limit(Some(200_000));
        if let Ok(g) = solver.value(arena, &text, &mut |_, _| {}) {
            valued.push((text, g));
        }
        arena.set_work_limit(None);
    }
    valued
}

/// The canonical sum of the terms, positions valued from the pool's text.
fn value_of(arena: &mut Arena, solver: &mut dyn PositionSolver, terms: &[Term<String>]) -> GameId {
    let mut total = arena.zero();
    for term in terms {
        let g = match term {
            Term::Position(text) => solver.value(arena, text, &mut |_, _| {}).unwrap(),
            Term::Game(g) => *g,
        };
        total = arena.sum(total, g).unwrap();
    }
    total
}

#[test]
fn the_sum_search_agrees_with_the_sum_of_values_and_its_moves_win() {
    let mut rng = StdRng::seed_from_u64(29);
    let mut arena = Arena::new();
    let literals: Vec<GameId> = ["0", "1/2", "-1", "*", "^", "{1|-1}", "*2", "{2|0||-1}"]
        .iter()
        .map(|t| parse(&mut arena, t).unwrap())
        .collect();
    let mut checked = 0;
    for entry in registry::RULESETS {
        let mut valuer = entry.solver();
        let positions = pool(&mut arena, valuer.as_mut(), entry.examples);
        assert!(!positions.is_empty(), "{}", entry.name);
        for credit in [
            None,
            Some(100),
            Some(conway::partizan::sum_search::VALUING_CREDIT),
        ] {
            let mut searcher = entry.solver();
            searcher.set_search(SearchSettings {
                valuing_credit: credit,
                ..SearchSettings::default()
            });
            for _ in 0..12 {
                let parts = rng.gen_range(1..=3);
                let mut terms: Vec<Term<String>> = (0..parts)
                    .map(|_| Term::Position(positions[rng.gen_range(0..positions.len())].0.clone()))
                    .collect();
                if rng.gen_bool(0.5) {
                    terms.push(Term::Game(literals[rng.gen_range(0..literals.len())]));
                }
                let borrowed: Vec<Term<&str>> = terms
                    .iter()
                    .map(|t| match t {
                        Term::Position(s) => Term::Position(s.as_str()),
                        Term::Game(g) => Term::Game(*g),
                    })
                    .collect();
                let left_move = searcher.winning_first_move(&mut arena, &borrowed, true);
                let right_move = searcher.winning_first_move(&mut arena, &borrowed, false);
                let (left_move, right_move) = (left_move.unwrap(), right_move.unwrap());
                let sum = value_of(&mut arena, valuer.as_mut(), &terms);
                let outcome = arena.outcome(sum);
                assert_eq!(
                    (left_move.is_some(), right_move.is_some()),
                    (
                        outcome.left_wins_moving_first(),
                        outcome.right_wins_moving_first()
                    ),
                    "{}: {terms:?}",
                    entry.name
                );
                for (left, winning) in [(true, &left_move), (false, &right_move)] {
                    let Some(winning) = winning else { continue };
                    let mut after = terms.clone();
                    after[winning.term] = match &winning.to {
                        // nothing left: the game 0 (see PositionSolver::options)
                        Term::Position(Some(text)) if text.is_empty() => Term::Game(arena.zero()),
                        Term::Position(Some(text)) => Term::Position(text.clone()),
                        Term::Position(None) => continue, // the ruleset cannot write it
                        Term::Game(g) => Term::Game(*g),
                    };
                    let rest = value_of(&mut arena, valuer.as_mut(), &after);
                    let outcome = arena.outcome(rest);
                    let opponent_wins = if left {
                        outcome.right_wins_moving_first()
                    } else {
                        outcome.left_wins_moving_first()
                    };
                    assert!(
                        !opponent_wins,
                        "{}: {terms:?}, move {winning:?}",
                        entry.name
                    );
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 300, "{checked}");
}

/// A winning first move is one the search proved, not merely the first that wins: on a
/// 2 x n Cram board with n odd, the first move in the terms' order (a domino across the
/// corner) wins only after a long search, while the search that decides the board stops
/// at a move that leaves a board of even width, `0` by the half-turn strategy. The whole
/// question fits in a work limit far below what proving the first move would take.
#[test]
fn a_winning_move_is_one_the_search_already_proved() {
    let entry = registry::find("cram").unwrap();
    for n in [21, 25, 33] {
        let mut arena = Arena::new();
        arena.set_work_limit(Some(1_000_000));
        let mut searcher = entry.solver();
        let board = format!("2x{n}");
        let terms = [Term::Position(board.as_str())];
        let winning = searcher
            .winning_first_move(&mut arena, &terms, true)
            .unwrap()
            .expect("the first player wins an even by odd board (Gardner 1974)");
        let Term::Position(Some(after)) = winning.to else {
            panic!("a move on the board: {winning:?}")
        };
        let g = searcher.value(&mut arena, &after, &mut |_, _| {}).unwrap();
        assert_eq!(arena.display(g), "0", "2x{n} to {after}");
    }
}

/// A component of the starting sum that was too costly to value at first is valued once
/// the search has earned the credit, and the search goes on in its canonical form: three
/// Toppling Dominoes strips of 20 (a position of the Alberta solver MCGS's test suite,
/// `toppling_dominoes_autotests/td_3x20.test`) are decided in well under the 8 million
/// work steps the search took when the strips stayed hard, with the outcome of the sum of
/// their values.
#[test]
fn a_component_refused_at_first_is_valued_later() {
    let entry = registry::find("toppling").unwrap();
    let strips = [
        "BBGBBBBGRBRRBGRRRBRR",
        "BRBRGGRBGGGRRBBRGRBG",
        "RRBBRGRRGBRGBRGBRRBB",
    ];
    let mut arena = Arena::new();
    let mut valuer = entry.solver();
    let terms: Vec<Term<String>> = strips
        .iter()
        .map(|s| Term::Position(s.to_string()))
        .collect();
    let sum = value_of(&mut arena, valuer.as_mut(), &terms);
    let outcome = arena.outcome(sum);
    arena.set_work_limit(Some(2_000_000));
    let mut searcher = entry.solver();
    let borrowed: Vec<Term<&str>> = strips.iter().map(|&s| Term::Position(s)).collect();
    for left in [true, false] {
        let winning = searcher
            .winning_first_move(&mut arena, &borrowed, left)
            .unwrap();
        let expected = if left {
            outcome.left_wins_moving_first()
        } else {
            outcome.right_wins_moving_first()
        };
        assert_eq!(winning.is_some(), expected, "left: {left}");
    }
}

/// A search whose table of states is too small for what it decides forgets its cheapest
/// states and searches them again when it meets them: it gives the outcomes of a search
/// that keeps every state, and its winning moves win. Clobber boards searched plainly
/// (no component valued, so that every state is tabled) in a table of 64 KiB, the least
/// budget, where the table that keeps every state takes up to 1.6 MB.
#[test]
fn a_search_whose_table_forgets_gives_the_answers_of_one_that_keeps_all() {
    use crate::grid::clobber::{self, Clobber};
    use conway::partizan::{Outcome, Solver};
    let plain = |table_bytes| SearchSettings {
        valuing_credit: None,
        table_bytes,
    };
    for text in [
        "xoxox|oxoxo|xoxox",
        "xoxoxoxo|oxoxoxox",
        "xoxo|oxox|xoxo|oxox",
        "xo.xox|oxoxxo|x.oxox",
    ] {
        let mut arena = Arena::new();
        let board = clobber::parse::<u64>(text).unwrap();
        let mut keeps = Solver::new(Clobber);
        keeps.set_search(plain(None));
        let mut forgets = Solver::new(Clobber);
        forgets.set_search(plain(Some(1)));
        let all = keeps
            .outcome_of_sum(&mut arena, &[Term::Position(board)])
            .unwrap();
        let bounded = forgets
            .outcome_of_sum(&mut arena, &[Term::Position(board)])
            .unwrap();
        let footprint = forgets.sum_table_footprint();
        let (bytes, forgotten) = (footprint.bytes, footprint.forgotten);
        assert_eq!(bounded.outcome, all.outcome, "{text}");
        assert!(forgotten > 0 && bytes <= 1 << 16, "{text}: {bytes} bytes");
        for (winning, left) in [(bounded.left_move, true), (bounded.right_move, false)] {
            let Some(winning) = winning else { continue };
            let after = keeps
                .outcome_of_sum(&mut arena, &[winning.to])
                .unwrap()
                .outcome;
            let opponent_wins = match after {
                Outcome::N => true,
                Outcome::P => false,
                Outcome::L => !left,
                Outcome::R => left,
            };
            assert!(!opponent_wins, "{text}: {left} to {after}");
        }
    }
}
