#![no_main]
//! The web pages' renderers (`bot/web/pages.rs`) fed hostile names, tournament names, squares of
//! text, a language and a step: never a panic, every page is one HTML document, and no name
//! adds markup (the page holds as many `<`, `>`, `"` as with harmless stand-ins). The reader's
//! language from any `?lang=` and `Accept-Language` text never panics either.
use std::sync::{Arc, OnceLock};

use damero::referee::{GameRecord, MemoryStore, NewGame, Seat, Store, UserId};
use damero::web::data::{
    game_view, GameLine, HomeView, Pairing, Placing, PlayerView, RatingView, Side, TournamentLine,
    TournamentView,
};
use damero::web::{language, pages};
use damero_rules::Variant;
use libfuzzer_sys::fuzz_target;

/// A stored Russian game of a few moves (its seats are renamed for each input).
fn record() -> &'static GameRecord {
    static RECORD: OnceLock<GameRecord> = OnceLock::new();
    RECORD.get_or_init(|| {
        let store: Arc<dyn Store> = Arc::new(MemoryStore::new());
        let mut record = store
            .start_game(&NewGame {
                channel: damero_storage::ChannelId(7),
                guild: None,
                variant: Variant::Russian,
                start_fen: None,
                white: Seat::human(UserId(1), "a"),
                black: Seat::human(UserId(2), "b"),
                now_ms: 1,
                move_time_ms: None,
            })
            .expect("game");
        let mut game = record.replay().expect("replays");
        for _ in 0..6 {
            let d = game.position().details(false).remove(0);
            game.play(d).expect("legal");
            record = store
                .commit_move(record.channel, record.version, &game, 2)
                .expect("move");
        }
        record
    })
}

fn side(name: &str, user: Option<u64>) -> Side {
    Side {
        name: name.to_string(),
        user,
    }
}

/// Every page, with these names (`lang`, `ply` and the sizes the same each time).
fn pages_for(
    white: &str,
    black: &str,
    title: &str,
    data: &[u8],
    lang: damero::i18n::Lang,
    ply: usize,
) -> Vec<String> {
    let mut out = Vec::new();
    let mut stored = record().clone();
    stored.white = Seat::human(UserId(1), white);
    stored.black = Seat::human(UserId(2), black);
    let view = game_view(&stored, title, 3).expect("the game replays");
    out.push(pages::game_page(&view, ply, lang));

    let t = TournamentView {
        id: 3,
        name: title.to_string(),
        variant: Variant::Russian,
        status: ["open", "running", "finished"][data.len() % 3],
        players: 2,
        tie_breaks: vec!["bh", "sb"],
        standings: vec![
            Placing {
                rank: 1,
                side: side(white, Some(1)),
                points: white.to_string(),
                tie_breaks: vec![black.to_string()],
            },
            Placing {
                rank: 2,
                side: side(black, None),
                points: "0".into(),
                tie_breaks: vec![],
            },
        ],
        rounds: vec![(
            vec![Pairing {
                sides: [side(white, Some(1)), side(black, Some(2))],
                result: (data.len() % 2 == 0).then(|| title.to_string()),
                game: Some(9),
                moves: (data.len() % 3 == 0).then_some(data.len()),
            }],
            vec![title.to_string()],
        )],
        arena: data.len() % 5 == 0,
        version: 1,
    };
    out.push(pages::tournament_page(&t, lang));

    let line = GameLine {
        id: 9,
        sides: [side(white, Some(1)), side(black, None)],
        variant: Variant::Russian,
        result: title.to_string(),
    };
    let tournament = TournamentLine {
        id: 3,
        name: title.to_string(),
        status: "running",
    };
    let history: Vec<i64> = data.iter().map(|b| i64::from(*b) * 7 - 900).collect();
    let player = PlayerView {
        user: 1,
        name: white.to_string(),
        ratings: vec![RatingView {
            variant: Variant::Russian,
            rating: 1500,
            record: [1, 2, 3],
            history,
        }],
        games: vec![line.clone()],
        tournaments: vec![tournament.clone()],
    };
    out.push(pages::player_page(&player, lang));
    out.push(pages::home_page(
        &HomeView {
            live: vec![line],
            tournaments: vec![tournament],
        },
        lang,
    ));
    out.push(pages::not_found_page(lang));
    out
}

/// Stand-ins for the names: private-use characters, which no markup holds.
const STAND_INS: [&str; 3] = ["\u{e000}", "\u{e001}", "\u{e002}"];

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut fields = text.splitn(5, '\u{1f}');
    let white = fields.next().unwrap_or("").to_string();
    let black = fields.next().unwrap_or("").to_string();
    let title = fields.next().unwrap_or("").to_string();
    let lang_text = fields.next().unwrap_or("");
    let step = fields.next().unwrap_or("");
    let lang = language(Some(lang_text), Some(lang_text));
    let _ = language(None, Some(&text));
    let ply = step.parse::<usize>().unwrap_or(usize::MAX);

    let shown = pages_for(&white, &black, &title, data, lang, ply);
    let plain = pages_for(STAND_INS[0], STAND_INS[1], STAND_INS[2], data, lang, ply);
    for (page, without) in shown.iter().zip(&plain) {
        assert!(page.starts_with("<!DOCTYPE html>"), "one document");
        assert_eq!(page.matches("<script").count(), 1, "the one script file");
        // Escaped names add no markup: the page holds exactly as many `<`, `>` and `"` as the
        // same page with harmless stand-ins for the names (an unescaped `<` would add one).
        for c in ['<', '>', '"'] {
            assert_eq!(
                page.matches(c).count(),
                without.matches(c).count(),
                "a {c:?} of a name reached the markup: {white:?} {black:?} {title:?}"
            );
        }
    }
});
