//! Settings in layers: built-in defaults, then `config.toml` (if present), then `DAMERO_*`
//! environment variables with `__` between section and key (`DAMERO_GAME__DEFAULT_LEVEL=5`).
//! The Discord token is never part of this: it comes only from `DISCORD_TOKEN`.

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::Context as _;
use figment::providers::{Env, Format, Serialized, Toml};
use figment::Figment;
use serde::{Deserialize, Serialize};

use damero_engine::Level;
use damero_rules::Variant;

use crate::referee::RefereeConfig;

/// Every setting.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// Discord connection.
    pub discord: DiscordConfig,
    /// Game defaults.
    pub game: GameConfig,
    /// Where games are kept.
    pub storage: StorageConfig,
    /// Logging.
    pub log: LogConfig,
}

/// `[discord]`
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DiscordConfig {
    /// Prefix of text commands.
    pub prefix: String,
    /// Read ordinary messages (needs the privileged Message Content intent): text commands and
    /// bare moves. Off: slash commands only.
    pub message_content: bool,
    /// Send REST traffic through this Discord-compatible proxy (it then does the rate limiting).
    pub http_proxy: Option<String>,
    /// Register slash commands in this guild only (instant, for testing) instead of globally.
    pub guild_id: Option<u64>,
    /// Register slash commands at start-up.
    pub register_commands: bool,
    /// The bot's name in replies.
    pub bot_name: String,
}

impl Default for DiscordConfig {
    fn default() -> Self {
        let referee = RefereeConfig::default();
        DiscordConfig {
            prefix: referee.prefix,
            message_content: true,
            http_proxy: None,
            guild_id: None,
            register_commands: true,
            bot_name: referee.bot_name,
        }
    }
}

/// `[game]`
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct GameConfig {
    /// Variant when none is named.
    pub default_variant: Variant,
    /// Bot level when none is named (1-10).
    pub default_level: u8,
    /// Seconds a challenge stays open.
    pub challenge_timeout: u64,
    /// Time per move in games with people: `30s`, `10m`, `2h`, `3d` (at least `10s`); a server
    /// may choose its own (`/settings move_time`), a challenge too (`time:10m`).
    pub move_time: String,
}

/// The one set of defaults is [`RefereeConfig::default`]; the file's defaults are read from it.
impl Default for GameConfig {
    fn default() -> Self {
        let referee = RefereeConfig::default();
        GameConfig {
            default_variant: referee.default_variant,
            default_level: referee.default_level.get(),
            challenge_timeout: referee.challenge_timeout.as_secs(),
            move_time: "3d".into(),
        }
    }
}

/// `[storage]`
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct StorageConfig {
    /// Folder of the game store.
    pub path: PathBuf,
    /// What a move waits for before it is acknowledged: `process_crash` (sled's flush: survives
    /// a crash of Damero) or `power_loss` (also fsync: survives a power cut; slower).
    pub durability: String,
}

impl Default for StorageConfig {
    fn default() -> Self {
        StorageConfig {
            path: PathBuf::from("damero-data"),
            durability: "process_crash".into(),
        }
    }
}

impl StorageConfig {
    /// The durability setting.
    ///
    /// # Errors
    /// An unknown name.
    pub fn durability(&self) -> anyhow::Result<damero_storage::Durability> {
        match self.durability.trim() {
            "process_crash" => Ok(damero_storage::Durability::ProcessCrash),
            "power_loss" => Ok(damero_storage::Durability::PowerLoss),
            other => anyhow::bail!(
                "storage.durability must be process_crash or power_loss, not '{other}'"
            ),
        }
    }
}

/// `[log]`
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct LogConfig {
    /// A tracing filter (`info`, `damero=debug,serenity=warn`); `RUST_LOG` wins when set.
    pub filter: String,
}

impl Default for LogConfig {
    fn default() -> Self {
        LogConfig {
            filter: "info,serenity=warn,poise=warn".into(),
        }
    }
}

impl Config {
    /// Defaults, then `file` if it exists, then `DAMERO_*` variables.
    ///
    /// # Errors
    /// A malformed file or variable, or a bad value, named in the message.
    pub fn load(file: &Path) -> anyhow::Result<Config> {
        let config: Config = Figment::from(Serialized::defaults(Config::default()))
            .merge(Toml::file(file))
            // `DAMERO_I18N_PARTIAL` belongs to the catalogue tests, not to the configuration.
            .merge(
                Env::prefixed("DAMERO_")
                    .ignore(&["i18n_partial"])
                    .split("__"),
            )
            .extract()
            .context("reading the configuration")?;
        config.referee()?;
        config.storage.durability()?;
        Ok(config)
    }

    /// The referee's settings.
    ///
    /// # Errors
    /// A level outside 1-10, a bad `game.move_time`.
    pub fn referee(&self) -> anyhow::Result<RefereeConfig> {
        anyhow::ensure!(
            (1..=10).contains(&self.game.default_level),
            "game.default_level must be 1-10"
        );
        let move_time =
            crate::referee::time::parse_move_time(&self.game.move_time).map_err(|e| {
                anyhow::anyhow!("game.move_time: {}", e.msg().text(crate::i18n::Lang::En))
            })?;
        Ok(RefereeConfig {
            move_time: Some(move_time),
            default_variant: self.game.default_variant,
            default_level: Level::new(self.game.default_level),
            challenge_timeout: Duration::from_secs(self.game.challenge_timeout),
            bot_name: self.discord.bot_name.clone(),
            prefix: self.discord.prefix.clone(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_file_holds_every_key_and_parses() {
        let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("config.example.toml");
        let text = std::fs::read_to_string(&path).expect("config.example.toml");
        let parsed: Config = toml_from(&text);
        assert_eq!(parsed, Config::default(), "the example shows the defaults");
    }

    fn toml_from(text: &str) -> Config {
        Figment::from(Toml::string(text))
            .extract()
            .expect("example parses")
    }

    #[test]
    #[allow(clippy::result_large_err)]
    fn environment_variables_override_with_double_underscores() {
        figment::Jail::expect_with(|jail| {
            jail.create_file("config.toml", "[game]\ndefault_level = 4\n")?;
            jail.set_env("DAMERO_GAME__DEFAULT_VARIANT", "czech");
            jail.set_env("DAMERO_DISCORD__PREFIX", "?");
            let c = Config::load(Path::new("config.toml")).expect("loads");
            assert_eq!(c.game.default_level, 4);
            assert_eq!(c.game.default_variant, Variant::Czech);
            assert_eq!(c.discord.prefix, "?");
            Ok(())
        });
    }
}
