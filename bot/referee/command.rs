//! What the referee runs: a [`Command`] is one command's typed arguments (a value of the type
//! its file in `bot/commands/` defines), and [`Run`] is how it runs: a handler over a [`Cx`],
//! which hands out the channel's [`Table`] (its lock and its game) only to the commands that ask.

use std::any::Any;
use std::future::Future;

use super::answer::{BoxFuture, Fail, Res, Response};
use super::flood::FloodGuard;
use super::input::{Actor, Asker, Place, Rival};
use super::services::Services;
use super::table::Table;
use crate::permissions::Permission;

/// A command's typed arguments and its handler. Each command's file implements it once.
pub trait Run: std::fmt::Debug + Send + Sync + 'static {
    /// The command's English name (metrics, logs): `move`, `draw`.
    const NAME: &'static str;

    /// Whether the flood limit is checked before the handler runs. A bare move checks it
    /// itself, once it knows the person plays in the game (chat that only looks like a move
    /// counts for nobody).
    fn gated(&self) -> bool {
        true
    }

    /// The permissions the bot needs in the channel for what this command may start (`threads`:
    /// its game would be played in a new thread of the channel). A front end that knows what
    /// the bot was granted there refuses early, naming what is missing; nothing else reads it.
    fn needs(&self, _threads: bool) -> &'static [Permission] {
        &[]
    }

    /// Take in what the front end knows of the asker (their standing, the upload limit): the
    /// commands that depend on it keep it.
    fn learn(&mut self, _asker: &Asker) {}

    /// Who the game this command opens is against, if it opens one.
    fn rival(&self) -> Option<Rival> {
        None
    }

    /// Do it: check, change a copy, commit, answer.
    fn run(self, cx: &mut Cx<'_>) -> impl Future<Output = Res<Response>> + Send;
}

/// [`Run`] behind a pointer, so one [`Command`] type holds every command.
trait Erased: std::fmt::Debug + Send + Sync {
    fn name(&self) -> &'static str;
    fn gated(&self) -> bool;
    fn needs(&self, threads: bool) -> &'static [Permission];
    fn learn(&mut self, asker: &Asker);
    fn rival(&self) -> Option<Rival>;
    fn run_boxed<'a, 'r>(self: Box<Self>, cx: &'a mut Cx<'r>) -> BoxFuture<'a, Res<Response>>
    where
        'r: 'a;
    fn as_any(&self) -> &dyn Any;
}

impl<T: Run> Erased for T {
    fn name(&self) -> &'static str {
        T::NAME
    }

    fn gated(&self) -> bool {
        Run::gated(self)
    }

    fn needs(&self, threads: bool) -> &'static [Permission] {
        Run::needs(self, threads)
    }

    fn learn(&mut self, asker: &Asker) {
        Run::learn(self, asker);
    }

    fn rival(&self) -> Option<Rival> {
        Run::rival(self)
    }

    fn run_boxed<'a, 'r>(self: Box<Self>, cx: &'a mut Cx<'r>) -> BoxFuture<'a, Res<Response>>
    where
        'r: 'a,
    {
        Box::pin(Run::run(*self, cx))
    }

    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// One input, parsed: any command's typed arguments.
#[derive(Debug)]
pub struct Command(Box<dyn Erased>);

impl<T: Run> From<T> for Command {
    fn from(command: T) -> Command {
        Command(Box::new(command))
    }
}

impl Command {
    /// The command's English name (`move`, `draw`).
    #[must_use]
    pub fn name(&self) -> &'static str {
        self.0.name()
    }

    /// The arguments, if this is a `T`.
    #[must_use]
    pub fn get<T: Run>(&self) -> Option<&T> {
        self.0.as_any().downcast_ref::<T>()
    }

    /// Whether this is a `T`.
    #[must_use]
    pub fn is<T: Run>(&self) -> bool {
        self.get::<T>().is_some()
    }

    /// The permissions the bot needs in the channel for it ([`Run::needs`]).
    #[must_use]
    pub fn needs(&self, threads: bool) -> &'static [Permission] {
        self.0.needs(threads)
    }

    /// Take in what the front end knows of the asker ([`Run::learn`]).
    pub fn learn(&mut self, asker: &Asker) {
        self.0.learn(asker);
    }

    /// Who the game it opens is against ([`Run::rival`]).
    #[must_use]
    pub fn rival(&self) -> Option<Rival> {
        self.0.rival()
    }

    pub(super) fn gated(&self) -> bool {
        self.0.gated()
    }

    pub(super) fn run<'a, 'r>(self, cx: &'a mut Cx<'r>) -> BoxFuture<'a, Res<Response>>
    where
        'r: 'a,
    {
        self.0.run_boxed(cx)
    }
}

/// What a handler works with: the services, where and who, and — taken on first use — the
/// channel's table (its lock, its loaded game).
pub struct Cx<'r> {
    services: &'r Services,
    guard: Option<&'r FloodGuard>,
    /// Where the input came from.
    pub place: Place,
    /// Who sent it.
    pub actor: &'r Actor,
    table: Option<Table>,
    /// The flood limit has been checked for this input.
    admitted: bool,
}

impl std::fmt::Debug for Cx<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Cx")
            .field("place", &self.place)
            .field("actor", &self.actor)
            .finish_non_exhaustive()
    }
}

impl<'r> Cx<'r> {
    /// For one input of `actor` in `place`, counted against `guard` if there is one.
    #[must_use]
    pub fn new(
        services: &'r Services,
        guard: Option<&'r FloodGuard>,
        place: Place,
        actor: &'r Actor,
    ) -> Cx<'r> {
        Cx {
            services,
            guard,
            place,
            actor,
            table: None,
            admitted: false,
        }
    }

    /// The services (settings, ratings, the store).
    #[must_use]
    pub fn services(&self) -> &'r Services {
        self.services
    }

    /// The channel's table: its lock is taken and its game loaded on the first call, and held
    /// until the handler returns.
    ///
    /// # Errors
    /// When the store cannot be read.
    pub async fn table(&mut self) -> Res<&mut Table> {
        if self.table.is_none() {
            let table = self.services.channels().table(self.place).await?;
            self.table = Some(table);
        }
        match self.table.as_mut() {
            Some(t) => Ok(t),
            None => Err(Fail::Internal(anyhow::anyhow!("the table was not kept"))),
        }
    }

    /// The channel's game as the handler leaves it, if it took the table.
    #[must_use]
    pub fn game(&self) -> Option<Box<(damero_storage::GameRecord, damero_rules::Game)>> {
        self.table
            .as_ref()
            .and_then(|t| t.game().cloned())
            .map(Box::new)
    }

    /// Check the flood limit for this input (once): `Err` when the person is sending too
    /// fast (the notice, or silence while they are ignored).
    ///
    /// # Errors
    /// [`Fail::Quiet`] with the notice or nothing.
    pub fn admit(&mut self) -> Res<()> {
        if self.admitted {
            return Ok(());
        }
        self.admitted = true;
        match self.guard {
            Some(guard) => guard.admit(self.actor.id, self.place.channel),
            None => Ok(()),
        }
    }
}
