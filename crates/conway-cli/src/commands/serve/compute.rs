//! What the explorer computes, as JSON: the same keys as `conway value --all --json` and
//! `conway grundy --json`, plus what a page draws (boards, the thermograph, the options).
//!
//! The options of a game are listed twice over when they can be: for a ruleset position
//! (of any ruleset but `staircase`, whose options are Young diagrams: see
//! [`registry::PositionSolver::options`]), the *moves* of the position, each a position of
//! the ruleset with its board and value (`0` when nothing is left), marked **dominated**,
//! **reversible** and **sensible** as [`conway::partizan::sensible`] defines them (the
//! marks `conway moves` prints); otherwise the options of the canonical form, which has no
//! dominated or reversible option by definition and whose options are all sensible. A
//! loopy expression ([`crate::loopy`]) gets the report of `conway value` on it and the
//! options of its canonical stopper (or of its graph), within size limits of its own,
//! since the loopy engine does not poll the job's flag.

use super::super::grundy;
use super::super::value::theory::ValueTheory;
use super::super::value::ValueSummary;
use super::jobs::Control;
use crate::error::CliError;
use crate::expression::{
    canonical_text, thermograph, within_work_limit, Database, Printing, PRINT_LIMIT,
};
use crate::loopy::{outcome_meaning, LoopyValue};
use conway::impartial::heap::{HeapGame, MAX_HEAP};
use conway::loopy::notation::display_within;
use conway::loopy::sides::Side as LoopySide;
use conway::partizan::sensible::{mark_moves, Player};
use conway::partizan::sum_search::SearchSettings;
use conway::partizan::{parse_with, thermograph_svg, Arena, GameId};
use conway_games::contract::{Editor, EditorShape, EditorStart};
use conway_games::loopy_positions::LOOPY_RULESETS;
use conway_games::positions::RulesetPositions;
use conway_games::registry;
use conway_games::store::Store;
use conway_games::sum_outcome::outcome_of_expression;
use serde_json::{json, Value};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

/// The longest expression accepted (characters).
pub const MAX_EXPRESSION: usize = 10_000;

/// Refuses an expression longer than [`MAX_EXPRESSION`] characters.
fn within_length(expr: &str) -> Result<(), CliError> {
    if expr.chars().count() > MAX_EXPRESSION {
        return Err(CliError::input(format!(
            "the expression is longer than {MAX_EXPRESSION} characters"
        )));
    }
    Ok(())
}

/// The largest heap listed by the Grundy plot.
pub const MAX_PLOT_TO: usize = 100_000;

/// Options listed at most, per player.
const MAX_OPTIONS: usize = 200;

/// The most vertices of a loopy stopper's graph the explorer values (the Fox and Geese
/// board of 6 rows takes about 2 s); the command line goes to the library's limit.
pub const MAX_LOOPY_STOPPER: usize = 1 << 17;

/// The most vertices of a loopy game that is not a stopper the explorer values: the
/// search for its sides tries the edges on alternating cycles one by one, each checked
/// on the states of a comparison, so its time grows much faster than the graph.
pub const MAX_LOOPY_SIDED: usize = 256;

/// The longest text of a loopy option listed (characters).
const MAX_OPTION_TEXT: usize = 2_000;

/// How the explorer's outcome jobs search: the default valuing credit, and a table of at
/// most 512 MiB per job (the work limit bounds a job's memory too, but the server's
/// limit may be raised; several jobs run at once).
const JOB_SEARCH: SearchSettings = SearchSettings {
    valuing_credit: Some(conway::partizan::sum_search::VALUING_CREDIT),
    table_bytes: Some(512 << 20),
};

/// The work limit of one valuation.
#[derive(Clone, Copy, Debug)]
pub struct WorkSteps {
    /// The most work steps (0: none).
    pub steps: u64,
    /// Whether the page asked for this limit ("compute anyway": as many steps as the server
    /// allows), rather than running under the server's `--work-limit`.
    pub lifted: bool,
}

