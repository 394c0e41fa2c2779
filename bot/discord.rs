//! The Discord front end (poise on serenity 0.12): slash commands, text commands and bare
//! moves, challenge buttons. Thin: it parses Discord input into typed referee [`Command`]s,
//! calls the referee once per input, and turns every [`Reply`] into a Discord message through
//! one function ([`outgoing`]) in the reader's language.
//!
//! Languages: what only the person who ran a slash command sees (help, rules, moves, refusals)
//! follows the interaction's `locale`; what the channel reads (boards, announcements,
//! challenges) and every answer to a text command uses the server's language (`/settings`).

use std::ops::Range;
use std::sync::Arc;

use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use serenity::{
    ChannelId, CreateActionRow, CreateAttachment, CreateButton, CreateEmbed,
    CreateInteractionResponse, CreateInteractionResponseMessage, CreateMessage, FullEvent,
    GatewayIntents, HttpBuilder, Interaction, Permissions,
};

use crate::config::Config;
use crate::i18n::{catalog, Lang, Msg, Style};
use crate::referee::{
    parse_text, text, Actor, Audience, ColorChoice, Command, Parsed, Place, Referee, Reply,
    ReplyKind, Response, SettingChange,
};

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

fn actor_of(user: &serenity::User) -> Actor {
    Actor {
        id: user.id.get(),
        name: user
            .global_name
            .clone()
            .unwrap_or_else(|| user.name.clone()),
    }
}

/// A reply made ready for Discord: words in one language, attachments, buttons.
struct Outgoing {
    content: String,
    board: Option<Vec<u8>>,
    file: Option<(String, Vec<u8>)>,
    buttons: Vec<CreateActionRow>,
    ephemeral: bool,
}

/// The one place a [`Reply`] becomes a Discord message.
fn outgoing(reply: &Reply, lang: Lang) -> Outgoing {
    let style = |m: &Msg| m.styled(lang, Style::Discord);
    let mut lines = Vec::new();
    if !reply.lines.is_empty() {
        lines.push(reply.lines.iter().map(style).collect::<Vec<_>>().join(" "));
    }
    lines.extend(reply.block.iter().map(style));
    let buttons = if reply.challenge_buttons {
        vec![CreateActionRow::Buttons(vec![
            CreateButton::new(ACCEPT_ID)
                .label(Msg::new("button-accept").text(lang))
                .style(serenity::ButtonStyle::Success),
            CreateButton::new(DECLINE_ID)
                .label(Msg::new("button-decline").text(lang))
                .style(serenity::ButtonStyle::Danger),
        ])]
    } else {
        Vec::new()
    };
    Outgoing {
        content: lines.join("\n"),
        board: reply.board.as_ref().map(|b| b.png.clone()),
        file: reply.file.clone(),
        buttons,
        ephemeral: reply.ephemeral(),
    }
}

fn board_embed() -> CreateEmbed {
    CreateEmbed::new().image("attachment://board.png")
}

impl Outgoing {
    fn into_poise(self) -> poise::CreateReply {
        let mut out = poise::CreateReply::default()
            .content(self.content)
            .ephemeral(self.ephemeral)
            .components(self.buttons);
        if let Some(png) = self.board {
            out = out
                .embed(board_embed())
                .attachment(CreateAttachment::bytes(png, "board.png"));
        }
        if let Some((name, bytes)) = self.file {
            out = out.attachment(CreateAttachment::bytes(bytes, name));
        }
        out
    }

    fn into_message(self) -> CreateMessage {
        let mut out = CreateMessage::new().content(self.content);
        if !self.buttons.is_empty() {
            out = out.components(self.buttons);
        }
        if let Some(png) = self.board {
            out = out
                .embed(board_embed())
                .add_file(CreateAttachment::bytes(png, "board.png"));
        }
        if let Some((name, bytes)) = self.file {
            out = out.add_file(CreateAttachment::bytes(bytes, name));
        }
        out
    }

