//! [`deliver`]: the one way a referee [`Response`] reaches Discord, whatever asked — a slash
//! command (replies, then follow-ups), a message in a channel, a button press (the challenge
//! message itself becomes the answer), a notice or a resumed game — each reply in its reader's
//! language, then the bot's move once it has thought.
//!
//! A reply that shows one of the store's announcements (a board after a move, a result, a
//! challenge: [`Reply::announces`]) leaves the outbox once Discord accepted it (or refused it
//! for good); until then a restart posts it again. A slash command's or button's answer that
//! Discord no longer takes (its token expired) goes to the channel as a message instead.
//! One channel's messages go out one batch at a time, in order; other channels never wait.

use std::time::Duration;

use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateInteractionResponse};

use super::data::{Ctx, Error};
use super::outgoing::outgoing;
use crate::i18n::Lang;
use crate::referee::{Notice, Referee, Reply, ReplyKind, Response};

/// Where a response goes.
pub(super) enum Via<'a> {
    /// The answer to a slash command; `defer` when it opens a game against the bot (the
    /// bot's first move comes as a follow-up).
    Slash {
        /// The command's context.
        ctx: Ctx<'a>,
        /// Acknowledge first, answer with follow-ups.
        defer: bool,
    },
    /// Ordinary messages in a channel.
    Channel(&'a serenity::Http, u64),
    /// The answer to a button under a challenge: the first reply replaces the challenge
    /// message (or, a refusal, goes to the presser alone); the rest are posted.
    Button(&'a serenity::Http, &'a serenity::ComponentInteraction),
    /// The answer to a tap under a board: a private reply (a refusal, a piece's moves, the
    /// board turned) goes to the tapper alone; what the channel reads is posted as a typed
    /// command's answer is.
    Tap(&'a serenity::Http, &'a serenity::ComponentInteraction),
}

