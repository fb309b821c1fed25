//! `conway count-sums`: ordered `M`-tuples (or multisets) of members of a family of
//! partizan games counted by the outcome class of their sum ([`conway::count::game_sums`]).
//! The family comes from a ruleset (`--family-of`, [`conway_games::families`]) or from a
//! file of `VALUE MULTIPLICITY` lines (`--family`).

use crate::counting::{CountOptions, Subject};
use crate::error::CliError;
use crate::expression::{on_large_stack, WORK_LIMIT};
use crate::progress::Context;
use conway::count::arith::run_counting;
use conway::count::game_sums::{self, Counted, Family, Job, Method, Mode, Question};
use conway::excerpt::excerpt;
use conway::partizan::{parse_with, Arena, Outcome};
use conway_games::families::{family, FAMILIES};
use conway_games::positions::RulesetPositions;
use std::io::Read;
use std::time::Instant;

/// Options of `conway count-sums`.
#[derive(clap::Args, Debug)]
#[command(after_help = format!("\
A family is a list of games with multiplicities: how many members have each value.
Members with equal values are distinct members: an ordered M-tuple picks M members in
order, a multiset picks M members without order (repetition allowed). The sum of the
picked games is classified by its outcome: L (Left wins whoever starts), R (Right wins
whoever starts), N (the player to move wins), P (the player to move loses);
left-first = L or N, right-first = R or N; all = every tuple.

Families from rulesets (--family-of NAME:PARAMETER), every position of a shape:
{families}
At most {positions} positions are enumerated.

A family file (--family FILE, - for standard input) has one member value per line,
VALUE MULTIPLICITY: the value in the notation of conway value (ruleset positions
included), then a positive integer; blank lines and lines starting with # are skipped:
  3/2*2 5
  {{2|-1}} 7
  domineering:2x3 1

Method: the sums are never built one by one. Numbers, nimbers, number + nimber and
number + ups + nimber values are counted through the nim-sum's characters; numbers and
switches {{a|b}} by taking switches hottest first; any other family through the
canonical forms of the partial sums (see the conway::count::game_sums docs).

Limits: 1 <= M <= {max_games}; each method refuses, naming its limit, a request that
would take more than about ten CPU-seconds.

Examples:
  conway count-sums --family-of domineering:2x2 --games 3
  conway count-sums --family-of hackenbush:4 --games 5 --multiset --outcome P --json
  conway count-sums --family-of young-staircases:9 --games 3 --outcome left-first
  conway count-sums --family examples/family.txt --games 4 --outcome N --modulus 1000",
    families = family_lines(),
    positions = conway_games::families::MAX_POSITIONS,
    max_games = game_sums::MAX_GAMES,
))]
#[command(group(clap::ArgGroup::new("source").required(true).args(["family", "family_of"])))]
pub struct Args {
    /// A file of VALUE MULTIPLICITY lines (- for standard input).
    #[arg(long, value_name = "FILE")]
    family: Option<String>,
    /// A family of ruleset positions: young-staircases:W, domineering:RxC, clobber:RxC,
    /// hackenbush:N.
    #[arg(long, value_name = "NAME:PARAMETER")]
    family_of: Option<String>,
    /// M: the number of games in a tuple.
    #[arg(long, value_name = "M")]
    games: usize,
    /// Count ordered M-tuples (the default).
    #[arg(long, conflicts_with = "multiset")]
    ordered: bool,
    /// Count multisets of M members instead.
    #[arg(long)]
    multiset: bool,
    /// Which sums to count.
    #[arg(long, value_enum, default_value = "left-first")]
    outcome: Wanted,
    #[command(flatten)]
    options: CountOptions,
}

/// The outcome asked for.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum Wanted {
    /// Left wins whoever starts (the sum is > 0).
    #[value(name = "L")]
    L,
    /// Right wins whoever starts (< 0).
    #[value(name = "R")]
    R,
    /// The player to move wins (|| 0).
    #[value(name = "N")]
    N,
    /// The player to move loses (= 0).
    #[value(name = "P")]
    P,
    /// Left wins moving first (L or N).
    LeftFirst,
    /// Right wins moving first (R or N).
    RightFirst,
    /// Every tuple.
    All,
}

impl Wanted {
    fn question(self) -> Question {
        match self {
            Wanted::L => Question::Outcome(Outcome::L),
            Wanted::R => Question::Outcome(Outcome::R),
            Wanted::N => Question::Outcome(Outcome::N),
            Wanted::P => Question::Outcome(Outcome::P),
            Wanted::LeftFirst => Question::LeftWinsMovingFirst,
            Wanted::RightFirst => Question::RightWinsMovingFirst,
            Wanted::All => Question::Total,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Wanted::L => "L",
            Wanted::R => "R",
            Wanted::N => "N",
            Wanted::P => "P",
            Wanted::LeftFirst => "left-first",
            Wanted::RightFirst => "right-first",
            Wanted::All => "all",
        }
    }

