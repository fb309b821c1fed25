//! The printer: canonical forms in the notation of the literature, such that the parser
//! reads every text back to the same game.
//!
//! A canonical form is printed as the first of these shapes it has (read off its form,
//! without computing; `x`, `y` are numbers, `G` is any game):
//!
//! | form | printed | source |
//! |---|---|---|
//! | `x + n.^ + *m` | `x^n*m`, e.g. `1/2^*`, `v3*2`, `^2*` (arrows `↑ ⇑ ↑3 ↓ ⇓` with [`Style::Unicode`]) | Winning Ways, ch. 3 |
//! | `{x+y \| x-y}`, `y > 0` | `x±y` (`±y` for `x = 0`) when `x` and `y` have no larger denominator than the options, so `{3\|1}` is `2±1` but `{1\|0}` stays | Winning Ways, ch. 5; Siegel II.3 |
//! | `{G \| -G}` | `±G` | Winning Ways, ch. 5 |
//! | `{0 \|\| 0 \| -G}`, `{G \| 0 \|\| 0}` | `Tiny(G)`, `Miny(G)`; with numbers, `{x \|\| x \| x-y}` is `x+Tiny(y)` | Winning Ways, ch. 5 (tiny-G, miny-G) |
//! | anything else | `{L \| R}`: options sorted; a lone option in braces (or a switch `x±y`, `x != 0`) inlined with more bars: `{3\|\|2\|1}`, `{4\|\|2\|0}` | Winning Ways, ch. 2 |
//!
//! The shapes need to know when one option is the negative of another; that is decided
//! on the forms alone (canonical forms are unique, so `b = -a` exactly when the form of
//! `b` is the mirror image of the form of `a`), with a memo per print. The printer can
//! print `-g` without building it (the mirror image, `Tiny` and `Miny` swapped), which
//! `Tiny(G)` needs for `G`. All work is bounded by a character budget.

use super::super::arena::{Arena, FxMap, GameId, Node};
use super::super::dyadic::Dyadic;
use super::super::nus::{nus_neg, Nus};
use std::fmt;

/// How the printer writes the infinitesimals `^` and `v`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Style {
    /// Letters, as typed on any keyboard: `^`, `^2`, `v`, `v3*` (and `±`, as always).
    #[default]
    Plain,
    /// Arrows, as in the literature: `↑`, `⇑`, `↑3`, `↓`, `⇓`, `↓3*`.
    Unicode,
}

impl Arena {
    /// The canonical form of `g` in the usual notation; [`parse`](super::parse) reads it
    /// back.
    ///
    /// ```
    /// use conway::partizan::{Arena, parse};
    /// let mut a = Arena::new();
    /// for text in ["0", "-3/4", "^*", "1/2v3*2", "±1", "2±1", "{2|0,*}", "{1||0|-1}", "Tiny(2)", "±{2|1}"] {
    ///     let g = parse(&mut a, text).unwrap();
    ///     assert_eq!(a.display(g), text);
    /// }
    /// ```
    pub fn display(&self, g: GameId) -> String {
        self.display_within(g, usize::MAX).unwrap_or_default()
    }

    /// [`Arena::display`], or `None` if the text would be longer than `max` characters.
    /// (A canonical form shares its subforms, so its text can be exponentially longer
    /// than the number of forms it is made of; the work here is bounded by `max`.)
    ///
    /// ```
    /// use conway::partizan::{Arena, parse};
    /// let mut a = Arena::new();
    /// let g = parse(&mut a, "{3||2|1}").unwrap();
    /// assert_eq!(a.display_within(g, 8).as_deref(), Some("{3||2|1}"));
    /// assert_eq!(a.display_within(g, 7), None);
    /// ```
    pub fn display_within(&self, g: GameId, max: usize) -> Option<String> {
        self.display_styled(g, Style::Plain, max)
    }

