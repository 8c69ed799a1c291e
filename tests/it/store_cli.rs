//! The game store through the real binary: two windows at once, old saves imported, a damaged
//! database kept aside, `kill -9` in the middle of saving, statistics counting a finished game,
//! a puzzle entered from a paste, and the JSON shapes of `games` and `stats`.

use std::time::{Duration, Instant};

use serde_json::Value;

use crate::common::assert_contains;
use crate::common::pty::{Session, play_one_move};
use crate::common::puzzle::{CLASSIC, SOLUTION};
use crate::common::run::{games, stderr, stepdoku};

fn stats(data: &std::path::Path) -> Value {
    let out = stepdoku(&["stats", "--json"], data);
    assert!(out.status.success(), "{}", stderr(&out));
    serde_json::from_slice(&out.stdout).unwrap()
}

/// A `game.json` of format `version` as older stepdoku versions wrote it: the classic with
/// r1c3 = 4. (Version 1 has the same layout as 2 for a classic game: 2 added Sudominoku.)
fn old_save(version: u32) -> String {
    use crate::common::puzzle::{c, d, grid};
    let source = stepdoku_core::game::PuzzleSource::new(
        "classic.txt",
        Some("puzzles/classic.txt".into()),
        0,
        1,
    );
    let mut game = stepdoku_core::game::Game::new(&grid(CLASSIC), source).unwrap();
    game.place(c("r1c3"), d(4)).unwrap();
    let mut json: Value = serde_json::from_str(&game.to_save(Instant::now())).unwrap();
    json["version"] = Value::from(version);
    json.to_string()
}

#[test]
fn old_saves_of_both_formats_are_imported_with_their_history_and_kept() {
    for version in [1, 2] {
        let data = tempfile::tempdir().unwrap();
        std::fs::write(data.path().join("game.json"), old_save(version)).unwrap();
        let list = games(data.path());
        assert_eq!(list.len(), 1, "version {version}");
        assert_eq!(list[0]["moves"], 1);
        assert!(list[0]["board"].as_str().unwrap().starts_with("534"));
        assert!(data.path().join("game.json.imported").exists());
        assert!(!data.path().join("game.json").exists());
        // The history came along: undo takes the 4 back out.
        let mut player = Session::start(&["play", "--continue"], data.path(), &[]);
        player.wait_for_text("q quit");
        assert_eq!(player.board()["r1c3"].text, "4");
        player.send("u");
        player.wait_for("the undo", |s| !s.contents().contains("4 in row 1"));
        player.quit();
    }
}

/// A game taken up again puts the cursor back where it was left, not on r1c1.
#[test]
fn a_resumed_game_keeps_its_cursor() {
    let data = tempfile::tempdir().unwrap();
    // Without colour the cursor is the one reversed cell.
    let plain = [("NO_COLOR", "1")];
    let mut player = Session::start(&["play", "puzzles/classic.txt"], data.path(), &plain);
    player.wait_for_text("q quit");
    // Down four, right six: r5c7; and a move there so the game is worth keeping.
    player.send("\x1b[B\x1b[B\x1b[B\x1b[B\x1b[C\x1b[C\x1b[C\x1b[C\x1b[C\x1b[C");
    player.wait_for("the cursor on r5c7", |s| s.contents().contains("r5c7"));
    player.send("7");
    let (_, board) = crate::common::pty::settled(&player);
    assert_eq!(board["r5c7"].text, "7");
    assert!(board["r5c7"].inverse, "the cursor is on r5c7");
    player.quit();
    let mut again = Session::start(&["play", "--continue"], data.path(), &plain);
    again.wait_for_text("q quit");
    let board = again.board();
    assert!(board["r5c7"].inverse, "the cursor is back on r5c7");
    assert!(!board["r1c1"].inverse, "not on r1c1");
    again.quit();
}

