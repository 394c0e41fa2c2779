//! Tournaments through the fake Discord: a Swiss, a round robin with a restart in the middle of
//! a round, and an arena on a clock the test moves. Every game is played in its own thread,
//! by the players typing in it.

use std::collections::{HashMap, HashSet};
use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use damero::discord::Running;
use damero::referee::{ManualClock, Referee, SledStore};
use damero_tournament::Tournament as Trf;
use serde_json::json;

use crate::common::{config, fake_config, painter, start_bot_on};
use crate::fake::{Call, Fake, Member};

const GUILD: u64 = 7_070;
const MANAGE_GUILD: u64 = 0x20;
const HALL: u64 = 900;

const PLAYERS: [(u64, &str); 5] = [
    (101, "Ana"),
    (102, "Ben"),
    (103, "Cleo"),
    (104, "Dan"),
    (105, "Eve"),
];

fn member(user: (u64, &'static str), permissions: u64) -> Member {
    Member {
        user,
        guild: GUILD,
        locale: "en-US",
        permissions,
    }
}

async fn start(
    fake: &Fake,
    dir: &Path,
    nth: u64,
    clock: Option<Arc<ManualClock>>,
) -> (Running, Referee) {
    let store = Arc::new(SledStore::open(dir).expect("store"));
    let referee = match clock {
        Some(clock) => Referee::with_clock(
            store,
            painter(),
            Arc::new(damero::wired::EngineOpponent::new()),
            config(),
            clock,
        ),
        None => crate::common::referee_on(store),
    };
    let running = start_bot_on(fake, &fake_config(fake, dir), &referee, nth).await;
    (running, referee)
}

/// The answer to the slash interaction `token`.
async fn answer(fake: &Fake, from: usize, token: &str) -> Call {
    fake.wait_for(from, |c| {
        c.path.contains(token) && c.path.ends_with("/callback")
    })
    .await
    .1
}

/// The next message posted in `channel` whose text contains `needle`.
async fn post_with(fake: &Fake, from: usize, channel: u64, needle: &str) -> (usize, Call) {
    let path = format!("/api/v10/channels/{channel}/messages");
    fake.wait_for(from, |c| {
        c.method == "POST" && c.path == path && c.content().contains(needle)
    })
    .await
}

/// A board of a pairing post: White, Black, the thread.
#[derive(Clone, Debug)]
struct Board {
    white: String,
    black: String,
    thread: u64,
}

/// The boards and byes listed in a pairing post.
fn boards_of(text: &str) -> (Vec<Board>, Vec<String>) {
    let mut boards = Vec::new();
    let mut byes = Vec::new();
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("Board ") {
            let rest = rest.split_once(": ").expect("board number").1;
            let (white, rest) = rest.split_once(" (White) – ").expect("white");
            let (black, rest) = rest.split_once(" (Black) ").expect("black");
            let thread = rest
                .trim()
                .trim_start_matches("<#")
                .trim_end_matches('>')
                .parse()
                .expect("a thread");
            boards.push(Board {
                white: white.to_string(),
                black: black.to_string(),
                thread,
            });
        } else if let Some((who, _)) = line.split_once(" sits out this round") {
            byes.push(who.to_string());
        }
    }
    (boards, byes)
}

/// The sum of the points in a standings text (`1. Ana — 2.5 (...)`).
fn points_in(text: &str) -> f64 {
    text.lines()
        .filter_map(|l| l.split_once(" — "))
        .filter_map(|(_, rest)| rest.split_whitespace().next()?.parse::<f64>().ok())
        .sum()
}

fn id_of(name: &str) -> (u64, &'static str) {
    *PLAYERS.iter().find(|(_, n)| *n == name).expect("a player")
}

/// Play a board to its end in its thread: `result` 1 White wins (Black resigns), 0 Black
/// wins, 2 a draw by agreement.
async fn finish(fake: &Fake, board: &Board, result: u8) {
    let (white, black) = (id_of(&board.white), id_of(&board.black));
    let from = fake.count();
    match result {
        1 => fake.say_in(GUILD, board.thread, black, "!resign", &[]),
        0 => fake.say_in(GUILD, board.thread, white, "!resign", &[]),
        _ => {
            fake.say_in(GUILD, board.thread, white, "!draw", &[]);
            post_with(fake, from, board.thread, "offers a draw").await;
            fake.say_in(GUILD, board.thread, black, "!draw", &[]);
        }
    }
    let needle = if result == 2 { "draw" } else { "resigned" };
    post_with(fake, from, board.thread, needle).await;
}

