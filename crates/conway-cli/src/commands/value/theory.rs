//! `conway value EXPR --all`: the rest of the value theory of a game, printed after its
//! canonical form, outcome, stops, mean and temperature.
//!
//! Each quantity comes from `conway::partizan`, where its definition and source are given:
//! the reduced canonical form (Calistrate 1996; Siegel, *Combinatorial Game Theory*,
//! II.6), the atomic weight of an all-small game (Winning Ways, ch. 8; Siegel II.7;
//! Lessons in Play, ch. 9), the birthday (On Numbers and Games, ch. 1), the Left
//! incentives `G^L - G` and Right incentives `G - G^R` (Winning Ways, vol. 1), the
//! confusion interval (the numbers `x` with `G || x`) and the kinds of game (Siegel,
//! ch. II). Games are printed by [`canonical_text`], like the canonical form itself.
//!
//! An undefined quantity is told apart from a refused computation: the atomic weight of a
//! game that is not all-small is `none (not all-small)` in text and `null` in JSON, while
//! a limit reached while computing any quantity is an error (exit status 2).

use crate::error::CliError;
use crate::expression::{canonical_text, Printing};
use conway::partizan::{Arena, ConfusionInterval, Error, GameId};
use serde_json::{json, Map, Value};

/// One kind a game may be of: its name in text, its key in JSON, and its test.
struct Kind {
    name: &'static str,
    key: &'static str,
    test: fn(&mut Arena, GameId) -> bool,
}

/// The kinds `--all` reports, in the order printed.
const KINDS: [Kind; 6] = [
    Kind {
        name: "number",
        key: "number",
        test: |a, g| a.is_number(g),
    },
    Kind {
        name: "nimber",
        key: "nimber",
        test: |a, g| a.is_nimber(g),
    },
    Kind {
        name: "infinitesimal",
        key: "infinitesimal",
        test: |a, g| a.is_infinitesimal(g),
    },
    Kind {
        name: "all-small",
        key: "all_small",
        test: Arena::is_all_small,
    },
    Kind {
        name: "dicotic",
        key: "dicotic",
        test: Arena::is_dicotic,
    },
    Kind {
        name: "switch",
        key: "switch",
        test: |a, g| a.is_switch(g),
    },
];

/// The quantities `--all` adds, games already printed in the notation.
pub struct ValueTheory {
    reduced: String,
    /// `None` when the game is not all-small (the only games without one).
    atomic_weight: Option<String>,
    birthday: u128,
    left_incentives: Vec<String>,
    right_incentives: Vec<String>,
    confusion_interval: Option<ConfusionInterval>,
    /// Whether the game is of each of [`KINDS`].
    kinds: [bool; KINDS.len()],
}

impl ValueTheory {
    /// Computes every quantity of `g`; a limit reached is an error naming the quantity.
    pub fn of(arena: &mut Arena, g: GameId, printing: Printing) -> Result<Self, CliError> {
        let reduced = arena
            .reduced_canonical_form(g)
            .map_err(refused("the reduced canonical form"))?;
        let atomic_weight = arena
            .atomic_weight(g)
            .map_err(refused("the atomic weight"))?;
        let left_incentives = arena
            .left_incentives(g)
            .map_err(refused("the Left incentives"))?;
        let right_incentives = arena
            .right_incentives(g)
            .map_err(refused("the Right incentives"))?;
        Ok(ValueTheory {
            reduced: canonical_text(arena, reduced, printing)?,
            atomic_weight: atomic_weight
                .map(|w| canonical_text(arena, w, printing))
                .transpose()?,
            birthday: arena.birthday(g),
            left_incentives: texts(arena, &left_incentives, printing)?,
            right_incentives: texts(arena, &right_incentives, printing)?,
            confusion_interval: arena.confusion_interval(g),
            kinds: KINDS.map(|kind| (kind.test)(arena, g)),
        })
    }

    /// The JSON keys: games as strings in the notation, the birthday as a string of
    /// decimal digits, `null` for no atomic weight and for an empty confusion interval.
    pub fn json(&self) -> Map<String, Value> {
        let kinds: Map<String, Value> = KINDS
            .iter()
            .zip(self.kinds)
            .map(|(kind, is)| (kind.key.to_string(), Value::Bool(is)))
            .collect();
        [
            ("reduced", json!(self.reduced)),
            ("atomic_weight", json!(self.atomic_weight)),
            ("birthday", json!(self.birthday.to_string())),
            ("left_incentives", json!(self.left_incentives)),
            ("right_incentives", json!(self.right_incentives)),
            (
                "confusion_interval",
                json!(self.confusion_interval.map(|c| c.to_string())),
            ),
            ("kinds", Value::Object(kinds)),
        ]
        .into_iter()
        .map(|(key, value)| (key.to_string(), value))
        .collect()
    }

    /// The text lines, `(label, value)`.
    pub fn lines(&self) -> Vec<(&'static str, String)> {
        let kinds_where = |wanted: bool| {
            let names: Vec<&str> = KINDS
                .iter()
                .zip(self.kinds)
                .filter(|&(_, is)| is == wanted)
                .map(|(kind, _)| kind.name)
                .collect();
            or_else(names.join(", "), "none of these kinds")
        };
        vec![
            ("reduced", self.reduced.clone()),
            (
                "atomic weight",
                self.atomic_weight
                    .clone()
                    .unwrap_or_else(|| "none (not all-small)".into()),
            ),
            ("birthday", self.birthday.to_string()),
            (
                "left incentives",
                or_else(self.left_incentives.join("; "), "none (Left has no move)"),
            ),
            (
                "right incentives",
                or_else(self.right_incentives.join("; "), "none (Right has no move)"),
            ),
            (
                "confusion interval",
                self.confusion_interval.map_or_else(
                    || "empty (confused with no number)".into(),
                    |c| c.to_string(),
                ),
            ),
            ("is", kinds_where(true)),
            ("is not", kinds_where(false)),
        ]
    }
}

/// `text`, or `empty` when it is empty.
fn or_else(text: String, empty: &str) -> String {
    if text.is_empty() {
        empty.to_string()
    } else {
        text
    }
}

/// The games of `games` in the notation.
fn texts(arena: &Arena, games: &[GameId], printing: Printing) -> Result<Vec<String>, CliError> {
    games
        .iter()
        .map(|&g| canonical_text(arena, g, printing))
        .collect()
}

/// The error of a computation refused by a limit of the engine.
fn refused(what: &'static str) -> impl Fn(Error) -> CliError {
    move |e| CliError::input(format!("cannot compute {what}: {e}"))
}
