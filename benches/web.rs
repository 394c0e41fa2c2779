//! The web pages' speed (issue 45), two figures:
//!
//! 1. **A game page** with 10,000 games in the store: the page of an 80-ply game read from the
//!    store (the game and its server's settings), replayed, and rendered as HTML, in process,
//!    then the same page fetched over HTTP on loopback. p50 / p99 / max of each.
//! 2. **1,000 live subscribers on one game**: 1,000 open server-sent-event streams (one HTTP
//!    connection each) on a game played through the referee; each move is committed and the
//!    time until every subscriber has read the news is taken. p50 / p99 / max of the
//!    subscribers' latencies over all moves, and the slowest subscriber of each move.
//!
//! `cargo bench --bench web` (optimised). `WEB_GAMES`, `WEB_SUBSCRIBERS`, `WEB_MOVES` change
//! the sizes. The store is the in-memory twin of sled's (`MemoryStore`: the same store logic
//! over an in-memory key-value layer), so the 10,000 games are made in seconds; the page only
//! reads.

use std::sync::Arc;
use std::time::{Duration, Instant};

use damero::commands::{Accept, Challenge, Move};
use damero::i18n::Lang;
use damero::referee::{
    Actor, ColorChoice, MemoryStore, NewGame, Place, Referee, RefereeConfig, Seat, Store, UserId,
};
use damero::web::data::{self, Scope};
use damero::web::live::Limits;
use damero::web::{pages, Web};
use damero::wired::{EngineOpponent, RenderPainter};
use damero_rules::Variant;
use damero_storage::{ChannelId, GuildId, GuildSettings};

const GUILD: u64 = 9;

