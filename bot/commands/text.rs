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
    let mut word = first.to_lowercase();
    let mut args: Vec<&str> = parts.collect();
    let lexicon = words();
    // A word of two (Filipino `mga galaw`) is written with `_` where Discord needs one word
    // (`/mga_galaw`); typed, either spelling names the command.
    if let Some(second) = args.first().filter(|_| lexicon.command(&word).is_none()) {
        let joined = format!("{word}_{}", second.to_lowercase());
        if lexicon.command(&joined).is_some() {
            word = joined;
            args.remove(0);
        }
    }
    let quit = prefix_optional && lexicon.is_quit(&word);
    let spec = lexicon.command(&word);
    let known = spec.is_some() || quit;
    if !(prefixed || prefix_optional && known) {
        return match body.parse::<MoveText>() {
            Ok(parsed) => Parsed::Command(BareMove(parsed).into()),
            Err(_) => Parsed::Chat,
        };
    }
    if quit {
        return Parsed::Quit;
    }
    let Some(spec) = spec else {
        if let Some(parsed) = prefix_optional
            .then(|| body.parse::<MoveText>().ok())
            .flatten()
        {
            return Parsed::Command(BareMove(parsed).into());
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

#[cfg(test)]
mod tests {
    use super::*;

    fn named(line: &str, prefix_optional: bool) -> Option<&'static str> {
        match parse_text(line, "!", prefix_optional, &|_| None) {
            Parsed::Command(c) => Some(c.name()),
            _ => None,
        }
    }

    /// Issue 44.5: a command word of two words is read with a space as with `_`.
    #[test]
    fn a_two_word_command_reads_with_a_space_or_an_underscore() {
        for line in [
            "mga galaw",
            "Mga Galaw",
            "mga_galaw",
            "!mga galaw",
            "/mga galaw",
        ] {
            assert_eq!(named(line, true), Some("moves"), "{line}");
        }
        assert_eq!(named("!mga galaw", false), Some("moves"));
        assert_eq!(named("!mga uri", false), Some("variants"));
        // Chat that starts with the first word stays chat.
        assert_eq!(named("mga galaw", false), None);
        assert!(matches!(
            parse_text("!mga bagay", "!", false, &|_| None),
            Parsed::Refused(_)
        ));
    }
}
