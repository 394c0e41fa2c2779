//! The web pages (issue 45): a read-only front end over the store, on the bot's own runtime
//! (axum), off unless `web.listen` is set or `damero web` runs. Paths are fixed so links stay
//! valid: `/g/{id}` (a game; `.pdn` its PDN, `/{ply}.png` a board, `/live` its news),
//! `/t/{id}` (a tournament; `/standings.png`, `/live`), `/p/{user}` (a player) and `/`. Only
//! servers that opted in are shown (`data.rs`); everything else is the 404 page, in the
//! reader's language (`?lang=`, else `Accept-Language`). Live pages follow the referee's
//! events inside the bot, or poll the store when standalone (`live.rs`).
//!
//! Safe by construction: GET only (no write endpoint), templates that escape (`pages.rs`), a
//! Content-Security-Policy that allows no inline script, requests in flight and live
//! subscribers limited per address.

pub mod data;
pub mod live;
pub mod pages;

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::extract::{ConnectInfo, Path, Query, Request, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::Next;
use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use axum::Router;
use damero_render::{standings_png, Orientation, StandingsTable, Theme};
use damero_rules::Event;
use damero_storage::{Store, StoreError};

use crate::i18n::{Lang, Msg};
use crate::painter::{BoardPainter, Sketch};
use crate::referee::{Event as Committed, Events};
use data::Scope;
use live::{Connections, Hub, Limits, Topic};

/// The Content-Security-Policy of every answer: our own script, style and pictures only.
pub const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; \
                       connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// What the pages are served from.
#[derive(Clone)]
pub struct Web {
    store: Arc<dyn Store>,
    painter: Arc<dyn BoardPainter>,
    scope: Scope,
    bot_name: Arc<str>,
    hub: Arc<Hub>,
    in_flight: Arc<Mutex<HashMap<IpAddr, usize>>>,
    connections: Arc<Connections>,
    pokes: tokio::sync::mpsc::Sender<()>,
}

/// How long a connection may take to send a request's head before it is closed.
pub const HEAD_TIMEOUT: Duration = Duration::from_secs(10);

impl std::fmt::Debug for Web {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Web")
            .field("scope", &self.scope)
            .field("subscribers", &self.hub.subscribers())
            .finish_non_exhaustive()
    }
}

/// The reader's language: `?lang=`, else the first of `Accept-Language` spoken, else English.
#[must_use]
pub fn language(asked: Option<&str>, accept: Option<&str>) -> Lang {
    if let Some(lang) = asked.and_then(|a| a.parse().ok()) {
        return lang;
    }
    let mut tags: Vec<(f32, &str)> = accept
        .unwrap_or_default()
        .split(',')
        .take(16)
        .filter_map(|part| {
            let mut bits = part.split(';');
            let tag = bits.next()?.trim();
            let q = bits
                .find_map(|b| b.trim().strip_prefix("q="))
                .and_then(|q| q.parse::<f32>().ok())
                .unwrap_or(1.0);
            (!tag.is_empty() && q > 0.0).then_some((q, tag))
        })
        .collect();
    tags.sort_by(|a, b| b.0.total_cmp(&a.0));
    tags.iter()
        .find_map(|(_, tag)| Lang::from_discord(tag).or_else(|| tag.parse().ok()))
        .unwrap_or_default()
}

#[derive(Debug, serde::Deserialize)]
struct Params {
    lang: Option<String>,
    ply: Option<String>,
}

fn lang_of(params: &Params, headers: &HeaderMap) -> Lang {
    language(
        params.lang.as_deref(),
        headers
            .get(header::ACCEPT_LANGUAGE)
            .and_then(|v| v.to_str().ok()),
    )
}

fn not_found(lang: Lang) -> Response {
    (StatusCode::NOT_FOUND, Html(pages::not_found_page(lang))).into_response()
}

fn failed(e: &anyhow::Error) -> Response {
    tracing::error!(error = %e, "a web page failed");
    (StatusCode::INTERNAL_SERVER_ERROR, "internal error").into_response()
}

/// An id from a path segment: digits only, no sign, no leading `+`.
fn id_of(text: &str) -> Option<u64> {
    (!text.is_empty() && text.len() <= 20 && text.bytes().all(|b| b.is_ascii_digit()))
        .then(|| text.parse().ok())
        .flatten()
}

