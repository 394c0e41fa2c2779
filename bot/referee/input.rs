//! What goes into the referee and what comes out: the person acting, where, and replies made
//! of catalogue messages (the commands themselves live in `bot/commands/`).

use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use damero_render::Orientation;
use damero_rules::{Color, Event, Game, MoveDetail, Position, Square, Variant};
pub use damero_storage::ColorChoice;
use damero_storage::{GameRecord, UserId};

use crate::i18n::{Lang, Msg};

/// A boxed future that can cross threads.
pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// What a front end does once a reply is shown: the announcement it carries leaves the outbox,
/// and a challenge's message is remembered (to edit it when the challenge lapses). Part of the
/// answer, so that no front end calls back into the referee for it.
#[derive(Clone)]
pub struct Receipt(Arc<dyn Fn(Option<u64>) -> BoxFuture<'static, ()> + Send + Sync>);

impl std::fmt::Debug for Receipt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Receipt")
    }
}

impl Receipt {
    /// A receipt that runs `done` with the id of the message that showed the reply (`None`:
    /// it was shown without one, or refused for good).
    pub fn new(
        done: impl Fn(Option<u64>) -> BoxFuture<'static, ()> + Send + Sync + 'static,
    ) -> Receipt {
        Receipt(Arc::new(done))
    }

    /// The reply was shown (in message `message`, where there is one).
    pub async fn shown(&self, message: Option<u64>) {
        (self.0)(message).await;
    }
}

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

impl Actor {
    /// Their colour in a game, if they play in it.
    #[must_use]
    pub fn color_in(&self, record: &GameRecord) -> Option<Color> {
        record.color_of(UserId(self.id))
    }

    /// Whether both seats are theirs (two people at one keyboard).
    #[must_use]
    pub fn has_both_seats(&self, record: &GameRecord) -> bool {
        record.white.user() == Some(UserId(self.id)) && record.black.user() == Some(UserId(self.id))
    }
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

/// What a front end knows of the person asking beyond who they are, and of what the place
/// allows: their standing in the server, and the largest file it may upload there. The
/// terminal knows none of it (the default).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Asker {
    /// May manage the server.
    pub may_manage: bool,
    /// Their roles in the server.
    pub roles: Vec<u64>,
    /// The largest file the front end may upload here, in bytes (`None`: unknown).
    pub upload_limit: Option<u64>,
}

/// Who a game a command opens is against (a front end names its thread after the players).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rival {
    /// A person, by name.
    Person(String),
    /// The bot.
    Bot,
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
    /// The role whose members may create and run tournaments.
    TournamentRole(u64),
    /// The channel of the daily puzzle.
    PuzzleChannel(u64),
    /// The hour (UTC) of the daily puzzle.
    PuzzleHour(u8),
    /// The server's games on the web pages.
    Web(bool),
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

/// A board to paint: what the referee decided to show, painted after the channel's lock is
/// released, on a blocking thread ([`super::base::Base::paint`]).
#[derive(Clone, Debug)]
pub struct View {
    /// The position.
    pub position: Position,
    /// The move to mark.
    pub last: Option<MoveDetail>,
    /// Which side is at the bottom.
    pub orientation: Orientation,
    /// The square a piece was huffed from (the last event was a huff).
    pub huffed: Option<Square>,
}

impl View {
    /// The board of a game to paint: the bot's opponent at the bottom, or between people the
    /// side to move.
    #[must_use]
    pub fn of(record: &GameRecord, game: &Game) -> View {
        let huffed = match game.events().last() {
            Some(Event::Huff { square, .. }) => Some(*square),
            _ => None,
        };
        View {
            position: game.position().clone(),
            last: game.last_move().cloned(),
            orientation: match View::bottom(record, game) {
                Color::White => Orientation::White,
                Color::Black => Orientation::Black,
            },
            huffed,
        }
    }

    /// Which side is at the bottom of the board: against the bot the player's side, between
    /// people the side to move (the text board follows it too).
    #[must_use]
    pub fn bottom(record: &GameRecord, game: &Game) -> Color {
        match (record.white.is_bot(), record.black.is_bot()) {
            (true, false) => Color::Black,
            (false, true) => Color::White,
            _ => game.turn(),
        }
    }
}

