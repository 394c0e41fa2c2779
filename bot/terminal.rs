//! `damero play`: the same referee in a terminal, in the terminal's language. A text board
//! (shapes for the pieces, a key line, the square numbers beside it) after each position, a PNG
//! of each position in a folder of its own for this game, and the PDN written there when the
//! game ends or is left. Two people at one keyboard, or one person against the bot. A game ends
//! by its result (then Enter offers another), or is left with `quit`/`exit`, Ctrl-D (the end of
//! the input) or Ctrl-C; a game nobody moved in leaves no folder. Replies that name Discord's
//! slash commands are shown in the terminal's own words ([`OWN_WORDS`]).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::Context as _;
use damero_rules::{move_text, square_name};
use damero_rules::{Color, Game, Notation, Position, Role, Variant};
use tokio::io::{AsyncBufRead, AsyncBufReadExt, AsyncWrite, AsyncWriteExt, BufReader};

use crate::commands::{self, parse_text, Draw, Help, Parsed, Pdn, Play, Tap, Tapped};
use crate::i18n::{Arg, Lang, Msg};
use crate::opponent::Opponent;
use crate::painter::BoardPainter;
use crate::referee::{
    Actor, MemoryStore, Referee, RefereeConfig, Reply, Response, Seat, Status, Taps, UserId, View,
};

/// The terminal has one "channel".
const CHANNEL: u64 = 0;

/// The widest line the terminal front end prints.
pub const WIDTH: usize = 100;

/// Options of `damero play`.
#[derive(Debug, Clone, clap::Args)]
pub struct PlayArgs {
    /// The variant (default: game.default_variant, spanish unless configured).
    #[arg(long, help = variant_help("The variant (default spanish, or game.default_variant)"))]
    pub variant: Option<String>,
    /// The bot's level, 1-10 (default: game.default_level, 3 unless configured).
    #[arg(long)]
    pub level: Option<String>,
    /// Your colour against the bot: white, black or random (default: the side that moves first).
    #[arg(long)]
    pub color: Option<String>,
    /// Two people at one keyboard instead of a game against the bot.
    #[arg(long)]
    pub two_players: bool,
    /// Folder for the board pictures and the games' PDN (each game gets a numbered folder
    /// inside it). One that cannot be written is said once; the game goes on, saving nothing.
    #[arg(long, default_value = "damero-boards")]
    pub out: PathBuf,
    /// No board pictures (the text board only); the PDN is still saved.
    #[arg(long)]
    pub no_boards: bool,
    /// Go on with the game in this PDN file (as `quit`, Ctrl-D and Ctrl-C save it); a side
    /// named after the bot is the bot, at --level
    #[arg(long, value_name = "FILE.pdn")]
    pub resume: Option<PathBuf>,
    /// Language: en, es, fil, cs, tr, pt, ru, it (default: from LC_ALL, LC_MESSAGES or LANG).
    #[arg(long)]
    pub lang: Option<String>,
}

/// The help of a variant option: `what`, then every variant's name with the other names it
/// reads (`english (checkers, american, ...)`).
#[must_use]
pub fn variant_help(what: &str) -> String {
    let names: Vec<String> = Variant::ALL
        .iter()
        .map(|v| {
            let aliases: Vec<&str> = v
                .aliases()
                .iter()
                .copied()
                .filter(|a| a.chars().all(|c| c.is_ascii_alphanumeric()))
                .collect();
            match aliases.as_slice() {
                [] => v.name().to_string(),
                more => format!("{} ({})", v.name(), more.join(", ")),
            }
        })
        .collect();
    format!("{what}: {}", names.join(", "))
}

/// The marks of the text board: White's man and king, Black's man and king. Shapes, not
/// letters, so that they read the same in every language (a `b` reads as *blancas* in Spanish);
/// a king is a double mark, as a king is two men stacked. [`board_key`] names them.
pub const MARKS: [char; 4] = ['○', '◎', '●', '◉'];

