//! Server settings: shown to anyone, changed only by members who may manage the server. Kept in
//! the store per guild; the language is cached because every channel message needs it.
//!
//! Adding a setting: a field in `damero_storage::GuildSettings` (with a serde default), a
//! [`SettingChange`] variant, one arm in `apply`, one argument in `settings-show`, and one
//! option of the `/settings` command (`bot/commands/settings.rs`).

use damero_storage::{GuildId as StoredGuild, GuildSettings};

use std::collections::HashMap;
use std::sync::Mutex as StdMutex;

use super::answer::{refuse, Res, Response};
use super::base::Base;
use super::input::{GuildId, Reply, SettingChange};
use crate::i18n::{Lang, Msg};

/// Server settings, read from the store; the languages cached.
#[derive(Debug)]
pub struct Settings {
    base: Base,
    languages: StdMutex<HashMap<GuildId, Lang>>,
    /// The web pages' public address (`web.base_url`), once the front end set it.
    web_base: std::sync::OnceLock<String>,
}

fn apply(settings: &mut GuildSettings, change: &SettingChange) {
    match change {
        SettingChange::Language(lang) => settings.language = Some(lang.code().to_string()),
        SettingChange::MoveTime(d) => settings.move_time_ms = Some(super::time::millis(*d)),
        SettingChange::DefaultVariant(v) => settings.default_variant = Some(*v),
        SettingChange::Threads(on) => settings.threads = *on,
        SettingChange::TournamentRole(role) => settings.tournament_role = Some(*role),
        SettingChange::PuzzleChannel(channel) => settings.puzzle_channel = Some(*channel),
        SettingChange::PuzzleHour(hour) => settings.puzzle_hour = Some((*hour).min(23)),
        SettingChange::Web(on) => settings.web = *on,
    }
}

fn language_of(settings: &GuildSettings) -> Lang {
    settings
        .language
        .as_deref()
        .and_then(|c| c.parse().ok())
        .unwrap_or_default()
}

fn shown(settings: &GuildSettings) -> Msg {
    Msg::new("language-name").arg("code", crate::i18n::Arg::Key(language_of(settings).code()))
}

/// Whether the web pages show the server: said when they do, or when `changed` turned them off.
fn shown_web(settings: &GuildSettings, changed: bool) -> Option<Msg> {
    (settings.web || changed).then(|| {
        Msg::new("settings-web").arg(
            "state",
            crate::i18n::Arg::Key(if settings.web { "on" } else { "off" }),
        )
    })
}

/// The tournament role, when one is set (as a role mention), and the daily puzzle's channel
/// and hour, when it has one.
fn shown_role(settings: &GuildSettings) -> Vec<Msg> {
    let mut out: Vec<Msg> = settings
        .tournament_role
        .map(|r| Msg::new("settings-tournament-role").arg("role", format!("<@&{r}>")))
        .into_iter()
        .collect();
    if let Some(channel) = settings.puzzle_channel {
        out.push(
            Msg::new("settings-daily-puzzle")
                .arg("channel", format!("<#{channel}>"))
                .arg(
                    "hour",
                    u64::from(settings.puzzle_hour.unwrap_or(DAILY_HOUR)),
                ),
        );
    }
    out
}

/// The hour (UTC) of the daily puzzle when a server has not set one.
pub const DAILY_HOUR: u8 = 9;

impl Settings {
    /// Over the store, no language cached yet.
    #[must_use]
    pub fn new(base: Base) -> Settings {
        Settings {
            base,
            languages: StdMutex::default(),
            web_base: std::sync::OnceLock::new(),
        }
    }

    /// The web pages' public address, for the links in messages (set once, at start-up).
    pub fn set_web_base(&self, base: String) {
        let _ = self.web_base.set(base);
    }

    /// The line linking a game's page (`tournament`: a tournament's), when the server shows
    /// its games on the web and the pages' address is known.
    pub async fn web_link(&self, guild: Option<GuildId>, tournament: bool, id: u64) -> Option<Msg> {
        let base = self.web_base.get()?;
        let (msg, path) = if tournament {
            (Msg::new("web-tournament-link"), "t")
        } else {
            (Msg::new("web-game-link"), "g")
        };
        self.web_on(guild)
            .await
            .then(|| msg.arg("url", format!("{base}/{path}/{id}")))
    }

    /// The variant rating commands use when none is named: the server's default variant.
    pub async fn rating_variant(&self, guild: Option<GuildId>) -> damero_rules::Variant {
        let settings = self.server_settings(guild).await;
        self.default_variant(&settings)
    }

