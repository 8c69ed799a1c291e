//! The store on a temporary directory: saving and reading back, one game per puzzle, copies
//! when another window holds a game, the history, the import of old saves, damage kept aside.

use std::time::Instant;

use super::*;
use crate::cell::Digit;
use crate::game::PuzzleSource;
use crate::grid::Grid;

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn grid(line: &str) -> Grid {
    let mut values = [0u8; 81];
    for (v, b) in values.iter_mut().zip(line.bytes()) {
        *v = if b.is_ascii_digit() { b - b'0' } else { 0 };
    }
    Grid::from_values(values).expect("a grid")
}

fn game() -> Game {
    Game::new(&grid(CLASSIC), PuzzleSource::new("classic.txt", None, 0, 1)).expect("a game")
}

fn open(dir: &Path) -> Store {
    Store::open(dir).expect("opens").store
}

/// Opened as a command opens it: old saves imported, graded by the hint engine.
fn open_importing(dir: &Path) -> Opened {
    let mut opened = Store::open(dir).expect("opens");
    let imported = opened
        .store
        .import_old_saves(dir, Game::level)
        .expect("imported");
    opened.notices.extend(imported);
    opened
}

fn r1c3() -> Cell {
    Cell::at(0, 2).expect("r1c3")
}

#[test]
fn a_game_round_trips_with_its_moves_and_cursor() {
    let dir = tempfile::tempdir().expect("tmp");
    let store = open(dir.path());
    let mut g = game();
    g.place(r1c3(), Digit::new(4).expect("4")).expect("placed");
    let graded = Graded::known(&g, g.level().as_deref());
    let id = store
        .save(None, &g, r1c3(), None, Some(&graded), Instant::now())
        .expect("saved")
        .id();
    let list = store.games().expect("list");
    assert_eq!(list.len(), 1);
    assert_eq!(list[0].moves, 1);
    assert_eq!(list[0].level.as_deref(), Some("easy"));
    assert_eq!(&list[0].board[..3], "534");
    let back = store.load(id).expect("loads");
    assert_eq!(back.cursor, r1c3());
    assert_eq!(back.game.board(), g.board());
    assert_eq!(back.game.history().done().len(), 1);
    // The same game saved again updates its row.
    g.place(Cell::at(0, 3).expect("r1c4"), Digit::new(6).expect("6"))
        .expect("placed");
    assert_eq!(
        store
            .save(Some(id), &g, r1c3(), None, None, Instant::now())
            .expect("saved"),
        SavedAs::Same(id)
    );
    assert_eq!(store.games().expect("list")[0].moves, 2);
}

#[test]
fn two_windows_never_overwrite_each_other() {
    let dir = tempfile::tempdir().expect("tmp");
    let mine = open(dir.path());
    let mut g = game();
    let id = mine
        .save(None, &g, r1c3(), None, None, Instant::now())
        .expect("saved")
        .id();
    // Another window (a second store: its own lock, as another process's) takes it over.
    let other = open(dir.path());
    other.claim(id).expect("taken");
    assert_eq!(
        mine.holder(&puzzle_key(&g)).expect("read"),
        Some(Holder::Other {
            id,
            pid: std::process::id()
        })
    );
    g.place(r1c3(), Digit::new(4).expect("4")).expect("placed");
    let saved = mine
        .save(Some(id), &g, r1c3(), None, None, Instant::now())
        .expect("saved");
    assert!(
        matches!(saved, SavedAs::Copy(copy) if copy != id),
        "{saved:?}"
    );
    assert_eq!(mine.games().expect("list").len(), 2, "both games kept");
}

#[test]
fn a_finished_game_leaves_the_list_and_counts() {
    let dir = tempfile::tempdir().expect("tmp");
    let store = open(dir.path());
    let g = game();
    let id = store
        .save(None, &g, r1c3(), None, None, Instant::now())
        .expect("saved")
        .id();
    let record = Finished {
        puzzle: puzzle_key(&g),
        level: Some("easy".to_owned()),
        elapsed_ms: 61_000,
        hints: 0,
        mistakes: 1,
        by_solver: false,
        daily: Some(time::date(time::day(time::now_unix()))),
    };
    store.finish(Some(id), &record).expect("finished");
    assert!(store.games().expect("list").is_empty());
    let stats = store.stats().expect("stats");
    assert_eq!(stats.finished, 1);
    assert_eq!(stats.levels[0].level, "easy");
    assert_eq!(stats.levels[0].best_ms, 61_000);
    assert_eq!(stats.levels[0].without_hints, 1);
    assert_eq!(stats.daily_streak, 1);
}

