//! Game expressions without ruleset positions (`conway::partizan::parse`): parsing must
//! return a value or an error, never panic; an accepted game must have its outcome, stops
//! and thermograph (or an overflow error), and its printed canonical form must read back
//! as the same game (the promise of `conway::partizan::notation`).

#![no_main]

use conway::partizan::{parse, Arena};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let mut arena = Arena::new();
    let Ok(g) = parse(&mut arena, text) else {
        return;
    };
    let printed = arena.display(g);
    let _ = (arena.outcome(g), arena.left_stop(g), arena.right_stop(g));
    let _ = arena.thermograph(g);
    let again = parse(&mut arena, &printed)
        .unwrap_or_else(|e| panic!("the canonical form {printed:?} does not parse: {e}"));
    assert_eq!(again, g, "{printed:?} reads back as another game");
});
