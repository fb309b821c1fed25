//! `conway misere GAME`: misère play of a heap game — the outcome of a sum of heaps
//! (`--heaps 3,5,7`), the misère quotient (`--quotient --to N`), counts of misère
//! P-positions (`--count`), the genus of each heap (`--genus --to N`), and misère
//! canonical forms (`--canonical`, also of a position of an impartial ruleset; see
//! [`canonical`]).

use crate::counting::{CountOptions, Subject};
mod canonical;

use crate::error::CliError;
use crate::progress::Context;
use conway::count::heap_positions::HeapPositions;
use conway::impartial::heap::HeapGame;
use conway::misere::count::count;
use conway::misere::genus::Genus;
use conway::misere::monoid::{generator_name, word_name};
use conway::misere::outcome::{MisereSearch, WithNimHeaps};
use conway::misere::quotient::{HeapQuotient, QuotientLimits, MAX_ORDER, MAX_QUOTIENT_HEAP};
use conway_games::registry;
use serde_json::json;
use std::time::Instant;

/// Heaps of sizes `1..=CHECK_SIZE`, at most `CHECK_HEAPS` of them: the sums on which
/// `--quotient` compares the quotient with the misère search.
const CHECK_SIZE: usize = 8;
const CHECK_HEAPS: usize = 3;

/// The terms `γ0..` of a genus computed by `--genus`.
const GENUS_TERMS: usize = 8;

/// The most sums `--by search` memoises: its cost grows exponentially with the heaps, so
/// it stops within seconds; the quotient (the default) reaches further.
const SEARCH_LIMIT: usize = 500_000;

/// The largest heap `--genus` reaches (the search is exponential).
const MAX_GENUS_HEAP: usize = 40;

/// The most successor sums the search of `--genus` forms: about
/// [`GENUS_WORK_SECONDS`] CPU-seconds (measured on an AMD EPYC: kayles to heap 40 forms
/// fewer than 40 million in 78 CPU-seconds, about 2 µs a sum), so that games whose
/// genera grow costly stop early.
const GENUS_WORK_LIMIT: u64 = 2_000_000;

/// The CPU-seconds [`GENUS_WORK_LIMIT`] takes, as the refusal says.
const GENUS_WORK_SECONDS: u64 = 3;

