//! The slash commands: options typed at the edge (colours and languages are
//! `ChoiceParameter`s, variants and levels parsed into `Variant` / `Level`), one referee call
//! each, and every description localised from the catalogues.

use poise::serenity_prelude as serenity;
use serenity::Permissions;

use super::outgoing::{lang_for, outgoing, post_response};
use super::{actor_of, Ctx, Data, Error};
use crate::i18n::{catalog, Lang, Msg};
use crate::referee::time::parse_move_time;
use crate::referee::{text, ColorChoice, Command, Place, Reply, SettingChange};

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
    let started = std::time::Instant::now();
    let referee = &ctx.data().referee;
    let place = place_of(ctx);
    let asker = ctx.locale().and_then(Lang::from_discord);
    if matches!(command, Command::Challenge { .. } | Command::Play { .. })
        && referee.threads_on(place.guild).await
    {
        return run_in_thread(ctx, place, command).await;
    }
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
        let sent = ctx.send(outgoing(reply, lang).into_poise()).await?;
        if reply.challenge_buttons {
            // Kept so the challenge's message can be edited when it lapses.
            match sent.message().await {
                Ok(m) => referee.challenge_posted(place.channel, m.id.get()).await,
                Err(e) => tracing::warn!(error = %e, "could not read the challenge's message"),
            }
        }
    }
    crate::metrics::replied("slash", started.elapsed());
    if let Some(turn) = response.bot_turn {
        for reply in turn.play().await {
            let lang = lang_for(&reply, asker, server);
            ctx.send(outgoing(&reply, lang).into_poise()).await?;
        }
    }
    Ok(())
}

