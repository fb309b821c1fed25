//! `conway misere ... --canonical`: misère canonical forms (see
//! `conway::misere::canonical`) of the heaps of a heap game, of one position of an
//! impartial ruleset of the registry (through the bridge, its components' forms summed:
//! [`PositionSolver::misere_form`](conway_games::registry::PositionSolver::misere_form)), and the
//! outcome of a sum of heaps through them.

use crate::counting::{CountOptions, Subject};
use crate::error::CliError;
use conway::impartial::heap::{HeapGame, HeapRule};
use conway::misere::canonical::{FormId, MisereArena, RulesetForms};
use conway::misere::outcome::MisereOutcome;
use conway_games::contract::{Entry, MisereFormError};
use serde_json::json;
use std::time::Instant;

/// The largest heap whose canonical form is computed.
pub const MAX_CANONICAL_HEAP: usize = 200;

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

/// `conway misere RULESET:POSITION --canonical`.
pub fn ruleset_position(
    entry: &Entry,
    position: &str,
    options: &CountOptions,
    start: Instant,
) -> Result<(), CliError> {
    let game = format!("{}:{position}", entry.name);
    let mut arena = MisereArena::new();
    let found = entry
        .solver()
        .misere_form(&mut arena, position)
        .map_err(|e| match e {
            MisereFormError::Invalid(e) => CliError::input(format!("{game}: {e}")),
            MisereFormError::Partizan => CliError::input(format!(
                "misère tools need an impartial ruleset; {} is partizan",
                entry.name
            )),
            MisereFormError::Refused(e) => CliError::input(format!(
                "{game}: {e}; the misère canonical forms of this position are out of reach \
                 here (conway grundy gives its normal-play value)"
            )),
        })?;
    let (g, positions) = (found.form, found.positions);
    let r = report(&mut arena, g)?;
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
