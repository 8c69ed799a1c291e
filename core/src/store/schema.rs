//! The database's layout, as numbered migrations in SQL. `PRAGMA user_version` says how many
//! have run; opening a store runs the rest in one transaction, so a database is always at one
//! version or the next, never between.

use rusqlite::Connection;

use super::error::Refused;

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
    // 4: hints shown whole, counted per technique (the name the hint gave), for the stats.
    "CREATE TABLE hints_asked (
        technique   TEXT    PRIMARY KEY,
        count       INTEGER NOT NULL
    );",
];

/// Whether the tables of a database at `version` are the ones stepdoku's migrations made:
/// `Ok(Err(why))` names the differences (columns that differ, tables missing), so a
/// database of another program, or stale tables under a stepdoku version, is refused before
/// anything is written to it. At version 0 (no migration run) the database must hold no
/// table at all. Tables beyond stepdoku's own are left alone: a user's own additions to a
/// store are no reason to refuse it.
pub fn check(
    conn: &rusqlite::Connection,
    version: i64,
) -> Result<Result<(), String>, rusqlite::Error> {
    let found = tables(conn)?;
    if version <= 0 {
        if found.is_empty() {
            return Ok(Ok(()));
        }
        let names: Vec<&str> = found.keys().map(String::as_str).collect();
        return Ok(Err(format!(
            "it holds tables (`{}`) but no stepdoku schema version",
            shortened(&names)
        )));
    }
    let wanted = tables_at(version)?;
    let mut differences = Vec::new();
    let mut absent = Vec::new();
    for (table, columns) in &wanted {
        let Some(have) = found.get(table) else {
            absent.push(format!("no table `{table}`"));
            continue;
        };
        if have != columns {
            let unknown: Vec<&str> = have
                .iter()
                .filter(|c| !columns.contains(c))
                .map(String::as_str)
                .collect();
            let missing: Vec<&str> = columns
                .iter()
                .filter(|c| !have.contains(c))
                .map(String::as_str)
                .collect();
            let mut why = format!("table `{table}` has unexpected columns");
            if !unknown.is_empty() {
                why.push_str(&format!(" ({})", shortened(&unknown)));
            }
            if !missing.is_empty() {
                why.push_str(&format!(" and lacks {}", shortened(&missing)));
            }
            differences.push(why);
        }
    }
    // The tables that are there but differ say most about what the file is.
    differences.extend(absent);
    Ok(if differences.is_empty() {
        Ok(())
    } else {
        Err(differences.join("; "))
    })
}

/// Each table's column names (sorted), SQLite's own tables left out.
fn tables(
    conn: &rusqlite::Connection,
) -> Result<std::collections::BTreeMap<String, Vec<String>>, rusqlite::Error> {
    let mut query = conn.prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
    )?;
    let names: Vec<String> = query
        .query_map([], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    let mut columns = conn.prepare("SELECT name FROM pragma_table_info(?1)")?;
    names
        .into_iter()
        .map(|table| {
            let mut of: Vec<String> = columns
                .query_map([&table], |r| r.get(0))?
                .collect::<Result<_, _>>()?;
            of.sort();
            Ok((table, of))
        })
        .collect()
}

/// The tables the first `version` migrations make, as an empty database in memory shows them.
fn tables_at(
    version: i64,
) -> Result<std::collections::BTreeMap<String, Vec<String>>, rusqlite::Error> {
    let conn = rusqlite::Connection::open_in_memory()?;
    let version = usize::try_from(version).unwrap_or(0);
    for migration in MIGRATIONS.iter().take(version) {
        conn.execute_batch(migration)?;
    }
    tables(&conn)
}

/// Names for a one-line message: the first few, and how many more.
fn shortened(names: &[&str]) -> String {
    const SHOWN: usize = 4;
    let mut text = names
        .iter()
        .take(SHOWN)
        .copied()
        .collect::<Vec<_>>()
        .join(", ");
    if names.len() > SHOWN {
        text.push_str(&format!(" and {} more", names.len() - SHOWN));
    }
    text
}

/// What every opening checks before it reads or writes anything: a busy wait, a schema no
/// newer than this build knows, an intact file, and stepdoku's own tables (another program's
/// database is left exactly as it was). Returns the schema's version.
pub fn vet(conn: &Connection, wait: std::time::Duration) -> Result<i64, Refused> {
    conn.busy_timeout(wait)?;
    // One read transaction, so the version and the tables are read at one moment: another
    // window may be making the tables of a fresh database right now, and a version read
    // before its commit beside tables read after it is how another program's database looks.
    let snapshot = conn.unchecked_transaction()?;
    let version: i64 = snapshot.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    let known = MIGRATIONS.len() as i64;
    if version > known {
        return Err(Refused::Newer { version, known });
    }
    quick_check(&snapshot)?;
    check(&snapshot, version)?.map_err(Refused::Foreign)?;
    // It only read: ending it changes nothing.
    snapshot.commit()?;
    Ok(version)
}

/// SQLite's `quick_check`: anything but "ok" is damage.
pub fn quick_check(conn: &Connection) -> Result<(), Refused> {
    let check: String = conn.query_row("PRAGMA quick_check", [], |r| r.get(0))?;
    if check == "ok" {
        return Ok(());
    }
    Err(Refused::Sql(rusqlite::Error::SqliteFailure(
        rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_CORRUPT),
        Some(format!("integrity check: {check}")),
    )))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(version: i64) -> rusqlite::Connection {
        let conn = rusqlite::Connection::open_in_memory().expect("memory");
        for migration in MIGRATIONS
            .iter()
            .take(usize::try_from(version).expect("small"))
        {
            conn.execute_batch(migration).expect("migrated");
        }
        conn
    }

    #[test]
    fn every_version_of_stepdoku_s_own_schema_passes() {
        for version in 0..=MIGRATIONS.len() as i64 {
            assert_eq!(
                check(&at(version), version).expect("read"),
                Ok(()),
                "{version}"
            );
        }
    }

    #[test]
    fn foreign_or_stale_tables_are_named_in_one_line() {
        let foreign = at(0);
        foreign
            .execute_batch("CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT)")
            .expect("made");
        let why = check(&foreign, 0).expect("read").expect_err("foreign");
        assert!(why.contains("`people`"), "{why}");
        let stale = at(0);
        stale
            .execute_batch("CREATE TABLE games (id INTEGER PRIMARY KEY, name TEXT, score INT)")
            .expect("made");
        let why = check(&stale, 3).expect("read").expect_err("stale");
        assert!(
            why.starts_with("table `games` has unexpected columns (name, score) and lacks "),
            "{why}"
        );
        assert!(!why.contains('\n'), "{why}");
        // A stepdoku store one version behind its tables' version.
        let why = check(&at(2), 3).expect("read").expect_err("behind");
        assert_eq!(
            why,
            "table `games` has unexpected columns and lacks owner_token"
        );
        // The user's own table beside stepdoku's is no reason to refuse the store.
        let added = at(3);
        added
            .execute_batch("CREATE TABLE notes (text TEXT)")
            .expect("made");
        assert_eq!(check(&added, 3).expect("read"), Ok(()));
    }
}
