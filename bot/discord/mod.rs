//! The Discord front end (poise on serenity 0.12): slash commands, text commands and bare
//! moves, challenge buttons. Thin: it parses Discord input into typed referee [`Command`]s,
//! calls the referee once per input, and turns every [`Reply`] into a Discord message through
//! one function (`outgoing`) in the reader's language.
//!
//! Languages: what only the person who ran a slash command sees (help, rules, moves, refusals)
//! follows the interaction's `locale`; what the channel reads (boards, announcements,
//! challenges) and every answer to a text command uses the server's language (`/settings`).

use std::ops::Range;
use std::sync::Arc;

mod connect;
mod guard;
mod outgoing;
mod slash;

use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use serenity::{CreateInteractionResponse, FullEvent, GatewayIntents, HttpBuilder, Interaction};

use crate::config::Config;
use crate::i18n::{Lang, Msg};
use crate::referee::{parse_text, Actor, Command, Parsed, Place, Referee, Reply, ReplyKind};
pub use connect::{check_token, token_from_env};
pub use guard::{FloodGuard, Gate};
pub use outgoing::post;
use outgoing::{lang_for, outgoing, post_response, show_notice};
pub use slash::{commands, ColorOption, LanguageOption};

/// What every handler sees.
#[derive(Debug)]
pub struct Data {
    /// The referee.
    pub referee: Referee,
    /// Text commands and bare moves are read.
    pub message_content: bool,
    /// Text command prefix.
    pub prefix: String,
    /// The flood limit per person and channel.
    pub guard: FloodGuard,
}

/// The flood limit for one command: `None` to go ahead, or the replies to post (the one
/// notice, or nothing while the person is ignored).
fn flooded(data: &Data, user: u64, channel: u64) -> Option<Vec<Reply>> {
    match data.guard.check(user, channel) {
        Gate::Pass => None,
        Gate::Notice => {
            crate::metrics::limited(true);
            tracing::info!(user, channel, "flood limit: one notice, then quiet");
            Some(vec![Reply::refused(
                Msg::new("flood-notice").arg("seconds", data.guard.quiet_seconds()),
            )])
        }
        Gate::Ignore => {
            crate::metrics::limited(false);
            Some(Vec::new())
        }
    }
}

/// poise's check before every slash command: the flood limit (the notice goes to the asker
/// only; while ignored, nothing is answered).
fn slash_check(ctx: Ctx<'_>) -> poise::BoxFuture<'_, Result<bool, Error>> {
    Box::pin(async move {
        let Some(replies) = flooded(ctx.data(), ctx.author().id.get(), ctx.channel_id().get())
        else {
            return Ok(true);
        };
        let lang = ctx
            .locale()
            .and_then(Lang::from_discord)
            .unwrap_or_default();
        for reply in &replies {
            ctx.send(outgoing(reply, lang).into_poise()).await?;
        }
        Ok(false)
    })
}

/// Handler error ("we failed"): logged by `on_error`, the user gets an apology.
pub type Error = anyhow::Error;
type Ctx<'a> = poise::Context<'a, Data, Error>;

const ACCEPT_ID: &str = "damero:accept";
const DECLINE_ID: &str = "damero:decline";

pub(super) fn actor_of(user: &serenity::User) -> Actor {
    Actor {
        id: user.id.get(),
        name: user
            .global_name
            .clone()
            .unwrap_or_else(|| user.name.clone()),
    }
}

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            crate::metrics::error("command");
            tracing::error!(command = %ctx.command().name, error = %format!("{error:#}"), "command failed");
            let lang = ctx
                .locale()
                .and_then(Lang::from_discord)
                .unwrap_or_default();
            let apology = outgoing(&Reply::failed(), lang).into_poise();
            if let Err(e) = ctx.send(apology).await {
                tracing::warn!(error = %e, "could not send the apology");
            }
        }
        // The flood limit said no (and answered once already).
        poise::FrameworkError::CommandCheckFailed { error: None, .. } => {}
        other => {
            crate::metrics::error("discord");
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::warn!(error = %e, "error while handling an error");
            }
        }
    }
}

