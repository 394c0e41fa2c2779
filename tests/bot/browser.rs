//! The web pages in a real browser: headless Chromium (Debian's `chromium`), started here on
//! 127.0.0.1 and driven over the DevTools protocol. A game page is stepped through with the
//! keyboard and its board compared pixel by pixel with the renderer's; a live page follows a
//! move committed through the referee without a reload; a tournament page shows its standings.
//! Without Chromium the test says so in one line and how to install it (`.ci/run` installs it
//! and sets `CI_REQUIRE_CHROMIUM`, which makes its absence a failure). With
//! `DAMERO_SCREENSHOTS=DIR` it also writes the screenshots of `docs/web/` into DIR.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use damero::commands::{Accept, Challenge, Move, Resign};
use damero::painter::{BoardPainter, Sketch};
use damero::referee::{ColorChoice, Place, Referee, Store};
use damero::web::data::Scope;
use damero::web::live::Limits;
use damero::web::{pages, Web};
use damero::wired::RenderPainter;
use damero_render::Orientation;
use damero_rules::Variant;
use damero_storage::{ChannelId, GuildId, GuildSettings, MemoryStore, TournamentRecord, UserId};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio_tungstenite::tungstenite::Message;

use crate::common::{ana, ben, referee_on, Reaped};

const GUILD: u64 = 47;
const HALL: u64 = 4_700;

/// The browser to drive: `CHROMIUM`, else the first of Debian's and others' names on `PATH`.
fn chromium() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("CHROMIUM") {
        return Some(PathBuf::from(path));
    }
    let names = [
        "chromium",
        "chromium-browser",
        "google-chrome",
        "google-chrome-stable",
    ];
    std::env::split_paths(&std::env::var_os("PATH")?)
        .flat_map(|dir| names.iter().map(move |n| dir.join(n)))
        .find(|p| p.is_file())
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// One page of the browser, over its DevTools WebSocket.
struct Page {
    socket: Socket,
    next: u64,
}

impl Page {
    async fn call(&mut self, method: &str, params: Value) -> Value {
        self.next += 1;
        let id = self.next;
        let message = json!({"id": id, "method": method, "params": params}).to_string();
        self.socket
            .send(Message::Text(message))
            .await
            .expect("DevTools send");
        loop {
            let frame = tokio::time::timeout(Duration::from_secs(20), self.socket.next())
                .await
                .unwrap_or_else(|_| panic!("no answer to {method}"))
                .expect("DevTools open")
                .expect("DevTools frame");
            let Message::Text(text) = frame else { continue };
            let value: Value = serde_json::from_str(&text).expect("DevTools JSON");
            if value["id"] == id {
                assert!(value.get("error").is_none(), "{method}: {value}");
                return value["result"].clone();
            }
        }
    }

    /// The value of a JavaScript expression in the page.
    async fn eval(&mut self, expression: &str) -> Value {
        let result = self
            .call(
                "Runtime.evaluate",
                json!({"expression": expression, "returnByValue": true, "awaitPromise": true}),
            )
            .await;
        assert!(
            result.get("exceptionDetails").is_none(),
            "{expression}: {result}"
        );
        result["result"]["value"].clone()
    }

    /// Wait (at most 10 s) until `expression` is true: the page's own state, not time.
    async fn until(&mut self, expression: &str) {
        for _ in 0..200 {
            if self.eval(expression).await == json!(true) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("not within 10 s: {expression}");
    }

    /// Open `url` and wait until it and its pictures have loaded.
    async fn open(&mut self, url: &str) {
        self.call("Page.navigate", json!({ "url": url })).await;
        self.until(
            "document.readyState === 'complete' && location.href !== 'about:blank' \
             && [...document.images].every(i => i.complete && i.naturalWidth > 0)",
        )
        .await;
    }

    async fn key(&mut self, key: &str, code: u32) {
        for kind in ["rawKeyDown", "keyUp"] {
            self.call(
                "Input.dispatchKeyEvent",
                json!({"type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code}),
            )
            .await;
        }
    }

    async fn size(&mut self, width: u32, height: u32, scale: f64, mobile: bool) {
        self.call(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": width, "height": height, "deviceScaleFactor": scale, "mobile": mobile}),
        )
        .await;
    }

    /// A PNG of `clip` (CSS pixels), or of the whole page.
    async fn screenshot(&mut self, clip: Option<Value>) -> Vec<u8> {
        let mut params = json!({"format": "png", "captureBeyondViewport": true});
        if let Some(clip) = clip {
            params["clip"] = clip;
        }
        let shot = self.call("Page.captureScreenshot", params).await;
        base64(shot["data"].as_str().expect("data"))
    }
}

/// Standard base64, as DevTools sends pictures (no crate for twenty lines).
fn base64(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    };
    let digits: Vec<u8> = text.bytes().filter_map(value).collect();
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let mut n = 0u32;
        for (i, d) in chunk.iter().enumerate() {
            n |= u32::from(*d) << (18 - 6 * i);
        }
        let bytes = n.to_be_bytes();
        out.extend_from_slice(&bytes[1..chunk.len()]);
    }
    out
}

/// A PNG as RGBA pixels (palette and grey expanded), with its size.
fn rgba(png_bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut decoder = png::Decoder::new(png_bytes);
    decoder.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buffer = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buffer).expect("a frame");
    let pixels = &buffer[..info.buffer_size()];
    let out = match info.color_type {
        png::ColorType::Rgba => pixels.to_vec(),
        png::ColorType::Rgb => pixels
            .chunks(3)
            .flat_map(|p| [p[0], p[1], p[2], 255])
            .collect(),
        png::ColorType::GrayscaleAlpha => pixels
            .chunks(2)
            .flat_map(|p| [p[0], p[0], p[0], p[1]])
            .collect(),
        _ => pixels.iter().flat_map(|g| [*g, *g, *g, 255]).collect(),
    };
    (info.width, info.height, out)
}