    fn into_interaction(self) -> CreateInteractionResponseMessage {
        let mut out = CreateInteractionResponseMessage::new()
            .content(self.content)
            .ephemeral(self.ephemeral)
            .components(self.buttons);
        if let Some(png) = self.board {
            out = out
                .embed(board_embed())
                .add_file(CreateAttachment::bytes(png, "board.png"));
        }
        if let Some((name, bytes)) = self.file {
            out = out.add_file(CreateAttachment::bytes(bytes, name));
        }
        out
    }
}

/// The reader's language for a reply: the asker's own for private replies when known.
fn lang_for(reply: &Reply, asker: Option<Lang>, server: Lang) -> Lang {
    match (reply.audience, asker) {
        (Audience::Asker, Some(l)) => l,
        _ => server,
    }
}

/// Post replies as ordinary messages in a channel, in the channel's language.
///
/// # Errors
/// When Discord refuses the message.
pub async fn post(
    http: &serenity::Http,
    channel: u64,
    replies: &[Reply],
    lang: Lang,
) -> Result<(), Error> {
    for reply in replies {
        ChannelId::new(channel)
            .send_message(http, outgoing(reply, lang).into_message())
            .await
            .context("posting a reply")?;
    }
    Ok(())
}

/// Post a response in a channel, then the bot's move when it has thought.
async fn post_response(
    http: &serenity::Http,
    channel: u64,
    response: Response,
    lang: Lang,
) -> Result<(), Error> {
    post(http, channel, &response.replies, lang).await?;
    if let Some(turn) = response.bot_turn {
        post(http, channel, &turn.play().await, lang).await?;
    }
    Ok(())
}

fn place_of(ctx: Ctx<'_>) -> Place {
    Place {
        channel: ctx.channel_id().get(),
        guild: ctx.guild_id().map(serenity::GuildId::get),
    }
}

/// Run a slash command: one call to the referee; a refusal is answered at once and only to
/// the asker; a game against the bot is deferred and answered with follow-ups (the player's
/// move, then the bot's after it has thought).
async fn run(ctx: Ctx<'_>, command: Command) -> Result<(), Error> {
    let referee = &ctx.data().referee;
    let place = place_of(ctx);
    let asker = ctx.locale().and_then(Lang::from_discord);
    let defer_for_bot = matches!(command, Command::Play { .. });
    let response = referee
        .handle(place, &actor_of(ctx.author()), command)
        .await;
    // Read after the command: a settings change is announced in the new language.
    let server = referee.language(place.guild).await;
    if !response.is_error() && (defer_for_bot || response.bot_turn.is_some()) {
        ctx.defer().await?;
    }
    for reply in &response.replies {
        let lang = lang_for(reply, asker, server);
        ctx.send(outgoing(reply, lang).into_poise()).await?;
    }
    if let Some(turn) = response.bot_turn {
        for reply in turn.play().await {
            let lang = lang_for(&reply, asker, server);
            ctx.send(outgoing(&reply, lang).into_poise()).await?;
        }
    }
    Ok(())
}

/// Answer a slash command with a refusal parsed at the edge (an unknown variant).
async fn refuse(ctx: Ctx<'_>, msg: Msg) -> Result<(), Error> {
    let lang = match ctx.locale().and_then(Lang::from_discord) {
        Some(l) => l,
        None => ctx.data().referee.language(place_of(ctx).guild).await,
    };
    let reply = Reply::refused(msg);
    ctx.send(outgoing(&reply, lang).into_poise()).await?;
    Ok(())
}

/// A colour choice.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ColorOption {
    /// White.
    #[name = "white"]
    White,
    /// Black.
    #[name = "black"]
    Black,
    /// Drawn at random.
    #[name = "random"]
    Random,
}

impl From<ColorOption> for ColorChoice {
    fn from(c: ColorOption) -> ColorChoice {
        match c {
            ColorOption::White => ColorChoice::White,
            ColorOption::Black => ColorChoice::Black,
            ColorOption::Random => ColorChoice::Random,
        }
    }
}

