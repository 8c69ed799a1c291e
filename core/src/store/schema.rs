//! The database's layout, as numbered migrations in SQL. `PRAGMA user_version` says how many
//! have run; opening a store runs the rest in one transaction, so a database is always at one
//! version or the next, never between.

/// Each entry takes the schema from its index to the next version.
pub const MIGRATIONS: &[&str] = &[
    // 1: games in progress (one row per puzzle, copies numbered) and finished games.
    "CREATE TABLE games (
        id          INTEGER PRIMARY KEY,
        puzzle      TEXT    NOT NULL,
        copy        INTEGER NOT NULL DEFAULT 0,
        board       TEXT    NOT NULL,
        moves       INTEGER NOT NULL,
        elapsed_ms  INTEGER NOT NULL,
        level       TEXT,
        source      TEXT    NOT NULL,
        cursor      INTEGER NOT NULL DEFAULT 0,
        state       TEXT    NOT NULL,
        created     INTEGER NOT NULL,
        updated     INTEGER NOT NULL,
        owner_pid   INTEGER,
        daily       TEXT,
        UNIQUE (puzzle, copy)
    );
    CREATE TABLE finished (
        id          INTEGER PRIMARY KEY,
        puzzle      TEXT    NOT NULL,
        level       TEXT,
        elapsed_ms  INTEGER NOT NULL,
        hints       INTEGER NOT NULL,
        mistakes    INTEGER NOT NULL,
        by_solver   INTEGER NOT NULL,
        finished    INTEGER NOT NULL,
        daily       TEXT
    );
    CREATE INDEX finished_by_time ON finished (finished);",
    // 2: the list's order (last played first), so a page anywhere in it is read from the
    // index, never by sorting every game.
    "CREATE INDEX games_by_updated ON games (updated, id);",
    // 3: the token of the window that plays a row (see `owner`); `owner_pid` stays, for rows
    // written before and for windows that can take no lock.
    "ALTER TABLE games ADD COLUMN owner_token TEXT;",
];
