//! Issue 36: every announcement reaches the channel, even when Discord stumbles. The real
//! client against the fake Discord's faults: failed posts, answers lost past the client's
//! time-out, 429 with `Retry-After`, expired interaction tokens, a SIGKILL while an
//! announcement is pending, and one channel's failures beside another channel's replies.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use damero::discord::Running;
use damero::referee::{Referee, SledStore, Store};
use damero_rules::Variant;
use serde_json::json;

use crate::common::{fake_config, referee_on, start_bot_on, Reaped};
use crate::discord::{board_of, challenge_and_accept};
use crate::fake::{Call, Fake};
use crate::ops::{damero, TOKEN};

const ANA: (u64, &str) = (101, "Ana");
const BEN: (u64, &str) = (102, "Ben");

/// The bot on a sled store in `dir` (kept, to read its outbox), with `timeout_ms` for each
/// request to Discord.
async fn start(
    fake: &Fake,
    dir: &Path,
    nth: u64,
    timeout_ms: u64,
) -> (Running, Referee, Arc<SledStore>) {
    let mut config = fake_config(fake, dir);
    config.discord.request_timeout_ms = timeout_ms;
    let store = Arc::new(SledStore::open(dir).expect("store"));
    let referee = referee_on(store.clone());
    let running = start_bot_on(fake, &config, &referee, nth).await;
    (running, referee, store)
}

fn posted_in(call: &Call, channel: u64) -> bool {
    call.method == "POST" && call.path == format!("/api/v10/channels/{channel}/messages")
}

/// The statuses of the posts in `channel` since call `from`.
fn statuses(fake: &Fake, from: usize, channel: u64) -> Vec<u16> {
    fake.calls()
        .into_iter()
        .skip(from)
        .filter(|c| posted_in(c, channel))
        .map(|c| c.status)
        .collect()
}

/// Wait (at most 10 s) until the store's outbox is empty.
async fn outbox_empties(store: &dyn Store) {
    let empty = || async { store.outbox(None, 100).expect("outbox").is_empty() };
    crate::common::until(Duration::from_secs(10), "the outbox empties", empty).await;
}

/// White's first legal move in Spanish draughts, as a player types it.
fn first_move() -> String {
    let game = damero_rules::Game::new(Variant::Spanish);
    let rules = Variant::Spanish.rules();
    let detail = game.position().details(false).remove(0);
    damero_rules::move_text(rules, &detail, rules.default_notation())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resignation_is_announced_through_two_failed_posts_and_leaves_the_outbox() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, _referee, store) = start(&fake, dir.path(), 1, 10_000).await;
    let ch = 3601;
    challenge_and_accept(&fake, ch, "spanish").await;
    outbox_empties(store.as_ref()).await;
    fake.fail_posts_in(ch, 2, 503);
    let from = fake.count();
    fake.say(ch, BEN, "!resign", &[]);
    let (_, post) = fake
        .wait_for(from, |c| posted_in(c, ch) && c.status == 200)
        .await;
    assert!(
        post.content().contains("Ben resigned — Ana wins."),
        "{}",
        post.content()
    );
    board_of(&post);
    assert_eq!(statuses(&fake, from, ch), [503, 503, 200]);
    assert_eq!(fake.created(from, ch).len(), 1, "posted once");
    outbox_empties(store.as_ref()).await;
    bot.shutdown().await.expect("shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_post_whose_answer_is_lost_is_tried_again_and_shown_once() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, _referee, store) = start(&fake, dir.path(), 1, 400).await;
    let ch = 3602;
    challenge_and_accept(&fake, ch, "spanish").await;
    // Made by Discord, but its answer comes after the client stopped waiting.
    fake.delay_posts(1, Duration::from_millis(1500));
    let from = fake.count();
    fake.say(ch, ANA, &first_move(), &[]);
    let (_, again) = fake
        .wait_for(from, |c| posted_in(c, ch) && c.status == 409)
        .await;
    let tries: Vec<Call> = fake
        .calls()
        .into_iter()
        .skip(from)
        .filter(|c| posted_in(c, ch))
        .collect();
    assert_eq!(
        tries[0].json["nonce"], again.json["nonce"],
        "the same nonce"
    );
    assert_eq!(again.json["enforce_nonce"], true);
    let made = fake.created(from, ch);
    assert_eq!(made.len(), 1, "the board is in the channel once");
    assert!(
        made[0].content().contains(" played "),
        "{}",
        made[0].content()
    );
    board_of(&made[0]);
    outbox_empties(store.as_ref()).await;
    bot.shutdown().await.expect("shutdown");
}