/// The position as text with `bottom` at the bottom: [`MARKS`] for the pieces, `.` for empty
/// playing squares; for numbered variants the square numbers in a second grid beside it.
#[must_use]
pub fn text_board(game: &Game, bottom: Color) -> String {
    let position = game.position();
    let layout = position.layout();
    let rules = game.variant().rules();
    let numbered = rules.default_notation() == Notation::Numeric;
    let size = layout.size;
    let ranks: Vec<u8> = match bottom {
        Color::White => (0..size).rev().collect(),
        Color::Black => (0..size).collect(),
    };
    let files: Vec<u8> = match bottom {
        Color::White => (0..size).collect(),
        Color::Black => (0..size).rev().collect(),
    };
    let mut out = String::new();
    for &rank in &ranks {
        let mut line = format!("{:>3} ", rank + 1);
        for &file in &files {
            let c = match layout.square(file, rank) {
                None => ' ',
                Some(sq) => match position.piece_at(sq) {
                    None => '.',
                    Some(p) => match (p.color, p.role) {
                        (Color::White, Role::Man) => MARKS[0],
                        (Color::White, Role::King) => MARKS[1],
                        (Color::Black, Role::Man) => MARKS[2],
                        (Color::Black, Role::King) => MARKS[3],
                    },
                },
            };
            line.push(' ');
            line.push(c);
            line.push(' ');
        }
        if numbered {
            line.push_str("    ");
            for &file in &files {
                match layout.square(file, rank) {
                    Some(sq) => {
                        line.push_str(&format!("{:>3}", square_name(rules, sq, Notation::Numeric)));
                    }
                    None => line.push_str("  ."),
                }
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    let mut line = String::from("    ");
    for &file in &files {
        line.push(' ');
        line.push(char::from(b'a' + file));
        line.push(' ');
    }
    out.push_str(line.trim_end());
    out.push('\n');
    out
}

/// The one-line key under the text board, in `lang`: what each of the [`MARKS`] is.
#[must_use]
pub fn board_key(lang: Lang) -> String {
    Msg::new("terminal-board-key").text(lang)
}

/// Wrap `text` at [`WIDTH`] columns (at spaces; a longer word stays whole).
#[must_use]
pub fn wrap(text: &str) -> String {
    let mut out = String::new();
    for line in text.split('\n') {
        let mut current = String::new();
        for word in line.split(' ') {
            let len = current.chars().count();
            if len > 0 && len + 1 + word.chars().count() > WIDTH {
                out.push_str(current.trim_end());
                out.push('\n');
                current.clear();
            } else if len > 0 {
                current.push(' ');
            }
            current.push_str(word);
        }
        out.push_str(current.trim_end());
        out.push('\n');
    }
    out
}

struct Screen<W> {
    out: W,
    lang: Lang,
    /// This game's folder for its pictures and PDN, made when its first file is written;
    /// `None` when `--out` cannot be written (nothing is saved).
    folder: Option<PathBuf>,
    /// A picture of each position is written (not with `--no-boards`).
    boards: bool,
    pictures: usize,
    /// Pictures of the positions before the first move: written, and their paths shown, only
    /// once a move makes the game worth keeping (a game nobody moved in leaves nothing, and no
    /// path is shown that is not there).
    pending: Vec<(String, Vec<u8>)>,
    /// The game as the last answer left it (the answers carry it: the screen never asks).
    game: Option<(crate::referee::GameRecord, Game)>,
    /// The moves listed by number under the last board (`3` plays the third).
    taps: Option<Taps>,
}

/// The messages whose catalogue text names Discord's slash commands, and the terminal's own
/// twin of each (the same sentence with the word the terminal reads).
pub const OWN_WORDS: [(&str, &str); 2] = [
    ("variants-footer", "terminal-variants-footer"),
    ("draw-offered", "terminal-draw-offered"),
];

/// Messages the terminal does not show: ratings mean nothing in a game that is not kept.
const NOT_SHOWN: [&str; 1] = ["rating-changes"];

/// `msg` in the terminal's own words: the twins of [`OWN_WORDS`], no command prefix (the
/// terminal reads `help`, not `!help`), and the commands' words in `lang`, in nested messages
/// too. A message's own argument of the same name (the list of `moves` in `legal-moves`) is
/// its own, never replaced by the command's word.
fn own_words(msg: &Msg, lang: Lang) -> Msg {
    let mut own = plain_words(msg);
    // Every command offered at the keyboard, as an argument of its own name holding the
    // reader's word for it (`tablas`, `remíza`; English where a language has none).
    for spec in crate::commands::ALL.iter().filter(|s| s.at_keyboard) {
        if own.args.iter().any(|(arg, _)| *arg == spec.name) {
            continue;
        }
        own.args
            .push((spec.name, Arg::Text(crate::commands::word_of(spec, lang))));
    }
    own.args.push((
        "quit",
        Arg::Text(Msg::new("word-quit").text(lang).to_lowercase()),
    ));
    own
}

/// [`own_words`] without the named words (they are added once, at the top).
fn plain_words(msg: &Msg) -> Msg {
    let id = OWN_WORDS
        .iter()
        .find(|(discord, _)| *discord == msg.id)
        .map_or_else(|| msg.id.clone(), |(_, own)| (*own).into());
    let args = msg
        .args
        .iter()
        .map(|(name, arg)| {
            let arg = match arg {
                _ if *name == "prefix" => Arg::Text(String::new()),
                Arg::Msg(inner) => Arg::Msg(Box::new(plain_words(inner))),
                Arg::Msgs(inner) => Arg::Msgs(inner.iter().map(plain_words).collect()),
                other => other.clone(),
            };
            (*name, arg)
        })
        .collect();
    Msg { id, args }
}

/// The moves under a board, numbered: `1) 9-13  2) 10-14 …` (a number and its move are not
/// parted by a line break).
fn numbered(taps: &Taps, lang: Lang) -> String {
    let moves: Vec<String> = taps
        .moves
        .iter()
        .enumerate()
        .map(|(i, pick)| format!("{})\u{a0}{}", i + 1, pick.text))
        .collect();
    Msg::new("terminal-numbered")
        .arg("moves", moves.join("  "))
        .text(lang)
}

/// What a number typed at the keyboard plays: the move listed under that number under the last
/// board, or the sentence that says there is none.
fn numbered_move(taps: &Taps, number: usize) -> Result<Tap, Msg> {
    match number.checked_sub(1).and_then(|i| taps.moves.get(i)) {
        Some(pick) => Ok(Tap {
            game: taps.game,
            ply: taps.ply,
            what: Tapped::Move(pick.index),
        }),
        None => Err(Msg::new("terminal-no-number").arg("number", number.to_string())),
    }
}

/// A reply's words as the terminal shows them: the sentences on one line, then the block.
fn reply_text(reply: &Reply, lang: Lang) -> String {
    let shown = |m: &&Msg| !NOT_SHOWN.contains(&m.id.as_ref());
    let mut out: Vec<String> = Vec::new();
    let words: Vec<String> = reply
        .lines
        .iter()
        .filter(shown)
        .map(|m| own_words(m, lang).text(lang))
        .collect();
    if !words.is_empty() {
        out.push(words.join(" "));
    }
    out.extend(
        reply
            .block
            .iter()
            .filter(shown)
            .map(|m| own_words(m, lang).text(lang)),
    );
    out.join("\n")
}

impl<W: AsyncWrite + Unpin> Screen<W> {
    async fn say(&mut self, msg: Msg) -> anyhow::Result<()> {
        let text = wrap(&own_words(&msg, self.lang).text(self.lang));
        self.write(&text).await
    }

    async fn write(&mut self, text: &str) -> anyhow::Result<()> {
        self.out.write_all(text.as_bytes()).await?;
        self.out.flush().await?;
        Ok(())
    }

    /// Write a file of this game into its folder (made on the first file); `None` when nothing
    /// is saved.
    async fn save(&mut self, name: &str, bytes: &[u8]) -> anyhow::Result<Option<PathBuf>> {
        let Some(folder) = &self.folder else {
            return Ok(None);
        };
        tokio::fs::create_dir_all(folder)
            .await
            .with_context(|| format!("creating {}", folder.display()))?;
        let path = folder.join(name);
        tokio::fs::write(&path, bytes)
            .await
            .with_context(|| format!("writing {}", path.display()))?;
        Ok(Some(path))
    }

    /// A picture of the position: kept back while nobody has moved, else written (with the
    /// ones kept back) and its path returned.
    async fn picture(&mut self, png: &[u8], moved: bool) -> anyhow::Result<Option<PathBuf>> {
        if !self.boards || self.folder.is_none() {
            return Ok(None);
        }
        self.pictures += 1;
        let name = format!("{:03}.png", self.pictures);
        if !moved {
            self.pending.push((name, png.to_vec()));
            return Ok(None);
        }
        for (earlier, bytes) in std::mem::take(&mut self.pending) {
            self.save(&earlier, &bytes).await?;
        }
        self.save(&name, png).await
    }

    async fn show(&mut self, replies: &[Reply]) -> anyhow::Result<()> {
        for reply in replies {
            let mut text = wrap(&reply_text(reply, self.lang));
            if let Some(picture) = &reply.board {
                let mut moved = false;
                if let Some((record, game)) = &self.game {
                    text.push_str(&text_board(game, View::bottom(record, game)));
                    text.push_str(&board_key(self.lang));
                    text.push('\n');
                    moved = !game.events().is_empty();
                }
                if let Some(path) = self.picture(&picture.png, moved).await? {
                    text.push_str(&format!("({})\n", path.display()));
                }
                self.taps = reply.taps.as_deref().cloned();
                if let Some(taps) = self.taps.as_ref().filter(|t| !t.moves.is_empty()) {
                    text.push_str(&wrap(&numbered(taps, self.lang)));
                }
            }
            match &reply.file {
                // Text files (the PDN) are shown; pictures (a replay GIF) go to the folder.
                Some((_, bytes)) if std::str::from_utf8(bytes).is_ok() => {
                    text.push_str(&String::from_utf8_lossy(bytes));
                    text.push('\n');
                }
                Some((name, bytes)) => {
                    if let Some(path) = self.save(name, bytes).await? {
                        text.push_str(&format!("({})\n", path.display()));
                    }
                }
                None => {}
            }
            if !text.trim().is_empty() {
                self.write(&text).await?;
            }
            // Read: the announcement leaves the outbox.
            if let Some(receipt) = &reply.receipt {
                receipt.shown(None).await;
            }
        }
        Ok(())
    }

    /// Show an answer, then the bot's move when it follows.
    async fn respond(&mut self, response: Response) -> anyhow::Result<()> {
        if let Some(game) = response.game {
            self.game = Some(*game);
        }
        self.show(&response.replies).await?;
        if let Some(turn) = response.bot_turn {
            let moved = turn.play().await;
            if let Some(game) = moved.game {
                self.game = Some(*game);
            }
            self.show(&moved.replies).await?;
        }
        Ok(())
    }
}

/// The first numbered folder under `root` that does not exist yet: one folder per game (made
/// when the game writes its first file).
async fn game_folder(root: &Path) -> anyhow::Result<PathBuf> {
    for n in 1..100_000u32 {
        let folder = root.join(format!("game-{n:03}"));
        if !tokio::fs::try_exists(&folder).await.unwrap_or(true) {
            return Ok(folder);
        }
    }
    anyhow::bail!("{} holds too many games", root.display())
}

/// Why a folder cannot be written, as the key the catalogue's `$reason` selects on.
#[must_use]
pub fn io_reason(e: &std::io::Error) -> &'static str {
    match e.kind() {
        std::io::ErrorKind::PermissionDenied => "denied",
        std::io::ErrorKind::NotADirectory | std::io::ErrorKind::AlreadyExists => "not-folder",
        std::io::ErrorKind::ReadOnlyFilesystem => "read-only",
        _ => "other",
    }
}

/// Whether files can be written under `root`: made if missing, a file written there and
/// removed again. The error says why not.
async fn writable(root: &Path) -> std::io::Result<()> {
    tokio::fs::create_dir_all(root).await?;
    let probe = root.join(".damero-write-test");
    tokio::fs::write(&probe, b"").await?;
    tokio::fs::remove_file(&probe).await
}

/// A bad option of `damero play` (`--variant foo`): bad usage, one sentence, the exit status
/// of every usage error.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct BadOption(pub String);

/// The language: `--lang`, else the environment.
///
/// # Errors
/// An unknown `--lang` ([`BadOption`]).
pub fn language(args: &PlayArgs) -> anyhow::Result<Lang> {
    match &args.lang {
        Some(code) => Ok(code.parse().map_err(|e: crate::i18n::UnknownLang| {
            BadOption(wrap(&e.to_string()).trim_end().to_string())
        })?),
        None => Ok(Lang::from_env()),
    }
}

/// Told of each game's referee as it is made.
pub type Watch = Box<dyn Fn(&Referee) + Send>;

/// How a terminal session meets its person: a prompt when someone types (not when input is
/// piped), and what counts as Ctrl-C.
pub struct Session {
    /// Show a prompt (`> `) before each line is read.
    pub prompt: bool,
    /// Resolves when the person presses Ctrl-C: the game is saved as at `quit`.
    pub interrupt: std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send>>,
    /// Told of each game's referee as it is made (a test counts the calls into it).
    pub watch: Option<Watch>,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("prompt", &self.prompt)
            .finish_non_exhaustive()
    }
}

impl Session {
    /// No prompt and no Ctrl-C (piped input, tests).
    #[must_use]
    pub fn piped() -> Session {
        Session {
            prompt: false,
            interrupt: Box::pin(std::future::pending()),
            watch: None,
        }
    }
}

/// Ctrl-C (SIGINT) from now on, caught instead of ending the process.
fn ctrl_c() -> anyhow::Result<std::pin::Pin<Box<dyn std::future::Future<Output = ()> + Send>>> {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        let mut sigint = signal(SignalKind::interrupt()).context("catching Ctrl-C")?;
        Ok(Box::pin(async move {
            sigint.recv().await;
        }))
    }
    #[cfg(not(unix))]
    {
        Ok(Box::pin(async {
            let _ = tokio::signal::ctrl_c().await;
        }))
    }
}

