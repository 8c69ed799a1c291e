//! End to end: the real binary in a pseudo-terminal, its screen emulated by vt100. The player
//! types a clashing digit on the classic puzzle and reads the styles off the emulated screen.

use crate::common;

use common::pty::{Session, changed, play_one_move};
use common::run::games;

#[test]
fn a_clashing_digit_restyles_both_cells_and_erasing_restores_them() {
    let mut player = Session::open(&["play", "puzzles/classic.txt"]);
    player.wait_for_text("classic.txt");
    player.wait_for_text("q quit");

    // Right twice from r1c1: the cursor is on r1c3.
    player.send("\x1b[C\x1b[C");
    player.wait_for_text("r1c3");
    let before = player.board();

    player.send("5");
    player.wait_for("5 in r1c3", |s| s.contents().contains("5 in row 1, box 1"));
    let after = player.board();
    assert_eq!(after["r1c3"].text, "5");
    // The issue's criterion: r1c3 and r1c1 restyled, no uninvolved cell (the other 5s are not
    // lit as same digits while the clash stands).
    assert_eq!(changed(&before, &after), ["r1c1", "r1c3"]);
    // The clash looks different from a mere same-digit highlight.
    assert_ne!(after["r1c1"], after["r2c6"]);
    assert_ne!(after["r1c1"].bg, before["r1c1"].bg);
    assert_eq!(after["r5c5"], before["r5c5"]);
    assert_eq!(after["r9c9"], before["r9c9"]);

    player.send("0");
    player.wait_for("the clash to clear", |s| {
        s.contents().contains("Clashes  none")
    });
    assert_eq!(player.board(), before, "erasing restores every cell");

    player.quit();
    {
        let parser = player.screen.lock().unwrap();
        let screen = parser.screen();
        assert!(!screen.alternate_screen(), "alternate screen left");
        assert!(!screen.hide_cursor(), "cursor shown again");
        assert_eq!(screen.mouse_protocol_mode(), vt100::MouseProtocolMode::None);
    }
    assert_eq!(games(player.data()).len(), 1, "quit saves the game");
}

#[test]
fn no_color_keeps_clashes_visible_without_colour_and_the_save_resumes() {
    let data = tempfile::tempdir().unwrap();
    let mut player = Session::start(
        &["play", "puzzles/classic.txt"],
        data.path(),
        &[("NO_COLOR", "1")],
    );
    player.wait_for_text("q quit");
    player.send("\x1b[C\x1b[C5");
    player.wait_for_text("!5!");
    let board = player.board();
    for look in board.values() {
        assert_eq!(look.fg, vt100::Color::Default);
        assert_eq!(look.bg, vt100::Color::Default);
    }
    assert!(board["r1c3"].inverse, "the cursor is reversed");
    assert!(board["r1c2"].bold, "givens are bold");
    assert!(
        !board["r2c6"].underline,
        "while the clash stands, the other 5s are not lit"
    );
    assert_eq!(board["r1c1"].text, "5");
    // On r2c6, a 5 in no clash: every 5 is underlined, and no other digit.
    player.send("\x1b[B\x1b[C\x1b[C\x1b[C");
    player.wait_for_text("r2c6");
    let board = player.board();
    assert!(
        board["r8c9"].underline && !board["r1c2"].underline,
        "same digit underlined"
    );
    player.quit();

    // Plain `stepdoku` lists the game in progress first; Enter brings back the 5 in r1c3.
    let mut player = Session::start(&[], data.path(), &[]);
    player.wait_for_text("Continue a game");
    player.send("\r");
    player.wait_for_text("5 in row 1, box 1");
    assert_eq!(player.board()["r1c3"].text, "5");
    player.quit();
}

/// An old save that does not read is kept (renamed, never deleted) with a message, and play
/// goes on.
#[test]
fn a_corrupt_old_save_is_kept_aside_with_a_message() {
    let data = tempfile::tempdir().unwrap();
    std::fs::write(data.path().join("game.json"), "{ not json").unwrap();
    let mut player = Session::start(&["play", "puzzles/classic.txt"], data.path(), &[]);
    player.wait_for_text("not imported");
    player.quit();
    assert_eq!(
        std::fs::read_to_string(data.path().join("game.json.not-imported")).unwrap(),
        "{ not json"
    );
}

