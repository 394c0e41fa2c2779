//! Operations: the built `damero` binary refusing bad set-ups with one sentence, stopping
//! within 5 s on SIGTERM in every state, the flood limit through the fake Discord, the
//! Prometheus endpoint; and (ignored) the soaks: channel eviction and flood latency.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use damero::commands::{Accept, Board, Challenge, Move, Play};
use damero::referee::{MemoryStore, Referee, RefereeConfig};

use crate::common::{painter, Reaped};
use crate::fake::{Fake, Mode};

const ANA: (u64, &str) = (101, "Ana");
const BEN: (u64, &str) = (102, "Ben");
/// Shaped like a bot token (three dotted parts); the fake accepts anything.
pub const TOKEN: &str = "dGVzdA.fake-token.not-real";

/// The binary, in `dir`, with no inherited Damero settings and the given environment.
pub fn damero(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Command {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_damero"));
    cmd.args(args).current_dir(dir).env_remove("DISCORD_TOKEN");
    for (k, _) in std::env::vars() {
        if k.starts_with("DAMERO_") {
            cmd.env_remove(k);
        }
    }
    cmd.env("DAMERO_STORAGE__PATH", dir.join("store"))
        .env("RUST_LOG", "info,serenity=warn")
        .stdin(Stdio::null())
        .stdout(Stdio::null());
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd
}

/// Wait for `child` at most `limit`; kill it (and fail) if it is still running.
pub fn wait_for_exit(child: &mut Child, limit: Duration) -> (std::process::ExitStatus, Duration) {
    let started = Instant::now();
    let pid = child.id().to_string();
    let (tx, exited) = std::sync::mpsc::channel();
    std::thread::scope(|s| {
        // One thread waits for the exit; this one waits for its word, or for the limit.
        s.spawn(move || {
            let _ = tx.send(child.wait().expect("wait"));
        });
        match exited.recv_timeout(limit) {
            Ok(status) => (status, started.elapsed()),
            Err(_) => {
                // Not reaped yet, so the id is still the child's; the waiting thread then ends.
                let _ = Command::new("kill").args(["-KILL", &pid]).status();
                panic!("damero still ran after {limit:?}");
            }
        }
    })
}

/// Run to the end (at most 30 s); the exit status and what it wrote on stderr.
fn run_to_end(mut cmd: Command) -> (std::process::ExitStatus, String) {
    let dir = tempfile::tempdir().expect("tempdir");
    let err_path = dir.path().join("stderr");
    cmd.stderr(std::fs::File::create(&err_path).expect("stderr file"));
    let mut child = cmd.spawn().expect("damero runs");
    let (status, _) = wait_for_exit(&mut child, Duration::from_secs(30));
    (
        status,
        std::fs::read_to_string(&err_path).expect("stderr text"),
    )
}

/// The last line: `error: <one sentence>`.
fn the_error(stderr: &str) -> &str {
    let last = stderr.lines().last().unwrap_or_default();
    assert!(last.starts_with("error: "), "{stderr}");
    last
}

#[test]
fn bad_set_ups_end_with_one_plain_sentence_and_a_failure_exit() {
    let dir = tempfile::tempdir().expect("tempdir");
    let d = dir.path();
    std::fs::write(d.join("prefix.toml"), "[discord]\nprefix = \"\"\n").expect("write");
    std::fs::write(d.join("level.toml"), "[game]\ndefault_level = \"high\"\n").expect("write");
    std::fs::write(d.join("broken.toml"), "[game\n").expect("write");
    let token = ("DISCORD_TOKEN", TOKEN);
    type Case<'a> = (Vec<&'a str>, Vec<(&'a str, &'a str)>, &'a str);
    let cases: Vec<Case> = vec![
        (vec!["run"], vec![], "error: DISCORD_TOKEN is not set: "),
        (vec![], vec![], "error: DISCORD_TOKEN is not set: "),
        (vec!["run"], vec![("DISCORD_TOKEN", "")], "error: DISCORD_TOKEN is empty: "),
        (vec!["run"], vec![("DISCORD_TOKEN", "  \n ")], "error: DISCORD_TOKEN is empty: "),
        (
            vec!["run"],
            vec![("DISCORD_TOKEN", "hunter2")],
            "error: DISCORD_TOKEN does not look like a bot token",
        ),
        (
            vec!["run", "--config", "missing.toml"],
            vec![token],
            "error: the configuration file missing.toml does not exist",
        ),
        (
            vec!["run", "--config", "."],
            vec![token],
            "error: the configuration file . is a folder",
        ),
        (
            vec!["run"],
            vec![token, ("DAMERO_DISCORD__HTTP_PROXY", "localhost 3000")],
            "error: the environment variable DAMERO_DISCORD__HTTP_PROXY: discord.http_proxy must be a URL such as http://127.0.0.1:3000, not 'localhost 3000'",
        ),
        (
            vec!["run", "--shards", "0..5", "--shard-total", "4"],
            vec![token],
            "error: --shards 0..5 goes beyond --shard-total 4 (shard ids run from 0 to 3)",
        ),
        (
            vec!["run", "--config", "prefix.toml"],
            vec![token],
            "error: prefix.toml: discord.prefix must not be empty",
        ),
        (
            vec!["run", "--config", "level.toml"],
            vec![token],
            "error: level.toml: game.default_level: the text \"high\" is not a whole number from 1 to 10",
        ),
        (vec!["run", "--config", "broken.toml"], vec![token], "error: broken.toml: "),
    ];
    for (args, env, want) in cases {
        let (status, stderr) = run_to_end(damero(d, &args, &env));
        assert!(!status.success(), "{args:?} {env:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
        let line = the_error(&stderr);
        assert!(
            line.starts_with(want),
            "{args:?} {env:?}:\n{line}\nwant: {want}"
        );
        assert!(!line.contains("default."), "{line}");
        assert!(!line.contains('`'), "{line}");
        assert!(!line.contains(TOKEN), "{line}");
        if want.contains("is not set") {
            // Issue 44.9: the newcomer learns what runs without a token.
            assert!(
                line.ends_with("damero play and damero puzzle need no token"),
                "{line}"
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_token_discord_rejects_ends_the_run_with_one_sentence() {
    for (mode, want) in [
        (
            Mode::RejectToken,
            "error: Discord rejected the token in DISCORD_TOKEN (HTTP 401 Unauthorized)",
        ),
        (
            Mode::Close4004,
            "error: Discord rejected the token in DISCORD_TOKEN (gateway close 4004)",
        ),
    ] {
        let fake = Fake::start().await;
        fake.set_mode(mode);
        let dir = tempfile::tempdir().expect("tempdir");
        let url = fake.url();
        let cmd = damero(
            dir.path(),
            &["run"],
            &[
                ("DISCORD_TOKEN", TOKEN),
                ("DAMERO_DISCORD__HTTP_PROXY", &url),
            ],
        );
        let (status, stderr) = tokio::task::spawn_blocking(move || run_to_end(cmd))
            .await
            .expect("join");
        assert!(!status.success(), "{stderr}");
        let line = the_error(&stderr);
        assert!(line.starts_with(want), "{mode:?}: {stderr}");
        assert!(!stderr.contains(TOKEN), "the token was logged");
    }
}

/// Start the binary against `url` with its log in `dir/log`.
fn spawn_bot(dir: &Path, url: &str, extra: &[(&str, &str)]) -> (Reaped, PathBuf) {
    let log = dir.join("log");
    let mut env = vec![
        ("DISCORD_TOKEN", TOKEN),
        ("DAMERO_DISCORD__HTTP_PROXY", url),
        ("DAMERO_GAME__DEFAULT_LEVEL", "1"),
    ];
    env.extend_from_slice(extra);
    let mut cmd = damero(dir, &["run"], &env);
    cmd.stderr(std::fs::File::create(&log).expect("log"));
    (Reaped(cmd.spawn().expect("damero runs")), log)
}

fn sigterm(child: &Reaped) {
    let ok = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .expect("kill");
    assert!(ok.success());
}

async fn wait_log(log: &Path, what: &str) {
    let found = || async { std::fs::read_to_string(log).is_ok_and(|t| t.contains(what)) };
    crate::common::until(
        Duration::from_secs(30),
        &format!("'{what}' in {log:?}"),
        found,
    )
    .await;
}

/// SIGTERM, then the exit within 5 s, successful, with the goodbye in the log.
async fn stops_within_five_seconds(mut child: Reaped, log: &Path, state: &str) -> Duration {
    sigterm(&child);
    let (status, took) =
        tokio::task::spawn_blocking(move || wait_for_exit(&mut child, Duration::from_secs(20)))
            .await
            .expect("join");
    let text = std::fs::read_to_string(log).expect("log");
    assert!(status.success(), "{state}: {status}\n{text}");
    assert!(text.contains("store flushed; bye"), "{state}:\n{text}");
    assert!(!text.contains("panicked"), "{state}:\n{text}");
    assert!(
        took < Duration::from_secs(5),
        "{state}: took {took:?}\n{text}"
    );
    println!(
        "SIGTERM while {state}: exited in {:.0} ms",
        took.as_secs_f64() * 1e3
    );
    took
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_bot_within_five_seconds_in_every_state() {
    // Connecting to a Discord that is not there (nothing listens on the port).
    let dir = tempfile::tempdir().expect("tempdir");
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let (child, log) = spawn_bot(dir.path(), &format!("http://127.0.0.1:{port}"), &[]);
    wait_log(&log, "cannot reach Discord").await;
    stops_within_five_seconds(child, &log, "connecting to an unreachable Discord").await;

    // While the bot thinks (level 10): the search is cut short, nothing is committed for it,
    // and the restarted bot makes its move.
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (child, log) = spawn_bot(dir.path(), &fake.url(), &[]);
    fake.wait_ready(1).await;
    fake.wait_for(0, |c| c.method == "PUT" && c.path.ends_with("/commands"))
        .await;
    let from = fake.count();
    fake.say(40, ANA, "!play 10 white", &[]);
    fake.next_post(from, 40).await;
    let from = fake.count();
    fake.say(40, ANA, "9-13", &[]);
    fake.next_post(from, 40).await;
    // Real time, on purpose: a moment for the level-10 search (seconds long) to begin, so the
    // SIGTERM lands while it thinks; the process shows no marker of that.
    tokio::time::sleep(Duration::from_millis(100)).await;
    stops_within_five_seconds(child, &log, "the bot thinks").await;
    let store = damero::referee::SledStore::open(dir.path().join("store")).expect("store");
    let record = damero::referee::Store::load(&store, damero_storage::ChannelId(40)).expect("load");
    let damero::referee::ChannelState::Game(record) = record else {
        panic!("the game is still on: {record:?}");
    };
    assert_eq!(
        record.moves.len(),
        1,
        "only the player's move: {:?}",
        record.moves
    );
    drop(store);
    let from = fake.count();
    let (child, log) = spawn_bot(dir.path(), &fake.url(), &[]);
    fake.wait_ready(2).await;
    let (_, theirs) = fake.next_post(from, 40).await;
    assert!(
        theirs.content().starts_with("Damero (Black) played "),
        "{}",
        theirs.content()
    );
    stops_within_five_seconds(child, &log, "idle after a restart").await;
}

/// Connected, then Discord goes away: serenity keeps reconnecting. Under load this used to hang
/// past 20 s about one time in ten: serenity's shard runner spins on the ended gateway stream
/// without yielding, and tokio's signal (on the stalled I/O driver) was never delivered. The
/// signals now have their own thread (`shutdown_signal` in `bot/main.rs`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_bot_while_it_reconnects() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (child, log) = spawn_bot(dir.path(), &fake.url(), &[]);
    fake.wait_ready(1).await;
    let closed = fake.gateways_closed();
    fake.set_mode(Mode::Dark);
    // Gone: the fake has closed the bot's gateway (and refuses it and REST from now on).
    fake.wait_gateways_closed(closed + 1).await;
    stops_within_five_seconds(child, &log, "reconnecting to an unreachable Discord").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flooding_user_gets_one_notice_then_silence_and_others_are_served() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut config = crate::common::fake_config(&fake, dir.path());
    config.limits.burst = 3;
    config.limits.quiet_seconds = 60;
    let store = damero::referee::SledStore::open(dir.path()).expect("store");
    let referee = crate::common::referee_on(Arc::new(store));
    let bot = crate::common::start_bot_on(&fake, &config, &referee, 1).await;
    let from = fake.count();
    for _ in 0..10 {
        fake.say(50, ANA, "!variants", &[]);
    }
    // Ben in the same channel is not limited.
    fake.say(50, BEN, "!rules", &[]);
    // An oversized command is refused without being read.
    fake.say(51, BEN, &format!("!move {}", "11-15 ".repeat(2000)), &[]);
    let (_, long) = fake.next_post(from, 51).await;
    assert_eq!(
        long.content(),
        "That is too long for a command: a command has at most 200 characters."
    );
    // The five answers expected, then a marker from someone else: once it is answered, the
    // bot has read everything sent before it.
    let in_50 = |c: &crate::fake::Call| c.path == "/api/v10/channels/50/messages";
    let mut next = from;
    for _ in 0..5 {
        next = fake.wait_for(next, in_50).await.0 + 1;
    }
    let marker = fake.count();
    fake.say(50, (103, "Cy"), "!board", &[]);
    let (_, cy) = fake.next_post(marker, 50).await;
    assert_eq!(
        cy.content(),
        "There is no game in this channel. Start one with /challenge or /play."
    );
    let posts: Vec<String> = fake
        .calls()
        .into_iter()
        .skip(from)
        .filter(|c| c.path == "/api/v10/channels/50/messages")
        .map(|c| c.content())
        .collect();
    let notices: Vec<&String> = posts
        .iter()
        .filter(|p| p.contains("faster than I can follow"))
        .collect();
    assert_eq!(notices.len(), 1, "{posts:#?}");
    assert_eq!(
        notices[0],
        "You are sending commands faster than I can follow, so I will ignore yours in this channel for 60 seconds. Please slow down."
    );
    // Three answered variant lists, one notice, Ben's rules, the marker; the other six ignored.
    assert_eq!(posts.len(), 6, "{posts:#?}");
    // A slash command while ignored gets nothing; Ben's works.
    let from = fake.count();
    fake.slash(50, ANA, "board", &[]);
    fake.slash(50, BEN, "variants", &[]);
    let (_, answer) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert!(answer.path.contains("/interactions/"));
    let marker = fake.count();
    fake.slash(50, (103, "Cy"), "variants", &[]);
    fake.wait_for(marker, |c| c.path.ends_with("/callback"))
        .await;
    let callbacks = fake
        .calls()
        .into_iter()
        .skip(from)
        .filter(|c| c.path.ends_with("/callback"))
        .count();
    assert_eq!(
        callbacks, 2,
        "only Ben's slash command and the marker were answered"
    );
    bot.shutdown().await.expect("shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_metrics_endpoint_shows_commands_moves_latency_and_games() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let listen = format!("127.0.0.1:{port}");
    let (child, log) = spawn_bot(
        dir.path(),
        &fake.url(),
        &[("DAMERO_METRICS__LISTEN", &listen)],
    );
    fake.wait_ready(1).await;
    // The games in progress are counted from the store at start-up first.
    wait_log(&log, "resumed stored games").await;
    let from = fake.count();
    fake.say(60, ANA, "!play", &[]);
    fake.next_post(from, 60).await;
    let from = fake.count();
    fake.say(60, ANA, "9-13", &[]);
    let (i, _) = fake.next_post(from, 60).await;
    fake.next_post(i + 1, 60).await;
    let from = fake.count();
    fake.say(60, ANA, "!move 1-2", &[]);
    fake.next_post(from, 60).await;
    // The bot counts a reply once Discord has answered its post, a moment after the fake saw
    // it: scrape until the last reply is counted (or five seconds have passed).
    let counted = || async {
        scrape(&listen)
            .await
            .contains("damero_reply_seconds_count{source=\"text\"} 3")
    };
    crate::common::until(Duration::from_secs(5), "the third reply counted", counted).await;
    let text = scrape(&listen).await;
    for want in [
        "damero_commands_total{command=\"play\",outcome=\"done\"} 1",
        "damero_commands_total{command=\"move\",outcome=\"done\"} 1",
        "damero_commands_total{command=\"move\",outcome=\"refused\"} 1",
        "damero_bot_moves_total{outcome=\"done\"} 1",
        "damero_games_in_progress 1",
        // Every announcement sent and out of the outbox again.
        "damero_outbox_depth 0",
        "damero_reply_seconds_bucket{source=\"text\",le=",
        "damero_reply_seconds_count{source=\"text\"} 3",
        "damero_engine_think_seconds_count 1",
        "damero_store_seconds_count",
        "damero_errors_total{kind=\"internal\"} 0",
        "damero_deadline_ticks_total ",
        "# HELP damero_commands_total",
    ] {
        assert!(text.contains(want), "no {want} in\n{text}");
    }
    stops_within_five_seconds(child, &log, "serving metrics").await;
}

/// GET / from the metrics endpoint (plain HTTP/1.0 over a socket: no client crate needed).
pub async fn scrape(address: &str) -> String {
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
    let mut stream = tokio::net::TcpStream::connect(address)
        .await
        .expect("metrics endpoint");
    stream
        .write_all(b"GET /metrics HTTP/1.0\r\nHost: localhost\r\n\r\n")
        .await
        .expect("request");
    let mut out = String::new();
    stream.read_to_string(&mut out).await.expect("response");
    assert!(
        out.starts_with("HTTP/1.0 200") || out.starts_with("HTTP/1.1 200"),
        "{out}"
    );
    out
}

fn vm_rss_kb() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|n| n.parse().ok())
        })
        .unwrap_or(0)
}

/// 100,000 channels touched once each (a game started and a move made in every tenth, a
/// board asked for in the others): the channel cache stays at its bound and resident memory
/// levels off. Prints the figures.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "soak: run with --ignored --nocapture"]
async fn soak_a_hundred_thousand_channels_memory_levels_off() {
    let config = RefereeConfig {
        cached_channels: 5_000,
        ..crate::common::config()
    };
    let referee = Referee::new(
        Arc::new(MemoryStore::new()),
        painter(),
        Arc::new(crate::common::FirstMove),
        config,
    );
    let mut samples = Vec::new();
    let started = Instant::now();
    let ana = crate::common::ana();
    let ben = crate::common::ben();
    for ch in 1..=100_000u64 {
        if ch % 10 == 0 {
            referee
                .handle(
                    ch,
                    &ana,
                    Challenge {
                        opponent: ben.clone(),
                        variant: None,
                        color: damero::referee::ColorChoice::White,
                        time: None,
                    },
                )
                .await;
            referee.handle(ch, &ben, Accept).await;
            let r = referee.handle(ch, &ana, Move("9-13".into())).await;
            assert!(!r.is_error(), "{:?}", r.replies);
        } else {
            referee.handle(ch, &ana, Board).await;
        }
        if ch % 10_000 == 0 {
            samples.push((ch, vm_rss_kb(), referee.channels().cached()));
        }
    }
    println!(
        "100,000 channels in {:.1} s (cache bound 5,000; games in every tenth, kept in a MemoryStore)",
        started.elapsed().as_secs_f64()
    );
    for (ch, rss, cached) in &samples {
        println!(
            "after {ch:>6} channels: VmRSS {:>7} kB, cached channels {cached}",
            rss
        );
    }
    assert!(samples.iter().all(|(_, _, c)| *c <= 5_000));
    // VmRSS is the whole test process's: other tests running beside this one change it, so it
    // is reported (run alone with --test-threads=1 for figures), not asserted.
    let rss = |i: usize| samples[i].1 as f64;
    let first = rss(4) - rss(0);
    let second = rss(9) - rss(5);
    println!("growth: {first:.0} kB over channels 10k-50k, {second:.0} kB over 60k-100k");
}

/// One user floods a channel with commands as fast as the gateway takes them while 20 other
/// channels play moves; prints the others' reply latency (p50/p99) with and without the
/// flood.
#[tokio::test(flavor = "multi_thread")]
#[ignore = "benchmark: run with --ignored --nocapture"]
async fn flood_latency_in_other_channels() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut config = crate::common::fake_config(&fake, dir.path());
    // The default burst; quiet for the whole run however slow the machine is.
    config.limits.burst = damero::config::LimitsConfig::default().burst;
    config.limits.quiet_seconds = 3600;
    let store = damero::referee::SledStore::open(dir.path()).expect("store");
    let referee = crate::common::referee_on(Arc::new(store));
    let bot = crate::common::start_bot_on(&fake, &config, &referee, 1).await;
    let (moves, _) = crate::games::blocked(damero_rules::Variant::Spanish);
    let rounds = moves.len().min(16);
    let mut results = Vec::new();
    for (label, flood, base) in [("quiet", false, 3000u64), ("one user flooding", true, 4000)] {
        for ch in base..base + 20 {
            referee
                .handle(
                    ch,
                    &crate::common::ana(),
                    Challenge {
                        opponent: crate::common::ben(),
                        variant: None,
                        color: damero::referee::ColorChoice::White,
                        time: None,
                    },
                )
                .await;
            referee.handle(ch, &crate::common::ben(), Accept).await;
        }
        let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let flooder = flood.then(|| {
            let fake = fake.clone();
            let stop = stop.clone();
            tokio::spawn(async move {
                let mut sent = 0u64;
                // About 2,000 commands a second, as fast as a scripted client would push.
                while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                    fake.say(999, (666, "Flood"), "!board", &[]);
                    sent += 1;
                    if sent % 2 == 0 {
                        // A benchmark's pacing: real time on purpose.
                        tokio::time::sleep(Duration::from_millis(1)).await;
                    }
                }
                sent
            })
        });
        let started = Instant::now();
        let mut tasks = Vec::new();
        for (k, ch) in (base..base + 20).enumerate() {
            let fake = fake.clone();
            let moves = moves.clone();
            tasks.push(tokio::spawn(async move {
                // A benchmark's pacing (staggered starts, a move every half second, as people
                // play): real time on purpose.
                tokio::time::sleep(Duration::from_millis(25 * k as u64)).await;
                let mut out = Vec::new();
                for (ply, m) in moves.iter().take(rounds).enumerate() {
                    let who = if ply % 2 == 0 { ANA } else { BEN };
                    let from = fake.count();
                    let at = Instant::now();
                    fake.say(ch, who, m, &[]);
                    let (_, post) = fake.next_post(from, ch).await;
                    out.push(post.at.duration_since(at));
                    tokio::time::sleep(Duration::from_millis(500).saturating_sub(at.elapsed()))
                        .await;
                }
                out
            }));
        }
        let mut samples = Vec::new();
        for t in tasks {
            samples.extend(t.await.expect("channel task"));
        }
        stop.store(true, std::sync::atomic::Ordering::Relaxed);
        let sent = match flooder {
            Some(f) => f.await.expect("flooder"),
            None => 0,
        };
        samples.sort();
        let pct = |p: f64| samples[((samples.len() as f64 - 1.0) * p) as usize];
        let answered = fake
            .calls()
            .iter()
            .filter(|c| c.path == "/api/v10/channels/999/messages")
            .count();
        println!(
            "{label}: {} moves in 20 channels over {:.1} s: p50 {:.2} ms, p99 {:.2} ms, max {:.2} ms; flood: {sent} commands sent, {answered} answered",
            samples.len(),
            started.elapsed().as_secs_f64(),
            pct(0.5).as_secs_f64() * 1e3,
            pct(0.99).as_secs_f64() * 1e3,
            samples[samples.len() - 1].as_secs_f64() * 1e3,
        );
        results.push((pct(0.5), pct(0.99)));
        if flood {
            // The burst (10) and one notice; everything else was ignored.
            assert_eq!(answered, 11, "the flooder got its burst and one notice");
        }
    }
    bot.shutdown().await.expect("shutdown");
    assert_eq!(results.len(), 2);
}

/// Plays the first legal move, but only when the test says so: it tells when it begins to
/// think, then waits for the word to go on.
#[derive(Debug)]
struct HeldFirstMove {
    began: std::sync::mpsc::Sender<()>,
    go: std::sync::Mutex<std::sync::mpsc::Receiver<()>>,
}

impl damero::opponent::Opponent for HeldFirstMove {
    fn choose(
        &self,
        _key: u64,
        game: &damero_rules::Game,
        _level: damero_engine::Level,
    ) -> Option<damero_rules::MoveDetail> {
        let _ = self.began.send(());
        let _ = self
            .go
            .lock()
            .expect("lock")
            .recv_timeout(Duration::from_secs(30));
        game.position().details(false).into_iter().next()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn idle_channels_are_evicted_but_never_one_where_the_bot_thinks() {
    let config = RefereeConfig {
        cached_channels: 10,
        ..crate::common::config()
    };
    let (began, thinks) = std::sync::mpsc::channel();
    let (go, held) = std::sync::mpsc::channel();
    let opponent = HeldFirstMove {
        began,
        go: std::sync::Mutex::new(held),
    };
    let referee = Referee::new(
        Arc::new(MemoryStore::new()),
        painter(),
        Arc::new(opponent),
        config,
    );
    let (ana, ben) = (crate::common::ana(), crate::common::ben());
    // A game between people in channel 1, one move made.
    referee
        .handle(
            1,
            &ana,
            Challenge {
                opponent: ben.clone(),
                variant: None,
                color: damero::referee::ColorChoice::White,
                time: None,
            },
        )
        .await;
    referee.handle(1, &ben, Accept).await;
    assert!(!referee
        .handle(1, &ana, Move("9-13".into()))
        .await
        .is_error());
    // A game against the bot in channel 2: the bot thinks while 200 other channels are used.
    referee
        .handle(
            2,
            &ana,
            Play {
                variant: None,
                level: None,
                color: Some(damero::referee::ColorChoice::White),
            },
        )
        .await;
    let mine = referee.handle(2, &ana, Move("9-13".into())).await;
    let turn = mine.bot_turn.expect("the bot is to move");
    let thinking = tokio::spawn(turn.play());
    tokio::task::spawn_blocking(move || thinks.recv_timeout(Duration::from_secs(20)))
        .await
        .expect("join")
        .expect("the bot began to think");
    for ch in 100..300 {
        referee.handle(ch, &ben, Board).await;
        assert!(
            referee.channels().cached() <= 11,
            "{}",
            referee.channels().cached()
        );
    }
    go.send(()).expect("the bot still thinks");
    let replies = thinking.await.expect("join").replies;
    let text: Vec<String> = replies
        .iter()
        .map(|r| r.text(damero::i18n::Lang::En))
        .collect();
    assert!(
        text.iter().any(|t| t.starts_with("Damero (Black) played ")),
        "the bot's move landed: {text:?}"
    );
    // Both games come back whole from the store.
    let (_, one) = referee.channels().game(1).await.expect("game 1");
    assert_eq!(one.events().len(), 1);
    let (_, two) = referee.channels().game(2).await.expect("game 2");
    assert_eq!(two.events().len(), 2);
    assert!(referee.channels().cached() <= 11);
}
