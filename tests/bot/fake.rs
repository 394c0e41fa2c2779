//! A fake Discord on 127.0.0.1: the REST endpoints Damero calls (recorded, answered with
//! plausible JSON) and a gateway websocket that says HELLO, answers IDENTIFY with READY and
//! then delivers whatever events a test pushes.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{FromRequest, Multipart, Request, State};
use axum::http::{Method, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use serde_json::{json, Value};
use tokio::sync::{mpsc, Notify};

/// The bot's user id in the fake.
pub const BOT_ID: u64 = 900;
/// The application id.
pub const APP_ID: u64 = 900;

/// One REST call Damero made.
#[derive(Clone, Debug)]
pub struct Call {
    pub method: String,
    pub path: String,
    pub json: Value,
    /// Attached files: (file name, bytes).
    pub files: Vec<(String, Vec<u8>)>,
    pub at: Instant,
    /// The HTTP status the fake answered with.
    pub status: u16,
    /// The id of the message the call made (a post, an interaction's answer, a follow-up).
    pub made: Option<u64>,
}

impl Call {
    /// The message text of a message / follow-up / callback.
    pub fn content(&self) -> String {
        let j = if self.json.get("data").is_some() && self.path.ends_with("/callback") {
            &self.json["data"]
        } else {
            &self.json
        };
        j["content"].as_str().unwrap_or_default().to_string()
    }
    pub fn file(&self, name: &str) -> Option<&[u8]> {
        self.files
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, b)| b.as_slice())
    }
    pub fn flags(&self) -> u64 {
        let j = if self.path.ends_with("/callback") {
            &self.json["data"]
        } else {
            &self.json
        };
        j["flags"].as_u64().unwrap_or(0)
    }
}

#[derive(Default)]
struct Shared {
    calls: Mutex<Vec<Call>>,
    changed: Notify,
    gateway: Mutex<Option<mpsc::UnboundedSender<String>>>,
    ready: Mutex<u64>,
    ready_changed: Notify,
    /// Gateway connections the fake closed (going dark).
    gateways_closed: AtomicU64,
    seq: AtomicU64,
    ids: AtomicU64,
    addr: Mutex<Option<SocketAddr>>,
    mode: Mutex<Mode>,
    /// Shards: the count `/gateway/bot` reports (0 is taken as 1), each IDENTIFY's `shard`
    /// field as sent, and the open connection of each shard id (a guild's events go there).
    shard_count: Mutex<u32>,
    identified: Mutex<Vec<Option<[u64; 2]>>>,
    shard_gateways: Mutex<std::collections::HashMap<u64, (u64, mpsc::UnboundedSender<String>)>>,
    faults: Mutex<Faults>,
    grants: Mutex<Grants>,
    /// The messages the bot made, as Discord now shows them (edits applied): id -> JSON with
    /// `components` and `flags`. A tap comes from one of them.
    messages: Mutex<HashMap<u64, Value>>,
    /// The interaction tokens handed out: Discord takes one answer per interaction, and only
    /// for interactions it sent.
    tokens: Mutex<HashMap<String, Token>>,
}

/// One interaction's token, as Discord keeps it.
#[derive(Clone, Debug, Default)]
struct Token {
    channel: u64,
    /// Its one answer (the callback) was given.
    answered: bool,
    /// The message its answer made (or the deferred one).
    original: Option<u64>,
    /// The message whose control was tapped.
    source: Option<u64>,
}

/// Discord's permission bits the fake checks (the API's `permissions` field).
pub mod bits {
    pub const ADMINISTRATOR: u64 = 1 << 3;
    pub const VIEW_CHANNEL: u64 = 1 << 10;
    pub const SEND_MESSAGES: u64 = 1 << 11;
    pub const ATTACH_FILES: u64 = 1 << 15;
    pub const MANAGE_THREADS: u64 = 1 << 34;
    pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
    pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
}

/// What the bot may do where, as a server's roles and channel overwrites would grant it: the
/// invite link's permissions everywhere unless a test takes some away in a channel (and the
/// threads under it).
struct Grants {
    everywhere: u64,
    channels: HashMap<u64, u64>,
    /// Threads the fake opened, with their parent channel.
    threads: HashMap<u64, u64>,
    /// What interactions say the bot may do, when a test makes it differ from what is
    /// granted (an overwrite changed after Discord computed them).
    reported: Option<u64>,
}

impl Default for Grants {
    fn default() -> Grants {
        Grants {
            everywhere: damero::permissions::invite_bits(),
            channels: HashMap::new(),
            threads: HashMap::new(),
            reported: None,
        }
    }
}

impl Grants {
    /// The bot's permission bits in `channel` (a thread's are its parent's).
    fn of(&self, channel: u64) -> u64 {
        let channel = self.threads.get(&channel).copied().unwrap_or(channel);
        let bits = self
            .channels
            .get(&channel)
            .copied()
            .unwrap_or(self.everywhere);
        if bits & bits::ADMINISTRATOR != 0 {
            u64::MAX
        } else {
            bits
        }
    }

    /// The bits a REST call needs, as Discord checks them: `None` for calls it does not check
    /// (interaction answers, the gateway).
    fn needed(&self, method: &Method, parts: &[&str], files: bool) -> Option<(u64, u64)> {
        use bits::*;
        let channel: u64 = match parts {
            ["channels", c, ..] => c.parse().ok()?,
            _ => return None,
        };
        let in_thread = self.threads.contains_key(&channel);
        let need = match (method, &parts[2..]) {
            (&Method::POST, ["messages"]) => {
                let send = if in_thread {
                    SEND_MESSAGES_IN_THREADS
                } else {
                    SEND_MESSAGES
                };
                VIEW_CHANNEL | send | if files { ATTACH_FILES } else { 0 }
            }
            (&Method::PATCH, ["messages", _]) => VIEW_CHANNEL,
            (&Method::POST, ["threads"]) => VIEW_CHANNEL | CREATE_PUBLIC_THREADS,
            (&Method::DELETE, []) if in_thread => MANAGE_THREADS,
            _ => return None,
        };
        Some((channel, need))
    }
}

/// Faults of Discord's REST API, as in its incidents: the next posts of messages fail.
#[derive(Default)]
struct Faults {
    /// How many of the next message posts fail, and with which status.
    failing: u32,
    status: u16,
    /// Nonces of created messages (with `enforce_nonce`), and the message each made.
    nonces: HashMap<String, Value>,
    /// How many of the next message posts are made but answered only after `delay` (past
    /// the client's time-out: the message exists, its answer is lost).
    slow: u32,
    delay: Duration,
    /// How many of the next message posts get 429 with `Retry-After: retry_after` seconds.
    limited: u32,
    retry_after: f64,
    /// Interaction answers and follow-ups are refused as after 15 minutes (401, Invalid
    /// Webhook Token).
    expired: bool,
    /// Per channel: how many of its next posts fail, and with which status.
    failing_in: HashMap<u64, (u32, u16)>,
    /// How many of the next message edits fail, and with which status.
    failing_edits: u32,
    edit_status: u16,
}

