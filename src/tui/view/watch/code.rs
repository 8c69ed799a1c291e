//! The code pane: the running search as short C++-like code with the line the current event
//! executes lit, and under it the listing's frames with their variables (Python Tutor's two
//! boxes, in a terminal). It takes the lower part of the panel column; the event stays above
//! it, and the counters too where the column is tall.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use super::{counters, event};
use crate::tui::app::App;
use crate::tui::text;
use crate::tui::theme::Theme;
use crate::tui::view::pane;
use crate::tui::view::watch::style::WatchStyle;
use crate::tui::watch::Watch;
use crate::tui::watch::code::{calls, lit_line, program};
use stepdoku_core::teaching::code::Call;

/// Rows of the event panel above the code: three lines of words.
const EVENT: u16 = 5;
/// The column height from which the counters stay above the code.
const WITH_COUNTERS: u16 = 34;
/// The smallest code panel worth drawing: borders and three lines.
const MIN_CODE: u16 = 5;

/// The column's panes: the counters (where it is tall), the step, the code, its frames.
pub fn column(watch: &Watch, theme: &Theme, area: Rect) -> [Rect; 4] {
    let counters_height = if area.height >= WITH_COUNTERS {
        counters::height(watch, theme, area.width)
    } else {
        0
    };
    let frames_height = if area.height >= WITH_COUNTERS { 9 } else { 5 };
    Layout::vertical([
        Constraint::Length(counters_height),
        Constraint::Length(EVENT),
        Constraint::Min(0),
        Constraint::Length(frames_height),
    ])
    .areas(area)
}

/// The panel column with the code pane in it.
pub fn render_column(app: &App, watch: &Watch, style: &WatchStyle, area: Rect, buf: &mut Buffer) {
    if watch.is_replay() {
        super::source::render_column(app, watch, style, area, buf);
        return;
    }
    let theme = &app.theme;
    let [counters_area, event_area, code_area, frames_area] = column(watch, theme, area);
    if counters_area.height > 0 {
        counters::render(watch, theme, style, counters_area, buf);
    }
    event::render(app, watch, style, event_area, buf);
    if code_area.height < MIN_CODE {
        let note = "No room for the code here: enlarge the window (c hides it)";
        let lines = text::wrap_to_rows(
            &[Line::styled(note, theme.warning)],
            usize::from(area.width),
            usize::from(code_area.height + frames_area.height),
        );
        let rest = Rect {
            height: code_area.height + frames_area.height,
            ..code_area
        };
        Paragraph::new(lines).render(rest, buf);
        return;
    }
    render_code(watch, theme, code_area, buf);
    render_frames(watch, theme, style, frames_area, buf);
}

/// The style of the lit line: reversed, so it shows without colour too.
fn lit(theme: &Theme) -> Style {
    theme
        .text
        .add_modifier(Modifier::REVERSED)
        .add_modifier(Modifier::BOLD)
}

fn render_code(watch: &Watch, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let Some(program) = program(&watch.search) else {
        let words = if watch.is_replay() {
            "Your program's code is not in its trace: the replay shows its moves (c for the stack)"
        } else {
            "The logical solve runs no search code: each step is a technique (t switches to a \
             search)"
        };
        pane::notice(" Code ", words, theme, area, buf);
        return;
    };
    let line = lit_line(&watch.detail, &watch.search);
    let title = match line {
        Some(n) => format!(" Code · {} · line {n} ", program.name()),
        None => format!(" Code · {} · not started ", program.name()),
    };
    // No padding: a listing line is as wide as the column allows at 80 columns.
    let block = Block::bordered()
        .border_style(theme.dim)
        .title(Span::styled(title, theme.title));
    let inner = block.inner(area);
    block.render(area, buf);
    let listing = program.lines();
    let rows = usize::from(inner.height);
    let first = first_row(listing.len(), rows, line);
    let width = usize::from(inner.width);
    for (row, (i, code)) in listing
        .iter()
        .enumerate()
        .skip(first)
        .take(rows)
        .enumerate()
    {
        let number = i + 1;
        let is_lit = line == Some(number);
        let text = text::ellipsize(&format!("{number:>2} {}", code.text), width);
        let style = if is_lit {
            lit(theme)
        } else if code.role.is_some() {
            theme.text
        } else {
            theme.dim
        };
        let y = inner.y + row as u16;
        let padded = if is_lit {
            format!("{text:<width$}")
        } else {
            text
        };
        buf.set_string(inner.x, y, padded, style);
    }
}

