//! The hint's part of the side panel: its title and stage, the sentence, a legend of the
//! marks on the board, and what the next key does.

use ratatui::style::Style;
use ratatui::text::{Line, Span};
use stepdoku::game::Hint;

use crate::tui::app::App;
use crate::tui::hint::{HintView, Stage};
use crate::tui::view::board::{FIN_MARKER, PLACE_MARKER, REMOVE_MARKER};

pub fn lines(app: &App, view: &HintView) -> Vec<Line<'static>> {
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
        let legend = legend(app, view);
        if !legend.is_empty() {
            lines.push(Line::from(legend));
        }
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

/// `+7 place  -3 remove  3 pattern  *3 fin`, for the roles this hint has, with their digits.
fn legend(app: &App, view: &HintView) -> Vec<Span<'static>> {
    let theme = &app.theme;
    let marks = view.marks();
    let first = |items: &[(stepdoku::Cell, stepdoku::Digit)]| items.first().map(|&(_, d)| d);
    let entries: [(Option<char>, Option<stepdoku::Digit>, Style, &str); 4] = [
        (
            Some(PLACE_MARKER),
            first(&marks.place),
            theme.hint_place,
            "place",
        ),
        (
            Some(REMOVE_MARKER),
            first(&marks.remove),
            theme.hint_remove,
            "remove",
        ),
        (None, first(&marks.pattern), theme.hint_pattern, "pattern"),
        (Some(FIN_MARKER), first(&marks.fins), theme.hint_fin, "fin"),
    ];
    let mut spans = Vec::new();
    for (marker, digit, style, word) in entries {
        let Some(digit) = digit else { continue };
        if !spans.is_empty() {
            spans.push(Span::raw("  "));
        }
        let sample: String = marker.into_iter().chain([digit.to_char()]).collect();
        spans.push(Span::styled(sample, style));
        spans.push(Span::styled(format!(" {word}"), theme.dim));
    }
    spans
}
