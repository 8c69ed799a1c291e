//! The solved box's counts say what they count: mistakes are wrong digits typed, undone ones
//! too, and with mistakes not checked (as the sidebar says) the box says so rather than
//! implying they were shown.

use super::*;
use crate::tui::action::Action;
use crate::tui::app::Screen;

/// Three wrong digits typed at r1c3 and undone, then the solution typed in.
fn solved_after_three_undone_mistakes(checked: bool) -> App {
    let mut app = app();
    app.game.settings_mut().show_mistakes = checked;
    app.cursor = cell("r1c3");
    for wrong in [1, 2, 3] {
        act(&mut app, &[digit(wrong), Action::Undo]);
    }
    assert_eq!(app.game.tally().mistakes, 3);
    type_the_solution(&mut app);
    assert!(matches!(app.screen, Screen::Solved(f) if f.popup));
    app
}

fn words(app: &App, width: u16, height: u16) -> String {
    // The box's rows, inside its borders, joined: it wraps its lines.
    let screen = terminal(app, width, height).backend().to_string();
    let rows: Vec<Vec<char>> = screen.lines().map(|l| l.chars().collect()).collect();
    let (top, left) = rows
        .iter()
        .enumerate()
        .find_map(|(y, r)| {
            let text: String = r.iter().collect();
            text.find("┌ Well done")
                .map(|b| (y, text[..b].chars().count()))
        })
        .unwrap_or_else(|| panic!("the solved box\n{screen}"));
    rows[top + 1..]
        .iter()
        .take_while(|r| r.get(left) != Some(&'└'))
        .map(|r| {
            let right = (left + 1..r.len())
                .find(|&x| r[x] == '│')
                .unwrap_or(r.len());
            r[left + 1..right]
                .iter()
                .collect::<String>()
                .trim()
                .to_owned()
        })
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[test]
fn with_mistakes_not_checked_the_box_says_what_its_mistakes_are_and_that_none_was_shown() {
    let app = solved_after_three_undone_mistakes(false);
    for (width, height) in [(80, 24), (65, 21)] {
        let said = words(&app, width, height);
        assert!(
            said.contains("no hints, 3 mistakes"),
            "{width}×{height}: {said}"
        );
        assert!(
            said.contains("(wrong digits typed, undone ones too; mistakes were not checked)"),
            "{width}×{height}: {said}"
        );
    }
}

#[test]
fn with_mistakes_checked_the_box_says_what_they_are_without_the_not_checked() {
    let app = solved_after_three_undone_mistakes(true);
    let said = words(&app, 80, 24);
    assert!(
        said.contains("3 mistakes (wrong digits typed, undone ones too)"),
        "{said}"
    );
    assert!(!said.contains("not checked"), "{said}");
}

#[test]
fn with_no_mistake_there_is_nothing_to_explain() {
    let mut app = app();
    type_the_solution(&mut app);
    let said = words(&app, 80, 24);
    assert!(said.contains("no hints, no mistakes"), "{said}");
    assert!(!said.contains("wrong digits"), "{said}");
}

/// A board the solver filled (`s`, then `a`) is not the player's solve: the line printed on
/// the way out must not say "Solved in", as the box says "Solved by the solver".
#[test]
fn a_board_the_solver_filled_is_not_reported_as_solved_on_the_way_out() {
    use crate::tui::action::WatchAction;
    use crate::tui::app::SolvedBy;
    use crate::tui::{Outcome, outcome_of};
    let mut app = app();
    act(
        &mut app,
        &[Action::OpenWatch, Action::Watch(WatchAction::Apply)],
    );
    assert!(matches!(app.screen, Screen::Solved(f) if f.by == SolvedBy::Solver));
    assert!(matches!(outcome_of(&app), Outcome::FilledBySolver(_)));

    let played = solved_after_three_undone_mistakes(true);
    assert!(matches!(outcome_of(&played), Outcome::Solved(_)));
}

/// The keys as the player pressed them, each through the key table at 80×24; the effects
/// the loop would run meanwhile stand in as it runs them (the statistics read from a store).
fn press(app: &mut App, keys: &str) {
    use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
    let area = ratatui::layout::Rect::new(0, 0, 80, 24);
    for key in keys.chars() {
        let code = if key == '⎋' {
            KeyCode::Esc
        } else {
            KeyCode::Char(key)
        };
        let event = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
        let action = crate::tui::input::action_for_event(&event, app, area)
            .unwrap_or_else(|| panic!("{key:?} does nothing on {:?}", app.screen_kind()));
        act(app, &[action]);
        let effects = std::mem::take(&mut app.effects);
        if effects
            .iter()
            .any(|e| matches!(e, crate::tui::app::Effect::ShowStats))
        {
            crate::tui::update::show_stats(app, stepdoku_core::store::Stats::default());
        }
    }
}

/// Esc closes "Well done"; the statistics (`S`) or the new-game menu (`N`) opened from the
/// solved board and closed again bring back the board as it was: the dialog stays closed, so
/// the next `q` quits rather than closing it (and the keys typed after it reach no board).
#[test]
fn a_closed_solved_dialog_stays_closed_after_the_statistics_or_the_menu() {
    use crate::tui::app::{Quit, SolvedBy};
    for keys in ["⎋S⎋", "⎋SS", "⎋N⎋"] {
        let mut app = solved_after_three_undone_mistakes(false);
        press(&mut app, keys);
        assert!(
            matches!(app.screen, Screen::Solved(f) if !f.popup && f.by == SolvedBy::Player),
            "{keys}: {:?}",
            app.screen
        );
        assert!(
            !terminal(&app, 80, 24)
                .backend()
                .to_string()
                .contains("Well done")
        );
        press(&mut app, "q");
        assert_ne!(app.quit, Quit::No, "{keys}: q quits");
    }
    // Still up when the statistics were opened over it, and a board the solver filled stays
    // the solver's.
    let mut app = solved_after_three_undone_mistakes(false);
    press(&mut app, "S⎋");
    assert!(
        matches!(app.screen, Screen::Solved(f) if f.popup),
        "{:?}",
        app.screen
    );
    let mut app = app_with(crate::tui::theme::Theme::color());
    act(
        &mut app,
        &[
            Action::OpenWatch,
            Action::Watch(crate::tui::action::WatchAction::Apply),
        ],
    );
    press(&mut app, "⎋S⎋");
    assert!(
        matches!(app.screen, Screen::Solved(f) if !f.popup && f.by == SolvedBy::Solver),
        "{:?}",
        app.screen
    );
}
