//! The counters on a narrow pane (a 65-column terminal): each value right after its label, no
//! column of values to line up with the widest count. A count that goes with another (the
//! backtracks beside the dead ends, the deepest stack beside the depth, the forced placements
//! beside the tries) stays on its line while it fits whole, else takes a line of its own: no
//! count is ever cut. A note (the tree's estimate, the speed, the depth's trail) is shown whole
//! where there is room, else left out.

use ratatui::text::{Line, Span};

use super::{progress_line, speed_words, tries_words};
use crate::tui::text;
use crate::tui::text::thousands;
use crate::tui::theme::Theme;
use crate::tui::watch::Watch;

/// One counter: its label and value, a count that goes with it (`back 3`, or on a line of its
/// own `Back 3`) and a note.
struct Entry {
    label: &'static str,
    value: String,
    with: Option<With>,
    note: Note,
}

struct With {
    /// Beside the value: `back 3`, `+12 forced`.
    inline: String,
    /// On a line of its own: `Back`, `Forced`.
    label: &'static str,
    value: String,
}

enum Note {
    None,
    Text(String),
    /// The depth's trail: as many samples as there is room for.
    Trail,
}

impl Entry {
    fn new(label: &'static str, value: String) -> Self {
        Self {
            label,
            value,
            with: None,
            note: Note::None,
        }
    }

    fn with(mut self, inline: String, label: &'static str, value: String) -> Self {
        self.with = Some(With {
            inline,
            label,
            value,
        });
        self
    }

    fn note(mut self, note: String) -> Self {
        if !note.is_empty() {
            self.note = Note::Text(note);
        }
        self
    }
}

/// The counters' lines for a pane `inner` columns wide inside its padding.
pub fn lines(watch: &Watch, theme: &Theme, inner: usize) -> Vec<Line<'static>> {
    let (before, after) = entries(watch);
    let labels = before
        .iter()
        .chain(&after)
        .flat_map(|e| std::iter::once(e.label).chain(e.with.as_ref().map(|w| w.label)));
    let label_width = labels.map(text::width).max().unwrap_or(0) + 1;
    let mut lines = Vec::new();
    for entry in &before {
        push(&mut lines, entry, (watch, theme), (label_width, inner));
    }
    let progress = progress_line(watch, theme, inner, label_width);
    if !progress.spans.is_empty() {
        lines.push(progress);
    }
    for entry in &after {
        push(&mut lines, entry, (watch, theme), (label_width, inner));
    }
    lines
}

/// The counters above the progress bar and the speed under it.
fn entries(watch: &Watch) -> (Vec<Entry>, Vec<Entry>) {
    let counters = watch.search.counters();
    let (label, value, extra) = speed_words(watch);
    let speed = vec![Entry::new(label, value).note(extra)];
    if let Some(run) = watch.search.logic() {
        let (score, level) = run.score();
        let brute = match counters.tries {
            0 => String::new(),
            n => format!("{} by brute force", thousands(n)),
        };
        let counts = vec![
            Entry::new("Steps", thousands(counters.steps)).note(format!("of {}", run.len())),
            Entry::new("Placed", thousands(counters.forced + counters.tries)).note(brute),
            Entry::new("Removed", thousands(run.removed() as u64)),
            Entry::new("Score", thousands(u64::from(score)))
                .note(level.map_or_else(String::new, |l| l.name().to_owned())),
        ];
        return (counts, speed);
    }
    let (steps_note, tries_note) = tries_words(watch);
    let mut tries = Entry::new("Tries", thousands(counters.tries));
    if counters.forced > 0 {
        let forced = thousands(counters.forced);
        tries = tries.with(format!("+{forced} forced"), "Forced", forced);
    } else {
        tries = tries.note(tries_note);
    }
    let backtracks = thousands(counters.exhausted_frames());
    let max = counters.max_depth.to_string();
    let mut depth = Entry::new("Depth", watch.search.depth().to_string()).with(
        format!("max {max}"),
        "Max depth",
        max,
    );
    depth.note = Note::Trail;
    let counts = vec![
        Entry::new("Steps", thousands(counters.steps)).note(steps_note),
        tries,
        // Apart, as `trace` names them.
        Entry::new("Dead ends", thousands(counters.dead_ends)).with(
            format!("back {backtracks}"),
            "Back",
            backtracks,
        ),
        depth,
    ];
    (counts, speed)
}

fn push(
    lines: &mut Vec<Line<'static>>,
    entry: &Entry,
    (watch, theme): (&Watch, &Theme),
    (label_width, inner): (usize, usize),
) {
    let row = |label: &str, value: &str| {
        Line::from(vec![
            Span::styled(format!("{label:<label_width$}"), theme.dim),
            Span::styled(value.to_owned(), theme.text),
        ])
    };
    let mut line = row(entry.label, &entry.value);
    if let Some(with) = &entry.with {
        if text::line_width(&line) + 1 + text::width(&with.inline) <= inner {
            line.spans
                .push(Span::styled(format!(" {}", with.inline), theme.dim));
        } else {
            lines.push(line);
            line = row(with.label, &with.value);
        }
    }
    let room = inner.saturating_sub(text::line_width(&line) + 1);
    let note = match &entry.note {
        Note::Text(note) if text::width(note) <= room => note.clone(),
        Note::Trail if room >= 2 => {
            let deepest = watch.search.counters().max_depth;
            watch.trail.sparkline(room.min(32), deepest)
        }
        // Whole or not at all: a cut note would say less than none.
        Note::None | Note::Text(_) | Note::Trail => String::new(),
    };
    if !note.is_empty() {
        line.spans.push(Span::styled(format!(" {note}"), theme.dim));
    }
    lines.push(line);
}
