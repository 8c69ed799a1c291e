//! The line under the board: what the styles mean, or with the heatmap on, what it counts and
//! where the search has guessed most.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;
use stepdoku_core::Cell;
use stepdoku_core::hint::logic::Step;

use super::board::NO_CANDIDATE;
use crate::tui::text::thousands;
use crate::tui::theme::Theme;
use crate::tui::view::board::{FIN_MARKER, PLACE_MARKER, REMOVE_MARKER, shown_roles};
use crate::tui::view::watch::style::WatchStyle;
use crate::tui::watch::Watch;

/// The legend under a board of `large` cells (or compact ones).
pub fn render(
    watch: &Watch,
    (theme, style): (&Theme, &WatchStyle),
    large: bool,
    area: Rect,
    buf: &mut Buffer,
) {
    let line = if watch.heatmap {
        heat(watch, theme, style)
    } else if watch.candidates && watch.search.logic().is_none() {
        candidates(theme, style, large)
    } else if watch.search.logic().is_some() {
        logic_key(watch, theme, style, usize::from(area.width))
    } else {
        key(watch, theme, style, usize::from(area.width))
    };
    crate::tui::text::fit_line(line, usize::from(area.width)).render(area, buf);
}

/// What the candidates drawn in the cells look like at this size, samples drawn as the board
/// draws them.
fn candidates(theme: &Theme, style: &WatchStyle, large: bool) -> Line<'static> {
    let mut spans = if large {
        vec![Span::styled("candidates at their keypad places", theme.dim)]
    } else {
        vec![
            Span::styled("candidates ", theme.dim),
            Span::styled("7··", style.candidates),
            Span::styled(" one  ", theme.dim),
            Span::styled("15…", style.candidates),
            Span::styled(" more", theme.dim),
        ]
    };
    spans.extend([
        Span::styled("  ", theme.dim),
        Span::styled(NO_CANDIDATE.to_string(), style.no_candidate),
        Span::styled(" none", theme.dim),
    ]);
    Line::from(spans)
}

/// What the looks of the digits mean, as many whole entries as `width` holds.
fn key(watch: &Watch, theme: &Theme, style: &WatchStyle, width: usize) -> Line<'static> {
    let sample = |text: &'static str, look: Style| vec![Span::styled(text, look)];
    let back = vec![Span::styled(
        format!(" {} back ", style.backtrack_marker),
        style.backtrack,
    )];
    if watch.dominoes.is_some() {
        let entries = vec![
            sample(" given ", style.given.patch(style.domino_given)),
            sample(" placed ", style.solver.patch(style.domino)),
            sample(" try ", style.tried),
            back,
        ];
        return entries_line(entries, theme, width);
    }
    let mut entries = vec![sample("given", style.given)];
    if watch.givens.len() < watch.start.filled() {
        entries.push(sample("yours", style.player));
    }
    // A replay's placed digits are the learner's program's, not the solver's.
    let placer = if matches!(watch.search, crate::tui::watch::search::Search::Replay(_)) {
        "your program"
    } else {
        "solver"
    };
    entries.extend([sample(placer, style.solver), sample(" try ", style.tried)]);
    if watch.method
        == stepdoku_core::teaching::method::Method::Search(
            stepdoku_core::solver::Strategy::Propagate,
        )
    {
        entries.push(sample(" forced ", style.forced));
    }
    entries.push(back);
    entries_line(entries, theme, width)
}

/// `entries` two spaces apart, or one where that does not fit in `width`; then as many whole
/// entries as fit and ` …`, never a word cut.
fn entries_line(entries: Vec<Vec<Span<'static>>>, theme: &Theme, width: usize) -> Line<'static> {
    let widths: Vec<usize> = entries
        .iter()
        .map(|e| e.iter().map(|s| crate::tui::text::width(&s.content)).sum())
        .collect();
    let whole = |gap: usize| widths.iter().sum::<usize>() + gap * widths.len().saturating_sub(1);
    let gap = if whole(2) <= width { 2 } else { 1 };
    // When not all fit, room is kept for ` …` after the last whole entry.
    let reserve = if whole(gap) <= width { 0 } else { 2 };
    let mut spans = Vec::new();
    let mut used = 0;
    for (i, (entry, w)) in entries.into_iter().zip(&widths).enumerate() {
        let sep = if i == 0 { 0 } else { gap };
        if used + sep + w + reserve > width {
            spans.push(Span::styled(" …", theme.dim));
            break;
        }
        if sep > 0 {
            spans.push(Span::styled(" ".repeat(sep), theme.dim));
        }
        spans.extend(entry);
        used += sep + w;
    }
    Line::from(spans)
}

/// For a logic step: what the markers in the cells mean, the roles this step shows only, as
/// many whole entries as `width` holds (then `…`).
fn logic_key(watch: &Watch, theme: &Theme, style: &WatchStyle, width: usize) -> Line<'static> {
    let mut spans = vec![
        Span::styled("given", style.given),
        Span::styled("  ", theme.dim),
        Span::styled("placed", style.solver),
    ];
    let Some((marks, _)) = super::board::logic_marks(watch) else {
        return Line::from(spans);
    };
    let shown = shown_roles(&marks, false);
    // What the `*` candidates are depends on the technique: fins only for a finned fish.
    let marked = match watch
        .search
        .logic()
        .and_then(|run| run.current())
        .map(|f| &f.step)
    {
        Some(Step::Logic(d)) => d.technique.marked_role(),
        _ => "fin",
    };
    let roles = [
        (Some(PLACE_MARKER), shown.place, theme.hint_place, "new"),
        (
            Some(REMOVE_MARKER),
            shown.remove,
            theme.hint_remove,
            "removed",
        ),
        (
            theme.pattern_marker,
            shown.pattern,
            theme.hint_pattern,
            "pattern",
        ),
        (Some(FIN_MARKER), shown.fin, theme.hint_fin, marked),
    ];
    let mut used = "given  placed".len();
    for (marker, digit, look, word) in roles {
        let Some(digit) = digit else { continue };
        let sample: String = marker.into_iter().chain([digit.to_char()]).collect();
        let cost = 2 + sample.chars().count() + 1 + word.len();
        if used + cost > width.saturating_sub(2) {
            spans.push(Span::styled(" …", theme.dim));
            break;
        }
        used += cost;
        spans.push(Span::styled("  ", theme.dim));
        spans.push(Span::styled(sample, look));
        spans.push(Span::styled(format!(" {word}"), theme.dim));
    }
    Line::from(spans)
}

fn heat(watch: &Watch, theme: &Theme, style: &WatchStyle) -> Line<'static> {
    let heat = watch.search.heat();
    let hottest = Cell::all().max_by_key(|&c| (heat[c], std::cmp::Reverse(c)));
    match hottest.filter(|&c| heat[c] > 0) {
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
                    format!("{cell} ({})", thousands(u64::from(heat[cell]))),
                    theme.text,
                ),
            ])
        }
    }
}
