//! `/play [variant] [level] [color]` (`!play czech 4 black`): a game against the bot.

use damero_engine::Level;
use damero_rules::{Color, Variant};

use super::args::{color, color_of, level, variant, variant_of, COLOR, VARIANT};
use super::{Form, Kind, Opt, Slash, Spec, Values, Words};
use crate::i18n::Msg;
use crate::referee::{
    ChannelState, ColorChoice, Command, Cx, Res, Response, Rival, Run, Seat, UserId,
};

/// A game against the bot.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Play {
    /// The variant (the default when `None`).
    pub variant: Option<Variant>,
    /// The bot's level (the default when `None`).
    pub level: Option<Level>,
    /// The player's colour (`None`: the side that moves first).
    pub color: Option<ColorChoice>,
}

pub(super) const SPEC: Spec = Spec {
    name: <Play as Run>::NAME,
    read,
    slash: Slash::One(Form {
        options: &[VARIANT, Opt::new("level", Kind::Level), COLOR],
        read: read_options,
    }),
    at_keyboard: false,
    managers: false,
    slow: false,
};

fn read_options(values: &Values) -> Result<Command, Msg> {
    let level = match values.number("level") {
        Some(n) => Some(level(&n.to_string())?),
        None => None,
    };
    Ok(Play {
        variant: variant_of(values, "variant")?,
        level,
        color: color_of(values, "color"),
    }
    .into())
}

/// A variant, a level and a colour in any order (`level` may stand before the number).
fn read(words: &Words<'_>) -> Result<Command, Msg> {
    let (mut v, mut l, mut c) = (None, None, None);
    for a in words.args {
        let lower = a.to_lowercase();
        if lower.chars().all(|ch| ch.is_ascii_digit()) {
            l = Some(level(a)?);
        } else if let Ok(choice) = color(a) {
            c = Some(choice);
        } else if lower != "level" {
            v = Some(variant(a)?);
        }
    }
    Ok(Play {
        variant: v,
        level: l,
        color: c,
    }
    .into())
}

impl Run for Play {
    const NAME: &'static str = "play";

    fn rival(&self) -> Option<Rival> {
        Some(Rival::Bot)
    }

    fn needs(&self, threads: bool) -> &'static [crate::permissions::Permission] {
        if threads {
            crate::permissions::GAME_IN_THREAD
        } else {
            crate::permissions::GAME_HERE
        }
    }

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        against_bot(cx, self.variant, self.level, self.color).await
    }
}

/// Start a game of the person against the bot (`/play`, or a challenge to the bot).
pub(super) async fn against_bot(
    cx: &mut Cx<'_>,
    variant: Option<Variant>,
    level: Option<Level>,
    color: Option<ColorChoice>,
) -> Res<Response> {
    let services = cx.services();
    let actor = cx.actor.clone();
    let table = cx.table().await?;
    let settings = services.settings().server_settings(table.guild()).await;
    table.ensure_free()?;
    let variant = variant.unwrap_or_else(|| services.settings().default_variant(&settings));
    let move_time = services.settings().move_time(&settings, None);
    let level = level.unwrap_or(services.base().config().default_level);
    let human = match color {
        None => variant.rules().first,
        Some(ColorChoice::White) => Color::White,
        Some(ColorChoice::Black) => Color::Black,
        Some(ColorChoice::Random) => {
            if rand::random::<bool>() {
                Color::White
            } else {
                Color::Black
            }
        }
    };
    table.refuse_pending()?;
    if let Some(c) = table.challenge() {
        let ch = c.channel;
        table.store(move |s| s.remove_challenge(ch)).await?;
        table.set_state(ChannelState::Free);
    }
    let me = Seat::human(UserId(actor.id), actor.name.clone());
    let bot = Seat::Bot { level: level.get() };
    let (white, black) = match human {
        Color::White => (me, bot),
        Color::Black => (bot, me),
    };
    table.start(variant, None, (white, black), move_time).await
}
