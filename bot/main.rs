//! The `damero` command line: the bot, the terminal game and the tools.

use std::io::Write as _;
use std::path::PathBuf;
use std::sync::Arc;

use clap::{Parser, Subcommand};
use damero::config::Config;
use damero::config::StoreChoice;
use damero::discord::Shards;
use damero::referee::Referee;
use damero::wired::{EngineOpponent, RenderPainter};
use damero_storage::{PgStore, SledStore, Store, StoreError};

mod cli;

/// Damero: a draughts referee and opponent for Discord and the terminal.
#[derive(Debug, Parser)]
#[command(name = "damero", version, about, max_term_width = 100)]
struct Cli {
    /// The configuration file (default: config.toml if present; DAMERO_* variables too)
    #[arg(long)]
    config: Option<PathBuf>,
    #[command(subcommand)]
    command: Option<Command>,
}

/// The configuration file, for the commands that read one (the tools read none).
#[derive(Debug, clap::Args)]
struct ConfigArg {
    /// The configuration file (default: config.toml if present; DAMERO_* variables too)
    #[arg(long = "config", value_name = "CONFIG")]
    path: Option<PathBuf>,
}

#[derive(Debug, clap::Args)]
struct RunArgs {
    #[command(flatten)]
    config: ConfigArg,
    /// Run only these shards, as START..END (needs --shard-total).
    #[arg(long, value_parser = parse_range, requires = "shard_total")]
    shards: Option<std::ops::Range<u32>>,
    /// How many shards the bot has in all.
    #[arg(long)]
    shard_total: Option<u32>,
}

#[derive(Debug, clap::Args)]
struct WebArgs {
    #[command(flatten)]
    config: ConfigArg,
    /// The store: sled:PATH (a copy, or one no bot has open) or postgres://...
    #[arg(long)]
    store: String,
    /// The address to serve on, such as 127.0.0.1:8080
    #[arg(long)]
    listen: std::net::SocketAddr,
    /// Show every server's games, not only those of servers that turned the pages on
    #[arg(long)]
    all: bool,
}

fn parse_range(s: &str) -> Result<std::ops::Range<u32>, String> {
    let (a, b) = s
        .split_once("..")
        .ok_or_else(|| format!("'{s}' is not a range like 0..2"))?;
    let a: u32 = a
        .trim()
        .parse()
        .map_err(|_| format!("bad start in '{s}'"))?;
    let b: u32 = b.trim().parse().map_err(|_| format!("bad end in '{s}'"))?;
    if a >= b {
        return Err(format!("'{s}' is empty"));
    }
    Ok(a..b)
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Start the Discord bot (the default); the token comes from DISCORD_TOKEN
    Run(RunArgs),
    /// Play in the terminal: against the bot, or two people at one keyboard
    Play {
        #[command(flatten)]
        args: damero::terminal::PlayArgs,
        #[command(flatten)]
        config: ConfigArg,
    },
    /// Solve puzzles in the terminal
    Puzzle {
        #[command(flatten)]
        args: damero::puzzle::PuzzleArgs,
        #[command(flatten)]
        config: ConfigArg,
    },
    /// Serve the web pages of a store, read-only, without Discord
    Web(WebArgs),
    /// The tools: perft, moves, replay, analyse, engine, match, render (see bot/cli/)
    #[command(flatten)]
    Tool(cli::Tool),
}

fn init_logs(config: &Config) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .or_else(|_| tracing_subscriber::EnvFilter::try_new(&config.log.filter))
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(log_colours(
            std::io::IsTerminal::is_terminal(&std::io::stderr()),
            std::env::var_os("NO_COLOR").as_deref(),
        ))
        .init();
}

/// Whether the logs are coloured: only on a terminal, and not when `NO_COLOR` is set to
/// anything but the empty string (<https://no-color.org>). A log redirected to a file
/// (`damero run > run.log 2>&1`) has no escape codes.
fn log_colours(terminal: bool, no_color: Option<&std::ffi::OsStr>) -> bool {
    terminal && no_color.is_none_or(std::ffi::OsStr::is_empty)
}

/// How long a stop may take from the first SIGTERM or Ctrl-C before the process ends anyway.
const STOP_LIMIT: std::time::Duration = std::time::Duration::from_millis(4500);

