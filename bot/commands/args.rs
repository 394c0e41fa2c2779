//! Arguments that several commands read from text: a variant, a level, a colour, a game
//! number. A bad one is refused with a catalogue message naming what was given.

use damero_engine::Level;
use damero_rules::Variant;

use super::{Kind, Opt, Values};
use crate::i18n::{clip, Msg};
use crate::referee::time::parse_move_time;
use crate::referee::{say, ColorChoice};

/// The `variant` option: a variant's name, offered as it is typed.
pub const VARIANT: Opt = Opt::new("variant", Kind::Variant);
/// The `color` option: white, black or random.
pub const COLOR: Opt = Opt::new("color", Kind::Choice(&["white", "black", "random"]));
/// The `game` option: a game's number.
pub const GAME: Opt = Opt::new("game", Kind::GameNumber);

/// The variant given as option `name`, if any.
///
/// # Errors
/// An unknown name.
pub fn variant_of(values: &Values, name: &str) -> Result<Option<Variant>, Msg> {
    variant_opt(values.text(name))
}

/// A duration given as option `name` (`10m`, `1h30m`), if any.
///
/// # Errors
/// Text that is no duration, or one out of bounds.
pub fn duration_of(values: &Values, name: &str) -> Result<Option<std::time::Duration>, Msg> {
    values
        .text(name)
        .map(parse_move_time)
        .transpose()
        .map_err(|e| e.msg())
}

/// The colour chosen as option `name`, if any.
#[must_use]
pub fn color_of(values: &Values, name: &str) -> Option<ColorChoice> {
    values.choice(name).and_then(|c| color(c).ok())
}

/// A whole number given as option `name`, if any, that fits a `T` (the form's bounds keep it
/// in range; one that does not fit is read as not given).
#[must_use]
pub fn number_of<T: TryFrom<i64>>(values: &Values, name: &str) -> Option<T> {
    values.number(name).and_then(|n| T::try_from(n).ok())
}

/// A variant name as typed, or the refusal listing the known ones.
///
/// # Errors
/// An unknown name.
pub fn variant(text: &str) -> Result<Variant, Msg> {
    text.parse::<Variant>()
        .map_err(|e: damero_rules::UnknownVariant| say::unknown_variant(&e.given))
}

/// An optional variant option (a slash option, an optional word).
///
/// # Errors
/// An unknown name.
pub fn variant_opt(text: Option<&str>) -> Result<Option<Variant>, Msg> {
    text.map(variant).transpose()
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
