//! The line under the board: what the styles mean, or with the heatmap on, what it counts and
//! where the search has guessed most.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use stepdoku::Cell;

use crate::tui::theme::Theme;
use crate::tui::watch::Watch;
use crate::tui::watch::describe::thousands;
use crate::tui::watch::style::WatchStyle;

pub fn render(watch: &Watch, theme: &Theme, style: &WatchStyle, area: Rect, buf: &mut Buffer) {
    let line = if watch.heatmap {
        heat(watch, theme, style)
    } else {
        key(watch, theme, style)
    };
    line.render(area, buf);
}

fn key(watch: &Watch, theme: &Theme, style: &WatchStyle) -> Line<'static> {
    let sample = |text: &'static str, look: Style| Span::styled(text, look);
    let gap = || Span::styled("  ", theme.dim);
    if watch.dominoes.is_some() {
        return Line::from(vec![
            sample(" given ", style.given.patch(style.domino_given)),
            gap(),
            sample(" placed ", style.solver.patch(style.domino)),
            gap(),
            sample(" try ", style.tried),
            gap(),
            Span::styled(
                format!(" {} back ", style.backtrack_marker),
                style.backtrack,
            ),
        ]);
    }
    let mut spans = vec![sample("given", style.given), gap()];
    if watch.givens.len() < watch.start.filled() {
        spans.extend([sample("yours", style.player), gap()]);
    }
    spans.extend([
        sample("solver", style.solver),
        gap(),
        sample(" try ", style.tried),
        gap(),
    ]);
    if watch.dominoes.is_none() && watch.strategy == stepdoku::solver::Strategy::Propagate {
        spans.extend([sample(" forced ", style.forced), gap()]);
    }
    spans.push(Span::styled(
        format!(" {} back ", style.backtrack_marker),
        style.backtrack,
    ));
    Line::from(spans)
}

fn heat(watch: &Watch, theme: &Theme, style: &WatchStyle) -> Line<'static> {
    let heat = watch.search.heat();
    let hottest = Cell::all().max_by_key(|c| (heat[c.index()], std::cmp::Reverse(c.index())));
    match hottest.filter(|c| heat[c.index()] > 0) {
        None => Line::styled("Heatmap: no guesses yet", theme.dim),
        Some(cell) => {
            // Short enough for the compact board's width with a count in the millions; the
            // event pane already says what the numbers on the board count. Without colour the
            // counts carry a marker, and the line names it first.
            let lead = match style.heat_marker {
                Some(marker) => format!("Guesses {marker}n; most: "),
                None => "Most guesses: ".to_owned(),
            };
            Line::from(vec![
                Span::styled(lead, theme.dim),
                Span::styled(
                    format!("{cell} ({})", thousands(u64::from(heat[cell.index()]))),
                    theme.text,
                ),
            ])
        }
    }
}
