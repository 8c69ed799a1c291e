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
            pane.contains("Predict · 0 of 1") || pane.contains("Predict · 0/1 right"),
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

/// The step pane's inner rows (borders and padding off), trailing blanks trimmed.
fn inner_rows(pane: &str) -> Vec<String> {
    let lines: Vec<&str> = pane.lines().collect();
    lines[1..lines.len().saturating_sub(1)]
        .iter()
        .map(|l| {
            let chars: Vec<char> = l.chars().collect();
            let inner: String = chars[1..chars.len().saturating_sub(1)].iter().collect();
            inner.trim().to_owned()
        })
        .collect()
}

/// Predict mode beside the code at 80×24 (three rows): the score and the try being typed take
/// one row whatever the score, so the verdict starts on the second. At 65×21, where the pane
/// is narrow and tall, the whole wording wraps between words.
#[test]
fn the_predict_score_takes_one_row_of_the_short_step_pane() {
    for (right, asked) in [(0, 0), (0, 1), (12, 30), (123, 456), (1234, 5678)] {
        let mut app = with_code(Theme::dark());
        press(&mut app, WatchAction::Predict, 1);
        if asked > 0 {
            for d in [1, 3, 4] {
                act(&mut app, &[Action::Watch(WatchAction::Type(d))]);
            }
        }
        if let crate::tui::app::Screen::Watch(watch) = &mut app.screen
            && let Some(predict) = watch.predict.as_mut()
        {
            predict.right = right;
            predict.asked = asked;
        }
        let pane = step_pane(&app, 80, 24);
        let rows = inner_rows(&pane);
        assert_eq!(rows.len(), 3, "{pane}");
        let first = &rows[0];
        assert!(
            first.starts_with("Predict") && first.ends_with("next r?c?=?"),
            "{right} of {asked}: the score on one row\n{pane}"
        );
        if asked > 0 {
            assert!(
                first.contains(&format!(" {right}/{asked}")),
                "{right} of {asked}: the score whole\n{pane}"
            );
            assert!(
                rows[1].starts_with("✗ wrong"),
                "the verdict on the second row\n{pane}"
            );
        }
        let narrow = inner_rows(&step_pane(&app, 65, 21)).join(" ");
        let said = if asked == 0 {
            // Before any guess the short wording fits there: nothing to count yet.
            "Predict · next r?c?=?".to_owned()
        } else {
            format!("Predict · {right} of {asked} right · next r?c?=?")
        };
        assert!(
            narrow.starts_with(&said),
            "65×21: the whole wording, no word cut\n{narrow}"
        );
    }
}

#[test]
fn predict_beside_the_code_at_80x24() {
    let mut app = with_code(Theme::dark());
    press(&mut app, WatchAction::Predict, 1);
    for d in [1, 3, 4] {
        act(&mut app, &[Action::Watch(WatchAction::Type(d))]);
    }
    insta::assert_snapshot!(terminal(&app, 80, 24).backend());
}
