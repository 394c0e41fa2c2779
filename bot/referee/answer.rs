//! What every service answers: a [`Response`] (the replies to post, the channel's language,
//! and the bot's turn as a follow-up), or a [`Fail`] (a refusal, a dropped input, our failure).

use damero_rules::Game;
use damero_storage::{GameRecord, StoreError};

pub use super::input::BoxFuture;
use super::input::{Audience, ChannelId, GuildId, Reply, ReplyKind};
use crate::i18n::{Lang, Msg};

/// The bot is to move in a channel: a follow-up answer that thinks off the runtime, without
/// the channel's lock. A service marks it due; the core arms it with the bot's move before the
/// answer leaves.
pub struct BotTurn {
    channel: ChannelId,
    /// In a lock only so that an answer can be shared between threads (it is taken once).
    play: std::sync::Mutex<Option<BoxFuture<'static, Response>>>,
}

impl std::fmt::Debug for BotTurn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BotTurn")
            .field("channel", &self.channel)
            .field("armed", &self.is_armed())
            .finish()
    }
}

impl BotTurn {
    /// The bot is to move in `channel` (not armed yet).
    #[must_use]
    pub fn due(channel: ChannelId) -> BotTurn {
        BotTurn {
            channel,
            play: std::sync::Mutex::new(None),
        }
    }

    /// The channel where the bot is to move.
    #[must_use]
    pub fn channel(&self) -> ChannelId {
        self.channel
    }

    /// Armed with the bot's move.
    #[must_use]
    pub fn armed(self, play: BoxFuture<'static, Response>) -> BotTurn {
        BotTurn {
            channel: self.channel,
            play: std::sync::Mutex::new(Some(play)),
        }
    }

    /// Whether the move is armed.
    #[must_use]
    pub fn is_armed(&self) -> bool {
        self.play.lock().is_ok_and(|p| p.is_some())
    }

    /// Think and answer with the bot's move (its board painted); nothing if it was not armed.
    pub async fn play(self) -> Response {
        let play = match self.play.into_inner() {
            Ok(play) => play,
            Err(poisoned) => poisoned.into_inner(),
        };
        match play {
            Some(play) => play.await,
            None => Response::default(),
        }
    }
}

/// The answer to one input: what to post now, in order, the language the channel reads, and
/// the bot's turn if it is to move.
#[derive(Debug, Default)]
pub struct Response {
    /// Messages, in order.
    pub replies: Vec<Reply>,
    /// The bot is to move: [`BotTurn::play`] thinks (off the runtime) and returns its replies.
    pub bot_turn: Option<BotTurn>,
    /// The language of what the channel reads (the server's setting, read after the command:
    /// a settings change is announced in the new language). Replies for the asker alone are
    /// read in the asker's own language where the front end knows it.
    pub lang: Lang,
    /// The channel's game as the answer leaves it (for a command that looked at it).
    pub game: Option<Box<(GameRecord, Game)>>,
}

impl Response {
    /// One reply.
    #[must_use]
    pub fn one(reply: Reply) -> Response {
        Response {
            replies: vec![reply],
            ..Response::default()
        }
    }

    /// Whether the command was refused or failed.
    #[must_use]
    pub fn is_error(&self) -> bool {
        self.replies.iter().any(|r| r.kind != ReplyKind::Done)
    }

    /// Every reply, the bot's move included (waits for the bot to think).
    pub async fn all(self) -> Vec<Reply> {
        let mut out = self.replies;
        if let Some(turn) = self.bot_turn {
            out.extend(turn.play().await.replies);
        }
        out
    }

    /// The language a reply is read in: the asker's own for private replies when known, else
    /// the channel's.
    #[must_use]
    pub fn lang_for(&self, reply: &Reply, asker: Option<Lang>) -> Lang {
        match (reply.audience, asker) {
            (Audience::Asker, Some(l)) => l,
            _ => self.lang,
        }
    }

    /// A handler's result as a response, counted by outcome under `name`.
    #[must_use]
    pub fn concluded(name: &'static str, channel: ChannelId, result: Res<Response>) -> Response {
        match result {
            Ok(r) => {
                crate::metrics::command(name, "done");
                r
            }
            Err(Fail::Refuse(msg)) => {
                crate::metrics::command(name, "refused");
                Response::one(Reply::refused(msg))
            }
            // Not counted as a command: the flood limit counts itself, and chat that only
            // looked like a move is nobody's command.
            Err(Fail::Quiet(replies)) => Response {
                replies,
                ..Response::default()
            },
            Err(Fail::Internal(e)) => {
                crate::metrics::command(name, "failed");
                crate::metrics::error("internal");
                tracing::error!(channel, error = %format!("{e:#}"), "command failed");
                Response::one(Reply::failed())
            }
        }
    }
}

/// A refusal (a message for the user), an input dropped by the flood limit, or a failure
/// (logged).
#[derive(Debug)]
pub enum Fail {
    /// The user asked for something we refuse: this sentence says why.
    Refuse(Msg),
    /// Dropped before it ran: the flood notice, or nothing while the person is ignored.
    Quiet(Vec<Reply>),
    /// We failed: logged with context, the user gets an apology.
    Internal(anyhow::Error),
}

impl From<StoreError> for Fail {
    fn from(e: StoreError) -> Self {
        match e {
            StoreError::GameRunning => Fail::Refuse(Msg::new("game-running")),
            StoreError::ChallengePending => Fail::Refuse(Msg::new("challenge-pending")),
            StoreError::NoGame => Fail::Refuse(Msg::new("no-game")),
            StoreError::NoChallenge => Fail::Refuse(Msg::new("no-challenge")),
            StoreError::NoDaily => Fail::Refuse(Msg::new("daily-none")),
            // A shared database that went away: nothing was written; the player may retry.
            StoreError::Unavailable(detail) => {
                tracing::warn!(%detail, "the game store is unavailable");
                Fail::Refuse(Msg::new("store-unavailable"))
            }
            other => Fail::Internal(anyhow::Error::new(other)),
        }
    }
}

impl From<anyhow::Error> for Fail {
    fn from(e: anyhow::Error) -> Self {
        Fail::Internal(e)
    }
}

/// A handler's result.
pub type Res<T> = Result<T, Fail>;

/// Refuse with `msg`.
///
/// # Errors
/// Always: that is its use.
pub fn refuse<T>(msg: Msg) -> Res<T> {
    Err(Fail::Refuse(msg))
}

/// Something the referee did on its own that the front end must show.
#[derive(Debug)]
pub enum Notice {
    /// A game ended on time (or was aborted): post in its channel.
    Post {
        /// The game's channel.
        channel: ChannelId,
        /// Its server (for the language).
        guild: Option<GuildId>,
        /// What to post.
        replies: Vec<Reply>,
    },
    /// A challenge lapsed: edit its message (or, when it is not known, post the notice).
    ChallengeExpired {
        /// The challenge's channel.
        channel: ChannelId,
        /// Its server (for the language).
        guild: Option<GuildId>,
        /// The message that showed it, if known.
        message: Option<u64>,
        /// The notice (no buttons).
        reply: Reply,
    },
}