impl Web {
    /// Pages over `store`, boards by `painter`, for the servers in `scope`.
    #[must_use]
    pub fn new(
        store: Arc<dyn Store>,
        painter: Arc<dyn BoardPainter>,
        scope: Scope,
        bot_name: &str,
        limits: Limits,
    ) -> Web {
        let (pokes, woken) = tokio::sync::mpsc::channel(1);
        let web = Web {
            store,
            painter,
            scope,
            bot_name: bot_name.into(),
            hub: Arc::new(Hub::new(limits)),
            in_flight: Arc::default(),
            connections: Arc::default(),
            pokes,
        };
        tokio::spawn(web.clone().watch(woken));
        web
    }

    /// Live pages hear of the referee's committed changes (inside the bot).
    pub fn follow(&self, events: &Events) {
        let pokes = self.pokes.clone();
        events.subscribe(move |e| {
            if matches!(
                e,
                Committed::Moved { .. }
                    | Committed::GameEnded { .. }
                    | Committed::RoundPaired { .. }
            ) {
                // Full: a look is already due, and it will see this change too.
                let _ = pokes.try_send(());
            }
        });
    }

    /// Live pages look at the store every `period` (standalone: no events to follow).
    pub fn poll(&self, period: Duration) {
        let pokes = self.pokes.clone();
        tokio::spawn(async move {
            let mut every = tokio::time::interval(period);
            loop {
                every.tick().await;
                if pokes.send(()).await.is_err() {
                    return;
                }
            }
        });
    }

    /// On each poke, read the versions of the topics followed and tell their subscribers.
    async fn watch(self, mut woken: tokio::sync::mpsc::Receiver<()>) {
        while woken.recv().await.is_some() {
            let watched = self.hub.watched();
            if watched.is_empty() {
                continue;
            }
            let store = self.store.clone();
            let read = tokio::task::spawn_blocking(move || {
                watched
                    .into_iter()
                    .filter_map(|(topic, _)| version_of(store.as_ref(), topic).map(|v| (topic, v)))
                    .collect::<Vec<_>>()
            })
            .await;
            for (topic, version) in read.unwrap_or_default() {
                self.hub.publish(topic, version);
            }
        }
    }

    /// The router: every page, GET only, with the safety headers and the per-address limit.
    pub fn router(&self) -> Router {
        Router::new()
            .route("/", get(home))
            .route("/g/:file", get(game))
            .route("/g/:id/live", get(game_live))
            .route("/g/:id/:picture", get(board))
            .route("/t/:id", get(tournament))
            .route("/t/:id/live", get(tournament_live))
            .route("/t/:id/standings.png", get(standings))
            .route("/p/:user", get(player))
            .route("/static/damero.js", get(script))
            .route("/static/damero.css", get(style))
            .fallback(missing)
            .layer(axum::middleware::from_fn_with_state(self.clone(), limit))
            .layer(axum::middleware::from_fn(headers))
            .with_state(self.clone())
    }

    /// Serve on `listener` until the runtime ends: each connection within the limits (per
    /// address and in all; over them it is closed at once) is served over HTTP/1.1, and one
    /// that sends no request head within [`HEAD_TIMEOUT`] is closed.
    pub fn serve(&self, listener: tokio::net::TcpListener) -> tokio::task::JoinHandle<()> {
        let web = self.clone();
        let router = self.router();
        tokio::spawn(async move {
            loop {
                let (stream, peer) = match listener.accept().await {
                    Ok(accepted) => accepted,
                    Err(e) => {
                        // Out of file descriptors, say: wait a little rather than spin.
                        tracing::warn!(error = %e, "the web pages could not accept a connection");
                        tokio::time::sleep(Duration::from_millis(100)).await;
                        continue;
                    }
                };
                let Some(slot) = web.connections.admit(peer.ip(), web.hub.limits()) else {
                    tracing::debug!(%peer, "a connection over the limits was closed");
                    continue;
                };
                let service = router.clone().layer(axum::Extension(ConnectInfo(peer)));
                tokio::spawn(async move {
                    let served = hyper::server::conn::http1::Builder::new()
                        .timer(hyper_util::rt::TokioTimer::new())
                        .header_read_timeout(HEAD_TIMEOUT)
                        .serve_connection(
                            hyper_util::rt::TokioIo::new(stream),
                            hyper_util::service::TowerToHyperService::new(service),
                        )
                        .await;
                    if let Err(e) = served {
                        tracing::debug!(%peer, error = %e, "a web connection ended badly");
                    }
                    drop(slot);
                });
            }
        })
    }

