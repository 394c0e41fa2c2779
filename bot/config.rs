//! Settings in layers: built-in defaults, then `config.toml` (if present), then `DAMERO_*`
//! environment variables with `__` between section and key (`DAMERO_GAME__DEFAULT_LEVEL=5`).
//! The Discord token is never part of this: it comes only from `DISCORD_TOKEN`.

use std::path::{Path, PathBuf};
use std::time::Duration;

use figment::error::Kind;
use figment::providers::{Env, Format, Serialized, Toml};
use figment::Figment;
use serde::{Deserialize, Serialize};

use damero_engine::Level;
use damero_rules::Variant;

pub use crate::referee::LimitsConfig;
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
    /// Flood limits and cache sizes.
    pub limits: LimitsConfig,
    /// The optional Prometheus endpoint.
    pub metrics: MetricsConfig,
    /// The bot's opponent.
    pub engine: EngineConfig,
    /// The optional web pages (`bot/web/`).
    pub web: WebConfig,
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
    /// Ask this gateway queue (twilight's gateway-queue protocol: `GET URL/?shard=ID` answers
    /// when the shard may identify) before each IDENTIFY, so processes sharing one bot's
    /// shards never identify faster than Discord allows.
    pub gateway_queue: Option<String>,
    /// Register slash commands in this guild only (instant, for testing) instead of globally.
    pub guild_id: Option<u64>,
    /// Register slash commands at start-up.
    pub register_commands: bool,
    /// The bot's name in replies.
    pub bot_name: String,
    /// How long (ms) a request to Discord may take before it counts as unanswered (and a
    /// message is tried again, under the same nonce).
    pub request_timeout_ms: u64,
}

impl Default for DiscordConfig {
    fn default() -> Self {
        let referee = RefereeConfig::default();
        DiscordConfig {
            prefix: referee.prefix,
            message_content: true,
            http_proxy: None,
            gateway_queue: None,
            guild_id: None,
            register_commands: true,
            bot_name: referee.bot_name,
            request_timeout_ms: 10_000,
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
    /// `sled` (a folder on this machine: one process, nothing to install) or `postgres` (a
    /// shared PostgreSQL database: several processes, e.g. shard ranges, on one set of games).
    pub backend: String,
    /// Folder of the game store (`sled`).
    pub path: PathBuf,
    /// What a move waits for before it is acknowledged (`sled`): `process_crash` (sled's
    /// flush: survives a crash of Damero) or `power_loss` (also fsync: survives a power cut;
    /// slower). PostgreSQL acknowledges a move once its commit is durable.
    pub durability: String,
    /// The database (`postgres`): `postgres://user:password@host:port/database`. Best given
    /// as `DAMERO_STORAGE__URL` so the password stays out of the file; never logged or shown.
    pub url: Option<SecretUrl>,
}

impl Default for StorageConfig {
    fn default() -> Self {
        StorageConfig {
            backend: "sled".into(),
            path: PathBuf::from("damero-data"),
            durability: "process_crash".into(),
            url: None,
        }
    }
}

/// A database URL that may hold a password: its `Debug` shows it without the password, and
/// nothing in Damero prints it otherwise.
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct SecretUrl(pub String);

impl std::fmt::Debug for SecretUrl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&damero_storage::pg::redact(&self.0))
    }
}

/// Which store to open, checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreChoice {
    /// sled in a folder.
    Sled {
        /// The folder.
        path: PathBuf,
        /// What a change waits for.
        durability: damero_storage::Durability,
    },
    /// A shared PostgreSQL database.
    Postgres {
        /// Its URL (with the password, if any).
        url: SecretUrl,
    },
}

