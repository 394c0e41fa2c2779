//! Deadlines, settled by the referee on its own (through the channel's [`super::Table`], as
//! every game change): a player to move who runs out of time loses
//! (or, if they never moved in the game, the game is aborted), and a challenge nobody answered
//! lapses. One loop in the front end calls [`Referee::tick`] every second; a tick reads only
//! the due entries of the store's `deadlines` index (earliest first), so its cost does not grow
//! with the number of running games. Deadlines are stored, so a tick right after start-up
//! settles what ran out while Damero was down.

use damero_rules::Event;
use damero_storage::{ChannelState, Due, ResultRecord};

use std::sync::Arc;

use damero_storage::Status;

use super::answer::{Notice, Res};
use super::base::Base;
use super::channels::Channels;
use super::input::{ChannelId, Place, Reply};
use super::puzzles::Puzzles;
use super::say;
use super::shards::own_due;
use super::tournaments::Tournaments;
use crate::i18n::Msg;

/// The clock's work: deadlines settled, tournaments advanced, daily puzzles posted.
#[derive(Debug)]
pub struct Deadlines {
    base: Base,
    channels: Arc<Channels>,
    tournaments: Arc<Tournaments>,
    puzzles: Arc<Puzzles>,
}

/// How many due deadlines one tick settles at most (the rest wait for the next tick).
const PER_TICK: usize = 64;

impl Deadlines {
    /// Over the channels' tables, the tournaments and the puzzles.
    #[must_use]
    pub fn new(
        base: Base,
        channels: Arc<Channels>,
        tournaments: Arc<Tournaments>,
        puzzles: Arc<Puzzles>,
    ) -> Deadlines {
        Deadlines {
            base,
            channels,
            tournaments,
            puzzles,
        }
    }

    /// Settle every deadline that has come, by the referee's clock.
    pub async fn tick(&self) -> Vec<Notice> {
        let gate = self.base.gate().await;
        if *gate {
            return Vec::new();
        }
        let now = self.base.now();
        let shards = self.base.config().shards.clone();
        let due = match self
            .base
            .store(move |s| match &shards {
                // A shared store: only this process's shards' deadlines.
                Some(shards) => own_due(s, shards, now, PER_TICK),
                None => s.due(now, PER_TICK),
            })
            .await
        {
            Ok(d) => d,
            Err(e) => {
                tracing::error!(error = ?e, "could not read the deadlines");
                return Vec::new();
            }
        };
        let mut out = Vec::new();
        for d in due {
            match self.settle(d, now).await {
                Ok(Some(n)) => out.push(n),
                Ok(None) => {}
                Err(e) => {
                    tracing::error!(channel = d.channel.0, error = ?e, "could not settle a deadline")
                }
            }
        }
        out.extend(self.tournaments.tournament_tick().await);
        out.extend(self.puzzles.daily_tick().await);
        drop(gate);
        out
    }

    async fn settle(&self, due: Due, now: u64) -> Res<Option<Notice>> {
        let channel = due.channel.0;
        let mut table = self.channels.table(Place::channel(channel)).await?;
        let guild = table.guild();
        let ongoing = table
            .game()
            .filter(|(record, _)| record.status == Status::Ongoing)
            .cloned();
        match (table.challenge().cloned(), ongoing, due.game) {
            (Some(c), _, None) if c.expires_ms <= now => {
                table.store(move |s| s.remove_challenge(c.channel)).await?;
                table.set_state(ChannelState::Free);
                let mut reply = Reply::done(vec![Msg::new("challenge-expired-notice")
                    .arg("challenger", c.challenger.name.clone())
                    .arg("challenged", c.challenged.name.clone())]);
                reply.announces = table.take_announced();
                Ok(Some(Notice::ChallengeExpired {
                    channel,
                    guild: c.guild.map(|g| g.0).or(guild),
                    message: c.message,
                    reply,
                }))
            }
            (_, Some((record, game)), Some(id))
                if record.id == id && record.deadline_ms.is_some_and(|d| d <= now) =>
            {
                let late = record.turn;
                let moved = game
                    .events()
                    .iter()
                    .any(|e| matches!(e, Event::Move { color, .. } if *color == late));
                let (result, lines) = if moved {
                    (ResultRecord::time(late), Vec::new())
                } else {
                    let late_name = say::name_of(record.player(late), self.base.bot_name());
                    (
                        ResultRecord::aborted(),
                        vec![Msg::new("game-aborted-never-moved").arg("player", late_name)],
                    )
                };
                let guild = record.guild.map(|g| g.0).or(guild);
                let mut response = table.finish(result, lines).await?;
                drop(table);
                self.base.paint(&mut response.replies).await;
                Ok(Some(Notice::Post {
                    channel,
                    guild,
                    replies: response.replies,
                }))
            }
            _ => {
                table.store(move |s| s.clear_due(&due)).await?;
                Ok(None)
            }
        }
    }

    /// Remember which message shows the channel's challenge (to edit it when it lapses).
    pub async fn challenge_posted(&self, channel: ChannelId, message: u64) {
        let Ok(mut table) = self.channels.table(Place::channel(channel)).await else {
            return;
        };
        if let Some(mut c) = table.challenge().cloned() {
            if c.message.is_none() {
                c.message = Some(message);
                let ch = c.channel;
                table.set_state(ChannelState::Challenge(c));
                if let Err(e) = self
                    .base
                    .store(move |s| s.set_challenge_message(ch, message))
                    .await
                {
                    tracing::warn!(channel, error = ?e, "could not remember the challenge's message");
                }
            }
        }
    }
}
