//! Heap game names (`conway::impartial::heap::HeapGame::parse`: `sub:`, `octal:`, `split:`,
//! `kayles`, ...): parsing must return a game or an error, never panic; the Grundy values
//! of an accepted game up to a small heap size (the first input byte, times 4) must be
//! computed or refused with an error, and the search for their period
//! (`conway::impartial::periodic::analyse`, with the game's periodicity theorem) must not panic.

#![no_main]

use conway::impartial::heap::HeapGame;
use conway::impartial::periodic::analyse;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&size, name)) = data.split_first() else {
        return;
    };
    let Ok(name) = std::str::from_utf8(name) else {
        return;
    };
    if let Ok(game) = HeapGame::parse(name) {
        if let Ok(values) = game.values(usize::from(size) * 4) {
            let _ = analyse(&values, game.theorem());
        }
    }
});
