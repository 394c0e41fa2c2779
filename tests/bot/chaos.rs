//! The chaos soak: the real `damero run` binary against the fake Discord, many channels, random
//! legal, illegal, out-of-turn and garbage commands from several users, the process killed with
//! SIGKILL at random moments and restarted. After each kill: every acknowledged move is in its
//! stored game, every stored game replays, and after each restart the bot answers; no log has
//! a panic. Discord's REST API stumbles too (posts failing with 5xx, answers lost past the
//! client's time-out): at the end every stored move's board reached its channel, once. Budget: `CHAOS_SECONDS` (default 90); seed: `CHAOS_SEED` (not `DAMERO_*`: those
//! are configuration, and an unknown one is refused).

use std::collections::HashMap;
use std::path::Path;
use std::time::{Duration, Instant};

use damero::referee::{ChannelState, SledStore, Store};
use damero_rules::{Color, Event, Game, Variant};
use damero_storage::{ChannelId, Seat, UserId};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use crate::common::Reaped;
use crate::fake::Fake;
use crate::ops::{damero, TOKEN};

const ANA: (u64, &str) = (101, "Ana");
const BEN: (u64, &str) = (102, "Ben");
const CY: (u64, &str) = (103, "Cy");
const CHANNELS: u64 = 16;
const VARIANTS: [Variant; 4] = [
    Variant::Spanish,
    Variant::Russian,
    Variant::Czech,
    Variant::International,
];

/// What the test knows of a channel.
#[derive(Clone, Debug)]
enum Known {
    Free,
    Challenged,
    /// The game, and who plays white and black.
    Playing(Box<Game>, u64, u64),
}

#[derive(Debug)]
struct Channel {
    known: Known,
    /// The events of the current game the bot acknowledged (posted "played" for).
    acked: Vec<Event>,
    /// Finished games whose every move was acknowledged: checked once against the store.
    finished: Vec<Vec<Event>>,
}

#[derive(Default, Debug)]
struct Tally {
    commands: u64,
    legal: u64,
    illegal: u64,
    out_of_turn: u64,
    garbage: u64,
    acked_moves: u64,
    kills: u64,
    checked_moves: u64,
    games_replayed: u64,
    rest_faults: u64,
    boards_shown: u64,
}

fn spawn(dir: &Path, url: &str, run: u64) -> Reaped {
    let log = dir.join(format!("log-{run}"));
    let mut cmd = damero(
        dir,
        &["run"],
        &[
            ("DISCORD_TOKEN", TOKEN),
            ("DAMERO_DISCORD__HTTP_PROXY", url),
            ("DAMERO_LIMITS__BURST", "100000"),
            ("DAMERO_LIMITS__PER_MINUTE", "1000000"),
            ("DAMERO_DISCORD__REQUEST_TIMEOUT_MS", "1000"),
            ("RUST_LOG", "warn"),
        ],
    );
    cmd.stderr(std::fs::File::create(log).expect("log"));
    Reaped(cmd.spawn().expect("damero runs"))
}

/// Start run `run` and wait until it answers (what it posts at start, it has posted by then).
async fn restart(dir: &Path, fake: &Fake, run: u64) -> Reaped {
    let child = spawn(dir, &fake.url(), run);
    fake.wait_ready(run).await;
    let from = fake.count();
    fake.say(6999, CY, "!variants", &[]);
    fake.next_post(from, 6999).await;
    child
}

fn sigkill(child: &mut Reaped) {
    let _ = child.kill();
    let _ = child.wait();
}

fn garbage(rng: &mut StdRng) -> String {
    const BITS: &[&str] = &[
        "☃",
        "x",
        "-",
        "99",
        "ü",
        "\u{200b}",
        "<@",
        ">",
        "!",
        "11",
        "0",
        "e",
        "\t",
        "дамка",
        "𝕏",
        "--",
        "xx",
        "a1",
        ":",
        "''",
    ];
    let n = rng.gen_range(1..12);
    (0..n).map(|_| BITS[rng.gen_range(0..BITS.len())]).collect()
}

/// Messages first posted in `channel` from call `from` on (the tries of one message share its
/// nonce: a message first tried before `from` is not one of them).
fn posts(fake: &Fake, from: usize, channel: u64) -> Vec<String> {
    let path = format!("/api/v10/channels/{channel}/messages");
    let mut seen = std::collections::HashSet::new();
    fake.calls()
        .into_iter()
        .enumerate()
        .filter(|(_, c)| c.method == "POST" && c.path == path)
        .filter(|(_, c)| match c.json["nonce"].as_str() {
            Some(nonce) => seen.insert(nonce.to_string()),
            None => true,
        })
        .filter(|(i, _)| *i >= from)
        .map(|(_, c)| c.content())
        .collect()
}