    fn describe(self) -> &'static str {
        match self {
            Wanted::L => "whose sum Left wins whoever starts (L)",
            Wanted::R => "whose sum Right wins whoever starts (R)",
            Wanted::N => "whose sum the player to move wins (N)",
            Wanted::P => "whose sum the player to move loses (P)",
            Wanted::LeftFirst => "whose sum Left wins moving first (L or N)",
            Wanted::RightFirst => "whose sum Right wins moving first (R or N)",
            Wanted::All => "in all",
        }
    }
}

/// One line per ruleset family.
fn family_lines() -> String {
    FAMILIES
        .iter()
        .map(|(name, parameter, members)| {
            format!("  {:<22} {members}", format!("{name}:{parameter}"))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Reads a family file: `VALUE MULTIPLICITY` lines.
fn read_family(arena: &mut Arena, name: &str, text: &str) -> Result<Family, CliError> {
    let mut positions = RulesetPositions::new();
    let mut members = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = |message: String| CliError::input(format!("{name}: line {}: {message}", i + 1));
        let (value, multiplicity) = line.rsplit_once(char::is_whitespace).ok_or_else(|| {
            at(format!(
                "expected VALUE MULTIPLICITY, found '{}'",
                excerpt(line)
            ))
        })?;
        let multiplicity: u64 = multiplicity
            .parse()
            .ok()
            .filter(|&c| c >= 1)
            .ok_or_else(|| {
                at(format!(
                    "the multiplicity must be a positive integer below 2^64, found '{}'",
                    excerpt(multiplicity)
                ))
            })?;
        let g = parse_with(arena, value.trim(), &mut positions)
            .map_err(|e| at(format!("invalid value: {e}")))?;
        members.push((g, multiplicity));
    }
    Ok(Family::new(members))
}

/// Runs the command.
pub fn run(args: Args, ctx: &Context) -> Result<(), CliError> {
    let start = Instant::now();
    args.options.check()?;
    if !(1..=game_sums::MAX_GAMES).contains(&args.games) {
        return Err(CliError::input(format!(
            "--games must be between 1 and {} (got {})",
            game_sums::MAX_GAMES,
            args.games
        )));
    }
    let mode = if args.multiset {
        Mode::Multiset
    } else {
        Mode::Ordered
    };
    let (source, text) = match (&args.family, &args.family_of) {
        (Some(file), _) => (file.clone(), Some(read_input(file)?)),
        (None, Some(spec)) => (spec.clone(), None),
        (None, None) => unreachable!("clap requires a family"),
    };
    on_large_stack(|| {
        let mut arena = Arena::with_work_limit(4 * WORK_LIMIT);
        let family = match &text {
            Some(text) => read_family(&mut arena, &source, text)?,
            None => {
                let bar = ctx.progress(0, "valuing positions");
                let f = family(&mut arena, &source, &mut |done, total| {
                    bar.set_length(total);
                    bar.set_position(done);
                })
                .map_err(CliError::input)?;
                bar.finish_and_clear();
                f
            }
        };
        let method = Method::of(&arena, &family);
        let bar = ctx.progress(0, "counting");
        let job = Job {
            arena: &mut arena,
            family: &family,
            games: args.games,
            mode,
            question: args.outcome.question(),
            progress: &mut |done, total| {
                bar.set_length(total);
                bar.set_position(done);
            },
        };
        let counts = run_counting(args.options.modulus(), job)?;
        bar.finish_and_clear();
        report(&args, &source, &family, method, mode, &counts, start)
    })
}

/// The contents of `file` (`-`: standard input).
fn read_input(file: &str) -> Result<String, CliError> {
    let mut text = String::new();
    let read = if file == "-" {
        std::io::stdin().read_to_string(&mut text).map(|_| ())
    } else {
        std::fs::File::open(file).and_then(|mut f| f.read_to_string(&mut text).map(|_| ()))
    };
    read.map_err(|e| CliError::input(format!("{}: {e}", excerpt(file))))?;
    Ok(text)
}

/// Prints the answer, as text or JSON.
fn report(
    args: &Args,
    source: &str,
    family: &Family,
    method: Method,
    mode: Mode,
    counted: &Counted,
    start: Instant,
) -> Result<(), CliError> {
    let (counts, answer) = (&counted.classes, &counted.answer);
    let mode_name = match mode {
        Mode::Ordered => "ordered",
        Mode::Multiset => "multiset",
    };
    if args.options.json {
        args.options.print_json(
            Subject::Command("count-sums"),
            answer,
            start,
            serde_json::json!({
                "family": source,
                "games": args.games,
                "mode": mode_name,
                "outcome": args.outcome.name(),
                "method": method.name(),
                "values": family.members().len(),
                "members": family.size().to_string(),
                "L": counts.left,
                "R": counts.right,
                "N": counts.next,
                "P": counts.previous,
                "total": counted.total,
            }),
        );
    } else {
        let what = match mode {
            Mode::Ordered => format!("ordered {}-tuples", args.games),
            Mode::Multiset => format!("multisets of {}", args.games),
        };
        println!(
            "{answer}{}  {what} of {source} ({} members, {} values) {}",
            args.options.suffix(),
            family.size(),
            family.members().len(),
            args.outcome.describe()
        );
    }
    Ok(())
}
