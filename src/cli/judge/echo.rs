//! The input printed back (a debugging print left in): the board a case's puzzle sets out,
//! blanks as 0s, found wherever it stands in the output (first, after a 4574 `Puzzle k` line,
//! after the answer, once per puzzle), so that it is named and the rest judged without it.

use std::collections::VecDeque;

use stepdoku_core::format::Puzzle;
use stepdoku_core::grid::Grid;
use stepdoku_core::teaching::judge::{Case, Failure, Problem, Why};

/// The output's lines (from 1: the first and the last of each) that print an input board
/// back, in order.
pub type Boards = Vec<(usize, usize)>;

/// Every run of lines of `output` that is the board one of `case`'s puzzles sets out, blanks
/// as 0s: for 2239 and 4574 nine lines of 9 digits; for 2580 81 numbers from a line's start to
/// a line's end (blank lines among them, which its judge skips). A puzzle with no blank has
/// none: its board is also its answer. Read as it goes, holding at most one board's lines:
/// an output may be tens of MiB.
#[must_use]
pub fn find(case: &Case, output: &str) -> Boards {
    let inputs: Vec<&Grid> = case
        .puzzles
        .iter()
        .map(Puzzle::grid)
        .filter(|grid| grid.filled() < 81)
        .collect();
    let mut found = Boards::new();
    if inputs.is_empty() {
        return found;
    }
    let spaced = case.problem == Problem::Boj2580;
    // The lines just read that could be a board's start: each line's number and its digits.
    let mut window: VecDeque<(usize, Vec<u8>)> = VecDeque::new();
    let mut digits = 0;
    for (index, line) in output.split_inclusive('\n').enumerate() {
        let number = index + 1;
        let values = if spaced {
            let tokens = line.split_whitespace();
            // Its judge skips blank lines: they neither start nor break a board.
            if line.trim().is_empty() {
                continue;
            }
            tokens
                .map(|token| token.parse::<u8>().ok().filter(|v| *v <= 9))
                .collect::<Option<Vec<u8>>>()
        } else {
            row(line)
        };
        let Some(values) = values else {
            window.clear();
            digits = 0;
            continue;
        };
        digits += values.len();
        window.push_back((number, values));
        while digits > 81 {
            let Some((_, first)) = window.pop_front() else {
                break;
            };
            digits -= first.len();
        }
        if digits < 81 {
            continue;
        }
        let board: Vec<u8> = window.iter().flat_map(|(_, v)| v.iter().copied()).collect();
        let echoed = <[u8; 81]>::try_from(board)
            .ok()
            .and_then(Grid::from_values)
            .is_some_and(|grid| inputs.contains(&&grid));
        if echoed {
            let first = window.front().map_or(number, |(first, _)| *first);
            found.push((first, number));
            window.clear();
            digits = 0;
        }
    }
    found
}

/// A line of exactly 9 digits 0-9 (trailing whitespace aside), as 2239 and 4574 print a row.
fn row(line: &str) -> Option<Vec<u8>> {
    let row = line.trim_end().as_bytes();
    (row.len() == 9 && row.iter().all(u8::is_ascii_digit))
        .then(|| row.iter().map(|b| b - b'0').collect())
}

/// `output` without the lines of `boards`, every other line as it was printed.
#[must_use]
pub fn without(output: &str, boards: &[(usize, usize)]) -> String {
    output
        .split_inclusive('\n')
        .enumerate()
        .filter(|(index, _)| {
            !boards
                .iter()
                .any(|&(first, last)| (first..=last).contains(&(index + 1)))
        })
        .map(|(_, line)| line)
        .collect()
}

/// The line of the whole output that line `line` (from 1) of [`without`]'s text was.
#[must_use]
pub fn original_line(line: usize, boards: &[(usize, usize)]) -> usize {
    let mut original = line;
    for &(first, last) in boards {
        if first <= original {
            original += last + 1 - first;
        } else {
            break;
        }
    }
    original
}

/// `failure`, found in [`without`]'s text, with the whole output's line numbers.
#[must_use]
pub fn renumbered(mut failure: Failure, boards: &[(usize, usize)]) -> Failure {
    match &mut failure.why {
        Why::Layout { line, .. } | Why::Extra { line, .. } => {
            *line = original_line(*line, boards);
        }
        _ => {}
    }
    failure
}

