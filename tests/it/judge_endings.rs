//! `stepdoku judge` reading what the program printed, whatever the verdict: the classic endings
//! of a learner's program named (the right answer then a non-zero exit, the right answer then
//! still running, more solutions after the right one, no output), the most telling failure shown first,
//! CPU time beside wall time, and `--shrink`'s progress and its plain word when nothing can be
//! dropped. The programs are the blog post's 2580 search in C++ (`tests/fixtures/learner/
//! endings.cpp`, one define per ending, built with g++ as the other C++ fixtures) and shell
//! one-liners.

use std::path::Path;
use std::process::Output;

use crate::common::assert_contains;
use crate::common::judge::{
    BIN, EASY, Judge, board_file, built_cpp, empty_case, json_of, judge, unwrapped,
};
use crate::common::run::{stderr, stdout};

/// The first band of [`EASY`] alone: many solutions.
const SEVERAL: &str =
    "53..7....6..195....98....6.......................................................";

/// `stepdoku judge 2580 --case CASE …`, run in `dir`: every program here reads 2580's input.
fn judge_2580(dir: &Path, case: &Path) -> Judge {
    judge("2580").in_dir(dir).case(case)
}

/// The header line of the boards: input, expected and received side by side.
fn has_received_board(text: &str) -> bool {
    text.lines().any(|l| {
        l.contains("input") && l.contains("a solution (any passes)") && l.contains("received")
    })
}

#[test]
fn the_right_answer_then_a_nonzero_exit_says_main_must_return_0() {
    let dir = tempfile::tempdir().unwrap();
    let easy = board_file(dir.path(), "easy.in", EASY, true);
    let sol = built_cpp("endings", &["RETURN_ONE"]);
    let out = judge_2580(dir.path(), &easy).time_limit("30").run(&[&sol]);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert!(
        text.contains("  RE   easy")
            && text.contains("the right answer, then exit code 1: main must return 0"),
        "{text}"
    );
    // What it printed, beside what was expected, for an RE too.
    assert!(has_received_board(&text), "{text}");
    assert_contains(&text, "5 3 4 | 6 7 8 | 9 1 2     5 3 4 | 6 7 8 | 9 1 2");
    let out = judge_2580(dir.path(), &easy)
        .json()
        .time_limit("30")
        .run(&[&sol]);
    let record = json_of(&out);
    assert_eq!(
        record["ending"], "right-answer-then-nonzero-exit",
        "{record}"
    );
    assert_eq!(record["exit_code"], 1, "{record}");
}

#[test]
fn the_right_answer_then_still_running_says_stop_after_the_first_solution() {
    let dir = tempfile::tempdir().unwrap();
    let empty = empty_case(dir.path(), true);
    // The time-out is the point: the search runs on through the empty board's whole tree.
    let sol = built_cpp("endings", &["KEEP_SEARCHING"]);
    let out = judge_2580(dir.path(), &empty).time_limit("2").run(&[&sol]);
    let text = unwrapped(&stdout(&out));
    assert!(
        text.contains("  TLE  empty")
            && text.contains("the right answer, then still running at the 2.0 s limit, killed at 2.2 s: stop after the first solution"),
        "{text}"
    );
    assert!(has_received_board(&text), "{text}");
    // A shell that prints the answer, then sleeps for ever.
    let easy = board_file(dir.path(), "easy.in", EASY, true);
    let script = format!("{BIN} solve --format 2580; sleep 1000");
    let out = judge_2580(dir.path(), &easy)
        .json()
        .time_limit("2")
        .run_sh(&script);
    let record = json_of(&out);
    assert_eq!(record["verdict"], "TLE", "{record}");
    assert_eq!(
        record["ending"], "right-answer-then-kept-running",
        "{record}"
    );
}

