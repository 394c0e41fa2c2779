//! Time per move, deadlines settled by the referee, `/abort`, expired challenges, the new server
//! settings and threads. The referee's clock is a `ManualClock` here, so nothing waits for real
//! time except the one whole-program test marked so.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use damero::commands::{
    parse_text, Abort, Accept, Board, Challenge, Move, Moves, Parsed, Pdn, Play, Settings,
};
use damero::discord::Running;
use damero::i18n::Lang;
use damero::referee::time::{duration_msg, parse_move_time, DurationError};
use damero::referee::{
    Clock, ColorChoice, ManualClock, MemoryStore, Notice, Place, Referee, RefereeConfig,
    SettingChange, SledStore, Store, SystemClock,
};
use damero::wired::EngineOpponent;
use damero_rules::{Color, Variant};
use damero_storage::{ChannelId, ChannelState, ResultReason, ResultRecord, Status};
use serde_json::json;

use crate::common::{ana, ben, config, painter, FirstMove};
use crate::fake::{Call, Fake, Member};

const CH: u64 = 70;
const T0: u64 = 1_800_000_000_000;
const ANA: (u64, &str) = (101, "Ana");
const BEN: (u64, &str) = (102, "Ben");

fn timed(move_time: Duration) -> RefereeConfig {
    RefereeConfig {
        move_time: Some(move_time),
        ..config()
    }
}

fn referee_with(store: Arc<dyn Store>, clock: Arc<ManualClock>, cfg: RefereeConfig) -> Referee {
    Referee::with_clock(store, painter(), Arc::new(FirstMove), cfg, clock)
}

