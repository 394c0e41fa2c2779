//! The Discord front end (poise on serenity 0.12): slash commands, text commands and bare
//! moves, challenge buttons. Thin: it turns Discord input into referee [`Command`]s and the
//! referee's [`Reply`] values into Discord messages.

use std::ops::Range;
use std::sync::Arc;

use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use serenity::{
    ChannelId, CreateActionRow, CreateAttachment, CreateButton, CreateEmbed,
    CreateInteractionResponse, CreateInteractionResponseMessage, CreateMessage, FullEvent,
    GatewayIntents, HttpBuilder, Interaction,
};

use crate::config::Config;
use crate::referee::{parse_text, Command, Parsed, Player, Referee, Reply, ReplyKind};

/// What every handler sees.
#[derive(Debug)]
pub struct Data {
    /// The referee.
    pub referee: Referee,
    /// Text commands and bare moves are read.
    pub message_content: bool,
    /// Text command prefix.
    pub prefix: String,
}

/// Handler error ("we failed"): logged by [`on_error`], the user gets an apology.
pub type Error = anyhow::Error;
type Ctx<'a> = poise::Context<'a, Data, Error>;

const ACCEPT_ID: &str = "damero:accept";
const DECLINE_ID: &str = "damero:decline";

fn player_of(user: &serenity::User) -> Player {
    Player {
        id: user.id.get(),
        name: user
            .global_name
            .clone()
            .unwrap_or_else(|| user.name.clone()),
    }
}

fn buttons() -> Vec<CreateActionRow> {
    vec![CreateActionRow::Buttons(vec![
        CreateButton::new(ACCEPT_ID)
            .label("Accept")
            .style(serenity::ButtonStyle::Success),
        CreateButton::new(DECLINE_ID)
            .label("Decline")
            .style(serenity::ButtonStyle::Danger),
    ])]
}

fn embed_for(reply: &Reply) -> Option<CreateEmbed> {
    reply
        .board
        .as_ref()
        .map(|_| CreateEmbed::new().image("attachment://board.png"))
}

fn poise_reply(reply: &Reply) -> poise::CreateReply {
    let mut out = poise::CreateReply::default()
        .content(reply.text.clone())
        .ephemeral(reply.ephemeral);
    if let (Some(png), Some(embed)) = (&reply.board, embed_for(reply)) {
        out = out
            .embed(embed)
            .attachment(CreateAttachment::bytes(png.clone(), "board.png"));
    }
    if let Some((name, bytes)) = &reply.file {
        out = out.attachment(CreateAttachment::bytes(bytes.clone(), name.clone()));
    }
    if reply.challenge_buttons {
        out = out.components(buttons());
    }
    out
}

fn channel_message(reply: &Reply) -> CreateMessage {
    let mut out = CreateMessage::new().content(reply.text.clone());
    if let (Some(png), Some(embed)) = (&reply.board, embed_for(reply)) {
        out = out
            .embed(embed)
            .add_file(CreateAttachment::bytes(png.clone(), "board.png"));
    }
    if let Some((name, bytes)) = &reply.file {
        out = out.add_file(CreateAttachment::bytes(bytes.clone(), name.clone()));
    }
    if reply.challenge_buttons {
        out = out.components(buttons());
    }
    out
}

/// Post replies as ordinary messages in a channel.
///
/// # Errors
/// When Discord refuses the message.
pub async fn post(http: &serenity::Http, channel: u64, replies: &[Reply]) -> Result<(), Error> {
    for reply in replies {
        ChannelId::new(channel)
            .send_message(http, channel_message(reply))
            .await
            .context("posting a reply")?;
    }
    Ok(())
}

async fn send_all(ctx: Ctx<'_>, replies: &[Reply]) -> Result<(), Error> {
    for reply in replies {
        ctx.send(poise_reply(reply)).await?;
    }
    Ok(())
}

