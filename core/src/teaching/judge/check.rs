//! The judge's decision on one output, and for a wrong one, the first thing wrong in words.
//!
//! Whitespace is treated as the online judge treats it: spaces and tabs at the end of a line,
//! `\r` line ends and blank lines at the end of the output are ignored; anything else counts.
//! 2580's special judge reads numbers separated by any whitespace.

use std::fmt;

use crate::cell::{Cell, Digit, Unit};
use crate::grid::Grid;

use super::{Case, Problem};

/// Accepted, or a wrong answer and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Accepted,
    Wrong(Failure),
}

/// The first thing wrong with an output.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// The puzzle of the case it is about (0-based; always 0 for 2239 and 2580).
    pub puzzle: usize,
    pub why: Why,
    /// That puzzle's board as far as it could be read from the output (0 where nothing could
    /// be), to show beside the expected one; `None` when the output has none of it.
    pub received: Option<Grid>,
}

/// What is wrong, in the words a learner needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    NoOutput,
    /// A line is not what the layout asks for (`found` is quoted, or "the end of the output").
    Layout {
        line: usize,
        expected: String,
        found: String,
    },
    /// More output after the last answer (`several`: the case asks for more than one).
    Extra {
        line: usize,
        found: String,
        several: bool,
    },
    /// A blank left unfilled (printed as 0).
    Blank {
        cell: Cell,
    },
    GivenChanged {
        cell: Cell,
        given: Digit,
        found: Option<Digit>,
    },
    RuleBroken {
        unit: Unit,
        digit: Digit,
        first: Cell,
        second: Cell,
    },
    /// 2239: a valid completion, but an earlier cell in reading order could be smaller.
    NotSmallest {
        cell: Cell,
        found: Digit,
        smallest: Digit,
    },
    /// 4574: a valid Sudoku that is not the puzzle's answer.
    Differs {
        cell: Cell,
        found: Digit,
        expected: Digit,
    },
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Why::NoOutput => f.write_str("no output"),
            Why::Layout {
                line,
                expected,
                found,
            } => write!(f, "line {line}: expected {expected}, found {found}"),
            Why::Extra {
                line,
                found,
                several,
            } => {
                let last = if *several { "the last" } else { "the" };
                write!(f, "line {line}: more output after {last} answer: {found}")
            }
            Why::Blank { cell } => write!(f, "{cell} is left empty (0)"),
            Why::GivenChanged { cell, given, found } => {
                let found = found.map_or_else(|| "0".to_owned(), |d| d.to_string());
                write!(
                    f,
                    "a given was changed at {cell}: the puzzle has {given}, the output {found}"
                )
            }
            Why::RuleBroken {
                unit,
                digit,
                first,
                second,
            } => write!(f, "{unit} has two {digit}s ({first} and {second})"),
            Why::NotSmallest {
                cell,
                found,
                smallest,
            } => write!(
                f,
                "a valid solution, but not the smallest: {cell} is {found} where the smallest has {smallest}"
            ),
            Why::Differs {
                cell,
                found,
                expected,
            } => write!(
                f,
                "{cell} is {found} where the answer has {expected} (a valid Sudoku, but not this puzzle's solution)"
            ),
        }
    }
}

impl Failure {
    /// The reason as a sentence, naming the puzzle when the case has several.
    #[must_use]
    pub fn describe(&self, case: &Case) -> String {
        if case.problem == Problem::Boj4574 && case.puzzles.len() > 1 {
            format!("puzzle {}: {}", self.puzzle + 1, self.why)
        } else {
            self.why.to_string()
        }
    }
}

/// The judge's verdict on `output` for `case`. The output is read as it goes, never copied
/// or split into a list of all its lines: it may be tens of MiB (a program that floods).
#[must_use]
pub fn judge(case: &Case, output: &str) -> Verdict {
    let wrong = if case.problem.is_exact() {
        // Every line an exact judge looks at is among the expected ones and the one after.
        let (lines, more) = judged_lines(output, case.expected_lines().len() + 1);
        exact(case, &lines, more)
    } else {
        special(case, output)
    };
    wrong.map_or(Verdict::Accepted, Verdict::Wrong)
}

