//! The tree pane: the search tree as the current path, one row per level (tries already
//! finished there folded to their node counts, the current try, the ones still to try), and
//! the nodes per depth as bars. It takes the lower part of the panel column like the code pane.

use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};
use stepdoku_core::teaching::tree::Tree;

use super::{counters, event};
use crate::tui::app::App;
use crate::tui::text;
use crate::tui::text::thousands;
use crate::tui::theme::Theme;
use crate::tui::view::pane;
use crate::tui::view::watch::style::WatchStyle;
use crate::tui::watch::Watch;
use crate::tui::watch::search::Search;
use crate::tui::watch::tree::{MAX_CATCH_UP, MAX_NODES, Stopped};

const EVENT: u16 = 5;
const WITH_COUNTERS: u16 = 34;
/// The nodes-per-depth panel: borders, the bars, the depths under them; taller bars where
/// the column is tall.
const HISTOGRAM: u16 = 5;
const TALL_HISTOGRAM: u16 = 9;
const MIN_TREE: u16 = 4;

/// The column's panes: the counters (where it is tall), the step, the tree, the histogram.
pub fn column(watch: &Watch, theme: &Theme, area: Rect) -> [Rect; 4] {
    let tall = area.height >= WITH_COUNTERS;
    Layout::vertical([
        Constraint::Length(if tall {
            counters::height(watch, theme, area.width)
        } else {
            0
        }),
        Constraint::Length(EVENT),
        Constraint::Min(0),
        Constraint::Length(if tall { TALL_HISTOGRAM } else { HISTOGRAM }),
    ])
    .areas(area)
}

pub fn render_column(app: &App, watch: &Watch, style: &WatchStyle, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let tall = area.height >= WITH_COUNTERS;
    let [counters_area, event_area, tree_area, histogram_area] = column(watch, theme, area);
    if tall {
        counters::render(watch, theme, style, counters_area, buf);
    }
    event::render(app, watch, style, event_area, buf);
    if tree_area.height < MIN_TREE {
        let rest = Rect {
            height: tree_area.height + histogram_area.height,
            ..tree_area
        };
        let note = Line::styled(
            "No room for the tree here: enlarge the window (T hides it)",
            theme.warning,
        );
        let lines = text::wrap_to_rows(&[note], usize::from(rest.width), usize::from(rest.height));
        Paragraph::new(lines).render(rest, buf);
        return;
    }
    let Some(run) = watch.detail.tree.as_deref() else {
        let words = if watch.is_replay() {
            "The replay draws no search tree: a trace says what was placed, not what was left to try"
        } else {
            "The logical solve makes no search tree: each step is a technique (t switches to a \
             search)"
        };
        pane::notice(" Tree ", words, theme, tree_area, buf);
        return;
    };
    let stopped = run.stopped.map(|s| stopped_words(s, run.steps()));
    // Drawn once the learner has chosen a try (and while it is on show).
    let chosen = run
        .chosen
        .filter(|&id| crate::tui::watch::tree_pick::shown(&run.tree, Some(id)) == Some(id));
    render_path(
        watch,
        (&run.tree, chosen),
        stopped.as_deref(),
        theme,
        style,
        tree_area,
        buf,
    );
    render_histogram(&run.tree, theme, histogram_area, buf);
}

fn stopped_words(stopped: Stopped, at: u64) -> String {
    match stopped {
        Stopped::TooBig(_) => format!(
            "The tree stops at {} tries (step {}): ← goes back into it; trace --tree draws it",
            thousands(MAX_NODES as u64),
            thousands(at)
        ),
        Stopped::TooFar { .. } => format!(
            "The search is over {} steps past the tree: open it earlier, or go back (g)",
            thousands(MAX_CATCH_UP)
        ),
    }
}

/// What is still to try at each level of the stack, top level first.
fn left_to_try(search: &Search) -> Vec<Vec<String>> {
    match search {
        Search::Classic(t) => t
            .machine()
            .stack()
            .iter()
            .filter(|f| !f.is_forced())
            .map(|f| f.remaining.iter().map(|d| d.to_string()).collect())
            .collect(),
        Search::Domino(t) => t
            .machine()
            .stack()
            .iter()
            .map(|f| vec![format!("+{}", f.remaining.len())])
            .collect(),
        Search::Logic(_) | Search::Replay(_) => Vec::new(),
    }
}

