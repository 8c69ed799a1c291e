//! The watch that explains: breakpoints, typed jumps, the evidence of a dead end on the board,
//! progress, the logic strategy, and the story the trace tells being the watch's own.

use std::time::Duration;

use insta::assert_snapshot;
use stepdoku_core::solver::explain::DeadEnd;
use stepdoku_core::teaching::method::Method;
use stepdoku_core::teaching::trace;

use super::*;
use crate::tui::tests::terminal;
use crate::tui::watch::Outcome;
use crate::tui::watch::describe;

/// Tick the playing watch until it stops (at most `frames` frames).
fn play_out(app: &mut App, frames: usize) {
    for _ in 0..frames {
        if !watch(app).playback.is_playing() {
            return;
        }
        tick(app, Duration::from_millis(17));
    }
}

fn type_number(app: &mut App, number: &str) {
    for ch in number.chars() {
        let digit = ch.to_digit(10).expect("a digit") as u8;
        press(app, WatchAction::Type(digit), 1);
    }
}

#[test]
fn d_runs_to_the_first_dead_end_and_names_its_evidence() {
    let mut app = alone();
    press(&mut app, WatchAction::ToDeadEnd, 1);
    play_out(&mut app, 1000);
    let w = watch(&app);
    assert!(!w.playback.is_playing());
    assert_eq!(
        w.search.steps(),
        6,
        "row-major's first dead end on the classic"
    );
    let Some(DeadEnd::NothingFits { cell, why }) = w.search.dead_end() else {
        panic!("a cell where nothing fits");
    };
    assert_eq!(cell.to_string(), "r1c9");
    assert_eq!(why.len(), 9);
    assert!(describe::event(w).contains("nothing fits — 1 2 3 4 5 7 8 9 in row 1, 6 in column 9"));
    assert!(
        app.message
            .as_ref()
            .is_some_and(|m| m.text == "Stopped: dead end, step 6")
    );
    // The next d goes on to the next one, not the same.
    press(&mut app, WatchAction::ToDeadEnd, 1);
    play_out(&mut app, 1000);
    assert!(watch(&app).search.steps() > 6);
    assert!(watch(&app).search.dead_end().is_some());
}

#[test]
fn a_typed_number_goes_to_its_step_both_ways_and_runs_to_a_depth_or_cell() {
    let mut app = alone();
    type_number(&mut app, "40");
    assert_eq!(watch(&app).typed, Some(40));
    press(&mut app, WatchAction::GoToStep, 1);
    assert_eq!(watch(&app).search.steps(), 40);
    let at_40 = state(&app);
    type_number(&mut app, "12");
    press(&mut app, WatchAction::GoToStep, 1);
    assert_eq!(watch(&app).search.steps(), 12);
    type_number(&mut app, "40");
    press(&mut app, WatchAction::GoToStep, 1);
    assert_eq!(state(&app), at_40, "back and forth lands on the same state");
    // Depth: the stack is exactly that deep where it stops.
    press(&mut app, WatchAction::Restart, 1);
    type_number(&mut app, "20");
    press(&mut app, WatchAction::ToDepth, 1);
    play_out(&mut app, 1000);
    assert_eq!(watch(&app).search.depth(), 20);
    // Cell: a try in r9c7 (typed as 97).
    type_number(&mut app, "97");
    press(&mut app, WatchAction::ToCell, 1);
    play_out(&mut app, 1000);
    assert!(describe::event(watch(&app)).starts_with("r9c7: try"));
    // Without a number, the key says what to type.
    press(&mut app, WatchAction::GoToStep, 1);
    assert!(
        app.message
            .as_ref()
            .is_some_and(|m| m.text.contains("1000g"))
    );
}

#[test]
fn progress_never_falls_while_playing_and_is_full_when_exhausted() {
    let mut app = alone_with(Theme::color(), Strategy::Mrv);
    let mut last = 0.0;
    while !watch(&app).search.is_finished() {
        press(&mut app, WatchAction::Forward, 1);
        let p = watch(&app).search.progress().expect("a classic search");
        assert!(p >= last);
        last = p;
    }
    assert_eq!(watch(&app).outcome(), Outcome::Solved);
}

