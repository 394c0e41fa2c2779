//! The words that name commands: each command's English name, which always works, and its own
//! word in every language (`cmd-name-<name>` in the catalogues: `tablas`, `ayuda`, `jugadas`).
//! Text commands and the terminal read any of them; the same words are the slash commands'
//! localised names, so they keep Discord's rules for names (lowercase, no spaces, at most 32).

use std::collections::HashMap;
use std::sync::OnceLock;

use super::{Spec, ALL};
use crate::i18n::{catalog, Lang, Msg};

/// The words that leave the terminal, in English (`quit`, `exit`) and each language's own
/// (`word-quit`).
const QUIT: &[&str] = &["quit", "exit"];

/// Which words name what.
#[derive(Debug, Default)]
pub struct Lexicon {
    commands: HashMap<String, &'static Spec>,
    quit: Vec<String>,
}

impl Lexicon {
    /// The command a word names, in any language.
    #[must_use]
    pub fn command(&self, word: &str) -> Option<&'static Spec> {
        self.commands.get(word).copied()
    }

    /// Whether a word leaves the terminal.
    #[must_use]
    pub fn is_quit(&self, word: &str) -> bool {
        self.quit.iter().any(|w| w == word)
    }
}

/// A command's own word in `lang` (its English name where the catalogue has none).
#[must_use]
pub fn word_of(spec: &Spec, lang: Lang) -> String {
    let id = format!("cmd-name-{}", spec.name);
    if catalog().has(lang, &id) {
        catalog().render(lang, &Msg::owned(id)).to_lowercase()
    } else {
        spec.name.to_string()
    }
}

/// Every word of every language, read once from the catalogues. The English names win a
/// clash (the registry test makes sure there is none).
pub fn words() -> &'static Lexicon {
    static WORDS: OnceLock<Lexicon> = OnceLock::new();
    WORDS.get_or_init(|| {
        let mut lexicon = Lexicon::default();
        for lang in Lang::ALL {
            for spec in ALL {
                lexicon.commands.entry(word_of(spec, lang)).or_insert(spec);
            }
            if catalog().has(lang, "word-quit") {
                lexicon
                    .quit
                    .push(Msg::new("word-quit").text(lang).to_lowercase());
            }
        }
        for spec in ALL {
            lexicon.commands.insert(spec.name.to_string(), spec);
        }
        lexicon.quit.extend(QUIT.iter().map(|w| (*w).to_string()));
        lexicon
    })
}

/// Whether `word` is `english` or the catalogue's word `id` in any language (`puzzles`,
/// `ejercicios`; `daily`, `diario`), case aside.
#[must_use]
pub fn is_word(word: &str, english: &str, id: &'static str) -> bool {
    let word = word.to_lowercase();
    word == english
        || Lang::ALL
            .iter()
            .any(|&l| Msg::new(id).text(l).to_lowercase() == word)
}