/// How the fake behaves (ops tests: a refused token, an unreachable Discord).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// Answers everything.
    #[default]
    Normal,
    /// Every REST call gets 401 Unauthorized.
    RejectToken,
    /// REST works; the gateway closes with 4004 (authentication failed) after IDENTIFY.
    Close4004,
    /// Gone: REST answers 503, the gateway refuses connections and drops the open one.
    Dark,
}

const CLOSE: &str = "__close__";

/// A running fake Discord.
/// A server member as interactions carry them: who, in which server, their Discord locale and
/// their permission bits in the channel.
pub struct Member {
    pub user: (u64, &'static str),
    pub guild: u64,
    pub locale: &'static str,
    pub permissions: u64,
}

impl Member {
    fn extra(&self) -> Value {
        json!({
            "guild_id": self.guild.to_string(),
            "locale": self.locale,
            "member": {
                "user": user_json(self.user.0, self.user.1, false),
                "roles": [], "joined_at": "2025-01-01T00:00:00+00:00", "deaf": false,
                "mute": false, "flags": 0, "permissions": self.permissions.to_string()
            }
        })
    }
}

#[derive(Clone)]
pub struct Fake {
    shared: Arc<Shared>,
    pub addr: SocketAddr,
}

/// The Discord option type of a value: integer 4, boolean 5, string 3.
/// One control of a message: a button (kind 2) or a select menu (kind 3) with its options
/// (label, value).
#[derive(Clone, Debug)]
pub struct Control {
    pub id: String,
    pub kind: u64,
    pub label: String,
    pub placeholder: String,
    pub options: Vec<(String, String)>,
}

/// The controls of a message (or of a message body as sent), row by row.
pub fn controls(message: &Value) -> Vec<Control> {
    let empty = Vec::new();
    message["components"]
        .as_array()
        .unwrap_or(&empty)
        .iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .map(|c| Control {
            id: c["custom_id"].as_str().unwrap_or_default().to_string(),
            kind: c["type"].as_u64().unwrap_or(0),
            label: c["label"].as_str().unwrap_or_default().to_string(),
            placeholder: c["placeholder"].as_str().unwrap_or_default().to_string(),
            options: c["options"]
                .as_array()
                .unwrap_or(&empty)
                .iter()
                .map(|o| {
                    let text = |k: &str| o[k].as_str().unwrap_or_default().to_string();
                    (text("label"), text("value"))
                })
                .collect(),
        })
        .collect()
}

fn option_kind(v: &Value) -> u8 {
    if v.is_number() {
        4
    } else if v.is_boolean() {
        5
    } else {
        3
    }
}

fn user_json(id: u64, name: &str, bot: bool) -> Value {
    json!({
        "id": id.to_string(), "username": name.to_lowercase(), "discriminator": "0000",
        "global_name": name, "avatar": null, "bot": bot
    })
}

fn message_json(
    id: u64,
    channel: u64,
    author: Value,
    content: &str,
    mentions: Vec<Value>,
) -> Value {
    json!({
        "id": id.to_string(), "channel_id": channel.to_string(), "author": author,
        "content": content, "timestamp": "2025-01-01T00:00:00+00:00", "edited_timestamp": null,
        "tts": false, "mention_everyone": false, "mentions": mentions, "mention_roles": [],
        "attachments": [], "embeds": [], "pinned": false, "type": 0
    })
}

impl Fake {
    pub async fn start() -> Fake {
        let shared = Arc::new(Shared {
            ids: AtomicU64::new(10_000),
            ..Shared::default()
        });
        let app = Router::new()
            .route("/", get(ws_handler))
            .fallback(rest)
            .with_state(shared.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind 127.0.0.1");
        let addr = listener.local_addr().expect("addr");
        *shared.addr.lock().expect("lock") = Some(addr);
        tokio::spawn(async move {
            axum::serve(listener, app).await.expect("fake discord");
        });
        Fake { shared, addr }
    }

    /// The next `n` message edits fail with `status`.
    pub fn fail_edits(&self, n: u32, status: u16) {
        let mut faults = self.shared.faults.lock().expect("lock");
        faults.failing_edits = n;
        faults.edit_status = status;
    }

    /// The next `n` posts of channel messages fail with `status` (500, 503, 403...).
    pub fn fail_posts(&self, n: u32, status: u16) {
        let mut faults = self.shared.faults.lock().expect("lock");
        faults.failing = n;
        faults.status = status;
    }

    /// The bot's permissions in `channel` (and the threads under it) from now on: a call that
    /// needs more is refused as Discord refuses it (403, 50013 Missing Permissions), and the
    /// interactions from there carry them as `app_permissions`.
    pub fn grant(&self, channel: u64, permissions: u64) {
        self.shared
            .grants
            .lock()
            .expect("lock")
            .channels
            .insert(channel, permissions);
    }

    /// Interactions carry `permissions` as `app_permissions` whatever is granted (`None`: what
    /// is granted), as when a channel's overwrites change after Discord computed them.
    pub fn report_app_permissions(&self, permissions: Option<u64>) {
        self.shared.grants.lock().expect("lock").reported = permissions;
    }

    /// Whether injected faults are still waiting for posts to hit.
    pub fn faults_pending(&self) -> bool {
        let faults = self.shared.faults.lock().expect("lock");
        faults.failing > 0 || faults.slow > 0 || faults.limited > 0
    }

    /// The next `n` posts in `channel` fail with `status` (other channels post freely).
    pub fn fail_posts_in(&self, channel: u64, n: u32, status: u16) {
        let mut faults = self.shared.faults.lock().expect("lock");
        faults.failing_in.insert(channel, (n, status));
    }

    /// The next `n` posts of channel messages are made, but answered only after `delay`.
    pub fn delay_posts(&self, n: u32, delay: Duration) {
        let mut faults = self.shared.faults.lock().expect("lock");
        faults.slow = n;
        faults.delay = delay;
    }

    /// The next `n` posts of channel messages get 429 Too Many Requests with `Retry-After`.
    pub fn rate_limit_posts(&self, n: u32, retry_after: f64) {
        let mut faults = self.shared.faults.lock().expect("lock");
        faults.limited = n;
        faults.retry_after = retry_after;
    }

    /// Interaction answers and follow-ups are refused (or taken again), as when their token
    /// has expired.
    pub fn expire_interactions(&self, expired: bool) {
        self.shared.faults.lock().expect("lock").expired = expired;
    }

    /// Messages the fake really created in `channel` (answered 200, a repeated nonce not
    /// counted twice).
    pub fn created(&self, from: usize, channel: u64) -> Vec<Call> {
        let path = format!("/api/v10/channels/{channel}/messages");
        self.calls()
            .into_iter()
            .skip(from)
            .filter(|c| c.method == "POST" && c.path == path && c.status == 200)
            .collect()
    }

    /// Change how the fake behaves from now on; going dark also drops the open gateway.
    pub fn set_mode(&self, mode: Mode) {
        *self.shared.mode.lock().expect("lock") = mode;
        if mode == Mode::Dark {
            if let Some(tx) = self.shared.gateway.lock().expect("lock").take() {
                let _ = tx.send(CLOSE.to_string());
            }
        }
    }

    /// Send an event if a gateway connection is open; `false` when none is.
    pub fn try_say(&self, channel: u64, author: (u64, &str), content: &str) -> bool {
        let id = self.next_id();
        let s = self.shared.seq.fetch_add(1, Ordering::SeqCst) + 2;
        let d = message_json(
            id,
            channel,
            user_json(author.0, author.1, false),
            content,
            vec![],
        );
        let frame = json!({"op": 0, "s": s, "t": "MESSAGE_CREATE", "d": d}).to_string();
        let tx = self.shared.gateway.lock().expect("lock").clone();
        tx.is_some_and(|tx| tx.send(frame).is_ok())
    }

    pub fn url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// The shard count `/gateway/bot` reports from now on (autosharding bots read it).
    pub fn set_shard_count(&self, n: u32) {
        *self.shared.shard_count.lock().expect("lock") = n;
    }

    /// The `shard` field ([id, total]) of every IDENTIFY so far, in order (`None`: absent).
    pub fn identified(&self) -> Vec<Option<[u64; 2]>> {
        self.shared.identified.lock().expect("lock").clone()
    }

    /// A guild's events go on the connection of its shard ((guild >> 22) % total) when one
    /// identified with a shard; otherwise on the latest connection.
    fn gateway_of(&self, guild: u64) -> Option<mpsc::UnboundedSender<String>> {
        let shards = self.shared.shard_gateways.lock().expect("lock");
        let by_shard = shards
            .values()
            .find(|(total, _)| *total > 0)
            .map(|(total, _)| (guild >> 22) % total)
            .and_then(|id| shards.get(&id))
            .map(|(_, tx)| tx.clone());
        by_shard.or_else(|| self.shared.gateway.lock().expect("lock").clone())
    }

    /// How many gateway connections the fake has closed (going dark).
    pub fn gateways_closed(&self) -> u64 {
        self.shared.gateways_closed.load(Ordering::SeqCst)
    }

    /// Wait until the fake has closed its `n`-th gateway connection (sent the close, let go).
    pub async fn wait_gateways_closed(&self, n: u64) {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let notified = self.shared.changed.notified();
            if self.gateways_closed() >= n {
                return;
            }
            assert!(Instant::now() < deadline, "no gateway closed ({n})");
            let _ = tokio::time::timeout(Duration::from_millis(200), notified).await;
        }
    }

