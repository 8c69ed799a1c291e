use super::cases::{self, naive_calls};
use super::*;
use crate::cell::Cell;
use crate::solver::{Machine, Options, Strategy, count_solutions};

fn data(name: &str) -> String {
    let path = format!("{}/../tests/data/boj/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn sample(problem: Problem) -> Case {
    let text = match problem {
        Problem::Boj2239 => samples::BOJ2239,
        Problem::Boj2580 => samples::BOJ2580,
        Problem::Boj4574 => samples::BOJ4574,
    };
    Case::new(problem, "sample", text.to_owned()).unwrap()
}

fn why(case: &Case, output: &str) -> String {
    match judge(case, output) {
        Verdict::Accepted => "AC".to_owned(),
        Verdict::Wrong(m) => m.describe(case),
    }
}

#[test]
fn problems_by_name() {
    assert_eq!(Problem::from_name("2239"), Some(Problem::Boj2239));
    assert_eq!(Problem::from_name("BOJ2580"), Some(Problem::Boj2580));
    assert_eq!(Problem::from_name("boj-4574"), Some(Problem::Boj4574));
    assert_eq!(Problem::from_name("1234"), None);
}

#[test]
fn the_samples_expect_the_statements_outputs() {
    for (problem, out) in [
        (Problem::Boj2239, "boj2239-sample.out"),
        (Problem::Boj2580, "boj2580-sample.out"),
        (Problem::Boj4574, "boj4574-sample.out"),
    ] {
        let case = sample(problem);
        assert_eq!(case.expected_output(), data(out).replace("\r\n", "\n"));
        assert_eq!(why(&case, &data(out)), "AC");
    }
}

#[test]
fn whitespace_is_judged_as_the_judge_does() {
    let case = sample(Problem::Boj2239);
    let expected = case.expected_output();
    let sloppy = expected.replace('\n', "  \r\n") + "\n\n";
    assert_eq!(why(&case, &sloppy), "AC");
    assert_eq!(why(&case, expected.trim_end()), "AC");
    let leading = format!("\n{expected}");
    assert!(why(&case, &leading).starts_with("line 1: expected a row of 9 digits"));
    let spaced = sample(Problem::Boj2580).expected_output();
    assert_eq!(
        why(&case, &spaced),
        "line 1: expected 9 digits with nothing between them, found \"1 3 5 4 6 9 2 7 8\""
    );
}

#[test]
fn a_board_after_the_one_answer_is_quoted_by_its_line() {
    let case = sample(Problem::Boj2580);
    let answer = case.expected_output();
    let input = case.input.replace('\n', " \n");
    assert_eq!(
        why(&case, &format!("{answer}{input}")),
        format!(
            "line 10: more output after the answer: \"{}\"",
            input.lines().next().unwrap_or_default().trim()
        )
    );
}

#[test]
fn wrong_answers_are_explained() {
    let case = sample(Problem::Boj2239);
    let right = case.expected_output();
    assert_eq!(why(&case, ""), "no output");
    assert_eq!(why(&case, " \n\n"), "no output");
    // r1c2 is a blank; writing r1c1's digit there breaks row 1.
    let mut broken: Vec<u8> = right.clone().into_bytes();
    broken[1] = broken[0];
    let broken = String::from_utf8(broken).unwrap();
    assert_eq!(why(&case, &broken), "row 1 has two 1s (r1c1 and r1c2)");
    // r1c1 is a given 1.
    let changed = right.replacen('1', "4", 1);
    assert_eq!(
        why(&case, &changed),
        "a given was changed at r1c1: the puzzle has 1, the output 4"
    );
    let blank = right.replacen(&right[1..2], "0", 1);
    assert_eq!(why(&case, &blank), "r1c2 is left empty (0)");
    let short: String = right.lines().take(8).map(|l| format!("{l}\n")).collect();
    assert_eq!(
        why(&case, &short),
        "line 9: expected a row of 9 digits, found the end of the output"
    );
    let long = format!("{right}done\n");
    assert_eq!(
        why(&case, &long),
        "line 10: more output after the answer: \"done\""
    );
}

/// A solution found by another search on a board with several: right for 2580, and for 2239
/// wrong at the first cell where it is not the smallest.
#[test]
fn several_solutions_smallest_for_2239_any_for_2580() {
    let board = Grid::EMPTY;
    let options = Options {
        strategy: Strategy::Mrv,
        max_solutions: Some(1),
        lexicographic: false,
    };
    let mut machine = Machine::new(&board, options).unwrap();
    machine.run(None);
    let other = *machine.first_solution().unwrap();
    let exact = cases::classic_case(Problem::Boj2239, "empty", &board).unwrap();
    assert_ne!(
        other, exact.answers[0],
        "mrv found the smallest: pick another board"
    );
    let cell = Cell::all()
        .find(|&c| other.get(c) != exact.answers[0].get(c))
        .unwrap();
    let text = format::write(&other, Format::Boj2239);
    let said = why(&exact, &text);
    assert!(
        said.starts_with(&format!(
            "a valid solution, but not the smallest: {cell} is {} where the smallest has {}",
            other.get(cell).unwrap(),
            exact.answers[0].get(cell).unwrap()
        )),
        "{said}"
    );
    let special = cases::classic_case(Problem::Boj2580, "empty", &board).unwrap();
    assert_eq!(why(&special, &format::write(&other, Format::Boj2580)), "AC");
    assert_eq!(
        why(&special, &format::write(&other, Format::Boj2239)),
        "line 1: expected a number from 1 to 9, found \"".to_owned()
            + &format::write(&other, Format::Boj2239)[..9]
            + "\""
    );
}

#[test]
fn sudominoku_outputs_are_checked_puzzle_by_puzzle() {
    let case = sample(Problem::Boj4574);
    let right = case.expected_output();
    let renamed = right.replace("Puzzle 2", "Puzzle 3");
    assert_eq!(
        why(&case, &renamed),
        "puzzle 2: line 11: expected \"Puzzle 2\", found \"Puzzle 3\""
    );
    let first_only: String = right.lines().take(10).map(|l| format!("{l}\n")).collect();
    assert_eq!(
        why(&case, &first_only),
        "puzzle 2: line 11: expected \"Puzzle 2\", found the end of the output"
    );
    let terminator = Case::new(Problem::Boj4574, "t", "0\n".to_owned()).unwrap();
    assert_eq!(why(&terminator, ""), "AC");
    assert_eq!(
        why(&terminator, "Puzzle 1\n"),
        "line 1: more output after the last answer: \"Puzzle 1\""
    );
}

#[test]
fn the_standard_cases_keep_their_promises() {
    for problem in Problem::ALL {
        let cases = cases::standard(problem).unwrap();
        for case in &cases {
            assert_eq!(why(case, &case.expected_output()), "AC", "{}", case.name);
            assert!(case.input.ends_with('\n'));
        }
        if problem == Problem::Boj4574 {
            assert!(cases.iter().any(|c| c.puzzles.len() >= 4));
            continue;
        }
        let board = |name: &str| *cases.iter().find(|c| c.name == name).unwrap().puzzles[0].grid();
        assert_eq!(board("empty"), Grid::EMPTY);
        assert!(board("full").is_solved());
        assert_eq!(board("one-blank").filled(), 80);
        assert_eq!(count_solutions(&board("several-solutions"), 2), 2);
        for heavy in ["heavy-1", "heavy-2"] {
            let calls = naive_calls(&board(heavy)).unwrap();
            assert!(
                (100_000..cases::NAIVE_CALLS).contains(&calls),
                "{heavy}: {calls}"
            );
        }
    }
}

#[test]
fn random_cases_come_again_from_their_seed() {
    let a = cases::random(Problem::Boj2239, 3, 7).unwrap();
    let b = cases::random(Problem::Boj2239, 3, 7).unwrap();
    let c = cases::random(Problem::Boj2239, 3, 8).unwrap();
    assert_eq!(a, b);
    assert_ne!(a, c);
    assert_eq!(cases::random(Problem::Boj4574, 2, 1).unwrap().len(), 2);
}

#[test]
#[ignore = "prints timings"]
fn timing() {
    for problem in Problem::ALL {
        let t = std::time::Instant::now();
        let cases = cases::standard(problem).unwrap();
        for c in &cases {
            if problem != Problem::Boj4574 {
                eprintln!("{} {:?}", c.name, naive_calls(c.puzzles[0].grid()));
            }
        }
        eprintln!("{problem}: {:?}", t.elapsed());
    }
}

#[test]
fn a_wrong_line_is_quoted_with_its_control_characters_escaped() {
    let case = sample(Problem::Boj2239);
    let said = why(&case, "\u{1b}[2J\u{1b}]0;owned\u{7}\n");
    assert!(said.contains("\\e[2J\\e]0;owned\\a"), "{said}");
    assert!(!said.chars().any(char::is_control), "{said:?}");
}
