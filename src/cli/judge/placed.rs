//! The right answer in a wrong layout: when an output's layout mistake (a header line, blank
//! lines between rows, text after the board) hides 9 rows that are the right answer, where
//! those rows stand and what else is in their way, so the board is drawn as printed, not
//! shifted, and the learner is told plainly that only the layout is wrong.

use stepdoku_core::grid::Grid;
use stepdoku_core::hint::notation::and_list;
use stepdoku_core::teaching::judge::check::quote;
use stepdoku_core::teaching::judge::{Case, Problem};

use crate::tui::text::thousands;

/// The 9 rows of the right answer, found in the output, and the lines the judge did not want.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placed {
    pub grid: Grid,
    /// The output lines (1-based) of the 9 rows, in order.
    pub lines: [usize; 9],
    /// The rows not written as the judge reads one (2239 and 4574: spaces between digits, or
    /// before them; 2580: digits together): their lines.
    pub unlike_judge: Vec<usize>,
    /// The first few lines in the rows' way that the judge does not want (not blank), each
    /// with its text, and how many there are in all.
    pub extra: Vec<(usize, String)>,
    pub extra_count: usize,
    /// The blank lines in the rows' way (2239 and 4574; 2580's judge skips them): the first
    /// few runs of them (1-based, first and last), and how many there are in all.
    pub blank: Vec<(usize, usize)>,
    pub blank_count: usize,
    /// 4574: the puzzle's title line, when it is not as the judge wants it.
    pub title: Option<Title>,
}

/// What became of a 4574 puzzle's title line (`Puzzle k`), with the title expected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Title {
    /// The line before the rows stands where the title should: its number and text.
    Misprinted(usize, String, String),
    /// No line before the rows: the line the first row is on.
    Missing(usize, String),
}

/// How many extra lines are named with their text; the others are counted.
const NAMED: usize = 3;

/// How many runs of blank lines are named; the others are counted.
const BLANK_RUNS: usize = 8;

/// The right answer of puzzle `puzzle` as rows of `output`, when its rows (the 9 rows of 9
/// digits after those of the puzzles before it, which the judge found right) are that
/// answer; `None` otherwise. For 2239 and 4574 "right" is the expected board, for 2580 any
/// completion of the puzzle.
#[must_use]
pub fn find(case: &Case, puzzle: usize, output: &str) -> Option<Placed> {
    let needed = 9 * (puzzle + 1);
    let mut found: Vec<(usize, [u8; 9], bool)> = Vec::with_capacity(needed);
    for (index, line) in output.lines().enumerate() {
        if let Some(digits) = row(line) {
            found.push((index, digits, as_judged(case.problem, line)));
            if found.len() == needed {
                break;
            }
        }
    }
    if found.len() < needed {
        return None;
    }
    // The rows of the puzzles before, which the judge found right, end before this one's.
    let start = (9 * puzzle).checked_sub(1).map_or(0, |i| found[i].0 + 1);
    let rows = &found[9 * puzzle..];
    let mut values = [0u8; 81];
    for (r, (_, digits, _)) in rows.iter().enumerate() {
        values[r * 9..r * 9 + 9].copy_from_slice(digits);
    }
    let grid = Grid::from_values(values)?;
    let right = if case.problem.is_exact() {
        case.answers.get(puzzle) == Some(&grid)
    } else {
        case.puzzles.get(puzzle)?.grid().is_completed_by(&grid)
    };
    if !right {
        return None;
    }
    let lines: [usize; 9] = std::array::from_fn(|r| rows[r].0);
    let last_puzzle = puzzle + 1 == case.puzzles.len();
    let mut placed = Placed {
        grid,
        lines: lines.map(|l| l + 1),
        unlike_judge: rows
            .iter()
            .filter(|(_, _, judged)| !judged)
            .map(|(l, _, _)| l + 1)
            .collect(),
        extra: Vec::new(),
        extra_count: 0,
        blank: Vec::new(),
        blank_count: 0,
        title: None,
    };
    placed.sort_out(case, puzzle, output, (start, lines, last_puzzle));
    // Nothing found in the way: the judge's own reason is all there is to say.
    placed.describe(case.problem)?;
    Some(placed)
}

impl Placed {
    /// Its output lines numbered by `original` (found in an output with lines left out).
    pub fn renumber(&mut self, original: impl Fn(usize) -> usize) {
        for line in self.lines.iter_mut().chain(&mut self.unlike_judge) {
            *line = original(*line);
        }
        for (line, _) in &mut self.extra {
            *line = original(*line);
        }
        for (first, last) in &mut self.blank {
            (*first, *last) = (original(*first), original(*last));
        }
        if let Some(Title::Misprinted(line, ..) | Title::Missing(line, _)) = &mut self.title {
            *line = original(*line);
        }
    }

