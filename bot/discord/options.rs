//! The slash commands, built from the registry's declarations ([`crate::commands::Slash`]):
//! [`commands`] makes each one with its options, their kinds, autocompletion and choices, and
//! its names and descriptions in every language from the catalogues; one action reads any
//! command's options into [`Values`], refuses an oversized one, and answers through
//! [`super::answer`].

use poise::serenity_prelude as serenity;
use serenity::{CommandOptionType, CreateCommandOption, Permissions, ResolvedValue};

use super::data::{actor_of, Ctx, Data, Error};
use super::guard::{longer_than, MAX_OPTION_CHARS};
use super::slash::{answer, refuse_at_edge};
use crate::commands::{word_of, Form, Kind, Opt, Slash, Spec, Value, Values, ALL};
use crate::i18n::{catalog, Lang, Msg};

/// Variant names starting with what was typed.
pub(crate) async fn complete_variant(_ctx: Ctx<'_>, partial: &str) -> Vec<String> {
    let p = partial.to_lowercase();
    damero_rules::Variant::ALL
        .iter()
        .map(|v| v.name().to_string())
        .filter(|n| n.starts_with(&p))
        .collect()
}

/// Legal moves of the channel's game starting with what was typed.
pub(crate) async fn complete_move(ctx: Ctx<'_>, partial: &str) -> Vec<String> {
    if too_long(partial).is_some() {
        return Vec::new();
    }
    ctx.data()
        .referee
        .channels()
        .suggest_moves(ctx.channel_id().get(), partial)
        .await
}

/// An absurdly long option is refused before it is parsed.
pub(crate) fn too_long(text: &str) -> Option<Msg> {
    longer_than(text, MAX_OPTION_CHARS).then(|| Msg::new("too-long").arg("max", MAX_OPTION_CHARS))
}

/// Every slash command of the registry, with its name, its descriptions and its options' names
/// and descriptions (and their choices' labels) in every language from the catalogues.
#[must_use]
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    ALL.iter()
        .map(|&spec| {
            let mut command = match spec.slash {
                Slash::One(form) => command(spec, spec.name, form),
                Slash::Subcommands(subs) => poise::Command {
                    subcommands: subs
                        .iter()
                        .map(|(sub, form)| command(spec, sub, *form))
                        .collect(),
                    subcommand_required: true,
                    // Never run: Discord sends the subcommand.
                    slash_action: Some(|_| Box::pin(async { Ok(()) })),
                    ..named(spec.name)
                },
            };
            if spec.managers {
                command.default_member_permissions = Permissions::MANAGE_GUILD;
            }
            localize(&mut command, spec);
            command
        })
        .collect()
}

/// What a built command runs: its registry entry and the form it reads.
#[derive(Clone, Copy, Debug)]
struct Route {
    spec: &'static Spec,
    form: Form,
}

/// A command (or subcommand) named `name`, nothing else set.
fn named(name: &str) -> poise::Command<Data, Error> {
    poise::Command {
        name: name.to_string(),
        qualified_name: name.to_string(),
        identifying_name: name.to_string(),
        source_code_name: name.to_string(),
        ..Default::default()
    }
}

/// The slash command (or subcommand) `name` of `spec`, reading `form`.
fn command(spec: &'static Spec, name: &str, form: Form) -> poise::Command<Data, Error> {
    poise::Command {
        slash_action: Some(|ctx| Box::pin(run(ctx))),
        parameters: form.options.iter().map(parameter).collect(),
        custom_data: Box::new(Route { spec, form }),
        ..named(name)
    }
}