/// One move a player may tap: its place in the listed moves ([`listed_moves`]), its text in
/// the variant's notation (the whole capture route), and the square it starts from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Pick {
    /// Its place in [`listed_moves`] (what a tap sends back).
    pub index: usize,
    /// The move as typed (`11x18x25`, `c3-d4`).
    pub text: String,
    /// The square of the piece that moves (`11`, `c3`).
    pub from: String,
}

/// A button under a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Button {
    /// Offer a draw (or, `accept`, take the one offered).
    Draw {
        /// A draw stands offered: the button takes it.
        accept: bool,
    },
    /// Resign (asks first).
    Resign,
    /// Yes, resign (the second step).
    ResignSure,
    /// Show me the board from my side.
    Flip,
    /// Huff the piece on this square (huff games), named in the variant's notation (`23`,
    /// `c5`).
    Huff(String),
}

/// What a reply offers to tap: moves of one position of one game (`ply` moves in), and
/// buttons. A tap names the game and the ply, so an older board's tap is known for stale.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Taps {
    /// The game (its store id).
    pub game: u64,
    /// How many moves (and huffs) the game had when the board was shown.
    pub ply: usize,
    /// The moves to offer, in listed order (empty: buttons only).
    pub moves: Vec<Pick>,
    /// The buttons, in order.
    pub buttons: Vec<Button>,
}

/// The legal moves of the side to move as every front end lists them: proper moves first, then
/// (huff games) the faulty ones, each with its text in the variant's notation.
#[must_use]
pub fn listed_moves(game: &Game) -> Vec<(MoveDetail, String)> {
    let rules = game.variant().rules();
    let notation = rules.default_notation();
    let mut all = game.position().details(game.variant().is_huff());
    all.sort_by_key(|d| d.faulty);
    all.into_iter()
        .map(|d| {
            let text = damero_rules::move_text(rules, &d, notation);
            (d, text)
        })
        .collect()
}

impl Taps {
    /// The taps under a board of `game` for the person to move: every listed move, then draw,
    /// resign and turn-the-board. `None` when the game is over or the bot is to move.
    #[must_use]
    pub fn of(record: &GameRecord, game: &Game) -> Option<Taps> {
        let over = record.status != damero_storage::Status::Ongoing || game.outcome().is_some();
        if over || record.bot_to_move() {
            return None;
        }
        let rules = game.variant().rules();
        let notation = rules.default_notation();
        let moves = listed_moves(game)
            .into_iter()
            .enumerate()
            .map(|(index, (detail, text))| Pick {
                index,
                text,
                from: damero_rules::square_name(rules, detail.mv.from, notation),
            })
            .collect();
        let offered = record.draw_offer == Some(game.turn().opposite());
        let mut buttons = vec![
            Button::Draw { accept: offered },
            Button::Resign,
            Button::Flip,
        ];
        if let Some(chance) = game.huff_chance() {
            buttons.extend(
                chance
                    .squares
                    .iter()
                    .map(|square| Button::Huff(damero_rules::square_name(rules, square, notation))),
            );
        }
        Some(Taps {
            game: record.id.0,
            ply: record.moves.len(),
            moves,
            buttons,
        })
    }
}

/// One message to show: sentences as catalogue messages, plus attachments.
#[derive(Clone, Debug, Default)]
pub struct Reply {
    /// The sentences, shown one after the other on one line.
    pub lines: Vec<Msg>,
    /// The board, if any (painted by the time a front end sees the reply).
    pub board: Option<Picture>,
    /// The board still to paint.
    pub(crate) view: Option<Box<View>>,
    /// Another file (the PDN): name and bytes.
    pub file: Option<(String, Vec<u8>)>,
    /// More files after it (a tournament's standings picture, its games, its TRF file).
    pub files: Vec<(String, Vec<u8>)>,
    /// Who reads it.
    pub audience: Audience,
    /// Success, refusal or failure.
    pub kind: ReplyKind,
    /// Show Accept / Decline buttons (a challenge).
    pub challenge_buttons: bool,
    /// What the reader may tap instead of typing: the moves and the game's buttons.
    pub taps: Option<Box<Taps>>,
    /// Shown before these lines: lines on their own (lists, help).
    pub block: Vec<Msg>,
    /// The store's announcement this reply shows (its place in the channel's outbox).
    pub announces: Option<u64>,
    /// What to do once it is shown (set by the referee on replies that announce something or
    /// show a challenge): [`Receipt::shown`].
    pub receipt: Option<Receipt>,
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
