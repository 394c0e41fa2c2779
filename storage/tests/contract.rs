//! One contract, three stores: every test here runs against `MemoryStore`, `SledStore` and
//! `PgStore` (a throwaway PostgreSQL server shared by this binary, a database per test; skipped
//! with one line when PostgreSQL is not installed, a failure with `CI_REQUIRE_POSTGRES=1`).

mod common;

use common::{new_game, random_move, Rng, ANA, BEN};
use damero_rules::{Color, DrawReason, Game, Outcome, Variant, WinReason};
use damero_storage::{
    Announced, Challenge, ChannelId, ChannelState, ColorChoice, Due, GameId, GameRecord, GuildId,
    Human, MemoryStore, PgStore, ResultReason, ResultRecord, Seat, SledStore, Status, Store,
    StoreError, TournamentNews, TournamentRecord, TournamentStatus, UserId,
};

fn game_of(store: &dyn Store, channel: u64) -> GameRecord {
    match store.load(ChannelId(channel)).expect("load") {
        ChannelState::Game(g) => g,
        other => panic!("expected a game, got {other:?}"),
    }
}

/// Play one random move on the stored game of `channel` and commit it.
fn play_one(store: &dyn Store, channel: u64, rng: &mut Rng, now: u64) -> GameRecord {
    let record = game_of(store, channel);
    let mut game = record.replay().expect("replay");
    game.play(random_move(&game, rng)).expect("legal");
    store
        .commit_move(ChannelId(channel), record.version, &game, now)
        .expect("commit")
}

/// A Swiss of Spanish draughts Ana directs in channel 70 of `guild`, not yet stored.
fn friday_swiss(guild: GuildId, competition: damero_tournament::Competition) -> TournamentRecord {
    TournamentRecord {
        id: 0,
        guild,
        channel: ChannelId(70),
        name: "Friday Swiss".into(),
        variant: Variant::Spanish,
        move_time_ms: None,
        director: Human {
            id: ANA,
            name: "Ana".into(),
        },
        created_ms: 5,
        starts_ms: None,
        ends_ms: None,
        status: TournamentStatus::Open,
        version: 0,
        announced: 0,
        competition,
    }
}

fn challenge(channel: u64) -> Challenge {
    Challenge {
        channel: ChannelId(channel),
        challenger: Human {
            id: ANA,
            name: "Ana".into(),
        },
        challenged: Human {
            id: BEN,
            name: "Ben".into(),
        },
        variant: Variant::Spanish,
        color: ColorChoice::White,
        created_ms: 5,
        expires_ms: 60_005,
        move_time_ms: None,
        message: None,
        guild: None,
    }
}

fn a_fresh_channel_is_free(store: &dyn Store) {
    assert_eq!(store.load(ChannelId(1)).expect("load"), ChannelState::Free);
    assert!(store.ongoing_games().expect("list").is_empty());
}

fn a_challenge_waits_then_is_declined_or_accepted(store: &dyn Store) {
    store.create_challenge(&challenge(7)).expect("create");
    assert_eq!(
        store.load(ChannelId(7)).expect("load"),
        ChannelState::Challenge(challenge(7))
    );
    assert!(matches!(
        store.create_challenge(&challenge(7)),
        Err(StoreError::ChallengePending)
    ));
    assert_eq!(
        store.remove_challenge(ChannelId(7)).expect("decline"),
        challenge(7)
    );
    assert!(matches!(
        store.remove_challenge(ChannelId(7)),
        Err(StoreError::NoChallenge)
    ));
    store.create_challenge(&challenge(7)).expect("again");
    let record = store
        .start_game(&new_game(7, Variant::Spanish))
        .expect("accept");
    assert_eq!(
        store.load(ChannelId(7)).expect("load"),
        ChannelState::Game(record)
    );
    assert!(matches!(
        store.create_challenge(&challenge(7)),
        Err(StoreError::GameRunning)
    ));
}

fn a_started_game_is_stored_with_its_players(store: &dyn Store) {
    let a = store
        .start_game(&new_game(1, Variant::Spanish))
        .expect("start");
    let b = store
        .start_game(&new_game(2, Variant::English))
        .expect("start");
    assert!(b.id > a.id, "ids grow");
    assert_eq!(a.version, 1);
    assert_eq!(a.status, Status::Ongoing);
    assert_eq!(a.turn, Color::White);
    assert_eq!(b.turn, Color::Black, "English: Black moves first");
    assert_eq!(a.color_of(BEN), Some(Color::Black));
    assert!(matches!(
        store.start_game(&new_game(1, Variant::Spanish)),
        Err(StoreError::GameRunning)
    ));
    assert_eq!(store.game(a.id).expect("by id"), Some(a.clone()));
    assert_eq!(store.ongoing_games().expect("list").len(), 2);
    assert_eq!(store.player_games(ANA, 10).expect("list")[0], b);
}

fn a_bad_start_fen_is_refused(store: &dyn Store) {
    let mut new = new_game(3, Variant::Spanish);
    new.start_fen = Some("not a fen".into());
    assert!(matches!(
        store.start_game(&new),
        Err(StoreError::Replay { .. })
    ));
    assert_eq!(store.load(ChannelId(3)).expect("load"), ChannelState::Free);
}

fn committed_moves_come_back_and_replay_to_the_same_position(store: &dyn Store) {
    store
        .start_game(&new_game(1, Variant::Russian))
        .expect("start");
    let mut rng = Rng(7);
    let mut reference = Game::new(Variant::Russian);
    for ply in 0..30 {
        let record = game_of(store, 1);
        if record.status != Status::Ongoing {
            break;
        }
        let detail = random_move(&reference, &mut rng);
        let mut game = record.replay().expect("replay");
        game.play(detail.clone()).expect("legal");
        reference.play(detail).expect("legal");
        let stored = store
            .commit_move(ChannelId(1), record.version, &game, 2_000 + ply)
            .expect("commit");
        assert_eq!(stored.version, record.version + 1);
        assert_eq!(stored.moves.len(), record.moves.len() + 1);
        assert_eq!(stored.turn, game.turn());
        if stored.status == Status::Finished {
            break;
        }
    }
    let record = store
        .game(store.player_games(ANA, 1).expect("list")[0].id)
        .expect("get")
        .expect("some");
    let replayed = record.replay().expect("replay");
    assert_eq!(replayed.position(), reference.position());
    assert!(record
        .pdn(None)
        .expect("pdn")
        .contains("[Variant \"russian\"]"));
}

