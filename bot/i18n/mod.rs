//! Languages and the message catalogues (Project Fluent, `bot/locales/<code>/damero.ftl`).
//!
//! The referee never writes a sentence: it returns [`Msg`] values (a catalogue id plus typed
//! arguments). A front end renders them with [`Catalog::render`] in the reader's [`Lang`]. A
//! message missing in a language falls back to English (the catalogue test makes sure none is
//! missing). Unicode isolation marks are off: Discord and terminals show them as noise.

use std::borrow::Cow;
use std::collections::BTreeSet;
use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

mod sources {
    include!(concat!(env!("OUT_DIR"), "/locales.rs"));
}

/// A language the bot speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Lang {
    /// English (the default).
    #[default]
    En,
    /// Spanish.
    Es,
    /// Filipino (no Discord locale: a server setting only).
    Fil,
    /// Czech.
    Cs,
    /// Turkish.
    Tr,
    /// Portuguese (Brazil).
    Pt,
    /// Russian.
    Ru,
    /// Italian.
    It,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 8] = [
        Lang::En,
        Lang::Es,
        Lang::Fil,
        Lang::Cs,
        Lang::Tr,
        Lang::Pt,
        Lang::Ru,
        Lang::It,
    ];

    /// The code used everywhere (`--lang`, settings, catalogue folders).
    #[must_use]
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Fil => "fil",
            Lang::Cs => "cs",
            Lang::Tr => "tr",
            Lang::Pt => "pt",
            Lang::Ru => "ru",
            Lang::It => "it",
        }
    }

    /// The language's name in itself (`Español`), as the `/settings` choice shows it.
    #[must_use]
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Es => "Español",
            Lang::Fil => "Filipino",
            Lang::Cs => "Čeština",
            Lang::Tr => "Türkçe",
            Lang::Pt => "Português (Brasil)",
            Lang::Ru => "Русский",
            Lang::It => "Italiano",
        }
    }

    /// The Discord locales that mean this language (empty for Filipino, which Discord lacks).
    #[must_use]
    pub fn discord_locales(self) -> &'static [&'static str] {
        match self {
            Lang::En => &["en-US", "en-GB"],
            Lang::Es => &["es-ES", "es-419"],
            Lang::Fil => &[],
            Lang::Cs => &["cs"],
            Lang::Tr => &["tr"],
            Lang::Pt => &["pt-BR"],
            Lang::Ru => &["ru"],
            Lang::It => &["it"],
        }
    }

    /// The language of a Discord locale (`es-419` -> Spanish), if the bot speaks it.
    #[must_use]
    pub fn from_discord(locale: &str) -> Option<Lang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.discord_locales().contains(&locale))
    }

    /// The language of a POSIX locale value (`es_ES.UTF-8`, `pt_BR`, `fil_PH`, `tl_PH`, `C`),
    /// if spoken. The same as parsing it ([`Lang::from_str`] takes every locale form).
    #[must_use]
    pub fn from_posix(value: &str) -> Option<Lang> {
        value.parse().ok()
    }

    /// The terminal's language, as gettext finds it: the first of `LC_ALL`, `LC_MESSAGES`,
    /// `LANG` that is set and not empty names the locale (as POSIX says); unless that is `C` or
    /// `POSIX`, the first language of GNU's `LANGUAGE` list (`fil:en`) the bot speaks comes
    /// first. English when none names a language the bot speaks.
    #[must_use]
    pub fn from_env() -> Lang {
        let var = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
        Lang::from_env_values(
            ["LC_ALL", "LC_MESSAGES", "LANG"].into_iter().find_map(var),
            var("LANGUAGE"),
        )
    }

    /// [`Lang::from_env`] on given values: the locale (`LC_ALL`, `LC_MESSAGES` or `LANG`) and
    /// `LANGUAGE`.
    #[must_use]
    pub fn from_env_values(locale: Option<String>, language: Option<String>) -> Lang {
        let plain = locale
            .as_deref()
            .is_none_or(|l| matches!(l.split('.').next(), Some("C" | "POSIX")));
        let listed = language
            .filter(|_| !plain)
            .and_then(|list| list.split(':').find_map(Lang::from_posix));
        listed
            .or_else(|| locale.as_deref().and_then(Lang::from_posix))
            .unwrap_or_default()
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code the bot does not know.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("Unknown language '{0}'; known languages: en, es, fil, cs, tr, pt, ru, it.")]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;

    /// A language code or any usual locale form of it: `es`, `ES`, `es-419`, `pt-BR`,
    /// `es_ES.UTF-8`, `ca_ES@valencia`; `tl` (the ISO 639-1 code of Tagalog, which Filipino
    /// locales such as `tl_PH.UTF-8` use) means Filipino.
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        let key = s.trim().to_ascii_lowercase();
        let primary = key.split(['_', '.', '@', '-']).next().unwrap_or_default();
        let primary = if primary == "tl" { "fil" } else { primary };
        Lang::ALL
            .into_iter()
            .find(|l| l.code() == primary)
            .ok_or_else(|| UnknownLang(clip(s, 20)))
    }
}

