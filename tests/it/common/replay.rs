//! The replay tests' fixtures: the learners' traces (the Python backtracking's on the classic
//! puzzle, a C++ search's on any input), the lines of the C++ sources they name, the judge's
//! traced run of the BOJ 4574 post's search and the replay it prints, and `stepdoku replay
//! --summary` run on them.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::{Arc, Mutex, OnceLock};

use crate::common::judge::{
    BIN, EASY, board_file, built_cpp, judge, judge_fixtures, learner_source,
};

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

/// `judge 4574 --trace DIR/traces --source POST` of the BOJ 4574 post's C++ search, built with
/// `defines`, on `case`: a run that fails (exit 1), its report, and the files it keeps.
pub struct Traced4574 {
    /// What the judge printed on stdout.
    pub text: String,
    pub traces: PathBuf,
    /// The post's source, given as `--source`.
    pub source: PathBuf,
}

impl Traced4574 {
    pub fn run(dir: &Path, case: &Path, defines: &[&str]) -> Self {
        let exe = built_cpp("sudominoku", defines);
        let traces = dir.join("traces");
        let source = learner_source("sudominoku");
        let out = judge("4574")
            .case(case)
            .trace(&traces)
            .arg("--source")
            .arg(&source)
            .run(&[&exe]);
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        assert_eq!(
            out.status.code(),
            Some(1),
            "{text}{}",
            String::from_utf8_lossy(&out.stderr)
        );
        Self {
            // Its notes joined back into lines, wherever the wrap fell.
            text: super::judge::unwrapped(&text),
            traces,
            source,
        }
    }

    /// The input and the trace kept as `NAME.in` and `NAME.trace`.
    pub fn files(&self, name: &str) -> (PathBuf, PathBuf) {
        (
            self.traces.join(format!("{name}.in")),
            self.traces.join(format!("{name}.trace")),
        )
    }

    /// The replay command the judge prints for `name`.
    pub fn replay_command(&self, name: &str) -> String {
        let (input, trace) = self.files(name);
        format!(
            "stepdoku replay {} {} --compare row-major --source {}",
            input.display(),
            trace.display(),
            self.source.display()
        )
    }

    /// That replay's check: `stepdoku replay NAME.in NAME.trace --compare row-major --summary
    /// EXTRA…`.
    pub fn replayed(&self, name: &str, extra: &[&str]) -> Output {
        let (input, trace) = self.files(name);
        summary(
            input.to_str().unwrap(),
            trace.to_str().unwrap(),
            &[&["--compare", "row-major"], extra].concat(),
        )
    }
}