/// Resolves on the first SIGTERM or Ctrl-C (SIGINT). The handlers are installed when this is
/// called, so a signal during start-up is not lost.
///
/// The signals are caught on a thread of their own, not by the async runtime: a task that
/// never yields can keep the runtime's I/O driver (which delivers tokio's signals and timers)
/// from running. serenity 0.12's shard runner does exactly that for up to a heartbeat interval
/// (about 41 s) when the gateway connection ends without a close frame, and a stop must not
/// wait for it. The thread wakes the stopping code directly, and from the first signal gives
/// it [`STOP_LIMIT`]; after that, or on a second signal, the process ends at once with a
/// failure status. Every acknowledged move was stored before it was acknowledged, so only
/// unacknowledged work is lost then.
#[cfg(unix)]
fn shutdown_signal() -> anyhow::Result<impl std::future::Future<Output = ()>> {
    use signal_hook::consts::{SIGINT, SIGTERM};
    let mut signals = signal_hook::iterator::Signals::new([SIGTERM, SIGINT])
        .map_err(|e| anyhow::anyhow!("cannot catch SIGTERM and Ctrl-C: {e}"))?;
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    std::thread::Builder::new()
        .name("signals".into())
        .spawn(move || {
            let mut caught = signals.forever();
            if caught.next().is_none() {
                return;
            }
            let _ = tx.send(());
            let _ = std::thread::Builder::new()
                .name("stop-limit".into())
                .spawn(|| {
                    std::thread::sleep(STOP_LIMIT);
                    tracing::error!(
                        "the stop took longer than {} s; ending now (every acknowledged move is stored)",
                        STOP_LIMIT.as_secs_f32()
                    );
                    std::process::exit(1);
                });
            if caught.next().is_some() {
                tracing::warn!("second stop signal; ending now (every acknowledged move is stored)");
                std::process::exit(1);
            }
        })?;
    Ok(async move {
        let _ = rx.await;
    })
}

/// Resolves on Ctrl-C (installed when this is called).
#[cfg(not(unix))]
fn shutdown_signal() -> anyhow::Result<impl std::future::Future<Output = ()>> {
    let ctrl_c = tokio::signal::ctrl_c();
    Ok(async move {
        let _ = ctrl_c.await;
    })
}

/// The shard range, checked against the total.
fn shards_of(args: &RunArgs) -> anyhow::Result<Option<Shards>> {
    match (args.shards.clone(), args.shard_total) {
        (_, Some(0)) => anyhow::bail!("--shard-total must be at least 1"),
        (Some(range), Some(total)) => {
            anyhow::ensure!(
                range.end <= total,
                "--shards {}..{} goes beyond --shard-total {total} (shard ids run from 0 to {})",
                range.start,
                range.end,
                total - 1
            );
            Ok(Some(Shards { range, total }))
        }
        (None, Some(total)) => Ok(Some(Shards {
            range: 0..total,
            total,
        })),
        _ => Ok(None),
    }
}

/// Open the configured store. PostgreSQL's client blocks, so it connects on a blocking thread;
/// an unreachable database ends the run within a few seconds, in one sentence.
async fn open_store(choice: StoreChoice) -> anyhow::Result<Arc<dyn Store>> {
    match choice {
        StoreChoice::Sled { path, durability } => {
            let store = SledStore::open_with(&path, durability)?;
            tracing::info!(store = %path.display(), ?durability, "game store opened");
            Ok(Arc::new(store))
        }
        StoreChoice::Postgres { url } => {
            let shown = damero_storage::pg::redact(&url.0);
            let store = tokio::task::spawn_blocking(move || PgStore::connect(&url.0))
                .await?
                .map_err(|e| match e {
                    StoreError::Unavailable(detail) => anyhow::anyhow!(
                        "cannot reach the game store ({detail}); check storage.url and that \
                         PostgreSQL is running"
                    ),
                    other => anyhow::Error::new(other),
                })?;
            tracing::info!(store = %shown, "game store opened (PostgreSQL)");
            Ok(Arc::new(store))
        }
    }
}

