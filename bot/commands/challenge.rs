//! `/challenge @someone [variant] [color] [time]` (`!challenge @someone czech black 10m`):
//! post a challenge the other person accepts or declines; a challenge to the bot is a game
//! against it.

use std::time::Duration;

use super::args::{color, color_of, duration_of, variant, variant_of, COLOR, VARIANT};
use super::{play, Form, Kind, Opt, Slash, Spec, Values, Words};
use crate::i18n::{clip, Msg};
use crate::referee::time::{looks_like_duration, parse_move_time};
use crate::referee::{
    refuse, say, Actor, ChannelState, ColorChoice, Command, Cx, Res, Response, Rival, Run,
};
use damero_rules::Variant;

/// Challenge a person.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Challenge {
    /// Who is challenged.
    pub opponent: Actor,
    /// The variant (the server's default when `None`).
    pub variant: Option<Variant>,
    /// The challenger's colour.
    pub color: ColorChoice,
    /// The time per move (the server's or Damero's when `None`).
    pub time: Option<Duration>,
}

pub(super) const SPEC: Spec = Spec {
    name: <Challenge as Run>::NAME,
    read,
    slash: Slash::One(Form {
        options: &[
            Opt::required("opponent", Kind::Person),
            VARIANT,
            COLOR,
            Opt::new("time", Kind::Text),
        ],
        read: read_options,
    }),
    at_keyboard: false,
    managers: false,
    slow: false,
};

fn read_options(values: &Values) -> Result<Command, Msg> {
    let Some(opponent) = values.person("opponent") else {
        return Err(Msg::new("challenge-whom").arg("prefix", "/"));
    };
    Ok(Challenge {
        opponent: opponent.clone(),
        variant: variant_of(values, "variant")?,
        color: color_of(values, "color").unwrap_or(ColorChoice::Random),
        time: duration_of(values, "time")?,
    }
    .into())
}

/// `@someone`, then a variant, a colour and a time per move in any order.
fn read(words: &Words<'_>) -> Result<Command, Msg> {
    let Some(who) = words.args.first() else {
        return Err(Msg::new("challenge-whom").arg("prefix", words.prefix));
    };
    let Some(opponent) = (words.mention)(who) else {
        return Err(Msg::new("challenge-who").arg("given", clip(who, 40)));
    };
    let (mut variant_arg, mut color_arg, mut time_arg) = (None, ColorChoice::Random, None);
    for a in &words.args[1..] {
        if looks_like_duration(a) {
            time_arg = Some(parse_move_time(a).map_err(|e| e.msg())?);
            continue;
        }
        match color(a) {
            Ok(c) => color_arg = c,
            Err(_) => variant_arg = Some(variant(a)?),
        }
    }
    Ok(Challenge {
        opponent,
        variant: variant_arg,
        color: color_arg,
        time: time_arg,
    }
    .into())
}

impl Run for Challenge {
    const NAME: &'static str = "challenge";

    fn rival(&self) -> Option<Rival> {
        Some(Rival::Person(self.opponent.name.clone()))
    }

    fn needs(&self, threads: bool) -> &'static [crate::permissions::Permission] {
        if threads {
            crate::permissions::GAME_IN_THREAD
        } else {
            crate::permissions::GAME_HERE
        }
    }

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        let services = cx.services();
        if Some(self.opponent.id) == services.base().bot_id() {
            let color = match self.color {
                ColorChoice::Random => None,
                c => Some(c),
            };
            return play::against_bot(cx, self.variant, None, color).await;
        }
        let actor = cx.actor.clone();
        let table = cx.table().await?;
        let settings = services.settings().server_settings(table.guild()).await;
        table.ensure_free()?;
        table.refuse_pending()?;
        if self.opponent.id == actor.id {
            return refuse(Msg::new("challenge-self"));
        }
        let variant = self
            .variant
            .unwrap_or_else(|| services.settings().default_variant(&settings));
        let move_time = services.settings().move_time(&settings, self.time);
        let timeout = services.base().config().challenge_timeout;
        let now = services.base().now();
        let challenge = damero_storage::Challenge {
            channel: damero_storage::ChannelId(table.channel()),
            challenger: human(&actor),
            challenged: human(&self.opponent),
            variant,
            color: self.color,
            created_ms: now,
            expires_ms: now + u64::try_from(timeout.as_millis()).unwrap_or(u64::MAX),
            move_time_ms: move_time,
            message: None,
            guild: table.guild().map(damero_storage::GuildId),
        };
        let expired = table.challenge().is_some();
        let stored = challenge.clone();
        table
            .store(move |s| {
                if expired {
                    s.remove_challenge(stored.channel)?;
                }
                s.create_challenge(&stored)
            })
            .await?;
        let mut reply = say::challenge_posted(&challenge);
        reply.announces = table.take_announced();
        table.set_state(ChannelState::Challenge(challenge));
        Ok(Response::one(reply))
    }
}

fn human(a: &Actor) -> damero_storage::Human {
    damero_storage::Human {
        id: damero_storage::UserId(a.id),
        name: a.name.clone(),
    }
}
