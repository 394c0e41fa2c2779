//! Every command, one file each (after ord's `subcommand/`): its typed arguments, its text form
//! (`!draw`, `tablas`), its slash form (`/draw`, localised), and its handler (a
//! [`Run`](crate::referee::Run) over the referee's [`Cx`](crate::referee::Cx)). [`ALL`] is the
//! registry: the only other place a command is named. Its words for people live in the
//! catalogues: `cmd-<name>` (the help line and the slash description), `cmd-name-<name>` (the
//! command's own word in each language, for slash names and text), `cmd-<name>-<option>` or
//! `cmd-option-<option>`, `cmd-option-name-<option>`.
//!
//! Adding a command: a file here with its `SPEC`, one line in [`ALL`], its catalogue lines. No
//! file here knows a front end: the slash form is declared ([`Slash`]), and `bot/discord/`
//! builds every slash command from the declarations.

mod abort;
mod accept;
mod args;
mod board;
mod challenge;
mod decline;
mod draw;
mod form;
mod help;
mod history;
mod huff;
mod leaderboard;
mod make_move;
mod moves;
mod pdn;
mod play;
mod puzzle;
mod rating;
mod refuse;
mod replay;
mod resign;
mod review;
mod rules;
mod settings;
mod tap;
mod text;
mod tournament;
mod variants;
mod words;

pub use abort::Abort;
pub use accept::Accept;
pub use args::{color, game_id, level, variant};
pub use board::Board;
pub use challenge::Challenge;
pub use decline::Decline;
pub use draw::Draw;
pub use form::{Form, Kind, Opt, Slash, Value, Values, MOST_NUMBER};
pub use help::Help;
pub use history::History;
pub use huff::Huff;
pub use leaderboard::{Leaderboard, PuzzleLeaderboard};
pub use make_move::{BareMove, Move};
pub use moves::Moves;
pub use pdn::{Pdn, PdnOf};
pub use play::Play;
pub use puzzle::Puzzle;
pub use rating::Rating;
pub use refuse::Refuse;
pub use replay::Replay;
pub use resign::Resign;
pub use review::Review;
pub use rules::Rules;
pub use settings::Settings;
pub use tap::{Menu, Tap, Tapped};
pub use text::{parse_text, Parsed};
pub use tournament::{Tournament, SUBCOMMANDS};
pub use variants::{variants_reply, Variants};
pub use words::{word_of, words};

use crate::i18n::Msg;
use crate::referee::{Actor, Command};

/// A command's parts, as the registry lists them.
pub struct Spec {
    /// The English name: the slash command's name, the English text word, the catalogue key
    /// (`cmd-<name>`, `cmd-name-<name>`) and the metrics label.
    pub name: &'static str,
    /// The text form: the words after the command word, read into the typed command.
    pub read: fn(&Words<'_>) -> Result<Command, Msg>,
    /// The slash form: its options and how their values become the command (a front end
    /// builds the slash command, localised, from it).
    pub slash: Slash,
    /// Offered at the terminal (`damero play`), where there is one game and no server.
    pub at_keyboard: bool,
    /// Offered by default only to members who may manage the server.
    pub managers: bool,
    /// Takes a while (a picture of a whole game): the front end says it is working first.
    pub slow: bool,
}

impl std::fmt::Debug for Spec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Spec")
            .field("name", &self.name)
            .finish_non_exhaustive()
    }
}

/// A text command's arguments: the words after the command word, the prefix (for messages
/// that name commands), and how to read a mention.
pub struct Words<'a> {
    /// The words, as typed.
    pub args: &'a [&'a str],
    /// The prefix the front end reads (`!`; the terminal's `/` or none).
    pub prefix: &'a str,
    /// A mention (`<@123>`) as the person, when the front end knows them.
    pub mention: &'a dyn Fn(&str) -> Option<Actor>,
}

impl std::fmt::Debug for Words<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Words")
            .field("args", &self.args)
            .field("prefix", &self.prefix)
            .finish_non_exhaustive()
    }
}

impl Words<'_> {
    /// The words joined by spaces.
    #[must_use]
    pub fn rest(&self) -> String {
        self.args.join(" ")
    }
}

impl Spec {
    /// Every option of the slash form (of each subcommand's, in order).
    #[must_use]
    pub fn options(&self) -> Vec<&'static Opt> {
        match self.slash {
            Slash::One(form) => form.options.iter().collect(),
            Slash::Subcommands(subs) => subs.iter().flat_map(|(_, f)| f.options).collect(),
        }
    }
}

