//! The Discord front end (poise on serenity 0.12): slash commands (each defined in its file in
//! `bot/commands/`), text commands and bare moves, challenge buttons. Thin: it reads Discord
//! input into a typed command, calls the referee once per input, and hands the answer to one
//! `deliver` in the reader's language.
//!
//! Languages: what only the person who ran a slash command sees (help, rules, moves, refusals)
//! follows the interaction's `locale`; what the channel reads (boards, announcements,
//! challenges) and every answer to a text command uses the server's language (`/settings`),
//! which the referee's [`crate::referee::Response`] carries.

use std::ops::Range;
use std::sync::Arc;

mod connect;
mod data;
mod deliver;
mod gateway_queue;
mod guard;
mod options;
mod outgoing;
mod pickers;
mod slash;

use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use serenity::{FullEvent, GatewayIntents, HttpBuilder, Interaction};

use crate::commands::{parse_text, Accept, Decline, Parsed, Refuse, Tap};
use crate::config::Config;
use crate::i18n::{Lang, Msg};
use crate::permissions::Permission;
use crate::referee::{Actor, Asker, Command, Place, Referee, Reply, Response, Unopened};
pub use connect::{check_token, token_from_env};
use data::{actor_of, ACCEPT_ID, DECLINE_ID};
pub use data::{Ctx, Data, Error};
use deliver::{deliver, show_notice, Via};
pub use guard::{longer_than, MAX_COMMAND_CHARS, MAX_OPTION_CHARS};
pub use options::commands;

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            let lang = ctx
                .locale()
                .and_then(Lang::from_discord)
                .unwrap_or_default();
            // Discord refused for want of a permission: say which ones the channel lacks, not
            // that something broke on our side.
            let refused = error
                .chain()
                .filter_map(|c| c.downcast_ref::<serenity::Error>())
                .any(deliver::refused_for_permission);
            let lacking = match ctx {
                poise::Context::Application(app) if refused => app
                    .interaction
                    .app_permissions
                    .map(|p| crate::permissions::missing(p.bits(), &Permission::ALL))
                    .unwrap_or_default(),
                _ => Vec::new(),
            };
            let reply = if lacking.is_empty() {
                crate::metrics::error("command");
                tracing::error!(command = %ctx.command().name, error = %format!("{error:#}"), "command failed");
                crate::referee::Reply::failed()
            } else {
                tracing::info!(command = %ctx.command().name, ?lacking, "refused by Discord: a permission is missing");
                crate::referee::Reply::refused(crate::permissions::lacking(&lacking))
            };
            let answer = outgoing::outgoing(&reply, lang).into_poise();
            if let Err(e) = ctx.send(answer).await {
                tracing::warn!(error = %e, "could not send the apology");
            }
        }
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

/// A message in a channel: a text command, a bare move, or chat. One referee call for
/// anything the bot answers; chat costs nothing.
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
    let command: Command = if longer_than(&msg.content, MAX_COMMAND_CHARS) {
        if !msg.content.trim_start().starts_with(&data.prefix) {
            return Ok(());
        }
        Refuse(Msg::new("too-long").arg("max", MAX_COMMAND_CHARS)).into()
    } else {
        match parse_text(&msg.content, &data.prefix, false, &|w| {
            mention_lookup(msg, w)
        }) {
            Parsed::Command(mut c) => {
                let roles = roles_of(msg);
                c.learn(&Asker {
                    may_manage: manages_by_cache(ctx, msg, &roles),
                    roles,
                    upload_limit: None,
                });
                c
            }
            Parsed::Refused(m) => Refuse(m).into(),
            Parsed::Quit | Parsed::Chat => return Ok(()),
        }
    };
    let response = data.referee.handle(place, &actor, command).await;
    // Text commands are answered in the server's language (after a settings change, the new
    // one): the response carries it.
    deliver(
        Via::Channel(&ctx.http, place.channel),
        response,
        None,
        || crate::metrics::replied("text", started.elapsed()),
    )
    .await
}

/// The member's roles from a text message (its permissions come from the cached server).
fn roles_of(msg: &serenity::Message) -> Vec<u64> {
    msg.member
        .as_ref()
        .map(|m| m.roles.iter().map(|r| r.get()).collect())
        .unwrap_or_default()
}

/// Whether the author of a text message may manage the server, from the cached server: its
/// owner, or a role (or `@everyone`) with Manage Server or Administrator. Manage Server is a
/// server-wide permission (channel overwrites do not change it). Without the server in the
/// cache: no.
fn manages_by_cache(ctx: &serenity::Context, msg: &serenity::Message, roles: &[u64]) -> bool {
    let Some(guild_id) = msg.guild_id else {
        return false;
    };
    let Some(guild) = ctx.cache.guild(guild_id) else {
        return false;
    };
    if guild.owner_id == msg.author.id {
        return true;
    }
    let everyone = serenity::RoleId::new(guild_id.get());
    guild
        .roles
        .iter()
        .filter(|(id, _)| **id == everyone || roles.contains(&id.get()))
        .any(|(_, role)| {
            role.permissions
                .contains(serenity::Permissions::MANAGE_GUILD)
                || role
                    .permissions
                    .contains(serenity::Permissions::ADMINISTRATOR)
        })
}