/// Send a response: its replies in order, each in its reader's language (`asker`, where the
/// front end knows it, for replies only the asker reads), `replied` once they are out, then
/// the bot's move when it has thought.
///
/// # Errors
/// When Discord refuses a message.
pub(super) async fn deliver(
    via: Via<'_>,
    mut response: Response,
    asker: Option<Lang>,
    replied: impl FnOnce(),
) -> Result<(), Error> {
    let is_error = response.is_error();
    let replies = std::mem::take(&mut response.replies);
    let bot_turn = response.bot_turn.take();
    let lang_of = |reply: &Reply| response.lang_for(reply, asker);
    match &via {
        Via::Slash { ctx, defer } => {
            if !is_error && (*defer || bot_turn.is_some()) && !replies.is_empty() {
                ctx.defer().await?;
            }
            let _order = in_order(ctx.channel_id().get()).await;
            for reply in &replies {
                slash_reply(ctx, reply, lang_of(reply)).await?;
            }
        }
        Via::Channel(http, channel) => {
            let _order = in_order(*channel).await;
            post_noting(http, *channel, &replies, &lang_of).await?;
        }
        Via::Button(http, component) => {
            let channel = component.channel_id.get();
            let _order = in_order(channel).await;
            for (i, reply) in replies.iter().enumerate() {
                let lang = lang_of(reply);
                // A refusal goes to the presser alone; otherwise the challenge message itself
                // becomes the first answer (the game's first board, or the decline) and loses
                // its buttons. The rest, and a first answer Discord no longer takes (too late,
                // or lost), are posted in the channel.
                let answered = i == 0
                    && {
                        // The board's own controls replace Accept and Decline.
                        let message = outgoing(reply, lang).into_interaction();
                        let answer = if reply.kind == ReplyKind::Done {
                            CreateInteractionResponse::UpdateMessage(message)
                        } else {
                            CreateInteractionResponse::Message(message)
                        };
                        match component.create_response(http, answer).await {
                            Ok(()) => {
                                // The challenge's message itself showed it.
                                settled(reply, None).await;
                                if reply.kind == ReplyKind::Done {
                                    shown_in(http, channel, reply, component.message.id.get())
                                        .await;
                                }
                                true
                            }
                            Err(e) if !reply.ephemeral() => {
                                tracing::info!(channel, error = %e, "a button's answer failed; posting it instead");
                                false
                            }
                            Err(e) => {
                                return Err(anyhow::Error::new(e).context("answering a button"))
                            }
                        }
                    };
                if !answered {
                    let one = std::slice::from_ref(reply);
                    post_noting(http, channel, one, &|_| lang).await?;
                }
            }
        }
        Via::Tap(http, component) => {
            let channel = component.channel_id.get();
            let _order = in_order(channel).await;
            let mut rest = replies.as_slice();
            match replies.first() {
                Some(first) if first.ephemeral() => {
                    let message = outgoing(first, lang_of(first)).into_interaction();
                    component
                        .create_response(http, CreateInteractionResponse::Message(message))
                        .await
                        .context("answering a tap")?;
                    settled(first, None).await;
                    rest = &replies[1..];
                }
                _ => {
                    // The channel reads the answer in new messages (a board, the result):
                    // the tap is acknowledged, and a private menu tapped loses its controls.
                    let private = component
                        .message
                        .flags
                        .is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
                    let answer = if private {
                        CreateInteractionResponse::UpdateMessage(
                            serenity::CreateInteractionResponseMessage::new()
                                .components(Vec::new()),
                        )
                    } else {
                        CreateInteractionResponse::Acknowledge
                    };
                    if let Err(e) = component.create_response(http, answer).await {
                        tracing::info!(channel, error = %e, "could not acknowledge a tap; posting its answer anyway");
                    }
                }
            }
            post_noting(http, channel, rest, &lang_of).await?;
        }
    }
    replied();
    if let Some(turn) = bot_turn {
        let moved = turn.play().await.replies;
        match &via {
            Via::Slash { ctx, .. } => {
                let _order = in_order(ctx.channel_id().get()).await;
                for reply in &moved {
                    slash_reply(ctx, reply, lang_of(reply)).await?;
                }
            }
            Via::Channel(http, channel) => {
                let _order = in_order(*channel).await;
                post_noting(http, *channel, &moved, &lang_of).await?;
            }
            Via::Button(http, component) | Via::Tap(http, component) => {
                let channel = component.channel_id.get();
                let _order = in_order(channel).await;
                post_noting(http, channel, &moved, &lang_of).await?;
            }
        }
    }
    Ok(())
}

/// A reply for the channel was shown in `message`: a board makes the older boards' taps
/// stale (they are taken off), and taps it shows are live.
async fn shown_in(http: &serenity::Http, channel: u64, reply: &Reply, message: u64) {
    if reply.ephemeral() {
        return;
    }
    if reply.board.is_some() {
        super::pickers::supersede(http, channel, Some(message)).await;
    }
    if reply.taps.is_some() {
        super::pickers::shown(channel, message);
    }
}

/// Post replies as ordinary messages in a channel, each reply's receipt told which message
/// showed it. Each reply is sent through [`send_retrying`].
async fn post_noting(
    http: &serenity::Http,
    channel: u64,
    replies: &[Reply],
    lang_of: &(dyn Fn(&Reply) -> Lang + Sync),
) -> Result<(), Error> {
    for reply in replies {
        let lang = lang_of(reply);
        let nonce = nonce_of(channel, reply.announces);
        if reply.announces.is_some() {
            crate::metrics::outbox_change(1.0);
        }
        let sent = send_retrying(http, channel, &nonce, || {
            outgoing(reply, lang).into_message()
        })
        .await;
        match &sent {
            Ok(message) => {
                settled(reply, Some(message.id.get())).await;
                shown_in(http, channel, reply, message.id.get()).await;
            }
            // Refused for good (403 missing permission, 404 channel gone): posting it again
            // after a restart would be refused too.
            Err(e) if !transient(e) => settled(reply, None).await,
            Err(_) => {}
        }
        if reply.announces.is_some() {
            crate::metrics::outbox_change(-1.0);
        }
        sent.context("posting a reply")?;
    }
    Ok(())
}

