//! `stepdoku judge` holds a program's output once: a flood up to the largest `--output-limit`
//! (64 MiB) is judged, and its end shown, without a second copy of it or a list of its lines
//! (a flood of short lines listed takes many times its size), and keeps only its end once it
//! is judged, however many cases flood.

use std::path::Path;
use std::process::Command;

use crate::common::judge::{BIN, Judge, judge};

/// The largest `--output-limit`.
const FLOOD: usize = 64 << 20;

/// The peak of a run holding `floods` (`a` flood, or `seven`) must stay well under two
/// copies of one: the flood itself, once, and the program's own few MiB.
fn assert_held_once(peak: u64, what: &str, floods: &str) {
    let most = (FLOOD + FLOOD * 3 / 4) >> 10;
    assert!(
        usize::try_from(peak).unwrap() < most,
        "{what}peak {peak} KiB, more than {most} KiB for {floods} {} KiB flood{}",
        FLOOD >> 10,
        if floods == "a" { "" } else { "s" }
    );
}

/// `judged` with the largest output limit, 30 s, and `sh -c FLOOD` as its program.
fn flooding(judged: Judge, flood: &str) -> Judge {
    judged
        .arg("--output-limit")
        .arg(FLOOD.to_string())
        .time_limit("30")
        .sh(flood)
}

/// Peak resident memory, in KiB, of `judged` run in `dir` (with the processes it waited for),
/// as the kernel counts it; measured by python3 (which the judge's fixtures need anyway) with
/// `wait4` on that one process, so tests running beside it do not count.
fn peak_kib(dir: &Path, judged: &Judge) -> (u64, String) {
    let script = "import os, subprocess, sys\n\
                  p = subprocess.Popen(sys.argv[1:], stdin=subprocess.DEVNULL, \
                  stdout=open('out.txt', 'w'), stderr=subprocess.DEVNULL)\n\
                  _, status, usage = os.wait4(p.pid, 0)\n\
                  print(usage.ru_maxrss)";
    let out = Command::new("python3")
        .arg("-c")
        .arg(script)
        .arg(BIN)
        .args(judged.argv())
        .current_dir(dir)
        .output()
        .expect("python3 runs the judge's fixtures: install it to run these tests");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let peak = String::from_utf8_lossy(&out.stdout).trim().parse().unwrap();
    let report = std::fs::read_to_string(dir.join("out.txt")).unwrap();
    (peak, report)
}

#[test]
fn a_64_mib_flood_is_judged_holding_it_once() {
    let dir = tempfile::tempdir().unwrap();
    let cases = dir.path().join("cases");
    for problem in ["2239", "4574"] {
        let saved = judge(problem)
            .arg("--save-cases")
            .arg(cases.join(problem))
            .output();
        assert!(saved.status.success());
    }
    // Rows that read as a board, blank lines (the most lines), junk that reads as nothing
    // (its end is quoted in the report).
    for (problem, flood) in [
        ("2239", "yes 123456789"),
        ("2239", "yes ''"),
        ("4574", "yes x"),
    ] {
        let case = cases.join(problem).join("sample.in");
        let judged = flooding(judge(problem).case(&case), flood);
        let (peak, report) = peak_kib(dir.path(), &judged);
        assert!(report.contains("  OLE  sample"), "{flood}: {report}");
        assert_held_once(peak, &format!("{flood}: "), "a");
    }
}

#[test]
fn every_case_flooding_keeps_only_each_outputs_end() {
    let dir = tempfile::tempdir().unwrap();
    // 2239's seven cases, each flooding: the outcomes kept to the end hold no whole output.
    let judged = flooding(judge("2239"), "yes 123456789");
    let (peak, report) = peak_kib(dir.path(), &judged);
    assert!(report.contains("0 of 7 cases passed (OLE 7)"), "{report}");
    assert_held_once(peak, "", "seven");
}
