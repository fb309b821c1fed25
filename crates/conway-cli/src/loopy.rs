//! Loopy expressions on the command line: an expression with a loopy word (`on`, `off`,
//! `over`, `under`, `upon`, `dud`, `tis`, `tisn`, `pass`, or a name given to braces) is
//! read by the loopy notation ([`conway::loopy::notation`]) instead of the short one, and
//! `conway value` and `conway compare` report on it with the loopy theory: outcomes with
//! draws, whether it is a stopper, its canonical form or its onside and offside, and the
//! order of sides. `S & T` is read as the sided value with `S`'s onside and `T`'s
//! offside ([`conway::loopy::sided`]).

use crate::error::CliError;
use crate::expression::Printing;
use conway::loopy::notation::{
    display_within, is_loopy_text_with, parse_sided_with, ReadError, MAX_PRINTED,
};
use conway::loopy::sided::SidedValue;
use conway::loopy::sides::{Side, SideError};
use conway::loopy::variety::VarietyError;
use conway::loopy::{LoopyGame, LoopyOutcome, Winner};
use conway::partizan::Arena;
use conway_games::loopy_positions::LoopyRulesetPositions;
use conway_games::positions::RulesetPositions;

/// Whether the expression is written in the loopy notation (or names a position of a
/// loopy ruleset).
pub fn is_loopy(expr: &str) -> bool {
    is_loopy_text_with(expr, &LoopyRulesetPositions)
}

/// Reads a loopy expression, a game or a sided value `S & T` (its short parts with
/// ruleset positions); `name` says which expression in messages.
pub fn read_value(arena: &mut Arena, expr: &str, name: &str) -> Result<SidedValue, CliError> {
    let mut positions = RulesetPositions::new();
    parse_sided_with(arena, expr, &mut positions, &mut LoopyRulesetPositions).map_err(|e| match e {
        ReadError::Syntax(e) => CliError::input(format!("invalid {name}: {e}")),
        ReadError::Refused(e) => CliError::input(format!("the {name} was refused: {e}")),
    })
}

/// Reads a loopy game (a sided value `s & t` that is not a game is refused: `what` says
/// what needs a game).
pub fn read(arena: &mut Arena, expr: &str, name: &str, what: &str) -> Result<LoopyGame, CliError> {
    match read_value(arena, expr, name)? {
        SidedValue::Game(game) => Ok(game),
        SidedValue::Pair { .. } => Err(CliError::input(format!(
            "invalid {name}: a sided value s & t is a value, not a game form (it has no \
             moves), and {what} needs a game"
        ))),
    }
}

/// A side as printed: its canonical stopper, or why it is not given.
fn side_text(
    arena: &mut Arena,
    game: &LoopyGame,
    side: Side,
    printing: Printing,
) -> Result<Option<String>, CliError> {
    match game.side(side) {
        Ok(stopper) => Ok(Some(text(arena, &stopper, printing))),
        Err(SideError::NotFound(_)) => Ok(None),
        Err(SideError::Refused(e)) => Err(CliError::input(e)),
    }
}

fn text(arena: &mut Arena, game: &LoopyGame, printing: Printing) -> String {
    display_within(arena, game, printing.style(), MAX_PRINTED).unwrap_or_else(|| {
        format!(
            "(not printed: more than {MAX_PRINTED} characters; {} vertices)",
            game.len()
        )
    })
}

/// What `conway value` reports on a loopy game.
pub struct LoopyValue {
    stopper: bool,
    /// The canonical stopper's graph, for a stopper.
    canonical_game: Option<LoopyGame>,
    /// The canonical stopper, for a stopper.
    canonical: Option<String>,
    onside: Option<String>,
    offside: Option<String>,
    outcome: LoopyOutcome,
    /// The left and right stops, for a stopper.
    stops: Option<(String, String)>,
    /// The degree `G +↑ -G` of a stopper, when asked for (`--all`): its text, or why not.
    degree: Option<String>,
    /// The variety of a stopper, when asked for (`--all`): its text, or why there is none.
    variety: Option<Result<String, String>>,
    /// The positions of the game's graph (none for a sided value that is not a game).
    vertices: Option<usize>,
    /// The generalised Sprague–Grundy value of an impartial game.
    nim_value: Option<String>,
}

