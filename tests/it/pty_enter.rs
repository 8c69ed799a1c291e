//! Entering a puzzle from paper in a real terminal: blanks typed as on paper move the cursor
//! on, Esc leaves without making a game (asking first when clues are typed), and a pasted grid
//! is read whatever its line ends.

use crate::common;

use common::pty::Session;
use common::puzzle::CLASSIC;
use common::run::games;

/// The classic puzzle as BOJ 2239 writes it: nine lines of nine digits, `0` for a blank.
fn nine_lines(line_end: &str) -> String {
    CLASSIC
        .replace('.', "0")
        .as_bytes()
        .chunks(9)
        .map(|row| format!("{}{line_end}", String::from_utf8_lossy(row)))
        .collect()
}

/// Esc with clues on the board: the first says what leaving drops, the second leaves.
fn leave_with_clues(player: &mut Session) {
    player.send("\x1b");
    player.wait_for_text("Esc again");
    player.send("\x1b");
}

fn entering(data: &std::path::Path) -> Session {
    let player = Session::start(&["enter"], data, &[]);
    player.wait_for_text("Entering a puzzle");
    player.wait_for_text("Esc cancel");
    player
}

#[test]
fn dot_zero_and_space_are_blanks_that_move_the_cursor_on() {
    let data = tempfile::tempdir().unwrap();
    let mut player = entering(data.path());
    // Row 1 of the classic puzzle with `.` and `0` for its blanks, row 2 with spaces.
    player.send("53..70000");
    player.send("6  195   ");
    player.wait_for_text("┃ 1 │ 9 │ 5 ┃");
    let board = player.board();
    let text = |cell: &str| board[cell].text.trim().to_owned();
    let row = |r: usize| -> String {
        (1..=9)
            .map(|c| {
                let t = text(&format!("r{r}c{c}"));
                if t.is_empty() { ".".to_owned() } else { t }
            })
            .collect()
    };
    assert_eq!(row(1), &CLASSIC[..9], "{}", player.contents());
    assert_eq!(row(2), &CLASSIC[9..18], "{}", player.contents());
    leave_with_clues(&mut player);
    assert_eq!(player.wait_exit(), 0);
    assert!(games(data.path()).is_empty(), "Esc made no game");
}

#[test]
fn esc_from_stepdoku_enter_makes_no_game() {
    let data = tempfile::tempdir().unwrap();
    let mut player = entering(data.path());
    player.send("12345");
    player.wait_for_text("several solutions");
    leave_with_clues(&mut player);
    assert_eq!(player.wait_exit(), 0);
    assert!(
        !player.contents().contains("Game saved"),
        "{}",
        player.contents()
    );
    assert!(games(data.path()).is_empty(), "Esc made no game");
}

#[test]
fn esc_from_the_menu_gives_back_the_game_being_played() {
    let mut player = Session::open(&["play", "puzzles/classic.txt"]);
    player.wait_for_text("q quit");
    player.send("\x1b[C\x1b[C4"); // r1c3 = 4
    player.wait_for_text("Left");
    player.send("N");
    player.wait_for_text("Continue a game");
    // The game in progress, the puzzle of the day, then entering one.
    player.send("\x1b[B\x1b[B\r");
    player.wait_for_text("Entering a puzzle");
    player.send("987");
    player.wait_for_text("several solutions");
    leave_with_clues(&mut player);
    // back to the menu it was opened from, then Esc again to the game
    player.wait_for_text("Continue a game");
    player.send("\x1b");
    player.wait_for_text("classic.txt");
    player.wait_for_text("Left");
    assert_eq!(player.board()["r1c3"].text.trim(), "4");
    assert_eq!(player.board()["r1c4"].text.trim(), "");
    player.quit();
    let list = games(player.data());
    assert_eq!(list.len(), 1, "{list:?}");
    let source = list[0]["source"].as_str().unwrap();
    assert!(source.contains("classic.txt"), "{source}");
}

/// A bracketed paste of the nine-line grid ending its lines with `line_end` is read.
fn paste_is_read(line_end: &str) {
    let data = tempfile::tempdir().unwrap();
    let mut player = entering(data.path());
    player.send(&format!("\x1b[200~{}\x1b[201~", nine_lines(line_end)));
    player.wait_for_text("unique, easy");
    assert_eq!(player.board()["r9c9"].text.trim(), "9");
    leave_with_clues(&mut player);
    assert_eq!(player.wait_exit(), 0);
}

#[test]
fn a_paste_with_lf_line_ends_is_read() {
    paste_is_read("\n");
}

#[test]
fn a_paste_with_cr_line_ends_is_read_as_terminals_send_it() {
    paste_is_read("\r");
}

#[test]
fn a_paste_with_crlf_line_ends_is_read() {
    paste_is_read("\r\n");
}

#[test]
fn a_paste_over_a_mebibyte_is_read_whole() {
    let data = tempfile::tempdir().unwrap();
    let mut player = entering(data.path());
    // 13,000 puzzles, one a line: over 1 MiB. The first is taken.
    let mut text = String::new();
    for _ in 0..13_000 {
        text.push_str(CLASSIC);
        text.push('\r');
    }
    assert!(text.len() > 1 << 20);
    player.send(&format!("\x1b[200~{text}\x1b[201~"));
    player.wait_for_text("unique, easy");
    leave_with_clues(&mut player);
    assert_eq!(player.wait_exit(), 0);
}
