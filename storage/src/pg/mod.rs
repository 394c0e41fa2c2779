//! The PostgreSQL backend: the same store logic as sled's ([`crate::KvStore`]) over a shared
//! database, so several Damero processes (shard ranges) keep one set of games, ratings and ids.
//!
//! - **Client**: `postgres` (the synchronous face of `tokio-postgres`) with an `r2d2` pool.
//!   The [`crate::Store`] trait is synchronous and called on blocking threads, which is what a
//!   sync client with a blocking pool serves; each connection keeps its prepared statements.
//! - **Transactions**: every change is one `SERIALIZABLE` transaction; a serialization failure
//!   (two processes touching the same rows) runs the body again, as sled does, so the store's
//!   compare-and-swap on a game's version refuses the loser with `Conflict`. A commit returns
//!   after PostgreSQL made it durable (`synchronous_commit` on, its default).
//! - **Ids**: new game ids come from the `game_ids` sequence, unique across processes.
//! - **Lost database**: a call that cannot reach the server returns
//!   [`StoreError::Unavailable`]; an interrupted transaction was rolled back by the server, so
//!   nothing is half-written. The pool reconnects by itself once the server is back.
//! - **Schema**: `schema.rs` creates and migrates the tables under an advisory lock.

mod schema;
pub mod server;
mod tables;

use std::cell::RefCell;
use std::time::Duration;

use postgres::error::SqlState;
use postgres::{Client, IsolationLevel, NoTls};

use crate::error::StoreError;
use crate::kv::{Backend, Entry, KvStore, TreeId, Tx, TxBody, TxError};
use crate::migrate;
pub use schema::PG_SCHEMA_VERSION;
use tables::{Cache, Sql};

/// How long to wait for a connection (at start, and from the pool while the server is away).
const CONNECT_TIMEOUT: Duration = Duration::from_secs(3);
/// Serialization failures retried before giving up (each one means another process won).
const MAX_RETRIES: u32 = 200;

/// The PostgreSQL backend.
#[derive(Debug)]
pub struct PgBackend {
    /// Always `Some` until dropped (see the `Drop` impl).
    pool: Option<r2d2::Pool<Manager>>,
    shown: String,
}

/// The sync client runs each connection on a small runtime of its own and closes it with
/// `block_on`, which tokio forbids on a thread that drives async tasks (the bot drops its
/// store at the end of an async function). So the pool is dropped on a plain thread.
impl Drop for PgBackend {
    fn drop(&mut self) {
        if let Some(pool) = self.pool.take() {
            let _ = std::thread::spawn(move || drop(pool)).join();
        }
    }
}

/// The store in PostgreSQL (see [`crate::Store`]).
pub type PgStore = KvStore<PgBackend>;

/// Opens connections for the pool.
#[derive(Debug)]
struct Manager {
    config: postgres::Config,
}

/// A pooled connection and its prepared statements.
struct Conn {
    client: Client,
    cache: Cache,
}

impl r2d2::ManageConnection for Manager {
    type Connection = Conn;
    type Error = postgres::Error;

    fn connect(&self) -> Result<Conn, postgres::Error> {
        Ok(Conn {
            client: self.config.connect(NoTls)?,
            cache: Cache::new(),
        })
    }

    fn is_valid(&self, conn: &mut Conn) -> Result<(), postgres::Error> {
        conn.client.simple_query("").map(|_| ())
    }

    fn has_broken(&self, conn: &mut Conn) -> bool {
        conn.client.is_closed()
    }
}

/// Whether `text` is a PostgreSQL URL (`postgres://…` or `postgresql://…`) the client accepts.
#[must_use]
pub fn is_url(text: &str) -> bool {
    let text = text.trim();
    (text.starts_with("postgres://") || text.starts_with("postgresql://"))
        && text.parse::<postgres::Config>().is_ok()
}

/// The URL without its password, for logs and errors: `postgres://user@host:port/db`.
#[must_use]
pub fn redact(url: &str) -> String {
    match url.parse::<postgres::Config>() {
        Ok(config) => shown(&config),
        Err(_) => "postgres://(a URL that does not parse)".into(),
    }
}