#[test]
fn more_solutions_after_the_right_one_are_named_and_cut_ones_say_so() {
    let dir = tempfile::tempdir().unwrap();
    let empty = empty_case(dir.path(), true);
    // The post without its `if (endSwc) return;`: the empty board's solutions, one by one,
    // until the output limit stops it.
    let sol = built_cpp("endings", &["FORGET_STOP"]);
    let out = judge_2580(dir.path(), &empty).time_limit("30").run(&[&sol]);
    let text = unwrapped(&stdout(&out));
    assert!(
        text.contains("  OLE  empty")
            && text.contains("killed when its output passed 1 MiB; the right answer, then ")
            && text.contains(
                " more solutions before it was killed, and more to come: stop after the first"
            )
            && !text.contains("every solution"),
        "{text}"
    );
    crate::judge_crashes::within_80_columns_before_the_stderr(&stdout(&out));
    assert!(text.contains("received (its first)"), "{text}");
    // Ended by itself after two: a wrong answer, named the same way. The second is another
    // solution: the first's rows 4 and 5 swapped (the puzzle gives only its first band).
    let several = board_file(dir.path(), "several.in", SEVERAL, true);
    let script = format!(
        "{BIN} solve --format 2580 > answer; cat answer; \
         awk 'NR==4{{h=$0;next}} NR==5{{print;print h;next}} {{print}}' answer"
    );
    let out = judge_2580(dir.path(), &several)
        .time_limit("30")
        .run_sh(&script);
    let text = unwrapped(&stdout(&out));
    assert!(
        text.contains("  WA   several")
            && text
                .contains("the right answer, then 1 more solution after it: stop after the first"),
        "{text}"
    );
    // The same board twice is no second solution.
    let script = format!("{BIN} solve --format 2580 > answer; cat answer answer");
    let out = judge_2580(dir.path(), &several)
        .time_limit("30")
        .run_sh(&script);
    assert_contains(
        &stdout(&out),
        "the right answer, printed twice: print it once",
    );
}

#[test]
fn no_output_is_named_whatever_the_verdict() {
    let dir = tempfile::tempdir().unwrap();
    let easy = board_file(dir.path(), "easy.in", EASY, true);
    let out = judge_2580(dir.path(), &easy).run_sh("exit 3");
    let text = stdout(&out);
    assert!(
        text.contains("  RE   easy") && text.contains("exit code 3, no output"),
        "{text}"
    );
    assert!(text.contains("(no output)"), "{text}");
    let out = judge_2580(dir.path(), &easy)
        .json()
        .time_limit("0.5")
        .run(&["sleep", "1000"]);
    let record = json_of(&out);
    assert_eq!(record["verdict"], "TLE", "{record}");
    assert_eq!(record["ending"], "no-output", "{record}");
    // A sleep is waiting: said so after the ending.
    assert!(
        record["why"]
            .as_str()
            .unwrap()
            .contains("killed at 0.55 s, no output; its CPU time was only "),
        "{record}"
    );
    assert!(
        record["why"]
            .as_str()
            .unwrap()
            .contains("it spent its time waiting"),
        "{record}"
    );
}

#[test]
fn a_named_clash_leads_over_no_output() {
    let dir = tempfile::tempdir().unwrap();
    let empty = empty_case(dir.path(), true);
    let easy = board_file(dir.path(), "easy.in", EASY, true);
    // Nothing on the empty board (its input starts with 0); on the other, r1c3 written as 3
    // beside the given 3 of r1c2.
    let script = format!(
        "input=$(cat); case \"$input\" in 0*) exit 0;; esac; \
         printf '%s\\n' \"$input\" | {BIN} solve --format 2580 | sed '1s/^5 3 4/5 3 3/'"
    );
    let out = judge_2580(dir.path(), &empty)
        .case(&easy)
        .time_limit("30")
        .run_sh(&script);
    let text = stdout(&out);
    assert!(
        text.contains("  WA   empty") && text.contains("no output"),
        "{text}"
    );
    assert_contains(
        &text,
        "the most telling failure: easy (WA): row 1 has two 3s (r1c2 and r1c3)",
    );
    assert!(!text.contains("first failure"), "{text}");
}