fn mention_lookup(msg: &serenity::Message, word: &str) -> Option<Actor> {
    let id: u64 = word
        .strip_prefix("<@")?
        .trim_start_matches('!')
        .strip_suffix('>')?
        .parse()
        .ok()?;
    msg.mentions
        .iter()
        .find(|u| u.id.get() == id)
        .map(actor_of)
        .or(Some(Actor {
            id,
            name: format!("<@{id}>"),
        }))
}

async fn on_message(
    ctx: &serenity::Context,
    msg: &serenity::Message,
    data: &Data,
) -> Result<(), Error> {
    if msg.author.bot || msg.author.id == ctx.cache.current_user().id || !data.message_content {
        return Ok(());
    }
    let started = std::time::Instant::now();
    let place = Place {
        channel: msg.channel_id.get(),
        guild: msg.guild_id.map(serenity::GuildId::get),
    };
    let actor = actor_of(&msg.author);
    // Oversized: refused (a command) or passed over (chat) before any parsing.
    if guard::longer_than(&msg.content, guard::MAX_COMMAND_CHARS) {
        if !msg.content.trim_start().starts_with(&data.prefix) {
            return Ok(());
        }
        let replies = flooded(data, actor.id, place.channel).unwrap_or_else(|| {
            vec![Reply::refused(
                Msg::new("too-long").arg("max", guard::MAX_COMMAND_CHARS),
            )]
        });
        let lang = data.referee.language(place.guild).await;
        return post(&ctx.http, place.channel, &replies, lang).await;
    }
    let parsed = parse_text(&msg.content, &data.prefix, false, &|w| {
        mention_lookup(msg, w)
    });
    if !matches!(parsed, Parsed::Chat | Parsed::Quit) {
        let is_bare = matches!(parsed, Parsed::Bare(_));
        // Chat that merely looks like a move is only counted for the players of the game.
        if !is_bare || data.referee.is_player(place.channel, &actor).await {
            if let Some(replies) = flooded(data, actor.id, place.channel) {
                let lang = data.referee.language(place.guild).await;
                return post(&ctx.http, place.channel, &replies, lang).await;
            }
        }
    }
    let command = match parsed {
        Parsed::Command(c) => c,
        Parsed::Bare(text) => {
            // Chat that merely looks like a move is only taken from the players of the game.
            if !data.referee.is_player(place.channel, &actor).await {
                return Ok(());
            }
            Command::Move(text)
        }
        Parsed::Help => {
            let lang = data.referee.language(place.guild).await;
            let help = Reply::private(vec![
                Msg::new("help-discord").arg("prefix", data.prefix.clone())
            ]);
            return post(&ctx.http, place.channel, &[help], lang).await;
        }
        Parsed::Refused(m) => {
            let lang = data.referee.language(place.guild).await;
            return post(&ctx.http, place.channel, &[Reply::refused(m)], lang).await;
        }
        Parsed::Quit | Parsed::Chat => return Ok(()),
    };
    let response = data.referee.handle(place, &actor, command).await;
    // Text commands are answered in the server's language (after a settings change, the new
    // one).
    let lang = data.referee.language(place.guild).await;
    outgoing::post_response_then(
        &ctx.http,
        &data.referee,
        place.channel,
        response,
        lang,
        || {
            crate::metrics::replied("text", started.elapsed());
        },
    )
    .await
}