impl StorageConfig {
    /// The store this configuration names.
    ///
    /// # Errors
    /// An unknown backend, a bad durability, `postgres` without a usable `storage.url`; the
    /// sentence never repeats the URL (it may hold a password).
    pub fn choice(&self) -> anyhow::Result<StoreChoice> {
        match self.backend.trim() {
            "sled" => Ok(StoreChoice::Sled {
                path: self.path.clone(),
                durability: self.durability()?,
            }),
            "postgres" => {
                let Some(url) = &self.url else {
                    anyhow::bail!(
                        "storage.backend is postgres but storage.url is not set; set it to \
                         postgres://user@host:port/database (a password is best given in \
                         DAMERO_STORAGE__URL)"
                    );
                };
                anyhow::ensure!(
                    damero_storage::pg::is_url(&url.0),
                    "storage.url is not a PostgreSQL URL such as \
                     postgres://user:password@host:5432/database"
                );
                Ok(StoreChoice::Postgres { url: url.clone() })
            }
            other => anyhow::bail!(
                "storage.backend must be sled or postgres, not '{}'",
                crate::i18n::clip(other, 80)
            ),
        }
    }

    /// The durability setting.
    ///
    /// # Errors
    /// An unknown name.
    pub fn durability(&self) -> anyhow::Result<damero_storage::Durability> {
        match self.durability.trim() {
            "process_crash" => Ok(damero_storage::Durability::ProcessCrash),
            "power_loss" => Ok(damero_storage::Durability::PowerLoss),
            other => anyhow::bail!(
                "storage.durability must be process_crash or power_loss, not '{}'",
                crate::i18n::clip(other, 80)
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
    /// Defaults, then the file, then `DAMERO_*` variables. `file` is the one named on the
    /// command line (it must exist); without one, `config.toml` is read if it is there.
    ///
    /// # Errors
    /// A missing file (when named) or a folder, a malformed file or variable, or a bad value,
    /// in plain words.
    pub fn load(file: Option<&Path>) -> anyhow::Result<Config> {
        let path = match file {
            Some(named) => {
                match std::fs::metadata(named) {
                    Ok(m) if m.is_dir() => anyhow::bail!(
                        "the configuration file {} is a folder; name a TOML file",
                        named.display()
                    ),
                    Ok(_) => {}
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                        anyhow::bail!("the configuration file {} does not exist", named.display())
                    }
                    Err(e) => anyhow::bail!(
                        "the configuration file {} cannot be read ({e})",
                        named.display()
                    ),
                }
                named
            }
            None => {
                let default = Path::new(DEFAULT_FILE);
                anyhow::ensure!(
                    !default.is_dir(),
                    "{DEFAULT_FILE} is a folder; the configuration must be a TOML file"
                );
                default
            }
        };
        let figment = Figment::from(Serialized::defaults(Config::default()))
            .merge(Toml::file(path))
            // `DAMERO_I18N_PARTIAL` belongs to the catalogue tests, not to the configuration.
            .merge(
                Env::prefixed("DAMERO_")
                    .ignore(&["i18n_partial"])
                    .split("__"),
            );
        let config: Config = figment
            .extract()
            .map_err(|e| anyhow::anyhow!(plain_error(e, path)))?;
        // A value of the right type but out of range: said with where it was set.
        config
            .check()
            .map_err(|e| anyhow::anyhow!(set_where(&figment, path, &e.to_string())))?;
        Ok(config)
    }

    /// Every value that serde cannot check by its type: levels, names, URLs, addresses.
    ///
    /// # Errors
    /// The first bad value, in plain words.
    pub fn check(&self) -> anyhow::Result<()> {
        self.referee()?;
        self.storage.choice()?;
        self.engine.check()?;
        anyhow::ensure!(
            !self.discord.prefix.trim().is_empty(),
            "discord.prefix must not be empty (it starts text commands, e.g. \"!\")"
        );
        anyhow::ensure!(
            !self.discord.prefix.chars().any(char::is_whitespace),
            "discord.prefix must not contain spaces"
        );
        if let Some(proxy) = &self.discord.http_proxy {
            proxy_url(proxy)?;
        }
        if let Some(queue) = &self.discord.gateway_queue {
            url_setting("discord.gateway_queue", queue)?;
        }
        if self.discord.request_timeout_ms < 100 {
            return Err(anyhow::anyhow!(
                "discord.request_timeout_ms must be at least 100 (ms), not {}",
                self.discord.request_timeout_ms
            ));
        }
        self.metrics.address()?;
        self.web.address()?;
        self.web.base()?;
        check_limits(&self.limits)?;
        Ok(())
    }

    /// The referee's settings.
    ///
    /// # Errors
    /// A level outside 1-10, a bad `game.move_time`.
    pub fn referee(&self) -> anyhow::Result<RefereeConfig> {
        anyhow::ensure!(
            (1..=10).contains(&self.game.default_level),
            "game.default_level must be a whole number from 1 to 10, not {}",
            self.game.default_level
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
            cached_channels: self.limits.cached_channels,
            shards: None,
        })
    }
}

/// The file read when none is named on the command line (it may be absent).
pub const DEFAULT_FILE: &str = "config.toml";

/// `discord.http_proxy` as a URL: `http` or `https`, with a host.
///
/// # Errors
/// Anything else, in plain words.
pub fn proxy_url(text: &str) -> anyhow::Result<url::Url> {
    url_setting("discord.http_proxy", text)
}

/// A setting that must be an `http` or `https` URL with a host.
///
/// # Errors
/// Anything else, in plain words naming the setting.
pub fn url_setting(name: &str, text: &str) -> anyhow::Result<url::Url> {
    let bad = || {
        anyhow::anyhow!(
            "{name} must be a URL such as http://127.0.0.1:3000, not '{}'",
            crate::i18n::clip(text, 80)
        )
    };
    let url = url::Url::parse(text.trim()).map_err(|_| bad())?;
    if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none_or(str::is_empty) {
        return Err(bad());
    }
    Ok(url)
}

/// The `[limits]` values serde cannot check by their type (operators' words live here, not in
/// the referee that owns the settings).
fn check_limits(limits: &LimitsConfig) -> anyhow::Result<()> {
    anyhow::ensure!(limits.burst >= 1, "limits.burst must be at least 1");
    anyhow::ensure!(
        limits.per_minute >= 1,
        "limits.per_minute must be at least 1"
    );
    anyhow::ensure!(
        limits.cached_channels >= 1,
        "limits.cached_channels must be at least 1"
    );
    Ok(())
}

/// `[engine]`
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct EngineConfig {
    /// Threads one search at levels 6-10 may use (1-64). The extra threads are only taken
    /// while no other game is thinking, and are given back the moment one starts.
    pub threads: usize,
    /// A folder where the endgame tables the bot builds are kept (`<variant>-4.dmtb`), read
    /// back at the next start instead of built again; none: built in memory at each start.
    pub tables: Option<PathBuf>,
}

impl Default for EngineConfig {
    fn default() -> Self {
        EngineConfig {
            threads: 1,
            tables: None,
        }
    }
}

impl EngineConfig {
    fn check(&self) -> anyhow::Result<()> {
        anyhow::ensure!(
            (1..=64).contains(&self.threads),
            "engine.threads must be from 1 to 64, not {}",
            self.threads
        );
        if let Some(dir) = &self.tables {
            anyhow::ensure!(
                !dir.exists() || dir.is_dir(),
                "engine.tables must be a folder, and {} is a file",
                dir.display()
            );
        }
        Ok(())
    }
}

/// `[metrics]`
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct MetricsConfig {
    /// Serve Prometheus metrics on this address (`127.0.0.1:9464`); off when absent.
    pub listen: Option<String>,
}

impl MetricsConfig {
    /// The address to serve on, if any.
    ///
    /// # Errors
    /// Not an address with a port.
    pub fn address(&self) -> anyhow::Result<Option<std::net::SocketAddr>> {
        let Some(text) = &self.listen else {
            return Ok(None);
        };
        text.trim().parse().map(Some).map_err(|_| {
            anyhow::anyhow!(
                "metrics.listen must be an address with a port such as 127.0.0.1:9464, not '{}'",
                crate::i18n::clip(text, 80)
            )
        })
    }
}

/// `[web]`: the read-only pages of games, tournaments and players (off when `listen` is absent).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct WebConfig {
    /// Serve the pages on this address (`127.0.0.1:8080`); off when absent.
    pub listen: Option<String>,
    /// The address players see (`https://draughts.example.org`), for the links in Discord
    /// messages; no links without it.
    pub base_url: Option<String>,
}

