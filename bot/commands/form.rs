//! A command's slash form, declared rather than written for one front end: its options (name,
//! kind, required) and how their values become the typed command. `bot/discord/` builds the
//! slash commands, their autocompletion and their checks from these declarations; no command
//! file knows Discord.

use crate::i18n::{Lang, Msg};
use crate::referee::{Actor, Command};

/// What one option holds, which decides how a front end offers it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Free text.
    Text,
    /// A move of the channel's game (offered from the legal moves as it is typed).
    Move,
    /// A variant's name (offered from the variants as it is typed).
    Variant,
    /// A person of the server.
    Person,
    /// A role of the server.
    Role,
    /// A channel of the server.
    Channel,
    /// Yes or no.
    Yes,
    /// The bot's level, 1 to 10.
    Level,
    /// An hour of the day (UTC), 0 to 23.
    Hour,
    /// A game's number, 1 or more.
    GameNumber,
    /// A count (of rounds, a round's number), 0 or more.
    Count,
    /// One of these words (English; each has its label `<option>-<word>` in the catalogues).
    Choice(&'static [&'static str]),
    /// A language of the catalogues, offered by its own name.
    Language,
}

/// The largest whole number a slash option carries exactly (2^53 - 1).
pub const MOST_NUMBER: i64 = 9_007_199_254_740_991;

impl Kind {
    /// The least and the most a whole-number kind allows (`None`: not a number).
    #[must_use]
    pub const fn bounds(self) -> Option<(i64, i64)> {
        match self {
            Kind::Level => Some((1, 10)),
            Kind::Hour => Some((0, 23)),
            Kind::GameNumber => Some((1, MOST_NUMBER)),
            Kind::Count => Some((0, u32::MAX as i64)),
            _ => None,
        }
    }
}

/// One option of a slash form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Opt {
    /// Its English name (`cmd-option-name-<name>` in the catalogues).
    pub name: &'static str,
    /// What it holds.
    pub kind: Kind,
    /// Whether it must be given.
    pub required: bool,
}

impl Opt {
    /// An optional option.
    #[must_use]
    pub const fn new(name: &'static str, kind: Kind) -> Opt {
        Opt {
            name,
            kind,
            required: false,
        }
    }

    /// An option that must be given.
    #[must_use]
    pub const fn required(name: &'static str, kind: Kind) -> Opt {
        Opt {
            name,
            kind,
            required: true,
        }
    }
}

/// A value given for an option, as the front end read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Value {
    /// Text (also a move, a variant's name).
    Text(String),
    /// A person.
    Person(Actor),
    /// A role's or a channel's id.
    Id(u64),
    /// Yes or no.
    Yes(bool),
    /// A whole number.
    Number(i64),
    /// One of a [`Kind::Choice`]'s words.
    Choice(&'static str),
    /// A language.
    Language(Lang),
}

/// The values given for a form's options, by option name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Values(Vec<(&'static str, Value)>);

impl Values {
    /// Values from `(option, value)` pairs.
    #[must_use]
    pub fn new(values: Vec<(&'static str, Value)>) -> Values {
        Values(values)
    }

    fn get(&self, name: &str) -> Option<&Value> {
        self.0.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }

    /// The text given for `name`.
    #[must_use]
    pub fn text(&self, name: &str) -> Option<&str> {
        match self.get(name) {
            Some(Value::Text(t)) => Some(t),
            _ => None,
        }
    }

    /// The person given for `name`.
    #[must_use]
    pub fn person(&self, name: &str) -> Option<&Actor> {
        match self.get(name) {
            Some(Value::Person(a)) => Some(a),
            _ => None,
        }
    }

    /// The role or channel given for `name`.
    #[must_use]
    pub fn id(&self, name: &str) -> Option<u64> {
        match self.get(name) {
            Some(Value::Id(id)) => Some(*id),
            _ => None,
        }
    }

    /// Yes or no for `name`.
    #[must_use]
    pub fn yes(&self, name: &str) -> Option<bool> {
        match self.get(name) {
            Some(Value::Yes(b)) => Some(*b),
            _ => None,
        }
    }

    /// The number given for `name`.
    #[must_use]
    pub fn number(&self, name: &str) -> Option<i64> {
        match self.get(name) {
            Some(Value::Number(n)) => Some(*n),
            _ => None,
        }
    }

    /// The word chosen for `name`.
    #[must_use]
    pub fn choice(&self, name: &str) -> Option<&'static str> {
        match self.get(name) {
            Some(Value::Choice(c)) => Some(c),
            _ => None,
        }
    }

    /// The language chosen for `name`.
    #[must_use]
    pub fn language(&self, name: &str) -> Option<Lang> {
        match self.get(name) {
            Some(Value::Language(l)) => Some(*l),
            _ => None,
        }
    }
}

/// A slash form: its options, and how their values become the command (or the sentence that
/// refuses them).
#[derive(Clone, Copy)]
pub struct Form {
    /// The options, those that must be given first.
    pub options: &'static [Opt],
    /// The values into the typed command.
    pub read: fn(&Values) -> Result<Command, Msg>,
}

impl std::fmt::Debug for Form {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Form")
            .field("options", &self.options)
            .finish_non_exhaustive()
    }
}

/// A command's slash form: one form, or subcommands (`/tournament join`), each a form.
#[derive(Clone, Copy, Debug)]
pub enum Slash {
    /// The command itself takes these options.
    One(Form),
    /// Subcommands by English name (`cmd-name-<command>-<sub>` in the catalogues).
    Subcommands(&'static [(&'static str, Form)]),
}