    /// [`Arena::display_within`] in the given style.
    ///
    /// ```
    /// use conway::partizan::{Arena, Style, parse};
    /// let mut a = Arena::new();
    /// let g = parse(&mut a, "{0|^} + v3").unwrap();
    /// assert_eq!(a.display_styled(g, Style::Unicode, 100).as_deref(), Some("↓*"));
    /// let g = parse(&mut a, "⇑*").unwrap();
    /// assert_eq!(a.display(g), "^2*");
    /// ```
    pub fn display_styled(&self, g: GameId, style: Style, max: usize) -> Option<String> {
        let mut printer = Printer {
            arena: self,
            style,
            budget: max,
            negatives: FxMap::default(),
        };
        printer.text(g, false).map(|t| t.text)
    }
}

/// Printed text, and whether it is a sum (`2±1`, `1+Tiny(2)`), which needs parentheses
/// after a prefix `±`.
struct Text {
    text: String,
    compound: bool,
}

/// The argument of `Tiny` or `Miny`: a game (printed negated or not) or a number.
#[derive(Clone, Copy)]
enum Argument {
    Game { game: GameId, negated: bool },
    Number(Dyadic),
}

/// The shape an options node is printed in (module documentation).
enum Shape {
    /// `x±y`.
    Switch { mean: Dyadic, radius: Dyadic },
    /// `±G`.
    PlusMinus(GameId),
    /// `x+Tiny(G)` (or `Miny` when `tiny` is false).
    Tiny {
        base: Dyadic,
        tiny: bool,
        argument: Argument,
    },
    /// `{L | R}`.
    Braces,
}

impl Shape {
    /// Whether a lone option of this shape is written inline with more bars: braces,
    /// and switches `x±y` with `x != 0`, so `{4 | {2|0}}` is `{4||2|0}` as in Winning Ways.
    fn inlined(&self) -> bool {
        match self {
            Shape::Braces => true,
            Shape::Switch { mean, .. } => *mean != Dyadic::ZERO,
            Shape::PlusMinus(_) | Shape::Tiny { .. } => false,
        }
    }
}

struct Printer<'a> {
    arena: &'a Arena,
    style: Style,
    /// Characters left.
    budget: usize,
    /// `(a, b)` ↦ whether the form of `b` is the mirror image of the form of `a`.
    negatives: FxMap<(GameId, GameId), bool>,
}

impl<'a> Printer<'a> {
    /// Takes `n` characters from the budget, if it has them.
    fn charge(&mut self, n: usize) -> Option<()> {
        self.budget = self.budget.checked_sub(n)?;
        Some(())
    }

    /// `text`, charged to the budget.
    fn charged(&mut self, text: String, compound: bool) -> Option<Text> {
        self.charge(text.chars().count())?;
        Some(Text { text, compound })
    }

    /// The text of `g`, or of `-g` if `negated`.
    fn text(&mut self, g: GameId, negated: bool) -> Option<Text> {
        let n = match self.arena.node(g) {
            Node::Nus(n) => *n,
            Node::Options { .. } => return self.options_text(g, negated),
        };
        let n = if negated { nus_neg(n) } else { n };
        self.charged(nus_text_styled(n, self.style), false)
    }

    fn options_text(&mut self, g: GameId, negated: bool) -> Option<Text> {
        let sign = |x: Dyadic| if negated { -x } else { x };
        match self.shape(g) {
            Shape::Switch { mean, radius } => {
                let mean = sign(mean);
                let text = if mean == Dyadic::ZERO {
                    format!("±{radius}")
                } else {
                    format!("{mean}±{radius}")
                };
                self.charged(text, mean != Dyadic::ZERO)
            }
            // -(±G) = {-(-G) | -G} = ±G
            Shape::PlusMinus(a) => {
                let inner = self.text(a, false)?;
                let text = if inner.compound {
                    self.charge(3)?;
                    format!("±({})", inner.text)
                } else {
                    self.charge(1)?;
                    format!("±{}", inner.text)
                };
                Some(Text {
                    text,
                    compound: false,
                })
            }
            // -(x + Tiny(G)) = -x + Miny(G)
            Shape::Tiny {
                base,
                tiny,
                argument,
            } => {
                let name = if tiny != negated { "Tiny" } else { "Miny" };
                let inner = match argument {
                    Argument::Game { game, negated } => self.text(game, negated)?.text,
                    Argument::Number(y) => self.charged(y.to_string(), false)?.text,
                };
                let base = sign(base);
                let prefix = if base == Dyadic::ZERO {
                    String::new()
                } else {
                    format!("{base}+")
                };
                self.charge(prefix.chars().count() + name.len() + 2)?;
                Some(Text {
                    text: format!("{prefix}{name}({inner})"),
                    compound: base != Dyadic::ZERO,
                })
            }
            Shape::Braces => {
                let inner = self.inner(g, negated)?.0;
                self.charge(2)?;
                Some(Text {
                    text: format!("{{{inner}}}"),
                    compound: false,
                })
            }
        }
    }