impl WebConfig {
    /// The address to serve on, if any.
    ///
    /// # Errors
    /// Not an address with a port.
    pub fn address(&self) -> anyhow::Result<Option<std::net::SocketAddr>> {
        let Some(text) = &self.listen else {
            return Ok(None);
        };
        text.trim().parse().map(Some).map_err(|_| {
            anyhow::anyhow!(
                "web.listen must be an address with a port such as 127.0.0.1:8080, not '{}'",
                crate::i18n::clip(text, 80)
            )
        })
    }

    /// The public address of the pages, without a trailing slash, if set.
    ///
    /// # Errors
    /// Not an `http` or `https` URL with a host, or one with a query or fragment.
    pub fn base(&self) -> anyhow::Result<Option<String>> {
        let Some(text) = &self.base_url else {
            return Ok(None);
        };
        let url = url_setting("web.base_url", text)?;
        anyhow::ensure!(
            url.query().is_none() && url.fragment().is_none(),
            "web.base_url must be a plain address such as https://draughts.example.org, not '{}'",
            crate::i18n::clip(text, 80)
        );
        Ok(Some(url.as_str().trim_end_matches('/').to_string()))
    }
}

/// `sentence` (a [`Config::check`] refusal, which starts with the setting's key) with where
/// the value was set in front: the file, or the environment variable.
fn set_where(figment: &Figment, file: &Path, sentence: &str) -> String {
    let key = sentence.split_whitespace().next().unwrap_or_default();
    let from_env = key.contains('.')
        && figment
            .find_metadata(key)
            .is_some_and(|m| m.name.contains("environment"));
    let from_file = key.contains('.')
        && figment
            .find_metadata(key)
            .is_some_and(|m| matches!(m.source, Some(figment::Source::File(_))));
    if from_env {
        let variable = format!("DAMERO_{}", key.replace('.', "__").to_uppercase());
        format!("the environment variable {variable}: {sentence}")
    } else if from_file {
        format!("{}: {sentence}", file.display())
    } else {
        sentence.to_string()
    }
}

