//! The `?` overlay: every key of the screen underneath, generated from the binding table.
//! When the terminal is too short for all of it (65×21 is), it scrolls (↑↓, PgUp/PgDn) and
//! its borders say which way more lies, so no row is ever silently cut off.

use ratatui::buffer::Buffer;
use ratatui::layout::Alignment;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget};

use super::popup::centered;
use crate::tui::action::Action;
use crate::tui::app::App;
use crate::tui::app::Screen;
use crate::tui::screen::ScreenKind;
use crate::tui::text;
use crate::tui::theme::Theme;
use crate::tui::watch::Watch;
use crate::tui::watch::search::Search;
use stepdoku_core::teaching::method::Method;

/// The key column's narrowest, and the spaces between a key list and its sentence.
const KEYS_WIDTH: usize = 18;
const KEY_GAP: usize = 2;
/// Where a technique can be on the stack (the logical solve of a classic Sudoku), what its
/// initials stand for.
const INITIALS_NOTE: &str = "Where the stack's last column is too narrow for a technique's \
     name, it gives the initials: NS naked single, HS hidden single, LCT1 Locked Candidates \
     Type 1.";
const PREDICT_NOTES: &[&str] = &[
    "Type a try as row, column, digit (347: r3c4=7), or b when the search goes back. The \
     search then takes its own next step, and the step pane says right or wrong, what the \
     search did, and why; the score counts every guess.",
];
const SLOW_NOTES: &[&str] = &[
    "The sizes are exact: the search runs to its end in the background and counts the tries \
     under every try. A subtree that led nowhere is work the search did for nothing.",
];
const NOTES: &[&str] = &[
    "A mouse click selects a cell. Clashes (a digit twice in a row, column or box) always \
     show; mistakes (digits that differ from the solution) only with m.",
];
const ENTER_NOTES: &[&str] = &[
    "A mouse click selects a cell. A clue that repeats a digit in its row, column or box \
     shows as a clash; the panel says whether the clues have one solution.",
];
const SUDOMINOKU_NOTES: &[&str] = &[
    "Sudominoku: on a free cell type a digit, an arrow toward the other half and its digit \
     (or both digits, then the arrow); 0 lifts a domino. A pair on two dominoes is a clash.",
];

/// The overlay's lines (key rows, then notes) for a terminal of size `area`.
fn lines(app: &App, area: Rect) -> (u16, Vec<Line<'static>>) {
    let theme = &app.theme;
    let width = area.width.saturating_sub(4).min(80);
    let text_width = usize::from(width.saturating_sub(4)).max(KEYS_WIDTH + 10);
    let mut lines = Vec::new();
    let rows = app.config.keymap.help_lines(app.base_key_context());
    // The key column is as wide as the longest key list and two spaces (`0 . Backspace Del
    // x Space` on one row), up to half the text; a list longer still wraps inside it.
    let longest = rows.iter().map(|(keys, _)| text::width(keys)).max();
    let keys_width = (longest.unwrap_or(0) + KEY_GAP)
        .min(text_width / 2)
        .max(KEYS_WIDTH);
    for (keys, help) in rows {
        // A long key list wraps inside its column (a gap before the sentence), so the
        // sentences all start in one column.
        let keys = text::wrap(&keys, keys_width - KEY_GAP);
        let help = text::wrap(help, text_width - keys_width);
        for i in 0..keys.len().max(help.len()) {
            let key = keys.get(i).map_or("", String::as_str);
            let part = help.get(i).cloned().unwrap_or_default();
            lines.push(Line::from(vec![
                Span::styled(format!("{key:<keys_width$}"), theme.key),
                Span::styled(part, theme.text),
            ]));
        }
    }
    let watch_notes;
    let notes: &[String] = match (app.base_screen_kind(), &app.screen) {
        (ScreenKind::Watch | ScreenKind::WatchAlone, Screen::Watch(watch)) => {
            watch_notes = self::watch_notes(watch, theme);
            &watch_notes
        }
        (ScreenKind::WatchPredict, _) => &owned(PREDICT_NOTES),
        (ScreenKind::WatchSlow, _) => &owned(SLOW_NOTES),
        (ScreenKind::Enter, _) => &owned(ENTER_NOTES),
        _ if app.game.is_sudominoku() => &owned(SUDOMINOKU_NOTES),
        _ => &owned(NOTES),
    };
    let notes: Vec<String> = notes
        .iter()
        .flat_map(|n| text::wrap(n, text_width))
        .collect();
    // A blank line sets the notes apart when the terminal has a row to spare beside the
    // borders and the footer.
    if lines.len() + notes.len() + 4 <= usize::from(area.height) {
        lines.push(Line::default());
    }
    lines.extend(notes.into_iter().map(|l| Line::styled(l, theme.dim)));
    // A box too short for a warning cut it with `…`: here it is whole.
    if let Some(warning) = &app.last_warning {
        lines.push(Line::default());
        // Start-up notices come together, one a line.
        let heading = if warning.lines().count() > 1 {
            "The last warnings:"
        } else {
            "The last warning:"
        };
        lines.push(Line::styled(heading, theme.dim));
        let parts = warning.lines().flat_map(|l| text::wrap(l, text_width));
        lines.extend(parts.map(|l| Line::styled(l, theme.warning)));
    }
    (width, lines)
}