    /// Connections open now.
    #[must_use]
    pub fn connections(&self) -> usize {
        self.connections.open()
    }

    /// Run `f` on the store off the runtime.
    async fn read<T: Send + 'static>(
        &self,
        f: impl FnOnce(&Web) -> anyhow::Result<T> + Send + 'static,
    ) -> anyhow::Result<T> {
        let web = self.clone();
        tokio::task::spawn_blocking(move || f(&web))
            .await
            .map_err(|e| anyhow::anyhow!("web task: {e}"))?
    }

    /// Live pages open now.
    #[must_use]
    pub fn subscribers(&self) -> usize {
        self.hub.subscribers()
    }
}

fn version_of(store: &dyn Store, topic: Topic) -> Option<u64> {
    match topic {
        Topic::Game(id) => store
            .game(damero_storage::GameId(id))
            .ok()
            .flatten()
            .map(|g| g.version),
        Topic::Tournament(id) => {
            let t = store.tournament(id).ok().flatten()?;
            data::tournament_version(store, &t).ok()
        }
    }
}

/// The safety headers of every answer.
async fn headers(request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let h = response.headers_mut();
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CSP),
    );
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    h.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    response
}

/// The reader's address: the peer's, or, when the peer is a reverse proxy on this machine
/// (loopback), the last address it added to `X-Forwarded-For`.
#[must_use]
pub fn reader_address(peer: SocketAddr, headers: &HeaderMap) -> IpAddr {
    if !peer.ip().is_loopback() {
        return peer.ip();
    }
    headers
        .get_all("x-forwarded-for")
        .iter()
        .next_back()
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.rsplit(',').next())
        .and_then(|a| a.trim().parse().ok())
        .unwrap_or(peer.ip())
}

/// At most `requests_per_address` requests of one reader at once; more get 429.
async fn limit(
    State(web): State<Web>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    request: Request,
    next: Next,
) -> Response {
    let ip = reader_address(peer, request.headers());
    {
        let mut map = web
            .in_flight
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let n = map.entry(ip).or_insert(0);
        if *n >= web.hub.limits().requests_per_address {
            return StatusCode::TOO_MANY_REQUESTS.into_response();
        }
        *n += 1;
    }
    let response = next.run(request).await;
    let mut map = web
        .in_flight
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(n) = map.get_mut(&ip) {
        *n -= 1;
        if *n == 0 {
            map.remove(&ip);
        }
    }
    response
}

fn html_page(page: Option<String>, lang: Lang) -> Response {
    match page {
        Some(page) => Html(page).into_response(),
        None => not_found(lang),
    }
}

async fn home(State(web): State<Web>, Query(p): Query<Params>, h: HeaderMap) -> Response {
    let lang = lang_of(&p, &h);
    let page = web
        .read(move |w| {
            let view = data::home_view(w.store.as_ref(), w.scope, &w.bot_name)?;
            Ok(pages::home_page(&view, lang))
        })
        .await;
    match page {
        Ok(page) => html_page(Some(page), lang),
        Err(e) => failed(&e),
    }
}

