//! `stepdoku trace`: the watch's story as JSON Lines, checked against `solve --stats` and
//! `grade --json` of the same binary, and for the promises each line makes.

use serde_json::Value;

use crate::common::assert_contains;
use crate::common::run::{stderr, stepdoku};

fn lines(args: &[&str]) -> Vec<Value> {
    let dir = tempfile::tempdir().unwrap();
    let out = stepdoku(args, dir.path());
    assert!(out.status.success(), "{args:?}: {}", stderr(&out));
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// `steps N` of `solve --stats`.
fn stats_steps(args: &[&str]) -> u64 {
    let dir = tempfile::tempdir().unwrap();
    let out = stepdoku(args, dir.path());
    let text =
        String::from_utf8_lossy(&out.stderr).into_owned() + &String::from_utf8_lossy(&out.stdout);
    let at = text.find("steps ").expect("a stats line");
    text[at + 6..]
        .split(',')
        .next()
        .unwrap()
        .trim()
        .parse()
        .unwrap()
}

#[test]
fn every_step_is_one_line_as_many_as_solve_stats_counts() {
    for strategy in ["row-major", "blanks", "mrv", "propagate"] {
        let trace = lines(&["trace", "puzzles/classic.txt", "--strategy", strategy]);
        let steps = stats_steps(&[
            "solve",
            "--stats",
            "--strategy",
            strategy,
            "puzzles/classic.txt",
        ]);
        assert_eq!(trace.len() as u64, steps, "{strategy}");
        for (i, line) in trace.iter().enumerate() {
            assert_eq!(line["step"], i as u64 + 1);
        }
        assert_eq!(trace.last().unwrap()["event"], "solved");
    }
}

#[test]
fn progress_never_falls_and_dead_ends_explain_every_digit() {
    let trace = lines(&[
        "trace",
        "puzzles/top1465.txt",
        "--strategy",
        "row-major",
        "--max-steps",
        "20000",
        "--grid",
    ]);
    assert_eq!(trace.last().unwrap()["event"], "gave-up");
    let mut last = 0.0;
    let mut dead_ends = 0;
    for line in &trace {
        let progress = line["progress"].as_f64().unwrap();
        assert!((last..=1.0).contains(&progress), "{line}");
        last = progress;
        if line["event"] != "dead-end" {
            continue;
        }
        dead_ends += 1;
        let why = line["why"].as_array().expect("why on a scanning dead end");
        let digits: Vec<u64> = why.iter().map(|w| w["digit"].as_u64().unwrap()).collect();
        assert_eq!(digits, (1..=9).collect::<Vec<_>>());
        // Each claim is true on the grid after the step.
        let grid: Vec<u8> = line["grid"].as_str().unwrap().bytes().collect();
        let cell = line["cell"].as_str().unwrap().as_bytes();
        let (row, col) = (usize::from(cell[1] - b'1'), usize::from(cell[3] - b'1'));
        for w in why {
            let digit = b'0' + w["digit"].as_u64().unwrap() as u8;
            let unit = w["unit"].as_str().unwrap();
            let cells: Vec<usize> = match unit.split_once(' ').unwrap() {
                ("row", _) => (0..9).map(|c| row * 9 + c).collect(),
                ("column", _) => (0..9).map(|r| r * 9 + col).collect(),
                _ => {
                    let (r0, c0) = (row / 3 * 3, col / 3 * 3);
                    (0..9).map(|i| (r0 + i / 3) * 9 + c0 + i % 3).collect()
                }
            };
            assert!(
                cells.iter().any(|&i| grid[i] == digit),
                "{unit} holds no {digit}: {line}"
            );
        }
    }
    assert!(dead_ends > 100, "a long search meets many dead ends");
}

#[test]
fn until_stops_at_the_first_match() {
    let trace = lines(&["trace", "--strategy", "row-major", "--until", "dead-end"]);
    let last = trace.last().unwrap();
    assert_eq!(last["event"], "dead-end");
    assert!(
        trace[..trace.len() - 1]
            .iter()
            .all(|l| l["event"] != "dead-end")
    );
    let trace = lines(&["trace", "--until", "step=17"]);
    assert_eq!(trace.len(), 17);
    let trace = lines(&["trace", "--strategy", "mrv", "--until", "cell=r9c7"]);
    assert_eq!(trace.last().unwrap()["cell"], "r9c7");
    assert_eq!(trace.last().unwrap()["event"], "try");
}

#[test]
fn a_logic_trace_has_as_many_steps_as_grade_reports() {
    let dir = tempfile::tempdir().unwrap();
    let top = std::fs::read_to_string("puzzles/top1465.txt").unwrap();
    let hard = dir.path().join("hard.txt");
    let first = top
        .lines()
        .find(|l| !l.starts_with('#') && l.len() >= 81)
        .unwrap();
    std::fs::write(&hard, first).unwrap();
    for file in ["puzzles/classic.txt", hard.to_str().unwrap()] {
        let trace = lines(&["trace", file, "--strategy", "logic"]);
        let grade = lines(&["grade", "--json", file]);
        assert_eq!(
            trace.len() as u64,
            grade[0]["steps"].as_u64().unwrap(),
            "{file}"
        );
        let last = trace.last().unwrap();
        assert_eq!(last["progress"], 1.0);
        assert_eq!(last["level"], grade[0]["level"]);
        assert_eq!(last["score"], grade[0]["score"]);
        assert!(trace.iter().all(|l| l["technique"].is_string()));
    }
}

#[test]
fn bad_arguments_say_what_is_expected() {
    let dir = tempfile::tempdir().unwrap();
    let out = stepdoku(&["trace", "--until", "deadend"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert_contains(&stderr(&out), "dead-end, backtrack");
    let out = stepdoku(
        &["trace", "--strategy", "logic", "--until", "dead-end"],
        dir.path(),
    );
    assert_ne!(out.status.code(), Some(0));
    assert!(stderr(&out).contains("logic"), "{}", stderr(&out));
}

/// A forced digit that rests on locked candidates lists them, so the claim can be checked
/// from the trace alone; the README's example names the box where 9 has one place.
#[test]
fn forced_digits_name_a_true_unit_and_list_what_they_rest_on() {
    let trace = lines(&[
        "trace",
        "puzzles/classic.txt",
        "--strategy",
        "propagate",
        "--until",
        "step=24",
    ]);
    assert_eq!(trace[11]["cell"], "r4c3");
    assert_eq!(trace[11]["single"], "hidden single in box 4");
    assert_eq!(trace[11]["removed"], serde_json::json!([]), "{}", trace[11]);
    let last = trace.last().unwrap();
    assert_eq!(last["cell"], "r4c2");
    assert_eq!(last["single"], "hidden single in row 4");
    assert_eq!(
        last["removed"],
        serde_json::json!([{"cell": "r4c4", "digit": 5, "by": "5 in row 5 lies only in box 5"}])
    );
}

/// Refusing a Sudominoku is bad input, said as `hint` and `grade` say it (`file:line:1:`, one
/// line, no usage block) with status 2.
#[test]
fn trace_race_and_watch_refuse_a_sudominoku_as_bad_input() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        &["trace", "--strategy", "mrv", "puzzles/sudominoku.in"][..],
        &[
            "trace",
            "--until",
            "solution",
            "--tree",
            "dot",
            "puzzles/sudominoku.in",
        ],
        &["race", "puzzles/sudominoku.in"],
        &["watch", "--strategy", "mrv", "puzzles/sudominoku.in"],
        &["watch", "--until", "solution", "puzzles/sudominoku.in"],
    ] {
        let out = stepdoku(args, dir.path());
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.starts_with("stepdoku: puzzles/sudominoku.in:1:1: ") && err.contains("Sudominoku"),
            "{args:?}: {err}"
        );
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(!err.contains("Usage"), "{args:?}: {err}");
    }
    // The puzzle's own line in a collection.
    let out = stepdoku(
        &[
            "trace",
            "--strategy",
            "mrv",
            "--index",
            "3",
            "puzzles/sudominoku-generated.in",
        ],
        dir.path(),
    );
    assert!(
        stderr(&out).starts_with("stepdoku: puzzles/sudominoku-generated.in:29:1: "),
        "{}",
        stderr(&out)
    );
}

