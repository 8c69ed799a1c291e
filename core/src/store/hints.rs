//! How many hints the player was shown whole, per technique: counted as each is shown, kept
//! across games (a game's own count of hints stays in its row), read for the statistics.

use rusqlite::Connection;

use super::{Stats, Store, StoreError};

impl Stats {
    /// `Hints shown in all games, finished or not, by technique: X-Wing 3, Hidden Single 1.`,
    /// most asked first; `None` before the first hint. It says which games because it is
    /// printed with the statistics of finished games, and a hint is counted when it is shown,
    /// in a game that may never be finished (or be filled by the solver).
    #[must_use]
    pub fn hints_line(&self) -> Option<String> {
        if self.hints_by_technique.is_empty() {
            return None;
        }
        let counts: Vec<String> = self
            .hints_by_technique
            .iter()
            .map(|(technique, n)| format!("{} {n}", crate::text::escape(technique)))
            .collect();
        Some(format!(
            "Hints shown in all games, finished or not, by technique: {}.",
            counts.join(", ")
        ))
    }
}

impl Store {
    /// One more hint of `technique` (its name, as the hint gave it) shown whole.
    pub fn count_hint(&self, technique: &str) -> Result<(), StoreError> {
        self.writable()?;
        self.conn
            .execute(
                "INSERT INTO hints_asked (technique, count) VALUES (?1, 1)
                 ON CONFLICT (technique) DO UPDATE SET count = count + 1",
                [technique],
            )
            .map(|_| ())
            .map_err(|e| self.sql(e))
    }
}

/// Each technique's count, most asked first (ties by name); a count that is no positive
/// number (a row edited by hand) is left out.
pub(super) fn read(conn: &Connection) -> Result<Vec<(String, u64)>, rusqlite::Error> {
    let mut query = conn.prepare(
        "SELECT technique, count FROM hints_asked
         WHERE typeof(technique) = 'text' AND typeof(count) = 'integer' AND count > 0
         ORDER BY count DESC, technique",
    )?;
    let rows = query.query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?)))?;
    rows.map(|r| r.map(|(t, n)| (t, n.unsigned_abs())))
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::store::Store;

    #[test]
    fn hints_are_counted_per_technique_and_kept() {
        let dir = tempfile::tempdir().unwrap();
        {
            let store = Store::open(dir.path()).unwrap().store;
            assert!(store.stats().unwrap().hints_by_technique.is_empty());
            for technique in ["X-Wing", "Hidden Single", "X-Wing"] {
                store.count_hint(technique).unwrap();
            }
        }
        let store = Store::open(dir.path()).unwrap().store;
        let stats = store.stats().unwrap();
        assert_eq!(
            stats.hints_by_technique,
            vec![("X-Wing".to_owned(), 2), ("Hidden Single".to_owned(), 1)]
        );
        assert_eq!(
            stats.hints_line().as_deref(),
            Some(
                "Hints shown in all games, finished or not, by technique: X-Wing 2, Hidden Single 1."
            )
        );
        // the JSON of `stats --json` keeps its fields
        let json = serde_json::to_string(&stats).unwrap();
        assert!(!json.contains("hints_by_technique"), "{json}");
    }
}