/// Run a slash command; when the bot will think afterwards (or first), defer and follow up.
async fn run(ctx: Ctx<'_>, command: Command) -> Result<(), Error> {
    let referee = &ctx.data().referee;
    let channel = ctx.channel_id().get();
    let actor = player_of(ctx.author());
    let thinking = matches!(command, Command::Move(_) | Command::Play { .. });
    if thinking {
        // Refusals are answered at once and only to the asker; a command that leads to the
        // bot's move is deferred, then answered with follow-ups.
        if let Some(refusal) = referee.precheck(channel, &actor, &command).await {
            return send_all(ctx, &[refusal]).await;
        }
        if referee.involves_bot(channel, &command).await {
            ctx.defer().await?;
        }
    }
    let response = referee.handle(channel, &actor, command).await;
    send_all(ctx, &response.replies).await?;
    if response.bot_to_move {
        let replies = referee.bot_move(channel).await;
        send_all(ctx, &replies).await?;
    }
    Ok(())
}

/// Challenge someone to a game of draughts
#[poise::command(slash_command)]
async fn challenge(
    ctx: Ctx<'_>,
    #[description = "Who you challenge"] opponent: serenity::User,
    #[description = "Variant (default: spanish)"]
    #[autocomplete = "complete_variant"]
    variant: Option<String>,
    #[description = "Your colour: white, black or random"] color: Option<String>,
) -> Result<(), Error> {
    let opponent = player_of(&opponent);
    run(
        ctx,
        Command::Challenge {
            opponent,
            variant,
            color,
        },
    )
    .await
}

/// Accept the challenge waiting for you here
#[poise::command(slash_command)]
async fn accept(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Accept).await
}

/// Decline (or withdraw) the challenge here
#[poise::command(slash_command)]
async fn decline(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Decline).await
}

/// Play a game against me
#[poise::command(slash_command)]
async fn play(
    ctx: Ctx<'_>,
    #[description = "Variant (default: spanish)"]
    #[autocomplete = "complete_variant"]
    variant: Option<String>,
    #[description = "My level, 1-10"]
    #[min = 1]
    #[max = 10]
    level: Option<u8>,
    #[description = "Your colour: white, black or random"] color: Option<String>,
) -> Result<(), Error> {
    let level = level.map(|l| l.to_string());
    run(
        ctx,
        Command::Play {
            variant,
            level,
            color,
        },
    )
    .await
}

async fn complete_variant(_ctx: Ctx<'_>, partial: &str) -> Vec<String> {
    let p = partial.to_lowercase();
    damero_rules::Variant::ALL
        .iter()
        .map(|v| v.name().to_string())
        .filter(|n| n.starts_with(&p))
        .collect()
}

async fn complete_move(ctx: Ctx<'_>, partial: &str) -> Vec<String> {
    ctx.data()
        .referee
        .suggest_moves(ctx.channel_id().get(), partial)
        .await
}

/// Make a move, like 11-15 or 11x18x25
#[poise::command(slash_command, rename = "move")]
async fn move_(
    ctx: Ctx<'_>,
    #[description = "The move"]
    #[rename = "move"]
    #[autocomplete = "complete_move"]
    text: String,
) -> Result<(), Error> {
    run(ctx, Command::Move(text)).await
}

/// Show the board
#[poise::command(slash_command)]
async fn board(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Board).await
}

/// List the legal moves
#[poise::command(slash_command)]
async fn moves(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Moves).await
}

/// Resign the game
#[poise::command(slash_command)]
async fn resign(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Resign).await
}

/// Offer a draw, or accept your opponent's offer
#[poise::command(slash_command)]
async fn draw(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Draw).await
}

/// Huff a piece after your opponent's faulty move (huff games)
#[poise::command(slash_command)]
async fn huff(
    ctx: Ctx<'_>,
    #[description = "The square of the piece to remove"] square: String,
) -> Result<(), Error> {
    run(ctx, Command::Huff(square)).await
}

/// The game as a PDN file
#[poise::command(slash_command)]
async fn pdn(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Pdn).await
}

/// The rules of a variant
#[poise::command(slash_command)]
async fn rules(
    ctx: Ctx<'_>,
    #[description = "Variant"]
    #[autocomplete = "complete_variant"]
    variant: Option<String>,
) -> Result<(), Error> {
    run(ctx, Command::Rules(variant)).await
}

/// The variants I referee
#[poise::command(slash_command)]
async fn variants(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Variants).await
}

/// How to play with me
#[poise::command(slash_command)]
async fn help(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Help).await
}

