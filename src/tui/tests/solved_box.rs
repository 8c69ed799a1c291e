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