/// One option, of its kind.
fn parameter(opt: &Opt) -> poise::CommandParameter<Data, Error> {
    let integer = |o: CreateCommandOption| o.kind(CommandOptionType::Integer);
    let type_setter: fn(CreateCommandOption) -> CreateCommandOption = match opt.kind {
        Kind::Text | Kind::Move | Kind::Variant => |o| o.kind(CommandOptionType::String),
        Kind::Person => |o| o.kind(CommandOptionType::User),
        Kind::Role => |o| o.kind(CommandOptionType::Role),
        Kind::Channel => |o| o.kind(CommandOptionType::Channel),
        Kind::Yes => |o| o.kind(CommandOptionType::Boolean),
        Kind::Choice(_) | Kind::Language => integer,
        Kind::Level => |o| bounded(o, Kind::Level),
        Kind::Hour => |o| bounded(o, Kind::Hour),
        Kind::GameNumber => |o| bounded(o, Kind::GameNumber),
        Kind::Count => |o| bounded(o, Kind::Count),
    };
    let choices: Vec<String> = match opt.kind {
        Kind::Choice(words) => words.iter().map(|w| (*w).to_string()).collect(),
        Kind::Language => Lang::ALL
            .iter()
            .map(|l| l.native_name().to_string())
            .collect(),
        _ => Vec::new(),
    };
    poise::CommandParameter {
        name: opt.name.to_string(),
        name_localizations: std::collections::HashMap::new(),
        description: None,
        description_localizations: std::collections::HashMap::new(),
        required: opt.required,
        channel_types: None,
        type_setter: Some(type_setter),
        choices: choices
            .into_iter()
            .map(|name| poise::CommandParameterChoice {
                name,
                localizations: std::collections::HashMap::new(),
                __non_exhaustive: (),
            })
            .collect(),
        autocomplete_callback: match opt.kind {
            Kind::Move => Some(|ctx, partial| Box::pin(suggest(ctx, partial, true))),
            Kind::Variant => Some(|ctx, partial| Box::pin(suggest(ctx, partial, false))),
            _ => None,
        },
        __non_exhaustive: (),
    }
}

/// A whole-number option with its kind's bounds.
fn bounded(o: CreateCommandOption, kind: Kind) -> CreateCommandOption {
    let (min, max) = kind.bounds().unwrap_or((0, crate::commands::MOST_NUMBER));
    #[allow(clippy::cast_precision_loss)] // the bounds are below 2^53: exact as f64
    o.kind(CommandOptionType::Integer)
        .min_number_value(min as f64)
        .max_number_value(max as f64)
}

/// Autocompletion: legal moves of the channel's game, or variant names.
async fn suggest(
    ctx: poise::ApplicationContext<'_, Data, Error>,
    partial: &str,
    moves: bool,
) -> Result<serenity::CreateAutocompleteResponse, poise::SlashArgError> {
    let found = if moves {
        complete_move(ctx.into(), partial).await
    } else {
        complete_variant(ctx.into(), partial).await
    };
    let mut response = serenity::CreateAutocompleteResponse::new();
    for choice in found.into_iter().take(25) {
        response = response.add_string_choice(choice.clone(), choice);
    }
    Ok(response)
}

/// Any slash command: its options read into [`Values`] (an oversized text refused before it
/// is read further), the form's command made, and answered through [`super::answer`].
async fn run(
    ctx: poise::ApplicationContext<'_, Data, Error>,
) -> Result<(), poise::FrameworkError<'_, Data, Error>> {
    let answered = match ctx.command.custom_data.downcast_ref::<Route>() {
        Some(route) => answer_route(ctx, *route).await,
        None => Err(anyhow::anyhow!(
            "{} is no registry command",
            ctx.command.name
        )),
    };
    answered.map_err(|error| poise::FrameworkError::new_command(ctx.into(), error))
}

async fn answer_route(
    ctx: poise::ApplicationContext<'_, Data, Error>,
    route: Route,
) -> Result<(), Error> {
    let mut values = Vec::new();
    for option in ctx.args {
        let Some(opt) = route.form.options.iter().find(|o| o.name == option.name) else {
            continue;
        };
        let value = match (&option.value, opt.kind) {
            (ResolvedValue::String(text), _) => {
                if let Some(msg) = too_long(text) {
                    return refuse_at_edge(ctx.into(), msg).await;
                }
                Value::Text((*text).to_string())
            }
            (ResolvedValue::User(user, _), _) => Value::Person(actor_of(user)),
            (ResolvedValue::Role(role), _) => Value::Id(role.id.get()),
            (ResolvedValue::Channel(channel), _) => Value::Id(channel.id.get()),
            (ResolvedValue::Boolean(b), _) => Value::Yes(*b),
            (ResolvedValue::Integer(i), Kind::Choice(words)) => {
                match usize::try_from(*i).ok().and_then(|i| words.get(i)) {
                    Some(word) => Value::Choice(word),
                    None => continue,
                }
            }
            (ResolvedValue::Integer(i), Kind::Language) => {
                match usize::try_from(*i).ok().and_then(|i| Lang::ALL.get(i)) {
                    Some(lang) => Value::Language(*lang),
                    None => continue,
                }
            }
            (ResolvedValue::Integer(i), _) => Value::Number(*i),
            _ => continue,
        };
        values.push((opt.name, value));
    }
    if route.spec.slow {
        // A picture of a whole game takes a moment: answer within Discord's 3 seconds first.
        poise::Context::from(ctx).defer().await?;
    }
    match (route.form.read)(&Values::new(values)) {
        Ok(command) => answer(ctx.into(), command).await,
        Err(msg) => refuse_at_edge(ctx.into(), msg).await,
    }
}

