//! What a program printed, read as the judge reads it however its run ended (a crash or a
//! time-out leaves output too): nothing, the right answer, the right answer and then more
//! solutions, or a mistake. The classic endings of a learner's program are named from it.

use stepdoku_core::grid::Grid;
use stepdoku_core::teaching::judge::{Case, Failure, Problem, Verdict, Why, judge};

use super::echo::{self, Boards};

/// The output, judged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Received {
    /// Nothing but whitespace.
    Nothing,
    /// Exactly what the judge accepts.
    Right,
    /// The right answer, then `more` whole answers after it: more solutions after the right one.
    RightThenMore { more: usize },
    /// The right answer, the same board printed `times` times in all.
    Repeated { times: usize },
    /// The input board printed back as it was read, blanks as 0s (a debugging print), on the
    /// lines of `boards` (first, after a 4574 title, after the answer, once per puzzle);
    /// `then` is what the rest holds without them. `dominoes`: a 4574 board, the one its input
    /// sets out (its dominoes and numbers placed); `several`: the case has several puzzles.
    Echo {
        boards: Boards,
        dominoes: bool,
        several: bool,
        then: Box<Received>,
    },
    /// The first thing wrong with it.
    Wrong(Failure),
}

impl Received {
    /// `output` judged for `case`. The input's boards printed back are named as echoes when
    /// the rest, judged without them, still has its answers in place: a board left unsolved
    /// where an answer should stand (a search that found nothing prints its input) is that
    /// answer, judged as one. When the last boards stand so, the ones before them may still
    /// be echoes. A case of one puzzle whose output starts with its board has it named as an
    /// echo when anything follows it; printed alone, that board is the program's answer (a
    /// search that returned before filling it), judged as one.
    #[must_use]
    pub fn read(case: &Case, output: &str) -> Self {
        let boards = echo::find(case, output);
        let Some(&first) = boards.first() else {
            return Self::read_answer(case, output);
        };
        let echo = |boards: &[(usize, usize)]| {
            let then = match Self::read_answer(case, &echo::without(output, boards)) {
                Received::Wrong(failure) => Received::Wrong(echo::renumbered(failure, boards)),
                then => then,
            };
            Received::Echo {
                boards: boards.to_vec(),
                dominoes: case.problem == Problem::Boj4574,
                several: case.puzzles.len() > 1,
                then: Box::new(then),
            }
        };
        // Each try judges the whole output again: a few, however many boards there are.
        for kept in (1..=boards.len()).rev().take(TRIES) {
            let echoed = echo(&boards[..kept]);
            if let Received::Echo { then, .. } = &echoed
                && !answer_missing(then)
            {
                return echoed;
            }
        }
        if first.0 == 1 && case.puzzles.len() == 1 {
            match echo(&[first]) {
                Received::Echo { then, .. } if *then == Received::Nothing => {
                    Self::read_answer(case, output)
                }
                echoed => echoed,
            }
        } else {
            Self::read_answer(case, output)
        }
    }

    fn read_answer(case: &Case, output: &str) -> Self {
        match judge(case, output) {
            Verdict::Accepted => Received::Right,
            Verdict::Wrong(failure) if failure.why == Why::NoOutput => Received::Nothing,
            Verdict::Wrong(failure) => match more_after_the_answer(case, output) {
                Some((more, true)) if more > 0 => Received::Repeated { times: more + 1 },
                Some((more, _)) if more > 0 => Received::RightThenMore { more },
                _ => Received::Wrong(failure),
            },
        }
    }

    /// What the output holds, in words, when it is the answer repeated or follows an echo of
    /// the input (of a case of one puzzle): how the run's reason names it.
    #[must_use]
    pub fn words(&self) -> Option<String> {
        Some(match self {
            Received::Nothing | Received::Right | Received::RightThenMore { .. } => return None,
            Received::Repeated { times } => format!(
                "the right answer, printed {}: print it once",
                match times {
                    2 => "twice".to_owned(),
                    n => format!("{n} times"),
                }
            ),
            Received::Echo {
                boards,
                dominoes,
                several,
                then,
            } => {
                let one = boards.len() == 1;
                let board = match (*dominoes, one) {
                    (true, true) => {
                        "the board the input sets out (its dominoes and numbers in place), its \
                         blanks as 0s (a debugging print?)"
                    }
                    (true, false) => {
                        "boards the input sets out (their dominoes and numbers in place), their \
                         blanks as 0s (debugging prints?)"
                    }
                    (false, true) => {
                        "the input board as it was read, its blanks as 0s (a debugging print?)"
                    }
                    (false, false) => {
                        "each the input board as it was read, their blanks as 0s (debugging \
                         prints?)"
                    }
                };
                let lines = echo::lines_words(boards);
                let leads = one && boards.first().is_some_and(|&(first, _)| first == 1);
                let after = if leads {
                    // Printed first: what follows it, in the order printed.
                    match &**then {
                        Received::Nothing => ", nothing after them".to_owned(),
                        Received::Right => ", then the right answer".to_owned(),
                        Received::RightThenMore { more } => {
                            format!(", then the right answer and {more} more after it")
                        }
                        Received::Wrong(failure) => format!(", then {}", failure.why),
                        other => format!(", then {}", other.words().unwrap_or_default()),
                    }
                } else {
                    // Printed among the rest: what the rest holds without it.
                    match &**then {
                        Received::Nothing => "; nothing else was printed".to_owned(),
                        Received::Right => "; the rest is the right answer".to_owned(),
                        Received::RightThenMore { more } => {
                            format!("; the rest is the right answer and {more} more after it")
                        }
                        Received::Wrong(failure) => format!("; the rest: {}", failure.why),
                        other => format!("; the rest: {}", other.words().unwrap_or_default()),
                    }
                };
                let answer = if *several { "answers" } else { "answer" };
                let verb = if matches!(boards.as_slice(), [(a, b)] if a == b) {
                    "is"
                } else {
                    "are"
                };
                format!("{lines} {verb} {board}{after}: print only the {answer}")
            }
            Received::Wrong(failure) => failure.why.to_string(),
        })
    }