    /// Wait until the `n`-th READY has been sent (the n-th connection of the bot).
    pub async fn wait_ready(&self, n: u64) {
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let notified = self.shared.ready_changed.notified();
            if *self.shared.ready.lock().expect("lock") >= n {
                return;
            }
            assert!(Instant::now() < deadline, "the bot never identified");
            let _ = tokio::time::timeout(Duration::from_millis(200), notified).await;
        }
    }

    fn app_permissions(&self, channel: u64) -> u64 {
        let grants = self.shared.grants.lock().expect("lock");
        grants.reported.unwrap_or_else(|| grants.of(channel))
    }

    fn next_id(&self) -> u64 {
        self.shared.ids.fetch_add(1, Ordering::SeqCst)
    }

    fn dispatch(&self, t: &str, d: Value) {
        let s = self.shared.seq.fetch_add(1, Ordering::SeqCst) + 2;
        let frame = json!({"op": 0, "s": s, "t": t, "d": d}).to_string();
        let tx = self.shared.gateway.lock().expect("lock").clone();
        tx.expect("a gateway connection")
            .send(frame)
            .expect("gateway open");
    }

    /// The server becomes known to the bot (`GUILD_CREATE`), with its owner and its roles as
    /// `(id, permission bits)` (`@everyone` is the role with the server's id).
    pub fn guild_create(&self, guild: u64, owner: u64, roles: &[(u64, u64)]) {
        let roles: Vec<Value> = roles
            .iter()
            .map(|(id, permissions)| {
                json!({"id": id.to_string(), "name": format!("role{id}"), "color": 0,
                       "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
                       "hoist": false, "position": 1, "permissions": permissions.to_string(),
                       "managed": false, "mentionable": false, "flags": 0})
            })
            .collect();
        let mut d = json!({
            "id": guild.to_string(), "name": "Club", "icon": null, "icon_hash": null,
            "splash": null, "discovery_splash": null, "owner_id": owner.to_string(),
            "afk_channel_id": null, "afk_timeout": 300, "widget_enabled": false,
            "widget_channel_id": null, "verification_level": 0,
            "default_message_notifications": 0, "explicit_content_filter": 0, "roles": roles,
            "emojis": [], "features": [], "mfa_level": 0, "application_id": null,
            "system_channel_id": null, "system_channel_flags": 0, "rules_channel_id": null
        });
        let more = json!({
            "max_presences": null, "max_members": 100, "vanity_url_code": null,
            "description": null, "banner": null, "premium_tier": 0,
            "premium_subscription_count": 0, "preferred_locale": "en-US",
            "public_updates_channel_id": null, "max_video_channel_users": null,
            "max_stage_video_channel_users": null, "approximate_member_count": null,
            "approximate_presence_count": null, "welcome_screen": null, "nsfw_level": 0,
            "stickers": [], "premium_progress_bar_enabled": false
        });
        let rest = json!({
            "joined_at": "2025-01-01T00:00:00+00:00", "large": false, "unavailable": false,
            "member_count": 2, "voice_states": [], "members": [], "channels": [],
            "threads": [], "presences": [], "stage_instances": [],
            "guild_scheduled_events": [], "safety_alerts_channel_id": null,
            "incidents_data": null
        });
        for part in [more, rest] {
            if let (Some(obj), Some(add)) = (d.as_object_mut(), part.as_object()) {
                for (k, v) in add {
                    obj.insert(k.clone(), v.clone());
                }
            }
        }
        let s = self.shared.seq.fetch_add(1, Ordering::SeqCst) + 2;
        let frame = json!({"op": 0, "s": s, "t": "GUILD_CREATE", "d": d}).to_string();
        self.gateway_of(guild)
            .expect("a gateway connection")
            .send(frame)
            .expect("gateway open");
    }

