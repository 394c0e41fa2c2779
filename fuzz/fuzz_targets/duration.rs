#![no_main]
//! Time-per-move text (`10m`, `3d`, as in `!challenge @ana 1h` and `/settings move_time`):
//! never a panic; an accepted time lies between 10 seconds and 30 days and says itself back in
//! words in every language; a refusal is a complete sentence in every language. Any number of
//! milliseconds also says itself in words (the clocks' notices).
use damero::i18n::{catalog, Lang};
use damero::referee::time::{duration_msg, looks_like_duration, millis, parse_move_time};
use libfuzzer_sys::fuzz_target;
use std::time::Duration;

fuzz_target!(|data: &[u8]| {
    if let Some(head) = data.get(..8) {
        let ms = u64::from_le_bytes(head.try_into().expect("8 bytes"));
        for lang in Lang::ALL {
            catalog().check(lang, &duration_msg(ms)).expect("any duration in words");
        }
    }
    let Ok(text) = std::str::from_utf8(data) else { return };
    let _ = looks_like_duration(text);
    match parse_move_time(text) {
        Ok(d) => {
            assert!(d >= Duration::from_secs(10) && d <= Duration::from_secs(30 * 86_400), "{d:?}");
            for lang in Lang::ALL {
                catalog().check(lang, &duration_msg(millis(d))).expect("the time in words");
            }
        }
        Err(e) => {
            for lang in Lang::ALL {
                let line = catalog().check(lang, &e.msg()).expect("the refusal in words");
                assert!(!line.trim().is_empty() && !line.contains('\n'), "{line:?}");
            }
        }
    }
});