/// The browser, started headless on a loopback DevTools port, and a fresh page in it.
async fn browser(binary: &Path, profile: &Path) -> (Reaped, Page) {
    let mut child = std::process::Command::new(binary)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--disable-extensions",
            "--disable-background-networking",
            "--hide-scrollbars",
            "--force-color-profile=srgb",
            "--remote-debugging-address=127.0.0.1",
            "--remote-debugging-port=0",
            "--window-size=1100,900",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg("about:blank")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("chromium starts");
    let stderr = child.stderr.take().expect("stderr");
    let child = Reaped(child);
    // Chromium says where its DevTools listen on stderr; a thread reads it (and the rest).
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        use std::io::BufRead as _;
        let mut sent = false;
        for line in std::io::BufReader::new(stderr)
            .lines()
            .map_while(Result::ok)
        {
            if !sent {
                if let Some(url) = line.split_whitespace().find(|w| w.starts_with("ws://")) {
                    let _ = tx.send(url.to_string());
                    sent = true;
                }
            }
        }
    });
    let browser_url = tokio::task::spawn_blocking(move || rx.recv_timeout(Duration::from_secs(30)))
        .await
        .expect("join")
        .expect("chromium names its DevTools address within 30 s");
    let port = browser_url
        .trim_start_matches("ws://127.0.0.1:")
        .split('/')
        .next()
        .expect("a port")
        .to_string();
    let target = reqwest::Client::new()
        .put(format!("http://127.0.0.1:{port}/json/new?about:blank"))
        .send()
        .await
        .expect("a new page")
        .text()
        .await
        .expect("its JSON");
    let target: Value = serde_json::from_str(&target).expect("JSON");
    let ws = target["webSocketDebuggerUrl"]
        .as_str()
        .expect("page socket");
    let (socket, _) = tokio_tungstenite::connect_async(ws)
        .await
        .expect("DevTools connect");
    let mut page = Page { socket, next: 0 };
    page.call("Page.enable", json!({})).await;
    page.call("Runtime.enable", json!({})).await;
    page.size(1100, 900, 1.0, false).await;
    (child, page)
}

