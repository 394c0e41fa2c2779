//! `/settings [language] [move_time] [default_variant] [threads] [tournament_role]
//! [puzzle_channel] [puzzle_hour]` (`!settings` shows them):
//! a server's settings, changed only by members who may manage the server.

use super::args::variant_opt;
use poise::serenity_prelude as serenity;

use super::Spec;
use crate::discord::{answer, complete_variant, may_manage, refuse_at_edge, Ctx, Error};
use crate::i18n::Lang;
use crate::referee::time::parse_move_time;
use crate::referee::{Cx, Res, Response, Run, SettingChange};

/// Show the server's settings, or change them (`changes` not empty).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// One entry per option given.
    pub changes: Vec<SettingChange>,
    /// Whether the actor may manage the server (from the interaction's permissions).
    pub may_manage: bool,
}

pub(super) const SPEC: Spec = Spec {
    name: "settings",
    read: |_| {
        Ok(Settings {
            changes: Vec::new(),
            may_manage: false,
        }
        .into())
    },
    slash,
    at_keyboard: false,
};

// Poise reads a slash command's options from its parameters: one per setting.
#[allow(clippy::too_many_arguments)]
#[poise::command(
    slash_command,
    rename = "settings",
    default_member_permissions = "MANAGE_GUILD"
)]
async fn slash(
    ctx: Ctx<'_>,
    language: Option<Lang>,
    move_time: Option<String>,
    #[autocomplete = "complete_variant"] default_variant: Option<String>,
    threads: Option<bool>,
    tournament_role: Option<serenity::Role>,
    puzzle_channel: Option<serenity::ChannelId>,
    #[min = 0]
    #[max = 23]
    puzzle_hour: Option<u8>,
) -> Result<(), Error> {
    let mut changes = Vec::new();
    if let Some(l) = language {
        changes.push(SettingChange::Language(l));
    }
    if let Some(t) = move_time {
        match parse_move_time(&t) {
            Ok(d) => changes.push(SettingChange::MoveTime(d)),
            Err(e) => return refuse_at_edge(ctx, e.msg()).await,
        }
    }
    match variant_opt(default_variant.as_deref()) {
        Ok(Some(v)) => changes.push(SettingChange::DefaultVariant(v)),
        Ok(None) => {}
        Err(msg) => return refuse_at_edge(ctx, msg).await,
    }
    if let Some(on) = threads {
        changes.push(SettingChange::Threads(on));
    }
    if let Some(role) = tournament_role {
        changes.push(SettingChange::TournamentRole(role.id.get()));
    }
    if let Some(channel) = puzzle_channel {
        changes.push(SettingChange::PuzzleChannel(channel.get()));
    }
    if let Some(hour) = puzzle_hour {
        changes.push(SettingChange::PuzzleHour(hour));
    }
    let may_manage = may_manage(ctx);
    answer(
        ctx,
        Settings {
            changes,
            may_manage,
        },
    )
    .await
}

impl Run for Settings {
    const NAME: &'static str = "settings";

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        cx.referee()
            .settings(cx.place.guild, self.changes, self.may_manage)
            .await
    }
}
