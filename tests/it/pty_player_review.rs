//! End to end, what a new player met on a light terminal: Esc on the start screen continues
//! the game listed first, as its keys line and footer say, and a puzzle quit before its
//! first move says on the way out that it is not saved.

use crate::common;

use common::pty::{Session, play_one_move};
use common::run::games;

#[test]
fn esc_on_the_start_screen_continues_the_game_listed_first() {
    let data = tempfile::tempdir().unwrap();
    play_one_move(data.path());
    let mut start = Session::start(&["--theme", "light"], data.path(), &[]);
    start.wait_for_text("Continue a game");
    start.wait_for_text("Esc continue classic.txt");
    let shown = start.contents();
    let footer = shown
        .lines()
        .rfind(|l| !l.trim().is_empty())
        .unwrap_or_default();
    assert!(footer.contains("Esc continue"), "{shown}");
    assert!(
        !shown.contains("Esc back") && !shown.contains("Esc play"),
        "{shown}"
    );
    start.send("\x1b");
    start.wait_for("the game continued", |s| {
        !s.contents().contains("Continue a game")
    });
    assert_eq!(start.board()["r1c3"].text, "4", "the game with its move");
    start.quit();
    assert_eq!(games(data.path()).len(), 1, "no other game made");
}

#[test]
fn a_puzzle_quit_before_its_first_move_says_it_is_not_saved() {
    let data = tempfile::tempdir().unwrap();
    let mut player = Session::start(&["play", "puzzles/classic.txt"], data.path(), &[]);
    player.wait_for_text("q quit");
    player.quit();
    player.wait_for_text("Not saved: no moves made in classic.txt.");
    assert!(games(data.path()).is_empty());
}
