//! `judge --trace` keeps the user's disk: the traces of one run share a budget (set small here
//! through its environment override, on the same path as the default 1 GiB), a case past it is
//! judged without its trace and says so, an earlier run's trace by its name goes, and a trace
//! that cannot be written is reported as the judge's failure to write it, never as a cut.

use std::path::{Path, PathBuf};

use crate::common::judge::{board_file, judge};
use crate::common::run::{stderr, stdout};

/// A program that writes `bytes` of trace lines on stderr and no answer.
fn tracer(bytes: u64) -> String {
    format!("yes 'try 1 1 1' | head -c {bytes} >&2; cat >/dev/null")
}

/// `dir/NAME.in` for each name: the empty board.
fn cases(dir: &Path, names: &[&str]) -> Vec<PathBuf> {
    names
        .iter()
        .map(|name| board_file(dir, &format!("{name}.in"), &".".repeat(81), false))
        .collect()
}

fn size_of(path: &Path) -> Option<u64> {
    std::fs::metadata(path).ok().map(|m| m.len())
}

#[test]
fn traces_past_the_runs_budget_are_not_kept_and_their_cases_still_judged() {
    let dir = tempfile::tempdir().unwrap();
    let out_dir = dir.path().join("out");
    std::fs::create_dir(&out_dir).unwrap();
    // An earlier run's files of the case whose trace this run will not keep.
    std::fs::write(out_dir.join("c.trace"), "try 9 9 9\n").unwrap();
    std::fs::write(out_dir.join("c.trace.stopped"), "# stopped\n").unwrap();
    let budget: u64 = 3 << 20;
    let mut command = judge("2239").in_dir(dir.path());
    for case in cases(dir.path(), &["a", "b", "c"]) {
        command = command.case(case);
    }
    let mut command = command.trace(&out_dir).sh(&tracer(2_000_000)).command();
    let out = command
        .env("STEPDOKU_TRACE_BUDGET", budget.to_string())
        .output()
        .unwrap();
    let (text, err) = (crate::common::judge::unwrapped(&stdout(&out)), stderr(&out));
    // Every case judged, whatever became of its trace.
    for name in ["a", "b", "c"] {
        assert!(
            text.lines()
                .any(|l| l.trim_start().starts_with("WA")
                    && l.split_whitespace().nth(1) == Some(name)),
            "{name}: {text}"
        );
    }
    assert_eq!(size_of(&out_dir.join("a.trace")), Some(2_000_000), "{err}");
    let b = budget - 2_000_000;
    assert_eq!(size_of(&out_dir.join("b.trace")), Some(b), "{err}");
    assert!(
        err.contains(
            "b: the trace was cut at 1,145,728 bytes: the traces of this run used up their \
             budget of 3 MiB; the traces of later cases are not kept"
        ),
        "{err}"
    );
    assert!(
        err.contains(
            "c: its trace was not kept: the traces of this run used up their budget of 3 MiB \
             (the case is judged all the same)"
        ),
        "{err}"
    );
    assert!(
        !out_dir.join("c.trace").exists(),
        "an earlier run's trace stayed"
    );
    assert!(!out_dir.join("c.trace.stopped").exists());
    assert!(!err.contains("256 MiB"), "{err}");
    // The cut is noted beside the trace, so that its replay does not take the cut for the
    // end of the program's search.
    assert!(!out_dir.join("a.trace.stopped").exists());
    let note = std::fs::read_to_string(out_dir.join("b.trace.stopped")).unwrap_or_default();
    assert_eq!(
        note,
        "stepdoku judge: the program had its trace cut by the judge at 1,145,728 bytes\n"
    );
    let replay = std::process::Command::new(env!("CARGO_BIN_EXE_stepdoku"))
        .arg("replay")
        .arg(out_dir.join("b.in"))
        .arg(out_dir.join("b.trace"))
        .arg("--summary")
        .output()
        .unwrap();
    let said = stdout(&replay);
    assert!(
        said.contains("had its trace cut by the judge at 1,145,728 bytes at step"),
        "{said}"
    );
    assert!(!said.contains("without a full board"), "{said}");
    // The failure shown (a) kept its whole trace: its replay is offered as before.
    assert!(
        text.contains("to step through your program's search on a, run: stepdoku replay"),
        "{text}"
    );
}

#[test]
fn a_failure_whose_trace_was_not_kept_offers_no_replay() {
    let dir = tempfile::tempdir().unwrap();
    let out_dir = dir.path().join("out");
    let [case] = cases(dir.path(), &["a"]).try_into().unwrap();
    let mut command = judge("2239")
        .in_dir(dir.path())
        .case(case)
        .trace(&out_dir)
        .sh(&tracer(1000))
        .command();
    let out = command.env("STEPDOKU_TRACE_BUDGET", "0").output().unwrap();
    let (text, err) = (crate::common::judge::unwrapped(&stdout(&out)), stderr(&out));
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        text.contains(
            "no replay of your program's search on a: its trace was not kept (the traces of \
             this run used up their budget of 0 bytes)"
        ),
        "{text}{err}"
    );
    assert!(!text.contains("stepdoku replay"), "{text}");
    assert!(!out_dir.join("a.trace").exists());
}