/// Options of `conway misere`.
#[derive(clap::Args, Debug)]
#[command(after_help = "\
Under misère play the player who cannot move wins. GAME is a heap game as in conway grundy
(sub:1,3,4, octal:0.07, kayles, dawson, ...), or, with --canonical only, a position of an
impartial ruleset (cram:2x3; see conway rulesets).

  --heaps 3,5,7          the misère outcome of the sum: P (the player to move loses) or N,
                         through the misère quotient of the heaps up to the largest one,
                         or by plain search if that quotient is out of reach (--by search:
                         by plain search over the sums; --by quotient: only through the
                         quotient; --by canonical: from the misère canonical form)
  --quotient --to N      the misère quotient of the heaps 0..=N, by the incremental
                         algorithm of Plambeck-Siegel (as in Siegel's MisereSolver): order,
                         generators (the heaps whose element is not a product of smaller
                         heaps'), relations, P-portion, each heap's element, the period of
                         the heaps' elements (observed only), and a check against plain
                         search on every sum of at most 3 heaps of sizes up to 8. Dawson's
                         Kayles to heap 30 has order 360, as MisereSolver found (a second)
  --count --heaps-up-to B --games M
                         the misère P-positions among multisets (--ordered: tuples) of M
                         heaps of sizes 0..=B, counted through the quotient (exact, or
                         --modulus P)
  --genus --to N         Conway's genus g^(γ0γ1...) of each heap 0..=N (γn: the misère
                         Grundy value of the heap plus n copies of *2; 8 terms computed)
  --canonical --to N     the misère canonical form (Conway's simplest form: reversible
                         options bypassed, with the proviso) of each heap 0..=N, its genus
                         and outcome; forms are written 0, *, *2, ... for nim heaps and
                         {A,B,...} for the others
  RULESET:POSITION --canonical
                         the canonical form, genus, birthday and misère outcome of one
                         position

Limits: quotients of heaps up to 2000, of order at most --max-order (default 1000, at least
1, at most 2000), with trial monoids of at most 16 x that order before their reduction and
4 x after, and 20 million states checked in all;
a quotient that grows past them is refused within seconds, saying the heap reached (Dawson's
Kayles: heap 34; the quotient to heap 33 has order 638), and --heaps then asks plain search.
--by search stops after 500000 sums. --genus up to heap 40 and 2 million search steps
(about 3 CPU-seconds; the refusal names the largest --to within it).
Canonical forms: heaps up to 200, at most 200000 distinct forms and 10^8 steps of work
(refused past them), ruleset positions with at most 250000 positions met (each region of
a board is a component, valued once: cram:5x5 in seconds).

Examples:
  conway misere dawson --heaps 3,5,7
  conway misere octal:0.75 --quotient --to 30
  conway misere dawson --heaps 20,30
  conway misere kayles --quotient --to 8 --json
  conway misere dawson --count --heaps-up-to 8 --games 4
  conway misere octal:0.312 --genus --to 6
  conway misere kayles --canonical --to 6
  conway misere cram:2x3 --canonical --json
  conway misere dawson --heaps 3,5,7 --by canonical")]
#[command(group(clap::ArgGroup::new("what").required(true).args(["heaps", "quotient", "count", "genus", "canonical"])))]
pub struct Args {
    /// The heap game.
    game: String,
    /// The misère outcome of this sum of heaps (sizes separated by commas).
    #[arg(long, value_name = "LIST", value_delimiter = ',')]
    heaps: Option<Vec<usize>>,
    /// With --heaps: decide by plain search over the sums (same as --by search).
    #[arg(long, requires = "heaps", conflicts_with = "by")]
    search: bool,
    /// With --heaps: how the outcome is found.
    #[arg(long, value_enum, requires = "heaps", value_name = "METHOD")]
    by: Option<Method>,
    /// Print the misère quotient of the heaps 0..=N (needs --to).
    #[arg(long, requires = "to")]
    quotient: bool,
    /// Count misère P-positions (needs --heaps-up-to and --games).
    #[arg(long, requires_all = ["heaps_up_to", "games"])]
    count: bool,
    /// Print the genus of each heap 0..=N (needs --to).
    #[arg(long, requires = "to")]
    genus: bool,
    /// Print misère canonical forms: of each heap 0..=N of a heap game (needs --to), or of
    /// one position RULESET:POSITION.
    #[arg(long)]
    canonical: bool,
    /// The largest heap of --quotient, --genus or --canonical.
    #[arg(long, value_name = "N")]
    to: Option<usize>,
    /// With --count: heap sizes range over 0..=B.
    #[arg(long, value_name = "B", requires = "count")]
    heaps_up_to: Option<usize>,
    /// With --count: the number of heaps, 1 <= M <= 1000.
    #[arg(long, value_name = "M", requires = "count")]
    games: Option<u64>,
    /// With --count: heaps are ordered (count M-tuples).
    #[arg(long, requires = "count", conflicts_with = "multiset")]
    ordered: bool,
    /// With --count: heaps are unordered (multisets, the default).
    #[arg(long, requires = "count")]
    multiset: bool,
    /// The largest order of a quotient computed (at most 2000).
    #[arg(long, value_name = "K", default_value_t = QuotientLimits::default().max_order)]
    max_order: usize,
    #[command(flatten)]
    options: CountOptions,
}

/// How `--heaps` finds the outcome of a sum.
#[derive(Copy, Clone, Debug, PartialEq, Eq, clap::ValueEnum)]
enum Method {
    /// Through the misère quotient of the heaps up to the largest one.
    Quotient,
    /// By plain search over the sums.
    Search,
    /// From the misère canonical form of the sum.
    Canonical,
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    let start = Instant::now();
    args.options.check()?;
    if let Some((name, position)) = args.game.split_once(':') {
        if let Some(entry) = registry::find(name) {
            if !args.canonical {
                return Err(CliError::input(format!(
                    "{} is a position of the ruleset {name}: conway misere takes it with --canonical only (the other questions are about heap games)",
                    args.game
                )));
            }
            if args.to.is_some() {
                return Err(CliError::input(
                    "--to applies to heap games; a ruleset position has one canonical form",
                ));
            }
            return canonical::ruleset_position(entry, position, &args.options, start);
        }
    }
    let game = HeapGame::parse(&args.game).map_err(CliError::input)?;
    if args.genus {
        return genus(&args, &game, start);
    }
    if args.canonical {
        let to = args.to.ok_or_else(|| {
            CliError::input("--canonical of a heap game needs --to N (the largest heap)")
        })?;
        return canonical::heap_table(&game, to, &args.options, start);
    }
    let method = if args.search {
        Method::Search
    } else {
        args.by.unwrap_or(Method::Quotient)
    };
    match method {
        Method::Search => return by_search(&args, &game, None, start),
        Method::Canonical => return by_canonical(&args, &game, start),
        Method::Quotient => {}
    }
    let to = if let Some(heaps) = &args.heaps {
        heaps.iter().copied().max().unwrap_or(0)
    } else if args.count {
        args.heaps_up_to.unwrap_or(0)
    } else {
        args.to.unwrap_or(0)
    };
    if to > MAX_QUOTIENT_HEAP {
        return Err(CliError::input(format!(
            "heap {to} is beyond the quotients computed here (heaps up to {MAX_QUOTIENT_HEAP})"
        )));
    }
    if !(1..=MAX_ORDER).contains(&args.max_order) {
        return Err(CliError::input(format!(
            "--max-order is between 1 and {MAX_ORDER} (asked for {})",
            args.max_order
        )));
    }
    let limits = QuotientLimits {
        max_order: args.max_order,
        ..QuotientLimits::default()
    };
    let bar = ctx.progress(to as u64, "misère quotient");
    let computed = HeapQuotient::compute(game.rule(), to, limits, &mut |done, _| {
        bar.set_position(done)
    });
    bar.finish_and_clear();
    let quotient = match computed {
        Ok(quotient) => quotient,
        // A sum asked for without a method: plain search decides it if it is small.
        Err(e) if args.heaps.is_some() && args.by.is_none() => {
            return by_search(&args, &game, Some(e.to_string()), start).map_err(|search| {
                CliError::input(format!(
                    "{e}; and plain search could not decide the sum either ({}); \
                     --by canonical may",
                    search.message()
                ))
            });
        }
        Err(e) if args.heaps.is_some() => {
            return Err(CliError::input(format!(
                "{e}; --by search or --by canonical decide small sums without the quotient"
            )));
        }
        Err(e) => return Err(CliError::input(e)),
    };
    if let Some(heaps) = &args.heaps {
        outcome(&args, &game, &quotient, heaps, start);
        Ok(())
    } else if args.count {
        counts(&args, &game, &quotient, start)
    } else {
        print_quotient(&args, &game, &quotient, start)
    }
}

/// The outcome of `--heaps` through the quotient.
fn outcome(args: &Args, game: &HeapGame, q: &HeapQuotient, heaps: &[usize], start: Instant) {
    let element = q.element_of(heaps).expect("the quotient covers the heaps");
    let name = &q.element_names()[element as usize];
    let letter = if q.monoid.is_p(element) { "P" } else { "N" };
    let how = format!("element {name} of a quotient of order {}", q.order());
    let extra = json!({"method": "quotient", "element": name, "quotient_order": q.order()});
    report_outcome(args, game, heaps, letter, &how, extra, start);
}

/// The outcome of `--heaps` by plain search; `instead_of_quotient` says why the quotient
/// could not decide it, when search stands in for it.
fn by_search(
    args: &Args,
    game: &HeapGame,
    instead_of_quotient: Option<String>,
    start: Instant,
) -> Result<(), CliError> {
    let heaps = args.heaps.as_deref().unwrap_or_default();
    let mut search = MisereSearch::with_limit(game.rule().clone(), SEARCH_LIMIT);
    let letter = search
        .outcome_of_heaps(heaps)
        .map_err(|e| match &instead_of_quotient {
            Some(_) => CliError::input(e),
            None => CliError::input(format!(
                "{e}: plain search is for small sums (the default, through the quotient, \
                 reaches further)"
            )),
        })?
        .letter();
    let positions = search.memo_len();
    let how = match &instead_of_quotient {
        Some(_) => {
            format!("by search over {positions} positions: the quotient outgrows its limits")
        }
        None => format!("by search over {positions} positions"),
    };
    let extra = json!({
        "method": "search",
        "positions": positions,
        "quotient_refused": instead_of_quotient,
    });
    report_outcome(args, game, heaps, letter, &how, extra, start);
    Ok(())
}

/// The outcome of `--heaps` from the canonical form of the sum.
fn by_canonical(args: &Args, game: &HeapGame, start: Instant) -> Result<(), CliError> {
    let heaps = args.heaps.as_deref().unwrap_or_default();
    let (outcome, forms) = canonical::outcome_of_heaps(game, heaps)?;
    let how = format!("from the canonical form of the sum, {forms} canonical forms");
    let extra = json!({"method": "canonical", "forms": forms});
    report_outcome(args, game, heaps, outcome.letter(), &how, extra, start);
    Ok(())
}

/// Prints an outcome of `--heaps`: `how` it was found (text), `extra` JSON keys.
fn report_outcome(
    args: &Args,
    game: &HeapGame,
    heaps: &[usize],
    letter: &str,
    how: &str,
    mut extra: serde_json::Value,
    start: Instant,
) {
    if args.options.json {
        let keys = extra.as_object_mut().expect("an object");
        keys.insert("game".into(), json!(game.name()));
        keys.insert("heaps".into(), json!(heaps));
        keys.insert("outcome".into(), json!(letter));
        args.options
            .print_json(Subject::Command("misere"), letter, start, extra);
    } else {
        println!(
            "{letter}  {}: misère outcome of {} ({how})",
            describe(letter),
            list(heaps)
        );
    }
}

fn describe(letter: &str) -> &'static str {
    if letter == "P" {
        "the player to move loses"
    } else {
        "the player to move wins"
    }
}