fn shown(config: &postgres::Config) -> String {
    let user = config
        .get_user()
        .map(|u| format!("{u}@"))
        .unwrap_or_default();
    let host = config
        .get_hosts()
        .first()
        .map(|h| match h {
            postgres::config::Host::Tcp(h) => h.clone(),
            postgres::config::Host::Unix(p) => p.display().to_string(),
        })
        .unwrap_or_else(|| "localhost".into());
    let port = config.get_ports().first().copied().unwrap_or(5432);
    let db = config.get_dbname().unwrap_or("");
    format!("postgres://{user}{host}:{port}/{db}")
}

/// Is this error the server being away (refused, reset, shut down), not a refusal of the SQL?
fn is_unavailable(e: &postgres::Error) -> bool {
    if e.is_closed() {
        return true;
    }
    match e.code() {
        // No SQLSTATE: an IO or protocol error on the way.
        None => true,
        Some(code) => {
            code.code().starts_with("08")
                || *code == SqlState::ADMIN_SHUTDOWN
                || *code == SqlState::CRASH_SHUTDOWN
                || *code == SqlState::CANNOT_CONNECT_NOW
        }
    }
}

fn is_retryable(e: &postgres::Error) -> bool {
    matches!(
        e.code(),
        Some(c) if *c == SqlState::T_R_SERIALIZATION_FAILURE || *c == SqlState::T_R_DEADLOCK_DETECTED
    )
}

/// A PostgreSQL error as the store reports it.
fn store_error(e: &postgres::Error) -> StoreError {
    if is_unavailable(e) {
        StoreError::Unavailable(e.to_string())
    } else {
        StoreError::Backend(format!("PostgreSQL: {e}"))
    }
}

fn tx_store_error(e: TxError) -> StoreError {
    match e {
        TxError::Abort(e) => e,
        TxError::Pg(e) => store_error(&e),
        TxError::Retry(e) => StoreError::Backend(e.to_string()),
    }
}

impl KvStore<PgBackend> {
    /// Connect to the database at `url` (`postgres://user:password@host:port/db`), create or
    /// migrate its tables and records, and keep a pool of connections. The client blocks: call
    /// it from a plain or blocking thread, not from an async task.
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] if the server cannot be reached within a few seconds (or
    /// refuses the login), [`StoreError::TooNew`] if a newer Damero wrote the database,
    /// [`StoreError::Migration`], [`StoreError::Backend`] (a URL that does not parse).
    pub fn connect(url: &str) -> Result<PgStore, StoreError> {
        // The parser's message may quote the URL, password and all: say only what is wrong.
        let mut config: postgres::Config = url.trim().parse().map_err(|_| {
            StoreError::Backend(
                "the database URL is not a PostgreSQL URL such as \
                 postgres://user:password@host:5432/database"
                    .into(),
            )
        })?;
        config.connect_timeout(CONNECT_TIMEOUT);
        if config.get_application_name().is_none() {
            config.application_name("damero");
        }
        let shown = shown(&config);
        let mut setup = config
            .connect(NoTls)
            .map_err(|e| StoreError::Unavailable(format!("{shown}: {e}")))?;
        schema::prepare(&mut setup, &shown)?;
        let pool = r2d2::Pool::builder()
            .max_size(16)
            .min_idle(Some(1))
            .connection_timeout(CONNECT_TIMEOUT)
            .test_on_check_out(true)
            .error_handler(Box::new(r2d2::NopErrorHandler))
            .build_unchecked(Manager { config });
        let store = KvStore::with_backend(PgBackend {
            pool: Some(pool),
            shown,
        });
        // The records' own schema (the `meta` tree), one advisory-locked pass at a time.
        setup
            .execute("SELECT pg_advisory_lock($1)", &[&schema::LOCK_KEY])
            .map_err(|e| store_error(&e))?;
        let migrated = migrate::run(&store.backend, std::path::Path::new(&store.backend.shown));
        drop(setup);
        migrated?;
        Ok(store)
    }

    /// The database, as shown in logs (no password).
    #[must_use]
    pub fn shown(&self) -> &str {
        &self.backend.shown
    }
}