/// Answer a slash command with one reply (a follow-up after the first). When Discord no
/// longer takes the answer (the interaction's token expired after 15 minutes, or the
/// interaction was lost), a reply for the channel is posted there instead.
async fn slash_reply(ctx: &Ctx<'_>, reply: &Reply, lang: Lang) -> Result<(), Error> {
    let channel = ctx.channel_id().get();
    match ctx.send(outgoing(reply, lang).into_poise()).await {
        Ok(sent) => {
            // A challenge's message is kept so that it can be edited when it lapses, and a
            // board's so that its taps can be taken off when a newer one is shown.
            let keep = reply.challenge_buttons || !reply.ephemeral() && reply.board.is_some();
            let message = if keep {
                match sent.message().await {
                    Ok(m) => Some(m.id.get()),
                    Err(e) => {
                        tracing::warn!(error = %e, "could not read the answer's message");
                        None
                    }
                }
            } else {
                None
            };
            let http = ctx.serenity_context().http.as_ref();
            if let Some(message) = message {
                shown_in(http, channel, reply, message).await;
            }
            settled(reply, message.filter(|_| reply.challenge_buttons)).await;
            Ok(())
        }
        Err(e) if !reply.ephemeral() => {
            tracing::info!(channel, error = %e, "a slash command's answer failed; posting it instead");
            let http = ctx.serenity_context().http.as_ref();
            post_noting(http, channel, std::slice::from_ref(reply), &|_| lang).await
        }
        Err(e) => Err(e.into()),
    }
}

/// The channel has the reply (in `message`, where there is one): its receipt is told (the
/// announcement it shows leaves the outbox; a challenge's message is remembered).
async fn settled(reply: &Reply, message: Option<u64>) {
    if let Some(receipt) = &reply.receipt {
        receipt.shown(message).await;
    }
}

/// The nonce of a message: the same for every try of one announcement, even after a restart
/// (so Discord shows it once), otherwise new. At most 25 characters, as Discord asks.
fn nonce_of(channel: u64, announces: Option<u64>) -> String {
    match announces {
        Some(seq) => {
            // FNV-1a over the channel and the sequence number: stable across builds.
            let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
            for byte in channel.to_be_bytes().into_iter().chain(seq.to_be_bytes()) {
                hash = (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
            }
            format!("a{hash:x}")
        }
        None => format!("{:x}", rand::random::<u64>()),
    }
}

/// Hold a channel's turn to post: one response (or the bot's move) at a time, so a channel
/// reads its messages in the order they were made, while other channels post freely.
async fn in_order(channel: u64) -> tokio::sync::OwnedMutexGuard<()> {
    static LINES: std::sync::LazyLock<
        std::sync::Mutex<std::collections::HashMap<u64, std::sync::Arc<tokio::sync::Mutex<()>>>>,
    > = std::sync::LazyLock::new(Default::default);
    let line = {
        let mut lines = LINES
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        // Forget the channels nobody is posting in (only the map holds their lock).
        if lines.len() > 1024 {
            lines.retain(|_, l| std::sync::Arc::strong_count(l) > 1);
        }
        lines.entry(channel).or_default().clone()
    };
    line.lock_owned().await
}

/// How often a message is tried before it is given up, and the first wait between tries
/// (doubled each time, plus up to half again at random).
const TRIES: u32 = 6;
const FIRST_WAIT: Duration = Duration::from_millis(200);

/// The least wait after a 429. Talking to Discord directly, serenity's own limiter reads
/// `Retry-After` and waits it out before a 429 ever reaches this code; behind a proxy the
/// proxy does (serenity's errors do not carry the header). A 429 that still comes back here
/// waits at least this long, then the usual doubling.
const RATE_LIMITED_WAIT: Duration = Duration::from_secs(1);

fn is_rate_limit(error: &serenity::Error) -> bool {
    matches!(error, serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) if r.status_code.as_u16() == 429)
}

/// Whether Discord's answer is worth another try: its server errors (500, 502, 503, 504),
/// a rate limit (429), and requests that got no answer (time-outs, refused connections).
/// A refusal (403 missing permission, 404 channel gone, 400) is final.
fn transient(error: &serenity::Error) -> bool {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            r.status_code.is_server_error() || r.status_code.as_u16() == 429
        }
        serenity::Error::Http(serenity::HttpError::Request(_)) => true,
        _ => false,
    }
}