/// The output's first `keep` lines as the judge compares them (line ends and trailing spaces
/// dropped, and the blank lines at the end), and whether anything but blank lines follows.
fn judged_lines(output: &str, keep: usize) -> (Vec<&str>, bool) {
    let mut all = output.lines().map(str::trim_end);
    let mut lines: Vec<&str> = all.by_ref().take(keep).collect();
    let more = all.any(|line| !line.is_empty());
    if !more {
        while lines.last().is_some_and(|l| l.is_empty()) {
            lines.pop();
        }
    }
    (lines, more)
}

/// A line as a message shows it: quoted, escaped (a program's output may hold anything), and
/// cut when long.
#[must_use]
pub fn quote(line: &str) -> String {
    const MAX: usize = 40;
    let line = crate::text::escape(line);
    if line.chars().count() > MAX {
        let cut: String = line.chars().take(MAX).collect();
        format!("\"{cut}…\"")
    } else {
        format!("\"{line}\"")
    }
}

fn end_of_output() -> String {
    "the end of the output".to_owned()
}

/// 2239 and 4574: the output must be the expected lines; when it is not, the first reason.
/// `lines` are the output's first judged lines, `more` whether others follow.
fn exact(case: &Case, lines: &[&str], more: bool) -> Option<Failure> {
    let expected = case.expected_lines();
    if !more && lines == expected.as_slice() {
        return None;
    }
    if lines.is_empty() {
        return Some(Failure {
            puzzle: 0,
            why: Why::NoOutput,
            received: None,
        });
    }
    let header = usize::from(case.problem == Problem::Boj4574);
    let block = 9 + header;
    for (index, answer) in case.answers.iter().enumerate() {
        let start = index * block;
        let fail = |why| {
            Some(Failure {
                puzzle: index,
                why,
                received: None,
            })
        };
        if header == 1 {
            let title = format!("Puzzle {}", index + 1);
            match lines.get(start) {
                Some(&line) if line == title => {}
                found => {
                    return fail(Why::Layout {
                        line: start + 1,
                        expected: quote(&title),
                        found: found.map_or_else(end_of_output, |l| quote(l)),
                    });
                }
            }
        }
        let rows = lines.get(start + header..).unwrap_or_default();
        let (received, layout) = digit_rows(rows, start + header);
        let givens = case.puzzles[index].grid();
        let why = layout.or_else(|| explain(case.problem, givens, &received, answer));
        if let Some(why) = why {
            return Some(Failure {
                puzzle: index,
                why,
                received: Some(received),
            });
        }
    }
    let extra = case.answers.len() * block;
    let found = lines.get(extra).map_or_else(end_of_output, |l| quote(l));
    Some(Failure {
        puzzle: case.answers.len().saturating_sub(1),
        why: Why::Extra {
            line: extra + 1,
            found,
            several: case.answers.len() != 1,
        },
        received: None,
    })
}

/// Nine rows of nine digits from `rows` (line numbers from `before + 1`): the board, with 0
/// where a row could not be read, and the first line that is not 9 digits.
fn digit_rows(rows: &[&str], before: usize) -> (Grid, Option<Why>) {
    let mut values = [0u8; 81];
    let mut layout = None;
    for r in 0..9 {
        let line = rows.get(r).copied();
        let digits: Vec<u8> = line
            .unwrap_or_default()
            .bytes()
            .filter(u8::is_ascii_digit)
            .map(|b| b - b'0')
            .collect();
        // The board shows what can be read even from a line in the wrong layout.
        for (c, &d) in digits.iter().take(9).enumerate() {
            values[r * 9 + c] = d;
        }
        let good = line.is_some_and(|l| l.len() == 9 && digits.len() == 9);
        if !good && layout.is_none() {
            let expected = if digits.len() == 9 {
                "9 digits with nothing between them".to_owned()
            } else {
                "a row of 9 digits".to_owned()
            };
            layout = Some(Why::Layout {
                line: before + r + 1,
                expected,
                found: line.map_or_else(end_of_output, quote),
            });
        }
    }
    (Grid::from_values(values).unwrap_or_default(), layout)
}

