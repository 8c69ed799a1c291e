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

/// The help names both things the command prints: the hints line counts every game, so
/// "statistics of finished games" alone would say less than it shows.
#[test]
fn stats_help_names_the_hints_of_every_game_not_only_finished_ones() {
    let data = tempfile::tempdir().unwrap();
    let out = stepdoku(&["stats", "--help"], data.path());
    assert!(out.status.success(), "{}", stderr(&out));
    let words = String::from_utf8_lossy(&out.stdout);
    let first = words.lines().next().unwrap_or_default();
    assert!(first.contains("finished games"), "{first}");
    assert!(
        first.contains("hints shown in every game, finished or not"),
        "{first}"
    );
    // `--json` keeps to the finished games: its help says the hints are not in it.
    assert!(
        words.contains("The hints line is in the text only"),
        "{words}"
    );
    // The overview of subcommands says the same.
    let out = stepdoku(&["--help"], data.path());
    let words = String::from_utf8_lossy(&out.stdout);
    let line = words
        .lines()
        .find(|line| line.trim_start().starts_with("stats "))
        .unwrap_or_default();
    assert!(
        line.contains("hints shown in every game, finished or not"),
        "{line}"
    );
}
