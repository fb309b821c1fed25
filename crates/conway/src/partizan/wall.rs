//! Walls: the exact piecewise-linear functions of the temperature that thermographs are
//! drawn with.
//!
//! Theory (Siegel, *Combinatorial Game Theory*, II.5; Winning Ways, ch. 6): the walls of a
//! thermograph are continuous functions of the temperature `t >= 0`, linear between
//! finitely many breakpoints, with slopes -1, 0 or 1 (value per unit of temperature).
//! Building a thermograph from its options' thermographs needs four operations on them,
//! each of which keeps the breakpoints dyadic, so a [`Wall`] is exact:
//!
//! * **tilting**: `W(t) + s.t` for `s = ±1` (the scaffold shifts an option's wall by the
//!   tax `t`); the breakpoints stay where they are;
//! * **pointwise max and min** of two walls: between consecutive breakpoints of either
//!   wall both are single lines; the one ahead just after the interval starts stays ahead
//!   until the lines cross, at `a + gap / (slope difference)`, a difference of 1 or 2;
//! * **truncation**: the wall up to `T`, then the constant mast;
//! * **the meeting point** of a falling and a rising wall: the least `t` with
//!   `L(t) <= R(t)`, found the same way, interval by interval.
//!
//! Lines of slope -1, 0, 1 with dyadic values at dyadic points cross at a dyadic point
//! (the gap divided by 1 or 2), so every breakpoint is dyadic; a result outside the exact
//! range of [`Dyadic`] is reported as [`Overflow`]. The module knows nothing of games: the
//! tests check each operation against pointwise evaluation.

use super::dyadic::{Dyadic, Overflow};

/// A segment of a wall: from temperature `start` on (until the next piece), the value is
/// `value + slope * (t - start)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    /// Where the segment starts.
    pub start: Dyadic,
    /// The value at `start`.
    pub value: Dyadic,
    /// The slope, -1, 0 or 1 (value per unit of temperature).
    pub slope: i8,
}

/// A continuous piecewise-linear function of the temperature `t >= 0`; the last piece
/// extends to infinity.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wall {
    pieces: Vec<Piece>,
}

impl Wall {
    /// The constant `x`.
    pub fn constant(x: Dyadic) -> Wall {
        Wall {
            pieces: vec![Piece {
                start: Dyadic::ZERO,
                value: x,
                slope: 0,
            }],
        }
    }

    /// The segments, by increasing start (the first starts at 0).
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// The piece in force at `t`.
    fn piece_at(&self, t: Dyadic) -> Piece {
        *self
            .pieces
            .iter()
            .rev()
            .find(|p| p.start <= t)
            .expect("walls start at 0")
    }

    /// The value at temperature `t >= 0`.
    pub fn at(&self, t: Dyadic) -> Result<Dyadic, Overflow> {
        line_value(self.piece_at(t), t)
    }

    /// This wall plus `s * t`. The caller keeps the slopes within -1..=1 (a thermograph
    /// tilts right walls, of slopes 0 and 1, by -1, and left walls by 1).
    pub(crate) fn tilted(&self, s: i8) -> Result<Wall, Overflow> {
        let pieces = self
            .pieces
            .iter()
            .map(|p| {
                debug_assert!((-1..=1).contains(&(p.slope + s)), "slopes stay in -1..=1");
                Ok(Piece {
                    start: p.start,
                    value: p
                        .value
                        .checked_add(p.start.checked_mul_int(i64::from(s))?)?,
                    slope: p.slope + s,
                })
            })
            .collect::<Result<_, Overflow>>()?;
        Ok(Wall { pieces })
    }

    /// The pointwise maximum of two walls.
    pub(crate) fn pointwise_max(&self, other: &Wall) -> Result<Wall, Overflow> {
        self.envelope(other, true)
    }

    /// The pointwise minimum of two walls.
    pub(crate) fn pointwise_min(&self, other: &Wall) -> Result<Wall, Overflow> {
        self.envelope(other, false)
    }

