//! Words: reading text commands (`!move 11-15`, a bare `11-15`) and the help texts.

use damero_rules::{MoveText, Variant};

use super::{Command, Player};

/// What a line of text asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Parsed {
    /// A command.
    Command(Command),
    /// Text shaped like a move with no prefix: a move if it comes from the player to move.
    Bare(String),
    /// A prefixed word that is no command; the sentence says so.
    Unknown(String),
    /// Nothing for the bot (chat).
    Chat,
}

const NAMES: &[&str] = &[
    "challenge",
    "accept",
    "decline",
    "play",
    "move",
    "board",
    "moves",
    "resign",
    "draw",
    "huff",
    "pdn",
    "rules",
    "variants",
    "help",
];

/// Read one line. With `prefix_optional` (the terminal) a known command word needs no prefix.
/// `mention` turns a mention (`<@123>`) or a name into a player, for `challenge`.
pub fn parse_text(
    text: &str,
    prefix: &str,
    prefix_optional: bool,
    mention: &dyn Fn(&str) -> Option<Player>,
) -> Parsed {
    let trimmed = text.trim();
    let (body, prefixed) = match trimmed.strip_prefix(prefix) {
        Some(rest) if !prefix.is_empty() => (rest.trim_start(), true),
        _ => (trimmed, false),
    };
    let mut words = body.split_whitespace();
    let Some(first) = words.next() else {
        return Parsed::Chat;
    };
    let word = first.to_lowercase();
    let args: Vec<&str> = words.collect();
    let known = NAMES.contains(&word.as_str());
    if !(prefixed || prefix_optional && known) {
        return if body.parse::<MoveText>().is_ok() {
            Parsed::Bare(body.to_string())
        } else {
            Parsed::Chat
        };
    }
    if !known {
        if prefix_optional && body.parse::<MoveText>().is_ok() {
            return Parsed::Bare(body.to_string());
        }
        let shown: String = first.chars().take(30).collect();
        return Parsed::Unknown(format!(
            "I don't know the command '{prefix}{shown}'. Try {prefix}help."
        ));
    }
    let arg = |i: usize| args.get(i).map(|s| (*s).to_string());
    let rest = args.join(" ");
    let command = match word.as_str() {
        "challenge" => {
            let Some(who) = args.first() else {
                return Parsed::Unknown(format!(
                    "Say whom to challenge: {prefix}challenge @someone [variant] [white|black|random]."
                ));
            };
            let Some(opponent) = mention(who) else {
                let shown: String = who.chars().take(40).collect();
                return Parsed::Unknown(format!(
                    "I don't know who '{shown}' is: mention the person you challenge."
                ));
            };
            Command::Challenge {
                opponent,
                variant: arg(1),
                color: arg(2),
            }
        }
        "accept" => Command::Accept,
        "decline" => Command::Decline,
        "play" => {
            // Arguments in any order: a number is the level, a colour is the colour.
            let (mut variant, mut level, mut color) = (None, None, None);
            for a in &args {
                let l = a.to_lowercase();
                if l.chars().all(|c| c.is_ascii_digit()) {
                    level = Some(l);
                } else if ["white", "black", "random"].contains(&l.as_str()) {
                    color = Some(l);
                } else if l != "level" {
                    variant = Some(l);
                }
            }
            Command::Play {
                variant,
                level,
                color,
            }
        }
        "move" => Command::Move(rest),
        "board" => Command::Board,
        "moves" => Command::Moves,
        "resign" => Command::Resign,
        "draw" => Command::Draw,
        "huff" => Command::Huff(rest),
        "pdn" => Command::Pdn,
        "rules" => Command::Rules(arg(0)),
        "variants" => Command::Variants,
        _ => Command::Help,
    };
    Parsed::Command(command)
}

/// The command list.
#[must_use]
pub fn help_text(prefix: &str) -> String {
    let p = prefix;
    format!(
        "**Damero** referees draughts and plays against you. One game per channel (a thread is a channel).\n\
`/challenge @someone [variant] [color]` or `{p}challenge` — challenge someone (they accept or decline)\n\
`/play [variant] [level 1-10] [color]` or `{p}play` — a game against me\n\
`/move 11-15` or `{p}move`, or just type the move when it is your turn — `11-15`, `11x18x25`, `c3xe5`\n\
`/board`, `/moves`, `/resign`, `/draw` (offer or accept), `/huff 23` (huff games), `/pdn`\n\
`/rules [variant]`, `/variants`, `/help` — the same words work with `{p}`"
    )
}

/// The variant list.
#[must_use]
pub fn variants_text(default: Variant) -> String {
    let mut out = String::from("Variants I referee:\n");
    for v in Variant::ALL {
        let r = v.rules();
        out.push_str(&format!(
            "`{}` — {}{}\n",
            r.name,
            r.title,
            if v == default { " (default)" } else { "" }
        ));
    }
    out.push_str("Try /rules NAME for a short explanation.");
    out
}
