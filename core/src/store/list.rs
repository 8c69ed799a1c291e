//! Games in progress as lists read them, last played first: a page at a time (keyset
//! pagination: each page starts from a row of the one beside it, so the page of the
//! 100,000th game costs what the first does), how many there are, and every row one at a
//! time without holding them all.

use rusqlite::params;

use super::row::{self, COLUMNS};
use super::{GameId, Listing, Store, StoreError, Summary};

/// A game's place in the list: later `updated` first, and among games saved in the same
/// second, the higher id first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub updated: i64,
    pub id: GameId,
}

/// Which page of the list to read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Window {
    /// The games played last.
    First,
    /// The games just after this place (played earlier).
    After(Place),
    /// The games just before this place (played later), in the list's order.
    Before(Place),
    /// The games played longest ago.
    Last,
}

impl Summary {
    /// Where this game stands in the list.
    #[must_use]
    pub fn place(&self) -> Place {
        Place {
            updated: self.updated,
            id: self.id,
        }
    }
}

impl Store {
    /// Games in progress, last played first; a row that cannot be read is left out.
    pub fn games(&self) -> Result<Vec<Summary>, StoreError> {
        let mut games = Vec::new();
        self.each_game(|row| {
            if let Ok(game) = row {
                games.push(game);
            }
            true
        })?;
        Ok(games)
    }

    /// The `limit` games last played (all without one), and a warning for each row that
    /// cannot be read (a hand-edited database): one bad row never hides the others.
    pub fn listing(&self, limit: Option<usize>) -> Result<Listing, StoreError> {
        match limit {
            Some(limit) => self.page(Window::First, limit),
            None => {
                let mut listing = Listing::default();
                self.each_game(|row| {
                    match row {
                        Ok(game) => listing.games.push(game),
                        Err(warning) => listing.skipped.push(warning),
                    }
                    true
                })?;
                Ok(listing)
            }
        }
    }

    /// Up to `limit` games of the list's `window`, in the list's order.
    pub fn page(&self, window: Window, limit: usize) -> Result<Listing, StoreError> {
        let limit = i64::try_from(limit).unwrap_or(i64::MAX);
        // Pages before a place, and the last, are read backwards from their far end and
        // turned round: the index serves both directions.
        let (filter, order, reversed) = match window {
            Window::First => ("", "DESC", false),
            Window::After(_) => ("WHERE (updated, id) < (?2, ?3)", "DESC", false),
            Window::Before(_) => ("WHERE (updated, id) > (?2, ?3)", "ASC", true),
            Window::Last => ("", "ASC", true),
        };
        let sql = format!(
            "SELECT {COLUMNS} FROM games {filter} ORDER BY updated {order}, id {order} LIMIT ?1"
        );
        let mut query = self.conn.prepare(&sql).map_err(|e| self.sql(e))?;
        let rows = match window {
            Window::After(place) | Window::Before(place) => {
                query.query(params![limit, place.updated, place.id])
            }
            Window::First | Window::Last => query.query(params![limit]),
        };
        let mut listing = Listing::default();
        self.read_rows(rows.map_err(|e| self.sql(e))?, |row| {
            match row {
                Ok(game) => listing.games.push(game),
                Err(warning) => listing.skipped.push(warning),
            }
            true
        })?;
        if reversed {
            listing.games.reverse();
        }
        Ok(listing)
    }

    /// How many rows of the list come before `place`: a row that cannot be read counts too, so
    /// a page's place in the list is exact whatever rows it left out.
    pub fn rows_before(&self, place: Place) -> Result<u64, StoreError> {
        let count: i64 = self
            .conn
            .query_row(
                "SELECT COUNT(*) FROM games WHERE (updated, id) > (?1, ?2)",
                params![place.updated, place.id],
                |r| r.get(0),
            )
            .map_err(|e| self.sql(e))?;
        Ok(u64::try_from(count).unwrap_or(0))
    }