    /// A user (or bot) writes `content` in `channel`; mentions are `(id, name)`.
    pub fn say(&self, channel: u64, author: (u64, &str), content: &str, mentions: &[(u64, &str)]) {
        self.say_as(channel, author, false, content, mentions);
    }

    pub fn say_as(
        &self,
        channel: u64,
        author: (u64, &str),
        bot: bool,
        content: &str,
        mentions: &[(u64, &str)],
    ) {
        let id = self.next_id();
        let mentions = mentions
            .iter()
            .map(|(i, n)| user_json(*i, n, false))
            .collect();
        self.dispatch(
            "MESSAGE_CREATE",
            message_json(
                id,
                channel,
                user_json(author.0, author.1, bot),
                content,
                mentions,
            ),
        );
    }

    fn interaction(
        &self,
        kind: u8,
        channel: u64,
        user: (u64, &str),
        data: Value,
        extra: Value,
    ) -> String {
        let id = self.next_id();
        let token = format!("token-{id}");
        let mut d = json!({
            "id": id.to_string(), "application_id": APP_ID.to_string(), "type": kind,
            "data": data, "channel_id": channel.to_string(),
            "user": user_json(user.0, user.1, false), "token": token, "version": 1,
            "locale": "en-US", "entitlements": [], "attachment_size_limit": 8_388_608,
            "app_permissions": self.app_permissions(channel).to_string()
        });
        if let (Some(obj), Some(more)) = (d.as_object_mut(), extra.as_object()) {
            for (k, v) in more {
                obj.insert(k.clone(), v.clone());
            }
        }
        let source = d["message"]["id"].as_str().and_then(|m| m.parse().ok());
        self.shared.tokens.lock().expect("lock").insert(
            token.clone(),
            Token {
                channel,
                source,
                ..Token::default()
            },
        );
        self.dispatch("INTERACTION_CREATE", d);
        token
    }

    /// The message the bot made with this id, as Discord now shows it (its controls after
    /// edits), if the fake made it.
    pub fn message(&self, id: u64) -> Option<Value> {
        self.shared.messages.lock().expect("lock").get(&id).cloned()
    }

    /// A tap by `user` on a control of message `message` as Discord now shows it: a button, or
    /// a select menu with `values` chosen. Panics when the message has no such control or
    /// option (Discord sends no such interaction); returns the interaction's token.
    pub fn tap(&self, message: u64, user: (u64, &str), custom_id: &str, values: &[&str]) -> String {
        let shown = self.message(message).expect("a message the fake made");
        self.tap_on(shown, user, custom_id, values, json!({}))
    }

    /// [`Fake::tap`] by a server member (their locale and permissions).
    pub fn tap_as_member(
        &self,
        who: &Member,
        message: u64,
        custom_id: &str,
        values: &[&str],
    ) -> String {
        let shown = self.message(message).expect("a message the fake made");
        self.tap_on(shown, who.user, custom_id, values, who.extra())
    }

    /// A tap on the message as a recorded call showed it (a client still showing an older
    /// board, whose controls were since taken off).
    pub fn tap_as_shown(
        &self,
        call: &Call,
        user: (u64, &str),
        custom_id: &str,
        values: &[&str],
    ) -> String {
        let id = call.made.expect("a call that made a message");
        let mut shown = self.message(id).expect("a message the fake made");
        let made = if call.path.ends_with("/callback") {
            &call.json["data"]
        } else {
            &call.json
        };
        shown["components"] = made["components"].clone();
        self.tap_on(shown, user, custom_id, values, json!({}))
    }

    /// An interaction no Discord client could send: any custom id, component type and values,
    /// on message `message` (a forged or tampered request).
    pub fn tap_forged(
        &self,
        message: u64,
        user: (u64, &str),
        custom_id: &str,
        component_type: u8,
        values: &[&str],
    ) -> String {
        let shown = self.message(message).expect("a message the fake made");
        let channel = shown["channel_id"]
            .as_str()
            .and_then(|c| c.parse().ok())
            .unwrap_or(0);
        let data =
            json!({"custom_id": custom_id, "component_type": component_type, "values": values});
        self.interaction(3, channel, user, data, json!({"message": shown}))
    }

    fn tap_on(
        &self,
        shown: Value,
        user: (u64, &str),
        custom_id: &str,
        values: &[&str],
        mut extra: Value,
    ) -> String {
        let channel = shown["channel_id"]
            .as_str()
            .and_then(|c| c.parse().ok())
            .unwrap_or(0);
        let control = controls(&shown)
            .into_iter()
            .find(|c| c.id == custom_id)
            .unwrap_or_else(|| {
                panic!(
                    "message {} shows no control {custom_id}: {:?}",
                    shown["id"],
                    controls(&shown)
                )
            });
        let mut data = json!({"custom_id": custom_id, "component_type": control.kind});
        if control.kind == 3 {
            for v in values {
                assert!(
                    control.options.iter().any(|(_, value)| value == v),
                    "no option {v} in {custom_id}"
                );
            }
            data["values"] = json!(values);
        }
        extra["message"] = shown;
        self.interaction(3, channel, user, data, extra)
    }

    /// A slash command with string options; returns the interaction token.
    pub fn slash(
        &self,
        channel: u64,
        user: (u64, &str),
        name: &str,
        options: &[(&str, Value)],
    ) -> String {
        let options: Vec<Value> = options
            .iter()
            .map(|(n, v)| json!({"name": n, "type": option_kind(v), "value": v}))
            .collect();
        self.interaction(
            2,
            channel,
            user,
            json!({"id": "5000", "name": name, "type": 1, "options": options}),
            json!({}),
        )
    }

    /// An autocomplete request for `option` of `name` with `partial` typed.
    pub fn autocomplete(
        &self,
        channel: u64,
        user: (u64, &str),
        name: &str,
        option: &str,
        partial: &str,
    ) -> String {
        self.interaction(
            4,
            channel,
            user,
            json!({"id": "5000", "name": name, "type": 1,
                   "options": [{"name": option, "type": 3, "value": partial, "focused": true}]}),
            json!({}),
        )
    }

    /// A message in a server's channel (text commands there use the server's language).
    pub fn say_in(
        &self,
        guild: u64,
        channel: u64,
        author: (u64, &str),
        content: &str,
        mentions: &[(u64, &str)],
    ) {
        self.post_in_guild(guild, channel, author, content, mentions, None);
    }

    /// A message in a server's channel by a member holding `roles` (the message's `member`).
    pub fn say_with_roles(
        &self,
        guild: u64,
        channel: u64,
        author: (u64, &str),
        roles: &[u64],
        content: &str,
    ) {
        let member = json!({
            "roles": roles.iter().map(u64::to_string).collect::<Vec<_>>(),
            "joined_at": "2025-01-01T00:00:00+00:00", "deaf": false, "mute": false, "flags": 0
        });
        self.post_in_guild(guild, channel, author, content, &[], Some(member));
    }

