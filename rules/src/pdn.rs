//! PDN export of a game and import of what it exports (and of ordinary PDN move lists).
//!
//! Huff games have no PDN `GameType`; Damero writes a `Variant` tag for every game and records a
//! huff as the token `huff:SQUARE` in the move list.

use crate::fen::FenError;
use crate::game::{DrawReason, Event, Game, GameError, Outcome, WinReason};
use crate::notation::{move_text, square_name};
use crate::position::Position;
use crate::types::Color;
use crate::variant::Variant;

/// Extra tags for export, written in order after the standard ones.
#[derive(Clone, Debug, Default)]
pub struct Tags {
    /// `Event`
    pub event: Option<String>,
    /// `Site`
    pub site: Option<String>,
    /// `Date` (`YYYY.MM.DD`)
    pub date: Option<String>,
    /// White's name.
    pub white: Option<String>,
    /// Black's name.
    pub black: Option<String>,
}

fn escape(value: &str) -> String {
    value
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace(['\n', '\r'], " ")
}

/// The game as PDN text.
#[must_use]
pub fn export_pdn(game: &Game, tags: &Tags) -> String {
    let result = game.outcome().map_or("*", |o| o.pdn_result(game.variant()));
    let termination = game.outcome().map(termination_tag);
    write(game, tags, result, termination.as_deref())
}

/// The `Termination` tag of a game the rules ended: `white wins (black is blocked)`,
/// `draw (threefold repetition)`. It names the rule; the counts are the variant's.
///
/// The engine's line protocol gives the same words after `result` (a file format's and a
/// protocol's English, not a player's).
#[must_use]
pub fn termination_tag(outcome: Outcome) -> String {
    match outcome {
        Outcome::Win { winner, reason } => {
            let w = winner.name().to_lowercase();
            let l = winner.opposite().name().to_lowercase();
            match reason {
                WinReason::NoPieces => format!("{w} wins (no {l} pieces left)"),
                WinReason::Blocked => format!("{w} wins ({l} is blocked)"),
                WinReason::Resignation => format!("{w} wins ({l} resigned)"),
            }
        }
        Outcome::Draw(reason) => match reason {
            DrawReason::Agreement => "draw (agreement)",
            DrawReason::Repetition => "draw (threefold repetition)",
            DrawReason::KingMoves => "draw (only kings moved, no capture)",
            DrawReason::ThreeKings => "draw (three kings could not beat a lone king)",
            DrawReason::KingVsKing => "draw (king against king)",
            DrawReason::NoProgress => "draw (no progress)",
            DrawReason::TwoAgainstKing => "draw (two pieces or fewer against a lone king)",
            DrawReason::ThreeAgainstKing => "draw (three pieces against a lone king)",
            DrawReason::KingOnLongDiagonal => {
                "draw (three pieces against a lone king on the long diagonal)"
            }
            DrawReason::MaterialUnchanged => "draw (no change of material, kings on both sides)",
            DrawReason::FortyMoves => "draw (40-move rule)",
        }
        .to_string(),
    }
}

/// The game as PDN text, ended by something off the board that the rules core does not know
/// (a loss on time, an abandoned game): `result` is the `Result` tag and last token (`2-0`,
/// `*`), `termination` the `Termination` tag (`Time forfeit`, `Abandoned`).
#[must_use]
pub fn export_pdn_ended(game: &Game, tags: &Tags, result: &str, termination: &str) -> String {
    write(game, tags, result, Some(termination))
}

