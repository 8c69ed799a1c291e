//! Predict mode without a terminal: typing a try scores it against the search's own step, the
//! keys it takes, the step pane's snapshot at 65×21 and 80×24, and the colours of its marks.

use insta::assert_snapshot;
use ratatui::buffer::Buffer;
use ratatui::style::Style;

use super::*;
use crate::tui::screen::ScreenKind;
use crate::tui::tests::{message, render, terminal};
use crate::tui::view::watch::style::WatchStyle;

fn typed(app: &mut App, digits: &str) {
    for d in digits.bytes() {
        act(app, &[Action::Watch(WatchAction::Type(d - b'0'))]);
    }
}

fn score(app: &App) -> (u32, u32) {
    let p = watch(app).predict.as_ref().expect("predicting");
    (p.right, p.asked)
}

/// Where `text` starts on screen, and the style there.
fn find(buf: &Buffer, text: &str) -> Option<Style> {
    let width = buf.area.width;
    for y in 0..buf.area.height {
        let row: Vec<&str> = (0..width).map(|x| buf[(x, y)].symbol()).collect();
        let line = row.concat();
        if let Some(byte) = line.find(text) {
            let x = line[..byte].chars().count() as u16;
            return Some(buf[(x, y)].style());
        }
    }
    None
}

/// A foreground, the terminal's own when none is set.
fn fg(style: Style) -> ratatui::style::Color {
    style.fg.unwrap_or(ratatui::style::Color::Reset)
}

#[test]
fn p_starts_predicting_and_its_keys_take_over() {
    let mut app = alone();
    press(&mut app, WatchAction::Predict, 1);
    assert_eq!(app.screen_kind(), ScreenKind::WatchPredict);
    assert!(message(&app).contains("134: r1c3=4"), "{}", message(&app));
    // Digits now type a try, not a step number.
    typed(&mut app, "13");
    assert_eq!(watch(&app).search.steps(), 0);
    assert_eq!(watch(&app).typed, None);
    typed(&mut app, "1");
    assert_eq!(
        watch(&app).search.steps(),
        1,
        "the step is taken once judged"
    );
    assert_eq!(score(&app), (1, 1));
    press(&mut app, WatchAction::Predict, 1);
    assert_eq!(app.screen_kind(), ScreenKind::WatchAlone);
    assert_eq!(message(&app), "Predicting stopped: 1 of 1 right");
}

#[test]
fn back_skip_and_step_back_keep_the_score_honest() {
    let mut app = alone();
    press(&mut app, WatchAction::Predict, 1);
    // Step 1 is a try: `back` is wrong, and the step is taken all the same.
    press(&mut app, WatchAction::PredictBack, 1);
    assert_eq!(score(&app), (0, 1));
    assert_eq!(watch(&app).search.steps(), 1);
    // A skip shows a step unscored; a step back undoes one.
    press(&mut app, WatchAction::PredictSkip, 1);
    assert_eq!(watch(&app).search.steps(), 2);
    assert_eq!(score(&app), (0, 1));
    press(&mut app, WatchAction::PredictStepBack, 1);
    assert_eq!(watch(&app).search.steps(), 1);
    // Erase takes back a typed digit.
    typed(&mut app, "9");
    press(&mut app, WatchAction::PredictErase, 1);
    assert!(watch(&app).predict.as_ref().unwrap().typed.is_empty());
}

#[test]
fn a_step_predicted_again_after_step_back_counts_once() {
    let mut app = alone();
    press(&mut app, WatchAction::Predict, 1);
    typed(&mut app, "221");
    typed(&mut app, "142");
    assert_eq!(score(&app), (1, 2));
    for _ in 0..3 {
        // Back one step and predict it again, right this time: it replaces the wrong verdict
        // of its first prediction only once, then keeps replacing its own.
        press(&mut app, WatchAction::PredictStepBack, 1);
        typed(&mut app, "142");
        assert_eq!(watch(&app).search.steps(), 2);
        assert_eq!(score(&app), (1, 2), "two steps taken, two scored");
    }
    press(&mut app, WatchAction::PredictStepBack, 1);
    press(&mut app, WatchAction::PredictStepBack, 1);
    typed(&mut app, "131");
    assert_eq!(
        score(&app),
        (2, 2),
        "step 1 re-predicted right replaces its wrong verdict"
    );
}

#[test]
fn the_verdict_in_the_step_pane_at_80x24_and_65x21() {
    let mut app = alone();
    press(&mut app, WatchAction::Predict, 1);
    typed(&mut app, "221");
    assert_snapshot!("predict_wrong_80x24", terminal(&app, 80, 24).backend());
    typed(&mut app, "142");
    assert_snapshot!("predict_right_65x21", terminal(&app, 65, 21).backend());
}

#[test]
fn right_and_wrong_marks_have_their_colours_and_words_without_colour() {
    for theme in [Theme::color(), Theme::monochrome()] {
        let style = WatchStyle::new(&theme);
        let mut app = alone_with(theme, Strategy::RowMajor);
        press(&mut app, WatchAction::Predict, 1);
        typed(&mut app, "221");
        let buf = render(&app, 80, 24);
        let wrong = find(&buf, "✗ wrong").expect("the wrong mark");
        assert_eq!(fg(wrong), fg(style.failed), "✗ in the failed style");
        assert!(wrong.add_modifier.contains(style.failed.add_modifier));
        typed(&mut app, "142");
        let buf = render(&app, 80, 24);
        let right = find(&buf, "✓ right").expect("the right mark");
        assert_eq!(fg(right), fg(style.solved), "✓ in the solved style");
        assert!(right.add_modifier.contains(style.solved.add_modifier));
        // At 80×24 the score takes one row of the step pane, in its short form.
        assert!(find(&buf, "1/2 right").is_some());
        if theme.has_color {
            assert_ne!(right.fg, wrong.fg);
        }
        let prompt = find(&buf, "Predict ·").expect("the score line");
        assert_eq!(fg(prompt), fg(theme.key));
    }
}

