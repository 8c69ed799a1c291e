//! `stepdoku stats` prints the statistics of finished games, and after them the hints shown
//! per technique, which are counted as they are shown: in games never finished too.

use stepdoku_core::store::Store;

use crate::common::run::{stderr, stepdoku};

#[test]
fn the_hints_line_says_it_counts_games_not_finished() {
    let data = tempfile::tempdir().unwrap();
    {
        // Two hints shown in a game still in progress: no game is finished.
        let store = Store::open(data.path()).unwrap().store;
        store.count_hint("X-Wing").unwrap();
        store.count_hint("X-Wing").unwrap();
    }
    let out = stepdoku(&["stats"], data.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let words = String::from_utf8_lossy(&out.stdout);
    assert!(words.starts_with("0 games finished."), "{words}");
    assert!(
        words.contains("Hints shown in all games, finished or not, by technique: X-Wing 2.\n"),
        "{words}"
    );
}
