//! Reading text commands (`!move 11-15`, a bare `11-15`, `!play czech 4 black`) into typed
//! [`Command`]s, shared by the Discord and terminal front ends; and the variant list.

use damero_engine::Level;
use damero_rules::{MoveText, Variant};

use super::{say, Actor, ColorChoice, Command, Reply};
use crate::i18n::{clip, Arg, Msg};

/// What a line of text asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum Parsed {
    /// A command.
    Command(Command),
    /// Text shaped like a move with no prefix: a move if it comes from a player of the game.
    Bare(String),
    /// The front end's own help.
    Help,
    /// Leave (the terminal's `quit` / `exit`).
    Quit,
    /// A prefixed word that is no command, or a bad argument: the message says why.
    Refused(Msg),
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
    "abort",
    "draw",
    "huff",
    "pdn",
    "rules",
    "variants",
    "help",
    "settings",
    "review",
    "quit",
    "exit",
    // ratings (issue 10)
    "rating",
    "leaderboard",
    "history",
    "replay",
];

/// A variant name as typed, or the refusal listing the known ones.
///
/// # Errors
/// An unknown name.
pub fn variant(text: &str) -> Result<Variant, Msg> {
    text.parse::<Variant>()
        .map_err(|e: damero_rules::UnknownVariant| say::unknown_variant(&e.given))
}

/// A level 1-10 as typed.
///
/// # Errors
/// Anything else.
pub fn level(text: &str) -> Result<Level, Msg> {
    match text.trim().parse::<u8>() {
        Ok(n) if (1..=10).contains(&n) => Ok(Level::new(n)),
        _ => Err(Msg::new("bad-level").arg("given", clip(text, 20))),
    }
}

/// `white`, `black` or `random`.
///
/// # Errors
/// Anything else.
pub fn color(text: &str) -> Result<ColorChoice, Msg> {
    match text.trim().to_lowercase().as_str() {
        "white" | "w" => Ok(ColorChoice::White),
        "black" | "b" => Ok(ColorChoice::Black),
        "random" => Ok(ColorChoice::Random),
        _ => Err(Msg::new("bad-color").arg("given", clip(text, 20))),
    }
}

/// A game number as typed (`42` or `#42`).
///
/// # Errors
/// Anything else.
pub fn game_id(text: &str) -> Result<u64, Msg> {
    let t = text.trim();
    match t.strip_prefix('#').unwrap_or(t).parse::<u64>() {
        Ok(n) if n > 0 => Ok(n),
        _ => Err(Msg::new("bad-game-id").arg("given", clip(text, 20))),
    }
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
        return Parsed::Refused(
            Msg::new("unknown-command")
                .arg("command", format!("{prefix}{}", clip(first, 30)))
                .arg("prefix", prefix),
        );
    }
    match read(&word, &args, prefix, mention) {
        Ok(p) => p,
        Err(msg) => Parsed::Refused(msg),
    }
}

fn read(
    word: &str,
    args: &[&str],
    prefix: &str,
    mention: &dyn Fn(&str) -> Option<Actor>,
) -> Result<Parsed, Msg> {
    let rest = args.join(" ");
    let command = match word {
        "challenge" => {
            let Some(who) = args.first() else {
                return Err(Msg::new("challenge-whom").arg("prefix", prefix));
            };
            let Some(opponent) = mention(who) else {
                return Err(Msg::new("challenge-who").arg("given", clip(who, 40)));
            };
            let (mut variant_arg, mut color_arg, mut time_arg) = (None, ColorChoice::Random, None);
            for a in &args[1..] {
                if super::time::looks_like_duration(a) {
                    time_arg = Some(super::time::parse_move_time(a).map_err(|e| e.msg())?);
                    continue;
                }
                match color(a) {
                    Ok(c) => color_arg = c,
                    Err(_) => variant_arg = Some(variant(a)?),
                }
            }
            Command::Challenge {
                opponent,
                variant: variant_arg,
                color: color_arg,
                time: time_arg,
            }
        }
        "accept" => Command::Accept,
        "decline" => Command::Decline,
        "play" => {
            // Arguments in any order: a number is the level, a colour is the colour.
            let (mut v, mut l, mut c) = (None, None, None);
            for a in args {
                let lower = a.to_lowercase();
                if lower.chars().all(|ch| ch.is_ascii_digit()) {
                    l = Some(level(a)?);
                } else if let Ok(choice) = color(a) {
                    c = Some(choice);
                } else if lower != "level" {
                    v = Some(variant(a)?);
                }
            }
            Command::Play {
                variant: v,
                level: l,
                color: c,
            }
        }
        "move" => Command::Move(rest),
        "board" => Command::Board,
        "moves" => Command::Moves,
        "resign" => Command::Resign,
        "abort" => Command::Abort,
        "draw" => Command::Draw,
        "huff" => Command::Huff((!rest.trim().is_empty()).then_some(rest)),
        "pdn" => match args.first() {
            Some(a) => Command::PdnOf(game_id(a)?),
            None => Command::Pdn,
        },
        "rating" => {
            // A mention and a variant, in any order.
            let (mut user, mut v) = (None, None);
            for a in args {
                match mention(a) {
                    Some(who) => user = Some(who),
                    None if a.starts_with("<@") || a.starts_with('@') => {
                        return Err(Msg::new("user-who").arg("given", clip(a, 40)))
                    }
                    None => v = Some(variant(a)?),
                }
            }
            Command::Rating { user, variant: v }
        }
        "leaderboard" => Command::Leaderboard(match args.first() {
            Some(a) => Some(variant(a)?),
            None => None,
        }),
        "history" => Command::History(match args.first() {
            Some(a) => {
                Some(mention(a).ok_or_else(|| Msg::new("user-who").arg("given", clip(a, 40)))?)
            }
            None => None,
        }),
        "replay" => Command::Replay {
            game: args.first().map(|a| game_id(a)).transpose()?,
            limit: None,
        },
        "rules" => Command::Rules(match args.first() {
            Some(a) => Some(variant(a)?),
            None => None,
        }),
        "variants" => Command::Variants,
        "settings" => Command::Settings {
            changes: Vec::new(),
            may_manage: false,
        },
        "review" => Command::Review(match args.first() {
            Some(a) => Some(a.trim_start_matches('#').parse::<u64>().map_err(|_| {
                Msg::new("review-bad-id")
                    .arg("given", clip(a, 20))
                    .arg("prefix", prefix)
            })?),
            None => None,
        }),
        "quit" | "exit" => return Ok(Parsed::Quit),
        _ => return Ok(Parsed::Help),
    };
    Ok(Parsed::Command(command))
}

/// The variant list, the default marked.
#[must_use]
pub fn variants_reply(default: Variant) -> Reply {
    let mut reply = Reply::private(vec![Msg::new("variants-header")]);
    for v in Variant::ALL {
        let id = if v == default {
            "variants-line-default"
        } else {
            "variants-line"
        };
        reply.block.push(
            Msg::new(id)
                .arg("name", Arg::Code(v.name().to_string()))
                .arg("title", say::variant(v)),
        );
    }
    reply.block.push(Msg::new("variants-footer"));
    reply
}
