//! The shared PostgreSQL store with the built binary: an unreachable database refused in one
//! sentence (no PostgreSQL needed), and two processes running shard ranges side by side on one
//! database (skipped with one line without PostgreSQL; `CI_REQUIRE_POSTGRES=1` fails).

use std::path::Path;
use std::time::{Duration, Instant};

use damero_rules::{Game, Variant};
use damero_storage::pg::server::TestServer;

use crate::common::Reaped;
use crate::fake::Fake;
use crate::ops::{damero, wait_for_exit, TOKEN};

const ANA: (u64, &str) = (101, "Ana");
const BEN: (u64, &str) = (102, "Ben");
/// Guilds on shard 0 and shard 1 of 2 (`(id >> 22) % 2`).
const GUILD_0: u64 = 2 << 22;
const GUILD_1: u64 = 3 << 22;

#[test]
fn an_unreachable_database_ends_the_run_with_one_sentence_within_ten_seconds() {
    let dir = tempfile::tempdir().expect("tempdir");
    // A port nothing listens on.
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("port")
        .port();
    let url = format!("postgres://damero:hunter2secret@127.0.0.1:{port}/damero");
    let err = dir.path().join("stderr");
    let mut cmd = damero(
        dir.path(),
        &["run"],
        &[
            ("DISCORD_TOKEN", TOKEN),
            ("DAMERO_STORAGE__BACKEND", "postgres"),
            ("DAMERO_STORAGE__URL", &url),
        ],
    );
    cmd.stderr(std::fs::File::create(&err).expect("stderr"));
    let mut child = cmd.spawn().expect("damero runs");
    let (status, took) = wait_for_exit(&mut child, Duration::from_secs(20));
    let text = std::fs::read_to_string(&err).expect("stderr text");
    assert!(!status.success(), "{text}");
    assert!(took < Duration::from_secs(10), "took {took:?}: {text}");
    let last = text.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("error: cannot reach the game store (postgres://damero@127.0.0.1:"),
        "{text}"
    );
    assert_eq!(
        text.lines().filter(|l| l.starts_with("error")).count(),
        1,
        "{text}"
    );
    assert!(
        !text.contains("hunter2secret"),
        "the password leaked: {text}"
    );
}

/// One process of a shard range, on `url`, talking to its own fake Discord.
/// `metrics`: where it serves its metrics, if anywhere.
fn spawn(
    dir: &Path,
    fake: &Fake,
    url: &str,
    shards: &str,
    log: &str,
    metrics: Option<&str>,
) -> Reaped {
    let proxy = fake.url();
    let mut env = vec![
        ("DISCORD_TOKEN", TOKEN),
        ("DAMERO_DISCORD__HTTP_PROXY", proxy.as_str()),
        ("DAMERO_STORAGE__BACKEND", "postgres"),
        ("DAMERO_STORAGE__URL", url),
        ("DAMERO_LIMITS__BURST", "1000"),
    ];
    if let Some(listen) = metrics {
        env.push(("DAMERO_METRICS__LISTEN", listen));
    }
    let mut cmd = damero(
        dir,
        &["run", "--shards", shards, "--shard-total", "2"],
        &env,
    );
    let file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(dir.join(log))
        .expect("log");
    cmd.stderr(file);
    Reaped(cmd.spawn().expect("damero runs"))
}

/// How many ticks of its deadline loop the process serving metrics on `listen` has ended.
async fn ticks_of(listen: &str) -> u64 {
    crate::ops::scrape(listen)
        .await
        .lines()
        .find_map(|l| l.strip_prefix("damero_deadline_ticks_total "))
        .map_or(0, |n| n.trim().parse().expect("a count"))
}

/// Say something in a server's channel and wait for the bot's post there.
async fn say(fake: &Fake, guild: u64, ch: u64, who: (u64, &str), text: &str) -> String {
    let from = fake.count();
    let mentions: &[(u64, &str)] = if text.contains("<@102>") { &[BEN] } else { &[] };
    fake.say_in(guild, ch, who, text, mentions);
    fake.next_post(from, ch).await.1.content()
}

async fn start_game(fake: &Fake, guild: u64, ch: u64, time: &str) {
    let posted = say(
        fake,
        guild,
        ch,
        ANA,
        &format!("!challenge <@102> spanish white {time}"),
    )
    .await;
    assert!(posted.starts_with("Ana challenges Ben"), "{posted}");
    let started = say(fake, guild, ch, BEN, "!accept").await;
    assert!(started.contains("Ana (White) vs Ben (Black)"), "{started}");
}

