//! The box every pane and overlay is drawn in, so they all share one look: a border, one
//! column of padding inside it, the title in the theme's title style; and the one way a key
//! and its words are written inside them.

use std::borrow::Cow;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Padding, Paragraph, Widget};

use crate::tui::text;
use crate::tui::theme::Theme;

/// `border` tells a pane (dim) from an overlay that asks for keys (the key colour).
pub fn titled<'a>(title: impl Into<Cow<'a, str>>, border: Style, theme: &Theme) -> Block<'a> {
    Block::bordered()
        .padding(Padding::horizontal(1))
        .border_style(border)
        .title(Span::styled(title, theme.title))
}

/// Keys and what they do (`u undo  N new`): each key in the key colour, its words dim, `gap`
/// between one and the next.
pub fn key_hints<K: AsRef<str>>(theme: &Theme, hints: &[(K, &str)], gap: &str) -> Line<'static> {
    let mut spans = Vec::with_capacity(2 * hints.len());
    for (i, (key, what)) in hints.iter().enumerate() {
        let gap = if i + 1 < hints.len() { gap } else { "" };
        spans.push(Span::styled(key.as_ref().to_owned(), theme.key));
        spans.push(Span::styled(format!(" {what}{gap}"), theme.dim));
    }
    Line::from(spans)
}

/// A dim pane that says, wrapped to fit, why it has nothing to show.
pub fn notice(title: &str, words: &str, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let block = titled(title, theme.dim, theme);
    let inner = block.inner(area);
    let lines = text::wrap_to_rows(
        &[Line::styled(words, theme.dim)],
        usize::from(inner.width),
        usize::from(inner.height),
    );
    Paragraph::new(lines).block(block).render(area, buf);
}
