//! `/settings [language] [move_time] [default_variant] [threads] [tournament_role]
//! [puzzle_channel] [puzzle_hour] [web]` (`!settings` shows them):
//! a server's settings, changed only by members who may manage the server.

use super::args::{duration_of, number_of, variant_of};
use super::{Form, Kind, Opt, Slash, Spec, Values};
use crate::i18n::Msg;
use crate::referee::{Asker, Command, Cx, Res, Response, Run, SettingChange};

/// Show the server's settings, or change them (`changes` not empty).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Settings {
    /// One entry per option given.
    pub changes: Vec<SettingChange>,
    /// Whether the actor may manage the server (from the interaction's permissions).
    pub may_manage: bool,
}

pub(super) const SPEC: Spec = Spec {
    name: <Settings as Run>::NAME,
    read: |_| {
        Ok(Settings {
            changes: Vec::new(),
            may_manage: false,
        }
        .into())
    },
    slash: Slash::One(Form {
        options: &[
            Opt::new("language", Kind::Language),
            Opt::new("move_time", Kind::Text),
            Opt::new("default_variant", Kind::Variant),
            Opt::new("threads", Kind::Yes),
            Opt::new("tournament_role", Kind::Role),
            Opt::new("puzzle_channel", Kind::Channel),
            Opt::new("puzzle_hour", Kind::Hour),
            Opt::new("web", Kind::Yes),
        ],
        read: read_options,
    }),
    at_keyboard: false,
    managers: true,
    slow: false,
};

fn read_options(values: &Values) -> Result<Command, Msg> {
    let mut changes = Vec::new();
    if let Some(l) = values.language("language") {
        changes.push(SettingChange::Language(l));
    }
    if let Some(d) = duration_of(values, "move_time")? {
        changes.push(SettingChange::MoveTime(d));
    }
    if let Some(v) = variant_of(values, "default_variant")? {
        changes.push(SettingChange::DefaultVariant(v));
    }
    if let Some(on) = values.yes("threads") {
        changes.push(SettingChange::Threads(on));
    }
    if let Some(role) = values.id("tournament_role") {
        changes.push(SettingChange::TournamentRole(role));
    }
    if let Some(channel) = values.id("puzzle_channel") {
        changes.push(SettingChange::PuzzleChannel(channel));
    }
    if let Some(hour) = number_of::<u8>(values, "puzzle_hour") {
        changes.push(SettingChange::PuzzleHour(hour));
    }
    if let Some(on) = values.yes("web") {
        changes.push(SettingChange::Web(on));
    }
    Ok(Settings {
        changes,
        may_manage: false,
    }
    .into())
}

impl Run for Settings {
    const NAME: &'static str = "settings";

    fn learn(&mut self, asker: &Asker) {
        self.may_manage = asker.may_manage;
    }

    async fn run(self, cx: &mut Cx<'_>) -> Res<Response> {
        cx.services()
            .settings()
            .change(cx.place.guild, self.changes, self.may_manage)
            .await
    }
}
