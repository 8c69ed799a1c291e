//! The right answer in a wrong layout: a header line, blank lines between the rows, text
//! after the board, `\r\n` line ends or a 4574 title misprinted. The judge's verdict and its
//! one-line reason stay; the received board is drawn as the rows the program printed, never
//! shifted, and a line says that the 9 rows are the right answer and what is in their way.

use std::path::{Path, PathBuf};

use crate::common::assert_contains;
use crate::common::judge::{code, judge, received_column, unwrapped};
use crate::common::run::stdout;

/// The statement's sample of `problem` and its expected output, saved by the judge in `dir`.
fn sample(dir: &Path, problem: &str) -> (PathBuf, String) {
    let saved = dir.join(format!("saved-{problem}"));
    let out = judge(problem)
        .in_dir(dir)
        .args(["--save-cases", saved.to_str().unwrap()])
        .output();
    assert_eq!(code(&out), 0, "{}", stdout(&out));
    let answer = std::fs::read_to_string(saved.join("sample.out")).unwrap();
    (saved.join("sample.in"), answer)
}

/// `problem` judged on its sample with a program that prints `printed`, and the report (its
/// wrapped reasons joined back into one line each).
fn judged(dir: &Path, problem: &str, input: &Path, printed: &str) -> (i32, String) {
    let file = dir.join("printed");
    std::fs::write(&file, printed).unwrap();
    let out = judge(problem)
        .in_dir(dir)
        .case(input)
        .run_sh(&format!("cat >/dev/null; cat '{}'", file.display()));
    (code(&out), unwrapped(&stdout(&out)))
}

/// A board drawn as the judge draws one: `1 4 3 | 6 2 8 | 5 7 9` for `143628579`.
fn drawn(row: &str) -> String {
    let spaced: Vec<String> = row.chars().map(String::from).collect();
    format!(
        "{} | {} | {}",
        spaced[..3].join(" "),
        spaced[3..6].join(" "),
        spaced[6..].join(" ")
    )
}

/// The received board holds `rows` (9 rows of 9 digits), in order, none in brackets.
#[track_caller]
fn received_is(text: &str, rows: &[&str]) {
    let column = received_column(text);
    assert_eq!(column[0].trim(), "received, read as rows", "{text}");
    let board: Vec<&str> = column[1..]
        .iter()
        .map(|l| l.trim())
        .filter(|l| !l.starts_with("---"))
        .collect();
    let expected: Vec<String> = rows.iter().map(|r| drawn(r)).collect();
    assert_eq!(board, expected, "{text}");
    assert!(!text.contains("brackets mark"), "{text}");
    assert!(!text.contains("? marks"), "{text}");
}

#[test]
fn a_header_line_blank_lines_or_text_after_the_board_leave_the_2239_board_right() {
    let dir = tempfile::tempdir().unwrap();
    let (input, answer) = sample(dir.path(), "2239");
    let rows: Vec<&str> = answer.lines().collect();

    let (status, text) = judged(dir.path(), "2239", &input, &format!("answer:\n{answer}"));
    assert_eq!(status, 1, "{text}");
    assert_contains(
        &text,
        "(WA): line 1: expected a row of 9 digits, found \"answer:\"\n",
    );
    received_is(&text, &rows);
    assert_contains(
        &text,
        "\nthe 9 rows are the right answer, at output lines 2-10; line 1 \"answer:\" is extra\n",
    );

    let spread: String = answer.lines().map(|l| format!("{l}\n\n")).collect();
    let (status, text) = judged(dir.path(), "2239", &input, &spread);
    assert_eq!(status, 1, "{text}");
    received_is(&text, &rows);
    assert_contains(
        &text,
        "\nthe 9 rows are the right answer, at output lines 1, 3, 5, 7, 9, 11, 13, 15 and 17; \
         blank lines 2, 4, 6, 8, 10, 12, 14 and 16 are extra\n",
    );

    let (status, text) = judged(dir.path(), "2239", &input, &format!("{answer}done\n"));
    assert_eq!(status, 1, "{text}");
    assert_contains(
        &text,
        "(WA): line 10: more output after the answer: \"done\"\n",
    );
    received_is(&text, &rows);
    assert_contains(
        &text,
        "\nthe 9 rows are the right answer, at output lines 1-9; line 10 \"done\" is extra\n",
    );

    // `\r\n` line ends are no mistake: only the header is named, without its `\r`.
    let crlf = format!("answer:\n{answer}").replace('\n', "\r\n");
    let (_, text) = judged(dir.path(), "2239", &input, &crlf);
    assert_contains(
        &text,
        "\nthe 9 rows are the right answer, at output lines 2-10; line 1 \"answer:\" is extra\n",
    );
    let (status, text) = judged(dir.path(), "2239", &input, &answer.replace('\n', "\r\n"));
    assert_eq!(status, 0, "{text}");
}