/// Whether `e` is a write to an output whose reader has gone (`damero play | head -1`).
fn reader_gone(e: &anyhow::Error) -> bool {
    e.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}

/// Run a terminal game on stdin/stdout. Ctrl-C saves the game as `quit` does; a closed stdout
/// (`| head -1`) ends it quietly.
///
/// # Errors
/// A bad option ([`BadOption`]), or when the picture folder cannot be written.
pub async fn play(
    args: PlayArgs,
    config: RefereeConfig,
    painter: Arc<dyn BoardPainter>,
    opponent: Arc<dyn Opponent>,
) -> anyhow::Result<()> {
    use std::io::IsTerminal as _;
    let session = Session {
        prompt: std::io::stdin().is_terminal(),
        interrupt: ctrl_c()?,
        watch: None,
    };
    let stdin = BufReader::new(tokio::io::stdin());
    let result = run_session(
        args,
        config,
        painter,
        opponent,
        stdin,
        tokio::io::stdout(),
        session,
    )
    .await;
    match result {
        Err(e) if reader_gone(&e) => Ok(()),
        other => other,
    }
}

/// A legal move for the side to move, in the game's own notation, for the hint and `help`
/// (`9-13` in Spanish, `a3-b4` in Czech, `31-26` in international; Black's move when Black is
/// to move).
fn example_move(game: &Game) -> String {
    let position: &Position = game.position();
    let rules = position.rules();
    position
        .details(false)
        .first()
        .map(|d| move_text(rules, d, rules.default_notation()))
        .unwrap_or_default()
}

