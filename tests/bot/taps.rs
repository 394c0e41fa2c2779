//! Play with taps (issue 46): the move menu and the buttons under every board, against the fake
//! Discord, which keeps the messages the bot made (their controls after edits) and sends the
//! component interactions a Discord client would (type 3, the custom id, the component type,
//! the chosen values and the message they came from).

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use damero::discord::Running;
use damero::referee::{NewGame, Referee, Seat, SledStore, Store, UserId};
use damero_rules::{Game, Position, Variant};
use serde_json::Value;

use crate::common::{fake_config, referee_on, start_bot_on};
use crate::discord::challenge_and_accept;
use crate::fake::{controls, Call, Control, Fake};

const ANA: (u64, &str) = (101, "Ana");
const BEN: (u64, &str) = (102, "Ben");
const CY: (u64, &str) = (103, "Cy");

async fn start(fake: &Fake, dir: &Path, nth: u64) -> (Running, Referee) {
    let config = fake_config(fake, dir);
    let referee = referee_on(Arc::new(SledStore::open(dir).expect("store")));
    let running = start_bot_on(fake, &config, &referee, nth).await;
    (running, referee)
}

async fn stored_moves(referee: &Referee, ch: u64) -> usize {
    referee
        .channels()
        .game(ch)
        .await
        .map_or(0, |(record, _)| record.moves.len())
}

fn control(message: &Value, prefix: &str) -> Control {
    controls(message)
        .into_iter()
        .find(|c| c.id.starts_with(prefix))
        .unwrap_or_else(|| panic!("no control {prefix}: {:?}", controls(message)))
}

/// The answer to the interaction with `token` (its callback).
async fn answer_to(fake: &Fake, from: usize, token: &str) -> Call {
    let path = format!("/{token}/callback");
    fake.wait_for(from, |c| c.path.ends_with(&path)).await.1
}

/// A refusal: the tapper alone reads it (an ephemeral message), and it is `text`.
async fn refused(fake: &Fake, from: usize, token: &str, text: &str) {
    let answer = answer_to(fake, from, token).await;
    assert_eq!(answer.json["type"], 4, "{:?}", answer.json);
    assert_eq!(answer.flags() & 64, 64, "private: {:?}", answer.json);
    assert_eq!(answer.content(), text);
}

/// Tap the move `text` in the menu of message `board` as `who`; returns the board it posts
/// (checked: the tap was acknowledged, the post says who played).
async fn tap_move(fake: &Fake, ch: u64, board: u64, who: (u64, &str), text: &str) -> Call {
    let shown = fake.message(board).expect("kept");
    let menu = control(&shown, "tap:m:");
    let value = menu
        .options
        .iter()
        .find(|(label, _)| label == text)
        .unwrap_or_else(|| panic!("no move {text} in {:?}", menu.options))
        .1
        .clone();
    let from = fake.count();
    let token = fake.tap(board, who, &menu.id, &[&value]);
    let answer = answer_to(fake, from, &token).await;
    assert_eq!(answer.json["type"], 6, "acknowledged: {:?}", answer.json);
    fake.next_post(from, ch).await.1
}