/// The runs of lines in words: `lines 1-9`, `lines 2-10 and 21-29`, the first few then how
/// many more (a case may hold many puzzles).
#[must_use]
pub fn lines_words(boards: &[(usize, usize)]) -> String {
    const NAMED: usize = 3;
    let run = |&(first, last): &(usize, usize)| {
        if first == last {
            first.to_string()
        } else {
            format!("{first}-{last}")
        }
    };
    let mut runs: Vec<String> = boards.iter().take(NAMED).map(run).collect();
    if boards.len() > NAMED {
        let more = boards.len() - NAMED;
        let runs_word = if more == 1 { "run" } else { "runs" };
        runs.push(format!("{more} more {runs_word} of lines"));
    }
    let one_line = matches!(boards, [(first, last)] if first == last);
    let word = if one_line { "line" } else { "lines" };
    format!("{word} {}", stepdoku_core::hint::notation::and_list(&runs))
}

#[cfg(test)]
mod tests {
    use super::super::received::Received;
    use super::*;

    /// The first band of the classic "53..7" board: many solutions.
    const SEVERAL: &str = "530070000\n600195000\n098000060\n000000000\n000000000\n000000000\n\
                           000000000\n000000000\n000000000\n";

    #[test]
    fn the_input_board_after_the_answer_is_an_echo_and_the_answer_before_it_judged() {
        let case = Case::new(Problem::Boj2239, "t", SEVERAL.to_owned()).unwrap();
        let answer = case.expected_output();
        let echoed = Received::read(&case, &format!("{answer}{SEVERAL}"));
        assert!(
            matches!(&echoed, Received::Echo { boards, then, .. }
                if boards == &[(10, 18)] && **then == Received::Right),
            "{echoed:?}"
        );
        assert_eq!(
            echoed.words().as_deref(),
            Some(
                "lines 10-18 are the input board as it was read, its blanks as 0s (a debugging \
                 print?); the rest is the right answer: print only the answer"
            )
        );
        // Between two lines of junk: the junk is judged at its own line in the output.
        let junk = Received::read(&case, &format!("{answer}{SEVERAL}done\n"));
        assert_eq!(
            junk.words().as_deref(),
            Some(
                "lines 10-18 are the input board as it was read, its blanks as 0s (a debugging \
                 print?); the rest: line 19: more output after the answer: \"done\": print \
                 only the answer"
            )
        );
        // 2580's numbers, spaced and on one line, after the answer.
        let spaced: Vec<String> = SEVERAL
            .bytes()
            .filter(u8::is_ascii_digit)
            .map(|b| char::from(b).to_string())
            .collect();
        let rows: String = spaced
            .chunks(9)
            .map(|row| format!("{}\n", row.join(" ")))
            .collect();
        let case = Case::new(Problem::Boj2580, "t", rows).unwrap();
        let answer = stepdoku_core::format::write(&case.answers[0], Problem::Boj2580.format());
        let one_line = format!("{}\n{}\n", answer.trim_end(), spaced.join(" "));
        let echoed = Received::read(&case, &one_line);
        assert!(
            matches!(&echoed, Received::Echo { boards, then, .. }
                if boards == &[(10, 10)] && **then == Received::Right),
            "{echoed:?}"
        );
        assert!(
            echoed.words().unwrap().starts_with("line 10 is "),
            "{echoed:?}"
        );
        // The answer itself, or a board one digit off the input, is no echo.
        assert_eq!(Received::read(&case, &answer), Received::Right);
        let off = SEVERAL.replacen('0', "1", 1);
        let case = Case::new(Problem::Boj2239, "t", SEVERAL.to_owned()).unwrap();
        assert!(matches!(
            Received::read(&case, &format!("{}{off}", case.expected_output())),
            Received::Wrong(_)
        ));
    }

