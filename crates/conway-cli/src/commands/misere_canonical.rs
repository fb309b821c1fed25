//! `conway misere ... --canonical`: misère canonical forms (see
//! `conway::misere::canonical`) of the heaps of a heap game, of one position of an
//! impartial ruleset of the registry, and the outcome of a sum of heaps through them.

use super::arithmetic::{CountOptions, Subject};
use crate::error::CliError;
use conway::impartial::heap::{HeapGame, HeapRule};
use conway::impartial::Impartial;
use conway::misere::canonical::{FormId, MisereArena, RulesetForms};
use conway::misere::outcome::MisereOutcome;
use conway_games::contract::{Entry, PositionError, PositionSolver};
use serde_json::json;
use std::collections::HashMap;
use std::time::Instant;

/// The largest heap whose canonical form is computed.
pub const MAX_CANONICAL_HEAP: usize = 200;

/// The most positions of a ruleset explored for one canonical form.
pub const MAX_RULESET_POSITIONS: usize = 20_000;

/// The terms `γ0..` of the genus printed with a canonical form.
const GENUS_TERMS: usize = 8;

/// A canonical form longer than this is summarised in text (birthday, number of options).
const MAX_SHOWN_FORM: usize = 2_000;

/// A canonical form longer than this is left out of JSON (`null`).
const MAX_JSON_FORM: usize = 1_000_000;

/// The forms of a heap game's heaps.
fn heap_forms(game: &HeapGame) -> RulesetForms<HeapRule> {
    RulesetForms::new(game.rule().clone(), MisereArena::new())
}

fn check_heap(n: usize) -> Result<(), CliError> {
    if n > MAX_CANONICAL_HEAP {
        return Err(CliError::input(format!(
            "heap {n} is beyond the canonical forms computed here (heaps up to \
             {MAX_CANONICAL_HEAP})"
        )));
    }
    Ok(())
}

/// The misère outcome of a sum of heaps from the canonical form of the sum, and the number
/// of canonical forms it took.
pub fn outcome_of_heaps(
    game: &HeapGame,
    heaps: &[usize],
) -> Result<(MisereOutcome, usize), CliError> {
    heaps.iter().try_for_each(|&n| check_heap(n))?;
    let mut forms = heap_forms(game);
    let sum = forms.form_of_sum(heaps).map_err(CliError::input)?;
    Ok((forms.arena().outcome(sum), forms.arena().len()))
}

/// A form as text, or a summary when it is long.
fn shown(arena: &MisereArena, g: FormId) -> String {
    arena.display_within(g, MAX_SHOWN_FORM).unwrap_or_else(|| {
        format!(
            "(a form of birthday {} with {} options, over {MAX_SHOWN_FORM} characters \
             written out; --json gives up to {MAX_JSON_FORM})",
            arena.birthday(g),
            arena.options(g).len(),
        )
    })
}

/// What is printed of one form: the form, its genus, birthday and outcome.
struct Report {
    form: String,
    full_form: Option<String>,
    genus: String,
    birthday: u32,
    outcome: MisereOutcome,
}

fn report(arena: &mut MisereArena, g: FormId) -> Result<Report, CliError> {
    let genus = arena.genus(g, GENUS_TERMS).map_err(CliError::input)?;
    Ok(Report {
        form: shown(arena, g),
        full_form: arena.display_within(g, MAX_JSON_FORM),
        genus: genus.notation(),
        birthday: arena.birthday(g),
        outcome: arena.outcome(g),
    })
}

/// `conway misere HEAPGAME --canonical --to N`.
pub fn heap_table(
    game: &HeapGame,
    to: usize,
    options: &CountOptions,
    start: Instant,
) -> Result<(), CliError> {
    check_heap(to)?;
    let mut forms = heap_forms(game);
    let mut rows = Vec::with_capacity(to + 1);
    for n in 0..=to {
        let g = forms.form(&n).map_err(|e| {
            CliError::input(format!(
                "heap {n}: {e} (the forms of heaps 0..{n} were found)"
            ))
        })?;
        rows.push(report(forms.arena_mut(), g)?);
    }
    if options.json {
        let heaps: Vec<_> = rows
            .iter()
            .enumerate()
            .map(|(n, r)| {
                json!({"heap": n, "form": r.full_form, "genus": r.genus,
                       "birthday": r.birthday, "outcome": r.outcome.letter()})
            })
            .collect();
        options.print_json(
            Subject::Command("misere"),
            &rows.len().to_string(),
            start,
            json!({"game": game.name(), "to": to, "heaps": heaps, "forms": forms.arena().len()}),
        );
    } else {
        println!(
            "Misère canonical forms of the heaps of {} (genus g^γ0γ1..., outcome P/N):",
            game.name()
        );
        for (n, r) in rows.iter().enumerate() {
            println!("{n:>6}: {}  {} {}", r.form, r.genus, r.outcome.letter());
        }
    }
    Ok(())
}