fn a_commit_on_a_stale_version_is_refused_and_changes_nothing(store: &dyn Store) {
    let start = store
        .start_game(&new_game(1, Variant::Spanish))
        .expect("start");
    let mut rng = Rng(3);
    let mut game = start.replay().expect("replay");
    game.play(random_move(&game, &mut rng)).expect("legal");
    let mut other = start.replay().expect("replay");
    other.play(random_move(&other, &mut rng)).expect("legal");
    store
        .commit_move(ChannelId(1), start.version, &game, 10)
        .expect("first lands");
    let err = store
        .commit_move(ChannelId(1), start.version, &other, 11)
        .expect_err("second is refused");
    assert!(
        matches!(
            err,
            StoreError::Conflict {
                expected: 1,
                found: 2
            }
        ),
        "{err}"
    );
    assert_eq!(game_of(store, 1).moves.len(), 1);
}

fn a_game_that_is_not_the_stored_one_plus_one_move_is_refused(store: &dyn Store) {
    let start = store
        .start_game(&new_game(1, Variant::Spanish))
        .expect("start");
    let mut rng = Rng(5);
    let mut game = start.replay().expect("replay");
    for _ in 0..2 {
        game.play(random_move(&game, &mut rng)).expect("legal");
    }
    assert!(matches!(
        store.commit_move(ChannelId(1), start.version, &game, 10),
        Err(StoreError::Mismatch(_))
    ));
    let wrong_variant = {
        let mut g = Game::new(Variant::Czech);
        g.play(random_move(&g, &mut rng)).expect("legal");
        g
    };
    assert!(matches!(
        store.commit_move(ChannelId(1), start.version, &wrong_variant, 10),
        Err(StoreError::Mismatch(_))
    ));
    assert!(matches!(
        store.commit_move(ChannelId(99), 1, &game, 10),
        Err(StoreError::NoGame)
    ));
    assert_eq!(game_of(store, 1).version, 1);
}

fn a_draw_offer_stands_until_the_other_side_moves(store: &dyn Store) {
    store
        .start_game(&new_game(1, Variant::Spanish))
        .expect("start");
    let mut rng = Rng(11);
    let record = store
        .set_draw_offer(ChannelId(1), 1, Some(Color::White), 1_020)
        .expect("offer");
    assert_eq!(record.draw_offer, Some(Color::White));
    let after_white = play_one(store, 1, &mut rng, 1_030);
    assert_eq!(
        after_white.draw_offer,
        Some(Color::White),
        "the offerer's own move"
    );
    let after_black = play_one(store, 1, &mut rng, 1_100);
    assert_eq!(after_black.draw_offer, None, "declined by moving");
    assert_eq!(after_black.thinking_ms, [30, 70]);
}

fn a_resignation_archives_the_game_and_frees_the_channel(store: &dyn Store) {
    let first = store
        .start_game(&new_game(4, Variant::Spanish))
        .expect("start");
    let mut rng = Rng(1);
    play_one(store, 4, &mut rng, 1_500);
    let record = game_of(store, 4);
    let outcome = Outcome::Win {
        winner: Color::White,
        reason: WinReason::Resignation,
    };
    let done = store
        .record_result(ChannelId(4), record.version, outcome, 3_000)
        .expect("resign");
    assert_eq!(done.status, Status::Finished);
    assert_eq!(
        done.result.map(|r| r.reason),
        Some(ResultReason::Resignation)
    );
    assert_eq!(done.result.and_then(|r| r.outcome()), Some(outcome));
    assert_eq!(store.load(ChannelId(4)).expect("load"), ChannelState::Free);
    assert!(matches!(
        store.record_result(ChannelId(4), done.version, outcome, 3_001),
        Err(StoreError::NoGame)
    ));
    let replayed = done.replay().expect("replay");
    assert_eq!(replayed.outcome(), Some(outcome));
    // A second game in the same channel; the archive lists both, newest first.
    let second = store
        .start_game(&new_game(4, Variant::Czech))
        .expect("start");
    let draw = Outcome::Draw(DrawReason::Agreement);
    store
        .record_result(ChannelId(4), second.version, draw, 4_000)
        .expect("draw");
    let in_channel = store.channel_games(ChannelId(4), 10).expect("list");
    assert_eq!(
        in_channel.iter().map(|g| g.id).collect::<Vec<_>>(),
        [second.id, first.id]
    );
    assert_eq!(store.channel_games(ChannelId(4), 1).expect("list").len(), 1);
    assert_eq!(store.player_games(BEN, 10).expect("list").len(), 2);
    assert!(store.player_games(UserId(5), 10).expect("list").is_empty());
    assert!(store.ongoing_games().expect("list").is_empty());
}

fn a_deciding_move_archives_the_game_with_its_reason(store: &dyn Store) {
    let mut rng = Rng(21);
    store
        .start_game(&new_game(6, Variant::English))
        .expect("start");
    let mut last = game_of(store, 6);
    for ply in 0..2_000 {
        last = play_one(store, 6, &mut rng, 10_000 + ply);
        if last.status == Status::Finished {
            break;
        }
    }
    assert_eq!(last.status, Status::Finished);
    let game = last.replay().expect("replay");
    assert_eq!(last.result.and_then(|r| r.outcome()), game.outcome());
    assert_eq!(store.load(ChannelId(6)).expect("load"), ChannelState::Free);
    assert_eq!(store.game(last.id).expect("get"), Some(last));
}

fn a_huff_chance_and_a_huff_are_stored(store: &dyn Store) {
    let mut rng = Rng(9);
    store
        .start_game(&new_game(8, Variant::Huff10))
        .expect("start");
    for _ in 0..200 {
        let record = game_of(store, 8);
        let mut game = record.replay().expect("replay");
        if let Some(chance) = game.huff_chance() {
            let stored = record.huff_chance.clone().expect("stored chance");
            assert_eq!(stored.by, chance.by);
            let square = chance.squares.iter().next().expect("a square");
            game.huff(square).expect("huff");
            let after = store
                .commit_move(ChannelId(8), record.version, &game, 50)
                .expect("commit huff");
            assert!(after.moves.last().expect("token").starts_with("huff:"));
            assert_eq!(after.huff_chance, None);
            assert_eq!(after.replay().expect("replay").position(), game.position());
            return;
        }
        // Skip a capture on purpose when one is available: a faulty move.
        let details = game.position().details(true);
        let faulty: Vec<_> = details.iter().filter(|d| d.faulty).cloned().collect();
        let pick = if faulty.is_empty() {
            details[rng.below(details.len())].clone()
        } else {
            faulty[rng.below(faulty.len())].clone()
        };
        game.play(pick).expect("playable");
        store
            .commit_move(ChannelId(8), record.version, &game, 40)
            .expect("commit");
    }
    panic!("no faulty move came up");
}