#[test]
fn a_puzzle_can_come_from_stdin_while_keys_come_from_the_terminal() {
    let data = tempfile::tempdir().unwrap();
    let line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let script = format!(
        "printf '{line}\\n' | '{}' play -",
        env!("CARGO_BIN_EXE_stepdoku")
    );
    let mut player = Session::start_program("sh", &["-c", &script], data.path());
    player.wait_for_text("<stdin>");
    player.send("\x1b[C\x1b[C5");
    player.wait_for_text("5 in row 1, box 1");
    player.quit();
}

#[test]
fn ctrl_c_saves_quits_and_restores_the_terminal() {
    let mut player = Session::open(&["play", "puzzles/classic.txt"]);
    player.wait_for_text("q quit");
    player.send("\x1b[C\x1b[C4"); // a move: a game worth saving
    player.wait_for_text("Left");
    player.send("\x03");
    assert_eq!(player.wait_exit(), 0);
    let parser = player.screen.lock().unwrap();
    assert!(!parser.screen().alternate_screen());
    assert_eq!(games(player.data()).len(), 1);
}

/// Looking at a puzzle and quitting leaves no game behind, and `play FILE` opens the file
/// without touching another game in progress.
#[test]
fn an_untouched_game_leaves_no_save_and_play_file_leaves_other_games_alone() {
    let mut player = Session::open(&["play", "puzzles/classic.txt"]);
    player.wait_for_text("q quit");
    player.quit();
    assert!(games(player.data()).is_empty());

    play_one_move(player.data());
    let saved = games(player.data());
    assert_eq!(saved.len(), 1);

    let mut player = player.then_run(&["play", "puzzles/easy.txt", "--index", "2"]);
    player.wait_for_text("q quit");
    player.quit();
    assert_eq!(games(player.data()), saved, "the other game is untouched");
}

#[test]
fn h_nudges_then_shows_the_whole_hint_then_applies_it() {
    let mut player = Session::open(&["play", "puzzles/classic.txt"]);
    player.wait_for_text("q quit");
    let before = player.board();

    player.send("H");
    player.wait_for_text("Look at r5c5 for a Naked Single.");
    let nudge = player.board();
    assert_eq!(nudge["r5c5"].text, " ", "the nudge gives nothing away");
    assert_ne!(nudge["r5c5"], before["r5c5"], "but marks where to look");

    player.send("H");
    player.wait_for_text("Hint · Naked Single");
    let full = player.board();
    assert_eq!(full["r5c5"].text, "5");
    assert_eq!(
        full["r5c5"].bg,
        vt100::Color::Idx(120),
        "the placement in green"
    );
    assert_eq!(
        full["r1c1"], before["r1c1"],
        "uninvolved cells keep their look"
    );

    player.send("H");
    player.wait_for_text("Applied: Naked Single");
    let applied = player.board();
    assert_eq!(applied["r5c5"].text, "5");
    assert_ne!(
        applied["r5c5"].bg,
        vt100::Color::Idx(120),
        "no longer a hint"
    );
    assert_eq!(
        applied["r5c5"].bg,
        vt100::Color::Idx(220),
        "the cursor went to it"
    );

    player.send("u");
    player.wait_for("the undo", |s| !s.contents().contains("Applied"));
    assert_eq!(player.board()["r5c5"].text, " ");
    player.quit();
}

#[test]
fn a_sudominoku_file_opens_and_a_domino_is_laid_with_two_digits() {
    let mut player = Session::open(&["play", "tests/data/boj/boj4574-sample.in", "--index", "1"]);
    player.wait_for_text("boj4574-sample.in");
    player.wait_for_text("26 of 36 left");
    let (top, left) = player.board_origin();
    let between = |player: &Session| {
        let parser = player.screen.lock().unwrap();
        // The line under r1c1, between it and r2c1.
        parser
            .screen()
            .cell(top + 2, left + 2)
            .unwrap()
            .contents()
            .to_owned()
    };
    assert_eq!(between(&player), "─");
    // r1c1 has one free neighbour, r2c1: 8 then 3 lays the domino.
    player.send("83");
    player.wait_for_text("25 of 36 left");
    let board = player.board();
    assert_eq!(
        (board["r1c1"].text.as_str(), board["r2c1"].text.as_str()),
        ("8", "3")
    );
    assert_eq!(between(&player), " ", "the domino's halves are joined");
    player.send("u");
    player.wait_for_text("26 of 36 left");
    assert_eq!(player.board()["r2c1"].text, " ");
    player.send("r");
    player.wait_for_text("25 of 36 left");
    player.quit();
    let saved = games(player.data());
    assert_eq!(saved.len(), 1);
    assert!(
        saved[0]["puzzle"]
            .as_str()
            .unwrap()
            .starts_with("sudominoku:")
    );
    assert!(saved[0]["board"].as_str().unwrap().starts_with('8'));

    // Resumed, the domino is back.
    let mut player = player.then_run(&["play", "--continue"]);
    player.wait_for_text("25 of 36 left");
    assert_eq!(player.board()["r2c1"].text, "3");
    player.quit();
}

