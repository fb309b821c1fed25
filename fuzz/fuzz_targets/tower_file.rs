//! Tower files (`conway_games::problems::tower::Tower::parse`: `n`, then `n` floors of three 0/1
//! blocks): parsing must return a tower or an error naming the line, never panic; an
//! accepted tower must have a winner.

#![no_main]

use conway_games::problems::tower::Tower;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(tower) = Tower::parse(text) {
        let _ = tower.winner();
        let _ = tower.counts();
    }
});
