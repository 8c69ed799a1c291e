//! End to end: `stepdoku watch` in a pseudo-terminal, its screen emulated by vt100. Five steps
//! forward and two back must draw exactly the screen of three forward, text and styles; `End`
//! shows the solution; `q` exits 0 with the terminal restored. From the player, `s` watches and
//! `Esc` comes back to the game untouched.

use crate::common;

use std::path::Path;

use common::pty::{Session, settled};
use common::puzzle::SOLUTION;

fn watch_classic(data: &Path) -> Session {
    let session = Session::start(&["watch", "puzzles/classic.txt"], data, &[]);
    session.wait_for_text("Step 0");
    session.wait_for_text("q quit");
    session
}

#[test]
fn five_forward_two_back_is_three_forward_then_end_solves_and_q_exits() {
    let data = tempfile::tempdir().unwrap();
    let mut watch = watch_classic(data.path());
    let start = watch.board();
    watch.send("lllll");
    watch.wait_for_text("Step 5 ");
    watch.send("hh");
    watch.wait_for_text("Step 3 ");
    let there_and_back = settled(&watch);

    let mut fresh = watch_classic(data.path());
    fresh.send("\x1b[C\x1b[C\x1b[C"); // → three times
    fresh.wait_for_text("Step 3 ");
    let three = settled(&fresh);
    assert_eq!(there_and_back.1, three.1, "board text and styles");
    assert_eq!(there_and_back.0, three.0, "the whole screen");
    assert_ne!(three.1, start, "three steps changed the board");
    assert_eq!(three.1["r1c6"].text, "4", "step 3 tries 4 in r1c6");
    fresh.quit();

    watch.send("\x1b[F"); // End
    watch.wait_for_text("Solved in");
    // The frame is written in pieces: read the board once it has all arrived.
    let (_, board) = settled(&watch);
    for (i, digit) in SOLUTION.chars().enumerate() {
        let name = format!("r{}c{}", i / 9 + 1, i % 9 + 1);
        assert_eq!(board[&name].text, digit.to_string(), "{name}");
    }
    watch.quit();
    // The last output may still be on its way to the emulator.
    watch.wait_for("the terminal restored", |s| {
        !s.alternate_screen() && !s.hide_cursor()
    });
    watch.wait_for_text("classic.txt, row-major: solved at step 8,366");
}

#[test]
fn from_the_player_s_watches_and_esc_returns_to_the_game_untouched() {
    let mut player = Session::open(&["play", "puzzles/classic.txt"]);
    player.wait_for_text("q quit");
    player.send("\x1b[C\x1b[C4"); // r1c3 = 4
    let game = loop {
        let (_, board) = settled(&player);
        if board["r1c3"].text == "4" {
            break board;
        }
    };
    player.send("s");
    player.wait_for_text("Step 0");
    assert_eq!(player.board()["r1c3"].text, "4");
    player.send("lll\x1b[F");
    player.wait_for_text("Solved in");
    player.send("\x1b");
    player.wait_for_text("Clashes  none");
    assert_eq!(settled(&player).1, game, "Esc leaves the game as it was");
    player.send("s");
    player.wait_for_text("Step 0");
    player.send("a");
    player.wait_for_text("Solved by the solver");
    assert_eq!(settled(&player).1["r9c1"].text, "3", "the solution is in");
    // One undo takes the whole solution back out; the player's own 4 stays.
    player.send("u");
    player.wait_for_text("Undone: back to the board");
    let board = settled(&player).1;
    assert_eq!(
        (board["r1c3"].text.as_str(), board["r9c1"].text.as_str()),
        ("4", " ")
    );
    player.quit();
}

#[test]
fn a_sudominoku_file_shows_dominoes_and_pairs() {
    let mut watch = Session::open(&["watch", "tests/data/boj/boj4574-sample.in"]);
    watch.wait_for_text("Pairs · 26 of 36 unused");
    watch.send("l");
    watch.wait_for_text("r1c1-r2c1: try 3-5");
    watch.wait_for_text("Pairs · 25 of 36 unused");
    let board = settled(&watch).1;
    assert_eq!(
        (board["r1c1"].text.as_str(), board["r2c1"].text.as_str()),
        ("3", "5")
    );
    assert_eq!(board["r1c1"].bg, board["r2c1"].bg, "one tried domino");
    watch.quit();
}

/// `--until dead-end` opens stopped at the first cell where nothing fits, its evidence in words;
/// `1000g` jumps forward, `6g` back to the same screen, and `d` runs on to the next dead end.
#[test]
fn until_opens_at_the_first_dead_end_and_typed_steps_jump_both_ways() {
    let mut watch = Session::open(&["watch", "puzzles/classic.txt", "--until", "dead-end"]);
    watch.wait_for_text("Step 6 ");
    watch.wait_for_text("nothing fits");
    let at_dead_end = settled(&watch);
    watch.send("40g");
    watch.wait_for_text("Step 40 ");
    watch.send("6g");
    watch.wait_for_text("Step 6 ");
    let back = settled(&watch);
    assert_eq!(back.1, at_dead_end.1, "the board, text and styles");
    watch.send("d");
    watch.wait_for_text("Stopped: dead end");
    watch.quit();
}

/// The row of the screen showing `text`, and whether its first character is drawn reversed.
fn row_of(screen: &vt100::Screen, text: &str) -> Option<(u16, bool)> {
    let (rows, cols) = screen.size();
    let (rows, cols) = (rows.get(), cols.get());
    (0..rows).find_map(|y| {
        let line: String = screen.contents_between(y, 0, y, cols);
        let at = line.find(text)?;
        let x = line[..at].chars().count() as u16;
        let reversed = screen.cell(y, x).is_some_and(vt100::Cell::inverse);
        Some((y, reversed))
    })
}