/// The game the options ask for: variant, level, colour.
type Setup = (
    Option<Variant>,
    Option<damero_engine::Level>,
    Option<crate::referee::ColorChoice>,
);

/// The game to set up, from the options (refused with one sentence in `lang`).
fn setup(args: &PlayArgs, lang: Lang) -> anyhow::Result<Setup> {
    let refuse = |m: Msg| BadOption(wrap(&m.text(lang)).trim_end().to_string());
    let variant = args
        .variant
        .as_deref()
        .map(commands::variant)
        .transpose()
        .map_err(refuse)?;
    let level = args
        .level
        .as_deref()
        .map(commands::level)
        .transpose()
        .map_err(refuse)?;
    let color = args
        .color
        .as_deref()
        .map(commands::color)
        .transpose()
        .map_err(refuse)?;
    Ok((variant, level, color))
}

/// Run a terminal game on any input and output, without prompt or Ctrl-C (tests use this).
///
/// # Errors
/// A bad option (one sentence), or when the picture folder or the output fails.
pub async fn run<R, W>(
    args: PlayArgs,
    config: RefereeConfig,
    painter: Arc<dyn BoardPainter>,
    opponent: Arc<dyn Opponent>,
    input: R,
    output: W,
) -> anyhow::Result<()>
where
    R: AsyncBufRead + Unpin,
    W: AsyncWrite + Unpin,
{
    run_session(
        args,
        config,
        painter,
        opponent,
        input,
        output,
        Session::piped(),
    )
    .await
}

