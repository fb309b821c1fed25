//! The seed problems of `conway solve` (docs/problems.md), each answered by the library
//! function the command-line tool calls, exactly or modulo any `m >= 2`, within the same
//! measured size limits, with the GIL released.

use crate::errors::invalid;
use conway::count::arith::{run_counting, Cost, CountError, Counting};
use conway::count::records::Policy;
use conway::count::Arithmetic;
use conway_games::problems::paper_cutting::{self, PaperError};
use conway_games::problems::tower::{max_floors, Tower};
use conway_games::problems::young_staircases::{
    count_winning_tuples_with_progress, max_product, MAX_GAMES, MAX_WEIGHT,
};
use conway_games::problems::{nim_square, scatterstone};
use num_bigint::{BigInt, BigUint};
use pyo3::prelude::*;

/// Why a count failed: its message.
struct Failure(String);

impl From<CountError> for Failure {
    fn from(e: CountError) -> Failure {
        Failure(e.0)
    }
}

/// A decimal count as a Python `int`.
fn int(digits: &str) -> BigInt {
    digits.parse().expect("counts are decimal digits")
}

/// The modulus argument: `None`, or an `int >= 2`.
pub(crate) fn modulus(m: Option<BigInt>) -> PyResult<Option<BigUint>> {
    m.map(|m| {
        BigUint::try_from(m.clone())
            .ok()
            .filter(|p| *p >= BigUint::from(2u8))
            .ok_or_else(|| invalid(format!("the modulus must be at least 2 (got {m})")))
    })
    .transpose()
}

/// Runs a count generic over the arithmetic with the GIL released.
fn count<C: Counting<Error = Failure> + Send>(
    py: Python<'_>,
    m: Option<&BigUint>,
    job: C,
) -> PyResult<C::Output>
where
    C::Output: Send,
{
    py.detach(|| run_counting(m, job)).map_err(|e| invalid(e.0))
}

/// `L(max)` of nim-square.
struct NimSquare(usize);

impl Counting for NimSquare {
    type Output = String;
    type Error = Failure;
    fn run<A: Arithmetic>(self, a: &A) -> Result<String, Failure> {
        let value = nim_square::losing_positions(a, self.0, &mut |_, _| {})
            .map_err(|e| Failure(e.to_string()))?;
        Ok(a.to_decimal(&value))
    }
}

/// `D(W, H)` of paper cutting.
struct PaperTotal(u64, u64);

impl Counting for PaperTotal {
    type Output = String;
    type Error = Failure;
    fn run<A: Arithmetic>(self, a: &A) -> Result<String, Failure> {
        let d = paper_cutting::total_winning_moves(self.0, self.1, a, &mut |_, _| {})
            .map_err(paper_failure)?;
        Ok(a.to_decimal(&d))
    }
}

/// `S(M, W)` of Young's staircases.
struct Staircases(usize, u64);

impl Counting for Staircases {
    type Output = String;
    type Error = Failure;
    fn run<A: Arithmetic>(self, a: &A) -> Result<String, Failure> {
        let v = count_winning_tuples_with_progress(a, self.0, self.1, &mut |_, _| {})
            .map_err(|e| Failure(e.to_string()))?;
        Ok(a.to_decimal(&v))
    }
}

/// The game records of a tower.
struct Records<'t>(&'t Tower, Policy);

impl Counting for Records<'_> {
    type Output = String;
    type Error = Failure;
    fn run<A: Arithmetic>(self, a: &A) -> Result<String, Failure> {
        let value = self
            .0
            .records(self.1, a, &mut |_, _| {})
            .map_err(|e| Failure(e.to_string()))?;
        Ok(a.to_decimal(&value))
    }
}

/// A paper-cutting error's message.
fn paper_failure(e: PaperError) -> Failure {
    Failure(e.to_string())
}

/// Nim-square (docs/problems.md): ``L(max)``, the number of positions of three heaps of
/// sizes ``0 <= a <= b <= c <= max`` of ``sub:squares`` (remove a positive square) that
/// the player to move loses; exact, or modulo ``modulus``.
#[pyfunction]
#[pyo3(signature = (max = 100_000, modulus = None))]
pub fn solve_nim_square(py: Python<'_>, max: usize, modulus: Option<BigInt>) -> PyResult<BigInt> {
    let m = self::modulus(modulus)?;
    Ok(int(&count(py, m.as_ref(), NimSquare(max))?))
}

/// A class of split limits of Scatterstone: `(k_min, k_max, f)`.
type Class = (usize, usize, BigInt);