fn write(game: &Game, tags: &Tags, result: &str, termination: Option<&str>) -> String {
    let variant = game.variant();
    let rules = variant.rules();
    let notation = rules.default_notation();
    let mut out = String::new();
    let mut tag = |k: &str, v: &str| out.push_str(&format!("[{k} \"{}\"]\n", escape(v)));
    tag("Event", tags.event.as_deref().unwrap_or("Damero game"));
    tag("Site", tags.site.as_deref().unwrap_or("?"));
    tag("Date", tags.date.as_deref().unwrap_or("????.??.??"));
    tag("White", tags.white.as_deref().unwrap_or("?"));
    tag("Black", tags.black.as_deref().unwrap_or("?"));
    tag("Result", result);
    if rules.game_type != 0 {
        tag("GameType", &rules.game_type.to_string());
    }
    tag("Variant", rules.name);
    if *game.start() != Position::start(variant) {
        tag("SetUp", "1");
        tag("FEN", &game.start().fen());
    }
    if let Some(termination) = termination {
        tag("Termination", termination);
    }
    out.push('\n');
    let first = game.start().turn();
    let mut tokens: Vec<String> = Vec::new();
    let mut number = 1;
    let mut expect_number = true;
    for event in game.events() {
        match event {
            Event::Move { color, detail } => {
                if *color == first {
                    tokens.push(format!("{number}."));
                } else if expect_number {
                    tokens.push(format!("{number}..."));
                }
                tokens.push(move_text(rules, detail, notation));
                expect_number = false;
                if *color != first {
                    number += 1;
                    expect_number = true;
                }
            }
            Event::Huff { square, .. } => {
                tokens.push(format!("huff:{}", square_name(rules, *square, notation)));
                expect_number = true;
            }
        }
    }
    tokens.push(result.to_string());
    // Wrap at about 80 columns.
    let mut line = String::new();
    for t in tokens {
        if !line.is_empty() && line.len() + t.len() + 1 > 80 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&t);
    }
    out.push_str(&line);
    out.push('\n');
    out
}

/// Why a PDN text could not be read, as data. `Display` is a terse technical form.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PdnError {
    /// Nothing given.
    #[error("empty PDN")]
    Empty,
    /// Too large to be one game.
    #[error("that PDN is too large")]
    TooLarge,
    /// A malformed tag line.
    #[error("malformed PDN tag: {0}")]
    Tag(String),
    /// Neither a `Variant` nor a known `GameType` tag, and no default given.
    #[error("the PDN does not say which variant it is (no Variant or GameType tag)")]
    NoVariant,
    /// A `Variant` tag that names no known variant.
    #[error("unknown variant in PDN: {0}")]
    UnknownVariant(String),
    /// A `GameType` tag that names no known variant.
    #[error("unknown GameType in PDN: {0}")]
    UnknownGameType(String),
    /// A bad FEN tag.
    #[error("bad FEN tag: {0}")]
    Fen(#[from] FenError),
    /// A move that does not play.
    #[error("move {number} ({text}): {error}")]
    Move {
        /// 1-based ply number.
        number: usize,
        /// The move as written.
        text: String,
        /// Why it was refused.
        error: GameError,
    },
    /// An unclosed comment.
    #[error("unclosed comment in PDN")]
    Comment,
}

/// The tags and the game read from PDN text.
#[derive(Clone, Debug)]
pub struct ImportedPdn {
    /// Every tag, in order.
    pub tags: Vec<(String, String)>,
    /// The game after playing every move (and the result, if the moves alone do not decide it).
    pub game: Game,
}

impl ImportedPdn {
    /// The value of tag `key`.
    #[must_use]
    pub fn tag(&self, key: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(key))
            .map(|(_, v)| v.as_str())
    }
}

fn parse_tag(line: &str) -> Result<(String, String), PdnError> {
    let inner = line
        .trim()
        .strip_prefix('[')
        .and_then(|l| l.strip_suffix(']'))
        .ok_or_else(|| PdnError::Tag(line.into()))?;
    let (key, rest) = inner
        .trim()
        .split_once(char::is_whitespace)
        .ok_or_else(|| PdnError::Tag(line.into()))?;
    let rest = rest.trim();
    let value = rest
        .strip_prefix('"')
        .and_then(|r| r.strip_suffix('"'))
        .ok_or_else(|| PdnError::Tag(line.into()))?;
    let mut out = String::new();
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            if let Some(n) = chars.next() {
                out.push(n);
            }
        } else {
            out.push(c);
        }
    }
    Ok((key.to_string(), out))
}