    /// `MESSAGE_CREATE` in a server's channel, through the gateway of the server's shard.
    fn post_in_guild(
        &self,
        guild: u64,
        channel: u64,
        author: (u64, &str),
        content: &str,
        mentions: &[(u64, &str)],
        member: Option<Value>,
    ) {
        let id = self.next_id();
        let mentions = mentions
            .iter()
            .map(|(i, n)| user_json(*i, n, false))
            .collect();
        let mut message = message_json(
            id,
            channel,
            user_json(author.0, author.1, false),
            content,
            mentions,
        );
        message["guild_id"] = json!(guild.to_string());
        if let Some(member) = member {
            message["member"] = member;
        }
        let s = self.shared.seq.fetch_add(1, Ordering::SeqCst) + 2;
        let frame = json!({"op": 0, "s": s, "t": "MESSAGE_CREATE", "d": message}).to_string();
        self.gateway_of(guild)
            .expect("a gateway connection")
            .send(frame)
            .expect("gateway open");
    }

    /// A slash command sent from a server by a member with the given Discord `locale` and
    /// permission bits (`Member::permissions`, e.g. 0x20 = Manage Server).
    pub fn slash_as_member(
        &self,
        who: &Member,
        channel: u64,
        name: &str,
        options: &[(&str, Value)],
    ) -> String {
        let options: Vec<Value> = options
            .iter()
            .map(|(n, v)| json!({"name": n, "type": option_kind(v), "value": v}))
            .collect();
        self.interaction(
            2,
            channel,
            who.user,
            json!({"id": "5000", "name": name, "type": 1, "options": options}),
            who.extra(),
        )
    }

    /// A slash command from a server member with one role option (`/settings
    /// tournament_role:@Directors`); the role is in the interaction's `resolved` data.
    pub fn slash_with_role(
        &self,
        who: &Member,
        channel: u64,
        name: &str,
        option: &str,
        role: u64,
    ) -> String {
        let mut roles = serde_json::Map::new();
        roles.insert(
            role.to_string(),
            json!({"id": role.to_string(), "name": "Directors", "color": 0, "hoist": false,
                   "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
                   "position": 1, "permissions": "0", "managed": false, "mentionable": true,
                   "flags": 0}),
        );
        self.interaction(
            2,
            channel,
            who.user,
            json!({"id": "5000", "name": name, "type": 1, "guild_id": who.guild.to_string(),
                   "options": [{"name": option, "type": 8, "value": role.to_string()}],
                   "resolved": {"roles": roles}}),
            who.extra(),
        )
    }

    /// A slash command from a server member with one channel option (`/settings
    /// puzzle_channel:#puzzles`) and more options; the channel is in the interaction's
    /// `resolved` data.
    pub fn slash_with_channel(
        &self,
        who: &Member,
        channel: u64,
        name: &str,
        option: (&str, u64),
        more: &[(&str, Value)],
    ) -> String {
        let mut channels = serde_json::Map::new();
        channels.insert(
            option.1.to_string(),
            json!({"id": option.1.to_string(), "name": "puzzles", "type": 0,
                   "permissions": "0"}),
        );
        let mut options = vec![json!({"name": option.0, "type": 7, "value": option.1.to_string()})];
        options.extend(
            more.iter()
                .map(|(n, v)| json!({"name": n, "type": option_kind(v), "value": v})),
        );
        self.interaction(
            2,
            channel,
            who.user,
            json!({"id": "5000", "name": name, "type": 1, "guild_id": who.guild.to_string(),
                   "options": options, "resolved": {"channels": channels}}),
            who.extra(),
        )
    }

    /// A slash subcommand (`/tournament join`) from a server member holding `roles`.
    pub fn slash_sub(
        &self,
        who: &Member,
        roles: &[u64],
        channel: u64,
        name: &str,
        sub: &str,
        options: &[(&str, Value)],
    ) -> String {
        let options: Vec<Value> = options
            .iter()
            .map(|(n, v)| json!({"name": n, "type": option_kind(v), "value": v}))
            .collect();
        let mut extra = who.extra();
        extra["member"]["roles"] = json!(roles.iter().map(u64::to_string).collect::<Vec<_>>());
        self.interaction(
            2,
            channel,
            who.user,
            json!({"id": "5000", "name": name, "type": 1,
                   "options": [{"name": sub, "type": 1, "options": options}]}),
            extra,
        )
    }

    /// A slash command from a server member with one user option (`/challenge opponent:@ben`)
    /// besides the others; the user is in the interaction's `resolved` data, as Discord sends.
    pub fn slash_with_user(
        &self,
        who: &Member,
        channel: u64,
        name: &str,
        user: (&str, (u64, &str)),
        options: &[(&str, Value)],
    ) -> String {
        let mut all: Vec<Value> =
            vec![json!({"name": user.0, "type": 6, "value": user.1 .0.to_string()})];
        all.extend(
            options
                .iter()
                .map(|(n, v)| json!({"name": n, "type": option_kind(v), "value": v})),
        );
        let mut users = serde_json::Map::new();
        users.insert(
            user.1 .0.to_string(),
            user_json(user.1 .0, user.1 .1, false),
        );
        let resolved = json!({ "users": users });
        self.interaction(
            2,
            channel,
            who.user,
            json!({"id": "5000", "name": name, "type": 1, "options": all, "resolved": resolved}),
            who.extra(),
        )
    }

    /// A button press by a server member (locale and permissions as in
    /// [`Fake::slash_as_member`]).
    pub fn button_as_member(&self, who: &Member, channel: u64, custom_id: &str) -> String {
        let message = self.showing(channel, custom_id);
        let mut extra = who.extra();
        extra["message"] = message;
        self.interaction(
            3,
            channel,
            who.user,
            json!({"custom_id": custom_id, "component_type": 2}),
            extra,
        )
    }

    /// A button press on a message of the bot.
    pub fn button(&self, channel: u64, user: (u64, &str), custom_id: &str) -> String {
        let message = self.showing(channel, custom_id);
        self.interaction(
            3,
            channel,
            user,
            json!({"custom_id": custom_id, "component_type": 2}),
            json!({"message": message}),
        )
    }

    /// The newest message of the bot in `channel` that shows a control `custom_id` (a
    /// challenge's Accept), or, when the fake made none, a stand-in message.
    fn showing(&self, channel: u64, custom_id: &str) -> Value {
        let messages = self.shared.messages.lock().expect("lock");
        let newest = messages
            .iter()
            .filter(|(_, m)| {
                m["channel_id"].as_str().and_then(|c| c.parse::<u64>().ok()) == Some(channel)
            })
            .filter(|(_, m)| controls(m).iter().any(|c| c.id == custom_id))
            .max_by_key(|(id, _)| **id);
        match newest {
            Some((_, m)) => m.clone(),
            None => message_json(
                self.next_id(),
                channel,
                user_json(BOT_ID, "Damero", true),
                "challenge",
                vec![],
            ),
        }
    }

