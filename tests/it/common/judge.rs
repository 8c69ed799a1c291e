//! The judge's fixtures, shared by the judge, replay and pty tests: BOJ case files, the
//! learner's programs (the Python backtracking of `tests/fixtures/judge`, the blog posts' C++
//! of `tests/fixtures/learner`, built once per source and defines), `stepdoku judge` commands
//! built flag by flag, and the processes a judged program leaves (or must not leave) behind.

use std::collections::BTreeMap;
use std::ffi::OsString;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

pub const BIN: &str = env!("CARGO_BIN_EXE_stepdoku");

/// The classic puzzle (`puzzles/classic.txt`) as one line, `.` for blanks.
pub const EASY: &str = crate::common::puzzle::CLASSIC;

/// How long a judged program's process may take to go, or to write what it was asked to, on a
/// machine under heavy load (a wait that succeeds returns as soon as it can).
pub const PATIENCE: Duration = Duration::from_secs(60);

/// `tests/fixtures/judge`, where the Python learner `backtrack.py` is.
pub fn judge_fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/judge")
}

/// `tests/fixtures/learner/NAME.cpp`, one of the blog posts' C++ searches.
pub fn learner_source(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/learner")
        .join(format!("{name}.cpp"))
}

/// `dir/NAME`: a BOJ input of nine rows, `0` for blanks, from an 81-character line (`.` for
/// blanks); `spaced` puts a space between digits, as 2580's input does, else none, as 2239's.
pub fn board_file(dir: &Path, name: &str, line: &str, spaced: bool) -> PathBuf {
    let sep = if spaced { " " } else { "" };
    let text: String = line
        .as_bytes()
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row
                .iter()
                .map(|&b| {
                    if b == b'.' {
                        "0".into()
                    } else {
                        (b as char).to_string()
                    }
                })
                .collect();
            format!("{}\n", cells.join(sep))
        })
        .collect();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// `dir/empty.in`: the board with no clues.
pub fn empty_case(dir: &Path, spaced: bool) -> PathBuf {
    board_file(dir, "empty.in", &".".repeat(81), spaced)
}

/// The C++ search `learner_source(name)` built with g++ `-O1` and `-D` each of `defines`, as a
/// learner builds their solution. Built once per source text and defines, in the target's
/// scratch directory: every test and every run after that takes the same executable.
pub fn built_cpp(name: &str, defines: &[&str]) -> PathBuf {
    static BUILDS: Mutex<BTreeMap<String, Arc<OnceLock<PathBuf>>>> = Mutex::new(BTreeMap::new());
    let key = format!("{name}{}", defines.join(""));
    let once = Arc::clone(BUILDS.lock().unwrap().entry(key.clone()).or_default());
    once.get_or_init(|| {
        let source = learner_source(name);
        let text = std::fs::read(&source).unwrap();
        // Named by what it is built from, so an edited source is built again.
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        (&text, defines).hash(&mut hasher);
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("learner");
        std::fs::create_dir_all(&dir).unwrap();
        let exe = dir.join(format!("{key}-{:016x}", hasher.finish()));
        if exe.exists() {
            return exe;
        }
        // Built beside it and renamed into place: another test process never runs half a file.
        let partial = dir.join(format!("{key}.{}.partial", std::process::id()));
        let out = Command::new("g++")
            .arg("-O1")
            .args(defines.iter().map(|d| format!("-D{d}")))
            .arg("-o")
            .arg(&partial)
            .arg(&source)
            .output()
            .expect("g++ builds the C++ fixtures: install it to run these tests");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        std::fs::rename(&partial, &exe).unwrap();
        exe
    })
    .clone()
}

/// Are `java` and `javac` there to run? When not, the test calling it says why it is skipped
/// and returns.
pub fn jdk_installed() -> bool {
    let there = ["java", "javac"]
        .iter()
        .all(|program| Command::new(program).arg("-version").output().is_ok());
    if !there {
        eprintln!("skipped: `java` or `javac` is not installed (install a JDK to run this test)");
    }
    there
}

