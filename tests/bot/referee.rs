//! The referee service without Discord.

use std::sync::Arc;
use std::time::Duration;

use damero::commands::{
    parse_text, Accept, Board, Challenge, Decline, Draw, Huff, Move, Moves, Parsed, Pdn, Play,
    Resign, Rules, Variants,
};
use damero::i18n::{Lang, Msg};
use damero::referee::{say, Actor, ColorChoice, Referee, ReplyKind, Response, SledStore};
use damero_engine::Level;
use damero_rules::{Color, DrawReason, Outcome, Variant};

use crate::common::{ana, ben, png_size, referee, referee_on};
use crate::games;

const CH: u64 = 7;

async fn challenge_accepted(r: &Referee, ch: u64, variant: &str) -> Response {
    let resp = r
        .handle(
            ch,
            &ana(),
            Challenge {
                opponent: ben(),
                variant: Some(variant.parse().expect("a variant")),
                color: ColorChoice::White,
                time: None,
            },
        )
        .await;
    assert!(!resp.is_error(), "{resp:?}");
    assert!(resp.replies[0].challenge_buttons);
    let resp = r.handle(ch, &ben(), Accept).await;
    assert!(!resp.is_error(), "{resp:?}");
    resp
}

/// Ana is White, Ben is Black; play moves in turn.
async fn play_all(r: &Referee, ch: u64, moves: &[String]) -> Response {
    let mut last = Response::default();
    for m in moves {
        let (_, game) = r.channels().game(ch).await.expect("a game");
        let who = if game.turn() == Color::White {
            ana()
        } else {
            ben()
        };
        last = r.handle(ch, &who, Move(m.clone())).await;
        assert!(
            !last.is_error(),
            "{m}: {:?}",
            last.replies[0].text(Lang::En)
        );
    }
    last
}

#[tokio::test]
async fn a_challenge_accepted_starts_the_game_with_a_board() {
    let r = referee();
    let resp = challenge_accepted(&r, CH, "spanish").await;
    let reply = &resp.replies[0];
    assert!(
        reply.text(Lang::En).contains("Ana (White) vs Ben (Black)"),
        "{}",
        reply.text(Lang::En)
    );
    assert!(
        reply.text(Lang::En).contains("Ana (White) to move."),
        "{}",
        reply.text(Lang::En)
    );
    assert_eq!(
        png_size(&reply.board.as_ref().expect("board").png),
        (320, 320)
    );
}

/// Issue 43: what a committed change means is published as an event, in order, for whoever
/// listens (the tournaments, and front ends that follow games): a challenge posted and closed,
/// a move, the game's end. A refused move publishes nothing.
#[tokio::test]
async fn committed_changes_are_published_as_events_in_order() {
    use damero::referee::Event;
    let r = referee();
    let heard = Arc::new(std::sync::Mutex::new(Vec::new()));
    let into = heard.clone();
    r.base()
        .events()
        .subscribe(move |e| into.lock().expect("lock").push(e.clone()));
    challenge_accepted(&r, CH, "spanish").await;
    assert!(r.handle(CH, &ana(), Move("9-13".into())).await.replies[0].kind == ReplyKind::Done);
    assert!(r.handle(CH, &ben(), Move("9-13".into())).await.is_error());
    assert!(!r.handle(CH, &ben(), Resign).await.is_error());
    assert_eq!(
        *heard.lock().expect("lock"),
        vec![
            Event::ChallengePosted { channel: CH },
            Event::ChallengeClosed { channel: CH },
            Event::Moved { channel: CH },
            Event::GameEnded { channel: CH },
        ]
    );
}

#[tokio::test]
async fn only_the_challenged_player_accepts_and_a_game_blocks_new_challenges() {
    let r = referee();
    let c = Challenge {
        opponent: ben(),
        variant: None,
        color: ColorChoice::Random,
        time: None,
    };
    assert!(!r.handle(CH, &ana(), c.clone()).await.is_error());
    let stranger = Actor {
        id: 9,
        name: "Cy".into(),
    };
    let resp = r.handle(CH, &stranger, Accept).await;
    assert_eq!(
        resp.replies[0].text(Lang::En),
        "Only Ben can accept this challenge."
    );
    assert!(!r.handle(CH, &ben(), Accept).await.is_error());
    let again = r.handle(CH, &ana(), c).await;
    assert!(again.replies[0]
        .text(Lang::En)
        .starts_with("A game is already running here."));
}

