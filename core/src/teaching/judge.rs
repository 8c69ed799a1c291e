//! Judging a learner's output the way the online judge does, for BOJ 2239 (the smallest
//! solution, exact output), 2580 (any valid completion, a special judge) and 4574 Sudominoku
//! (exact output): the cases to run ([`cases`]), the answers they expect ([`Case`]) and, for a
//! wrong answer, what is wrong in words ([`check`]). Running the program is the binary's job;
//! this module never starts a process.

pub mod cases;
pub mod check;
mod samples;

use std::time::Duration;

use thiserror::Error;

use crate::domino::DominoMachine;
use crate::format::{self, Format, Puzzle};
use crate::grid::Grid;
use crate::solver::{Smallest, smallest_solution};

pub use check::{Failure, Verdict, Why, judge};

/// Steps the reference searches may take on one puzzle of a case before the case is refused:
/// far beyond any puzzle the judges' statements promise (these finish in well under 10⁶).
const REFERENCE_BUDGET: u64 = 200_000_000;

/// The problems stepdoku judges.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Problem {
    /// 9 lines of 9 digits; the answer is the smallest solution read row by row.
    Boj2239,
    /// 9 lines of 9 space-separated numbers; any solution is accepted.
    Boj2580,
    /// Sudominoku: several cases ended by `0`; each answer `Puzzle k` and 9 lines of digits.
    Boj4574,
}

impl Problem {
    pub const ALL: [Problem; 3] = [Problem::Boj2239, Problem::Boj2580, Problem::Boj4574];

    /// The problem's number on the judge.
    #[must_use]
    pub const fn number(self) -> u32 {
        match self {
            Problem::Boj2239 => 2239,
            Problem::Boj2580 => 2580,
            Problem::Boj4574 => 4574,
        }
    }

    /// `2239`, `boj2239` or `boj-2239`.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Self> {
        let name = name.to_ascii_lowercase();
        let digits = name
            .strip_prefix("boj-")
            .or_else(|| name.strip_prefix("boj"))
            .unwrap_or(&name);
        Self::ALL
            .into_iter()
            .find(|p| p.number().to_string() == digits)
    }

    /// The layout of the problem's input.
    #[must_use]
    pub const fn format(self) -> Format {
        match self {
            Problem::Boj2239 => Format::Boj2239,
            Problem::Boj2580 => Format::Boj2580,
            Problem::Boj4574 => Format::Sudominoku,
        }
    }

    /// The time limit of the problem's statement.
    #[must_use]
    pub const fn time_limit(self) -> Duration {
        match self {
            Problem::Boj2239 => Duration::from_secs(2),
            Problem::Boj2580 | Problem::Boj4574 => Duration::from_secs(1),
        }
    }

    /// Does the judge accept only one output (the others: any valid completion)?
    #[must_use]
    pub const fn is_exact(self) -> bool {
        !matches!(self, Problem::Boj2580)
    }
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.number())
    }
}

/// `PROBLEM` on the command line parses with this.
impl std::str::FromStr for Problem {
    type Err = UnknownProblem;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        Self::from_name(name).ok_or(UnknownProblem)
    }
}

#[derive(Debug, Error, PartialEq, Eq, Clone, Copy)]
#[error("expected 2239, 2580 or 4574")]
pub struct UnknownProblem;

/// One input for the program, with what the judge expects of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// A short name for reports and file names (`sample`, `empty`, `random-3`, …).
    pub name: String,
    pub problem: Problem,
    /// Exactly what the program reads on its standard input.
    pub input: String,
    /// The puzzles of the input (one for 2239 and 2580, any number for 4574).
    pub puzzles: Vec<Puzzle>,
    /// The answer of each puzzle: for 2239 the smallest solution, for 2580 one solution (any
    /// other is as good), for 4574 the only solved grid.
    pub answers: Vec<Grid>,
}

/// Why an input cannot be a case.
#[derive(Debug, Error, PartialEq, Eq, Clone)]
pub enum CaseError {
    #[error(transparent)]
    Parse(#[from] format::ParseError),
    #[error("{name}: problem {problem} reads one puzzle, this input has {count}")]
    Count {
        name: String,
        problem: Problem,
        count: usize,
    },
    #[error("{name}: puzzle {number} has no solution, and the judge promises one")]
    NoSolution { name: String, number: usize },
    #[error("{name}: puzzle {number} was not solved within {REFERENCE_BUDGET} steps")]
    TooHard { name: String, number: usize },
}

impl Case {
    /// The case for `input`, named `name`: read in the problem's layout and solved.
    pub fn new(problem: Problem, name: &str, input: String) -> Result<Self, CaseError> {
        let document = if problem == Problem::Boj4574 && is_terminator_only(&input) {
            Vec::new()
        } else {
            format::parse(name, &input, Some(problem.format()))?.puzzles
        };
        if problem != Problem::Boj4574 && document.len() != 1 {
            return Err(CaseError::Count {
                name: name.to_owned(),
                problem,
                count: document.len(),
            });
        }
        let answers = document
            .iter()
            .enumerate()
            .map(|(i, puzzle)| answer(puzzle, name, i + 1))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(Self {
            name: name.to_owned(),
            problem,
            input,
            puzzles: document,
            answers,
        })
    }

    /// What an exact judge compares with: the answers in the problem's output layout, each
    /// line without a line end.
    #[must_use]
    pub fn expected_lines(&self) -> Vec<String> {
        let mut lines = Vec::new();
        for (i, answer) in self.answers.iter().enumerate() {
            if self.problem == Problem::Boj4574 {
                lines.push(format!("Puzzle {}", i + 1));
            }
            lines.extend(
                format::write(answer, self.problem.format())
                    .lines()
                    .map(str::to_owned),
            );
        }
        lines
    }

    /// The expected output as a file holds it (what `--save-cases` writes beside the input).
    #[must_use]
    pub fn expected_output(&self) -> String {
        self.expected_lines()
            .iter()
            .map(|line| format!("{line}\n"))
            .collect()
    }
}

/// `0` alone: a Sudominoku input with no case before its terminator.
fn is_terminator_only(input: &str) -> bool {
    input.split_whitespace().next() == Some("0")
}

fn answer(puzzle: &Puzzle, name: &str, number: usize) -> Result<Grid, CaseError> {
    let no_solution = || CaseError::NoSolution {
        name: name.to_owned(),
        number,
    };
    let too_hard = || CaseError::TooHard {
        name: name.to_owned(),
        number,
    };
    match puzzle {
        Puzzle::Classic(grid) => match smallest_solution(grid, Some(REFERENCE_BUDGET)).0 {
            Smallest::Solved(solution) => Ok(solution),
            Smallest::NoSolution => Err(no_solution()),
            Smallest::GaveUp => Err(too_hard()),
        },
        Puzzle::Sudominoku(puzzle) => {
            let mut machine = DominoMachine::new(puzzle, Some(1));
            let finished = machine.run(Some(REFERENCE_BUDGET));
            match (finished, machine.first_solution()) {
                (_, Some(solution)) => Ok(*solution),
                (true, None) => Err(no_solution()),
                (false, None) => Err(too_hard()),
            }
        }
    }
}

#[cfg(test)]
mod tests;
