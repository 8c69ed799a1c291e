//! What a second new learner met judging their programs: the count of stderr lines left out
//! between its start and end shown, the received board beside output that is no board, Java's classes found where
//! the judge was started, `--shrink` ending on the empty board, and the progress line.

use crate::common::assert_contains;
use crate::common::judge::{EASY, code, empty_case, judge, received_column, unwrapped};
use crate::common::run::stdout;

#[test]
fn the_lines_left_out_of_stderr_are_all_the_program_wrote_between_those_shown() {
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), false);
    // 5000 lines, far more than the few KiB of its end the judge keeps, then a crash.
    let out = judge("2239")
        .in_dir(dir.path())
        .case(&case)
        .run_sh("seq 1 5000 >&2; exit 3");
    let text = stdout(&out);
    assert_eq!(code(&out), 1, "{text}");
    assert_contains(
        &text,
        "its stderr:\n  1\n  2\n  3\n  4\n  5\n  … 4,985 lines left out …\n  4991\n",
    );
    assert_contains(&text, "  5000\n");
}

#[test]
fn the_received_board_never_takes_digits_from_text_that_is_no_board() {
    let dir = tempfile::tempdir().unwrap();
    let case = crate::common::judge::board_file(dir.path(), "easy.in", EASY, false);
    // Debug lines holding digits, in the place of every row.
    let out = judge("2239")
        .in_dir(dir.path())
        .case(&case)
        .run_sh("cat >/dev/null; for i in 1 2 3 4 5 6 7 8 9 10; do echo 'dfs 0 1 4'; done");
    let text = stdout(&out);
    let column = received_column(&text);
    assert_eq!(
        column.get(1).map(String::as_str),
        Some("(no board readable)"),
        "{text}"
    );
    assert_contains(&text, "received:\n  dfs 0 1 4\n");
    // An escape code in row 1's place: its `2` is no digit of the board, row 2 is read.
    let out = judge("2239")
        .in_dir(dir.path())
        .case(&case)
        .run_sh("cat >/dev/null; printf 'hello\\033[2J\\n534678912\\n'");
    let text = stdout(&out);
    let column = received_column(&text);
    assert_eq!(column[0].trim(), "received, read as rows", "{text}");
    assert_eq!(column[1].trim(), "? ? ? | ? ? ? | ? ? ?", "{text}");
    assert_eq!(column[2].trim(), "[5 3 4]|[6 7 8]|[9 1 2]", "{text}");
    assert_contains(
        &text,
        "? marks rows not read: output line 1 is no row of 9 digits; the output ends before line 3\n",
    );
}

#[test]
fn rows_in_a_wrong_layout_are_read_as_rows_for_4574_and_2580_too() {
    let dir = tempfile::tempdir().unwrap();
    let saved = dir.path().join("saved");
    let out = judge("4574")
        .in_dir(dir.path())
        .args(["--save-cases", saved.to_str().unwrap()])
        .output();
    assert_eq!(code(&out), 0);
    // 4574's answer, its titles with a colon: the nine rows after each are fine.
    let answer = saved.join("sample.out");
    let out = judge("4574")
        .in_dir(dir.path())
        .case(saved.join("sample.in"))
        .run_sh(&format!(
            "cat >/dev/null; sed 's/^Puzzle \\([0-9]*\\)$/Puzzle \\1:/' {}",
            answer.display()
        ));
    let text = unwrapped(&stdout(&out));
    assert_contains(&text, "expected \"Puzzle 1\", found \"Puzzle 1:\"");
    let column = received_column(&text);
    assert_eq!(column[0].trim(), "received, read as rows", "{text}");
    let first_row = std::fs::read_to_string(&answer)
        .unwrap()
        .lines()
        .nth(1)
        .unwrap()
        .to_owned();
    let spaced: Vec<String> = first_row.chars().map(String::from).collect();
    let drawn = format!(
        "{} | {} | {}",
        spaced[..3].join(" "),
        spaced[3..6].join(" "),
        spaced[6..].join(" ")
    );
    assert_eq!(column[1].trim(), drawn, "{text}");
    assert!(!text.contains("(no board readable)"), "{text}");

    // 2239's layout (no spaces) judged as 2580: the rows are shown, read as rows.
    let case = crate::common::judge::board_file(dir.path(), "easy2580.in", EASY, true);
    let rows = "534678912\n672195348\n198342567\n859761423\n426853791\n713924856\n\
                961537284\n287419635\n345286179\n";
    let out = judge("2580")
        .in_dir(dir.path())
        .case(&case)
        .run_sh(&format!("cat >/dev/null; printf '{rows}'"));
    let text = unwrapped(&stdout(&out));
    let column = received_column(&text);
    assert_eq!(column[0].trim(), "received, read as rows", "{text}");
    assert_eq!(column[1].trim(), "5 3 4 | 6 7 8 | 9 1 2", "{text}");
    assert_eq!(column[11].trim(), "3 4 5 | 2 8 6 | 1 7 9", "{text}");
}

