//! The sled backend: ten trees in one database, one sled transaction per change, and a
//! `flush` (plus an fsync of sled's log with [`Durability::PowerLoss`]) before a change returns.

use std::io;
use std::path::{Path, PathBuf};

use sled::transaction::{
    ConflictableTransactionError, TransactionError, TransactionalTree, UnabortableTransactionError,
};
use sled::Transactional;

use crate::error::StoreError;
use crate::kv::{Backend, Entry, KvStore, TreeId, Tx, TxBody, TxError, TREE_NAMES};
use crate::migrate;

const LOCK_RETRIES: u32 = 25;
const LOCK_RETRY_PAUSE: std::time::Duration = std::time::Duration::from_millis(20);

/// What a change's flush waits for before the change returns `Ok`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Durability {
    /// sled's `flush` only: survives a process crash, not necessarily a power loss (on Linux it
    /// ends in `sync_file_range`). The default: it meets the commit budget (p99 <= 5 ms).
    #[default]
    ProcessCrash,
    /// sled's `flush`, then `fsync` of sled's log file: also flushes the drive cache and file
    /// metadata. Several times slower per commit on this machine class (see the crate's README.md).
    PowerLoss,
}

/// The sled backend.
#[derive(Debug)]
pub struct SledBackend {
    db: sled::Db,
    trees: Vec<sled::Tree>,
    path: PathBuf,
    /// sled's log file, opened by us only to `fsync` it: on Linux sled's flush ends in
    /// `sync_file_range`, which neither flushes the drive's write cache nor the file's
    /// metadata, so it does not survive a power loss on its own (see the crate's README.md). Only with
    /// [`Durability::PowerLoss`].
    log: Option<std::fs::File>,
}

/// The store on disk (see [`crate::Store`]).
pub type SledStore = KvStore<SledBackend>;

fn backend_error(e: &sled::Error) -> StoreError {
    StoreError::Backend(e.to_string())
}

/// Is this sled's "another process holds the lock" error?
fn is_lock_error(e: &sled::Error) -> bool {
    match e {
        sled::Error::Io(io) => {
            io.kind() == io::ErrorKind::WouldBlock
                || io.to_string().contains("could not acquire lock")
        }
        _ => false,
    }
}

impl KvStore<SledBackend> {
    /// Open (or create) the database in directory `path`, migrating it to [`crate::SCHEMA_VERSION`]
    /// one step at a time.
    ///
    /// # Errors
    /// [`StoreError::Locked`] if another process has it open, [`StoreError::TooNew`] if a newer
    /// Damero wrote it, [`StoreError::Migration`] if a step fails, [`StoreError::Backend`].
    pub fn open(path: impl AsRef<Path>) -> Result<SledStore, StoreError> {
        Self::open_with(path, Durability::default())
    }

    /// [`SledStore::open`] with a chosen [`Durability`].
    ///
    /// # Errors
    /// As [`SledStore::open`].
    pub fn open_with(
        path: impl AsRef<Path>,
        durability: Durability,
    ) -> Result<SledStore, StoreError> {
        let path = path.as_ref().to_path_buf();
        // A handle dropped a moment ago in this process may still be shutting down sled's
        // background threads and hold the lock briefly: retry for up to half a second before
        // concluding another process has the database.
        let mut attempts = 0;
        let db = loop {
            match sled::Config::new().path(&path).open() {
                Ok(db) => break db,
                Err(e) if is_lock_error(&e) && attempts < LOCK_RETRIES => {
                    attempts += 1;
                    std::thread::sleep(LOCK_RETRY_PAUSE);
                }
                Err(e) if is_lock_error(&e) => return Err(StoreError::Locked { path }),
                Err(e) => {
                    return Err(StoreError::Backend(format!(
                        "opening {}: {e}",
                        path.display()
                    )))
                }
            }
        };
        let trees = TREE_NAMES
            .iter()
            .map(|name| db.open_tree(name))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| backend_error(&e))?;
        let log = match durability {
            Durability::PowerLoss => Some(std::fs::File::open(path.join("db")).map_err(|e| {
                StoreError::Backend(format!("opening the database log to fsync it: {e}"))
            })?),
            Durability::ProcessCrash => None,
        };
        let store = KvStore::with_backend(SledBackend {
            db,
            trees,
            path,
            log,
        });
        migrate::run(&store.backend, &store.backend.path)?;
        Ok(store)
    }

    /// The database directory.
    #[must_use]
    pub fn path(&self) -> &Path {
        &self.backend.path
    }

    /// Bytes the database takes on disk.
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    pub fn size_on_disk(&self) -> Result<u64, StoreError> {
        self.backend
            .db
            .size_on_disk()
            .map_err(|e| backend_error(&e))
    }

    /// sled's `flush_async`, without blocking a thread. Changes already flush (and `fsync`)
    /// before they return; this is only for callers that want a checkpoint. Unlike a change's
    /// own flush it does not add the `fsync` of the log file, so it promises survival of a
    /// process crash, not of a power loss (see the crate's README.md).
    ///
    /// # Errors
    /// [`StoreError::Backend`].
    pub async fn flush_async(&self) -> Result<(), StoreError> {
        self.backend
            .db
            .flush_async()
            .await
            .map(|_| ())
            .map_err(|e| backend_error(&e))
    }
}

