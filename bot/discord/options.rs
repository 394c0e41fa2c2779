//! What the slash commands share: option types (colours; languages are [`Lang`] itself),
//! autocompletion, the checks on options, and [`commands`], which builds every command of the
//! registry with its names and descriptions in every language from the catalogues.

use poise::serenity_prelude as serenity;
use serenity::Permissions;

use super::{Ctx, Data, Error};
use crate::commands::{word_of, ALL};
use crate::i18n::{catalog, Lang, Msg};
use crate::referee::ColorChoice;

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

/// Languages are offered by their own names (`Español`), in [`Lang::ALL`]'s order.
impl poise::ChoiceParameter for Lang {
    fn list() -> Vec<poise::CommandParameterChoice> {
        Lang::ALL
            .iter()
            .map(|l| poise::CommandParameterChoice {
                name: l.native_name().to_string(),
                localizations: std::collections::HashMap::new(),
                __non_exhaustive: (),
            })
            .collect()
    }

    fn from_index(index: usize) -> Option<Self> {
        Lang::ALL.get(index).copied()
    }

    fn from_name(name: &str) -> Option<Self> {
        Lang::ALL.into_iter().find(|l| l.native_name() == name)
    }

    fn name(&self) -> &'static str {
        self.native_name()
    }

    fn localized_name(&self, _locale: &str) -> Option<&'static str> {
        None
    }
}

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
        .suggest_moves(ctx.channel_id().get(), partial)
        .await
}

/// An absurdly long option is refused before it is parsed.
pub(crate) fn too_long(text: &str) -> Option<Msg> {
    super::guard::longer_than(text, super::guard::MAX_OPTION_CHARS)
        .then(|| Msg::new("too-long").arg("max", super::guard::MAX_OPTION_CHARS))
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

/// Every slash command of the registry, with its name, its descriptions and its options' names
/// and descriptions (and their choices' labels) in every language from the catalogues.
#[must_use]
pub fn commands() -> Vec<poise::Command<Data, Error>> {
    ALL.iter()
        .map(|spec| {
            let mut command = (spec.slash)();
            localize(&mut command, spec);
            command
        })
        .collect()
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