async fn game(
    State(web): State<Web>,
    Path(file): Path<String>,
    Query(p): Query<Params>,
    h: HeaderMap,
) -> Response {
    let lang = lang_of(&p, &h);
    let (id, pdn) = match file.strip_suffix(".pdn") {
        Some(id) => (id_of(id), true),
        None => (id_of(&file), false),
    };
    let Some(id) = id else {
        return not_found(lang);
    };
    let ply = p.ply.as_deref().and_then(|k| k.parse::<usize>().ok());
    let make = move |w: &Web| {
        let Some(record) = data::visible_game(w.store.as_ref(), w.scope, id)? else {
            return Ok(None);
        };
        if pdn {
            let game = record.replay()?;
            let bytes = crate::referee::say::pdn(&record, &game, &w.bot_name, "Damero".into());
            return Ok(Some(Err(bytes)));
        }
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX));
        Ok(data::game_view(&record, &w.bot_name, now)
            .map(|view| Ok(pages::game_page(&view, ply.unwrap_or(usize::MAX), lang))))
    };
    shown(&web, lang, make, move |answer| match answer {
        Ok(page) => Html(page).into_response(),
        Err(pdn) => (
            [
                (
                    header::CONTENT_TYPE,
                    "application/x-chess-pdn; charset=utf-8".to_string(),
                ),
                (
                    header::CONTENT_DISPOSITION,
                    format!("attachment; filename=\"damero-{id}.pdn\""),
                ),
            ],
            pdn,
        )
            .into_response(),
    })
    .await
}

/// Answer with what `make` reads off the runtime, as `respond` makes it an answer; the
/// reader's 404 page when there is nothing to show; our failure, logged, when reading failed.
async fn shown<T: Send + 'static>(
    web: &Web,
    lang: Lang,
    make: impl FnOnce(&Web) -> anyhow::Result<Option<T>> + Send + 'static,
    respond: impl FnOnce(T) -> Response,
) -> Response {
    match web.read(make).await {
        Ok(Some(answer)) => respond(answer),
        Ok(None) => not_found(lang),
        Err(e) => failed(&e),
    }
}

