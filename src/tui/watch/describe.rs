//! The search in words: the current event (`r4c7: try 3 (of 3,5,8)`), what each strategy does,
//! and the outcome, for the panels to print as they are.

use stepdoku_core::solver::Strategy;
use stepdoku_core::teaching::method::Method;
use stepdoku_core::teaching::replay::{Aftermath, Cut, MAX_BYTES, MAX_STEPS};

use super::search::Search;
use super::{Outcome, SolutionCount, Watch};
use crate::tui::text::thousands;

/// The event that produced the current step, as a sentence (0-based with `--zero-based`).
#[must_use]
pub fn event(watch: &Watch) -> String {
    let words = event_1_based(watch);
    if watch.zero_based {
        super::coords::zero_based(&words)
    } else {
        words
    }
}

fn event_1_based(watch: &Watch) -> String {
    let search = &watch.search;
    if search.steps() == 0 && watch.predict.is_some() {
        // In predict mode → shows a step unscored and Space is no key: the first step is typed.
        return "step 0: predict the first step (its row, column, digit), or → to see it unscored"
            .to_owned();
    }
    if empty_replay(watch) {
        return "step 0: the trace has no move to replay".to_owned();
    }
    if search.steps() == 0 {
        return "step 0: → takes the first step, Space plays".to_owned();
    }
    // Digit by digit: the tests of this step so far, as the listing's loop makes them.
    if let Some(words) = watch
        .detail
        .sub_frame(search)
        // Outside the digit-by-digit view, only the undo frame has words of its own.
        .filter(|frame| watch.detail.digit_by_digit || !frame.at_event())
        .and_then(|frame| super::code::tests_words(search, &frame))
    {
        return words;
    }
    // `r4c7: try 3 (of 3,5,8)`, `r4c7: nothing fits, back to r4c2`, forced placements with
    // the single that forced them, dominoes tried: the core's own words.
    search.event_words().unwrap_or_else(|| {
        if search.first_solution().is_some() {
            "solved: every cell is filled".to_owned()
        } else {
            "every branch searched: no solution".to_owned()
        }
    })
}

/// How the search picks its next move, in one short line (it fits the 80-column panel).
#[must_use]
pub fn strategy(watch: &Watch) -> &'static str {
    if let Search::Replay(t) = &watch.search {
        // A trace read only in part says so from the first frame (the numbers are the
        // reader's limits, checked below).
        const _: () = assert!(MAX_STEPS == 1_000_000 && MAX_BYTES == 256 << 20);
        return match t.machine().cut() {
            None => "your program's moves, from its trace",
            Some(Cut::Steps) => "your program's first 1,000,000 moves (no more read)",
            Some(Cut::Bytes) => "your moves in the trace's first 256 MiB (no more read)",
        };
    }
    if watch.dominoes.is_some() {
        return "first empty cell; right, then down";
    }
    match watch.method {
        Method::Search(Strategy::RowMajor) => "first empty cell r1c1→r9c9, 1→9",
        Method::Search(Strategy::Blanks) => "next blank of the list, 1→9",
        Method::Search(Strategy::Mrv) => "cell with fewest candidates first",
        Method::Search(Strategy::Propagate) => "singles first, then a 2-way guess",
        Method::Logic => "HoDoKu's techniques, easiest first",
    }
}

/// A replay of a trace with no move (a search that returned at once): step 0 is all there
/// is, and the outcome says why.
#[must_use]
pub fn empty_replay(watch: &Watch) -> bool {
    matches!(&watch.search, Search::Replay(t) if t.machine().is_empty())
}