async fn run_bot(config: Config, args: RunArgs) -> anyhow::Result<()> {
    let stop = shutdown_signal()?;
    let shards = shards_of(&args)?;
    let token = damero::discord::token_from_env()?;
    let store = open_store(config.storage.choice()?).await?;
    let mut referee_config = config.referee()?;
    referee_config.shards = shards.as_ref().map(|s| damero::referee::ShardSet {
        range: s.range.clone(),
        total: s.total,
    });
    let referee = Referee::new(
        store.clone(),
        Arc::new(RenderPainter::new(640)?),
        Arc::new(engine_opponent(&config)),
        referee_config,
    );
    if let Some(address) = config.metrics.address()? {
        damero::metrics::serve(address)?;
        tracing::info!(%address, "serving Prometheus metrics");
    }
    damero::web::start(&config, store, &referee).await?;
    tokio::pin!(stop);
    // Connecting: the token is checked first (a rejected one ends the run); SIGTERM or Ctrl-C
    // stop it at any point.
    let started = tokio::select! {
        r = damero::discord::start(&config, &token, referee.clone(), shards) => r,
        () = &mut stop => {
            tracing::info!("shutting down before Discord answered");
            referee.close().await?;
            tracing::info!("store flushed; bye");
            return Ok(());
        }
    };
    let mut running = match started {
        Ok(r) => r,
        Err(e) => {
            referee.close().await?;
            return Err(e);
        }
    };
    tokio::select! {
        r = running.wait() => {
            referee.close().await?;
            r?;
        }
        () = &mut stop => {
            tracing::info!("shutting down: finishing in-flight moves");
            running.shutdown().await?;
            tracing::info!("store flushed; bye");
        }
    }
    Ok(())
}

/// `damero web`: the pages of a store, read-only; live pages look at the store every second.
async fn serve_web(config: Config, args: WebArgs) -> anyhow::Result<()> {
    let stop = shutdown_signal()?;
    let choice = match args.store.strip_prefix("sled:") {
        Some(path) => StoreChoice::Sled {
            path: PathBuf::from(path),
            durability: config.storage.durability()?,
        },
        None if args.store.starts_with("postgres://")
            || args.store.starts_with("postgresql://") =>
        {
            StoreChoice::Postgres {
                url: damero::config::SecretUrl(args.store.clone()),
            }
        }
        None => anyhow::bail!(
            "--store must be sled:PATH or a postgres:// URL, not '{}'",
            damero::i18n::clip(&args.store, 40)
        ),
    };
    let store = open_store(choice).await?;
    let listener = tokio::net::TcpListener::bind(args.listen)
        .await
        .map_err(|e| anyhow::anyhow!("cannot serve the web pages on {}: {e}", args.listen))?;
    let web = damero::web::Web::new(
        store,
        Arc::new(RenderPainter::new(damero::web::pages::BOARD)?),
        if args.all {
            damero::web::data::Scope::All
        } else {
            damero::web::data::Scope::OptedIn
        },
        &config.discord.bot_name,
        damero::web::live::Limits::default(),
    );
    web.poll(std::time::Duration::from_secs(1));
    let served = web.serve(listener);
    eprintln!("serving the web pages on http://{}", args.listen);
    tokio::select! {
        () = stop => {}
        _ = served => {}
    }
    Ok(())
}

/// Run the bot on its own runtime; whatever is still thinking on a blocking thread when it
/// ends is left behind after a short wait (the engine was told to stop; nothing was committed
/// for it).
fn run_in_runtime(config: Config, args: RunArgs) -> anyhow::Result<()> {
    init_logs(&config);
    let runtime = tokio::runtime::Runtime::new()?;
    let result = runtime.block_on(run_bot(config, args));
    runtime.shutdown_timeout(std::time::Duration::from_millis(500));
    result
}

/// The exit status of bad usage (an unknown option, a bad option value): clap's own.
const USAGE: u8 = 2;

/// `error: ` and the sentence, wrapped at 100 columns: the one shape of every error.
fn error_text(sentence: &str) -> String {
    // One sentence, wrapped once here (an error that was wrapped already is joined first).
    damero::terminal::wrap(&format!("error: {}", sentence.trim().replace('\n', " ")))
}