#[test]
fn text_from_the_program_is_escaped_and_a_flood_after_the_board_is_counted() {
    let dir = tempfile::tempdir().unwrap();
    let (input, answer) = sample(dir.path(), "2239");
    let (_, text) = judged(
        dir.path(),
        "2239",
        &input,
        &format!("\u{1b}[31manswer\u{1b}[0m\n{answer}"),
    );
    assert_contains(&text, "line 1 \"\\e[31manswer\\e[0m\" is extra\n");
    assert!(!text.contains('\u{1b}'), "{text:?}");

    let debug: String = (1..=500).map(|i| format!("dfs {i}\n")).collect();
    let (_, text) = judged(dir.path(), "2239", &input, &format!("{answer}{debug}"));
    assert_contains(
        &text,
        "at output lines 1-9; lines 10 \"dfs 1\", 11 \"dfs 2\", 12 \"dfs 3\" and 497 more are \
         extra\n",
    );
}

#[test]
fn rows_that_are_no_right_answer_are_still_read_in_their_place() {
    let dir = tempfile::tempdir().unwrap();
    let (input, answer) = sample(dir.path(), "2239");
    // The header, and a clash: row 1's first two digits swapped.
    let first = answer.lines().next().unwrap();
    let mut swapped: Vec<char> = first.chars().collect();
    swapped.swap(0, 1);
    let swapped: String = swapped.into_iter().collect();
    let wrong = answer.replacen(first, &swapped, 1);
    let (status, text) = judged(dir.path(), "2239", &input, &format!("answer:\n{wrong}"));
    assert_eq!(status, 1, "{text}");
    assert!(!text.contains("the 9 rows are"), "{text}");
    assert_contains(
        &text,
        "? marks rows not read: output line 1 is no row of 9 digits",
    );
}

#[test]
fn for_2580_a_header_or_text_after_the_numbers_leaves_a_right_answer_and_blank_lines_pass() {
    let dir = tempfile::tempdir().unwrap();
    let (input, answer) = sample(dir.path(), "2580");
    let rows: Vec<String> = answer.lines().map(|l| l.replace(' ', "")).collect();
    let rows: Vec<&str> = rows.iter().map(String::as_str).collect();

    let (status, text) = judged(dir.path(), "2580", &input, &format!("answer:\n{answer}"));
    assert_eq!(status, 1, "{text}");
    assert_contains(
        &text,
        "(WA): line 1: expected a number from 1 to 9, found \"answer:\"\n",
    );
    received_is(&text, &rows);
    assert_contains(
        &text,
        "\nthe 9 rows are a right answer, at output lines 2-10; line 1 \"answer:\" is extra\n",
    );

    // Words with numbers after the answer are text, not more solutions.
    let debug: String = (1..=200).map(|i| format!("debug {i}\n")).collect();
    let (status, text) = judged(dir.path(), "2580", &input, &format!("{answer}{debug}"));
    assert_eq!(status, 1, "{text}");
    assert_contains(
        &text,
        "(WA): line 10: more output after the answer: \"debug 1\"\n",
    );
    received_is(&text, &rows);
    assert_contains(
        &text,
        "at output lines 1-9; lines 10 \"debug 1\", 11 \"debug 2\"",
    );

    let spread: String = answer.lines().map(|l| format!("{l}\r\n\r\n")).collect();
    let (status, text) = judged(dir.path(), "2580", &input, &spread);
    assert_eq!(status, 0, "{text}");

    // 2239's layout: the right digits, not as 2580's judge reads them.
    let together: String = rows.iter().map(|r| format!("{r}\n")).collect();
    let (_, text) = judged(dir.path(), "2580", &input, &together);
    received_is(&text, &rows);
    assert_contains(
        &text,
        "\nthe 9 rows are a right answer, at output lines 1-9; the rows at lines 1-9 are not as \
         the judge reads a row (9 numbers separated by spaces)\n",
    );
}