/// The first `n` moves of a Spanish game that always plays the first legal move.
fn opening(n: usize) -> Vec<String> {
    let mut game = Game::new(Variant::Spanish);
    let rules = Variant::Spanish.rules();
    (0..n)
        .map(|_| {
            let detail = game.position().details(false).remove(0);
            let text = damero_rules::move_text(rules, &detail, rules.default_notation());
            game.play(detail).expect("legal");
            text
        })
        .collect()
}

/// Rows of a query, read with the blocking client off the async runtime's hands.
fn rows(
    url: &str,
    query: &str,
    params: &[&(dyn postgres::types::ToSql + Sync)],
) -> Vec<postgres::Row> {
    tokio::task::block_in_place(|| {
        let mut client = postgres::Client::connect(url, postgres::NoTls).expect("psql");
        client.query(query, params).expect("query")
    })
}

fn status_of_channel(url: &str, ch: u64) -> Vec<(String, Option<String>, String)> {
    rows(
        url,
        "SELECT status, reason, moves FROM games WHERE channel = $1 ORDER BY id",
        &[&i64::try_from(ch).expect("small")],
    )
    .iter()
    .map(|r| (r.get(0), r.get(1), r.get(2)))
    .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_one_postgres_share_ratings_and_settle_only_their_own_shards() {
    let Some(server) = TestServer::shared(
        "the two-process PostgreSQL test (tests/bot/shared_store.rs, \
         two_processes_on_one_postgres_*)",
    ) else {
        return;
    };
    let url = tokio::task::block_in_place(|| server.database("two_processes")).expect("a database");
    // One fake Discord for both processes: each identifies with its shard, and a guild's
    // events go on its shard's connection.
    let fake = Fake::start().await;
    fake.set_shard_count(2);
    let (fake_a, fake_b) = (&fake, &fake);
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let metrics_a = format!("127.0.0.1:{port}");
    let _a = spawn(d, fake_a, &url, "0..1", "a.log", Some(&metrics_a));
    fake.wait_ready(1).await;
    let b = spawn(d, fake_b, &url, "1..2", "b.log", None);
    fake.wait_ready(2).await;
    let mut shards = fake.identified();
    shards.sort();
    assert_eq!(shards, [Some([0, 2]), Some([1, 2])]);

    // A game in each server, each on its own process; Ben resigns both at the same moment.
    start_game(fake_a, GUILD_0, 501, "").await;
    start_game(fake_b, GUILD_1, 601, "").await;
    let (from_a, from_b) = (fake_a.count(), fake_b.count());
    fake_a.say_in(GUILD_0, 501, BEN, "!resign", &[]);
    fake_b.say_in(GUILD_1, 601, BEN, "!resign", &[]);
    let (_, end_a) = fake_a.next_post(from_a, 501).await;
    let (_, end_b) = fake_b.next_post(from_b, 601).await;
    assert!(
        end_a.content().contains("Ratings: Ana"),
        "{}",
        end_a.content()
    );
    assert!(
        end_b.content().contains("Ratings: Ana"),
        "{}",
        end_b.content()
    );
    // Both wins counted, once each, whichever process answers.
    for (fake, guild, ch) in [(fake_a, GUILD_0, 501), (fake_b, GUILD_1, 601)] {
        let shown = say(fake, guild, ch, ANA, "!rating spanish").await;
        assert!(
            shown.contains("2 rated games: 2 won, 0 drawn, 0 lost"),
            "{shown}"
        );
    }
    let ids: Vec<i64> = rows(&url, "SELECT id FROM games ORDER BY id", &[])
        .iter()
        .map(|r| r.get(0))
        .collect();
    assert_eq!(ids.len(), 2, "one id per game across the processes");

    // A 10 s game on process B's shard; three moves acknowledged (Ben has moved, so running
    // out of time loses rather than aborts), then B is SIGKILLed.
    start_game(fake_b, GUILD_1, 602, "10s").await;
    let moves = opening(3);
    for (i, mv) in moves.iter().enumerate() {
        let who = if i % 2 == 0 { ANA } else { BEN };
        let played = say(fake_b, GUILD_1, 602, who, mv).await;
        assert!(played.contains("to move"), "{played}");
    }
    drop(b); // Reaped: SIGKILL and wait.
    let killed = Instant::now();

    // Process A keeps serving its shard meanwhile, and never settles B's deadline.
    start_game(fake_a, GUILD_0, 502, "").await;
    // Real time, on purpose: the processes read the system clock, and 10 s (the shortest time
    // per move) must pass for the deadline to come.
    tokio::time::sleep(Duration::from_secs(11).saturating_sub(killed.elapsed())).await;
    // Then A ends two more ticks (so one began after the deadline), its count in its metrics.
    let seen = ticks_of(&metrics_a).await;
    let ticked = || async { ticks_of(&metrics_a).await >= seen + 2 };
    crate::common::until(Duration::from_secs(10), "two ticks of A", ticked).await;
    let waiting = status_of_channel(&url, 602);
    assert_eq!(waiting.len(), 1);
    assert_eq!(
        waiting[0].0, "ongoing",
        "process A settled B's game: {waiting:?}"
    );
    assert_eq!(
        waiting[0].2,
        moves.join(" "),
        "the acknowledged moves survived the kill"
    );

    // B comes back and settles its own overdue game at its first tick.
    let from = fake_b.count();
    let _b = spawn(d, fake_b, &url, "1..2", "b.log", None);
    fake.wait_ready(3).await;
    // (A board whose post the kill cut short may be sent again first, under its nonce: the
    // fake does not show it twice, so the first message made is the notice.)
    let (_, notice) = fake_b
        .wait_for(from, |c| {
            c.method == "POST" && c.path.ends_with("/602/messages") && c.status == 200
        })
        .await;
    assert!(
        notice.content().contains("Ben ran out of time — Ana wins."),
        "{}",
        notice.content()
    );
    let settled = status_of_channel(&url, 602);
    assert_eq!(settled[0].0, "finished");
    assert_eq!(settled[0].1.as_deref(), Some("time"));
}

/// `damero store copy`, run through the binary; its stdout and stderr.
fn store_copy(dir: &Path, from: &str, to: &str) -> (bool, String, String) {
    let mut cmd = damero(dir, &["store", "copy", "--from", from, "--to", to], &[]);
    cmd.stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    let out = cmd.output().expect("damero runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn store_copy_moves_a_sled_store_to_postgres_and_back_and_says_how_many() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    {
        let sled = damero_storage::SledStore::open(d.join("a")).expect("sled");
        for channel in 1..=3 {
            let new = damero_storage::NewGame {
                channel: damero_storage::ChannelId(channel),
                guild: Some(damero_storage::GuildId(GUILD_1)),
                variant: Variant::Spanish,
                start_fen: None,
                white: damero_storage::Seat::human(damero_storage::UserId(ANA.0), "Ana"),
                black: damero_storage::Seat::human(damero_storage::UserId(BEN.0), "Ben"),
                now_ms: 1,
                move_time_ms: None,
            };
            let record = damero_storage::Store::start_game(&sled, &new).expect("start");
            let mut game = record.replay().expect("replay");
            let detail = game.position().details(false).remove(0);
            game.play(detail).expect("legal");
            damero_storage::Store::commit_move(&sled, new.channel, record.version, &game, 2)
                .expect("commit");
        }
    }
    // sled to sled works without PostgreSQL.
    let (ok, out, err) = store_copy(d, "sled:a", "sled:b");
    assert!(ok, "{err}");
    assert!(
        out.starts_with("copied 3 games and ") && out.contains("all 3 games replay the same"),
        "{out}"
    );
    let (ok, _, err) = store_copy(d, "sled:a", "sled:b");
    assert!(!ok && err.contains("already holds games"), "{err}");
    let (ok, _, err) = store_copy(d, "mysql://x", "sled:c");
    assert!(!ok && err.contains("is not a store"), "{err}");

    let Some(server) = TestServer::shared(
        "the PostgreSQL half of store_copy_moves_a_sled_store_to_postgres_and_back",
    ) else {
        return;
    };
    let url = server.database("store_copy").expect("a database");
    let secret = url.replace("damero@", "damero:hunter2secret@");
    let (ok, out, err) = store_copy(d, "sled:b", &secret);
    assert!(ok, "{err}");
    assert!(out.starts_with("copied 3 games and "), "{out}");
    assert!(
        !out.contains("hunter2secret") && !err.contains("hunter2secret"),
        "{out}{err}"
    );
    let (ok, out, err) = store_copy(d, &url, "sled:c");
    assert!(ok, "{err}");
    assert!(out.contains("all 3 games replay the same"), "{out}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_while_the_database_is_away_gets_one_sentence_and_play_resumes_when_it_returns() {
    use damero::commands::{Accept, Challenge, Move};
    use damero::i18n::Lang;
    use damero::referee::ColorChoice;

    use crate::common::{ana, ben, referee_on};

    if TestServer::shared("the lost-database referee test (tests/bot/shared_store.rs)").is_none() {
        return;
    }
    // A server of its own: this test stops it.
    let server = tokio::task::block_in_place(|| TestServer::start(false)).expect("server");
    let url = tokio::task::block_in_place(|| server.database("lost")).expect("a database");
    let store = tokio::task::spawn_blocking(move || damero_storage::PgStore::connect(&url))
        .await
        .expect("join")
        .expect("connect");
    let r = referee_on(std::sync::Arc::new(store));
    let challenge = Challenge {
        opponent: ben(),
        variant: Some(Variant::Spanish),
        color: ColorChoice::White,
        time: None,
    };
    assert!(!r.handle(9, &ana(), challenge).await.is_error());
    assert!(!r.handle(9, &ben(), Accept).await.is_error());
    let mv = opening(1).remove(0);

    tokio::task::block_in_place(|| server.stop()).expect("stop");
    let refused = r.handle(9, &ana(), Move(mv.clone())).await;
    assert!(refused.is_error());
    assert_eq!(refused.replies.len(), 1);
    assert_eq!(
        refused.replies[0].text(Lang::En),
        "The game store is unavailable right now, so nothing was changed. Try again in a moment."
    );
    assert!(refused.replies[0]
        .text(Lang::Es)
        .starts_with("El almacén de partidas no está disponible"));

    tokio::task::block_in_place(|| server.restart()).expect("restart");
    let played = r.handle(9, &ana(), Move(mv)).await;
    assert!(
        !played.is_error(),
        "{:?}",
        played.replies.first().map(|p| p.text(Lang::En))
    );
    drop(r); // The pool closes on a plain thread, not on this async one.
}

/// Issue 31, identify across processes: two processes run one bot's two shards and share a
/// gateway queue. Each IDENTIFY is sent only after the queue gave its shard the turn (the
/// queue holds each request 300 ms and checks that the fake has not seen that shard identify
/// yet); the events then flow through the relay: both processes answer in their servers.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_identify_waits_for_the_shared_gateway_queue() {
    use std::sync::{Arc, Mutex};

    let fake = Fake::start().await;
    fake.set_shard_count(2);
    // The queue: `GET /?shard=ID`, answered 300 ms later; what it saw is kept.
    // Each turn given: the shard, and the IDENTIFYs the fake had seen by then.
    type Turns = Arc<Mutex<Vec<(u64, Vec<Option<[u64; 2]>>)>>>;
    let granted: Turns = Arc::default();
    let app = {
        let granted = granted.clone();
        let fake = fake.clone();
        axum::Router::new().route(
            "/",
            axum::routing::get(
                move |axum::extract::Query(q): axum::extract::Query<
                    std::collections::HashMap<String, u64>,
                >| {
                    let granted = granted.clone();
                    let fake = fake.clone();
                    async move {
                        // Real time, on purpose: the hold is the window in which an IDENTIFY
                        // that did not wait for the queue would show.
                        tokio::time::sleep(Duration::from_millis(300)).await;
                        let shard = q.get("shard").copied().unwrap_or(u64::MAX);
                        granted
                            .lock()
                            .expect("lock")
                            .push((shard, fake.identified()));
                        "ok"
                    }
                },
            ),
        )
    };
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let queue = format!("http://{}", listener.local_addr().expect("addr"));
    tokio::spawn(async move { axum::serve(listener, app).await.expect("queue") });

    let dir = tempfile::tempdir().expect("tempdir");
    let url = fake.url();
    let spawn = |name: &str, shards: &str| {
        let sub = dir.path().join(name);
        std::fs::create_dir_all(&sub).expect("dir");
        let mut cmd = damero(
            &sub,
            &["run", "--shards", shards, "--shard-total", "2"],
            &[
                ("DISCORD_TOKEN", TOKEN),
                ("DAMERO_DISCORD__HTTP_PROXY", &url),
                ("DAMERO_DISCORD__GATEWAY_QUEUE", &queue),
            ],
        );
        cmd.stderr(std::fs::File::create(sub.join("log")).expect("log"));
        Reaped(cmd.spawn().expect("damero runs"))
    };
    let _a = spawn("a", "0..1");
    let _b = spawn("b", "1..2");
    fake.wait_ready(2).await;
    let mut shards = fake.identified();
    shards.sort();
    assert_eq!(shards, [Some([0, 2]), Some([1, 2])]);
    let granted = granted.lock().expect("lock").clone();
    let mut asked: Vec<u64> = granted.iter().map(|(s, _)| *s).collect();
    asked.sort_unstable();
    assert_eq!(asked, [0, 1], "one turn asked per IDENTIFY");
    for (shard, seen) in &granted {
        assert!(
            !seen.contains(&Some([*shard, 2])),
            "shard {shard} identified before the queue gave it its turn"
        );
    }
    // Events pass through the relay both ways.
    for (guild, ch) in [(GUILD_0, 701), (GUILD_1, 702)] {
        let from = fake.count();
        fake.say_in(guild, ch, ANA, "!variants", &[]);
        let (_, answer) = fake.next_post(from, ch).await;
        assert!(answer.content().contains("Spanish"), "{}", answer.content());
    }
}
