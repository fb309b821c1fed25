//! `conway misere-form EXPR [--with H]`: a misère canonical form written in Conway's digit
//! notation ([`conway::misere::notation`]), with its mate, genus, class, parity and, against
//! a second form, a link and a distinguisher ([`conway::misere::algebra`]).

use crate::error::CliError;
use conway::excerpt::excerpt;
use conway::misere::canonical::{FormId, MisereArena};
use conway::misere::MisereError;
use serde_json::{json, Value};

/// A form written out longer than this is summarised in text.
const MAX_SHOWN: usize = 2_000;

/// A form written out longer than this is `null` in JSON.
const MAX_JSON: usize = 100_000;

/// The terms `γ0..` of the genus printed.
const GENUS_TERMS: usize = 8;

/// Options of `conway misere-form`.
#[derive(clap::Args, Debug)]
#[command(after_help = "\
EXPR is an impartial game under misère play, written in Conway's digit notation (ONAG
ch. 12) as CGSuite prints it:
  0 1 2 ... 9, &12;  nim-heaps (also *n, and * for *1)
  32                 a run of two or more games: the game with those options, {*3,*2}
  2#                 the game whose only option is 2; 2## = {{*2}}
  2[2], 2_2          a subscript adds a game: *2 + *2; 2[#2#] = {{*2} + *2}
  (2#1)2##           brackets make a run one game
  {*2, {0, *}}       options in braces; G + H, a sum; mate(G), the mate; *[...] (CGSuite)
The output gives the canonical form in digit notation (read back by EXPR syntax), its
options, birthday, misère outcome, g+ (normal-play nim-value), g- (misère nim-value),
genus, mate, parity (even when b(G) < b(G + *)) and class: tame, restive, restless
(hereditary: every option tame; ONAG ch. 12, Winning Ways ch. 13) or wild.
With --with H: whether G = H, whether they are linked (some T makes G + T and H + T
both P-positions; then a link T) and a distinguisher X (G + X a P-position, H + X an
N-position). --json prints one object with the keys form, braces, options, birthday,
outcome, normal, misere, genus, mate, even, class, and with --with the object with.
Forms too long to write (over 2000 characters in text, 100000 in JSON) are summarised;
heaps above 1000 and forms past the arena's limits are refused (exit status 2).

Examples:
  conway misere-form '2#0'
  conway misere-form '*2 + *2'
  conway misere-form '4[2#]' --with '2#' --json")]
pub struct Args {
    /// The form.
    #[arg(value_name = "EXPR", allow_hyphen_values = true)]
    expression: String,
    /// A second form, to compare, link and distinguish.
    #[arg(long, value_name = "H", allow_hyphen_values = true)]
    with: Option<String>,
    /// Print one JSON object instead of text.
    #[arg(long)]
    json: bool,
}

fn error(expression: &str, e: MisereError) -> CliError {
    match e {
        MisereError::Syntax(m) => CliError::input(format!("{}: {m}", excerpt(expression))),
        MisereError::TooLarge(m) => CliError::input(format!(
            "{}: {m}; this form is out of reach here",
            excerpt(expression)
        )),
    }
}

/// The form in digit notation, `null` if longer than `limit`.
fn written(arena: &mut MisereArena, g: FormId, limit: usize) -> Result<Value, MisereError> {
    Ok(arena
        .digits_within(g, limit)?
        .map_or(Value::Null, Value::from))
}

/// What `conway misere-form --json` prints.
pub fn json(expression: &str, with: Option<&str>) -> Result<Value, CliError> {
    let mut arena = MisereArena::new();
    let fail = |e| error(expression, e);
    let g = arena.parse_form(expression).map_err(fail)?;
    let mut by_age = arena.options(g).to_vec();
    by_age.sort_by_key(|&o| std::cmp::Reverse(arena.birthday(o)));
    let options: Vec<Value> = by_age
        .into_iter()
        .map(|o| written(&mut arena, o, MAX_JSON))
        .collect::<Result<_, _>>()
        .map_err(fail)?;
    let mate = arena.mate(g).map_err(fail)?;
    let mut object = json!({
        "expression": expression,
        "form": written(&mut arena, g, MAX_JSON).map_err(fail)?,
        "braces": arena.display_within(g, MAX_JSON),
        "options": options,
        "birthday": arena.birthday(g),
        "outcome": arena.outcome(g).letter(),
        "normal": arena.normal_grundy(g),
        "misere": arena.misere_grundy(g),
        "genus": arena.genus(g, GENUS_TERMS).map_err(fail)?.notation(),
        "mate": written(&mut arena, mate, MAX_JSON).map_err(fail)?,
        "even": arena.is_even(g).map_err(fail)?,
        "class": arena.phylum(g).name(),
    });
    if let Some(with) = with {
        let h = arena.parse_form(with).map_err(|e| error(with, e))?;
        let link = arena.link(g, h).map_err(fail)?;
        let distinguisher = arena.distinguisher(g, h).map_err(fail)?;
        let mut shown = |x: Option<FormId>| -> Result<Value, CliError> {
            x.map_or(Ok(Value::Null), |x| {
                written(&mut arena, x, MAX_JSON).map_err(fail)
            })
        };
        object["with"] = json!({
            "expression": with,
            "equal": g == h,
            "linked": link.is_some(),
            "link": shown(link)?,
            "distinguisher": shown(distinguisher)?,
        });
        object["with"]["form"] = written(&mut arena, h, MAX_JSON).map_err(fail)?;
    }
    Ok(object)
}

/// A written form of the JSON object, or a summary when it is long or missing.
fn text(value: &Value) -> String {
    match value.as_str() {
        Some(s) if s.len() <= MAX_SHOWN => s.to_string(),
        _ => format!("(over {MAX_SHOWN} characters written out; --json gives up to {MAX_JSON})"),
    }
}

/// Runs the command.
pub fn run(args: Args) -> Result<(), CliError> {
    let object = json(&args.expression, args.with.as_deref())?;
    if args.json {
        super::print_json(&object);
        return Ok(());
    }
    let options: Vec<String> = object["options"]
        .as_array()
        .into_iter()
        .flatten()
        .map(text)
        .collect();
    println!("misère canonical form: {}", text(&object["form"]));
    println!(
        "options: {}",
        if options.is_empty() {
            "none".to_string()
        } else {
            options.join(", ")
        }
    );
    println!("birthday: {}", object["birthday"]);
    println!(
        "misère outcome: {} (the player to move {})",
        object["outcome"].as_str().unwrap_or_default(),
        if object["outcome"] == "P" {
            "loses"
        } else {
            "wins"
        }
    );
    println!(
        "g+ = {}, g- = {}, genus {}",
        object["normal"],
        object["misere"],
        object["genus"].as_str().unwrap_or_default()
    );
    println!("mate: {}", text(&object["mate"]));
    println!(
        "parity: {}",
        if object["even"] == true {
            "even"
        } else {
            "odd"
        }
    );
    println!("class: {}", object["class"].as_str().unwrap_or_default());
    if let Some(with) = object.get("with") {
        let h = text(&with["form"]);
        if with["equal"] == true {
            println!("equal to {h}");
            println!("linked with {h} by {}", text(&with["link"]));
        } else {
            println!("not equal to {h}");
            match with["link"].is_null() {
                true => println!("not linked with {h} (one is an option of the other)"),
                false => println!(
                    "linked with {h} by {} (both sums are P-positions)",
                    text(&with["link"])
                ),
            }
            println!(
                "distinguished from {h} by {} (the sum with this form is a P-position, with {h} an N-position)",
                text(&with["distinguisher"])
            );
        }
    }
    Ok(())
}
