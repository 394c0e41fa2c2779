//! Ratings and looking back, through the real client and the fake Discord: two finished games
//! move both players' ratings and the leaderboard orders them; `/rating`, `/history`, `/pdn`
//! by id and `/replay` (a GIF with one frame per ply plus the start) answer; an unknown id and
//! a player who never played get one sentence in the reader's language.

use std::path::Path;
use std::sync::Arc;

use damero::discord::Running;
use damero::referee::{Referee, SledStore};
use damero_rules::Color;
use serde_json::json;

use crate::common::{fake_config, referee_on, start_bot_on};
use crate::fake::{Call, Fake, Member};

const ANA: (u64, &str) = (101, "Ana");
const BEN: (u64, &str) = (102, "Ben");
const CY: (u64, &str) = (103, "Cy");
const GUILD: u64 = 4242;

async fn start(fake: &Fake, dir: &Path) -> (Running, Referee) {
    let config = fake_config(fake, dir);
    let store = SledStore::open(dir).expect("store");
    let referee = referee_on(Arc::new(store));
    let running = start_bot_on(fake, &config, &referee, 1).await;
    (running, referee)
}

/// A text command in the server's channel; returns the bot's answer there.
async fn say(fake: &Fake, ch: u64, who: (u64, &str), text: &str, mentions: &[(u64, &str)]) -> Call {
    let from = fake.count();
    fake.say_in(GUILD, ch, who, text, mentions);
    fake.next_post(from, ch).await.1
}

/// Ana challenges Ben (Ana White) in the server's channel and Ben accepts.
async fn new_game(fake: &Fake, ch: u64) {
    say(fake, ch, ANA, "!challenge <@102> spanish white", &[BEN]).await;
    let from = fake.count();
    fake.button(ch, BEN, "damero:accept");
    let (_, answer) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert!(
        answer.content().contains("Ana (White) vs Ben (Black)"),
        "{}",
        answer.content()
    );
}

/// `n` first legal moves, each by the player to move, as bare messages.
async fn play(fake: &Fake, referee: &Referee, ch: u64, n: usize) {
    for _ in 0..n {
        let (_, game) = referee.channels().game(ch).await.expect("game");
        let who = if game.turn() == Color::White {
            ANA
        } else {
            BEN
        };
        let first = referee.channels().suggest_moves(ch, "").await.remove(0);
        let post = say(fake, ch, who, &first, &[]).await;
        assert!(post.content().contains(" played "), "{}", post.content());
    }
}

/// The deferred answer of a slash command (its first follow-up).
async fn follow_up(fake: &Fake, token: &str, from: usize) -> Call {
    let hook = format!("/webhooks/900/{token}");
    fake.wait_for(from, |c| c.method == "POST" && c.path.ends_with(&hook))
        .await
        .1
}