    /// Reads the lines around and between the rows (0-based `lines`, from the line `start`
    /// after the puzzle before; to the end for the last puzzle) for what the judge does not
    /// want. The output is read as it goes, never held line by line: it may be a flood.
    fn sort_out(
        &mut self,
        case: &Case,
        puzzle: usize,
        output: &str,
        (start, lines, last_puzzle): (usize, [usize; 9], bool),
    ) {
        let (first, last) = (lines[0], lines[8]);
        let region = || {
            output
                .lines()
                .enumerate()
                .skip(start)
                .take_while(move |&(index, _)| last_puzzle || index <= last)
                .map(|(index, line)| (index, line.trim_end()))
        };
        let title_at = if case.problem == Problem::Boj4574 {
            self.title_line(
                puzzle,
                region().take_while(|&(index, _)| index < first),
                first,
            )
        } else {
            None
        };
        let skips_blanks = case.problem == Problem::Boj2580;
        // Blank lines after the rows count only when text follows them: the judge ignores
        // those at the end of the output.
        let mut pending: Option<(usize, usize)> = None;
        for (index, line) in region() {
            if lines.contains(&index)
                || Some(index) == title_at
                || (skips_blanks && line.is_empty())
            {
                continue;
            }
            if line.is_empty() {
                if index > last {
                    let run = pending.get_or_insert((index + 1, index + 1));
                    run.1 = index + 1;
                } else {
                    self.add_blank(index + 1, index + 1);
                }
                continue;
            }
            if let Some((from, to)) = pending.take() {
                self.add_blank(from, to);
            }
            self.extra_count += 1;
            if self.extra.len() < NAMED {
                self.extra.push((index + 1, line.to_owned()));
            }
        }
    }

    /// 4574: the line of the puzzle's title among the lines before its rows (`heading`), or
    /// the line standing in its place (the last with text), noted as misprinted; `None` and
    /// noted missing when there is none.
    fn title_line<'a>(
        &mut self,
        puzzle: usize,
        heading: impl Iterator<Item = (usize, &'a str)>,
        first: usize,
    ) -> Option<usize> {
        let title = format!("Puzzle {}", puzzle + 1);
        let mut exact = None;
        let mut last_text = None;
        for (index, line) in heading {
            if line == title && exact.is_none() {
                exact = Some(index);
            }
            if !line.is_empty() {
                last_text = Some((index, line));
            }
        }
        if exact.is_some() {
            return exact;
        }
        self.title = Some(match last_text {
            Some((index, line)) => Title::Misprinted(index + 1, line.to_owned(), title),
            None => Title::Missing(first + 1, title),
        });
        last_text.map(|(index, _)| index)
    }

    /// Blank lines `from` to `to` (1-based) are in the rows' way.
    fn add_blank(&mut self, from: usize, to: usize) {
        self.blank_count += to + 1 - from;
        let kept = self.blank.len();
        match self.blank.last_mut() {
            Some((_, end)) if *end + 1 == from => *end = to,
            _ if kept < BLANK_RUNS => self.blank.push((from, to)),
            _ => {}
        }
    }

