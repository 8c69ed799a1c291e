//! How often the heaviest property tests run: a quick count by default, so that `cargo test`
//! stays fast, and `STEPDOKU_TEST_SCALE` times as many cases when that is set (`.ci/run` sets
//! it; a nightly job may set more).

/// `quick` cases, times `STEPDOKU_TEST_SCALE` when it is set.
pub(crate) fn scaled(quick: u32) -> u32 {
    let scale = match std::env::var("STEPDOKU_TEST_SCALE") {
        Ok(text) => text.trim().parse::<u32>().unwrap_or_else(|_| {
            panic!("STEPDOKU_TEST_SCALE must be a whole number of times, not {text:?}")
        }),
        Err(_) => 1,
    };
    quick.saturating_mul(scale.max(1))
}