/// A store whose server shows its pages, a referee over it, two games played and one under
/// way, and a round robin with standings.
async fn played() -> (Arc<dyn Store>, Referee, u64, u64, String) {
    let store: Arc<dyn Store> = Arc::new(MemoryStore::new());
    store
        .set_guild_settings(
            GuildId(GUILD),
            &GuildSettings {
                web: true,
                ..GuildSettings::default()
            },
        )
        .expect("settings");
    let referee = referee_on(store.clone());
    let mut ongoing = 0;
    for (n, moves) in [(0u64, 6usize), (1, 10), (2, 8)] {
        let place = Place {
            channel: HALL + n,
            guild: Some(GUILD),
        };
        let challenge = Challenge {
            opponent: ben(),
            variant: Some(Variant::Russian),
            color: ColorChoice::White,
            time: None,
        };
        assert!(!referee.handle(place, &ana(), challenge).await.is_error());
        assert!(!referee.handle(place, &ben(), Accept).await.is_error());
        for _ in 0..moves {
            play_first_move(&referee, place).await;
        }
        if n < 2 {
            let loser = if n == 0 { ben() } else { ana() };
            assert!(!referee.handle(place, &loser, Resign).await.is_error());
        } else {
            ongoing = referee
                .channels()
                .game(place.channel)
                .await
                .expect("game")
                .0
                .id
                .0;
        }
    }
    let mut competition = damero_tournament::Competition::new(
        damero_tournament::Format::RoundRobin { cycles: 1 },
        vec![
            damero_tournament::TieBreak::SonnebornBerger,
            damero_tournament::TieBreak::Wins,
        ],
    );
    for (user, name, rating) in [
        (ana().id, "Ana", 1620),
        (ben().id, "Ben", 1580),
        (103, "Carmen", 1500),
        (104, "Dmitri", 1450),
    ] {
        competition.join(user, name, rating).expect("joins");
    }
    let boards = competition.start().expect("starts");
    use damero_tournament::Outcome::{Draw, Loss, Win};
    for (i, result) in [[Win, Loss], [Draw, Draw]].into_iter().enumerate() {
        if i < boards.len() {
            assert!(competition.record(1, i, result), "recorded");
        }
    }
    // The first board was played as game 1 (the page links it).
    if let Some(board) = competition.board_mut(1, 0) {
        board.game = Some(1);
    }
    let leader = competition
        .entrant(boards[0].white)
        .expect("an entrant")
        .name
        .clone();
    let tournament = store
        .create_tournament(&TournamentRecord {
            id: 0,
            guild: GuildId(GUILD),
            channel: ChannelId(HALL),
            name: "Friday round robin".into(),
            variant: Variant::Russian,
            move_time_ms: None,
            director: damero_storage::Human {
                id: UserId(ana().id),
                name: "Ana".into(),
            },
            created_ms: 1,
            starts_ms: None,
            ends_ms: None,
            status: damero_storage::TournamentStatus::Running,
            version: 0,
            announced: 0,
            competition,
        })
        .expect("tournament");
    (store, referee, ongoing, tournament.id, leader)
}