    /// The puzzle of the case to show: the one the output went wrong on, else the first.
    #[must_use]
    pub fn puzzle(&self) -> usize {
        match self {
            Received::Wrong(failure) => failure.puzzle,
            Received::Echo { then, .. } => then.puzzle(),
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
            Received::Echo { .. } => true,
            _ => false,
        }
    }
}

/// How many sets of the input's boards [`Received::read`] tries as echoes, the most first.
const TRIES: usize = 4;

/// Does what is left, without the boards taken for echoes, lack an answer where one should
/// stand: nothing, or an end of the output before the last answer's end? Then a board taken
/// away stood in that answer's place.
fn answer_missing(rest: &Received) -> bool {
    match rest {
        Received::Nothing => true,
        Received::Wrong(failure) => {
            matches!(&failure.why, Why::Layout { found, .. } if found == "the end of the output")
        }
        _ => false,
    }
}

/// When the output starts with the whole right answer and goes on, how many more whole
/// answers follow (9 rows of 9 digits each, or 81 numbers for 2580), and whether each is the
/// same board again; `None` when it does not start with the right answer, or when a board
/// after it is no solution of the puzzle (then it is more output, not more solutions).
fn more_after_the_answer(case: &Case, output: &str) -> Option<(usize, bool)> {
    let givens = case.puzzles.first()?.as_classic()?;
    // Read as it goes: an output may be tens of MiB (`--output-limit`), never held twice.
    let (first, digits): (Vec<u8>, Box<dyn Iterator<Item = u8> + '_>) =
        if case.problem == Problem::Boj2580 {
            let mut numbers = output.split_whitespace();
            let first: Vec<&str> = numbers.by_ref().take(81).collect();
            if first.len() < 81 || judge(case, &first.join(" ")) != Verdict::Accepted {
                return None;
            }
            // Only numbers a board could hold count: `debug 1` after the answer is none.
            let digits = numbers
                .take_while(|n| n.len() == 1 && n.bytes().all(|b| b.is_ascii_digit()))
                .map(|n| n.as_bytes()[0] - b'0');
            (digits_of(&first.concat()), Box::new(digits))
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
                .flat_map(digits_of);
            (digits_of(&first.concat()), Box::new(rows))
        };
    let (mut more, mut same, mut board) = (0, true, Vec::with_capacity(81));
    for digit in digits {
        board.push(digit);
        // A board cut short is no board: only whole ones are counted and looked at.
        if board.len() == 81 {
            let grid = Grid::from_values(board.as_slice().try_into().ok()?)?;
            if !givens.is_completed_by(&grid) {
                return None;
            }
            same &= board == first;
            more += 1;
            board.clear();
        }
    }
    Some((more, same))
}

/// The digits of `text`, in order.
fn digits_of(text: &str) -> Vec<u8> {
    text.bytes()
        .filter(u8::is_ascii_digit)
        .map(|b| b - b'0')
        .collect()
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
        // The smallest, then two more solutions: its rows 4 and 5 (blank in the puzzle)
        // swapped.
        let rows: Vec<&str> = answer.lines().collect();
        let mut swapped = rows.clone();
        swapped.swap(3, 4);
        let board = format!("{}\n", swapped.join("\n"));
        let all = format!("{answer}{board}{board}");
        assert_eq!(
            Received::read(&case, &all),
            Received::RightThenMore { more: 2 }
        );
        // A board after it that is no solution (two cells of a row swapped break their
        // columns) is more output, not another solution.
        let mut broken = rows.clone();
        let last: String = {
            let mut row: Vec<char> = rows[8].chars().collect();
            row.swap(7, 8);
            row.into_iter().collect()
        };
        broken[8] = &last;
        let junk = format!("{answer}{}\n", broken.join("\n"));
        assert!(matches!(Received::read(&case, &junk), Received::Wrong(_)));
        assert!(matches!(
            Received::read(&case, &format!("{answer}done\n")),
            Received::Wrong(_)
        ));
        assert_eq!(Received::read(&case, " \n"), Received::Nothing);
    }

    /// [`SEVERAL`] as BOJ 2580 reads it (digits spaced), its case, and the answer line by line.
    fn several_2580() -> (String, Case, String) {
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
        (spaced, case, answer)
    }

    #[test]
    fn for_2580_more_numbers_after_81_are_more_solutions() {
        let (_, case, answer) = several_2580();
        // The same board again is no other solution: the answer printed twice.
        assert_eq!(
            Received::read(&case, &format!("{answer}{answer}")),
            Received::Repeated { times: 2 }
        );
        assert_eq!(
            Received::read(&case, &format!("{answer}{answer}{answer}"))
                .words()
                .as_deref(),
            Some("the right answer, printed 3 times: print it once")
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

    #[test]
    fn the_input_printed_first_is_named_and_what_follows_it_judged() {
        let (spaced, case, answer) = several_2580();
        let echoed = Received::read(&case, &format!("{spaced}{answer}"));
        assert!(
            matches!(&echoed, Received::Echo { boards, then, .. } if boards == &[(1, 9)] && **then == Received::Right),
            "{echoed:?}"
        );
        assert!(echoed.names_a_mistake());
        assert_eq!(
            echoed.words().as_deref(),
            Some(
                "lines 1-9 are the input board as it was read, its blanks as 0s (a debugging \
                 print?), then the right answer: print only the answer"
            )
        );
        // What follows is judged with the output's own line numbers.
        let junk = Received::read(&case, &format!("{spaced}{answer}done\n"));
        assert_eq!(
            junk.words().as_deref(),
            Some(
                "lines 1-9 are the input board as it was read, its blanks as 0s (a debugging \
                 print?), then line 19: more output after the answer: \"done\": print only \
                 the answer"
            )
        );
        // 2239's rows alike, printed alone: the program's answer, a board left unsolved.
        let case = super::tests::case(Problem::Boj2239, SEVERAL);
        let alone = Received::read(&case, SEVERAL);
        assert!(matches!(&alone, Received::Wrong(_)), "{alone:?}");
        // A board that is not the input is no echo.
        let other = SEVERAL.replacen('5', "4", 1);
        assert!(matches!(Received::read(&case, &other), Received::Wrong(_)));
    }

    #[test]
    fn a_4574_board_printed_before_its_answer_is_named_as_what_the_input_sets_out() {
        // The BOJ 4574 sample's first puzzle, alone.
        let input = "10\n6 B2 1 B3\n2 C4 9 C3\n6 D3 8 E3\n7 E1 4 F1\n8 B7 4 B8\n3 F5 2 F6\n\
                     7 F7 6 F8\n5 G4 9 G5\n7 I8 8 I9\n7 C9 2 B9\nC5 A3 D9 I4 A9 E5 A2 C6 I1\n0\n";
        let case = case(Problem::Boj4574, input);
        let grid = case.puzzles[0].grid();
        let board: String = grid
            .values()
            .chunks(9)
            .map(|row| {
                let digits: String = row.iter().map(|v| char::from(b'0' + v)).collect();
                format!("{digits}\n")
            })
            .collect();
        let answer = case.expected_output();
        let echoed = Received::read(&case, &format!("{board}{answer}"));
        assert!(
            matches!(&echoed, Received::Echo { boards, then, .. } if boards == &[(1, 9)] && **then == Received::Right),
            "{echoed:?}"
        );
        assert_eq!(
            echoed.words().as_deref(),
            Some(
                "lines 1-9 are the board the input sets out (its dominoes and numbers in place), \
                 its blanks as 0s (a debugging print?), then the right answer: print only the \
                 answer"
            )
        );
        // After the heading, as the blog post's program would print it before its search.
        let inside = answer.replacen('\n', &format!("\n{board}"), 1);
        let echoed = Received::read(&case, &inside);
        assert!(
            matches!(&echoed, Received::Echo { boards, then, .. } if boards == &[(2, 10)] && **then == Received::Right),
            "{echoed:?}"
        );
        assert_eq!(
            echoed.words().as_deref(),
            Some(
                "lines 2-10 are the board the input sets out (its dominoes and numbers in \
                 place), its blanks as 0s (a debugging print?); the rest is the right answer: \
                 print only the answer"
            )
        );
        // A board one digit off the input is no echo.
        let off = board.replacen('0', "1", 1);
        assert!(matches!(
            Received::read(&case, &format!("{off}{answer}")),
            Received::Wrong(_)
        ));
    }
}