/// A button or menu of Damero's: Accept / Decline under a challenge, or a tap under a board
/// (a move, a piece, draw, resign, the board turned). A control that is none of Damero's (or
/// was tampered with) is refused to the tapper alone.
async fn on_button(
    ctx: &serenity::Context,
    component: &serenity::ComponentInteraction,
    data: &Data,
) -> Result<(), Error> {
    let place = Place {
        channel: component.channel_id.get(),
        guild: component.guild_id.map(serenity::GuildId::get),
    };
    let asker = Lang::from_discord(&component.locale);
    let actor = actor_of(&component.user);
    let id = component.data.custom_id.as_str();
    let (command, via): (Command, Via<'_>) = match id {
        ACCEPT_ID => (Accept.into(), Via::Button(&ctx.http, component)),
        DECLINE_ID => (Decline.into(), Via::Button(&ctx.http, component)),
        _ => {
            let values = match &component.data.kind {
                serenity::ComponentInteractionDataKind::StringSelect { values } => values.clone(),
                _ => Vec::new(),
            };
            let via = Via::Tap(&ctx.http, component);
            match Tap::read(id, &values) {
                Some(tap) => (tap.into(), via),
                None => {
                    tracing::info!(id, "a control that is none of ours was tapped");
                    let refused = Response::one(Reply::refused(Msg::new("tap-unknown")));
                    return deliver(via, refused, asker, || {}).await;
                }
            }
        }
    };
    let response = data.referee.handle(place, &actor, command).await;
    deliver(via, response, asker, || {}).await
}

/// The deadline loop's ticks, counted, and a way to bring the next one forward.
#[derive(Debug)]
struct Ticks {
    /// Wakes the loop before its second is up ([`Running::tick`]).
    early: tokio::sync::Notify,
    /// How many ticks have begun, and how many have ended (their notices shown).
    count: tokio::sync::watch::Sender<(u64, u64)>,
}

impl Ticks {
    fn new() -> Ticks {
        Ticks {
            early: tokio::sync::Notify::new(),
            count: tokio::sync::watch::Sender::new((0, 0)),
        }
    }
}

/// The one deadline loop: every second, the referee settles what has run out (the first tick,
/// right after start-up, settles what ran out while Damero was down) and the notices are shown.
/// [`Running::tick`] may bring the next tick forward; the second's tick still comes.
async fn deadline_loop(
    http: Arc<serenity::Http>,
    referee: Referee,
    ticks: Arc<Ticks>,
    mut stop: tokio::sync::watch::Receiver<bool>,
) {
    loop {
        ticks.count.send_modify(|(begun, _)| *begun += 1);
        for notice in referee.tick().await {
            if let Err(e) = show_notice(&http, &referee, notice).await {
                tracing::warn!(error = %format!("{e:#}"), "could not show a settled deadline");
            }
        }
        ticks.count.send_modify(|(_, ended)| *ended += 1);
        crate::metrics::ticked();
        tokio::select! {
            () = tokio::time::sleep(std::time::Duration::from_secs(1)) => {}
            () = ticks.early.notified() => {}
            _ = stop.changed() => return,
        }
        if *stop.borrow() {
            return;
        }
    }
}

