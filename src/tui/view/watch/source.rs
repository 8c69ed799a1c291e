//! A replay's code pane: the learner's own source (`--source`) with the line their trace names
//! for the step lit and the lines it said it passed marked, or without one the reference
//! search's listing lit at the reference's step; under it, the reference's step beside the
//! learner's (Python Tutor's "your code, this line", in a terminal).

use std::borrow::Cow;

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Paragraph, Widget};

use super::event;
use stepdoku_core::text::escape;

use crate::tui::action::{Action, WatchAction};
use crate::tui::app::App;
use crate::tui::text;
use crate::tui::theme::Theme;
use crate::tui::view::watch::style::WatchStyle;
use crate::tui::watch::Watch;
use crate::tui::watch::learner::{Learner, TAB_WIDTH, compared_name};
use crate::tui::watch::search::Search;

/// Rows of the event panel above the code.
const EVENT: u16 = 5;
/// The fewest rows of the reference panel under it (two lines of words); it grows to what
/// its words need, up to half the rows under the event panel, the code keeping the rest.
const REFERENCE: u16 = 4;

/// The column's panes: the step, the code, the reference's step.
pub fn column(app: &App, watch: &Watch, area: Rect) -> [Rect; 3] {
    // The reference's words are read whole: the panel takes the lines they wrap to.
    let words = reference_words(app, watch);
    let most = (area.height.saturating_sub(EVENT) / 2).max(REFERENCE);
    let wrapped = text::wrap_to_rows(
        &[Line::from(Span::styled(words.as_str(), app.theme.text))],
        usize::from(area.width.saturating_sub(2)),
        usize::from(most - 2),
    );
    let reference_height = (wrapped.len() as u16 + 2).clamp(REFERENCE, most);
    Layout::vertical([
        Constraint::Length(EVENT),
        Constraint::Min(0),
        Constraint::Length(reference_height),
    ])
    .areas(area)
}

/// The panel column of a replay with the code pane open.
pub fn render_column(app: &App, watch: &Watch, style: &WatchStyle, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let [event_area, code_area, reference_area] = column(app, watch, area);
    event::render(app, watch, style, event_area, buf);
    let Search::Replay(timeline) = &watch.search else {
        return;
    };
    let machine = timeline.machine();
    let learner = watch.learner.as_deref();
    let step = machine.position() as u64;
    match learner.and_then(|l| l.source.as_ref()) {
        Some(source) => {
            let lit = Learner::lit_source_line(machine);
            let passed = machine.sources().passed_before(machine.position());
            let title = match lit {
                Some(n) => format!(" Your code · {} · line {n} ", escape(&source.name)),
                None if step == 0 => {
                    format!(" Your code · {} · not started ", escape(&source.name))
                }
                None => format!(
                    " Your code · {} · step {step} names no line (@N) ",
                    escape(&source.name)
                ),
            };
            let lines: Vec<&str> = source.lines.iter().map(String::as_str).collect();
            listing(theme, (&title, &lines), (lit, &passed), code_area, buf);
        }
        None => match learner.and_then(|l| Some((l, l.reference.as_ref()?))) {
            Some((learner, reference)) => {
                let lit = learner.reference_line(step);
                let name = compared_name(reference.program);
                let title = match learner.reference_step(step) {
                    Some(at) => format!(" {name}'s step {at} · line {} ", lit.unwrap_or(0)),
                    None => format!(" {name} · not started "),
                };
                let lines: Vec<&str> = reference.program.lines().iter().map(|l| l.text).collect();
                listing(theme, (&title, &lines), (lit, &[]), code_area, buf);
            }
            None => crate::tui::view::pane::notice(
                " Code ",
                "No listing to show: give --source with your program's file",
                theme,
                code_area,
                buf,
            ),
        },
    }
    render_reference(&reference_words(app, watch), theme, reference_area, buf);
}

/// The style of the lit line: reversed, so it shows without colour too.
fn lit_style(theme: &Theme) -> Style {
    theme
        .text
        .add_modifier(Modifier::REVERSED)
        .add_modifier(Modifier::BOLD)
}

