//! The pages as HTML, from the views of `data.rs`, in the reader's language. maud escapes every
//! value put into the markup (names are hostile text); names are also isolated with `<bdi>` so
//! a right-to-left mark cannot turn the line around them. No inline script or style: the
//! behaviour is `/static/damero.js`, the look `/static/damero.css` (the CSP allows only those).

use maud::{html, Markup, DOCTYPE};

use super::data::{GameLine, GameView, HomeView, PlayerView, Side, TournamentLine, TournamentView};
use crate::i18n::{Arg, Lang, Msg};
use crate::referee::say;

/// The board pictures' size in pixels (the painter's).
pub const BOARD: u32 = 480;

fn t(lang: Lang, id: &'static str) -> String {
    Msg::new(id).text(lang)
}

/// The page around `body`: title, style, script, the language links, the footer.
fn layout(lang: Lang, title: &str, path: &str, body: Markup) -> String {
    let page = html! {
        (DOCTYPE)
        html lang=(lang.code()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (title) " · Damero" }
                link rel="stylesheet" href="/static/damero.css";
                script src="/static/damero.js" defer {}
            }
            body {
                header.top {
                    a.brand href={ "/?lang=" (lang.code()) } { "Damero" }
                }
                (body)
                footer {
                    nav aria-label=(t(lang, "web-language")) {
                        ul.langs {
                            @for l in Lang::ALL {
                                li {
                                    @if l == lang {
                                        span aria-current="true" lang=(l.code()) { (l.native_name()) }
                                    } @else {
                                        a href={ (path) "?lang=" (l.code()) } lang=(l.code()) hreflang=(l.code()) { (l.native_name()) }
                                    }
                                }
                            }
                        }
                    }
                    p { (t(lang, "web-footer")) }
                }
            }
        }
    };
    page.into_string()
}

fn name(side: &Side, lang: Lang) -> Markup {
    html! {
        @match side.user {
            Some(user) => a.player href={ "/p/" (user) "?lang=" (lang.code()) } { bdi { (side.name) } },
            None => bdi { (side.name) },
        }
    }
}

fn game_link(id: u64, lang: Lang) -> Markup {
    html! { a href={ "/g/" (id) "?lang=" (lang.code()) } { "#" (id) } }
}

fn result_text(result: &str, lang: Lang) -> String {
    if result == "*" {
        t(lang, "web-ongoing")
    } else {
        result.to_string()
    }
}

fn games_table(games: &[GameLine], lang: Lang) -> Markup {
    html! {
        div.scroll {
            table.games {
                thead {
                    tr {
                        th scope="col" { (t(lang, "web-column-game")) }
                        th scope="col" { (t(lang, "web-column-white")) }
                        th scope="col" { (t(lang, "web-column-black")) }
                        th scope="col" { (t(lang, "web-column-variant")) }
                        th scope="col" { (t(lang, "web-column-result")) }
                    }
                }
                tbody {
                    @for g in games {
                        tr {
                            td { (game_link(g.id, lang)) }
                            td.name { (name(&g.sides[0], lang)) }
                            td.name { (name(&g.sides[1], lang)) }
                            td { (say::variant(g.variant).text(lang)) }
                            td { (result_text(&g.result, lang)) }
                        }
                    }
                }
            }
        }
    }
}

fn tournament_list(list: &[TournamentLine], lang: Lang) -> Markup {
    html! {
        ul.tournaments {
            @for tl in list {
                li {
                    a href={ "/t/" (tl.id) "?lang=" (lang.code()) } { bdi { (tl.name) } }
                    " · "
                    span.muted { (Msg::new("web-tournament-status").arg("status", Arg::Key(tl.status)).text(lang)) }
                }
            }
        }
    }
}

