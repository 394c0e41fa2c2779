//! The real serenity client, started by Damero, against the fake Discord.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use damero::commands::{Accept, Challenge, Move, Play};
use damero::discord::Running;
use damero::referee::{Referee, SledStore};
use damero_rules::{Color, Variant};
use damero_storage::Durability;
use serde_json::json;

use crate::common::{ana, ben, fake_config, png_size, referee_on, start_bot_on};
use crate::fake::{Call, Fake, BOT_ID};
use crate::games;

const ANA: (u64, &str) = (101, "Ana");
const BEN: (u64, &str) = (102, "Ben");

/// The moves stored in the channel's game.
async fn stored_moves(referee: &Referee, ch: u64) -> usize {
    let (record, _) = referee.channels().game(ch).await.expect("game");
    record.moves.len()
}

async fn start_bot(fake: &Fake, dir: &Path, nth: u64) -> (Running, Referee) {
    start_bot_with(fake, dir, nth, Durability::default()).await
}

async fn start_bot_with(
    fake: &Fake,
    dir: &Path,
    nth: u64,
    durability: Durability,
) -> (Running, Referee) {
    let config = fake_config(fake, dir);
    let store = SledStore::open_with(dir, durability).expect("store");
    let referee = referee_on(Arc::new(store));
    let running = start_bot_on(fake, &config, &referee, nth).await;
    (running, referee)
}

/// How many messages and answers the bot has sent since call `from`.
fn posts_since(fake: &Fake, from: usize) -> usize {
    fake.calls()
        .into_iter()
        .skip(from)
        .filter(|c| c.method == "POST")
        .count()
}

pub(crate) fn board_of(call: &Call) -> (u32, u32) {
    let png = call.file("board.png").expect("board.png attached");
    let embed = &call.json["embeds"][0]["image"]["url"];
    assert_eq!(embed, "attachment://board.png", "{:?}", call.json);
    png_size(png)
}

/// Challenge by text, accept with the button: Ana is White, Ben Black.
pub(crate) async fn challenge_and_accept(fake: &Fake, ch: u64, variant: &str) {
    let from = fake.count();
    fake.say(
        ch,
        ANA,
        &format!("!challenge <@102> {variant} white"),
        &[BEN],
    );
    let (_, post) = fake.next_post(from, ch).await;
    assert!(
        post.content()
            .starts_with("Ana challenges Ben to a game of"),
        "{}",
        post.content()
    );
    let buttons = &post.json["components"][0]["components"];
    assert_eq!(buttons[0]["custom_id"], "damero:accept");
    assert_eq!(buttons[1]["custom_id"], "damero:decline");
    let from = fake.count();
    fake.button(ch, BEN, "damero:accept");
    let (_, answer) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    // The challenge message becomes the first board: Accept and Decline give way to the
    // move menu and the game's buttons.
    assert_eq!(answer.json["type"], 7);
    let ids: Vec<String> = crate::fake::controls(&answer.json["data"])
        .into_iter()
        .map(|c| c.id)
        .collect();
    assert!(
        ids.len() == 4 && ids.iter().all(|id| id.starts_with("tap:")),
        "{ids:?}"
    );
    assert!(
        answer.content().contains("Ana (White) vs Ben (Black)"),
        "{}",
        answer.content()
    );
    board_of_callback(&answer);
}

fn board_of_callback(call: &Call) {
    let png = call.file("board.png").expect("board.png attached");
    assert_eq!(
        call.json["data"]["embeds"][0]["image"]["url"],
        "attachment://board.png"
    );
    png_size(png);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_challenged_player_can_press_accept() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, _referee) = start_bot(&fake, dir.path(), 1).await;
    let from = fake.count();
    fake.say(12, ANA, "!challenge <@102> czech", &[BEN]);
    fake.next_post(from, 12).await;
    let from = fake.count();
    fake.button(12, (103, "Cy"), "damero:accept");
    let (_, answer) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert_eq!(answer.json["type"], 4);
    assert_eq!(answer.flags() & 64, 64, "ephemeral");
    assert_eq!(answer.content(), "Only Ben can accept this challenge.");
    let from = fake.count();
    fake.button(12, BEN, "damero:decline");
    let (_, answer) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert_eq!(answer.json["type"], 7);
    assert_eq!(answer.content(), "Ben declined the challenge.");
    bot.shutdown().await.expect("shutdown");
}