/// A typed argument of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// Data shown as it is (a name, a move, a square): never prose.
    Text(String),
    /// A number (Fluent picks the plural form from it).
    Num(i64),
    /// A keyword the catalogue selects on (`white`, `black`, a variant name).
    Key(&'static str),
    /// Another message, rendered in the same language first.
    Msg(Box<Msg>),
    /// Data items (moves, squares), joined by the language's `list-separator`.
    List(Vec<String>),
    /// Other messages (words such as a puzzle's themes), each rendered in the same language,
    /// joined by the language's `list-separator`.
    Msgs(Vec<Msg>),
    /// Something to type as it is (a variant name, a command): Discord shows it as code.
    Code(String),
}

/// How a front end marks up data inside sentences.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Style {
    /// No markup (the terminal, tests).
    #[default]
    Plain,
    /// Discord markdown: [`Arg::Code`] in backticks.
    Discord,
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}
impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}
impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
    }
}
impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
    }
}
impl From<u16> for Arg {
    fn from(n: u16) -> Arg {
        Arg::Num(n.into())
    }
}
impl From<u8> for Arg {
    fn from(n: u8) -> Arg {
        Arg::Num(n.into())
    }
}
impl From<Msg> for Arg {
    fn from(m: Msg) -> Arg {
        Arg::Msg(Box::new(m))
    }
}
impl From<Vec<String>> for Arg {
    fn from(v: Vec<String>) -> Arg {
        Arg::List(v)
    }
}

/// One message: a catalogue id and its arguments. What the referee returns instead of text.
#[derive(Clone, Debug, PartialEq)]
pub struct Msg {
    /// The catalogue id (`move-played`).
    pub id: Cow<'static, str>,
    /// Named arguments.
    pub args: Vec<(&'static str, Arg)>,
}

impl Msg {
    /// A message without arguments.
    #[must_use]
    pub fn new(id: &'static str) -> Msg {
        Msg {
            id: Cow::Borrowed(id),
            args: Vec::new(),
        }
    }

    /// A message whose id is computed (`cmd-play`).
    #[must_use]
    pub fn owned(id: String) -> Msg {
        Msg {
            id: Cow::Owned(id),
            args: Vec::new(),
        }
    }

    /// A message whose id is built from data (`variant-spanish`).
    #[must_use]
    pub fn keyed(prefix: &str, key: &str) -> Msg {
        Msg {
            id: Cow::Owned(format!("{prefix}-{key}")),
            args: Vec::new(),
        }
    }

    /// Add an argument.
    #[must_use]
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((name, value.into()));
        self
    }

    /// The message in `lang`, from the built-in catalogues, without markup.
    #[must_use]
    pub fn text(&self, lang: Lang) -> String {
        catalog().render(lang, self)
    }

    /// The message in `lang` with a front end's markup.
    #[must_use]
    pub fn styled(&self, lang: Lang, style: Style) -> String {
        catalog().render_styled(lang, self, style)
    }
}

