//! `damero play`: the same referee in a terminal, in the terminal's language. A text board
//! (with the square numbers beside it) after each position, a PNG of each position in a folder
//! of its own for this game, and the PDN written there when the game ends. Two people at one
//! keyboard, or one person against the bot. Ends at the end of the game, at `quit`/`exit`, or
//! at the end of the input.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::Context as _;
use damero_rules::{move_text, square_name};
use damero_rules::{Color, Game, Notation, Position, Role, Variant};
use tokio::io::{AsyncBufRead, AsyncBufReadExt, AsyncWrite, AsyncWriteExt, BufReader};

use crate::commands::{self, parse_text, Draw, Help, Parsed, Pdn, Play};
use crate::i18n::{Lang, Msg};
use crate::opponent::Opponent;
use crate::painter::BoardPainter;
use crate::referee::{
    Actor, MemoryStore, Referee, RefereeConfig, Reply, Response, Seat, Status, UserId,
};

/// The terminal has one "channel".
const CHANNEL: u64 = 0;

/// The widest line the terminal front end prints.
pub const WIDTH: usize = 100;

/// Options of `damero play`.
#[derive(Debug, Clone, clap::Args)]
pub struct PlayArgs {
    /// Variant (spanish, czech, turkish, huff10, ...).
    #[arg(long)]
    pub variant: Option<String>,
    /// The bot's level, 1-10.
    #[arg(long)]
    pub level: Option<String>,
    /// Your colour against the bot: white, black or random (default: the side that moves first).
    #[arg(long)]
    pub color: Option<String>,
    /// Two people at one keyboard instead of a game against the bot.
    #[arg(long)]
    pub two_players: bool,
    /// Folder for the board pictures (each game gets a numbered folder inside it).
    #[arg(long, default_value = "damero-boards")]
    pub out: PathBuf,
    /// Language: en, es, fil, cs, tr, pt, ru, it (default: from LC_ALL, LC_MESSAGES or LANG).
    #[arg(long)]
    pub lang: Option<String>,
}

/// The position as text with `bottom` at the bottom: `w`/`b` men, `W`/`B` kings, `.` empty
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
                        (Color::White, Role::Man) => 'w',
                        (Color::White, Role::King) => 'W',
                        (Color::Black, Role::Man) => 'b',
                        (Color::Black, Role::King) => 'B',
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
    folder: PathBuf,
    pictures: usize,
}

impl<W: AsyncWrite + Unpin> Screen<W> {
    async fn say(&mut self, msg: Msg) -> anyhow::Result<()> {
        let text = wrap(&msg.text(self.lang));
        self.write(&text).await
    }

    async fn write(&mut self, text: &str) -> anyhow::Result<()> {
        self.out.write_all(text.as_bytes()).await?;
        self.out.flush().await?;
        Ok(())
    }

    async fn show(&mut self, referee: &Referee, replies: &[Reply]) -> anyhow::Result<()> {
        for reply in replies {
            let mut text = wrap(&reply.text(self.lang));
            if let Some(picture) = &reply.board {
                if let Some((record, game)) = referee.game(CHANNEL).await {
                    text.push_str(&text_board(&game, Referee::bottom(&record, &game)));
                }
                self.pictures += 1;
                let path = self.folder.join(format!("{:03}.png", self.pictures));
                tokio::fs::write(&path, &picture.png)
                    .await
                    .with_context(|| format!("writing {}", path.display()))?;
                text.push_str(&format!("({})\n", path.display()));
            }
            match &reply.file {
                // Text files (the PDN) are shown; pictures (a replay GIF) go to the folder.
                Some((_, bytes)) if std::str::from_utf8(bytes).is_ok() => {
                    text.push_str(&String::from_utf8_lossy(bytes));
                    text.push('\n');
                }
                Some((name, bytes)) => {
                    let path = self.folder.join(name);
                    tokio::fs::write(&path, bytes)
                        .await
                        .with_context(|| format!("writing {}", path.display()))?;
                    text.push_str(&format!("({})\n", path.display()));
                }
                None => {}
            }
            self.write(&text).await?;
        }
        Ok(())
    }

    async fn respond(&mut self, referee: &Referee, response: Response) -> anyhow::Result<()> {
        self.show(referee, &response.replies).await?;
        if let Some(turn) = response.bot_turn {
            let replies = turn.play().await;
            self.show(referee, &replies).await?;
        }
        Ok(())
    }
}

/// The first numbered folder under `root` that does not exist yet: one folder per game.
async fn game_folder(root: &Path) -> anyhow::Result<PathBuf> {
    tokio::fs::create_dir_all(root)
        .await
        .with_context(|| format!("creating {}", root.display()))?;
    for n in 1..100_000u32 {
        let folder = root.join(format!("game-{n:03}"));
        match tokio::fs::create_dir(&folder).await {
            Ok(()) => return Ok(folder),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
            Err(e) => return Err(e).with_context(|| format!("creating {}", folder.display())),
        }
    }
    anyhow::bail!("{} holds too many games", root.display())
}