/// How one game at the keyboard ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum End {
    /// Won, lost, drawn or aborted: another game is offered.
    Over,
    /// `quit`, Ctrl-D (the end of the input) or Ctrl-C: the program ends.
    Leave,
}

/// What one line of input was, or that there is none.
enum Line {
    Text(String),
    NotUtf8,
    End,
    Interrupted,
}

struct Keyboard<'a, R> {
    input: R,
    /// The command prefix players know from Discord (`!board`); `/board` works too.
    prefix: String,
    session: &'a mut Session,
    buf: Vec<u8>,
}

impl<R: AsyncBufRead + Unpin> Keyboard<'_, R> {
    /// The next line (after the prompt, when there is one), the end of the input, or Ctrl-C.
    async fn line<W: AsyncWrite + Unpin>(
        &mut self,
        screen: &mut Screen<W>,
    ) -> anyhow::Result<Line> {
        if self.session.prompt {
            screen.write("> ").await?;
        }
        self.buf.clear();
        let read = tokio::select! {
            read = self.input.read_until(b'\n', &mut self.buf) => read?,
            () = &mut self.session.interrupt => {
                // The terminal shows ^C without a line break.
                screen.write("\n").await?;
                return Ok(Line::Interrupted);
            }
        };
        if read == 0 {
            if self.session.prompt {
                screen.write("\n").await?;
            }
            return Ok(Line::End);
        }
        Ok(match std::str::from_utf8(&self.buf) {
            Ok(line) => Line::Text(line.to_string()),
            Err(_) => Line::NotUtf8,
        })
    }
}