#[test]
fn a_trace_that_cannot_be_written_says_so_and_not_that_it_was_cut() {
    let dir = tempfile::tempdir().unwrap();
    let out_dir = dir.path().join("out");
    let paths = cases(dir.path(), &["a", "b"]);
    // A file size limit of 1 MiB (2048 blocks of 512 bytes, as POSIX `sh` counts them) fails
    // the trace's writes as a full disk would; ignored, SIGXFSZ does not end the judge.
    let argv = judge("2239")
        .case(&paths[0])
        .case(&paths[1])
        .trace(&out_dir)
        .sh(&tracer(3_000_000))
        .argv()
        .to_vec();
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg("trap '' XFSZ; ulimit -f 2048 && exec \"$@\"")
        .arg("sh")
        .arg(crate::common::judge::BIN)
        .args(argv)
        .current_dir(dir.path())
        .output()
        .unwrap();
    let (text, err) = (stdout(&out), stderr(&out));
    let kept = size_of(&out_dir.join("a.trace")).unwrap();
    assert!(kept < 3_000_000, "{kept}");
    let trace = out_dir.join("a.trace");
    let said = format!("a: cannot write the trace {}: ", trace.display());
    assert!(err.contains(&said), "{err}");
    assert!(err.contains("File too large"), "{err}");
    assert!(
        err.contains(&format!(
            "it holds only the first {} the program wrote",
            if kept.is_multiple_of(1 << 20) {
                format!("{} MiB", kept >> 20)
            } else {
                format!("{kept} bytes")
            }
        )),
        "{err}"
    );
    assert!(
        err.contains("b: its trace was not kept: an earlier trace could not be written"),
        "{err}"
    );
    assert!(!err.contains("was cut at"), "{err}");
    // The program's verdicts are its own: no answer, on both cases.
    assert_eq!(
        text.lines()
            .filter(|l| l.trim_start().starts_with("WA"))
            .count(),
        2,
        "{text}"
    );
}

#[test]
fn inputs_that_cannot_be_written_leave_every_case_judged_with_the_verdicts_exit_code() {
    let dir = tempfile::tempdir().unwrap();
    let out_dir = dir.path().join("out");
    let paths = cases(dir.path(), &["a", "b", "c"]);
    // No file may grow past 0 bytes: the program prints no trace (an empty one is written),
    // and each small NAME.in fails as on a full disk.
    let mut judged = judge("2239");
    for path in &paths {
        judged = judged.case(path);
    }
    let argv = judged.trace(&out_dir).sh("cat >/dev/null").argv().to_vec();
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg("trap '' XFSZ; ulimit -f 0 && exec \"$@\"")
        .arg("sh")
        .arg(crate::common::judge::BIN)
        .args(argv)
        .current_dir(dir.path())
        .output()
        .unwrap();
    let (text, err) = (stdout(&out), stderr(&out));
    // The verdict's exit code: the cases failed (no answer), not the judge's error (2).
    assert_eq!(out.status.code(), Some(1), "{text}{err}");
    for name in ["a", "b", "c"] {
        assert!(
            text.lines()
                .any(|l| l.trim_start().starts_with("WA")
                    && l.split_whitespace().nth(1) == Some(name)),
            "{name}: {text}{err}"
        );
    }
    let input = out_dir.join("a.in");
    assert!(
        err.contains(&format!(
            "a: its input was not kept: cannot write {}: File too large",
            input.display()
        )),
        "{err}"
    );
    assert!(
        err.contains("the traces of later cases are not kept (the cases are judged all the same)"),
        "{err}"
    );
    // Each case names the last file that could not be written before it.
    for (name, before) in [("b", "a"), ("c", "b")] {
        assert!(
            err.contains(&format!(
                "{name}: its trace was not kept: an earlier case's file could not be written \
                 (cannot write {}: File too large",
                out_dir.join(format!("{before}.in")).display()
            )),
            "{err}"
        );
        assert!(
            err.contains(&format!("{name}: its input was not kept: cannot write ")),
            "{err}"
        );
    }
    assert!(
        text.contains("3 cases passed") || text.contains("0 of 3 cases passed"),
        "{text}"
    );
    // The failure shown has no input to replay it on: no replay is offered.
    assert!(
        text.contains(
            "no replay of your program's search on a: its input was not kept (cannot write"
        ),
        "{text}"
    );
    assert!(!text.contains("stepdoku replay"), "{text}");
    assert!(!input.exists());
}
