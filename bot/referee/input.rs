//! What goes into the referee and what comes out: typed commands (parsed at the edge by the
//! front ends), the person acting, and replies made of catalogue messages.

use std::time::Duration;

use damero_engine::Level;
use damero_rules::{Square, Variant};
pub use damero_storage::ColorChoice;

use crate::i18n::{Lang, Msg};

/// A Discord channel (or thread) id; the terminal uses 0.
pub type ChannelId = u64;

/// A Discord server id (`None`: a direct message, or the terminal).
pub type GuildId = u64;

/// The person who did something: a user id and the name to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Actor {
    /// Discord user id (terminal: 1 and 2).
    pub id: u64,
    /// Shown in replies.
    pub name: String,
}

/// Where a command came from, as data the front end knows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Place {
    /// The channel (one game per channel).
    pub channel: ChannelId,
    /// The server, if any (settings are kept per server).
    pub guild: Option<GuildId>,
}

impl Place {
    /// A channel with no server (tests, direct messages, the terminal).
    #[must_use]
    pub fn channel(channel: ChannelId) -> Place {
        Place {
            channel,
            guild: None,
        }
    }
}

/// A server setting, as chosen in `/settings` (one option per setting).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingChange {
    /// The language of everything the channel reads.
    Language(Lang),
    /// The time per move of the server's games.
    MoveTime(Duration),
    /// The variant when none is named.
    DefaultVariant(Variant),
    /// A thread per game.
    Threads(bool),
}

/// What a player asked for, already parsed: names are variants, numbers are levels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Challenge a person.
    Challenge {
        /// Who is challenged.
        opponent: Actor,
        /// The variant (the server's default when `None`).
        variant: Option<Variant>,
        /// The challenger's colour.
        color: ColorChoice,
        /// The time per move (the server's or Damero's when `None`).
        time: Option<Duration>,
    },
    /// Accept the pending challenge.
    Accept,
    /// Decline (or withdraw) the pending challenge.
    Decline,
    /// A game against the bot.
    Play {
        /// The variant (the default when `None`).
        variant: Option<Variant>,
        /// The bot's level (the default when `None`).
        level: Option<Level>,
        /// The player's colour (`None`: the side that moves first).
        color: Option<ColorChoice>,
    },
    /// A move, as typed (the rules core parses and resolves it against the game).
    Move(String),
    /// The current board.
    Board,
    /// The legal moves.
    Moves,
    /// Resign.
    Resign,
    /// End the game unrated, before both players have moved.
    Abort,
    /// Offer or accept a draw.
    Draw,
    /// Huff the piece on a square (`None`: which squares may be huffed?).
    Huff(Option<String>),
    /// The game as PDN.
    Pdn,
    /// A variant's rules (`None`: the channel's current game's variant, else the default).
    Rules(Option<Variant>),
    /// The variant list.
    Variants,
    /// Review a finished game (`None`: the channel's last one) with the engine.
    Review(Option<u64>),
    /// Show the server's settings, or change them (`changes` not empty).
    Settings {
        /// One entry per option given.
        changes: Vec<SettingChange>,
        /// Whether the actor may manage the server (from the interaction's permissions).
        may_manage: bool,
    },
    // ratings (issue 10)
    /// A player's rating, games and record against the bot.
    Rating {
        /// Whose (`None`: the asker's).
        user: Option<Actor>,
        /// Which variant (`None`: the server's default).
        variant: Option<Variant>,
    },
    /// The server's best-rated players of a variant (`None`: the server's default).
    Leaderboard(Option<Variant>),
    /// A player's last games (`None`: the asker's).
    History(Option<Actor>),
    /// Any game as PDN, by id.
    PdnOf(u64),
    /// A game as an animated GIF.
    Replay {
        /// The game's id (`None`: the channel's last finished game).
        game: Option<u64>,
        /// The largest file the front end may upload, in bytes (`None`: 8 MiB).
        limit: Option<u64>,
    },
}

/// Whether a reply reports success, a refusal, or our failure.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ReplyKind {
    /// The command did what was asked.
    #[default]
    Done,
    /// The user asked for something we refuse (a clear sentence says why).
    Refused,
    /// We failed (logged; the user gets an apology).
    Failed,
}

/// Who reads a reply, which decides its language.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Audience {
    /// The whole channel (boards after moves, announcements, challenges): the server's language.
    #[default]
    Channel,
    /// Only the person who asked (help, rules, moves, refusals): their own language where the
    /// front end knows it (a slash command's locale).
    Asker,
}

/// A board picture to attach, and the square a piece was huffed from (marked once the renderer
/// can show it).
#[derive(Clone, Debug, Default)]
pub struct Picture {
    /// PNG bytes (`board.png`).
    pub png: Vec<u8>,
    /// Where a piece was just huffed from, if the last event was a huff.
    pub huffed: Option<Square>,
}

/// One message to show: sentences as catalogue messages, plus attachments.
#[derive(Clone, Debug, Default)]
pub struct Reply {
    /// The sentences, shown one after the other on one line.
    pub lines: Vec<Msg>,
    /// The board, if any.
    pub board: Option<Picture>,
    /// Another file (the PDN): name and bytes.
    pub file: Option<(String, Vec<u8>)>,
    /// Who reads it.
    pub audience: Audience,
    /// Success, refusal or failure.
    pub kind: ReplyKind,
    /// Show Accept / Decline buttons (a challenge).
    pub challenge_buttons: bool,
    /// Shown before these lines: lines on their own (lists, help).
    pub block: Vec<Msg>,
}

impl Reply {
    /// A reply for the channel.
    #[must_use]
    pub fn done(lines: Vec<Msg>) -> Reply {
        Reply {
            lines,
            ..Reply::default()
        }
    }

    /// A reply for the asker only.
    #[must_use]
    pub fn private(lines: Vec<Msg>) -> Reply {
        Reply {
            lines,
            audience: Audience::Asker,
            ..Reply::default()
        }
    }

    /// A refusal (for the asker).
    #[must_use]
    pub fn refused(msg: Msg) -> Reply {
        Reply {
            lines: vec![msg],
            audience: Audience::Asker,
            kind: ReplyKind::Refused,
            ..Reply::default()
        }
    }

    /// Our failure (for the asker).
    #[must_use]
    pub fn failed() -> Reply {
        Reply {
            lines: vec![Msg::new("failed")],
            audience: Audience::Asker,
            kind: ReplyKind::Failed,
            ..Reply::default()
        }
    }

    /// Only the asker should see it (a slash command's ephemeral answer).
    #[must_use]
    pub fn ephemeral(&self) -> bool {
        self.audience == Audience::Asker
    }

    /// The reply's words in `lang`: the sentences joined by spaces, then the block's lines.
    #[must_use]
    pub fn text(&self, lang: Lang) -> String {
        let mut out: Vec<String> = Vec::new();
        if !self.lines.is_empty() {
            let words: Vec<String> = self.lines.iter().map(|m| m.text(lang)).collect();
            out.push(words.join(" "));
        }
        out.extend(self.block.iter().map(|m| m.text(lang)));
        out.join("\n")
    }
}