/// Every slash command.
#[must_use]
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    vec![
        challenge(),
        accept(),
        decline(),
        play(),
        move_(),
        board(),
        moves(),
        resign(),
        draw(),
        huff(),
        pdn(),
        rules(),
        variants(),
        help(),
    ]
}

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().name, error = %format!("{error:#}"), "command failed");
            let apology = poise::CreateReply::default()
                .content("Sorry — something went wrong on my side. Please try again.")
                .ephemeral(true);
            if let Err(e) = ctx.send(apology).await {
                tracing::warn!(error = %e, "could not send the apology");
            }
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::warn!(error = %e, "error while handling an error");
            }
        }
    }
}

fn mention_lookup(msg: &serenity::Message, word: &str) -> Option<Player> {
    let id: u64 = word
        .strip_prefix("<@")?
        .trim_start_matches('!')
        .strip_suffix('>')?
        .parse()
        .ok()?;
    msg.mentions
        .iter()
        .find(|u| u.id.get() == id)
        .map(player_of)
        .or(Some(Player {
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
    let channel = msg.channel_id.get();
    let actor = player_of(&msg.author);
    let parsed = parse_text(&msg.content, &data.prefix, false, &|w| {
        mention_lookup(msg, w)
    });
    let command = match parsed {
        Parsed::Command(c) => c,
        Parsed::Bare(text) => {
            // Chat that merely looks like a move is only taken from the players of the game.
            if !data.referee.is_player(channel, &actor).await {
                return Ok(());
            }
            Command::Move(text)
        }
        Parsed::Unknown(text) => {
            return post(&ctx.http, channel, &[Reply::refusal(text)]).await;
        }
        Parsed::Chat => return Ok(()),
    };
    let response = data.referee.handle(channel, &actor, command).await;
    post(&ctx.http, channel, &response.replies).await?;
    if response.bot_to_move {
        let replies = data.referee.bot_move(channel).await;
        post(&ctx.http, channel, &replies).await?;
    }
    Ok(())
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
    let channel = component.channel_id.get();
    let actor = player_of(&component.user);
    let response = data.referee.handle(channel, &actor, command).await;
    for (i, reply) in response.replies.iter().enumerate() {
        if i == 0 {
            let mut message = CreateInteractionResponseMessage::new()
                .content(reply.text.clone())
                .ephemeral(reply.ephemeral);
            if let (Some(png), Some(embed)) = (&reply.board, embed_for(reply)) {
                message = message
                    .embed(embed)
                    .add_file(CreateAttachment::bytes(png.clone(), "board.png"));
            }
            // A refusal goes to the presser alone; otherwise the challenge message itself
            // becomes the answer (the game's first board, or the decline) and loses its buttons.
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
            post(&ctx.http, channel, std::slice::from_ref(reply)).await?;
        }
    }
    if response.bot_to_move {
        let replies = data.referee.bot_move(channel).await;
        post(&ctx.http, channel, &replies).await?;
    }
    Ok(())
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
    task: tokio::task::JoinHandle<Result<(), serenity::Error>>,
    referee: Referee,
}

impl Running {
    /// Stop the gateway connections, let in-flight commands commit, flush the store.
    ///
    /// # Errors
    /// When the store cannot be flushed.
    pub async fn shutdown(self) -> anyhow::Result<()> {
        self.shard_manager.shutdown_all().await;
        let _ = self.task.await;
        self.referee.close().await
    }

    /// Wait until the client stops by itself (an error), or forever.
    ///
    /// # Errors
    /// The client's error.
    pub async fn wait(&mut self) -> anyhow::Result<()> {
        (&mut self.task)
            .await?
            .context("the Discord client stopped")
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
    let data = Data {
        referee: referee.clone(),
        message_content: config.discord.message_content,
        prefix: config.discord.prefix.clone(),
    };
    let register = config.discord.register_commands;
    let guild = config.discord.guild_id;
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
                // Resume stored games: where the bot is to move, it moves now.
                let http = ctx.http.clone();
                let referee = data.referee.clone();
                tokio::spawn(async move {
                    match referee.resume().await {
                        Ok(moves) => {
                            for (channel, replies) in moves {
                                if let Err(e) = post(&http, channel, &replies).await {
                                    tracing::warn!(channel, error = %format!("{e:#}"), "could not post a resumed move");
                                }
                            }
                        }
                        Err(e) => tracing::error!(error = %format!("{e:#}"), "could not resume games"),
                    }
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
        task,
        referee,
    })
}