#[test]
fn pgdn_scrolls_the_verdict_in_predict_mode() {
    use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
    use ratatui::layout::Rect;
    let mut app = alone();
    press(&mut app, WatchAction::Predict, 1);
    typed(&mut app, "221");
    let text = |app: &App| {
        let buf = render(app, 65, 21);
        (0..21)
            .map(|y| (0..65).map(|x| buf[(x, y)].symbol()).collect::<String>())
            .collect::<Vec<_>>()
            .join("\n")
    };
    let before = text(&app);
    assert!(before.contains("PgDn more"), "{before}");
    let pgdn = Event::Key(KeyEvent::new(KeyCode::PageDown, KeyModifiers::NONE));
    let action = crate::tui::input::action_for_event(&pgdn, &app, Rect::new(0, 0, 65, 21));
    // The next page, as input counts it at this size.
    assert!(
        matches!(action, Some(Action::Watch(WatchAction::WordsPage(_)))),
        "{action:?}"
    );
    act(&mut app, &[action.unwrap()]);
    let after = text(&app);
    assert_ne!(before, after, "the step pane shows its next page");
    assert_eq!(score(&app), (0, 1), "scrolling scores nothing");
}

#[test]
fn the_panes_keys_named_in_predict_mode_are_keys_there() {
    use crate::tui::watch::code::Pane;
    use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
    use ratatui::layout::Rect;
    let mut app = alone();
    press(&mut app, WatchAction::ToggleTree, 1);
    press(&mut app, WatchAction::Predict, 1);
    typed(&mut app, "221");
    let buf = render(&app, 65, 21);
    assert!(find(&buf, "T: the stack").is_some(), "the notice names T");
    let t = Event::Key(KeyEvent::new(KeyCode::Char('T'), KeyModifiers::SHIFT));
    let action = crate::tui::input::action_for_event(&t, &app, Rect::new(0, 0, 65, 21));
    assert_eq!(action, Some(Action::Watch(WatchAction::ToggleTree)));
    act(&mut app, &[action.unwrap()]);
    assert_eq!(
        watch(&app).detail.pane,
        Pane::Stack,
        "T: the stack, as said"
    );
    assert_eq!(
        app.screen_kind(),
        ScreenKind::WatchPredict,
        "still predicting"
    );
    assert!(
        watch(&app).predict.as_ref().unwrap().last.is_some(),
        "the verdict stays"
    );
}

#[test]
fn the_step_pane_words_read_right_in_predict_mode() {
    use stepdoku_core::teaching::predict::Answer;
    let mut app = alone();
    press(&mut app, WatchAction::Predict, 1);
    let text = |app: &App| {
        let buf = render(app, 120, 40);
        (0..40)
            .map(|y| (0..120).map(|x| buf[(x, y)].symbol()).collect::<String>())
            .collect::<Vec<_>>()
            .join("\n")
    };
    // Step 0 offers predict's keys, not the watch's (→ skips unscored, Space is none here).
    let first = text(&app);
    assert!(first.contains("predict the first step"), "{first}");
    assert!(!first.contains("Space plays"), "{first}");
    // A wrong guess where the search goes back says so in plain words.
    for _ in 0..2_000 {
        typed(&mut app, "111");
        let last = watch(&app).predict.as_ref().unwrap().last.clone();
        if let Some((_, verdict)) = last
            && matches!(verdict.answer, Answer::Back(_))
        {
            // The panel's rows, their words joined as one text across its wrapped lines.
            let words = text(&app)
                .lines()
                .map(|row| row.rsplit('│').nth(1).unwrap_or("").trim().to_owned())
                .collect::<Vec<_>>()
                .join(" ");
            assert!(words.contains("the search went back from r"), "{words}");
            assert!(!words.contains("did back"), "{words}");
            return;
        }
    }
    panic!("no backtrack in 2,000 steps");
}

/// With the code or the tree pane open the step pane is short: the score stays on its first
/// row whichever page of the verdict it shows, at 80×24 and 65×21.
#[test]
fn the_score_stays_in_sight_beside_the_code_or_the_tree() {
    for pane in [WatchAction::ToggleCode, WatchAction::ToggleTree] {
        for (w, h) in [(80, 24), (65, 21)] {
            let mut app = alone();
            press(&mut app, pane, 1);
            press(&mut app, WatchAction::Predict, 1);
            typed(&mut app, "221");
            typed(&mut app, "14");
            for page in 0..4 {
                let text = terminal(&app, w, h).backend().to_string();
                for part in ["Predict ·", "r1c4=?"] {
                    assert!(text.contains(part), "{pane:?} {w}x{h} page {page}\n{text}");
                }
                // The short form where it keeps the score to one row (80×24).
                assert!(
                    text.contains("0 of 1") || text.contains("0/1 right"),
                    "{pane:?} {w}x{h} page {page}\n{text}"
                );
                press(&mut app, WatchAction::WordsDown, 1);
            }
        }
    }
}
