//! The received board drawn beside the expected one. When the judge read a whole board from
//! the output, that board; after a layout mistake (or text after the answer), the right
//! answer's 9 rows wherever they stand when they are that answer (`placed`), else only the
//! lines in the board's place that are rows of 9 digits (together, or one space or more
//! between them), each where it stands, the other rows not read: digits are never picked out
//! of other text (a debug line, an escape code, a title).

use stepdoku_core::grid::Grid;
use stepdoku_core::teaching::judge::{Case, Problem, Why};

use super::echo;
use super::placed::{self, Placed, row};
use super::received::Received;

/// What of the received board could be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    pub grid: Grid,
    /// The rows read, bit `r` for row `r` (0-based); a row not read is empty in `grid`.
    pub read: u16,
    /// Read row by row after a layout mistake, not as the judge reads a board.
    pub by_rows: bool,
    /// The output's lines (1-based) in the place of a row that are no row of 9 digits.
    pub not_rows: Vec<usize>,
    /// The output ended before the last row: the line number it would have had.
    pub ended_at: Option<usize>,
    /// The right answer's rows, found out of the judge's layout.
    pub placed: Option<Placed>,
}

/// Every row read.
const ALL_ROWS: u16 = (1 << 9) - 1;

impl Board {
    /// A board read whole.
    fn whole(grid: Grid) -> Self {
        Board {
            grid,
            read: ALL_ROWS,
            by_rows: false,
            not_rows: Vec::new(),
            ended_at: None,
            placed: None,
        }
    }

    /// Its output lines numbered by `original` (read from an output with lines left out).
    fn renumber(&mut self, original: impl Fn(usize) -> usize) {
        for line in &mut self.not_rows {
            *line = original(*line);
        }
        self.ended_at = self.ended_at.map(&original);
        if let Some(placed) = &mut self.placed {
            placed.renumber(original);
        }
    }

    /// Was row `r` read?
    #[must_use]
    pub fn has_row(&self, r: usize) -> bool {
        self.read >> r & 1 == 1
    }
}

/// The board `output` holds for the puzzle `received` is about, `None` when nothing of it
/// could be read.
#[must_use]
pub fn read(case: &Case, received: &Received, output: &str) -> Option<Board> {
    match received {
        Received::Nothing => None,
        Received::Right | Received::RightThenMore { .. } | Received::Repeated { .. } => {
            case.answers.first().copied().map(Board::whole)
        }
        // The board without the echoes of the input: the program's answer, its lines
        // numbered as printed.
        Received::Echo { boards, then, .. } => {
            let mut board = read(case, then, &echo::without(output, boards))?;
            board.renumber(|line| echo::original_line(line, boards));
            Some(board)
        }
        Received::Wrong(failure)
            if matches!(failure.why, Why::Layout { .. } | Why::Extra { .. }) =>
        {
            match placed::find(case, failure.puzzle, output) {
                Some(placed) => Some(Board {
                    grid: placed.grid,
                    read: ALL_ROWS,
                    by_rows: true,
                    not_rows: Vec::new(),
                    ended_at: None,
                    placed: Some(placed),
                }),
                None if matches!(failure.why, Why::Layout { .. }) => {
                    by_rows(case, failure.puzzle, output)
                }
                None => failure.received.map(Board::whole),
            }
        }
        Received::Wrong(failure) => failure.received.map(Board::whole),
    }
}

/// The rows of 9 digits in the place of puzzle `puzzle`'s board: for 2239 and 4574 the lines
/// the judge compares with its rows (4574's after the puzzle's title line, whatever that
/// line holds); for 2580, whose judge skips whitespace, the first nine lines with something
/// on them.
fn by_rows(case: &Case, puzzle: usize, output: &str) -> Option<Board> {
    let lines = output.lines().enumerate();
    let place: Vec<(usize, &str)> = if case.problem == Problem::Boj2580 {
        lines
            .filter(|(_, l)| !l.trim().is_empty())
            .take(9)
            .collect()
    } else {
        let header = usize::from(case.problem == Problem::Boj4574);
        let start = puzzle * (9 + header) + header;
        lines.skip(start).take(9).collect()
    };
    let mut values = [0u8; 81];
    let mut read = 0u16;
    let mut not_rows = Vec::new();
    for (r, &(number, line)) in place.iter().enumerate() {
        match row(line) {
            Some(digits) => {
                values[r * 9..r * 9 + 9].copy_from_slice(&digits);
                read |= 1 << r;
            }
            None => not_rows.push(number + 1),
        }
    }
    if read == 0 {
        return None;
    }
    let ended_at = (place.len() < 9).then(|| place.last().map_or(1, |&(number, _)| number + 2));
    Some(Board {
        grid: Grid::from_values(values).unwrap_or_default(),
        read,
        by_rows: true,
        not_rows,
        ended_at,
        placed: None,
    })
}