/// Everyone in `names` enters by text; each is greeted in the hall.
async fn join_all(fake: &Fake, names: &[(u64, &'static str)]) {
    for (i, p) in names.iter().enumerate() {
        let from = fake.count();
        fake.say_in(GUILD, HALL, *p, "!tournament join", &[]);
        let (_, post) = post_with(fake, from, HALL, "joined").await;
        let count = match i {
            0 => "(one player)".to_string(),
            n => format!("({} players)", n + 1),
        };
        assert!(post.content().contains(&count), "{}", post.content());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_five_player_swiss_of_three_rounds_is_played_to_the_end() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, _referee) = start(&fake, dir.path(), 1, None).await;
    let ana = member(PLAYERS[0], MANAGE_GUILD);
    let ben = member(PLAYERS[1], 0);

    // A member who may not manage the server cannot create one; nothing is created.
    let from = fake.count();
    let token = fake.slash_sub(
        &ben,
        &[],
        HALL,
        "tournament",
        "create",
        &[("format", json!(0))],
    );
    let refused = answer(&fake, from, &token).await;
    assert_eq!(refused.flags() & 64, 64, "only Ben reads the refusal");
    assert!(
        refused
            .content()
            .starts_with("Only members who may manage the server"),
        "{}",
        refused.content()
    );

    let from = fake.count();
    let token = fake.slash_sub(
        &ana,
        &[],
        HALL,
        "tournament",
        "create",
        &[
            ("format", json!(0)),
            ("rounds", json!(3)),
            ("variant", json!("czech")),
            ("name", json!("Friday Swiss")),
        ],
    );
    let created = answer(&fake, from, &token).await;
    assert!(
        created
            .content()
            .starts_with("Ana created Friday Swiss: a Swiss of 3 rounds of Czech draughts"),
        "{}",
        created.content()
    );
    // A second one in the same channel is refused.
    let from = fake.count();
    fake.say_in(GUILD, HALL, PLAYERS[0], "!tournament create arena", &[]);
    let (_, second) = post_with(&fake, from, HALL, "already has a tournament").await;
    assert!(second.content().contains("Friday Swiss"));

    // Starting with too few is refused and changes nothing.
    join_all(&fake, &PLAYERS[..3]).await;
    let from = fake.count();
    let token = fake.slash_sub(&ana, &[], HALL, "tournament", "start", &[]);
    let too_few = answer(&fake, from, &token).await;
    assert_eq!(
        too_few.content(),
        "Friday Swiss needs at least 4 players to start; it has 3."
    );
    join_all_from(&fake, &PLAYERS[3..], 4).await;
    // Joining twice: one sentence, nothing changed.
    let from = fake.count();
    fake.say_in(GUILD, HALL, PLAYERS[4], "!tournament join", &[]);
    let (_, twice) = post_with(&fake, from, HALL, "already in").await;
    assert_eq!(twice.content(), "You are already in Friday Swiss.");

    let from = fake.count();
    let token = fake.slash_sub(&ana, &[], HALL, "tournament", "start", &[]);
    let mut pairing = answer(&fake, from, &token).await.content();
    assert!(pairing.starts_with("Friday Swiss begins!"), "{pairing}");

    let mut met: HashSet<(String, String)> = HashSet::new();
    let mut byes: Vec<String> = Vec::new();
    let mut colours: HashMap<String, Vec<char>> = HashMap::new();
    let mut seen_round2 = String::new();
    for round in 1..=3 {
        assert!(
            pairing.contains(&format!("Round {round} of 3:")),
            "{pairing}"
        );
        let (boards, bye) = boards_of(&pairing);
        assert_eq!(boards.len(), 2, "{pairing}");
        assert_eq!(bye.len(), 1, "one bye a round: {pairing}");
        byes.extend(bye);
        for b in &boards {
            let pair = if b.white < b.black {
                (b.white.clone(), b.black.clone())
            } else {
                (b.black.clone(), b.white.clone())
            };
            assert!(met.insert(pair.clone()), "{pair:?} met twice");
            colours.entry(b.white.clone()).or_default().push('w');
            colours.entry(b.black.clone()).or_default().push('b');
            // Each thread holds its game, between its two players, in Czech draughts.
            let thread_post = post_with(&fake, 0, b.thread, "begins").await.1;
            assert!(
                thread_post.content().contains(&format!(
                    "A game of Czech draughts begins: {} (White) vs {} (Black)",
                    b.white, b.black
                )),
                "{}",
                thread_post.content()
            );
        }
        if round == 1 {
            // A round past the last, and a leaver who is not in: one sentence each.
            let from = fake.count();
            fake.say_in(GUILD, HALL, PLAYERS[1], "!tournament pairings 4", &[]);
            let (_, past) = post_with(&fake, from, HALL, "no round 4").await;
            assert_eq!(past.content(), "Friday Swiss has no round 4: it has 3.");
            let from = fake.count();
            fake.say_in(GUILD, HALL, (106, "Fay"), "!tournament leave", &[]);
            let (_, not_in) = post_with(&fake, from, HALL, "not in").await;
            assert_eq!(not_in.content(), "You are not in Friday Swiss.");
        }
        let from = fake.count();
        finish(&fake, &boards[0], 1).await;
        finish(&fake, &boards[1], if round == 1 { 2 } else { 0 }).await;
        if round < 3 {
            let (_, next) =
                post_with(&fake, from, HALL, &format!("Round {} of 3:", round + 1)).await;
            pairing = next.content();
            if round == 1 {
                seen_round2.clone_from(&pairing);
            }
            // Two games and a bye a round: the standings hold three points a round, no more
            // (a bye of the round just paired waits for that round to end).
            assert_eq!(points_in(&pairing), 3.0 * f64::from(round), "{pairing}");
            assert!(
                pairing.starts_with(&format!("Round {round} is over.")),
                "{pairing}"
            );
            assert!(pairing.contains(&format!("Standings of Friday Swiss after round {round}")));
            assert!(
                next.file("standings.png").is_some(),
                "the standings picture"
            );
        } else {
            let (_, last) = post_with(&fake, from, HALL, "is over. The winner").await;
            let text = last.content();
            assert!(
                text.contains("Standings of Friday Swiss after round 3"),
                "{text}"
            );
            let png = last.file("standings.png").expect("standings.png");
            crate::common::png_size(png);
            // To look at: TOURNAMENT_OUT=/tmp/t cargo test -p damero --test bot tournaments
            if let Ok(dir) = std::env::var("TOURNAMENT_OUT") {
                let dir = Path::new(&dir);
                std::fs::create_dir_all(dir).expect("out dir");
                std::fs::write(dir.join("standings.png"), png).expect("write");
                std::fs::write(dir.join("final.txt"), &text).expect("write");
                std::fs::write(dir.join("round2.txt"), &seen_round2).expect("write");
            }
            let trf = last.file("Friday-Swiss.trf").expect("the TRF file");
            let trf = Trf::parse(std::str::from_utf8(trf).expect("text")).expect("a TRF file");
            assert_eq!(trf.players.len(), 5);
            assert_eq!(trf.rounds_total, Some(3));
            let halves: u32 = trf
                .players
                .iter()
                .flat_map(|p| p.rounds.iter())
                .map(damero_tournament::Round::halves)
                .sum();
            assert_eq!(halves, 2 * 9, "6 games and 3 byes: 9 points");
            let pdn = last.file("Friday-Swiss.pdn").expect("the games");
            let pdn = std::str::from_utf8(pdn).expect("text");
            assert_eq!(pdn.matches("[Event \"Friday Swiss\"]").count(), 6, "{pdn}");
        }
    }
    let unique: HashSet<&String> = byes.iter().collect();
    assert_eq!(unique.len(), 3, "no one sits out twice: {byes:?}");
    for (who, c) in &colours {
        assert!(
            !c.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]),
            "{who} had one colour three times in a row: {c:?}"
        );
        let diff = c.iter().filter(|&&x| x == 'w').count() as i32
            - c.iter().filter(|&&x| x == 'b').count() as i32;
        assert!(diff.abs() <= 2, "{who}: {c:?}");
    }
    // Over: the channel is free for the next one.
    let from = fake.count();
    fake.say_in(GUILD, HALL, PLAYERS[1], "!tournament standings", &[]);
    let (_, none) = post_with(&fake, from, HALL, "no tournament").await;
    assert_eq!(
        none.content(),
        "There is no tournament in this channel. !tournament create creates one."
    );
    bot.shutdown().await.expect("shutdown");
}

