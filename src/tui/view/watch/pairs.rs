//! Sudominoku only: the 36 digit pairs, each on one domino, with those still unused shown and
//! the used ones dotted out. Row `d` lists the partners `e > d`: `1: 2 · 4 …` means 1-2 and 1-4
//! are still free, 1-3 is on the board.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Padding, Paragraph, Widget};
use stepdoku::Digit;
use stepdoku::domino::Pair;

use crate::tui::theme::Theme;
use crate::tui::watch::Watch;
use crate::tui::watch::style::WatchStyle;

/// Two borders and four lines (first digits 1–4 on the left, 5–8 on the right).
pub const HEIGHT: u16 = 6;

pub fn render(watch: &Watch, theme: &Theme, style: &WatchStyle, area: Rect, buf: &mut Buffer) {
    let used = watch.search.used_pairs();
    let tried = watch.search.tried_pair();
    let row = |first: u8| -> Vec<Span<'static>> {
        let mut spans = vec![Span::styled(format!("{first}:"), theme.dim)];
        let Some(low) = Digit::new(first) else {
            return spans;
        };
        for second in first + 1..=9 {
            let Some(pair) = Digit::new(second).and_then(|high| Pair::new(low, high)) else {
                continue;
            };
            spans.push(Span::raw(" "));
            spans.push(if Some(pair) == tried {
                Span::styled(second.to_string(), style.tried)
            } else if used.contains(pair) {
                Span::styled("·", theme.dim)
            } else {
                Span::styled(second.to_string(), theme.text)
            });
        }
        spans
    };
    let lines: Vec<Line> = (1..=4u8)
        .map(|first| {
            let mut spans = row(first);
            let width: usize = spans.iter().map(|s| s.content.chars().count()).sum();
            spans.push(Span::raw(" ".repeat(21 - width)));
            spans.extend(row(first + 4));
            Line::from(spans)
        })
        .collect();
    let title = format!(" Pairs · {} of 36 unused ", 36 - used.len());
    Paragraph::new(lines)
        .block(
            Block::bordered()
                .padding(Padding::horizontal(1))
                .border_style(theme.dim)
                .title(Span::styled(title, theme.title)),
        )
        .render(area, buf);
}