fn a_player_record_is_read_and_updated(store: &dyn Store) {
    let empty = store.player(ANA).expect("read");
    assert!(empty.ratings.is_empty());
    assert!((empty.rating(Variant::Spanish).rating - 1500.0).abs() < f64::EPSILON);
    let updated = store
        .update_player(ANA, &|p| {
            let r = p.ratings.entry(Variant::Spanish).or_default();
            r.rating += 12.5;
            r.games += 1;
            r.wins += 1;
        })
        .expect("update");
    assert_eq!(store.player(ANA).expect("read"), updated);
    assert_eq!(updated.rating(Variant::Spanish).wins, 1);
    assert!(store.player(BEN).expect("read").ratings.is_empty());
}

fn server_settings_start_at_the_defaults_and_are_kept_per_server(store: &dyn Store) {
    use damero_storage::GuildSettings;
    let (one, two) = (GuildId(1), GuildId(2));
    assert_eq!(
        store.guild_settings(one).expect("read"),
        GuildSettings::default()
    );
    let spanish = GuildSettings {
        language: Some("es".into()),
        move_time_ms: Some(60_000),
        default_variant: Some(Variant::Czech),
        threads: true,
        tournament_role: Some(555),
        puzzle_channel: Some(12),
        puzzle_hour: Some(21),
        web: true,
    };
    store.set_guild_settings(one, &spanish).expect("write");
    assert_eq!(store.guild_settings(one).expect("read"), spanish);
    assert_eq!(
        store.guild_settings(two).expect("read"),
        GuildSettings::default()
    );
    store
        .set_guild_settings(one, &GuildSettings::default())
        .expect("write");
    assert_eq!(
        store.guild_settings(one).expect("read"),
        GuildSettings::default()
    );
}

fn bot_games_know_when_the_bot_is_to_move(store: &dyn Store) {
    let mut new = new_game(9, Variant::Spanish);
    new.white = Seat::Bot { level: 3 };
    let record = store.start_game(&new).expect("start");
    assert!(record.bot_to_move());
    assert_eq!(store.ongoing_games().expect("list"), vec![record]);
    assert!(store.damaged().expect("list").is_empty());
}

fn deadlines_follow_the_person_to_move_and_leave_with_the_game(store: &dyn Store) {
    let mut rng = Rng(7);
    let mut new = new_game(20, Variant::Spanish);
    new.move_time_ms = Some(10_000);
    let record = store.start_game(&new).expect("start");
    assert_eq!(record.deadline_ms, Some(11_000), "start + move time");
    assert!(store.due(10_999, 10).expect("due").is_empty());
    assert_eq!(
        store.due(11_000, 10).expect("due"),
        vec![Due {
            at_ms: 11_000,
            channel: ChannelId(20),
            game: Some(record.id)
        }]
    );
    // A move moves the deadline (the old entry goes).
    let after = play_one(store, 20, &mut rng, 5_000);
    assert_eq!(after.deadline_ms, Some(15_000));
    assert!(store.due(14_999, 10).expect("due").is_empty());
    assert_eq!(store.next_deadline().expect("next"), Some(15_000));
    // A game without a time per move has no deadline; neither has the bot's turn.
    store
        .start_game(&new_game(21, Variant::Spanish))
        .expect("start");
    let mut bot = new_game(22, Variant::Spanish);
    bot.white = Seat::Bot { level: 1 };
    bot.move_time_ms = Some(10_000);
    assert_eq!(store.start_game(&bot).expect("start").deadline_ms, None);
    assert_eq!(store.due(u64::MAX, 10).expect("due").len(), 1);
    // Lost on time: archived in one step, the index entry gone, the channel free.
    let lost = store
        .finish_game(
            ChannelId(20),
            after.version,
            ResultRecord::time(Color::Black),
            15_000,
        )
        .expect("finish");
    assert_eq!(lost.status, Status::Finished);
    assert_eq!(lost.result, Some(ResultRecord::time(Color::Black)));
    assert_eq!(lost.result.map(|r| r.winner), Some(Some(Color::White)));
    assert_eq!(lost.deadline_ms, None);
    assert!(store.due(u64::MAX, 10).expect("due").is_empty());
    assert_eq!(store.load(ChannelId(20)).expect("load"), ChannelState::Free);
    let pdn = lost.pdn(None).expect("pdn");
    assert!(pdn.contains("[Result \"2-0\"]"), "{pdn}");
    assert!(pdn.contains("[Termination \"Time forfeit\"]"), "{pdn}");
    assert!(pdn.trim_end().ends_with("2-0"), "{pdn}");
    // An aborted game is unrated: no winner, its own reason.
    let started = game_of(store, 21);
    let aborted = store
        .finish_game(
            ChannelId(21),
            started.version,
            ResultRecord::aborted(),
            2_000,
        )
        .expect("abort");
    assert_eq!(
        aborted.result.map(|r| (r.winner, r.reason)),
        Some((None, ResultReason::Aborted))
    );
    assert!(aborted
        .pdn(None)
        .expect("pdn")
        .contains("[Termination \"Abandoned\"]"));
    assert_eq!(
        store.game(GameId(aborted.id.0)).expect("read"),
        Some(aborted)
    );
}

fn challenges_are_indexed_by_expiry_and_keep_their_message(store: &dyn Store) {
    store.create_challenge(&challenge(30)).expect("post");
    assert_eq!(
        store.due(60_005, 10).expect("due"),
        vec![Due {
            at_ms: 60_005,
            channel: ChannelId(30),
            game: None
        }]
    );
    store
        .set_challenge_message(ChannelId(30), 777)
        .expect("message");
    match store.load(ChannelId(30)).expect("load") {
        ChannelState::Challenge(c) => assert_eq!(c.message, Some(777)),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        store.set_challenge_message(ChannelId(31), 1),
        Err(StoreError::NoChallenge)
    ));
    store.remove_challenge(ChannelId(30)).expect("remove");
    assert!(store.due(u64::MAX, 10).expect("due").is_empty());
    // Accepting (a game replaces the challenge) removes its expiry too.
    store.create_challenge(&challenge(32)).expect("post");
    store
        .start_game(&new_game(32, Variant::Spanish))
        .expect("start");
    assert!(store.due(u64::MAX, 10).expect("due").is_empty());
    // A stale entry is cleared; a live one is kept.
    store.create_challenge(&challenge(33)).expect("post");
    let due = store.due(u64::MAX, 10).expect("due")[0];
    store.clear_due(&due).expect("clear");
    assert_eq!(store.due(u64::MAX, 10).expect("due"), vec![due]);
}

/// Ana (White) and Ben (Black) in `guild`'s channel; the game ends with `outcome` at `now`.
fn finish_game(
    store: &dyn Store,
    channel: u64,
    guild: u64,
    outcome: Outcome,
    now: u64,
) -> GameRecord {
    let mut new = new_game(channel, Variant::Spanish);
    new.guild = Some(damero_storage::GuildId(guild));
    let record = store.start_game(&new).expect("start");
    store
        .record_result(ChannelId(channel), record.version, outcome, now)
        .expect("finish")
}