/// The watch and the trace tell one story: the same events, depths and progress at every
/// step, on every strategy, and the step counts `solve --stats` prints.
#[test]
fn the_trace_tells_the_watchs_story() {
    for strategy in Strategy::ALL {
        let mut app = alone_with(Theme::color(), strategy);
        let mut machine = crate::tui::watch::machine(&grid(CLASSIC), strategy).expect("ok");
        while !machine.is_finished() {
            let event = machine.step();
            let record = trace::search_step(&machine, event, true);
            press(&mut app, WatchAction::Forward, 1);
            let w = watch(&app);
            assert_eq!(w.search.steps(), record.step);
            assert_eq!(w.search.depth(), record.depth);
            assert_eq!(w.search.progress(), Some(record.progress));
            assert_eq!(
                w.search.grid().to_line(),
                record.grid.clone().expect("grid")
            );
            if let Some(why) = &record.why {
                let words = describe::event(w);
                for claim in why {
                    assert!(words.contains(&claim.unit), "{words} names {}", claim.unit);
                }
            }
        }
        let w = watch(&app);
        assert_eq!(w.search.counters(), machine.counters());
    }
}

#[test]
fn the_logic_strategy_steps_through_the_graded_solve() {
    let mut app = alone_with(Theme::color(), Strategy::RowMajor);
    watch_mut(&mut app)
        .set_method(Method::Logic)
        .expect("no clash");
    let grade = stepdoku_core::hint::grade(&grid(CLASSIC)).expect("unique");
    press(&mut app, WatchAction::Forward, 3);
    assert!(describe::event(watch(&app)).contains("Single"));
    press(&mut app, WatchAction::Back, 1);
    assert_eq!(watch(&app).search.steps(), 2);
    press(&mut app, WatchAction::ToEnd, 1);
    play_out(&mut app, 1000);
    let w = watch(&app);
    assert_eq!(w.search.steps() as usize, grade.steps);
    assert_eq!(w.outcome(), Outcome::Solved);
    // A breakpoint that needs a guess is refused, saying why.
    press(&mut app, WatchAction::Restart, 1);
    press(&mut app, WatchAction::ToDeadEnd, 1);
    assert!(!watch(&app).playback.is_playing());
    assert!(
        app.message
            .as_ref()
            .is_some_and(|m| m.text.contains("never guesses"))
    );
}

#[test]
fn n_shows_the_candidates_of_every_empty_cell() {
    let mut app = alone();
    press(&mut app, WatchAction::ToggleCandidates, 1);
    let screen = terminal(&app, 80, 24).backend().to_string();
    // r1c3 of the classic can hold 1, 2 or 4: three fit a compact cell.
    assert!(screen.contains("│124┃"), "{screen}");
    assert_snapshot!(screen);
}

#[test]
fn at_80x24_a_dead_end_with_its_evidence_and_the_gauge() {
    let mut app = alone();
    press(&mut app, WatchAction::ToDeadEnd, 1);
    play_out(&mut app, 1000);
    let screen = terminal(&app, 80, 24).backend().to_string();
    for whole in ["Tree", "nothing fits —", "in column 9"] {
        assert!(screen.contains(whole), "{whole:?}: {screen}");
    }
    assert_snapshot!(screen);
}

#[test]
fn at_73x21_the_why_and_the_gauge_still_fit() {
    let mut app = alone();
    press(&mut app, WatchAction::ToDeadEnd, 1);
    play_out(&mut app, 1000);
    let screen = terminal(&app, 73, 21).backend().to_string();
    assert!(screen.contains("Tree"), "{screen}");
    assert_snapshot!(screen);
}

#[test]
fn a_logic_frame_at_80x24_and_73x21() {
    let mut app = alone();
    watch_mut(&mut app)
        .set_method(Method::Logic)
        .expect("no clash");
    press(&mut app, WatchAction::Forward, 5);
    assert_snapshot!("logic_80x24", terminal(&app, 80, 24).backend());
    assert_snapshot!("logic_73x21", terminal(&app, 73, 21).backend());
}

#[test]
fn a_breakpoint_on_a_given_is_refused_at_once() {
    let mut app = alone();
    // r9c9 of the classic is a given 9: no search ever guesses there.
    type_number(&mut app, "99");
    press(&mut app, WatchAction::ToCell, 1);
    let w = watch(&app);
    assert!(!w.playback.is_playing(), "nothing runs");
    assert_eq!(w.search.steps(), 0);
    let said = crate::tui::tests::message(&app);
    assert!(said.contains("r9c9 holds 9 from the start"), "{said}");
    // An empty cell runs to its first try.
    type_number(&mut app, "13");
    press(&mut app, WatchAction::ToCell, 1);
    assert!(watch(&app).playback.is_playing());
}