/// `dir/Main.java` holding `source`, compiled with javac there as a learner does.
pub fn compiled_java(dir: &Path, source: &str) {
    std::fs::write(dir.join("Main.java"), source).unwrap();
    let out = Command::new("javac")
        .arg("Main.java")
        .current_dir(dir)
        .output()
        .expect("javac builds the Java program: install a JDK to run this test");
    assert!(out.status.success(), "{}", crate::common::run::stderr(&out));
}

/// `stepdoku judge PROBLEM …`, its arguments added in the order the test gives them.
pub struct Judge {
    args: Vec<OsString>,
    dir: PathBuf,
}

/// `stepdoku judge PROBLEM`, run from the judge's fixtures (so `backtrack.py` is found there)
/// unless [`Judge::in_dir`] says where.
pub fn judge(problem: &str) -> Judge {
    Judge {
        args: vec!["judge".into(), problem.into()],
        dir: judge_fixtures(),
    }
}

impl Judge {
    /// Run from `dir` instead.
    pub fn in_dir(mut self, dir: &Path) -> Self {
        self.dir = dir.to_path_buf();
        self
    }

    pub fn arg(mut self, arg: impl Into<OsString>) -> Self {
        self.args.push(arg.into());
        self
    }

    pub fn args<S: Into<OsString>>(self, args: impl IntoIterator<Item = S>) -> Self {
        args.into_iter().fold(self, Self::arg)
    }

    pub fn case(self, case: impl Into<OsString>) -> Self {
        self.arg("--case").arg(case)
    }

    pub fn time_limit(self, seconds: &str) -> Self {
        self.arg("--time-limit").arg(seconds)
    }

    pub fn json(self) -> Self {
        self.arg("--json")
    }

    pub fn shrink(self) -> Self {
        self.arg("--shrink")
    }

    pub fn trace(self, dir: impl Into<OsString>) -> Self {
        self.arg("--trace").arg(dir)
    }

    /// `-- PROGRAM ARGS`: what is judged.
    pub fn program<S: Into<OsString> + Clone>(self, argv: &[S]) -> Self {
        argv.iter().cloned().fold(self.arg("--"), Self::arg)
    }

    /// `-- sh -c SCRIPT`.
    pub fn sh(self, script: &str) -> Self {
        self.program(&["sh", "-c", script])
    }

    /// `-- PROGRAM ARGS`, run to its end.
    pub fn run<S: Into<OsString> + Clone>(self, argv: &[S]) -> Output {
        self.program(argv).output()
    }

    /// `-- sh -c SCRIPT`, run to its end.
    pub fn run_sh(self, script: &str) -> Output {
        self.sh(script).output()
    }

    /// The command, stdin closed and the other two piped (to spawn and watch it).
    pub fn command(&self) -> Command {
        let mut command = Command::new(BIN);
        command
            .args(&self.args)
            .current_dir(&self.dir)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        command
    }

    /// Run it to its end.
    pub fn output(&self) -> Output {
        self.command().output().unwrap()
    }

    /// Run it, failing the test if it does not end within [`PATIENCE`] (the judge hung).
    pub fn finish(&self) -> Output {
        finish(self.command().spawn().unwrap())
    }

    /// Its arguments, `judge` first.
    pub fn argv(&self) -> &[OsString] {
        &self.args
    }
}

/// The received board of a failure's report: the lines from its title to the next blank or
/// unindented line that is not a board line.
pub fn received_column(text: &str) -> Vec<String> {
    let Some(start) = text.lines().position(|l| l.contains("  input  ")) else {
        return Vec::new();
    };
    // The third column starts at the title `received`.
    let at = text.lines().nth(start).unwrap().find("received").unwrap();
    text.lines()
        .skip(start)
        .take(12)
        .map(|l| l.get(at..).unwrap_or("").to_owned())
        .collect()
}