fn a_finished_game_rates_both_players_once_in_its_own_transaction(store: &dyn Store) {
    let ana_wins = Outcome::Win {
        winner: Color::White,
        reason: WinReason::Resignation,
    };
    let mut new = new_game(30, Variant::Spanish);
    new.guild = Some(damero_storage::GuildId(77));
    let started = store.start_game(&new).expect("start");
    let done = store
        .record_result(ChannelId(30), started.version, ana_wins, 5_000)
        .expect("finish");
    let rated = done
        .rating
        .clone()
        .expect("a rated game carries both changes");
    assert_eq!((rated.white.user, rated.black.user), (ANA, BEN));
    assert!((rated.white.before - 1500.0).abs() < 1e-9);
    assert!(
        rated.white.after > 1600.0 && rated.black.after < 1400.0,
        "{rated:?}"
    );
    assert_eq!(rated.white.delta(), -rated.black.delta());
    // The archive entry is the record returned.
    assert_eq!(store.game(done.id).expect("get"), Some(done.clone()));
    // Retried (the same command twice): refused, counted once.
    for version in [started.version, done.version] {
        assert!(matches!(
            store.record_result(ChannelId(30), version, ana_wins, 5_001),
            Err(StoreError::NoGame | StoreError::Conflict { .. })
        ));
    }
    let ana = store.player(ANA).expect("ana");
    let ben = store.player(BEN).expect("ben");
    let (a, b) = (ana.rating(Variant::Spanish), ben.rating(Variant::Spanish));
    assert_eq!((a.games, a.wins, a.draws, a.losses), (1, 1, 0, 0));
    assert_eq!((b.games, b.wins, b.draws, b.losses), (1, 0, 0, 1));
    assert!((a.rating - rated.white.after).abs() < 1e-9);
    assert_eq!(a.updated_ms, 5_000);
    assert_eq!(ana.name.as_deref(), Some("Ana"));
    assert!(!ana.ratings.contains_key(&Variant::Czech));
    // A game decided on the board is rated the same way, by the move that decides it.
    let mut rng = Rng(21);
    store
        .start_game(&new_game(31, Variant::English))
        .expect("start");
    let mut last = game_of(store, 31);
    for ply in 0..2_000 {
        last = play_one(store, 31, &mut rng, 10_000 + ply);
        if last.status == Status::Finished {
            break;
        }
    }
    assert_eq!(last.status, Status::Finished);
    assert!(last.rating.is_some());
    assert_eq!(
        store
            .player(ANA)
            .expect("ana")
            .rating(Variant::English)
            .games,
        1
    );
}

fn the_leaderboard_orders_a_servers_rated_players(store: &dyn Store) {
    let ben_wins = Outcome::Win {
        winner: Color::Black,
        reason: WinReason::Resignation,
    };
    assert!(store
        .leaderboard(damero_storage::GuildId(77), Variant::Spanish, 10)
        .expect("empty")
        .is_empty());
    finish_game(store, 40, 77, ben_wins, 1_000);
    finish_game(store, 40, 77, Outcome::Draw(DrawReason::Agreement), 2_000);
    let top = store
        .leaderboard(damero_storage::GuildId(77), Variant::Spanish, 10)
        .expect("top");
    assert_eq!(top.iter().map(|p| p.user).collect::<Vec<_>>(), [BEN, ANA]);
    assert!(top[0].rating(Variant::Spanish).rating > top[1].rating(Variant::Spanish).rating);
    assert_eq!(top[0].rating(Variant::Spanish).draws, 1);
    assert_eq!(
        store
            .leaderboard(damero_storage::GuildId(77), Variant::Spanish, 1)
            .expect("top one")
            .len(),
        1
    );
    // Another server, another variant: nobody.
    assert!(store
        .leaderboard(damero_storage::GuildId(78), Variant::Spanish, 10)
        .expect("other server")
        .is_empty());
    assert!(store
        .leaderboard(damero_storage::GuildId(77), Variant::Czech, 10)
        .expect("other variant")
        .is_empty());
}

fn games_against_the_bot_are_counted_per_level_not_rated(store: &dyn Store) {
    let mut new = new_game(50, Variant::Spanish);
    new.black = Seat::Bot { level: 3 };
    let record = store.start_game(&new).expect("start");
    let bot_wins = Outcome::Win {
        winner: Color::Black,
        reason: WinReason::Resignation,
    };
    let done = store
        .record_result(ChannelId(50), record.version, bot_wins, 9_000)
        .expect("resign");
    assert!(done.rating.is_none());
    let ana = store.player(ANA).expect("ana");
    assert!(ana.ratings.is_empty());
    let at3 = ana.bots.get(&3).copied().expect("level 3");
    assert_eq!((at3.wins, at3.draws, at3.losses), (0, 0, 1));
    assert!(ana.has_played());
    assert!(!store.player(BEN).expect("ben").has_played());
}

