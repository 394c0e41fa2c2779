//! The messages in each channel whose taps (move menus, game buttons) are live: when a newer
//! board is shown there, their controls are taken off with an edit, so that only the newest
//! board can be tapped. A failed edit changes nothing else (an old control is refused as stale
//! anyway: a tap names the ply it was shown for). Kept in memory: after a restart the controls
//! shown before it stay on their messages and are refused when stale.

use std::collections::HashMap;
use std::sync::{LazyLock, Mutex, PoisonError};

use poise::serenity_prelude as serenity;

/// Channel -> messages showing live taps.
static LIVE: LazyLock<Mutex<HashMap<u64, Vec<u64>>>> = LazyLock::new(Default::default);

/// The most channels remembered; past it, the oldest are forgotten (their controls are then
/// only refused as stale, not taken off).
const MOST_CHANNELS: usize = 100_000;

/// `message` in `channel` shows live taps.
pub(super) fn shown(channel: u64, message: u64) {
    let mut live = LIVE.lock().unwrap_or_else(PoisonError::into_inner);
    if live.len() >= MOST_CHANNELS && !live.contains_key(&channel) {
        live.clear();
    }
    let messages = live.entry(channel).or_default();
    if !messages.contains(&message) {
        messages.push(message);
    }
}

/// A newer board (`message`) is shown in `channel`: every other message there loses its taps.
pub(super) async fn supersede(http: &serenity::Http, channel: u64, message: Option<u64>) {
    let older: Vec<u64> = {
        let mut live = LIVE.lock().unwrap_or_else(PoisonError::into_inner);
        let Some(messages) = live.get_mut(&channel) else {
            return;
        };
        let older = messages
            .iter()
            .copied()
            .filter(|m| Some(*m) != message)
            .collect();
        messages.retain(|m| Some(*m) == message);
        if messages.is_empty() {
            live.remove(&channel);
        }
        older
    };
    for old in older {
        let edit = serenity::EditMessage::new().components(Vec::new());
        let edited = serenity::ChannelId::new(channel)
            .edit_message(http, serenity::MessageId::new(old), edit)
            .await;
        if let Err(e) = edited {
            tracing::info!(channel, message = old, error = %e, "could not take the taps off an older board");
        }
    }
}