async fn on_button(
    ctx: &serenity::Context,
    component: &serenity::ComponentInteraction,
    data: &Data,
) -> Result<(), Error> {
    let command = match component.data.custom_id.as_str() {
        ACCEPT_ID => Command::Accept,
        DECLINE_ID => Command::Decline,
        _ => return Ok(()),
    };
    let place = Place {
        channel: component.channel_id.get(),
        guild: component.guild_id.map(serenity::GuildId::get),
    };
    let asker = Lang::from_discord(&component.locale);
    if let Some(replies) = flooded(data, component.user.id.get(), place.channel) {
        for reply in &replies {
            let message = outgoing(reply, asker.unwrap_or_default()).into_interaction();
            component
                .create_response(&ctx.http, CreateInteractionResponse::Message(message))
                .await
                .context("answering a button")?;
        }
        return Ok(());
    }
    let server = data.referee.language(place.guild).await;
    let actor = actor_of(&component.user);
    let mut response = data.referee.handle(place, &actor, command).await;
    let replies = std::mem::take(&mut response.replies);
    for (i, reply) in replies.iter().enumerate() {
        let lang = lang_for(reply, asker, server);
        if i == 0 {
            // A refusal goes to the presser alone; otherwise the challenge message itself
            // becomes the answer (the game's first board, or the decline) and loses its buttons.
            let message = outgoing(reply, lang).into_interaction();
            let answer = if reply.kind == ReplyKind::Done {
                CreateInteractionResponse::UpdateMessage(message.components(Vec::new()))
            } else {
                CreateInteractionResponse::Message(message)
            };
            component
                .create_response(&ctx.http, answer)
                .await
                .context("answering a button")?;
        } else {
            post(&ctx.http, place.channel, std::slice::from_ref(reply), lang).await?;
        }
    }
    post_response(&ctx.http, &data.referee, place.channel, response, server).await
}

/// The one deadline loop: every second, the referee settles what has run out (the first tick,
/// right after start-up, settles what ran out while Damero was down) and the notices are shown.
async fn deadline_loop(
    http: Arc<serenity::Http>,
    referee: Referee,
    mut stop: tokio::sync::watch::Receiver<bool>,
) {
    loop {
        for notice in referee.tick().await {
            if let Err(e) = show_notice(&http, &referee, notice).await {
                tracing::warn!(error = %format!("{e:#}"), "could not show a settled deadline");
            }
        }
        tokio::select! {
            () = tokio::time::sleep(std::time::Duration::from_secs(1)) => {}
            _ = stop.changed() => return,
        }
        if *stop.borrow() {
            return;
        }
    }
}

fn event_handler<'a>(
    ctx: &'a serenity::Context,
    event: &'a FullEvent,
    _framework: poise::FrameworkContext<'a, Data, Error>,
    data: &'a Data,
) -> poise::BoxFuture<'a, Result<(), Error>> {
    Box::pin(async move {
        match event {
            FullEvent::Message { new_message } => on_message(ctx, new_message, data).await,
            FullEvent::InteractionCreate {
                interaction: Interaction::Component(component),
            } => on_button(ctx, component, data).await,
            _ => Ok(()),
        }
    })
}

/// Which shards this process runs.
#[derive(Debug, Clone)]
pub struct Shards {
    /// The shard ids (`0..2`).
    pub range: Range<u32>,
    /// How many shards the bot has in all.
    pub total: u32,
}

/// A running bot.
#[derive(Debug)]
pub struct Running {
    shard_manager: Arc<serenity::ShardManager>,
    stop_deadlines: tokio::sync::watch::Sender<bool>,
    task: tokio::task::JoinHandle<Result<(), serenity::Error>>,
    referee: Referee,
}

impl Running {
    /// Stop the gateway connections, let in-flight commands commit, stop the engine's
    /// thinking, flush the store: within about 4 s in every state (connected, reconnecting to
    /// an unreachable Discord, thinking). Whatever does not stop in time is dropped; every
    /// acknowledged move was already durable.
    ///
    /// # Errors
    /// When the store cannot be flushed.
    pub async fn shutdown(mut self) -> anyhow::Result<()> {
        // Tell the engine first: a long think must not hold the exit.
        self.referee.stop_thinking();
        // The deadline loop ends at once.
        let _ = self.stop_deadlines.send(true);
        // serenity's shutdown waits up to a second per shard, and keeps retrying a Discord it
        // cannot reach: bound both.
        let manager = self.shard_manager.clone();
        let stopped = tokio::time::timeout(std::time::Duration::from_millis(2000), async move {
            manager.shutdown_all().await;
        })
        .await;
        if stopped.is_err()
            || tokio::time::timeout(std::time::Duration::from_millis(500), &mut self.task)
                .await
                .is_err()
        {
            tracing::info!("the gateway did not stop in time; dropping it");
            self.task.abort();
        }
        match tokio::time::timeout(std::time::Duration::from_millis(1500), self.referee.close())
            .await
        {
            Ok(r) => r,
            Err(_) => {
                tracing::warn!("a command was still running after 1.5 s; stopping without it");
                Ok(())
            }
        }
    }