fn every_announced_change_waits_in_the_outbox_in_order_until_announced(store: &dyn Store) {
    let mut rng = Rng(11);
    assert!(store.outbox(None, 10).expect("outbox").is_empty());
    assert_eq!(store.last_announcement(ChannelId(3)).expect("last"), 0);
    // A challenge, the game that answers it, two moves, a draw offer, a resignation: each
    // change is written in its own transaction with its announcement.
    store.create_challenge(&challenge(3)).expect("challenge");
    let started = store
        .start_game(&new_game(3, Variant::Spanish))
        .expect("start");
    play_one(store, 3, &mut rng, 10);
    let second = play_one(store, 3, &mut rng, 20);
    let offered = store
        .set_draw_offer(ChannelId(3), second.version, Some(second.turn), 30)
        .expect("offer");
    let resigned = store
        .record_result(
            ChannelId(3),
            offered.version,
            Outcome::Win {
                winner: Color::White,
                reason: WinReason::Resignation,
            },
            40,
        )
        .expect("resign");
    // Another channel's changes keep their own sequence.
    store
        .start_game(&new_game(4, Variant::Czech))
        .expect("start");
    let pending = store.outbox(Some(ChannelId(3)), 100).expect("outbox");
    assert_eq!(
        pending.iter().map(|a| a.seq).collect::<Vec<_>>(),
        [1, 2, 3, 4, 5, 6]
    );
    assert!(matches!(&pending[0].what, Announced::Challenge(c) if c.channel == ChannelId(3)));
    assert!(matches!(&pending[1].what, Announced::Started(_)));
    assert!(matches!(&pending[2].what, Announced::Moved(_)));
    assert!(matches!(&pending[4].what, Announced::Offer(_)));
    assert!(matches!(&pending[5].what, Announced::Ended(_)));
    let games: Vec<&GameRecord> = pending[1..]
        .iter()
        .map(|a| a.what.game().expect("a game's change"))
        .collect();
    assert_eq!(games[0], &started, "the record as the change left it");
    assert_eq!(games[2], &second);
    assert_eq!(games[3].draw_offer, Some(second.turn));
    assert_eq!(games[4], &resigned);
    assert_eq!(store.last_announcement(ChannelId(3)).expect("last"), 6);
    let all = store.outbox(None, 100).expect("outbox");
    assert_eq!(all.len(), 7);
    assert_eq!(
        (all[6].channel, all[6].seq),
        (ChannelId(4), 1),
        "channels in id order"
    );
    assert_eq!(store.outbox(None, 2).expect("outbox").len(), 2, "a limit");
    // Read up to 4: the rest stays, in order; numbering goes on from the last.
    assert_eq!(store.announced(ChannelId(3), 4).expect("announced"), 4);
    let left: Vec<u64> = store
        .outbox(Some(ChannelId(3)), 100)
        .expect("outbox")
        .iter()
        .map(|a| a.seq)
        .collect();
    assert_eq!(left, [5, 6]);
    assert_eq!(
        store.announced(ChannelId(3), 4).expect("again"),
        0,
        "idempotent"
    );
    store.create_challenge(&challenge(3)).expect("challenge");
    assert_eq!(store.last_announcement(ChannelId(3)).expect("last"), 7);
    assert_eq!(store.announced(ChannelId(3), 7).expect("announced"), 3);
    assert_eq!(store.outbox(None, 100).expect("outbox").len(), 1);
    // A refused change announces nothing.
    assert!(store.create_challenge(&challenge(3)).is_err());
    assert_eq!(store.last_announcement(ChannelId(3)).expect("last"), 7);
    // A challenge declined, withdrawn or lapsed is announced as closed.
    store.remove_challenge(ChannelId(3)).expect("remove");
    let closed = store.outbox(Some(ChannelId(3)), 10).expect("outbox");
    assert_eq!(closed.len(), 1);
    assert_eq!(closed[0].seq, 8);
    assert!(matches!(&closed[0].what, Announced::Closed(c) if **c == challenge(3)));
}

fn a_tournament_is_kept_whole_changed_on_its_version_and_its_news_waits_in_the_outbox(
    store: &dyn Store,
) {
    use damero_tournament::{Competition, Format, TieBreak};
    let mut competition = Competition::new(Format::Swiss { rounds: 3 }, TieBreak::ALL.to_vec());
    for (user, name) in [(1, "Ana"), (2, "Ben"), (3, "Cleo"), (4, "Dan"), (5, "Eve")] {
        competition.join(user, name, 1500).expect("join");
    }
    let new = TournamentRecord {
        variant: Variant::Czech,
        move_time_ms: Some(60_000),
        ..friday_swiss(GuildId(9), competition)
    };
    let first = store.create_tournament(&new).expect("create");
    assert_eq!((first.id, first.version), (1, 1));
    let second = store.create_tournament(&new).expect("create");
    assert_eq!(second.id, 2, "ids are never given twice");
    // Started: round 1 paired, and the channel's news in the same change.
    let mut started = first.clone();
    started.status = TournamentStatus::Running;
    let boards = started.competition.start().expect("start");
    assert_eq!(boards.len(), 2);
    let saved = store
        .save_tournament(&started, Some(TournamentNews::Paired { round: 1 }))
        .expect("save");
    assert_eq!(saved.version, 2);
    assert_eq!(store.tournament(1).expect("read"), Some(saved.clone()));
    // A change on the old version is refused and changes nothing.
    let stale = store.save_tournament(&first, None);
    assert!(
        matches!(
            stale,
            Err(StoreError::Conflict {
                expected: 1,
                found: 2
            })
        ),
        "{stale:?}"
    );
    assert_eq!(store.tournament(1).expect("read"), Some(saved.clone()));
    let news = store.outbox(Some(ChannelId(70)), 10).expect("outbox");
    assert_eq!(news.len(), 1);
    assert!(matches!(
        &news[0].what,
        Announced::Tournament(t, TournamentNews::Paired { round: 1 }) if **t == saved
    ));
    // Cancelled: no longer active.
    let mut cancelled = saved;
    cancelled.status = TournamentStatus::Cancelled;
    store
        .save_tournament(&cancelled, Some(TournamentNews::Cancelled))
        .expect("cancel");
    let active: Vec<u64> = store
        .tournaments(true)
        .expect("list")
        .iter()
        .map(|t| t.id)
        .collect();
    assert_eq!(active, vec![2]);
    assert_eq!(store.tournaments(false).expect("list").len(), 2);
    assert_eq!(store.tournament(3).expect("read"), None);
    let mut unknown = cancelled.clone();
    unknown.id = 3;
    assert!(matches!(
        store.save_tournament(&unknown, None),
        Err(StoreError::NoTournament)
    ));
}

fn puzzle_attempts_move_both_ratings_keep_streaks_and_fill_the_leaderboard(store: &dyn Store) {
    use damero_storage::PuzzleAttempt;
    let guild = GuildId(77);
    let attempt = |user: UserId, puzzle: &'static str, solved: bool| PuzzleAttempt {
        user,
        name: Some(if user == ANA { "Ana" } else { "Ben" }),
        guild: Some(guild),
        variant: Variant::Spanish,
        puzzle,
        start_rating: 1400,
        solved,
    };
    assert_eq!(
        store
            .puzzle_rating(Variant::Spanish, "spanish-0001")
            .expect("read"),
        None
    );
    let first = store
        .record_puzzle(&attempt(ANA, "spanish-0001", true), 1_000)
        .expect("record");
    assert_eq!(first.before.rating.rating, 1500.0);
    assert!(first.after.rating.rating > 1500.0, "{first:?}");
    assert_eq!((first.after.streak, first.after.best_streak), (1, 1));
    assert_eq!(first.after.seen, vec!["spanish-0001".to_string()]);
    // A solved puzzle loses rating, from its file rating.
    assert!(first.puzzle.rating < 1400.0, "{first:?}");
    let stored = store
        .puzzle_rating(Variant::Spanish, "spanish-0001")
        .expect("read")
        .expect("rated");
    assert_eq!(stored, first.puzzle);
    let second = store
        .record_puzzle(&attempt(ANA, "spanish-0002", true), 2_000)
        .expect("record");
    assert_eq!(second.before.streak, first.after.streak);
    assert_eq!((second.after.streak, second.after.best_streak), (2, 2));
    let third = store
        .record_puzzle(&attempt(ANA, "spanish-0001", false), 3_000)
        .expect("record");
    assert!(third.after.rating.rating < second.after.rating.rating);
    assert_eq!((third.after.streak, third.after.best_streak), (0, 2));
    assert_eq!(third.after.seen.len(), 2, "a puzzle is seen once");
    // The puzzle starts from where Ana's solve left it, and a failure raises it.
    assert!(third.puzzle.rating > first.puzzle.rating);
    store
        .record_puzzle(&attempt(BEN, "spanish-0003", false), 4_000)
        .expect("record");
    let board = store
        .puzzle_leaderboard(guild, Variant::Spanish, 10)
        .expect("board");
    assert_eq!(
        board.iter().map(|p| p.user).collect::<Vec<_>>(),
        vec![ANA, BEN]
    );
    assert!(store
        .puzzle_leaderboard(guild, Variant::Czech, 10)
        .expect("board")
        .is_empty());
    let ana = store
        .player(ANA)
        .expect("player")
        .puzzle_score(Variant::Spanish);
    // (JSON keeps a float to within its last bit.)
    assert!((ana.rating.rating - third.after.rating.rating).abs() < 1e-9);
    assert_eq!(
        (ana.streak, ana.best_streak, &ana.seen),
        (0, 2, &third.after.seen)
    );
    let ana = store.player(ANA).expect("player");
    assert_eq!(ana.name.as_deref(), Some("Ana"));
}