/// The first listing line shown in `rows` rows: the lit line in view, a third of the way
/// down, the listing's top when there is room for all of it.
fn first_row(lines: usize, rows: usize, lit: Option<usize>) -> usize {
    if lines <= rows {
        return 0;
    }
    let Some(lit) = lit else {
        return 0;
    };
    let want = (lit - 1).saturating_sub(rows / 3);
    want.min(lines - rows)
}

/// The frames pane's title: how deep the listing's stack is, and when it lists fewer lines
/// (calls on filled cells left out) or more (digits propagation forced), what it lists.
fn frames_title(calls: &[Call]) -> String {
    let depth = stepdoku_core::teaching::code::stack_depth(calls);
    let forced = calls.iter().filter(|c| c.head == "forced").count();
    let listed = calls.len() - forced;
    if forced > 0 {
        format!(" Frames · {depth} calls + {forced} forced ")
    } else if listed < depth {
        format!(" Frames · {depth} calls · {listed} on blanks ")
    } else {
        format!(" Frames · {depth} · top first ")
    }
}

fn render_frames(watch: &Watch, theme: &Theme, style: &WatchStyle, area: Rect, buf: &mut Buffer) {
    let mut calls = calls(&watch.search);
    // Digit by digit, before the step's own frame the top call is still testing a digit.
    if let Some(frame) = watch.detail.sub_frame(&watch.search)
        && !frame.at_event()
        && let stepdoku_core::teaching::code::SubStep::Rejected { cell, digit, .. } =
            frame.current()
        && let Some(top) = calls.first_mut()
        && top.cell == Some(cell)
    {
        top.vars = format!("r={} c={} d={digit}", cell.row(), cell.col());
        "testing".clone_into(&mut top.left);
        top.returning = false;
        top.forced = true;
    }
    let title = frames_title(&calls);
    let block = pane::titled(title, theme.dim, theme);
    let inner = block.inner(area);
    let rows = usize::from(inner.height);
    let width = usize::from(inner.width);
    let mut lines: Vec<Line> = Vec::with_capacity(rows);
    for call in calls.iter().take(rows) {
        let (_, left) = crate::tui::watch::code::frame_words(call, watch.zero_based);
        let call = &Call {
            left,
            ..call.clone()
        };
        let (tail, tail_style) = if call.returning {
            let s = if call.left == "return true" {
                style.solved
            } else {
                theme.warning
            };
            (format!("→ {}", call.left), s)
        } else if call.forced {
            (format!("({})", call.left), theme.dim)
        } else {
            (format!("left {}", call.left), theme.dim)
        };
        let (vars, _) = crate::tui::watch::code::frame_words(call, watch.zero_based);
        let line = Line::from(vec![
            Span::styled(
                format!(
                    "{} ",
                    crate::tui::watch::code::frame_head(call, watch.zero_based)
                ),
                theme.title,
            ),
            Span::styled(format!("{vars} "), theme.text),
            Span::styled(tail, tail_style),
        ]);
        lines.push(text::fit_line(line, width));
    }
    if calls.is_empty() && watch.search.steps() > 0 {
        // Every call has returned: the first one with false, or the search would have stopped
        // at a solution.
        // Cut with `…` where the pane is narrow, never mid-word without a mark.
        lines.push(text::fit_line(
            Line::styled("every call has returned: no frame left", theme.dim),
            width,
        ));
    } else if calls.is_empty() {
        lines.push(text::fit_line(
            Line::styled("no frame yet: dfs is not called", theme.dim),
            width,
        ));
    } else if calls.len() > rows && rows > 0 {
        let hidden = calls.len() - rows + 1;
        lines.truncate(rows - 1);
        lines.push(Line::styled(format!("… {hidden} more below"), theme.dim));
    }
    Paragraph::new(lines).block(block).render(area, buf);
}