fn owned(notes: &[&str]) -> Vec<String> {
    notes.iter().map(|&note| note.to_owned()).collect()
}

/// The watch's notes, true of the board on show: the looks as this theme draws them, whose
/// digits the placed ones are (the solver's, or a replayed program's), and the techniques'
/// initials only where the stack can hold a technique.
fn watch_notes(watch: &Watch, theme: &Theme) -> Vec<String> {
    let replay = matches!(watch.search, Search::Replay(_));
    let placer = if replay {
        "your program's"
    } else {
        "the solver's"
    };
    // The legend names the player's digits only when there are some; so does this.
    let yours = watch.givens.len() < watch.start.filled();
    // The step's own looks, only those this watch can draw: a logical solve places digits
    // and never guesses or gives up; a search that does not propagate forces nothing.
    let logic = watch.method == Method::Logic && watch.dominoes.is_none() && !replay;
    let forces = logic
        || (matches!(watch.method, Method::Search(s) if s.propagates())
            && watch.dominoes.is_none()
            && !replay);
    let searches = !logic;
    let mut looks = Vec::new();
    if theme.has_color {
        if searches {
            looks.push("Yellow: this step's guess".to_owned());
        }
        if logic {
            looks.push("Blue: the digit this step placed".to_owned());
        } else if forces {
            looks.push("blue: a forced digit".to_owned());
        }
        if searches {
            looks.push("red ×: the cell just given up on".to_owned());
        }
    } else {
        if searches && forces {
            looks.push("Reversed: this step's guess (underlined too: a forced digit)".to_owned());
        } else if searches {
            looks.push("Reversed: this step's guess".to_owned());
        } else {
            looks.push("Reversed and underlined: the digit this step placed".to_owned());
        }
        if searches {
            looks.push("×: the cell just given up on".to_owned());
        }
    }
    let looks = looks.join("; ");
    let mut notes = vec![if theme.has_color {
        // The player's digits take the theme's entry colour: dark blue on a light background.
        let yours = match (yours, theme.light) {
            (false, _) => String::new(),
            (true, false) => ", cyan yours".to_owned(),
            (true, true) => ", dark blue yours".to_owned(),
        };
        format!("{looks}. Digits: bold the givens{yours}, green {placer}.")
    } else {
        let yours = if yours { ", underlined yours" } else { "" };
        format!("{looks}. Digits: bold the givens{yours}, plain {placer}.")
    }];
    if logic {
        notes.push(INITIALS_NOTE.to_owned());
    }
    notes
}

/// The overlay's title with the keys in force that close it (`? or Esc`).
fn title(app: &App) -> String {
    let context = app.key_context();
    let keys: Vec<String> = [Action::ToggleHelp, Action::Close]
        .into_iter()
        .filter_map(|action| app.config.keymap.key_for(&action, context))
        .collect();
    if keys.is_empty() {
        " Keys ".to_owned()
    } else {
        format!(" Keys — {} to close ", keys.join(" or "))
    }
}

/// How far the overlay can scroll at this size: the lines that do not fit inside its borders.
/// Input clamps with it, so a key past the end does nothing rather than pile up presses.
#[must_use]
pub fn max_scroll(app: &App, area: Rect) -> u16 {
    let (width, lines) = lines(app, area);
    let popup = centered(area, width, lines.len() as u16 + 2);
    (lines.len() as u16).saturating_sub(popup.height.saturating_sub(2))
}

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let (width, lines) = lines(app, area);
    let popup = centered(area, width, lines.len() as u16 + 2);
    let hidden = (lines.len() as u16).saturating_sub(popup.height.saturating_sub(2));
    let scroll = app.help.map_or(0, |help| help.scroll).min(hidden);
    let mut block = super::pane::titled(title(app), theme.key, theme);
    if scroll > 0 {
        block = block.title_top(Line::styled(" ↑ more ", theme.key).alignment(Alignment::Right));
    }
    if scroll < hidden {
        block = block
            .title_bottom(Line::styled(" more ↓ (↓ PgDn) ", theme.key).alignment(Alignment::Right));
    }
    // The whole screen goes, not only the overlay's box: the frames of the panes beside it
    // would show through at its edges in fragments (`│ │`, `─┘`).
    Clear.render(area, buf);
    Paragraph::new(lines)
        .scroll((scroll, 0))
        .block(block)
        .style(theme.popup)
        .render(popup, buf);
}