#[test]
fn a_damaged_database_is_kept_aside_and_play_goes_on() {
    let data = tempfile::tempdir().unwrap();
    std::fs::write(data.path().join("stepdoku.sqlite3"), vec![0x42u8; 8192]).unwrap();
    let out = stepdoku(&["games", "--json"], data.path());
    assert_eq!(out.status.code(), Some(0));
    assert!(stderr(&out).contains("kept as"), "{}", stderr(&out));
    let kept: Vec<String> = std::fs::read_dir(data.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("damaged"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(
        std::fs::read(data.path().join(&kept[0])).unwrap(),
        vec![0x42u8; 8192],
        "kept as it was"
    );
    // And a game plays and saves in the fresh one.
    play_one_move(data.path());
    assert_eq!(games(data.path()).len(), 1);
}

/// Two windows on one data directory, each on its own puzzle: every move of each is kept.
/// A third opening the first one's puzzle is told, and plays a copy.
#[test]
fn two_players_at_once_keep_every_move_and_a_third_is_told() {
    let mut a = Session::open(&["play", "puzzles/classic.txt"]);
    let mut b = Session::start(&["play", "puzzles/easy.txt", "--index", "1"], a.data(), &[]);
    a.wait_for_text("q quit");
    b.wait_for_text("q quit");
    // Both opened the store the other was making at the same moment: neither plays without
    // it (it would say so on its first screen).
    for (name, window) in [("a", &a), ("b", &b)] {
        let shown = window.contents();
        assert!(!shown.contains("not saved"), "{name}: {shown}");
    }
    // Interleaved moves: a fills r1c3, r1c4, r1c6 from the solution; b erases nothing, types
    // three digits wherever its cursor walks.
    for (i, keys) in ["\x1b[C\x1b[C4", "\x1b[C6", "\x1b[C\x1b[C8"]
        .iter()
        .enumerate()
    {
        a.send(keys);
        b.send(&format!("\x1b[B{}", i + 1));
        std::thread::sleep(Duration::from_millis(150));
    }
    // Both still open: the store has both games with all their moves. A save that meets the
    // other window's write is kept in memory and tried again a second later, so on a busy
    // machine the last one may land a moment after its key.
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    let mut list = games(a.data());
    let all_in = |list: &[Value]| {
        list.len() == 2
            && list
                .iter()
                .any(|g| g["source"] == "classic.txt" && g["moves"] == 3)
    };
    while !all_in(&list) && std::time::Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(200));
        list = games(a.data());
    }
    assert_eq!(list.len(), 2, "{list:?}");
    let classic = list
        .iter()
        .find(|g| g["source"] == "classic.txt")
        .expect("a's game");
    assert_eq!(classic["moves"], 3);
    assert_eq!(&classic["board"].as_str().unwrap()[..6], "534678");
    let other = list.iter().find(|g| g["source"] != "classic.txt").unwrap();
    assert!(other["moves"].as_u64().unwrap() >= 1, "{other}");

    let mut c = Session::start(&["play", "puzzles/classic.txt"], a.data(), &[]);
    c.wait_for_text("This puzzle is open in another window");
    c.send("n");
    c.wait_for_text("Playing a copy");
    c.send("\x1b[C\x1b[C\x1b[C6");
    c.wait_for_text("Left");
    for s in [&mut a, &mut b, &mut c] {
        s.quit();
    }
    let list = games(a.data());
    assert_eq!(list.len(), 3, "the copy is a game of its own: {list:?}");
    let classics: Vec<&Value> = list
        .iter()
        .filter(|g| g["source"] == "classic.txt")
        .collect();
    assert_eq!(classics.len(), 2);
    assert!(classics.iter().any(|g| g["moves"] == 3), "a kept its moves");
}

/// `kill -9` at any moment, many times, leaves a store that opens, holding every move whose
/// save had finished (a move shown and then a pause), and never a later state than the moves
/// made.
#[test]
fn kill_9_during_saves_leaves_the_store_intact_with_every_acknowledged_move() {
    let data = tempfile::tempdir().unwrap();
    let mut expected = 0u64;
    let solution: Vec<char> = SOLUTION.chars().collect();
    let blanks: Vec<usize> = CLASSIC
        .chars()
        .enumerate()
        .filter(|&(_, ch)| ch == '.')
        .map(|(i, _)| i)
        .collect();
    for (round, &cell) in blanks.iter().enumerate().take(12) {
        let args: &[&str] = if round == 0 {
            &["play", "puzzles/classic.txt"]
        } else {
            &["play", "--continue"]
        };
        let mut player = Session::start(args, data.path(), &[]);
        player.wait_for_text("q quit");
        // The next blank, clicked (whatever cell the saved cursor is on), then its digit.
        let (row, col) = (cell / 9, cell % 9);
        let (top, left) = player.board_origin();
        let (y, x) = (top + 1 + 2 * row as u16 + 1, left + 2 + 4 * col as u16 + 1);
        player.send(&format!(
            "\x1b[<0;{x};{y}M\x1b[<0;{x};{y}m{}",
            solution[cell]
        ));
        let name = format!("r{}c{}", row + 1, col + 1);
        let digit = solution[cell].to_string();
        player.wait_for("the move on screen", |_| true);
        let deadline = Instant::now() + Duration::from_secs(10);
        while player.board()[&name].text != digit {
            assert!(Instant::now() < deadline, "{name} never showed {digit}");
            std::thread::sleep(Duration::from_millis(10));
        }
        // Even rounds wait for the save to finish; odd rounds kill at once, mid-save or not.
        if round % 2 == 0 {
            std::thread::sleep(Duration::from_millis(300));
        }
        player.signal("KILL");
        player.wait_status();
        let list = games(data.path());
        assert_eq!(
            list.len(),
            1,
            "round {round}: the store opens and holds the game"
        );
        let moves = list[0]["moves"].as_u64().unwrap();
        if round % 2 == 0 {
            expected = round as u64 + 1;
            assert_eq!(moves, expected, "round {round}: every acknowledged move");
        } else {
            assert!(
                moves == round as u64 || moves == round as u64 + 1,
                "round {round}: {moves} moves"
            );
            expected = moves;
        }
        let leftovers: Vec<String> = std::fs::read_dir(data.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.contains("tmp"))
            .collect();
        assert!(leftovers.is_empty(), "{leftovers:?}");
    }
    assert!(expected >= 6);
}

