//! The in-memory twin: the same logic as [`crate::SledStore`] over ordered maps behind one lock.
//! For fast tests (the bot's included); nothing survives the process.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::sync::{Mutex, MutexGuard};

use crate::error::StoreError;
use crate::kv::{Backend, Entry, KvStore, TreeId, Tx, TxBody, TxError, TREE_NAMES};
use crate::SCHEMA_VERSION;

type Trees = Vec<BTreeMap<Vec<u8>, Vec<u8>>>;

/// The in-memory backend.
#[derive(Debug)]
pub struct MemoryBackend {
    trees: Mutex<Trees>,
}

/// The in-memory store (see [`crate::Store`]).
pub type MemoryStore = KvStore<MemoryBackend>;

impl KvStore<MemoryBackend> {
    /// An empty store.
    #[must_use]
    pub fn new() -> MemoryStore {
        let mut trees: Trees = TREE_NAMES.iter().map(|_| BTreeMap::new()).collect();
        trees[TreeId::Meta as usize].insert(
            crate::kv::SCHEMA_KEY.to_vec(),
            SCHEMA_VERSION.to_be_bytes().to_vec(),
        );
        KvStore::with_backend(MemoryBackend {
            trees: Mutex::new(trees),
        })
    }
}

impl Default for KvStore<MemoryBackend> {
    fn default() -> Self {
        Self::new()
    }
}

impl MemoryBackend {
    fn lock(&self) -> MutexGuard<'_, Trees> {
        // A panic while holding the lock cannot leave a half-applied transaction (writes are
        // applied only after the body succeeds), so the data is still consistent.
        self.trees
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

type Write = (TreeId, Vec<u8>, Option<Vec<u8>>);

struct MemTx<'a> {
    base: &'a Trees,
    writes: RefCell<Vec<Write>>,
}

impl Tx for MemTx<'_> {
    fn get(&self, tree: TreeId, key: &[u8]) -> Result<Option<Vec<u8>>, TxError> {
        let writes = self.writes.borrow();
        if let Some((_, _, v)) = writes.iter().rev().find(|(t, k, _)| *t == tree && k == key) {
            return Ok(v.clone());
        }
        Ok(self.base[tree as usize].get(key).cloned())
    }

    fn insert(&self, tree: TreeId, key: &[u8], value: Vec<u8>) -> Result<(), TxError> {
        self.writes
            .borrow_mut()
            .push((tree, key.to_vec(), Some(value)));
        Ok(())
    }

    fn remove(&self, tree: TreeId, key: &[u8]) -> Result<(), TxError> {
        self.writes.borrow_mut().push((tree, key.to_vec(), None));
        Ok(())
    }
}

impl Backend for MemoryBackend {
    fn transact<T>(&self, body: TxBody<'_, T>) -> Result<T, StoreError> {
        let mut trees = self.lock();
        let tx = MemTx {
            base: &trees,
            writes: RefCell::new(Vec::new()),
        };
        let out = match body(&tx) {
            Ok(out) => out,
            Err(TxError::Abort(e)) => return Err(e),
            Err(TxError::Retry(e)) => return Err(StoreError::Backend(e.to_string())),
            Err(TxError::Pg(e)) => return Err(StoreError::Backend(e.to_string())),
        };
        let writes = tx.writes.into_inner();
        for (tree, key, value) in writes {
            let map = &mut trees[tree as usize];
            match value {
                Some(v) => map.insert(key, v),
                None => map.remove(&key),
            };
        }
        Ok(out)
    }

    fn get(&self, tree: TreeId, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        Ok(self.lock()[tree as usize].get(key).cloned())
    }

    fn scan(
        &self,
        tree: TreeId,
        prefix: &[u8],
        reverse: bool,
        limit: usize,
    ) -> Result<Vec<Entry>, StoreError> {
        let trees = self.lock();
        let matching = trees[tree as usize]
            .range(prefix.to_vec()..)
            .take_while(|(k, _)| k.starts_with(prefix))
            .map(|(k, v)| (k.clone(), v.clone()));
        Ok(if reverse {
            let all: Vec<_> = matching.collect();
            all.into_iter().rev().take(limit).collect()
        } else {
            matching.take(limit).collect()
        })
    }

    fn flush(&self) -> Result<(), StoreError> {
        Ok(())
    }
}