    /// Calls recorded so far.
    pub fn calls(&self) -> Vec<Call> {
        self.shared.calls.lock().expect("lock").clone()
    }

    pub fn count(&self) -> usize {
        self.shared.calls.lock().expect("lock").len()
    }

    /// Wait for a call at index `from` or later that matches; returns its index and the call.
    pub async fn wait_for(&self, from: usize, what: impl Fn(&Call) -> bool) -> (usize, Call) {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            let notified = self.shared.changed.notified();
            {
                let calls = self.shared.calls.lock().expect("lock");
                if let Some((i, c)) = calls.iter().enumerate().skip(from).find(|(_, c)| what(c)) {
                    return (i, c.clone());
                }
            }
            if Instant::now() > deadline {
                let calls = self.calls();
                let shown: Vec<String> = calls
                    .iter()
                    .skip(from)
                    .map(|c| format!("{} {} {}", c.method, c.path, c.content()))
                    .collect();
                panic!("timed out waiting; calls since {from}: {shown:#?}");
            }
            let _ = tokio::time::timeout(Duration::from_millis(200), notified).await;
        }
    }

    /// Wait for the next message posted in `channel`.
    pub async fn next_post(&self, from: usize, channel: u64) -> (usize, Call) {
        let path = format!("/api/v10/channels/{channel}/messages");
        self.wait_for(from, |c| c.method == "POST" && c.path == path)
            .await
    }
}

async fn ws_handler(ws: WebSocketUpgrade, State(shared): State<Arc<Shared>>) -> Response {
    if *shared.mode.lock().expect("lock") == Mode::Dark {
        return StatusCode::SERVICE_UNAVAILABLE.into_response();
    }
    ws.on_upgrade(move |socket| gateway(socket, shared))
}

async fn gateway(mut socket: WebSocket, shared: Arc<Shared>) {
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    *shared.gateway.lock().expect("lock") = Some(tx.clone());
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 41250}}).to_string();
    if socket.send(Message::Text(hello)).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            out = rx.recv() => {
                let Some(frame) = out else { return };
                if frame == CLOSE {
                    let _ = socket.send(Message::Close(None)).await;
                    drop(socket);
                    shared.gateways_closed.fetch_add(1, Ordering::SeqCst);
                    shared.changed.notify_waiters();
                    return;
                }
                if socket.send(Message::Text(frame)).await.is_err() {
                    return;
                }
            }
            incoming = socket.recv() => {
                let Some(Ok(msg)) = incoming else { return };
                let text = match msg {
                    Message::Text(t) => t,
                    Message::Close(_) => return,
                    _ => continue,
                };
                let Ok(v) = serde_json::from_str::<Value>(&text) else { continue };
                match v["op"].as_u64() {
                    Some(1) => {
                        let _ = tx.send(json!({"op": 11}).to_string());
                    }
                    Some(2) if *shared.mode.lock().expect("lock") == Mode::Close4004 => {
                        let frame = axum::extract::ws::CloseFrame {
                            code: 4004,
                            reason: "Authentication failed.".into(),
                        };
                        let _ = socket.send(Message::Close(Some(frame))).await;
                        return;
                    }
                    Some(2) => {
                        let shard = v["d"]["shard"].as_array().and_then(|a| {
                            Some([a.first()?.as_u64()?, a.get(1)?.as_u64()?])
                        });
                        shared.identified.lock().expect("lock").push(shard);
                        if let Some([id, total]) = shard {
                            shared
                                .shard_gateways
                                .lock()
                                .expect("lock")
                                .insert(id, (total, tx.clone()));
                        }
                        let addr = shared.addr.lock().expect("lock").expect("addr");
                        let ready = json!({"op": 0, "s": 1, "t": "READY", "d": {
                            "v": 10, "user": user_json(BOT_ID, "Damero", true), "guilds": [],
                            "session_id": "session", "resume_gateway_url": format!("ws://{addr}"),
                            "application": {"id": APP_ID.to_string(), "flags": 0}
                        }});
                        let _ = tx.send(ready.to_string());
                        *shared.ready.lock().expect("lock") += 1;
                        shared.ready_changed.notify_waiters();
                    }
                    _ => {}
                }
            }
        }
    }
}

impl Call {
    fn new(
        method: &Method,
        path: &str,
        json: Value,
        files: Vec<(String, Vec<u8>)>,
        at: Instant,
        status: u16,
    ) -> Call {
        Call {
            method: method.to_string(),
            path: path.to_string(),
            json,
            files,
            at,
            status,
            made: None,
        }
    }
}

impl Shared {
    /// A call refused before it did anything, recorded for the tests to see.
    fn refused(&self, call: Call) {
        self.calls.lock().expect("lock").push(call);
        self.changed.notify_waiters();
    }

    /// What a call that Discord took does to the messages: a post or a follow-up makes one, an
    /// edit changes one, an interaction's answer makes or changes one.
    fn apply(&self, method: &Method, parts: &[&str], id: u64, body: &Value) {
        match (method, parts) {
            (&Method::POST, ["channels", channel, "messages"]) => {
                self.keep(id, channel.parse().unwrap_or(0), body);
            }
            (&Method::PATCH, ["channels", _, "messages", message]) => {
                self.edit(message.parse().unwrap_or(0), body);
            }
            (&Method::POST, ["interactions", _, token, "callback"]) => {
                self.answered(token, id, body);
            }
            (&Method::PATCH, ["webhooks", _, token, "messages", "@original"]) => {
                let original = self
                    .tokens
                    .lock()
                    .expect("lock")
                    .get(*token)
                    .and_then(|t| t.original);
                if let Some(message) = original {
                    self.edit(message, body);
                }
            }
            (&Method::POST, ["webhooks", _, token]) => {
                let channel = self
                    .tokens
                    .lock()
                    .expect("lock")
                    .get(*token)
                    .map_or(1, |t| t.channel);
                self.keep(id, channel, body);
            }
            _ => {}
        }
    }

    /// Keep a message the bot made (`body` as sent), to be tapped later.
    fn keep(&self, id: u64, channel: u64, body: &Value) {
        let mut message = message_json(
            id,
            channel,
            user_json(BOT_ID, "Damero", true),
            body["content"].as_str().unwrap_or_default(),
            vec![],
        );
        message["components"] = body.get("components").cloned().unwrap_or_else(|| json!([]));
        message["flags"] = json!(body["flags"].as_u64().unwrap_or(0));
        self.messages.lock().expect("lock").insert(id, message);
    }