/// A listing with `lit` lit and `passed` marked `›`, scrolled so the lit line is in view.
/// When the lit line is wider than the pane, indentation is drawn narrower for every line
/// shown (its shape kept): two columns a level of four, or one when that makes the lit line
/// fit, so deeply nested code keeps the lit line's text in view; a line still too wide ends
/// in `…`.
fn listing(
    theme: &Theme,
    (title, lines): (&str, &[&str]),
    (lit, passed): (Option<usize>, &[usize]),
    area: Rect,
    buf: &mut Buffer,
) {
    let block = Block::bordered()
        .border_style(theme.dim)
        .title(Span::styled(
            text::ellipsize(title, usize::from(area.width)),
            theme.title,
        ));
    let inner = block.inner(area);
    block.render(area, buf);
    let rows = usize::from(inner.height);
    let width = usize::from(inner.width);
    let number_width = lines.len().max(1).to_string().len();
    let first = first_row(lines.len(), rows, lit);
    let code_width = width.saturating_sub(number_width + 2);
    let lit_code = lit.and_then(|n| lines.get(n.checked_sub(1)?));
    let fits = |level: usize| {
        lit_code.is_none_or(|code| text::width(&escape(&narrowed(code, level))) <= code_width)
    };
    let level = [TAB_WIDTH, 2, 1]
        .into_iter()
        .find(|&l| fits(l))
        .unwrap_or(2);
    for (row, (i, code)) in lines.iter().enumerate().skip(first).take(rows).enumerate() {
        let number = i + 1;
        let is_lit = lit == Some(number);
        let mark = if passed.contains(&number) { '›' } else { ' ' };
        let shown = format!(
            "{mark}{number:>number_width$} {}",
            escape(&narrowed(code, level))
        );
        let shown = text::ellipsize(&shown, width);
        let (shown, style) = if is_lit {
            (format!("{shown:<width$}"), lit_style(theme))
        } else if mark == '›' {
            (shown, theme.text)
        } else {
            (shown, theme.dim)
        };
        buf.set_string(inner.x, inner.y + row as u16, shown, style);
    }
    if lit.is_some_and(|n| n > lines.len()) && rows > 0 {
        let note = format!("line {} is past the file's end", lit.unwrap_or(0));
        let y = inner.y + inner.height - 1;
        buf.set_string(inner.x, y, text::ellipsize(&note, width), theme.warning);
    }
}

/// `code` with its indentation drawn `level` columns for each [`TAB_WIDTH`] (tabs are
/// spaces by now), rounded up so that a line indented at all stays indented.
fn narrowed(code: &str, level: usize) -> Cow<'_, str> {
    let text = code.trim_start_matches(' ');
    let spaces = code.len() - text.len();
    if level >= TAB_WIDTH || spaces == 0 {
        return Cow::Borrowed(code);
    }
    let kept = (spaces * level).div_ceil(TAB_WIDTH);
    Cow::Owned(format!("{}{text}", " ".repeat(kept)))
}

/// The first line shown in `rows` rows: the lit line a third of the way down.
fn first_row(lines: usize, rows: usize, lit: Option<usize>) -> usize {
    if lines <= rows {
        return 0;
    }
    let Some(lit) = lit.filter(|&n| n >= 1 && n <= lines) else {
        return 0;
    };
    let want = (lit - 1).saturating_sub(rows / 3);
    want.min(lines - rows)
}

/// The reference's step beside the learner's: the same move while they agree, and at the
/// first difference the reference's move and why it comes first.
fn reference_words(app: &App, watch: &Watch) -> String {
    let Search::Replay(timeline) = &watch.search else {
        return String::new();
    };
    let machine = timeline.machine();
    let step = machine.position() as u64;
    let Some(learner) = watch.learner.as_deref() else {
        return String::new();
    };
    let (Some(reference), Some(at)) = (learner.reference.as_ref(), learner.reference_step(step))
    else {
        return "The reference's step shows here once you step (→)".to_owned();
    };
    let name = compared_name(reference.program);
    let theirs = reference.moves.get(at - 1).map(ToString::to_string);
    match (machine.note(), theirs) {
        // The step pane above gives the whole reason (it scrolls); here, the move itself.
        (Some(note), _) => match note.split_once(": ") {
            Some((move_words, _)) => format!("≠ {move_words}; the step above says why"),
            None => format!("≠ {note}"),
        },
        (None, Some(theirs)) if at == usize::try_from(step).unwrap_or(0) => {
            format!("= {name} step {at}: {theirs}, as yours")
        }
        // Past the reference's last move, with no difference: it stopped at the solution
        // both reached.
        (None, Some(theirs)) if learner.agreed >= reference.moves.len() => format!(
            "{name} stopped at its step {at} ({theirs}), the solution; yours goes on undoing \
             its moves"
        ),
        (None, Some(theirs)) => {
            // The keys as bound, as the key bar names them.
            let key = |action: WatchAction| {
                app.config
                    .keymap
                    .first_key_for(&Action::Watch(action), app.key_context())
            };
            match (
                key(WatchAction::NextProblem),
                key(WatchAction::PreviousProblem),
            ) {
                (Some(next), Some(previous)) => format!(
                    "yours departed from {name} at its step {at} ({theirs}); {next} and \
                     {previous} go to each problem"
                ),
                _ => format!("yours departed from {name} at its step {at} ({theirs})"),
            }
        }
        (None, None) => format!("{name}'s search has ended"),
    }
}

/// The reference panel: `words` wrapped to its rows.
fn render_reference(words: &str, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let block = crate::tui::view::pane::titled(" Reference ", theme.dim, theme);
    let lines = text::wrap_to_rows(
        &[Line::from(Span::styled(words, theme.text))],
        usize::from(block.inner(area).width),
        usize::from(block.inner(area).height),
    );
    Paragraph::new(lines).block(block).render(area, buf);
}
