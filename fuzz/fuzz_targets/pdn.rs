#![no_main]
//! PDN text: never a panic; whatever imports exports and imports back to the same position.
use damero_rules::{export_pdn, import_pdn, Tags};
use damero_rules::Variant;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    if let Ok(imported) = import_pdn(text, Some(Variant::Spanish)) {
        let again = import_pdn(&export_pdn(&imported.game, &Tags::default()), None).expect("own PDN imports");
        assert_eq!(again.game.position(), imported.game.position());
    }
});
