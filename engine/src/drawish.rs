//! Endings both evaluations (hand-written and learned) treat as drawish.

/// Whether a kings-only ending of `white` kings against `black` is one that flying kings
/// rarely win (two or three against one): both evaluations scale such a score down by 8.
#[must_use]
pub(crate) fn drawish_kings(flying: bool, white: u32, black: u32) -> bool {
    flying && white.min(black) == 1 && white.max(black) <= 3
}