/// Every command. The one list: text words, slash commands, help and the registry test read
/// it.
pub const ALL: &[&Spec] = &[
    &challenge::SPEC,
    &accept::SPEC,
    &decline::SPEC,
    &play::SPEC,
    &make_move::SPEC,
    &board::SPEC,
    &moves::SPEC,
    &resign::SPEC,
    &draw::SPEC,
    &huff::SPEC,
    &pdn::SPEC,
    &rules::SPEC,
    &variants::SPEC,
    &help::SPEC,
    &settings::SPEC,
    &abort::SPEC,
    &rating::SPEC,
    &leaderboard::SPEC,
    &history::SPEC,
    &replay::SPEC,
    &review::SPEC,
    &tournament::SPEC,
    &puzzle::SPEC,
];

/// The command named `name` in English.
#[must_use]
pub fn spec(name: &str) -> Option<&'static Spec> {
    ALL.iter().copied().find(|s| s.name == name)
}

/// Whether a command runs at the terminal (`damero play` sets its one game up itself: no
/// challenges, no `/play`, no server settings there).
#[must_use]
pub fn at_keyboard(command: &Command) -> bool {
    spec(command.name()).is_none_or(|s| s.at_keyboard)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{catalog, Lang};

    fn no_mention(_: &str) -> Option<Actor> {
        None
    }

    /// Discord's rule for command and option names (lowercase where the script has case).
    fn discord_name(name: &str) -> bool {
        (1..=32).contains(&name.chars().count())
            && name
                .chars()
                .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
            && name.to_lowercase() == name
    }

    #[test]
    fn every_command_has_a_slash_form_a_text_form_a_help_line_and_its_words_everywhere() {
        let mut names = std::collections::HashSet::new();
        for spec in ALL {
            assert!(names.insert(spec.name), "{} is listed twice", spec.name);
            // The text form: the English word with the prefix reads as this command (or a
            // refusal that says what is missing), never as an unknown command or chat.
            let typed = format!("!{}", spec.name);
            match parse_text(&typed, "!", false, &no_mention) {
                Parsed::Command(c) => assert_eq!(c.name(), spec.name, "{typed}"),
                Parsed::Refused(m) => assert_ne!(m.id, "unknown-command", "{typed}"),
                other => panic!("{typed}: {other:?}"),
            }
            for lang in Lang::ALL {
                for id in [
                    format!("cmd-{}", spec.name),
                    format!("cmd-name-{}", spec.name),
                ] {
                    assert!(catalog().has(lang, &id), "{lang}: {id} is missing");
                }
                let word = word_of(spec, lang);
                assert!(
                    discord_name(&word),
                    "{lang}: '{word}' breaks Discord's name rules"
                );
                // Each language's own word reads as the command too.
                match parse_text(&format!("!{word}"), "!", false, &no_mention) {
                    Parsed::Command(c) => assert_eq!(c.name(), spec.name, "{lang}: {word}"),
                    Parsed::Refused(m) => assert_ne!(m.id, "unknown-command", "{lang}: {word}"),
                    other => panic!("{lang}: {word}: {other:?}"),
                }
            }
            for opt in spec.options() {
                for lang in Lang::ALL {
                    let id = format!("cmd-option-name-{}", opt.name);
                    assert!(catalog().has(lang, &id), "{lang}: {id} is missing");
                    let name = catalog().render(lang, &Msg::owned(id)).to_lowercase();
                    assert!(discord_name(&name), "{lang}: option '{name}'");
                }
            }
        }
    }

    #[test]
    fn no_word_names_two_commands_in_any_language() {
        for lang in Lang::ALL {
            let mut seen = std::collections::HashMap::new();
            for spec in ALL {
                if let Some(other) = seen.insert(word_of(spec, lang), spec.name) {
                    panic!(
                        "{lang}: '{}' names {other} and {}",
                        word_of(spec, lang),
                        spec.name
                    );
                }
            }
        }
        // Across languages: a word means one command wherever it comes from.
        let lexicon = words();
        for spec in ALL {
            for lang in Lang::ALL {
                let word = word_of(spec, lang);
                assert_eq!(
                    lexicon.command(&word).map(|s| s.name),
                    Some(spec.name),
                    "{lang}: {word}"
                );
            }
        }
    }

    #[test]
    fn a_spanish_player_types_tablas_ayuda_and_jugadas() {
        for (typed, name) in [
            ("!tablas", "draw"),
            ("!ayuda", "help"),
            ("!jugadas", "moves"),
        ] {
            match parse_text(typed, "!", false, &no_mention) {
                Parsed::Command(c) => assert_eq!(c.name(), name, "{typed}"),
                other => panic!("{typed}: {other:?}"),
            }
        }
        // At the terminal no prefix is needed, and the English words still work.
        for (typed, name) in [("ayuda", "help"), ("jugadas", "moves"), ("moves", "moves")] {
            match parse_text(typed, "!", true, &no_mention) {
                Parsed::Command(c) => assert_eq!(c.name(), name, "{typed}"),
                other => panic!("{typed}: {other:?}"),
            }
        }
        assert!(matches!(
            parse_text("salir", "!", true, &no_mention),
            Parsed::Quit
        ));
    }
}