#[tokio::test]
async fn a_declined_challenge_is_gone() {
    let r = referee();
    let c = Challenge {
        opponent: ben(),
        variant: Some(damero_rules::Variant::Czech),
        color: ColorChoice::Random,
        time: None,
    };
    r.handle(CH, &ana(), c).await;
    let resp = r.handle(CH, &ben(), Decline).await;
    assert_eq!(
        resp.replies[0].text(Lang::En),
        "Ben declined the challenge."
    );
    let resp = r.handle(CH, &ben(), Accept).await;
    assert_eq!(
        resp.replies[0].text(Lang::En),
        "There is no challenge here to accept."
    );
}

#[tokio::test]
async fn an_expired_challenge_cannot_be_accepted() {
    let clock = Arc::new(damero::referee::ManualClock::at(1_000_000));
    let r = Referee::with_clock(
        Arc::new(damero::referee::MemoryStore::new()),
        crate::common::painter(),
        Arc::new(damero::wired::EngineOpponent::new()),
        crate::common::config(),
        clock.clone(),
    );
    let c = Challenge {
        opponent: ben(),
        variant: None,
        color: ColorChoice::Random,
        time: None,
    };
    r.handle(CH, &ana(), c).await;
    // A millisecond past its time, by the referee's clock (no real time passes).
    clock.advance(r.base().config().challenge_timeout + Duration::from_millis(1));
    let resp = r.handle(CH, &ben(), Accept).await;
    assert!(resp.replies[0]
        .text(Lang::En)
        .starts_with("That challenge has expired."));
}

#[tokio::test]
async fn unknown_variants_get_the_list() {
    // Variants are parsed at the edge: the text parser refuses with the list.
    let Parsed::Refused(msg) = parse_text("!play chess", "!", false, &|_| None) else {
        panic!("an unknown variant was accepted");
    };
    let text = msg.text(Lang::En);
    assert!(
        text.starts_with("'chess' is not a variant; the variants are spanish, czech"),
        "{text}"
    );
    let refusal = damero::referee::Reply::refused(msg);
    assert_eq!(refusal.kind, ReplyKind::Refused);
}

#[tokio::test]
async fn a_legal_move_is_announced_with_the_board() {
    let r = referee();
    challenge_accepted(&r, CH, "spanish").await;
    let resp = r.handle(CH, &ana(), Move("9-13".into())).await;
    let reply = &resp.replies[0];
    assert_eq!(
        reply.text(Lang::En),
        "Ana (White) played 9-13. Ben (Black) to move."
    );
    png_size(&reply.board.as_ref().expect("board").png);
    let resp = r.handle(CH, &ben(), Board).await;
    assert!(
        resp.replies[0]
            .text(Lang::En)
            .contains("Last move: 9-13 by Ana (White)."),
        "{}",
        resp.replies[0].text(Lang::En)
    );
}

#[tokio::test]
async fn refused_moves_say_why_and_change_nothing() {
    let r = referee();
    challenge_accepted(&r, CH, "spanish").await;
    let before = r.channels().game(CH).await.expect("game").0;
    let cases = [
        (
            ben(),
            "21-17",
            "It is not your turn — Ana (White) is to move.",
        ),
        (
            Actor {
                id: 5,
                name: "Cy".into(),
            },
            "9-13",
            "You are not a player in this game.",
        ),
        (
            ana(),
            "zz-13",
            "'zz-13' is not a move I can read: 'zz' is not a square.",
        ),
        (ana(), "9-14", "Illegal move 9-14"),
        (ana(), "", "No move given."),
    ];
    for (who, text, expect) in cases {
        let resp = r.handle(CH, &who, Move(text.into())).await;
        let reply = &resp.replies[0];
        assert_eq!(reply.kind, ReplyKind::Refused);
        assert!(reply.ephemeral());
        assert!(
            reply.text(Lang::En).starts_with(expect),
            "{text}: {}",
            reply.text(Lang::En)
        );
        assert_eq!(
            r.channels().game(CH).await.expect("game").0,
            before,
            "{text} changed the game"
        );
    }
}