/// Every stored move's board reached its channel once: the channel's messages that say a
/// move was played (made by the fake, a repeated nonce not counted) are as many as the moves
/// of its stored games.
fn check_announced(dir: &Path, fake: &Fake) -> u64 {
    let store = SledStore::open(dir.join("store")).expect("the store opens");
    let mut checked = 0;
    for ch in 7000..7000 + CHANNELS {
        let stored: usize = store
            .channel_games(ChannelId(ch), 10_000)
            .expect("channel games")
            .iter()
            .map(|g| g.moves.len())
            .sum();
        let shown = fake
            .created(0, ch)
            .iter()
            .filter(|c| c.content().contains(" played "))
            .count();
        assert_eq!(
            shown, stored,
            "channel {ch}: {stored} stored moves, {shown} boards of moves shown"
        );
        checked += stored as u64;
    }
    assert!(
        store.outbox(None, 10).expect("outbox").is_empty(),
        "the outbox is empty"
    );
    checked
}

/// One command per channel: what was sent, and whether a reply is due.
struct Sent {
    channel: u64,
    expect_reply: bool,
    /// A legal move by the player to move.
    legal: Option<damero_rules::MoveDetail>,
    kind: &'static str,
}

fn choose(rng: &mut StdRng, fake: &Fake, channel: u64, state: &Channel) -> Option<Sent> {
    let variant = VARIANTS[(channel % VARIANTS.len() as u64) as usize];
    let roll = rng.gen_range(0..100);
    if roll < 6 {
        let text = garbage(rng);
        let prefixed = rng.gen_bool(0.5);
        let content = if prefixed { format!("!x{text}") } else { text };
        let sent = fake.try_say(channel, CY, &content);
        return sent.then_some(Sent {
            channel,
            expect_reply: prefixed,
            legal: None,
            kind: "garbage",
        });
    }
    if roll < 9 {
        return fake.try_say(channel, CY, "!board").then_some(Sent {
            channel,
            expect_reply: true,
            legal: None,
            kind: "garbage",
        });
    }
    match &state.known {
        Known::Free => {
            let content = format!("!challenge <@{}> {} white", BEN.0, variant.name());
            fake.say(channel, ANA, &content, &[BEN]);
            Some(Sent {
                channel,
                expect_reply: true,
                legal: None,
                kind: "setup",
            })
        }
        Known::Challenged => fake.try_say(channel, BEN, "!accept").then_some(Sent {
            channel,
            expect_reply: true,
            legal: None,
            kind: "setup",
        }),
        Known::Playing(game, white, black) => {
            let to_move = if game.turn() == Color::White {
                *white
            } else {
                *black
            };
            let other = if to_move == *white { *black } else { *white };
            let user = |id: u64| if id == ANA.0 { ANA } else { BEN };
            let rules = game.variant().rules();
            let details = game.position().details(false);
            let pick = &details[rng.gen_range(0..details.len())];
            let text = damero_rules::move_text(rules, pick, rules.default_notation());
            if roll < 15 {
                // Out of turn: the other player types a legal move of the side to move.
                return fake.try_say(channel, user(other), &text).then_some(Sent {
                    channel,
                    expect_reply: true,
                    legal: None,
                    kind: "out-of-turn",
                });
            }
            if roll < 24 {
                // Illegal: a start square of one legal move and the end square of another
                // (dropped when that happens to be legal), or a move of the wrong side.
                let other = &details[rng.gen_range(0..details.len())];
                let name = |sq| damero_rules::square_name(rules, sq, rules.default_notation());
                let text = format!("{}-{}", name(pick.mv.from), name(other.mv.to));
                let mut probe = game.clone();
                if probe.play_text(&text).is_ok() {
                    return None;
                }
                return fake.try_say(channel, user(to_move), &text).then_some(Sent {
                    channel,
                    expect_reply: true,
                    legal: None,
                    kind: "illegal",
                });
            }
            if roll < 25 {
                return fake
                    .try_say(channel, user(to_move), "!resign")
                    .then_some(Sent {
                        channel,
                        expect_reply: true,
                        legal: None,
                        kind: "setup",
                    });
            }
            fake.try_say(channel, user(to_move), &text).then_some(Sent {
                channel,
                expect_reply: true,
                legal: Some(pick.clone()),
                kind: "legal",
            })
        }
    }
}

/// What identifies a game's events: each move by its side and (from, to, captured, crowned);
/// the capture paths the rules core lists with a move are not part of it.
fn keys(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .map(|e| match e {
            Event::Move { color, detail } => format!("{color:?} {:?}", detail.mv),
            other => format!("{other:?}"),
        })
        .collect()
}

