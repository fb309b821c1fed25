//! Game expressions as every command that reads them reads them: the syntax and its help
//! text, the ruleset positions known to conway-games (their solvers shared by all the
//! expressions of a command), the work limit (`--work-limit`) and its refusal, the printing
//! options (`--unicode`), canonical forms refused past [`PRINT_LIMIT`] characters, and the
//! large stack the partizan engine runs on. Used by `value`, `compare`, `thermograph`,
//! `count-sums`, `grundy` and `serve`.
//!
//! The computation runs on a thread with a large stack, under the limits of the partizan
//! engine (nesting, depth, expansion: [`conway::partizan::limits`]) and a work limit
//! ([`WORK_LIMIT`]) chosen so that any accepted input ends in seconds.

use crate::error::CliError;
use crate::progress::Context;
use conway::partizan::{parse_with, Arena, GameId, Style, MAX_DEPTH, MAX_EXPANSION, MAX_NESTING};
use conway_games::positions::RulesetPositions;
use conway_games::store::Store;
use std::path::PathBuf;

/// The syntax of game expressions and the limits, shared by `value` and `thermograph`.
pub fn syntax() -> String {
    format!(
        "\
EXPR is a short game in the usual notation:
  3, -1/2, 3/4         numbers (dyadic: the denominator is a power of 2)
  *, *3                nimbers
  ^, ^2, v, v3         up, double up, down, triple down; juxtaposition adds: 1/2^* = 1/2 + ^ + *
  ↑, ⇑, ↑3, ↓, ⇓       the same with arrows (printed so with --unicode)
  ±G or +-G            {{G|-G}}: ±1 = {{1|-1}}
  x±G                  {{x+G|x-G}}: 2±1 = {{3|1}}
  {{1,*|-1}}             Left's options | Right's options; the longest bar splits first:
                       {{3||2|1}} = {{3|{{2|1}}}}
  Tiny(G), Miny(G)     {{0||0|-G}} and {{G|0||0}}
  a+b, a-b, -a, (a)    sums, differences, negatives
  G:H                  the ordinal sum (binds tighter than +: 1:1 + 1 = 3)
  cool(G,t)            G cooled by the number t >= 0
  heat(G,t)            G heated by t
  overheat(G,s,t)      G overheated from s > 0 to t
  norton(G,U)          the Norton product G.U, for U > 0
  rcf(G)               the reduced canonical form (infinitesimals ignored)
  conjunctive(G,H)     the conjunctive compound: a move is a move in every component
  selective(G,H)       the selective compound: a move in any nonempty set of components
  shortened(G,H)       the shortened selective compound: selective, but a player with no
                       move in some component has none (each takes G and H in canonical
                       form: unlike +, they depend on forms; Winning Ways ch. 9 and 14)
  product(G,H)         Conway's product (ONAG ch. 1): the product on numbers, the
                       nim-product on nimbers, of the canonical forms otherwise
Left is the player who wants the value positive. Ruleset positions are NAME:POSITION
(conway rulesets lists each ruleset with the syntax of its positions):
{rulesets}
A position ends at the first character that cannot belong to it (a space, +, -, ), }}, ...;
graph rulesets also read - and :); inside braces a comma and / belong to it and | ends
it, so write {{(young:3,1), 0 | 1}} and {{domineering:../.. | 0}}; between the arguments
of a function a comma ends it: cool(domineering:2x3,1), cool((young:3,1),1).

Outcome: L (Left wins whoever starts), R (Right wins whoever starts), N (the player to
move wins), P (the player to move loses). Temperatures follow Siegel: -1 for integers,
-1/2^k for m/2^k, 0 for infinitesimals.

Limits (exit status 2 and a message beyond them): braces and parentheses nest at most
{MAX_NESTING} deep and canonical forms are at most {MAX_DEPTH} moves deep; *m and n.^ are
added to games not of the form x + n.^ + *m only for |n| + m <= {MAX_EXPANSION}; a
computation stops after --work-limit steps, by default {WORK_LIMIT} (a few seconds and a
few hundred MB at most; Domineering boards up to 5x5, 4x7, 3x10 and 2x20 fit, 6x6, 5x6,
4x8, 3x11 and 2x21 do not, nor do sums of a few dozen different hot games); canonical
forms longer than {PRINT_LIMIT} characters are not printed. Long ruleset searches show a
progress bar on a terminal.",
        rulesets = ruleset_lines(),
    )
}