    /// What the layout got wrong, in words: `the 9 rows are the right answer, at output
    /// lines 2-10; line 1 "answer:" is extra`. `None` when nothing is found in the way (the
    /// judge's own reason is then all there is to say).
    #[must_use]
    pub fn describe(&self, problem: Problem) -> Option<String> {
        // Each mistake with the line it starts at: they are said in the output's order.
        let mut wrong: Vec<(usize, String)> = Vec::new();
        match &self.title {
            Some(Title::Misprinted(line, found, title)) => wrong.push((
                *line,
                format!(
                    "line {line} {} should be the title {}",
                    quote(found),
                    quote(title)
                ),
            )),
            Some(Title::Missing(line, title)) => wrong.push((
                *line,
                format!("the title {} is missing before line {line}", quote(title)),
            )),
            None => {}
        }
        if !self.extra.is_empty() {
            let named: Vec<String> = self
                .extra
                .iter()
                .map(|(line, text)| format!("{line} {}", quote(text)))
                .collect();
            let more = self.extra_count - self.extra.len();
            let list = if more > 0 {
                format!("{} and {} more", named.join(", "), thousands(more as u64))
            } else {
                and_list(&named)
            };
            let (lines, are) = if self.extra_count == 1 {
                ("line", "is")
            } else {
                ("lines", "are")
            };
            wrong.push((self.extra[0].0, format!("{lines} {list} {are} extra")));
        }
        if self.blank_count > 0 {
            let (lines, are) = if self.blank_count == 1 {
                ("line", "is")
            } else {
                ("lines", "are")
            };
            let named: usize = self.blank.iter().map(|(a, b)| b + 1 - a).sum();
            let list = runs(&self.blank);
            let list = if named < self.blank_count {
                format!(
                    "{}, … ({} in all)",
                    list.join(", "),
                    thousands(self.blank_count as u64)
                )
            } else {
                and_list(&list)
            };
            let first = self.blank.first().map_or(0, |run| run.0);
            wrong.push((first, format!("blank {lines} {list} {are} extra")));
        }
        if !self.unlike_judge.is_empty() {
            let how = if problem == Problem::Boj2580 {
                "9 numbers separated by spaces"
            } else {
                "9 digits with nothing before or between them"
            };
            let (rows, are) = if self.unlike_judge.len() == 1 {
                ("the row at line", "is")
            } else {
                ("the rows at lines", "are")
            };
            wrong.push((
                usize::MAX,
                format!(
                    "{rows} {} {are} not as the judge reads a row ({how})",
                    spans(&self.unlike_judge)
                ),
            ));
        }
        if wrong.is_empty() {
            return None;
        }
        wrong.sort_by_key(|(line, _)| *line);
        let wrong: Vec<String> = wrong.into_iter().map(|(_, said)| said).collect();
        let what = if problem.is_exact() {
            "the right answer"
        } else {
            "a right answer"
        };
        Some(format!(
            "the 9 rows are {what}, at output lines {}; {}",
            spans(&self.lines),
            wrong.join("; ")
        ))
    }
}

/// `line` as a row of 9 digits: nine digits together, or each alone between whitespace.
pub fn row(line: &str) -> Option<[u8; 9]> {
    let words: Vec<&str> = line.split_whitespace().take(10).collect();
    let digits: String = match words.as_slice() {
        [one] => (*one).to_owned(),
        nine if nine.len() == 9 && nine.iter().all(|w| w.len() == 1) => nine.concat(),
        _ => return None,
    };
    let bytes = digits.as_bytes();
    if bytes.len() != 9 || !bytes.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let mut out = [0u8; 9];
    for (cell, &b) in out.iter_mut().zip(bytes) {
        *cell = b - b'0';
    }
    Some(out)
}

/// Is `line`, a row of 9 digits, written as the judge reads one?
fn as_judged(problem: Problem, line: &str) -> bool {
    let line = line.trim_end();
    if problem == Problem::Boj2580 {
        line.split_whitespace().count() == 9
    } else {
        line.len() == 9
    }
}

/// Line numbers in increasing order as runs: `2-10`, `2, 4 and 6`, `1-3 and 7`.
fn spans(lines: &[usize]) -> String {
    let mut found: Vec<(usize, usize)> = Vec::new();
    for &line in lines {
        match found.last_mut() {
            Some((_, end)) if *end + 1 == line => *end = line,
            _ => found.push((line, line)),
        }
    }
    and_list(&runs(&found))
}

/// Runs of line numbers (first and last) as words: `2-10`, `4`.
fn runs(runs: &[(usize, usize)]) -> Vec<String> {
    runs.iter()
        .map(|&(a, b)| {
            if a == b {
                a.to_string()
            } else {
                format!("{a}-{b}")
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::{row, spans};

    #[test]
    fn line_numbers_are_said_as_runs() {
        assert_eq!(spans(&[2, 3, 4, 5, 6, 7, 8, 9, 10]), "2-10");
        assert_eq!(spans(&[2, 4, 6]), "2, 4 and 6");
        assert_eq!(spans(&[1, 2, 3, 7]), "1-3 and 7");
        assert_eq!(spans(&[5]), "5");
    }

    #[test]
    fn a_row_is_nine_digits_together_or_spaced_and_nothing_else() {
        assert_eq!(row("123456789"), Some([1, 2, 3, 4, 5, 6, 7, 8, 9]));
        assert_eq!(row("1 2 3 4 5 6 7 8 0 "), Some([1, 2, 3, 4, 5, 6, 7, 8, 0]));
        assert_eq!(row("dfs 0 1 4"), None);
        assert_eq!(row("hello\u{1b}[2J"), None);
        assert_eq!(row("Puzzle 1:"), None);
        assert_eq!(row("12345678"), None);
        assert_eq!(row("1234567890"), None);
        assert_eq!(row("12 3 4 5 6 7 8 9"), None);
    }
}