/// The positions reachable from a ruleset position, each with its options, as the ruleset
/// writes them.
#[derive(Clone)]
struct TextGraph(HashMap<String, Vec<String>>);

impl Impartial for TextGraph {
    type Position = String;

    fn moves(&self, position: &String) -> Vec<Vec<String>> {
        self.0[position].iter().map(|o| vec![o.clone()]).collect()
    }
}

/// Every position reachable from `start`, at most [`MAX_RULESET_POSITIONS`].
fn explore(resolver: &dyn PositionSolver, name: &str, start: &str) -> Result<TextGraph, CliError> {
    let mut graph = HashMap::new();
    let mut stack = vec![start.to_string()];
    while let Some(position) = stack.pop() {
        if graph.contains_key(&position) {
            continue;
        }
        if graph.len() >= MAX_RULESET_POSITIONS {
            return Err(CliError::input(format!(
                "{name}:{start} has more than {MAX_RULESET_POSITIONS} positions, beyond the \
                 canonical forms computed here"
            )));
        }
        let options = match resolver.options(&position) {
            Ok(Some((left, _))) => left,
            Ok(None) => {
                return Err(CliError::input(format!(
                    "{name} cannot list the options of its positions, so it has no misère \
                     canonical forms here"
                )))
            }
            Err(PositionError::Invalid(e)) => {
                return Err(CliError::input(format!("{name}:{position}: {e}")))
            }
            Err(e) => return Err(CliError::input(e)),
        };
        stack.extend(options.iter().cloned());
        graph.insert(position, options);
    }
    Ok(TextGraph(graph))
}

/// `conway misere RULESET:POSITION --canonical`.
pub fn ruleset_position(
    entry: &Entry,
    position: &str,
    options: &CountOptions,
    start: Instant,
) -> Result<(), CliError> {
    let resolver = (entry.make)();
    if !resolver.is_impartial() {
        return Err(CliError::input(format!(
            "{} is not impartial: misère canonical forms are of impartial games",
            entry.name
        )));
    }
    let graph = explore(resolver.as_ref(), entry.name, position)?;
    let positions = graph.0.len();
    let mut forms = RulesetForms::new(graph, MisereArena::new());
    let g = forms.form(&position.to_string()).map_err(CliError::input)?;
    let r = report(forms.arena_mut(), g)?;
    let game = format!("{}:{position}", entry.name);
    if options.json {
        options.print_json(
            Subject::Command("misere"),
            &r.form,
            start,
            json!({"game": game, "form": r.full_form, "genus": r.genus, "birthday": r.birthday,
                   "outcome": r.outcome.letter(), "positions": positions}),
        );
    } else {
        println!("misère canonical form of {game}: {}", r.form);
        println!("genus: {}", r.genus);
        println!("birthday: {}", r.birthday);
        println!(
            "misère outcome: {} (the player to move {})",
            r.outcome.letter(),
            if r.outcome == MisereOutcome::P {
                "loses"
            } else {
                "wins"
            }
        );
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use conway::misere::genus::Genus;
    use conway::misere::outcome::{MisereSearch, WithNimHeaps};

    /// Slow twin for ruleset positions: the outcome and genus of the canonical form against
    /// plain misère search over the positions the ruleset lists.
    #[test]
    fn cram_forms_agree_with_search_over_the_positions() {
        let entry = conway_games::registry::find("cram").unwrap();
        for position in ["1x4", "2x3", "3x3", "2x4", "2x5"] {
            let resolver = (entry.make)();
            let graph = explore(resolver.as_ref(), "cram", position).unwrap();
            let copy = TextGraph(graph.0.clone());
            let mut forms = RulesetForms::new(graph, MisereArena::new());
            let g = forms.form(&position.to_string()).unwrap();
            let mut search = MisereSearch::new(WithNimHeaps(TextGraph(copy.0.clone())));
            let slow = Genus::of_sum(&copy, &[position.to_string()], 6, &mut search).unwrap();
            assert_eq!(
                forms.arena_mut().genus(g, 6).unwrap(),
                slow,
                "cram:{position}"
            );
        }
    }
}