#[test]
fn cpu_time_is_reported_beside_wall_time_with_the_programs_children() {
    let dir = tempfile::tempdir().unwrap();
    let easy = board_file(dir.path(), "easy.in", EASY, true);
    // A child of the shell burns 0.4 s of CPU: CPU time does not depend on the machine's load.
    let burn = "python3 -c 'import time\nt = time.process_time()\nwhile time.process_time() - t < 0.4: pass'; true";
    let out = judge_2580(dir.path(), &easy)
        .json()
        .time_limit("60")
        .run_sh(burn);
    let record = json_of(&out);
    let (cpu, wall) = (
        record["cpu_ms"].as_u64().unwrap(),
        record["time_ms"].as_u64().unwrap(),
    );
    assert!(cpu >= 400, "{record}");
    assert!(wall >= 400, "{record}");
    // A sleeper uses next to no CPU however long it takes.
    let out = judge_2580(dir.path(), &easy)
        .json()
        .time_limit("60")
        .run(&["sleep", "1"]);
    let record = json_of(&out);
    let (cpu, wall) = (
        record["cpu_ms"].as_u64().unwrap(),
        record["time_ms"].as_u64().unwrap(),
    );
    assert!(wall >= 1000 && cpu < 500, "{record}");
    assert_eq!(record["borderline"], false, "{record}");
    let out = judge_2580(dir.path(), &easy)
        .time_limit("60")
        .run(&["sleep", "1"]);
    let text = stdout(&out);
    let line = text.lines().find(|l| l.contains("  WA   easy")).unwrap();
    assert!(line.contains(" ms (cpu "), "{line}");
}

#[test]
fn shrink_says_plainly_when_nothing_can_be_dropped() {
    let dir = tempfile::tempdir().unwrap();
    let easy = board_file(dir.path(), "easy.in", EASY, true);
    // Crashes on 30 clues or more, else answers right: every single drop makes it pass.
    let script = format!(
        "input=$(cat); n=$(printf '%s' \"$input\" | tr -cd 1-9 | wc -c); \
         [ \"$n\" -ge 30 ] && exit 3; printf '%s\\n' \"$input\" | {BIN} solve --format 2580"
    );
    let out = judge_2580(dir.path(), &easy)
        .shrink()
        .time_limit("30")
        .run_sh(&script);
    let said = stderr(&out);
    assert_contains(
        &said,
        "nothing can be dropped from easy: each of its 30 clues, dropped alone, makes it pass, fail another way or leave the judge's promise",
    );
    assert_contains(&stdout(&out), "first failure: easy (RE)");
    // A time-out is never shrunk: whether a run times out depends on the load.
    let out = judge_2580(dir.path(), &easy)
        .shrink()
        .time_limit("0.5")
        .run(&["sleep", "1000"]);
    assert!(
        stderr(&out).contains(
            "nothing can be dropped from easy: it timed out, and a time-out is never shrunk"
        ),
        "{}",
        stderr(&out)
    );
}

#[test]
fn shrink_prints_progress_and_gives_the_same_case_every_time() {
    let dir = tempfile::tempdir().unwrap();
    let easy = board_file(dir.path(), "easy.in", EASY, true);
    // Crashes while 20 clues or more are left: the first ten are dropped, the rest kept.
    let script = "input=$(cat); n=$(printf '%s' \"$input\" | tr -cd 1-9 | wc -c); \
                  [ \"$n\" -ge 20 ] && exit 3; exit 4";
    let run = || {
        judge_2580(dir.path(), &easy)
            .shrink()
            .time_limit("30")
            .run_sh(script)
    };
    let first = run();
    let said = stderr(&first);
    assert!(said.contains("shrinking easy: 30 clues"), "{said}");
    assert!(said.contains("  run 1: 29 clues left, still RE"), "{said}");
    assert!(
        said.contains("shrunk easy from 30 to 20 clues in ")
            && said.contains(" runs; no single clue left can be dropped"),
        "{said}"
    );
    let boards = |out: &Output| -> Vec<String> {
        stdout(out)
            .lines()
            .filter(|l| l.contains('|'))
            .map(str::to_owned)
            .collect()
    };
    let second = run();
    assert_eq!(stderr(&second), said);
    assert_eq!(boards(&second), boards(&first));
}