#[test]
fn for_4574_the_rows_of_the_puzzle_named_are_found_past_headers_and_titles() {
    let dir = tempfile::tempdir().unwrap();
    let (input, answer) = sample(dir.path(), "4574");
    let lines: Vec<&str> = answer.lines().collect();
    assert_eq!(lines[0], "Puzzle 1");
    assert_eq!(lines[10], "Puzzle 2");
    let (first, second) = (&lines[1..10], &lines[11..20]);

    let (status, text) = judged(dir.path(), "4574", &input, &format!("answer:\n{answer}"));
    assert_eq!(status, 1, "{text}");
    assert_contains(
        &text,
        "(WA): puzzle 1: line 1: expected \"Puzzle 1\", found \"answer:\"\n",
    );
    received_is(&text, first);
    assert_contains(
        &text,
        "\nthe 9 rows are the right answer, at output lines 3-11; line 1 \"answer:\" is extra\n",
    );

    // No titles at all.
    let untitled: String = answer
        .lines()
        .filter(|l| !l.starts_with("Puzzle"))
        .map(|l| format!("{l}\n"))
        .collect();
    let (_, text) = judged(dir.path(), "4574", &input, &untitled);
    received_is(&text, first);
    assert_contains(
        &text,
        "\nthe 9 rows are the right answer, at output lines 1-9; the title \"Puzzle 1\" is \
         missing before line 1\n",
    );

    // A debug line between the puzzles: the mistake is in the second puzzle's place.
    let between = answer.replacen("Puzzle 2\n", "dfs done\n\nPuzzle 2\n", 1);
    let (_, text) = judged(dir.path(), "4574", &input, &between);
    assert_contains(
        &text,
        "(WA): puzzle 2: line 11: expected \"Puzzle 2\", found \"dfs done\"\n",
    );
    assert_contains(&text, "puzzle 2 of 2\n");
    received_is(&text, second);
    assert_contains(
        &text,
        "\nthe 9 rows are the right answer, at output lines 14-22; line 11 \"dfs done\" is \
         extra; blank line 12 is extra\n",
    );

    // A blank line after each row of the first puzzle, and `\r\n` line ends throughout.
    let spread: String = answer
        .lines()
        .enumerate()
        .map(|(i, l)| {
            if (1..10).contains(&i) {
                format!("{l}\r\n\r\n")
            } else {
                format!("{l}\r\n")
            }
        })
        .collect();
    let (status, text) = judged(dir.path(), "4574", &input, &spread);
    assert_eq!(status, 1, "{text}");
    assert_contains(
        &text,
        "(WA): puzzle 1: line 3: expected a row of 9 digits, found \"\"\n",
    );
    received_is(&text, first);
    assert_contains(
        &text,
        "\nthe 9 rows are the right answer, at output lines 2, 4, 6, 8, 10, 12, 14, 16 and 18; \
         blank lines 3, 5, 7, 9, 11, 13, 15 and 17 are extra\n",
    );
    let (status, text) = judged(dir.path(), "4574", &input, &answer.replace('\n', "\r\n"));
    assert_eq!(status, 0, "{text}");

    // The title with a colon, and text after the last puzzle.
    let colon = format!("{}end\n", answer.replace("Puzzle 1\n", "Puzzle 1:\n"));
    let (_, text) = judged(dir.path(), "4574", &input, &colon);
    received_is(&text, first);
    assert_contains(
        &text,
        "\nthe 9 rows are the right answer, at output lines 2-10; line 1 \"Puzzle 1:\" should \
         be the title \"Puzzle 1\"\n",
    );
    let (_, text) = judged(dir.path(), "4574", &input, &format!("{answer}end\n"));
    received_is(&text, second);
    assert_contains(
        &text,
        "\nthe 9 rows are the right answer, at output lines 12-20; line 21 \"end\" is extra\n",
    );
}

