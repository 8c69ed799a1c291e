//! The hint's part of the side panel: its title and stage, the sentence, a legend of the
//! marks on the board, and what the next key does.

use ratatui::style::Style;
use ratatui::text::{Line, Span};
use stepdoku::game::Hint;

use crate::tui::app::App;
use crate::tui::hint::{HintView, Stage};
use crate::tui::view::board::{FIN_MARKER, PLACE_MARKER, REMOVE_MARKER, shown_roles};

pub fn lines(app: &App, view: &HintView, large: bool, width: usize) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let title = match view.stage {
        Stage::Nudge => "Hint · where to look".to_owned(),
        Stage::Full => format!("Hint · {}", view.hint.title()),
    };
    let mut lines = vec![
        Line::default(),
        Line::styled(title, theme.title),
        Line::styled(view.text(), theme.text),
    ];
    if view.stage == Stage::Full {
        lines.extend(legend(app, view, large, width));
    }
    let next = match (view.stage, &view.hint) {
        (Stage::Nudge, _) => "the whole hint",
        (Stage::Full, Hint::Mistake(_)) => "fix it",
        (Stage::Full, _) => "apply it",
    };
    let mut keys = vec![
        Span::styled("H", theme.key),
        Span::styled(format!(" {next}  "), theme.dim),
    ];
    if view.stage == Stage::Full {
        keys[1] = Span::styled(format!(" or Enter {next}  "), theme.dim);
    }
    keys.extend([
        Span::styled("Esc", theme.key),
        Span::styled(" close", theme.dim),
    ]);
    lines.push(Line::from(keys));
    lines
}

/// `+7 place  -3 remove  3 pattern  *3 fin`: the roles the board shows for this hint, each
/// with a digit it shows it on (a role hidden behind a stronger one is not listed). Lines
/// break between entries, never inside one: a marker apart from its word explains nothing.
fn legend(app: &App, view: &HintView, large: bool, width: usize) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let shown = shown_roles(&view.marks(), large);
    let entries: [(Option<char>, Option<stepdoku::Digit>, Style, &str); 4] = [
        (Some(PLACE_MARKER), shown.place, theme.hint_place, "place"),
        (
            Some(REMOVE_MARKER),
            shown.remove,
            theme.hint_remove,
            "remove",
        ),
        (
            theme.pattern_marker,
            shown.pattern,
            theme.hint_pattern,
            "pattern",
        ),
        (Some(FIN_MARKER), shown.fin, theme.hint_fin, "fin"),
    ];
    let mut lines: Vec<Vec<Span<'static>>> = Vec::new();
    let mut used = 0;
    for (marker, digit, style, word) in entries {
        let Some(digit) = digit else { continue };
        let sample: String = marker.into_iter().chain([digit.to_char()]).collect();
        let cost = sample.chars().count() + 1 + word.len();
        match lines.last_mut() {
            Some(line) if used + 2 + cost <= width => {
                line.push(Span::raw("  "));
                used += 2 + cost;
            }
            _ => {
                lines.push(Vec::new());
                used = cost;
            }
        }
        if let Some(line) = lines.last_mut() {
            line.push(Span::styled(sample, style));
            line.push(Span::styled(format!(" {word}"), theme.dim));
        }
    }
    lines.into_iter().map(Line::from).collect()
}