/// Issue 46: a whole game played by taps alone, each side choosing from the menu under its
/// board; every older board loses its controls once a newer one is shown, and the finished
/// game's last board has none. The messages are printed as a player sees them
/// (`--nocapture`).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_is_played_by_taps_only() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, referee) = start(&fake, dir.path(), 1).await;
    let ch = 60;
    challenge_and_accept(&fake, ch, "spanish").await;
    // The challenge's message is now the first board, with the menu and the buttons.
    let first = fake
        .calls()
        .into_iter()
        .rev()
        .find(|c| c.method == "POST" && c.path == format!("/api/v10/channels/{ch}/messages"))
        .and_then(|c| c.made)
        .expect("the challenge's message");
    let mut board = first;
    let shown = fake.message(board).expect("kept");
    let labels: Vec<String> = controls(&shown).into_iter().map(|c| c.label).collect();
    assert_eq!(
        labels,
        ["", "Offer a draw", "Resign", "Board from my side"],
        "{shown}"
    );
    assert_eq!(control(&shown, "tap:m:").placeholder, "Choose your move");
    let mut plies = 0;
    loop {
        let shown = fake.message(board).expect("kept");
        eprintln!("[board] {}", shown["content"].as_str().unwrap_or_default());
        let Some(menu) = controls(&shown)
            .into_iter()
            .find(|c| c.id.starts_with("tap:m:"))
        else {
            break;
        };
        let labels: Vec<&str> = menu.options.iter().map(|(l, _)| l.as_str()).collect();
        eprintln!("[menu] {}", labels.join(" | "));
        // Each side takes the longest capture on offer, else the last move of the menu: a
        // game that ends.
        let choice = menu
            .options
            .iter()
            .max_by_key(|(label, value)| (label.matches('x').count(), value.len(), value.clone()))
            .map(|(label, _)| label.clone())
            .expect("a move");
        let who = if plies % 2 == 0 { ANA } else { BEN };
        eprintln!("[tap] {} chooses {choice}", who.1);
        let before = referee.calls();
        let post = tap_move(&fake, ch, board, who, &choice).await;
        assert_eq!(referee.calls() - before, 1, "one tap, one referee call");
        assert!(
            post.content().starts_with(&format!(
                "{} ({}) played {choice}",
                who.1,
                if who == ANA { "White" } else { "Black" }
            )),
            "{}",
            post.content()
        );
        plies += 1;
        assert_eq!(stored_moves(&referee, ch).await, plies);
        let older = board;
        board = post.made.expect("a message");
        // The older board loses its controls (an edit) once the newer one is shown.
        crate::common::until(
            Duration::from_secs(10),
            "the older board's controls go",
            || {
                let gone = fake.message(older).is_some_and(|m| controls(&m).is_empty());
                async move { gone }
            },
        )
        .await;
        assert!(plies < 300, "the game ends");
    }
    let last = fake.message(board).expect("kept");
    let text = last["content"].as_str().unwrap_or_default().to_string();
    assert!(
        text.contains("wins") || text.contains("drawn"),
        "the last board says how it ended: {text}"
    );
    assert!(
        controls(&last).is_empty(),
        "a finished game's board has no controls"
    );
    assert!(
        referee
            .channels()
            .game(ch)
            .await
            .is_some_and(|(r, _)| r.status == damero::referee::Status::Finished),
        "finished in the store"
    );
    eprintln!("{plies} plies, all by taps");
    bot.shutdown().await.expect("shutdown");
}

