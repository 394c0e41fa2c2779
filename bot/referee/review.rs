//! `/review [game]` and `!review [id]`: the engine goes over a finished game (the channel's last
//! one by default) and answers with its mistakes and blunders, the better moves, and the
//! evaluation graph as a PNG; then each mistake and blunder (the first `MAX_BOARDS`) again
//! with the board of its moment, the better move marked.
//!
//! The review reads the store and searches without the channel lock (a finished game does not
//! change), on a blocking thread (`spawn_blocking`), so moves in the channel and every other
//! channel go on meanwhile. A game is reviewed only in its own channel or for one of its players,
//! so a game id typed elsewhere reveals nothing.

use std::sync::atomic::AtomicBool;

use damero_engine::protocol::{detail_of, pv_text};
use damero_engine::review::{self, Judged, Verdict};
use damero_render::{
    evaluation_png, Arrow, ArrowKind, GraphWords, Mark, Orientation, RenderError, Theme,
    GRAPH_RANGE,
};
use damero_rules::Color;
use damero_storage::{GameId, ReviewRecord, UserId};

use super::input::{Picture, Reply};
use damero_storage::{GameRecord, Status};

use std::sync::Arc;

use super::answer::{refuse, Fail, Res, Response};
use super::base::Base;
use super::input::Actor;
use super::say;
use super::settings::Settings;

/// Game reviews: the engine goes over a finished game off the runtime.
#[derive(Debug)]
pub struct Reviews {
    base: Base,
    settings: Arc<Settings>,
}
use crate::i18n::{Arg, Lang, Msg};
use crate::painter::{BoardPainter, Sketch};

/// Plies searched for every position of a reviewed game.
pub const REVIEW_DEPTH: u32 = review::DEFAULT_DEPTH;

/// Marked moves shown as a board of their moment, at most (the first ones in game order; the
/// text names them all).
const MAX_BOARDS: usize = 6;

/// Finished games of the channel looked through for the last one.
const RECENT: usize = 20;

/// A score difference in men, signed, with two decimals (`-1.60`): data, as engines print it.
fn men(centi: i32) -> Arg {
    Arg::Text(format!("{:.2}", f64::from(centi) / 100.0))
}

impl Reviews {
    /// Over the store and the servers' settings (a graph is drawn in the server's language).
    #[must_use]
    pub fn new(base: Base, settings: Arc<Settings>) -> Reviews {
        Reviews { base, settings }
    }

    /// Review game `id` (or the channel's last finished game) for `actor`.
    pub async fn review(&self, channel: u64, actor: &Actor, id: Option<u64>) -> Res<Response> {
        let record: Option<GameRecord> = self
            .base
            .store(move |s| match id {
                Some(id) => s.game(GameId(id)),
                None => Ok(s
                    .channel_games(damero_storage::ChannelId(channel), RECENT)?
                    .into_iter()
                    .find(|r| r.status == Status::Finished)),
            })
            .await?;
        let visible =
            |r: &GameRecord| r.channel.0 == channel || r.color_of(UserId(actor.id)).is_some();
        let record = match (record, id) {
            (Some(r), _) if visible(&r) => r,
            (_, Some(id)) => return refuse(Msg::new("review-no-such-game").arg("id", id)),
            (_, None) => return refuse(Msg::new("review-none")),
        };
        if record.status != Status::Finished {
            return refuse(Msg::new("review-not-finished").arg("id", record.id.0));
        }
        let game = record.replay().map_err(|e| Fail::Internal(e.into()))?;
        // The graph's words are drawn into the picture: in the language of the game's server.
        let lang = self.settings.language(record.guild.map(|g| g.0)).await;
        let painter = self.base.painter();
        let (r, png, boards) = tokio::task::spawn_blocking(move || {
            let stop = AtomicBool::new(false);
            let r = review::review(&game, REVIEW_DEPTH, &stop);
            let png = review_graph(&r, Theme::default(), lang);
            let boards: Vec<anyhow::Result<Vec<u8>>> = r
                .marked()
                .take(MAX_BOARDS)
                .map(|j| mistake_board(painter.as_ref(), j))
                .collect();
            (r, png, boards)
        })
        .await
        .map_err(|e| Fail::Internal(anyhow::anyhow!("the review thread failed: {e}")))?;
        let png = png.map_err(|e| Fail::Internal(e.into()))?;
        // Kept in the game's record, for its web page; the answer does not wait on it failing.
        let (id, kept) = (record.id, review_record(&r));
        if let Err(e) = self.base.store(move |s| s.save_review(id, &kept)).await {
            tracing::warn!(game = id.0, error = ?e, "could not keep a review");
        }
        tracing::info!(
            game = record.id.0,
            plies = r.moves.len(),
            ms = r.elapsed.as_millis() as u64,
            "reviewed"
        );
        let bot = self.base.bot_name().to_string();
        let mut reply = Reply::done(vec![Msg::new("review-header")
            .arg("id", record.id.0)
            .arg("white", say::name_of(&record.white, &bot))
            .arg("black", say::name_of(&record.black, &bot))
            .arg("moves", moves_of(r.moves.len()))
            .arg("depth", u64::from(r.depth))]);
        let first = record
            .replay()
            .map(|g| g.start().turn())
            .unwrap_or(Color::White);
        let mut shown = Vec::new();
        for j in r.marked() {
            let number = j.ply / 2 + 1;
            let id = match j.verdict {
                Verdict::Blunder => "review-blunder",
                _ => "review-mistake",
            };
            let better = j
                .best
                .map(|b| pv_text(&j.before, &[b]).join(""))
                .unwrap_or_default();
            let line = Msg::new(id)
                .arg("number", number)
                .arg("dots", if j.color == first { "." } else { "..." })
                .arg("player", say::player(&record, j.color, &bot))
                .arg("move", pv_text(&j.before, &[j.played]).join(""))
                .arg("better", better)
                .arg("loss", men(-j.loss));
            reply.block.push(line.clone());
            shown.push(line);
        }
        if r.marked().next().is_none() {
            reply.block.push(Msg::new("review-clean"));
        }
        for color in Color::ALL {
            reply.block.push(
                Msg::new("review-summary")
                    .arg("player", say::player(&record, color, &bot))
                    .arg("mistakes", r.count(color, Verdict::Mistake))
                    .arg("blunders", r.count(color, Verdict::Blunder)),
            );
        }
        reply.block.push(Msg::new("review-graph"));
        if !shown.is_empty() {
            // The boards that follow: the painter draws in the default theme.
            reply.block.push(review_legend(Theme::default()));
        }
        reply.file = Some((format!("review-{}.png", record.id.0), png));
        // Then each marked move again, with the board of its moment and the better move marked.
        let mut replies = vec![reply];
        for (line, board) in shown.into_iter().zip(boards) {
            let mut each = Reply::done(vec![line]);
            each.board = Some(Picture {
                png: board.map_err(Fail::Internal)?,
                huffed: None,
            });
            replies.push(each);
        }
        Ok(Response {
            replies,
            ..Response::default()
        })
    }
}

