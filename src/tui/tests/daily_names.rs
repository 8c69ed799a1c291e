//! The puzzle of the day's date and a game's age are read whole where lines are short: the
//! panel says `daily 2025-11-24 (hard)` (`daily 11-24` where it is narrow) rather than
//! cutting `puzzle of the day…` before the date, and the Continue lines give up the time
//! played, then the level, before their age.

use insta::assert_snapshot;

use super::*;
use crate::tui::action::{Action, MenuAction};
use crate::tui::app::Screen;
use crate::tui::menu::Item;

/// The sizes people use: the smallest and the usual one.
const SIZES: [(u16, u16); 2] = [(65, 21), (80, 24)];

/// Noon (UTC) on Monday 2025-11-24, by the wall clock the loop hands over.
const MONDAY_NOON: i64 = 20_416 * 86_400 + 12 * 3_600;

/// Monday's puzzle of the day, chosen from the menu.
fn playing_the_daily() -> App {
    let mut app = app();
    app.unix = MONDAY_NOON;
    act(&mut app, &[Action::OpenMenu]);
    let Screen::Menu(menu) = &mut app.screen else {
        panic!("no menu");
    };
    menu.selected = menu.position(Item::Daily);
    act(&mut app, &[Action::Menu(MenuAction::Choose)]);
    assert_eq!(app.ledger.daily.as_deref(), Some("2025-11-24"));
    app
}

/// The screen's rows, as drawn at `size`.
fn rows(app: &App, (width, height): (u16, u16)) -> Vec<String> {
    let buf = render(app, width, height);
    (0..height)
        .map(|y| (0..width).map(|x| buf[(x, y)].symbol()).collect())
        .collect()
}

#[test]
fn the_panel_names_the_daily_with_its_date_whole() {
    let app = playing_the_daily();
    for size in SIZES {
        let rows = rows(&app, size);
        let line = rows
            .iter()
            .find(|row| row.contains("Puzzle "))
            .unwrap_or_else(|| panic!("no Puzzle line at {size:?}:\n{}", rows.join("\n")));
        // The year goes first where the panel is narrow.
        assert!(
            line.contains("daily 2025-11-24") || line.contains("daily 11-24 "),
            "at {size:?} the panel cuts the daily's date: {line}"
        );
    }
    assert_snapshot!("daily_panel_65x21", terminal(&app, 65, 21).backend());
    assert_snapshot!("daily_panel_80x24", terminal(&app, 80, 24).backend());
}

/// Three games in progress, played 10 minutes, 3 hours and 12 days before Monday noon: a
/// puzzle of the day, a file's puzzle and a made one played for over an hour.
fn games() -> Vec<stepdoku_core::store::Summary> {
    let game = |id: i64, source: &str, level: &str, elapsed_ms: u64, ago: i64| {
        stepdoku_core::store::Summary {
            id,
            puzzle: CLASSIC.to_owned(),
            board: CLASSIC.to_owned(),
            moves: 3,
            elapsed_ms,
            level: Some(level.to_owned()),
            source: source.to_owned(),
            updated: MONDAY_NOON - ago,
            daily: None,
        }
    };
    vec![
        game(
            3,
            "puzzle of the day 2025-11-23 (unfair)",
            "unfair",
            754_000,
            600,
        ),
        game(2, "starter.txt #12 of 30", "easy", 65_000, 3 * 3_600),
        game(
            1,
            "generated extreme, seed 97211",
            "extreme",
            3_723_000,
            12 * 86_400,
        ),
    ]
}

#[test]
fn continue_lines_keep_the_daily_date_and_the_age_whole() {
    let mut app = app();
    app.unix = MONDAY_NOON;
    app.ledger.games = games();
    app.ledger.games_total = 3;
    act(&mut app, &[Action::OpenMenu]);
    for size in SIZES {
        let rows = rows(&app, size);
        let screen = rows.join("\n");
        for (name, age) in [
            ("daily 2025-11-23", "10 min ago"),
            ("starter.txt #12", "3 h ago"),
            ("generated, seed 97211", "12 days ago"),
        ] {
            let line = rows
                .iter()
                .find(|row| row.contains(name))
                .unwrap_or_else(|| panic!("no line names {name} at {size:?}:\n{screen}"));
            assert!(
                line.contains(&format!("· {age} ")),
                "at {size:?} {name}'s age is cut: {line}"
            );
        }
    }
    assert_snapshot!("continue_lines_65x21", terminal(&app, 65, 21).backend());
    assert_snapshot!("continue_lines_80x24", terminal(&app, 80, 24).backend());
}
