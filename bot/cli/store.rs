//! `damero store copy --from sled:PATH --to postgres://…` (and back): move every game, player
//! and server setting from one store into an empty other, then check that every game reads
//! back equal and replays to the same position on both sides. `damero store forget --store
//! STORE USER_ID`: one Discord user's data deleted or anonymised (`Store::forget_user`).

use std::io::Write;

use damero_storage::{CopyReport, PgStore, SledStore};

/// Stores: copy one into another.
#[derive(Debug, clap::Args)]
pub struct Store {
    #[command(subcommand)]
    action: Action,
}

#[derive(Debug, clap::Subcommand)]
enum Action {
    /// Copy every game, player and server setting into an empty store, and check every game
    /// replays the same on both sides
    Copy {
        /// The store to read: sled:PATH (a folder) or postgres://user:password@host:port/db
        #[arg(long)]
        from: String,
        /// The empty store to fill, in the same forms
        #[arg(long)]
        to: String,
    },
    /// Delete one Discord user's data: their ratings, puzzle record and daily answers go;
    /// their seat in every game and tournament becomes 'deleted player' (the games still
    /// replay, their opponents' ratings stay). Stop the bot first when the store is sled
    Forget {
        /// The store: sled:PATH (a folder) or postgres://user:password@host:port/db
        #[arg(long)]
        store: String,
        /// The user's Discord id (Developer Mode on: right-click the user, Copy User ID)
        #[arg(value_parser = user_id)]
        user: u64,
    },
}

fn user_id(s: &str) -> Result<u64, String> {
    s.trim()
        .parse::<u64>()
        .ok()
        .filter(|id| *id > 0)
        .ok_or_else(|| {
            format!("'{s}' is not a Discord user id: it is a number such as 123456789012345678")
        })
}

/// An opened store of either kind.
enum Opened {
    Sled(SledStore),
    Pg(PgStore),
}

/// A store named on the command line, as shown back (no password).
fn shown(spec: &str) -> String {
    if damero_storage::pg::is_url(spec) {
        damero_storage::pg::redact(spec)
    } else {
        spec.to_string()
    }
}

fn open(spec: &str) -> anyhow::Result<Opened> {
    if let Some(path) = spec.strip_prefix("sled:") {
        anyhow::ensure!(
            !path.is_empty(),
            "sled: needs a folder, as in sled:damero-data"
        );
        return Ok(Opened::Sled(SledStore::open(path)?));
    }
    if damero_storage::pg::is_url(spec) {
        return Ok(Opened::Pg(PgStore::connect(spec)?));
    }
    anyhow::bail!(
        "'{}' is not a store: name one as sled:PATH or postgres://user@host:port/database",
        damero::i18n::clip(&shown(spec), 80)
    )
}

/// A source must already be a store: a sled folder that does not exist or holds no sled
/// database is refused before anything is opened (opening would create one, or write sled's
/// files into a folder of pictures).
fn check_source(spec: &str) -> anyhow::Result<()> {
    let Some(path) = spec.strip_prefix("sled:").filter(|p| !p.is_empty()) else {
        return Ok(());
    };
    let folder = std::path::Path::new(path);
    let shown = damero::i18n::clip(path, 80);
    anyhow::ensure!(
        folder.is_dir(),
        "there is no store to copy from at {shown}: no such folder"
    );
    // sled keeps its configuration and its data in these two files.
    anyhow::ensure!(
        folder.join("conf").is_file() && folder.join("db").is_file(),
        "{shown} is not a Damero store (it holds no sled database): name the folder the bot keeps its games in, damero-data unless storage.path says otherwise"
    );
    Ok(())
}

/// `damero store forget`: one user's data deleted or anonymised, and what was done said.
fn forget(spec: &str, user: u64, out: &mut impl Write) -> anyhow::Result<()> {
    // Only an existing store: forgetting in a new empty one would create it.
    check_source(spec)?;
    let who = damero_storage::UserId(user);
    let done = match open(spec)? {
        Opened::Sled(s) => damero_storage::Store::forget_user(&s, who)?,
        Opened::Pg(s) => damero_storage::Store::forget_user(&s, who)?,
    };
    if done.is_empty() {
        writeln!(out, "{} holds nothing about user {user}", shown(spec))?;
        return Ok(());
    }
    writeln!(
        out,
        "forgot user {user} in {}: player record {}, {} ratings, {} puzzle attempts, {} daily answers deleted; {} games ({} ongoing), {} tournaments, {} challenges and {} waiting announcements now name 'deleted player'",
        shown(spec),
        if done.player_record { "deleted" } else { "none" },
        done.ratings,
        done.puzzle_attempts,
        done.daily_answers,
        done.games,
        done.ongoing_games,
        done.tournaments,
        done.challenges,
        done.announcements,
    )?;
    if done.unreadable > 0 {
        writeln!(
            out,
            "{} of their games could not be read and were left as they are (set aside as damaged): remove them by hand",
            done.unreadable
        )?;
    }
    Ok(())
}

impl Store {
    /// Run it.
    ///
    /// # Errors
    /// A store that cannot be opened, a target that already holds games, a game that differs
    /// after the copy.
    pub fn run(self, out: &mut impl Write) -> anyhow::Result<()> {
        let (from, to) = match self.action {
            Action::Copy { from, to } => (from, to),
            Action::Forget { store, user } => return forget(&store, user, out),
        };
        check_source(&from)?;
        let source = open(&from)?;
        let target = open(&to)?;
        let report: CopyReport = match (&source, &target) {
            (Opened::Sled(a), Opened::Sled(b)) => a.copy_into(b)?,
            (Opened::Sled(a), Opened::Pg(b)) => a.copy_into(b)?,
            (Opened::Pg(a), Opened::Sled(b)) => a.copy_into(b)?,
            (Opened::Pg(a), Opened::Pg(b)) => a.copy_into(b)?,
        };
        writeln!(
            out,
            "copied {} games and {} other records from {} to {}; all {} games replay the same on both sides",
            report.games,
            report.other_records,
            shown(&from),
            shown(&to),
            report.replayed
        )?;
        Ok(())
    }
}
