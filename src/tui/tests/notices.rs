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
        assert!(
            last.ends_with("… (? shows it whole)"),
            "{width}×{height}: {shown:?}"
        );
        let said = shown.join(" ");
        let said = said.trim_end_matches("… (? shows it whole)");
        assert!(long.starts_with(said), "{width}×{height}: {said}");
        // The box's bottom border is on screen, above the footer.
        let buf = render(&app, width, height);
        let bottom: String = (0..width).map(|x| buf[(x, height - 2)].symbol()).collect();
        assert!(bottom.contains('└'), "{width}×{height}: {bottom}");
    }
}

/// What the start screen had to cut is in the `?` help, whole, after the key that opened it
/// cleared the message line.
#[test]
fn the_help_shows_a_cut_warning_whole() {
    let mut app = app();
    act(&mut app, &[Action::OpenMenu]);
    app.warn([READ_ONLY; 12].join(" "));
    act(&mut app, &[Action::ToggleHelp]);
    assert!(app.message.is_none());
    for (width, height) in [(80, 24), (65, 21)] {
        let area = ratatui::layout::Rect::new(0, 0, width, height);
        // The help scrolled to its end: the warning's last words.
        let scroll = crate::tui::view::help::max_scroll(&app, area);
        app.help = Some(crate::tui::app::Help { scroll });
        let buf = render(&app, width, height);
        let rows: Vec<String> = (0..height)
            .map(|y| (0..width).map(|x| buf[(x, y)].symbol()).collect())
            .collect();
        let read = rows.join("\n");
        let words: Vec<&str> = read
            .split_whitespace()
            .filter(|w| *w != "│" && *w != "more" && *w != "↓")
            .collect();
        let tail: Vec<&str> = READ_ONLY.split_whitespace().collect();
        let end = words.iter().rposition(|w| *w == "kept").unwrap_or(0);
        assert!(end >= tail.len(), "{width}×{height}:\n{read}");
        assert_eq!(
            words[end + 1 - tail.len()..=end],
            tail[..],
            "{width}×{height}:\n{read}"
        );
    }
}

#[test]
fn the_help_heads_several_start_up_warnings_as_such() {
    let mut app = app();
    app.notice(READ_ONLY);
    app.notice("Saved game 4 cannot be read and is left out");
    act(&mut app, &[Action::ToggleHelp]);
    let area = ratatui::layout::Rect::new(0, 0, 80, 24);
    let scroll = crate::tui::view::help::max_scroll(&app, area);
    app.help = Some(crate::tui::app::Help { scroll });
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(screen.contains("The last warnings:"), "{screen}");
    assert!(screen.contains("Saved game 4 cannot be read"), "{screen}");
}
