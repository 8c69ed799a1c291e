//! A failure, shown plainly: the input, the expected and the received boards side by side
//! (the received one whatever the verdict: a crash or a time-out leaves output too), the cells
//! in question in brackets, and the reason in words.

use std::fmt::Write as _;

use stepdoku_core::cell::{Cell, Unit};
use stepdoku_core::grid::Grid;
use stepdoku_core::teaching::judge::{Case, Problem, Why};
use stepdoku_core::text::escape;

use super::board::Board;
use super::received::Received;
use super::tabs::tabs_as_spaces;
use super::verdict::{Code, Outcome, Printed};
use crate::tui::text::thousands;

/// Said under a failure whose program printed nothing and did not end by itself: all the
/// judge saw is that nothing came, and a killed program's buffered output never does. C's
/// `printf` to a pipe is fully buffered (a newline does not flush it), and `cout` writes
/// through it, or with `sync_with_stdio(false)` through a buffer of its own, which `endl`
/// flushes either way.
pub const LOST_WHEN_KILLED: &str = "nothing reached the judge before the program was killed, \
    and output still in a buffer is lost at a kill: printf and cout to a pipe hold it until \
    the program exits, the buffer fills or it is flushed (fflush(stdout) after the answer, or \
    endl; '\\n' alone does not flush)";

/// The failure report of `outcome` on `case` under `heading` (`first failure`), ending with a
/// newline: whatever the verdict, what the program printed is shown beside what was expected.
#[must_use]
pub fn failure(heading: &str, case: &Case, outcome: &Outcome) -> String {
    let head = format!(
        "{heading}: {} ({}): ",
        escape(&case.name),
        outcome.code.name()
    );
    let mut out = String::new();
    // Within 80 columns: the rest of a long reason on indented lines under it.
    for line in super::fit::fitted(&head, &outcome.why_on_its_line(), 2) {
        let _ = writeln!(out, "{line}");
    }
    for line in outcome.exception_lines() {
        let _ = writeln!(out, "{line}");
    }
    let puzzle = outcome.received.puzzle();
    let received = outcome.board.as_ref();
    let input = case.puzzles.get(puzzle).map(|p| *p.grid());
    let expected = case.answers.get(puzzle).copied();
    if case.puzzles.len() > 1 {
        let _ = writeln!(out, "puzzle {} of {}", puzzle + 1, case.puzzles.len());
    }
    let printed_nothing = outcome.stdout.nothing;
    let whole = received.is_some_and(|b| b.read == ALL_ROWS);
    if let (Some(input), Some(expected)) = (input, expected) {
        let marked = marks(case.problem, outcome, received, &expected);
        let expected_title = if case.problem.is_exact() {
            "expected"
        } else {
            "a solution (any passes)"
        };
        let received_title = match (&outcome.received, received) {
            (Received::RightThenMore { .. }, _) => "received (its first)",
            (_, Some(board)) if board.by_rows => "received, read as rows",
            _ => "received",
        };
        let nothing = if printed_nothing {
            "(no output)"
        } else {
            "(no board readable)"
        };
        let boards = [
            Drawn::board("input", input),
            Drawn::board(expected_title, expected),
            Drawn {
                title: received_title,
                grid: received.map(|b| b.grid),
                marks: marked,
                read: received.map_or(ALL_ROWS, |b| b.read),
                instead: nothing,
            },
        ];
        out.push_str(&side_by_side(&boards));
        if let Some(board) = received {
            if let Some(said) = board.placed.as_ref().and_then(|p| p.describe(case.problem)) {
                out.push_str(&said);
                out.push('\n');
            } else if !whole {
                out.push_str(&not_read(board));
            }
            if marked != 0 {
                out.push_str(&legend(marked));
            }
        }
    }
    if !whole && !printed_nothing {
        out.push_str("received:\n");
        out.push_str(&quoted(&outcome.stdout));
    }
    if printed_nothing && outcome.killed {
        for line in super::fit::fitted("", LOST_WHEN_KILLED, 0) {
            let _ = writeln!(out, "{line}");
        }
    }
    if matches!(
        outcome.code,
        Code::RuntimeError | Code::MemoryLimit | Code::TimeLimit
    ) && !outcome.stderr.is_blank()
    {
        out.push_str("its stderr:\n");
        out.push_str(&outcome.stderr.shown());
    }
    out
}

/// The end of what a program printed (its last [`Printed::LAST`] lines), indented, each
/// escaped: the program's output is shown, never sent to the terminal as it is.
fn quoted(printed: &Printed) -> String {
    let skip = printed.lines.saturating_sub(printed.last.len());
    let mut out = String::new();
    if skip > 0 {
        let lines = if skip == 1 { "line" } else { "lines" };
        let _ = writeln!(out, "  … {} {lines} before", thousands(skip as u64));
    }
    for line in &printed.last {
        let line: String = tabs_as_spaces(line).chars().take(Printed::WIDTH).collect();
        let _ = writeln!(out, "  {line}");
    }
    out
}

/// The received cells to mark: for an exact judge every cell that differs from the expected
/// board; for 2580, the cells the reason names (another solution differs everywhere and is
/// still right).
fn marks(problem: Problem, outcome: &Outcome, received: Option<&Board>, expected: &Grid) -> u128 {
    let Some(board) = received else {
        return 0;
    };
    let received = board.grid;
    let mut set = 0u128;
    if problem.is_exact() {
        // A row not read holds nothing to compare.
        let read = |c: &Cell| board.has_row(c.row());
        for cell in Cell::all()
            .filter(read)
            .filter(|&c| received.get(c) != expected.get(c))
        {
            set |= 1 << cell.index();
        }
    }
    let mistake = match &outcome.received {
        Received::Wrong(failure) => Some(&failure.why),
        Received::Echo { then, .. } => match &**then {
            Received::Wrong(failure) => Some(&failure.why),
            _ => None,
        },
        _ => None,
    };
    let named: Vec<Cell> = match mistake {
        Some(
            Why::Blank { cell }
            | Why::GivenChanged { cell, .. }
            | Why::NotSmallest { cell, .. }
            | Why::Differs { cell, .. },
        ) => vec![*cell],
        Some(Why::RuleBroken { first, second, .. }) => vec![*first, *second],
        _ => Vec::new(),
    };
    for cell in named {
        set |= 1 << cell.index();
    }
    set
}