impl WorkSteps {
    /// The explorer's refusal of a valuation that passed `steps`, saying how to go on.
    fn refusal(self, steps: u64) -> CliError {
        let message = if self.lifted {
            format!(
                "the computation needs more than {steps} work steps, the most this server \
                 allows (conway serve --max-work-limit; 0: no limit)"
            )
        } else {
            format!(
                "the computation needs more than {steps} work steps (the explorer's work \
                 limit, conway serve --work-limit); \"compute anyway\" lifts it up to conway \
                 serve --max-work-limit (it may take long and much memory)"
            )
        };
        CliError::WorkLimit { steps, message }
    }
}

/// Parses `expr` with the registry's positions, reporting the solver's progress.
fn parse(
    arena: &mut Arena,
    expr: &str,
    control: &Arc<Control>,
    store: Option<&Store>,
) -> Result<GameId, CliError> {
    within_length(expr)?;
    let reporter = Arc::clone(control);
    let mut positions = RulesetPositions::with_progress(Box::new(move |done, total| {
        reporter.progress(done, total)
    }));
    positions.set_store(store.cloned());
    let game = parse_with(arena, expr, &mut positions)
        .map_err(|e| CliError::input(format!("invalid game expression: {e}")));
    drop(positions); // the last results committed to the database
    Database::check(store)?;
    game
}

/// The drawing of a ruleset position, if `expr` is one that draws.
fn board(expr: &str) -> Option<String> {
    let (entry, argument) = crate::moves::single_position(expr)?;
    (entry.draw)(argument).ok()
}

/// Everything the explorer shows of the game `expr`.
/// Runs in an arena bounded by `work` and stopped when the job is; passing the work limit
/// is [`WorkSteps::refusal`].
pub fn value(
    expr: &str,
    control: &Arc<Control>,
    work: WorkSteps,
    store: Option<&Store>,
) -> Result<Value, CliError> {
    within_work_limit(work.steps, |arena| {
        let stop = Arc::clone(control);
        arena.set_interrupt(Some(Box::new(move || stop.stopped())));
        if crate::loopy::is_loopy(expr) {
            return loopy_value(arena, expr);
        }
        value_in(arena, expr, control, store)
    })
    .map_err(|e| match e {
        CliError::WorkLimit { steps, .. } => work.refusal(steps),
        e => e,
    })
}

/// The explorer's report on a loopy expression: the keys of `conway value EXPR --json`,
/// the outcome in words, and the options of the canonical stopper (of the game's graph
/// for a game that is not a stopper), each printed in the loopy notation. Short parts are
/// valued in `arena` (bounded by the work limit); the loopy engine does not poll the
/// job's flag, so its work is bounded by the size of the graph instead
/// ([`MAX_LOOPY_STOPPER`], [`MAX_LOOPY_SIDED`]).
fn loopy_value(arena: &mut Arena, expr: &str) -> Result<Value, CliError> {
    within_length(expr)?;
    let value = crate::loopy::read_value(arena, expr, "game expression")?;
    for side in [LoopySide::On, LoopySide::Off] {
        let game = value.graph_for(side);
        let (limit, kind) = match game.is_stopper() {
            true => (MAX_LOOPY_STOPPER, "a stopper"),
            false => (MAX_LOOPY_SIDED, "a game that is not a stopper"),
        };
        if game.len() > limit {
            return Err(CliError::input(format!(
                "refused: the explorer values {kind} of at most {limit} positions, and \
                 this one has {}; conway value on the command line goes to {} positions",
                game.len(),
                conway::loopy::MAX_VERTICES
            )));
        }
    }
    let printing = Printing::default();
    let report = LoopyValue::of(arena, &value, printing, false)?;
    // a sided value s & t that is not a game has no options
    let shown = report.canonical_game().or(value.game());
    let options = |arena: &mut Arena, left: bool| -> Vec<Value> {
        let Some(shown) = shown else {
            return Vec::new();
        };
        shown
            .edges(0, left)
            .iter()
            .take(MAX_OPTIONS)
            .filter_map(|&w| {
                let follower = shown.follower(w).ok()?;
                let text = display_within(arena, &follower, printing.style(), MAX_OPTION_TEXT)?;
                Some(unmarked_option(&text))
            })
            .collect()
    };
    let mut json = report.json(expr);
    let object = json.as_object_mut().expect("a JSON object");
    object.insert(
        "outcome_meaning".into(),
        json!(outcome_meaning(report.outcome())),
    );
    object.insert("board_svg".into(), json!(loopy_board(expr)));
    object.insert("thermograph_svg".into(), json!(""));
    object.insert(
        "options".into(),
        json!({
            "source": match (report.canonical_game(), shown) {
                (Some(_), _) => "canonical stopper",
                (None, Some(_)) => "graph",
                (None, None) => "sided value",
            },
            "left": options(arena, true),
            "right": options(arena, false),
        }),
    );
    Ok(json)
}