/// Clap's own errors in the one voice: a sentence (with clap's tip, if any) and where the
/// help is; help and version print as clap prints them.
fn clap_error(e: &clap::Error) -> std::process::ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        e.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        let _ = e.print();
        return std::process::ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(USAGE));
    }
    let rendered = e.render().to_string();
    // The command that was meant: from clap's usage line (`Usage: damero moves [OPTIONS] ...`),
    // else the subcommand named on the command line.
    let from_usage = rendered
        .lines()
        .find_map(|l| l.trim().strip_prefix("Usage: "))
        .map(|usage| {
            usage
                .split_whitespace()
                .take_while(|w| !w.starts_with(['[', '<', '-']))
                .collect::<Vec<_>>()
                .join(" ")
        });
    let command = from_usage.unwrap_or_else(|| {
        let named = std::env::args().nth(1).filter(|word| {
            <Cli as clap::CommandFactory>::command()
                .find_subcommand(word)
                .is_some()
        });
        named.map_or_else(|| "damero".into(), |word| format!("damero {word}"))
    });
    let mut lines = rendered.lines();
    let first = lines.next().unwrap_or_default();
    let mut sentence = first.strip_prefix("error: ").unwrap_or(first).to_string();
    // `invalid value 'chess' for '<VARIANT>': 'chess' is not a variant...`: when our own
    // sentence quotes the value, clap's words before it say the same thing again.
    if e.kind() == ErrorKind::ValueValidation {
        if let Some((clap_part, ours)) = sentence.split_once(">': ") {
            let value = clap_part
                .strip_prefix("invalid value '")
                .and_then(|rest| rest.split("' for '").next());
            if value.is_some_and(|v| ours.contains(&format!("'{v}'"))) {
                sentence = ours.to_string();
            }
        }
    }
    // `the following required arguments were not provided:` lists them on the lines after.
    if sentence.ends_with(':') {
        let listed: Vec<&str> = lines
            .take_while(|l| l.starts_with("  "))
            .map(str::trim)
            .collect();
        sentence = format!("{sentence} {}", listed.join(", "));
    }
    if let Some(tip) = rendered
        .lines()
        .find_map(|l| l.trim().strip_prefix("tip: "))
    {
        sentence = format!("{sentence} ({tip})");
    }
    let _ = write!(
        std::io::stderr(),
        "{}",
        error_text(&format!(
            "{} (see {command} --help)",
            sentence.trim_end_matches('.')
        ))
    );
    std::process::ExitCode::from(USAGE)
}

fn main() -> std::process::ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return clap_error(&e),
    };
    // The bot's errors end its log (one line each, as its log lines are, for grep and log
    // collectors); the terminal game's and the tools' are wrapped for a person at a terminal.
    let bot = matches!(cli.command, None | Some(Command::Run(_)));
    let result = match cli.command {
        Some(Command::Tool(tool)) => tool.run(),
        Some(Command::Play { args, config }) => Config::load(config.path.or(cli.config).as_deref())
            .and_then(|config| {
                let runtime = tokio::runtime::Runtime::new()?;
                let result = runtime.block_on(damero::terminal::play(
                    args,
                    config.referee()?,
                    Arc::new(RenderPainter::new(640)?),
                    Arc::new(engine_opponent(&config)),
                ));
                // A read of stdin that Ctrl-C interrupted cannot be cancelled (tokio reads stdin
                // on a blocking thread): do not wait for it.
                runtime.shutdown_background();
                result
            }),
        Some(Command::Puzzle { args, config }) => {
            Config::load(config.path.or(cli.config).as_deref()).and_then(|config| {
                let opponent = engine_opponent(&config);
                damero::puzzle::run(&args, &RenderPainter::new(640)?, &opponent)
            })
        }
        None => Config::load(cli.config.as_deref()).and_then(|config| {
            run_in_runtime(
                config,
                RunArgs {
                    config: ConfigArg { path: None },
                    shards: None,
                    shard_total: None,
                },
            )
        }),
        Some(Command::Run(args)) => {
            let path = args.config.path.clone().or(cli.config);
            Config::load(path.as_deref()).and_then(|config| run_in_runtime(config, args))
        }
        Some(Command::Web(args)) => {
            let path = args.config.path.clone().or(cli.config);
            Config::load(path.as_deref()).and_then(|config| {
                init_logs(&config);
                let runtime = tokio::runtime::Runtime::new()?;
                let result = runtime.block_on(serve_web(config, args));
                runtime.shutdown_timeout(std::time::Duration::from_millis(500));
                result
            })
        }
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            // Best effort: if stderr is closed too, there is no one left to tell.
            let text = if bot {
                format!("error: {e:#}\n")
            } else {
                error_text(&format!("{e:#}"))
            };
            let _ = write!(std::io::stderr(), "{text}");
            if e.is::<damero::terminal::BadOption>() {
                std::process::ExitCode::from(USAGE)
            } else {
                std::process::ExitCode::FAILURE
            }
        }
    }
}

/// The engine behind the bot's moves, as the configuration sets it up (`[engine]`).
fn engine_opponent(config: &Config) -> EngineOpponent {
    EngineOpponent::new()
        .with_threads(config.engine.threads)
        .with_tables(config.engine.tables.clone())
}

#[cfg(test)]
mod tests {
    use super::log_colours;
    use std::ffi::OsStr;

    #[test]
    fn logs_are_coloured_only_on_a_terminal_without_no_color() {
        assert!(log_colours(true, None));
        assert!(log_colours(true, Some(OsStr::new(""))));
        assert!(!log_colours(true, Some(OsStr::new("1"))));
        assert!(!log_colours(false, None));
    }
}