fn a_daily_puzzle_is_posted_once_a_day_and_its_first_solver_announced(store: &dyn Store) {
    use damero_storage::{DailyAnswer, DailyNews, DailyRecord, GuildSettings};
    let guild = GuildId(88);
    assert!(store.daily_guilds().expect("scan").is_empty());
    store
        .set_guild_settings(
            guild,
            &GuildSettings {
                puzzle_channel: Some(9),
                puzzle_hour: Some(7),
                ..GuildSettings::default()
            },
        )
        .expect("settings");
    store
        .set_guild_settings(GuildId(89), &GuildSettings::default())
        .expect("settings");
    let daily = store.daily_guilds().expect("scan");
    assert_eq!(daily.len(), 1);
    assert_eq!((daily[0].0, daily[0].1.puzzle_hour), (guild, Some(7)));
    let today = DailyRecord {
        guild,
        channel: ChannelId(9),
        day: 20_000,
        variant: Variant::Spanish,
        puzzle: "spanish-0007".into(),
        solver: None,
        tried: Vec::new(),
    };
    assert!(store.post_daily(&today).expect("post"));
    assert!(
        !store.post_daily(&today).expect("post"),
        "a day is posted once"
    );
    assert_eq!(store.daily(guild).expect("read"), Some(today.clone()));
    assert!(matches!(
        store.answer_daily(guild, 19_999, ANA, "Ana", true),
        Err(StoreError::NoDaily)
    ));
    assert_eq!(
        store
            .answer_daily(guild, 20_000, BEN, "Ben", false)
            .expect("answer"),
        DailyAnswer::Wrong
    );
    assert_eq!(
        store
            .answer_daily(guild, 20_000, BEN, "Ben", true)
            .expect("answer"),
        DailyAnswer::Twice
    );
    assert_eq!(
        store
            .answer_daily(guild, 20_000, ANA, "Ana", true)
            .expect("answer"),
        DailyAnswer::First
    );
    assert_eq!(
        store
            .answer_daily(guild, 20_000, UserId(3), "Cy", true)
            .expect("answer"),
        DailyAnswer::Right("Ana".into())
    );
    let tomorrow = DailyRecord {
        day: 20_001,
        puzzle: "spanish-0008".into(),
        solver: None,
        tried: Vec::new(),
        ..today.clone()
    };
    assert!(store.post_daily(&tomorrow).expect("post"));
    let news: Vec<_> = store
        .outbox(Some(ChannelId(9)), 10)
        .expect("outbox")
        .into_iter()
        .map(|a| a.what)
        .collect();
    assert_eq!(news.len(), 3, "{news:?}");
    assert!(
        matches!(&news[0], Announced::Daily(r, DailyNews::Posted { previous: None }) if r.day == 20_000)
    );
    assert!(
        matches!(&news[1], Announced::Daily(r, DailyNews::Solved) if r.solver == Some((ANA, "Ana".into())))
    );
    assert!(matches!(
        &news[2],
        Announced::Daily(r, DailyNews::Posted { previous: Some(p) })
            if r.day == 20_001 && p.solver == Some((ANA, "Ana".into()))
    ));
}