/// A message in every language but English that has it, under each of its Discord locales.
fn texts(id: &str, lower: bool) -> Vec<(&'static str, String)> {
    let cat = catalog();
    let mut out = Vec::new();
    for lang in Lang::ALL {
        if lang == Lang::En || !cat.has(lang, id) {
            continue;
        }
        let mut text = cat.render(lang, &Msg::owned(id.to_string()));
        if lower {
            text = text.to_lowercase();
        }
        for locale in lang.discord_locales() {
            out.push((*locale, text.clone()));
        }
    }
    out
}

/// Names and descriptions of a command in every language: `cmd-name-<command>` and
/// `cmd-<command>` for the command, `cmd-option-name-<option>` and `cmd-<command>-<option>`
/// (or the shared `cmd-option-<option>`) for an option, `<option>-<choice>` for a choice.
fn localize(command: &mut poise::Command<Data, Error>, spec: &crate::commands::Spec) {
    let cat = catalog();
    let name = spec.name;
    for lang in Lang::ALL {
        if lang == Lang::En {
            continue;
        }
        let word = word_of(spec, lang);
        if word != name {
            for locale in lang.discord_locales() {
                command
                    .name_localizations
                    .insert((*locale).to_string(), word.clone());
            }
        }
    }
    let id = format!("cmd-{name}");
    command.description = Some(cat.render(Lang::En, &Msg::owned(id.clone())));
    for (locale, text) in texts(&id, false) {
        command
            .description_localizations
            .insert(locale.to_string(), text);
    }
    localize_parameters(command, name);
    // Subcommands (`/tournament join`): `cmd-name-<command>-<sub>` and `cmd-<command>-<sub>`;
    // their options read `cmd-<command>-<option>` like the command's own.
    for sub in &mut command.subcommands {
        let id = format!("cmd-name-{name}-{}", sub.name);
        for (locale, text) in texts(&id, true) {
            if text != sub.name {
                sub.name_localizations.insert(locale.to_string(), text);
            }
        }
        let id = format!("cmd-{name}-{}", sub.name);
        sub.description = Some(cat.render(Lang::En, &Msg::owned(id.clone())));
        for (locale, text) in texts(&id, false) {
            sub.description_localizations
                .insert(locale.to_string(), text);
        }
        localize_parameters(sub, name);
    }
}

/// A command's options: `cmd-option-name-<option>` and `cmd-<command>-<option>` (or the shared
/// `cmd-option-<option>`), choices `<option>-<choice>`.
fn localize_parameters(command: &mut poise::Command<Data, Error>, name: &str) {
    let cat = catalog();
    for param in &mut command.parameters {
        for (locale, text) in texts(&format!("cmd-option-name-{}", param.name), true) {
            param.name_localizations.insert(locale.to_string(), text);
        }
        let own = format!("cmd-{name}-{}", param.name);
        let shared = format!("cmd-option-{}", param.name);
        let id = if cat.has(Lang::En, &own) { own } else { shared };
        param.description = Some(cat.render(Lang::En, &Msg::owned(id.clone())));
        for (locale, text) in texts(&id, false) {
            param
                .description_localizations
                .insert(locale.to_string(), text);
        }
        for choice in &mut param.choices {
            let id = format!("{}-{}", param.name, choice.name);
            for (locale, text) in texts(&id, false) {
                choice.localizations.insert(locale.to_string(), text);
            }
        }
    }
}
