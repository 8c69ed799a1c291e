//! A replay's own keys: `n` and `N` go to the next and the previous problem of the learner's
//! trace (a flagged step, or where it departs from the reference).

use crate::tui::text::thousands;
use crate::tui::watch::Watch;
use crate::tui::watch::learner::Learner;

/// What the replay says as it opens at its first problem, counting them all (a search that
/// never checks its boxes has tens of thousands), with the keys to the next and the previous
/// (`[next, previous]`): `None` when it opens at step 0, having none.
#[must_use]
pub fn opening_words(learner: &Learner, [next, previous]: [&str; 2]) -> Option<String> {
    let first = learner.first_stop()?;
    let count = learner.stops.len();
    // The flagged moves come first, when others follow: say so, since `n` then goes back to
    // an earlier step after the last of them.
    let order = match learner.moves_first {
        moves if moves == 0 || moves >= count => String::new(),
        1 => ", the flagged move first".to_owned(),
        moves => format!(", the {} flagged moves first", thousands(moves as u64)),
    };
    let next = if count > 1 {
        format!("; {next} and {previous} go to the next and the previous{order}")
    } else {
        String::new()
    };
    Some(format!(
        "Problem 1 of {}: step {}{next}",
        thousands(count as u64),
        thousands(first)
    ))
}

/// Go to the next (`forward`) or previous problem. Which problem it is shows in the step
/// pane's title, above the step's own words (a message would take their first rows in a short
/// pane); the message says only that there is none that way.
pub fn jump(watch: &mut Watch, forward: bool) -> Option<String> {
    let at = watch.search.steps();
    let Some(learner) = watch.learner.as_deref() else {
        return Some("This replay has no problems to go to".to_owned());
    };
    let count = learner.stops.len();
    let target = if forward {
        learner.next_stop(at)
    } else {
        learner.previous_stop(at)
    };
    let Some(target) = target else {
        return Some(match (count, forward) {
            (0, _) => {
                "Every move is legal and no difference was found: no problem to go to".to_owned()
            }
            (_, true) => format!("No problem after step {}", thousands(at)),
            (_, false) => format!("No problem before step {}", thousands(at)),
        });
    };
    watch.stop();
    watch.search.seek(target);
    watch.sample_depth();
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_opening_counts_every_problem_and_names_the_key_to_the_next() {
        let many = Learner {
            stops: (1..=68_364).map(|s| s * 4).collect(),
            ..Learner::default()
        };
        assert_eq!(
            opening_words(&many, ["n", "N"]).as_deref(),
            Some("Problem 1 of 68,364: step 4; n and N go to the next and the previous")
        );
        let one = Learner {
            stops: vec![1_234],
            ..Learner::default()
        };
        assert_eq!(
            opening_words(&one, ["n", "N"]).as_deref(),
            Some("Problem 1 of 1: step 1,234")
        );
        assert_eq!(opening_words(&Learner::default(), ["n", "N"]), None);
        // Flagged moves at 54 and 60, a difference at 18 after them.
        let ordered = Learner {
            stops: vec![54, 60, 18],
            moves_first: 2,
            ..Learner::default()
        };
        assert_eq!(
            opening_words(&ordered, ["n", "N"]).as_deref(),
            Some(
                "Problem 1 of 3: step 54; n and N go to the next and the previous, the 2 \
                 flagged moves first"
            )
        );
    }
}