/// Everything kept about Ana, from every kind of record: forgotten in one call.
#[allow(clippy::too_many_lines)]
fn forgetting_a_player_removes_their_records_and_anonymises_their_games(store: &dyn Store) {
    use damero_storage::{
        DailyRecord, Forgotten, GuildSettings, PlayerRecord, PuzzleAttempt, FORGOTTEN_NAME,
    };
    use damero_tournament::{Competition, Format, TieBreak};
    let guild = GuildId(77);
    let cleo = UserId(1003);
    let gone = Seat::human(UserId::FORGOTTEN, FORGOTTEN_NAME);
    let ana_wins = Outcome::Win {
        winner: Color::White,
        reason: WinReason::Resignation,
    };
    // Ana beats Ben (rated, finished).
    let finished = finish_game(store, 40, 77, ana_wins, 1_000);
    assert!(finished.rating.is_some());
    // Ben and Cleo draw: a game Ana has nothing to do with.
    let mut other = new_game(41, Variant::Spanish);
    other.guild = Some(guild);
    other.white = Seat::human(BEN, "Ben");
    other.black = Seat::human(cleo, "Cleo");
    let other = store.start_game(&other).expect("start");
    let other = store
        .record_result(
            ChannelId(41),
            other.version,
            Outcome::Draw(DrawReason::Agreement),
            2_000,
        )
        .expect("draw");
    // Ana and Ben are playing, with a time per move.
    let mut live = new_game(42, Variant::Russian);
    live.guild = Some(guild);
    live.move_time_ms = Some(60_000);
    store.start_game(&live).expect("start");
    let mut rng = Rng(5);
    for ply in 0..3 {
        play_one(store, 42, &mut rng, 3_000 + ply);
    }
    // Ana lost to the bot.
    let mut bot = new_game(43, Variant::Spanish);
    bot.black = Seat::Bot { level: 2 };
    let bot = store.start_game(&bot).expect("start");
    store
        .record_result(
            ChannelId(43),
            bot.version,
            Outcome::Win {
                winner: Color::Black,
                reason: WinReason::Resignation,
            },
            4_000,
        )
        .expect("resign");
    // Ana challenges Ben in channel 44.
    store.create_challenge(&challenge(44)).expect("challenge");
    // Puzzles: two by Ana, one by Ben.
    let attempt = |user: UserId, name: &'static str, puzzle: &'static str| PuzzleAttempt {
        user,
        name: Some(name),
        guild: Some(guild),
        variant: Variant::Spanish,
        puzzle,
        start_rating: 1400,
        solved: true,
    };
    for (user, name, puzzle) in [
        (ANA, "Ana", "spanish-0001"),
        (ANA, "Ana", "spanish-0002"),
        (BEN, "Ben", "spanish-0001"),
    ] {
        store
            .record_puzzle(&attempt(user, name, puzzle), 5_000)
            .expect("puzzle");
    }
    // Ana solves server 88's daily puzzle first; Ben answers too.
    store
        .set_guild_settings(
            GuildId(88),
            &GuildSettings {
                puzzle_channel: Some(9),
                ..GuildSettings::default()
            },
        )
        .expect("settings");
    let today = DailyRecord {
        guild: GuildId(88),
        channel: ChannelId(9),
        day: 20_000,
        variant: Variant::Spanish,
        puzzle: "spanish-0007".into(),
        solver: None,
        tried: Vec::new(),
    };
    store.post_daily(&today).expect("post");
    store
        .answer_daily(GuildId(88), 20_000, ANA, "Ana", true)
        .expect("answer");
    store
        .answer_daily(GuildId(88), 20_000, BEN, "Ben", true)
        .expect("answer");
    // A Swiss Ana directs and plays in, started.
    let mut competition = Competition::new(Format::Swiss { rounds: 3 }, TieBreak::ALL.to_vec());
    for (user, name) in [(ANA.0, "Ana"), (BEN.0, "Ben"), (3, "Cleo"), (4, "Dan")] {
        competition.join(user, name, 1500).expect("join");
    }
    let tournament = store
        .create_tournament(&friday_swiss(guild, competition))
        .expect("create");
    let mut running = tournament.clone();
    running.status = TournamentStatus::Running;
    running.competition.start().expect("start");
    let running = store
        .save_tournament(&running, Some(TournamentNews::Paired { round: 1 }))
        .expect("save");
    let ana_place = running.competition.number_of(ANA.0).expect("entered");

    // What must not change.
    let ben = store.player(BEN).expect("ben");
    let ben_games = store.player_games(BEN, 100).expect("ben's games");
    let ana_games = store.player_games(ANA, 100).expect("ana's games");
    assert_eq!(ana_games.len(), 3);
    let replayed = |g: &GameRecord| {
        let game = g.replay().expect("replay");
        (game.position().fen(), game.events().len(), game.outcome())
    };

    let report = store.forget_user(ANA).expect("forget");
    assert_eq!(
        report,
        Forgotten {
            player_record: true,
            ratings: 1,
            puzzle_attempts: 2,
            games: 3,
            ongoing_games: 1,
            challenges: 1,
            daily_answers: 1,
            tournaments: 1,
            announcements: report.announcements,
            index_entries: 4,
            damaged: 0,
            unreadable: 0,
        }
    );
    assert!(report.announcements >= 5, "{report:?}");

    // Ana's own records are gone.
    assert_eq!(store.player(ANA).expect("ana"), PlayerRecord::new(ANA));
    assert!(store.player_games(ANA, 100).expect("list").is_empty());
    assert!(store
        .player_games(UserId::FORGOTTEN, 100)
        .expect("list")
        .is_empty());
    assert_eq!(store.load(ChannelId(44)).expect("load"), ChannelState::Free);
    assert!(store
        .due(u64::MAX, 100)
        .expect("due")
        .iter()
        .all(|d| d.channel != ChannelId(44)));
    let closed = store.outbox(Some(ChannelId(44)), 10).expect("outbox");
    assert!(
        matches!(&closed.last().expect("closed").what,
            Announced::Closed(c) if c.challenger.id == UserId::FORGOTTEN
                && c.challenger.name == FORGOTTEN_NAME && c.challenged.id == BEN),
        "{closed:?}"
    );
    // Her games stay, anonymised, and replay the same.
    for before in &ana_games {
        let after = store.game(before.id).expect("read").expect("kept");
        assert_eq!(after.moves, before.moves);
        assert_eq!(after.result, before.result);
        assert_eq!(after.status, before.status);
        assert_eq!(after.version, before.version + 1);
        assert_eq!(after.white, gone, "Ana played White");
        assert_eq!(after.black, before.black);
        assert_eq!(replayed(&after), replayed(before));
        let pdn = after.pdn(None).expect("pdn");
        assert!(
            pdn.contains(FORGOTTEN_NAME) && !pdn.contains("Ana"),
            "{pdn}"
        );
    }
    let rated = store
        .game(finished.id)
        .expect("read")
        .expect("kept")
        .rating
        .expect("rated");
    let was = finished.rating.clone().expect("rated");
    assert_eq!(rated.white.user, UserId::FORGOTTEN);
    assert_eq!(rated.black, was.black);
    assert!((rated.white.after - was.white.after).abs() < 1e-9);
    // Ben's record, games and history are as they were.
    assert_eq!(store.player(BEN).expect("ben"), ben);
    let ben_after = store.player_games(BEN, 100).expect("ben's games");
    assert_eq!(
        ben_after.iter().map(|g| g.id).collect::<Vec<_>>(),
        ben_games.iter().map(|g| g.id).collect::<Vec<_>>()
    );
    for (after, before) in ben_after.iter().zip(&ben_games) {
        assert_eq!(
            (&after.moves, after.result, &after.black),
            (&before.moves, before.result, &before.black)
        );
        assert_eq!(replayed(after), replayed(before));
    }
    assert_eq!(store.game(other.id).expect("read"), Some(other));
    // Leaderboards no longer show her.
    let board = store.leaderboard(guild, Variant::Spanish, 10).expect("top");
    assert_eq!(
        board.iter().map(|p| p.user).collect::<Vec<_>>(),
        [cleo, BEN],
        "Cleo drew her only game; Ben lost one"
    );
    let puzzles = store
        .puzzle_leaderboard(guild, Variant::Spanish, 10)
        .expect("puzzles");
    assert_eq!(puzzles.iter().map(|p| p.user).collect::<Vec<_>>(), [BEN]);
    // The daily puzzle: her answer gone, her first solve anonymous.
    let daily = store.daily(GuildId(88)).expect("read").expect("kept");
    assert_eq!(daily.tried, vec![BEN]);
    assert_eq!(
        daily.solver,
        Some((UserId::FORGOTTEN, FORGOTTEN_NAME.to_string()))
    );
    // The tournament: her place kept, anonymous, and not paired again; its director too.
    let t = store.tournament(running.id).expect("read").expect("kept");
    assert_eq!(t.version, running.version + 1);
    let entrant = t.competition.entrant(ana_place).expect("her place");
    assert_eq!(
        (entrant.user, entrant.name.as_str(), entrant.left),
        (0, FORGOTTEN_NAME, true)
    );
    assert_eq!(t.competition.rounds, running.competition.rounds);
    assert_eq!(t.director.id, UserId::FORGOTTEN);
    // Nothing waiting in the outbox names her.
    let outbox = format!("{:?}", store.outbox(None, 1_000).expect("outbox"));
    for trace in ["\"Ana\"", "UserId(1001)", "user: 1001"] {
        assert!(!outbox.contains(trace), "{trace} in {outbox}");
    }

    // The game in progress goes on, anonymised; it ends unrated and keeps no record for the
    // forgotten seat.
    let live = game_of(store, 42);
    assert_eq!(live.white, gone);
    let moved = play_one(store, 42, &mut rng, 6_000);
    let ended = store
        .finish_game(
            ChannelId(42),
            moved.version,
            ResultRecord::time(Color::White),
            7_000,
        )
        .expect("time");
    assert!(ended.rating.is_none(), "{ended:?}");
    assert_eq!(store.player(BEN).expect("ben"), ben);
    let nobody = store.player(UserId::FORGOTTEN).expect("nobody");
    assert!(
        !nobody.has_played() && nobody.ratings.is_empty(),
        "{nobody:?}"
    );
    assert!(store
        .player_games(UserId::FORGOTTEN, 100)
        .expect("list")
        .is_empty());

    // Again: harmless, nothing left to do.
    let again = store.forget_user(ANA).expect("again");
    assert!(again.is_empty(), "{again:?}");
    assert!(store
        .forget_user(UserId::FORGOTTEN)
        .expect("the tombstone")
        .is_empty());
    // Someone never seen: nothing.
    assert!(store.forget_user(UserId(999)).expect("nobody").is_empty());
    // A seat without a person (a tournament's missing entrant) is indexed nowhere either.
    let mut placeholder = new_game(45, Variant::Spanish);
    placeholder.white = Seat::human(UserId::FORGOTTEN, "");
    store.start_game(&placeholder).expect("start");
    assert!(store
        .player_games(UserId::FORGOTTEN, 100)
        .expect("list")
        .is_empty());
}