    /// The game settings line: time per move, default variant, threads.
    fn shown_game(&self, settings: &GuildSettings) -> Msg {
        let time = match self.move_time(settings, None) {
            Some(ms) => super::time::duration_msg(ms),
            None => Msg::new("time-unlimited"),
        };
        Msg::new("settings-show-game")
            .arg("time", time)
            .arg(
                "variant",
                super::say::variant(self.default_variant(settings)),
            )
            .arg(
                "threads",
                crate::i18n::Arg::Key(if settings.threads { "on" } else { "off" }),
            )
    }

    /// A server's settings (the defaults without a server, or when they cannot be read).
    pub async fn server_settings(&self, guild: Option<GuildId>) -> GuildSettings {
        let Some(guild) = guild else {
            return GuildSettings::default();
        };
        let read: Res<GuildSettings> = self
            .base
            .store(move |s| s.guild_settings(StoredGuild(guild)))
            .await;
        read.unwrap_or_default()
    }

    /// Whether the web pages show this server's games (and its messages link to them).
    pub async fn web_on(&self, guild: Option<GuildId>) -> bool {
        guild.is_some() && self.server_settings(guild).await.web
    }

    /// Whether `/challenge` and `/play` open a thread in this server.
    pub async fn threads_on(&self, guild: Option<GuildId>) -> bool {
        guild.is_some() && self.server_settings(guild).await.threads
    }

    /// The variant when none is named: the server's, else Damero's.
    pub fn default_variant(&self, settings: &GuildSettings) -> damero_rules::Variant {
        settings
            .default_variant
            .unwrap_or(self.base.config().default_variant)
    }

    /// The time per move (ms) of a new game: the challenge's, else the server's, else
    /// Damero's; `None` when Damero runs without limits (the terminal).
    pub fn move_time(
        &self,
        settings: &GuildSettings,
        asked: Option<std::time::Duration>,
    ) -> Option<u64> {
        let config = self.base.config().move_time?;
        Some(
            asked
                .map(super::time::millis)
                .or(settings.move_time_ms)
                .unwrap_or_else(|| super::time::millis(config)),
        )
    }
}

impl Settings {
    /// The language of what a server's channels read (English without a server or a setting).
    pub async fn language(&self, guild: Option<GuildId>) -> Lang {
        let Some(guild) = guild else {
            return Lang::En;
        };
        if let Some(lang) = self.cached_language(guild) {
            return lang;
        }
        let read = self
            .base
            .store(move |s| s.guild_settings(StoredGuild(guild)))
            .await;
        let lang = match read {
            Ok(settings) => language_of(&settings),
            Err(e) => {
                tracing::warn!(guild, error = ?e, "could not read the server's settings");
                return Lang::En;
            }
        };
        self.cache_language(guild, lang);
        lang
    }

    fn cached_language(&self, guild: GuildId) -> Option<Lang> {
        self.languages
            .lock()
            .ok()
            .and_then(|m| m.get(&guild).copied())
    }

    fn cache_language(&self, guild: GuildId, lang: Lang) {
        if let Ok(mut m) = self.languages.lock() {
            // A cache of the store: bounded like the channels' (read again when dropped).
            if m.len() >= self.base.config().cached_channels.max(1) && !m.contains_key(&guild) {
                m.clear();
            }
            m.insert(guild, lang);
        }
    }

    pub async fn change(
        &self,
        guild: Option<GuildId>,
        changes: Vec<SettingChange>,
        may_manage: bool,
    ) -> Res<Response> {
        let Some(guild) = guild else {
            return refuse(Msg::new("settings-only-in-server"));
        };
        if !changes.is_empty() && !may_manage {
            return refuse(Msg::new("settings-need-manage"));
        }
        let id = StoredGuild(guild);
        let mut settings = self.base.store(move |s| s.guild_settings(id)).await?;
        if changes.is_empty() {
            let mut lines = vec![
                Msg::new("settings-show").arg("language", shown(&settings)),
                self.shown_game(&settings),
            ];
            lines.extend(shown_role(&settings));
            lines.extend(shown_web(&settings, false));
            return Ok(Response::one(Reply::private(lines)));
        }
        for change in &changes {
            apply(&mut settings, change);
        }
        let stored = settings.clone();
        self.base
            .store(move |s| s.set_guild_settings(id, &stored))
            .await?;
        self.cache_language(guild, language_of(&settings));
        let mut lines = vec![
            Msg::new("settings-changed").arg("language", shown(&settings)),
            self.shown_game(&settings),
        ];
        lines.extend(shown_role(&settings));
        let web_changed = changes.iter().any(|c| matches!(c, SettingChange::Web(_)));
        lines.extend(shown_web(&settings, web_changed));
        Ok(Response::one(Reply::done(lines)))
    }
}