fn list(heaps: &[usize]) -> String {
    let sizes: Vec<String> = heaps.iter().map(usize::to_string).collect();
    format!("heaps {}", sizes.join(" + "))
}

/// `--count`.
fn counts(args: &Args, game: &HeapGame, q: &HeapQuotient, start: Instant) -> Result<(), CliError> {
    let (heaps, max) = (args.games.unwrap_or(0), args.heaps_up_to.unwrap_or(0));
    let positions = if args.ordered {
        HeapPositions::Tuples { heaps, max }
    } else {
        HeapPositions::Multisets { heaps, max }
    };
    let counts = count(q, positions, args.options.modulus()).map_err(CliError::input)?;
    if args.options.json {
        args.options.print_json(
            Subject::Command("misere"),
            &counts.losing,
            start,
            json!({
                "game": game.name(),
                "mode": if args.ordered { "ordered" } else { "multiset" },
                "games": heaps,
                "heaps_up_to": max,
                "losing": counts.losing,
                "winning": counts.winning,
                "total": counts.total,
                "quotient_order": q.order(),
            }),
        );
    } else {
        println!(
            "{}{}  misère P-positions (the player to move loses): {}",
            counts.losing,
            args.options.suffix(),
            positions.describe(game.name())
        );
    }
    Ok(())
}

