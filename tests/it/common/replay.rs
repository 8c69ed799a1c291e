//! The replay tests' fixtures: the learners' traces (the Python backtracking's on the classic
//! puzzle, a C++ search's on any input), the lines of the C++ sources they name, and
//! `stepdoku replay --summary` run on them.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::{Arc, Mutex, OnceLock};

use crate::common::judge::{BIN, EASY, board_file, judge_fixtures, learner_source};

/// `stepdoku ARGS` from the judge's fixtures, stdin closed.
pub fn stepdoku(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .current_dir(judge_fixtures())
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// `stepdoku replay PUZZLE TRACE --summary EXTRA…`.
pub fn summary(puzzle: &str, trace: &str, extra: &[&str]) -> Output {
    stepdoku(&[&["replay", puzzle, trace, "--summary"], extra].concat())
}

/// `stepdoku replay PUZZLE TRACE --summary --json EXTRA…`: the run, and its JSON.
pub fn summary_json(puzzle: &str, trace: &str, extra: &[&str]) -> (Output, serde_json::Value) {
    let out = summary(puzzle, trace, &[&["--json"], extra].concat());
    let json = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&out.stderr)));
    (out, json)
}

/// The 1-based line of `learner_source(name)` holding `text`.
pub fn learner_line(name: &str, text: &str) -> usize {
    let source = std::fs::read_to_string(learner_source(name)).unwrap();
    source.lines().position(|l| l.contains(text)).unwrap() + 1
}

/// `puzzles/sudominoku.in`, the 4574 sample the Sudominoku search reads.
pub fn sudominoku_in() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles/sudominoku.in")
}

/// Run `exe ARGS` on `input`; it must succeed, and its stderr (the trace) is written to
/// `dir/trace_name`, whose path is returned.
pub fn trace_of(dir: &Path, exe: &Path, input: &Path, args: &[&str], trace_name: &str) -> String {
    let out = Command::new(exe)
        .args(args)
        .stdin(std::fs::File::open(input).unwrap())
        .output()
        .unwrap();
    assert!(out.status.success());
    let trace = dir.join(trace_name);
    std::fs::write(&trace, &out.stderr).unwrap();
    trace.display().to_string()
}

/// The Python learner's trace on the classic puzzle, `extra` added to `--trace` (`--illegal`
/// starts it with a rule-breaking `try` and its `undo`): `dir/easy.in` (2239's format) and
/// `dir/easy.trace` are written and their paths returned, with the trace's text. The program
/// runs once per process for each `extra`: its search never changes.
pub fn python_trace(dir: &Path, extra: &[&str]) -> (String, String, String) {
    static TRACES: Mutex<BTreeMap<String, Arc<OnceLock<String>>>> = Mutex::new(BTreeMap::new());
    let puzzle = board_file(dir, "easy.in", EASY, false);
    let once = Arc::clone(TRACES.lock().unwrap().entry(extra.join(" ")).or_default());
    let text = once.get_or_init(|| {
        let out = Command::new("python3")
            .arg(judge_fixtures().join("backtrack.py"))
            .arg("--trace")
            .args(extra)
            .stdin(std::fs::File::open(&puzzle).unwrap())
            .output()
            .unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stderr).unwrap()
    });
    let trace = dir.join("easy.trace");
    std::fs::write(&trace, text).unwrap();
    (
        puzzle.display().to_string(),
        trace.display().to_string(),
        text.clone(),
    )
}
