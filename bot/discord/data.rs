//! What every part of the Discord front end shares: the handlers' [`Data`], their context and
//! error types, the challenge buttons' ids, and the person behind a Discord user.

use poise::serenity_prelude as serenity;

use crate::referee::{Actor, Referee};

/// What every handler sees.
#[derive(Debug)]
pub struct Data {
    /// The referee.
    pub referee: Referee,
    /// Text commands and bare moves are read.
    pub message_content: bool,
    /// Text command prefix.
    pub prefix: String,
}

/// Handler error ("we failed"): logged by `on_error`, the user gets an apology.
pub type Error = anyhow::Error;
/// A slash command's context.
pub type Ctx<'a> = poise::Context<'a, Data, Error>;

pub(super) const ACCEPT_ID: &str = "damero:accept";
pub(super) const DECLINE_ID: &str = "damero:decline";

/// The person behind a Discord user.
pub(crate) fn actor_of(user: &serenity::User) -> Actor {
    Actor {
        id: user.id.get(),
        name: user
            .global_name
            .clone()
            .unwrap_or_else(|| user.name.clone()),
    }
}
