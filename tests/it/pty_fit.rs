//! The real binary in a pseudo-terminal at 65×21 and 80×24, coloured (dark and light) and with
//! `NO_COLOR`: no word of the watch's legend, counters or stack is cut (`× bac…`, `hid…`),
//! and predict mode's score stays in sight beside the code pane.

use crate::common::pty::Session;

/// The `…`s of `screen` that end a word cut short: a letter before, no letter after (a file
/// name shortened in its middle, `cl…ic`, is not a cut word).
fn cut_words(screen: &str) -> Vec<String> {
    let mut cuts = Vec::new();
    for line in screen.lines() {
        let chars: Vec<char> = line.chars().collect();
        for (i, &c) in chars.iter().enumerate() {
            let after_letter = i > 0 && chars[i - 1].is_alphabetic();
            let inside_name = chars.get(i + 1).is_some_and(|c| c.is_alphanumeric());
            if c == '…' && after_letter && !inside_name {
                cuts.push(line.to_owned());
            }
        }
    }
    cuts
}

/// A look: the theme's arguments and the environment.
type Look = (
    &'static [&'static str],
    &'static [(&'static str, &'static str)],
);

#[test]
fn propagates_watch_cuts_no_word_at_65x21_or_80x24_in_any_look() {
    let looks: [Look; 3] = [
        (&[], &[]),
        (&["--theme", "light"], &[]),
        (&[], &[("NO_COLOR", "1")]),
    ];
    for (theme, env) in looks {
        for (rows, cols) in [(24, 80), (21, 65)] {
            let data = tempfile::tempdir().unwrap();
            let mut args = theme.to_vec();
            args.extend(["watch", "--strategy", "propagate"]);
            let mut watch = Session::start(&args, data.path(), env);
            watch.resize(rows, cols);
            watch.wait_for_text("Step 0");
            watch.send(&"\x1b[C".repeat(8));
            watch.wait_for_text("Step 8");
            // The eighth step's row in the stack: r5c7 forced to 7 as a hidden single.
            watch.wait_for_text("r5c7");
            let screen = watch.contents();
            let what = format!("{theme:?} {env:?} {cols}x{rows}\n{screen}");
            assert!(cut_words(&screen).is_empty(), "{what}");
            if cols == 80 {
                assert!(
                    screen.contains("forced") && screen.contains(" back"),
                    "{what}"
                );
                assert!(screen.contains("hidden, row 5"), "{what}");
            } else {
                assert!(screen.contains("r5c7   7   HS"), "{what}");
            }
            watch.quit();
        }
    }
}

#[test]
fn the_predict_score_stays_in_sight_beside_the_code() {
    for (rows, cols) in [(24, 80), (21, 65)] {
        let mut watch = Session::open(&["watch"]);
        watch.resize(rows, cols);
        watch.wait_for_text("Step 0");
        watch.send("p");
        watch.wait_for_text("Predict ·");
        watch.send("221");
        watch.wait_for_text("wrong");
        watch.send("c");
        watch.wait_for_text("Code");
        let screen = watch.contents();
        // Beside the code at 80×24 the score takes its short form to keep to one row.
        let score = if cols == 80 { "0/1 right" } else { "0 of 1" };
        assert!(
            screen.contains("Predict ·") && screen.contains(score),
            "{cols}x{rows}\n{screen}"
        );
        watch.send("\x1b");
        watch.wait_for_text("Predicting stopped");
        watch.quit();
    }
}

/// With a game in progress `stepdoku` opens on the start screen; at 50×15 the notice in its
/// place says `q` quits, and one `q` does (not the start screen's own `q`, which would open
/// the game behind it first). The game stays saved, and the line after says where.
#[test]
fn too_small_over_the_start_screen_one_q_quits_and_says_where_the_game_is() {
    let data = tempfile::tempdir().unwrap();
    crate::common::pty::play_one_move(data.path());
    let mut start = Session::start(&[], data.path(), &[]);
    start.wait_for_text("Continue a game");
    start.resize(15, 50);
    start.wait_for_text("need 65×21, have 50×15");
    start.wait_for_text("press q to quit");
    start.send("q");
    assert_eq!(start.wait_exit(), 0, "one q quits");
    start.wait_for_text("Game saved in");
    let games = crate::common::run::games(data.path());
    assert_eq!(games.len(), 1, "{games:?}");
    assert_eq!(games[0]["moves"], 1, "{games:?}");
}

/// Keys pressed while the screen is too small to show do nothing to the game under it: the
/// `q` after them saves the game with its one move and the board as it was.
#[test]
fn keys_on_a_screen_too_small_leave_the_game_as_it_was() {
    let data = tempfile::tempdir().unwrap();
    let mut player = Session::start(&["play", "puzzles/classic.txt"], data.path(), &[]);
    player.wait_for_text("q quit");
    player.send("\x1b[C\x1b[C4");
    let (shown, board) = crate::common::pty::settled(&player);
    assert_eq!(board["r1c3"].text, "4", "{shown}");
    player.resize(15, 50);
    player.wait_for_text("press q to save and quit");
    // Digits, moves, the menu, pause, undo, erase, a hint: none acts. Keys are read in
    // order, so the `q` after them saves what they left.
    player.send("\x1b[C7Npu\x1b[Dx9H");
    player.send("q");
    assert_eq!(player.wait_exit(), 0);
    player.wait_for_text("Game saved in");
    let games = crate::common::run::games(data.path());
    assert_eq!(games.len(), 1, "{games:?}");
    assert_eq!(games[0]["moves"], 1, "{games:?}");
    let mut expected: Vec<char> = CLASSIC.chars().collect();
    expected[2] = '4';
    let expected: String = expected.into_iter().collect();
    assert_eq!(games[0]["board"], expected.as_str(), "{games:?}");
}

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