    /// The pointwise maximum (`upper = true`) or minimum of two walls.
    fn envelope(&self, other: &Wall, upper: bool) -> Result<Wall, Overflow> {
        let starts = breakpoints(self, other);
        let mut pieces = Vec::new();
        for (i, &a) in starts.iter().enumerate() {
            let end = starts.get(i + 1).copied();
            let (p, q) = (self.piece_at(a), other.piece_at(a));
            let (vp, vq) = (line_value(p, a)?, line_value(q, a)?);
            // Which line is ahead just after a: the better value, ties broken by the slope.
            let ahead = |x: (Dyadic, i8), y: (Dyadic, i8)| if upper { x > y } else { x < y };
            let (first, second) = if ahead((vq, q.slope), (vp, p.slope)) {
                ((q, vq), (p, vp))
            } else {
                ((p, vp), (q, vq))
            };
            pieces.push(Piece {
                start: a,
                value: first.1,
                slope: first.0.slope,
            });
            if first.0.slope != second.0.slope {
                // They cross at a + (v_second - v_first) / (s_first - s_second).
                let gap = second.1.checked_sub(first.1)?;
                let delta = first.0.slope - second.0.slope;
                let dt = divide_small(gap, delta)?;
                if dt > Dyadic::ZERO {
                    let t = a.checked_add(dt)?;
                    if end.is_none() || end.is_some_and(|e| t < e) {
                        pieces.push(Piece {
                            start: t,
                            value: line_value(second.0, t)?,
                            slope: second.0.slope,
                        });
                    }
                }
            }
        }
        Ok(Wall { pieces }.merged())
    }

    /// Joins consecutive pieces on one line.
    fn merged(mut self) -> Wall {
        self.pieces.dedup_by(|next, prev| next.slope == prev.slope);
        self
    }

    /// This wall up to `t`, then the constant `v` (the mast; `v` is the wall's value at
    /// `t`, so the result stays continuous).
    pub(crate) fn truncated(&self, t: Dyadic, v: Dyadic) -> Wall {
        let mut pieces: Vec<Piece> = self
            .pieces
            .iter()
            .copied()
            .filter(|p| p.start < t)
            .collect();
        pieces.push(Piece {
            start: t,
            value: v,
            slope: 0,
        });
        Wall { pieces }.merged()
    }
}

/// The least `t >= 0` with `left(t) <= right(t)`, or `None` if the walls never meet.
pub(crate) fn meeting_point(left: &Wall, right: &Wall) -> Result<Option<Dyadic>, Overflow> {
    let starts = breakpoints(left, right);
    for (i, &a) in starts.iter().enumerate() {
        let end = starts.get(i + 1).copied();
        let (p, q) = (left.piece_at(a), right.piece_at(a));
        let gap = line_value(p, a)?.checked_sub(line_value(q, a)?)?;
        if gap <= Dyadic::ZERO {
            return Ok(Some(a));
        }
        let closing = q.slope - p.slope; // > 0 when the walls approach
        if closing > 0 {
            let t = a.checked_add(divide_small(gap, closing)?)?;
            if end.is_none() || end.is_some_and(|e| t <= e) {
                return Ok(Some(t));
            }
        }
    }
    Ok(None)
}

/// The starts of the pieces of two walls, sorted, without repetition: between two
/// consecutive ones both walls are single lines.
fn breakpoints(a: &Wall, b: &Wall) -> Vec<Dyadic> {
    let mut starts: Vec<Dyadic> = a.pieces.iter().chain(&b.pieces).map(|p| p.start).collect();
    starts.sort();
    starts.dedup();
    starts
}

/// `gap / d` for `d` in {-2, -1, 1, 2}.
fn divide_small(gap: Dyadic, d: i8) -> Result<Dyadic, Overflow> {
    let q = if d.abs() == 2 {
        gap.checked_half()?
    } else {
        gap
    };
    Ok(if d < 0 { -q } else { q })
}