#[test]
fn shrink_with_trace_traces_the_shrunk_case_and_replays_it() {
    let dir = tempfile::tempdir().unwrap();
    let traces = dir.path().join("traces");
    let easy = board_file(dir.path(), "easy.in", EASY, true);
    // Crashes while 20 clues or more are left, saying on stderr (its trace) how many it saw.
    let script = "input=$(cat); n=$(printf '%s' \"$input\" | tr -cd 1-9 | wc -c); \
                  echo \"clues $n\" >&2; [ \"$n\" -ge 20 ] && exit 3; exit 4";
    let out = judge_2580(dir.path(), &easy)
        .shrink()
        .trace(&traces)
        .time_limit("30")
        .run_sh(script);
    let text = stdout(&out);
    assert_eq!(out.status.code(), Some(1), "{text}{}", stderr(&out));
    assert!(text.contains("first failure: easy-shrunk (RE)"), "{text}");
    let hint = text
        .lines()
        .find(|l| l.starts_with("to step through your program's search on "))
        .unwrap_or_else(|| panic!("{text}"));
    let shrunk_in = traces.join("easy-shrunk.in");
    let shrunk_trace = traces.join("easy-shrunk.trace");
    assert!(
        hint.starts_with("to step through your program's search on easy-shrunk, run: ")
            && hint.contains(shrunk_in.to_str().unwrap())
            && hint.contains(shrunk_trace.to_str().unwrap()),
        "{hint}"
    );
    // The trace the command names is the shrunk case's run, beside that case's input.
    assert_eq!(
        std::fs::read_to_string(&shrunk_trace).unwrap().trim(),
        "clues 20"
    );
    let shrunk_clues = std::fs::read_to_string(&shrunk_in)
        .unwrap()
        .bytes()
        .filter(|b| (b'1'..=b'9').contains(b))
        .count();
    assert_eq!(shrunk_clues, 20);
    // The original case keeps its own trace.
    assert_eq!(
        std::fs::read_to_string(traces.join("easy.trace"))
            .unwrap()
            .trim(),
        "clues 30"
    );
}

#[test]
fn shrink_shows_a_failure_it_can_shrink_over_a_time_out_it_never_shrinks() {
    let dir = tempfile::tempdir().unwrap();
    // `slow` (30 clues) runs past the limit; `quiet` (29: the first clue blanked) prints
    // nothing. Both say nothing, so neither tells more: the time-out comes first.
    let slow = board_file(dir.path(), "slow.in", EASY, true);
    let first = EASY.find(|c: char| c.is_ascii_digit()).unwrap();
    let mut fewer = EASY.to_owned();
    fewer.replace_range(first..=first, ".");
    let quiet = board_file(dir.path(), "quiet.in", &fewer, true);
    let script = "input=$(cat); n=$(printf '%s' \"$input\" | tr -cd 1-9 | wc -c); \
                  [ \"$n\" -ge 30 ] && exec sleep 1000; exit 0";
    let out = judge_2580(dir.path(), &slow)
        .case(&quiet)
        .shrink()
        .time_limit("0.5")
        .run_sh(script);
    let (text, said) = (stdout(&out), stderr(&out));
    assert_contains(&text, "  TLE  slow");
    assert_contains(
        &said,
        "slow timed out, and a time-out is never shrunk: quiet failed another way (WA), the \
         most telling failure that can be shrunk, and is shrunk instead",
    );
    assert_contains(&said, "shrinking quiet: ");
    assert_contains(
        &text,
        "the most telling failure that can be shrunk: quiet-shrunk (WA)",
    );
    assert!(!said.contains("nothing can be dropped from slow"), "{said}");
}

#[test]
fn the_right_answer_then_a_long_write_to_stderr_names_the_prints_before_stop_after_the_first() {
    let dir = tempfile::tempdir().unwrap();
    let easy = board_file(dir.path(), "easy.in", EASY, true);
    // The answer, then trace lines written out on stderr until the limit (a buffered trace
    // flushed after the answer looks the same to the judge).
    let script = format!("{BIN} solve --format 2580; exec yes 'try 1 1 1 @40' >&2");
    let out = judge_2580(dir.path(), &easy)
        .time_limit("1")
        .run_sh(&script);
    let text = unwrapped(&stdout(&out));
    assert_contains(
        &text,
        "the right answer, then still running at the 1.0 s limit, killed at 1.1 s; it wrote ",
    );
    assert_contains(
        &text,
        " to stderr after its answer: printing that takes time; judge without the prints, or \
         with --trace (and if its search goes on after the answer, stop after the first \
         solution)",
    );
    assert!(!text.contains("killed at 1.1 s: stop after"), "{text}");
    crate::judge_crashes::within_80_columns_before_the_stderr(&stdout(&out));
    // Said once: the count of all its stderr is not added after it.
    assert!(!text.contains("before it was killed"), "{text}");
}