/// Every language's bundle, built once.
pub struct Catalog {
    bundles: Vec<(Lang, FluentBundle<FluentResource>)>,
}

impl fmt::Debug for Catalog {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let langs: Vec<Lang> = self.bundles.iter().map(|(l, _)| *l).collect();
        f.debug_struct("Catalog").field("langs", &langs).finish()
    }
}

/// Why a catalogue could not be built.
#[derive(Debug, thiserror::Error)]
#[error("catalogue {code}: {problem}")]
pub struct CatalogError {
    /// The language code.
    pub code: String,
    /// What is wrong.
    pub problem: String,
}

impl Catalog {
    /// Build bundles from `(code, source)` pairs (unknown codes are refused).
    ///
    /// # Errors
    /// A source that does not parse, an unknown code, or a message defined twice.
    pub fn from_sources(sources: &[(&str, &str)]) -> Result<Catalog, CatalogError> {
        let mut bundles = Vec::new();
        for (code, source) in sources {
            let err = |problem: String| CatalogError {
                code: (*code).to_string(),
                problem,
            };
            let lang: Lang = code.parse().map_err(|e: UnknownLang| err(e.to_string()))?;
            let resource = FluentResource::try_new((*source).to_string())
                .map_err(|(_, errors)| err(format!("{errors:?}")))?;
            let langid: unic_langid::LanguageIdentifier = lang
                .code()
                .parse()
                .map_err(|e| err(format!("language id: {e}")))?;
            let mut bundle = FluentBundle::new_concurrent(vec![langid]);
            bundle.set_use_isolating(false);
            bundle
                .add_resource(resource)
                .map_err(|errors| err(format!("{errors:?}")))?;
            bundles.push((lang, bundle));
        }
        Ok(Catalog { bundles })
    }

    fn bundle(&self, lang: Lang) -> Option<&FluentBundle<FluentResource>> {
        self.bundles
            .iter()
            .find(|(l, _)| *l == lang)
            .map(|(_, b)| b)
    }

    /// The languages that have a catalogue.
    #[must_use]
    pub fn languages(&self) -> Vec<Lang> {
        self.bundles.iter().map(|(l, _)| *l).collect()
    }

    /// Whether `lang` has the message `id`.
    #[must_use]
    pub fn has(&self, lang: Lang, id: &str) -> bool {
        self.bundle(lang).is_some_and(|b| b.has_message(id))
    }

    /// Render `msg` in `lang`; English when the language lacks it; the id itself (logged) when
    /// even English lacks it, so a catalogue bug never silences a reply.
    #[must_use]
    pub fn render(&self, lang: Lang, msg: &Msg) -> String {
        self.render_styled(lang, msg, Style::Plain)
    }

    /// [`Catalog::render`] with a front end's markup for [`Arg::Code`].
    #[must_use]
    pub fn render_styled(&self, lang: Lang, msg: &Msg, style: Style) -> String {
        for l in [lang, Lang::En] {
            if let Some(text) = self.try_render(l, msg, style) {
                return text;
            }
        }
        tracing::error!(id = %msg.id, "message missing from the English catalogue");
        msg.id.to_string()
    }