#[test]
fn n_opens_the_menu_and_a_fresh_easy_puzzle_leaves_the_old_game_in_the_list() {
    let mut player = Session::open(&["play", "puzzles/classic.txt"]);
    player.wait_for_text("q quit");
    player.send("\x1b[C\x1b[C4"); // r1c3 = 4: a move, so the game is worth keeping
    player.wait_for_text("Left");
    player.send("N");
    player.wait_for_text("A fresh puzzle, made now");
    player.wait_for_text("Continue a game");
    // The game in progress, the puzzle of the day, entering one: Easy is the fourth line.
    player.send("\x1b[B\x1b[B\x1b[B\r");
    // Leaving the game in progress asks a second word, and says it stays saved.
    player.wait_for_text("Enter again: your game stays saved under Continue");
    player.send("\r");
    player.wait_for_text("generated easy, seed");
    // A move, so the new game is saved: the hint's deduction, applied.
    player.send("H");
    player.wait_for_text("Look at");
    player.send("H");
    player.wait_for_text("apply it");
    player.send("\r");
    player.wait_for_text("Applied");
    player.quit();
    let list = games(player.data());
    let sources: Vec<&str> = list.iter().map(|g| g["source"].as_str().unwrap()).collect();
    assert_eq!(sources.len(), 2, "{sources:?}");
    assert!(
        sources[0].starts_with("generated easy"),
        "newest first: {sources:?}"
    );
    assert_eq!(sources[1], "classic.txt");
}

/// A data directory that cannot be used (here a path through a regular file) neither stops
/// play nor lets a quit claim a save that failed: the first `q` is held back with the reason,
/// the second quits with exit status 2 and says the game was NOT saved.
#[test]
fn a_failed_save_holds_the_quit_and_is_never_reported_as_saved() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("not-a-directory");
    std::fs::write(&file, "").unwrap();
    let bad = file.join("sub");
    let mut player = Session::start(&["play", "puzzles/classic.txt"], &bad, &[]);
    player.wait_for_text("Games are not saved");
    player.send("\x1b[C\x1b[C4");
    player.wait_for_text("Left");
    player.quit_unsaved("was NOT saved");
    let shown = player.contents();
    assert!(!shown.contains("Game saved"), "{shown}");
    // The reason once, not wrapped in the start's notice.
    assert!(!shown.contains("NOT saved: Games are not saved"), "{shown}");
}

/// A light terminal (here said by `COLORFGBG`, the fallback when the terminal does not answer
/// the background query in time) gets the light theme: dark digits; `--theme dark` overrides.
#[test]
fn a_light_terminal_gets_dark_digits_and_theme_overrides() {
    let data = tempfile::tempdir().unwrap();
    let mut player = Session::start(
        &["play", "puzzles/classic.txt"],
        data.path(),
        &[("COLORFGBG", "0;15")],
    );
    player.wait_for_text("q quit");
    let board = player.board();
    assert_eq!(
        board["r1c2"].fg,
        vt100::Color::Idx(16),
        "givens in black ink"
    );
    player.quit();

    let mut player = Session::start(
        &["play", "puzzles/classic.txt", "--theme", "dark"],
        data.path(),
        &[("COLORFGBG", "0;15")],
    );
    player.wait_for_text("q quit");
    assert_eq!(
        player.board()["r1c2"].fg,
        vt100::Color::Idx(255),
        "white givens"
    );
    player.quit();
}

