//! The `damero` command line: the bot, the terminal game and the tools.

use clap::{Parser, Subcommand};

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
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    let result = match &cli.command {
        Command::Perft(args) => cmd_rules::perft(args),
        Command::Moves(args) => cmd_rules::moves(args),
        Command::Replay(args) => cmd_rules::replay(args),
    };
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e:#}");
            std::process::ExitCode::FAILURE
        }
    }
}