impl LoopyValue {
    /// Computes the report; `with_degree`: the degree of a stopper too (`--all`; it needs
    /// a side of `G - G`).
    pub fn of(
        arena: &mut Arena,
        value: &SidedValue,
        printing: Printing,
        with_degree: bool,
    ) -> Result<Self, CliError> {
        let SidedValue::Game(game) = value else {
            return Ok(LoopyValue {
                stopper: false,
                canonical_game: None,
                canonical: None,
                stops: None,
                degree: None,
                variety: None,
                onside: side_text(arena, value.graph_for(Side::On), Side::On, printing)?,
                offside: side_text(arena, value.graph_for(Side::Off), Side::Off, printing)?,
                outcome: value.outcome(),
                vertices: None,
                nim_value: None,
            });
        };
        let stopper = game.is_stopper();
        let canonical_game = match stopper {
            true => Some(game.canonical_stopper().map_err(CliError::input)?),
            false => None,
        };
        let canonical = canonical_game.as_ref().map(|c| text(arena, c, printing));
        let stops = match &canonical_game {
            Some(c) => {
                let (left, right) = c.stops(arena).map_err(CliError::input)?;
                Some((left.to_string(), right.to_string()))
            }
            None => None,
        };
        let degree = match (&canonical_game, with_degree) {
            (Some(c), true) => Some(match c.degree() {
                Ok(d) => text(arena, &d, printing),
                Err(SideError::NotFound(_)) => "not found as a stopper".to_string(),
                Err(SideError::Refused(e)) => return Err(CliError::input(e)),
            }),
            _ => None,
        };
        let variety = match (&canonical_game, with_degree) {
            (Some(c), true) => Some(match c.variety() {
                Ok(v) => Ok(text(arena, &v, printing)),
                Err(VarietyError::Side(SideError::Refused(e))) => return Err(CliError::input(e)),
                Err(VarietyError::Unstable { upsum, downsum }) => Err(format!(
                    "none: unstable (upsum variety {}, downsum variety {})",
                    text(arena, &upsum, printing),
                    text(arena, &downsum, printing)
                )),
                Err(VarietyError::NotIdempotent(_)) => {
                    Err("none: the degree is not an idempotent".to_string())
                }
                Err(e @ VarietyError::Side(SideError::NotFound(_))) => Err(format!("none: {e}")),
            }),
            _ => None,
        };
        let (onside, offside) = match &canonical {
            Some(c) => (Some(c.clone()), Some(c.clone())),
            None => (
                side_text(arena, game, Side::On, printing)?,
                side_text(arena, game, Side::Off, printing)?,
            ),
        };
        Ok(LoopyValue {
            stopper,
            canonical_game,
            canonical,
            stops,
            degree,
            variety,
            onside,
            offside,
            outcome: game.outcome(),
            vertices: Some(game.len()),
            nim_value: game
                .loopy_nimber()
                .map(|v| v.text(printing.style() == conway::partizan::Style::Unicode)),
        })
    }

    /// The canonical stopper's graph, for a stopper.
    pub fn canonical_game(&self) -> Option<&LoopyGame> {
        self.canonical_game.as_ref()
    }

    /// The outcome with draws.
    pub fn outcome(&self) -> LoopyOutcome {
        self.outcome
    }

    /// The value as printed: the canonical stopper, or `onside & offside`.
    fn value(&self) -> String {
        if let Some(c) = &self.canonical {
            return c.clone();
        }
        let side = |s: &Option<String>, which: &str| {
            s.clone().unwrap_or_else(|| format!("({which} not found)"))
        };
        format!(
            "{} & {}",
            side(&self.onside, "onside"),
            side(&self.offside, "offside")
        )
    }

    /// The text lines.
    pub fn lines(&self) -> Vec<(&'static str, String)> {
        let not_found = "not found as a stopper (no edge on an alternating cycle can be removed \
                         without changing it; it may not be a stopper, as in Bach's carousel)";
        let side = |s: &Option<String>| s.clone().unwrap_or_else(|| not_found.to_string());
        let mut lines = vec![
            ("value", self.value()),
            (
                "stopper",
                match (self.stopper, self.vertices) {
                    (true, _) => "yes (no play alternates forever)".into(),
                    (false, Some(_)) => "no (play can alternate forever)".into(),
                    (false, None) => "no (a sided value s & t: a value, not a game form)".into(),
                },
            ),
            ("onside", side(&self.onside)),
            ("offside", side(&self.offside)),
            (
                "outcome",
                format!("{} ({})", self.outcome, outcome_meaning(self.outcome)),
            ),
        ];
        if let Some((left, right)) = &self.stops {
            lines.push(("left stop", left.clone()));
            lines.push(("right stop", right.clone()));
        }
        if let Some(d) = &self.degree {
            lines.push(("degree", format!("{d} (G +^ -G, the onside of G - G)")));
        }
        match &self.variety {
            Some(Ok(v)) => {
                lines.push(("variety", format!("{v} (stable: upsum = downsum variety)")))
            }
            Some(Err(why)) => lines.push(("variety", why.clone())),
            None => {}
        }
        if let Some(vertices) = self.vertices {
            lines.push((
                "vertices",
                format!("{vertices} (positions in the game's graph)"),
            ));
        }
        if let Some(v) = &self.nim_value {
            lines.push((
                "nim-value",
                format!("{v} (impartial: Smith's generalised Sprague-Grundy value)"),
            ));
        }
        lines
    }

