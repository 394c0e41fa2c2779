//! Endgame tables kept in files, and made ready in the background for whoever plays with them.
//!
//! The engine builds a table and reads one from bytes ([`damero_engine::egtb::Tablebase`]) but
//! touches no file; this module writes and reads the files (`<dir>/<variant>-<pieces>.dmtb`,
//! `damero egtb`), and a [`TableCache`] builds (or reads) a variant's table on a thread of its
//! own at first use so that the bot's engines can be given it once it is ready.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};

use damero_engine::egtb::{supported, TableError, Tablebase};
use damero_rules::Variant;

/// The pieces of the tables a [`TableCache`] prepares.
pub const RUNTIME_PIECES: u8 = 4;

/// Why a table file cannot be written or read.
#[derive(Debug, thiserror::Error)]
pub enum FileError {
    /// Reading or writing the file failed.
    #[error("endgame database file {0}: {1}")]
    Io(PathBuf, std::io::Error),
    /// The file is not a table of this variant and size (or the variant has none).
    #[error("endgame database file {0}: {1} (remove it and build again)")]
    Table(PathBuf, TableError),
}

/// The file a table is kept in.
#[must_use]
pub fn file_path(dir: &Path, variant: Variant, pieces: u8) -> PathBuf {
    dir.join(format!("{}-{pieces}.dmtb", variant.name()))
}

/// Write `tb` to `dir/<variant>-<pieces>.dmtb` (through a temporary file, so that a reader never
/// sees half a table); returns the path.
///
/// # Errors
/// The directory or the file cannot be written.
pub fn write(tb: &Tablebase, dir: &Path) -> Result<PathBuf, FileError> {
    let path = file_path(dir, tb.variant(), tb.pieces());
    let io = |e| FileError::Io(path.clone(), e);
    std::fs::create_dir_all(dir).map_err(io)?;
    let tmp = path.with_extension("tmp");
    std::fs::write(&tmp, tb.to_bytes()).map_err(|e| FileError::Io(tmp.clone(), e))?;
    std::fs::rename(&tmp, &path).map_err(io)?;
    Ok(path)
}

/// Read the table of `variant` for `pieces` pieces from `dir`.
///
/// # Errors
/// No such file, or not a table of this variant and size.
pub fn read(dir: &Path, variant: Variant, pieces: u8) -> Result<Tablebase, FileError> {
    let path = file_path(dir, variant, pieces);
    let bytes = std::fs::read(&path).map_err(|e| FileError::Io(path.clone(), e))?;
    Tablebase::from_bytes(variant, pieces, &bytes).map_err(|e| FileError::Table(path, e))
}

#[derive(Debug)]
enum Slot {
    Building,
    Ready(Arc<Tablebase>),
    Failed,
}

/// Each variant's table of [`RUNTIME_PIECES`] pieces, made ready in the background at first use
/// (read from the cache directory if a file is there, else built and written there). Clones
/// share the tables; the bot keeps one for all its games and gives each engine
/// [`TableCache::get`] before it thinks.
#[derive(Clone, Debug, Default)]
pub struct TableCache {
    slots: Arc<Mutex<HashMap<Variant, Slot>>>,
    dir: Option<PathBuf>,
}

impl TableCache {
    /// A cache keeping its files in `dir` (none: built in memory each time the process starts).
    #[must_use]
    pub fn new(dir: Option<PathBuf>) -> TableCache {
        TableCache {
            slots: Arc::default(),
            dir,
        }
    }

    /// Make `tb` the table handed out for its variant (replacing any other).
    pub fn insert(&self, tb: Tablebase) -> Arc<Tablebase> {
        let tb = Arc::new(tb);
        self.lock().insert(tb.variant(), Slot::Ready(tb.clone()));
        tb
    }

    /// The table of `variant`, if it is ready.
    #[must_use]
    pub fn get(&self, variant: Variant) -> Option<Arc<Tablebase>> {
        match self.lock().get(&variant) {
            Some(Slot::Ready(tb)) => Some(tb.clone()),
            _ => None,
        }
    }

