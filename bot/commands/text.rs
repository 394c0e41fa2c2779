//! Reading a line of text (`!move 11-15`, a bare `11-15`, `!tablas`, `ayuda` at the terminal)
//! into a typed command: the first word names the command in any language (see
//! [`super::words`]), and the command's own `read` takes the rest. Shared by the Discord and
//! terminal front ends.

use damero_rules::MoveText;

use super::{words, BareMove, Words};
use crate::i18n::{clip, Msg};
use crate::referee::{Actor, Command};

/// What a line of text asks for.
#[derive(Debug)]
pub enum Parsed {
    /// A command (a bare move is [`BareMove`]: a move if it comes from a player of the game).
    Command(Command),
    /// Leave (the terminal's `quit` / `exit`).
    Quit,
    /// A prefixed word that is no command, or a bad argument: the message says why.
    Refused(Msg),
    /// Nothing for the bot (chat).
    Chat,
}

/// Read one line. With `prefix_optional` (the terminal) a known command word needs no prefix.
/// `mention` turns a mention (`<@123>`) into the person, for `challenge`.
pub fn parse_text(
    text: &str,
    prefix: &str,
    prefix_optional: bool,
    mention: &dyn Fn(&str) -> Option<Actor>,
) -> Parsed {
    let trimmed = text.trim();
    // The terminal also takes the slash form players know from Discord (`/quit`, `/board`).
    let (body, prefixed, prefix) = match trimmed.strip_prefix(prefix) {
        Some(rest) if !prefix.is_empty() => (rest.trim_start(), true, prefix),
        _ => match trimmed.strip_prefix('/') {
            Some(rest) if prefix_optional => (rest.trim_start(), true, "/"),
            _ => (trimmed, false, prefix),
        },
    };
    let mut parts = body.split_whitespace();
    let Some(first) = parts.next() else {
        return Parsed::Chat;
    };
    let word = first.to_lowercase();
    let args: Vec<&str> = parts.collect();
    let lexicon = words();
    let quit = prefix_optional && lexicon.is_quit(&word);
    let spec = lexicon.command(&word);
    let known = spec.is_some() || quit;
    if !(prefixed || prefix_optional && known) {
        return if body.parse::<MoveText>().is_ok() {
            Parsed::Command(BareMove(body.to_string()).into())
        } else {
            Parsed::Chat
        };
    }
    if quit {
        return Parsed::Quit;
    }
    let Some(spec) = spec else {
        if prefix_optional && body.parse::<MoveText>().is_ok() {
            return Parsed::Command(BareMove(body.to_string()).into());
        }
        return Parsed::Refused(
            Msg::new("unknown-command")
                .arg("command", format!("{prefix}{}", clip(first, 30)))
                .arg("prefix", prefix),
        );
    };
    let words = Words {
        args: &args,
        prefix,
        mention,
    };
    match (spec.read)(&words) {
        Ok(command) => Parsed::Command(command),
        Err(msg) => Parsed::Refused(msg),
    }
}
