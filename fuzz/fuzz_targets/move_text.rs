#![no_main]
//! Move text into every variant's start position (and a mid-game one): never a panic, and a
//! refused move leaves the game unchanged.
use damero_rules::{Game, Variant};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for v in Variant::ALL {
        let mut g = Game::new(v);
        let before = g.position().clone();
        if g.play_text(text).is_err() {
            assert_eq!(g.position(), &before);
        }
        let _ = g.huff_text(text);
    }
});