/// A language, named in itself.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum LanguageOption {
    /// English.
    #[name = "English"]
    En,
    /// Spanish.
    #[name = "Español"]
    Es,
    /// Filipino.
    #[name = "Filipino"]
    Fil,
    /// Czech.
    #[name = "Čeština"]
    Cs,
    /// Turkish.
    #[name = "Türkçe"]
    Tr,
    /// Portuguese (Brazil).
    #[name = "Português (Brasil)"]
    Pt,
    /// Russian.
    #[name = "Русский"]
    Ru,
    /// Italian.
    #[name = "Italiano"]
    It,
}

impl From<LanguageOption> for Lang {
    fn from(l: LanguageOption) -> Lang {
        match l {
            LanguageOption::En => Lang::En,
            LanguageOption::Es => Lang::Es,
            LanguageOption::Fil => Lang::Fil,
            LanguageOption::Cs => Lang::Cs,
            LanguageOption::Tr => Lang::Tr,
            LanguageOption::Pt => Lang::Pt,
            LanguageOption::Ru => Lang::Ru,
            LanguageOption::It => Lang::It,
        }
    }
}

fn variant_arg(v: Option<String>) -> Result<Option<damero_rules::Variant>, Msg> {
    v.map(|s| text::variant(&s)).transpose()
}

#[poise::command(slash_command)]
async fn challenge(
    ctx: Ctx<'_>,
    opponent: serenity::User,
    #[autocomplete = "complete_variant"] variant: Option<String>,
    color: Option<ColorOption>,
) -> Result<(), Error> {
    let variant = match variant_arg(variant) {
        Ok(v) => v,
        Err(msg) => return refuse(ctx, msg).await,
    };
    let command = Command::Challenge {
        opponent: actor_of(&opponent),
        variant,
        color: color.map_or(ColorChoice::Random, Into::into),
    };
    run(ctx, command).await
}

#[poise::command(slash_command)]
async fn accept(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Accept).await
}

#[poise::command(slash_command)]
async fn decline(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Decline).await
}

#[poise::command(slash_command)]
async fn play(
    ctx: Ctx<'_>,
    #[autocomplete = "complete_variant"] variant: Option<String>,
    #[min = 1]
    #[max = 10]
    level: Option<u8>,
    color: Option<ColorOption>,
) -> Result<(), Error> {
    let variant = match variant_arg(variant) {
        Ok(v) => v,
        Err(msg) => return refuse(ctx, msg).await,
    };
    let level = match level.map(|l| text::level(&l.to_string())).transpose() {
        Ok(l) => l,
        Err(msg) => return refuse(ctx, msg).await,
    };
    let command = Command::Play {
        variant,
        level,
        color: color.map(Into::into),
    };
    run(ctx, command).await
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

#[poise::command(slash_command, rename = "move")]
async fn move_(
    ctx: Ctx<'_>,
    #[rename = "move"]
    #[autocomplete = "complete_move"]
    text: String,
) -> Result<(), Error> {
    run(ctx, Command::Move(text)).await
}

#[poise::command(slash_command)]
async fn board(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Board).await
}

#[poise::command(slash_command)]
async fn moves(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Moves).await
}

#[poise::command(slash_command)]
async fn resign(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Resign).await
}

#[poise::command(slash_command)]
async fn draw(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Draw).await
}

#[poise::command(slash_command)]
async fn huff(ctx: Ctx<'_>, square: Option<String>) -> Result<(), Error> {
    run(ctx, Command::Huff(square)).await
}

#[poise::command(slash_command)]
async fn pdn(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Pdn).await
}

#[poise::command(slash_command)]
async fn rules(
    ctx: Ctx<'_>,
    #[autocomplete = "complete_variant"] variant: Option<String>,
) -> Result<(), Error> {
    match variant_arg(variant) {
        Ok(v) => run(ctx, Command::Rules(v)).await,
        Err(msg) => refuse(ctx, msg).await,
    }
}

