//! The "why is it slow" box over the watch: the largest subtrees that led nowhere, none inside
//! another, each with its tries and its share of the whole search, the chosen one reversed; for
//! row-major and blanks, then the largest where mrv would branch elsewhere. Sizes are the background run's
//! exact counts; while it runs the box says so.

use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Paragraph, Widget};
use stepdoku_core::teaching::subtrees::{Slow, Subtree};

use crate::tui::text;
use crate::tui::text::thousands;
use crate::tui::theme::Theme;
use crate::tui::view::pane;
use crate::tui::view::popup::centered;
use crate::tui::watch::slow::SlowView;

const WIDTH: u16 = 64;

pub fn render(view: &SlowView, theme: &Theme, area: Rect, buf: &mut Buffer) {
    // The footer's row stays visible under the box.
    let above_footer = Rect {
        height: area.height.saturating_sub(1),
        ..area
    };
    let width = WIDTH.min(area.width);
    let inner_width = usize::from(width.saturating_sub(4));
    let (lines, chosen_line) = lines(view, theme, inner_width);
    let height = u16::try_from(lines.len())
        .unwrap_or(u16::MAX)
        .saturating_add(2)
        .min(above_footer.height);
    let popup = centered(above_footer, width, height);
    let title = match view.result.as_deref() {
        Some(slow) => format!(
            " Why is it slow? {}: {} tries ",
            slow.strategy.name(),
            thousands(slow.tries)
        ),
        None => format!(" Why is it slow? {} ", view.strategy.name()),
    };
    let mut block = pane::titled(title, theme.key, theme);
    let rows = usize::from(block.inner(popup).height).max(1);
    // The chosen row stays in sight: the box scrolls to it.
    let top = chosen_line.map_or(0, |line| (line + 2).saturating_sub(rows));
    // What is out of sight is said on the border, as the help does: ↑↓ bring it in.
    if top > 0 {
        block = block.title_top(Line::styled(" ↑ more ", theme.key).alignment(Alignment::Right));
    }
    if lines.len() > top + rows {
        block = block.title_bottom(Line::styled(" more ↓ ", theme.key).alignment(Alignment::Right));
    }
    let shown: Vec<Line> = lines.into_iter().skip(top).collect();
    // Everything above the footer goes, not only the box: the frames of the panes beside it
    // would show through at its edges in fragments (`┐┐`, `│p,`).
    Clear.render(above_footer, buf);
    Paragraph::new(shown).block(block).render(popup, buf);
}

/// The box's lines at `width`, and which of them is the chosen row.
fn lines(view: &SlowView, theme: &Theme, width: usize) -> (Vec<Line<'static>>, Option<usize>) {
    let Some(slow) = view.result.as_deref() else {
        let words = "Running the search to its end in the background, counting the tries under \
                     every try…";
        return (wrap(words, theme.dim, width), None);
    };
    let mut lines = Vec::new();
    if !slow.ended {
        lines.extend(wrap(
            &format!(
                "The search stopped at its step cap ({} steps) before its end: these are the \
                 subtrees finished by then.",
                thousands(slow.steps)
            ),
            theme.warning,
            width,
        ));
    }
    if slow.largest.is_empty() {
        lines.extend(wrap(
            "No try led nowhere: the search went straight to its solution.",
            theme.text,
            width,
        ));
        return (lines, None);
    }
    // Counted, not assumed: a search may have fewer places than the list keeps.
    let largest = match slow.largest.len() {
        1 => "The largest subtree that led nowhere".to_owned(),
        n => format!("The {n} largest subtrees that led nowhere, none inside another"),
    };
    lines.extend(wrap(
        &format!(
            "{largest}: the try, its depth and step, the tries under it (itself included), \
             their share of all:"
        ),
        theme.dim,
        width,
    ));
    let mut chosen_line = None;
    for (i, subtree) in slow.largest.iter().enumerate() {
        if i == view.chosen {
            chosen_line = Some(lines.len());
        }
        lines.push(row(subtree, slow, i == view.chosen, theme));
    }
    if !slow.mrv_elsewhere.is_empty() {
        lines.extend(wrap(
            "Subtrees mrv never enters: at their try mrv branches on another cell, the one \
             with the fewest fitting digits:",
            theme.dim,
            width,
        ));
        for (i, subtree) in slow.mrv_elsewhere.iter().enumerate() {
            let index = slow.largest.len() + i;
            if index == view.chosen {
                chosen_line = Some(lines.len());
            }
            lines.push(row(subtree, slow, index == view.chosen, theme));
            if let Some((cell, free)) = subtree.mrv {
                let there = match free.len() {
                    0 => format!("mrv: {cell}, where no digit fits: it backs up at once"),
                    1 => format!("mrv: {cell}, where only {free} fits"),
                    n => format!("mrv: {cell}, where {n} digits fit ({free})"),
                };
                lines.push(Line::styled(format!("    {there}"), theme.dim));
            }
        }
    }
    (lines, chosen_line)
}

/// `r1c3=2  depth 1  step 1,234    2,100 tries  49.9%`, reversed when chosen.
fn row(subtree: &Subtree, slow: &Slow, chosen: bool, theme: &Theme) -> Line<'static> {
    let share = 100.0 * subtree.size as f64 / slow.tries.max(1) as f64;
    let words = format!(
        "{}={} depth {:<2} step {:<9} {:>11} tries {share:>5.1}%",
        subtree.cell,
        subtree.digit,
        subtree.depth,
        thousands(subtree.step),
        thousands(subtree.size),
    );
    if chosen {
        Line::from(vec![Span::styled(format!("▶ {words}"), theme.cursor)])
    } else {
        Line::styled(format!("  {words}"), theme.text)
    }
}

fn wrap(words: &str, style: ratatui::style::Style, width: usize) -> Vec<Line<'static>> {
    text::wrap_line(&Line::styled(words.to_owned(), style), width)
}
