//! The box every pane and overlay is drawn in, so they all share one look: a border, one
//! column of padding inside it, the title in the theme's title style.

use std::borrow::Cow;

use ratatui::style::Style;
use ratatui::text::Span;
use ratatui::widgets::{Block, Padding};

use crate::tui::theme::Theme;

/// `border` tells a pane (dim) from an overlay that asks for keys (the key colour).
pub fn titled<'a>(title: impl Into<Cow<'a, str>>, border: Style, theme: &Theme) -> Block<'a> {
    Block::bordered()
        .padding(Padding::horizontal(1))
        .border_style(border)
        .title(Span::styled(title, theme.title))
}
