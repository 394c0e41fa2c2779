#![no_main]
//! The `/settings` options as a member types them (language code, time per move, default
//! variant) and the `!settings` text command: never a panic; whatever is refused is refused in
//! a complete sentence in every language; an accepted variant or language names itself.
use damero::i18n::{catalog, Lang};
use damero::commands::{parse_text, variant, Parsed};
use damero::referee::time::parse_move_time;
use damero::referee::Actor;
use libfuzzer_sys::fuzz_target;

fn refusal_everywhere(msg: &damero::i18n::Msg) {
    for lang in Lang::ALL {
        let line = catalog().check(lang, msg).expect("the refusal in words");
        assert!(!line.trim().is_empty(), "{lang}: {line:?}");
    }
}

fn no_mention(_: &str) -> Option<Actor> {
    None
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    // The three text options, split as a member could fill them in.
    let mut fields = text.splitn(3, '\u{1f}');
    let (language, move_time, default_variant) = (
        fields.next().unwrap_or(""),
        fields.next().unwrap_or(""),
        fields.next().unwrap_or(""),
    );
    if let Ok(lang) = language.parse::<Lang>() {
        assert_eq!(lang.code().parse::<Lang>().ok(), Some(lang));
    }
    let _ = Lang::from_discord(language);
    if let Err(e) = parse_move_time(move_time) {
        refusal_everywhere(&e.msg());
    }
    match variant(default_variant) {
        Ok(v) => assert_eq!(variant(v.name()).ok(), Some(v)),
        Err(msg) => refusal_everywhere(&msg),
    }
    let command = format!("!settings {text}");
    if let Parsed::Refused(msg) = parse_text(&command, "!", false, &no_mention) {
        refusal_everywhere(&msg);
    }
});