/// What a setting takes, for the ones whose type says less (a level is a `u8`, but 1-10).
fn allowed(key: &str) -> Option<&'static str> {
    Some(match key {
        "game.default_level" => "a whole number from 1 to 10",
        "engine.threads" => "a whole number from 1 to 64",
        "discord.request_timeout_ms" => "a whole number of milliseconds, at least 100",
        "limits.burst" | "limits.per_minute" | "limits.cached_channels" => {
            "a whole number, at least 1"
        }
        _ => return None,
    })
}

/// A figment error in plain words: where (the file or the variable), which key, what is wrong.
fn plain_error(error: figment::Error, file: &Path) -> String {
    let mut lines = Vec::new();
    for e in error {
        let key = e.path.join(".");
        let from_env = e
            .metadata
            .as_ref()
            .is_some_and(|m| m.name.contains("environment"));
        let place = if from_env {
            format!(
                "the environment variable DAMERO_{}",
                e.path.join("__").to_uppercase()
            )
        } else {
            file.display().to_string()
        };
        let what = match &e.kind {
            Kind::InvalidType(actual, expected) | Kind::InvalidValue(actual, expected) => {
                format!(
                    "{} is not {}",
                    actual_words(actual),
                    allowed(&key).map_or_else(|| expected_words(expected), str::to_string)
                )
            }
            Kind::UnknownField(field, known) => {
                // The path ends with the unknown key itself: the section is what comes before.
                let section = match e.path.split_last() {
                    Some((last, rest)) if last == field => rest.join("."),
                    _ => key.clone(),
                };
                let at = if section.is_empty() {
                    String::new()
                } else {
                    format!(" in [{section}]")
                };
                push_line(
                    &mut lines,
                    format!(
                        "{place}: there is no setting '{field}'{at} (known: {})",
                        known.join(", ")
                    ),
                );
                continue;
            }
            Kind::UnknownVariant(given, known) => {
                format!("'{given}' is not one of {}", known.join(", "))
            }
            Kind::MissingField(name) => format!("'{name}' is missing"),
            Kind::Message(text) => first_and_last_line(text),
            other => other.to_string(),
        };
        let line = if key.is_empty() {
            format!("{place}: {what}")
        } else {
            format!("{place}: {key}: {what}")
        };
        push_line(&mut lines, line);
    }
    lines.join("; ")
}