fn a_review_is_kept_in_its_game_without_changing_its_version(store: &dyn Store) {
    let started = store
        .start_game(&new_game(31, Variant::Spanish))
        .expect("start");
    let resigned = Outcome::Win {
        winner: Color::White,
        reason: WinReason::Resignation,
    };
    let done = store
        .record_result(ChannelId(31), started.version, resigned, 5_000)
        .expect("finish");
    assert_eq!(done.review, None);
    let review = damero_storage::ReviewRecord {
        scores: vec![0, 20, -310, -290],
        mistakes: vec![0],
        blunders: vec![1],
        depth: 7,
    };
    store.save_review(done.id, &review).expect("kept");
    let read = store.game(done.id).expect("read").expect("there");
    assert_eq!(read.review.as_deref(), Some(&review));
    assert_eq!(read.version, done.version, "the play did not change");
    // A second review replaces the first.
    let again = damero_storage::ReviewRecord { depth: 9, ..review };
    store.save_review(done.id, &again).expect("kept");
    let read = store.game(done.id).expect("read").expect("there");
    assert_eq!(read.review.map(|r| r.depth), Some(9));
    assert!(matches!(
        store.save_review(damero_storage::GameId(999_999), &again),
        Err(StoreError::NoGame)
    ));
}

macro_rules! contract {
    ($($name:ident),* $(,)?) => {
        mod memory {
            $(
                #[test]
                fn $name() {
                    let store = super::MemoryStore::new();
                    super::$name(&store);
                }
            )*
        }
        mod sled {
            $(
                #[test]
                fn $name() {
                    let dir = tempfile::tempdir().expect("temp dir");
                    let store = super::SledStore::open(dir.path().join("db")).expect("open");
                    super::$name(&store);
                    // And everything is still there after reopening.
                    let ongoing = super::Store::ongoing_games(&store).expect("list");
                    drop(store);
                    let reopened = super::SledStore::open(dir.path().join("db")).expect("reopen");
                    assert_eq!(super::Store::ongoing_games(&reopened).expect("list"), ongoing);
                }
            )*
        }
        mod postgres {
            $(
                #[test]
                fn $name() {
                    let Some(server) = damero_storage::pg::server::TestServer::shared(
                        "the PostgreSQL half of the store contract (storage/tests/contract.rs, \
                         tests postgres::*)",
                    ) else {
                        return;
                    };
                    let url = server.database(stringify!($name)).expect("a database");
                    let store = super::PgStore::connect(&url).expect("connect");
                    super::$name(&store);
                    // And everything is still there through a new pool.
                    let ongoing = super::Store::ongoing_games(&store).expect("list");
                    drop(store);
                    let reopened = super::PgStore::connect(&url).expect("reconnect");
                    assert_eq!(super::Store::ongoing_games(&reopened).expect("list"), ongoing);
                }
            )*
        }
    };
}

contract!(
    a_review_is_kept_in_its_game_without_changing_its_version,
    forgetting_a_player_removes_their_records_and_anonymises_their_games,
    a_daily_puzzle_is_posted_once_a_day_and_its_first_solver_announced,
    puzzle_attempts_move_both_ratings_keep_streaks_and_fill_the_leaderboard,
    a_tournament_is_kept_whole_changed_on_its_version_and_its_news_waits_in_the_outbox,
    every_announced_change_waits_in_the_outbox_in_order_until_announced,
    a_finished_game_rates_both_players_once_in_its_own_transaction,
    the_leaderboard_orders_a_servers_rated_players,
    games_against_the_bot_are_counted_per_level_not_rated,
    a_fresh_channel_is_free,
    a_challenge_waits_then_is_declined_or_accepted,
    a_started_game_is_stored_with_its_players,
    a_bad_start_fen_is_refused,
    committed_moves_come_back_and_replay_to_the_same_position,
    a_commit_on_a_stale_version_is_refused_and_changes_nothing,
    a_game_that_is_not_the_stored_one_plus_one_move_is_refused,
    a_draw_offer_stands_until_the_other_side_moves,
    a_resignation_archives_the_game_and_frees_the_channel,
    a_deciding_move_archives_the_game_with_its_reason,
    a_huff_chance_and_a_huff_are_stored,
    a_player_record_is_read_and_updated,
    bot_games_know_when_the_bot_is_to_move,
    server_settings_start_at_the_defaults_and_are_kept_per_server,
    deadlines_follow_the_person_to_move_and_leave_with_the_game,
    challenges_are_indexed_by_expiry_and_keep_their_message,
);