/// The side to move plays its first legal move.
async fn play_first_move(referee: &Referee, place: Place) {
    let (record, game) = referee.channels().game(place.channel).await.expect("game");
    let rules = game.variant().rules();
    let d = game.position().details(false).remove(0);
    let text = damero_rules::move_text(rules, &d, rules.default_notation());
    let mover = if record.color_of(UserId(ana().id)) == Some(game.turn()) {
        ana()
    } else {
        ben()
    };
    let answer = referee.handle(place, &mover, Move(text)).await;
    assert!(!answer.is_error(), "{answer:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_real_browser_steps_through_a_game_follows_it_live_and_reads_the_standings() {
    let Some(binary) = chromium() else {
        assert!(
            std::env::var_os("CI_REQUIRE_CHROMIUM").is_none(),
            "CI_REQUIRE_CHROMIUM is set but no chromium was found"
        );
        eprintln!(
            "skipped: no Chromium on PATH (apt-get install chromium, or set CHROMIUM=/path/to/it)"
        );
        return;
    };
    let (store, referee, game, tournament, leader) = played().await;
    let painter = Arc::new(RenderPainter::new(pages::BOARD).expect("renderer"));
    let web = Web::new(
        store.clone(),
        painter.clone(),
        Scope::OptedIn,
        "Damero",
        Limits::default(),
    );
    web.follow(referee.base().events());
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let site = format!("http://{}", listener.local_addr().expect("address"));
    web.serve(listener);
    let profile = tempfile::tempdir().expect("profile");
    let (_chromium, mut page) = browser(&binary, profile.path()).await;

    // Step through the game with the keyboard: no reload (a marker set in the page stays).
    page.open(&format!("{site}/g/{game}?lang=en")).await;
    let last = 8;
    page.until(&format!(
        "document.querySelector('main').dataset.ply === '{last}'"
    ))
    .await;
    page.eval("window.__stayed = true").await;
    page.key("Home", 36).await;
    page.until("document.querySelector('main').dataset.ply === '0'")
        .await;
    for k in 1..=3 {
        page.key("ArrowRight", 39).await;
        page.until(&format!(
            "document.querySelector('main').dataset.ply === '{k}' \
             && document.getElementById('board').src.endsWith('/{k}.png')"
        ))
        .await;
    }
    page.key("ArrowLeft", 37).await;
    page.until("document.querySelector('main').dataset.ply === '2'")
        .await;
    let alt = page.eval("document.getElementById('board').alt").await;
    assert!(
        alt.as_str()
            .is_some_and(|a| a.starts_with("Russian draughts, after 1... ")),
        "{alt}"
    );
    page.key("End", 35).await;
    page.until(&format!(
        "document.querySelector('main').dataset.ply === '{last}' \
         && document.getElementById('board').complete \
         && document.getElementById('board').src.endsWith('/{last}.png')"
    ))
    .await;
    assert_eq!(page.eval("window.__stayed === true").await, json!(true));

    // The final position's pixels are the renderer's.
    let rect = page
        .eval(
            "(() => { const r = document.getElementById('board').getBoundingClientRect(); \
             return [r.left + scrollX, r.top + scrollY, r.width, r.height]; })()",
        )
        .await;
    let rect: Vec<f64> = serde_json::from_value(rect).expect("a rectangle");
    assert_eq!(rect[2], f64::from(pages::BOARD), "shown at its own size");
    let shot = page
        .screenshot(Some(
            json!({"x": rect[0], "y": rect[1], "width": rect[2], "height": rect[3], "scale": 1}),
        ))
        .await;
    let (_, final_game) = referee.channels().game(HALL + 2).await.expect("game");
    let expected = painter
        .paint(&Sketch {
            position: final_game.position(),
            last: final_game.last_move(),
            orientation: Orientation::White,
            huffed: None,
            arrows: &[],
        })
        .expect("painted");
    let (w, h, seen) = rgba(&shot);
    let (ew, eh, wanted) = rgba(&expected);
    assert_eq!((w, h), (ew, eh));
    // The corners are rounded by the page's style: 8 pixels at each corner are left out.
    let corner = |x: u32, y: u32| (x < 8 || x >= w - 8) && (y < 8 || y >= h - 8);
    let mut differ = 0;
    for y in 0..h {
        for x in 0..w {
            if corner(x, y) {
                continue;
            }
            let i = ((y * w + x) * 4) as usize;
            let far = (0..3).any(|c| seen[i + c].abs_diff(wanted[i + c]) > 6);
            differ += u32::from(far);
        }
    }
    assert!(
        differ < w * h / 500,
        "{differ} pixels differ from the renderer's board"
    );

    // Live: a move committed through the referee appears without a reload.
    play_first_move(
        &referee,
        Place {
            channel: HALL + 2,
            guild: Some(GUILD),
        },
    )
    .await;
    page.until(&format!(
        "document.querySelectorAll('ol.moves a').length === {} \
         && document.querySelector('main').dataset.ply === '{}' && window.__stayed === true",
        last + 1,
        last + 1
    ))
    .await;

    // The tournament page shows the standings, leader first.
    page.open(&format!("{site}/t/{tournament}?lang=en")).await;
    let rows = page
        .eval("[...document.querySelectorAll('table.standings tbody tr')].map(r => r.cells[1].textContent)")
        .await;
    let rows: Vec<String> = serde_json::from_value(rows).expect("names");
    assert_eq!(rows.len(), 4, "{rows:?}");
    assert_eq!(rows[0], leader, "{rows:?}");

    // Hostile names are text and break no layout, even at a phone's width.
    let long = "W".repeat(1_000);
    let hostile = store
        .start_game(&damero_storage::NewGame {
            channel: ChannelId(HALL + 9),
            guild: Some(GuildId(GUILD)),
            variant: Variant::Russian,
            start_fen: None,
            white: damero_storage::Seat::human(
                UserId(7),
                format!("<script>alert(1)</script>{long}"),
            ),
            black: damero_storage::Seat::human(
                UserId(8),
                "\"><img src=x onerror=alert(1)>\u{202e}evil",
            ),
            now_ms: 1,
            move_time_ms: None,
        })
        .expect("a game")
        .id
        .0;
    page.size(390, 844, 2.0, true).await;
    page.open(&format!("{site}/g/{hostile}")).await;
    assert_eq!(
        page.eval("document.querySelectorAll('main script, main img:not(#board)').length")
            .await,
        json!(0),
        "no element made of a name"
    );
    assert_eq!(
        page.eval("document.querySelector('dl.sides bdi').textContent.startsWith('<script>')")
            .await,
        json!(true)
    );
    assert_eq!(
        page.eval("document.documentElement.scrollWidth <= window.innerWidth")
            .await,
        json!(true),
        "nothing wider than the phone"
    );
    page.size(1100, 900, 1.0, false).await;

    if let Some(dir) = std::env::var_os("DAMERO_SCREENSHOTS") {
        let dir = PathBuf::from(dir);
        std::fs::create_dir_all(&dir).expect("screenshot folder");
        let pages = [
            ("game", format!("{site}/g/{game}?lang=en")),
            ("tournament", format!("{site}/t/{tournament}?lang=en")),
            ("player", format!("{site}/p/{}?lang=en", ana().id)),
        ];
        for (width, height, scale, mobile, suffix) in
            [(1100, 900, 1.0, false, ""), (390, 844, 2.0, true, "-phone")]
        {
            page.size(width, height, scale, mobile).await;
            for (name, url) in &pages {
                page.open(url).await;
                let shot = page.screenshot(None).await;
                std::fs::write(dir.join(format!("{name}{suffix}.png")), shot).expect("write");
            }
        }
    }
}