    /// The options of `g`, sides swapped if `negated` (the options of `-g` are the
    /// negatives of the other side's).
    fn sides(&self, g: GameId, negated: bool) -> (&'a [GameId], &'a [GameId]) {
        let arena: &'a Arena = self.arena;
        let Node::Options { left, right } = arena.node(g) else {
            unreachable!("sides of an options node")
        };
        if negated {
            (right, left)
        } else {
            (left, right)
        }
    }

    /// The first shape of the module documentation that `g` has.
    fn shape(&mut self, g: GameId) -> Shape {
        let (left, right) = self.sides(g, false);
        let (&[a], &[b]) = (left, right) else {
            return Shape::Braces;
        };
        let arena = self.arena;
        if let (Some(x), Some(y)) = (arena.as_number(a), arena.as_number(b)) {
            if let Some(shape) = switch(x, y) {
                return shape;
            }
        }
        if self.is_negative(a, b) {
            return Shape::PlusMinus(a);
        }
        if let Some(shape) = tiny_shape(arena, a, b) {
            return shape;
        }
        Shape::Braces
    }

    /// Whether the form of `b` is the mirror image of the form of `a` (`b = -a`).
    fn is_negative(&mut self, a: GameId, b: GameId) -> bool {
        let arena = self.arena;
        if arena.known_negative(a) == Some(b) {
            return true;
        }
        match (arena.node(a), arena.node(b)) {
            (Node::Nus(x), Node::Nus(y)) => nus_neg(*x) == *y,
            (
                Node::Options {
                    left: al,
                    right: ar,
                },
                Node::Options {
                    left: bl,
                    right: br,
                },
            ) => {
                if let Some(&known) = self.negatives.get(&(a, b)) {
                    return known;
                }
                // canonical options are distinct values, so matching each option of one
                // side into the other is a bijection when the lengths agree
                let mirrored = al.len() == br.len()
                    && ar.len() == bl.len()
                    && al
                        .iter()
                        .all(|&l| br.iter().any(|&r| self.is_negative(l, r)))
                    && ar
                        .iter()
                        .all(|&r| bl.iter().any(|&l| self.is_negative(r, l)));
                self.negatives.insert((a, b), mirrored);
                mirrored
            }
            _ => false,
        }
    }

    /// The text between the braces of an options node, and the bars of its separator.
    fn inner(&mut self, g: GameId, negated: bool) -> Option<(String, usize)> {
        let (left, right) = self.sides(g, negated);
        let (l, dl) = self.side_text(left, negated)?;
        let (r, dr) = self.side_text(right, negated)?;
        let bars = dl.max(dr) + 1;
        self.charge(bars)?;
        Some((format!("{l}{}{r}", "|".repeat(bars)), bars))
    }