    fn try_render(&self, lang: Lang, msg: &Msg, style: Style) -> Option<String> {
        let bundle = self.bundle(lang)?;
        let pattern = bundle.get_message(&msg.id)?.value()?;
        let mut args = FluentArgs::new();
        for (name, arg) in &msg.args {
            let value: FluentValue = match arg {
                Arg::Text(s) => FluentValue::from(s.clone()),
                Arg::Num(n) => FluentValue::from(*n),
                Arg::Key(k) => FluentValue::from(*k),
                Arg::Msg(m) => FluentValue::from(self.render_styled(lang, m, style)),
                Arg::List(items) => {
                    let sep = self.render(lang, &Msg::new("list-separator"));
                    FluentValue::from(items.join(&sep))
                }
                Arg::Msgs(msgs) => {
                    let sep = self.render(lang, &Msg::new("list-separator"));
                    let parts: Vec<String> = msgs
                        .iter()
                        .map(|m| self.render_styled(lang, m, style))
                        .collect();
                    FluentValue::from(parts.join(&sep))
                }
                Arg::Code(c) => FluentValue::from(match style {
                    Style::Plain => c.clone(),
                    Style::Discord => format!("`{c}`"),
                }),
            };
            args.set(*name, value);
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
        if !errors.is_empty() {
            tracing::warn!(id = %msg.id, lang = %lang, ?errors, "message rendered with errors");
        }
        Some(text.into_owned())
    }

    /// Render `msg` in `lang` only (no fallback), failing on any Fluent error: for the
    /// catalogue tests.
    ///
    /// # Errors
    /// The message is missing in `lang`, or rendering reported errors.
    pub fn check(&self, lang: Lang, msg: &Msg) -> Result<String, String> {
        let bundle = self
            .bundle(lang)
            .ok_or_else(|| format!("no {lang} catalogue"))?;
        let pattern = bundle
            .get_message(&msg.id)
            .and_then(|m| m.value())
            .ok_or_else(|| format!("{lang}: no message {}", msg.id))?;
        let mut args = FluentArgs::new();
        for (name, arg) in &msg.args {
            let value = match arg {
                Arg::Text(s) | Arg::Code(s) => FluentValue::from(s.clone()),
                Arg::Num(n) => FluentValue::from(*n),
                Arg::Key(k) => FluentValue::from(*k),
                Arg::Msg(m) => FluentValue::from(self.check(lang, m)?),
                Arg::List(items) => FluentValue::from(items.join(", ")),
                Arg::Msgs(msgs) => FluentValue::from(
                    msgs.iter()
                        .map(|m| self.check(lang, m))
                        .collect::<Result<Vec<_>, _>>()?
                        .join(", "),
                ),
            };
            args.set(*name, value);
        }
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
        if errors.is_empty() {
            Ok(text.into_owned())
        } else {
            Err(format!("{lang} {}: {errors:?}", msg.id))
        }
    }

    /// Every message id of `lang` with the variables its value and attributes use (for tests).
    #[must_use]
    pub fn messages(&self, lang: Lang) -> Option<Vec<(String, BTreeSet<String>)>> {
        let source = sources::SOURCES
            .iter()
            .find(|(c, _)| *c == lang.code())
            .map(|(_, s)| *s)?;
        Some(message_variables(source))
    }
}

/// Someone's text as a reply quotes it: trimmed, at most `n` characters (a longer text ends in
/// `…` within them, so the reader sees it was cut), control characters (line breaks, escapes,
/// NUL) shown as `\u{fffd}`, so a quoted word can neither break a reply into lines nor send a
/// terminal escape sequence.
#[must_use]
pub fn clip(text: &str, n: usize) -> String {
    let text = text.trim();
    let cut = text.chars().nth(n).is_some();
    let keep = if cut { n.saturating_sub(1) } else { n };
    let mut out: String = text
        .chars()
        .take(keep)
        .map(|c| if c.is_control() { '\u{fffd}' } else { c })
        .collect();
    if cut {
        out.push('…');
    }
    out
}

/// The message ids of a Fluent source and the `$variables` each one uses.
#[must_use]
pub fn message_variables(source: &str) -> Vec<(String, BTreeSet<String>)> {
    use fluent_syntax::ast;
    let resource = match fluent_syntax::parser::parse(source) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    let mut out = Vec::new();
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry {
            let mut vars = BTreeSet::new();
            if let Some(p) = &m.value {
                pattern_vars(p, &mut vars);
            }
            for a in &m.attributes {
                pattern_vars(&a.value, &mut vars);
            }
            out.push((m.id.name.to_string(), vars));
        }
    }
    out
}

