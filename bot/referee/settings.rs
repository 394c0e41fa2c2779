//! Server settings: shown to anyone, changed only by members who may manage the server. Kept in
//! the store per guild; the language is cached because every channel message needs it.
//!
//! Adding a setting: a field in `damero_storage::GuildSettings` (with a serde default), a
//! [`SettingChange`] variant, one arm in `apply`, one argument in `settings-show`, and one
//! option on the `/settings` slash command.

use damero_storage::{GuildId as StoredGuild, GuildSettings};

use super::{refuse, GuildId, Referee, Reply, Res, Response, SettingChange};
use crate::i18n::{Lang, Msg};

fn apply(settings: &mut GuildSettings, change: &SettingChange) {
    match change {
        SettingChange::Language(lang) => settings.language = Some(lang.code().to_string()),
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

impl Referee {
    /// The language of what a server's channels read (English without a server or a setting).
    pub async fn language(&self, guild: Option<GuildId>) -> Lang {
        let Some(guild) = guild else {
            return Lang::En;
        };
        if let Some(lang) = self.cached_language(guild) {
            return lang;
        }
        let store = self.inner.store.clone();
        let read =
            tokio::task::spawn_blocking(move || store.guild_settings(StoredGuild(guild))).await;
        let lang = match read {
            Ok(Ok(settings)) => language_of(&settings),
            Ok(Err(e)) => {
                tracing::warn!(guild, error = %e, "could not read the server's settings");
                return Lang::En;
            }
            Err(e) => {
                tracing::warn!(guild, error = %e, "settings task failed");
                return Lang::En;
            }
        };
        self.cache_language(guild, lang);
        lang
    }

    fn cached_language(&self, guild: GuildId) -> Option<Lang> {
        self.inner
            .languages
            .lock()
            .ok()
            .and_then(|m| m.get(&guild).copied())
    }

    fn cache_language(&self, guild: GuildId, lang: Lang) {
        if let Ok(mut m) = self.inner.languages.lock() {
            // A cache of the store: bounded like the channels' (read again when dropped).
            if m.len() >= self.inner.config.cached_channels.max(1) && !m.contains_key(&guild) {
                m.clear();
            }
            m.insert(guild, lang);
        }
    }

    pub(super) async fn settings(
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
        let mut settings = self.store(move |s| s.guild_settings(id)).await?;
        if changes.is_empty() {
            return Ok(Response::one(Reply::private(vec![Msg::new(
                "settings-show",
            )
            .arg("language", shown(&settings))])));
        }
        for change in &changes {
            apply(&mut settings, change);
        }
        let stored = settings.clone();
        self.store(move |s| s.set_guild_settings(id, &stored))
            .await?;
        self.cache_language(guild, language_of(&settings));
        Ok(Response::one(Reply::done(vec![Msg::new(
            "settings-changed",
        )
        .arg("language", shown(&settings))])))
    }
}