/// The language: `--lang`, else the environment.
///
/// # Errors
/// An unknown `--lang`.
pub fn language(args: &PlayArgs) -> anyhow::Result<Lang> {
    match &args.lang {
        Some(code) => Ok(code.parse()?),
        None => Ok(Lang::from_env()),
    }
}

/// Run a terminal game on stdin/stdout.
///
/// # Errors
/// A bad option (one sentence), or when the picture folder cannot be written.
pub async fn play(
    args: PlayArgs,
    config: RefereeConfig,
    painter: Arc<dyn BoardPainter>,
    opponent: Arc<dyn Opponent>,
) -> anyhow::Result<()> {
    let stdin = BufReader::new(tokio::io::stdin());
    run(args, config, painter, opponent, stdin, tokio::io::stdout()).await
}

/// A first move of `variant` in its own notation, for the hint before the game and for `help`
/// (`9-13` in Spanish, `a3-b4` in Czech, `31-26` in international).
fn example_move(variant: Variant) -> String {
    let start = Position::start(variant);
    let rules = start.rules();
    start
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
    let refuse = |m: Msg| anyhow::anyhow!(wrap(&m.text(lang)).trim_end().to_string());
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

/// Run a terminal game on any input and output (tests use this).
///
/// # Errors
/// A bad option (one sentence), or when the picture folder or the output fails.
pub async fn run<R, W>(
    args: PlayArgs,
    config: RefereeConfig,
    painter: Arc<dyn BoardPainter>,
    opponent: Arc<dyn Opponent>,
    mut input: R,
    output: W,
) -> anyhow::Result<()>
where
    R: AsyncBufRead + Unpin,
    W: AsyncWrite + Unpin,
{
    let lang = language(&args)?;
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
    let (variant, level, color) = setup(&args, lang)?;
    // The example move is one the game's own notation reads (Czech and Turkish players type
    // c3-d4, not 11-15), worked out before the game starts so the hint comes first.
    let example = example_move(variant.unwrap_or(config.default_variant));
    let folder = game_folder(&args.out).await?;
    let prefix = config.prefix.clone();
    // No time per move at the keyboard: nobody walks away from a terminal game and blocks a
    // channel, and there is no deadline loop here.
    let config = RefereeConfig {
        move_time: None,
        ..config
    };
    let referee = Referee::new(Arc::new(MemoryStore::new()), painter, opponent, config);
    let mut screen = Screen {
        out: output,
        lang,
        folder: folder.clone(),
        pictures: 0,
    };
    screen
        .say(Msg::new("terminal-start").arg("folder", folder.display().to_string()))
        .await?;
    screen
        .say(Msg::new("terminal-start-hint").arg("example", example))
        .await?;
    let start = if args.two_players {
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
        screen.show(&referee, &start.replies).await?;
        anyhow::bail!("{}", Msg::new("terminal-bye").text(lang));
    }
    screen.respond(&referee, start).await?;
    let mut buf = Vec::new();
    loop {
        buf.clear();
        if input.read_until(b'\n', &mut buf).await? == 0 {
            break;
        }
        let Ok(line) = std::str::from_utf8(&buf) else {
            screen.say(Msg::new("terminal-not-utf8")).await?;
            continue;
        };
        let Some((record, game)) = referee.game(CHANNEL).await else {
            break;
        };
        // The person at the keyboard is the player to move (or the only player).
        let to_move = match record.player(game.turn()).user() {
            Some(UserId(id)) if id == two.id => two.clone(),
            _ => one.clone(),
        };
        let command = match parse_text(line, &prefix, true, &|_| None) {
            Parsed::Command(c) if !commands::at_keyboard(&c) => {
                screen.say(Msg::new("terminal-setup-done")).await?;
                continue;
            }
            Parsed::Command(c) if c.is::<Help>() => {
                let example = example_move(game.variant());
                screen
                    .say(Msg::new("help-terminal").arg("example", example))
                    .await?;
                continue;
            }
            Parsed::Command(c) => c,
            Parsed::Quit => break,
            Parsed::Refused(msg) => {
                screen.say(msg).await?;
                continue;
            }
            Parsed::Chat => {
                if !line.trim().is_empty() {
                    let shown = crate::i18n::clip(line, 40);
                    screen
                        .say(Msg::new("terminal-chat").arg("given", shown))
                        .await?;
                }
                continue;
            }
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
        screen.respond(&referee, response).await?;
        if referee
            .game(CHANNEL)
            .await
            .is_some_and(|(r, g)| g.outcome().is_some() || r.status != Status::Ongoing)
        {
            break;
        }
    }
    // The game so far (or finished), as PDN beside the pictures.
    if let Some((_, game)) = referee.game(CHANNEL).await {
        if !game.events().is_empty() {
            let pdn = referee
                .handle(CHANNEL, &one, Pdn)
                .await
                .replies
                .into_iter()
                .find_map(|r| r.file);
            if let Some((name, bytes)) = pdn {
                let path = folder.join(name);
                tokio::fs::write(&path, bytes)
                    .await
                    .with_context(|| format!("writing {}", path.display()))?;
                screen
                    .say(Msg::new("terminal-pdn-written").arg("file", path.display().to_string()))
                    .await?;
            }
        }
    }
    screen.say(Msg::new("terminal-bye")).await?;
    Ok(())
}