/// A breakpoint no search can reach is refused before any step, as a usage error.
#[test]
fn until_a_given_cell_is_refused_at_once() {
    let dir = tempfile::tempdir().unwrap();
    for sub in ["trace", "watch"] {
        let out = crate::common::run::stepdoku(
            &[sub, "--until", "cell=r9c9", "puzzles/classic.txt"],
            dir.path(),
        );
        assert_eq!(out.status.code(), Some(2), "{sub}");
        let err = crate::common::run::stderr(&out);
        assert!(err.contains("r9c9 holds 9 from the start"), "{sub}: {err}");
        assert!(out.stdout.is_empty(), "{sub}: no step traced");
    }
}

/// A Sudominoku's trace: one record per domino, both cells and digits; `--strategy
/// row-major` is the BOJ 4574 post's search as written (3,581 tries on the first puzzle), the
/// default the domino search with its dead-cell check; `--tree` follows the strategy.
#[test]
fn a_sudominoku_is_traced_one_domino_per_record() {
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles/sudominoku.in");
    let file = file.to_str().unwrap();
    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_stepdoku"))
            .args(args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let records = |text: &str| -> Vec<serde_json::Value> {
        text.lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    };
    let written = records(&run(&["trace", file, "--strategy", "row-major"]));
    let tries = written.iter().filter(|r| r["event"] == "try").count();
    assert_eq!(tries, 3_581);
    let first = &written[0];
    assert_eq!(first["cells"], serde_json::json!(["r1c1", "r2c1"]));
    assert_eq!(first["digits"], serde_json::json!([3, 5]));
    let undo = written.iter().find(|r| r["event"] == "undo").unwrap();
    assert!(
        undo["cells"].is_array() && undo["digits"].is_array(),
        "{undo}"
    );
    // Placed minus undone is the solution's 36 minus the given dominoes (10).
    let undos = written.iter().filter(|r| r["event"] == "undo").count();
    assert_eq!(tries - undos, 26);
    assert_eq!(written.last().unwrap()["event"], "solved");
    let default = records(&run(&["trace", file]));
    assert_eq!(
        default.iter().filter(|r| r["event"] == "try").count(),
        1_364
    );
    // The tree honours the strategy: one node per try.
    let count_nodes = |args: &[&str]| {
        let tree: serde_json::Value = serde_json::from_str(&run(args)).unwrap();
        tree["nodes"].as_array().unwrap().len()
    };
    assert_eq!(
        count_nodes(&["trace", file, "--strategy", "row-major", "--tree", "json"]),
        3_581
    );
    assert_eq!(count_nodes(&["trace", file, "--tree", "json"]), 1_364);
}

/// A digit that sets off locked candidates says what they strike: with `removed`, every
/// candidate that leaves the board between two lines has a record. On the classic, the first
/// forced digit (1 in r9c7) leaves 4 in box 9 only in column 9, striking it from r1c9 and r2c9.
#[test]
fn what_a_placement_sets_off_has_its_own_records() {
    let trace = lines(&["trace", "puzzles/classic.txt", "--strategy", "propagate"]);
    let first = &trace[0];
    assert_eq!(first["cell"], "r9c7", "{first}");
    let then = first["then_removed"].as_array().expect("then_removed");
    for cell in ["r1c9", "r2c9"] {
        assert!(
            then.iter().any(|r| r["cell"] == cell
                && r["digit"] == 4
                && r["by"] == "4 in box 9 lies only in column 9"),
            "{first}"
        );
    }
    // Row-major shows no locked candidates: nothing follows its digits.
    let scanning = lines(&["trace", "puzzles/classic.txt", "--strategy", "row-major"]);
    assert!(scanning.iter().all(|l| l.get("then_removed").is_none()));
}
