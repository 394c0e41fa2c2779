//! Starting and stopping: the token read and checked before anything connects, Discord's
//! refusals turned into one plain sentence, and a bounded shutdown.
//!
//! A token that is unset, blank or not shaped like a bot token ends the run at once. A token
//! Discord rejects (HTTP 401 on `GET /users/@me`, checked before the gateway is opened, or the
//! gateway's close code 4004 later) ends it too: retrying would only repeat the refusal. An
//! unreachable Discord is retried every 5 s, and SIGTERM / Ctrl-C stop that at any moment.

use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{GatewayError, Http};

/// How long a pre-flight check waits between tries while Discord cannot be reached.
pub const RETRY: Duration = Duration::from_secs(5);

const PORTAL: &str = "copy the bot token from the Discord developer portal (Bot page)";

/// The bot token from `DISCORD_TOKEN`, trimmed and checked for its shape (three non-empty
/// dot-separated parts of letters, digits, `-` and `_`; a leading `Bot ` is allowed).
///
/// # Errors
/// Unset, not text, blank or malformed: one sentence saying which.
pub fn token_from_env() -> anyhow::Result<String> {
    match std::env::var("DISCORD_TOKEN") {
        Ok(raw) => check_token(&raw),
        Err(std::env::VarError::NotPresent) => anyhow::bail!(
            "DISCORD_TOKEN is not set: {PORTAL} and put it in that environment variable (Damero never reads it from a file); to try Damero without Discord, damero play and damero puzzle need no token"
        ),
        Err(std::env::VarError::NotUnicode(_)) => {
            anyhow::bail!("DISCORD_TOKEN is not plain text: {PORTAL} again")
        }
    }
}

/// The shape check of [`token_from_env`] on a given text.
///
/// # Errors
/// Blank or malformed.
pub fn check_token(raw: &str) -> anyhow::Result<String> {
    let token = raw.trim();
    anyhow::ensure!(!token.is_empty(), "DISCORD_TOKEN is empty: {PORTAL}");
    let body = token.strip_prefix("Bot ").unwrap_or(token);
    let allowed = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    let parts: Vec<&str> = body.split('.').collect();
    let shaped = parts.len() == 3
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.chars().all(allowed));
    anyhow::ensure!(
        shaped,
        "DISCORD_TOKEN does not look like a bot token (three parts joined by dots): {PORTAL}"
    );
    Ok(token.to_string())
}

/// Ask Discord who the token belongs to before opening the gateway. A refusal (401/403) ends
/// the run; an unreachable Discord (or a 5xx) is tried again every [`RETRY`] (the caller stops
/// waiting on SIGTERM by dropping this future).
///
/// # Errors
/// The token was refused.
pub async fn check_with_discord(http: &Http) -> anyhow::Result<()> {
    loop {
        match http.get_current_user().await {
            Ok(user) => {
                tracing::info!(user = %user.name, "Discord accepted the token");
                return Ok(());
            }
            Err(serenity::Error::Http(e)) => match e.status_code().map(|s| s.as_u16()) {
                Some(401 | 403) => anyhow::bail!(
                    "Discord rejected the token in DISCORD_TOKEN (HTTP 401 Unauthorized): {PORTAL}"
                ),
                Some(status) if status < 500 && status != 429 => anyhow::bail!(
                    "Discord answered the token check with HTTP {status}; check discord.http_proxy"
                ),
                _ => unreachable_for_now(&why_unreachable(&e)).await,
            },
            Err(e) => unreachable_for_now(&why_unreachable(&e)).await,
        }
    }
}

async fn unreachable_for_now(why: &str) {
    crate::metrics::error("discord");
    tracing::warn!(
        error = %why,
        "cannot reach Discord; trying again in {} s",
        RETRY.as_secs()
    );
    tokio::time::sleep(RETRY).await;
}

/// Why a request did not reach Discord, in plain words first (name resolution failed,
/// connection refused, timed out), then every cause in the error's chain: serenity's own text
/// ("Error while sending HTTP request.") names none.
#[must_use]
pub fn why_unreachable(error: &(dyn std::error::Error + 'static)) -> String {
    let mut causes: Vec<String> = Vec::new();
    let mut plain = None;
    let mut next = Some(error);
    while let Some(e) = next {
        let text = e.to_string();
        if plain.is_none() {
            plain = match e.downcast_ref::<std::io::Error>().map(std::io::Error::kind) {
                Some(std::io::ErrorKind::ConnectionRefused) => Some("connection refused"),
                Some(std::io::ErrorKind::TimedOut) => Some("timed out"),
                _ if text.contains("dns error") || text.contains("lookup address") => {
                    Some("name resolution failed")
                }
                _ if text.contains("timed out") || text.contains("deadline") => Some("timed out"),
                _ => None,
            };
        }
        if !causes.iter().any(|c| c.contains(&text)) {
            causes.push(text);
        }
        next = e.source();
    }
    let chain = causes.join(": ");
    match plain {
        Some(plain) => format!("{plain} ({chain})"),
        None => chain,
    }
}

/// A gateway error that ends the run, in plain words.
#[must_use]
pub fn gateway_sentence(error: &serenity::Error) -> Option<&'static str> {
    match error {
        serenity::Error::Gateway(GatewayError::InvalidAuthentication) => Some(
            "Discord rejected the token in DISCORD_TOKEN (gateway close 4004): copy the bot token from the Discord developer portal (Bot page)",
        ),
        serenity::Error::Gateway(
            GatewayError::DisallowedGatewayIntents | GatewayError::InvalidGatewayIntents,
        ) => Some(
            "Discord refused the Message Content intent: enable it for the application in the developer portal, or set discord.message_content = false",
        ),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn token_shapes() {
        let good = "MTAx.Gabc12.x-y_z";
        assert_eq!(check_token(&format!("  {good}\n")).expect("ok"), good);
        assert!(check_token(&format!("Bot {good}")).is_ok());
        for bad in [
            "",
            "   ",
            "abc",
            "a.b",
            "a..c",
            "a.b.c.d",
            "a.b c.d",
            "a.b.c\u{e9}",
        ] {
            let e = check_token(bad).expect_err(bad).to_string();
            assert!(e.starts_with("DISCORD_TOKEN "), "{e}");
        }
    }
}
