//! The step pane where it is short (three rows at 80×24 beside the code): the sentence that
//! tells most (predict's verdict, a dead end's evidence) is on the page it opens on, and the
//! border says there is more behind `PgDn`.

use stepdoku_core::solver::Strategy;

use super::*;
use crate::tui::action::{Action, WatchAction};
use crate::tui::watch::tests::{alone_with, press};

/// The step pane's rows as shown, borders included: the box that starts with `┌ Step `.
fn step_pane(app: &App, width: u16, height: u16) -> String {
    let screen = terminal(app, width, height).backend().to_string();
    let rows: Vec<Vec<char>> = screen
        .lines()
        .map(|line| line.trim_matches('"').chars().collect())
        .collect();
    let corner = |row: &Vec<char>| {
        let text: String = row.iter().collect();
        text.find("┌ Step ")
            .map(|byte| text[..byte].chars().count())
    };
    let (top, left) = rows
        .iter()
        .enumerate()
        .find_map(|(y, row)| corner(row).map(|x| (y, x)))
        .expect("a step pane");
    let mut pane = Vec::new();
    for row in &rows[top..] {
        let line: String = row[left..].iter().collect();
        let last = line.starts_with('└');
        pane.push(line);
        if last {
            break;
        }
    }
    pane.join("\n")
}

/// Runs the search until it stops (a breakpoint, the end).
fn play_out(app: &mut App) {
    for _ in 0..1000 {
        if !crate::tui::watch::tests::watch(app).playback.is_playing() {
            return;
        }
        tick(app, std::time::Duration::from_millis(17));
    }
}

/// `stepdoku watch --strategy blanks --code`, at step 0.
fn with_code(theme: Theme) -> App {
    let mut app = alone_with(theme, Strategy::Blanks);
    press(&mut app, WatchAction::ToggleCode, 1);
    app
}

#[test]
fn a_wrong_prediction_shows_its_verdict_on_the_first_page() {
    for (width, height) in [(80, 24), (65, 21)] {
        let mut app = with_code(Theme::dark());
        press(&mut app, WatchAction::Predict, 1);
        for d in [1, 3, 4] {
            act(&mut app, &[Action::Watch(WatchAction::Type(d))]);
        }
        let pane = step_pane(&app, width, height);
        assert!(
            pane.contains("✗ wrong"),
            "{width}×{height}: no verdict\n{pane}"
        );
        assert!(
            pane.contains("Predict · 0 of 1"),
            "{width}×{height}: no score\n{pane}"
        );
        assert!(
            pane.contains("more ↓"),
            "{width}×{height}: no word of more\n{pane}"
        );
    }
}

#[test]
fn a_dead_end_opens_on_its_evidence_not_on_the_stop_notice() {
    for (width, height) in [(80, 24), (65, 21)] {
        let mut app = with_code(Theme::dark());
        press(&mut app, WatchAction::ToDeadEnd, 1);
        play_out(&mut app);
        assert_eq!(message(&app), "Stopped: dead end, step 6");
        let pane = step_pane(&app, width, height);
        assert!(
            pane.contains("r1c9: nothing fits"),
            "{width}×{height}: no evidence\n{pane}"
        );
        assert!(
            pane.contains("more ↓"),
            "{width}×{height}: no word of more\n{pane}"
        );
        // The notice is still there, behind PgDn.
        let mut seen = false;
        for _ in 0..4 {
            press(&mut app, WatchAction::WordsDown, 1);
            seen |= step_pane(&app, width, height).contains("Stopped: dead end");
        }
        assert!(seen, "{width}×{height}: the stop notice is on no page");
    }
}