/// Scatterstone (docs/problems.md): ``(g(stones), classes)``, with ``classes`` the list of
/// ``(k_min, k_max, f)``: for every split limit ``k`` from ``k_min`` to ``k_max`` the
/// Grundy sequence is the same and ``f(stones, k) = f``; exact, or modulo ``modulus``.
#[pyfunction]
#[pyo3(signature = (stones = 200, modulus = None))]
pub fn solve_scatterstone(
    py: Python<'_>,
    stones: usize,
    modulus: Option<BigInt>,
) -> PyResult<(BigInt, Vec<Class>)> {
    let m = self::modulus(modulus)?;
    let limit = scatterstone::max_stones(Cost::of_nim_sums(m.as_ref()));
    if stones > limit {
        return Err(invalid(format!(
            "stones={stones} is above the limit of {limit} for this modulus (3000 modulo an \
             odd P < 2^64, 1500 exactly or for an even or huge modulus)"
        )));
    }
    let solved = py
        .detach(|| scatterstone::scatterstone_in_decimal(m.as_ref(), stones, &mut |_, _| {}))
        .map_err(|e| invalid(e.to_string()))?;
    let classes = solved
        .classes
        .iter()
        .map(|c| (c.k_min, c.k_max, int(&c.winning)))
        .collect();
    Ok((int(&solved.answer), classes))
}

/// Paper cutting (docs/problems.md): ``D(width, height)``, the sum of ``C(w, h)`` (winning
/// first moves of a ``w x h`` sheet) over ``2 <= w <= width``, ``2 <= h <= height``; exact,
/// or modulo ``modulus``. The smaller side may be at most 200; the other any 64-bit number.
#[pyfunction]
#[pyo3(signature = (width, height, modulus = None))]
pub fn solve_paper_cutting(
    py: Python<'_>,
    width: u64,
    height: u64,
    modulus: Option<BigInt>,
) -> PyResult<BigInt> {
    let m = self::modulus(modulus)?;
    Ok(int(&count(py, m.as_ref(), PaperTotal(width, height))?))
}

/// Paper cutting, one sheet: ``(G(width, height), C(width, height))``, its Grundy value
/// and its number of winning first moves (exact).
#[pyfunction]
pub fn solve_paper_cutting_cell(py: Python<'_>, width: u64, height: u64) -> PyResult<(u16, u128)> {
    let cell = py
        .detach(|| paper_cutting::cell(width, height, &mut |_, _| {}))
        .map_err(|e| invalid(e.to_string()))?;
    Ok((cell.grundy, cell.winning_moves))
}

/// Young's staircases (docs/problems.md): ``S(games, weight)``, the number of ordered
/// tuples of ``games`` staircases, each of weight at most ``weight``, whose sum the player
/// who moves right (CGT Left) wins moving first; exact, or modulo ``modulus``.
#[pyfunction]
#[pyo3(signature = (games, weight, modulus = None))]
pub fn solve_young_staircases(
    py: Python<'_>,
    games: usize,
    weight: u64,
    modulus: Option<BigInt>,
) -> PyResult<BigInt> {
    let m = self::modulus(modulus)?;
    if !(1..=MAX_GAMES).contains(&games) {
        return Err(invalid(format!(
            "games must be between 1 and {MAX_GAMES} (got {games})"
        )));
    }
    if weight > MAX_WEIGHT {
        return Err(invalid(format!(
            "weight must be at most {MAX_WEIGHT} (got {weight})"
        )));
    }
    let limit = max_product(Cost::of(m.as_ref()));
    if games as u64 * weight > limit {
        return Err(invalid(format!(
            "games * weight = {} is above the limit {limit} for this modulus (4096 modulo \
             P < 2^64, 1024 exactly; the work grows like (games * weight)^3)",
            games as u64 * weight
        )));
    }
    Ok(int(&count(py, m.as_ref(), Staircases(games, weight))?))
}

/// The tower problem (docs/problems.md): ``(winner, records)`` for the tower written as in
/// ``conway solve tower`` (first line n, then n floors of three 0/1 blocks, top floor
/// first): the winner ``"A"`` (who moves first) or ``"B"``, and the number of complete
/// game records, under ``policy="optimal"`` (a winning player always keeps a winning
/// position) or ``"all"``; exact, or modulo ``modulus``.
#[pyfunction]
#[pyo3(signature = (text, policy = "optimal", modulus = None))]
pub fn solve_tower(
    py: Python<'_>,
    text: &str,
    policy: &str,
    modulus: Option<BigInt>,
) -> PyResult<(String, BigInt)> {
    let m = self::modulus(modulus)?;
    let policy = match policy {
        "optimal" => Policy::WinnerOptimal,
        "all" => Policy::AllPlay,
        other => {
            return Err(invalid(format!(
                "unknown policy '{other}' (known: optimal, all)"
            )))
        }
    };
    let tower = Tower::parse(text).map_err(|e| invalid(e.to_string()))?;
    let floors = tower.floors().len();
    let limit = max_floors(policy, Cost::of(m.as_ref()));
    if floors > limit {
        return Err(invalid(format!(
            "{floors} floors is above the limit of {limit} for this policy and modulus"
        )));
    }
    let records = count(py, m.as_ref(), Records(&tower, policy))?;
    Ok((tower.winner().to_string(), int(&records)))
}
