//! Warnings on the start screen: each shown whole, wrapped to the box that holds them, or cut
//! with `…` when the terminal has no room.

use super::*;
use crate::tui::action::Action;

/// Two lines at the box's width less its padding would be three at the width left for text:
/// a wrap that forgot the padding cuts its ends off.
const READ_ONLY: &str = "Moves will not be saved: the file games.db in your data directory is \
                         read-only, so play goes on with nothing kept";

/// The text of the menu box's rows under its key line, each trimmed of the border and its
/// padding, read cell by cell.
fn under_the_keys(app: &App, width: u16, height: u16) -> Vec<String> {
    let buf = render(app, width, height);
    let rows: Vec<String> = (0..height)
        .map(|y| (0..width).map(|x| buf[(x, y)].symbol()).collect())
        .collect();
    let keys = rows
        .iter()
        .position(|r| r.contains("│ ↑↓ choose"))
        .unwrap_or_else(|| panic!("no key line:\n{}", rows.join("\n")));
    rows[keys + 1..]
        .iter()
        .take_while(|r| !r.contains('└'))
        .map(|r| {
            let inside = r.split('│').nth(1).unwrap_or_default();
            inside.trim().to_owned()
        })
        .collect()
}

#[test]
fn a_warning_on_the_start_screen_is_shown_whole() {
    let mut app = app();
    act(&mut app, &[Action::OpenMenu]);
    app.warn(READ_ONLY);
    for (width, height) in [(80, 24), (65, 21)] {
        let shown = under_the_keys(&app, width, height);
        assert_eq!(shown.join(" "), READ_ONLY, "{width}×{height}: {shown:?}");
        assert_eq!(shown.len(), 3, "{width}×{height}: {shown:?}");
    }
}

#[test]
fn a_warning_too_long_for_the_terminal_ends_with_an_ellipsis_and_the_box_stays_whole() {
    let mut app = app();
    act(&mut app, &[Action::OpenMenu]);
    let long = [READ_ONLY; 12].join(" ");
    app.warn(long.clone());
    for (width, height) in [(80, 24), (65, 21)] {
        let shown = under_the_keys(&app, width, height);
        let last = shown.last().cloned().unwrap_or_default();
        assert!(last.ends_with('…'), "{width}×{height}: {shown:?}");
        let said = shown.join(" ");
        let said = said.trim_end_matches('…');
        assert!(long.starts_with(said), "{width}×{height}: {said}");
        // The box's bottom border is on screen, above the footer.
        let buf = render(&app, width, height);
        let bottom: String = (0..width).map(|x| buf[(x, height - 2)].symbol()).collect();
        assert!(bottom.contains('└'), "{width}×{height}: {bottom}");
    }
}