#[test]
fn the_code_pane_lights_the_line_of_each_step_forward_and_back() {
    let data = tempfile::tempdir().unwrap();
    for env in [&[][..], &[("NO_COLOR", "1")][..]] {
        let mut watch = Session::start(
            &["watch", "puzzles/classic.txt", "--code"],
            data.path(),
            env,
        );
        watch.wait_for_text("Code · row-major · not started");
        watch.send("l");
        watch.wait_for_text("Code · row-major · line 8 ");
        watch.wait_for("the try's line lit", |s| {
            row_of(s, " 8     board[r][c] = d;").is_some_and(|(_, lit)| lit)
        });
        // Step 7 backs up from r1c8: first the undo of r1c7's try in a frame of its own, then
        // `return false;` of dfs, and the place line is not lit.
        watch.send("llllll");
        watch.wait_for_text("Step 7 · frame 1 of 2");
        watch.wait_for_text("Code · row-major · line 10 ");
        watch.send("l");
        watch.wait_for_text("Code · row-major · line 12 ");
        watch.wait_for("the return line lit", |s| {
            row_of(s, "12   return false;").is_some_and(|(_, lit)| lit)
                && row_of(s, " 8     board[r][c] = d;").is_none_or(|(_, lit)| !lit)
        });
        // Back to step 5, a try: its line again (the first h goes back to the undo's frame).
        watch.send("hhh");
        watch.wait_for_text("Step 5 ");
        watch.wait_for_text("Code · row-major · line 8 ");
        watch.quit();
    }
}

#[test]
fn the_tree_pane_counts_the_tries_forward_and_back() {
    let mut watch = Session::open(&["watch", "puzzles/classic.txt", "--until", "step=400"]);
    watch.wait_for_text("Step 400 ");
    watch.send("T");
    // 203 tries by step 400 (the counters say so at 120 columns; trace agrees).
    watch.wait_for_text("Tree · 203 nodes · depth 7");
    watch.wait_for_text(" 2 r1c4 2·83 ▶6");
    watch.send("h");
    watch.wait_for_text("Step 399 ");
    watch.wait_for_text("Tree · 203 nodes · depth 8");
    watch.send("T");
    watch.wait_for_text("Stack · depth");
    watch.quit();
}

/// `--color never` before the subcommand, as `--theme` goes: the watch draws without colour.
#[test]
fn color_never_before_watch_draws_without_colour() {
    let mut watch = Session::open(&["--color", "never", "watch", "puzzles/classic.txt"]);
    watch.wait_for_text("Step 0");
    watch.wait_for_text("q quit");
    let board = watch.board();
    let given = &board["r1c1"];
    assert_eq!(given.text, "5");
    assert!(given.bold, "givens bold");
    for look in board.values() {
        assert_eq!(look.fg, vt100::Color::Default, "{look:?}");
        assert_eq!(look.bg, vt100::Color::Default, "{look:?}");
    }
    watch.quit();
}

/// End on a puzzle built against row-major search (138 million steps) is stopped by the next
/// key midway: each frame steps only what the loop's measured budget allows, so input is read
/// between frames however long the whole run is.
#[test]
fn a_key_stops_end_midway_on_a_hard_puzzle() {
    const WHOLE_RUN: u64 = 138_350_569;
    let mut watch = Session::open(&["watch", "puzzles/antibrute.txt"]);
    watch.wait_for_text("Step 0");
    watch.send("\x1b[F"); // End
    watch.wait_for_text("playing");
    watch.send(" ");
    watch.wait_for_text("paused");
    let screen = watch.contents();
    let steps: u64 = screen
        .lines()
        .find_map(|line| line.split("Steps").nth(1))
        .and_then(|rest| rest.split_whitespace().next())
        .map(|n| n.replace(',', ""))
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no step count on screen:\n{screen}"));
    assert!(
        steps > 0 && steps < WHOLE_RUN,
        "stopped at step {steps}:\n{screen}"
    );
    watch.quit();
}

/// On the player's smallest terminal the real binary draws the watch (board, step, counters,
/// keys), and one column less it names the size it needs.
#[test]
fn the_watch_fits_65x21_and_below_names_its_minimum() {
    let data = tempfile::tempdir().unwrap();
    let mut watch = watch_classic(data.path());
    watch.resize(21, 65);
    watch.send("lll");
    watch.wait_for_text("Step 3 ");
    for words in ["Dead ends", "┏1━━┯", "Space play", "? help"] {
        watch.wait_for_text(words);
    }
    assert!(
        !watch.contents().contains("too small"),
        "{}",
        watch.contents()
    );
    watch.resize(21, 64);
    watch.wait_for_text("terminal too small: need 65×21, have 64×21");
    watch.quit();
}

/// The real binary counts the whole tree on a thread of its own: the counters and the solved
/// screen compare the tries made with it (4,631 on the classic, counted by a plain recursion in
/// the core's own test), never with an estimate.
#[test]
fn the_solved_screen_compares_the_tries_with_the_whole_tree_counted() {
    let data = tempfile::tempdir().unwrap();
    let mut watch = watch_classic(data.path());
    watch.wait_for_text("of 4,631");
    watch.send("\x1b[F"); // End
    watch.wait_for_text("at try 4,208");
    watch.wait_for_text("of the 4,631 in its whole tree");
    watch.wait_for_text("(90%)");
    let (screen, _) = settled(&watch);
    assert!(!screen.contains('≈'), "{screen}");
    assert!(!screen.contains("xplor"), "{screen}");
    watch.quit();
}
