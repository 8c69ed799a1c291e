//! The watch's panels and what they show: candidates, code, tree, strategy, heatmap, stack
//! and explanation pages, the solution count. No terminal here.

use stepdoku_core::solver::Strategy;
use stepdoku_core::teaching::method::Method;

use crate::tui::action::WatchAction;
use crate::tui::watch::count::{count_layouts, count_solutions};
use crate::tui::watch::{Watch, describe};

/// What the panels show: candidates, the strategy, the heatmap, the stack, the count.
pub(super) fn update(watch: &mut Watch, action: WatchAction) -> Option<String> {
    match action {
        WatchAction::ToggleCandidates => {
            watch.candidates = !watch.candidates;
            Some(if !watch.candidates {
                "Candidates hidden".to_owned()
            } else if watch.method == Method::Search(Strategy::Propagate) {
                // What the engine knows: it strikes locked candidates as well.
                "Candidates: no peer holds them and no locked candidates strike them (n hides \
                 them)"
                    .to_owned()
            } else if watch.method == Method::Logic {
                "Candidates: those the techniques have left (n hides them)".to_owned()
            } else {
                "Candidates: the digits no peer holds, in every empty cell (n hides them)"
                    .to_owned()
            })
        }
        WatchAction::ToggleCode => Some(super::watch_code::toggle_code(watch)),
        WatchAction::ToggleDigits => Some(super::watch_code::toggle_digits(watch)),
        WatchAction::ToggleTree => Some(super::watch_code::toggle_tree(watch)),
        WatchAction::NextStrategy => next_strategy(watch),
        WatchAction::ToggleHeatmap => {
            watch.heatmap = !watch.heatmap;
            watch
                .heatmap
                .then(|| "Heatmap: how many guesses each cell has had".to_owned())
        }
        WatchAction::ScrollDeeper => {
            let depth = watch.search.depth();
            watch.stack_scroll = (watch.stack_scroll + 1).min(depth.saturating_sub(1));
            None
        }
        // From the frame on show: the search may have stepped back since to fewer frames than
        // were scrolled past, and a press that left the pane where it was would be lost.
        WatchAction::ScrollShallower => {
            let depth = watch.search.depth();
            watch.stack_scroll = watch
                .stack_scroll
                .min(depth.saturating_sub(1))
                .saturating_sub(1);
            None
        }
        // Pages of the explanation, counted round: the view knows how many there are at the
        // pane's width (update does not), and past the last comes the first again. A step
        // changed starts at its top.
        WatchAction::WordsDown => {
            watch.words_scroll = (watch.search.steps(), watch.words_offset().wrapping_add(1));
            None
        }
        WatchAction::WordsUp => {
            watch.words_scroll = (watch.search.steps(), watch.words_offset().wrapping_sub(1));
            None
        }
        WatchAction::WordsPage(offset) => {
            watch.words_scroll = (watch.search.steps(), offset);
            None
        }
        WatchAction::CountSolutions => {
            let count = match &watch.dominoes {
                Some(puzzle) => count_layouts(puzzle),
                None => count_solutions(&watch.start),
            };
            watch.count = Some(count);
            Some(describe::count(count))
        }
        _ => None,
    }
}

#[expect(
    clippy::unnecessary_wraps,
    reason = "every key handler answers with the message to show, or none"
)]
fn next_strategy(watch: &mut Watch) -> Option<String> {
    if watch.is_replay() {
        return Some(
            "The replay follows your program's moves; `stepdoku watch` shows stepdoku's strategies"
                .to_owned(),
        );
    }
    if watch.dominoes.is_some() {
        return Some(
            "A Sudominoku has one search: first empty cell, dominoes right then down, pairs in order"
                .to_owned(),
        );
    }
    let next = watch.method.next();
    Some(match watch.set_method(next) {
        Ok(()) => match super::watch_code::close_without_search(watch) {
            Some(closed) => format!("{}: {} ({closed})", next.name(), describe::strategy(watch)),
            None => format!("{}: {}", next.name(), describe::strategy(watch)),
        },
        Err(e) => format!("Cannot start {}: {e}", next.name()),
    })
}
