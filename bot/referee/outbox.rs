//! The store's outbox seen from the referee: what a crash left unannounced, as replies to post
//! again at the next start, and forgetting what the channel has read.

use damero_rules::{Event, Game};
use damero_storage::{Announced, Announcement, GameRecord};

use std::sync::Arc;

use super::answer::Response;
use super::base::Base;
use super::input::{ChannelId, Reply, Taps, View};
use super::puzzles::Puzzles;
use super::say;
use super::settings::Settings;
use super::tournaments::Tournaments;
use crate::i18n::Msg;

/// The announcements a channel has not read yet.
#[derive(Debug)]
pub struct Outbox {
    base: Base,
    settings: Arc<Settings>,
    tournaments: Arc<Tournaments>,
    puzzles: Arc<Puzzles>,
}

impl Outbox {
    /// Over the store, and the services whose news it shows again.
    #[must_use]
    pub fn new(
        base: Base,
        settings: Arc<Settings>,
        tournaments: Arc<Tournaments>,
        puzzles: Arc<Puzzles>,
    ) -> Outbox {
        Outbox {
            base,
            settings,
            tournaments,
            puzzles,
        }
    }

    /// What channels must still read (a crash or a long Discord outage left it in the store's
    /// outbox), this process's shards' only: each announcement as the reply it stands for,
    /// boards painted, in each channel's order.
    ///
    /// # Errors
    /// When the store cannot be read.
    pub async fn outbox(&self) -> anyhow::Result<Vec<(ChannelId, Response)>> {
        let pending = self
            .base
            .store(|s| s.outbox(None, usize::MAX))
            .await
            .map_err(|e| anyhow::anyhow!("{e:?}"))?;
        crate::metrics::outbox_depth(pending.len());
        let mut out = Vec::new();
        for announcement in pending {
            let guild = announcement.guild.map(|g| g.0);
            if !self.base.owns(guild) {
                continue;
            }
            let channel = announcement.channel.0;
            let reply = match &announcement.what {
                Announced::Tournament(t, news) => {
                    let mut reply = self.tournaments.news_reply(t, *news).await;
                    reply.announces = Some(announcement.seq);
                    reply
                }
                Announced::Daily(record, news) => {
                    let mut reply = self.puzzles.daily_reply(record, news).await;
                    reply.announces = Some(announcement.seq);
                    reply
                }
                _ => self.reply_for(announcement),
            };
            let mut replies = vec![reply];
            self.base.paint(&mut replies).await;
            out.push((
                channel,
                Response {
                    replies,
                    lang: self.settings.language(guild).await,
                    ..Response::default()
                },
            ));
        }
        Ok(out)
    }

    /// The channel has read its announcements up to `seq`: they leave the outbox. A failure
    /// is logged (the announcement is then posted again after a restart, under the same
    /// nonce, which Discord does not show twice).
    pub async fn announced(&self, channel: ChannelId, seq: u64) {
        let done = self
            .base
            .store(move |s| s.announced(damero_storage::ChannelId(channel), seq))
            .await;
        if let Err(e) = done {
            tracing::warn!(channel, seq, error = ?e, "could not clear an announcement");
        }
    }

    /// An announcement as the channel reads it.
    fn reply_for(&self, announcement: Announcement) -> Reply {
        let mut reply = match &announcement.what {
            Announced::Challenge(challenge) => super::say::challenge_posted(challenge),
            Announced::Closed(c) => Reply::done(vec![Msg::new("challenge-closed")
                .arg("challenger", c.challenger.name.clone())
                .arg("challenged", c.challenged.name.clone())]),
            what => match what.game().map(|r| (r, r.replay())) {
                Some((record, Ok(game))) => self.game_reply(what, record, &game),
                // A record that no longer replays (damaged): nothing to show.
                _ => Reply::done(Vec::new()),
            },
        };
        reply.announces = Some(announcement.seq);
        reply
    }

    /// A game as one of its changes left it: how it began, the move just made, the draw
    /// offer, or the result; then where it stands, the rating changes, and the board with the
    /// last move marked.
    fn game_reply(&self, what: &Announced, record: &GameRecord, game: &Game) -> Reply {
        let bot = self.base.bot_name();
        let mut lines = Vec::new();
        if let (Announced::Moved(_), Some(Event::Move { color, detail })) =
            (what, game.events().last())
        {
            lines.push(say::move_played(record, game, *color, detail, bot));
        }
        if let (Announced::Offer(_), Some(by)) = (what, record.draw_offer) {
            lines.push(
                Msg::new("draw-offered")
                    .arg("player", say::player(record, by, bot))
                    .arg("opponent", say::name_of(record.player(by.opposite()), bot)),
            );
        }
        if matches!(what, Announced::Started(_)) {
            lines.push(
                Msg::new("game-begins")
                    .arg("variant", say::variant(record.variant))
                    .arg(
                        "white",
                        say::player(record, damero_rules::Color::White, bot),
                    )
                    .arg(
                        "black",
                        say::player(record, damero_rules::Color::Black, bot),
                    ),
            );
        }
        match record.result {
            // A result the board does not show (resignation, agreement, abort).
            Some(r)
                if game.outcome().is_none() && r.reason != damero_storage::ResultReason::Time =>
            {
                lines.push(match r.outcome() {
                    Some(o) => {
                        say::outcome(o, record.variant, |c| say::name_of(record.player(c), bot))
                    }
                    None => Msg::new("game-aborted"),
                });
            }
            _ => lines.extend(say::status(record, game, bot, self.base.now())),
        }
        lines.extend(say::rating_changes(record, bot));
        let mut reply = Reply::done(lines);
        reply.view = Some(Box::new(View::of(record, game)));
        // Shown late (after a restart), the board can still be played from: its taps name
        // its ply, so they are refused as stale if the game has since moved on.
        reply.taps = Taps::of(record, game).map(Box::new);
        reply
    }
}