/// `/challenge` or `/play` in a server with `threads:on`: open a thread named after the
/// players, play the game there (the thread is the game's channel), and point to it.
async fn run_in_thread(ctx: Ctx<'_>, place: Place, command: Command) -> Result<(), Error> {
    let referee = &ctx.data().referee;
    let asker = ctx.locale().and_then(Lang::from_discord);
    let server = referee.language(place.guild).await;
    let author = actor_of(ctx.author());
    let other = match &command {
        Command::Challenge { opponent, .. } => opponent.name.clone(),
        _ => referee.config().bot_name.clone(),
    };
    let name: String = Msg::new("thread-name")
        .arg("first", author.name.clone())
        .arg("second", other)
        .text(server)
        .chars()
        .take(100)
        .collect();
    let thread = ctx
        .channel_id()
        .create_thread(
            ctx.http(),
            serenity::CreateThread::new(name).kind(serenity::ChannelType::PublicThread),
        )
        .await?;
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
        for reply in &response.replies {
            let lang = lang_for(reply, asker, server);
            ctx.send(outgoing(reply, lang).into_poise()).await?;
        }
        return Ok(());
    }
    let pointer = Reply::done(vec![
        Msg::new("thread-opened").arg("thread", format!("<#{}>", thread.id.get()))
    ]);
    ctx.send(outgoing(&pointer, server).into_poise()).await?;
    post_response(ctx.http(), referee, in_thread.channel, response, server).await
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
    time: Option<String>,
) -> Result<(), Error> {
    let variant = match variant_arg(variant) {
        Ok(v) => v,
        Err(msg) => return refuse(ctx, msg).await,
    };
    let time = match time.map(|t| parse_move_time(&t)).transpose() {
        Ok(t) => t,
        Err(e) => return refuse(ctx, e.msg()).await,
    };
    let command = Command::Challenge {
        opponent: actor_of(&opponent),
        variant,
        color: color.map_or(ColorChoice::Random, Into::into),
        time,
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
    if too_long(partial).is_some() {
        return Vec::new();
    }
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
    if let Some(msg) = too_long(&text) {
        return refuse(ctx, msg).await;
    }
    run(ctx, Command::Move(text)).await
}

/// An absurdly long option is refused before it is parsed.
fn too_long(text: &str) -> Option<Msg> {
    super::guard::longer_than(text, super::guard::MAX_OPTION_CHARS)
        .then(|| Msg::new("too-long").arg("max", super::guard::MAX_OPTION_CHARS))
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
async fn abort(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Abort).await
}

#[poise::command(slash_command)]
async fn draw(ctx: Ctx<'_>) -> Result<(), Error> {
    run(ctx, Command::Draw).await
}

#[poise::command(slash_command)]
async fn huff(ctx: Ctx<'_>, square: Option<String>) -> Result<(), Error> {
    if let Some(msg) = square.as_deref().and_then(too_long) {
        return refuse(ctx, msg).await;
    }
    run(ctx, Command::Huff(square)).await
}

#[poise::command(slash_command)]
async fn pdn(ctx: Ctx<'_>, #[min = 1] game: Option<u64>) -> Result<(), Error> {
    run(ctx, game.map_or(Command::Pdn, Command::PdnOf)).await
}

/// `/review [game]`: deferred at once (the engine takes a few seconds), then one referee call.
#[poise::command(slash_command)]
async fn review(ctx: Ctx<'_>, game: Option<u64>) -> Result<(), Error> {
    ctx.defer().await?;
    run(ctx, Command::Review(game)).await
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
async fn settings(
    ctx: Ctx<'_>,
    language: Option<LanguageOption>,
    move_time: Option<String>,
    #[autocomplete = "complete_variant"] default_variant: Option<String>,
    threads: Option<bool>,
) -> Result<(), Error> {
    let mut changes = Vec::new();
    if let Some(l) = language {
        changes.push(SettingChange::Language(l.into()));
    }
    if let Some(t) = move_time {
        match parse_move_time(&t) {
            Ok(d) => changes.push(SettingChange::MoveTime(d)),
            Err(e) => return refuse(ctx, e.msg()).await,
        }
    }
    match variant_arg(default_variant) {
        Ok(Some(v)) => changes.push(SettingChange::DefaultVariant(v)),
        Ok(None) => {}
        Err(msg) => return refuse(ctx, msg).await,
    }
    if let Some(on) = threads {
        changes.push(SettingChange::Threads(on));
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

// ratings (issue 10)

#[poise::command(slash_command)]
async fn rating(
    ctx: Ctx<'_>,
    user: Option<serenity::User>,
    #[autocomplete = "complete_variant"] variant: Option<String>,
) -> Result<(), Error> {
    match variant_arg(variant) {
        Ok(variant) => {
            let user = user.as_ref().map(actor_of);
            run(ctx, Command::Rating { user, variant }).await
        }
        Err(msg) => refuse(ctx, msg).await,
    }
}

#[poise::command(slash_command)]
async fn leaderboard(
    ctx: Ctx<'_>,
    #[autocomplete = "complete_variant"] variant: Option<String>,
) -> Result<(), Error> {
    match variant_arg(variant) {
        Ok(v) => run(ctx, Command::Leaderboard(v)).await,
        Err(msg) => refuse(ctx, msg).await,
    }
}

#[poise::command(slash_command)]
async fn history(ctx: Ctx<'_>, user: Option<serenity::User>) -> Result<(), Error> {
    run(ctx, Command::History(user.as_ref().map(actor_of))).await
}

/// The interaction's upload limit (Discord says it per interaction: it depends on the
/// server's boosts).
fn upload_limit(ctx: Ctx<'_>) -> Option<u64> {
    match ctx {
        poise::Context::Application(a) => {
            Some(u64::from(a.interaction.attachment_size_limit)).filter(|&l| l > 0)
        }
        poise::Context::Prefix(_) => None,
    }
}

#[poise::command(slash_command)]
async fn replay(ctx: Ctx<'_>, #[min = 1] game: Option<u64>) -> Result<(), Error> {
    // Drawing a long game takes a moment: answer within Discord's 3 seconds first.
    ctx.defer().await?;
    let limit = upload_limit(ctx);
    run(ctx, Command::Replay { game, limit }).await
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
        abort(),
        // ratings (issue 10)
        rating(),
        leaderboard(),
        history(),
        replay(),
        review(),
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
