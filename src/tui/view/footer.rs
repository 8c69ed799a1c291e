//! The key bar, generated from the binding table: as many rows as fit, most important first,
//! shown in table order.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

use crate::tui::app::App;
use crate::tui::keymap::{Binding, footer_bindings};

const SEPARATOR: &str = "  ";

pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    let rows: Vec<&Binding> = footer_bindings(app.screen_kind()).collect();
    let width = |b: &Binding| b.keys_label.chars().count() + 1 + b.short.chars().count();
    let mut by_priority = rows.clone();
    by_priority.sort_by_key(|b| b.footer);
    // The leading space, and no separator after the last row.
    let mut budget = usize::from(area.width).saturating_sub(1) + SEPARATOR.len();
    let mut shown = Vec::new();
    for row in by_priority {
        let cost = width(row) + SEPARATOR.len();
        if cost <= budget {
            budget -= cost;
            shown.push(row.keys_label);
        }
    }
    let mut spans = vec![Span::raw(" ")];
    for row in rows.iter().filter(|r| shown.contains(&r.keys_label)) {
        spans.push(Span::styled(row.keys_label, app.theme.key));
        spans.push(Span::styled(
            format!(" {}{SEPARATOR}", row.short),
            app.theme.dim,
        ));
    }
    Line::from(spans).render(area, buf);
}