    /// One side's options; a lone braced option is written inline with fewer bars.
    fn side_text(&mut self, ids: &[GameId], negated: bool) -> Option<(String, usize)> {
        if let &[only] = ids {
            if matches!(self.arena.node(only), Node::Options { .. }) && self.shape(only).inlined() {
                // inline up to `|||`; deeper nesting reads better with braces
                let (text, bars) = self.inner(only, negated)?;
                return if bars <= 2 {
                    Some((text, bars))
                } else {
                    self.charge(2)?;
                    Some((format!("{{{text}}}"), 0))
                };
            }
        }
        let mut texts = Vec::with_capacity(ids.len());
        for &o in ids {
            texts.push(self.text(o, negated)?.text);
        }
        texts.sort_by(|a, b| by_text(a, b));
        self.charge(ids.len().saturating_sub(1))?;
        Some((texts.join(","), 0))
    }
}

/// `{a | b}` for numbers `a > b` as `x±y`, if `x` and `y` are no finer than `a` and `b`.
fn switch(a: Dyadic, b: Dyadic) -> Option<Shape> {
    let mean = a.checked_add(b).ok()?.checked_half().ok()?;
    let radius = a.checked_sub(mean).ok()?;
    let finest = a.exponent().max(b.exponent());
    (radius > Dyadic::ZERO && mean.exponent() <= finest && radius.exponent() <= finest)
        .then_some(Shape::Switch { mean, radius })
}

/// `{x || x | c}` as `Tiny`, `{c | x || x}` as `Miny` (`x` a number; `c` any game when
/// `x = 0`, else a number).
fn tiny_shape(arena: &Arena, a: GameId, b: GameId) -> Option<Shape> {
    let nested = |g: GameId| match arena.node(g) {
        Node::Options { left, right } => match (&left[..], &right[..]) {
            (&[l], &[r]) => Some((l, r)),
            _ => None,
        },
        Node::Nus(_) => None,
    };
    let shape = |base: Dyadic, tiny: bool, c: GameId| {
        let argument = if base == Dyadic::ZERO {
            Argument::Game {
                game: c,
                negated: tiny,
            }
        } else {
            let c = arena.as_number(c)?;
            let y = if tiny {
                base.checked_sub(c)
            } else {
                c.checked_sub(base)
            };
            Argument::Number(y.ok()?)
        };
        Some(Shape::Tiny {
            base,
            tiny,
            argument,
        })
    };
    if let Some(x) = arena.as_number(a) {
        if let Some((bl, br)) = nested(b) {
            if bl == a {
                return shape(x, true, br);
            }
        }
    }
    let x = arena.as_number(b)?;
    let (al, ar) = nested(a)?;
    if ar == b {
        return shape(x, false, al);
    }
    None
}

/// The printing order of options, independent of ids: numbers, then other closed forms,
/// then braces; shorter texts first, then alphabetical.
fn by_text(a: &str, b: &str) -> std::cmp::Ordering {
    let key = |s: &str| {
        let first = s.chars().next().unwrap_or('0');
        let number = first.is_ascii_digit() || first == '-';
        (s.starts_with('{'), !number, s.len())
    };
    key(a).cmp(&key(b)).then_with(|| a.cmp(b))
}

/// `x + n.^ + *m` in the plain style, as messages write it.
impl fmt::Display for Nus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&nus_text_styled(*self, Style::Plain))
    }
}

/// `x + n.^ + *m` in `style`.
fn nus_text_styled(n: Nus, style: Style) -> String {
    let mut s = String::new();
    if n.number != Dyadic::ZERO || n.is_number() {
        s.push_str(&n.number.to_string());
    }
    let (up, down, double_up, double_down) = match style {
        Style::Plain => ("^", "v", "^2", "v2"),
        Style::Unicode => ("↑", "↓", "⇑", "⇓"),
    };
    match n.ups {
        0 => {}
        1 => s.push_str(up),
        -1 => s.push_str(down),
        2 => s.push_str(double_up),
        -2 => s.push_str(double_down),
        u if u > 0 => s.push_str(&format!("{up}{u}")),
        u => s.push_str(&format!("{down}{}", u.unsigned_abs())),
    }
    match n.nim {
        0 => {}
        1 => s.push('*'),
        m => s.push_str(&format!("*{m}")),
    }
    s
}