/// 2580's special judge: 81 numbers, the givens kept, every unit holding each digit once.
fn special(case: &Case, output: &str) -> Option<Failure> {
    let mut values = [0u8; 81];
    let mut count = 0;
    let mut layout = None;
    // The judged lines end at the last one with something on it.
    let mut judged = 0;
    'lines: for (number, line) in output.lines().enumerate() {
        for token in line.split_whitespace() {
            judged = number + 1;
            if count == 81 {
                // The whole line quoted: one number of a board printed after the answer
                // says nothing of what it is.
                layout.get_or_insert(Why::Extra {
                    line: number + 1,
                    found: quote(line.trim()),
                    several: false,
                });
                // Nothing after the first number too many changes the verdict.
                break 'lines;
            }
            match token.parse::<u8>() {
                Ok(value @ 0..=9) => values[count] = value,
                _ => {
                    layout.get_or_insert(Why::Layout {
                        line: number + 1,
                        expected: "a number from 1 to 9".to_owned(),
                        found: quote(token),
                    });
                }
            }
            count += 1;
        }
    }
    if judged == 0 {
        return Some(Failure {
            puzzle: 0,
            why: Why::NoOutput,
            received: None,
        });
    }
    if count < 81 {
        layout.get_or_insert(Why::Layout {
            line: judged + 1,
            expected: format!("81 numbers ({} more)", 81 - count),
            found: end_of_output(),
        });
    }
    let received = Grid::from_values(values).unwrap_or_default();
    let why = layout.or_else(|| {
        explain(
            case.problem,
            case.puzzles[0].grid(),
            &received,
            &case.answers[0],
        )
    })?;
    Some(Failure {
        puzzle: 0,
        why,
        received: Some(received),
    })
}

/// Why a board read from the output is not accepted, `None` if it is.
fn explain(problem: Problem, givens: &Grid, received: &Grid, answer: &Grid) -> Option<Why> {
    for cell in Cell::all() {
        if let Some(given) = givens.get(cell)
            && received.get(cell) != Some(given)
        {
            return Some(Why::GivenChanged {
                cell,
                given,
                found: received.get(cell),
            });
        }
    }
    if let Some(cell) = Cell::all().find(|&c| received.get(c).is_none()) {
        return Some(Why::Blank { cell });
    }
    if let Some(why) = rule_broken(received) {
        return Some(why);
    }
    if !problem.is_exact() {
        return None;
    }
    let cell = Cell::all().find(|&c| received.get(c) != answer.get(c))?;
    let (found, expected) = (received.get(cell)?, answer.get(cell)?);
    Some(if problem == Problem::Boj2239 {
        Why::NotSmallest {
            cell,
            found,
            smallest: expected,
        }
    } else {
        Why::Differs {
            cell,
            found,
            expected,
        }
    })
}

/// The first unit (rows, then columns, then boxes) holding a digit twice, and the two cells.
#[must_use]
pub fn rule_broken(grid: &Grid) -> Option<Why> {
    Unit::all().find_map(|unit| {
        let cells = unit.cells();
        cells.iter().enumerate().find_map(|(i, &second)| {
            let digit = grid.get(second)?;
            let first = cells[..i].iter().find(|&&c| grid.get(c) == Some(digit))?;
            Some(Why::RuleBroken {
                unit,
                digit,
                first: *first,
                second,
            })
        })
    })
}
