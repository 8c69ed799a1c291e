//! The 36 Sudominoku pairs as four lines of text, shared by the player's panel and the
//! watch's pairs pane.

use ratatui::style::Style;
use ratatui::text::{Line, Span};
use stepdoku_core::Digit;
use stepdoku_core::domino::{Pair, PairSet};

use crate::tui::text;
use crate::tui::theme::Theme;

/// The widest two-column form (`1: 2 3 … 9`, three spaces, `5: 6 7 8 9`), and the narrowest
/// (one space between the columns); below that the pairs take eight lines.
pub const WIDE: usize = 31;
pub const NARROW: usize = 29;

/// Four lines listing the 36 pairs by their smaller digit (1–4 left, 5–8 right), or eight
/// when `width` is below [`NARROW`]: a free pair shows its larger digit, a used one a dot, a
/// doubled one its digit marked as a clash (`!6` without colour), and `picked` (the pair
/// being tried) its digit in the given style.
#[must_use]
pub fn rows(
    used: PairSet,
    doubled: PairSet,
    picked: Option<(Pair, Style)>,
    theme: &Theme,
    width: usize,
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
    if width < NARROW {
        return (1..=8u8).map(|first| Line::from(row(first))).collect();
    }
    // Row 1 is 18 wide: the right column starts after the gap the width allows.
    let column = if width >= WIDE { 21 } else { 19 };
    (1..=4u8)
        .map(|first| {
            let mut spans = row(first);
            let used: usize = spans.iter().map(|s| text::width(&s.content)).sum();
            spans.push(Span::raw(" ".repeat(column - used)));
            spans.extend(row(first + 4));
            Line::from(spans)
        })
        .collect()
}
