//! The key bar, generated from the binding table: as many rows as fit, most important first,
//! shown in table order.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::tui::app::App;
use crate::tui::keymap::FooterShown;
use crate::tui::screen::Context;
use crate::tui::text;

const SEPARATOR: &str = "  ";

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    render_in(app, app.key_context(), area, buf);
}

/// The key bar of the keys in force in `context` (the watch's depend on the terminal's size).
pub fn render_in(app: &App, context: Context, area: Rect, buf: &mut Buffer) {
    let entries: Vec<FooterShown> = app.config.keymap.footer_entries(context).collect();
    let width = |e: &FooterShown| text::width(&e.keys) + 1 + text::width(e.label);
    let mut by_priority = entries.clone();
    by_priority.sort_by_key(|e| e.position);
    // The leading space, and no separator after the last entry.
    let mut budget = usize::from(area.width).saturating_sub(1) + SEPARATOR.len();
    let mut shown = Vec::new();
    for entry in by_priority {
        let cost = width(&entry) + SEPARATOR.len();
        if cost <= budget {
            budget -= cost;
            shown.push(entry);
        }
    }
    let mut spans = vec![Span::raw(" ")];
    for entry in entries.iter().filter(|e| shown.contains(e)) {
        spans.push(Span::styled(entry.keys.clone(), app.theme.key));
        spans.push(Span::styled(
            format!(" {}{SEPARATOR}", entry.label),
            app.theme.dim,
        ));
    }
    Line::from(spans).render(area, buf);
}
