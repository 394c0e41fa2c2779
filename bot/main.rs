//! The `damero` command line: the bot, the terminal game and the tools.

use clap::{Parser, Subcommand};

mod cmd_engine;
mod cmd_render;
mod cmd_rules;

/// Damero: a draughts referee and opponent for Discord and the terminal.
#[derive(Debug, Parser)]
#[command(name = "damero", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Count move-tree leaves from a position (rules self-check and benchmark)
    Perft(cmd_rules::PerftArgs),
    /// List the legal moves of a position
    Moves(cmd_rules::MovesArgs),
    /// Play moves from the start (or a FEN) and print the result
    Replay(cmd_rules::ReplayArgs),
    /// Search a position: best move, score, depth, nodes, principal variation
    Analyse(cmd_engine::AnalyseArgs),
    /// Speak the engine line protocol on stdin/stdout (see engine/PROTOCOL.md)
    Engine(cmd_engine::EngineArgs),
    /// Play engine levels (or an outside engine) against each other and print the score
    Match(cmd_engine::MatchArgs),
    /// Draw a board as PNG, or a PDN game as an animated GIF
    Render(cmd_render::RenderArgs),
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    let result = match &cli.command {
        Command::Perft(args) => cmd_rules::perft(args),
        Command::Moves(args) => cmd_rules::moves(args),
        Command::Replay(args) => cmd_rules::replay(args),
        Command::Analyse(args) => cmd_engine::run_analyse(args),
        Command::Engine(args) => cmd_engine::run_engine(args),
        Command::Match(args) => cmd_engine::run_match(args),
        Command::Render(args) => cmd_render::run(args),
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
