//! `stepdoku judge` in a pseudo-terminal, for what only a terminal shows: the replay that
//! `--open` starts ends with the judge, Ctrl-Z stops the program with the judge, a long
//! `--cases` run shows its progress, and Ctrl-C takes the progress away.

use std::time::{Duration, Instant};

use crate::common::judge::{empty_case, judge, pid_in, state};
use crate::common::pty::Session;

/// How long anything here may take on a machine under heavy load.
const PATIENCE: Duration = Duration::from_secs(60);

/// The children of process `parent`, from `/proc`.
fn children(parent: u32) -> Vec<u32> {
    std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter_map(|entry| {
            let pid: u32 = entry.file_name().to_str()?.parse().ok()?;
            let stat = std::fs::read_to_string(entry.path().join("stat")).ok()?;
            let ppid: u32 = stat[stat.rfind(')')? + 1..]
                .split_whitespace()
                .nth(1)?
                .parse()
                .ok()?;
            (ppid == parent).then_some(pid)
        })
        .collect()
}

/// Wait until `pid`'s state satisfies `wanted`.
fn wait_state(pid: u32, what: &str, wanted: impl Fn(Option<char>) -> bool) {
    let deadline = Instant::now() + PATIENCE;
    while !wanted(state(pid)) {
        assert!(
            Instant::now() < deadline,
            "process {pid} never {what}: {:?}",
            state(pid)
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn gone(s: Option<char>) -> bool {
    matches!(s, None | Some('Z'))
}

#[test]
fn sigterm_to_the_judge_ends_the_replay_it_opened() {
    let data = tempfile::tempdir().unwrap();
    let case = empty_case(data.path(), false);
    let traces = data.path().join("traces");
    let mut session = Session::judging(
        &judge("2239")
            .case(&case)
            .trace(&traces)
            .arg("--open")
            .sh("echo 'try 1 1 1' >&2"),
        data.path(),
    );
    // The replay is open (at its first problem: the trace ends on an unfinished board).
    session.wait_for_text("your search");
    let judge = session.pid();
    let replays = children(judge);
    assert_eq!(replays.len(), 1, "the judge's children: {replays:?}");
    session.signal("TERM");
    let status = session.wait_status();
    assert!(!status.success(), "{status:?}");
    wait_state(replays[0], "ended", gone);
    assert!(
        session.terminal_is_cooked(),
        "the replay left the terminal raw"
    );
}

#[test]
fn ctrl_z_stops_the_program_with_the_judge_and_fg_continues_both() {
    let data = tempfile::tempdir().unwrap();
    let case = empty_case(data.path(), false);
    let pid_file = data.path().join("busy.pid");
    let script = format!("echo $$ > {}; while :; do :; done", pid_file.display());
    let mut session = Session::judging(
        &judge("2239").case(&case).time_limit("600").sh(&script),
        data.path(),
    );
    let program = u32::try_from(pid_in(&pid_file)).unwrap();
    let judge = session.pid();
    session.send_bytes(b"\x1a");
    wait_state(judge, "stopped", |s| s == Some('T'));
    wait_state(program, "stopped", |s| s == Some('T'));
    session.signal("CONT");
    wait_state(program, "ran again", |s| matches!(s, Some('R' | 'S')));
    session.signal("TERM");
    assert_eq!(session.wait_exit(), 130);
    wait_state(program, "ended", gone);
}

#[test]
fn a_long_cases_run_shows_its_progress() {
    let data = tempfile::tempdir().unwrap();
    let case = empty_case(data.path(), false);
    let mut session = Session::judging(
        // Enough cases that making them outlasts the bar's first second even with the
        // optimised core of test builds on a fast, idle machine; a TERM ends the run.
        &judge("2239")
            .case(&case)
            .arg("--cases")
            .arg("1000")
            .sh("sleep 0.5"),
        data.path(),
    );
    // The bar, on stderr after the first second, while the cases are made
    // (`3 of 1,000 cases made  [==>   ]   0%`), then while they run (`4 of 1,001 cases  […`):
    // how many of how many, no rate and no time left (a case takes from a millisecond to the
    // time limit, so neither would be true).
    session.wait_for("the progress bar", |screen| {
        screen.contents().contains(" of 1,000 cases made  [")
    });
    session.wait_for("the progress bar of the runs", |screen| {
        let text = screen.contents();
        text.contains(" of 1,001 cases  [") && text.contains("judging")
    });
    let text = session.contents();
    assert!(!text.contains("/s") && !text.contains(" left"), "{text}");
    session.signal("TERM");
    assert_eq!(session.wait_exit(), 130);
}

/// A usage error quotes what was typed: in a terminal, a screen-clearing sequence typed as
/// the problem is dropped from the quote, never sent (the message stays on screen whole).
#[test]
fn a_usage_error_sends_no_escape_sequence_to_the_terminal() {
    let mut session = Session::open(&["judge", "x\x1b[2J\x1b[Hy", "--", "true"]);
    assert_eq!(session.wait_exit(), 2);
    session.wait_for_text("invalid value 'xy' for '<PROBLEM>'");
}

/// Ctrl-C while the bar is on screen: the terminal echoes `^C` at the cursor, at the end of
/// the bar's line; the bar is still cleared, never left above the `interrupted:` line.
#[test]
fn ctrl_c_clears_the_progress_bar_before_the_interrupted_line() {
    let data = tempfile::tempdir().unwrap();
    let case = empty_case(data.path(), false);
    let mut session = Session::judging(
        // The bar comes at the end of a case past the first second: the first one's.
        &judge("2239")
            .case(&case)
            .case(&case)
            .case(&case)
            .time_limit("1.5")
            .sh("while :; do :; done"),
        data.path(),
    );
    session.wait_for_text("1 of 3 cases  [");
    session.send_bytes(b"\x03");
    session.wait_for_text("interrupted:");
    assert_eq!(session.wait_exit(), 130);
    let text = session.contents();
    assert!(!text.contains("cases  ["), "{text}");
}
