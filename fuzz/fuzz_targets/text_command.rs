#![no_main]
//! The bot's text-command parser (`!play czech 4 black`, a bare `11-15`, mentions), the
//! argument readers it uses (variant, level, colour) and the language codes of `/settings`:
//! never a panic on any text, and every refusal is a sentence in every language.
use damero::i18n::{catalog, Lang};
use damero::commands::{color, level, parse_text, variant, Parsed};
use damero::referee::Actor;
use libfuzzer_sys::fuzz_target;

fn mention(word: &str) -> Option<Actor> {
    let id: u64 = word.strip_prefix("<@")?.strip_suffix('>')?.parse().ok()?;
    Some(Actor {
        id,
        name: format!("<@{id}>"),
    })
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    for (prefix, optional) in [("!", false), ("!", true), ("?", false), ("dm ", false)] {
        if let Parsed::Refused(msg) = parse_text(text, prefix, optional, &mention) {
            for lang in Lang::ALL {
                let line = catalog().check(lang, &msg).expect("the refusal in words");
                assert!(!line.trim().is_empty(), "{lang}: {line:?}");
            }
        }
    }
    let _ = variant(text);
    let _ = level(text);
    let _ = color(text);
    let _ = text.parse::<Lang>();
    let _ = Lang::from_discord(text);
});