    /// Apply an edit (`body`: new content or components) to a kept message.
    fn edit(&self, id: u64, body: &Value) {
        if let Some(message) = self.messages.lock().expect("lock").get_mut(&id) {
            for key in ["content", "components"] {
                if let Some(v) = body.get(key) {
                    message[key] = v.clone();
                }
            }
        }
    }

    /// An interaction's one answer: a new message (4), a deferred one (5), the tapped
    /// message updated (7), or an acknowledgement (6).
    fn answered(&self, token: &str, id: u64, body: &Value) {
        let token_state = {
            let mut tokens = self.tokens.lock().expect("lock");
            let Some(t) = tokens.get_mut(token) else {
                return;
            };
            t.answered = true;
            if matches!(body["type"].as_u64(), Some(4 | 5)) {
                t.original = Some(id);
            }
            t.clone()
        };
        match body["type"].as_u64() {
            Some(4 | 5) => self.keep(id, token_state.channel, &body["data"]),
            Some(7) => {
                if let Some(source) = token_state.source {
                    self.edit(source, &body["data"]);
                }
            }
            _ => {}
        }
    }

    /// The message an interaction's answer made.
    fn original(&self, token: &str) -> Option<Value> {
        let id = self.tokens.lock().expect("lock").get(token)?.original?;
        self.messages.lock().expect("lock").get(&id).cloned()
    }
}