/// Run terminal games until the person leaves: one game, then the offer of another.
///
/// # Errors
/// A bad option ([`BadOption`]), or when the picture folder or the output fails.
pub async fn run_session<R, W>(
    args: PlayArgs,
    config: RefereeConfig,
    painter: Arc<dyn BoardPainter>,
    opponent: Arc<dyn Opponent>,
    input: R,
    output: W,
    mut session: Session,
) -> anyhow::Result<()>
where
    R: AsyncBufRead + Unpin,
    W: AsyncWrite + Unpin,
{
    let lang = language(&args)?;
    setup(&args, lang)?;
    let mut resumed = match &args.resume {
        Some(file) => Some(read_resumed(file, &config.bot_name, lang).await?),
        None => None,
    };
    // No time per move at the keyboard: nobody walks away from a terminal game and blocks a
    // channel, and there is no deadline loop here.
    let config = RefereeConfig {
        move_time: None,
        ..config
    };
    let mut screen = Screen {
        out: output,
        lang,
        folder: None,
        boards: !args.no_boards,
        pictures: 0,
        pending: Vec::new(),
        game: None,
        taps: None,
    };
    // A picture folder this run made and left empty (nobody moved) is not left behind either.
    let made_root = !tokio::fs::try_exists(&args.out).await.unwrap_or(true);
    // A folder that cannot be written is said once; the games go on, saving nothing.
    let saving = match writable(&args.out).await {
        Ok(()) => true,
        Err(e) => {
            screen
                .say(
                    Msg::new("terminal-out-unwritable")
                        .arg("folder", args.out.display().to_string())
                        .arg("reason", Arg::Key(io_reason(&e))),
                )
                .await?;
            false
        }
    };
    let mut keys = Keyboard {
        input,
        prefix: config.prefix.clone(),
        session: &mut session,
        buf: Vec::new(),
    };
    loop {
        screen.folder = match saving {
            true => Some(game_folder(&args.out).await?),
            false => None,
        };
        screen.pictures = 0;
        screen.pending.clear();
        screen.game = None;
        screen.taps = None;
        let referee = Referee::new(
            Arc::new(MemoryStore::new()),
            painter.clone(),
            opponent.clone(),
            config.clone(),
        );
        if let Some(watch) = &keys.session.watch {
            watch(&referee);
        }
        let end = match resumed.take() {
            // Only the first game of the session goes on from the file.
            Some(r) => {
                let args = PlayArgs {
                    two_players: r.bot.is_none(),
                    ..args.clone()
                };
                one_game(&args, Some(r), &referee, &mut screen, &mut keys).await
            }
            None => one_game(&args, None, &referee, &mut screen, &mut keys).await,
        };
        // A game nobody moved in leaves nothing behind (not even its folder).
        let played = screen
            .game
            .as_ref()
            .is_some_and(|(_, game)| !game.events().is_empty());
        if !played && made_root {
            // Empty unless an earlier game wrote into it.
            let _ = tokio::fs::remove_dir(&args.out).await;
        }
        if end? == End::Leave {
            break;
        }
        // Another game? Enter starts one; quit, the end of the input or Ctrl-C leaves.
        let again = loop {
            screen.say(Msg::new("terminal-again")).await?;
            match keys.line(&mut screen).await? {
                Line::Text(line) if line.trim().is_empty() => break true,
                Line::Text(line)
                    if matches!(
                        parse_text(&line, &keys.prefix, true, &|_| None),
                        Parsed::Quit
                    ) =>
                {
                    break false
                }
                Line::End | Line::Interrupted => break false,
                Line::Text(_) | Line::NotUtf8 => {}
            }
        };
        if !again {
            break;
        }
    }
    screen.say(Msg::new("terminal-bye")).await?;
    Ok(())
}

