//! The ranking's table fitted to a width: each strategy's figures on one row, whatever the
//! terminal. Where the full table is too wide it gives up, in this order, the second space
//! between columns, the long headings (`dead ends` becomes `dead`), the exact counts (`138.4M`
//! for 138,350,569, said in a note under the table), and last the end of long names (`…`).

use crate::tui::text;
use crate::tui::text::thousands;
use crate::tui::watch::Watch;
use crate::tui::watch::describe::approx;

/// One strategy's row, as numbers.
#[derive(Clone, Debug, PartialEq)]
pub struct Figures {
    pub rank: usize,
    pub name: String,
    pub steps: u64,
    pub tries: u64,
    pub forced: u64,
    pub dead_ends: u64,
    pub backtracks: u64,
    pub depth: usize,
    /// `None`: not timed (a learner's search, whose program does not run here).
    pub time: Option<std::time::Duration>,
}

impl Figures {
    pub fn of(rank: usize, lane: &Watch, time: Option<std::time::Duration>) -> Self {
        let c = lane.search.counters();
        Self {
            rank,
            name: lane.strategy_name().to_owned(),
            steps: c.steps,
            tries: c.tries,
            forced: c.forced,
            dead_ends: c.dead_ends,
            backtracks: c.exhausted_frames(),
            depth: c.max_depth,
            time,
        }
    }
}

/// The table's rows, the headings first, whether counts were rounded to fit and whether the
/// headings were shortened.
#[derive(Debug)]
pub struct Table {
    pub rows: Vec<String>,
    pub rounded: bool,
    pub short: bool,
}

/// One column: its headings (long, short), its cells exact and rounded, its alignment.
struct Column {
    heading: [&'static str; 2],
    exact: Vec<String>,
    rounded: Vec<String>,
    left: bool,
}

impl Column {
    fn text(heading: [&'static str; 2], cells: Vec<String>) -> Self {
        Self {
            heading,
            rounded: cells.clone(),
            exact: cells,
            left: true,
        }
    }

    fn count(heading: [&'static str; 2], counts: impl Iterator<Item = u64>) -> Self {
        let counts: Vec<u64> = counts.collect();
        Self {
            heading,
            exact: counts.iter().map(|&n| thousands(n)).collect(),
            rounded: counts.iter().map(|&n| approx(n as f64)).collect(),
            left: false,
        }
    }

    fn right(heading: [&'static str; 2], cells: Vec<String>) -> Self {
        Self {
            left: false,
            ..Self::text(heading, cells)
        }
    }
}

/// How a table is set: the gap between columns, short headings, rounded counts.
#[derive(Clone, Copy)]
struct Setting {
    gap: usize,
    short: bool,
    rounded: bool,
}

const SETTINGS: [Setting; 4] = [
    Setting {
        gap: 2,
        short: false,
        rounded: false,
    },
    Setting {
        gap: 1,
        short: false,
        rounded: false,
    },
    Setting {
        gap: 1,
        short: true,
        rounded: false,
    },
    Setting {
        gap: 1,
        short: true,
        rounded: true,
    },
];

/// The ranking's table in at most `width` columns: the first setting that fits, else the
/// tightest with the names cut to fit.
pub fn fit(figures: &[Figures], width: usize) -> Table {
    let columns = columns(figures);
    let widths = |setting: Setting| -> Vec<usize> {
        columns
            .iter()
            .map(|c| {
                let cells = if setting.rounded {
                    &c.rounded
                } else {
                    &c.exact
                };
                cells
                    .iter()
                    .map(|s| text::width(s))
                    .chain(std::iter::once(text::width(heading(c, setting))))
                    .max()
                    .unwrap_or(0)
            })
            .collect()
    };
    let total = |setting: Setting, widths: &[usize]| {
        widths.iter().sum::<usize>() + setting.gap * widths.len().saturating_sub(1)
    };
    let setting = SETTINGS
        .into_iter()
        .find(|&s| total(s, &widths(s)) <= width)
        .unwrap_or(SETTINGS[SETTINGS.len() - 1]);
    let mut widths = widths(setting);
    // The names give up their end last; a name never shrinks below `ab…`.
    let over = total(setting, &widths).saturating_sub(width);
    widths[NAME] = widths[NAME].saturating_sub(over).max(3);
    let mut rows = vec![row(
        columns.iter().map(|c| heading(c, setting).to_owned()),
        &columns,
        (&widths, setting.gap),
    )];
    for i in 0..figures.len() {
        let cells = columns.iter().map(|c| {
            let cells = if setting.rounded {
                &c.rounded
            } else {
                &c.exact
            };
            cells[i].clone()
        });
        rows.push(row(cells, &columns, (&widths, setting.gap)));
    }
    // Rounding changes a count only from 10,000 up: say so only where one was changed.
    let rounded = setting.rounded && columns.iter().any(|c| c.exact != c.rounded);
    Table {
        rows,
        rounded,
        short: setting.short,
    }
}

/// Where the names are.
const NAME: usize = 1;

fn columns(figures: &[Figures]) -> Vec<Column> {
    let counts = |f: fn(&Figures) -> u64| figures.iter().map(f).collect::<Vec<_>>().into_iter();
    vec![
        Column::text(
            ["#", "#"],
            figures.iter().map(|f| f.rank.to_string()).collect(),
        ),
        Column::text(
            ["strategy", "strategy"],
            figures.iter().map(|f| f.name.clone()).collect(),
        ),
        Column::count(["steps", "steps"], counts(|f| f.steps)),
        Column::count(["tries", "tries"], counts(|f| f.tries)),
        Column::count(["forced", "forced"], counts(|f| f.forced)),
        Column::count(["dead ends", "dead"], counts(|f| f.dead_ends)),
        Column::count(["back", "back"], counts(|f| f.backtracks)),
        Column::right(
            ["depth", "depth"],
            figures.iter().map(|f| f.depth.to_string()).collect(),
        ),
        Column::right(
            ["per solve", "solve"],
            figures
                .iter()
                .map(|f| f.time.map_or_else(|| "-".to_owned(), duration))
                .collect(),
        ),
    ]
}

fn heading(column: &Column, setting: Setting) -> &'static str {
    column.heading[usize::from(setting.short)]
}

fn row(
    cells: impl Iterator<Item = String>,
    columns: &[Column],
    (widths, gap): (&[usize], usize),
) -> String {
    let cells: Vec<String> = cells
        .zip(columns)
        .zip(widths)
        .map(|((cell, column), &width)| {
            let cell = text::ellipsize(&cell, width);
            let pad = " ".repeat(width.saturating_sub(text::width(&cell)));
            if column.left {
                format!("{cell}{pad}")
            } else {
                format!("{pad}{cell}")
            }
        })
        .collect();
    cells.join(&" ".repeat(gap)).trim_end().to_owned()
}

/// Three figures at most: `1.52 ms`, `340 µs`, `2.85 s`, `12.3 ms`.
fn duration(d: std::time::Duration) -> String {
    let s = d.as_secs_f64();
    let (value, unit) = if s >= 1.0 {
        (s, "s")
    } else if s >= 1e-3 {
        (s * 1e3, "ms")
    } else {
        (s * 1e6, "µs")
    };
    if value >= 100.0 {
        format!("{value:.0} {unit}")
    } else if value >= 10.0 {
        format!("{value:.1} {unit}")
    } else {
        format!("{value:.2} {unit}")
    }
}

#[cfg(test)]
mod tests;