#[poise::command(slash_command)]
async fn variants(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Variants).await
}

#[poise::command(slash_command)]
async fn help(ctx: Ctx<'_>) -> Result<(), Error> {
    let prefix = ctx.data().prefix.clone();
    let reply = Reply::private(vec![Msg::new("help-discord").arg("prefix", prefix)]);
    let lang = match ctx.locale().and_then(Lang::from_discord) {
        Some(l) => l,
        None => ctx.data().referee.language(place_of(ctx).guild).await,
    };
    ctx.send(outgoing(&reply, lang).into_poise()).await?;
    Ok(())
}

/// Whether the member who sent an interaction may manage the server (the interaction carries
/// their permissions in that channel).
fn may_manage(ctx: Ctx<'_>) -> bool {
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

#[poise::command(slash_command, default_member_permissions = "MANAGE_GUILD")]
async fn settings(ctx: Ctx<'_>, language: Option<LanguageOption>) -> Result<(), Error> {
    let mut changes = Vec::new();
    if let Some(l) = language {
        changes.push(SettingChange::Language(l.into()));
    }
    let may_manage = may_manage(ctx);
    run(
        ctx,
        Command::Settings {
            changes,
            may_manage,
        },
    )
    .await
}

/// Every slash command, with its descriptions (and those of its options and choices) in every
/// language from the catalogues.
#[must_use]
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![
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
        settings(),
    ];
    for command in &mut commands {
        localize(command);
    }
    commands
}

/// Descriptions of a command in every language: `cmd-<command>` for the command,
/// `cmd-<command>-<option>` (or the shared `cmd-option-<option>`) for an option, and
/// `<option>-<choice>` for a choice's label.
fn localize(command: &mut poise::Command<Data, Error>) {
    let cat = catalog();
    let texts = |id: &str| -> Vec<(&'static str, String)> {
        let mut out = Vec::new();
        for lang in Lang::ALL {
            if lang == Lang::En || !cat.has(lang, id) {
                continue;
            }
            let text = cat.render(lang, &Msg::owned(id.to_string()));
            for locale in lang.discord_locales() {
                out.push((*locale, text.clone()));
            }
        }
        out
    };
    let name = command.name.clone();
    let id = format!("cmd-{name}");
    command.description = Some(cat.render(Lang::En, &Msg::owned(id.to_string())));
    for (locale, text) in texts(&id) {
        command
            .description_localizations
            .insert(locale.to_string(), text);
    }
    for param in &mut command.parameters {
        let own = format!("cmd-{name}-{}", param.name);
        let shared = format!("cmd-option-{}", param.name);
        let id = if cat.has(Lang::En, &own) { own } else { shared };
        param.description = Some(cat.render(Lang::En, &Msg::owned(id.to_string())));
        for (locale, text) in texts(&id) {
            param
                .description_localizations
                .insert(locale.to_string(), text);
        }
        for choice in &mut param.choices {
            let id = format!("{}-{}", param.name, choice.name);
            for (locale, text) in texts(&id) {
                choice.localizations.insert(locale.to_string(), text);
            }
        }
    }
}

async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
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
        other => {
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
    let place = Place {
        channel: msg.channel_id.get(),
        guild: msg.guild_id.map(serenity::GuildId::get),
    };
    let actor = actor_of(&msg.author);
    let parsed = parse_text(&msg.content, &data.prefix, false, &|w| {
        mention_lookup(msg, w)
    });
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
    post_response(&ctx.http, place.channel, response, lang).await
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
    post_response(&ctx.http, place.channel, response, server).await
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
                // Resume stored games: where the bot is to move, it moves now. (The record
                // does not keep its server, so resumed moves are in English.)
                let http = ctx.http.clone();
                let referee = data.referee.clone();
                tokio::spawn(async move {
                    match referee.resume().await {
                        Ok(moves) => {
                            for (channel, replies) in moves {
                                if let Err(e) = post(&http, channel, &replies, Lang::En).await {
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
