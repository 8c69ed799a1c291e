//! The watch on a small terminal: from 65×21 (the player's smallest) up to where the panels
//! have their full width, the board, the step's sentence, the counters and the key hints stay;
//! the panels fold (labels closer, a count on a line of its own rather than cut) and the code
//! and the tree say how wide the terminal must be for them.

use insta::assert_snapshot;

use super::*;
use crate::tui::tests::terminal;
use crate::tui::text::thousands;

/// Step 7 of row-major on the classic: a backtrack, four frames on the stack.
fn at_a_backtrack(theme: Theme) -> App {
    let mut app = alone_with(theme, Strategy::RowMajor);
    press(&mut app, WatchAction::Forward, 7);
    app
}

#[test]
fn at_65x21_the_board_the_step_the_counters_and_the_keys_fit() {
    let app = at_a_backtrack(Theme::color());
    assert_snapshot!("compact_65x21", terminal(&app, 65, 21).backend());
    assert_snapshot!("compact_72x21", terminal(&app, 72, 21).backend());
}

#[test]
fn every_size_from_65x21_to_80x24_shows_what_must_stay() {
    for theme in [Theme::dark(), Theme::light(), Theme::monochrome()] {
        let app = at_a_backtrack(theme);
        for w in 65..=80 {
            for h in 21..=24 {
                let screen = terminal(&app, w, h).backend().to_string();
                for must in [
                    "┏1━━┯",
                    "9 ┃",
                    "r1c8: every digit",
                    "Steps",
                    "Tries",
                    "Dead ends",
                    "Depth",
                    "Space play",
                    "←→ step",
                    "? help",
                    "q quit",
                ] {
                    assert!(screen.contains(must), "{w}×{h}: {must:?}\n{screen}");
                }
                assert!(!screen.contains("needs"), "{w}×{h}\n{screen}");
                // The stack's `… 2 shallower (↓)` counts frames out of view; the puzzle's name
                // in the top border is shortened as the room asks (`cla…`); any other `…` is a
                // cut.
                let panes: String = screen.lines().filter(|l| !l.contains("paused")).collect();
                let cuts = ["… 1 shallower", "… 2 shallower", "… 3 shallower"]
                    .iter()
                    .fold(panes, |s, more| s.replace(more, ""));
                assert!(!cuts.contains('…'), "{w}×{h}: nothing cut\n{screen}");
            }
        }
    }
}

/// Late in the classic's row-major search the counts are four digits: `Dead ends 1,237 back
/// 2,890` is wider than the folded pane, so the backtracks take a line of their own, whole.
#[test]
fn large_counts_take_a_line_of_their_own_rather_than_being_cut() {
    let mut app = alone();
    watch_mut(&mut app).search.forward_by(8_000);
    let counters = watch(&app).search.counters();
    let (dead_ends, back) = (
        thousands(counters.dead_ends),
        thousands(counters.exhausted_frames()),
    );
    assert!(dead_ends.len() + back.len() > 8, "{dead_ends} {back}");
    for (w, h) in [(65, 21), (68, 22), (72, 24), (73, 21), (80, 24)] {
        let screen = terminal(&app, w, h).backend().to_string();
        assert!(
            screen.contains(&format!("Dead ends {dead_ends}"))
                || screen.contains(&format!("Dead ends  {dead_ends}"))
                || screen.contains(&format!(" {dead_ends}  back")),
            "{w}×{h}\n{screen}"
        );
        assert!(
            screen.contains(&format!("Back      {back}"))
                || screen.contains(&format!("back {back}")),
            "{w}×{h}: {back}\n{screen}"
        );
        assert!(
            screen.contains(&format!("max {}", counters.max_depth)),
            "{w}×{h}\n{screen}"
        );
        assert!(
            screen.contains(&thousands(counters.steps)),
            "{w}×{h}\n{screen}"
        );
    }
}

/// The code and the tree are read line by line: in a column too narrow for them their pane
/// says how wide the terminal must be, and the key that brings the stack back.
#[test]
fn code_and_tree_say_how_wide_the_terminal_must_be() {
    for (toggle, title, key) in [
        (WatchAction::ToggleCode, "Code", "(c: the stack)"),
        (WatchAction::ToggleTree, "Tree", "(T: the stack)"),
    ] {
        let mut app = at_a_backtrack(Theme::color());
        press(&mut app, toggle, 1);
        let narrow = terminal(&app, 65, 21).backend().to_string();
        for words in [title, "Needs 73 columns,", "this terminal has 65", key] {
            assert!(narrow.contains(words), "{words:?}\n{narrow}");
        }
        // The Step pane opens on the message (what the key did); the step's words are a
        // PgUp above it.
        let mut up = app.clone();
        press(&mut up, WatchAction::WordsUp, 1);
        let above = terminal(&up, 65, 21).backend().to_string();
        assert!(above.contains("r1c8: every digit"), "{above}");
        let wide = terminal(&app, 73, 21).backend().to_string();
        assert!(!wide.contains("Needs 73"), "{wide}");
        assert!(wide.contains(&format!("{title} ·")), "{wide}");
    }
}

#[test]
fn below_65x21_it_names_the_true_minimum() {
    for (w, h) in [(64, 21), (65, 20), (60, 18)] {
        let screen = terminal(&alone(), w, h).backend().to_string();
        assert!(
            screen.contains(&format!("terminal too small: need 65×21, have {w}×{h}")),
            "{screen}"
        );
    }
}

/// At 65×21 a Step pane grown for a long message leaves the stack its columns' header and
/// the count of the frames it cannot show, not one bare frame that says neither.
#[test]
fn at_65x21_a_long_step_message_leaves_the_stack_its_header_and_what_is_below() {
    let mut app = alone();
    press(&mut app, WatchAction::Forward, 4);
    let depth = watch(&app).search.depth();
    assert!(depth >= 3, "a stack deeper than it has rows: {depth}");
    // A long message: the Step pane would take every row it can.
    press(&mut app, WatchAction::ToggleDigits, 1);
    let screen = crate::tui::tests::terminal(&app, 65, 21)
        .backend()
        .to_string();
    let rows: Vec<&str> = screen.lines().collect();
    let top = rows
        .iter()
        .position(|r| r.contains("┌ Stack"))
        .unwrap_or_else(|| panic!("a stack pane\n{screen}"));
    let pane = rows[top..].join("\n");
    assert!(pane.contains("depth cell digit"), "{screen}");
    assert!(pane.contains("shallower (↓)"), "{screen}");
}
