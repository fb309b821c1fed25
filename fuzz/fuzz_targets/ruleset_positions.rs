//! Game expressions with ruleset positions (`domineering:`, `hackenbush:`, `young:`,
//! `staircase:`) resolved by `conway_games::positions::RulesetPositions`, as `conway value`
//! reads them. Domineering boards of more than 20 cells are skipped: their cost is
//! legitimate and grows exponentially, and it is bounded by the command's own limits.

#![no_main]

use conway::partizan::{parse_with, Arena};
use conway_games::grid::domineering::Board;
use conway_games::positions::RulesetPositions;
use libfuzzer_sys::fuzz_target;

/// The largest Domineering board evaluated here.
const MAX_CELLS: usize = 20;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut arena = Arena::new();
    let mut positions = RulesetPositions::new();
    let result = parse_with(&mut arena, text, &mut |a, name, argument| {
        if name == "domineering" {
            if let Ok(board) = argument.parse::<Board>() {
                if board.rows() * board.cols() > MAX_CELLS {
                    return Err("skipped: board too large for fuzzing".into());
                }
            }
        }
        positions.resolve(a, name, argument)
    });
    if let Ok(g) = result {
        let _ = arena.display(g);
        let _ = arena.outcome(g);
        let _ = arena.thermograph(g);
    }
});
