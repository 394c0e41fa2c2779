//! The bot's own turn: snapshot the game at the channel's table, think on a blocking thread
//! without the lock (one engine per game, behind the [`crate::opponent::Opponent`] seam),
//! take the table again, check the game did not move on meanwhile, and commit and answer
//! through the table as every move does. Also the restart path: every stored game where the
//! bot is to move gets its move.

use std::sync::Arc;

use damero_engine::Level;
use damero_storage::Seat;

use super::answer::{refuse, Fail, Res, Response};
use super::base::Base;
use super::channels::Channels;
use super::input::{ChannelId, Place, Reply};
use super::say;
use super::settings::Settings;
use crate::i18n::Msg;

/// The bot's moves: one turn at a time per channel, and every turn due after a restart.
#[derive(Clone, Debug)]
pub struct Bots {
    base: Base,
    channels: Arc<Channels>,
    settings: Arc<Settings>,
}

impl Bots {
    /// Over the channels' tables.
    #[must_use]
    pub fn new(base: Base, channels: Arc<Channels>, settings: Arc<Settings>) -> Bots {
        Bots {
            base,
            channels,
            settings,
        }
    }

    /// The bot's turn in `channel`, if it is to move: think off the runtime (without the
    /// channel lock), then commit and answer. No replies when it is not the bot's turn (any
    /// more).
    pub async fn bot_move(&self, channel: ChannelId) -> Response {
        let mut response = match self.try_bot_move(channel).await {
            Ok(r) => {
                crate::metrics::bot_move("done");
                r
            }
            Err(Fail::Refuse(_) | Fail::Quiet(_)) => {
                crate::metrics::bot_move("dropped");
                Response::default()
            }
            Err(Fail::Internal(e)) => {
                crate::metrics::bot_move("failed");
                crate::metrics::error("internal");
                tracing::error!(channel, error = %format!("{e:#}"), "bot move failed");
                Response::one(Reply::failed())
            }
        };
        self.base.paint(&mut response.replies).await;
        response
    }

    async fn try_bot_move(&self, channel: ChannelId) -> Res<Response> {
        // Held until the move is committed: the channel's slot is never evicted from the
        // cache while the bot thinks there.
        let _pinned = self.channels.pin(channel);
        let place = Place::channel(channel);
        let (mut thinking, level, seen) = {
            let table = self.channels.table(place).await?;
            let (record, game) = table.running()?;
            let Seat::Bot { level } = record.player(game.turn()) else {
                return refuse(Msg::new("no-game"));
            };
            (game.clone(), Level::new(*level), record.version)
        };
        let started = std::time::Instant::now();
        let (huff, choice) = self
            .base
            .think(move |opponent| {
                let huff = opponent.huff(channel, &thinking);
                if let Some(sq) = huff {
                    let _ = thinking.huff(sq);
                }
                (huff, opponent.choose(channel, &thinking, level))
            })
            .await?;
        crate::metrics::thought(started.elapsed());
        let gate = self.base.gate().await;
        if *gate || self.base.stopping() {
            // A search cut short by shutdown: the restarted bot moves instead.
            return refuse(Msg::new("restarting"));
        }
        let mut table = self.channels.table(place).await?;
        let (record, game) = table.running()?;
        if record.version != seen {
            // The game changed while the bot was thinking: nothing to say.
            return refuse(Msg::new("no-game"));
        }
        let color = game.turn();
        let rules = game.variant().rules();
        let mut next = game.clone();
        let mut lines = Vec::new();
        if let Some(sq) = huff {
            if next.huff(sq).is_ok() {
                // A huff is its own stored event.
                let name = damero_rules::square_name(rules, sq, rules.default_notation());
                lines.push(
                    Msg::new("huffed")
                        .arg("player", table.player(record, color))
                        .arg("square", name),
                );
                table.commit_quietly(next.clone()).await?;
            }
        }
        let Some(detail) = choice else {
            return Err(Fail::Internal(anyhow::anyhow!(
                "the opponent found no move"
            )));
        };
        next.play(detail.clone())
            .map_err(|e| anyhow::anyhow!("engine move refused: {e}"))?;
        let bot = self.base.bot_name().to_string();
        let mut response = table
            .commit(next, |_, r, g| {
                let mut out = lines;
                out.push(say::move_played(r, g, color, &detail, &bot));
                out
            })
            .await?;
        response.game = table.game().cloned().map(Box::new);
        drop(table);
        drop(gate);
        Ok(response)
    }

    /// Load every ongoing game; where the bot is to move, let it move. Returns what to post in
    /// which channel, each with the language its server reads.
    ///
    /// # Errors
    /// When the store cannot list the ongoing games.
    pub async fn resume(&self) -> anyhow::Result<Vec<(ChannelId, Response)>> {
        let mut games = self
            .base
            .store(|s| s.ongoing_games())
            .await
            .map_err(|e| anyhow::anyhow!("{e:?}"))?;
        // On a shared store, only this process's shards' games (the others' resume there).
        games.retain(|g| self.base.owns(g.guild.map(|id| id.0)));
        let running = games.len();
        crate::metrics::games_in_progress(running);
        let mut out = Vec::new();
        for record in games {
            if record.bot_to_move() {
                let channel = record.channel.0;
                let mut response = self.bot_move(channel).await;
                response.lang = self.settings.language(record.guild.map(|g| g.0)).await;
                out.push((channel, response));
            }
        }
        tracing::info!(
            games = running,
            bot_moves = out.len(),
            "resumed stored games"
        );
        Ok(out)
    }
}