/// Play moves as bare messages from the player to move; returns the last post.
async fn play_bare(fake: &Fake, referee: &Referee, ch: u64, moves: &[String]) -> Call {
    let mut last = None;
    for m in moves {
        let (_, game) = referee.channels().game(ch).await.expect("game");
        let who = if game.turn() == Color::White {
            ANA
        } else {
            BEN
        };
        let from = fake.count();
        fake.say(ch, who, m, &[]);
        let (_, post) = fake.next_post(from, ch).await;
        assert!(
            post.content().contains(" played "),
            "{m}: {}",
            post.content()
        );
        last = Some(post);
    }
    last.expect("at least one move")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_game_ends_blocked_and_another_by_capture_with_the_final_board() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, referee) = start_bot(&fake, dir.path(), 1).await;

    let (moves, outcome) = games::blocked(Variant::Spanish);
    challenge_and_accept(&fake, 1, "spanish").await;
    let last = play_bare(&fake, &referee, 1, &moves).await;
    assert!(
        // The outcome, then both rating changes (a game between two people is rated).
        last.content().contains(&format!(
            "{} Ratings: Ana ",
            damero::referee::say::outcome(outcome, Variant::Spanish, |c| c.name().into())
                .text(damero::i18n::Lang::En)
        )),
        "{}",
        last.content()
    );
    assert!(last.content().contains("is blocked."));
    assert_eq!(board_of(&last), (320, 320));

    let want = damero_rules::Outcome::Win {
        winner: Color::White,
        reason: damero_rules::WinReason::NoPieces,
    };
    let moves = games::ending_in(Variant::Spanish, want).expect("a win");
    challenge_and_accept(&fake, 2, "spanish").await;
    let last = play_bare(&fake, &referee, 2, &moves).await;
    assert!(last
        .content()
        .contains("White wins — all Black pieces captured. Ratings: Ana "));
    board_of(&last);

    // The PDN of the finished game.
    let from = fake.count();
    fake.say(2, BEN, "!pdn", &[]);
    let (_, post) = fake.next_post(from, 2).await;
    let pdn = String::from_utf8(post.file("damero.pdn").expect("pdn").to_vec()).expect("utf8");
    assert!(pdn.contains("[Result \"2-0\"]"), "{pdn}");
    bot.shutdown().await.expect("shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn draws_by_agreement_and_by_repetition() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, referee) = start_bot(&fake, dir.path(), 1).await;

    challenge_and_accept(&fake, 3, "spanish").await;
    let from = fake.count();
    fake.say(3, ANA, "!draw", &[]);
    let (_, offer) = fake.next_post(from, 3).await;
    assert_eq!(
        offer.content(),
        "Ana (White) offers a draw. Ben: /draw to accept, or just play on."
    );
    let from = fake.count();
    fake.say(3, BEN, "!draw", &[]);
    let (_, agreed) = fake.next_post(from, 3).await;
    assert!(
        agreed
            .content()
            .starts_with("Draw by agreement. Ratings: Ana "),
        "{}",
        agreed.content()
    );
    board_of(&agreed);

    let moves = games::repetition(Variant::Spanish);
    challenge_and_accept(&fake, 4, "spanish").await;
    let last = play_bare(&fake, &referee, 4, &moves).await;
    assert!(
        last.content()
            .contains("Draw — threefold repetition. Ratings: Ana "),
        "{}",
        last.content()
    );
    board_of(&last);
    bot.shutdown().await.expect("shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_moves_are_refused_clearly_and_change_nothing() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, referee) = start_bot(&fake, dir.path(), 1).await;
    let found = games::ambiguous(Variant::Spanish)
        .map(|a| (Variant::Spanish, a))
        .or_else(|| games::ambiguous(Variant::Russian).map(|a| (Variant::Russian, a)))
        .expect("an ambiguous position");
    let (variant, (moves, short)) = found;
    challenge_and_accept(&fake, 5, variant.name()).await;
    if !moves.is_empty() {
        play_bare(&fake, &referee, 5, &moves).await;
    }
    let (before, game) = referee.channels().game(5).await.expect("game");
    let (mover, waiter) = if game.turn() == Color::White {
        (ANA, BEN)
    } else {
        (BEN, ANA)
    };
    let legal = referee.channels().suggest_moves(5, "").await;
    let illegal = (1..=32)
        .flat_map(|a| (1..=32).map(move |b| format!("{a}-{b}")))
        .find(|t| {
            matches!(
                game.resolve(t),
                Err(damero_rules::GameError::Resolve(
                    damero_rules::ResolveError::Illegal { .. }
                ))
            )
        })
        .expect("an illegal move");
    let cases: Vec<((u64, &str), String, &str)> = vec![
        (
            mover,
            format!("!move {short}"),
            "is ambiguous: write the full path, one of",
        ),
        (mover, "!move zz-99".into(), "is not a move I can read"),
        (mover, format!("!move {illegal}"), "Illegal move"),
        (waiter, legal[0].clone(), "It is not your turn"),
        (waiter, format!("!move {}", legal[0]), "It is not your turn"),
    ];
    for (who, text, expect) in cases {
        let from = fake.count();
        fake.say(5, who, &text, &[]);
        let (_, post) = fake.next_post(from, 5).await;
        assert!(
            post.content().contains(expect),
            "{text}: {}",
            post.content()
        );
        assert!(post.file("board.png").is_none());
        assert_eq!(
            referee.channels().game(5).await.expect("game").0,
            before,
            "{text} changed the game"
        );
    }
    bot.shutdown().await.expect("shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slash_commands_autocomplete_defer_and_follow_up_with_the_board() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, referee) = start_bot(&fake, dir.path(), 1).await;
    let ch = 6;

    // /play against the bot: deferred (type 5), then a follow-up with the board.
    let from = fake.count();
    let token = fake.slash(ch, ANA, "play", &[("level", json!(1))]);
    let (i, defer) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert_eq!(defer.json["type"], 5, "{:?}", defer.json);
    let (_, follow) = fake
        .wait_for(i, |c| {
            c.method == "POST" && c.path.ends_with(&format!("/webhooks/900/{token}"))
        })
        .await;
    assert!(
        follow.content().contains("Ana (White) vs Damero (Black)"),
        "{}",
        follow.content()
    );
    board_of(&follow);

    // Autocomplete lists legal moves matching what is typed.
    let from = fake.count();
    fake.autocomplete(ch, ANA, "move", "move", "9");
    let (_, ac) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert_eq!(ac.json["type"], 8);
    let choices: Vec<String> = ac.json["data"]["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .map(|c| c["value"].as_str().expect("value").to_string())
        .collect();
    assert_eq!(choices, vec!["9-13".to_string()]);

    // A refused slash move is ephemeral and immediate.
    let from = fake.count();
    fake.slash(ch, ANA, "move", &[("move", json!("9-15"))]);
    let (_, refused) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert_eq!(refused.json["type"], 4);
    assert_eq!(refused.flags() & 64, 64, "ephemeral");
    assert!(
        refused.content().starts_with("Illegal move 9-15"),
        "{}",
        refused.content()
    );

    // A good move: deferred, a follow-up with the board, then the bot's move as a follow-up.
    let from = fake.count();
    let token = fake.slash(ch, ANA, "move", &[("move", json!("9-13"))]);
    let (i, defer) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert_eq!(defer.json["type"], 5);
    let hook = format!("/webhooks/900/{token}");
    let (i, mine) = fake
        .wait_for(i, |c| c.method == "POST" && c.path.ends_with(&hook))
        .await;
    assert_eq!(
        mine.content(),
        "Ana (White) played 9-13. Damero (Black) to move."
    );
    board_of(&mine);
    let (_, reply) = fake
        .wait_for(i + 1, |c| c.method == "POST" && c.path.ends_with(&hook))
        .await;
    assert!(
        reply.content().starts_with("Damero (Black) played "),
        "{}",
        reply.content()
    );
    board_of(&reply);
    let (record, _) = referee.channels().game(ch).await.expect("game");
    assert_eq!(record.moves.len(), 2);

    // /moves is ephemeral.
    let from = fake.count();
    fake.slash(ch, ANA, "moves", &[]);
    let (_, moves) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert_eq!(moves.flags() & 64, 64);
    assert!(moves.content().starts_with("Legal moves for Ana (White):"));
    bot.shutdown().await.expect("shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_text_game_against_the_bot_and_a_restart_in_the_middle() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, referee) = start_bot(&fake, dir.path(), 1).await;
    let ch = 8;
    let from = fake.count();
    fake.say(ch, ANA, "!play spanish 1", &[]);
    let (_, start) = fake.next_post(from, ch).await;
    assert!(start.content().contains("Ana (White) vs Damero (Black)"));
    for _ in 0..3 {
        let m = referee.channels().suggest_moves(ch, "").await[0].clone();
        let from = fake.count();
        fake.say(ch, ANA, &m, &[]);
        let (i, mine) = fake.next_post(from, ch).await;
        assert!(mine
            .content()
            .starts_with(&format!("Ana (White) played {m}")));
        let (_, theirs) = fake.next_post(i + 1, ch).await;
        assert!(
            theirs.content().starts_with("Damero (Black) played "),
            "{}",
            theirs.content()
        );
        board_of(&theirs);
    }
    // A human game in another channel, mid-way.
    challenge_and_accept(&fake, 9, "spanish").await;
    let from = fake.count();
    fake.say(9, ANA, "9-13", &[]);
    fake.next_post(from, 9).await;
    let before = referee.channels().game(ch).await.expect("game").0;
    bot.shutdown().await.expect("shutdown");
    drop(referee);

    // Restart on the same store: both games continue.
    let (bot, referee) = start_bot(&fake, dir.path(), 2).await;
    assert_eq!(referee.channels().game(ch).await.expect("game").0, before);
    let from = fake.count();
    fake.say(9, BEN, "22-18", &[]);
    let (_, post) = fake.next_post(from, 9).await;
    assert_eq!(
        post.content(),
        "Ben (Black) played 22-18. Ana (White) to move."
    );
    let m = referee.channels().suggest_moves(ch, "").await[0].clone();
    let from = fake.count();
    fake.say(ch, ANA, &m, &[]);
    let (i, _) = fake.next_post(from, ch).await;
    let (_, theirs) = fake.next_post(i + 1, ch).await;
    assert!(theirs.content().starts_with("Damero (Black) played "));
    bot.shutdown().await.expect("shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_moves_on_restart_when_it_was_its_turn() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    {
        // A game left with the bot to move (as if it crashed before answering).
        let r = referee_on(Arc::new(SledStore::open(dir.path()).expect("store")));
        r.handle(
            11,
            &ana(),
            Play {
                variant: None,
                level: Some(damero_engine::Level::new(1)),
                color: None,
            },
        )
        .await;
        let resp = r.handle(11, &ana(), Move("9-13".into())).await;
        assert!(resp.bot_turn.is_some());
        r.close().await.expect("close");
    }
    let (bot, _referee) = start_bot(&fake, dir.path(), 1).await;
    // What the crash left unannounced comes first, in order (the game's start, Ana's move),
    // then the bot's move.
    let (i, start) = fake.next_post(0, 11).await;
    assert!(
        start
            .content()
            .starts_with("A game of Spanish draughts begins"),
        "{}",
        start.content()
    );
    let (i, ana_moved) = fake.next_post(i + 1, 11).await;
    assert!(
        ana_moved.content().starts_with("Ana (White) played 9-13."),
        "{}",
        ana_moved.content()
    );
    board_of(&ana_moved);
    let (_, post) = fake.next_post(i + 1, 11).await;
    assert!(
        post.content().starts_with("Damero (Black) played "),
        "{}",
        post.content()
    );
    board_of(&post);
    bot.shutdown().await.expect("shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_moves_for_one_channel_at_once_exactly_one_lands_and_bots_are_ignored() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, referee) = start_bot(&fake, dir.path(), 1).await;
    let ch = 10;
    challenge_and_accept(&fake, ch, "spanish").await;
    let from = fake.count();
    fake.say(ch, ANA, "9-13", &[]);
    fake.say(ch, ANA, "10-14", &[]);
    let (i, first) = fake.next_post(from, ch).await;
    let (_, second) = fake.next_post(i + 1, ch).await;
    let texts = [first.content(), second.content()];
    assert_eq!(
        texts.iter().filter(|t| t.contains(" played ")).count(),
        1,
        "{texts:?}"
    );
    assert_eq!(
        texts
            .iter()
            .filter(|t| t.starts_with("It is not your turn"))
            .count(),
        1,
        "{texts:?}"
    );
    assert_eq!(stored_moves(&referee, ch).await, 1);

    // Messages from bots (another bot, or Damero itself) get no answer.
    let from = fake.count();
    fake.say_as(ch, (555, "OtherBot"), true, "!help", &[]);
    fake.say_as(ch, (BOT_ID, "Damero"), true, "!board", &[]);
    fake.say(ch, BEN, "!board", &[]);
    let (_, post) = fake.next_post(from, ch).await;
    assert!(
        post.content()
            .starts_with("Spanish draughts: Ana (White) vs Ben (Black)."),
        "{}",
        post.content()
    );
    // A marker: once its answer is out, the bot has read everything sent before it.
    let marker = fake.count();
    fake.say(ch, BEN, "!variants", &[]);
    let (_, list) = fake.next_post(marker, ch).await;
    assert!(list.content().contains("spanish"), "{}", list.content());
    let posts = posts_since(&fake, from);
    assert_eq!(posts, 2, "only Ben's !board and the marker were answered");
    bot.shutdown().await.expect("shutdown");
}

/// Latency from a move message at the fake gateway to the reply with the board at the fake REST
/// endpoint, 50 channels playing at once (engine excluded: human games).
/// `cargo test --test bot -- --ignored --nocapture latency`
///
/// Two loads: *steady* — the 50 games each move about once a second, at staggered moments (50
/// moves/s in all, each game's moves alternating sides); *burst* — all 50 channels send a move
/// in the same instant, 20 times (a queue of 50 to work through each time).
#[tokio::test(flavor = "multi_thread")]
#[ignore = "benchmark: run with --ignored --nocapture"]
async fn latency_with_fifty_channels_playing_at_once() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    // The stricter durability (flush + fsync) for every move.
    let (bot, referee) = start_bot_with(&fake, dir.path(), 1, Durability::PowerLoss).await;
    let (moves, _) = games::blocked(Variant::Spanish);
    let rounds = moves.len().min(20);
    let setup = |base: u64| {
        let referee = referee.clone();
        async move {
            let channels: Vec<u64> = (base..base + 50).collect();
            for &ch in &channels {
                referee
                    .handle(
                        ch,
                        &ana(),
                        Challenge {
                            opponent: ben(),
                            variant: None,
                            color: damero::referee::ColorChoice::White,
                            time: None,
                        },
                    )
                    .await;
                referee.handle(ch, &ben(), Accept).await;
            }
            channels
        }
    };

    // Steady: each channel plays its moves one second apart, channels staggered by 20 ms.
    let channels = setup(1000).await;
    let mut tasks = Vec::new();
    for (k, &ch) in channels.iter().enumerate() {
        let fake = fake.clone();
        let moves = moves.clone();
        tasks.push(tokio::spawn(async move {
            // A benchmark's pacing (staggered starts, a move a second): real time on purpose.
            tokio::time::sleep(Duration::from_millis(20 * k as u64)).await;
            let mut out = Vec::new();
            for (ply, m) in moves.iter().take(rounds).enumerate() {
                let who = if ply % 2 == 0 { ANA } else { BEN };
                let from = fake.count();
                let at = Instant::now();
                fake.say(ch, who, m, &[]);
                let (_, post) = fake.next_post(from, ch).await;
                assert!(post.file("board.png").is_some());
                out.push(post.at.duration_since(at));
                tokio::time::sleep(Duration::from_millis(1000).saturating_sub(at.elapsed())).await;
            }
            out
        }));
    }
    let mut steady = Vec::new();
    for t in tasks {
        steady.extend(t.await.expect("channel task"));
    }
    report("steady (50 games, 50 moves/s)", &mut steady);

    // Burst: every channel at the same instant.
    let channels = setup(2000).await;
    let mut burst = Vec::new();
    for (ply, m) in moves.iter().take(rounds).enumerate() {
        let who = if ply % 2 == 0 { ANA } else { BEN };
        let from = fake.count();
        let mut sent = Vec::new();
        for &ch in &channels {
            sent.push((ch, Instant::now()));
            fake.say(ch, who, m, &[]);
        }
        for (ch, at) in sent {
            let (_, post) = fake.next_post(from, ch).await;
            assert!(post.file("board.png").is_some());
            burst.push(post.at.duration_since(at));
        }
    }
    report("burst (50 moves in the same instant)", &mut burst);
    bot.shutdown().await.expect("shutdown");
    steady.sort();
    assert!(
        steady[steady.len() / 2] <= Duration::from_millis(10),
        "steady median above 10 ms"
    );
}

fn report(what: &str, samples: &mut [Duration]) {
    samples.sort();
    let pct = |p: f64| samples[((samples.len() as f64 - 1.0) * p) as usize];
    println!(
        "{what}: {} moves, median {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        samples.len(),
        pct(0.5).as_secs_f64() * 1e3,
        pct(0.9).as_secs_f64() * 1e3,
        pct(0.99).as_secs_f64() * 1e3,
        samples[samples.len() - 1].as_secs_f64() * 1e3,
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_plays_against_the_fake_and_stops_cleanly_on_sigterm() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let token = "test-token.must-not.be-logged";
    let log_path = dir.path().join("damero.log");
    let log = std::fs::File::create(&log_path).expect("log file");
    let mut child = crate::common::Reaped(
        std::process::Command::new(env!("CARGO_BIN_EXE_damero"))
            .arg("run")
            // No config.toml there: the defaults and the variables below.
            .current_dir(dir.path())
            .env("DISCORD_TOKEN", token)
            .env("DAMERO_DISCORD__HTTP_PROXY", fake.url())
            .env("DAMERO_STORAGE__PATH", dir.path().join("store"))
            .env("DAMERO_GAME__DEFAULT_LEVEL", "1")
            .env("RUST_LOG", "debug")
            .stdout(std::process::Stdio::null())
            .stderr(log)
            .spawn()
            .expect("damero runs"),
    );
    fake.wait_ready(1).await;
    fake.wait_for(0, |c| c.method == "PUT" && c.path.ends_with("/commands"))
        .await;
    let from = fake.count();
    fake.say(20, ANA, "!play", &[]);
    let (_, start) = fake.next_post(from, 20).await;
    assert!(start.content().contains("Ana (White) vs Damero (Black)"));
    board_of(&start);
    let from = fake.count();
    fake.say(20, ANA, "9-13", &[]);
    let (i, _) = fake.next_post(from, 20).await;
    let (_, theirs) = fake.next_post(i + 1, 20).await;
    assert!(theirs.content().starts_with("Damero (Black) played "));
    let (w, h) = board_of(&theirs);
    assert_eq!(w, h);
    let pid = child.id().to_string();
    let killed = std::process::Command::new("kill")
        .args(["-TERM", &pid])
        .status()
        .expect("kill");
    assert!(killed.success());
    let status = tokio::task::spawn_blocking(move || child.wait())
        .await
        .expect("join")
        .expect("exits");
    let logs = std::fs::read_to_string(&log_path).expect("logs");
    assert!(status.success(), "{logs}");
    assert!(logs.contains("store flushed; bye"), "{logs}");
    assert!(!logs.contains(token), "the token was logged");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_message_content_off_text_is_ignored_and_slash_commands_still_work() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut config = fake_config(&fake, dir.path());
    config.discord.message_content = false;
    let referee = referee_on(Arc::new(SledStore::open(dir.path()).expect("store")));
    let bot = start_bot_on(&fake, &config, &referee, 1).await;
    let from = fake.count();
    fake.say(30, ANA, "!help", &[]);
    fake.slash(30, ANA, "help", &[]);
    let (_, answer) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert!(answer.content().contains("/challenge"));
    // A marker: once its answer is out, the bot has read everything sent before it.
    let marker = fake.count();
    fake.slash(30, ANA, "variants", &[]);
    fake.wait_for(marker, |c| c.path.ends_with("/callback"))
        .await;
    let posts = fake
        .calls()
        .into_iter()
        .skip(from)
        .filter(|c| c.path.ends_with("/messages"))
        .count();
    assert_eq!(posts, 0, "the text command was not answered");
    bot.shutdown().await.expect("shutdown");
}

/// `!review` and `/review` (issue 12): nothing before a game has ended; then the channel's last
/// game reviewed by the engine, with the evaluation graph attached; a bad game number refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn review_of_the_last_game_by_text_and_slash_with_the_graph() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, referee) = start_bot(&fake, dir.path(), 1).await;
    let ch = 40;

    let from = fake.count();
    fake.say(ch, ANA, "!review", &[]);
    let (_, none) = fake.next_post(from, ch).await;
    assert_eq!(
        none.content(),
        "No game has finished in this channel yet, so there is nothing to review."
    );

    let want = damero_rules::Outcome::Win {
        winner: Color::White,
        reason: damero_rules::WinReason::NoPieces,
    };
    let moves = games::ending_in(Variant::Spanish, want).expect("a win");
    challenge_and_accept(&fake, ch, "spanish").await;
    play_bare(&fake, &referee, ch, &moves).await;

    let from = fake.count();
    fake.say(ch, BEN, "!review", &[]);
    let (_, post) = fake.next_post(from, ch).await;
    let text = post.content();
    assert!(
        text.starts_with("Review of game 1, Ana against Ben:"),
        "{text}"
    );
    assert!(
        text.contains("Ana (White):") && text.contains("Ben (Black):"),
        "{text}"
    );
    let png = post.file("review-1.png").expect("the graph");
    assert_eq!(png_size(png), damero_render::GRAPH_SIZE);

    // The slash command is deferred at once, then answered with a follow-up.
    let from = fake.count();
    let token = fake.slash(ch, ANA, "review", &[("game", json!(1))]);
    let (i, defer) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert_eq!(defer.json["type"], 5, "{:?}", defer.json);
    let (_, follow) = fake
        .wait_for(i, |c| {
            c.method == "POST" && c.path.ends_with(&format!("/webhooks/900/{token}"))
        })
        .await;
    assert!(
        follow.content().starts_with("Review of game 1,"),
        "{}",
        follow.content()
    );
    assert!(follow.file("review-1.png").is_some());

    let from = fake.count();
    fake.say(ch, ANA, "!review twelve", &[]);
    let (_, refused) = fake.next_post(from, ch).await;
    assert_eq!(
        refused.content(),
        "“twelve” is not a game number. Type !review for the last game here, or !review and a game number."
    );
    let from = fake.count();
    fake.say(ch, ANA, "!review 99", &[]);
    let (_, refused) = fake.next_post(from, ch).await;
    assert_eq!(
        refused.content(),
        "There is no finished game number 99 that I can review here."
    );
    bot.shutdown().await.expect("shutdown");
}

/// One referee call per input (issue 30): a bare move typed by a player, a slash `/move`, and
/// chat from a bystander that only looks like a move (no answer, no flood count) each make
/// exactly one call.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_input_is_one_referee_call() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, referee) = start_bot(&fake, dir.path(), 1).await;
    let ch = 33;
    let before = referee.calls();
    challenge_and_accept(&fake, ch, "spanish").await;
    assert_eq!(
        referee.calls() - before,
        2,
        "a text command and a button (Accept)"
    );
    let first = referee.channels().suggest_moves(ch, "").await.remove(0);
    let before = referee.calls();
    let from = fake.count();
    fake.say(ch, ANA, &first, &[]);
    let (_, post) = fake.next_post(from, ch).await;
    assert!(post.content().contains(" played "), "{}", post.content());
    assert_eq!(referee.calls() - before, 1, "a bare move");
    let reply = referee.channels().suggest_moves(ch, "").await.remove(0);
    let before = referee.calls();
    let from = fake.count();
    fake.slash(ch, BEN, "move", &[("move", json!(reply))]);
    let (_, answer) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert!(
        answer.content().contains(" played "),
        "{}",
        answer.content()
    );
    assert_eq!(referee.calls() - before, 1, "a slash move");
    let before = referee.calls();
    fake.say(ch, (103, "Cy"), "11-15", &[]);
    // A marker: once it is answered, the bystander's line has been read.
    let from = fake.count();
    fake.say(ch, BEN, "!board", &[]);
    let (_, board) = fake.next_post(from, ch).await;
    assert!(
        board.content().starts_with("Spanish draughts:"),
        "{}",
        board.content()
    );
    assert_eq!(
        referee.calls() - before,
        2,
        "the bystander's line and the marker"
    );
    let posts = posts_since(&fake, from);
    assert_eq!(posts, 1, "the bystander's line was not answered");
    // A tap on the board's move menu (issue 46): one call too, and its board is posted.
    let shown = fake.message(board.made.expect("made")).expect("kept");
    let menu = crate::fake::controls(&shown)
        .into_iter()
        .find(|c| c.id.starts_with("tap:m:"))
        .expect("the move menu");
    let before = referee.calls();
    let from = fake.count();
    fake.tap(
        board.made.expect("made"),
        ANA,
        &menu.id,
        &[&menu.options[0].1],
    );
    let (_, post) = fake.next_post(from, ch).await;
    assert!(post.content().contains(" played "), "{}", post.content());
    assert_eq!(referee.calls() - before, 1, "a tap");
    bot.shutdown().await.expect("shutdown");
}

/// Issue 36, delivery: Discord fails the next three posts with 500 (as in its incidents); the
/// acknowledged move's board still reaches the channel, once, with its picture. A 403 (missing
/// permission) is not tried again, and the channel goes on working.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_reaches_the_channel_through_three_failed_posts_and_a_refusal_is_not_retried() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, referee) = start_bot(&fake, dir.path(), 1).await;
    let ch = 34;
    challenge_and_accept(&fake, ch, "spanish").await;
    let first = referee.channels().suggest_moves(ch, "").await.remove(0);
    fake.fail_posts(3, 500);
    let from = fake.count();
    fake.say(ch, ANA, &first, &[]);
    let (_, post) = fake
        .wait_for(from, |c| {
            c.method == "POST" && c.path.ends_with(&format!("/{ch}/messages")) && c.status == 200
        })
        .await;
    assert!(post.content().contains(" played "), "{}", post.content());
    board_of(&post);
    let tries = fake
        .calls()
        .into_iter()
        .skip(from)
        .filter(|c| c.method == "POST" && c.path.ends_with(&format!("/{ch}/messages")))
        .collect::<Vec<_>>();
    assert_eq!(
        tries.iter().map(|c| c.status).collect::<Vec<_>>(),
        [500, 500, 500, 200]
    );
    let nonce = &tries[0].json["nonce"];
    assert!(nonce.is_string(), "{:?}", tries[0].json);
    assert!(tries
        .iter()
        .all(|c| &c.json["nonce"] == nonce && c.json["enforce_nonce"] == true));
    assert_eq!(fake.created(from, ch).len(), 1, "the board was posted once");
    assert_eq!(stored_moves(&referee, ch).await, 1);
    // A refusal: one try, given up; the next message goes through.
    fake.fail_posts(1, 403);
    let from = fake.count();
    fake.say(ch, BEN, "!variants", &[]);
    fake.wait_for(from, |c| c.status == 403).await;
    let marker = fake.count();
    fake.say(ch, BEN, "!board", &[]);
    let (_, board) = fake.next_post(marker, ch).await;
    assert!(
        board.content().starts_with("Spanish draughts:"),
        "{}",
        board.content()
    );
    let refused = fake
        .calls()
        .into_iter()
        .skip(from)
        .filter(|c| c.method == "POST" && c.status == 403)
        .count();
    assert_eq!(refused, 1, "a 403 is not tried again");
    bot.shutdown().await.expect("shutdown");
}