/// One line per ruleset: its first example and what it is.
fn ruleset_lines() -> String {
    conway_games::registry::RULESETS
        .iter()
        .map(|e| format!("  {:<22} {}", e.examples[0], e.about))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The work limit option, shared by `value` and `thermograph`.
#[derive(clap::Args, Debug)]
pub struct WorkLimit {
    /// The most work steps the computation may take (a step is well under a microsecond
    /// and a few dozen bytes; 0: no limit, for long runs on a big machine).
    #[arg(long, value_name = "STEPS", default_value_t = WORK_LIMIT)]
    work_limit: u64,
}

impl WorkLimit {
    /// The limit in steps (0: none).
    pub fn steps(&self) -> u64 {
        self.work_limit
    }

    /// Runs `compute` on a thread with a large stack ([`on_large_stack`]) and an arena
    /// with this work limit ([`within_work_limit`]).
    pub fn compute<T: Send>(
        &self,
        compute: impl FnOnce(&mut Arena) -> Result<T, CliError> + Send,
    ) -> Result<T, CliError> {
        on_large_stack(|| within_work_limit(self.work_limit, compute))
    }
}

/// The database option, shared by the commands that value or decide positions.
#[derive(clap::Args, Debug)]
pub struct Database {
    /// Keep the values and outcomes of costly positions in the database FILE (SQLite;
    /// created if missing) and look there before searching: a rerun, a related question or
    /// another process (several may share it) finds them instead of searching again. A run
    /// stopped or killed keeps what it committed (results are committed every second). A
    /// corrupted database is refused. See `conway db`.
    #[arg(long, value_name = "FILE")]
    db: Option<PathBuf>,
}

impl Database {
    /// The database, opened (created if missing), if one was named.
    pub fn open(&self) -> Result<Option<Store>, CliError> {
        self.db
            .as_deref()
            .map(Store::open)
            .transpose()
            .map_err(CliError::input)
    }

    /// After a computation: a failure of the database (a corrupted record, a failed
    /// write) as an error, so that an answer found beside a damaged database is reported
    /// with it.
    pub fn check(store: Option<&Store>) -> Result<(), CliError> {
        match store.and_then(Store::failure) {
            Some(failure) => Err(CliError::input(failure)),
            None => Ok(()),
        }
    }
}

/// Runs `compute` on an arena that refuses after `steps` work steps (0: no limit). A
/// failure once the arena has passed its limit is [`CliError::work_limit`], whichever
/// step met it and however it worded the refusal (the parser, a ruleset's search, the
/// thermograph, a comparison): a refusal for size, not invalid input.
pub fn within_work_limit<T>(
    steps: u64,
    compute: impl FnOnce(&mut Arena) -> Result<T, CliError>,
) -> Result<T, CliError> {
    let mut arena = match steps {
        0 => Arena::new(),
        steps => Arena::with_work_limit(steps),
    };
    compute(&mut arena).map_err(|e| match arena.work_limit_passed() {
        Some(steps) => CliError::work_limit(steps),
        None => e,
    })
}

/// The default of `--work-limit` (see [`Arena::with_work_limit`]).
pub const WORK_LIMIT: u64 = 16_000_000;

/// The longest canonical form printed, in characters.
pub const PRINT_LIMIT: usize = 10_000_000;

/// The stack of the computing thread: recursion in the engine is bounded by a few
/// thousand frames (the nesting and depth limits), far below this.
const STACK_BYTES: usize = 256 << 20;

/// Runs `job` on a thread with a large stack; a panic there is an internal failure.
pub fn on_large_stack<T: Send>(
    job: impl FnOnce() -> Result<T, CliError> + Send,
) -> Result<T, CliError> {
    std::thread::scope(|scope| {
        let worker = std::thread::Builder::new()
            .stack_size(STACK_BYTES)
            .spawn_scoped(scope, job)
            .map_err(|e| CliError::Internal(format!("cannot start a thread: {e}")))?;
        worker
            .join()
            .unwrap_or_else(|_| Err(CliError::Internal("internal error (panic)".into())))
    })
}

/// Parses expressions, each given with its name in messages, with the ruleset positions
/// known to conway-games: the rulesets' solvers, and so their transposition tables, are
/// shared by all the expressions. Draws a progress bar for long ruleset computations (on
/// a terminal, without `--quiet`). An error message starts `invalid NAME:`, so that a
/// command reading several expressions says which one is at fault.
pub fn evaluate<const N: usize>(
    arena: &mut Arena,
    expressions: [(&str, &str); N],
    ctx: &Context,
    store: Option<&Store>,
) -> Result<[GameId; N], CliError> {
    let games = evaluate_all(arena, &expressions, ctx, store)?;
    Ok(games.try_into().expect("one game per expression"))
}

/// [`evaluate`] for any number of expressions, each with the name its errors give it.
pub fn evaluate_all(
    arena: &mut Arena,
    expressions: &[(&str, &str)],
    ctx: &Context,
    store: Option<&Store>,
) -> Result<Vec<GameId>, CliError> {
    let bar = ctx.progress(0, "solving moves");
    let mut positions = RulesetPositions::with_progress(Box::new(|done, total| {
        bar.set_length(total);
        bar.set_position(done);
    }));
    positions.set_store(store.cloned());
    let games: Result<Vec<GameId>, CliError> = expressions
        .iter()
        .map(|&(expr, name)| {
            parse_with(arena, expr, &mut positions).map_err(|e| {
                // a loopy game read by a command of short games: say so, not "unknown name"
                let loopy = if crate::loopy::is_loopy(expr) {
                    " (this is a loopy game, whose play may repeat: conway value, compare \
                     and outcome take loopy games; this command takes short games only)"
                } else {
                    ""
                };
                CliError::input(format!("invalid {name}: {e}{loopy}"))
            })
        })
        .collect();
    drop(positions); // the last results committed to the database
    bar.finish_and_clear();
    Database::check(store)?;
    games
}

/// The printing option, shared by the commands that print games.
#[derive(clap::Args, Clone, Copy, Debug, Default)]
pub struct Printing {
    /// Print up and down with arrows, as the literature does (↑, ⇑, ↑3, ↓, ⇓*), instead
    /// of ^ and v; either reads back as the same game.
    #[arg(long)]
    unicode: bool,
}

impl Printing {
    /// The notation's style.
    pub fn style(self) -> Style {
        if self.unicode {
            Style::Unicode
        } else {
            Style::Plain
        }
    }
}

/// The canonical form of `g` as text, refused beyond [`PRINT_LIMIT`] characters.
pub fn canonical_text(arena: &Arena, g: GameId, printing: Printing) -> Result<String, CliError> {
    arena
        .display_styled(g, printing.style(), PRINT_LIMIT)
        .ok_or_else(|| {
            CliError::input(format!(
                "the canonical form has more than {PRINT_LIMIT} characters (the printing limit)"
            ))
        })
}

/// The thermograph of `g`, or a message saying that it leaves the exact range.
pub fn thermograph(
    arena: &mut Arena,
    g: GameId,
) -> Result<std::sync::Arc<conway::partizan::Thermograph>, CliError> {
    arena.thermograph(g).map_err(|e| {
        CliError::input(format!(
            "cannot compute the thermograph (mean, temperature): {e}"
        ))
    })
}

/// The bytes of `--table-memory MIB` (`None` for 0: no bound), refused if it overflows.
pub fn table_bytes(mib: u64) -> Result<Option<u64>, CliError> {
    if mib == 0 {
        return Ok(None);
    }
    mib.checked_mul(1 << 20).map(Some).ok_or_else(|| {
        CliError::input(format!(
            "--table-memory {mib} MiB is more than 2^64 bytes; give at most {} (or 0: no bound)",
            u64::MAX >> 20
        ))
    })
}