/// The one JSON record of a one-case `--json` run.
pub fn json_of(output: &Output) -> serde_json::Value {
    serde_json::from_str(String::from_utf8_lossy(&output.stdout).trim()).unwrap()
}

/// The exit code, `-1` when a signal ended it.
pub fn code(output: &Output) -> i32 {
    output.status.code().unwrap_or(-1)
}

/// The output of `child`, which must end within [`PATIENCE`] (else it is killed, and the test
/// fails: the judge hung).
pub fn finish(mut child: Child) -> Output {
    let deadline = Instant::now() + PATIENCE;
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("the judge did not end within {PATIENCE:?}");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    child.wait_with_output().unwrap()
}

/// The process id written to `file` by the program, once it is there (within [`PATIENCE`]).
pub fn pid_in(file: &Path) -> i32 {
    let deadline = Instant::now() + PATIENCE;
    loop {
        if let Ok(text) = std::fs::read_to_string(file)
            && let Ok(pid) = text.trim().parse()
        {
            return pid;
        }
        assert!(
            Instant::now() < deadline,
            "the program never wrote {}",
            file.display()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The state letter of a process (`R`, `S`, `T` stopped, `Z`), `None` once it is gone.
pub fn state(pid: u32) -> Option<char> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    stat[stat.rfind(')')? + 1..].trim_start().chars().next()
}

/// Is the process gone (or a zombie waiting for its parent)? Polled for up to [`PATIENCE`]: a
/// loaded machine may take a while to reap it; only a process left behind waits that long.
pub fn gone(pid: i32) -> bool {
    let pid = u32::try_from(pid).unwrap();
    let deadline = Instant::now() + PATIENCE;
    loop {
        if matches!(state(pid), None | Some('Z')) {
            return true;
        }
        if Instant::now() > deadline {
            return false;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The judge's report with each reason wrapped to fit 80 columns joined back into one line, so
/// that a test can look for a phrase wherever the wrap fell: a case's line (`  TLE  empty …`)
/// takes the lines under it indented by seven spaces, and a heading (`judging …`, `with --trace
/// …`, `first failure: empty (TLE): …`) those indented by two, up to the first line that is
/// neither (an exception's lines, which start with what they are, and the boards' titles stay
/// on their own).
pub fn unwrapped(text: &str) -> String {
    const CODES: [&str; 6] = ["AC", "WA", "TLE", "RE", "OLE", "MLE"];
    let is_case = |line: &str| {
        line.strip_prefix("  ")
            .and_then(|rest| rest.split_once(' '))
            .is_some_and(|(code, _)| CODES.contains(&code))
    };
    let is_heading = |line: &str| {
        line.starts_with("judging ")
            || line.starts_with("with --trace ")
            // The notes under the boards: a trace's flags, a replay offered.
            || line.starts_with("to step through ")
            || line.starts_with("no replay of ")
            || line.contains("'s trace has ")
            || line.contains(", run alone as ")
            || (!line.starts_with(' ')
                && CODES
                    .iter()
                    .any(|code| line.contains(&format!(" ({code}): "))))
    };
    let indented_by = |line: &str, n: usize| {
        line.len() > n && line[..n].bytes().all(|b| b == b' ') && !line[n..].starts_with(' ')
    };
    let mut lines: Vec<String> = Vec::new();
    for line in text.lines() {
        if let Some(last) = lines.last_mut() {
            let under_case = is_case(last)
                && indented_by(line, 7)
                && !line[7..].starts_with("exception ")
                && !line[7..].starts_with("wrapped in ");
            // The boards' titles (`  input      expected …`) start the picture under a heading.
            let titles = line.starts_with("  input  ");
            let under_heading =
                is_heading(last) && indented_by(line, 2) && !is_case(line) && !titles;
            if under_case || under_heading {
                last.push(' ');
                last.push_str(line.trim_start());
                continue;
            }
        }
        lines.push(line.to_owned());
    }
    let mut joined = lines.join("\n");
    if text.ends_with('\n') {
        joined.push('\n');
    }
    joined
}