/// A game read from a PDN file to go on with.
struct Resumed {
    /// The file, as named.
    file: PathBuf,
    /// The game so far.
    game: Game,
    /// The side the bot plays (the one named after it), or `None`: two at one keyboard.
    bot: Option<Color>,
}

/// Read the game of `--resume FILE`: one sentence in `lang` when the file is missing, is no
/// game or is over. A game from a set-up position (`SetUp`/`FEN` tags) goes on from there.
async fn read_resumed(file: &Path, bot_name: &str, lang: Lang) -> anyhow::Result<Resumed> {
    let shown = file.display().to_string();
    let refuse = |m: Msg| anyhow::Error::new(BadOption(wrap(&m.text(lang)).trim_end().to_string()));
    let text = match tokio::fs::read(file).await {
        Ok(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(refuse(
                Msg::new("terminal-resume-missing").arg("file", shown),
            ));
        }
        Err(_) => return Err(refuse(Msg::new("terminal-resume-bad").arg("file", shown))),
    };
    let Ok(imported) = damero_rules::import_pdn(&text, None) else {
        return Err(refuse(Msg::new("terminal-resume-bad").arg("file", shown)));
    };
    let game = imported.game.clone();
    if let Some(outcome) = game.outcome() {
        let names = |c: Color| imported.tag(c.name()).unwrap_or_default().to_string();
        let outcome = crate::referee::say::outcome(outcome, game.variant(), names);
        return Err(refuse(
            Msg::new("terminal-resume-over")
                .arg("file", shown)
                .arg("outcome", outcome),
        ));
    }
    let bot = Color::ALL
        .into_iter()
        .find(|c| imported.tag(c.name()) == Some(bot_name));
    Ok(Resumed {
        file: file.to_path_buf(),
        game,
        bot,
    })
}