/// The outcome line, or `None` while the search goes on.
#[must_use]
pub fn outcome(watch: &Watch) -> Option<String> {
    let steps = watch.search.steps();
    if let Search::Replay(t) = &watch.search {
        let machine = t.machine();
        // A search that unwinds after its solution ends on an emptier board.
        let unwound = machine.solved_at().filter(|&at| at < machine.len());
        let said = match (
            machine.position() == machine.len(),
            machine.ending_problem(),
            unwound,
        ) {
            (false, ..) => None,
            (true, ..) if machine.cut().is_some() => Some(format!(
                "Replay stops at step {}: the rest of the trace was not read",
                thousands(steps)
            )),
            (true, None, _) if machine.stopped_words().is_some() => {
                machine.stopped_words().map(|words| sentence(&words))
            }
            // `the trace ends without …` as a sentence of its own, then what the check makes
            // of an end that came before any move (its likeliest cause).
            (true, Some(problem), _) => {
                let clue = watch
                    .learner
                    .as_deref()
                    .and_then(|l| l.ending_clue.as_deref());
                // The cause first: a pane a few rows high shows it without scrolling.
                Some(match clue {
                    Some(clue) => format!("{}. {}", sentence(clue), sentence(&problem.to_string())),
                    None => sentence(&problem.to_string()),
                })
            }
            (true, None, Some(at)) => Some(match machine.aftermath() {
                Some(searched @ Aftermath::SearchedOn { .. }) => format!(
                    "Trace reached a full board at step {}, then searched on to step {}: {}",
                    thousands(at as u64),
                    thousands(steps),
                    searched_on_words(&searched)
                ),
                Some(Aftermath::ReturnedAtOnce { tries }) => format!(
                    "Trace reached a full board at step {}, then undid its way back to step {}, \
                     with {} on the way, each undone at once",
                    thousands(at as u64),
                    thousands(steps),
                    tries_words(tries, "")
                ),
                _ => format!(
                    "Trace reached a full board at step {}, then undid its way back to step {}",
                    thousands(at as u64),
                    thousands(steps)
                ),
            }),
            // The watch of a search counts one step more: the one that finds the board full.
            (true, None, None) => Some(format!(
                "Trace ends on a full board after {} steps (a search's watch counts one more step: solved)",
                thousands(steps)
            )),
        };
        // A trace with no move has no step's words to carry the compared search's first move:
        // its end says it, after its own words on the end.
        return match (said, machine.note().filter(|_| machine.position() == 0)) {
            (Some(said), Some(note)) => {
                let theirs = note.strip_prefix("your trace ends here, ").unwrap_or(note);
                Some(format!("{said}. {}", sentence(theirs)))
            }
            (said, _) => said,
        };
    }
    match watch.outcome() {
        Outcome::Searching => None,
        // Two counts the learner can reproduce: the tries made, and the whole tree's (the
        // same search run on to its end, counted in the background).
        Outcome::Solved => Some(solved_words(watch, steps)),
        Outcome::NoSolution => Some(format!(
            "No solution: all searched in {} steps",
            thousands(steps)
        )),
        Outcome::StepCap => Some(format!(
            "Step cap reached ({}) before an answer",
            thousands(watch.max_steps)
        )),
    }
}

/// What a learner's search did after its first full board, said after "after it": `yours
/// searches on: 49 more tries, another full board at step 95; stop after the first solution
/// (return once the board is full)`.
#[must_use]
pub fn aftermath_words(aftermath: &Aftermath) -> String {
    match *aftermath {
        Aftermath::Unwound => "yours undoes its moves".to_owned(),
        Aftermath::ReturnedAtOnce { tries } => format!(
            "yours undoes its moves, with {} on the way back, each undone at once",
            tries_words(tries, "")
        ),
        Aftermath::SearchedOn { .. } => {
            format!("yours searches on: {}", searched_on_words(aftermath))
        }
    }
}

/// What a search did after its first full board when it went on: `49 more tries, another
/// full board at step 95; stop after the first solution (return once the board is full)`;
/// empty for a search that did not.
#[must_use]
pub fn searched_on_words(aftermath: &Aftermath) -> String {
    let Aftermath::SearchedOn {
        tries,
        full_boards,
        next_full_at,
        ..
    } = *aftermath
    else {
        return String::new();
    };
    format!(
        "{}, {}; stop after the first solution (return once the board is full)",
        tries_words(tries, "more "),
        full_boards_words(full_boards, next_full_at)
    )
}

/// `49 more tries`, `1 more try`.
fn tries_words(tries: usize, more: &str) -> String {
    let noun = if tries == 1 { "try" } else { "tries" };
    format!("{} {more}{noun}", thousands(tries as u64))
}

