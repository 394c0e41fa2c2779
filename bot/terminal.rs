//! `damero play`: the same referee and words in a terminal. A text board after each position,
//! and a PNG of each position written to a folder it names. Two people at one keyboard, or one
//! person against the bot. Ends at the end of the game or of the input.

use std::path::PathBuf;
use std::sync::Arc;

use anyhow::Context as _;
use damero_rules::{Color, Position, Role};
use tokio::io::{AsyncBufReadExt, AsyncWrite, AsyncWriteExt, BufReader};

use crate::opponent::Opponent;
use crate::painter::BoardPainter;
use crate::referee::{
    parse_text, Command, MemoryStore, Parsed, Player, Referee, RefereeConfig, Reply, Seat, UserId,
};

/// The terminal has one "channel".
const CHANNEL: u64 = 0;

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
    /// Folder for the board pictures.
    #[arg(long, default_value = "damero-boards")]
    pub out: PathBuf,
}

/// The position as text, White at the bottom: `w`/`b` men, `W`/`B` kings, `.` empty squares.
#[must_use]
pub fn text_board(position: &Position) -> String {
    let layout = position.layout();
    let mut out = String::new();
    for rank in (0..layout.size).rev() {
        out.push_str(&format!("{:>3} ", rank + 1));
        for file in 0..layout.size {
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
            out.push(c);
            out.push(' ');
        }
        out.push('\n');
    }
    out.push_str("    ");
    for file in 0..layout.size {
        out.push(char::from(b'a' + file));
        out.push(' ');
    }
    out.push('\n');
    out
}

struct Screen<W> {
    out: W,
    folder: PathBuf,
    pictures: usize,
}

impl<W: AsyncWrite + Unpin> Screen<W> {
    async fn show(&mut self, referee: &Referee, replies: &[Reply]) -> anyhow::Result<()> {
        for reply in replies {
            let mut text = reply.text.replace("**", "").replace('`', "");
            text.push('\n');
            if let Some(png) = &reply.board {
                if let Some((_, game)) = referee.game(CHANNEL).await {
                    text.push_str(&text_board(game.position()));
                }
                self.pictures += 1;
                let path = self.folder.join(format!("{:03}.png", self.pictures));
                tokio::fs::write(&path, png)
                    .await
                    .with_context(|| format!("writing {}", path.display()))?;
                text.push_str(&format!("(picture: {})\n", path.display()));
            }
            if let Some((_, bytes)) = &reply.file {
                text.push_str(&String::from_utf8_lossy(bytes));
            }
            self.out.write_all(text.as_bytes()).await?;
        }
        self.out.flush().await?;
        Ok(())
    }
}

/// Run a terminal game on stdin/stdout.
///
/// # Errors
/// When the picture folder cannot be written or the terminal fails.
pub async fn play(
    args: PlayArgs,
    config: RefereeConfig,
    painter: Arc<dyn BoardPainter>,
    opponent: Arc<dyn Opponent>,
) -> anyhow::Result<()> {
    let stdin = BufReader::new(tokio::io::stdin());
    run(args, config, painter, opponent, stdin, tokio::io::stdout()).await
}

/// Run a terminal game on any input and output (tests use this).
///
/// # Errors
/// When the picture folder cannot be written or the output fails.
pub async fn run<R, W>(
    args: PlayArgs,
    config: RefereeConfig,
    painter: Arc<dyn BoardPainter>,
    opponent: Arc<dyn Opponent>,
    input: R,
    output: W,
) -> anyhow::Result<()>
where
    R: tokio::io::AsyncBufRead + Unpin,
    W: AsyncWrite + Unpin,
{
    tokio::fs::create_dir_all(&args.out)
        .await
        .with_context(|| format!("creating {}", args.out.display()))?;
    let prefix = config.prefix.clone();
    let referee = Referee::new(Arc::new(MemoryStore::new()), painter, opponent, config);
    let mut screen = Screen {
        out: output,
        folder: args.out.clone(),
        pictures: 0,
    };
    let one = Player {
        id: 1,
        name: if args.two_players { "Player 1" } else { "You" }.into(),
    };
    let two = Player {
        id: 2,
        name: "Player 2".into(),
    };
    screen
        .out
        .write_all(
            format!(
                "Damero in the terminal. Board pictures go to {}/. Type a move (11-15), or board, moves, draw, resign, pdn, help.\n",
                args.out.display()
            )
            .as_bytes(),
        )
        .await?;
    let start = if args.two_players {
        referee
            .start_game(
                CHANNEL,
                args.variant.clone(),
                Seat::human(UserId(one.id), one.name.clone()),
                Seat::human(UserId(two.id), two.name.clone()),
            )
            .await
    } else {
        referee
            .handle(
                CHANNEL,
                &one,
                Command::Play {
                    variant: args.variant.clone(),
                    level: args.level.clone(),
                    color: args.color.clone(),
                },
            )
            .await
    };
    screen.show(&referee, &start.replies).await?;
    if start.is_error() {
        return Ok(());
    }
    if start.bot_to_move {
        let replies = referee.bot_move(CHANNEL).await;
        screen.show(&referee, &replies).await?;
    }
    let mut lines = input.lines();
    while let Some(line) = lines.next_line().await? {
        let Some((record, game)) = referee.game(CHANNEL).await else {
            break;
        };
        if game.outcome().is_some() {
            break;
        }
        // The person at the keyboard is the player to move (or the only player).
        let to_move = match record.player(game.turn()).user() {
            Some(UserId(id)) if id == two.id => two.clone(),
            _ => one.clone(),
        };
        let parsed = parse_text(&line, &prefix, true, &|_| None);
        let command = match parsed {
            Parsed::Command(Command::Challenge { .. })
            | Parsed::Command(Command::Accept)
            | Parsed::Command(Command::Decline)
            | Parsed::Command(Command::Play { .. }) => {
                screen
                    .out
                    .write_all(
                        b"In the terminal the game is already set up; finish it or press Ctrl-D.\n",
                    )
                    .await?;
                continue;
            }
            Parsed::Command(c) => c,
            Parsed::Bare(m) => Command::Move(m),
            Parsed::Unknown(text) => {
                screen.out.write_all(format!("{text}\n").as_bytes()).await?;
                continue;
            }
            Parsed::Chat => {
                if !line.trim().is_empty() {
                    let shown: String = line.trim().chars().take(40).collect();
                    screen
                        .out
                        .write_all(
                            format!("'{shown}' is neither a move nor a command. Try help.\n")
                                .as_bytes(),
                        )
                        .await?;
                }
                continue;
            }
        };
        // Two at one keyboard: accepting a draw is done by the one who did not offer it.
        let actor = match (&command, record.draw_offer) {
            (Command::Draw, Some(c)) if args.two_players && c == game.turn() => {
                if to_move.id == one.id {
                    two.clone()
                } else {
                    one.clone()
                }
            }
            _ => to_move,
        };
        let response = referee.handle(CHANNEL, &actor, command).await;
        screen.show(&referee, &response.replies).await?;
        if response.bot_to_move {
            let replies = referee.bot_move(CHANNEL).await;
            screen.show(&referee, &replies).await?;
        }
        if referee
            .game(CHANNEL)
            .await
            .is_some_and(|(_, g)| g.outcome().is_some())
        {
            break;
        }
    }
    screen.out.write_all(b"Bye.\n").await?;
    screen.out.flush().await?;
    Ok(())
}