fn png(bytes: Vec<u8>, immutable: bool) -> Response {
    let cache = if immutable {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    (
        [
            (header::CONTENT_TYPE, "image/png"),
            (header::CACHE_CONTROL, cache),
        ],
        bytes,
    )
        .into_response()
}

/// A reviewed game's graph, in the reader's language (404 while it has none).
async fn review_graph(web: Web, id: String, lang: Lang) -> Response {
    let Some(id) = id_of(&id) else {
        return not_found(lang);
    };
    // A later review may replace it: not kept as immutable.
    shown(
        &web,
        lang,
        move |w| {
            let Some(record) = data::visible_game(w.store.as_ref(), w.scope, id)? else {
                return Ok(None);
            };
            let Some(review) = &record.review else {
                return Ok(None);
            };
            Ok(Some(crate::referee::stored_review_graph(
                review,
                damero_render::Theme::default(),
                lang,
            )?))
        },
        |bytes| png(bytes, false),
    )
    .await
}

async fn board(
    State(web): State<Web>,
    Path((id, picture)): Path<(String, String)>,
    Query(p): Query<Params>,
    h: HeaderMap,
) -> Response {
    let lang = lang_of(&p, &h);
    if picture == "review.png" {
        return review_graph(web, id, lang).await;
    }
    let (Some(id), Some(ply)) = (
        id_of(&id),
        picture
            .strip_suffix(".png")
            .and_then(id_of)
            .and_then(|k| usize::try_from(k).ok()),
    ) else {
        return not_found(lang);
    };
    // A game's position at a ply never changes (a game only grows).
    shown(
        &web,
        lang,
        move |w| {
            let Some(record) = data::visible_game(w.store.as_ref(), w.scope, id)? else {
                return Ok(None);
            };
            let game = record.replay()?;
            let positions = data::positions(&game);
            let Some((position, event)) = positions.get(ply) else {
                return Ok(None);
            };
            let (last, huffed) = match event {
                Some(Event::Move { detail, .. }) => (Some(detail), None),
                Some(Event::Huff { square, .. }) => (None, Some(*square)),
                None => (None, None),
            };
            let bytes = w.painter.paint(&Sketch {
                position,
                last,
                orientation: Orientation::White,
                huffed,
                arrows: &[],
            })?;
            Ok(Some(bytes))
        },
        |bytes| png(bytes, true),
    )
    .await
}

async fn tournament(
    State(web): State<Web>,
    Path(id): Path<String>,
    Query(p): Query<Params>,
    h: HeaderMap,
) -> Response {
    let lang = lang_of(&p, &h);
    let Some(id) = id_of(&id) else {
        return not_found(lang);
    };
    let page = move |w: &Web| match visible_tournament(w, id)? {
        Some(t) => {
            let view = data::tournament_live_view(w.store.as_ref(), &t)?;
            Ok(Some(pages::tournament_page(&view, lang)))
        }
        None => Ok(None),
    };
    shown(&web, lang, page, |page| Html(page).into_response()).await
}

fn visible_tournament(
    w: &Web,
    id: u64,
) -> Result<Option<damero_storage::TournamentRecord>, StoreError> {
    let Some(t) = w.store.tournament(id)? else {
        return Ok(None);
    };
    Ok(data::shown(w.store.as_ref(), w.scope, Some(t.guild))?.then_some(t))
}

async fn standings(
    State(web): State<Web>,
    Path(id): Path<String>,
    Query(p): Query<Params>,
    h: HeaderMap,
) -> Response {
    let lang = lang_of(&p, &h);
    let Some(id) = id_of(&id) else {
        return not_found(lang);
    };
    shown(
        &web,
        lang,
        move |w| {
            let Some(t) = visible_tournament(w, id)? else {
                return Ok(None);
            };
            let view = data::tournament_view(&t);
            let mut columns = vec![
                Msg::new("tournament-column-rank").text(lang),
                Msg::new("tournament-column-player").text(lang),
                Msg::new("tournament-column-points").text(lang),
            ];
            columns.extend(
                view.tie_breaks
                    .iter()
                    .map(|c| Msg::owned(format!("tiebreak-{c}")).text(lang)),
            );
            let table = StandingsTable {
                title: view.name.clone(),
                columns,
                rows: view
                    .standings
                    .iter()
                    .map(|l| {
                        let mut row =
                            vec![l.rank.to_string(), l.side.name.clone(), l.points.clone()];
                        row.extend(l.tie_breaks.iter().cloned());
                        row
                    })
                    .collect(),
            };
            Ok(Some(standings_png(&table, Theme::default())?))
        },
        |bytes| png(bytes, false),
    )
    .await
}

async fn player(
    State(web): State<Web>,
    Path(user): Path<String>,
    Query(p): Query<Params>,
    h: HeaderMap,
) -> Response {
    let lang = lang_of(&p, &h);
    let Some(user) = id_of(&user) else {
        return not_found(lang);
    };
    let page = move |w: &Web| {
        let view = data::player_view(w.store.as_ref(), w.scope, user, &w.bot_name)?;
        Ok(view.map(|v| pages::player_page(&v, lang)))
    };
    shown(&web, lang, page, |page| Html(page).into_response()).await
}

/// A live page's news: the topic's version now, then each new one (server-sent events).
async fn live(web: Web, topic: Topic, reader: IpAddr) -> Response {
    let now = web
        .read(move |w| Ok(version_of(w.store.as_ref(), topic)))
        .await;
    let version = match now {
        Ok(Some(v)) => v,
        Ok(None) => return StatusCode::NOT_FOUND.into_response(),
        Err(e) => return failed(&e),
    };
    let Some(subscription) = web.hub.subscribe(topic, version, reader) else {
        return StatusCode::TOO_MANY_REQUESTS.into_response();
    };
    let first = futures_util::stream::once(async move {
        Ok::<_, std::convert::Infallible>(SseEvent::default().data(version.to_string()))
    });
    let news = futures_util::stream::unfold(subscription, |mut s| async move {
        loop {
            match s.news.recv().await {
                Ok(v) => {
                    return Some((
                        Ok::<_, std::convert::Infallible>(SseEvent::default().data(v.to_string())),
                        s,
                    ))
                }
                Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {}
                Err(tokio::sync::broadcast::error::RecvError::Closed) => return None,
            }
        }
    });
    use futures_util::StreamExt as _;
    Sse::new(first.chain(news))
        .keep_alive(KeepAlive::default())
        .into_response()
}

async fn game_live(
    State(web): State<Web>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path(id): Path<String>,
    h: HeaderMap,
) -> Response {
    let Some(id) = id_of(&id) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let visible = web
        .read(move |w| Ok(data::visible_game(w.store.as_ref(), w.scope, id)?.is_some()))
        .await;
    match visible {
        Ok(true) => live(web, Topic::Game(id), reader_address(peer, &h)).await,
        Ok(false) => StatusCode::NOT_FOUND.into_response(),
        Err(e) => failed(&e),
    }
}

async fn tournament_live(
    State(web): State<Web>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Path(id): Path<String>,
    h: HeaderMap,
) -> Response {
    let Some(id) = id_of(&id) else {
        return StatusCode::NOT_FOUND.into_response();
    };
    let visible = web
        .read(move |w| Ok(visible_tournament(w, id)?.is_some()))
        .await;
    match visible {
        Ok(true) => live(web, Topic::Tournament(id), reader_address(peer, &h)).await,
        Ok(false) => StatusCode::NOT_FOUND.into_response(),
        Err(e) => failed(&e),
    }
}

async fn missing(Query(p): Query<Params>, h: HeaderMap) -> Response {
    not_found(lang_of(&p, &h))
}

async fn script() -> Response {
    (
        [(header::CONTENT_TYPE, "text/javascript; charset=utf-8")],
        include_str!("damero.js"),
    )
        .into_response()
}

async fn style() -> Response {
    (
        [(header::CONTENT_TYPE, "text/css; charset=utf-8")],
        include_str!("damero.css"),
    )
        .into_response()
}

/// Inside the bot: messages link the pages at `web.base_url` (if set); the pages are served on
/// `web.listen` (if set) for the servers that opted in, live pages following the referee's
/// events. Answers the pages and the address bound (port 0 picks one).
///
/// # Errors
/// A bad `web.listen`, an address that cannot be bound, a renderer that cannot be built.
pub async fn start(
    config: &crate::config::Config,
    store: Arc<dyn Store>,
    referee: &crate::referee::Referee,
) -> anyhow::Result<Option<(Web, SocketAddr)>> {
    if let Some(base) = config.web.base()? {
        referee.settings().set_web_base(base);
    }
    let Some(address) = config.web.address()? else {
        return Ok(None);
    };
    let listener = tokio::net::TcpListener::bind(address)
        .await
        .map_err(|e| anyhow::anyhow!("cannot serve the web pages on {address}: {e}"))?;
    let bound = listener.local_addr()?;
    let painter = Arc::new(crate::wired::RenderPainter::new(pages::BOARD)?);
    let web = Web::new(
        store,
        painter,
        Scope::OptedIn,
        &config.discord.bot_name,
        Limits::default(),
    );
    web.follow(referee.base().events());
    web.serve(listener);
    tracing::info!(address = %bound, "serving the web pages");
    Ok(Some((web, bound)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_language_comes_from_the_query_then_the_accept_language_header() {
        assert_eq!(language(Some("ru"), Some("es")), Lang::Ru);
        assert_eq!(language(Some("xx"), Some("es-419,en;q=0.5")), Lang::Es);
        assert_eq!(
            language(None, Some("de;q=1, pt-BR;q=0.9, en;q=0.8")),
            Lang::Pt
        );
        assert_eq!(language(None, Some("en;q=0.2, cs;q=0.7")), Lang::Cs);
        assert_eq!(language(None, Some("tl-PH")), Lang::Fil);
        assert_eq!(language(None, Some("de, fr;q=0")), Lang::En);
        assert_eq!(language(None, None), Lang::En);
    }

    #[test]
    fn behind_a_proxy_on_loopback_the_reader_is_the_forwarded_address() {
        let mut h = HeaderMap::new();
        h.insert(
            "x-forwarded-for",
            HeaderValue::from_static("203.0.113.9, 198.51.100.4"),
        );
        let local: SocketAddr = "127.0.0.1:5000".parse().expect("address");
        let remote: SocketAddr = "192.0.2.1:5000".parse().expect("address");
        let forwarded: IpAddr = "198.51.100.4".parse().expect("address");
        assert_eq!(reader_address(local, &h), forwarded);
        assert_eq!(
            reader_address(remote, &h),
            remote.ip(),
            "only a local proxy is believed"
        );
        assert_eq!(reader_address(local, &HeaderMap::new()), local.ip());
        h.insert(
            "x-forwarded-for",
            HeaderValue::from_static("not an address"),
        );
        assert_eq!(reader_address(local, &h), local.ip());
    }

    #[test]
    fn ids_are_plain_digits() {
        assert_eq!(id_of("42"), Some(42));
        for bad in ["", "+1", "-1", "1.5", "99999999999999999999999", "١٢"] {
            assert_eq!(id_of(bad), None, "{bad}");
        }
    }
}
