//! Prometheus metrics (optional: `metrics.listen`). The rest of the bot records through the
//! small functions here; without an endpoint no recorder is installed and each call is a
//! cheap no-op. Every metric is listed (name, type, labels, meaning) in docs/operations.md,
//! "Metrics", and described below for the endpoint's `# HELP` lines.

use std::net::SocketAddr;
use std::time::Duration;

use metrics::{counter, describe_counter, describe_gauge, describe_histogram, gauge, histogram};
use metrics_exporter_prometheus::PrometheusBuilder;

/// Commands handled by the referee: labels `command` (its name), `outcome` (done, refused,
/// failed).
pub const COMMANDS: &str = "damero_commands_total";
/// Moves of the bot: label `outcome` (done, dropped: not its turn any more or shutting
/// down, failed).
pub const BOT_MOVES: &str = "damero_bot_moves_total";
/// Seconds from a Discord event to its first reply posted: label `source` (text, slash).
pub const REPLY: &str = "damero_reply_seconds";
/// Seconds the engine thought for one bot move.
pub const THINK: &str = "damero_engine_think_seconds";
/// Games being played now.
pub const GAMES: &str = "damero_games_in_progress";
/// Seconds a store change took (durable when it returned).
pub const STORE: &str = "damero_store_seconds";
/// Errors: label `kind` (internal: a command or bot move failed; command: a slash command
/// handler failed; discord: Discord unreachable or an event failed).
pub const ERRORS: &str = "damero_errors_total";
/// Commands dropped by the flood limit: label `action` (notice, ignored).
pub const LIMITED: &str = "damero_flood_limited_total";
/// Messages tried again after Discord stumbled: label `status` (500, 502, 503, 429, no answer).
pub const DELIVERY_RETRIES: &str = "damero_delivery_retries_total";
/// Messages given up: label `status` (403, 404, 400, or the last transient one after every try).
pub const DELIVERY_FAILED: &str = "damero_delivery_failed_total";
/// Announcements waiting for Discord to accept them (the store's outbox, as this process
/// sees it: what it found at start, plus what it is sending).
pub const OUTBOX: &str = "damero_outbox_depth";
/// Channels whose state is cached in memory.
pub const CACHED: &str = "damero_cached_channels";
/// Ticks of the deadline loop ended (one a second while it runs).
pub const TICKS: &str = "damero_deadline_ticks_total";

const BUCKETS: &[f64] = &[
    0.000_5, 0.001, 0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

/// Install the recorder and serve `/metrics` (any path answers) on `address`. Needs a running
/// tokio runtime.
///
/// # Errors
/// The address cannot be bound, or a recorder is already installed.
pub fn serve(address: SocketAddr) -> anyhow::Result<()> {
    PrometheusBuilder::new()
        .with_http_listener(address)
        .set_buckets(BUCKETS)?
        .install()
        .map_err(|e| anyhow::anyhow!("cannot serve metrics on {address}: {e}"))?;
    describe_counter!(COMMANDS, "Commands handled, by command and outcome");
    describe_counter!(BOT_MOVES, "Moves of the bot, by outcome");
    describe_counter!(
        DELIVERY_RETRIES,
        "Messages tried again after Discord stumbled, by status"
    );
    describe_counter!(DELIVERY_FAILED, "Messages given up, by status");
    describe_histogram!(
        REPLY,
        metrics::Unit::Seconds,
        "From a Discord event to its first reply posted"
    );
    describe_histogram!(
        THINK,
        metrics::Unit::Seconds,
        "Engine thinking per bot move"
    );
    describe_gauge!(GAMES, "Games being played now");
    describe_gauge!(OUTBOX, "Announcements waiting for Discord to accept them");
    describe_histogram!(STORE, metrics::Unit::Seconds, "Store changes (durable)");
    describe_counter!(ERRORS, "Errors, by kind");
    describe_counter!(LIMITED, "Commands dropped by the flood limit");
    describe_counter!(TICKS, "Ticks of the deadline loop ended");
    describe_gauge!(CACHED, "Channels whose state is in memory");
    // Present from the start, so a scrape shows them before the first game.
    gauge!(GAMES).set(0.0);
    counter!(ERRORS, "kind" => "internal").absolute(0);
    Ok(())
}

/// A message is tried again.
pub fn delivery_retry(status: &str) {
    counter!(DELIVERY_RETRIES, "status" => status.to_string()).increment(1);
}

/// A message was given up.
pub fn delivery_failed(status: &str) {
    counter!(DELIVERY_FAILED, "status" => status.to_string()).increment(1);
}

/// The outbox holds `n` announcements (read at start).
pub fn outbox_depth(n: usize) {
    gauge!(OUTBOX).set(n as f64);
}

/// One more announcement is being sent (`1.0`), or one left the outbox (`-1.0`).
pub fn outbox_change(by: f64) {
    gauge!(OUTBOX).increment(by);
}

/// A command was handled.
pub fn command(name: &'static str, outcome: &'static str) {
    counter!(COMMANDS, "command" => name, "outcome" => outcome).increment(1);
}

/// The bot's move ended so.
pub fn bot_move(outcome: &'static str) {
    counter!(BOT_MOVES, "outcome" => outcome).increment(1);
}

/// The first reply to an event was posted `elapsed` after it arrived.
pub fn replied(source: &'static str, elapsed: Duration) {
    histogram!(REPLY, "source" => source).record(elapsed.as_secs_f64());
}

/// The engine thought for `elapsed`.
pub fn thought(elapsed: Duration) {
    histogram!(THINK).record(elapsed.as_secs_f64());
}

/// A game started (`true`) or ended.
pub fn game_in_progress(started: bool) {
    if started {
        gauge!(GAMES).increment(1.0);
    } else {
        gauge!(GAMES).decrement(1.0);
    }
}

/// The games in progress, counted from the store (at start-up).
#[allow(clippy::cast_precision_loss)]
pub fn games_in_progress(n: usize) {
    gauge!(GAMES).set(n as f64);
}

/// A store change took `elapsed`.
pub fn stored(elapsed: Duration) {
    histogram!(STORE).record(elapsed.as_secs_f64());
}

/// An error of `kind`.
pub fn error(kind: &'static str) {
    counter!(ERRORS, "kind" => kind).increment(1);
}

/// One tick of the deadline loop ended (its notices shown).
pub fn ticked() {
    counter!(TICKS).increment(1);
}

/// The flood limit dropped a command (with its one notice, or silently).
pub fn limited(notice: bool) {
    let action = if notice { "notice" } else { "ignored" };
    counter!(LIMITED, "action" => action).increment(1);
}

/// Channels in the cache now.
#[allow(clippy::cast_precision_loss)]
pub fn cached_channels(n: usize) {
    gauge!(CACHED).set(n as f64);
}
