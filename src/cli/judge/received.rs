//! What a program printed, read as the judge reads it however its run ended (a crash or a
//! time-out leaves output too): nothing, the right answer, the right answer and then more
//! solutions, or a mistake. The classic endings of a learner's program are named from it.

use stepdoku_core::teaching::judge::{Case, Failure, Problem, Verdict, Why, judge};

/// The output, judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Received {
    /// Nothing but whitespace.
    Nothing,
    /// Exactly what the judge accepts.
    Right,
    /// The right answer, then `more` whole answers after it: more solutions after the right one.
    RightThenMore { more: usize },
    /// The first thing wrong with it.
    Wrong(Failure),
}

impl Received {
    /// `output` judged for `case`.
    #[must_use]
    pub fn read(case: &Case, output: &str) -> Self {
        match judge(case, output) {
            Verdict::Accepted => Received::Right,
            Verdict::Wrong(failure) if failure.why == Why::NoOutput => Received::Nothing,
            Verdict::Wrong(failure) => match more_after_the_answer(case, output) {
                Some(more) if more > 0 => Received::RightThenMore { more },
                _ => Received::Wrong(failure),
            },
        }
    }

    /// The puzzle of the case to show: the one the output went wrong on, else the first.
    #[must_use]
    pub fn puzzle(&self) -> usize {
        match self {
            Received::Wrong(failure) => failure.puzzle,
            _ => 0,
        }
    }

    /// Does the output name what is wrong with it (a clash, a given changed, a blank, a
    /// layout), as more than its length or its absence can?
    #[must_use]
    pub fn names_a_mistake(&self) -> bool {
        match self {
            Received::Wrong(failure) => {
                !matches!(failure.why, Why::Extra { .. })
                    && !matches!(&failure.why, Why::Layout { found, .. } if found == "the end of the output")
            }
            _ => false,
        }
    }
}

/// When the output starts with the whole right answer and goes on, how many more whole
/// answers follow (9 rows of 9 digits each, or 81 numbers for 2580); `None` when it does not
/// start with the right answer.
fn more_after_the_answer(case: &Case, output: &str) -> Option<usize> {
    // Read as it goes: an output may be tens of MiB (`--output-limit`), never held twice.
    if case.problem == Problem::Boj2580 {
        let mut numbers = output.split_whitespace();
        let first: Vec<&str> = numbers.by_ref().take(81).collect();
        if first.len() < 81 || judge(case, &first.join(" ")) != Verdict::Accepted {
            return None;
        }
        // Only numbers a board could hold count: `debug 1` after the answer is no solution.
        let more = numbers
            .take_while(|n| n.len() == 1 && n.bytes().all(|b| b.is_ascii_digit()))
            .count();
        Some(more / 81)
    } else {
        let mut lines = output.lines().map(str::trim_end);
        let answer = case.expected_lines().len();
        let first: Vec<&str> = lines.by_ref().take(answer).collect();
        if first.len() < answer || judge(case, &first.join("\n")) != Verdict::Accepted {
            return None;
        }
        let rows = lines
            .filter(|line| {
                let mut digits = line.chars().filter(|c| !c.is_whitespace());
                digits.by_ref().take(9).filter(char::is_ascii_digit).count() == 9
                    && digits.next().is_none()
            })
            .count();
        Some(rows / 9)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn case(problem: Problem, input: &str) -> Case {
        Case::new(problem, "t", input.to_owned()).unwrap()
    }

    /// The first band of the classic "53..7" board: many solutions.
    const SEVERAL: &str = "530070000\n600195000\n098000060\n000000000\n000000000\n000000000\n\
                           000000000\n000000000\n000000000\n";

    #[test]
    fn every_solution_printed_is_told_from_junk_after_the_answer() {
        let case = case(Problem::Boj2239, SEVERAL);
        let answer = case.expected_output();
        assert_eq!(Received::read(&case, &answer), Received::Right);
        // The smallest, then two more boards.
        let mut other = case.answers[0];
        let (a, b) = (
            stepdoku_core::cell::Cell::at(8, 7).unwrap(),
            stepdoku_core::cell::Cell::at(8, 8).unwrap(),
        );
        let (da, db) = (other.get(a), other.get(b));
        other.set(a, db);
        other.set(b, da);
        let board = format!(
            "{}\n",
            stepdoku_core::format::write(&other, Problem::Boj2239.format()).trim_end()
        );
        let all = format!("{answer}{board}{board}");
        assert_eq!(
            Received::read(&case, &all),
            Received::RightThenMore { more: 2 }
        );
        assert!(matches!(
            Received::read(&case, &format!("{answer}done\n")),
            Received::Wrong(_)
        ));
        assert_eq!(Received::read(&case, " \n"), Received::Nothing);
    }

    #[test]
    fn for_2580_more_numbers_after_81_are_more_solutions() {
        let spaced: String = SEVERAL
            .lines()
            .map(|l| {
                let cells: Vec<String> = l.chars().map(String::from).collect();
                format!("{}\n", cells.join(" "))
            })
            .collect();
        let case = case(Problem::Boj2580, &spaced);
        let answer = format!(
            "{}\n",
            stepdoku_core::format::write(&case.answers[0], Problem::Boj2580.format()).trim_end()
        );
        assert_eq!(
            Received::read(&case, &format!("{answer}{answer}")),
            Received::RightThenMore { more: 1 }
        );
        // Words holding numbers after the answer are no more solutions.
        let debug: String = (1..=200).map(|i| format!("debug {i}\n")).collect();
        assert!(matches!(
            Received::read(&case, &format!("{answer}{debug}")),
            Received::Wrong(_)
        ));
        let Received::Wrong(failure) = Received::read(&case, &answer.replacen('5', "9", 1)) else {
            panic!("a changed given is wrong");
        };
        assert!(matches!(failure.why, Why::GivenChanged { .. }));
        assert!(Received::read(&case, &answer.replacen('5', "9", 1)).names_a_mistake());
    }
}