#[tokio::test]
async fn a_compulsory_capture_is_explained_with_the_legal_moves() {
    let r = referee();
    challenge_accepted(&r, CH, "spanish").await;
    // 9-13, 22-18 leaves White a capture 13x22.
    play_all(&r, CH, &["9-13".into(), "22-18".into()]).await;
    let resp = r.handle(CH, &ana(), Move("10-14".into())).await;
    let text = &resp.replies[0].text(Lang::En);
    assert!(text.contains("capture is compulsory"), "{text}");
    assert!(text.contains("13x22"), "{text}");
}

#[tokio::test]
async fn an_ambiguous_capture_lists_the_full_paths() {
    let found = [Variant::Spanish, Variant::Russian, Variant::International]
        .into_iter()
        .find_map(|v| games::ambiguous(v).map(|a| (v, a)));
    let Some((variant, (moves, short))) = found else {
        panic!("no ambiguous position found");
    };
    let r = referee();
    challenge_accepted(&r, CH, variant.name()).await;
    play_all(&r, CH, &moves).await;
    let (before, game) = r.channels().game(CH).await.expect("game");
    let who = if game.turn() == Color::White {
        ana()
    } else {
        ben()
    };
    let resp = r.handle(CH, &who, Move(short.clone())).await;
    let text = &resp.replies[0].text(Lang::En);
    assert!(
        text.contains("is ambiguous: write the full path, one of"),
        "{text}"
    );
    assert_eq!(r.channels().game(CH).await.expect("game").0, before);
}

#[tokio::test]
async fn a_game_played_to_a_blocked_position_says_so() {
    let (moves, outcome) = games::blocked(Variant::Spanish);
    let r = referee();
    challenge_accepted(&r, CH, "spanish").await;
    let last = play_all(&r, CH, &moves).await;
    let reply = &last.replies[0];
    let sentence = say::outcome(outcome, Variant::Spanish, |c| c.name().into()).text(Lang::En);
    assert!(
        reply
            .text(Lang::En)
            .contains(&format!("{sentence} Ratings: Ana ")),
        "{}",
        reply.text(Lang::En)
    );
    assert!(sentence.contains("is blocked."));
    png_size(&reply.board.as_ref().expect("final board").png);
    let resp = r.handle(CH, &ana(), Move("1-5".into())).await;
    assert!(resp.replies[0]
        .text(Lang::En)
        .starts_with("The game here is over:"));
    let pdn = r.handle(CH, &ana(), Pdn).await;
    let (name, bytes) = pdn.replies[0].file.clone().expect("pdn file");
    assert_eq!(name, "damero.pdn");
    let text = String::from_utf8(bytes).expect("utf8");
    assert!(
        text.contains("[White \"Ana\"]") && text.contains(&moves[0]),
        "{text}"
    );
}

#[tokio::test]
async fn a_game_played_to_a_win_by_capture_says_so() {
    let want = Outcome::Win {
        winner: Color::White,
        reason: damero_rules::WinReason::NoPieces,
    };
    let moves = games::ending_in(Variant::Spanish, want).expect("a game White wins");
    let r = referee();
    challenge_accepted(&r, CH, "spanish").await;
    let last = play_all(&r, CH, &moves).await;
    assert!(last.replies[0].text(Lang::En).ends_with(
        "White wins — all Black pieces captured. Ratings: Ana 1662 (+162), Ben 1338 (-162)."
    ));
}

#[tokio::test]
async fn threefold_repetition_draws() {
    let moves = games::repetition(Variant::Spanish);
    let r = referee();
    challenge_accepted(&r, CH, "spanish").await;
    let last = play_all(&r, CH, &moves).await;
    assert!(
        last.replies[0]
            .text(Lang::En)
            .ends_with("Draw — threefold repetition. Ratings: Ana 1500 (±0), Ben 1500 (±0)."),
        "{}",
        last.replies[0].text(Lang::En)
    );
    let (_, game) = r.channels().game(CH).await.expect("game");
    assert_eq!(game.outcome(), Some(Outcome::Draw(DrawReason::Repetition)));
}

