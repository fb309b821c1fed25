//! Domineering values of rectangles against independently published values: Winning
//! Ways ch. 5 / Lessons in Play ch. 2 for the small ones, and the canonical forms printed
//! by the peer tool `cgt` 0.11 (t4ccer/cgt-tools) for the larger ones, parsed with our
//! notation parser and compared as ids.

use crate::grid::domineering::{Board, Domineering};
use conway::partizan::{parse, Arena, Solver};

fn check(rows: usize, cols: usize, expected: &str) {
    let mut arena = Arena::new();
    let mut dom = Solver::new(Domineering);
    let g = dom
        .value(&mut arena, &Board::rectangle(rows, cols).unwrap())
        .unwrap();
    let want = parse(&mut arena, expected).unwrap();
    assert_eq!(
        g,
        want,
        "{rows}x{cols}: got {}, expected {expected}",
        arena.display(g)
    );
}

#[test]
fn small_rectangles() {
    check(1, 1, "0");
    check(2, 1, "1");
    check(1, 2, "-1");
    check(3, 1, "1");
    check(4, 1, "2");
    check(1, 5, "-2");
    check(2, 2, "±1");
    check(3, 3, "±1");
    check(2, 3, "{2|-1/2}");
    check(3, 2, "{1/2|-2}");
}

#[test]
fn larger_rectangles_agree_with_cgt() {
    check(
        4,
        4,
        "{0, {{2|0}, {2|{2|0}}|{2|0}, {{2|0}|0}}|0, {{0|-2}, {0|{0|-2}}|{0|-2}, {{0|-2}|-2}}}",
    );
    check(
        2,
        14,
        "{{{{{{{7|5}|5}|3}|{5/2|1}}|1/2}|1/2}|{{0|-3/2}|{-2|-7/2}}}",
    );
    check(3, 8, "{{-1/2|-3}|{-13/4|-11/2}}");
}

#[test]
fn progress_is_reported_per_move_and_the_value_is_unchanged() {
    let mut arena = Arena::new();
    let mut dom = Solver::new(Domineering);
    let board = Board::rectangle(3, 4).unwrap();
    let mut seen = Vec::new();
    let g = dom
        .value_with_progress(&mut arena, &board, &mut |d, t| seen.push((d, t)))
        .unwrap();
    // 3x4: 8 vertical and 9 horizontal placements
    assert_eq!(seen.len(), 17);
    assert_eq!(seen.last(), Some(&(17, 17)));
    let mut fresh = Arena::new();
    let plain = Solver::new(Domineering).value(&mut fresh, &board).unwrap();
    assert_eq!(arena.display(g), fresh.display(plain));
}
