//! `/play [variant] [level] [color]` (`!play czech 4 black`): a game against the bot.

use damero_engine::Level;
use damero_rules::{Color, Variant};

use super::args::{color, level, variant, variant_opt};
use super::{Spec, Words};
use crate::discord::{answer, complete_variant, refuse_at_edge, ColorOption, Ctx, Error};
use crate::i18n::Msg;
use crate::referee::{ChannelState, ColorChoice, Command, Cx, Res, Response, Run, Seat, UserId};

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
    name: "play",
    read,
    slash,
    at_keyboard: false,
};

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

#[poise::command(slash_command, rename = "play")]
async fn slash(
    ctx: Ctx<'_>,
    #[autocomplete = "complete_variant"] variant: Option<String>,
    #[min = 1]
    #[max = 10]
    level: Option<u8>,
    color: Option<ColorOption>,
) -> Result<(), Error> {
    let variant = match variant_opt(variant.as_deref()) {
        Ok(v) => v,
        Err(msg) => return refuse_at_edge(ctx, msg).await,
    };
    let level = match level {
        Some(n) if !(1..=10).contains(&n) => {
            return refuse_at_edge(ctx, Msg::new("bad-level").arg("given", n)).await
        }
        l => l.map(Level::new),
    };
    let command = Play {
        variant,
        level,
        color: color.map(Into::into),
    };
    answer(ctx, command).await
}

impl Run for Play {
    const NAME: &'static str = "play";

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
    let referee = cx.referee();
    let actor = cx.actor.clone();
    let table = cx.table().await?;
    let settings = referee.server_settings(table.guild()).await;
    table.ensure_free()?;
    let variant = variant.unwrap_or_else(|| referee.default_variant(&settings));
    let move_time = referee.move_time(&settings, None);
    let level = level.unwrap_or(referee.config().default_level);
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
    table.start(variant, (white, black), move_time).await
}