/// A game's page, showing the board after ply `shown` (clamped to the game).
#[must_use]
pub fn game_page(view: &GameView, shown: usize, lang: Lang) -> String {
    let last = view.plies.len().saturating_sub(1);
    let shown = shown.min(last);
    let title = Msg::new("web-game-title").arg("id", view.id).text(lang);
    let versus = Msg::new("web-versus")
        .arg("white", view.sides[0].name.clone())
        .arg("black", view.sides[1].name.clone())
        .text(lang);
    let path = format!("/g/{}", view.id);
    let ply_href = |k: usize| format!("{path}?ply={k}&lang={}", lang.code());
    let alt = view
        .plies
        .get(shown)
        .map(|p| p.alt.text(lang))
        .unwrap_or_default();
    let body = html! {
        main #game data-game=(view.id) data-ply=(shown) data-last=(last) data-version=(view.version) data-live=[view.ongoing.then_some("1")] {
            h1 { (title) }
            p.versus { bdi { (versus) } }
            dl.sides {
                dt { (t(lang, "web-column-white")) } dd { (name(&view.sides[0], lang)) }
                dt { (t(lang, "web-column-black")) } dd { (name(&view.sides[1], lang)) }
                dt { (t(lang, "web-column-variant")) } dd { (say::variant(view.variant).text(lang)) }
                dt { (t(lang, "web-column-result")) } dd { (result_text(&view.result, lang)) }
            }
            p.status role="status" aria-live="polite" {
                @for m in &view.status { (m.text(lang)) " " }
            }
            div.play {
                figure.board {
                    img #board src={ (path) "/" (shown) ".png" } alt=(alt) width=(BOARD) height=(BOARD);
                }
                div.side {
                    nav.stepper aria-label=(t(lang, "web-moves")) {
                        a.step data-step="first" href=(ply_href(0)) title=(t(lang, "web-step-start")) aria-label=(t(lang, "web-step-start")) { "«" }
                        a.step data-step="back" href=(ply_href(shown.saturating_sub(1))) title=(t(lang, "web-step-back")) aria-label=(t(lang, "web-step-back")) { "‹" }
                        a.step data-step="forward" href=(ply_href((shown + 1).min(last))) title=(t(lang, "web-step-forward")) aria-label=(t(lang, "web-step-forward")) { "›" }
                        a.step data-step="last" href=(ply_href(last)) title=(t(lang, "web-step-end")) aria-label=(t(lang, "web-step-end")) { "»" }
                    }
                    p.hint { (t(lang, "web-step-keys")) }
                    h2 { (t(lang, "web-moves")) }
                    @if last == 0 {
                        p.muted { (t(lang, "web-no-moves")) }
                    }
                    ol.moves {
                        @for (k, ply) in view.plies.iter().enumerate().skip(1) {
                            li {
                                a.ply href=(ply_href(k)) data-ply=(k) data-alt=(ply.alt.text(lang)) aria-current=[(k == shown).then_some("step")] {
                                    @if !ply.number.is_empty() { span.num { (ply.number) } " " }
                                    (ply.text)
                                }
                            }
                        }
                    }
                    p {
                        a.download href={ (path) ".pdn" } download { (t(lang, "web-download-pdn")) }
                    }
                    @if view.ongoing {
                        p.live { span.dot aria-hidden="true" {} (t(lang, "web-live")) }
                    }
                }
            }
            @if let Some(depth) = view.review {
                section.review {
                    h2 { (t(lang, "web-review")) }
                    figure.review-graph {
                        img src={ (path) "/review.png?lang=" (lang.code()) } alt=(Msg::new("web-review-alt").arg("depth", u64::from(depth)).text(lang)) loading="lazy";
                    }
                }
            }
        }
    };
    layout(lang, &format!("{title}: {versus}"), &path, body)
}

