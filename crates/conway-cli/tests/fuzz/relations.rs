//! Relations between runs, to catch silent wrong answers that no single run shows:
//!
//! * two spellings of one expression (with and without spaces) mean the same game;
//! * `G - G = 0`, and the canonical form of `G` read back gives itself (the notation
//!   module promises `parse(print(g)) == g`);
//! * `thermograph` and `value` agree on the canonical form, mean and temperature;
//! * `compare G H` is the outcome of `G - H` (`>` for L, `<` for R, `=` for P, `||` for
//!   N), and `compare H G` its converse;
//! * Grundy values up to `a` are a prefix of the values up to `b > a`;
//! * a subtraction-set element larger than every heap looked at changes nothing (Grundy
//!   values and counts), and a certified period of a subtraction game has looked at a
//!   window of at least `max(S)` values (the subtraction-window theorem needs it);
//! * a count modulo `P` is the exact count reduced modulo `P`;
//! * a sheet of paper and its transpose have the same Grundy value and winning moves.
//!
//! Each run of a relation is also checked against the contract on its own.

use super::run::{Outcome, Run};
use serde_json::Value;

/// A check over the outcomes of a relation's runs (in order: the first runs, then the
/// derived ones).
pub type Check = Box<dyn Fn(&[Outcome]) -> Result<(), String> + Send + Sync>;

/// Derived runs, made from the outcomes of the first ones (none if they failed).
pub type Derive = Box<dyn Fn(&[Outcome]) -> Vec<Run> + Send + Sync>;

/// Runs whose answers must agree.
pub struct Relation {
    /// What must hold (the grouping key of a failure).
    pub name: &'static str,
    /// The runs made first.
    pub runs: Vec<Run>,
    /// Runs made from the first runs' answers.
    pub derive: Option<Derive>,
    /// The relation itself.
    pub check: Check,
}

/// A string field of a JSON answer.
fn field(out: &Outcome, key: &str) -> Option<String> {
    match out.json()?.get(key)? {
        Value::String(s) => Some(s.clone()),
        Value::Null => None,
        other => Some(other.to_string()),
    }
}

/// The answer of a counting command: `answer`, or the tower's `records`.
fn answer(out: &Outcome) -> Option<String> {
    field(out, "answer").or_else(|| field(out, "records"))
}

/// Both accepted, or both refused; `Ok(true)` when both were accepted.
fn same_acceptance(a: &Outcome, b: &Outcome) -> Result<bool, String> {
    match (a.ok(), b.ok()) {
        (true, true) => Ok(true),
        (false, false) => Ok(false),
        (true, false) => Err(format!(
            "the first is answered, the second refused: {}",
            b.stderr_text().trim()
        )),
        (false, true) => Err(format!(
            "the second is answered, the first refused: {}",
            a.stderr_text().trim()
        )),
    }
}

/// `compact` and `spaced` spell the same expression.
pub fn spellings(compact: String, spaced: String) -> Relation {
    Relation {
        name: "an expression with and without spaces differs",
        runs: vec![
            Run::new(&["value", "--json", "--", &compact]),
            Run::new(&["value", "--json", "--", &spaced]),
        ],
        derive: None,
        check: Box::new(|outs| {
            if same_acceptance(&outs[0], &outs[1])? {
                let (a, b) = (field(&outs[0], "canonical"), field(&outs[1], "canonical"));
                if a != b {
                    return Err(format!("canonical {a:?} vs {b:?}"));
                }
            }
            Ok(())
        }),
    }
}

/// `G - G = 0`, and reading back the canonical form of `G` gives the same game.
pub fn identities(expr: String) -> Relation {
    Relation {
        name: "G - G is not 0, or the printed canonical form reads back differently",
        runs: vec![
            Run::new(&["value", "--json", "--", &expr]),
            Run::new(&["value", "--json", "--", &format!("({expr})-({expr})")]),
        ],
        derive: Some(Box::new(|outs| {
            field(&outs[0], "canonical")
                .map(|c| vec![Run::new(&["value", "--json", "--", &c])])
                .unwrap_or_default()
        })),
        check: Box::new(|outs| {
            if !outs[0].ok() {
                return Ok(());
            }
            if !outs[1].ok() {
                return Err(format!(
                    "G is answered but G - G refused: {}",
                    outs[1].stderr_text().trim()
                ));
            }
            let zero = field(&outs[1], "canonical");
            if zero.as_deref() != Some("0") {
                return Err(format!("G - G = {zero:?}"));
            }
            let Some(again) = outs.get(2) else {
                return Err("no canonical form in the answer".into());
            };
            if !again.ok() {
                return Err(format!(
                    "the canonical form is refused: {}",
                    again.stderr_text().trim()
                ));
            }
            for key in [
                "canonical",
                "outcome",
                "left_stop",
                "right_stop",
                "mean",
                "temperature",
            ] {
                let (a, b) = (field(&outs[0], key), field(again, key));
                if a != b {
                    return Err(format!("{key}: {a:?} for G, {b:?} for its canonical form"));
                }
            }
            Ok(())
        }),
    }
}