fn render_path(
    watch: &Watch,
    (tree, chosen): (&Tree, Option<u32>),
    stopped: Option<&str>,
    theme: &Theme,
    style: &WatchStyle,
    area: Rect,
    buf: &mut Buffer,
) {
    let depth = tree.path().len();
    let nodes = tree.nodes().len();
    let title = format!(
        " Tree · {} {} · depth {depth} ",
        thousands(nodes as u64),
        if nodes == 1 { "node" } else { "nodes" }
    );
    let mut block = pane::titled(title, theme.dim, theme);
    // The chosen try (the arrows move it, Enter goes to its step), named on the border.
    if let Some(node) = chosen.and_then(|id| tree.nodes().get(id as usize)) {
        block = block.title_bottom(Line::styled(
            format!(
                " chosen {} · step {} ",
                node.choice.label(),
                thousands(node.step)
            ),
            theme.key,
        ));
    }
    let inner = block.inner(area);
    let (width, rows) = (usize::from(inner.width), usize::from(inner.height));
    let mut lines: Vec<Line> = Vec::new();
    if let Some(words) = stopped {
        lines.extend(text::wrap_line(
            &Line::styled(words.to_owned(), theme.warning),
            width,
        ));
    }
    lines.push(text::fit_line(
        Line::from(vec![
            Span::styled("d·n", style.failed),
            Span::styled(": done, n nodes below  ", theme.dim),
            Span::styled("▶d", style.tried),
            Span::styled(": now", theme.dim),
        ]),
        width,
    ));
    let left = left_to_try(&watch.search);
    let room = rows.saturating_sub(lines.len());
    // The deepest levels are where the search is: when they do not all fit, the top ones go,
    // and a line says so.
    let first = if depth > room && room > 1 {
        let hidden = depth - (room - 1);
        lines.push(Line::styled(
            format!("… depths 1–{hidden} above"),
            theme.dim,
        ));
        hidden
    } else {
        depth.saturating_sub(room)
    };
    for level_depth in first + 1..=depth {
        let Some(level) = tree.level(level_depth) else {
            continue;
        };
        let mut spans = vec![Span::styled(
            format!("{level_depth:>2} {} ", level.current.cell()),
            theme.dim,
        )];
        let current = tree.path()[level_depth - 1];
        let ids = tree.earlier_siblings(current);
        // The chosen try in brackets (so it shows without colour too), reversed.
        let look = |id: u32, text: String, own: ratatui::style::Style| {
            if Some(id) == chosen {
                Span::styled(format!("[{text}]"), chosen_style(theme))
            } else {
                Span::styled(text, own)
            }
        };
        for ((choice, nodes), &id) in level.finished.iter().zip(&ids) {
            spans.push(look(
                id,
                format!("{}·{nodes}", choice.short()),
                style.failed,
            ));
            spans.push(Span::raw(" "));
        }
        spans.push(look(
            current,
            format!("▶{}", level.current.short()),
            style.tried,
        ));
        if let Some(rest) = left.get(level_depth - 1).filter(|r| !r.is_empty()) {
            spans.push(Span::styled(format!(" {}", rest.join(" ")), theme.dim));
        }
        lines.push(text::fit_line(Line::from(spans), width));
    }
    if depth == 0 {
        lines.push(Line::styled(
            if tree.nodes().is_empty() {
                "no try yet"
            } else {
                "no guess on the stack"
            },
            theme.dim,
        ));
    }
    lines.truncate(rows);
    Paragraph::new(lines).block(block).render(area, buf);
}

/// Tries per depth as bars `▁`–`█`, one column per depth (several per column when deeper
/// than the panel is wide), the deepest count beside.
fn render_histogram(tree: &Tree, theme: &Theme, area: Rect, buf: &mut Buffer) {
    const BARS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
    let per_depth = tree.per_depth();
    let block = pane::titled(" Nodes per depth ", theme.dim, theme);
    let inner = block.inner(area);
    let width = usize::from(inner.width).max(1);
    let mut lines = Vec::new();
    if per_depth.is_empty() {
        lines.push(Line::styled("no try yet", theme.dim));
    } else {
        let per_column = per_depth.len().div_ceil(width);
        let columns: Vec<u64> = per_depth
            .chunks(per_column)
            .map(|c| c.iter().sum())
            .collect();
        let most = columns.iter().copied().max().unwrap_or(1).max(1);
        // Bars as tall as the panel allows, in eighths of a row; a depth with any try shows
        // at least the lowest eighth.
        let height = usize::from(inner.height).saturating_sub(2).max(1);
        let eighths: Vec<u64> = columns
            .iter()
            .map(|&n| {
                if n == 0 {
                    0
                } else {
                    (n * 8 * height as u64).div_ceil(most)
                }
            })
            .collect();
        for row in (0..height).rev() {
            let floor = 8 * row as u64;
            let bars: String = eighths
                .iter()
                .map(|&e| match e.saturating_sub(floor) {
                    0 => ' ',
                    part => BARS[usize::try_from(part.min(8)).unwrap_or(8) - 1],
                })
                .collect();
            lines.push(Line::styled(bars, theme.text));
        }
        // The shallowest depth with the most tries.
        let deepest = per_depth.iter().copied().max().unwrap_or(0);
        let deepest_at = per_depth
            .iter()
            .position(|&n| n == deepest)
            .map_or(0, |i| i + 1);
        let per = if per_column > 1 {
            format!(", {per_column} depths a column")
        } else {
            String::new()
        };
        // The bars leave the summary two rows: it wraps onto the second rather than be cut.
        let summary = Line::styled(
            format!(
                "depth 1–{}; most: {} at depth {deepest_at}{per}",
                per_depth.len(),
                thousands(deepest)
            ),
            theme.dim,
        );
        let rows = usize::from(inner.height).saturating_sub(height).max(1);
        lines.extend(text::wrap_to_rows(&[summary], width, rows));
    }
    Paragraph::new(lines).block(block).render(area, buf);
}

/// The chosen try's look: the key colour reversed, apart from the current try's.
pub fn chosen_style(theme: &Theme) -> ratatui::style::Style {
    theme.key.add_modifier(ratatui::style::Modifier::REVERSED)
}