/// The chart's figures: each finished game's level, time and day, oldest first, and the days
/// of the puzzle of the day, up to today. `stats --json` keeps its fields as they were.
#[test]
fn the_chart_reads_each_finished_game_and_the_daily_days_but_json_is_unchanged() {
    let dir = tempfile::tempdir().expect("tmp");
    let store = open(dir.path());
    let today = time::day(time::now_unix());
    for (level, ms, daily) in [("easy", 90_000, None), ("hard", 300_000, Some(today))] {
        let record = Finished {
            puzzle: format!("{level}{ms}"),
            level: Some(level.to_owned()),
            elapsed_ms: ms,
            hints: 0,
            mistakes: 0,
            by_solver: false,
            daily: daily.map(time::date),
        };
        store.finish(None, &record).expect("finished");
    }
    let stats = store.stats().expect("stats");
    let history: Vec<(&str, u64, i64)> = stats
        .history
        .iter()
        .map(|f| (f.level.as_str(), f.ms, f.day))
        .collect();
    assert_eq!(history, [("easy", 90_000, today), ("hard", 300_000, today)]);
    assert_eq!(stats.daily_days, [today]);
    assert_eq!(stats.today, today);
    let json = serde_json::to_value(&stats).expect("json");
    let keys: Vec<&String> = json.as_object().expect("an object").keys().collect();
    assert_eq!(
        keys,
        [
            "by_solver",
            "daily_streak",
            "finished",
            "levels",
            "longest_daily_streak",
            "recent_ms"
        ]
    );
}

/// The median of an even count is the mean of the two middle times for the screens; the
/// JSON's `median_ms` stays the lower of them.
#[test]
fn the_median_of_two_games_is_their_mean_on_screen_and_the_lower_in_json() {
    let dir = tempfile::tempdir().expect("tmp");
    let store = open(dir.path());
    let mut expected = Vec::new();
    for (i, ms) in [85_000, 9_000, 40_001, 7_000].into_iter().enumerate() {
        let record = Finished {
            puzzle: format!("easy{ms}"),
            level: Some("easy".to_owned()),
            elapsed_ms: ms,
            hints: 0,
            mistakes: 0,
            by_solver: false,
            daily: None,
        };
        store.finish(None, &record).expect("finished");
        let level = &store.stats().expect("stats").levels[0];
        expected.push((i + 1, level.median_mean_ms, level.median_ms));
    }
    assert_eq!(
        expected,
        [
            (1, 85_000, 85_000),
            (2, 47_000, 9_000),
            (3, 40_001, 40_001),
            (4, 24_500, 9_000)
        ]
    );
    let json = serde_json::to_value(store.stats().expect("stats")).expect("json");
    let keys: Vec<&String> = json["levels"][0]
        .as_object()
        .expect("an object")
        .keys()
        .collect();
    assert_eq!(
        keys,
        ["best_ms", "finished", "level", "median_ms", "without_hints"]
    );
}