/// One board to draw, under its title.
struct Drawn<'a> {
    title: &'a str,
    grid: Option<Grid>,
    /// The cells put in brackets.
    marks: u128,
    /// The rows read (bit `r` for row `r`); the others are drawn `?`.
    read: u16,
    /// What is said in the board's place when there is none.
    instead: &'a str,
}

impl<'a> Drawn<'a> {
    /// A whole board, nothing marked.
    fn board(title: &'a str, grid: Grid) -> Self {
        Drawn {
            title,
            grid: Some(grid),
            marks: 0,
            read: ALL_ROWS,
            instead: "",
        }
    }
}

/// Every row of a board read.
const ALL_ROWS: u16 = (1 << 9) - 1;

/// Boards next to each other, each under its title (or the words said in its place).
fn side_by_side(boards: &[Drawn]) -> String {
    const WIDTH: usize = 24;
    let mut lines = vec![String::new(); 12];
    for drawn in boards {
        let title = drawn.title;
        let mut column = vec![format!("{title:WIDTH$}")];
        match &drawn.grid {
            Some(grid) => column.extend(rows(grid, drawn.marks, drawn.read)),
            None => column.push(drawn.instead.to_owned()),
        }
        for (i, line) in lines.iter_mut().enumerate() {
            let cell = column.get(i).map_or("", String::as_str);
            let _ = write!(line, "  {cell:WIDTH$}");
        }
    }
    lines
        .iter()
        .map(|l| l.trim_end())
        .filter(|l| !l.is_empty())
        .map(|l| format!("{l}\n"))
        .collect()
}

/// Why rows of a board read row by row are `?`: the lines in their place that are no row of
/// 9 digits, and where the output ended.
fn not_read(board: &Board) -> String {
    let mut why = Vec::new();
    match board.not_rows.as_slice() {
        [] => {}
        [line] => why.push(format!("output line {line} is no row of 9 digits")),
        lines => {
            let list: Vec<String> = lines.iter().map(ToString::to_string).collect();
            why.push(format!(
                "output lines {} are no rows of 9 digits",
                list.join(", ")
            ));
        }
    }
    if let Some(line) = board.ended_at {
        why.push(format!("the output ends before line {line}"));
    }
    format!("? marks rows not read: {}\n", why.join("; "))
}

/// What the brackets on the received board enclose, naming the cells (the first few).
fn legend(marks: u128) -> String {
    const NAMED: usize = 6;
    let cells: Vec<String> = Cell::all()
        .filter(|c| marks >> c.index() & 1 == 1)
        .map(|c| c.to_string())
        .collect();
    let shown = cells[..cells.len().min(NAMED)].join(", ");
    let more = cells.len().saturating_sub(NAMED);
    let (what, list) = match (cells.len(), more) {
        (1, _) => ("the received cell in question", shown),
        (_, 0) => ("the received cells in question", shown),
        (_, more) => (
            "the received cells in question",
            format!("{shown} and {more} more"),
        ),
    };
    format!("brackets mark {what}: {list}\n")
}

/// A board as 11 lines (rule lines between bands), `.` for a blank, `?` across a row not
/// read. Marked cells are put in brackets, a run of marked neighbours in one pair (`[1 3]`),
/// so each bracket stands beside the cell it marks; every line starts with a space to hold a
/// bracket before column 1.
fn rows(grid: &Grid, marks: u128, read: u16) -> Vec<String> {
    let marked = |cell: Cell| marks >> cell.index() & 1 == 1;
    let mut out = Vec::new();
    for r in 0..9u8 {
        if r == 3 || r == 6 {
            out.push(" ------+-------+------".to_owned());
        }
        let mut line = String::from(" ");
        for cell in Unit::Row(r).cells() {
            let col = cell.col();
            if col == 3 || col == 6 {
                line.push_str("| ");
            }
            // The space before this cell holds `[` when a run of marks starts here.
            let joined = col % 3 != 0 && Cell::at(usize::from(r), col - 1).is_some_and(marked);
            if marked(cell) && !joined {
                line.pop();
                line.push('[');
            }
            let shown = if read >> r & 1 == 0 {
                '?'
            } else {
                grid.get(cell).map_or('.', stepdoku_core::Digit::to_char)
            };
            line.push(shown);
            let next_joined = col % 3 != 2 && Cell::at(usize::from(r), col + 1).is_some_and(marked);
            line.push(if marked(cell) && !next_joined {
                ']'
            } else {
                ' '
            });
        }
        out.push(line.trim_end().to_owned());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lines_before_the_end_shown_are_counted_in_words_that_fit_the_count() {
        let text = |n: usize| (1..=n).map(|i| format!("line {i}\n")).collect::<String>();
        let one = quoted(&Printed::of(&text(Printed::LAST + 1)));
        assert!(one.starts_with("  … 1 line before\n"), "{one}");
        let two = quoted(&Printed::of(&text(Printed::LAST + 2)));
        assert!(two.starts_with("  … 2 lines before\n"), "{two}");
    }
}
