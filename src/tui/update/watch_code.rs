//! The keys of the code pane and the digit-by-digit view: `c` shows the search as code, `i`
//! makes each digit test a frame. Playing digit by digit takes frames, not steps.

use stepdoku_core::teaching::code::Program;

use crate::tui::watch::Watch;
use crate::tui::watch::code::{Pane, program};

/// Most digit tests laid out in one frame of playback: beyond this speed they pass too fast
/// to read anyway, and each one costs a look at the board.
const MAX_FRAMES_PER_TICK: u64 = 2_000;

/// `c`: the code pane, or the stack again.
pub fn toggle_code(watch: &mut Watch) -> String {
    watch.detail.pane = match watch.detail.pane {
        Pane::Code => Pane::Stack,
        Pane::Stack | Pane::Tree => Pane::Code,
    };
    match (watch.detail.pane, program(&watch.search)) {
        (Pane::Stack | Pane::Tree, _) => "The stack again (c shows the code)".to_owned(),
        // The pane says what width it needs; the sentence must not describe code not shown.
        (Pane::Code, _) if watch.detail.no_room => format!(
            "The Code pane needs a terminal {} columns wide (c: the stack again)",
            crate::tui::view::watch::layout::side_pane_needs()
        ),
        (Pane::Code, Some(p)) => format!(
            // What the pane shows comes first, for a Step pane of a few rows.
            "The Code pane: the {} search, its lit line what this step executes",
            p.name()
        ),
        (Pane::Code, None) if watch.is_replay() => {
            let source = watch.learner.as_ref().is_some_and(|l| l.source.is_some());
            if source {
                "Your code, the line your trace names for this step (@N) lit".to_owned()
            } else {
                "The reference search's code, lit at its step beside yours (--source shows \
                 your own)"
                    .to_owned()
            }
        }
        (Pane::Code, None) => "The logical solve runs no search code (t switches)".to_owned(),
    }
}

/// `T`: the search tree, or the stack again.
pub fn toggle_tree(watch: &mut Watch) -> String {
    watch.detail.pane = match watch.detail.pane {
        Pane::Tree => Pane::Stack,
        Pane::Stack | Pane::Code => Pane::Tree,
    };
    if watch.detail.pane != Pane::Tree {
        // Not kept while closed: following it doubles the work of every step.
        watch.detail.tree = None;
        return "The stack again (T shows the search tree)".to_owned();
    }
    follow_tree(watch);
    if watch.detail.tree.is_none() && watch.is_replay() {
        return "The replay draws no search tree: a trace says what was placed, not what was \
                left to try"
            .to_owned();
    }
    if watch.detail.tree.is_none() {
        return "The logical solve makes no search tree (t switches to a search)".to_owned();
    }
    // As for the code: the pane named, what it shows first.
    "The Tree pane: each level's tries, finished ones with their nodes; nodes per depth below \
     it"
    .to_owned()
}

/// The stack again where the search on show has no code and no tree (the logical solve):
/// their keys are not bound there, so an open pane could not be closed. Says what closed.
pub fn close_without_search(watch: &mut Watch) -> Option<&'static str> {
    if program(&watch.search).is_some() || watch.is_replay() {
        return None;
    }
    let closed = match watch.detail.pane {
        Pane::Stack => return None,
        Pane::Code => "it runs no search code: the stack again",
        Pane::Tree => "it makes no search tree: the stack again",
    };
    watch.detail.pane = Pane::Stack;
    watch.detail.tree = None;
    Some(closed)
}

/// Keep the tree pane's tree at the watch's step (after any action or frame).
pub fn follow_tree(watch: &mut Watch) {
    if watch.detail.pane != Pane::Tree {
        return;
    }
    let run = watch.detail.tree.take();
    watch.detail.tree = crate::tui::watch::tree::follow(run, watch);
}

/// `i`: digit by digit, or whole steps again.
pub fn toggle_digits(watch: &mut Watch) -> String {
    watch.detail.digit_by_digit = !watch.detail.digit_by_digit;
    if !watch.detail.digit_by_digit {
        return "Whole steps again: one frame per step".to_owned();
    }
    match program(&watch.search) {
        Some(p) if p.tests_each_digit() => "Digit by digit: each digit tested is a frame \
             (→ and ← step through them; the counters count whole steps)"
            .to_owned(),
        _ => format!(
            "Digit by digit follows {}, {} and {}, which test every digit; this search does \
             not test digits one by one",
            Program::RowMajor.name(),
            Program::Blanks.name(),
            Program::Mrv.name()
        ),
    }
}

/// Playback digit by digit: `frames` digit tests and events, whole steps taken as their
/// tests run out.
pub fn play_frames(watch: &mut Watch, frames: u64) {
    for _ in 0..frames.min(MAX_FRAMES_PER_TICK) {
        if watch.detail.forward_within(&watch.search) {
            continue;
        }
        if watch.search.is_finished() || watch.steps_left() == 0 {
            return;
        }
        watch.search.forward();
        watch.detail.entered(&watch.search);
    }
}