/// Behind a proxy (the fake stands where one would), a 429 that reaches Damero waits at
/// least a second; talking to Discord directly, serenity's own limiter waits out `Retry-After`
/// before Damero sees anything (serenity sends its limited requests straight to Discord, so
/// that path cannot be pointed at the fake).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_post_waits_before_it_is_tried_again() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, _referee, _store) = start(&fake, dir.path(), 1, 10_000).await;
    let ch = 3603;
    challenge_and_accept(&fake, ch, "spanish").await;
    fake.rate_limit_posts(1, 1.0);
    let from = fake.count();
    fake.say(ch, ANA, &first_move(), &[]);
    let (_, made) = fake
        .wait_for(from, |c| posted_in(c, ch) && c.status == 200)
        .await;
    let limited = fake
        .calls()
        .into_iter()
        .skip(from)
        .find(|c| posted_in(c, ch) && c.status == 429)
        .expect("a 429 first");
    let waited = made.at.duration_since(limited.at);
    assert!(
        waited >= Duration::from_millis(1000),
        "tried again after {waited:?}, before Retry-After's second"
    );
    assert_eq!(statuses(&fake, from, ch), [429, 200]);
    bot.shutdown().await.expect("shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slash_answer_whose_token_expired_goes_to_the_channel() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, _referee, store) = start(&fake, dir.path(), 1, 10_000).await;
    let ch = 3604;
    challenge_and_accept(&fake, ch, "spanish").await;
    fake.expire_interactions(true);
    let from = fake.count();
    fake.slash(ch, ANA, "move", &[("move", json!(first_move()))]);
    let (_, post) = fake
        .wait_for(from, |c| posted_in(c, ch) && c.status == 200)
        .await;
    assert!(post.content().contains(" played "), "{}", post.content());
    board_of(&post);
    let refused = fake
        .calls()
        .into_iter()
        .skip(from)
        .filter(|c| c.path.ends_with("/callback") && c.status == 401)
        .count();
    assert_eq!(refused, 1, "the interaction's answer was refused once");
    outbox_empties(store.as_ref()).await;
    // An answer only the asker reads is not posted for the channel to see.
    let from = fake.count();
    fake.slash(ch, ANA, "moves", &[]);
    fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    fake.expire_interactions(false);
    let marker = fake.count();
    fake.say(ch, BEN, "!variants", &[]);
    fake.wait_for(marker, |c| posted_in(c, ch)).await;
    assert_eq!(statuses(&fake, from, ch), [200], "only the marker's answer");
    bot.shutdown().await.expect("shutdown");
}

/// While one channel's board keeps failing (five 503s, about six seconds of retries), the
/// other channels' replies go out as usual: their latency is printed (p50, p99) and every
/// one of them arrives before the failing board does.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_channels_failing_posts_do_not_hold_up_other_channels() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, _referee, _store) = start(&fake, dir.path(), 1, 10_000).await;
    let stuck = 3605;
    challenge_and_accept(&fake, stuck, "spanish").await;
    fake.fail_posts_in(stuck, 5, 503);
    let from = fake.count();
    fake.say(stuck, ANA, &first_move(), &[]);
    fake.wait_for(from, |c| posted_in(c, stuck) && c.status == 503)
        .await;
    let mut latencies = Vec::new();
    for i in 0..40 {
        let ch = 3700 + i % 8;
        let mark = fake.count();
        let asked = Instant::now();
        fake.say(ch, BEN, "!variants", &[]);
        fake.wait_for(mark, |c| posted_in(c, ch) && c.status == 200)
            .await;
        latencies.push(asked.elapsed());
    }
    let board_arrived = fake.created(from, stuck);
    assert!(
        board_arrived.is_empty(),
        "the failing board got through before the other channels were done"
    );
    let (_, board) = fake
        .wait_for(from, |c| posted_in(c, stuck) && c.status == 200)
        .await;
    assert!(board.content().contains(" played "));
    latencies.sort();
    let p = |q: f64| latencies[((latencies.len() - 1) as f64 * q) as usize];
    println!(
        "other channels while one fails: {} replies, p50 {:?}, p99 {:?}",
        latencies.len(),
        p(0.5),
        p(0.99)
    );
    assert_eq!(statuses(&fake, from, stuck), [503, 503, 503, 503, 503, 200]);
    bot.shutdown().await.expect("shutdown");
}

/// The real binary, SIGKILLed while the board of an acknowledged move is still failing to
/// post: after the restart the board arrives, once, before the bot answers anything newer in
/// that channel; a second restart posts nothing again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_announcement_pending_at_a_sigkill_arrives_after_the_restart() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let url = fake.url();
    let spawn = |run: u64| {
        let mut cmd = damero(
            dir.path(),
            &["run"],
            &[
                ("DISCORD_TOKEN", TOKEN),
                ("DAMERO_DISCORD__HTTP_PROXY", &url),
            ],
        );
        let log = std::fs::File::create(dir.path().join(format!("log-{run}"))).expect("log");
        cmd.stderr(log);
        Reaped(cmd.spawn().expect("damero runs"))
    };
    let mut child = spawn(1);
    fake.wait_ready(1).await;
    let ch = 3606;
    challenge_and_accept(&fake, ch, "spanish").await;
    fake.fail_posts_in(ch, 1_000, 503);
    let from = fake.count();
    fake.say(ch, ANA, &first_move(), &[]);
    // The board's first post failed: the move was committed before it.
    fake.wait_for(from, |c| posted_in(c, ch) && c.status == 503)
        .await;
    child.kill().expect("SIGKILL");
    child.wait().expect("reaped");
    assert!(fake.created(from, ch).is_empty());
    fake.fail_posts_in(ch, 0, 503);
    let restarted = fake.count();
    let mut child = spawn(2);
    fake.wait_ready(2).await;
    let (_, board) = fake
        .wait_for(restarted, |c| posted_in(c, ch) && c.status == 200)
        .await;
    assert!(board.content().contains(" played "), "{}", board.content());
    assert!(board.content().contains("Ben"), "{}", board.content());
    board_of(&board);
    // Anything newer comes after it.
    let newer = fake.count();
    fake.say(ch, BEN, "!board", &[]);
    fake.wait_for(newer, |c| posted_in(c, ch) && c.status == 200)
        .await;
    assert_eq!(fake.created(restarted, ch).len(), 2);
    // Once read, it is not posted again.
    child.kill().expect("SIGKILL");
    child.wait().expect("reaped");
    let third = fake.count();
    let _child = spawn(3);
    fake.wait_ready(3).await;
    let marker = fake.count();
    fake.say(ch, BEN, "!variants", &[]);
    fake.wait_for(marker, |c| posted_in(c, ch) && c.status == 200)
        .await;
    assert_eq!(
        fake.created(third, ch).len(),
        1,
        "only the marker's answer after the second restart"
    );
}