async fn rest(State(shared): State<Arc<Shared>>, request: Request) -> Response {
    let at = Instant::now();
    let method = request.method().clone();
    let path = request.uri().path().to_string();
    let multipart = request
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/"));
    let mut json = Value::Null;
    let mut files = Vec::new();
    if multipart {
        if let Ok(mut form) = Multipart::from_request(request, &()).await {
            while let Ok(Some(field)) = form.next_field().await {
                let name = field.name().unwrap_or_default().to_string();
                let file_name = field.file_name().map(str::to_string);
                let bytes = field.bytes().await.unwrap_or_default();
                if name == "payload_json" {
                    json = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
                } else {
                    files.push((file_name.unwrap_or(name), bytes.to_vec()));
                }
            }
        }
    } else {
        let bytes = axum::body::to_bytes(request.into_body(), 16 << 20)
            .await
            .unwrap_or_else(|_| Bytes::new());
        json = serde_json::from_slice(&bytes).unwrap_or(Value::Null);
    }
    let posting = method == Method::POST
        && path.starts_with("/api/v10/channels/")
        && path.ends_with("/messages");
    let parts: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    // Discord's documented limits (tests/bot/limits.rs): what breaks one is refused as Discord
    // refuses it, 400 with 50035, and recorded so that a test sees it.
    let invalid = match (&method, parts.as_slice()) {
        (&Method::POST, ["channels", _, "messages"])
        | (&Method::PATCH, ["channels", _, "messages", _])
        | (&Method::POST, ["webhooks", _, _])
        | (&Method::PATCH, ["webhooks", _, _, "messages", _]) => crate::limits::message(&json),
        (&Method::POST, ["interactions", _, _, "callback"]) => crate::limits::callback(&json),
        (&Method::PUT, ["applications", _, "commands"])
        | (&Method::PUT, ["applications", _, "guilds", _, "commands"]) => {
            crate::limits::commands(&json)
        }
        _ => None,
    };
    if let Some(why) = invalid {
        eprintln!("fake Discord: {method} {path} refused: {why}");
        shared.refused(Call::new(&method, &path, json, files, at, 400));
        let body = json!({"message": "Invalid Form Body", "code": 50035,
            "errors": {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH", "message": why}]}});
        return (StatusCode::BAD_REQUEST, axum::Json(body)).into_response();
    }
    let lacking = {
        let grants = shared.grants.lock().expect("lock");
        grants
            .needed(&method, &parts, !files.is_empty())
            .is_some_and(|(channel, need)| grants.of(channel) & need != need)
    };
    if lacking {
        shared.refused(Call::new(&method, &path, json, files, at, 403));
        let body = json!({"message": "Missing Permissions", "code": 50013});
        return (StatusCode::FORBIDDEN, axum::Json(body)).into_response();
    }
    let mut status = 200;
    let mut repeated = None;
    let mut delay = None;
    let mut retry_after = None;
    let answering =
        path.starts_with("/api/v10/interactions/") || path.starts_with("/api/v10/webhooks/");
    if answering && method != Method::GET && shared.faults.lock().expect("lock").expired {
        status = 401;
    }
    if method == Method::PATCH && matches!(parts.as_slice(), ["channels", _, "messages", _]) {
        let mut faults = shared.faults.lock().expect("lock");
        if faults.failing_edits > 0 {
            faults.failing_edits -= 1;
            status = faults.edit_status;
        }
    }
    if posting {
        let mut faults = shared.faults.lock().expect("lock");
        let channel: u64 = path
            .trim_start_matches("/api/v10/channels/")
            .split('/')
            .next()
            .and_then(|c| c.parse().ok())
            .unwrap_or(0);
        let here = faults.failing_in.get_mut(&channel).filter(|(n, _)| *n > 0);
        if let Some((n, failed)) = here {
            *n -= 1;
            status = *failed;
        } else if faults.failing > 0 {
            faults.failing -= 1;
            status = faults.status;
        } else if faults.limited > 0 {
            faults.limited -= 1;
            status = 429;
            retry_after = Some(faults.retry_after);
        } else if let (Some(nonce), Some(true)) =
            (json["nonce"].as_str(), json["enforce_nonce"].as_bool())
        {
            repeated = faults.nonces.get(nonce).cloned();
            if repeated.is_some() {
                // Discord answers a repeated nonce with the message it made the first time
                // (200); the fake records the call as 409 so that `created` counts it once.
                status = 409;
            }
        }
        if status == 200 && faults.slow > 0 {
            faults.slow -= 1;
            delay = Some(faults.delay);
        }
    }
    // Discord takes one answer per interaction, and only for an interaction it sent.
    if let (200, &Method::POST, ["interactions", _, token, "callback"]) =
        (status, &method, parts.as_slice())
    {
        let refusal = match shared.tokens.lock().expect("lock").get(*token) {
            None => Some((404, 10062, "Unknown interaction")),
            Some(t) if t.answered => {
                Some((400, 40060, "Interaction has already been acknowledged."))
            }
            Some(_) => None,
        };
        if let Some((code, number, why)) = refusal {
            eprintln!("fake Discord: {method} {path} refused: {why}");
            shared.refused(Call::new(&method, &path, json, files, at, code));
            let body = json!({"message": why, "code": number});
            let code = StatusCode::from_u16(code).unwrap_or(StatusCode::BAD_REQUEST);
            return (code, axum::Json(body)).into_response();
        }
    }
    let id = shared.ids.fetch_add(1, Ordering::SeqCst);
    let makes = match (&method, parts.as_slice()) {
        (&Method::POST, ["channels", _, "messages"] | ["webhooks", _, _]) => true,
        (&Method::POST, ["interactions", _, _, "callback"]) => {
            matches!(json["type"].as_u64(), Some(4 | 5))
        }
        _ => false,
    };
    let call = Call {
        method: method.to_string(),
        path: path.clone(),
        json: json.clone(),
        files,
        at,
        status,
        made: (status == 200 && makes && repeated.is_none()).then_some(id),
    };
    let normal = matches!(
        *shared.mode.lock().expect("lock"),
        Mode::Normal | Mode::Close4004
    );
    if status == 200 && repeated.is_none() && normal {
        // What the call did to the messages is there before a test can see the call.
        shared.apply(&method, &parts, id, &json);
    }
    shared.calls.lock().expect("lock").push(call);
    shared.changed.notify_waiters();
    if let Some(message) = repeated {
        return axum::Json(message).into_response();
    }
    if let Some(after) = retry_after {
        let body = json!({"message": "You are being rate limited.", "retry_after": after, "global": false});
        let mut response = (StatusCode::TOO_MANY_REQUESTS, axum::Json(body)).into_response();
        let headers = response.headers_mut();
        headers.insert("retry-after", after.to_string().parse().expect("header"));
        headers.insert("x-ratelimit-bucket", "fake".parse().expect("header"));
        headers.insert("x-ratelimit-limit", "5".parse().expect("header"));
        headers.insert("x-ratelimit-remaining", "0".parse().expect("header"));
        headers.insert(
            "x-ratelimit-reset-after",
            after.to_string().parse().expect("header"),
        );
        return response;
    }
    if status == 401 && answering {
        let body = json!({"message": "Invalid Webhook Token", "code": 50027});
        return (StatusCode::UNAUTHORIZED, axum::Json(body)).into_response();
    }
    if status != 200 {
        let body = json!({"message": format!("{status}: failed by the fake"), "code": 0});
        let code = StatusCode::from_u16(status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
        return (code, axum::Json(body)).into_response();
    }
    match *shared.mode.lock().expect("lock") {
        Mode::RejectToken => {
            let body = json!({"message": "401: Unauthorized", "code": 0});
            return (StatusCode::UNAUTHORIZED, axum::Json(body)).into_response();
        }
        Mode::Dark => return StatusCode::SERVICE_UNAVAILABLE.into_response(),
        Mode::Normal | Mode::Close4004 => {}
    }
    let addr = shared.addr.lock().expect("lock").expect("addr");
    let content = json["content"].as_str().unwrap_or_default().to_string();
    match (method, parts.as_slice()) {
        (Method::GET, ["gateway"]) => axum::Json(json!({"url": format!("ws://{addr}")})).into_response(),
        (Method::GET, ["gateway", "bot"]) => axum::Json(json!({
            "url": format!("ws://{addr}"), "shards": (*shared.shard_count.lock().expect("lock")).max(1),
            "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
        }))
        .into_response(),
        (Method::POST, ["channels", channel, "messages"]) => {
            let channel: u64 = channel.parse().unwrap_or(0);
            let message = message_json(id, channel, user_json(BOT_ID, "Damero", true), &content, vec![]);
            if let (Some(nonce), Some(true)) = (json["nonce"].as_str(), json["enforce_nonce"].as_bool()) {
                shared.faults.lock().expect("lock").nonces.insert(nonce.to_string(), message.clone());
            }
            if let Some(delay) = delay {
                // Made, but its answer comes after the client stopped waiting: real time on
                // purpose, as the client's own request time-out is what is tested.
                tokio::time::sleep(delay).await;
            }
            axum::Json(message).into_response()
        }
        (Method::PATCH, ["channels", channel, "messages", message]) => {
            let channel: u64 = channel.parse().unwrap_or(0);
            let message: u64 = message.parse().unwrap_or(0);
            axum::Json(message_json(message, channel, user_json(BOT_ID, "Damero", true), &content, vec![])).into_response()
        }
        // A thread not started from a message (serenity's `ChannelId::create_thread`): a new
        // channel id, in which the test then talks and presses buttons like in any channel.
        (Method::POST, ["channels", parent, "threads"]) => {
            if let Ok(parent) = parent.parse::<u64>() {
                shared.grants.lock().expect("lock").threads.insert(id, parent);
            }
            axum::Json(json!({
            "id": id.to_string(), "type": json["type"].as_u64().unwrap_or(11),
            "name": json["name"].as_str().unwrap_or_default(), "parent_id": parent,
            "guild_id": "1", "thread_metadata": {
                "archived": false, "auto_archive_duration": 1440, "locked": false,
                "archive_timestamp": "2025-01-01T00:00:00+00:00"
            }
        }))
        .into_response()
        }
        (Method::DELETE, ["channels", channel]) => axum::Json(json!({
            "id": channel, "type": 11, "name": "deleted", "guild_id": "1"
        }))
        .into_response(),
        (Method::POST, ["interactions", _, _, "callback"]) => StatusCode::NO_CONTENT.into_response(),
        (Method::GET, ["webhooks", _, token, "messages", "@original"]) => {
            match shared.original(token) {
                Some(message) => axum::Json(message).into_response(),
                None => axum::Json(message_json(id, 1, user_json(BOT_ID, "Damero", true), "", vec![])).into_response(),
            }
        }
        (Method::GET, ["webhooks", _, _, "messages", _]) => {
            axum::Json(message_json(id, 1, user_json(BOT_ID, "Damero", true), "", vec![])).into_response()
        }
        (Method::PATCH, ["webhooks", _, token, "messages", "@original"]) => {
            let original = shared.tokens.lock().expect("lock").get(*token).and_then(|t| t.original);
            let channel = shared.tokens.lock().expect("lock").get(*token).map_or(1, |t| t.channel);
            axum::Json(message_json(original.unwrap_or(id), channel, user_json(BOT_ID, "Damero", true), &content, vec![])).into_response()
        }
        (Method::POST, ["webhooks", _, token]) => {
            let channel = shared.tokens.lock().expect("lock").get(*token).map_or(1, |t| t.channel);
            axum::Json(message_json(id, channel, user_json(BOT_ID, "Damero", true), &content, vec![])).into_response()
        }
        (Method::POST | Method::PATCH, ["webhooks", ..]) => {
            axum::Json(message_json(id, 1, user_json(BOT_ID, "Damero", true), &content, vec![])).into_response()
        }
        (Method::PUT, ["applications", ..]) => axum::Json(json!([])).into_response(),
        (Method::GET, ["users", "@me"]) => axum::Json(user_json(BOT_ID, "Damero", true)).into_response(),
        _ => StatusCode::NOT_FOUND.into_response(),
    }
}