fn push_line(lines: &mut Vec<String>, line: String) {
    // No backticks inside our own sentence: quote with plain quotes.
    lines.push(line.replace('`', "'"));
}

/// A TOML syntax error is several lines with a picture of the spot: keep the position and
/// the reason.
fn first_and_last_line(text: &str) -> String {
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('|') && !l.contains(" | "))
        .collect();
    match lines.as_slice() {
        [] => text.trim().to_string(),
        [one] => (*one).to_string(),
        [first, .., last] => format!("{first}: {last}"),
    }
}

fn actual_words(actual: &figment::error::Actual) -> String {
    use figment::error::Actual;
    match actual {
        Actual::Str(s) => format!("the text \"{}\"", crate::i18n::clip(s, 40)),
        Actual::Char(c) => format!("the text \"{c}\""),
        Actual::Bool(b) => format!("{b}"),
        Actual::Signed(n) => format!("{n}"),
        Actual::Unsigned(n) => format!("{n}"),
        Actual::Float(n) => format!("{n}"),
        Actual::Map => "a table".into(),
        Actual::Seq => "a list".into(),
        Actual::Unit | Actual::Option => "nothing".into(),
        other => other.to_string(),
    }
}

fn expected_words(expected: &str) -> String {
    match expected {
        "u8" => "a whole number from 0 to 255".into(),
        "u16" => "a whole number from 0 to 65535".into(),
        "u32" | "u64" | "usize" => "a whole number, 0 or more".into(),
        "a boolean" | "bool" => "true or false".into(),
        "a string" | "string" => "text in quotes".into(),
        other => other.replace('`', "'"),
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
            let c = Config::load(None).expect("loads");
            assert_eq!(c.game.default_level, 4);
            assert_eq!(c.game.default_variant, Variant::Czech);
            assert_eq!(c.discord.prefix, "?");
            Ok(())
        });
    }

    #[allow(clippy::result_large_err)]
    fn error_of(toml: &str, env: &[(&str, &str)]) -> String {
        let mut out = String::new();
        figment::Jail::expect_with(|jail| {
            jail.create_file("config.toml", toml)?;
            for (k, v) in env {
                jail.set_env(k, v);
            }
            out = format!("{:#}", Config::load(None).expect_err("refused"));
            Ok(())
        });
        out
    }

    #[test]
    fn config_errors_are_plain_words_with_no_profile_and_no_backticks() {
        let cases = [
            (
                error_of("[game]\ndefault_level = \"five\"\n", &[]),
                "config.toml: game.default_level: the text \"five\" is not a whole number from 1 to 10",
            ),
            (
                error_of("", &[("DAMERO_GAME__DEFAULT_LEVEL", "300")]),
                "the environment variable DAMERO_GAME__DEFAULT_LEVEL: game.default_level: 300 is not a whole number from 1 to 10",
            ),
            // Issue 44.10: of the right type but out of range, with where it was set.
            (
                error_of("", &[("DAMERO_GAME__DEFAULT_LEVEL", "40")]),
                "the environment variable DAMERO_GAME__DEFAULT_LEVEL: game.default_level must be a whole number from 1 to 10, not 40",
            ),
            (
                error_of("[game]\ndefault_level = 0\n", &[]),
                "config.toml: game.default_level must be a whole number from 1 to 10, not 0",
            ),
            (
                error_of("[engine]\nthreads = 99\n", &[]),
                "config.toml: engine.threads must be from 1 to 64, not 99",
            ),
            (
                error_of("[discord]\nprefx = \"?\"\n", &[]),
                "config.toml: there is no setting 'prefx' in [discord]",
            ),
            (
                error_of("[discord]\nprefix = \" \"\n", &[]),
                "discord.prefix must not be empty",
            ),
            (
                error_of("[discord]\nhttp_proxy = \"not a url\"\n", &[]),
                "discord.http_proxy must be a URL such as http://127.0.0.1:3000, not 'not a url'",
            ),
            (
                error_of("[discord]\ngateway_queue = \"queue:8000\"\n", &[]),
                "discord.gateway_queue must be a URL such as http://127.0.0.1:3000, not 'queue:8000'",
            ),
            (
                error_of("[discord]\nrequest_timeout_ms = 5\n", &[]),
                "discord.request_timeout_ms must be at least 100 (ms), not 5",
            ),
            // Found by fuzz/ (target `config`): a TOML escape put a line break into the sentence.
            (
                error_of("[discord]\nhttp_proxy = \"http:o1%\\nre\\n1:3\"\n", &[]),
                "discord.http_proxy must be a URL such as http://127.0.0.1:3000, not 'http:o1%\u{fffd}re\u{fffd}1:3'",
            ),
            (
                error_of("[storage]\ndurability = \"a\\nb\"\n", &[]),
                "storage.durability must be process_crash or power_loss, not 'a\u{fffd}b'",
            ),
            (
                error_of("[metrics]\nlisten = \"x\\ty\"\n", &[]),
                "metrics.listen must be an address with a port such as 127.0.0.1:9464, not 'x\u{fffd}y'",
            ),
            (
                error_of("[discord]\nhttp_proxy = \"ftp://x\"\n", &[]),
                "discord.http_proxy must be a URL",
            ),
            (
                error_of("[metrics]\nlisten = \"localhost\"\n", &[]),
                "metrics.listen must be an address with a port",
            ),
            (
                error_of("[web]\nlisten = \"8080\"\n", &[]),
                "web.listen must be an address with a port such as 127.0.0.1:8080",
            ),
            (
                error_of("[web]\nbase_url = \"draughts.example.org\"\n", &[]),
                "web.base_url must be a URL",
            ),
            (
                error_of("[web]\nbase_url = \"https://d.example/?a=1\"\n", &[]),
                "web.base_url must be a plain address",
            ),
            (error_of("[game\n", &[]), "config.toml: "),
        ];
        for (got, want) in cases {
            assert!(got.contains(want), "{got:?} should contain {want:?}");
            assert!(!got.contains("default."), "{got}");
            assert!(!got.contains('`'), "{got}");
            assert!(!got.contains('\n'), "{got}");
        }
    }

    #[test]
    #[allow(clippy::result_large_err)]
    fn the_tables_folder_is_a_folder_or_not_there_yet() {
        figment::Jail::expect_with(|jail| {
            jail.create_file("config.toml", "[engine]\ntables = \"kept\"\n")?;
            let c = Config::load(None).expect("a folder not made yet is fine");
            assert_eq!(c.engine.tables, Some(PathBuf::from("kept")));
            jail.set_env("DAMERO_ENGINE__TABLES", "elsewhere");
            let c = Config::load(None).expect("loads");
            assert_eq!(c.engine.tables, Some(PathBuf::from("elsewhere")));
            Ok(())
        });
        let mut out = String::new();
        figment::Jail::expect_with(|jail| {
            jail.create_file("notes.txt", "a file")?;
            jail.create_file("config.toml", "[engine]\ntables = \"notes.txt\"\n")?;
            out = format!("{:#}", Config::load(None).expect_err("a file"));
            Ok(())
        });
        assert_eq!(
            out,
            "config.toml: engine.tables must be a folder, and notes.txt is a file"
        );
    }

    #[test]
    #[allow(clippy::result_large_err)]
    fn a_named_file_must_exist_and_be_a_file_but_the_default_may_be_absent() {
        let dir = tempfile::tempdir().expect("tempdir");
        let missing = dir.path().join("nope.toml");
        let e = Config::load(Some(&missing)).expect_err("missing file");
        assert!(e.to_string().ends_with("nope.toml does not exist"), "{e}");
        let e = Config::load(Some(dir.path())).expect_err("a folder");
        assert!(e.to_string().contains("is a folder"), "{e}");
        figment::Jail::expect_with(|_| {
            assert_eq!(
                Config::load(None).expect("absent default"),
                Config::default()
            );
            Ok(())
        });
    }

    #[test]
    #[allow(clippy::result_large_err)]
    fn a_postgres_url_comes_from_the_environment_and_its_password_is_never_shown() {
        figment::Jail::expect_with(|jail| {
            jail.create_file("config.toml", "[storage]\nbackend = \"postgres\"\n")?;
            jail.set_env(
                "DAMERO_STORAGE__URL",
                "postgres://damero:hunter2secret@db.example:5433/games",
            );
            let c = Config::load(None).expect("loads");
            let StoreChoice::Postgres { url } = c.storage.choice().expect("postgres") else {
                panic!("expected postgres");
            };
            assert_eq!(
                url.0,
                "postgres://damero:hunter2secret@db.example:5433/games"
            );
            for shown in [
                format!("{c:?}"),
                format!("{:?}", c.storage),
                format!("{url:?}"),
            ] {
                assert!(!shown.contains("hunter2secret"), "{shown}");
            }
            assert!(format!("{url:?}").contains("postgres://damero@db.example:5433/games"));
            Ok(())
        });
        // A URL that does not parse is refused without repeating it.
        let e = error_of(
            "[storage]\nbackend = \"postgres\"\n",
            &[(
                "DAMERO_STORAGE__URL",
                "postgres://damero:hunter2secret@db:notaport/x",
            )],
        );
        assert!(e.contains("storage.url is not a PostgreSQL URL"), "{e}");
        assert!(!e.contains("hunter2secret"), "{e}");
        let e = error_of("[storage]\nbackend = \"postgres\"\n", &[]);
        assert!(e.contains("storage.url is not set"), "{e}");
        let e = error_of("[storage]\nbackend = \"mysql\"\n", &[]);
        assert!(
            e.contains("storage.backend must be sled or postgres"),
            "{e}"
        );
    }

    #[test]
    fn the_web_base_url_loses_its_trailing_slash() {
        let web = WebConfig {
            listen: Some("127.0.0.1:8080".into()),
            base_url: Some("https://draughts.example.org/".into()),
        };
        assert_eq!(
            web.base().expect("valid").as_deref(),
            Some("https://draughts.example.org")
        );
        assert_eq!(
            web.address().expect("valid"),
            Some("127.0.0.1:8080".parse().expect("address"))
        );
        assert_eq!(WebConfig::default().base().expect("none"), None);
    }

    #[test]
    fn proxy_urls() {
        assert!(proxy_url("http://127.0.0.1:3000").is_ok());
        assert!(proxy_url("https://proxy.example").is_ok());
        for bad in [
            "",
            "127.0.0.1:3000",
            "http://",
            "not a url",
            "file:///tmp/x",
        ] {
            assert!(proxy_url(bad).is_err(), "{bad}");
        }
    }
}