    #[test]
    fn a_4574_board_echoed_in_each_puzzle_of_a_case_is_named_once_for_all() {
        let one = "10\n6 B2 1 B3\n2 C4 9 C3\n6 D3 8 E3\n7 E1 4 F1\n8 B7 4 B8\n3 F5 2 F6\n\
                   7 F7 6 F8\n5 G4 9 G5\n7 I8 8 I9\n7 C9 2 B9\nC5 A3 D9 I4 A9 E5 A2 C6 I1\n";
        let case = Case::new(Problem::Boj4574, "t", format!("{one}{one}0\n")).unwrap();
        let board: String = case.puzzles[0]
            .grid()
            .values()
            .chunks(9)
            .map(|row| {
                let digits: String = row.iter().map(|v| char::from(b'0' + v)).collect();
                format!("{digits}\n")
            })
            .collect();
        let lines = case.expected_lines();
        let answer = |k: usize| -> String {
            lines[k * 10 + 1..k * 10 + 10]
                .iter()
                .map(|l| format!("{l}\n"))
                .collect()
        };
        // Puzzle 1 echoed under its title, puzzle 2 before its title.
        let printed = format!(
            "Puzzle 1\n{board}{}{board}Puzzle 2\n{}",
            answer(0),
            answer(1)
        );
        let echoed = Received::read(&case, &printed);
        assert!(
            matches!(&echoed, Received::Echo { boards, then, .. }
                if boards == &[(2, 10), (20, 28)] && **then == Received::Right),
            "{echoed:?}"
        );
        assert_eq!(
            echoed.words().as_deref(),
            Some(
                "lines 2-10 and 20-28 are boards the input sets out (their dominoes and \
                 numbers in place), their blanks as 0s (debugging prints?); the rest is the \
                 right answer: print only the answers"
            )
        );
        // A mistake after them is named at its line in the whole output.
        let wrong = printed.replacen("Puzzle 2", "Puzzle 2:", 1);
        let said = Received::read(&case, &wrong).words().unwrap();
        assert!(said.contains("; the rest: line 29: expected"), "{said}");
        // A search that found nothing prints its board unsolved where its answer goes: that
        // is its answer, judged as one, and no echo; an echo before it is still one.
        let unsolved = format!("Puzzle 1\n{}Puzzle 2\n{board}", answer(0));
        let Received::Wrong(failure) = Received::read(&case, &unsolved) else {
            panic!("{:?}", Received::read(&case, &unsolved));
        };
        assert_eq!(failure.puzzle, 1);
        let both = format!("Puzzle 1\n{board}{}Puzzle 2\n{board}", answer(0));
        let echoed = Received::read(&case, &both);
        assert!(
            matches!(&echoed, Received::Echo { boards, then, .. }
                if boards == &[(2, 10)]
                    && matches!(&**then, Received::Wrong(f) if f.puzzle == 1)),
            "{echoed:?}"
        );
    }

    #[test]
    fn a_line_of_nine_bytes_that_are_not_nine_digits_is_no_row() {
        let case = Case::new(Problem::Boj2239, "t", SEVERAL.to_owned()).unwrap();
        // Nine bytes, seven characters: read without cutting a character in two.
        assert!(find(&case, "1234567\u{e9}\n").is_empty());
        assert!(matches!(
            Received::read(&case, "1234567\u{e9}\n"),
            Received::Wrong(_)
        ));
    }

    #[test]
    fn lines_of_the_rest_are_numbered_as_in_the_whole_output() {
        let boards = vec![(2, 10), (21, 29)];
        // Line 1 stands before the first board; the rest's line 2 was line 11.
        assert_eq!(original_line(1, &boards), 1);
        assert_eq!(original_line(2, &boards), 11);
        assert_eq!(original_line(11, &boards), 20);
        assert_eq!(original_line(12, &boards), 30);
        let output: String = (1..=30).map(|i| format!("{i}\n")).collect();
        let rest = without(&output, &boards);
        for (index, line) in rest.lines().enumerate() {
            assert_eq!(line, original_line(index + 1, &boards).to_string());
        }
        assert_eq!(lines_words(&boards), "lines 2-10 and 21-29");
        assert_eq!(lines_words(&[(4, 4)]), "line 4");
        assert_eq!(
            lines_words(&[(1, 9), (11, 19), (21, 29), (31, 39), (41, 49)]),
            "lines 1-9, 11-19, 21-29 and 2 more runs of lines"
        );
        assert_eq!(
            lines_words(&[(1, 9), (11, 19), (21, 29), (31, 39)]),
            "lines 1-9, 11-19, 21-29 and 1 more run of lines"
        );
    }
}
