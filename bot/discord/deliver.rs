//! [`deliver`]: the one way a referee [`Response`] reaches Discord, whatever asked — a slash
//! command (replies, then follow-ups), a message in a channel, a button press (the challenge
//! message itself becomes the answer), a notice or a resumed game — each reply in its reader's
//! language, then the bot's move once it has thought.

use std::time::Duration;

use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateInteractionResponse};

use super::outgoing::outgoing;
use super::{Ctx, Error};
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
}

/// Send a response: its replies in order, each in its reader's language (`asker`, where the
/// front end knows it, for replies only the asker reads), `replied` once they are out, then
/// the bot's move when it has thought.
///
/// # Errors
/// When Discord refuses a message.
pub(super) async fn deliver(
    via: Via<'_>,
    referee: &Referee,
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
            for reply in &replies {
                let sent = ctx
                    .send(outgoing(reply, lang_of(reply)).into_poise())
                    .await?;
                if reply.challenge_buttons {
                    // Kept so the challenge's message can be edited when it lapses.
                    match sent.message().await {
                        Ok(m) => {
                            referee
                                .challenge_posted(ctx.channel_id().get(), m.id.get())
                                .await;
                        }
                        Err(e) => {
                            tracing::warn!(error = %e, "could not read the challenge's message")
                        }
                    }
                }
            }
        }
        Via::Channel(http, channel) => {
            post_noting(http, Some(referee), *channel, &replies, &lang_of).await?;
        }
        Via::Button(http, component) => {
            let channel = component.channel_id.get();
            for (i, reply) in replies.iter().enumerate() {
                let lang = lang_of(reply);
                if i == 0 {
                    // A refusal goes to the presser alone; otherwise the challenge message
                    // itself becomes the answer (the game's first board, or the decline) and
                    // loses its buttons.
                    let message = outgoing(reply, lang).into_interaction();
                    let answer = if reply.kind == ReplyKind::Done {
                        CreateInteractionResponse::UpdateMessage(message.components(Vec::new()))
                    } else {
                        CreateInteractionResponse::Message(message)
                    };
                    component
                        .create_response(http, answer)
                        .await
                        .context("answering a button")?;
                } else {
                    post_noting(
                        http,
                        Some(referee),
                        channel,
                        std::slice::from_ref(reply),
                        &|_| lang,
                    )
                    .await?;
                }
            }
        }
    }
    replied();
    if let Some(turn) = bot_turn {
        let moved = turn.play().await;
        match &via {
            Via::Slash { ctx, .. } => {
                for reply in &moved {
                    ctx.send(outgoing(reply, lang_of(reply)).into_poise())
                        .await?;
                }
            }
            Via::Channel(http, channel) => {
                post_noting(http, None, *channel, &moved, &lang_of).await?;
            }
            Via::Button(http, component) => {
                post_noting(http, None, component.channel_id.get(), &moved, &lang_of).await?;
            }
        }
    }
    Ok(())
}

/// Post replies as ordinary messages in a channel, in `lang`.
///
/// # Errors
/// When Discord refuses the message.
pub async fn post(
    http: &serenity::Http,
    channel: u64,
    replies: &[Reply],
    lang: Lang,
) -> Result<(), Error> {
    post_noting(http, None, channel, replies, &|_| lang).await
}

/// [`post`], telling the referee which message shows a challenge (to edit it when it lapses).
/// Each reply is sent through [`send_retrying`].
async fn post_noting(
    http: &serenity::Http,
    referee: Option<&Referee>,
    channel: u64,
    replies: &[Reply],
    lang_of: &(dyn Fn(&Reply) -> Lang + Sync),
) -> Result<(), Error> {
    for reply in replies {
        let lang = lang_of(reply);
        let message = send_retrying(http, channel, || outgoing(reply, lang).into_message())
            .await
            .context("posting a reply")?;
        if let (true, Some(referee)) = (reply.challenge_buttons, referee) {
            referee.challenge_posted(channel, message.id.get()).await;
        }
    }
    Ok(())
}

/// How often a message is tried before it is given up, and the first wait between tries
/// (doubled each time, plus up to half again at random).
const TRIES: u32 = 6;
const FIRST_WAIT: Duration = Duration::from_millis(200);

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
    message: impl Fn() -> serenity::CreateMessage,
) -> Result<serenity::Message, serenity::Error> {
    let nonce = format!("{:x}", rand::random::<u64>());
    let mut wait = FIRST_WAIT;
    let mut tried = 0;
    loop {
        tried += 1;
        let built = message()
            .nonce(serenity::Nonce::String(nonce.clone()))
            .enforce_nonce(true);
        match ChannelId::new(channel).send_message(http, built).await {
            Ok(m) => return Ok(m),
            Err(e) if tried < TRIES && transient(&e) => {
                crate::metrics::delivery_retry(&status_of(&e));
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
                lang: referee.language(guild).await,
                ..Response::default()
            };
            deliver(Via::Channel(http, channel), referee, response, None, || {}).await
        }
        Notice::ChallengeExpired {
            channel,
            guild,
            message: Some(message),
            reply,
        } => {
            let lang = referee.language(guild).await;
            let text = outgoing(&reply, lang).content;
            ChannelId::new(channel)
                .edit_message(
                    http,
                    serenity::MessageId::new(message),
                    serenity::EditMessage::new()
                        .content(text)
                        .components(Vec::new()),
                )
                .await
                .context("editing an expired challenge")?;
            Ok(())
        }
        Notice::ChallengeExpired {
            channel,
            guild,
            message: None,
            reply,
        } => {
            let response = Response {
                lang: referee.language(guild).await,
                ..Response::one(reply)
            };
            deliver(Via::Channel(http, channel), referee, response, None, || {}).await
        }
    }
}