#[test]
fn an_echo_of_the_input_is_named_and_an_answer_printed_twice_is_no_second_solution() {
    let dir = tempfile::tempdir().unwrap();
    // The post's right solution, with the input board printed first as it was read.
    let sol = built_cpp("endings", &["ECHO_INPUT"]);
    let easy = board_file(dir.path(), "easy.in", EASY, true);
    // A case whose input is its own solution: the echo is the answer itself.
    let solved = String::from_utf8(
        std::process::Command::new(BIN)
            .args(["solve", "--format", "2580"])
            .stdin(std::fs::File::open(&easy).unwrap())
            .output()
            .unwrap()
            .stdout,
    )
    .unwrap();
    let full = dir.path().join("full.in");
    std::fs::write(&full, &solved).unwrap();
    let out = judge_2580(dir.path(), &full).case(&easy).run(&[&sol]);
    let text = unwrapped(&stdout(&out));
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert_contains(&text, "  WA   easy ");
    assert_contains(
        &text,
        "lines 1-9 are the input board as it was read, its blanks as 0s (a debugging print?), \
         then the right answer: print only the answer",
    );
    assert_contains(&text, "the right answer, printed twice: print it once");
    crate::judge_crashes::within_80_columns_before_the_stderr(&stdout(&out));
    assert!(!text.contains("more solution"), "{text}");
    // The echo names the mistake: it is the failure shown.
    assert_contains(
        &text,
        "the most telling failure: easy (WA): lines 1-9 are the input",
    );
}

#[test]
fn the_input_board_printed_after_the_answer_is_named_as_an_echo() {
    let dir = tempfile::tempdir().unwrap();
    // The post's right solution, printing its board once more after the search: every try
    // undone by then, it prints the input board back.
    let sol = built_cpp("endings", &["PRINT_AFTER"]);
    let easy = board_file(dir.path(), "easy.in", EASY, true);
    let out = judge_2580(dir.path(), &easy).run(&[&sol]);
    let text = unwrapped(&stdout(&out));
    assert_eq!(out.status.code(), Some(1), "{text}");
    assert_contains(
        &text,
        "first failure: easy (WA): lines 10-18 are the input board as it was read, its blanks \
         as 0s (a debugging print?); the rest is the right answer: print only the answer",
    );
    crate::judge_crashes::within_80_columns_before_the_stderr(&stdout(&out));
}

#[test]
fn a_program_killed_with_nothing_printed_is_told_its_buffered_output_is_lost() {
    let dir = tempfile::tempdir().unwrap();
    let empty = empty_case(dir.path(), true);
    // The answer printed with printf and never flushed, then the search runs on to the limit:
    // the kill loses the answer in printf's buffer, and nothing reaches the judge.
    let sol = built_cpp("endings", &["KEEP_SEARCHING", "NO_FLUSH"]);
    let out = judge_2580(dir.path(), &empty).time_limit("1").run(&[&sol]);
    let text = unwrapped(&stdout(&out));
    assert_contains(&text, "  TLE  empty");
    assert_contains(&text, ", no output");
    // Its own lines, within 80 columns: read as one sentence.
    let words = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert_contains(
        &words,
        "nothing reached the judge before the program was killed, and output still in a \
         buffer is lost at a kill: printf and cout to a pipe hold it until the program exits, \
         the buffer fills or it is flushed (fflush(stdout) after the answer, or endl; '\\n' \
         alone does not flush)",
    );
    crate::judge_crashes::within_80_columns_before_the_stderr(&stdout(&out));
    // A program that ends by itself with nothing printed had nothing held back: not said.
    let out = judge_2580(dir.path(), &empty).run_sh("cat >/dev/null");
    let text = unwrapped(&stdout(&out));
    assert_contains(&text, "no output");
    assert!(!text.contains("nothing reached the judge"), "{text}");
}