/// The board of the moment before the marked move `j`, from the mover's side, with the move
/// played and the engine's better move as two arrows of two colours
/// ([`review_arrows`]; `review-board-legend` names them).
fn mistake_board(painter: &dyn BoardPainter, j: &Judged) -> anyhow::Result<Vec<u8>> {
    painter.paint(&Sketch {
        position: &j.before,
        last: None,
        orientation: match j.color {
            Color::White => Orientation::White,
            Color::Black => Orientation::Black,
        },
        huffed: None,
        arrows: &review_arrows(j),
    })
}

/// The arrows of a marked move's board: the move played, then the better one.
#[must_use]
pub fn review_arrows(j: &Judged) -> Vec<Arrow> {
    let played = detail_of(&j.before, &j.played).map(|d| Arrow::of(&d, ArrowKind::Played));
    let better = j
        .best
        .and_then(|b| detail_of(&j.before, &b))
        .map(|d| Arrow::of(&d, ArrowKind::Better));
    played.into_iter().chain(better).collect()
}

/// The legend of the review boards' arrows in `theme`.
#[must_use]
pub fn review_legend(theme: Theme) -> Msg {
    Msg::new("review-board-legend").arg("better", Arg::Key(theme.better_arrow()))
}

/// How many moves `plies` are, as players count them (a move is White's and Black's: 51 plies
/// are 26 moves, the graph's move axis running 1-26).
#[must_use]
pub fn moves_of(plies: usize) -> usize {
    plies.div_ceil(2)
}

/// The words of the review's graph in `lang`: the axis titles and the legend of its marks.
fn graph_words(lang: Lang) -> GraphWords {
    let text = |id| Msg::new(id).text(lang);
    GraphWords {
        moves: text("review-graph-moves"),
        advantage: text("review-graph-advantage"),
        mistake: text("review-graph-mistake"),
        blunder: text("review-graph-blunder"),
        cut: Msg::new("review-graph-cut")
            .arg("men", usize::try_from(GRAPH_RANGE / 100).unwrap_or(0))
            .text(lang),
    }
}

/// The review's evaluation graph as a PNG: the scores, with each mistake and blunder marked
/// after the move that made it, axis titles and a legend in `lang` (the bot's `/review` and
/// `damero review --out` draw the same).
///
/// # Errors
/// When the graph cannot be drawn.
pub fn review_graph(r: &review::Review, theme: Theme, lang: Lang) -> Result<Vec<u8>, RenderError> {
    stored_review_graph(&review_record(r), theme, lang)
}

/// What the store keeps of a review: the scores and which moves were mistakes and blunders.
#[must_use]
pub fn review_record(r: &review::Review) -> ReviewRecord {
    let plies = |verdict: Verdict| -> Vec<usize> {
        r.marked()
            .filter(|j| j.verdict == verdict)
            .map(|j| j.ply)
            .collect()
    };
    ReviewRecord {
        scores: r.scores.clone(),
        mistakes: plies(Verdict::Mistake),
        blunders: plies(Verdict::Blunder),
        depth: r.depth,
    }
}

/// The graph of a kept review (the game's web page shows it), as [`review_graph`] draws it.
///
/// # Errors
/// When the graph cannot be drawn.
pub fn stored_review_graph(
    r: &ReviewRecord,
    theme: Theme,
    lang: Lang,
) -> Result<Vec<u8>, RenderError> {
    let mut marks: Vec<(usize, Mark)> = r
        .mistakes
        .iter()
        .map(|&ply| (ply + 1, Mark::Mistake))
        .chain(r.blunders.iter().map(|&ply| (ply + 1, Mark::Blunder)))
        .collect();
    marks.sort_by_key(|(at, _)| *at);
    evaluation_png(&r.scores, &marks, &graph_words(lang), theme)
}