fn pattern_vars(p: &fluent_syntax::ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    fn inline(e: &InlineExpression<&str>, vars: &mut BTreeSet<String>) {
        match e {
            InlineExpression::VariableReference { id } => {
                vars.insert(id.name.to_string());
            }
            InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline(a, vars);
                }
            }
            InlineExpression::Placeable { expression } => expr(expression, vars),
            _ => {}
        }
    }
    fn expr(e: &Expression<&str>, vars: &mut BTreeSet<String>) {
        match e {
            Expression::Inline(i) => inline(i, vars),
            Expression::Select { selector, variants } => {
                inline(selector, vars);
                for v in variants {
                    pattern_vars(&v.value, vars);
                }
            }
        }
    }
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expr(expression, vars);
        }
    }
}

/// The built-in catalogues (every `bot/locales/*/damero.ftl` present at build time).
///
/// # Panics
/// If a built-in catalogue does not parse: the catalogue tests catch that before a release.
#[must_use]
pub fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| {
        #[allow(clippy::expect_used)]
        Catalog::from_sources(sources::SOURCES).expect("the built-in catalogues parse")
    })
}

/// The built-in sources (code, text), for tests.
#[must_use]
pub fn sources() -> &'static [(&'static str, &'static str)] {
    sources::SOURCES
}

#[cfg(test)]
mod tests {
    use super::{clip, Lang};

    /// Issue 44.12: a quoted text that was cut says so with `…`, within the limit.
    #[test]
    fn a_clipped_text_ends_in_an_ellipsis_only_when_cut() {
        assert_eq!(clip("  e3-e4  ", 20), "e3-e4");
        assert_eq!(clip("abcde", 5), "abcde");
        let long = "x".repeat(2_400);
        let shown = clip(&long, 40);
        assert_eq!(shown.chars().count(), 40);
        assert!(shown.ends_with("x…"), "{shown}");
        assert_eq!(clip("a\nb", 10), "a\u{fffd}b");
    }

    /// Issue 35.4: `--lang es_ES.UTF-8`, `--lang pt-BR`, `--lang tl` and `LANG=tl_PH.UTF-8` were
    /// refused or fell back to English.
    #[test]
    fn languages_are_read_from_every_usual_locale_form_and_tl_is_filipino() {
        for (given, lang) in [
            ("es", Lang::Es),
            ("ES", Lang::Es),
            ("es_ES.UTF-8", Lang::Es),
            ("es-419", Lang::Es),
            ("pt-BR", Lang::Pt),
            ("pt_BR.utf8", Lang::Pt),
            ("tl", Lang::Fil),
            ("tl_PH.UTF-8", Lang::Fil),
            ("fil_PH.UTF-8", Lang::Fil),
            ("fil", Lang::Fil),
            ("ru_RU.KOI8-R", Lang::Ru),
            ("cs_CZ@euro", Lang::Cs),
            (" it ", Lang::It),
        ] {
            assert_eq!(given.parse::<Lang>(), Ok(lang), "{given}");
            assert_eq!(Lang::from_posix(given), Some(lang), "{given}");
        }
        for refused in ["xx", "", "C", "POSIX", "english", "t"] {
            assert!(refused.parse::<Lang>().is_err(), "{refused}");
        }
    }

    #[test]
    fn the_environment_is_read_as_gettext_reads_it() {
        let env = |locale: Option<&str>, language: Option<&str>| {
            Lang::from_env_values(locale.map(Into::into), language.map(Into::into))
        };
        assert_eq!(env(Some("tl_PH.UTF-8"), None), Lang::Fil);
        assert_eq!(env(Some("fil_PH.UTF-8"), None), Lang::Fil);
        assert_eq!(env(Some("de_DE.UTF-8"), None), Lang::En);
        assert_eq!(env(None, None), Lang::En);
        // LANGUAGE is a priority list, read unless the locale is C.
        assert_eq!(env(Some("en_US.UTF-8"), Some("de:tl:en")), Lang::Fil);
        assert_eq!(env(Some("C.UTF-8"), Some("es")), Lang::En);
        assert_eq!(env(Some("es_ES.UTF-8"), Some("de")), Lang::Es);
    }
}
