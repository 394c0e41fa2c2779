//! Board themes: the colours every sprite is drawn from.
//!
//! A theme is plain data; the [`crate::Renderer`] draws each theme's sprites once when it is built.
//! The square colours are chosen by *lightness* first (light and dark squares, the last-move tint
//! and the pieces stay apart for players who do not tell red from green), and the marks that carry
//! meaning also differ in shape (a dot for the path, a cross for a captured piece).

use std::fmt;
use std::str::FromStr;

/// A straight (non-premultiplied) sRGB colour.
pub(crate) type Rgb = [u8; 3];

/// A built-in board theme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    /// Warm wood: cream and walnut squares in a dark frame (the default).
    #[default]
    Wood,
    /// Cool slate: pale grey and steel-blue squares.
    Slate,
    /// Tournament green: buff and green squares.
    Green,
}

impl Theme {
    /// Every built-in theme.
    pub const ALL: [Theme; 3] = [Theme::Wood, Theme::Slate, Theme::Green];

    /// The colour of a better move's arrow as a word (`green`, or `blue` on the green board),
    /// for a legend in any language; the played move's arrow is orange in every theme.
    #[must_use]
    pub fn better_arrow(self) -> &'static str {
        match self {
            Theme::Green => "blue",
            Theme::Wood | Theme::Slate => "green",
        }
    }

    /// Lower-case name (`wood`).
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Theme::Wood => "wood",
            Theme::Slate => "slate",
            Theme::Green => "green",
        }
    }

    pub(crate) fn index(self) -> usize {
        self as usize
    }

    pub(crate) fn colors(self) -> &'static Colors {
        match self {
            Theme::Wood => &WOOD,
            Theme::Slate => &SLATE,
            Theme::Green => &GREEN,
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An unknown theme name.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown theme `{given}` (known: wood, slate, green)")]
pub struct UnknownTheme {
    /// What was asked for.
    pub given: String,
}

impl FromStr for Theme {
    type Err = UnknownTheme;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Theme::ALL
            .into_iter()
            .find(|t| t.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownTheme {
                given: s.to_owned(),
            })
    }
}

/// The colours of one theme.
#[derive(Debug)]
pub(crate) struct Colors {
    /// The frame around the board.
    pub frame: Rgb,
    /// Coordinates in the frame.
    pub label: Rgb,
    /// Non-playing squares.
    pub light: Rgb,
    /// Playing squares of a checkered board.
    pub dark: Rgb,
    /// Squares of the Turkish board (every square plays).
    pub plain: Rgb,
    /// Grid lines of the Turkish board.
    pub grid: Rgb,
    /// Last-move tint, laid over the square with the alphas below.
    pub tint: Rgb,
    /// Dots along a capture path.
    pub path: Rgb,
    /// The cross on a captured piece's square.
    pub capture: Rgb,
    /// The core of an arrow showing the move played (a review's mistake): a red-orange,
    /// darker than `better`, so the two differ in lightness as well as in hue.
    pub played: Rgb,
    /// The core of an arrow showing a better move: a light green, or a light blue on the green
    /// board.
    pub better: Rgb,
}

const WOOD: Colors = Colors {
    frame: [0x3a, 0x29, 0x1d],
    label: [0xe9, 0xd6, 0xb4],
    light: [0xf0, 0xd9, 0xb5],
    dark: [0xa8, 0x76, 0x50],
    plain: [0xe6, 0xc2, 0x8e],
    grid: [0x5a, 0x3e, 0x28],
    tint: [0xd8, 0xe0, 0x30],
    path: [0x2f, 0x5d, 0x1c],
    capture: [0xe8, 0x43, 0x26],
    played: [0xf0, 0x64, 0x1e],
    better: [0x7c, 0xd6, 0x5a],
};

const SLATE: Colors = Colors {
    frame: [0x26, 0x2c, 0x36],
    label: [0xc9, 0xd3, 0xdf],
    light: [0xde, 0xe3, 0xe6],
    dark: [0x6f, 0x8c, 0x9e],
    plain: [0xc4, 0xd0, 0xd8],
    grid: [0x33, 0x40, 0x4e],
    tint: [0xf0, 0xd8, 0x40],
    path: [0x2a, 0x3d, 0x6e],
    capture: [0xf0, 0x50, 0x30],
    played: [0xf0, 0x64, 0x1e],
    better: [0x7c, 0xd6, 0x5a],
};

const GREEN: Colors = Colors {
    frame: [0x2b, 0x33, 0x22],
    label: [0xdf, 0xe4, 0xc6],
    light: [0xee, 0xee, 0xd2],
    dark: [0x6b, 0x8e, 0x4e],
    plain: [0xdc, 0xd9, 0xae],
    grid: [0x3b, 0x4a, 0x2c],
    tint: [0xf6, 0xe0, 0x50],
    path: [0x1f, 0x33, 0x60],
    capture: [0xe8, 0x3a, 0x2a],
    played: [0xf0, 0x64, 0x1e],
    better: [0x4f, 0xc3, 0xf7],
};

/// Piece colours, the same in every theme (white and black men are what players expect).
#[derive(Debug)]
pub(crate) struct PieceColors {
    /// The top face.
    pub top: Rgb,
    /// The highlight on the top face.
    pub shine: Rgb,
    /// The side (thickness).
    pub side: Rgb,
    /// The outline.
    pub outline: Rgb,
    /// The engraved ring.
    pub groove: Rgb,
}

pub(crate) const WHITE_PIECE: PieceColors = PieceColors {
    top: [0xf3, 0xee, 0xe2],
    shine: [0xff, 0xff, 0xff],
    side: [0xc8, 0xbd, 0xa8],
    outline: [0x4a, 0x3c, 0x30],
    groove: [0xb8, 0xad, 0x98],
};

pub(crate) const BLACK_PIECE: PieceColors = PieceColors {
    top: [0x30, 0x30, 0x34],
    shine: [0x6a, 0x6a, 0x72],
    side: [0x14, 0x14, 0x16],
    outline: [0x0a, 0x0a, 0x0a],
    groove: [0x5c, 0x5c, 0x64],
};

/// The crown on a king.
pub(crate) const CROWN: Rgb = [0xf2, 0xc1, 0x2e];
/// The crown's light top.
pub(crate) const CROWN_SHINE: Rgb = [0xff, 0xe8, 0x8a];
/// The crown's outline.
pub(crate) const CROWN_OUTLINE: Rgb = [0x5c, 0x3d, 0x00];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn theme_names_round_trip() {
        for t in Theme::ALL {
            assert_eq!(t.name().parse::<Theme>(), Ok(t));
        }
        assert!("plaid".parse::<Theme>().is_err());
    }
}
