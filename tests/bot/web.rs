//! The web pages (issue 45): a game played in Discord (the fake) in a server that turned the
//! pages on is served at `/g/{id}` and its page hears the next move live; a server that did
//! not opt in gets 404s; hostile names are text; every page carries a strict policy, alt text
//! and the reader's language. Plain HTTP on 127.0.0.1, read with reqwest.

use std::sync::Arc;
use std::time::Duration;

use damero::i18n::Lang;
use damero::referee::{SledStore, Store};
use damero::web::data::Scope;
use damero::web::live::Limits;
use damero::web::{Web, CSP};
use damero_rules::Variant;
use damero_storage::{
    ChannelId, GuildId, GuildSettings, MemoryStore, NewGame, Seat, TournamentRecord,
    TournamentStatus, UserId,
};
use serde_json::json;

use crate::common::{fake_config, painter, referee_on, start_bot_on};
use crate::fake::{Fake, Member};

const GUILD: u64 = 45;
const OTHER: u64 = 46;
const HALL: u64 = 4_500;
const ELSEWHERE: u64 = 4_600;
const ANA: (u64, &str) = (451, "Ana");
const BEN: (u64, &str) = (452, "Ben");

/// A GET: status, body, the response's headers.
async fn get(url: &str) -> (u16, String, reqwest::header::HeaderMap) {
    let r = reqwest::get(url).await.expect("GET");
    let status = r.status().as_u16();
    let headers = r.headers().clone();
    (status, r.text().await.expect("body"), headers)
}

/// The next server-sent event's data (within 5 s).
async fn next_event(stream: &mut reqwest::Response, buffer: &mut String) -> String {
    tokio::time::timeout(Duration::from_secs(5), async {
        loop {
            if let Some(end) = buffer.find("\n\n") {
                let event: String = buffer.drain(..end + 2).collect();
                if let Some(data) = event.lines().find_map(|l| l.strip_prefix("data:")) {
                    return data.trim().to_string();
                }
                continue;
            }
            let chunk = stream.chunk().await.expect("stream").expect("open");
            buffer.push_str(&String::from_utf8_lossy(&chunk));
        }
    })
    .await
    .expect("an event within 5 s")
}