#[test]
fn a_finished_game_counts_in_the_statistics() {
    let data = tempfile::tempdir().unwrap();
    let puzzle = data.path().join("one-hole.txt");
    let mut line: Vec<char> = SOLUTION.chars().collect();
    line[2] = '.';
    std::fs::write(&puzzle, line.iter().collect::<String>()).unwrap();
    let before = stats(data.path());
    assert_eq!(before["finished"], 0);
    let mut player = Session::start(&["play", puzzle.to_str().unwrap()], data.path(), &[]);
    player.wait_for_text("q quit");
    player.send("\x1b[C\x1b[C4");
    player.wait_for_text("Solved");
    // The popup says how: no hint, no mistake. q closes it; on the board, q quits.
    player.wait_for_text("no hints, no mistakes");
    player.close_popup("Well done");
    assert_contains(&player.contents(), "solved");
    player.quit();
    let after = stats(data.path());
    assert_eq!(after["finished"], 1, "{after}");
    // In words, one game is one game.
    let words = stepdoku(&["stats"], data.path());
    let words = String::from_utf8_lossy(&words.stdout).into_owned();
    assert!(words.starts_with("1 game finished.\n"), "{words}");
    let level = &after["levels"][0];
    assert!(level["finished"] == 1 && level["best_ms"].is_u64() && level["median_ms"].is_u64());
    assert!(
        games(data.path()).is_empty(),
        "a finished game leaves the list"
    );
}

#[test]
fn enter_takes_a_pasted_puzzle_says_unique_and_its_level_then_plays_it() {
    let mut player = Session::open(&["enter"]);
    player.wait_for_text("Entering a puzzle");
    player.send(&format!("\x1b[200~{CLASSIC}\n\x1b[201~"));
    player.wait_for_text("unique, easy");
    player.send("\r");
    player.wait_for_text("Your puzzle");
    player.send("\x1b[C\x1b[C4");
    player.wait_for_text("Left");
    player.quit();
    let list = games(player.data());
    assert_eq!(list.len(), 1);
    assert_eq!(list[0]["source"], "entered from paper");
    assert_eq!(list[0]["puzzle"], CLASSIC);
    assert_eq!(list[0]["level"], "easy");
}

#[test]
fn games_and_stats_json_have_the_documented_fields() {
    let data = tempfile::tempdir().unwrap();
    play_one_move(data.path());
    let list = games(data.path());
    let g = &list[0];
    for field in [
        "id",
        "puzzle",
        "board",
        "moves",
        "elapsed_ms",
        "level",
        "updated",
    ] {
        assert!(!g[field].is_null(), "{field} in {g}");
    }
    assert_eq!(g["board"].as_str().unwrap().len(), 81);
    let updated = g["updated"].as_str().unwrap();
    assert!(
        updated.len() == 20 && updated.ends_with('Z') && &updated[10..11] == "T",
        "{updated}"
    );
    let s = stats(data.path());
    assert!(s["finished"].is_u64() && s["levels"].is_array(), "{s}");
}

#[test]
fn a_board_the_solver_filled_is_said_to_be_left_out_of_the_statistics() {
    let mut player = Session::open(&["play", "puzzles/classic.txt"]);
    player.wait_for_text("q quit");
    player.send("s");
    player.send("a");
    player.wait_for_text("no hints, no mistakes");
    player.close_popup("no hints, no mistakes");
    player.quit();
    let json = stats(player.data());
    assert_eq!(
        (json["finished"].as_u64(), json["by_solver"].as_u64()),
        (Some(0), Some(1)),
        "{json}"
    );
    let words = stepdoku(&["stats"], player.data());
    let words = String::from_utf8_lossy(&words.stdout).into_owned();
    assert_contains(&words, "1 game filled by the solver is not counted");
}