/// `--quotient`.
fn print_quotient(
    args: &Args,
    game: &HeapGame,
    q: &HeapQuotient,
    start: Instant,
) -> Result<(), CliError> {
    let names = q.element_names();
    let mut search = MisereSearch::new(game.rule().clone());
    let checked = q
        .check_against_search(&mut search, CHECK_SIZE, CHECK_HEAPS)
        .map_err(CliError::input)?
        .map_err(|sum| {
            CliError::Internal(format!(
                "the quotient disagrees with the misère search on {}",
                list(&sum)
            ))
        })?;
    let generators: Vec<(String, usize)> = q
        .generators
        .iter()
        .enumerate()
        .map(|(i, &h)| (generator_name(i), h))
        .collect();
    let relations: Vec<String> = q
        .relations()
        .iter()
        .map(|(w, v)| format!("{} = {}", word_name(w), word_name(v)))
        .collect();
    let p_portion: Vec<&str> = q
        .monoid
        .p_portion()
        .iter()
        .map(|&x| names[x as usize].as_str())
        .collect();
    let heap_names: Vec<&str> = q
        .elements
        .iter()
        .map(|&x| names[x as usize].as_str())
        .collect();
    let period = q.observed_period();
    let checked_sizes = CHECK_SIZE.min(q.to);
    if args.options.json {
        args.options.print_json(
            Subject::Command("misere"),
            &q.order().to_string(),
            start,
            json!({
                "game": game.name(),
                "to": q.to,
                "order": q.order(),
                "generators": generators.iter().map(|(n, h)| json!({"name": n, "heap": h})).collect::<Vec<_>>(),
                "relations": relations,
                "p_portion": p_portion,
                "elements": names,
                "heaps": heap_names,
                "period": period.map(|p| json!({"preperiod": p.preperiod, "period": p.period, "proven": false})),
                "checked": {"sums": checked, "max_heaps": CHECK_HEAPS, "max_size": checked_sizes},
            }),
        );
        return Ok(());
    }
    println!("Misère quotient of {}, heaps 0..={}:", game.name(), q.to);
    println!("order: {}", q.order());
    let gens: Vec<String> = generators
        .iter()
        .map(|(n, h)| format!("{n} = heap {h}"))
        .collect();
    println!("generators: {}", gens.join(", "));
    println!("relations: {}", relations.join(", "));
    println!("P-portion ({}): {}", p_portion.len(), p_portion.join(", "));
    println!("heaps:");
    for (row, chunk) in heap_names.chunks(10).enumerate() {
        let cells: Vec<String> = chunk.iter().map(|n| format!("{n:>8}")).collect();
        println!("{:>6}: {}", row * 10, cells.join(""));
    }
    match period {
        Some(p) => println!(
            "period: the heaps' elements repeat with period {} from heap {}, observed only \
             (no theorem certifies a quotient's period here)",
            p.period, p.preperiod
        ),
        None => println!("period: none seen in the heaps computed"),
    }
    println!(
        "check: agrees with the misère search on all {checked} sums of at most {CHECK_HEAPS} \
         heaps of sizes 0..={checked_sizes}"
    );
    Ok(())
}