    /// The JSON object.
    pub fn json(&self, expr: &str) -> serde_json::Value {
        let mut json = serde_json::json!({
            "expression": expr,
            "loopy": true,
            "value": self.value(),
            "canonical": self.canonical,
            "stopper": self.stopper,
            "onside": self.onside,
            "offside": self.offside,
            "outcome": self.outcome.to_string(),
            "left_first": winner_word(self.outcome.left_first),
            "right_first": winner_word(self.outcome.right_first),
            "vertices": self.vertices,
            "nim_value": self.nim_value,
            "left_stop": self.stops.as_ref().map(|s| &s.0),
            "right_stop": self.stops.as_ref().map(|s| &s.1),
        });
        if let Some(d) = &self.degree {
            json["degree"] = serde_json::json!(d);
        }
        if let Some(v) = &self.variety {
            json["variety"] = serde_json::json!(v.as_ref().ok());
        }
        json
    }
}

/// `"Left"`, `"Right"` or `"draw"`.
pub fn winner_word(w: Winner) -> &'static str {
    match w {
        Winner::Left => "Left",
        Winner::Right => "Right",
        Winner::Draw => "draw",
    }
}

/// What an outcome class with draws means.
pub fn outcome_meaning(o: LoopyOutcome) -> String {
    match o.code().as_str() {
        "L" => "Left wins whoever starts".into(),
        "R" => "Right wins whoever starts".into(),
        "N" => "the player to move wins".into(),
        "P" => "the player to move loses".into(),
        "D" => "a draw whoever starts: play goes on forever".into(),
        _ => format!(
            "Left moving first: {}; Right moving first: {}",
            o.left_first.words(),
            o.right_first.words()
        ),
    }
}

/// How `G` stands to `H` as loopy values: `<`, `>`, `=` or `||`, by comparing both sides.
pub fn relation(g: &SidedValue, h: &SidedValue) -> Result<&'static str, CliError> {
    let leq = g.leq(h).map_err(CliError::input)?;
    let geq = h.leq(g).map_err(CliError::input)?;
    Ok(match (leq, geq) {
        (true, true) => "=",
        (true, false) => "<",
        (false, true) => ">",
        (false, false) => "||",
    })
}

/// The loopy notation and what is reported, for the help of `value` and `compare`.
pub fn loopy_syntax() -> String {
    format!(
        "\
Loopy games (Winning Ways, ch. 11; Siegel, Combinatorial Game Theory, ch. VI): an
expression with one of the words on, off, over, under, upon, dud, tis, tisn or pass, or
with braces given a name, is a game whose play may repeat:
  on, off              {{pass|}}, {{|pass}}: pass is a move to the braces themselves
  over, under          {{0|pass}}, {{pass|0}}
  upon                 {{pass|*}}
  dud                  {{pass|pass}}: a draw whoever starts
  tis, tisn            {{tisn|}}, {{|tis}}
  a{{0|{{1|a}}}}           a name before braces stands for them inside them (longer cycles)
  G + H, G - H, -G, ±G sums, differences, negatives; short games mix in: over + 1/2
  S & T                the value with the onside of S and the offside of T (once, at
                       the top: (s & t) + G is written s + G & t + G): 1 & 0 = tis
  Tiny(G), Miny(G)     {{0||0|-G}}, {{G|0||0}}: Tiny(on) = {{0||0|off}}
  name:POSITION        a loopy ruleset's position (conway rulesets): foxgeese:8x8,
                       backsliding:TT..FF, cyclesub:1,3:7:5
A number plus over, under or upon prints by name: 2+over = {{2|pass}}, 3-upon = {{3*|pass}}.
CGSuite's printed forms read too: ^[on] = upon, v[on] = -upon, ^<on> = {{0||0|0,pass}},
v<on>, with a nimber after them and a number before them or before over and under
(5over = 5+over, 4v[on]* = 4-upon+*).
A loopy game is reported by its canonical form when it is a stopper (no play alternates
forever), otherwise by its onside and offside, G = onside & offside (a side that is not
found as a stopper is said so, never guessed), with its outcome: L, R, N, P, or D (a
draw whoever starts), or two letters for the result with Left moving first and with
Right moving first (LD: Left wins moving first, a draw when Right starts). G <= H when
it holds on both sides. A stopper also gets its left and right stops (pseudonumbers:
x, x+over, x+under, on, off) and, with --all, its degree G +^ -G and its variety
(when the degree is an idempotent and the upsum and downsum varieties agree). An impartial loopy game (both players with the same moves) also
gets its generalised Sprague-Grundy value (Smith): a nim-value, or inf_{{0,1,3}} (∞ with
--unicode), infinite with the nim-values of its options as escape set; inf_{{K}} reads as
{{pass,*k,...|pass,*k,...}}, the game of that value. Limits: {max_vertices} vertices in a game's graph, {max_parts}
loopy parts in one position of a sum, {max_pairs} pairs of vertices in a comparison of
stoppers and {max_side_states} states (pairs of positions with the player to move) in a
comparison of sides.",
        max_vertices = conway::loopy::MAX_VERTICES,
        max_parts = conway::loopy::notation::MAX_PARTS,
        max_pairs = conway::loopy::survival::MAX_PAIRS,
        max_side_states = conway::loopy::sides::MAX_SIDE_STATES,
    )
}
