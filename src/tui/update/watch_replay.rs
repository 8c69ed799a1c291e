//! A replay's own keys: `n` and `N` go to the next and the previous problem of the learner's
//! trace (a flagged step, or where it departs from the reference).

use crate::tui::text::thousands;
use crate::tui::watch::Watch;

/// Go to the next (`forward`) or previous problem; the message says which, or that there is
/// none that way.
pub fn jump(watch: &mut Watch, forward: bool) -> String {
    let at = watch.search.steps();
    let Some(learner) = watch.learner.as_deref() else {
        return "This replay has no problems to go to".to_owned();
    };
    let count = learner.stops.len();
    let target = if forward {
        learner.next_stop(at)
    } else {
        learner.previous_stop(at)
    };
    let Some(target) = target else {
        return match (count, forward) {
            (0, _) => {
                "Every move is legal and no difference was found: no problem to go to".to_owned()
            }
            (_, true) => format!("No problem after step {}", thousands(at)),
            (_, false) => format!("No problem before step {}", thousands(at)),
        };
    };
    let index = learner.stops.iter().position(|&s| s == target).unwrap_or(0) + 1;
    watch.stop();
    watch.search.seek(target);
    watch.sample_depth();
    format!(
        "Problem {} of {}: step {}",
        thousands(index as u64),
        thousands(count as u64),
        thousands(target)
    )
}