/// `--genus`.
fn genus(args: &Args, game: &HeapGame, start: Instant) -> Result<(), CliError> {
    let to = args.to.unwrap_or(0);
    if to > MAX_GENUS_HEAP {
        return Err(CliError::input(format!(
            "--genus computes by plain search, up to heap {MAX_GENUS_HEAP} (asked for {to})"
        )));
    }
    let mut search =
        MisereSearch::new(WithNimHeaps(game.rule().clone())).with_work_limit(GENUS_WORK_LIMIT);
    let genera = (0..=to)
        .map(|n| {
            Genus::of_heap(game.rule(), n, GENUS_TERMS, &mut search).map_err(|e| {
                CliError::input(format!(
                    "--genus of {} at heap {n}: {e} (about {} CPU-seconds); the genera of \
                     heaps up to {} are within it: ask for --to {}",
                    game.name(),
                    GENUS_WORK_SECONDS,
                    n.saturating_sub(1),
                    n.saturating_sub(1)
                ))
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    let notation: Vec<String> = genera.iter().map(Genus::notation).collect();
    if args.options.json {
        args.options.print_json(
            Subject::Command("misere"),
            &notation.join(" "),
            start,
            json!({
                "game": game.name(),
                "to": to,
                "genus": notation,
                "terms": genera.iter().map(|g| &g.misere).collect::<Vec<_>>(),
            }),
        );
    } else {
        println!(
            "Genus of each heap of {} (γ0..γ{} computed, the alternation observed):",
            game.name(),
            GENUS_TERMS - 1
        );
        for (n, g) in notation.iter().enumerate() {
            println!("{n:>6}: {g}");
        }
    }
    Ok(())
}