/// The value of a piece's line at `t`.
fn line_value(p: Piece, t: Dyadic) -> Result<Dyadic, Overflow> {
    p.value.checked_add(
        t.checked_sub(p.start)?
            .checked_mul_int(i64::from(p.slope))?,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// `n / 4`.
    fn quarters(n: i64) -> Dyadic {
        Dyadic::new(n, 2).unwrap()
    }

    fn int(n: i32) -> Dyadic {
        Dyadic::from_int(n)
    }

    fn piece(start: Dyadic, value: Dyadic, slope: i8) -> Piece {
        Piece {
            start,
            value,
            slope,
        }
    }

    /// The wall of these pieces, as given.
    fn wall(pieces: &[(i32, i32, i8)]) -> Wall {
        Wall {
            pieces: pieces
                .iter()
                .map(|&(start, value, slope)| piece(int(start), int(value), slope))
                .collect(),
        }
    }

    #[test]
    fn evaluation_follows_the_piece_in_force() {
        let w = wall(&[(0, 3, -1), (2, 1, 0)]); // 3 - t until t = 2, then 1
        let at = |t: Dyadic| w.at(t).unwrap();
        assert_eq!(at(int(0)), int(3));
        assert_eq!(at(quarters(2)), quarters(10));
        assert_eq!(at(int(2)), int(1));
        assert_eq!(at(int(7)), int(1));
        assert_eq!(Wall::constant(int(-4)).at(int(100)).unwrap(), int(-4));
    }

    #[test]
    fn evaluation_reports_overflow() {
        let huge = Dyadic::new(i64::MAX / 2 + 1, 0).unwrap();
        let rising = Wall {
            pieces: vec![piece(Dyadic::ZERO, huge, 1)],
        };
        assert_eq!(rising.at(huge), Err(Overflow));
    }

    #[test]
    fn tilting_adds_the_temperature() {
        // 1 + t until t = 1, then 2; minus t: 1, then 2 - t.
        let w = wall(&[(0, 1, 1), (1, 2, 0)]);
        assert_eq!(w.tilted(-1).unwrap(), wall(&[(0, 1, 0), (1, 1, -1)]));
        assert_eq!(
            Wall::constant(int(2)).tilted(1).unwrap(),
            wall(&[(0, 2, 1)])
        );
    }

    #[test]
    fn max_and_min_switch_lines_where_they_cross() {
        let falling = wall(&[(0, 3, -1)]);
        let one = Wall::constant(int(1));
        assert_eq!(
            falling.pointwise_max(&one).unwrap(),
            wall(&[(0, 3, -1), (2, 1, 0)])
        );
        assert_eq!(
            falling.pointwise_min(&one).unwrap(),
            wall(&[(0, 1, 0), (2, 1, -1)])
        );
        // Slopes -1 and 1 close the gap twice as fast: 1 - t and t cross at 1/2.
        let (down, up) = (wall(&[(0, 1, -1)]), wall(&[(0, 0, 1)]));
        let half = Dyadic::new(1, 1).unwrap();
        assert_eq!(
            down.pointwise_max(&up).unwrap().pieces(),
            [piece(int(0), int(1), -1), piece(half, half, 1)]
        );
        assert_eq!(
            down.pointwise_min(&up).unwrap().pieces(),
            [piece(int(0), int(0), 1), piece(half, half, -1)]
        );
    }

    #[test]
    fn ties_are_broken_by_the_slope_and_equal_walls_are_unchanged() {
        let (zero, up) = (Wall::constant(int(0)), wall(&[(0, 0, 1)]));
        assert_eq!(zero.pointwise_max(&up).unwrap(), up);
        assert_eq!(zero.pointwise_min(&up).unwrap(), zero);
        let w = wall(&[(0, 3, -1), (2, 1, 0)]);
        assert_eq!(w.pointwise_max(&w).unwrap(), w);
        assert_eq!(w.pointwise_min(&w).unwrap(), w);
    }

    #[test]
    fn truncation_ends_in_the_mast_and_joins_pieces_on_one_line() {
        let w = wall(&[(0, 3, -1), (4, -1, 0)]);
        assert_eq!(w.truncated(int(2), int(1)), wall(&[(0, 3, -1), (2, 1, 0)]));
        assert_eq!(w.truncated(int(0), int(3)), Wall::constant(int(3)));
        // A mast that continues a flat piece is the same piece.
        let flat_then_falling = wall(&[(0, 2, 0), (1, 2, -1)]);
        assert_eq!(
            flat_then_falling.truncated(int(1), int(2)),
            Wall::constant(int(2))
        );
    }

    #[test]
    fn meeting_points() {
        let meet = |l: &Wall, r: &Wall| meeting_point(l, r).unwrap();
        // 3 - t meets t - 1 at 2 (the gap 4 closes at rate 2).
        assert_eq!(
            meet(&wall(&[(0, 3, -1)]), &wall(&[(0, -1, 1)])),
            Some(int(2))
        );
        // Already met at 0.
        let zero = Wall::constant(int(0));
        assert_eq!(meet(&zero, &zero), Some(int(0)));
        assert_eq!(meet(&wall(&[(0, -1, 1)]), &zero), Some(int(0)));
        // Flat, then falling: the crossing is in the second interval.
        assert_eq!(meet(&wall(&[(0, 2, 0), (1, 2, -1)]), &zero), Some(int(3)));
        // The crossing exactly at a breakpoint.
        assert_eq!(meet(&wall(&[(0, 2, -1), (2, 0, 0)]), &zero), Some(int(2)));
        // Parallel walls apart never meet.
        assert_eq!(meet(&Wall::constant(int(1)), &zero), None);
        assert_eq!(meet(&wall(&[(0, 1, 1)]), &wall(&[(0, 0, 1)])), None);
    }

    /// A wall given by its value at 0 (in quarters) and its pieces as (length in quarters
    /// of the previous piece, slope), the first piece's length being ignored.
    #[derive(Clone, Debug)]
    struct Spec {
        value_at_zero: i64,
        pieces: Vec<(i64, i8)>,
    }

    impl Spec {
        /// Starts and slopes, in sixteenths of a unit.
        fn segments(&self) -> Vec<(i64, i8)> {
            let mut start = 0;
            let mut out = Vec::new();
            for (i, &(length, slope)) in self.pieces.iter().enumerate() {
                if i > 0 {
                    start += 4 * length;
                }
                out.push((start, slope));
            }
            out
        }

        /// The value at `t16 / 16`, in sixteenths, by integer arithmetic alone.
        fn value_16(&self, t16: i64) -> i64 {
            let mut value = 4 * self.value_at_zero;
            let segments = self.segments();
            for (i, &(start, slope)) in segments.iter().enumerate() {
                let end = segments.get(i + 1).map_or(i64::MAX, |s| s.0);
                let covered = t16.min(end) - start;
                if covered <= 0 {
                    break;
                }
                value += i64::from(slope) * covered;
            }
            value
        }

        fn wall(&self) -> Wall {
            let pieces = self
                .segments()
                .into_iter()
                .map(|(start, slope)| Piece {
                    start: sixteenths(start),
                    value: sixteenths(self.value_16(start)),
                    slope,
                })
                .collect();
            Wall { pieces }
        }

        /// The end of the last breakpoint, in sixteenths.
        fn last_start(&self) -> i64 {
            self.segments().last().map_or(0, |s| s.0)
        }
    }

    fn sixteenths(n: i64) -> Dyadic {
        Dyadic::new(n, 4).unwrap()
    }

    /// Walls of one to five pieces whose slopes are drawn from `slopes`.
    fn arb_spec(slopes: &'static [i8]) -> impl Strategy<Value = Spec> {
        let piece = (1i64..=8, prop::sample::select(slopes));
        (-32i64..=32, prop::collection::vec(piece, 1..=5)).prop_map(|(value_at_zero, pieces)| {
            Spec {
                value_at_zero,
                pieces,
            }
        })
    }

    const ANY: &[i8] = &[-1, 0, 1];

    /// The temperatures sampled, in sixteenths: every one up to well past the last
    /// breakpoint (where a crossing or a meeting of these walls can still be).
    fn samples(specs: &[&Spec]) -> std::ops::RangeInclusive<i64> {
        let last = specs.iter().map(|s| s.last_start()).max().unwrap_or(0);
        0..=last + 16 * 40
    }

    /// The wall starts at 0, its starts increase, its slopes are in range and change at
    /// every breakpoint, and each piece starts where the previous line is.
    fn assert_well_formed(w: &Wall) {
        let pieces = w.pieces();
        assert_eq!(pieces[0].start, Dyadic::ZERO, "{w:?}");
        for p in pieces {
            assert!((-1..=1).contains(&p.slope), "{w:?}");
        }
        for pair in pieces.windows(2) {
            let (prev, next) = (pair[0], pair[1]);
            assert!(prev.start < next.start, "{w:?}");
            assert_ne!(prev.slope, next.slope, "{w:?}");
            assert_eq!(line_value(prev, next.start).unwrap(), next.value, "{w:?}");
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(300))]

        #[test]
        fn evaluation_matches_integer_arithmetic(a in arb_spec(ANY)) {
            let w = a.wall();
            for t in samples(&[&a]) {
                prop_assert_eq!(w.at(sixteenths(t)).unwrap(), sixteenths(a.value_16(t)));
            }
        }

        #[test]
        fn max_and_min_are_pointwise(a in arb_spec(ANY), b in arb_spec(ANY)) {
            let (wa, wb) = (a.wall(), b.wall());
            let (max, min) = (wa.pointwise_max(&wb).unwrap(), wa.pointwise_min(&wb).unwrap());
            assert_well_formed(&max);
            assert_well_formed(&min);
            for t in samples(&[&a, &b]) {
                let (va, vb) = (a.value_16(t), b.value_16(t));
                prop_assert_eq!(max.at(sixteenths(t)).unwrap(), sixteenths(va.max(vb)));
                prop_assert_eq!(min.at(sixteenths(t)).unwrap(), sixteenths(va.min(vb)));
            }
        }

        #[test]
        fn tilting_is_pointwise(rising in arb_spec(&[0, 1]), falling in arb_spec(&[-1, 0])) {
            for (spec, s) in [(&rising, -1i8), (&falling, 1)] {
                let tilted = spec.wall().tilted(s).unwrap();
                for t in samples(&[spec]) {
                    let expected = spec.value_16(t) + i64::from(s) * t;
                    prop_assert_eq!(tilted.at(sixteenths(t)).unwrap(), sixteenths(expected));
                }
            }
        }

        #[test]
        fn truncation_is_pointwise(a in arb_spec(ANY), cut in 0i64..=16 * 45) {
            let w = a.wall();
            let mast = sixteenths(a.value_16(cut));
            let truncated = w.truncated(sixteenths(cut), mast);
            for t in samples(&[&a]) {
                let expected = if t < cut { sixteenths(a.value_16(t)) } else { mast };
                prop_assert_eq!(truncated.at(sixteenths(t)).unwrap(), expected);
            }
        }

        #[test]
        fn the_meeting_point_is_the_first_sample_where_left_is_not_above(
            l in arb_spec(ANY),
            r in arb_spec(ANY),
        ) {
            let first = samples(&[&l, &r]).find(|&t| l.value_16(t) <= r.value_16(t));
            match meeting_point(&l.wall(), &r.wall()).unwrap() {
                // Crossings of these walls are on the grid of eighths, so sampled.
                Some(m) => prop_assert_eq!(Some(m), first.map(sixteenths)),
                None => {
                    prop_assert_eq!(first, None);
                    // Past the last breakpoint the walls are lines that do not approach.
                    let last = |s: &Spec| s.pieces.last().unwrap().1;
                    prop_assert!(last(&l) >= last(&r));
                }
            }
        }
    }
}
