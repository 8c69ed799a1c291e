//! A message in the Step pane opens at its own first line whatever the step's words above it
//! take: `c` in the stack view at 65×21 shows "The stack again (c shows the code)" from its
//! start, never from part-way into the reason, and `PgUp` and `PgDn` page on from there.

use ratatui::buffer::Buffer;

use stepdoku_core::text::escape;

use super::*;
use crate::tui::tests::{message, render};
use crate::tui::watch::describe;

/// The sizes people use: the smallest the watch shows, and the usual one.
const SIZES: [(u16, u16); 2] = [(65, 21), (80, 24)];

/// The Step pane as drawn: its rows between the borders (trimmed), and its bottom border.
fn step_pane(buf: &Buffer) -> Option<(Vec<String>, String)> {
    let area = buf.area;
    let symbol = |x: u16, y: u16| buf[(x, y)].symbol().to_owned();
    let text =
        |y: u16, from: u16, to: u16| -> String { (from..to).map(|x| symbol(x, y)).collect() };
    let (left, top) = (0..area.height)
        .flat_map(|y| (0..area.width).map(move |x| (x, y)))
        .find(|&(x, y)| {
            symbol(x, y) == "┌" && x + 7 < area.width && text(y, x + 1, x + 7) == " Step "
        })?;
    let right = (left + 1..area.width).find(|&x| symbol(x, top) == "┐")?;
    let bottom = (top + 1..area.height).find(|&y| symbol(left, y) == "└")?;
    let rows = (top + 1..bottom)
        .map(|y| text(y, left + 1, right).trim().to_owned())
        .collect();
    Some((rows, text(bottom, left, right + 1)))
}

/// Whether the pane has more than one page (its bottom border offers `PgDn`).
fn paged(border: &str) -> bool {
    border.contains("more ↓") || border.contains("from the top")
}

/// A pane drawn where it pages: the watch, the terminal's size, the pane's rows and the
/// message on show.
type Paged = (App, (u16, u16), Vec<String>, String);

/// Each step of the classic puzzle's searches (every strategy, the first 60 steps), with
/// `keys` pressed there: the Step pane drawn at each size where it pages.
fn paged_panes(keys: &[WatchAction]) -> Vec<Paged> {
    let mut found = Vec::new();
    for strategy in Strategy::ALL {
        let mut app = alone_with(Theme::dark(), strategy);
        for _ in 0..60 {
            press(&mut app, WatchAction::Forward, 1);
            let mut pressed = app.clone();
            for &key in keys {
                press(&mut pressed, key, 1);
            }
            for size in SIZES {
                let buf = render(&pressed, size.0, size.1);
                let Some((rows, border)) = step_pane(&buf) else {
                    continue;
                };
                if paged(&border) {
                    let said = message(&pressed);
                    found.push((pressed.clone(), size, rows, said));
                }
            }
            if watch(&app).search.is_finished() {
                break;
            }
        }
    }
    found
}

/// The pane's first row is where the message begins (the message, its words wrapped, starts
/// with that row's words).
fn opens_at_the_message(rows: &[String], said: &str) -> bool {
    let first = rows.first().map_or("", String::as_str);
    let words = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    !first.is_empty() && words(said).starts_with(&words(first))
}

#[test]
fn c_opens_the_step_pane_at_the_message_at_65x21_and_80x24() {
    // `c` twice (the code, then the stack again): its pane pages at 65×21; `c` once (the code
    // pane beside a shorter Step pane): at 80×24 too.
    for (keys, size) in [
        (
            &[WatchAction::ToggleCode, WatchAction::ToggleCode][..],
            (65, 21),
        ),
        (&[WatchAction::ToggleCode][..], (80, 24)),
    ] {
        let panes = paged_panes(keys);
        assert!(
            panes.iter().any(|(_, at, ..)| *at == size),
            "{keys:?}: no step where the message pages at {size:?}"
        );
        for (app, size, rows, said) in &panes {
            assert!(
                said.starts_with("The stack again") || said.starts_with("The Code pane"),
                "{said}"
            );
            assert!(
                opens_at_the_message(rows, said),
                "{keys:?} at step {} at {size:?}: the pane opens at {:?}, not at {said:?}\n{rows:#?}",
                watch(app).search.steps(),
                rows.first()
            );
        }
    }
}

/// From the message's page `PgUp` shows the step's words above it and `PgDn` comes back to it;
/// `PgDn` goes round, through every page, to the message again.
#[test]
fn pgup_and_pgdn_page_on_from_the_message() {
    let twice = [WatchAction::ToggleCode, WatchAction::ToggleCode];
    let panes: Vec<Paged> = [&twice[..], &twice[..1]]
        .into_iter()
        .flat_map(paged_panes)
        .collect();
    assert!(!panes.is_empty(), "no step where the message pages");
    for (app, size, rows, said) in panes {
        let pane = |app: &App| step_pane(&render(app, size.0, size.1)).expect("a Step pane");
        let mut up = app.clone();
        press(&mut up, WatchAction::WordsUp, 1);
        let (above, _) = pane(&up);
        assert!(
            !opens_at_the_message(&above, &said),
            "PgUp at {size:?} stayed on the message: {above:#?}"
        );
        press(&mut up, WatchAction::WordsDown, 1);
        assert_eq!(
            pane(&up).0,
            rows,
            "PgDn after PgUp at {size:?}: back to the message"
        );
        // Further PgUps reach the step's own words at the top.
        let event = escape(&describe::event(watch(&app))).into_owned();
        let words = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
        press(&mut up, WatchAction::WordsUp, 10);
        let (top, _) = pane(&up);
        assert!(
            words(&event).starts_with(&words(&top[0])),
            "PgUp at {size:?} stops short of the step's words {event:?}: {top:#?}"
        );
        let mut down = app.clone();
        let mut came_back = false;
        for _ in 0..10 {
            press(&mut down, WatchAction::WordsDown, 1);
            assert!(message(&down) == said, "PgDn keeps the message");
            if pane(&down).0 == rows {
                came_back = true;
                break;
            }
        }
        assert!(
            came_back,
            "PgDn at {size:?} never came round to the message"
        );
    }
}
