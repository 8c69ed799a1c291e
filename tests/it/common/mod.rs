//! Helpers shared by the integration tests: the real binary in a pseudo-terminal (`pty`), the
//! real binary without one (`run`), the classic puzzle with its cell and digit shorthands
//! (`puzzle`), the judge's case files, learner programs and commands (`judge`) and the traces
//! the replay reads (`replay`).

pub mod contrast;
pub mod judge;
pub mod pty;
pub mod puzzle;
pub mod replay;
pub mod run;
pub mod sentences;

/// How often a stress loop or one of the heaviest properties runs: `quick` times by default, so
/// that `cargo test` stays fast, and `STEPDOKU_TEST_SCALE` times as often when that is set
/// (`.ci/run` sets it; a nightly job may set more).
pub fn scaled(quick: u32) -> u32 {
    let scale = match std::env::var("STEPDOKU_TEST_SCALE") {
        Ok(text) => text.trim().parse::<u32>().unwrap_or_else(|_| {
            panic!("STEPDOKU_TEST_SCALE must be a whole number of times, not {text:?}")
        }),
        Err(_) => 1,
    };
    quick.saturating_mul(scale.max(1))
}

/// Fails the test, showing all of `text`, unless `text` holds `part`.
#[track_caller]
pub fn assert_contains(text: &str, part: &str) {
    assert!(text.contains(part), "{part:?} is not in:\n{text}");
}
