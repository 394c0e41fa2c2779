//! The SQL schema: created and migrated by Damero itself, one step at a time, each step in a
//! transaction that also bumps `damero_schema.version`, all under an advisory lock so two
//! processes starting at once take turns (the second finds the work done). A database whose
//! version is newer than this build knows is refused untouched.
//!
//! This is the tables' shape; the records inside (`jsonb`, the `kv` trees) follow the record
//! schema of [`crate::migrate`], stamped in the `meta` tree as for sled.

use postgres::Client;

use crate::error::StoreError;

/// The advisory lock key every Damero takes while it creates or migrates the schema
/// (`pg_advisory_lock`, session level: released on unlock or when the connection closes).
pub(super) const LOCK_KEY: i64 = 0x6461_6d65_726f; // "damero"

/// The newest table schema this build creates.
pub const PG_SCHEMA_VERSION: i64 = 1;

/// One step: from `from` to `from + 1`.
struct Step {
    from: i64,
    summary: &'static str,
    sql: &'static str,
}

const STEPS: &[Step] = &[Step {
    from: 0,
    summary: "the first tables: games, players, ratings, channels, guilds, kv, game_ids",
    sql: "
CREATE SEQUENCE game_ids;
CREATE TABLE games (
    id          bigint PRIMARY KEY,
    guild       bigint,
    channel     bigint NOT NULL,
    variant     text NOT NULL,
    white       text NOT NULL,
    white_id    bigint,
    black       text NOT NULL,
    black_id    bigint,
    status      text NOT NULL,
    result      text,
    reason      text,
    started_at  timestamptz NOT NULL,
    ended_at    timestamptz,
    moves       text NOT NULL,
    version     bigint NOT NULL,
    record      jsonb NOT NULL
);
CREATE INDEX games_by_channel ON games (channel, id);
CREATE INDEX games_by_guild ON games (guild, id);
COMMENT ON TABLE games IS 'Every game, ongoing and finished; record is the whole GameRecord, the other columns are copied from it when it is written';
COMMENT ON COLUMN games.moves IS 'The moves in the variant''s notation, one PDN token per ply, separated by spaces';
COMMENT ON COLUMN games.result IS '1-0, 0-1, 1/2-1/2, or * for an aborted game; NULL while ongoing';
CREATE TABLE players (
    id      bigint PRIMARY KEY,
    name    text,
    record  jsonb NOT NULL
);
CREATE TABLE ratings (
    player      bigint NOT NULL,
    variant     text NOT NULL,
    rating      double precision NOT NULL,
    deviation   double precision NOT NULL,
    volatility  double precision NOT NULL,
    games       integer NOT NULL,
    wins        integer NOT NULL,
    draws       integer NOT NULL,
    losses      integer NOT NULL,
    updated_at  timestamptz NOT NULL,
    PRIMARY KEY (player, variant)
);
COMMENT ON TABLE ratings IS 'Glicko-2 per player per variant, as last stored (inactivity widens the deviation when shown, not here)';
CREATE TABLE channels (
    channel  bigint PRIMARY KEY,
    state    jsonb NOT NULL
);
CREATE TABLE guilds (
    guild     bigint PRIMARY KEY,
    settings  jsonb NOT NULL
);
CREATE TABLE kv (
    tree   text NOT NULL,
    key    bytea NOT NULL,
    value  bytea NOT NULL,
    PRIMARY KEY (tree, key)
);
COMMENT ON TABLE kv IS 'Damero''s indexes (by_channel, by_player, guild_players, deadlines), meta and damaged: keys are big-endian ids';
",
}];

/// Create or migrate the tables. `shown` names the database in errors (no password).
///
/// # Errors
/// [`StoreError::TooNew`] for a newer database, [`StoreError::Migration`] if a step fails,
/// [`StoreError::Unavailable`] if the server goes away.
pub(super) fn prepare(client: &mut Client, shown: &str) -> Result<(), StoreError> {
    let fail = |e: postgres::Error| super::store_error(&e);
    client
        .execute("SELECT pg_advisory_lock($1)", &[&LOCK_KEY])
        .map_err(fail)?;
    let out = steps(client, shown);
    // Closing the connection would release it too; unlock now so the next process goes on.
    let unlocked = client.execute("SELECT pg_advisory_unlock($1)", &[&LOCK_KEY]);
    out?;
    unlocked.map_err(fail)?;
    Ok(())
}

fn steps(client: &mut Client, shown: &str) -> Result<(), StoreError> {
    let fail = |e: postgres::Error| super::store_error(&e);
    client
        .batch_execute(
            "CREATE TABLE IF NOT EXISTS damero_schema (
                 one      boolean PRIMARY KEY DEFAULT true CHECK (one),
                 version  bigint NOT NULL
             );
             INSERT INTO damero_schema (version) VALUES (0) ON CONFLICT (one) DO NOTHING;",
        )
        .map_err(fail)?;
    loop {
        let version: i64 = client
            .query_one("SELECT version FROM damero_schema", &[])
            .map_err(fail)?
            .get(0);
        if version > PG_SCHEMA_VERSION {
            return Err(StoreError::TooNew {
                path: shown.into(),
                found: u64::try_from(version).unwrap_or(0),
                supported: u64::try_from(PG_SCHEMA_VERSION).unwrap_or(0),
            });
        }
        if version == PG_SCHEMA_VERSION {
            return Ok(());
        }
        let Some(step) = STEPS.iter().find(|s| s.from == version) else {
            return Err(StoreError::Migration {
                from: u64::try_from(version).unwrap_or(0),
                summary: "no step",
                detail: format!("this build has no table migration from version {version}"),
            });
        };
        let migration = |e: postgres::Error| StoreError::Migration {
            from: u64::try_from(step.from).unwrap_or(0),
            summary: step.summary,
            detail: e.to_string(),
        };
        let mut tx = client.transaction().map_err(fail)?;
        tx.batch_execute(step.sql).map_err(migration)?;
        tx.execute(
            "UPDATE damero_schema SET version = $1 WHERE version = $2",
            &[&(step.from + 1), &step.from],
        )
        .map_err(migration)?;
        tx.commit().map_err(migration)?;
    }
}