/// `thermograph` and `value` agree.
pub fn thermograph_agrees(expr: String) -> Relation {
    Relation {
        name: "thermograph and value disagree",
        runs: vec![
            Run::new(&["value", "--json", "--", &expr]),
            Run::new(&["thermograph", "--", &expr]),
        ],
        derive: None,
        check: Box::new(|outs| {
            if !same_acceptance(&outs[0], &outs[1])? {
                return Ok(());
            }
            let text = outs[1].stdout_text();
            let line = |name: &str| {
                text.lines()
                    .find_map(|l| l.strip_prefix(name).map(|v| v.trim().to_string()))
            };
            for (json_key, text_key) in [
                ("canonical", "game"),
                ("mean", "mean"),
                ("temperature", "temperature"),
            ] {
                let (a, b) = (field(&outs[0], json_key), line(text_key));
                if a != b {
                    return Err(format!("{json_key}: value says {a:?}, thermograph {b:?}"));
                }
            }
            Ok(())
        }),
    }
}

/// `compare G H` agrees with the outcome of `value (G)-(H)`, and `compare H G` is its
/// converse. Building `G - H` is more work than reading `G` and `H`, so when it is
/// answered, `compare G H` must be too.
pub fn compare_agrees(g: String, h: String) -> Relation {
    Relation {
        name: "compare disagrees with the outcome of the difference, or is not antisymmetric",
        runs: vec![
            Run::new(&["compare", "--json", "--", &g, &h]),
            Run::new(&["compare", "--json", "--", &h, &g]),
            Run::new(&["value", "--json", "--", &format!("({g})-({h})")]),
        ],
        derive: None,
        check: Box::new(|outs| {
            let relation = |o: &Outcome| field(o, "relation");
            if outs[2].ok() {
                if !outs[0].ok() {
                    return Err(format!(
                        "G - H is answered but compare G H refused: {}",
                        outs[0].stderr_text().trim()
                    ));
                }
                let expected = match field(&outs[2], "outcome").as_deref() {
                    Some("L") => ">",
                    Some("R") => "<",
                    Some("P") => "=",
                    Some("N") => "||",
                    other => return Err(format!("G - H has outcome {other:?}")),
                };
                if relation(&outs[0]).as_deref() != Some(expected) {
                    return Err(format!(
                        "compare G H says {:?}, the outcome of G - H {expected:?}",
                        relation(&outs[0])
                    ));
                }
            }
            if outs[0].ok() && outs[1].ok() {
                let converse = match relation(&outs[0]).as_deref() {
                    Some("<") => Some(">"),
                    Some(">") => Some("<"),
                    same => same,
                }
                .map(String::from);
                if relation(&outs[1]) != converse {
                    return Err(format!(
                        "compare G H says {:?}, compare H G {:?}",
                        relation(&outs[0]),
                        relation(&outs[1])
                    ));
                }
            }
            Ok(())
        }),
    }
}

/// The Grundy values of `game` up to `a` are a prefix of those up to `b`.
pub fn grundy_prefix(game: String, a: u64, b: u64) -> Relation {
    let run = |to: u64| Run::new(&["grundy", &game, "--to", &to.to_string(), "--json"]);
    Relation {
        name: "grundy --to a is not a prefix of grundy --to b",
        runs: vec![run(a), run(b)],
        derive: None,
        check: Box::new(move |outs| {
            // The larger request may be refused (a documented limit), not the smaller.
            if !(outs[0].ok() && outs[1].ok()) {
                return match (outs[0].ok(), outs[1].ok()) {
                    (false, true) => Err(format!(
                        "--to {a} refused, --to {b} answered: {}",
                        outs[0].stderr_text().trim()
                    )),
                    _ => Ok(()),
                };
            }
            let values = |o: &Outcome| o.json().and_then(|j| j.get("values").cloned());
            let (Some(Value::Array(x)), Some(Value::Array(y))) =
                (values(&outs[0]), values(&outs[1]))
            else {
                return Err("no values array".into());
            };
            match (0..x.len()).find(|&i| y.get(i) != Some(&x[i])) {
                Some(i) => Err(format!(
                    "G({i}) = {} up to {a}, {:?} up to {b}",
                    x[i],
                    y.get(i)
                )),
                None => Ok(()),
            }
        }),
    }
}

