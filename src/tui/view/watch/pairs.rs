//! Sudominoku only: the 36 digit pairs, each on one domino, with those still unused shown and
//! the used ones dotted out. Row `d` lists the partners `e > d`: `1: 2 · 4 …` means 1-2 and 1-4
//! are still free, 1-3 is on the board.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Paragraph, Widget};
use stepdoku_core::domino::PairSet;

use crate::tui::theme::Theme;
use crate::tui::view::pane;
use crate::tui::view::watch::style::WatchStyle;
use crate::tui::watch::Watch;

/// Two borders and four lines (first digits 1–4 on the left, 5–8 on the right).
pub const HEIGHT: u16 = 6;

pub fn render(watch: &Watch, theme: &Theme, style: &WatchStyle, area: Rect, buf: &mut Buffer) {
    let used = watch.search.used_pairs();
    // The pane has four rows: at the watch's narrowest the padding goes so the two columns
    // still fit side by side.
    let unused = 36 - used.len();
    let mut title = format!(" Pairs · {unused} of 36 unused ");
    // The corners: at the watch's narrowest the count of all pairs goes.
    if crate::tui::text::width(&title) + 2 > usize::from(area.width) {
        title = format!(" Pairs · {unused} unused ");
    }
    let mut block = pane::titled(title, theme.dim, theme);
    let mut width = usize::from(area.width.saturating_sub(4));
    if width < super::super::pairs::WIDE {
        block = block.padding(ratatui::widgets::Padding::ZERO);
        width += 2;
    }
    let lines = super::super::pairs::rows(
        used,
        PairSet::EMPTY,
        watch.search.tried_pair().map(|p| (p, style.tried)),
        theme,
        width,
    );
    let lines = crate::tui::text::fit_lines(lines, usize::from(area.width.saturating_sub(2)));
    Paragraph::new(lines).block(block).render(area, buf);
}