#[tokio::test]
async fn a_draw_offer_accepted_by_the_opponent_ends_the_game() {
    let r = referee();
    challenge_accepted(&r, CH, "spanish").await;
    let offer = r.handle(CH, &ana(), Draw).await;
    assert_eq!(
        offer.replies[0].text(Lang::En),
        "Ana (White) offers a draw. Ben: /draw to accept, or just play on."
    );
    let again = r.handle(CH, &ana(), Draw).await;
    assert!(again.is_error());
    let accept = r.handle(CH, &ben(), Draw).await;
    assert_eq!(
        accept.replies[0].text(Lang::En),
        "Draw by agreement. Ratings: Ana 1500 (±0), Ben 1500 (±0)."
    );
    assert!(accept.replies[0].board.is_some());
}

#[tokio::test]
async fn resigning_names_the_winner() {
    let r = referee();
    challenge_accepted(&r, CH, "spanish").await;
    let resp = r.handle(CH, &ben(), Resign).await;
    assert_eq!(
        resp.replies[0].text(Lang::En),
        "Ben resigned — Ana wins. Ratings: Ana 1662 (+162), Ben 1338 (-162)."
    );
}

#[tokio::test]
async fn the_bot_answers_a_move_in_a_game_against_it() {
    let r = referee();
    let start = r
        .handle(
            CH,
            &ana(),
            Play {
                variant: None,
                level: Some(Level::new(2)),
                color: None,
            },
        )
        .await;
    assert!(
        start.replies[0]
            .text(Lang::En)
            .contains("Ana (White) vs Damero (Black)"),
        "{}",
        start.replies[0].text(Lang::En)
    );
    assert!(start.bot_turn.is_none());
    let resp = r.handle(CH, &ana(), Move("9-13".into())).await;
    assert!(resp.bot_turn.is_some());
    let replies = r.bots().bot_move(CH).await.replies;
    assert!(
        replies[0]
            .text(Lang::En)
            .starts_with("Damero (Black) played "),
        "{}",
        replies[0].text(Lang::En)
    );
    assert!(replies[0].text(Lang::En).ends_with("Ana (White) to move."));
    let draw = r.handle(CH, &ana(), Draw).await;
    // The engine weighs the offer: a level position may be accepted.
    let text = &draw.replies[0].text(Lang::En);
    assert!(
        text == "Damero declines the draw — let's play on." || text == "Draw by agreement.",
        "{text}"
    );
}

#[tokio::test]
async fn the_bot_moves_first_when_it_has_the_first_colour() {
    let r = referee();
    let start = r
        .handle(
            CH,
            &ana(),
            Play {
                variant: Some(damero_rules::Variant::English),
                level: None,
                color: Some(ColorChoice::White),
            },
        )
        .await;
    // English: Black moves first, so the bot (Black) moves.
    assert!(start.bot_turn.is_some());
    let replies = r.bots().bot_move(CH).await.replies;
    assert!(replies[0]
        .text(Lang::En)
        .starts_with("Damero (Black) played "));
}