#[test]
fn damage_is_kept_aside_and_a_fresh_store_made() {
    let dir = tempfile::tempdir().expect("tmp");
    std::fs::write(
        dir.path().join(FILE_NAME),
        b"this is not a database, just bytes...........",
    )
    .expect("written");
    let opened = Store::open(dir.path()).expect("opens anyway");
    assert_eq!(opened.notices.len(), 1, "{:?}", opened.notices);
    assert!(
        opened.notices[0].contains("kept as"),
        "{:?}",
        opened.notices
    );
    assert!(opened.store.games().expect("a fresh store").is_empty());
    let kept: Vec<String> = std::fs::read_dir(dir.path())
        .expect("listed")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.contains("damaged"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
}

#[test]
fn old_saves_are_imported_once_and_kept() {
    let dir = tempfile::tempdir().expect("tmp");
    let mut g = game();
    g.place(r1c3(), Digit::new(4).expect("4")).expect("placed");
    std::fs::write(dir.path().join("game.json"), g.to_save(Instant::now())).expect("written");
    let opened = open_importing(dir.path());
    assert!(
        opened.notices[0].contains("imported"),
        "{:?}",
        opened.notices
    );
    let list = opened.store.games().expect("list");
    assert_eq!(list.len(), 1);
    assert_eq!(list[0].moves, 1);
    assert_eq!(
        list[0].level.as_deref(),
        Some("easy"),
        "graded as the caller says"
    );
    assert!(dir.path().join("game.json.imported").exists());
    drop(opened);
    let again = open_importing(dir.path());
    assert!(again.notices.is_empty(), "imported once");
    assert_eq!(again.store.games().expect("list").len(), 1);
}

/// An old save met with the store held by another process past the wait: the busy error,
/// as for any write (the command says busy and stops, as a busy open does), and the save
/// stays for the next start.
#[test]
fn an_import_that_meets_a_held_store_says_busy_and_keeps_the_old_save() {
    let dir = tempfile::tempdir().expect("tmp");
    let store = open(dir.path());
    store.set_busy_wait(std::time::Duration::ZERO);
    std::fs::write(dir.path().join("game.json"), game().to_save(Instant::now())).expect("written");
    let holder = Connection::open(dir.path().join(FILE_NAME)).expect("opened");
    holder.execute_batch("BEGIN EXCLUSIVE").expect("locked");
    let imported = store.import_old_saves(dir.path(), |_| None);
    assert!(
        matches!(imported, Err(StoreError::Busy { .. })),
        "{imported:?}"
    );
    holder.execute_batch("COMMIT").expect("let go");
    assert!(
        dir.path().join("game.json").exists(),
        "kept for the next start"
    );
    let again = store
        .import_old_saves(dir.path(), |_| None)
        .expect("imported");
    assert!(again.is_some());
    assert_eq!(store.games().expect("list").len(), 1);
}

/// Two windows starting at once on an old save: the one that imports it second finds the
/// row the first made (here, before the first has renamed the file) and makes no other, and
/// says nothing of it.
#[test]
fn an_old_save_another_window_has_just_imported_is_not_imported_twice() {
    let dir = tempfile::tempdir().expect("tmp");
    let mut g = game();
    g.place(r1c3(), Digit::new(4).expect("4")).expect("placed");
    let old = dir.path().join("game.json");
    std::fs::write(&old, g.to_save(Instant::now())).expect("written");
    let first = open(dir.path());
    let second = open(dir.path());
    let said = first
        .import_old_saves(dir.path(), |_| None)
        .expect("imported");
    assert!(said.is_some());
    // The first window has made the row and not yet renamed the file.
    std::fs::copy(dir.path().join("game.json.imported"), &old).expect("as before the rename");
    let said = second.import_old_saves(dir.path(), |_| None).expect("read");
    assert_eq!(said, None, "nothing imported by the second");
    assert_eq!(second.games().expect("list").len(), 1);
    assert!(!old.exists(), "renamed all the same");
}

#[test]
fn hostile_old_saves_are_refused_without_hanging() {
    let dir = tempfile::tempdir().expect("tmp");
    std::os::unix::fs::symlink("/dev/zero", dir.path().join("game.json")).expect("link");
    let fifo = dir.path().join("game.json.replaced-1");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    let mut nonsense: serde_json::Value =
        serde_json::from_str(&game().to_save(Instant::now())).expect("json");
    nonsense["elapsed_ms"] = serde_json::json!(u64::MAX);
    let nonsense = nonsense.to_string();
    std::fs::write(dir.path().join("game.json.replaced-2"), nonsense).expect("written");
    let opened = open_importing(dir.path());
    assert!(opened.store.games().expect("list").is_empty());
    let notice = opened.notices.join(" ");
    assert!(notice.contains("not a plain file"), "{notice}");
    assert!(notice.contains("elapsed_ms"), "{notice}");
    if made.is_ok_and(|s| s.success()) {
        assert!(
            dir.path()
                .join("game.json.replaced-1.not-imported")
                .exists()
        );
    }
}

#[test]
fn the_directory_is_the_users_only() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("tmp");
    let data = dir.path().join("data");
    open(&data);
    let mode = std::fs::metadata(&data).expect("made").permissions().mode();
    assert_eq!(mode & 0o777, 0o700);
}

/// A new row takes the level the caller graded (kept while the store was busy) and grades
/// nothing itself; a level graded for another puzzle is never used (the row has none).
#[test]
fn a_new_row_takes_the_level_the_caller_graded_for_its_puzzle() {
    let dir = tempfile::tempdir().expect("tmp");
    let store = open(dir.path());
    let g = game();
    // The classic puzzle grades easy: a level it would never get shows whose it is.
    let marked = Graded::known(&g, Some("extreme"));
    assert!(marked.is_of(&g));
    store
        .save(None, &g, r1c3(), None, Some(&marked), Instant::now())
        .expect("saved");
    let other = Game::new(&Grid::EMPTY, PuzzleSource::new("empty", None, 0, 1)).expect("a game");
    assert!(!marked.is_of(&other));
    store
        .save(None, &other, r1c3(), None, Some(&marked), Instant::now())
        .expect("saved");
    let levels: Vec<Option<String>> = store
        .games()
        .expect("listed")
        .into_iter()
        .map(|s| s.level)
        .collect();
    assert!(levels.contains(&Some("extreme".to_owned())), "{levels:?}");
    assert!(
        levels.contains(&None),
        "the other puzzle's row has no level: {levels:?}"
    );
    assert_eq!(
        levels
            .iter()
            .filter(|l| l.as_deref() == Some("extreme"))
            .count(),
        1,
        "{levels:?}"
    );
}

#[test]
fn the_holder_of_a_puzzle_skips_a_first_copy_that_does_not_read() {
    let dir = tempfile::tempdir().expect("tmp");
    let store = open(dir.path());
    let g = game();
    let broken = store
        .save(None, &g, r1c3(), None, None, Instant::now())
        .expect("saved")
        .id();
    store
        .conn
        .execute("UPDATE games SET state = 'x' WHERE id = ?1", [broken])
        .expect("edited");
    // Alone, the unreadable copy is still named, so the caller can say why it fails.
    assert_eq!(
        store.holder(&puzzle_key(&g)).expect("read"),
        Some(Holder::Free(broken))
    );
    let fresh = store
        .save(None, &g, r1c3(), None, None, Instant::now())
        .expect("saved")
        .id();
    assert_ne!(fresh, broken);
    // The next run continues the fresh copy instead of making one more.
    assert_eq!(
        store.holder(&puzzle_key(&g)).expect("read"),
        Some(Holder::Free(fresh))
    );
}
