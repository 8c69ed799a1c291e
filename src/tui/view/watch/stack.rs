//! The explicit stack, top first: depth, cell (or domino), digit, what is still to try there.
//! The top frame is the search's current guess; `↓`/`↑` scroll toward the bottom and back.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};
use stepdoku::solver::Strategy;

use crate::tui::theme::Theme;
use crate::tui::view::pane;
use crate::tui::watch::Watch;
use crate::tui::watch::search::StackRow;
use crate::tui::watch::style::WatchStyle;

pub fn render(watch: &Watch, theme: &Theme, style: &WatchStyle, area: Rect, buf: &mut Buffer) {
    let stack = watch.search.stack_rows();
    let depth = stack.len();
    let rows = usize::from(area.height.saturating_sub(3));
    let scroll = watch.stack_scroll.min(depth.saturating_sub(1));
    let place_width = stack.first().map_or(4, |r| r.place.chars().count());
    let digits_width = stack
        .first()
        .map_or(0, |r| r.digits.chars().count() + 2)
        .max("digit".len());
    let (place, left, short) = if watch.dominoes.is_some() {
        ("domino", "next to try", "next")
    } else {
        ("cell", "still to try", "left")
    };
    let heading = |left: &str, gap: usize| {
        let gap = " ".repeat(gap);
        format!(
            "depth{gap}{place:<place_width$}{gap}{:^digits_width$}{gap}{left}",
            "digit"
        )
    };
    // At the watch's narrowest the last heading is shortened and the columns drawn closer
    // rather than cut: a domino's row is the widest.
    let inner = usize::from(area.width.saturating_sub(4));
    let (mut header, mut gap) = (heading(left, 2), 2);
    if header.chars().count() > inner {
        header = heading(short, 2);
    }
    if header.chars().count() > inner {
        (header, gap) = (heading(short, 1), 1);
    }
    let mut lines = vec![Line::styled(header, theme.dim)];
    let below = depth.saturating_sub(scroll + rows);
    let fit = if below > 0 {
        rows.saturating_sub(1)
    } else {
        rows
    };
    for (i, frame) in stack.iter().enumerate().skip(scroll).take(fit) {
        lines.push(row(
            depth - i,
            frame,
            i == 0,
            (theme, style),
            (digits_width, gap),
        ));
    }
    if below > 0 {
        let more = depth - scroll - fit;
        // The stack is drawn top (deepest) first: what is hidden below is shallower.
        lines.push(Line::styled(format!("  … {more} shallower (↓)"), theme.dim));
    }
    let mut title = match (watch.dominoes.is_some(), watch.strategy) {
        // The seeds' blank list: the depth is the position in it.
        (false, Strategy::Blanks) => format!(" Stack · blank {depth} of {} ", blanks(watch)),
        (true, _) => format!(" Stack · {depth} dominoes placed "),
        _ => format!(" Stack · depth {depth} "),
    };
    if scroll > 0 {
        title.push_str(&format!("· {scroll} above (↑) "));
    }
    Paragraph::new(lines)
        .block(pane::titled(title, theme.dim, theme))
        .render(area, buf);
}

fn row(
    depth: usize,
    frame: &StackRow,
    top: bool,
    (theme, style): (&Theme, &WatchStyle),
    (digits_width, gap): (usize, usize),
) -> Line<'static> {
    let digit_style = match (top, frame.forced) {
        (true, true) => style.forced,
        (true, false) => style.tried,
        (false, _) => style.solver,
    };
    // The digits stand out, padded to sit under the header's `digit`.
    let digits = format!(" {} ", frame.digits);
    let pad = digits_width.saturating_sub(digits.chars().count());
    Line::from(vec![
        Span::styled(format!("{depth:>5}{}", " ".repeat(gap)), theme.dim),
        Span::styled(frame.place.clone(), theme.text),
        Span::raw(" ".repeat(gap + pad / 2)),
        Span::styled(digits, digit_style),
        Span::raw(" ".repeat(gap + pad - pad / 2)),
        Span::styled(frame.left.clone(), theme.text),
    ])
}

/// How many blanks the starting grid has.
fn blanks(watch: &Watch) -> usize {
    81 - watch.start.filled()
}