fn env_or(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn report(what: &str, mut times: Vec<Duration>) {
    times.sort();
    println!(
        "{what}: n={} p50={:.3} ms p99={:.3} ms max={:.3} ms",
        times.len(),
        percentile(&times, 0.5).as_secs_f64() * 1e3,
        percentile(&times, 0.99).as_secs_f64() * 1e3,
        times.last().copied().unwrap_or_default().as_secs_f64() * 1e3
    );
}

fn person(id: u64) -> Actor {
    Actor {
        id,
        name: format!("Player {id}"),
    }
}

/// 10,000 games (two moves each) among 200 players, and one 80-ply game: its id.
fn fill(store: &dyn Store, games: usize) -> u64 {
    for n in 0..games as u64 {
        let record = store
            .start_game(&NewGame {
                channel: ChannelId(1_000 + n),
                guild: Some(GuildId(GUILD)),
                variant: Variant::Russian,
                start_fen: None,
                white: Seat::human(UserId(1 + n % 200), format!("Player {}", 1 + n % 200)),
                black: Seat::human(UserId(201 + n % 200), format!("Player {}", 201 + n % 200)),
                now_ms: n,
                move_time_ms: None,
            })
            .expect("a game");
        let mut game = record.replay().expect("replays");
        let mut version = record.version;
        for _ in 0..2 {
            let d = game.position().details(false).remove(0);
            game.play(d).expect("legal");
            version = store
                .commit_move(record.channel, version, &game, n)
                .expect("a move")
                .version;
        }
    }
    let long = damero_rules::lasting_game(Variant::Russian, 80);
    let record = store
        .start_game(&NewGame {
            channel: ChannelId(1),
            guild: Some(GuildId(GUILD)),
            variant: Variant::Russian,
            start_fen: None,
            white: Seat::human(UserId(1), "Ana"),
            black: Seat::human(UserId(2), "Ben"),
            now_ms: 1,
            move_time_ms: None,
        })
        .expect("the long game");
    let mut game = record.replay().expect("replays");
    let mut version = record.version;
    for event in long.events() {
        let damero_rules::Event::Move { detail, .. } = event else {
            continue;
        };
        game.play(detail.clone()).expect("legal");
        version = store
            .commit_move(record.channel, version, &game, 2)
            .expect("a move")
            .version;
    }
    record.id.0
}

async fn game_page(store: Arc<dyn Store>, games: usize) {
    let started = Instant::now();
    let id = fill(store.as_ref(), games);
    println!(
        "store: {games} games and one of 80 plies made in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    let mut render = Vec::new();
    let mut bytes = 0;
    for _ in 0..500 {
        let t = Instant::now();
        let record = data::visible_game(store.as_ref(), Scope::OptedIn, id)
            .expect("read")
            .expect("shown");
        let view = data::game_view(&record, "Damero", 0).expect("replays");
        let page = pages::game_page(&view, usize::MAX, Lang::Es);
        render.push(t.elapsed());
        bytes = page.len();
    }
    report(
        &format!("game page, store to HTML in process ({bytes} bytes)"),
        render,
    );

    let web = Web::new(
        store,
        Arc::new(RenderPainter::new(pages::BOARD).expect("renderer")),
        Scope::OptedIn,
        "Damero",
        Limits::default(),
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let url = format!(
        "http://{}/g/{id}?lang=es",
        listener.local_addr().expect("address")
    );
    web.serve(listener);
    let client = reqwest::Client::new();
    let mut http = Vec::new();
    for _ in 0..500 {
        let t = Instant::now();
        let body = client
            .get(&url)
            .send()
            .await
            .expect("GET")
            .bytes()
            .await
            .expect("body");
        http.push(t.elapsed());
        assert!(body.len() > 1_000);
    }
    report("game page over HTTP on loopback", http);
}

async fn subscribers(count: usize, moves: usize) {
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
    let painter = Arc::new(RenderPainter::new(320).expect("renderer"));
    let referee = Referee::new(
        store.clone(),
        painter.clone(),
        Arc::new(EngineOpponent::new()),
        RefereeConfig {
            move_time: None,
            ..RefereeConfig::default()
        },
    );
    let place = Place {
        channel: 1,
        guild: Some(GUILD),
    };
    let (ana, ben) = (person(1), person(2));
    let challenge = Challenge {
        opponent: ben.clone(),
        variant: Some(Variant::Russian),
        color: ColorChoice::White,
        time: None,
    };
    assert!(!referee.handle(place, &ana, challenge).await.is_error());
    assert!(!referee.handle(place, &ben, Accept).await.is_error());
    let id = referee.channels().game(1).await.expect("a game").0.id.0;
    let web = Web::new(
        store,
        painter,
        Scope::OptedIn,
        "Damero",
        Limits {
            total: count + 10,
            ..Limits::default()
        },
    );
    web.follow(referee.base().events());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let url = format!(
        "http://{}/g/{id}/live",
        listener.local_addr().expect("address")
    );
    web.serve(listener);

    // Each subscriber reads its stream and reports when each news arrives.
    let (heard, mut news) = tokio::sync::mpsc::unbounded_channel::<Instant>();
    let (ready, mut readied) = tokio::sync::mpsc::unbounded_channel::<()>();
    let client = reqwest::Client::new();
    for n in 0..count {
        let (client, url, heard, ready) =
            (client.clone(), url.clone(), heard.clone(), ready.clone());
        // Each reader behind the reverse proxy has an address of its own.
        let reader = format!("10.0.{}.{}", n / 250, n % 250 + 1);
        tokio::spawn(async move {
            let mut stream = client
                .get(&url)
                .header("X-Forwarded-For", reader)
                .send()
                .await
                .expect("live");
            assert_eq!(stream.status().as_u16(), 200, "subscribed");
            let mut first = true;
            while let Ok(Some(chunk)) = stream.chunk().await {
                let events = chunk.windows(5).filter(|w| w == b"data:").count();
                for _ in 0..events {
                    if first {
                        first = false;
                        let _ = ready.send(());
                    } else {
                        let _ = heard.send(Instant::now());
                    }
                }
            }
        });
    }
    for _ in 0..count {
        readied.recv().await.expect("a subscriber");
    }
    println!("{} subscribers on game {id}", web.subscribers());
    let mut all = Vec::new();
    let mut slowest = Vec::new();
    for _ in 0..moves {
        let (record, game) = referee.channels().game(1).await.expect("a game");
        let rules = game.variant().rules();
        let d = game.position().details(false).remove(0);
        let text = damero_rules::move_text(rules, &d, rules.default_notation());
        let mover = if record.color_of(UserId(1)) == Some(game.turn()) {
            &ana
        } else {
            &ben
        };
        let t = Instant::now();
        let answer = referee.handle(place, mover, Move(text)).await;
        assert!(!answer.is_error());
        let mut latest = Duration::ZERO;
        for _ in 0..count {
            let at = tokio::time::timeout(Duration::from_secs(10), news.recv())
                .await
                .expect("every subscriber hears the move within 10 s")
                .expect("open");
            let latency = at.duration_since(t);
            latest = latest.max(latency);
            all.push(latency);
        }
        slowest.push(latest);
    }
    report(
        &format!("{count} live subscribers, from the move's call to each subscriber's read"),
        all,
    );
    report("the slowest subscriber of each move", slowest);
}

fn main() {
    let games = env_or("WEB_GAMES", 10_000);
    let count = env_or("WEB_SUBSCRIBERS", 1_000);
    let moves = env_or("WEB_MOVES", 20);
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .expect("a runtime");
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
    runtime.block_on(game_page(store, games));
    runtime.block_on(subscribers(count, moves));
}
