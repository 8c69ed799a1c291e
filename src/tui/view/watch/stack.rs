//! The explicit stack, top first: depth, cell, digit, the digits still to try there. The top
//! frame is the search's current guess; `↓`/`↑` scroll toward the bottom and back.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Padding, Paragraph, Widget};
use stepdoku::Unit;
use stepdoku::solver::{Frame, Single, Strategy};

use crate::tui::theme::Theme;
use crate::tui::watch::Watch;
use crate::tui::watch::style::WatchStyle;

pub fn render(watch: &Watch, theme: &Theme, style: &WatchStyle, area: Rect, buf: &mut Buffer) {
    let stack = watch.machine().stack();
    let depth = stack.len();
    let rows = usize::from(area.height.saturating_sub(3));
    let scroll = watch.stack_scroll.min(depth.saturating_sub(1));
    let mut lines = vec![Line::styled("depth  cell  digit  still to try", theme.dim)];
    let shown = stack.iter().enumerate().rev().skip(scroll);
    let below = depth.saturating_sub(scroll + rows);
    let fit = if below > 0 {
        rows.saturating_sub(1)
    } else {
        rows
    };
    for (index, frame) in shown.take(fit) {
        let top = index + 1 == depth;
        lines.push(row(index + 1, frame, top, theme, style));
    }
    if below > 0 {
        let more = depth - scroll - fit;
        lines.push(Line::styled(format!("  … {more} deeper (↓)"), theme.dim));
    }
    let mut title = match watch.strategy {
        // The seeds' blank list: the depth is the position in it.
        Strategy::Blanks => format!(" Stack · blank {depth} of {} ", blanks(watch)),
        _ => format!(" Stack · depth {depth} "),
    };
    if scroll > 0 {
        title.push_str(&format!("· {scroll} above (↑) "));
    }
    Paragraph::new(lines)
        .block(
            Block::bordered()
                .padding(Padding::horizontal(1))
                .border_style(theme.dim)
                .title(Span::styled(title, theme.title)),
        )
        .render(area, buf);
}

fn row(depth: usize, frame: &Frame, top: bool, theme: &Theme, style: &WatchStyle) -> Line<'static> {
    let left = if let Some(single) = frame.forced {
        match single {
            Single::Naked => "naked single".to_owned(),
            Single::Hidden(Unit::Row(i)) => format!("hidden, row {}", i + 1),
            Single::Hidden(Unit::Col(i)) => format!("hidden, col {}", i + 1),
            Single::Hidden(Unit::Box(i)) => format!("hidden, box {}", i + 1),
        }
    } else if frame.remaining.is_empty() {
        "-".to_owned()
    } else {
        frame.remaining.to_string()
    };
    let digit_style = match (top, frame.is_forced()) {
        (true, true) => style.forced,
        (true, false) => style.tried,
        (false, _) => style.solver,
    };
    Line::from(vec![
        Span::styled(format!("{depth:>5}  "), theme.dim),
        Span::styled(frame.cell.to_string(), theme.text),
        Span::raw("   "),
        Span::styled(format!(" {} ", frame.digit), digit_style),
        Span::raw("   "),
        Span::styled(left, theme.text),
    ])
}

/// How many blanks the starting grid has.
fn blanks(watch: &Watch) -> usize {
    81 - watch.start.filled()
}
