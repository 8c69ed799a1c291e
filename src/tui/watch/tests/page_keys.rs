//! `PgUp` and `PgDn` through the input, as the player presses them: a press with nothing more
//! to show stores nothing, so the next key in the other direction acts at once. The same for
//! the stack's ↑ after the search has stepped back to fewer frames than were scrolled past.

use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::layout::Rect;

use super::*;
use crate::tui::input::action_for_event;
use crate::tui::tests::render;

/// The sizes people use: the smallest the watch shows, and the usual one.
const SIZES: [(u16, u16); 2] = [(65, 21), (80, 24)];

/// `code` pressed in a terminal of `size`, through the binding table and the input's checks:
/// whether it did anything.
fn key(app: &mut App, code: KeyCode, size: (u16, u16)) -> bool {
    let event = Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
    let area = Rect::new(0, 0, size.0, size.1);
    let action = action_for_event(&event, app, area);
    let acted = action.is_some();
    if let Some(action) = action {
        act(app, &[action]);
    }
    acted
}

/// The screen as drawn at `size`.
fn screen(app: &App, size: (u16, u16)) -> String {
    let buf = render(app, size.0, size.1);
    let area = buf.area;
    (0..area.height)
        .map(|y| {
            (0..area.width)
                .map(|x| buf[(x, y)].symbol())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Steps of the classic puzzle where `c` twice (the code, then the stack again) or once (the
/// code pane) leaves a message that makes the Step pane page, at `size`.
fn paged_with_a_message(size: (u16, u16)) -> Vec<App> {
    let mut found = Vec::new();
    for strategy in Strategy::ALL {
        let mut app = alone_with(Theme::dark(), strategy);
        for _ in 0..60 {
            press(&mut app, WatchAction::Forward, 1);
            for times in [1, 2] {
                let mut said = app.clone();
                press(&mut said, WatchAction::ToggleCode, times);
                let drawn = screen(&said, size);
                if drawn.contains("more ↓") || drawn.contains("from the top") {
                    found.push(said);
                }
            }
            if watch(&app).search.is_finished() {
                break;
            }
        }
    }
    found
}

#[test]
fn pgdn_acts_at_once_after_pgup_pressed_past_the_top_of_a_message() {
    for size in SIZES {
        let apps = paged_with_a_message(size);
        assert!(
            !apps.is_empty(),
            "no step where the message pages at {size:?}"
        );
        for mut app in apps {
            // Up to the step's top, then five presses more.
            let mut ups = 0;
            while key(&mut app, KeyCode::PageUp, size) {
                ups += 1;
                assert!(ups < 20, "PgUp never reaches the top at {size:?}");
            }
            let top = screen(&app, size);
            for _ in 0..5 {
                assert!(
                    !key(&mut app, KeyCode::PageUp, size),
                    "PgUp past the top acts"
                );
            }
            assert_eq!(screen(&app, size), top, "PgUp past the top moved the pane");
            assert!(key(&mut app, KeyCode::PageDown, size), "PgDn does nothing");
            assert_ne!(
                screen(&app, size),
                top,
                "at {size:?} the first PgDn after PgUp past the top showed the same page"
            );
        }
    }
}

/// As many `PgDn` as `PgUp` took to the top come back to the message's page.
#[test]
fn pgdn_undoes_pgup_page_for_page() {
    for size in SIZES {
        for mut app in paged_with_a_message(size) {
            let opened = screen(&app, size);
            let mut ups = 0;
            while key(&mut app, KeyCode::PageUp, size) {
                ups += 1;
                assert!(ups < 20, "PgUp never reaches the top at {size:?}");
            }
            for _ in 0..ups {
                assert!(key(&mut app, KeyCode::PageDown, size));
            }
            assert_eq!(screen(&app, size), opened, "PgDn after PgUp at {size:?}");
        }
    }
}

#[test]
fn pgup_and_pgdn_do_nothing_where_the_step_fits_its_pane() {
    let mut app = alone_with(Theme::dark(), Strategy::RowMajor);
    press(&mut app, WatchAction::Forward, 1);
    for size in SIZES {
        let drawn = screen(&app, size);
        assert!(
            !drawn.contains("more ↓") && !drawn.contains("from the top"),
            "the first step pages"
        );
        assert!(
            !key(&mut app, KeyCode::PageDown, size),
            "PgDn with one page acts"
        );
        assert!(
            !key(&mut app, KeyCode::PageUp, size),
            "PgUp with one page acts"
        );
    }
    assert_eq!(watch(&app).words_offset(), 0);
}

/// ↓ scrolls the stack deep, the search steps back to a shallow stack, and the first ↑
/// scrolls it up from the frame on show rather than from the depth it was scrolled to.
#[test]
fn stack_up_acts_at_once_after_the_search_stepped_back() {
    let mut app = alone_with(Theme::dark(), Strategy::RowMajor);
    while watch(&app).search.depth() < 8 {
        press(&mut app, WatchAction::Forward, 1);
    }
    press(&mut app, WatchAction::ScrollDeeper, 7);
    assert_eq!(watch(&app).stack_scroll, 7);
    while watch(&app).search.depth() > 3 {
        press(&mut app, WatchAction::Back, 1);
    }
    let size = (80, 24);
    let before = screen(&app, size);
    assert!(before.contains("2 above"), "{before}");
    press(&mut app, WatchAction::ScrollShallower, 1);
    let after = screen(&app, size);
    assert!(
        after.contains("1 above"),
        "the first ↑ did nothing:\n{after}"
    );
}