/// Issue 46: a tap by someone not to move, by a bystander, on an older board, on a finished
/// game's board, and a forged control are each refused to the tapper alone, in one sentence,
/// and change nothing; resigning by tap asks first.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_stale_finished_and_forged_taps_are_refused_privately_and_change_nothing() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, referee) = start(&fake, dir.path(), 1).await;
    let ch = 61;
    challenge_and_accept(&fake, ch, "spanish").await;
    let (b0, shown) = {
        let from = fake.count();
        fake.say(ch, ANA, "!board", &[]);
        let post = fake.next_post(from, ch).await.1;
        let id = post.made.expect("made");
        (id, fake.message(id).expect("kept"))
    };
    let menu = control(&shown, "tap:m:");
    let (_, first_value) = menu.options[0].clone();

    // Ben is not to move; Cy does not play.
    let from = fake.count();
    let token = fake.tap(b0, BEN, &menu.id, &[&first_value]);
    refused(
        &fake,
        from,
        &token,
        "It is not your turn — Ana (White) is to move.",
    )
    .await;
    let from = fake.count();
    let token = fake.tap(b0, CY, &menu.id, &[&first_value]);
    refused(&fake, from, &token, "You are not a player in this game.").await;
    assert_eq!(stored_moves(&referee, ch).await, 0);

    // Ana plays; the board she tapped is now older than the channel's.
    let b0_call = fake
        .calls()
        .into_iter()
        .find(|c| c.made == Some(b0))
        .expect("the board's call");
    let post = tap_move(&fake, ch, b0, ANA, &menu.options[0].0).await;
    let b1 = post.made.expect("made");
    assert_eq!(stored_moves(&referee, ch).await, 1);
    // A client that still shows the old board (its controls not yet gone) taps it.
    let from = fake.count();
    let token = fake.tap_as_shown(&b0_call, BEN, &menu.id, &[&first_value]);
    refused(
        &fake,
        from,
        &token,
        "That board is out of date: the game has moved on. Use the newest board.",
    )
    .await;
    assert_eq!(stored_moves(&referee, ch).await, 1);

    // Forged: a move number past the menu, an id of another game, an id that is none of ours.
    let shown = fake.message(b1).expect("kept");
    let menu = control(&shown, "tap:m:");
    let from = fake.count();
    let token = fake.tap_forged(b1, BEN, &menu.id, 3, &["999"]);
    refused(
        &fake,
        from,
        &token,
        "That button or menu is not one of mine, so nothing was done.",
    )
    .await;
    let from = fake.count();
    let other_game = menu.id.replacen("tap:m:", "tap:m:9", 1);
    let token = fake.tap_forged(b1, BEN, &other_game, 3, &["0"]);
    refused(
        &fake,
        from,
        &token,
        "That board is out of date: the game has moved on. Use the newest board.",
    )
    .await;
    for (id, kind) in [
        ("tap:x:1:1", 2),
        ("damero:nothing", 2),
        (&*"x".repeat(100), 2),
    ] {
        let from = fake.count();
        let token = fake.tap_forged(b1, BEN, id, kind, &[]);
        refused(
            &fake,
            from,
            &token,
            "That button or menu is not one of mine, so nothing was done.",
        )
        .await;
    }
    assert_eq!(stored_moves(&referee, ch).await, 1);

    // Resign asks first, privately; only the confirmation resigns.
    let resign = control(&shown, "tap:r:");
    let from = fake.count();
    let token = fake.tap(b1, BEN, &resign.id, &[]);
    let ask = answer_to(&fake, from, &token).await;
    assert_eq!(ask.flags() & 64, 64, "private");
    assert_eq!(
        ask.content(),
        "Resign the game against Ana? It cannot be undone."
    );
    assert!(referee
        .channels()
        .game(ch)
        .await
        .is_some_and(|(r, _)| r.result.is_none()));
    let asked = ask.made.expect("the question's message");
    let sure = control(&fake.message(asked).expect("kept"), "tap:s:");
    assert_eq!(sure.label, "Yes, resign");
    let from = fake.count();
    let token = fake.tap(asked, BEN, &sure.id, &[]);
    let post = fake.next_post(from, ch).await.1;
    assert!(
        post.content().contains("Ben resigned — Ana wins."),
        "{}",
        post.content()
    );
    let answer = answer_to(&fake, from, &token).await;
    assert_eq!(answer.json["type"], 7, "the question loses its button");
    assert!(controls(&fake.message(asked).expect("kept")).is_empty());

    // The finished game's board: refused as over.
    let from = fake.count();
    let b1_call = fake
        .calls()
        .into_iter()
        .find(|c| c.made == Some(b1))
        .expect("the board's call");
    let token = fake.tap_as_shown(&b1_call, ANA, &menu.id, &[&menu.options[0].1]);
    refused(
        &fake,
        from,
        &token,
        "That game is over, so its board can no longer be played on.",
    )
    .await;
    assert_eq!(stored_moves(&referee, ch).await, 1);
    bot.shutdown().await.expect("shutdown");
}

