//! The catalogues: every message in every language with the same variables, every message
//! renders, the referee holds no English, and games in Spanish (and a server in Filipino)
//! through the fake Discord.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::Arc;

use damero::i18n::{catalog, message_variables, sources, Arg, Lang, Msg};
use damero::referee::SledStore;
use damero_rules::{Color, Variant};
use serde_json::json;

use crate::common::referee_on;
use crate::fake::{Fake, Member};
use crate::games;

/// While the translators' files are on their way, `DAMERO_I18N_PARTIAL=1` lets a missing
/// language pass (and only a missing one); otherwise every language must be there.
fn partial() -> bool {
    std::env::var("DAMERO_I18N_PARTIAL").is_ok_and(|v| v == "1")
}

fn source(lang: Lang) -> Option<&'static str> {
    sources()
        .iter()
        .find(|(c, _)| *c == lang.code())
        .map(|(_, s)| *s)
}

type Vars = BTreeMap<String, BTreeSet<String>>;

fn english() -> Vars {
    message_variables(source(Lang::En).expect("the English catalogue"))
        .into_iter()
        .collect()
}

#[test]
fn every_message_exists_in_every_language_with_the_same_variables() {
    let en = english();
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let Some(text) = source(lang) else {
            if partial() {
                eprintln!("{lang}: no catalogue yet (DAMERO_I18N_PARTIAL=1)");
                continue;
            }
            problems.push(format!("{lang}: bot/locales/{lang}/damero.ftl is missing"));
            continue;
        };
        let theirs: Vars = message_variables(text).into_iter().collect();
        for (id, vars) in &en {
            match theirs.get(id) {
                None => problems.push(format!("{lang}: no message {id}")),
                Some(v) if v != vars => {
                    problems.push(format!("{lang}: {id} uses {v:?}, English uses {vars:?}"));
                }
                Some(_) => {}
            }
        }
        for id in theirs.keys().filter(|id| !en.contains_key(*id)) {
            problems.push(format!("{lang}: {id} is not an English message"));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

fn sample(name: &str, second: bool, lang: Lang) -> Arg {
    match name {
        "color" | "winner" | "owner" | "turn" => Arg::Key(if second { "black" } else { "white" }),
        "code" => Arg::Key(lang.code()),
        "count" | "minutes" | "level" | "plies" | "number" | "max" | "size" => {
            Arg::Num(if second { 2 } else { 1 })
        }
        _ => Arg::Text("Ana".into()),
    }
}

#[test]
fn every_message_renders_in_every_language_with_sample_arguments() {
    let en = english();
    let mut problems = Vec::new();
    for lang in catalog().languages() {
        for (id, vars) in &en {
            for second in [false, true] {
                let mut msg = Msg::owned(id.clone());
                for v in vars {
                    let name: &'static str = Box::leak(v.clone().into_boxed_str());
                    msg = msg.arg(name, sample(v, second, lang));
                }
                match catalog().check(lang, &msg) {
                    Ok(text) if text.trim().is_empty() => {
                        problems.push(format!("{lang} {id}: empty"));
                    }
                    Ok(_) => {}
                    Err(e) => problems.push(e),
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_selector_keys_cover_every_language_code_and_colour() {
    for lang in catalog().languages() {
        for code in Lang::ALL {
            let text = Msg::new("language-name")
                .arg("code", Arg::Key(code.code()))
                .text(lang);
            assert!(text.contains(code.code()), "{lang}: {text}");
        }
    }
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("read dir").flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

fn literals(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '"' {
            let mut lit = String::new();
            while let Some(d) = chars.next() {
                match d {
                    '\\' => {
                        chars.next();
                    }
                    '"' => break,
                    d => lit.push(d),
                }
            }
            out.push(lit);
        }
    }
    out
}

/// The referee speaks only in catalogue ids: no string literal in `bot/referee/` reads like
/// prose (two words with a space), except log messages and internal errors, which players
/// never see.
#[test]
fn the_referee_holds_no_sentences_only_catalogue_ids() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("bot")
        .join("referee");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let mut prose = Vec::new();
    let logs = [
        "tracing::",
        "anyhow!",
        "bail!",
        ".context(",
        "expect(",
        "#[",
    ];
    for file in &files {
        let text = std::fs::read_to_string(file).expect("read");
        let lines: Vec<&str> = text.lines().collect();
        for (n, line) in lines.iter().enumerate() {
            let code = line.trim_start();
            // A log call or an internal error may span a few lines.
            let in_log = lines[n.saturating_sub(3)..=n]
                .iter()
                .any(|l| logs.iter().any(|m| l.contains(m)));
            if code.starts_with("//") || in_log {
                continue;
            }
            for lit in literals(code) {
                let words = lit
                    .split(' ')
                    .filter(|w| w.chars().filter(|c| c.is_alphabetic()).count() >= 2)
                    .count();
                if words >= 2 {
                    prose.push(format!("{}:{}: \"{lit}\"", file.display(), n + 1));
                }
            }
        }
    }
    assert!(
        prose.is_empty(),
        "sentences in the referee:\n{}",
        prose.join("\n")
    );
}

/// Every id the bot names (`Msg::new("...")`) is in the English catalogue, and every variant
/// has a title and rules.
#[test]
fn every_message_the_bot_names_is_in_the_catalogue() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("bot");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let mut missing = Vec::new();
    let mut seen = 0;
    for file in &files {
        let text = std::fs::read_to_string(file).expect("read");
        for part in text.split("Msg::new(\"").skip(1) {
            let id = part.split('"').next().unwrap_or_default();
            seen += 1;
            if !catalog().has(Lang::En, id) {
                missing.push(format!("{}: {id}", file.display()));
            }
        }
    }
    for v in Variant::ALL {
        for prefix in ["variant", "rules"] {
            let id = format!("{prefix}-{}", v.name());
            if !catalog().has(Lang::En, &id) {
                missing.push(id);
            }
        }
    }
    assert!(seen > 50, "the scan found only {seen} ids");
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[test]
fn every_slash_command_and_option_is_described_in_english_and_spanish() {
    for command in damero::discord::commands() {
        let d = command.description.clone().unwrap_or_default();
        assert!(!d.is_empty(), "/{} has no description", command.name);
        for locale in ["es-ES", "es-419"] {
            assert!(
                command.description_localizations.contains_key(locale),
                "/{} has no {locale} description",
                command.name
            );
        }
        for p in &command.parameters {
            assert!(
                p.description.as_deref().is_some_and(|d| !d.is_empty()),
                "/{} {}",
                command.name,
                p.name
            );
            assert!(
                p.description_localizations.contains_key("es-419"),
                "/{} {} has no Spanish description",
                command.name,
                p.name
            );
        }
    }
}

#[test]
fn languages_come_from_discord_locales_and_the_environment() {
    assert_eq!(Lang::from_discord("es-ES"), Some(Lang::Es));
    assert_eq!(Lang::from_discord("es-419"), Some(Lang::Es));
    assert_eq!(Lang::from_discord("pt-BR"), Some(Lang::Pt));
    assert_eq!(Lang::from_discord("cs"), Some(Lang::Cs));
    assert_eq!(Lang::from_discord("de"), None);
    assert_eq!(Lang::from_posix("es_ES.UTF-8"), Some(Lang::Es));
    assert_eq!(Lang::from_posix("fil_PH"), Some(Lang::Fil));
    assert_eq!(Lang::from_posix("C"), None);
    assert!("xx".parse::<Lang>().is_err());
}

const GUILD: u64 = 4242;
const MANAGE_GUILD: u64 = 0x20;

async fn start(fake: &Fake, dir: &Path) -> (damero::discord::Running, damero::referee::Referee) {
    let config = crate::common::fake_config(fake, dir);
    let referee = referee_on(Arc::new(SledStore::open(dir).expect("store")));
    let running = crate::common::start_bot_on(fake, &config, &referee, 1).await;
    (running, referee)
}

/// Index of a language among the `/settings language` choices (poise sends the index).
fn choice(lang: Lang) -> serde_json::Value {
    json!(Lang::ALL
        .iter()
        .position(|l| *l == lang)
        .expect("a language"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_spanish_server_plays_a_whole_game_in_spanish_and_settings_need_manage_server() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, referee) = start(&fake, dir.path()).await;
    let ana = Member {
        user: (101, "Ana"),
        guild: GUILD,
        locale: "es-ES",
        permissions: MANAGE_GUILD,
    };
    let ben = Member {
        user: (102, "Ben"),
        guild: GUILD,
        locale: "es-419",
        permissions: 0,
    };
    let ch = 40;

    // Ben may not change the settings: refused, privately, in his language, and nothing changes.
    let from = fake.count();
    fake.slash_as_member(&ben, ch, "settings", &[("language", choice(Lang::Fil))]);
    let (_, refused) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert_eq!(refused.flags() & 64, 64, "ephemeral");
    assert_eq!(
        refused.content(),
        "Solo los miembros con el permiso Gestionar servidor pueden cambiar los ajustes."
    );
    assert_eq!(referee.settings().language(Some(GUILD)).await, Lang::En);

    // Ana may: the server now speaks Spanish.
    let from = fake.count();
    fake.slash_as_member(&ana, ch, "settings", &[("language", choice(Lang::Es))]);
    let (_, changed) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert_eq!(
        changed.content(),
        "Ajustes cambiados: idioma español (es). Tiempo por jugada sin límite; variante por \
         defecto damas españolas; un hilo por partida: no."
    );
    // `!settings` only shows them.
    let from = fake.count();
    fake.say_in(GUILD, ch, (102, "Ben"), "!settings", &[]);
    let (_, shown) = fake.next_post(from, ch).await;
    assert_eq!(
        shown.content(),
        "Ajustes de este servidor: idioma español (es). Tiempo por jugada sin límite; variante \
         por defecto damas españolas; un hilo por partida: no."
    );

    // A challenge by text, accepted with the button: all in Spanish.
    let from = fake.count();
    fake.say_in(
        GUILD,
        ch,
        (101, "Ana"),
        "!challenge <@102> spanish white",
        &[(102, "Ben")],
    );
    let (_, post) = fake.next_post(from, ch).await;
    assert!(
        post.content().starts_with(
            "Ana desafía a Ben a una partida de damas españolas (Ana juega con blancas)."
        ),
        "{}",
        post.content()
    );
    let buttons = &post.json["components"][0]["components"];
    assert_eq!(buttons[0]["label"], "Aceptar");
    assert_eq!(buttons[1]["label"], "Rechazar");
    let from = fake.count();
    fake.button_as_member(&ben, ch, "damero:accept");
    let (_, answer) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert_eq!(
        answer.content(),
        "Empieza una partida de damas españolas: Ana (blancas) contra Ben (negras). \
         Le toca jugar a Ana (blancas)."
    );
    // The board's controls read Spanish (the channel's language) ...
    let controls = crate::fake::controls(&answer.json["data"]);
    let labels: Vec<&str> = controls.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(
        labels,
        ["", "Ofrecer tablas", "Abandonar", "Tablero desde mi lado"]
    );
    assert_eq!(controls[0].placeholder, "Elige tu jugada");
    // ... and a refusal the tapper's own: Ben's (es-419), then a Brazilian bystander's.
    let board = fake
        .calls()
        .into_iter()
        .rev()
        .find(|c| {
            c.method == "POST" && c.made.is_some() && c.path.ends_with(&format!("/{ch}/messages"))
        })
        .and_then(|c| c.made)
        .expect("the challenge's message, now the board");
    let value = controls[0].options[0].1.clone();
    let from = fake.count();
    let token = fake.tap_as_member(&ben, board, &controls[0].id, &[&value]);
    let (_, refused) = fake.wait_for(from, |c| c.path.contains(&token)).await;
    assert_eq!(refused.flags() & 64, 64, "private");
    assert_eq!(
        refused.content(),
        "No es tu turno: le toca a Ana (blancas)."
    );
    let caio = Member {
        user: (103, "Caio"),
        guild: GUILD,
        locale: "pt-BR",
        permissions: 0,
    };
    let from = fake.count();
    let token = fake.tap_as_member(&caio, board, &controls[0].id, &[&value]);
    let (_, refused) = fake.wait_for(from, |c| c.path.contains(&token)).await;
    assert_eq!(refused.content(), "Você não está jogando esta partida.");

    // Moves, refusals and the end, all in Spanish.
    let from = fake.count();
    fake.say_in(GUILD, ch, (102, "Ben"), "!move 21-17", &[]);
    let (_, wrong) = fake.next_post(from, ch).await;
    assert_eq!(wrong.content(), "No es tu turno: le toca a Ana (blancas).");
    let from = fake.count();
    fake.slash_as_member(&ana, ch, "moves", &[]);
    let (_, moves) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert!(
        moves
            .content()
            .starts_with("Jugadas legales de Ana (blancas): "),
        "{}",
        moves.content()
    );
    let (moves, outcome) = games::blocked(Variant::Spanish);
    let mut last = None;
    for m in &moves {
        let (_, game) = referee.channels().game(ch).await.expect("game");
        let who = if game.turn() == Color::White {
            (101, "Ana")
        } else {
            (102, "Ben")
        };
        let from = fake.count();
        fake.say_in(GUILD, ch, who, &format!("!move {m}"), &[]);
        let (_, post) = fake.next_post(from, ch).await;
        assert!(post.content().contains(" jugó "), "{m}: {}", post.content());
        last = Some(post);
    }
    let last = last.expect("moves");
    let expected =
        damero::referee::say::outcome(outcome, Variant::Spanish, |_| String::new()).text(Lang::Es);
    // The outcome, then both rating changes (a game between two people is rated).
    assert!(last.content().contains(&expected), "{}", last.content());
    assert!(last.content().contains("bloqueadas"), "{}", last.content());
    assert!(
        last.content().contains(". Puntuaciones: Ana 1"),
        "{}",
        last.content()
    );
    bot.shutdown().await.expect("shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_set_to_filipino_hears_its_announcements_in_filipino() {
    if !catalog().languages().contains(&Lang::Fil) {
        assert!(partial(), "bot/locales/fil/damero.ftl is missing");
        eprintln!("no Filipino catalogue yet (DAMERO_I18N_PARTIAL=1)");
        return;
    }
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, _referee) = start(&fake, dir.path()).await;
    // Filipino has no Discord locale: the admin's client is in English.
    let admin = Member {
        user: (101, "Ana"),
        guild: GUILD,
        locale: "en-US",
        permissions: MANAGE_GUILD,
    };
    let ch = 41;
    let from = fake.count();
    fake.slash_as_member(&admin, ch, "settings", &[("language", choice(Lang::Fil))]);
    fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    let from = fake.count();
    fake.say_in(
        GUILD,
        ch,
        (101, "Ana"),
        "!challenge <@102> spanish white",
        &[(102, "Ben")],
    );
    let (_, post) = fake.next_post(from, ch).await;
    let expected = Msg::new("challenge-posted")
        .arg("challenger", "Ana")
        .arg("challenged", "Ben")
        .arg("variant", damero::referee::say::variant(Variant::Spanish))
        .arg(
            "colors",
            Msg::new("challenge-colors-white").arg("name", "Ana"),
        )
        .arg("minutes", 10usize)
        .text(Lang::Fil);
    assert_eq!(post.content(), expected);
    assert_ne!(post.content(), Msg::new("challenge-posted").text(Lang::En));
    bot.shutdown().await.expect("shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slash_commands_are_registered_localised_and_settings_only_for_managers() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, _referee) = start(&fake, dir.path()).await;
    let (_, put) = fake
        .wait_for(0, |c| c.method == "PUT" && c.path.ends_with("/commands"))
        .await;
    let commands = put.json.as_array().expect("a command list");
    let find = |name: &str| {
        commands
            .iter()
            .find(|c| c["name"] == name)
            .unwrap_or_else(|| panic!("/{name} registered"))
            .clone()
    };
    let settings = find("settings");
    assert_eq!(settings["default_member_permissions"], "32", "{settings}");
    assert_eq!(
        settings["description_localizations"]["es-419"],
        Msg::new("cmd-settings").text(Lang::Es)
    );
    let play = find("play");
    assert_eq!(
        play["description_localizations"]["es-ES"],
        "Juega una partida contra mí"
    );
    let color = play["options"]
        .as_array()
        .expect("options")
        .iter()
        .find(|o| o["name"] == "color")
        .expect("a colour option")
        .clone();
    assert_eq!(
        color["choices"][0]["name_localizations"]["es-ES"],
        "blancas"
    );
    assert!(find("board")
        .get("default_member_permissions")
        .is_none_or(|p| p.is_null()));
    // Every command carries its own word in every Discord locale Damero speaks (Filipino has
    // none in Discord: its words work as text commands), and so do the options.
    for command in commands {
        let name = command["name"].as_str().expect("a name");
        for (locale, lang) in [
            ("es-ES", Lang::Es),
            ("es-419", Lang::Es),
            ("cs", Lang::Cs),
            ("tr", Lang::Tr),
            ("pt-BR", Lang::Pt),
            ("ru", Lang::Ru),
            ("it", Lang::It),
        ] {
            let word = Msg::owned(format!("cmd-name-{name}")).text(lang);
            let shown = &command["name_localizations"][locale];
            // A word equal to the English name needs no localisation (`pdn`).
            if word != name {
                assert_eq!(shown, &word.to_lowercase(), "/{name} in {locale}");
            }
        }
    }
    assert_eq!(find("draw")["name_localizations"]["es-ES"], "tablas");
    assert_eq!(find("challenge")["name_localizations"]["ru"], "вызов");
    assert_eq!(color["name_localizations"]["pt-BR"], "cor");
    bot.shutdown().await.expect("shutdown");
}