/// One game, from the start message to its end (or the person leaving it); the PDN written
/// beside the pictures when a move was played.
async fn one_game<R, W>(
    args: &PlayArgs,
    resumed: Option<Resumed>,
    referee: &Referee,
    screen: &mut Screen<W>,
    keys: &mut Keyboard<'_, R>,
) -> anyhow::Result<End>
where
    R: AsyncBufRead + Unpin,
    W: AsyncWrite + Unpin,
{
    let lang = screen.lang;
    let (variant, level, color) = setup(args, lang)?;
    let one = Actor {
        id: 1,
        name: Msg::new(if args.two_players {
            "terminal-player-one"
        } else {
            "terminal-player"
        })
        .text(lang),
    };
    let two = Actor {
        id: 2,
        name: Msg::new("terminal-player-two").text(lang),
    };
    let start = match (&screen.folder, screen.boards) {
        (Some(folder), true) => {
            Msg::new("terminal-start").arg("folder", folder.display().to_string())
        }
        (Some(folder), false) => {
            Msg::new("terminal-start-no-boards").arg("folder", folder.display().to_string())
        }
        (None, _) => Msg::new("terminal-start-unsaved"),
    };
    screen.say(start).await?;
    let start = if let Some(r) = &resumed {
        let human = |actor: &Actor| Seat::human(UserId(actor.id), actor.name.clone());
        let (white, black) = match r.bot {
            None => (human(&one), human(&two)),
            Some(side) => {
                let level = level.unwrap_or(referee.base().config().default_level);
                let bot = Seat::Bot { level: level.get() };
                match side {
                    Color::White => (bot, human(&one)),
                    Color::Black => (human(&one), bot),
                }
            }
        };
        let begun = referee.resume_game(CHANNEL, &r.game, white, black).await;
        if !begun.is_error() {
            screen
                .say(
                    Msg::new("terminal-resumed")
                        .arg("file", r.file.display().to_string())
                        .arg("count", crate::referee::moves_of(r.game.events().len())),
                )
                .await?;
            // Where it stands (the bot's move follows if it is to play).
            let board = referee.handle(CHANNEL, &one, commands::Board).await;
            screen.respond(board).await?;
        }
        begun
    } else if args.two_players {
        referee
            .start_game(
                CHANNEL,
                variant,
                Seat::human(UserId(one.id), one.name.clone()),
                Seat::human(UserId(two.id), two.name.clone()),
            )
            .await
    } else {
        let play = Play {
            variant,
            level,
            color,
        };
        referee.handle(CHANNEL, &one, play).await
    };
    if start.is_error() {
        screen.show(&start.replies).await?;
        anyhow::bail!("{}", Msg::new("terminal-bye").text(lang));
    }
    screen.respond(start).await?;
    // The hint comes once the person is to move, with a move of their own colour in the
    // variant's own notation (a Czech player types c3-d4, not 11-15).
    let hint = |game: &Game| Msg::new("terminal-start-hint").arg("example", example_move(game));
    if let Some((_, game)) = screen.game.clone() {
        screen.say(hint(&game)).await?;
    }
    let mut end = End::Leave;
    loop {
        let line = match keys.line(screen).await? {
            Line::Text(line) => line,
            Line::NotUtf8 => {
                screen.say(Msg::new("terminal-not-utf8")).await?;
                continue;
            }
            Line::End | Line::Interrupted => break,
        };
        let Some((record, game)) = screen.game.clone() else {
            break;
        };
        // The person at the keyboard is the player to move (or the only player).
        let to_move = match record.player(game.turn()).user() {
            Some(UserId(id)) if id == two.id => two.clone(),
            _ => one.clone(),
        };
        // A number plays the move listed under it.
        let listed = screen.taps.as_ref().filter(|t| !t.moves.is_empty());
        let number = line.trim().parse::<usize>().ok();
        let command = match (number, listed) {
            (Some(number), Some(taps)) => match numbered_move(taps, number) {
                Ok(tap) => tap.into(),
                Err(msg) => {
                    screen.say(msg).await?;
                    continue;
                }
            },
            _ => match parse_text(&line, &keys.prefix, true, &|_| None) {
                Parsed::Command(c) if !commands::at_keyboard(&c) => {
                    screen.say(Msg::new("terminal-setup-done")).await?;
                    continue;
                }
                Parsed::Command(c) if c.is::<Help>() => {
                    screen
                        .say(Msg::new("help-terminal").arg("example", example_move(&game)))
                        .await?;
                    continue;
                }
                Parsed::Command(c) => c,
                Parsed::Quit => break,
                Parsed::Refused(msg) => {
                    screen.say(msg).await?;
                    continue;
                }
                Parsed::Chat if line.trim().is_empty() => {
                    // An empty line gets the hint again rather than silence.
                    screen.say(hint(&game)).await?;
                    continue;
                }
                Parsed::Chat => {
                    let shown = crate::i18n::clip(&line, 40);
                    screen
                        .say(Msg::new("terminal-chat").arg("given", shown))
                        .await?;
                    continue;
                }
            },
        };
        // Two at one keyboard: accepting a draw is done by the one who did not offer it.
        let actor = match (command.is::<Draw>(), record.draw_offer) {
            (true, Some(c)) if args.two_players && c == game.turn() => {
                if to_move.id == one.id {
                    two.clone()
                } else {
                    one.clone()
                }
            }
            _ => to_move,
        };
        let response = referee.handle(CHANNEL, &actor, command).await;
        screen.respond(response).await?;
        if screen
            .game
            .as_ref()
            .is_some_and(|(r, g)| g.outcome().is_some() || r.status != Status::Ongoing)
        {
            end = End::Over;
            break;
        }
    }
    // The game so far (or finished), as PDN beside the pictures.
    if let Some((_, game)) = screen.game.clone() {
        if !game.events().is_empty() {
            let pdn = referee
                .handle(CHANNEL, &one, Pdn)
                .await
                .replies
                .into_iter()
                .find_map(|r| r.file);
            if let Some((name, bytes)) = pdn {
                if let Some(path) = screen.save(&name, &bytes).await? {
                    screen
                        .say(
                            Msg::new("terminal-pdn-written")
                                .arg("file", path.display().to_string()),
                        )
                        .await?;
                    // Left unfinished: how to go on with it.
                    if end == End::Leave {
                        screen
                            .say(
                                Msg::new("terminal-pdn-resume")
                                    .arg("file", path.display().to_string()),
                            )
                            .await?;
                    }
                }
            }
        }
    }
    Ok(end)
}