struct SledTx<'a>(&'a [TransactionalTree]);

impl SledTx<'_> {
    fn tree(&self, tree: TreeId) -> Result<&TransactionalTree, TxError> {
        self.0.get(tree as usize).ok_or_else(|| {
            TxError::Abort(StoreError::Backend(format!(
                "tree {} missing from transaction",
                tree.name()
            )))
        })
    }
}

fn retry(e: UnabortableTransactionError) -> TxError {
    TxError::Retry(e)
}

impl Tx for SledTx<'_> {
    fn get(&self, tree: TreeId, key: &[u8]) -> Result<Option<Vec<u8>>, TxError> {
        Ok(self
            .tree(tree)?
            .get(key)
            .map_err(retry)?
            .map(|v| v.to_vec()))
    }

    fn insert(&self, tree: TreeId, key: &[u8], value: Vec<u8>) -> Result<(), TxError> {
        self.tree(tree)?.insert(key, value).map_err(retry)?;
        Ok(())
    }

    fn remove(&self, tree: TreeId, key: &[u8]) -> Result<(), TxError> {
        self.tree(tree)?.remove(key).map_err(retry)?;
        Ok(())
    }
}

impl Backend for SledBackend {
    fn transact<T>(&self, body: TxBody<'_, T>) -> Result<T, StoreError> {
        let result = self.trees.as_slice().transaction(|view| {
            body(&SledTx(view.as_slice())).map_err(|e| match e {
                TxError::Abort(e) => ConflictableTransactionError::Abort(e),
                TxError::Retry(e) => e.into(),
                TxError::Pg(e) => {
                    ConflictableTransactionError::Abort(StoreError::Backend(e.to_string()))
                }
            })
        });
        result.map_err(|e| match e {
            TransactionError::Abort(e) => e,
            TransactionError::Storage(e) => backend_error(&e),
        })
    }

    fn get(&self, tree: TreeId, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        let t = self
            .trees
            .get(tree as usize)
            .ok_or_else(|| StoreError::Backend(format!("tree {} missing", tree.name())))?;
        Ok(t.get(key)
            .map_err(|e| backend_error(&e))?
            .map(|v| v.to_vec()))
    }

    fn scan(
        &self,
        tree: TreeId,
        prefix: &[u8],
        reverse: bool,
        limit: usize,
    ) -> Result<Vec<Entry>, StoreError> {
        let t = self
            .trees
            .get(tree as usize)
            .ok_or_else(|| StoreError::Backend(format!("tree {} missing", tree.name())))?;
        let iter = t.scan_prefix(prefix);
        let convert = |r: sled::Result<(sled::IVec, sled::IVec)>| {
            r.map(|(k, v)| (k.to_vec(), v.to_vec()))
                .map_err(|e| backend_error(&e))
        };
        if reverse {
            iter.rev().take(limit).map(convert).collect()
        } else {
            iter.take(limit).map(convert).collect()
        }
    }

    fn flush(&self) -> Result<(), StoreError> {
        self.db.flush().map_err(|e| backend_error(&e))?;
        if let Some(log) = &self.log {
            log.sync_all()
                .map_err(|e| StoreError::Backend(format!("fsync of the database log: {e}")))?;
        }
        Ok(())
    }
}