fn result_outcome(token: &str) -> Option<Option<Color>> {
    match token {
        "2-0" | "1-0" => Some(Some(Color::White)),
        "0-2" | "0-1" => Some(Some(Color::Black)),
        "1-1" | "1/2-1/2" | "½-½" => Some(None),
        _ => None,
    }
}

/// Read one game. `default` is used when the PDN names no variant.
///
/// # Errors
/// [`PdnError`] naming the first problem (with the ply number for a bad move).
pub fn import_pdn(text: &str, default: Option<Variant>) -> Result<ImportedPdn, PdnError> {
    if text.trim().is_empty() {
        return Err(PdnError::Empty);
    }
    if text.len() > 1 << 20 {
        return Err(PdnError::TooLarge);
    }
    let mut tags = Vec::new();
    let mut body = String::new();
    for line in text.lines() {
        let t = line.trim();
        if t.starts_with('[') {
            tags.push(parse_tag(t)?);
        } else if !t.starts_with('%') {
            body.push_str(line);
            body.push('\n');
        }
    }
    let find = |k: &str| {
        tags.iter()
            .find(|(key, _): &&(String, String)| key.eq_ignore_ascii_case(k))
            .map(|(_, v)| v.clone())
    };
    let variant = if let Some(name) = find("Variant") {
        name.parse::<Variant>()
            .map_err(|_| PdnError::UnknownVariant(name))?
    } else if let Some(gt) = find("GameType") {
        Variant::from_game_type(&gt).ok_or(PdnError::UnknownGameType(gt))?
    } else {
        default.ok_or(PdnError::NoVariant)?
    };
    let start = match find("FEN") {
        Some(fen) => Position::from_fen(variant, &fen)?,
        None => Position::start(variant),
    };
    let mut game = Game::from_position(start);
    // Strip comments: {...} and ; to end of line; variations (...) are skipped.
    let mut clean = String::new();
    let mut depth_brace = 0usize;
    let mut depth_paren = 0usize;
    for line in body.lines() {
        let mut in_line_comment = false;
        for c in line.chars() {
            if in_line_comment {
                break;
            }
            match c {
                '{' => depth_brace += 1,
                '}' if depth_brace > 0 => depth_brace -= 1,
                '(' if depth_brace == 0 => depth_paren += 1,
                ')' if depth_brace == 0 && depth_paren > 0 => depth_paren -= 1,
                ';' if depth_brace == 0 => in_line_comment = true,
                c if depth_brace == 0 && depth_paren == 0 => clean.push(c),
                _ => {}
            }
        }
        clean.push(' ');
    }
    if depth_brace > 0 {
        return Err(PdnError::Comment);
    }
    let mut result: Option<Option<Color>> = None;
    let mut ply = 0;
    for raw in clean.split_whitespace() {
        // Move numbers may be glued to the move: `1.11-15`.
        let token = raw
            .trim_start_matches(|c: char| c.is_ascii_digit())
            .trim_start_matches('.');
        let token = if raw.contains('.') { token } else { raw };
        if token.is_empty() {
            continue;
        }
        if token == "*" {
            continue;
        }
        if let Some(r) = result_outcome(token) {
            result = Some(r);
            continue;
        }
        if let Some(sq) = token.strip_prefix("huff:") {
            game.huff_text(sq).map_err(|error| PdnError::Move {
                number: ply + 1,
                text: token.into(),
                error,
            })?;
            continue;
        }
        ply += 1;
        if game.outcome().is_some() {
            // Moves after a decided result are not played (some PDN writers add them); stop.
            break;
        }
        game.play_text(token).map_err(|error| PdnError::Move {
            number: ply,
            text: token.into(),
            error,
        })?;
    }
    if game.outcome().is_none() {
        match result {
            Some(Some(winner)) => {
                game.set_outcome(Outcome::Win {
                    winner,
                    reason: WinReason::Resignation,
                });
            }
            Some(None) => game.set_outcome(Outcome::Draw(DrawReason::Agreement)),
            None => {}
        }
    }
    Ok(ImportedPdn { tags, game })
}