/// A tournament's page.
#[must_use]
pub fn tournament_page(view: &TournamentView, lang: Lang) -> String {
    let path = format!("/t/{}", view.id);
    let tb: Vec<String> = view
        .tie_breaks
        .iter()
        .map(|c| Msg::owned(format!("tiebreak-{c}")).text(lang))
        .collect();
    let body = html! {
        main #tournament data-tournament=(view.id) data-version=(view.version) data-live=[(view.status != "finished").then_some("1")] {
            h1 { bdi { (view.name) } }
            p.meta {
                (Msg::new("web-tournament-status").arg("status", Arg::Key(view.status)).text(lang))
                " · " (say::variant(view.variant).text(lang))
                " · " (Msg::new("web-players").arg("count", view.players).text(lang))
            }
            h2 { (t(lang, "web-standings")) }
            @if view.standings.is_empty() {
                p.muted { (t(lang, "web-no-standings")) }
            } @else {
                div.scroll {
                    table.standings {
                        thead {
                            tr {
                                th scope="col" { (t(lang, "tournament-column-rank")) }
                                th scope="col" { (t(lang, "tournament-column-player")) }
                                th scope="col" { (t(lang, "tournament-column-points")) }
                                @for w in &tb { th scope="col" { (w) } }
                            }
                        }
                        tbody {
                            @for l in &view.standings {
                                tr {
                                    td { (l.rank) }
                                    td.name { (name(&l.side, lang)) }
                                    td { (l.points) }
                                    @for v in &l.tie_breaks { td { (v) } }
                                }
                            }
                        }
                    }
                }
                figure.standings-picture {
                    img src={ (path) "/standings.png?lang=" (lang.code()) } alt=(Msg::new("web-standings-picture").arg("name", view.name.clone()).text(lang)) loading="lazy";
                }
            }
            @for (i, (boards, byes)) in view.rounds.iter().enumerate().rev() {
                section.round {
                    @if !view.arena { h2 { (Msg::new("web-round").arg("round", i + 1).text(lang)) } }
                    @else { h2 { (t(lang, "web-live-games")) } }
                    div.scroll {
                        table.pairings {
                            thead {
                                tr {
                                    th scope="col" { (t(lang, "web-column-game")) }
                                    th scope="col" { (t(lang, "web-column-white")) }
                                    th scope="col" { (t(lang, "web-column-result")) }
                                    th scope="col" { (t(lang, "web-column-black")) }
                                }
                            }
                            tbody {
                                @for b in boards {
                                    tr {
                                        td { @if let Some(g) = b.game { (game_link(g, lang)) } }
                                        td.name { (name(&b.sides[0], lang)) }
                                        td {
                                            @match (&b.result, b.moves) {
                                                (Some(r), _) => (r),
                                                (None, Some(moves)) => span.playing { (Msg::new("web-playing-move").arg("move", moves).text(lang)) },
                                                (None, None) => span.playing { (t(lang, "web-playing")) },
                                            }
                                        }
                                        td.name { (name(&b.sides[1], lang)) }
                                    }
                                }
                            }
                        }
                    }
                    @for bye in byes {
                        p.muted { (Msg::new("web-bye").arg("player", bye.clone()).text(lang)) }
                    }
                }
            }
        }
    };
    layout(lang, &view.name, &path, body)
}

/// A rating history as a small line chart (inline SVG; no script).
fn chart(history: &[i64], label: &str) -> Markup {
    const W: f64 = 320.0;
    const H: f64 = 96.0;
    let lo = history.iter().copied().min().unwrap_or(0);
    let hi = history.iter().copied().max().unwrap_or(0).max(lo + 1);
    const LEFT: f64 = 40.0;
    let n = history.len().max(2) - 1;
    let at: Vec<(f64, f64)> = history
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let x = LEFT + (W - LEFT - 8.0) * i as f64 / n as f64;
            let y = 8.0 + (H - 16.0) * (hi - r) as f64 / (hi - lo) as f64;
            (x, y)
        })
        .collect();
    let points: Vec<String> = at.iter().map(|(x, y)| format!("{x:.1},{y:.1}")).collect();
    html! {
        svg.chart viewBox={ "0 0 " (W) " " (H) } role="img" aria-label=(label) {
            title { (label) }
            text x="2" y="12" class="axis" { (hi) }
            text x="2" y=(H - 4.0) class="axis" { (lo) }
            line x1=(LEFT - 4.0) y1="8" x2=(LEFT - 4.0) y2=(H - 8.0) class="grid" {}
            polyline points=(points.join(" ")) fill="none" stroke="currentColor" stroke-width="2" {}
            @for (x, y) in &at {
                circle cx=(format!("{x:.1}")) cy=(format!("{y:.1}")) r="3" fill="currentColor" {}
            }
        }
    }
}