async fn join_all_from(fake: &Fake, names: &[(u64, &'static str)], first: usize) {
    for (i, p) in names.iter().enumerate() {
        let from = fake.count();
        fake.say_in(GUILD, HALL, *p, "!tournament join", &[]);
        let (_, post) = post_with(fake, from, HALL, "joined").await;
        assert!(
            post.content().contains(&format!("({} players)", first + i)),
            "{}",
            post.content()
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_four_player_round_robin_survives_a_restart_in_the_middle_of_a_round() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, referee) = start(&fake, dir.path(), 1, None).await;
    let ana = member(PLAYERS[0], MANAGE_GUILD);
    // A tie-break nobody knows: one sentence, nothing created.
    let from = fake.count();
    fake.say_in(
        GUILD,
        HALL,
        PLAYERS[0],
        "!tournament create roundrobin tiebreaks:sb,koya",
        &[],
    );
    let (_, bad) = post_with(&fake, from, HALL, "tie-break").await;
    assert_eq!(
        bad.content(),
        "“koya” is not a tie-break: use bh, bh-c1, sb, wins or de, separated by commas."
    );
    let from = fake.count();
    let token = fake.slash_sub(
        &ana,
        &[],
        HALL,
        "tournament",
        "create",
        &[
            ("format", json!(1)),
            ("name", json!("Club Cup")),
            ("tiebreaks", json!("sb,wins")),
        ],
    );
    answer(&fake, from, &token).await;
    join_all(&fake, &PLAYERS[..4]).await;
    // Only its director (or a manager) starts or cancels it.
    let from = fake.count();
    fake.say_in(GUILD, HALL, PLAYERS[1], "!tournament cancel", &[]);
    let (_, not_yours) = post_with(&fake, from, HALL, "Only Ana").await;
    assert_eq!(
        not_yours.content(),
        "Only Ana, who created Club Cup, or a member who may manage the server can do that."
    );
    let from = fake.count();
    // The director starts it by text too.
    fake.say_in(GUILD, HALL, PLAYERS[0], "!tournament start", &[]);
    let (_, first) = post_with(&fake, from, HALL, "Round 1 of 3:").await;
    let (boards, byes) = boards_of(&first.content());
    assert_eq!((boards.len(), byes.len()), (2, 0));
    let mut pairs: HashSet<(String, String)> = HashSet::new();
    for b in &boards {
        pairs.insert((
            b.white.clone().min(b.black.clone()),
            b.white.clone().max(b.black.clone()),
        ));
    }
    finish(&fake, &boards[0], 1).await;
    // Down in the middle of round 1, once a tick has taken in the first result; the other
    // game goes on after the restart.
    bot.tick().await;
    bot.shutdown().await.expect("shutdown");
    drop(referee);
    let (bot, _referee) = start(&fake, dir.path(), 2, None).await;
    let mut from = fake.count();
    finish(&fake, &boards[1], 0).await;
    for round in 2..=3 {
        let (i, next) = post_with(&fake, from, HALL, &format!("Round {round} of 3:")).await;
        from = i + 1;
        let (boards, _) = boards_of(&next.content());
        assert_eq!(boards.len(), 2, "{}", next.content());
        for b in &boards {
            let pair = (
                b.white.clone().min(b.black.clone()),
                b.white.clone().max(b.black.clone()),
            );
            assert!(pairs.insert(pair.clone()), "{pair:?} met twice");
        }
        // The first round's result survived the restart: it is in the standings.
        if round == 2 {
            assert!(next.content().contains("— 1 (SB "), "{}", next.content());
            assert!(
                !next.content().contains("DE "),
                "the order asked for: {}",
                next.content()
            );
        }
        finish(&fake, &boards[0], 2).await;
        finish(&fake, &boards[1], 1).await;
    }
    assert_eq!(pairs.len(), 6, "everyone met everyone");
    let (_, last) = post_with(&fake, from, HALL, "is over. The winner").await;
    assert!(last.file("Club-Cup.trf").is_some());
    bot.shutdown().await.expect("shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_arena_pairs_players_as_they_become_free_until_its_time_is_up() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let clock = Arc::new(ManualClock::at(1_700_000_000_000));
    let (bot, _referee) = start(&fake, dir.path(), 1, Some(clock.clone())).await;
    // `/tournament` is registered with its seven subcommands, each named and described in every
    // language, and every option described.
    let (_, put) = fake
        .wait_for(0, |c| c.method == "PUT" && c.path.ends_with("/commands"))
        .await;
    let commands = put.json.as_array().expect("commands");
    let tournament = commands
        .iter()
        .find(|c| c["name"] == "tournament")
        .expect("/tournament");
    assert_eq!(tournament["name_localizations"]["es-ES"], "torneo");
    let subs = tournament["options"].as_array().expect("subcommands");
    assert_eq!(subs.len(), 7);
    for sub in subs {
        assert_eq!(sub["type"], 1, "{sub}");
        assert!(
            !sub["description"].as_str().unwrap_or("").is_empty(),
            "{sub}"
        );
        for locale in ["es-ES", "ru", "cs", "tr", "it", "pt-BR"] {
            assert!(
                sub["description_localizations"][locale].is_string(),
                "{locale}: {sub}"
            );
        }
        for option in sub["options"].as_array().into_iter().flatten() {
            assert!(
                !option["description"].as_str().unwrap_or("").is_empty(),
                "{option}"
            );
            assert!(
                option["description_localizations"]["es-ES"].is_string(),
                "{option}"
            );
        }
    }
    let join = subs.iter().find(|s| s["name"] == "join").expect("join");
    assert_eq!(join["name_localizations"]["es-ES"], "inscribirse");
    // A member with the server's tournament role may direct.
    let role = 555;
    let admin = member(PLAYERS[0], MANAGE_GUILD);
    let from = fake.count();
    let token = fake.slash_with_role(&admin, HALL, "settings", "tournament_role", role);
    let set = answer(&fake, from, &token).await;
    assert!(
        set.content().contains("<@&555> may also create"),
        "{}",
        set.content()
    );
    let ben = member(PLAYERS[1], 0);
    let from = fake.count();
    let token = fake.slash_sub(
        &ben,
        &[role],
        HALL,
        "tournament",
        "create",
        &[
            ("format", json!(3)),
            ("duration", json!("5m")),
            ("name", json!("Blitz")),
        ],
    );
    let created = answer(&fake, from, &token).await;
    assert!(
        created.content().contains("an arena of 5 minutes"),
        "{}",
        created.content()
    );
    join_all(&fake, &PLAYERS[..4]).await;
    let from = fake.count();
    let token = fake.slash_sub(&ben, &[role], HALL, "tournament", "start", &[]);
    let started = answer(&fake, from, &token).await.content();
    let (first, _) = boards_of(&started);
    assert_eq!(first.len(), 2, "{started}");
    // One game ends: its two players just met, so they wait for the other game.
    let from = fake.count();
    finish(&fake, &first[0], 1).await;
    // The tick that reads the ended game (told before its end was posted) pairs nobody.
    bot.tick().await;
    assert!(
        fake.calls()
            .iter()
            .skip(from)
            .all(|c| !c.content().contains("New games in Blitz")),
        "nobody new was free"
    );
    finish(&fake, &first[1], 0).await;
    let (i, news) = post_with(&fake, from, HALL, "New games in Blitz").await;
    let (second, _) = boards_of(&news.content());
    assert_eq!(second.len(), 2, "{}", news.content());
    for b in &second {
        assert!(
            !first
                .iter()
                .any(|f| (f.white == b.white && f.black == b.black)
                    || (f.white == b.black && f.black == b.white)),
            "{} met {} again at once",
            b.white,
            b.black
        );
    }
    // Time is up: no new games; the games under way still count.
    clock.advance(Duration::from_secs(5 * 60 + 1));
    bot.tick().await;
    let (i, _) = post_with(&fake, i + 1, HALL, "Time is up in Blitz").await;
    finish(&fake, &second[0], 1).await;
    finish(&fake, &second[1], 1).await;
    let (_, last) = post_with(&fake, i + 1, HALL, "Blitz is over. The winner").await;
    assert!(
        last.content().contains("Standings of Blitz"),
        "{}",
        last.content()
    );
    assert!(
        fake.calls()
            .iter()
            .skip(i)
            .all(|c| !c.content().contains("New games in Blitz")),
        "no pairing after the end"
    );
    bot.shutdown().await.expect("shutdown");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_text_create_reads_manage_server_from_the_cached_server() {
    let fake = Fake::start().await;
    let dir = tempfile::tempdir().expect("tempdir");
    let (bot, _referee) = start(&fake, dir.path(), 1, None).await;
    // Gus holds a role with Manage Server; Hal only @everyone, which has none.
    let managers = 777;
    // No wait: serenity puts the server in its cache in the shard's own loop before it reads
    // the next event of the connection, so the messages below find it there.
    fake.guild_create(GUILD, 999, &[(GUILD, 0), (managers, MANAGE_GUILD)]);
    let from = fake.count();
    fake.say_in(GUILD, HALL, (108, "Hal"), "!tournament create arena", &[]);
    let (_, refused) = post_with(&fake, from, HALL, "Only members").await;
    assert!(
        refused.content().contains("may manage the server"),
        "{}",
        refused.content()
    );
    let from = fake.count();
    fake.say_with_roles(
        GUILD,
        HALL,
        (107, "Gus"),
        &[managers],
        "!tournament create arena duration:10m",
    );
    let (_, created) = post_with(&fake, from, HALL, "created").await;
    assert!(
        created
            .content()
            .starts_with("Gus created Gus's tournament: an arena of 10 minutes"),
        "{}",
        created.content()
    );
    bot.shutdown().await.expect("shutdown");
}