/// The bot against the fake Discord with its store in `dir` and its pages on a free port of
/// 127.0.0.1 (links to `base_url`, if given): the bot, its referee and store, the pages'
/// address (`http://...`) and their handle.
async fn bot_with_pages(
    fake: &Fake,
    dir: &std::path::Path,
    base_url: Option<&str>,
) -> (
    damero::discord::Running,
    damero::referee::Referee,
    Arc<dyn Store>,
    String,
    Web,
) {
    let store: Arc<dyn Store> = Arc::new(SledStore::open(dir).expect("store"));
    let referee = referee_on(store.clone());
    let mut config = fake_config(fake, dir);
    config.web.listen = Some("127.0.0.1:0".into());
    config.web.base_url = base_url.map(str::to_string);
    let bot = start_bot_on(fake, &config, &referee, 1).await;
    let (web, address) = damero::web::start(&config, store.clone(), &referee)
        .await
        .expect("web starts")
        .expect("web.listen is set");
    (bot, referee, store, format!("http://{address}"), web)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_in_a_server_that_turned_the_pages_on_is_served_live_and_others_are_not() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, referee, _store, site, _web) =
        bot_with_pages(&fake, dir.path(), Some("https://draughts.example.org")).await;

    // Ana manages the server and turns the pages on.
    let ana = Member {
        user: ANA,
        guild: GUILD,
        locale: "en-US",
        permissions: 0x20,
    };
    let ben = Member {
        user: BEN,
        guild: GUILD,
        locale: "en-US",
        permissions: 0,
    };
    let from = fake.count();
    fake.slash_as_member(&ben, HALL, "settings", &[("web", json!(true))]);
    let (_, refused) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert!(
        refused.content().contains("Manage Server"),
        "{}",
        refused.content()
    );
    let from = fake.count();
    fake.slash_as_member(&ana, HALL, "settings", &[("web", json!(true))]);
    let (_, on) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert!(
        on.content().ends_with("Web pages for this server: on."),
        "{}",
        on.content()
    );

    // A game between them.
    let from = fake.count();
    fake.say_in(GUILD, HALL, ANA, "!challenge <@452> spanish white", &[BEN]);
    fake.next_post(from, HALL).await;
    let from = fake.count();
    fake.button_as_member(&ben, HALL, "damero:accept");
    let (_, started) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    let (record, _) = referee.channels().game(HALL).await.expect("a game");
    let id = record.id.0;
    // The first board carries the game's page.
    assert!(
        started.content().ends_with(&format!(
            "The game's page: https://draughts.example.org/g/{id}"
        )),
        "{}",
        started.content()
    );

    let (status, page, headers) = get(&format!("{site}/g/{id}")).await;
    assert_eq!(status, 200, "{page}");
    assert_eq!(headers["content-security-policy"], CSP);
    assert!(page.contains("<bdi>Ana</bdi>") && page.contains("<bdi>Ben</bdi>"));
    assert!(page.contains(&format!("src=\"/g/{id}/0.png\"")), "{page}");
    let (status, png, _) = get(&format!("{site}/g/{id}/0.png")).await;
    assert_eq!(status, 200);
    assert!(!png.is_empty());

    // The page follows the game: the next move committed in Discord reaches the live stream.
    let mut stream = reqwest::get(format!("{site}/g/{id}/live"))
        .await
        .expect("live");
    assert_eq!(stream.status().as_u16(), 200);
    let mut buffer = String::new();
    let first = next_event(&mut stream, &mut buffer).await;
    assert_eq!(first, record.version.to_string(), "the version now");
    let first_move = {
        let game = damero_rules::Game::new(Variant::Spanish);
        let rules = Variant::Spanish.rules();
        let d = game.position().details(false).remove(0);
        damero_rules::move_text(rules, &d, rules.default_notation())
    };
    let from = fake.count();
    fake.say_in(GUILD, HALL, ANA, &format!("!move {first_move}"), &[]);
    fake.next_post(from, HALL).await;
    let news = next_event(&mut stream, &mut buffer).await;
    assert!(
        news.parse::<u64>().expect("a version") > record.version,
        "{news}"
    );
    let (_, page, _) = get(&format!("{site}/g/{id}")).await;
    assert!(page.contains(&first_move), "the move is on the page");
    assert!(page.contains(&format!("/g/{id}/1.png")), "{page}");
    let (status, pdn, _) = get(&format!("{site}/g/{id}.pdn")).await;
    assert_eq!(status, 200);
    assert!(
        pdn.contains(&first_move) && pdn.contains("[White \"Ana\"]"),
        "{pdn}"
    );
    let (status, player, _) = get(&format!("{site}/p/{}", ANA.0)).await;
    assert_eq!(status, 200);
    assert!(
        player.contains(&format!("href=\"/g/{id}?lang=en\"")),
        "{player}"
    );
    let (_, home, _) = get(&format!("{site}/?lang=es")).await;
    assert!(home.contains("Partidas en juego") && home.contains(&format!("/g/{id}?lang=es")));

    // A game in a server that did not opt in: nothing of it is served, whatever is asked.
    let from = fake.count();
    fake.say_in(
        OTHER,
        ELSEWHERE,
        ANA,
        "!challenge <@452> spanish white",
        &[BEN],
    );
    fake.next_post(from, ELSEWHERE).await;
    let ben_there = Member {
        user: BEN,
        guild: OTHER,
        locale: "en-US",
        permissions: 0,
    };
    let from = fake.count();
    fake.button_as_member(&ben_there, ELSEWHERE, "damero:accept");
    let (_, started) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert!(
        !started.content().contains("https://"),
        "no link where the pages are off"
    );
    let (hidden, _) = referee.channels().game(ELSEWHERE).await.expect("a game");
    let hidden = hidden.id.0;
    for path in [
        format!("/g/{hidden}"),
        format!("/g/{hidden}.pdn"),
        format!("/g/{hidden}/0.png"),
        format!("/g/{hidden}/live"),
        "/g/999999".to_string(),
        "/t/1".to_string(),
        "/p/999".to_string(),
        "/nothing/here".to_string(),
    ] {
        let (status, body, _) = get(&format!("{site}{path}")).await;
        assert_eq!(status, 404, "{path}");
        assert!(!body.contains("Ana"), "{path}: {body}");
    }
    let (_, home, _) = get(&format!("{site}/")).await;
    assert!(!home.contains(&format!("/g/{hidden}?")), "{home}");

    // The result carries the link too.
    let from = fake.count();
    fake.say_in(GUILD, HALL, BEN, "!resign", &[]);
    let (_, result) = fake.next_post(from, HALL).await;
    assert!(
        result
            .content()
            .contains(&format!("https://draughts.example.org/g/{id}")),
        "{}",
        result.content()
    );
    let (_, page, _) = get(&format!("{site}/g/{id}")).await;
    assert!(page.contains("Ben resigned"), "{page}");
    assert!(!page.contains("data-live"), "a finished game is not live");

    // Turning the pages off hides the server's games at once.
    let from = fake.count();
    fake.slash_as_member(&ana, HALL, "settings", &[("web", json!(false))]);
    let (_, off) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert!(
        off.content().ends_with("Web pages for this server: off."),
        "{}",
        off.content()
    );
    let (status, body, _) = get(&format!("{site}/g/{id}?lang=cs")).await;
    assert_eq!(status, 404);
    assert!(body.contains("Stránka nenalezena"), "{body}");
    drop(bot);
}

