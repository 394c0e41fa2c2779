//! What the referee keeps per channel, and the [`GameStore`] seam it is kept through.
//!
//! A game is stored as its variant, its seats and its move list in full notation (plus how it
//! ended when the moves alone do not say); the position is rebuilt by replaying, so a rules fix
//! needs no data migration. `damero-storage` can sit behind [`GameStore`]; until then
//! [`FileStore`] (one JSON file per channel, written atomically and fsynced) and
//! [`MemoryStore`] serve.

use std::collections::HashMap;
use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use anyhow::Context as _;
use serde::{Deserialize, Serialize};

/// A Discord channel (or thread) id; the terminal uses 0.
pub type ChannelId = u64;

/// The record format version written by this build.
pub const SCHEMA: u32 = 1;

/// A person: an id (Discord user id) and a display name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Discord user id (terminal: 1 and 2).
    pub id: u64,
    /// Shown in replies.
    pub name: String,
}

/// Who sits on one side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Seat {
    /// A person.
    Human(Player),
    /// Damero itself at a level.
    Bot {
        /// 1-10.
        level: u8,
    },
}

/// How a game ended when the moves alone do not show it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// `white` / `black` resigned.
    Resigned(StoredColor),
    /// Both agreed to a draw.
    Agreed,
}

/// A colour as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StoredColor {
    /// White.
    White,
    /// Black.
    Black,
}

impl From<damero_rules::Color> for StoredColor {
    fn from(c: damero_rules::Color) -> Self {
        match c {
            damero_rules::Color::White => StoredColor::White,
            damero_rules::Color::Black => StoredColor::Black,
        }
    }
}

impl From<StoredColor> for damero_rules::Color {
    fn from(c: StoredColor) -> Self {
        match c {
            StoredColor::White => damero_rules::Color::White,
            StoredColor::Black => damero_rules::Color::Black,
        }
    }
}

/// A game as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// Variant name (`spanish`).
    pub variant: String,
    /// White's seat.
    pub white: Seat,
    /// Black's seat.
    pub black: Seat,
    /// Moves in full notation, and huffs as `huff:SQUARE`, in order.
    pub events: Vec<String>,
    /// Resignation or agreement.
    pub ending: Option<Ending>,
    /// A pending draw offer by this colour.
    pub draw_offer: Option<StoredColor>,
    /// Unix seconds.
    pub started_at: u64,
}

/// A pending challenge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Challenge {
    /// Who challenged.
    pub challenger: Player,
    /// Who is challenged.
    pub challenged: Player,
    /// Variant name.
    pub variant: String,
    /// The challenger's colour choice: `white`, `black` or `random`.
    pub color: String,
    /// Unix seconds after which it can no longer be accepted.
    pub expires_at: u64,
}

/// Everything kept for one channel.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChannelRecord {
    /// Format version.
    pub schema: u32,
    /// The running (or just finished) game.
    pub game: Option<GameRecord>,
    /// A pending challenge.
    pub challenge: Option<Challenge>,
    /// PDN of the last finished game.
    pub last_pdn: Option<String>,
}

/// Durable per-channel state. `save` returns only once the record is durable.
pub trait GameStore: Send + Sync + 'static {
    /// The channel's record, if any.
    ///
    /// # Errors
    /// IO or a record this build cannot read.
    fn load(&self, channel: ChannelId) -> anyhow::Result<Option<ChannelRecord>>;
    /// Replace the channel's record, durably.
    ///
    /// # Errors
    /// IO.
    fn save(&self, channel: ChannelId, record: &ChannelRecord) -> anyhow::Result<()>;
    /// Every channel with a record.
    ///
    /// # Errors
    /// IO.
    fn channels(&self) -> anyhow::Result<Vec<ChannelId>>;
    /// Make everything durable (called at shutdown).
    ///
    /// # Errors
    /// IO.
    fn flush(&self) -> anyhow::Result<()> {
        Ok(())
    }
}

/// A store in memory, for tests and the terminal.
#[derive(Debug, Default)]
pub struct MemoryStore {
    records: Mutex<HashMap<ChannelId, ChannelRecord>>,
}

impl GameStore for MemoryStore {
    fn load(&self, channel: ChannelId) -> anyhow::Result<Option<ChannelRecord>> {
        let map = self
            .records
            .lock()
            .map_err(|_| anyhow::anyhow!("store lock poisoned"))?;
        Ok(map.get(&channel).cloned())
    }
    fn save(&self, channel: ChannelId, record: &ChannelRecord) -> anyhow::Result<()> {
        let mut map = self
            .records
            .lock()
            .map_err(|_| anyhow::anyhow!("store lock poisoned"))?;
        map.insert(channel, record.clone());
        Ok(())
    }
    fn channels(&self) -> anyhow::Result<Vec<ChannelId>> {
        let map = self
            .records
            .lock()
            .map_err(|_| anyhow::anyhow!("store lock poisoned"))?;
        Ok(map.keys().copied().collect())
    }
}

/// One JSON file per channel under a folder; written to a temporary file, fsynced, renamed.
#[derive(Debug)]
pub struct FileStore {
    dir: PathBuf,
}

impl FileStore {
    /// Open (creating) the folder.
    ///
    /// # Errors
    /// When the folder cannot be created.
    pub fn open(dir: impl AsRef<Path>) -> anyhow::Result<FileStore> {
        let dir = dir.as_ref().join("channels");
        fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
        Ok(FileStore { dir })
    }

    fn path(&self, channel: ChannelId) -> PathBuf {
        self.dir.join(format!("{channel}.json"))
    }
}

impl GameStore for FileStore {
    fn load(&self, channel: ChannelId) -> anyhow::Result<Option<ChannelRecord>> {
        let path = self.path(channel);
        let bytes = match fs::read(&path) {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(e).with_context(|| format!("reading {}", path.display())),
        };
        let record: ChannelRecord = serde_json::from_slice(&bytes)
            .with_context(|| format!("decoding {}", path.display()))?;
        anyhow::ensure!(
            record.schema <= SCHEMA,
            "{} was written by a newer Damero (schema {})",
            path.display(),
            record.schema
        );
        Ok(Some(record))
    }

    fn save(&self, channel: ChannelId, record: &ChannelRecord) -> anyhow::Result<()> {
        let path = self.path(channel);
        let tmp = self.dir.join(format!("{channel}.json.tmp"));
        let bytes = serde_json::to_vec(record)?;
        {
            let mut f =
                fs::File::create(&tmp).with_context(|| format!("writing {}", tmp.display()))?;
            f.write_all(&bytes)?;
            f.sync_data()?;
        }
        fs::rename(&tmp, &path).with_context(|| format!("renaming to {}", path.display()))?;
        Ok(())
    }

    fn channels(&self) -> anyhow::Result<Vec<ChannelId>> {
        let mut out = Vec::new();
        for entry in fs::read_dir(&self.dir)? {
            let name = entry?.file_name();
            let name = name.to_string_lossy();
            if let Some(id) = name.strip_suffix(".json").and_then(|s| s.parse().ok()) {
                out.push(id);
            }
        }
        Ok(out)
    }

    fn flush(&self) -> anyhow::Result<()> {
        // Every save is already fsynced; sync the folder so renames are durable too.
        fs::File::open(&self.dir)?.sync_all()?;
        Ok(())
    }
}