impl PgBackend {
    fn conn(&self) -> Result<r2d2::PooledConnection<Manager>, StoreError> {
        let pool = self
            .pool
            .as_ref()
            .ok_or_else(|| StoreError::Unavailable(format!("{} is closed", self.shown)))?;
        pool.get()
            .map_err(|e| StoreError::Unavailable(format!("no connection to {} ({e})", self.shown)))
    }
}

struct PgTx<'a, 'c> {
    sql: RefCell<Sql<'a, postgres::Transaction<'c>>>,
}

impl Tx for PgTx<'_, '_> {
    fn get(&self, tree: TreeId, key: &[u8]) -> Result<Option<Vec<u8>>, TxError> {
        self.sql.borrow_mut().get(tree, key)
    }

    fn insert(&self, tree: TreeId, key: &[u8], value: Vec<u8>) -> Result<(), TxError> {
        self.sql.borrow_mut().insert(tree, key, &value)
    }

    fn remove(&self, tree: TreeId, key: &[u8]) -> Result<(), TxError> {
        self.sql.borrow_mut().remove(tree, key)
    }

    fn next_game_id(&self) -> Result<u64, TxError> {
        let id = self.sequence("SELECT nextval('game_ids')", &[])?;
        u64::try_from(id)
            .map_err(|_| TxError::Abort(StoreError::Backend(format!("game_ids gave {id}"))))
    }

    fn raise_next_game_id(&self, next: u64) -> Result<(), TxError> {
        // The sequence's next value becomes at least `next` (never lowered).
        let next = i64::try_from(next).unwrap_or(i64::MAX);
        self.sequence(
            "SELECT setval('game_ids', GREATEST($1, (SELECT last_value + 1 FROM game_ids)), false)",
            &[&next],
        )
        .map(|_| ())
    }
}

impl PgTx<'_, '_> {
    fn sequence(
        &self,
        sql: &str,
        params: &[&(dyn postgres::types::ToSql + Sync)],
    ) -> Result<i64, TxError> {
        Ok(self
            .sql
            .borrow_mut()
            .client
            .query_one(sql, params)
            .map_err(TxError::Pg)?
            .get(0))
    }
}

impl Backend for PgBackend {
    fn transact<T>(&self, body: TxBody<'_, T>) -> Result<T, StoreError> {
        let mut conn = self.conn()?;
        let mut attempt = 0;
        loop {
            attempt += 1;
            let Conn { client, cache } = &mut *conn;
            let mut tx = client
                .build_transaction()
                .isolation_level(IsolationLevel::Serializable)
                .start()
                .map_err(|e| store_error(&e))?;
            let result = {
                let ptx = PgTx {
                    sql: RefCell::new(Sql {
                        client: &mut tx,
                        cache,
                    }),
                };
                body(&ptx)
            };
            let failure = match result {
                Ok(out) => match tx.commit() {
                    Ok(()) => return Ok(out),
                    Err(e) => TxError::Pg(e),
                },
                Err(e) => {
                    // Dropping it would roll back too; say so, and ignore a server already gone.
                    let _ = tx.rollback();
                    e
                }
            };
            match failure {
                TxError::Pg(e) if is_retryable(&e) && attempt < MAX_RETRIES => {
                    // Another process won this round; a short pause lets it finish.
                    std::thread::sleep(Duration::from_micros(200 * u64::from(attempt.min(10))));
                }
                other => return Err(tx_store_error(other)),
            }
        }
    }

    fn get(&self, tree: TreeId, key: &[u8]) -> Result<Option<Vec<u8>>, StoreError> {
        let mut conn = self.conn()?;
        let Conn { client, cache } = &mut *conn;
        Sql { client, cache }.get(tree, key).map_err(tx_store_error)
    }

    fn scan(
        &self,
        tree: TreeId,
        prefix: &[u8],
        reverse: bool,
        limit: usize,
    ) -> Result<Vec<Entry>, StoreError> {
        let mut conn = self.conn()?;
        let Conn { client, cache } = &mut *conn;
        Sql { client, cache }
            .scan(tree, prefix, reverse, limit)
            .map_err(tx_store_error)
    }

    fn flush(&self) -> Result<(), StoreError> {
        // A transaction that committed is durable already (synchronous_commit).
        Ok(())
    }
}