fn gif_frames(bytes: &[u8]) -> (usize, u16, u16) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).expect("a GIF");
    let (w, h) = (decoder.width(), decoder.height());
    let mut frames = 0;
    while decoder.read_next_frame().expect("a frame").is_some() {
        frames += 1;
    }
    (frames, w, h)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_rated_games_move_ratings_order_the_leaderboard_and_can_be_looked_back_at() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, referee) = start(&fake, dir.path()).await;
    let ch = 31;

    // Game 1: Ana resigns at once. The announcement shows both changes.
    new_game(&fake, ch).await;
    let end = say(&fake, ch, ANA, "!resign", &[]).await;
    let text = end.content();
    assert!(text.contains("Ana resigned"), "{text}");
    assert!(
        text.ends_with("Ratings: Ana 1338 (-162), Ben 1662 (+162)."),
        "{text}"
    );

    // Game 2: four moves, then a draw by agreement; Ana gains a little from the higher Ben.
    new_game(&fake, ch).await;
    play(&fake, &referee, ch, 4).await;
    say(&fake, ch, ANA, "!draw", &[]).await;
    let agreed = say(&fake, ch, BEN, "!draw", &[]).await.content();
    assert!(
        agreed.starts_with("Draw by agreement. Ratings: Ana "),
        "{agreed}"
    );
    let ana_change: i64 = agreed
        .split("Ana ")
        .nth(1)
        .and_then(|s| s.split(['(', ')']).nth(1))
        .and_then(|d| d.trim_start_matches('+').parse().ok())
        .expect("Ana's change");
    assert!(ana_change > 0, "{agreed}");

    // The leaderboard: Ben first, both provisional after so few games.
    let board = say(&fake, ch, CY, "!leaderboard", &[]).await.content();
    let lines: Vec<&str> = board.lines().collect();
    assert_eq!(
        lines[0], "Best players of Spanish draughts on this server:",
        "{board}"
    );
    assert!(
        lines[1].starts_with("1. Ben — ") && lines[1].contains("? (2 games)"),
        "{board}"
    );
    assert!(lines[2].starts_with("2. Ana — "), "{board}");
    assert!(lines[3].starts_with("? = provisional rating"), "{board}");

    // /rating (slash, own): the numbers.
    let from = fake.count();
    fake.slash(ch, ANA, "rating", &[("variant", json!("spanish"))]);
    let (_, answer) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    let text = answer.content();
    assert!(
        text.starts_with(&format!(
            "Ana, Spanish draughts: rating {}",
            1338 + ana_change
        )),
        "{text}"
    );
    assert!(
        text.contains("2 rated games: 0 won, 1 drawn, 1 lost."),
        "{text}"
    );
    assert!(
        text.contains("still provisional (deviation above 110)"),
        "{text}"
    );

    // !rating of someone else by mention; and of someone who never played.
    let ben = say(&fake, ch, ANA, "!rating <@102>", &[BEN])
        .await
        .content();
    assert!(ben.starts_with("Ben, Spanish draughts: rating 1"), "{ben}");
    assert!(
        ben.contains("2 rated games: 1 won, 1 drawn, 0 lost."),
        "{ben}"
    );
    let cy = say(&fake, ch, ANA, "!rating <@103> czech", &[CY])
        .await
        .content();
    assert_eq!(cy, "Cy has not finished a game with me yet.");

    // History, newest first.
    let history = say(&fake, ch, ANA, "!history", &[]).await.content();
    let lines: Vec<&str> = history.lines().collect();
    assert_eq!(lines[0], "Last games of Ana:");
    assert!(
        lines[1].starts_with("#2 · ") && lines[1].contains("against Ben · drawn +"),
        "{history}"
    );
    assert!(
        lines[2].starts_with("#1 · ") && lines[2].ends_with("lost -162"),
        "{history}"
    );

    // PDN of game 1 by id, from another channel; an unknown id is one sentence.
    let pdn = say(&fake, 32, CY, "!pdn 1", &[]).await;
    assert_eq!(pdn.content(), "Game #1, as PDN.");
    let text = String::from_utf8(pdn.file("damero-1.pdn").expect("pdn").to_vec()).expect("utf8");
    assert!(
        text.contains("[Result \"0-2\"]") && text.contains("[White \"Ana\"]"),
        "{text}"
    );
    let unknown = say(&fake, 32, CY, "!pdn 999", &[]).await.content();
    assert_eq!(
        unknown,
        "There is no game #999. /history lists the game numbers."
    );
    let bad = say(&fake, 32, CY, "!pdn abc", &[]).await.content();
    assert_eq!(bad, "'abc' is not a game number: write it like 42.");

    // /replay: the channel's last finished game (4 plies: 5 frames), under the upload limit.
    let from = fake.count();
    let token = fake.slash(ch, CY, "replay", &[]);
    let reply = follow_up(&fake, &token, from).await;
    assert!(
        reply.content().starts_with("Game #2: Ana vs Ben, 4 moves."),
        "{}",
        reply.content()
    );
    let gif = reply.file("damero-2.gif").expect("a GIF");
    assert!(gif.len() < 8 * 1024 * 1024);
    let (frames, w, h) = gif_frames(gif);
    assert_eq!(frames, 4 + 1);
    assert!(h > w, "a caption band under the board: {w}x{h}");
    // !replay by id: game 1 had no move, one frame.
    let one = say(&fake, 32, CY, "!replay 1", &[]).await;
    assert_eq!(gif_frames(one.file("damero-1.gif").expect("gif")).0, 1);
    bot.shutdown().await.expect("shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unknown_games_and_newcomers_get_one_sentence_in_the_readers_language() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, _referee) = start(&fake, dir.path()).await;
    let spanish = Member {
        user: CY,
        guild: GUILD,
        locale: "es-ES",
        permissions: 0,
    };
    let from = fake.count();
    fake.slash_as_member(&spanish, 33, "pdn", &[("game", json!(77))]);
    let (_, answer) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert_eq!(answer.flags() & 64, 64, "only the asker sees a refusal");
    assert_eq!(
        answer.content(),
        "No existe la partida #77. /history muestra los números de partida."
    );
    let from = fake.count();
    fake.slash_as_member(&spanish, 33, "rating", &[]);
    let (_, answer) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert_eq!(
        answer.content(),
        "Cy aún no ha terminado ninguna partida conmigo."
    );
    let from = fake.count();
    fake.slash_as_member(&spanish, 33, "leaderboard", &[]);
    let (_, answer) = fake.wait_for(from, |c| c.path.ends_with("/callback")).await;
    assert_eq!(
        answer.content(),
        "Nadie en este servidor tiene aún una partida puntuable de damas españolas."
    );
    bot.shutdown().await.expect("shutdown");
}