    /// How many games are in progress.
    pub fn count_games(&self) -> Result<u64, StoreError> {
        let count: i64 = self
            .conn
            .query_row("SELECT COUNT(*) FROM games", [], |r| r.get(0))
            .map_err(|e| self.sql(e))?;
        Ok(u64::try_from(count).unwrap_or(0))
    }

    /// Every game in progress, last played first, handed to `each` one at a time (a warning
    /// instead of a row that cannot be read) until it returns `false`: a list of any length
    /// in the memory of one row.
    pub fn each_game(
        &self,
        each: impl FnMut(Result<Summary, String>) -> bool,
    ) -> Result<(), StoreError> {
        let sql = format!("SELECT {COLUMNS} FROM games ORDER BY updated DESC, id DESC");
        let mut query = self.conn.prepare(&sql).map_err(|e| self.sql(e))?;
        let rows = query.query([]).map_err(|e| self.sql(e))?;
        self.read_rows(rows, each)
    }

    fn read_rows(
        &self,
        mut rows: rusqlite::Rows<'_>,
        mut each: impl FnMut(Result<Summary, String>) -> bool,
    ) -> Result<(), StoreError> {
        while let Some(row) = rows.next().map_err(|e| self.sql(e))? {
            let read = row::read(row)
                .map(|checked| checked.summary)
                .map_err(|problem| {
                    let id = row::id_of(row);
                    format!("saved game {id} cannot be read and is left out: {problem}")
                });
            if !each(read) {
                break;
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A store of `n` games, saved at times 0, 0, 1, 1, 2, 2, … (pairs share a second, so the
    /// id must break ties).
    fn store_of(n: i64) -> (tempfile::TempDir, Store) {
        let dir = tempfile::tempdir().expect("tmp");
        let store = Store::open(dir.path()).expect("made").store;
        for i in 0..n {
            store
                .conn
                .execute(
                    "INSERT INTO games (puzzle, copy, board, moves, elapsed_ms, source, state,
                     created, updated) VALUES (?1, 0, ?1, 0, 0, 's', ?3, 0, ?2)",
                    params![format!("{i:081}"), i / 2, row::fixture_state()],
                )
                .expect("a row");
        }
        (dir, store)
    }

    fn ids(listing: &Listing) -> Vec<GameId> {
        listing.games.iter().map(|g| g.id).collect()
    }

    #[test]
    fn pages_forward_cover_every_game_once_in_order() {
        let (_dir, store) = store_of(23);
        let mut seen = Vec::new();
        let mut window = Window::First;
        loop {
            let page = store.page(window, 5).expect("a page");
            let Some(last) = page.games.last() else { break };
            window = Window::After(last.place());
            seen.extend(ids(&page));
        }
        let all: Vec<GameId> = store.games().expect("all").iter().map(|g| g.id).collect();
        assert_eq!(seen, all);
        assert_eq!(all, (1..=23).rev().collect::<Vec<_>>());
        assert_eq!(store.count_games().expect("counted"), 23);
    }

    #[test]
    fn a_page_before_a_place_is_the_one_that_led_to_it() {
        let (_dir, store) = store_of(23);
        let first = store.page(Window::First, 5).expect("first");
        let last_of_first = first.games.last().expect("a game").place();
        let second = store.page(Window::After(last_of_first), 5).expect("second");
        let back = store
            .page(Window::Before(second.games[0].place()), 5)
            .expect("back");
        assert_eq!(ids(&back), ids(&first));
    }

    #[test]
    fn the_last_page_ends_with_the_oldest_game() {
        let (_dir, store) = store_of(23);
        let last = store.page(Window::Last, 5).expect("last");
        assert_eq!(ids(&last), [5, 4, 3, 2, 1]);
        let after = store
            .page(Window::After(last.games[4].place()), 5)
            .expect("past the end");
        assert!(after.games.is_empty());
    }

    #[test]
    fn streaming_stops_when_asked() {
        let (_dir, store) = store_of(10);
        let mut taken = 0;
        store
            .each_game(|_| {
                taken += 1;
                taken < 3
            })
            .expect("streamed");
        assert_eq!(taken, 3);
    }
}
