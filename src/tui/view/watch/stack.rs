//! The explicit stack, top first: depth, cell (or domino), digit, what is still to try there.
//! The top frame is the search's current guess; `↓`/`↑` scroll toward the bottom and back.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};
use stepdoku_core::solver::Strategy;
use stepdoku_core::teaching::method::Method;

use crate::tui::text;
use crate::tui::theme::Theme;
use crate::tui::view::pane;
use crate::tui::view::watch::style::WatchStyle;
use crate::tui::watch::search::StackRow;
use crate::tui::watch::{Watch, coords};

pub fn render(watch: &Watch, theme: &Theme, style: &WatchStyle, area: Rect, buf: &mut Buffer) {
    let mut stack = watch.search.stack_rows();
    if watch.zero_based {
        for row in &mut stack {
            row.place = coords::zero_based(&row.place);
            for left in &mut row.left {
                *left = coords::zero_based(left);
            }
        }
    }
    let depth = stack.len();
    let rows = usize::from(area.height.saturating_sub(3));
    let scroll = watch.stack_scroll.min(depth.saturating_sub(1));
    let place_width = stack.first().map_or(4, |r| text::width(&r.place));
    let digits_width = stack
        .first()
        .map_or(0, |r| text::width(&r.digits) + 2)
        .max("digit".len());
    let logic = watch.search.logic();
    let (place, left, short) = if watch.dominoes.is_some() {
        ("domino", "next to try", "next")
    } else if logic.is_some() {
        // Where `technique` does not fit, neither do most names: the rows give initials.
        ("cell", "technique", "tech")
    } else {
        ("cell", "still to try", "left")
    };
    let first = if logic.is_some() { " step" } else { "depth" };
    let heading = |left: &str, gap: usize| {
        let gap = " ".repeat(gap);
        format!(
            "{first}{gap}{place:<place_width$}{gap}{:^digits_width$}{gap}{left}",
            "digit"
        )
    };
    // At the watch's narrowest the last heading is shortened and the columns drawn closer
    // rather than cut: a domino's row is the widest.
    let inner = usize::from(area.width.saturating_sub(4));
    let (mut header, mut gap) = (heading(left, 2), 2);
    if text::width(&header) > inner {
        header = heading(short, 2);
    }
    if text::width(&header) > inner {
        (header, gap) = (heading(short, 1), 1);
    }
    // Still too wide (a domino's two cells): the last column goes unnamed rather than cut.
    if text::width(&header) > inner {
        heading("", 1).trim_end().clone_into(&mut header);
    }
    // With room for one line only (the Sudominoku watch at its minimum height) the frame in
    // view says more than the column names would.
    let one_line = rows == 0 && depth > 0;
    let mut lines = if one_line {
        Vec::new()
    } else {
        vec![Line::styled(header, theme.dim)]
    };
    let below = depth.saturating_sub(scroll + rows.max(1));
    // A frame before the count of those below it: the title gives the depth already.
    let fit = match (one_line, below > 0) {
        (true, _) => 1,
        (false, true) => rows.saturating_sub(1).max(1),
        (false, false) => rows,
    };
    for (i, frame) in stack.iter().enumerate().skip(scroll).take(fit) {
        lines.push(row(
            depth - i,
            frame,
            i == 0,
            (theme, style),
            (digits_width, gap, inner),
        ));
    }
    let below = depth.saturating_sub(scroll + fit);
    if below > 0 && !one_line && fit < rows {
        // The stack is drawn top (deepest) first: what is hidden below is shallower.
        lines.push(Line::styled(
            format!("  … {below} shallower (↓)"),
            theme.dim,
        ));
    }
    let mut title = match (watch.dominoes.is_some(), watch.method, logic) {
        (_, _, Some(run)) => format!(" Steps · {depth} of {} ", run.len()),
        // The list of blanks collected at the start: the depth is the position in it.
        (false, Method::Search(Strategy::Blanks), _) => {
            format!(" Stack · blank {depth} of {} ", blanks(watch))
        }
        (true, _, _) => format!(" Stack · {depth} dominoes placed "),
        _ => format!(" Stack · depth {depth} "),
    };
    if scroll > 0 {
        title.push_str(&format!("· {scroll} above (↑) "));
    }
    // The corners: at the watch's narrowest a long title keeps what the counters do not say.
    if text::width(&title) + 2 > usize::from(area.width) {
        title = match (scroll, watch.dominoes.is_some()) {
            (0, true) => format!(" Stack · {depth} placed "),
            (0, false) => format!(" Stack · {depth} "),
            (_, _) => format!(" Stack · {scroll} above (↑) "),
        };
    }
    let lines = text::fit_lines(lines, inner);
    Paragraph::new(lines)
        .block(pane::titled(title, theme.dim, theme))
        .render(area, buf);
}

fn row(
    depth: usize,
    frame: &StackRow,
    top: bool,
    (theme, style): (&Theme, &WatchStyle),
    (digits_width, gap, width): (usize, usize, usize),
) -> Line<'static> {
    let digit_style = match (top, frame.forced) {
        (true, true) => style.forced,
        (true, false) => style.tried,
        (false, _) => style.solver,
    };
    // The digits stand out, padded to sit under the header's `digit`.
    let digits = format!(" {} ", frame.digits);
    let pad = digits_width.saturating_sub(text::width(&digits));
    let mut spans = vec![
        Span::styled(format!("{depth:>5}{}", " ".repeat(gap)), theme.dim),
        Span::styled(frame.place.clone(), theme.text),
        Span::raw(" ".repeat(gap + pad / 2)),
        Span::styled(digits, digit_style),
        Span::raw(" ".repeat(gap + pad - pad / 2)),
    ];
    let used: usize = spans.iter().map(|s| text::width(&s.content)).sum();
    let left = fit_left(frame, width.saturating_sub(used));
    if left.is_empty() {
        // No room for the last column (a domino's row at the narrowest): the row ends with
        // its digits, not with an `…` that reads as part of them (`8-3…`).
        spans.pop();
    } else {
        spans.push(Span::styled(left, theme.text));
    }
    Line::from(spans)
}

/// At most this many of the ways still to try are named; the rest are counted.
const NAMED: usize = 2;

/// What is left to try, in `width` columns: as many items as fit (at most [`NAMED`]), then
/// `+N` for the others, so a narrow panel shows `6-9→ +4` rather than a cut `6-9→ 9`, and no
/// count falls off the pane's edge. Words (the single that forced a digit, a technique) are
/// shown whole, else by their initials, else not at all: never cut inside a word.
fn fit_left(frame: &StackRow, width: usize) -> String {
    let items = &frame.left;
    match (items.as_slice(), &frame.short) {
        ([only], Some(short)) => {
            return [only, short]
                .into_iter()
                .find(|words| text::width(words) <= width)
                .cloned()
                .unwrap_or_default();
        }
        // A classic cell's digits: `2,4…` says more are left.
        ([only], None) => return text::ellipsize(only, width),
        _ => {}
    }
    let most = items.len().min(NAMED);
    for shown in (0..=most).rev() {
        let mut parts: Vec<String> = items[..shown].to_vec();
        if items.len() > shown {
            parts.push(format!("+{}", items.len() - shown));
        }
        let text = parts.join(" ");
        if text::width(&text) <= width {
            return text;
        }
    }
    String::new()
}

/// How many blanks the starting grid has.
fn blanks(watch: &Watch) -> usize {
    81 - watch.start.filled()
}