/// `dir/Main.java`, a program that reads its input and prints `hello from Main`, compiled
/// with javac there as a learner does.
fn compiled_java(dir: &std::path::Path) {
    crate::common::judge::compiled_java(
        dir,
        "public class Main {\n    public static void main(String[] args) throws Exception {\n        \
         System.in.readAllBytes();\n        System.out.println(\"hello from Main\");\n    }\n}\n",
    );
}

#[test]
fn java_finds_its_classes_where_the_judge_was_started() {
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), false);
    compiled_java(dir.path());
    let commands: [&[&str]; 4] = [
        &["java", "Main"],
        &["java", "-cp", ".", "Main"],
        &["java", "-classpath", "", "Main"],
        &["java", "-Xss64m", "--class-path=.", "Main"],
    ];
    for command in commands {
        let out = judge("2239")
            .in_dir(dir.path())
            .case(&case)
            .time_limit("30")
            .run(command);
        let text = unwrapped(&stdout(&out));
        assert_contains(
            &text,
            "line 1: expected a row of 9 digits, found \"hello from Main\"",
        );
        assert!(!text.contains("RE "), "{command:?}: {text}");
    }
}

#[test]
fn java_run_from_its_source_file_is_told_once_it_compiles_on_every_case() {
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), false);
    // Beside its class, as after `javac Main.java`: java refuses a source file whose class is
    // on the class path, so the judge must not put it there.
    compiled_java(dir.path());
    let out = judge("2239")
        .in_dir(dir.path())
        .case(&case)
        .case(&case)
        .time_limit("60")
        .run(&["java", "Main.java"]);
    let text = stdout(&out);
    let said = crate::common::run::stderr(&out);
    let note = "note: `java Main.java` compiles Main.java again on every case, and that time \
                counts in the case's: compile once with `javac Main.java` and judge `java Main`";
    assert_eq!(said.matches(note).count(), 1, "{said}");
    let judged = "  WA   empty";
    assert_eq!(text.matches(judged).count(), 2, "{text}{said}");
    assert!(text.contains("found \"hello from Main\""), "{text}{said}");
}

#[test]
fn a_time_limit_after_many_short_stderr_lines_says_how_many() {
    let dir = tempfile::tempdir().unwrap();
    let case = empty_case(dir.path(), false);
    // 20,000 short lines, well under a MiB, then a search that never ends.
    let out = judge("2239")
        .in_dir(dir.path())
        .case(&case)
        .time_limit("3")
        .run_sh("seq 1 20000 >&2; exec sh -c 'while :; do :; done'");
    let text = unwrapped(&stdout(&out));
    assert_contains(
        &text,
        "it wrote 20,000 lines (106 KiB) to stderr before it was killed: printing that takes \
         time; judge without the prints, or with --trace",
    );
}

#[test]
fn a_shrink_stops_short_of_the_board_of_a_case_already_judged_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let easy = crate::common::judge::board_file(dir.path(), "easy.in", EASY, false);
    let empty = empty_case(dir.path(), false);
    // No output fails every board the same way: the empty board too, judged already.
    let out = judge("2239")
        .in_dir(dir.path())
        .case(&easy)
        .case(&empty)
        .shrink()
        .run(&["true"]);
    let said = crate::common::run::stderr(&out);
    assert_contains(
        &said,
        "no single clue left can be dropped: each, dropped alone, makes it pass, fail another \
         way, leave the judge's promise or give the board of a case already judged (empty)",
    );
    assert_contains(&said, "shrunk easy from 30 to 1 clue in ");
    assert!(!said.contains(" 1 clues"), "{said}");
    assert_contains(&said, "run 29: 1 clue left, still WA");
    assert_contains(&stdout(&out), "first failure: easy-shrunk (WA): no output");
}
