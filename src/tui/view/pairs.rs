//! The 36 Sudominoku pairs as four lines of text, shared by the player's panel and the
//! watch's pairs pane.

use ratatui::style::Style;
use ratatui::text::{Line, Span};
use stepdoku::Digit;
use stepdoku::domino::{Pair, PairSet};

use crate::tui::theme::Theme;

/// Four lines listing the 36 pairs by their smaller digit (1–4 left, 5–8 right): a free pair
/// shows its larger digit, a used one a dot, a doubled one its digit marked as a clash (`!6`
/// without colour), and
/// `picked` (the pair being tried) its digit in the given style.
#[must_use]
pub fn rows(
    used: PairSet,
    doubled: PairSet,
    picked: Option<(Pair, Style)>,
    theme: &Theme,
) -> Vec<Line<'static>> {
    let row = |first: u8| -> Vec<Span<'static>> {
        let mut spans = vec![Span::styled(format!("{first}:"), theme.dim)];
        let Some(low) = Digit::new(first) else {
            return spans;
        };
        for second in first + 1..=9 {
            let Some(pair) = Digit::new(second).and_then(|high| Pair::new(low, high)) else {
                continue;
            };
            // A doubled pair's marker (without colour) takes the space before its digit.
            let doubled = doubled.contains(pair);
            spans.push(Span::raw(match theme.clash_marker {
                Some(marker) if doubled => marker.to_string(),
                _ => " ".to_owned(),
            }));
            spans.push(match picked {
                Some((p, style)) if p == pair => Span::styled(second.to_string(), style),
                _ if doubled => Span::styled(second.to_string(), theme.clash),
                _ if used.contains(pair) => Span::styled("·", theme.dim),
                _ => Span::styled(second.to_string(), theme.text),
            });
        }
        spans
    };
    (1..=4u8)
        .map(|first| {
            let mut spans = row(first);
            let width: usize = spans.iter().map(|s| s.content.chars().count()).sum();
            spans.push(Span::raw(" ".repeat(21 - width)));
            spans.extend(row(first + 4));
            Line::from(spans)
        })
        .collect()
}