/// The BOJ 4574 sample's first puzzle alone, then the end marker.
const ONE_4574: &str = "10\n6 B2 1 B3\n2 C4 9 C3\n6 D3 8 E3\n7 E1 4 F1\n8 B7 4 B8\n3 F5 2 F6\n\
                        7 F7 6 F8\n5 G4 9 G5\n7 I8 8 I9\n7 C9 2 B9\nC5 A3 D9 I4 A9 E5 A2 C6 I1\n0\n";

/// The board `ONE_4574` sets out, as a program that read it would print it: 9 rows of
/// digits, 0 for a blank.
fn board_of_one_4574() -> String {
    let mut board = [[b'0'; 9]; 9];
    let mut put = |digit: u8, cell: &str| {
        let cell = cell.as_bytes();
        board[usize::from(cell[0] - b'A')][usize::from(cell[1] - b'1')] = digit;
    };
    let lines: Vec<&str> = ONE_4574.lines().collect();
    for domino in &lines[1..11] {
        let t: Vec<&str> = domino.split(' ').collect();
        put(t[0].as_bytes()[0], t[1]);
        put(t[2].as_bytes()[0], t[3]);
    }
    for (i, cell) in lines[11].split(' ').enumerate() {
        put(b'1' + u8::try_from(i).unwrap(), cell);
    }
    board
        .iter()
        .map(|row| format!("{}\n", String::from_utf8_lossy(row)))
        .collect()
}

#[test]
fn a_4574_board_printed_before_the_answer_is_named_as_the_board_the_input_sets_out() {
    let dir = tempfile::tempdir().unwrap();
    let (_, sample_answer) = sample(dir.path(), "4574");
    let input = dir.path().join("one.in");
    std::fs::write(&input, ONE_4574).unwrap();
    // The sample's answer to its first puzzle: its heading and 9 rows.
    let answer: String = sample_answer
        .lines()
        .take(10)
        .map(|l| format!("{l}\n"))
        .collect();
    let board = board_of_one_4574();
    let (status, text) = judged(dir.path(), "4574", &input, &format!("{board}{answer}"));
    assert_eq!(status, 1, "{text}");
    assert_contains(&text, "  WA   one ");
    assert_contains(
        &text,
        "first failure: one (WA): lines 1-9 are the board the input sets out (its dominoes and \
         numbers in place), its blanks as 0s (a debugging print?), then the right answer: print \
         only the answer",
    );
    // The answer alone passes: the board is the input's, not an answer.
    let (status, text) = judged(dir.path(), "4574", &input, &answer);
    assert_eq!(status, 0, "{text}");
}

#[test]
fn a_4574_board_echoed_under_each_title_is_named_and_the_answers_around_it_judged() {
    let dir = tempfile::tempdir().unwrap();
    // The post's search, printing under each `Puzzle k` the board it read, then its answer:
    // the two puzzles of the collection in one case.
    let exe = crate::common::judge::built_cpp("sudominoku", &["ECHO_AFTER_TITLE"]);
    let case = crate::common::replay::sudominoku_in();
    let out = judge("4574").in_dir(dir.path()).case(&case).run(&[&exe]);
    let text = unwrapped(&stdout(&out));
    assert_eq!(code(&out), 1, "{text}");
    // Each puzzle takes its title, the board read and the answer: 19 lines.
    assert_contains(
        &text,
        "first failure: sudominoku (WA): lines 2-10 and 21-29 are boards the input sets out \
         (their dominoes and numbers in place), their blanks as 0s (debugging prints?); the \
         rest is the right answer: print only the answers",
    );
    // A board echoed before the title is named alike; after the answer, too.
    let (_, sample_answer) = sample(dir.path(), "4574");
    let input = dir.path().join("one.in");
    std::fs::write(&input, ONE_4574).unwrap();
    let answer: String = sample_answer
        .lines()
        .take(10)
        .map(|l| format!("{l}\n"))
        .collect();
    let board = board_of_one_4574();
    let (status, text) = judged(dir.path(), "4574", &input, &format!("{answer}{board}"));
    assert_eq!(status, 1, "{text}");
    assert_contains(
        &text,
        "first failure: one (WA): lines 11-19 are the board the input sets out (its dominoes \
         and numbers in place), its blanks as 0s (a debugging print?); the rest is the right \
         answer: print only the answer",
    );
}
