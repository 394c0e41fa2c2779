//! What the bot may do in a server's channels: the one list of the Discord permissions it
//! uses, each with what it needs it for. The invite link's `permissions=` number, the start-up
//! log, `damero invite`, the README (a test holds it to this list) and the checks before a
//! command that needs one are all made from it.
//!
//! Discord-free: a permission is a name and Discord's bit for it (a test in `discord/` checks
//! each bit against serenity's); what a player reads is a catalogue message (`permission-*`,
//! Discord's own name for it in each language).

use crate::i18n::{Arg, Msg};

/// A permission the bot uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Permission {
    /// See the channel (read commands, answer in it).
    ViewChannel,
    /// Post boards, announcements and answers to text commands.
    SendMessages,
    /// The same inside threads (`/settings threads:on`, every tournament game).
    SendMessagesInThreads,
    /// Each board picture shown in an embed.
    EmbedLinks,
    /// The board pictures, replays' GIFs, PDN and TRF files.
    AttachFiles,
    /// A thread for each game (`threads:on`) and each tournament game.
    CreatePublicThreads,
    /// Delete the empty thread of a game that did not start.
    ManageThreads,
}

impl Permission {
    /// Every permission the bot uses, in the order the README and `damero invite` list them.
    pub const ALL: [Permission; 7] = [
        Permission::ViewChannel,
        Permission::SendMessages,
        Permission::SendMessagesInThreads,
        Permission::EmbedLinks,
        Permission::AttachFiles,
        Permission::CreatePublicThreads,
        Permission::ManageThreads,
    ];

    /// Discord's bit for it (the `permissions` field of the API).
    #[must_use]
    pub const fn bit(self) -> u64 {
        match self {
            Permission::ViewChannel => 1 << 10,
            Permission::SendMessages => 1 << 11,
            Permission::EmbedLinks => 1 << 14,
            Permission::AttachFiles => 1 << 15,
            Permission::ManageThreads => 1 << 34,
            Permission::CreatePublicThreads => 1 << 35,
            Permission::SendMessagesInThreads => 1 << 38,
        }
    }

    /// Its name in Discord's English interface (the Developer Portal's URL generator, a
    /// channel's settings), for operators.
    #[must_use]
    pub const fn english(self) -> &'static str {
        match self {
            Permission::ViewChannel => "View Channels",
            Permission::SendMessages => "Send Messages",
            Permission::SendMessagesInThreads => "Send Messages in Threads",
            Permission::EmbedLinks => "Embed Links",
            Permission::AttachFiles => "Attach Files",
            Permission::CreatePublicThreads => "Create Public Threads",
            Permission::ManageThreads => "Manage Threads",
        }
    }

    /// What the bot needs it for, for operators (`damero invite`).
    #[must_use]
    pub const fn used_for(self) -> &'static str {
        match self {
            Permission::ViewChannel => "see the channels it plays in",
            Permission::SendMessages => "post boards, results and answers to text commands",
            Permission::SendMessagesInThreads => "play in threads (threads:on, tournament games)",
            Permission::EmbedLinks => "show each board picture large, in an embed",
            Permission::AttachFiles => "attach board pictures, replays, PDN and TRF files",
            Permission::CreatePublicThreads => {
                "open a thread per game (threads:on) and per tournament game"
            }
            Permission::ManageThreads => "delete the empty thread of a game that did not start",
        }
    }

    /// Its name as the reader's Discord shows it (a catalogue message).
    #[must_use]
    pub fn name(self) -> Msg {
        Msg::new(match self {
            Permission::ViewChannel => "permission-view-channel",
            Permission::SendMessages => "permission-send-messages",
            Permission::SendMessagesInThreads => "permission-send-messages-in-threads",
            Permission::EmbedLinks => "permission-embed-links",
            Permission::AttachFiles => "permission-attach-files",
            Permission::CreatePublicThreads => "permission-create-public-threads",
            Permission::ManageThreads => "permission-manage-threads",
        })
    }
}

/// What a game played in the channel needs: its boards and notices are posted there.
pub const GAME_HERE: &[Permission] = &[
    Permission::ViewChannel,
    Permission::SendMessages,
    Permission::EmbedLinks,
    Permission::AttachFiles,
];

/// What a game played in a thread it opens needs (`/settings threads:on`).
pub const GAME_IN_THREAD: &[Permission] = &[
    Permission::ViewChannel,
    Permission::CreatePublicThreads,
    Permission::SendMessagesInThreads,
    Permission::EmbedLinks,
    Permission::AttachFiles,
];

/// What a tournament needs: its news posted in its channel, each game in a thread of it.
pub const TOURNAMENT: &[Permission] = &[
    Permission::ViewChannel,
    Permission::SendMessages,
    Permission::CreatePublicThreads,
    Permission::SendMessagesInThreads,
    Permission::EmbedLinks,
    Permission::AttachFiles,
];

/// The bits of every permission the bot uses: the invite link's `permissions=` number.
#[must_use]
pub fn invite_bits() -> u64 {
    Permission::ALL.iter().fold(0, |bits, p| bits | p.bit())
}

/// The link that invites the bot of application `app_id` to a server with every permission
/// it uses and its slash commands.
#[must_use]
pub fn invite_url(app_id: u64) -> String {
    format!(
        "https://discord.com/oauth2/authorize?client_id={app_id}&scope=bot+applications.commands&permissions={}",
        invite_bits()
    )
}

/// Those of `needed` that `granted` (Discord's permission bits in a channel) lacks, in order.
/// Administrator (bit 3) grants everything.
#[must_use]
pub fn missing(granted: u64, needed: &[Permission]) -> Vec<Permission> {
    const ADMINISTRATOR: u64 = 1 << 3;
    if granted & ADMINISTRATOR != 0 {
        return Vec::new();
    }
    needed
        .iter()
        .copied()
        .filter(|p| granted & p.bit() == 0)
        .collect()
}

/// The names of `permissions` as the reader's Discord shows them, as one message argument.
#[must_use]
pub fn names(permissions: &[Permission]) -> Arg {
    Arg::Msgs(permissions.iter().map(|p| p.name()).collect())
}

/// The sentence that says the bot lacks `missing` in this channel (one or more permissions).
#[must_use]
pub fn lacking(missing: &[Permission]) -> Msg {
    Msg::new("missing-permission")
        .arg("count", missing.len())
        .arg("permissions", names(missing))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_invite_number_is_every_listed_bit_once() {
        let bits = invite_bits();
        assert_eq!(bits.count_ones() as usize, Permission::ALL.len());
        // View, Send, Send in Threads, Embed, Attach, Create Public Threads, Manage Threads:
        // the number Discord's URL generator makes from those boxes.
        assert_eq!(bits, 326_417_566_720);
        assert!(invite_url(42).contains("client_id=42&"));
        assert!(invite_url(42).ends_with("permissions=326417566720"));
    }

    #[test]
    fn missing_keeps_the_order_asked_and_administrator_grants_all() {
        let granted = Permission::ViewChannel.bit() | Permission::SendMessages.bit();
        let needed = [
            Permission::CreatePublicThreads,
            Permission::SendMessages,
            Permission::SendMessagesInThreads,
        ];
        assert_eq!(
            missing(granted, &needed),
            vec![
                Permission::CreatePublicThreads,
                Permission::SendMessagesInThreads
            ]
        );
        assert!(missing(1 << 3, &needed).is_empty());
        assert!(missing(invite_bits(), &Permission::ALL).is_empty());
    }
}