#[tokio::test]
async fn a_restart_resumes_the_game_and_the_bot_moves_if_it_was_its_turn() {
    let dir = tempfile::tempdir().expect("tempdir");
    {
        let r = referee_on(Arc::new(SledStore::open(dir.path()).expect("store")));
        challenge_accepted(&r, 1, "spanish").await;
        r.handle(1, &ana(), Move("9-13".into())).await;
        r.handle(
            2,
            &ben(),
            Play {
                variant: None,
                level: None,
                color: None,
            },
        )
        .await;
        // Ben moves, then "crashes" before the bot answers.
        let resp = r.handle(2, &ben(), Move("9-13".into())).await;
        assert!(resp.bot_turn.is_some());
        r.close().await.expect("close");
    }
    let r = referee_on(Arc::new(SledStore::open(dir.path()).expect("store")));
    let resumed = r.bots().resume().await.expect("resume");
    assert_eq!(resumed.len(), 1);
    assert_eq!(resumed[0].0, 2);
    assert!(resumed[0].1.replies[0]
        .text(Lang::En)
        .starts_with("Damero (Black) played "));
    let resp = r.handle(1, &ben(), Move("22-18".into())).await;
    assert_eq!(
        resp.replies[0].text(Lang::En),
        "Ben (Black) played 22-18. Ana (White) to move."
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn two_moves_for_one_channel_at_once_exactly_one_lands() {
    for _ in 0..20 {
        let r = referee();
        challenge_accepted(&r, CH, "spanish").await;
        let (r1, r2) = (r.clone(), r.clone());
        let a = tokio::spawn(async move { r1.handle(CH, &ana(), Move("9-13".into())).await });
        let b = tokio::spawn(async move { r2.handle(CH, &ana(), Move("10-14".into())).await });
        let (a, b) = (a.await.expect("task"), b.await.expect("task"));
        assert_eq!(
            [a.is_error(), b.is_error()].iter().filter(|e| !**e).count(),
            1,
            "{a:?} {b:?}"
        );
        let (record, _) = r.channels().game(CH).await.expect("game");
        assert_eq!(record.moves.len(), 1);
    }
}

#[tokio::test]
async fn rules_variants_and_help_are_friendly() {
    let r = referee();
    let rules = r
        .handle(CH, &ana(), Rules(Some(damero_rules::Variant::Czech)))
        .await;
    // The referee writes no markup: the front ends add it (Discord shows the name as code).
    assert!(rules.replies[0]
        .text(Lang::En)
        .starts_with("Czech draughts (czech): 8x8 board"));
    let v = r.handle(CH, &ana(), Variants).await;
    assert!(v.replies[0]
        .text(Lang::En)
        .contains("spanish — Spanish draughts (default)"));
    // Help belongs to each front end (the terminal has no slash commands).
    let help = Msg::new("help-discord").arg("prefix", "!").text(Lang::En);
    assert!(
        help.contains("/challenge") && help.contains("!challenge") && help.contains("/rating"),
        "{help}"
    );
    let none = r.handle(CH, &ana(), Board).await;
    assert!(none.replies[0]
        .text(Lang::En)
        .starts_with("There is no game in this channel."));
}

#[tokio::test]
async fn a_faulty_move_in_a_huff_game_can_be_huffed() {
    use damero_rules::{move_text, square_name};
    // Proper moves until a capture is available, then a quiet (faulty) move instead.
    let mut game = damero_rules::Game::new(Variant::Huff10);
    let rules = Variant::Huff10.rules();
    let mut moves = Vec::new();
    let faulty = loop {
        let options = game.position().details(true);
        if let Some(f) = options.iter().find(|d| d.faulty && !d.mv.is_capture()) {
            break move_text(rules, f, rules.default_notation());
        }
        let d = game.position().details(false).remove(0);
        moves.push(move_text(rules, &d, rules.default_notation()));
        game.play(d).expect("legal");
        assert!(
            game.outcome().is_none() && moves.len() < 100,
            "no faulty chance found"
        );
    };
    let r = referee();
    challenge_accepted(&r, CH, "huff10").await;
    play_all(&r, CH, &moves).await;
    let last = play_all(&r, CH, std::slice::from_ref(&faulty)).await;
    assert!(
        last.replies[0]
            .text(Lang::En)
            .contains("That move was faulty:"),
        "{}",
        last.replies[0].text(Lang::En)
    );
    let (_, game) = r.channels().game(CH).await.expect("game");
    let chance = game.huff_chance().expect("a huff chance");
    let square = square_name(
        rules,
        chance.squares.iter().next().expect("square"),
        rules.default_notation(),
    );
    let huffer = if game.turn() == Color::White {
        ana()
    } else {
        ben()
    };
    // The board after the faulty move offers the huff as a button (issue 46); tapping it
    // huffs as `/huff` does.
    let taps = last.replies[0].taps.as_deref().expect("taps").clone();
    assert!(
        taps.buttons
            .contains(&damero::referee::Button::Huff(square.clone())),
        "{taps:?}"
    );
    let tap = damero::commands::Tap {
        game: taps.game,
        ply: taps.ply,
        what: damero::commands::Tapped::Huff(square.clone()),
    };
    let resp = r.handle(CH, &huffer, tap).await;
    assert!(
        resp.replies[0]
            .text(Lang::En)
            .contains(&format!("huffed the piece on {square}.")),
        "{}",
        resp.replies[0].text(Lang::En)
    );
    let (record, _) = r.channels().game(CH).await.expect("game");
    assert_eq!(record.moves.last(), Some(&format!("huff:{square}")));
    let wrong = r.handle(CH, &huffer, Huff(Some(square))).await;
    assert!(wrong.is_error());
}

#[tokio::test]
async fn in_huff_games_moves_lists_the_faulty_moves_and_huff_without_a_square_says_what_to_do() {
    use damero_rules::move_text;
    let r = referee();
    challenge_accepted(&r, CH, "huff10").await;
    // Nothing to huff at the start.
    let (_, game) = r.channels().game(CH).await.expect("game");
    let first = if game.turn() == Color::White {
        ana()
    } else {
        ben()
    };
    let resp = r.handle(CH, &first, Huff(None)).await;
    assert_eq!(
        resp.replies[0].text(Lang::En),
        "There is nothing to huff: your opponent's last move was not faulty."
    );
    // Proper moves until a capture is on; then `moves` shows the faulty ones as allowed.
    let rules = Variant::Huff10.rules();
    let mut game = damero_rules::Game::new(Variant::Huff10);
    let mut moves = Vec::new();
    let faulty = loop {
        if let Some(f) = game.position().details(true).iter().find(|d| d.faulty) {
            break move_text(rules, f, rules.default_notation());
        }
        let d = game.position().details(false).remove(0);
        moves.push(move_text(rules, &d, rules.default_notation()));
        game.play(d).expect("legal");
        assert!(moves.len() < 100, "no faulty chance found");
    };
    play_all(&r, CH, &moves).await;
    let (_, now) = r.channels().game(CH).await.expect("game");
    let mover = if now.turn() == Color::White {
        ana()
    } else {
        ben()
    };
    let listed = r.handle(CH, &mover, Moves).await.replies[0].text(Lang::En);
    assert!(
        listed.contains("Also allowed, but faulty (your opponent may then huff): ")
            && listed.contains(&faulty),
        "{listed}"
    );
    play_all(&r, CH, std::slice::from_ref(&faulty)).await;
    let (_, now) = r.channels().game(CH).await.expect("game");
    let huffer = if now.turn() == Color::White {
        ana()
    } else {
        ben()
    };
    let resp = r.handle(CH, &huffer, Huff(None)).await;
    let text = resp.replies[0].text(Lang::En);
    assert!(text.starts_with("Say which piece to huff: "), "{text}");
    assert_eq!(resp.replies[0].kind, ReplyKind::Refused);
}

#[tokio::test]
async fn the_bot_keeps_one_engine_per_game_and_drops_it_when_the_game_ends() {
    let opponent = Arc::new(damero::wired::EngineOpponent::new());
    let r = Referee::new(
        Arc::new(damero::referee::MemoryStore::new()),
        crate::common::painter(),
        opponent.clone(),
        crate::common::config(),
    );
    r.handle(
        CH,
        &ana(),
        Play {
            variant: None,
            level: Some(Level::new(1)),
            color: None,
        },
    )
    .await;
    for _ in 0..2 {
        let m = r.channels().suggest_moves(CH, "").await[0].clone();
        let replies = r.handle(CH, &ana(), Move(m)).await.all().await;
        assert_eq!(replies.len(), 2, "the player's move, then the bot's");
        assert_eq!(opponent.games(), 1);
    }
    r.handle(CH, &ana(), Resign).await;
    assert_eq!(opponent.games(), 0);
}

#[tokio::test]
async fn a_game_remembers_its_server_so_a_resumed_bot_move_speaks_the_server_language() {
    let store: Arc<dyn damero::referee::Store> = Arc::new(damero::referee::MemoryStore::new());
    let place = damero::referee::Place {
        channel: CH,
        guild: Some(77),
    };
    {
        let r = referee_on(store.clone());
        r.handle(
            place,
            &ana(),
            Play {
                variant: None,
                level: Some(Level::new(1)),
                color: None,
            },
        )
        .await;
        // The bot's turn is dropped, as if the process stopped before it thought.
        let resp = r.handle(place, &ana(), Move("9-13".into())).await;
        assert!(resp.bot_turn.is_some());
    }
    let r = referee_on(store);
    let resumed = r.bots().resume().await.expect("resume");
    assert_eq!(resumed.len(), 1);
    let (record, _) = r.channels().game(CH).await.expect("the resumed game");
    assert_eq!(
        record.guild.map(|g| g.0),
        Some(77),
        "the move is posted in its server's language"
    );
}

#[tokio::test]
async fn through_the_opponent_seam_a_fake_bot_moves_and_its_accepted_draw_ends_the_game() {
    let r = Referee::new(
        Arc::new(damero::referee::MemoryStore::new()),
        crate::common::painter(),
        Arc::new(crate::common::FirstMove),
        crate::common::config(),
    );
    r.handle(
        CH,
        &ana(),
        Play {
            variant: None,
            level: None,
            color: Some(ColorChoice::Black),
        },
    )
    .await
    .all()
    .await;
    // The bot (White) moved first: its first legal move.
    let (record, game) = r.channels().game(CH).await.expect("game");
    assert_eq!(record.moves.len(), 1);
    assert_eq!(game.turn(), Color::Black);
    let replies = r.handle(CH, &ana(), Draw).await.all().await;
    assert_eq!(replies[0].text(Lang::En), "Draw by agreement.");
    assert!(r
        .channels()
        .game(CH)
        .await
        .expect("game")
        .1
        .outcome()
        .is_some());
}

/// Issue 36: what no front end delivered stays in the store's outbox, and the referee shows
/// each announcement as the reply it stands for, in the channel's order: the challenge (with
/// its buttons), the game's start, a move with its board, a draw offer, a resignation with
/// the rating changes, a challenge closed. Once the channel has read them they are gone.
#[tokio::test]
async fn what_was_never_delivered_is_shown_again_from_the_outbox_in_order() {
    let r = referee();
    let ch = 36;
    challenge_accepted(&r, ch, "spanish").await;
    play_all(&r, ch, &["9-13".to_string()]).await;
    r.handle(ch, &ben(), Draw).await;
    r.handle(ch, &ana(), Resign).await;
    let c = Challenge {
        opponent: ben(),
        variant: None,
        color: ColorChoice::White,
        time: None,
    };
    r.handle(ch, &ana(), c).await;
    r.handle(ch, &ben(), Decline).await;
    let pending = r.outbox().outbox().await.expect("outbox");
    let texts: Vec<String> = pending
        .iter()
        .map(|(c, resp)| {
            assert_eq!(*c, ch);
            resp.replies[0].text(Lang::En)
        })
        .collect();
    assert_eq!(texts.len(), 7, "{texts:#?}");
    assert!(texts[0].starts_with("Ana challenges Ben to a game of Spanish draughts"));
    assert!(pending[0].1.replies[0].challenge_buttons);
    assert!(texts[1].starts_with("A game of Spanish draughts begins: Ana (White) vs Ben (Black)."));
    assert!(
        texts[2].starts_with("Ana (White) played 9-13. Ben (Black) to move"),
        "{}",
        texts[2]
    );
    assert!(
        texts[3].starts_with("Ben (Black) offers a draw. Ana:"),
        "{}",
        texts[3]
    );
    assert!(
        texts[4].starts_with("Ana resigned — Ben wins. Ratings:"),
        "{}",
        texts[4]
    );
    assert!(texts[5].starts_with("Ana challenges Ben"), "{}", texts[5]);
    assert_eq!(texts[6], "Ana's challenge to Ben is no longer open.");
    for (_, resp) in &pending[1..5] {
        let picture = resp.replies[0].board.as_ref().expect("a board");
        png_size(&picture.png);
    }
    // Read up to the resignation: the rest stays; read all: nothing is left.
    let seq = |i: usize| pending[i].1.replies[0].announces.expect("an announcement");
    r.outbox().announced(ch, seq(4)).await;
    assert_eq!(r.outbox().outbox().await.expect("outbox").len(), 2);
    r.outbox().announced(ch, seq(6)).await;
    assert!(r.outbox().outbox().await.expect("outbox").is_empty());
}
