//! `damero web`: a store's pages served read-only without Discord. A game of a server that did
//! not opt in is a 404 unless `--all`; a bad `--store` is one sentence.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::process::Stdio;

use damero_rules::Variant;
use damero_storage::{ChannelId, GuildId, NewGame, Seat, SledStore, Store, UserId};

use super::{damero, report, text};

/// The status line's code and the body of `GET path` (HTTP/1.1, closed after).
fn get(port: u16, path: &str) -> (u16, String) {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("connect");
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
    )
    .expect("request");
    let mut answer = String::new();
    stream.read_to_string(&mut answer).expect("answer");
    let code = answer
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .expect("a status");
    (code, answer)
}

/// Serve `dir` (with `extra` flags) and run `check` on its port; the server is stopped after.
fn serving(dir: &std::path::Path, extra: &[&str], check: impl FnOnce(u16)) {
    serving_store(&format!("sled:{}", dir.display()), extra, check);
}

/// Serve the store `store` (`sled:PATH` or a `postgres://` URL) and run `check` on its port.
fn serving_store(store: &str, extra: &[&str], check: impl FnOnce(u16)) {
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .expect("a free port")
        .local_addr()
        .expect("address")
        .port();
    let mut child = damero()
        .args(["web", "--store", store])
        .args(["--listen", &format!("127.0.0.1:{port}")])
        .args(extra)
        .env_remove("RUST_LOG")
        .stderr(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .expect("damero web");
    // It says when it serves (the marker, not a sleep).
    let mut lines = BufReader::new(child.stderr.take().expect("stderr")).lines();
    let said = lines
        .find_map(|l| l.ok().filter(|l| l.contains("serving the web pages on")))
        .expect("it says where it serves");
    assert!(said.contains(&port.to_string()), "{said}");
    check(port);
    let _ = child.kill();
    let _ = child.wait();
}

#[test]
fn damero_web_serves_a_store_read_only_and_only_servers_that_opted_in_unless_all() {
    let dir = tempfile::tempdir().expect("tempdir");
    {
        let store = SledStore::open(dir.path()).expect("store");
        store
            .start_game(&NewGame {
                channel: ChannelId(5),
                guild: Some(GuildId(6)),
                variant: Variant::Czech,
                start_fen: None,
                white: Seat::human(UserId(1), "Ana"),
                black: Seat::human(UserId(2), "Ben"),
                now_ms: 1,
                move_time_ms: None,
            })
            .expect("a game");
    }
    serving(dir.path(), &[], |port| {
        assert_eq!(get(port, "/g/1").0, 404);
        let (code, home) = get(port, "/");
        assert_eq!(code, 200);
        assert!(!home.contains("/g/1?"), "{home}");
    });
    serving(dir.path(), &["--all"], |port| {
        let (code, page) = get(port, "/g/1?lang=cs");
        assert_eq!(code, 200, "{page}");
        assert!(
            page.contains("Česká dáma") || page.contains("<html lang=\"cs\">"),
            "{page}"
        );
        assert!(page.contains("<bdi>Ana</bdi>"));
        // No write endpoint: anything but GET is refused.
        let mut stream = TcpStream::connect(("127.0.0.1", port)).expect("connect");
        write!(
            stream,
            "POST /g/1 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        )
        .expect("request");
        let mut answer = String::new();
        stream.read_to_string(&mut answer).expect("answer");
        assert!(answer.starts_with("HTTP/1.1 405"), "{answer}");
    });
}

#[test]
fn a_store_that_is_neither_sled_nor_postgres_is_one_sentence() {
    let out = damero()
        .args(["web", "--store", "mysql://x", "--listen", "127.0.0.1:1"])
        .output()
        .expect("runs");
    assert!(!out.status.success(), "{}", report(&out));
    let err = text(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{}", report(&out));
    assert!(
        err.contains("--store must be sled:PATH or a postgres:// URL"),
        "{}",
        report(&out)
    );
}

/// The same pages from a PostgreSQL store (the shared store of several bot processes), started
/// by the test on 127.0.0.1; skipped with one line without PostgreSQL's programs (CI has them).
#[test]
fn damero_web_serves_a_postgresql_store_too() {
    let Some(server) = damero_storage::pg::server::TestServer::shared(
        "damero web on PostgreSQL (tests/cli/web.rs)",
    ) else {
        return;
    };
    let url = server.database("damero_web").expect("a database");
    {
        let store = damero_storage::PgStore::connect(&url).expect("connect");
        store
            .set_guild_settings(
                GuildId(6),
                &damero_storage::GuildSettings {
                    web: true,
                    ..damero_storage::GuildSettings::default()
                },
            )
            .expect("settings");
        store
            .start_game(&NewGame {
                channel: ChannelId(5),
                guild: Some(GuildId(6)),
                variant: Variant::Turkish,
                start_fen: None,
                white: Seat::human(UserId(1), "Ana"),
                black: Seat::human(UserId(2), "Ben"),
                now_ms: 1,
                move_time_ms: None,
            })
            .expect("a game");
    }
    serving_store(&url, &[], |port| {
        let (code, page) = get(port, "/g/1?lang=tr");
        assert_eq!(code, 200, "{page}");
        assert!(page.contains("<bdi>Ana</bdi>"), "{page}");
        assert!(page.contains("<html lang=\"tr\">"), "{page}");
        assert_eq!(get(port, "/g/2").0, 404);
        // Standalone, the live page looks at the store once a second: a move another process
        // commits is news within a few seconds.
        let mut live = TcpStream::connect(("127.0.0.1", port)).expect("connect");
        live.set_read_timeout(Some(std::time::Duration::from_secs(10)))
            .expect("timeout");
        write!(live, "GET /g/1/live HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").expect("request");
        let mut events = BufReader::new(live);
        let mut next_data = || loop {
            let mut line = String::new();
            assert!(
                events.read_line(&mut line).expect("an event in time") > 0,
                "open"
            );
            if let Some(data) = line.strip_prefix("data:") {
                return data.trim().to_string();
            }
        };
        let first = next_data();
        let store = damero_storage::PgStore::connect(&url).expect("connect");
        let record = store
            .game(damero_storage::GameId(1))
            .expect("read")
            .expect("there");
        let mut game = record.replay().expect("replays");
        let first_move = game.position().details(false).remove(0);
        game.play(first_move).expect("legal");
        store
            .commit_move(ChannelId(5), record.version, &game, 2)
            .expect("a move");
        let news = next_data();
        assert_ne!(news, first, "a new version");
    });
}