/// A player's page.
#[must_use]
pub fn player_page(view: &PlayerView, lang: Lang) -> String {
    let path = format!("/p/{}", view.user);
    let body = html! {
        main #player {
            h1 { bdi { (view.name) } }
            h2 { (t(lang, "web-ratings")) }
            @if view.ratings.is_empty() {
                p.muted { (t(lang, "web-no-games")) }
            } @else {
                div.scroll {
                    table.ratings {
                        thead {
                            tr {
                                th scope="col" { (t(lang, "web-column-variant")) }
                                th scope="col" { (t(lang, "web-column-rating")) }
                                th scope="col" { (t(lang, "web-column-record")) }
                            }
                        }
                        tbody {
                            @for r in &view.ratings {
                                tr {
                                    td { (say::variant(r.variant).text(lang)) }
                                    td { (r.rating) }
                                    td { (r.record[0]) " – " (r.record[1]) " – " (r.record[2]) }
                                }
                            }
                        }
                    }
                }
                div.charts {
                    @for r in view.ratings.iter().filter(|r| r.history.len() >= 2) {
                        @let label = Msg::new("web-rating-chart").arg("variant", say::variant(r.variant)).arg("count", r.history.len() - 1).text(lang);
                        figure {
                            (chart(&r.history, &label))
                            figcaption { (label) }
                        }
                    }
                }
            }
            h2 { (t(lang, "web-recent-games")) }
            @if view.games.is_empty() { p.muted { (t(lang, "web-no-games")) } }
            @else { (games_table(&view.games, lang)) }
            @if !view.tournaments.is_empty() {
                h2 { (t(lang, "web-tournaments")) }
                (tournament_list(&view.tournaments, lang))
            }
        }
    };
    layout(lang, &view.name, &path, body)
}

/// The start page.
#[must_use]
pub fn home_page(view: &HomeView, lang: Lang) -> String {
    let body = html! {
        main #home {
            h1 { "Damero" }
            p.tagline { (t(lang, "web-tagline")) }
            h2 { (t(lang, "web-live-games")) }
            @if view.live.is_empty() { p.muted { (t(lang, "web-no-live-games")) } }
            @else { (games_table(&view.live, lang)) }
            h2 { (t(lang, "web-tournaments")) }
            @if view.tournaments.is_empty() { p.muted { (t(lang, "web-no-tournaments")) } }
            @else { (tournament_list(&view.tournaments, lang)) }
        }
    };
    layout(lang, "Damero", "/", body)
}

/// The page of an unknown (or hidden) address, in the reader's language.
#[must_use]
pub fn not_found_page(lang: Lang) -> String {
    let body = html! {
        main #missing {
            h1 { (t(lang, "web-not-found-title")) }
            p { (t(lang, "web-not-found")) }
            p { a href={ "/?lang=" (lang.code()) } { (t(lang, "web-home")) } }
        }
    };
    layout(lang, &t(lang, "web-not-found-title"), "/", body)
}

#[cfg(test)]
mod tests {
    /// The colours of the stylesheet's `:root`, by name.
    fn palette() -> std::collections::HashMap<String, [f64; 3]> {
        let css = include_str!("damero.css");
        let root = css
            .split(":root {")
            .nth(1)
            .and_then(|r| r.split('}').next())
            .expect("a :root block");
        root.split(';')
            .filter_map(|decl| {
                let (name, value) = decl.trim().split_once(':')?;
                let hex = value.trim().strip_prefix('#')?;
                let channel = |i: usize| u8::from_str_radix(hex.get(i..i + 2)?, 16).ok();
                Some((
                    name.trim().trim_start_matches("--").to_string(),
                    [
                        f64::from(channel(0)?),
                        f64::from(channel(2)?),
                        f64::from(channel(4)?),
                    ],
                ))
            })
            .collect()
    }

    /// WCAG 2's relative luminance and contrast ratio.
    fn contrast(a: [f64; 3], b: [f64; 3]) -> f64 {
        let luminance = |c: [f64; 3]| {
            let lin = |v: f64| {
                let s = v / 255.0;
                if s <= 0.040_45 {
                    s / 12.92
                } else {
                    ((s + 0.055) / 1.055).powf(2.4)
                }
            };
            0.2126 * lin(c[0]) + 0.7152 * lin(c[1]) + 0.0722 * lin(c[2])
        };
        let (x, y) = (luminance(a), luminance(b));
        (x.max(y) + 0.05) / (x.min(y) + 0.05)
    }

    #[test]
    fn every_text_colour_on_its_background_passes_wcag_aa() {
        let p = palette();
        let pairs = [
            ("fg", "bg"),
            ("fg", "card"),
            ("muted", "bg"),
            ("muted", "card"),
            ("link", "bg"),
            ("link", "card"),
            ("on-accent", "accent"),
            ("live", "bg"),
            ("live", "card"),
        ];
        for (text, back) in pairs {
            let ratio = contrast(p[text], p[back]);
            assert!(ratio >= 4.5, "{text} on {back}: {ratio:.2}");
        }
        // The check itself tells a poor pair from a good one.
        assert!(contrast([119.0; 3], [255.0; 3]) < 4.5);
    }
}
