//! The functions of game expressions: `cool(G,t)`, `heat(G,t)`, `overheat(G,s,t)`,
//! `norton(G,U)`, `rcf(G)`, `Tiny(G)` and `Miny(G)`.
//!
//! Each is an operation of the arena, documented with its definition and source where it
//! is implemented: cooling in `thermograph` (Winning Ways, ch. 6; Siegel II.5), heating
//! and overheating in `heating` (Berlekamp), Norton multiplication in `norton` (Winning
//! Ways, ch. 8), the reduced canonical form in `reduced` (Calistrate; Grossman–Siegel).
//! `Tiny(G) = {0 || 0 | -G}` and `Miny(G) = {G | 0 || 0}` (Winning Ways, ch. 5: tiny-G and
//! miny-G). `conjunctive(G,H)`, `selective(G,H)` and `shortened(G,H)` (shortened selective) are the
//! compounds of `compounds` (Winning Ways, ch. 9 and 14), `product(G,H)` Conway's product
//! of `conway_product` (ONAG ch. 1). Names are read without regard
//! to case (`tiny(2)` is `Tiny(2)`).

use super::super::arena::{Arena, GameId};
use super::super::limits::Error;

/// A function of game expressions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Function {
    Cool,
    Heat,
    Overheat,
    Norton,
    Rcf,
    Tiny,
    Miny,
    Conjunctive,
    Selective,
    ShortenedSelective,
    Product,
}

/// Every function: its name and the names of its parameters.
const FUNCTIONS: [(Function, &str, &[&str]); 11] = [
    (Function::Cool, "cool", &["G", "t"]),
    (Function::Heat, "heat", &["G", "t"]),
    (Function::Overheat, "overheat", &["G", "s", "t"]),
    (Function::Norton, "norton", &["G", "U"]),
    (Function::Rcf, "rcf", &["G"]),
    (Function::Tiny, "Tiny", &["G"]),
    (Function::Miny, "Miny", &["G"]),
    (Function::Conjunctive, "conjunctive", &["G", "H"]),
    (Function::Selective, "selective", &["G", "H"]),
    (Function::ShortenedSelective, "shortened", &["G", "H"]),
    (Function::Product, "product", &["G", "H"]),
];

/// A refusal to apply a function: a message, and the argument it is about (if one).
pub(super) struct Refusal {
    pub(super) argument: Option<usize>,
    pub(super) message: String,
}

impl Function {
    /// The function named `name` (any case).
    pub(super) fn named(name: &str) -> Option<Function> {
        FUNCTIONS
            .iter()
            .find(|(_, n, _)| n.eq_ignore_ascii_case(name))
            .map(|&(f, _, _)| f)
    }

    /// The names of every function, as a list for messages.
    pub(super) fn all_names() -> String {
        FUNCTIONS
            .iter()
            .map(|(_, n, params)| format!("{n}({})", params.join(",")))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn entry(self) -> (&'static str, &'static [&'static str]) {
        let &(_, name, params) = FUNCTIONS
            .iter()
            .find(|(f, _, _)| *f == self)
            .expect("every function is listed");
        (name, params)
    }

    /// The function as it is written, `cool(G,t)`.
    pub(super) fn signature(self) -> String {
        let (name, params) = self.entry();
        format!("{name}({})", params.join(","))
    }

    /// Applies the function to `args`, checked for their number and kind.
    pub(super) fn apply(self, arena: &mut Arena, args: &[GameId]) -> Result<GameId, Refusal> {
        let (_, params) = self.entry();
        if args.len() != params.len() {
            return Err(Refusal {
                argument: None,
                message: format!(
                    "{} takes {} argument{}, found {}",
                    self.signature(),
                    params.len(),
                    if params.len() == 1 { "" } else { "s" },
                    args.len()
                ),
            });
        }
        let refused = |e: Error| Refusal {
            argument: None,
            message: e.to_string(),
        };
        match self {
            Function::Cool => {
                let t = arena.as_number(args[1]).ok_or_else(|| Refusal {
                    argument: Some(1),
                    message: "the temperature t of cool(G,t) must be a number".to_string(),
                })?;
                arena.cool(args[0], t).map_err(|e| Refusal {
                    argument: Some(1),
                    message: e.to_string(),
                })
            }
            Function::Heat => arena.heat(args[0], args[1]).map_err(refused),
            Function::Overheat => arena
                .overheat(args[0], args[1], args[2])
                .map_err(|e| positive_unit(e, 1)),
            Function::Norton => arena
                .norton_product(args[0], args[1])
                .map_err(|e| positive_unit(e, 1)),
            Function::Rcf => arena.reduced_canonical_form(args[0]).map_err(refused),
            Function::Tiny => {
                let zero = arena.zero();
                let minus = arena.neg(args[0]);
                let right = arena.game(&[zero], &[minus]).map_err(refused)?;
                arena.game(&[zero], &[right]).map_err(refused)
            }
            Function::Miny => {
                let zero = arena.zero();
                let left = arena.game(&[args[0]], &[zero]).map_err(refused)?;
                arena.game(&[left], &[zero]).map_err(refused)
            }
            Function::Conjunctive => arena.conjunctive_sum(args[0], args[1]).map_err(refused),
            Function::Selective => arena.selective_sum(args[0], args[1]).map_err(refused),
            Function::Product => arena.conway_product(args[0], args[1]).map_err(refused),
            Function::ShortenedSelective => arena
                .shortened_selective_sum(args[0], args[1])
                .map_err(refused),
        }
    }
}

/// A refusal of Norton multiplication or overheating, about the unit (argument `unit`)
/// when it is not positive.
fn positive_unit(e: Error, unit: usize) -> Refusal {
    Refusal {
        argument: matches!(e, Error::UnitNotPositive).then_some(unit),
        message: e.to_string(),
    }
}
