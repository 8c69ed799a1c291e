//! What the logic walk offers: an explanation longer than its pane scrolls (`PgDn`, round
//! to the top again), and the footer offers only keys that act on a solve without a tree.

use insta::assert_snapshot;
use stepdoku_core::teaching::method::Method;

use super::*;
use crate::tui::tests::terminal;

/// An extreme puzzle of the bundled collection: its logic needs techniques with long
/// sentences.
const HARD: &str =
    "..1..4..9.2..3..1.9.....582...89.......7.1.......62...762.....5.3..1..7.5..6..8..";

fn logic(theme: Theme) -> App {
    let mut app = alone_with(theme, Strategy::RowMajor);
    let start = grid(HARD);
    let w = Watch::new(
        Origin::Alone,
        "hard",
        start,
        Board::new(&start).givens(),
        Method::Logic,
    )
    .expect("no clash");
    app.screen = Screen::Watch(Box::new(w));
    app
}

/// The footer of a terminal wide enough for every entry.
fn footer(app: &App) -> String {
    let screen = terminal(app, 240, 40).backend().to_string();
    screen.lines().last().unwrap_or_default().to_owned()
}

/// A step whose words take more rows than the 80×24 pane has.
fn at_a_long_step(app: &mut App) {
    for _ in 0..200 {
        press(app, WatchAction::Forward, 1);
        let screen = terminal(app, 80, 24).backend().to_string();
        if screen.contains("more ↓") {
            return;
        }
        assert!(!watch(app).search.is_finished(), "no long explanation");
    }
}

/// `PgDn` shows another page, and past the last the first again: never stuck past the end.
fn scrolls_round(theme: Theme) -> Result<(), String> {
    let mut app = logic(theme);
    at_a_long_step(&mut app);
    let first = terminal(&app, 80, 24).backend().to_string();
    press(&mut app, WatchAction::WordsDown, 1);
    let second = terminal(&app, 80, 24).backend().to_string();
    if first == second {
        return Err(format!("PgDn changed nothing: {first}"));
    }
    for _ in 0..20 {
        press(&mut app, WatchAction::WordsDown, 1);
        if terminal(&app, 80, 24).backend().to_string() == first {
            return Ok(());
        }
    }
    Err(format!(
        "the explanation never came back to its top: {second}"
    ))
}

#[test]
fn a_long_explanation_scrolls_at_80x24() {
    assert_eq!(scrolls_round(Theme::dark()), Ok(()));
    assert_eq!(scrolls_round(Theme::light()), Ok(()));
}

#[test]
fn scrolled_explanation_80x24() {
    let mut app = logic(Theme::dark());
    at_a_long_step(&mut app);
    press(&mut app, WatchAction::WordsDown, 1);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

/// `d`, `b` and `m` act on a search's tree: the logic walk has none, so neither the footer
/// nor the keys offer them there; a search offers them.
#[test]
fn the_footer_offers_only_keys_that_act() {
    let app = logic(Theme::dark());
    let line = footer(&app);
    for gone in ["dead end", "heat", "backtrack"] {
        assert!(!line.contains(gone), "{gone}: {line}");
    }
    let search = alone_with(Theme::dark(), Strategy::RowMajor);
    assert!(footer(&search).contains("dead end"), "{}", footer(&search));
    let context = app.key_context();
    let d = crossterm::event::KeyEvent::from(crossterm::event::KeyCode::Char('d'));
    assert_eq!(app.config.keymap.action_for_key(&d, context), None);
    let context = search.key_context();
    assert!(search.config.keymap.action_for_key(&d, context).is_some());
}

/// `PgUp` at the top of the explanation stays there (the help says it goes back, not round),
/// and one `PgDn` after it still shows the second page: a `PgUp` at the top is not counted.
#[test]
fn pgup_at_the_top_stays_there_and_pgdn_still_turns_one_page() {
    let mut app = logic(Theme::dark());
    at_a_long_step(&mut app);
    let top = terminal(&app, 80, 24).backend().to_string();
    press(&mut app, WatchAction::WordsUp, 3);
    assert_eq!(terminal(&app, 80, 24).backend().to_string(), top);
    press(&mut app, WatchAction::WordsDown, 1);
    let second = terminal(&app, 80, 24).backend().to_string();
    assert_ne!(second, top, "PgDn turns the page");
    press(&mut app, WatchAction::WordsUp, 1);
    assert_eq!(terminal(&app, 80, 24).backend().to_string(), top);
}

/// A step left and come back to opens at its top: the page it was turned to is not kept for
/// it (stepping on and back is a new visit).
#[test]
fn a_step_come_back_to_opens_at_its_top() {
    let mut app = logic(Theme::dark());
    at_a_long_step(&mut app);
    let top = terminal(&app, 80, 24).backend().to_string();
    press(&mut app, WatchAction::WordsDown, 1);
    assert_ne!(terminal(&app, 80, 24).backend().to_string(), top);
    press(&mut app, WatchAction::Forward, 1);
    press(&mut app, WatchAction::Back, 1);
    assert_eq!(terminal(&app, 80, 24).backend().to_string(), top);
}