fn text(resp: &damero::referee::Response) -> String {
    resp.replies
        .iter()
        .map(|r| r.text(Lang::En))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Ana (White) challenges Ben; Ben accepts.
async fn start(r: &Referee, ch: u64, time: Option<Duration>) -> String {
    let resp = r
        .handle(
            ch,
            &ana(),
            Challenge {
                opponent: ben(),
                variant: Some(Variant::Spanish),
                color: ColorChoice::White,
                time,
            },
        )
        .await;
    assert!(!resp.is_error(), "{}", text(&resp));
    let resp = r.handle(ch, &ben(), Accept).await;
    assert!(!resp.is_error(), "{}", text(&resp));
    text(&resp)
}

/// The player to move plays the first legal move.
async fn play_one(r: &Referee, ch: u64) -> String {
    let (_, game) = r.channels().game(ch).await.expect("a game");
    let who = if game.turn() == Color::White {
        ana()
    } else {
        ben()
    };
    let detail = game.position().details(false).remove(0);
    let rules = game.variant().rules();
    let mv = damero_rules::move_text(rules, &detail, rules.default_notation());
    let resp = r.handle(ch, &who, Move(mv)).await;
    assert!(!resp.is_error(), "{}", text(&resp));
    // The bot's answer too, when it is to move.
    resp.all()
        .await
        .iter()
        .map(|r| r.text(Lang::En))
        .collect::<Vec<_>>()
        .join("\n")
}

fn posted(notices: &[Notice]) -> Vec<String> {
    notices
        .iter()
        .map(|n| match n {
            Notice::Post { replies, .. } => replies
                .iter()
                .map(|r| r.text(Lang::En))
                .collect::<Vec<_>>()
                .join("\n"),
            Notice::ChallengeExpired { reply, .. } => reply.text(Lang::En),
        })
        .collect()
}

#[test]
fn durations_read_in_the_two_largest_units_in_every_language() {
    let en = |ms| duration_msg(ms).text(Lang::En);
    assert_eq!(en((2 * 86_400 + 23 * 3600 + 59) * 1000), "2 days 23 hours");
    assert_eq!(en(86_400_000), "1 day");
    assert_eq!(en(3_600_000 + 60_000), "1 hour 1 minute");
    assert_eq!(en(600_000), "10 minutes");
    assert_eq!(en(9_999), "10 seconds");
    assert_eq!(en(9_000), "9 seconds");
    assert_eq!(en(3 * 86_400_000 - 5), "3 days");
    assert_eq!(en(1_000), "1 second");
    assert_eq!(duration_msg(5 * 86_400_000).text(Lang::Ru), "5 дней");
    assert_eq!(duration_msg(2 * 86_400_000).text(Lang::Ru), "2 дня");
    assert_eq!(duration_msg(21 * 60_000).text(Lang::Ru), "21 минута");
    assert_eq!(duration_msg(3 * 3_600_000).text(Lang::Cs), "3 hodiny");
    assert_eq!(duration_msg(5 * 3_600_000).text(Lang::Cs), "5 hodin");
    assert_eq!(
        duration_msg(86_400_000 + 3_600_000).text(Lang::Es),
        "1 día y 1 hora"
    );
}

#[test]
fn a_bad_time_is_refused_in_the_readers_language_and_a_good_one_may_stand_anywhere() {
    let mention = |w: &str| (w == "<@102>").then(ben);
    let refused = |line: &str| match parse_text(line, "!", false, &mention) {
        Parsed::Refused(m) => m,
        other => panic!("{line}: {other:?}"),
    };
    let short = refused("!challenge <@102> 5s");
    assert_eq!(
        short.text(Lang::En),
        "'5s' is too short: a move gets at least 10 seconds (10s)."
    );
    assert_eq!(
        short.text(Lang::Es),
        "'5s' es demasiado poco: cada jugada tiene al menos 10 segundos (10s)."
    );
    assert_eq!(
        refused("!challenge <@102> spanish 10x").text(Lang::En),
        "'10x' is not a time: write a number and a unit, like 30s, 10m, 2h or 3d."
    );
    for line in [
        "!challenge <@102> spanish white 10m",
        "!challenge <@102> 10m spanish white",
        "!challenge <@102> white 10M spanish",
    ] {
        let Parsed::Command(command) = parse_text(line, "!", false, &mention) else {
            panic!("{line}: not a command");
        };
        assert_eq!(
            command.get::<Challenge>(),
            Some(&Challenge {
                opponent: ben(),
                variant: Some(Variant::Spanish),
                color: ColorChoice::White,
                time: Some(Duration::from_secs(600)),
            }),
            "{line}"
        );
    }
    assert!(matches!(
        parse_text("!abort", "!", false, &mention),
        Parsed::Command(c) if c.is::<Abort>()
    ));
    assert!(matches!(
        parse_move_time("9s"),
        Err(DurationError::TooShort(_))
    ));
}

#[tokio::test]
async fn a_player_who_stops_moving_loses_on_time_and_the_board_says_how_long_is_left() {
    let clock = Arc::new(ManualClock::at(T0));
    let store: Arc<dyn Store> = Arc::new(MemoryStore::new());
    let r = referee_with(
        store.clone(),
        clock.clone(),
        timed(Duration::from_secs(3 * 86_400)),
    );
    let begun = start(&r, CH, None).await;
    assert!(
        begun.contains("Ana (White) to move — 3 days left."),
        "{begun}"
    );
    play_one(&r, CH).await;
    clock.advance(Duration::from_secs(3600));
    let board = text(&r.handle(CH, &ana(), Board).await);
    assert!(
        board.contains("Ben (Black) to move — 2 days 23 hours left."),
        "{board}"
    );
    let after = play_one(&r, CH).await;
    assert!(
        after.contains("Ana (White) to move — 3 days left."),
        "{after}"
    );
    play_one(&r, CH).await;
    // Ben has moved once and now stops.
    clock.advance(Duration::from_secs(3 * 86_400 - 1));
    assert!(r.tick().await.is_empty(), "not yet");
    clock.advance(Duration::from_secs(1));
    let notices = r.tick().await;
    assert_eq!(posted(&notices).len(), 1);
    assert!(
        posted(&notices)[0].contains("Ben ran out of time — Ana wins."),
        "{:?}",
        posted(&notices)
    );
    match &notices[0] {
        Notice::Post {
            channel, replies, ..
        } => {
            assert_eq!(*channel, CH);
            assert!(replies[0].board.is_some(), "the final board");
        }
        other => panic!("{other:?}"),
    }
    // Durable: archived with its reason, the channel free, the PDN says so.
    assert_eq!(store.load(ChannelId(CH)).expect("load"), ChannelState::Free);
    let record = store
        .channel_games(ChannelId(CH), 1)
        .expect("archive")
        .remove(0);
    assert_eq!(record.status, Status::Finished);
    assert_eq!(record.result, Some(ResultRecord::time(Color::Black)));
    let pdn = text(&r.handle(CH, &ana(), Pdn).await);
    assert!(!pdn.is_empty());
    let file = r.handle(CH, &ana(), Pdn).await.replies[0]
        .file
        .clone()
        .expect("pdn file");
    let file = String::from_utf8(file.1).expect("utf-8");
    assert!(file.contains("[Result \"2-0\"]"), "{file}");
    assert!(file.contains("[Termination \"Time forfeit\"]"), "{file}");
    // Nothing more to settle; a move now is refused.
    assert!(r.tick().await.is_empty());
    assert!(r.handle(CH, &ben(), Moves).await.is_error());
}

#[tokio::test]
async fn a_game_nobody_started_is_aborted_and_counts_for_nobody() {
    let clock = Arc::new(ManualClock::at(T0));
    let store: Arc<dyn Store> = Arc::new(MemoryStore::new());
    let r = referee_with(
        store.clone(),
        clock.clone(),
        timed(Duration::from_secs(600)),
    );
    // The challenge's own time wins over Damero's.
    start(&r, CH, Some(Duration::from_secs(10))).await;
    clock.advance(Duration::from_secs(10));
    let notices = r.tick().await;
    assert_eq!(
        posted(&notices),
        ["Game aborted — Ana never moved. It counts for nobody."]
    );
    let record = store
        .channel_games(ChannelId(CH), 1)
        .expect("archive")
        .remove(0);
    assert_eq!(
        record.result.map(|r| (r.winner, r.reason)),
        Some((None, ResultReason::Aborted))
    );
    // Ana moved, Ben never did: aborted too (Ben never moved).
    start(&r, CH + 1, Some(Duration::from_secs(10))).await;
    play_one(&r, CH + 1).await;
    clock.advance(Duration::from_secs(11));
    assert_eq!(
        posted(&r.tick().await),
        ["Game aborted — Ben never moved. It counts for nobody."]
    );
}

#[tokio::test]
async fn the_human_against_the_bot_has_the_same_clock() {
    let clock = Arc::new(ManualClock::at(T0));
    let store: Arc<dyn Store> = Arc::new(MemoryStore::new());
    let r = referee_with(store.clone(), clock.clone(), timed(Duration::from_secs(60)));
    let resp = r
        .handle(
            CH,
            &ana(),
            Play {
                variant: Some(Variant::Spanish),
                level: None,
                color: Some(ColorChoice::White),
            },
        )
        .await;
    assert!(
        text(&resp).contains("Ana (White) to move — 1 minute left."),
        "{}",
        text(&resp)
    );
    play_one(&r, CH).await;
    // The bot answered at once (FirstMove); now Ana walks away.
    let (record, _) = r.channels().game(CH).await.expect("game");
    assert_eq!(record.turn, Color::White, "the bot has moved");
    clock.advance(Duration::from_secs(60));
    assert_eq!(
        posted(&r.tick().await)
            .first()
            .map(|t| t.contains("Ana ran out of time — Damero wins.")),
        Some(true)
    );
    assert_eq!(store.load(ChannelId(CH)).expect("load"), ChannelState::Free);
}

#[tokio::test]
async fn abort_works_before_both_have_moved_and_is_refused_after() {
    let clock = Arc::new(ManualClock::at(T0));
    let r = referee_with(
        Arc::new(MemoryStore::new()),
        clock,
        timed(Duration::from_secs(600)),
    );
    start(&r, CH, None).await;
    play_one(&r, CH).await;
    let stranger = damero::referee::Actor {
        id: 555,
        name: "Cy".into(),
    };
    assert!(r.handle(CH, &stranger, Abort).await.is_error());
    // Only Ana has moved: Ben may abort.
    let resp = r.handle(CH, &ben(), Abort).await;
    assert_eq!(text(&resp), "Ben aborted the game. It counts for nobody.");
    assert!(resp.replies[0].board.is_some());
    let (record, _) = r.channels().game(CH).await.expect("last game");
    assert_eq!(record.result, Some(ResultRecord::aborted()));
    // Both moved: refused, nothing changed.
    start(&r, CH, None).await;
    play_one(&r, CH).await;
    play_one(&r, CH).await;
    let (before, _) = r.channels().game(CH).await.expect("game");
    let resp = r.handle(CH, &ana(), Abort).await;
    assert!(resp.is_error());
    assert_eq!(
        text(&resp),
        "Too late to abort: both players have moved. You can resign or offer a draw."
    );
    assert_eq!(
        resp.replies[0].lines[0].text(Lang::It),
        "Troppo tardi per annullare: entrambi i giocatori hanno mosso. Puoi abbandonare o proporre patta."
    );
    assert_eq!(r.channels().game(CH).await.expect("game").0, before);
}

#[tokio::test]
async fn an_expired_challenge_is_withdrawn_by_the_tick_with_its_message() {
    let clock = Arc::new(ManualClock::at(T0));
    let store: Arc<dyn Store> = Arc::new(MemoryStore::new());
    let r = referee_with(
        store.clone(),
        clock.clone(),
        timed(Duration::from_secs(600)),
    );
    let place = Place {
        channel: CH,
        guild: Some(5),
    };
    let resp = r
        .handle(
            place,
            &ana(),
            Challenge {
                opponent: ben(),
                variant: None,
                color: ColorChoice::Random,
                time: Some(Duration::from_secs(7200)),
            },
        )
        .await;
    assert!(
        text(&resp).ends_with("Time per move: 2 hours."),
        "{}",
        text(&resp)
    );
    r.deadlines().challenge_posted(CH, 4242).await;
    clock.advance(Duration::from_secs(599));
    assert!(r.tick().await.is_empty(), "open for the whole timeout");
    clock.advance(Duration::from_secs(2));
    let notices = r.tick().await;
    match notices.as_slice() {
        [Notice::ChallengeExpired {
            channel,
            guild,
            message,
            reply,
        }] => {
            assert_eq!((*channel, *guild, *message), (CH, Some(5), Some(4242)));
            assert_eq!(
                reply.text(Lang::En),
                "Ana's challenge to Ben expired without an answer."
            );
            assert!(!reply.challenge_buttons);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(store.load(ChannelId(CH)).expect("load"), ChannelState::Free);
}

#[tokio::test]
async fn server_settings_choose_the_time_the_variant_and_threads() {
    let clock = Arc::new(ManualClock::at(T0));
    let store: Arc<dyn Store> = Arc::new(MemoryStore::new());
    let r = referee_with(store.clone(), clock, timed(Duration::from_secs(3 * 86_400)));
    let place = Place {
        channel: CH,
        guild: Some(9),
    };
    let show = text(
        &r.handle(
            place,
            &ana(),
            Settings {
                changes: vec![],
                may_manage: false,
            },
        )
        .await,
    );
    assert_eq!(
        show,
        "This server's settings: language English (en). Time per move 3 days; default variant \
         Spanish draughts; a thread per game: off."
    );
    let change = Settings {
        changes: vec![
            SettingChange::MoveTime(Duration::from_secs(86_400)),
            SettingChange::DefaultVariant(Variant::Czech),
            SettingChange::Threads(true),
        ],
        may_manage: true,
    };
    let changed = text(&r.handle(place, &ana(), change).await);
    assert!(
        changed.ends_with(
            "Time per move 1 day; default variant Czech draughts; a thread per game: on."
        ),
        "{changed}"
    );
    assert!(r.settings().threads_on(Some(9)).await);
    assert!(!r.settings().threads_on(None).await);
    let resp = r
        .handle(
            place,
            &ana(),
            Play {
                variant: None,
                level: None,
                color: Some(ColorChoice::White),
            },
        )
        .await;
    assert!(text(&resp).contains("1 day left"), "{}", text(&resp));
    let (record, _) = r.channels().game(CH).await.expect("game");
    assert_eq!(record.variant, Variant::Czech);
    assert_eq!(record.move_time_ms, Some(86_400_000));
}

#[tokio::test]
async fn a_deadline_that_passed_while_damero_was_down_is_settled_at_start_up() {
    let dir = tempfile::tempdir().expect("tempdir");
    let clock = Arc::new(ManualClock::at(T0));
    {
        let store: Arc<dyn Store> = Arc::new(SledStore::open(dir.path()).expect("open"));
        let r = referee_with(store, clock.clone(), timed(Duration::from_secs(10)));
        start(&r, CH, None).await;
        play_one(&r, CH).await;
        play_one(&r, CH).await;
        r.close().await.expect("close");
    }
    clock.advance(Duration::from_secs(60));
    let store: Arc<dyn Store> = Arc::new(SledStore::open(dir.path()).expect("reopen"));
    let r = referee_with(store.clone(), clock, timed(Duration::from_secs(10)));
    assert_eq!(
        posted(&r.tick().await)
            .first()
            .map(|t| t.contains("Ana ran out of time — Ben wins.")),
        Some(true)
    );
    assert_eq!(store.load(ChannelId(CH)).expect("load"), ChannelState::Free);
}

// ---- The real client against the fake Discord. ----

async fn start_bot(
    fake: &Fake,
    dir: &Path,
    nth: u64,
    clock: Arc<dyn Clock>,
    cfg: RefereeConfig,
) -> (Running, Referee) {
    let config = crate::common::fake_config(fake, dir);
    let store = SledStore::open(dir).expect("store");
    let referee = Referee::with_clock(
        Arc::new(store),
        painter(),
        Arc::new(EngineOpponent::new()),
        cfg,
        clock,
    );
    let running = crate::common::start_bot_on(fake, &config, &referee, nth).await;
    (running, referee)
}

/// The first legal move of the channel's game, as typed.
async fn first_move(referee: &Referee, ch: u64) -> String {
    let (_, game) = referee.channels().game(ch).await.expect("a game");
    let detail = game.position().details(false).remove(0);
    let rules = game.variant().rules();
    damero_rules::move_text(rules, &detail, rules.default_notation())
}

/// Ana challenges Ben by text in `ch` (Ana white), Ben presses Accept.
async fn text_game(fake: &Fake, ch: u64, extra: &str) {
    let from = fake.count();
    fake.say(
        ch,
        ANA,
        &format!("!challenge <@102> spanish white {extra}"),
        &[BEN],
    );
    fake.next_post(from, ch).await;
    let from = fake.count();
    fake.button(ch, BEN, "damero:accept");
    fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
}

async fn bare_move(fake: &Fake, referee: &Referee, ch: u64, who: (u64, &str)) -> Call {
    let mv = first_move(referee, ch).await;
    let from = fake.count();
    fake.say(ch, who, &mv, &[]);
    fake.next_post(from, ch).await.1
}

/// Real time, once: a 10-second game whose second player stops moving is won on time by the
/// other within a few seconds of the deadline.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_ten_seconds_per_move_a_silent_player_loses_on_time_within_seconds() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let mut cfg = timed(Duration::from_secs(10));
    cfg.default_level = damero_engine::Level::new(1);
    let (bot, referee) = start_bot(&fake, dir.path(), 1, Arc::new(SystemClock), cfg).await;
    text_game(&fake, 71, "10s").await;
    bare_move(&fake, &referee, 71, ANA).await;
    let last = bare_move(&fake, &referee, 71, BEN).await;
    assert!(
        last.content()
            .contains("Ana (White) to move — 10 seconds left."),
        "{}",
        last.content()
    );
    // Ana now walks away.
    let moved_at = last.at;
    let from = fake.count();
    let (_, notice) = fake
        .wait_for(from, |c| c.content().contains("ran out of time"))
        .await;
    let late = notice.at.duration_since(moved_at);
    // A loss on time is rated like any other result.
    assert_eq!(
        notice.content(),
        "Ana ran out of time — Ben wins. Ratings: Ana 1338 (-162), Ben 1662 (+162)."
    );
    assert!(notice.file("board.png").is_some(), "with the final board");
    assert!(
        late >= Duration::from_secs(9) && late <= Duration::from_secs(14),
        "announced {late:?} after the last move"
    );
    eprintln!("time loss announced {late:?} after the last move (deadline 10 s)");
    bot.shutdown().await.expect("shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_that_ran_out_while_damero_was_down_is_announced_at_start_up() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let clock = Arc::new(ManualClock::at(T0));
    let (bot, referee) = start_bot(
        &fake,
        dir.path(),
        1,
        clock.clone(),
        timed(Duration::from_secs(10)),
    )
    .await;
    text_game(&fake, 72, "").await;
    bare_move(&fake, &referee, 72, ANA).await;
    bare_move(&fake, &referee, 72, BEN).await;
    bot.shutdown().await.expect("shutdown");
    drop(referee);
    // Damero is down while Ana's 10 seconds pass.
    clock.advance(Duration::from_secs(30));
    let from = fake.count();
    let (bot, _referee) = start_bot(
        &fake,
        dir.path(),
        2,
        clock.clone(),
        timed(Duration::from_secs(10)),
    )
    .await;
    let (_, notice) = fake.next_post(from, 72).await;
    // A loss on time is rated like any other result.
    assert_eq!(
        notice.content(),
        "Ana ran out of time — Ben wins. Ratings: Ana 1338 (-162), Ben 1662 (+162)."
    );
    bot.shutdown().await.expect("shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_expired_challenge_message_is_edited_and_loses_its_buttons() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let clock = Arc::new(ManualClock::at(T0));
    let (bot, _referee) = start_bot(
        &fake,
        dir.path(),
        1,
        clock.clone(),
        timed(Duration::from_secs(600)),
    )
    .await;
    let from = fake.count();
    fake.say(73, ANA, "!challenge <@102> czech", &[BEN]);
    let (_, post) = fake.next_post(from, 73).await;
    assert_eq!(
        post.json["components"][0]["components"][0]["custom_id"],
        "damero:accept"
    );
    // The bot notes which message shows the challenge once the fake has answered the post;
    // a later post in the channel is out only after that (a channel posts one response at a
    // time), so the tick below edits the message rather than posting the notice anew.
    let from = fake.count();
    fake.say(73, (103, "Cy"), "!variants", &[]);
    fake.next_post(from, 73).await;
    let from = fake.count();
    clock.advance(Duration::from_secs(601));
    bot.tick().await;
    let (_, edit) = fake
        .wait_for(from, |c| {
            c.method == "PATCH" && c.path.starts_with("/api/v10/channels/73/messages/")
        })
        .await;
    assert_eq!(
        edit.content(),
        "Ana's challenge to Ben expired without an answer."
    );
    assert_eq!(edit.json["components"], json!([]));
    // Ben's late press is refused.
    let from = fake.count();
    fake.button(73, BEN, "damero:accept");
    let (_, answer) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert_eq!(answer.flags() & 64, 64);
    bot.shutdown().await.expect("shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_threads_on_a_challenge_opens_a_thread_and_the_game_plays_in_it() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let clock = Arc::new(ManualClock::at(T0));
    let (bot, referee) =
        start_bot(&fake, dir.path(), 1, clock, timed(Duration::from_secs(600))).await;
    let ana = Member {
        user: ANA,
        guild: 3,
        locale: "en-US",
        permissions: 0x20,
    };
    let from = fake.count();
    fake.slash_as_member(
        &ana,
        74,
        "settings",
        &[("threads", json!(true)), ("move_time", json!("5s"))],
    );
    let (_, refused) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert_eq!(
        refused.content(),
        "'5s' is too short: a move gets at least 10 seconds (10s)."
    );
    assert!(
        !referee.settings().threads_on(Some(3)).await,
        "a refused change changes nothing"
    );
    let from = fake.count();
    fake.slash_as_member(
        &ana,
        74,
        "settings",
        &[("threads", json!(true)), ("move_time", json!("1h"))],
    );
    let (_, changed) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert!(
        changed.content().contains("a thread per game: on"),
        "{}",
        changed.content()
    );
    let from = fake.count();
    fake.slash_with_user(
        &ana,
        74,
        "challenge",
        ("opponent", BEN),
        &[("variant", json!("czech")), ("color", json!(0))],
    );
    let (_, thread) = fake
        .wait_for(from, |c| {
            c.method == "POST" && c.path == "/api/v10/channels/74/threads"
        })
        .await;
    assert_eq!(thread.json["name"], "Ana vs Ben");
    let (_, pointer) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    let thread_id: u64 = pointer
        .content()
        .rsplit("<#")
        .next()
        .and_then(|s| s.trim_end_matches('>').parse().ok())
        .expect("a thread mention");
    assert_eq!(
        pointer.content(),
        format!("The game is in its own thread: <#{thread_id}>")
    );
    let (_, challenge) = fake.next_post(from, thread_id).await;
    assert!(
        challenge.content().contains("Ana challenges Ben"),
        "{}",
        challenge.content()
    );
    // Ben accepts in the thread; the game is the thread's.
    let from = fake.count();
    fake.button(thread_id, BEN, "damero:accept");
    let (_, begun) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert!(
        begun.content().contains("1 hour left"),
        "{}",
        begun.content()
    );
    let (record, _) = referee
        .channels()
        .game(thread_id)
        .await
        .expect("a game in the thread");
    assert_eq!(record.variant, Variant::Czech);
    assert!(
        referee.channels().game(74).await.is_none(),
        "the channel itself stays free"
    );
    let played = bare_move(&fake, &referee, thread_id, ANA).await;
    assert!(
        played.content().contains("Ana (White) played"),
        "{}",
        played.content()
    );
    bot.shutdown().await.expect("shutdown");
}