/// The drawing of a loopy ruleset's position, if `expr` is one that draws.
fn loopy_board(expr: &str) -> Option<String> {
    let (name, argument) = expr.trim().split_once(':')?;
    let entry = LOOPY_RULESETS.iter().find(|e| e.name == name.trim())?;
    (entry.draw?)(argument).ok()
}

/// Who wins `expr` (the answer of `conway outcome EXPR --json`), bounded and stopped as
/// [`value`] is, its progress the work steps taken.
pub fn outcome(
    expr: &str,
    control: &Arc<Control>,
    work: WorkSteps,
    store: Option<&Store>,
) -> Result<Value, CliError> {
    within_length(expr)?;
    if crate::loopy::is_loopy(expr) {
        return Err(CliError::input(
            "a loopy game: its outcome with draws is shown by Value (and by conway outcome \
             on the command line)",
        ));
    }
    within_work_limit(work.steps, |arena| {
        let watch = Arc::clone(control);
        let checks = AtomicU64::new(0);
        arena.set_watch(Some(Box::new(move |done| {
            if checks.fetch_add(1, Ordering::Relaxed).is_multiple_of(4096) {
                watch.progress(done, work.steps);
            }
            watch.stopped()
        })));
        let start = arena.work();
        let mut positions = RulesetPositions::new();
        positions.set_store(store.cloned());
        let found = outcome_of_expression(arena, &mut positions, expr, JOB_SEARCH)
            .map_err(|e| CliError::input(format!("invalid expression: {e}")));
        let table = positions.sum_table_footprint();
        drop(positions); // the last results committed to the database
        Database::check(store)?;
        let found = found?;
        Ok(super::super::outcome::json(
            expr,
            &found,
            arena.work() - start,
            table,
        ))
    })
    .map_err(|e| match e {
        CliError::WorkLimit { steps, .. } => work.refusal(steps),
        e => e,
    })
}

fn value_in(
    arena: &mut Arena,
    expr: &str,
    control: &Arc<Control>,
    store: Option<&Store>,
) -> Result<Value, CliError> {
    let printing = Printing::default();
    let g = parse(arena, expr, control, store)?;
    let basics = ValueSummary::of(arena, g, printing, PRINT_LIMIT)?;
    let further = ValueTheory::of(arena, g, printing)?;
    let th = thermograph(arena, g)?;
    let mut report = basics.json(expr);
    let object = report.as_object_mut().expect("a JSON object");
    object.extend(further.json());
    object.insert(
        "thermograph_svg".into(),
        json!(thermograph_svg::svg(&th, expr)),
    );
    object.insert("board_svg".into(), json!(board(expr)));
    object.insert("options".into(), options(arena, g, expr, control, store)?);
    Ok(report)
}

/// The options of `g` (written `expr`): the moves of a ruleset position, or the canonical
/// form's options.
fn options(
    arena: &mut Arena,
    g: GameId,
    expr: &str,
    control: &Arc<Control>,
    store: Option<&Store>,
) -> Result<Value, CliError> {
    if let Some((left, right)) = crate::moves::move_expressions(expr)? {
        let games = |arena: &mut Arena, positions: Vec<String>| -> Result<Vec<Move>, CliError> {
            positions
                .into_iter()
                .take(MAX_OPTIONS)
                .map(|position| {
                    let game = parse(arena, &position, control, store)?;
                    Ok(Move { position, game })
                })
                .collect()
        };
        let left = games(arena, left)?;
        let right = games(arena, right)?;
        return Ok(json!({
            "source": "moves",
            "left": marked(arena, g, &left, Player::Left)?,
            "right": marked(arena, g, &right, Player::Right)?,
        }));
    }
    let pair = arena
        .options(g)
        .map_err(|e| CliError::input(format!("cannot list the options: {e}")))?;
    let canonical = |arena: &mut Arena, games: &[GameId]| -> Result<Vec<Value>, CliError> {
        games
            .iter()
            .map(|&o| {
                let text = canonical_text(arena, o, Printing::default())?;
                Ok(unmarked_option(&text))
            })
            .collect()
    };
    Ok(json!({
        "source": "canonical form",
        "left": canonical(arena, &pair.0)?,
        "right": canonical(arena, &pair.1)?,
    }))
}