/// `another full board at step 95`, `3 more full boards, the next at step 95`, `no other full
/// board`.
fn full_boards_words(full_boards: usize, next_full_at: Option<usize>) -> String {
    let more = full_boards.saturating_sub(1);
    match next_full_at {
        Some(at) if more == 1 => format!("another full board at step {}", thousands(at as u64)),
        Some(at) => format!(
            "{} more full boards, the next at step {}",
            thousands(more as u64),
            thousands(at as u64)
        ),
        None => "no other full board".to_owned(),
    }
}

/// `Solved in 8,417 steps, at try 4,208 of the 4,631 in its whole tree (91%)`.
fn solved_words(watch: &Watch, steps: u64) -> String {
    use super::whole::WholeTree;
    let tries = watch.search.counters().tries;
    let solved = format!("Solved in {} steps", thousands(steps));
    match watch.whole_tree {
        WholeTree::Counted(size) if size.complete && size.tries == 0 => {
            format!("{solved} without a guess (its whole tree has none)")
        }
        WholeTree::Counted(size) if size.complete => format!(
            "{solved}, at try {} of the {} in its whole tree ({})",
            thousands(tries),
            thousands(size.tries),
            super::gauge::percent(watch.tries_share().unwrap_or(1.0))
        ),
        WholeTree::Counted(_) => format!(
            "{solved}, at try {}; its whole tree holds at least {} tries",
            thousands(tries),
            super::whole::at_least(watch.tree_floor().unwrap_or(tries))
        ),
        WholeTree::Counting => format!(
            "{solved}, at try {} (its whole tree is being counted)",
            thousands(tries)
        ),
        WholeTree::Unknown | WholeTree::Unasked => solved,
    }
}

/// The count asked for with `c`.
#[must_use]
pub fn count(count: SolutionCount) -> String {
    match (count.solutions, count.complete) {
        (0, true) => "No solution".to_owned(),
        (1, true) => "Exactly 1 solution".to_owned(),
        (n, true) => format!("{} solutions; the one shown is the first", thousands(n)),
        (n, false) => format!("At least {} solutions (stopped counting)", thousands(n)),
    }
}

/// A large count in a few characters: `9,876`, `123k`, `4.5M`, `7.8e12`.
#[must_use]
pub fn approx(n: f64) -> String {
    if n < 10_000.0 {
        return thousands(n.round() as u64);
    }
    if n < 1e6 {
        return format!("{:.0}k", n / 1e3);
    }
    if n < 1e9 {
        return format!("{:.1}M", n / 1e6);
    }
    let exponent = n.log10().floor();
    format!("{:.1}e{exponent}", n / 10f64.powf(exponent))
}

/// A count in at most three characters, for heatmap cells: `7`, `999`, `12k`, `.3M`, `45M`.
#[must_use]
pub fn short_count(n: u64) -> String {
    match n {
        0..1_000 => n.to_string(),
        1_000..100_000 => format!("{}k", n / 1_000),
        100_000..1_000_000 => format!(".{}M", n / 100_000),
        1_000_000..100_000_000 => format!("{}M", n / 1_000_000),
        100_000_000..1_000_000_000 => format!(".{}G", n / 100_000_000),
        _ => format!("{}G", n / 1_000_000_000),
    }
}

/// `words` with a capital first letter.
fn sentence(words: &str) -> String {
    let mut chars = words.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_easily() {
        assert_eq!(short_count(7), "7");
        assert_eq!(short_count(999), "999");
        assert_eq!(short_count(1_234), "1k");
        assert_eq!(short_count(56_789), "56k");
        assert_eq!(short_count(345_678), ".3M");
        assert_eq!(short_count(5_600_000), "5M");
        assert_eq!(short_count(99_999_999), "99M");
        assert_eq!(short_count(123_000_000), ".1G");
        assert_eq!(approx(9_876.0), "9,876");
        assert_eq!(approx(123_456.0), "123k");
        assert_eq!(approx(4_520_000.0), "4.5M");
        assert_eq!(approx(7.8e12), "7.8e12");
        for n in [0, 9, 99_999, 999_999, u64::from(u32::MAX)] {
            assert!(short_count(n).chars().count() <= 3, "{n}");
        }
    }
}
