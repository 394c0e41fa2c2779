#![no_main]
//! FEN text: never a panic; whatever parses prints back to an equal position.
use damero_rules::{Notation, Position, Variant};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for v in Variant::ALL {
        if let Ok(p) = Position::from_fen(v, text) {
            for n in [Notation::Numeric, Notation::Algebraic] {
                let again = Position::from_fen(v, &p.fen_in(n)).expect("own FEN parses");
                assert_eq!(again, p);
            }
            let _ = p.details(true);
        }
    }
});