/// Issue 46: more moves than a menu holds (three flying kings on an open 10x10 board): the board
/// offers the pieces, each with its number of moves; choosing one shows that piece's moves to
/// the tapper alone, and choosing one of those plays it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn more_than_25_moves_are_picked_in_two_steps() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let ch = 62;
    let fen = "W:WK28,K33,K37:B1,2";
    let position = Position::from_fen(Variant::International, fen).expect("a position");
    let total = Game::from_position(position)
        .position()
        .details(false)
        .len();
    assert!(total > 25, "{total} moves");
    // The game starts from the position (as a set-up game is stored), then the bot starts.
    let store = Arc::new(SledStore::open(dir.path()).expect("store"));
    store
        .start_game(&NewGame {
            channel: damero_storage::ChannelId(ch),
            guild: None,
            variant: Variant::International,
            start_fen: Some(fen.to_string()),
            white: Seat::human(UserId(ANA.0), ANA.1),
            black: Seat::human(UserId(BEN.0), BEN.1),
            now_ms: 0,
            move_time_ms: None,
        })
        .expect("a game starts");
    let referee = referee_on(store);
    let bot = start_bot_on(&fake, &fake_config(&fake, dir.path()), &referee, 1).await;
    // The start, not yet announced, is posted first.
    let begun = fake.next_post(0, ch).await.1;
    assert!(begun
        .content()
        .starts_with("A game of International draughts begins"));
    let from = fake.count();
    fake.say(ch, ANA, "!board", &[]);
    let post = fake.next_post(from, ch).await.1;
    let board = post.made.expect("made");
    let shown = fake.message(board).expect("kept");
    let pieces = control(&shown, "tap:p:");
    assert_eq!(pieces.placeholder, "Choose the piece to move");
    let mut labels: Vec<&str> = pieces.options.iter().map(|(l, _)| l.as_str()).collect();
    labels.sort_unstable();
    assert_eq!(labels, ["28", "33", "37"]);
    assert!(!controls(&shown).iter().any(|c| c.id.starts_with("tap:m:")));
    let options = &shown["components"][0]["components"][0]["options"];
    let described: Vec<&str> = options
        .as_array()
        .expect("options")
        .iter()
        .map(|o| o["description"].as_str().unwrap_or_default())
        .collect();
    assert!(
        described.iter().all(|d| d.ends_with(" moves")),
        "{described:?}"
    );

    // Step one: the piece on 33. Only the tapper sees its moves.
    let from = fake.count();
    let on_33 = pieces.options.iter().find(|(l, _)| l == "33").expect("33");
    let token = fake.tap(board, ANA, &pieces.id, &[&on_33.1]);
    let answer = answer_to(&fake, from, &token).await;
    assert_eq!(answer.flags() & 64, 64, "private");
    assert!(
        answer.content().starts_with("The piece on 33 has "),
        "{}",
        answer.content()
    );
    let step = answer.made.expect("the step's message");
    let menu = control(&fake.message(step).expect("kept"), "tap:m:");
    assert!(menu
        .options
        .iter()
        .all(|(label, _)| label.starts_with("33-")));
    assert!(menu.options.len() + 1 < total);
    // Step two: a move of that piece.
    let choice = menu.options[0].clone();
    let from = fake.count();
    let token = fake.tap(step, ANA, &menu.id, &[&choice.1]);
    let post = fake.next_post(from, ch).await.1;
    assert!(
        post.content()
            .starts_with(&format!("Ana (White) played {}", choice.0)),
        "{}",
        post.content()
    );
    let answer = answer_to(&fake, from, &token).await;
    assert_eq!(
        answer.json["type"], 7,
        "the private menu loses its controls"
    );
    assert_eq!(stored_moves(&referee, ch).await, 1);
    bot.shutdown().await.expect("shutdown");
}

/// Issue 46: a board posted before a restart can still be tapped after it (its controls carry
/// the game and the ply, nothing held in memory).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_posted_before_a_restart_is_tapped_after_it() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let ch = 63;
    let board = {
        let (bot, _referee) = start(&fake, dir.path(), 1).await;
        challenge_and_accept(&fake, ch, "czech").await;
        let from = fake.count();
        fake.say(ch, ANA, "!board", &[]);
        let id = fake.next_post(from, ch).await.1.made.expect("made");
        bot.shutdown().await.expect("shutdown");
        id
    };
    let (bot, referee) = start(&fake, dir.path(), 2).await;
    let menu = control(&fake.message(board).expect("kept"), "tap:m:");
    let choice = menu.options[0].0.clone();
    let post = tap_move(&fake, ch, board, ANA, &choice).await;
    assert!(
        post.content()
            .starts_with(&format!("Ana (White) played {choice}")),
        "{}",
        post.content()
    );
    assert_eq!(stored_moves(&referee, ch).await, 1);
    bot.shutdown().await.expect("shutdown");
}

/// The latency of a tap's answer next to a typed move's, over the same kind of game: from the
/// input's dispatch to the board's post (the fake's clock). Prints the medians.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement for the notes: cargo test --test bot latency_of -- --ignored --nocapture"]
async fn latency_of_a_tap_next_to_a_typed_move() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, referee) = start(&fake, dir.path(), 1).await;
    let median = |mut v: Vec<Duration>| {
        v.sort();
        v[v.len() / 2]
    };
    let (mut tapped, mut typed) = (Vec::new(), Vec::new());
    for round in 0..20u64 {
        for tap in [true, false] {
            let ch = 100 + round * 2 + u64::from(tap);
            challenge_and_accept(&fake, ch, "spanish").await;
            let from = fake.count();
            fake.say(ch, ANA, "!board", &[]);
            let board = fake.next_post(from, ch).await.1.made.expect("made");
            let menu = control(&fake.message(board).expect("kept"), "tap:m:");
            let (label, value) = menu.options[0].clone();
            let from = fake.count();
            let sent = Instant::now();
            if tap {
                fake.tap(board, ANA, &menu.id, &[&value]);
            } else {
                fake.say(ch, ANA, &label, &[]);
            }
            let post = fake.next_post(from, ch).await.1;
            assert!(post.content().starts_with("Ana (White) played"));
            let took = post.at - sent;
            if tap {
                tapped.push(took);
            } else {
                typed.push(took);
            }
            assert_eq!(stored_moves(&referee, ch).await, 1);
        }
    }
    eprintln!(
        "board posted after: tap p50 {:?}, typed p50 {:?} (20 each)",
        median(tapped),
        median(typed)
    );
    bot.shutdown().await.expect("shutdown");
}