    /// Make `variant`'s table available, in the background: read it from the cache directory
    /// if a file is there, else build it (a few seconds to a minute, on one thread) and write
    /// it there. Returns at once; [`TableCache::get`] answers once it is ready. Nothing happens
    /// for variants without tables or when it is already ready or on its way.
    pub fn prepare(&self, variant: Variant) {
        if !supported(variant) {
            return;
        }
        {
            let mut slots = self.lock();
            if slots.contains_key(&variant) {
                return;
            }
            slots.insert(variant, Slot::Building);
        }
        let cache = self.clone();
        let spawned = std::thread::Builder::new()
            .name(format!("egtb-{}", variant.name()))
            .spawn(move || {
                let pieces = RUNTIME_PIECES;
                let dir = cache.dir.as_deref();
                let tb = dir
                    .and_then(|dir| read(dir, variant, pieces).ok())
                    .or_else(|| {
                        let tb = Tablebase::build(variant, pieces, |_| {}).ok()?;
                        if let Some(dir) = dir {
                            // A cache that cannot be written only costs a rebuild next time.
                            let _ = write(&tb, dir);
                        }
                        Some(tb)
                    });
                let slot = match tb {
                    Some(tb) => Slot::Ready(Arc::new(tb)),
                    None => Slot::Failed,
                };
                cache.lock().insert(variant, slot);
            });
        if spawned.is_err() {
            self.lock().insert(variant, Slot::Failed);
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Variant, Slot>> {
        self.slots.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, Instant};

    #[test]
    fn a_table_written_to_a_file_reads_back_the_same() {
        let dir = std::env::temp_dir().join(format!("damero-lab-tables-{}", std::process::id()));
        let tb = Tablebase::build(Variant::English, 3, |_| {}).expect("builds");
        let path = write(&tb, &dir).expect("written");
        assert_eq!(path, file_path(&dir, Variant::English, 3));
        let back = read(&dir, Variant::English, 3).expect("read back");
        assert_eq!(back.to_bytes(), tb.to_bytes());
        assert!(matches!(
            read(&dir, Variant::Spanish, 3),
            Err(FileError::Io(..))
        ));
        std::fs::write(file_path(&dir, Variant::Spanish, 3), b"DMTB1\n").expect("written");
        assert!(matches!(
            read(&dir, Variant::Spanish, 3),
            Err(FileError::Table(..))
        ));
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_cache_hands_out_what_was_inserted_and_nothing_for_other_variants() {
        let cache = TableCache::new(None);
        assert!(cache.get(Variant::English).is_none());
        cache.insert(Tablebase::build(Variant::English, 3, |_| {}).expect("builds"));
        assert!(cache.get(Variant::English).is_some());
        assert!(cache.get(Variant::Spanish).is_none());
        // A variant without tables is never prepared.
        cache.prepare(Variant::Turkish);
        assert!(cache.get(Variant::Turkish).is_none());
        assert!(cache.lock().get(&Variant::Turkish).is_none());
    }

    /// The bot's `engine.tables`: a table built once is kept in the folder and read back by the
    /// next process's cache instead of built again.
    #[test]
    fn a_cache_with_a_folder_keeps_what_it_builds_for_the_next_start() {
        let folder = std::env::temp_dir().join(format!("damero-lab-cache-{}", std::process::id()));
        let ready = |cache: &TableCache| {
            let start = Instant::now();
            loop {
                if let Some(tb) = cache.get(Variant::English) {
                    return tb;
                }
                assert!(start.elapsed() < Duration::from_secs(300), "never ready");
                std::thread::sleep(Duration::from_millis(20));
            }
        };
        let first = TableCache::new(Some(folder.clone()));
        first.prepare(Variant::English);
        let built = ready(&first);
        assert!(built.build_time > Duration::ZERO, "built");
        assert!(file_path(&folder, Variant::English, RUNTIME_PIECES).is_file());
        let second = TableCache::new(Some(folder.clone()));
        second.prepare(Variant::English);
        let read = ready(&second);
        assert_eq!(read.build_time, Duration::ZERO, "read from the file");
        assert_eq!(read.to_bytes(), built.to_bytes());
        let _ = std::fs::remove_dir_all(&folder);
    }
}