/// `sub:small` and `sub:small,big` with `big` beyond every heap: the same Grundy values,
/// and no period certified from fewer than `big` values.
pub fn subtraction_big_element(small: String, big: String, to: u64) -> Relation {
    let run = |set: &str| {
        Run::new(&[
            "grundy",
            &format!("sub:{set}"),
            "--to",
            &to.to_string(),
            "--json",
        ])
    };
    let big_value: u128 = big.parse().expect("a number");
    Relation {
        name: "a subtraction-set element beyond every heap changes the Grundy values or certifies a period too early",
        runs: vec![run(&small), run(&format!("{small},{big}"))],
        derive: None,
        check: Box::new(move |outs| {
            if !(outs[0].ok() && outs[1].ok()) {
                return Ok(());
            }
            let (a, b) = (outs[0].json(), outs[1].json());
            let values = |j: &Option<Value>| j.as_ref().and_then(|j| j.get("values").cloned());
            if values(&a) != values(&b) {
                return Err("different values".into());
            }
            let j = b.expect("parsed");
            let certified = j.pointer("/period/certified") == Some(&Value::Bool(true));
            let computed = j.get("computed").and_then(Value::as_u64).unwrap_or(0);
            if certified && u128::from(computed) < big_value {
                return Err(format!(
                    "period certified from {computed} values, but max(S) = {big_value}"
                ));
            }
            Ok(())
        }),
    }
}

/// `count sub:small ...` and `count sub:small,big ...` with `big` beyond every heap count
/// the same positions.
pub fn count_big_element(small: String, big: String, rest: Vec<String>) -> Relation {
    let run = |set: &str| {
        let mut args = vec!["count".to_string(), format!("sub:{set}")];
        args.extend(rest.iter().cloned());
        Run::new(&args)
    };
    Relation {
        name: "a subtraction-set element beyond every heap changes a count",
        runs: vec![run(&small), run(&format!("{small},{big}"))],
        derive: None,
        check: Box::new(|outs| {
            if !(outs[0].ok() && outs[1].ok()) {
                return Ok(());
            }
            let (a, b) = (answer(&outs[0]), answer(&outs[1]));
            if a != b {
                return Err(format!("{a:?} without the element, {b:?} with it"));
            }
            Ok(())
        }),
    }
}

/// `args --json` (exact, the default) and `args --modulus p --json` agree modulo `p`.
pub fn modulus_agrees(args: Vec<String>, p: u64) -> Relation {
    let mut plain = args.clone();
    plain.push("--json".into());
    let mut reduced = args;
    reduced.extend(["--modulus".to_string(), p.to_string(), "--json".to_string()]);
    Relation {
        name: "a count modulo P is not the exact count reduced modulo P",
        runs: vec![Run::new(&plain), Run::new(&reduced)],
        derive: None,
        check: Box::new(move |outs| {
            if !same_acceptance(&outs[0], &outs[1])? {
                return Ok(());
            }
            // A missing answer is reported by the contract check (core keys).
            let (Some(exact), Some(residue)) = (answer(&outs[0]), answer(&outs[1])) else {
                return Ok(());
            };
            match decimal_mod(&exact, p) {
                Some(r) if r.to_string() == residue => Ok(()),
                Some(r) => Err(format!(
                    "exact {exact} = {r} mod {p}, but the residue is {residue}"
                )),
                None => Err(format!(
                    "the exact answer {exact:?} is not a decimal number"
                )),
            }
        }),
    }
}

/// `--cell WxH` and `--cell HxW` give the same `G` and `C`.
pub fn paper_transpose(w: u64, h: u64) -> Relation {
    let run = |a: u64, b: u64| {
        Run::new(&[
            "solve",
            "paper-cutting",
            "--cell",
            &format!("{a}x{b}"),
            "--json",
        ])
    };
    Relation {
        name: "a sheet and its transpose differ",
        runs: vec![run(w, h), run(h, w)],
        derive: None,
        check: Box::new(|outs| {
            if !same_acceptance(&outs[0], &outs[1])? {
                return Ok(());
            }
            for key in ["grundy", "winning_moves"] {
                let (a, b) = (field(&outs[0], key), field(&outs[1], key));
                if a != b {
                    return Err(format!("{key}: {a:?} vs {b:?}"));
                }
            }
            Ok(())
        }),
    }
}

/// A string of decimal digits modulo `p`.
fn decimal_mod(digits: &str, p: u64) -> Option<u64> {
    if digits.is_empty() {
        return None;
    }
    digits.bytes().try_fold(0u64, |r, b| {
        let d = (b as char).to_digit(10)?;
        Some(((u128::from(r) * 10 + u128::from(d)) % u128::from(p)) as u64)
    })
}