/// After a kill: compare what was acknowledged with the store, check every stored game
/// replays, and take the store's state as what is known now.
fn check_store(dir: &Path, channels: &mut HashMap<u64, Channel>, tally: &mut Tally) {
    let store = SledStore::open(dir.join("store")).expect("the store opens after a kill");
    for (&ch, state) in channels.iter_mut() {
        let games = store
            .channel_games(ChannelId(ch), 10_000)
            .expect("channel games");
        let mut replayed = Vec::new();
        for record in &games {
            let game = record
                .replay()
                .unwrap_or_else(|e| panic!("game {:?} does not replay: {e}", record.id));
            tally.games_replayed += 1;
            replayed.push(game);
        }
        for done in state.finished.drain(..) {
            assert!(
                replayed.iter().any(|g| keys(g.events()) == keys(&done)),
                "channel {ch}: a finished game with {} acknowledged moves is not stored",
                done.len()
            );
            tally.checked_moves += done.len() as u64;
        }
        let current = store.load(ChannelId(ch)).expect("load");
        if !state.acked.is_empty() {
            let ChannelState::Game(record) = &current else {
                // The acknowledged game may have ended by an unacknowledged move since.
                let newest = replayed.first().expect("a stored game");
                assert!(
                    keys(newest.events()).starts_with(&keys(&state.acked)),
                    "channel {ch}: acknowledged moves missing from the stored game"
                );
                tally.checked_moves += state.acked.len() as u64;
                state.acked.clear();
                state.known = Known::Free;
                continue;
            };
            let game = record.replay().expect("replays");
            assert!(
                keys(game.events()).starts_with(&keys(&state.acked)),
                "channel {ch}: acknowledged moves missing: acked {:?}, stored {:?}",
                state.acked,
                game.events()
            );
            tally.checked_moves += state.acked.len() as u64;
        }
        state.known = match current {
            ChannelState::Free => Known::Free,
            ChannelState::Challenge(_) => Known::Challenged,
            ChannelState::Game(record) => {
                let id = |seat: &Seat| match seat {
                    Seat::Human { id, .. } => id.0,
                    Seat::Bot { .. } => 0,
                };
                let game = record.replay().expect("replays");
                let _ = record.color_of(UserId(ANA.0));
                Known::Playing(Box::new(game), id(&record.white), id(&record.black))
            }
        };
        state.acked = match &state.known {
            Known::Playing(g, _, _) => g.events().to_vec(),
            _ => Vec::new(),
        };
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "chaos soak (~2 min): run with --ignored --nocapture"]
async fn chaos_soak_kills_and_restarts_lose_no_acknowledged_move() {
    let budget = Duration::from_secs(
        std::env::var("CHAOS_SECONDS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(90),
    );
    let seed: u64 = std::env::var("CHAOS_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| rand::thread_rng().gen());
    println!("chaos seed {seed} (CHAOS_SEED), budget {budget:?}");
    let mut rng = StdRng::seed_from_u64(seed);
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let url = fake.url();
    let mut runs = 1;
    let mut child = spawn(dir.path(), &url, runs);
    fake.wait_ready(1).await;
    let mut channels: HashMap<u64, Channel> = (0..CHANNELS)
        .map(|i| {
            (
                7000 + i,
                Channel {
                    known: Known::Free,
                    acked: Vec::new(),
                    finished: Vec::new(),
                },
            )
        })
        .collect();
    let mut tally = Tally::default();
    let started = Instant::now();
    let mut next_kill = Instant::now() + Duration::from_millis(rng.gen_range(1500..6000));
    let mut next_fault = Instant::now();
    while started.elapsed() < budget {
        // Discord stumbles now and then: a few posts fail, or one is made but its answer
        // comes after the client's time-out (never while an earlier fault is still pending,
        // so no message meets more failures than it has tries).
        if Instant::now() >= next_fault && !fake.faults_pending() && rng.gen_bool(0.2) {
            if rng.gen_bool(0.7) {
                let status = [500, 502, 503][rng.gen_range(0..3)];
                fake.fail_posts(rng.gen_range(1..=3), status);
            } else {
                fake.delay_posts(1, Duration::from_millis(1500));
            }
            tally.rest_faults += 1;
            next_fault = Instant::now() + Duration::from_secs(3);
        }
        let from = fake.count();
        let mut sent = Vec::new();
        let mut ids: Vec<u64> = channels.keys().copied().collect();
        ids.sort_unstable();
        for ch in ids {
            if let Some(s) = choose(&mut rng, &fake, ch, &channels[&ch]) {
                tally.commands += 1;
                match s.kind {
                    "legal" => tally.legal += 1,
                    "illegal" => tally.illegal += 1,
                    "out-of-turn" => tally.out_of_turn += 1,
                    "garbage" => tally.garbage += 1,
                    _ => {}
                }
                sent.push(s);
            }
        }
        let kill_now = Instant::now() >= next_kill;
        if kill_now {
            // Somewhere in the middle of this round's commits: a kill's timing, real time on
            // purpose.
            tokio::time::sleep(Duration::from_millis(rng.gen_range(0..30))).await;
            sigkill(&mut child);
            tally.kills += 1;
        } else {
            // Every reply due, each known by the message the fake made for it (a post failed by
            // an injected fault is tried again; only the one that lands counts).
            for s in sent.iter().filter(|s| s.expect_reply) {
                let path = format!("/api/v10/channels/{}/messages", s.channel);
                fake.wait_for(from, |c| {
                    c.method == "POST" && c.path == path && c.status == 200
                })
                .await;
            }
            // Silent commands: a moment for a reply that should not come, so that one would
            // show in this round rather than be taken for the next round's: a soak's margin,
            // real time on purpose.
            if sent.iter().any(|s| !s.expect_reply) {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        }
        // What the bot acknowledged this round.
        for s in &sent {
            let replies = posts(&fake, from, s.channel);
            if !kill_now {
                assert!(
                    replies.len() <= 1 || s.kind == "legal",
                    "channel {}: {replies:?}",
                    s.channel
                );
            }
            let state = channels.get_mut(&s.channel).expect("channel");
            let Some(reply) = replies.first() else {
                continue;
            };
            match (&mut state.known, &s.legal) {
                (Known::Playing(game, _, _), Some(detail)) => {
                    assert!(reply.contains(" played "), "a legal move refused: {reply}");
                    game.play(detail.clone()).expect("the model plays it");
                    state.acked = game.events().to_vec();
                    tally.acked_moves += 1;
                    if game.outcome().is_some() {
                        let done = std::mem::take(&mut state.acked);
                        state.finished.push(done);
                        state.known = Known::Free;
                    }
                }
                (Known::Playing(..), None) if reply.contains(" resigned") => {
                    let done = std::mem::take(&mut state.acked);
                    state.finished.push(done);
                    state.known = Known::Free;
                }
                (Known::Playing(..), None) => {
                    assert!(!reply.contains(" played "), "{}: {reply}", s.kind);
                }
                (Known::Free, _) if s.kind == "setup" => {
                    assert!(reply.contains("challenges"), "{reply}");
                    state.known = Known::Challenged;
                }
                (Known::Challenged, _) if s.kind == "setup" => {
                    assert!(reply.contains(" vs "), "{reply}");
                    let variant = VARIANTS[(s.channel % VARIANTS.len() as u64) as usize];
                    state.known = Known::Playing(Box::new(Game::new(variant)), ANA.0, BEN.0);
                    state.acked.clear();
                }
                _ => {}
            }
        }
        if kill_now {
            check_store(dir.path(), &mut channels, &mut tally);
            runs += 1;
            child = restart(dir.path(), &fake, runs).await;
            next_kill = Instant::now() + Duration::from_millis(rng.gen_range(1500..6000));
        }
    }
    sigkill(&mut child);
    tally.kills += 1;
    check_store(dir.path(), &mut channels, &mut tally);
    // One more start posts what the last kill left unannounced; then every board is shown.
    fake.fail_posts(0, 500);
    fake.delay_posts(0, Duration::ZERO);
    runs += 1;
    child = restart(dir.path(), &fake, runs).await;
    sigkill(&mut child);
    tally.boards_shown = check_announced(dir.path(), &fake);
    for run in 1..=runs {
        let log = std::fs::read_to_string(dir.path().join(format!("log-{run}"))).expect("log");
        assert!(!log.contains("panicked"), "run {run} panicked:\n{log}");
    }
    println!(
        "chaos: {:.0} s, {} commands ({} legal moves, {} illegal, {} out of turn, {} garbage), {} acknowledged moves, {} kills and restarts, {} REST faults, {} acknowledged moves checked in the store, {} stored games replayed, {} boards of stored moves shown once",
        started.elapsed().as_secs_f64(),
        tally.commands,
        tally.legal,
        tally.illegal,
        tally.out_of_turn,
        tally.garbage,
        tally.acked_moves,
        tally.kills,
        tally.rest_faults,
        tally.checked_moves,
        tally.games_replayed,
        tally.boards_shown
    );
    assert!(tally.kills >= 3, "too few kills for a soak");
    assert!(tally.checked_moves > 0);
}