/// A store holding a server that opted in, a game and a tournament whose names are hostile,
/// served on 127.0.0.1.
async fn hostile_site(names: &[&str]) -> (String, Web, u64, u64) {
    let store: Arc<dyn Store> = Arc::new(MemoryStore::new());
    store
        .set_guild_settings(
            GuildId(GUILD),
            &GuildSettings {
                web: true,
                ..GuildSettings::default()
            },
        )
        .expect("settings");
    let game = store
        .start_game(&NewGame {
            channel: ChannelId(HALL),
            guild: Some(GuildId(GUILD)),
            variant: Variant::Russian,
            start_fen: None,
            white: Seat::human(UserId(1), names[0]),
            black: Seat::human(UserId(2), names[1 % names.len()]),
            now_ms: 1,
            move_time_ms: None,
        })
        .expect("game");
    let mut competition = damero_tournament::Competition::new(
        damero_tournament::Format::RoundRobin { cycles: 1 },
        vec![damero_tournament::TieBreak::SonnebornBerger],
    );
    for (i, name) in names.iter().enumerate() {
        competition.join(10 + i as u64, name, 1500).expect("joins");
    }
    competition.join(99, "Cy", 1500).expect("joins");
    competition.start().expect("starts");
    let tournament = store
        .create_tournament(&TournamentRecord {
            id: 0,
            guild: GuildId(GUILD),
            channel: ChannelId(HALL),
            name: names[0].to_string(),
            variant: Variant::Russian,
            move_time_ms: None,
            director: damero_storage::Human {
                id: UserId(1),
                name: names[0].to_string(),
            },
            created_ms: 1,
            starts_ms: None,
            ends_ms: None,
            status: TournamentStatus::Running,
            version: 0,
            announced: 0,
            competition,
        })
        .expect("tournament");
    let web = Web::new(
        store,
        painter(),
        Scope::OptedIn,
        "Damero",
        Limits::default(),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let site = format!("http://{}", listener.local_addr().expect("address"));
    web.serve(listener);
    (site, web, game.id.0, tournament.id)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hostile_names_are_shown_as_text_on_every_page() {
    let long = "W".repeat(1_000);
    let names = [
        "<script>alert(1)</script>",
        "\"><img src=x onerror=alert(1)>",
        "\u{202e}evil\u{200f}",
        long.as_str(),
    ];
    let (site, _web, game, tournament) = hostile_site(&names).await;
    for path in [
        format!("/g/{game}"),
        format!("/t/{tournament}"),
        "/p/1".to_string(),
        "/p/11".to_string(),
        "/".to_string(),
    ] {
        let (status, page, headers) = get(&format!("{site}{path}")).await;
        assert_eq!(status, 200, "{path}");
        assert_eq!(headers["content-security-policy"], CSP, "{path}");
        assert_eq!(headers["x-content-type-options"], "nosniff");
        for name in &names[..2] {
            assert!(!page.contains(name), "{path} shows {name} unescaped");
        }
        assert!(!page.contains("<script>alert"), "{path}");
        assert!(!page.contains("<img src=x"), "{path}");
        // Script only from the file the policy allows; no inline handlers or style.
        assert_eq!(page.matches("<script").count(), 1, "{path}");
        assert!(page.contains("<script src=\"/static/damero.js\" defer>"));
        assert!(
            !page.contains(" onerror=\"") && !page.contains(" style=\""),
            "{path}"
        );
    }
    let (_, page, _) = get(&format!("{site}/g/{game}")).await;
    assert!(
        page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
        "{page}"
    );
    // A right-to-left mark stays inside its own <bdi>, and the long name is there whole.
    let (_, t, _) = get(&format!("{site}/t/{tournament}")).await;
    assert!(t.contains("<bdi>\u{202e}evil\u{200f}</bdi>"), "{t}");
    assert!(
        t.contains(&format!("<bdi>{long}</bdi>")),
        "the long name whole"
    );
    assert!(t.contains("<table class=\"standings\">"), "{t}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pages_speak_the_readers_language_and_every_board_has_alt_text() {
    let (site, _web, game, tournament) = hostile_site(&["Ana", "Ben"]).await;
    let client = reqwest::Client::new();
    let page = client
        .get(format!("{site}/g/{game}"))
        .header("Accept-Language", "ru-RU,ru;q=0.9,en;q=0.5")
        .send()
        .await
        .expect("GET")
        .text()
        .await
        .expect("body");
    assert!(page.contains("<html lang=\"ru\">"), "{page}");
    assert!(page.contains("Ходы"), "Russian words");
    // The board's alt text names the variant and every piece.
    let alt = page
        .split("id=\"board\"")
        .nth(1)
        .and_then(|rest| rest.split("alt=\"").nth(1))
        .and_then(|rest| rest.split('"').next())
        .expect("the board has alt text");
    assert!(alt.starts_with("Русские шашки, начальная позиция"), "{alt}");
    assert!(alt.contains("Белые: a1, c1, e1, g1, b2"), "{alt}");
    // Keyboard: every step is a link with a name (reachable with Tab, Enter follows it without
    // script), the hint says which keys step.
    for step in ["first", "back", "forward", "last"] {
        assert!(
            page.contains(&format!("data-step=\"{step}\" href=\"/g/{game}?ply=")),
            "{step}"
        );
    }
    for lang in Lang::ALL {
        let (status, page, _) = get(&format!("{site}/t/{tournament}?lang={}", lang.code())).await;
        assert_eq!(status, 200);
        assert!(page.contains(&format!("<html lang=\"{}\">", lang.code())));
        let (status, missing, _) = get(&format!("{site}/g/77777?lang={}", lang.code())).await;
        assert_eq!(status, 404);
        assert!(
            missing.contains(&damero::i18n::Msg::new("web-not-found-title").text(lang)),
            "{lang}"
        );
    }
    let (_, t, _) = get(&format!("{site}/t/{tournament}")).await;
    assert!(t.contains("alt=\"The standings of Ana\""), "{t}");
    let (status, png, _) = get(&format!("{site}/t/{tournament}/standings.png")).await;
    assert_eq!(status, 200);
    assert!(!png.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn live_subscribers_are_limited_per_address() {
    let (site, web, game, _) = hostile_site(&["Ana", "Ben"]).await;
    let mut open = Vec::new();
    for _ in 0..Limits::default().per_address {
        let r = reqwest::get(format!("{site}/g/{game}/live"))
            .await
            .expect("live");
        assert_eq!(r.status().as_u16(), 200);
        open.push(r);
    }
    let refused = reqwest::get(format!("{site}/g/{game}/live"))
        .await
        .expect("live");
    assert_eq!(refused.status().as_u16(), 429);
    assert_eq!(web.subscribers(), Limits::default().per_address);
    drop(open);
    crate::common::until(Duration::from_secs(5), "closed streams leave", || async {
        web.subscribers() == 0
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournaments_round_post_links_its_page_where_the_server_shows_it() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let store: Arc<dyn Store> = Arc::new(SledStore::open(dir.path()).expect("store"));
    let referee = referee_on(store.clone());
    let mut config = fake_config(&fake, dir.path());
    config.web.base_url = Some("https://draughts.example.org/".into());
    let bot = start_bot_on(&fake, &config, &referee, 1).await;
    // No web.listen: the links only (the pages may be served by `damero web` elsewhere).
    assert!(damero::web::start(&config, store.clone(), &referee)
        .await
        .expect("starts")
        .is_none());
    let (id, from, started) = quick_tournament(&fake, &store).await;
    assert!(
        started.content().contains(&format!(
            "The tournament's page: https://draughts.example.org/t/{id}"
        )),
        "{}",
        started.content()
    );
    // The round's game opens in its thread, its first board linking the game's page.
    let (_, first) = fake
        .wait_for(from, |c| {
            c.method == "POST"
                && c.path.ends_with("/messages")
                && c.content()
                    .contains("The game's page: https://draughts.example.org/g/")
        })
        .await;
    assert!(first.file("board.png").is_some(), "{}", first.content());
    drop(bot);
}

/// A tournament's page shows its games under way live: a move committed in one of its games
/// (played in its thread) is news on the tournament's stream, and the page, fetched again, shows
/// the move being played.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournaments_page_follows_its_games_under_way() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, _referee, store, site, _web) = bot_with_pages(&fake, dir.path(), None).await;
    quick_tournament(&fake, &store).await;
    let id = store.tournaments(true).expect("read")[0].id;
    let game = crate::common::until(Duration::from_secs(10), "the round's game", || {
        let store = store.clone();
        async move {
            store.tournament(id).ok().flatten().is_some_and(|t| {
                t.competition
                    .rounds
                    .first()
                    .is_some_and(|r| r.boards.iter().any(|b| b.game.is_some()))
            })
        }
    });
    game.await;
    let t = store.tournament(id).expect("read").expect("there");
    let game = t.competition.rounds[0].boards[0].game.expect("a game");
    let record = store
        .game(damero_storage::GameId(game))
        .expect("read")
        .expect("there");
    let thread = record.channel.0;
    let (status, page, _) = get(&format!("{site}/t/{id}")).await;
    assert_eq!(status, 200, "{page}");
    assert!(page.contains("playing · move 1"), "{page}");

    // The tournament's stream hears the moves of its game.
    let mut stream = reqwest::get(format!("{site}/t/{id}/live"))
        .await
        .expect("live");
    let mut buffer = String::new();
    let first = next_event(&mut stream, &mut buffer).await;
    let white = record.white.user().expect("a person").0;
    let black = record.black.user().expect("a person").0;
    let name = |id: u64| if id == ANA.0 { ANA } else { BEN };
    for (who, text) in [(white, "9-13"), (black, "22-18")] {
        let from = fake.count();
        fake.say_in(GUILD, thread, name(who), text, &[]);
        let (_, post) = fake.next_post(from, thread).await;
        assert!(post.content().contains(" played "), "{}", post.content());
    }
    let mut news = next_event(&mut stream, &mut buffer).await;
    while news == first {
        news = next_event(&mut stream, &mut buffer).await;
    }
    crate::common::until(Duration::from_secs(5), "the page shows move 2", || {
        let url = format!("{site}/t/{id}");
        async move { get(&url).await.1.contains("playing · move 2") }
    })
    .await;
    let (_, page, _) = get(&format!("{site}/t/{id}")).await;
    let version = data_version(&page);
    let mut latest = news;
    while latest != version {
        latest = next_event(&mut stream, &mut buffer).await;
    }
    drop(bot);
}

/// The `data-version` a page was rendered at (what its live stream names).
fn data_version(page: &str) -> String {
    let at = page.find("data-version=\"").expect("a live page") + "data-version=\"".len();
    page[at..].split('"').next().expect("closed").to_string()
}

/// A game reviewed with `/review` shows the review's graph on its page (the review is kept in
/// the game's record); before, the page has none and the graph's address is a 404.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reviewed_game_shows_its_graph() {
    use damero::commands::{Accept, Challenge, Move, Resign, Review};
    use damero::referee::{Actor, ColorChoice, Place};
    let store: Arc<dyn Store> = Arc::new(MemoryStore::new());
    store
        .set_guild_settings(
            GuildId(GUILD),
            &GuildSettings {
                web: true,
                ..GuildSettings::default()
            },
        )
        .expect("settings");
    let referee = referee_on(store.clone());
    let place = Place {
        channel: HALL,
        guild: Some(GUILD),
    };
    let (ana, ben) = (
        Actor {
            id: ANA.0,
            name: ANA.1.into(),
        },
        Actor {
            id: BEN.0,
            name: BEN.1.into(),
        },
    );
    let challenge = Challenge {
        opponent: ben.clone(),
        variant: Some(Variant::Spanish),
        color: ColorChoice::White,
        time: None,
    };
    assert!(!referee.handle(place, &ana, challenge).await.is_error());
    assert!(!referee.handle(place, &ben, Accept).await.is_error());
    for (who, text) in [(&ana, "9-13"), (&ben, "22-18"), (&ana, "13x22")] {
        let answer = referee.handle(place, who, Move(text.into())).await;
        assert!(!answer.is_error(), "{text}: {:?}", answer.replies);
    }
    assert!(!referee.handle(place, &ben, Resign).await.is_error());
    let (record, _) = referee.channels().game(HALL).await.expect("the game");
    let id = record.id.0;
    let web = Web::new(
        store.clone(),
        painter(),
        Scope::OptedIn,
        "Damero",
        Limits::default(),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let site = format!("http://{}", listener.local_addr().expect("address"));
    web.serve(listener);
    let (_, page, _) = get(&format!("{site}/g/{id}")).await;
    assert!(!page.contains("review.png"), "{page}");
    assert_eq!(get(&format!("{site}/g/{id}/review.png")).await.0, 404);

    let reviewed = referee.handle(place, &ana, Review(Some(id))).await;
    assert!(!reviewed.is_error(), "{:?}", reviewed.replies);
    let kept = store
        .game(damero_storage::GameId(id))
        .expect("read")
        .expect("there")
        .review
        .expect("the review is kept");
    assert_eq!(kept.scores.len(), 4, "the start and three moves: {kept:?}");
    let (_, page, _) = get(&format!("{site}/g/{id}?lang=es")).await;
    assert!(
        page.contains(&format!("src=\"/g/{id}/review.png?lang=es\"")),
        "{page}"
    );
    assert!(page.contains("El análisis del motor"), "{page}");
    let graph = reqwest::get(format!("{site}/g/{id}/review.png?lang=es"))
        .await
        .expect("GET");
    assert_eq!(graph.status().as_u16(), 200);
    assert_eq!(graph.headers()["content-type"], "image/png");
    let bytes = graph.bytes().await.expect("body");
    assert_eq!(&bytes[..4], b"\x89PNG");
}

/// Connections are limited too: past the limit a new one is closed as soon as it is accepted,
/// and once one closes another is served.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_past_the_limit_are_closed_at_once() {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let web = Web::new(
        Arc::new(MemoryStore::new()),
        painter(),
        Scope::All,
        "Damero",
        Limits {
            connections: 2,
            ..Limits::default()
        },
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let address = listener.local_addr().expect("address");
    web.serve(listener);
    let idle_one = tokio::net::TcpStream::connect(address).await.expect("one");
    let _idle_two = tokio::net::TcpStream::connect(address).await.expect("two");
    crate::common::until(Duration::from_secs(5), "two connections counted", || {
        let open = web.connections();
        async move { open == 2 }
    })
    .await;
    let mut third = tokio::net::TcpStream::connect(address)
        .await
        .expect("three");
    let mut buffer = [0u8; 64];
    let read = tokio::time::timeout(Duration::from_secs(5), third.read(&mut buffer))
        .await
        .expect("closed within 5 s");
    assert!(
        matches!(read, Ok(0) | Err(_)),
        "closed, not served: {read:?}"
    );
    drop(idle_one);
    crate::common::until(Duration::from_secs(5), "a place freed", || {
        let open = web.connections();
        async move { open == 1 }
    })
    .await;
    let mut fourth = tokio::net::TcpStream::connect(address).await.expect("four");
    fourth
        .write_all(b"GET /nothing HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .await
        .expect("request");
    let mut answer = String::new();
    fourth.read_to_string(&mut answer).await.expect("answer");
    assert!(answer.starts_with("HTTP/1.1 404"), "{answer}");
}

/// In the server `GUILD`, whose pages Ana (who manages it) turns on: Ana creates a one-round
/// tournament, Ana and Ben join, Ana starts it. Its id, the count of calls before the start,
/// and the answer to the start.
async fn quick_tournament(fake: &Fake, store: &Arc<dyn Store>) -> (u64, usize, crate::fake::Call) {
    let ana = Member {
        user: ANA,
        guild: GUILD,
        locale: "en-US",
        permissions: 0x20,
    };
    let from = fake.count();
    fake.slash_as_member(&ana, HALL, "settings", &[("web", json!(true))]);
    fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    let from = fake.count();
    fake.slash_sub(
        &ana,
        &[],
        HALL,
        "tournament",
        "create",
        &[
            ("format", json!(0)),
            ("rounds", json!(1)),
            ("name", json!("Quick")),
        ],
    );
    fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    for who in [ANA, BEN] {
        let from = fake.count();
        fake.say_in(GUILD, HALL, who, "!tournament join", &[]);
        fake.next_post(from, HALL).await;
    }
    let id = store.tournaments(true).expect("read")[0].id;
    let from = fake.count();
    fake.slash_sub(&ana, &[], HALL, "tournament", "start", &[]);
    let (_, started) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    (id, from, started)
}
