//! The `damero` command line: the bot, the terminal game and the tools.

use std::io::Write as _;
use std::path::PathBuf;
use std::sync::Arc;

use anyhow::Context as _;
use clap::{Parser, Subcommand};
use damero::config::Config;
use damero::discord::Shards;
use damero::referee::{Referee, SledStore};
use damero::wired::{EngineOpponent, RenderPainter};

mod cli;

/// Damero: a draughts referee and opponent for Discord and the terminal.
#[derive(Debug, Parser)]
#[command(name = "damero", version, about)]
struct Cli {
    /// The configuration file (read if present; every key also from DAMERO_* variables).
    #[arg(long, global = true, default_value = "config.toml")]
    config: PathBuf,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, clap::Args)]
struct RunArgs {
    /// Run only these shards, as START..END (needs --shard-total).
    #[arg(long, value_parser = parse_range, requires = "shard_total")]
    shards: Option<std::ops::Range<u32>>,
    /// How many shards the bot has in all.
    #[arg(long)]
    shard_total: Option<u32>,
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
    Play(damero::terminal::PlayArgs),
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
        .init();
}

async fn shutdown_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(_) => {
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
    }
}

async fn run_bot(config: Config, args: RunArgs) -> anyhow::Result<()> {
    let token = std::env::var("DISCORD_TOKEN")
        .context("set DISCORD_TOKEN to the bot token (it is never read from a file)")?;
    let store = SledStore::open_with(&config.storage.path, config.storage.durability()?)?;
    tracing::info!(store = %config.storage.path.display(), durability = %config.storage.durability, "game store opened");
    let referee = Referee::new(
        Arc::new(store),
        Arc::new(RenderPainter::new(640)?),
        Arc::new(EngineOpponent::new()),
        config.referee()?,
    );
    let shards = match (args.shards, args.shard_total) {
        (Some(range), Some(total)) => Some(Shards { range, total }),
        _ => None,
    };
    let mut running = damero::discord::start(&config, &token, referee, shards).await?;
    tokio::select! {
        r = running.wait() => r?,
        () = shutdown_signal() => {
            tracing::info!("shutting down: finishing in-flight moves");
            running.shutdown().await?;
            tracing::info!("store flushed; bye");
        }
    }
    Ok(())
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Some(Command::Tool(tool)) => tool.run(),
        Some(Command::Play(args)) => Config::load(&cli.config).and_then(|config| {
            let runtime = tokio::runtime::Runtime::new()?;
            runtime.block_on(damero::terminal::play(
                args,
                config.referee()?,
                Arc::new(RenderPainter::new(640)?),
                Arc::new(EngineOpponent::new()),
            ))
        }),
        None => Config::load(&cli.config).and_then(|config| {
            init_logs(&config);
            let runtime = tokio::runtime::Runtime::new()?;
            runtime.block_on(run_bot(
                config,
                RunArgs {
                    shards: None,
                    shard_total: None,
                },
            ))
        }),
        Some(Command::Run(args)) => Config::load(&cli.config).and_then(|config| {
            init_logs(&config);
            let runtime = tokio::runtime::Runtime::new()?;
            runtime.block_on(run_bot(config, args))
        }),
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            // Best effort: if stderr is closed too, there is no one left to tell.
            let _ = writeln!(std::io::stderr(), "error: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