/// `--theme auto` asks the terminal: answered white, the light theme (black givens); answered
/// near black, the dark theme (white givens). Every digit on the board then reads at 4.5:1 or
/// more against its background, measured off the emulated screen with the xterm palette.
#[test]
fn the_theme_follows_the_terminals_answer_and_the_board_reads_at_4_5_to_1() {
    for (background, foreground, given, bg_rgb) in [
        (
            "rgb:ffff/ffff/ffff",
            "rgb:0000/0000/0000",
            16,
            (255, 255, 255),
        ),
        (
            "rgb:1e1e/1e1e/1e1e",
            "rgb:d4d4/d4d4/d4d4",
            255,
            (30, 30, 30),
        ),
    ] {
        let data = tempfile::tempdir().unwrap();
        let mut player = Session::start_answering(
            &["play", "puzzles/classic.txt"],
            data.path(),
            (background, foreground),
        );
        player.wait_for_text("q quit");
        // A clash and a move, so the cursor, a clash and the region are all on the board.
        player.send("\x1b[C\x1b[C5\x1b[B\x1b[B1");
        player.wait_for_text("Clashes");
        let board = player.board();
        assert_eq!(board["r1c2"].fg, vt100::Color::Idx(given), "{background}");
        for (name, look) in &board {
            if look.text.trim().is_empty() {
                continue;
            }
            let fg = common::contrast::rgb(look.fg, (0, 0, 0));
            let bg = common::contrast::rgb(look.bg, bg_rgb);
            let (fg, bg) = if look.inverse { (bg, fg) } else { (fg, bg) };
            let ratio = common::contrast::ratio(fg, bg);
            assert!(
                ratio >= 4.5,
                "{background}: {name} {look:?} reads at {ratio:.2}:1"
            );
        }
        player.quit();
    }
}

#[test]
fn hints_used_are_still_counted_after_quitting_and_continuing() {
    let mut player = Session::open(&["play", "puzzles/medium.txt", "--index", "1"]);
    player.wait_for_text("q quit");
    player.send("H");
    player.wait_for_text("Look at");
    player.send("H");
    player.wait_for_text("apply it");
    player.send("\r");
    player.wait_for_text("Applied");
    player.quit();

    let mut player = player.then_run(&["play", "--continue"]);
    player.wait_for_text("q quit");
    player.send("s");
    player.send("a");
    player.wait_for_text("1 hint, no mistakes");
    // q closes the popup; on the board, q quits.
    player.close_popup("1 hint, no mistakes");
    player.quit();
}

/// Apply the hint's deduction: a move that is right whatever the puzzle.
fn apply_a_hint(player: &mut Session) {
    player.send("H");
    player.wait_for_text("Look at");
    player.send("H");
    player.wait_for_text("apply it");
    player.send("\r");
    player.wait_for_text("Applied");
}

/// The puzzle of the day chosen twice from the menu: the second time goes back to the game on
/// screen without a question, so the store keeps one row with both moves, never a second copy.
#[test]
fn the_same_puzzle_chosen_twice_from_the_menu_keeps_one_game_with_every_move() {
    let mut player = Session::open(&["play", "puzzles/classic.txt"]);
    player.wait_for_text("q quit");
    player.send("N");
    player.wait_for_text("Daily puzzle");
    // Nothing in progress: the puzzle of the day is the first line.
    player.send("\r");
    player.wait_for_text("New game: puzzle of the day");
    apply_a_hint(&mut player);
    player.send("N");
    player.wait_for_text("Continue a game");
    // Below the game in progress, whose line says Enter goes back to it: no question.
    player.send("\x1b[B");
    player.wait_for_text("Today's puzzle is the game on screen");
    player.send("\r");
    player.wait_for_text("Back to today's puzzle");
    apply_a_hint(&mut player);
    player.quit();
    let list = games(player.data());
    assert_eq!(list.len(), 1, "one row for the puzzle: {list:?}");
    assert_eq!(list[0]["moves"], 2, "{list:?}");
}

/// A puzzle played from `stepdoku watch` or typed in with `stepdoku enter` while a game of it
/// is saved continues that game, as one chosen from the menu does: one row with every move.
#[test]
fn a_saved_puzzle_played_from_watch_or_typed_in_keeps_one_game_with_every_move() {
    let data = tempfile::tempdir().unwrap();
    play_one_move(data.path());

    let mut watch = Session::start(&["watch", "puzzles/classic.txt"], data.path(), &[]);
    watch.wait_for_text("play it");
    watch.send("\r");
    watch.wait_for_text("Continuing");
    apply_a_hint(&mut watch);
    watch.quit();

    let mut typed = Session::start(&["enter"], data.path(), &[]);
    typed.wait_for_text("Entering a puzzle");
    typed.send(&format!("\x1b[200~{}\n\x1b[201~", common::puzzle::CLASSIC));
    typed.wait_for_text("unique");
    typed.send("\r");
    typed.wait_for_text("Continuing");
    apply_a_hint(&mut typed);
    typed.quit();

    let list = games(data.path());
    assert_eq!(list.len(), 1, "one row for the puzzle: {list:?}");
    assert_eq!(list[0]["moves"], 3, "{list:?}");
}