/// Issue 46: the buttons do what their commands do. A draw offered by tap is posted with a
/// button that takes it; "board from my side" answers the tapper alone with the board; and
/// when taking an older board's controls off fails (Discord stumbles on the edit), nothing
/// else changes: the result is posted once, and the control left behind is refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_draw_by_taps_the_board_turned_and_a_failed_edit_changes_nothing_else() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, referee) = start(&fake, dir.path(), 1).await;
    let ch = 64;
    challenge_and_accept(&fake, ch, "russian").await;
    let from = fake.count();
    fake.say(ch, ANA, "!board", &[]);
    let board = fake.next_post(from, ch).await.1.made.expect("made");
    let shown = fake.message(board).expect("kept");

    // Ben turns the board to his side: privately, with the picture.
    let flip = control(&shown, "tap:f:");
    let from = fake.count();
    let token = fake.tap(board, BEN, &flip.id, &[]);
    let turned = answer_to(&fake, from, &token).await;
    assert_eq!(turned.flags() & 64, 64, "private");
    assert!(turned.file("board.png").is_some(), "with the board");
    assert!(
        turned
            .content()
            .starts_with("Russian draughts: Ana (White) vs Ben (Black)"),
        "{}",
        turned.content()
    );

    // Ana offers a draw by tap: the channel reads the offer, with a button to take it.
    let draw = control(&shown, "tap:d:");
    let from = fake.count();
    let token = fake.tap(board, ANA, &draw.id, &[]);
    let offer = fake.next_post(from, ch).await.1;
    assert_eq!(answer_to(&fake, from, &token).await.json["type"], 6);
    assert!(
        offer.content().starts_with("Ana (White) offers a draw."),
        "{}",
        offer.content()
    );
    let offered = offer.made.expect("made");
    let accept = control(&fake.message(offered).expect("kept"), "tap:d:");
    assert_eq!(accept.label, "Accept the draw");
    // Ana cannot take her own offer.
    let from = fake.count();
    let token = fake.tap(offered, ANA, &accept.id, &[]);
    refused(
        &fake,
        from,
        &token,
        "You have already offered a draw; it stands until the next move.",
    )
    .await;

    // Ben takes it; one of the two edits that take the older controls off fails.
    fake.fail_edits(1, 500);
    let from = fake.count();
    fake.tap(offered, BEN, &accept.id, &[]);
    let result = fake.next_post(from, ch).await.1;
    assert!(
        result.content().starts_with("Draw by agreement."),
        "{}",
        result.content()
    );
    crate::common::until(Duration::from_secs(10), "both edits tried", || {
        let edits = fake
            .calls()
            .iter()
            .skip(from)
            .filter(|c| c.method == "PATCH")
            .count();
        async move { edits == 2 }
    })
    .await;
    let left: Vec<u64> = [board, offered]
        .into_iter()
        .filter(|m| !controls(&fake.message(*m).expect("kept")).is_empty())
        .collect();
    assert_eq!(left.len(), 1, "one edit failed, one took");
    let results = fake
        .calls()
        .iter()
        .skip(from)
        .filter(|c| c.method == "POST" && c.path.ends_with(&format!("/{ch}/messages")))
        .count();
    assert_eq!(results, 1, "the result is posted once");
    let (record, _) = referee.channels().game(ch).await.expect("game");
    assert_eq!(record.status, damero::referee::Status::Finished);

    // The control left behind is refused: the game is over.
    let shown = fake.message(left[0]).expect("kept");
    let stale = control(&shown, "tap:d:");
    let from = fake.count();
    let token = fake.tap(left[0], BEN, &stale.id, &[]);
    refused(
        &fake,
        from,
        &token,
        "That game is over, so its board can no longer be played on.",
    )
    .await;
    bot.shutdown().await.expect("shutdown");
}