    /// Wait until the client stops by itself (an error), or forever.
    ///
    /// # Errors
    /// The client's error, in plain words when it is a refused token or intent.
    pub async fn wait(&mut self) -> anyhow::Result<()> {
        match (&mut self.task).await? {
            Ok(()) => Ok(()),
            Err(e) => match connect::gateway_sentence(&e) {
                Some(sentence) => Err(anyhow::anyhow!(sentence)),
                None => Err(anyhow::Error::new(e).context("the Discord client stopped")),
            },
        }
    }
}

/// Connect to Discord (or to `discord.http_proxy`) and serve.
///
/// # Errors
/// When the client cannot be built.
pub async fn start(
    config: &Config,
    token: &str,
    referee: Referee,
    shards: Option<Shards>,
) -> anyhow::Result<Running> {
    let mut intents =
        GatewayIntents::GUILDS | GatewayIntents::GUILD_MESSAGES | GatewayIntents::DIRECT_MESSAGES;
    if config.discord.message_content {
        intents |= GatewayIntents::MESSAGE_CONTENT;
    }
    let mut http = HttpBuilder::new(token);
    if let Some(proxy) = &config.discord.http_proxy {
        // The proxy is only used with the local rate limiter off; the proxy rate-limits.
        http = http.proxy(proxy.clone()).ratelimiter_disabled(true);
    }
    let http = http.build();
    connect::check_with_discord(&http).await?;
    let data = Data {
        referee: referee.clone(),
        message_content: config.discord.message_content,
        prefix: config.discord.prefix.clone(),
        guard: FloodGuard::new(&config.limits),
    };
    let register = config.discord.register_commands;
    let guild = config.discord.guild_id;
    let (stop_deadlines, stop) = tokio::sync::watch::channel(false);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands(),
            on_error: |e| Box::pin(on_error(e)),
            command_check: Some(slash_check),
            event_handler,
            initialize_owners: false,
            prefix_options: poise::PrefixFrameworkOptions {
                prefix: None,
                ..Default::default()
            },
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                tracing::info!(user = %ready.user.name, guilds = ready.guilds.len(), "connected to Discord");
                data.referee.set_bot_id(ready.user.id.get());
                if register {
                    let commands = &framework.options().commands;
                    let registered = match guild {
                        Some(g) => {
                            poise::builtins::register_in_guild(ctx, commands, serenity::GuildId::new(g))
                                .await
                        }
                        None => poise::builtins::register_globally(ctx, commands).await,
                    };
                    if let Err(e) = registered {
                        tracing::warn!(error = %e, "could not register slash commands");
                    }
                }
                // Resume stored games: where the bot is to move, it moves now, in the
                // language of the server the game was started in.
                let http = ctx.http.clone();
                let referee = data.referee.clone();
                tokio::spawn(async move {
                    match referee.resume().await {
                        Ok(moves) => {
                            for (channel, replies) in moves {
                                let lang = referee.language(referee.guild_of(channel).await).await;
                                if let Err(e) = post(&http, channel, &replies, lang).await {
                                    tracing::warn!(channel, error = %format!("{e:#}"), "could not post a resumed move");
                                }
                            }
                        }
                        Err(e) => tracing::error!(error = %format!("{e:#}"), "could not resume games"),
                    }
                    deadline_loop(http, referee, stop).await;
                });
                Ok(data)
            })
        })
        .build();
    let mut client = serenity::ClientBuilder::new_with_http(http, intents)
        .framework(framework)
        .await
        .context("building the Discord client")?;
    let shard_manager = client.shard_manager.clone();
    let task = tokio::spawn(async move {
        match shards {
            Some(s) => client.start_shard_range(s.range, s.total).await,
            None => client.start().await,
        }
    });
    Ok(Running {
        shard_manager,
        stop_deadlines,
        task,
        referee,
    })
}
