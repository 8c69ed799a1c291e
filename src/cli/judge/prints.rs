//! A run judged with its time that wrote a lot to stderr: printing takes time (a line per
//! step of a search is millions of lines, each one write when unbuffered), so a time limit it
//! failed may be its prints' and not its search's. The verdict says how many lines it wrote,
//! so the learner does not blame the search.

use std::time::Duration;

use super::run::Ended;
use super::verdict::{Code, Ending, Outcome, STOP_AFTER_FIRST, millis_text};
use crate::tui::text::thousands;

/// From how many lines of stderr the prints may be what took the time: a debugging print is
/// most often unbuffered (Java's `System.err`, C++'s `cerr`), one write to the pipe each, and
/// ten thousand of them take a noticeable share of a second on a busy machine.
pub const MANY_LINES: u64 = 10_000;

/// From how many bytes, whatever their lines: a MiB is a noticeable share of a second to
/// write, even in a few long lines.
pub const A_LOT: u64 = 1 << 20;

/// Did the run spend its time working (computing or printing)? Not when its CPU time stays
/// under a quarter of its wall time (counted up to the limit) and it wrote nothing to stderr
/// for at least half of that time: it was waiting then, on a sleep, a read of input that never
/// comes, a lock. A run printing (its trace) all along is working even with little CPU time: its writes
/// wait on the judge reading the pipe. A quarter, not a half: on a machine busy with other
/// work a program that computes all along may get only part of a core.
#[must_use]
pub fn working(outcome: &Outcome, limit: Duration) -> bool {
    let time = outcome.time.min(limit);
    outcome.cpu * 4 >= time || outcome.silent * 2 < time
}

/// What a slow run whose CPU time stays low is told: its time went on waiting, not on its
/// search nor on its prints. A busy machine is named too, since it alone can also keep a
/// program's CPU time low. The times read as on the case's line (rounded alike).
#[must_use]
pub fn waiting(cpu: Duration, time: Duration) -> String {
    format!(
        "its CPU time was only {} ms of its {} ms: it spent its time waiting (a sleep, a read \
         of input that never comes, a lock, or a machine busy with other work), not computing \
         or printing",
        millis_text(cpu),
        millis_text(time)
    )
}

/// Add to `outcome`'s reason how much the run wrote to stderr, when that was a lot and the
/// run was too slow or close to the limit and its CPU time shows it working; when its CPU
/// time shows it waiting, say that instead. `after_answer`: the bytes of stderr written
/// after the last of stdout.
pub fn note(
    outcome: &mut Outcome,
    ended: Ended,
    (stderr_bytes, stderr_lines): (u64, u64),
    after_answer: u64,
    limit: Duration,
) {
    let slow = outcome.code == Code::TimeLimit || outcome.borderline;
    if slow && !working(outcome, limit) {
        let note = waiting(outcome.cpu, outcome.time);
        add(outcome, note);
        return;
    }
    if ran_on_printing(outcome, after_answer) {
        return;
    }
    if !slow || (stderr_bytes < A_LOT && stderr_lines < MANY_LINES) {
        return;
    }
    let when = if ended == Ended::TimedOut {
        " before it was killed"
    } else {
        ""
    };
    let lines = if stderr_lines == 1 {
        "1 line".to_owned()
    } else {
        format!("{} lines", thousands(stderr_lines))
    };
    let note = format!(
        "it wrote {lines} ({}) to stderr{when}: printing that takes time; judge without the \
         prints, or with --trace",
        size(stderr_bytes)
    );
    add(outcome, note);
}

/// `note` after `outcome`'s reason, or as its reason when it has none.
pub fn add(outcome: &mut Outcome, note: String) {
    outcome.why = if outcome.why.is_empty() {
        note
    } else {
        format!("{}; {note}", outcome.why)
    };
}

/// A run that gave the right answer and was still running at the limit, having written a lot
/// to stderr since: its time may have gone on printing (a buffered trace written out after the
/// answer, as the docs suggest for Java), not on searching on. Said so in place of "stop after
/// the first solution", which stays as the other possibility. `true` when said.
fn ran_on_printing(outcome: &mut Outcome, after_answer: u64) -> bool {
    if outcome.ending != Some(Ending::RightThenKeptRunning) || after_answer < A_LOT {
        return false;
    }
    let Some(kept_running) = outcome.why.strip_suffix(&format!(": {STOP_AFTER_FIRST}")) else {
        return false;
    };
    outcome.why = format!(
        "{kept_running}; it wrote {} to stderr after its answer: printing that takes time; \
         judge without the prints, or with --trace (and if its search goes on after the \
         answer, {STOP_AFTER_FIRST})",
        size(after_answer)
    );
    true
}

/// `862 KiB`, `24.3 MiB`, `1.0 GiB`.
fn size(bytes: u64) -> String {
    #[expect(clippy::cast_precision_loss, reason = "a size shown to a tenth")]
    let kib = bytes as f64 / 1024.0;
    let mib = kib / 1024.0;
    if mib >= 1024.0 {
        format!("{:.1} GiB", mib / 1024.0)
    } else if bytes >= 1 << 20 {
        format!("{mib:.1} MiB")
    } else {
        format!("{kib:.0} KiB")
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::{size, waiting};

    /// The times read as the case's line gives them (`1100 ms (cpu 3 ms)`), not cut down to
    /// another figure for the same run.
    #[test]
    fn the_waiting_note_rounds_its_times_as_the_case_line_does() {
        let note = waiting(
            Duration::from_micros(2_600),
            Duration::from_micros(1_100_700),
        );
        assert!(
            note.starts_with("its CPU time was only 3 ms of its 1101 ms: "),
            "{note}"
        );
        let note = waiting(Duration::from_micros(300), Duration::from_millis(1_100));
        assert!(
            note.starts_with("its CPU time was only <1 ms of its 1100 ms: "),
            "{note}"
        );
    }

    #[test]
    fn sizes_read_in_kib_then_mib_then_gib() {
        assert_eq!(size(882_724), "862 KiB");
        assert_eq!(size(1 << 20), "1.0 MiB");
        assert_eq!(size(25_481_216), "24.3 MiB");
        assert_eq!(size(3 << 30), "3.0 GiB");
    }
}
