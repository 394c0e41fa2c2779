//! Shared helpers.

use std::sync::Arc;
use std::time::Duration;

use damero::config::Config;
use damero::discord::Running;
use damero::referee::{Actor, MemoryStore, Referee, RefereeConfig, Store};
use damero::wired::{EngineOpponent, RenderPainter};

pub fn ana() -> Actor {
    Actor {
        id: 101,
        name: "Ana".into(),
    }
}

pub fn ben() -> Actor {
    Actor {
        id: 102,
        name: "Ben".into(),
    }
}

pub fn config() -> RefereeConfig {
    RefereeConfig {
        default_level: damero_engine::Level::new(1),
        challenge_timeout: Duration::from_secs(600),
        // These tests play without a clock; the time tests (`time.rs`) set their own.
        move_time: None,
        ..RefereeConfig::default()
    }
}

pub fn referee_on(store: Arc<dyn Store>) -> Referee {
    Referee::new(store, painter(), Arc::new(EngineOpponent::new()), config())
}

pub fn referee() -> Referee {
    referee_on(Arc::new(MemoryStore::new()))
}

/// Decode a PNG and return its size; panics when it is not a PNG.
pub fn png_size(bytes: &[u8]) -> (u32, u32) {
    let decoder = png::Decoder::new(bytes);
    let mut reader = decoder.read_info().expect("a PNG");
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf).expect("a PNG frame");
    assert!(buf.iter().any(|&b| b != buf[0]), "the picture is not blank");
    (info.width, info.height)
}

/// One renderer for the whole test binary (it draws its sprites once).
pub fn painter() -> Arc<RenderPainter> {
    static PAINTER: std::sync::OnceLock<Arc<RenderPainter>> = std::sync::OnceLock::new();
    PAINTER
        .get_or_init(|| Arc::new(RenderPainter::new(320).expect("renderer")))
        .clone()
}

/// A test opponent behind the referee's seam: plays the first legal move and accepts every
/// draw offer, so tests can drive the referee's bot paths without the engine's judgement.
#[derive(Debug, Default)]
pub struct FirstMove;

impl damero::opponent::Opponent for FirstMove {
    fn choose(
        &self,
        _key: u64,
        game: &damero_rules::Game,
        _level: damero_engine::Level,
    ) -> Option<damero_rules::MoveDetail> {
        game.position().details(false).into_iter().next()
    }

    fn accept_draw(
        &self,
        _key: u64,
        _game: &damero_rules::Game,
        _bot: damero_rules::Color,
        _level: damero_engine::Level,
    ) -> bool {
        true
    }
}

/// A `damero` process that is killed and reaped when dropped, so a test that fails half-way
/// leaves no bot running behind it.
pub struct Reaped(pub std::process::Child);

impl std::ops::Deref for Reaped {
    type Target = std::process::Child;
    fn deref(&self) -> &std::process::Child {
        &self.0
    }
}

impl std::ops::DerefMut for Reaped {
    fn deref_mut(&mut self) -> &mut std::process::Child {
        &mut self.0
    }
}

impl Drop for Reaped {
    fn drop(&mut self) {
        // Already gone after a normal stop: then both calls are harmless.
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Damero's config for a test against the fake Discord: REST and gateway at the fake, the
/// store in `dir`, and no flood limit (tests play whole games at machine speed; the flood
/// tests set their own limits).
pub fn fake_config(fake: &crate::fake::Fake, dir: &std::path::Path) -> Config {
    let mut config = Config::default();
    config.discord.http_proxy = Some(fake.url());
    config.storage.path = dir.to_path_buf();
    config.limits.burst = 100_000;
    config
}

/// The one set-up of every fake-Discord test: start the real client on `referee`, wait for
/// its `nth` connection (READY) and its slash commands' registration.
pub async fn start_bot_on(
    fake: &crate::fake::Fake,
    config: &Config,
    referee: &Referee,
    nth: u64,
) -> Running {
    let running = damero::discord::start(config, "test-token.not.real", referee.clone(), None)
        .await
        .expect("bot starts");
    fake.wait_ready(nth).await;
    // The commands are registered once setup has run.
    fake.wait_for(0, |c| c.method == "PUT" && c.path.ends_with("/commands"))
        .await;
    running
}

/// Wait (at most `limit`) until `done` says yes, looking again every 20 ms: for markers that
/// nothing announces (a child process's log file, the store's outbox, a scraped metric). It
/// waits for a marker, never for time to pass; the whole-program tests' one polling loop.
pub async fn until<F: std::future::Future<Output = bool>>(
    limit: Duration,
    what: &str,
    mut done: impl FnMut() -> F,
) {
    let deadline = std::time::Instant::now() + limit;
    while !done().await {
        assert!(
            std::time::Instant::now() < deadline,
            "not within {limit:?}: {what}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}