/// Post each channel's response of a start-up step (`what`), logging what fails.
async fn post_all(
    http: &serenity::Http,
    step: anyhow::Result<Vec<(u64, crate::referee::Response)>>,
    what: &str,
) {
    match step {
        Ok(responses) => {
            for (channel, response) in responses {
                let via = Via::Channel(http, channel);
                if let Err(e) = deliver(via, response, None, || {}).await {
                    tracing::warn!(channel, error = %format!("{e:#}"), "could not post {what}");
                }
            }
        }
        Err(e) => tracing::error!(error = %format!("{e:#}"), "could not read {what}"),
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
    ticks: Arc<Ticks>,
    task: tokio::task::JoinHandle<Result<(), serenity::Error>>,
    referee: Referee,
}

impl Running {
    /// Run the deadline loop's next tick now, rather than when its second is up, and return
    /// once that tick has ended: everything due by the referee's clock settled and its notices
    /// shown (posted, or given up on). A tick already under way when this is called does not
    /// count. Production needs no call (the loop ticks every second); a test that moves a
    /// [`crate::referee::ManualClock`] calls it to know, not guess, what a tick did, or that
    /// it did nothing.
    pub async fn tick(&self) {
        let mut count = self.ticks.count.subscribe();
        let begun = count.borrow_and_update().0;
        self.ticks.early.notify_one();
        // The sender lives in `self`: this ends when the tick has.
        let _ = count.wait_for(|&(_, ended)| ended > begun).await;
    }

    /// Stop the gateway connections, let in-flight commands commit, stop the engine's
    /// thinking, flush the store: within about 4 s in every state (connected, reconnecting to
    /// an unreachable Discord, thinking). Whatever does not stop in time is dropped; every
    /// acknowledged move was already durable.
    ///
    /// # Errors
    /// When the store cannot be flushed.
    pub async fn shutdown(mut self) -> anyhow::Result<()> {
        // Tell the engine first: a long think must not hold the exit.
        self.referee.base().stop_thinking();
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

/// Tournament games open as public threads of the tournament's channel.
struct Threads(std::sync::Arc<serenity::Http>);

impl crate::referee::Venue for Threads {
    fn open(
        &self,
        parent: u64,
        name: String,
    ) -> crate::referee::BoxFuture<'_, Result<u64, Unopened>> {
        Box::pin(async move {
            serenity::ChannelId::new(parent)
                .create_thread(
                    &self.0,
                    serenity::CreateThread::new(name).kind(serenity::ChannelType::PublicThread),
                )
                .await
                .map(|thread| thread.id.get())
                .map_err(|e| {
                    if deliver::refused_for_permission(&e) {
                        Unopened::Missing(vec![Permission::CreatePublicThreads])
                    } else {
                        Unopened::Failed(e.into())
                    }
                })
        })
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
    // serenity's client with a time-out: a request Discord never answers is tried again.
    let client = reqwest::Client::builder()
        .use_rustls_tls()
        .timeout(std::time::Duration::from_millis(
            config.discord.request_timeout_ms,
        ))
        .build()
        .context("building the HTTP client")?;
    let mut http = HttpBuilder::new(token).client(client);
    if let Some(proxy) = &config.discord.http_proxy {
        // The proxy is only used with the local rate limiter off (serenity's limiter sends
        // straight to Discord); the proxy rate-limits.
        http = http.proxy(proxy.clone()).ratelimiter_disabled(true);
    }
    let http = http.build();
    connect::check_with_discord(&http).await?;
    referee.set_flood_guard(crate::referee::FloodGuard::new(&config.limits));
    let data = Data {
        referee: referee.clone(),
        message_content: config.discord.message_content,
        prefix: config.discord.prefix.clone(),
    };
    let register = config.discord.register_commands;
    let guild = config.discord.guild_id;
    let (stop_deadlines, stop) = tokio::sync::watch::channel(false);
    let ticks = Arc::new(Ticks::new());
    let loop_ticks = ticks.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands(),
            on_error: |e| Box::pin(on_error(e)),
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
                tracing::info!(
                    link = %crate::permissions::invite_url(ready.application.id.get()),
                    "invite link, with every permission the bot uses"
                );
                data.referee.base().set_bot_id(ready.user.id.get());
                // Tournament games are played in threads of the tournament's channel.
                data.referee.tournaments().set_venue(std::sync::Arc::new(Threads(ctx.http.clone())));
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
                // What a crash left unannounced goes out first, in each channel's order,
                // before anything newer of the same channel.
                let http = ctx.http.clone();
                let referee = data.referee.clone();
                post_all(&http, referee.left_over().await, "announcements left from before the restart").await;
                // Resume stored games: where the bot is to move, it moves now, in the
                // language of the server the game was started in.
                tokio::spawn(async move {
                    post_all(&http, referee.resume().await, "resumed moves").await;
                    deadline_loop(http, referee, loop_ticks, stop).await;
                });
                Ok(data)
            })
        })
        .build();
    let mut client = serenity::ClientBuilder::new_with_http(http, intents)
        .framework(framework)
        .await
        .context("building the Discord client")?;
    if let Some(queue) = &config.discord.gateway_queue {
        // Every gateway connection goes through the relay, which asks the queue before each
        // IDENTIFY (serenity has no hook of its own there).
        let upstream = client.ws_url.lock().await.clone();
        let local = gateway_queue::relay(upstream, queue.clone())
            .await
            .context("starting the gateway-queue relay")?;
        *client.ws_url.lock().await = local;
    }
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
        ticks,
        task,
        referee,
    })
}

#[cfg(test)]
mod tests {
    use super::serenity::Permissions;
    use crate::permissions::Permission;

    /// The Discord-free list's bits are Discord's, as serenity names them.
    #[test]
    fn each_permission_is_serenitys_bit() {
        for p in Permission::ALL {
            let theirs = match p {
                Permission::ViewChannel => Permissions::VIEW_CHANNEL,
                Permission::SendMessages => Permissions::SEND_MESSAGES,
                Permission::SendMessagesInThreads => Permissions::SEND_MESSAGES_IN_THREADS,
                Permission::EmbedLinks => Permissions::EMBED_LINKS,
                Permission::AttachFiles => Permissions::ATTACH_FILES,
                Permission::CreatePublicThreads => Permissions::CREATE_PUBLIC_THREADS,
                Permission::ManageThreads => Permissions::MANAGE_THREADS,
            };
            assert_eq!(p.bit(), theirs.bits(), "{p:?}");
        }
    }
}
