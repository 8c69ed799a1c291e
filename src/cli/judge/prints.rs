//! A run judged with its time that wrote a lot to stderr: printing takes time (a line per
//! step of a search is millions of lines), so a time limit it failed may be its prints' and
//! not its search's. The verdict says how much it wrote, so the learner does not blame the
//! search.

use super::run::Ended;
use super::verdict::{Code, Outcome};

/// From how many bytes of stderr the prints may be what took the time: a few thousand lines
/// of debugging print in no time, a MiB of them takes a noticeable share of a second.
pub const A_LOT: u64 = 1 << 20;

/// Add to `outcome`'s reason how much the run wrote to stderr, when that was a lot and the
/// run was too slow or close to the limit.
pub fn note(outcome: &mut Outcome, ended: Ended, stderr_bytes: u64) {
    let slow = outcome.code == Code::TimeLimit || outcome.borderline;
    if !slow || stderr_bytes < A_LOT {
        return;
    }
    let when = if ended == Ended::TimedOut {
        " before it was killed"
    } else {
        ""
    };
    let note = format!(
        "it wrote {} to stderr{when}: printing that takes time; judge without the prints, or \
         with --trace",
        size(stderr_bytes)
    );
    outcome.why = if outcome.why.is_empty() {
        note
    } else {
        format!("{}; {note}", outcome.why)
    };
}

/// `24.3 MiB`, `1.0 GiB`.
fn size(bytes: u64) -> String {
    #[expect(clippy::cast_precision_loss, reason = "a size shown to a tenth")]
    let mib = bytes as f64 / f64::from(1u32 << 20);
    if mib >= 1024.0 {
        format!("{:.1} GiB", mib / 1024.0)
    } else {
        format!("{mib:.1} MiB")
    }
}

#[cfg(test)]
mod tests {
    use super::size;

    #[test]
    fn sizes_read_in_mib_then_gib() {
        assert_eq!(size(1 << 20), "1.0 MiB");
        assert_eq!(size(25_481_216), "24.3 MiB");
        assert_eq!(size(3 << 30), "3.0 GiB");
    }
}
