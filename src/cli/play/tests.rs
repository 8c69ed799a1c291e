//! What the player is told at start-up: every notice, none hiding another.

use std::time::Instant;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use stepdoku_core::game::{Game, PuzzleSource};

use super::tell;
use crate::tui::app::App;
use crate::tui::screen::{Message, Tone};
use crate::tui::theme::Theme;

const SETTINGS: &str = "config.toml line 3: `speed` takes a number; the rest of the settings apply";
const READ_ONLY: &str = "Moves will not be saved: the database is read-only";
const IMPORTED: &str = "Imported 2 saved games from the old save file";
const SKIPPED: &str = "saved game 7 cannot be read and is left out: state: not a save";
const NOT_READ: &str = "The saved game of this puzzle cannot be read; this is a new game";

fn new_app() -> App {
    let game = Game::new(
        &stepdoku_core::Grid::EMPTY,
        PuzzleSource::new("test", None, 0, 1),
    )
    .unwrap();
    App::new(game, None, Theme::color(), Instant::now())
}

/// The rows of a `width`×`height` frame, read cell by cell, joined.
fn screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .unwrap();
    let buf = terminal.backend().buffer();
    (0..height)
        .map(|y| {
            (0..width)
                .map(|x| buf[(x, y)].symbol())
                .collect::<String>()
                .split('│')
                .map(str::trim)
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn squeezed(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn every_start_up_notice_stays_on_the_start_screen() {
    let mut app = new_app();
    // What the settings said, as `Prefs::apply` says it before the store's notices.
    app.notice(SETTINGS);
    let about = Message {
        text: NOT_READ.to_owned(),
        tone: Tone::Warning,
    };
    tell(
        &mut app,
        vec![READ_ONLY.to_owned(), IMPORTED.to_owned()],
        &[SKIPPED.to_owned()],
        Some(about),
    );
    crate::tui::update::menu::open(&mut app);
    for (width, height) in [(80, 24), (65, 21)] {
        let shown = squeezed(&screen(&app, width, height));
        for notice in [
            SETTINGS,
            READ_ONLY,
            IMPORTED,
            "Saved game 7 cannot",
            NOT_READ,
        ] {
            assert!(
                shown.contains(notice),
                "{width}×{height}: {notice:?} in {shown}"
            );
        }
    }
}

#[test]
fn an_info_about_the_game_gives_way_to_warnings_and_shows_alone() {
    let info = || Message {
        text: "Your game of this puzzle goes on".to_owned(),
        tone: Tone::Info,
    };
    let mut app = new_app();
    tell(&mut app, vec![READ_ONLY.to_owned()], &[], Some(info()));
    assert_eq!(
        app.message.as_ref().map(|m| m.text.as_str()),
        Some(READ_ONLY)
    );
    let mut app = new_app();
    tell(&mut app, Vec::new(), &[], Some(info()));
    assert_eq!(app.message, Some(info()));
}