/// Whether Discord refused because the bot lacks a permission in the channel (403: Missing
/// Permissions, 50013, or Missing Access, 50001), not because something broke.
pub(super) fn refused_for_permission(error: &serenity::Error) -> bool {
    matches!(error, serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) if r.status_code.as_u16() == 403)
}

/// The HTTP status of a refusal, or "no answer".
fn status_of(error: &serenity::Error) -> String {
    match error {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            r.status_code.as_u16().to_string()
        }
        serenity::Error::Http(serenity::HttpError::Request(_)) => "no answer".into(),
        _ => "other".into(),
    }
}

/// Post one message, trying again with growing waits while Discord stumbles. Every try
/// carries the same nonce with `enforce_nonce`, so a message that reached Discord but whose
/// answer was lost is not shown twice. A final refusal is logged once, with the channel and
/// the reason.
async fn send_retrying(
    http: &serenity::Http,
    channel: u64,
    nonce: &str,
    message: impl Fn() -> serenity::CreateMessage,
) -> Result<serenity::Message, serenity::Error> {
    let mut wait = FIRST_WAIT;
    let mut tried = 0;
    loop {
        tried += 1;
        let built = message()
            .nonce(serenity::Nonce::String(nonce.to_string()))
            .enforce_nonce(true);
        match ChannelId::new(channel).send_message(http, built).await {
            Ok(m) => return Ok(m),
            Err(e) if tried < TRIES && transient(&e) => {
                crate::metrics::delivery_retry(&status_of(&e));
                if is_rate_limit(&e) {
                    wait = wait.max(RATE_LIMITED_WAIT);
                }
                let jitter = wait.mul_f64(rand::random::<f64>() / 2.0);
                tracing::info!(channel, tried, status = %status_of(&e), "Discord stumbled; trying the message again");
                tokio::time::sleep(wait + jitter).await;
                wait *= 2;
            }
            Err(e) => {
                crate::metrics::delivery_failed(&status_of(&e));
                tracing::warn!(channel, tried, status = %status_of(&e), error = %e, "a message could not be delivered");
                return Err(e);
            }
        }
    }
}

/// Show what the referee did on its own: a game ended on time (posted with its board), a
/// challenge lapsed (its message edited: the notice, no buttons).
///
/// # Errors
/// When Discord refuses the message or the edit.
pub(super) async fn show_notice(
    http: &serenity::Http,
    referee: &Referee,
    notice: Notice,
) -> Result<(), Error> {
    match notice {
        Notice::Post {
            channel,
            guild,
            replies,
        } => {
            let response = Response {
                replies,
                lang: referee.settings().language(guild).await,
                ..Response::default()
            };
            deliver(Via::Channel(http, channel), response, None, || {}).await
        }
        Notice::ChallengeExpired {
            channel,
            guild,
            message: Some(message),
            reply,
        } => {
            let lang = referee.settings().language(guild).await;
            let text = outgoing(&reply, lang).into_text();
            let edited = ChannelId::new(channel)
                .edit_message(
                    http,
                    serenity::MessageId::new(message),
                    serenity::EditMessage::new()
                        .content(text)
                        .components(Vec::new()),
                )
                .await;
            match edited {
                Ok(_) => {
                    settled(&reply, None).await;
                    Ok(())
                }
                // The challenge's message is gone or Discord stumbled: say it in the channel.
                Err(e) => {
                    tracing::info!(channel, error = %e, "could not edit an expired challenge; posting instead");
                    let response = Response {
                        lang,
                        ..Response::one(reply)
                    };
                    deliver(Via::Channel(http, channel), response, None, || {}).await
                }
            }
        }
        Notice::ChallengeExpired {
            channel,
            guild,
            message: None,
            reply,
        } => {
            let response = Response {
                lang: referee.settings().language(guild).await,
                ..Response::one(reply)
            };
            deliver(Via::Channel(http, channel), response, None, || {}).await
        }
    }
}
