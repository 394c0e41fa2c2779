//! A slash command answered: what Discord says of the asker and the channel (their standing,
//! the bot's permissions there), one call to the referee, and the one delivery; `/challenge`
//! and `/play` in a server with `threads:on` open a thread and play there.

use poise::serenity_prelude as serenity;
use serenity::Permissions;

use super::data::{actor_of, Ctx, Error};
use super::deliver::{self, deliver, Via};
use crate::commands::Refuse;
use crate::i18n::{Lang, Msg};
use crate::permissions::Permission;
use crate::referee::{Asker, Command, Place, Response, Rival};

fn place_of(ctx: Ctx<'_>) -> Place {
    Place {
        channel: ctx.channel_id().get(),
        guild: ctx.guild_id().map(serenity::GuildId::get),
    }
}

/// Answer a slash command: one call to the referee, then [`deliver`]. A refusal is answered
/// at once and only to the asker; a game against the bot is deferred and answered with
/// follow-ups (the player's move, then the bot's after it has thought). `/challenge` and
/// `/play` in a server with `threads:on` play in a new thread.
pub(crate) async fn answer(ctx: Ctx<'_>, command: impl Into<Command>) -> Result<(), Error> {
    let started = std::time::Instant::now();
    let mut command = command.into();
    let referee = &ctx.data().referee;
    let place = place_of(ctx);
    let asker = ctx.locale().and_then(Lang::from_discord);
    command.learn(&asker_of(ctx));
    let opens_game = command.rival().is_some();
    let threads = opens_game && referee.settings().threads_on(place.guild).await;
    let missing = missing_here(ctx, place, &command, threads);
    if !missing.is_empty() {
        // Said before anything starts, rather than a game nobody can see.
        command = Refuse(crate::permissions::lacking(&missing)).into();
    } else if threads {
        return answer_in_thread(ctx, place, command).await;
    }
    let response = referee
        .handle(place, &actor_of(ctx.author()), command)
        .await;
    let defer = opens_game && !response.is_error();
    deliver(Via::Slash { ctx, defer }, response, asker, || {
        crate::metrics::replied("slash", started.elapsed());
    })
    .await
}

/// What the bot lacks in this channel for `command` ([`Command::needs`]), from the
/// permissions Discord computed for it there (the interaction's `app_permissions`; only in a
/// server's channel).
fn missing_here(ctx: Ctx<'_>, place: Place, command: &Command, threads: bool) -> Vec<Permission> {
    let needed = command.needs(threads);
    let poise::Context::Application(app) = ctx else {
        return Vec::new();
    };
    match app.interaction.app_permissions {
        Some(granted) if place.guild.is_some() && !needed.is_empty() => {
            crate::permissions::missing(granted.bits(), needed)
        }
        _ => Vec::new(),
    }
}

/// Answer a slash command with a refusal decided at the edge (a bad option): through the
/// referee like any input (the flood limit, one delivery).
pub(crate) async fn refuse_at_edge(ctx: Ctx<'_>, msg: Msg) -> Result<(), Error> {
    answer(ctx, Refuse(msg)).await
}

/// `/challenge` or `/play` in a server with `threads:on`: open a thread named after the
/// players, play the game there (the thread is the game's channel), and point to it.
async fn answer_in_thread(ctx: Ctx<'_>, place: Place, command: Command) -> Result<(), Error> {
    let referee = &ctx.data().referee;
    let asker = ctx.locale().and_then(Lang::from_discord);
    let server = referee.settings().language(place.guild).await;
    let author = actor_of(ctx.author());
    let other = match command.rival() {
        Some(Rival::Person(name)) => name,
        Some(Rival::Bot) | None => referee.base().config().bot_name.clone(),
    };
    let name: String = Msg::new("thread-name")
        .arg("first", author.name.clone())
        .arg("second", other)
        .text(server)
        .chars()
        .take(100)
        .collect();
    let opened = ctx
        .channel_id()
        .create_thread(
            ctx.http(),
            serenity::CreateThread::new(name).kind(serenity::ChannelType::PublicThread),
        )
        .await;
    let thread = match opened {
        Ok(thread) => thread,
        Err(e) if deliver::refused_for_permission(&e) => {
            // Discord knows better than the interaction's permissions (an overwrite changed
            // since): the asker is told which permission, and nothing starts.
            tracing::info!(channel = place.channel, error = %e, "no thread: a permission is missing");
            let refusal = Refuse(crate::permissions::lacking(&[
                Permission::CreatePublicThreads,
            ]));
            let response = referee.handle(place, &author, refusal).await;
            let via = Via::Slash { ctx, defer: false };
            return deliver(via, response, asker, || {}).await;
        }
        Err(e) => return Err(e.into()),
    };
    let in_thread = Place {
        channel: thread.id.get(),
        guild: place.guild,
    };
    let response = referee.handle(in_thread, &author, command).await;
    if response.is_error() {
        // Nothing started: the empty thread goes, the refusal goes to the asker.
        if let Err(e) = thread.id.delete(ctx.http()).await {
            tracing::warn!(error = %e, "could not delete an unused thread");
        }
        return deliver(Via::Slash { ctx, defer: false }, response, asker, || {}).await;
    }
    let pointer = Response {
        lang: server,
        ..Response::one(crate::referee::Reply::done(vec![
            Msg::new("thread-opened").arg("thread", format!("<#{}>", thread.id.get()))
        ]))
    };
    deliver(Via::Slash { ctx, defer: false }, pointer, asker, || {}).await?;
    deliver(
        Via::Channel(ctx.http(), in_thread.channel),
        response,
        None,
        || {},
    )
    .await
}

/// What an interaction says of the member who sent it and of the channel.
fn asker_of(ctx: Ctx<'_>) -> Asker {
    let roles = match ctx {
        poise::Context::Application(a) => a
            .interaction
            .member
            .as_ref()
            .map(|m| m.roles.iter().map(|r| r.get()).collect())
            .unwrap_or_default(),
        poise::Context::Prefix(_) => Vec::new(),
    };
    Asker {
        may_manage: may_manage(ctx),
        roles,
        upload_limit: upload_limit(ctx),
    }
}

/// Whether the member who sent an interaction may manage the server (the interaction carries
/// their permissions in that channel).
pub(crate) fn may_manage(ctx: Ctx<'_>) -> bool {
    match ctx {
        poise::Context::Application(a) => a
            .interaction
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.contains(Permissions::MANAGE_GUILD)),
        poise::Context::Prefix(_) => false,
    }
}

/// The interaction's upload limit (Discord says it per interaction: it depends on the
/// server's boosts).
pub(crate) fn upload_limit(ctx: Ctx<'_>) -> Option<u64> {
    match ctx {
        poise::Context::Application(a) => {
            Some(u64::from(a.interaction.attachment_size_limit)).filter(|&l| l > 0)
        }
        poise::Context::Prefix(_) => None,
    }
}
