//! Blue–red Hackenbush strings: a path of edges rising from the ground, each blue (Left
//! may cut it) or red (Right may cut it); cutting an edge removes it and every edge above.
//!
//! Every blue–red Hackenbush position is a number (Winning Ways, ch. 2; Lessons in Play,
//! 3.3). For a string, Berlekamp's rule gives it in closed form: if the first `k` edges
//! from the ground have the colour of the first edge, they count `±k`; the following
//! edges count `±1/2, ±1/4, ...` in order, `+` for blue and `-` for red. The ruleset
//! computes the value that way ([`value`]); [`value_by_rules`] is its slow twin through
//! the general canonical-form engine, and the tests compare them on every string of up
//! to 10 edges. The ruleset on graphs ([`super`]) uses it for every part of a picture that
//! is a blue–red string.
//!
//! ```
//! use conway::partizan::Arena;
//! use conway_games::graph::hackenbush::string::{value, Stalk};
//! let mut arena = Arena::new();
//! let s: Stalk = "BRRB".parse().unwrap(); // 1 - 1/2 - 1/4 + 1/8
//! let g = value(&mut arena, &s).unwrap();
//! assert_eq!(arena.display(g), "3/8");
//! ```

use conway::partizan::{Arena, Dyadic, Error, GameId};

use std::str::FromStr;

use crate::invalid::InvalidPosition;

/// The most edges a string may have (its value must be an exact dyadic).
pub const MAX_EDGES: usize = 62;

/// A string of edges from the ground up; `true` = blue (Left's).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Stalk(Vec<bool>);

impl Stalk {
    /// The string with these colours from the ground up (`true` = blue).
    pub fn new(edges: Vec<bool>) -> Stalk {
        Stalk(edges)
    }

    /// The colours from the ground up (`true` = blue).
    pub fn edges(&self) -> &[bool] {
        &self.0
    }
}

impl FromStr for Stalk {
    type Err = InvalidPosition;

    /// Letters from the ground up: `B` or `L` for a blue edge, `R` for a red one (green
    /// edges are written in the graph form).
    fn from_str(s: &str) -> Result<Stalk, InvalidPosition> {
        let edges = s
            .chars()
            .enumerate()
            .map(|(i, c)| match c.to_ascii_uppercase() {
                'B' | 'L' => Ok(true),
                'R' => Ok(false),
                _ => Err(InvalidPosition(format!(
                    "edge {}: expected B (blue, Left) or R (red, Right), found '{c}' (a \
                     picture with green edges is written as edges, e.g. 0-1:G,1-2:B)",
                    i + 1
                ))),
            })
            .collect::<Result<Vec<bool>, InvalidPosition>>()?;
        if edges.len() > MAX_EDGES {
            return Err(InvalidPosition(format!(
                "a string has at most {MAX_EDGES} edges (got {})",
                edges.len()
            )));
        }
        Ok(Stalk(edges))
    }
}

/// The value by Berlekamp's rule.
pub fn value(arena: &mut Arena, stalk: &Stalk) -> Result<GameId, Error> {
    let edges = stalk.edges();
    let sign = |blue: bool| if blue { 1 } else { -1 };
    let Some(&first) = edges.first() else {
        return Ok(arena.zero());
    };
    let run = edges.iter().take_while(|&&e| e == first).count();
    let mut x = Dyadic::new(sign(first) * run as i64, 0)?;
    for (j, &e) in edges[run..].iter().enumerate() {
        x = x.checked_add(Dyadic::new(sign(e), j as u32 + 1)?)?;
    }
    Ok(arena.number(x))
}

/// The value from the rules: cutting edge `i` leaves the first `i` edges.
pub fn value_by_rules(arena: &mut Arena, stalk: &Stalk) -> Result<GameId, Error> {
    let mut prefix = vec![arena.zero()];
    for n in 1..=stalk.edges().len() {
        let (mut left, mut right) = (Vec::new(), Vec::new());
        for (i, &blue) in stalk.edges()[..n].iter().enumerate() {
            if blue {
                left.push(prefix[i]);
            } else {
                right.push(prefix[i]);
            }
        }
        prefix.push(arena.game(&left, &right)?);
    }
    Ok(prefix[stalk.edges().len()])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn berlekamp_rule_matches_the_rules_on_all_short_strings() {
        let mut arena = Arena::new();
        for n in 0..=10 {
            for bits in 0..(1u32 << n) {
                let s = Stalk((0..n).map(|i| bits >> i & 1 == 1).collect());
                assert_eq!(
                    value(&mut arena, &s).unwrap(),
                    value_by_rules(&mut arena, &s).unwrap()
                );
            }
        }
    }

    #[test]
    fn long_strings_are_exact() {
        let mut arena = Arena::new();
        let s: Stalk = format!("B{}", "R".repeat(61)).parse().unwrap();
        let g = value(&mut arena, &s).unwrap();
        assert_eq!(arena.display(g), "1/2305843009213693952"); // 2^-61
        assert!("B".repeat(63).parse::<Stalk>().is_err());
        assert!("BGR".parse::<Stalk>().unwrap_err().0.contains("edge 2"));
    }
}