/// An option listed by its value alone (no board, never marked): the text is both the
/// position to explore and its value.
fn unmarked_option(text: &str) -> Value {
    json!({
        "position": text,
        "canonical": text,
        "board_svg": null,
        "dominated": false,
        "reversible": false,
        "sensible": true,
    })
}

/// A move of a position: the position reached and its value.
struct Move {
    position: String,
    game: GameId,
}

/// The moves of one player as JSON, with their marks ([`conway::partizan::sensible`]).
fn marked(
    arena: &mut Arena,
    g: GameId,
    moves: &[Move],
    player: Player,
) -> Result<Vec<Value>, CliError> {
    let games: Vec<GameId> = moves.iter().map(|m| m.game).collect();
    let marks = mark_moves(arena, g, &games, player)
        .map_err(|e| CliError::input(format!("cannot list the options: {e}")))?;
    moves
        .iter()
        .zip(marks)
        .map(|(m, marks)| {
            Ok(json!({
                "position": m.position,
                "canonical": canonical_text(arena, m.game, Printing::default())?,
                "board_svg": board(&m.position),
                "dominated": marks.dominated,
                "reversible": marks.reversible,
                "sensible": marks.sensible,
            }))
        })
        .collect()
}

/// The Grundy values `G(0..=to)` of a heap game and their period, as `conway grundy
/// --json` gives them.
pub fn grundy(game: &str, to: usize, control: &Arc<Control>) -> Result<Value, CliError> {
    if to > MAX_PLOT_TO {
        return Err(CliError::input(format!(
            "heaps up to {to}: the explorer plots heaps up to {MAX_PLOT_TO} (use conway grundy \
             for more, up to {MAX_HEAP})"
        )));
    }
    let heap = HeapGame::parse(game).map_err(CliError::input)?;
    let stop = Arc::clone(control);
    let sequence = heap
        .sequence(to, None, &mut |done, total| {
            stop.progress(done, total);
        })
        .map_err(CliError::input)?;
    if control.stopped() {
        return Err(CliError::input("interrupted"));
    }
    let mut out = Vec::new();
    grundy::output::write_json(&mut out, game, to, &sequence)?;
    serde_json::from_slice(&out).map_err(|e| CliError::Internal(e.to_string()))
}

/// How the board editor draws a ruleset's positions (see [`Editor`]): `shape`, the
/// `symbols` a click cycles through, `start`, the symbol of a new board's cells or the
/// two of a checkerboard (even, odd), and for a grid graph the keyword `marks` before its
/// vertices' symbols.
fn editor_json(editor: &Editor) -> Value {
    let (shape, marks) = match editor.shape {
        EditorShape::Grid => ("grid", None),
        EditorShape::Strip => ("strip", None),
        EditorShape::GridGraph { marks } => ("graph", Some(marks)),
        EditorShape::Diagram => ("diagram", None),
    };
    let first = editor.symbols.chars().next().unwrap_or('.');
    let start = match editor.start {
        EditorStart::First => json!(first.to_string()),
        EditorStart::Fill(c) => json!(c.to_string()),
        EditorStart::Checkerboard(even, odd) => json!([even.to_string(), odd.to_string()]),
    };
    let mut json = json!({ "shape": shape, "symbols": editor.symbols, "start": start });
    if let Some(marks) = marks {
        json["marks"] = json!(marks);
    }
    json
}

/// The registry's rulesets, for the board editor.
pub fn rulesets() -> Value {
    let list: Vec<Value> = registry::RULESETS
        .iter()
        .map(|e| {
            json!({
                "name": e.name,
                "about": e.about,
                "syntax": e.syntax,
                "examples": e.examples,
                "impartial": e.solver().is_impartial(),
                "editor": e.editor.as_ref().map(editor_json),
            })
        })
        .collect();
    Value::Array(list)
}
