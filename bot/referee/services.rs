//! The services, built once over one [`Base`] in the order they depend on each other: the
//! channels' tables, the servers' settings, standings (ratings and past games), reviews, the
//! bot's moves, puzzles, tournaments, the outbox and the deadlines. Each keeps its own state; one
//! reaches another only through its methods or its events. Cheap to clone.

use std::sync::Arc;

use super::base::Base;
use super::bot_turn::Bots;
use super::channels::Channels;
use super::outbox::Outbox;
use super::puzzles::Puzzles;
use super::review::Reviews;
use super::settings::Settings;
use super::standing::Standing;
use super::timeouts::Deadlines;
use super::tournaments::Tournaments;

/// Every service of the referee.
#[derive(Clone, Debug)]
pub struct Services {
    base: Base,
    channels: Arc<Channels>,
    settings: Arc<Settings>,
    standing: Arc<Standing>,
    reviews: Arc<Reviews>,
    bots: Bots,
    puzzles: Arc<Puzzles>,
    tournaments: Arc<Tournaments>,
    outbox: Arc<Outbox>,
    deadlines: Arc<Deadlines>,
}

impl Services {
    /// Every service over `base`.
    #[must_use]
    pub fn new(base: Base) -> Services {
        let channels = Arc::new(Channels::new(base.clone()));
        let settings = Arc::new(Settings::new(base.clone()));
        let standing = Arc::new(Standing::new(base.clone(), settings.clone()));
        let reviews = Arc::new(Reviews::new(base.clone(), settings.clone()));
        let bots = Bots::new(base.clone(), channels.clone(), settings.clone());
        let puzzles = Arc::new(Puzzles::new(base.clone(), settings.clone()));
        let tournaments = Arc::new(Tournaments::new(
            base.clone(),
            channels.clone(),
            settings.clone(),
        ));
        let outbox = Arc::new(Outbox::new(
            base.clone(),
            settings.clone(),
            tournaments.clone(),
            puzzles.clone(),
        ));
        let deadlines = Arc::new(Deadlines::new(
            base.clone(),
            channels.clone(),
            tournaments.clone(),
            puzzles.clone(),
        ));
        Services {
            base,
            channels,
            settings,
            standing,
            reviews,
            bots,
            puzzles,
            tournaments,
            outbox,
            deadlines,
        }
    }

    /// The common ground: the store, the clock, the settings, events.
    #[must_use]
    pub fn base(&self) -> &Base {
        &self.base
    }

    /// The channels' tables.
    #[must_use]
    pub fn channels(&self) -> &Channels {
        &self.channels
    }

    /// The servers' settings.
    #[must_use]
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Ratings, leaderboards and past games.
    #[must_use]
    pub fn standing(&self) -> &Standing {
        &self.standing
    }

    /// Game reviews.
    #[must_use]
    pub fn reviews(&self) -> &Reviews {
        &self.reviews
    }

    /// The bot's moves.
    #[must_use]
    pub fn bots(&self) -> &Bots {
        &self.bots
    }

    /// Puzzles and the daily puzzle.
    #[must_use]
    pub fn puzzles(&self) -> &Puzzles {
        &self.puzzles
    }

    /// Tournaments.
    #[must_use]
    pub fn tournaments(&self) -> &Tournaments {
        &self.tournaments
    }

    /// What the channels have not read yet.
    #[must_use]
    pub fn outbox(&self) -> &Outbox {
        &self.outbox
    }

    /// Deadlines, settled by the clock.
    #[must_use]
    pub fn deadlines(&self) -> &Deadlines {
        &self.deadlines
    }
}
