//! `update` is a function of the state and the action: the same actions, ticks included, on
//! two copies of one state leave two equal states. Nothing it drives reads the clock, so a run
//! to the end is the same run every time, frame for frame, down to the rate meter.

use std::time::Duration;

use super::{act, app};
use crate::tui::action::{Action, RaceAction, Tick, WatchAction};
use crate::tui::app::{App, Screen};
use crate::tui::watch::Outcome;

/// Ticks 17 ms apart whose budgets vary as the loop's do (a slow frame, then a fast one), up to
/// `frames` of them.
fn frames(app: &App, frames: u32) -> Vec<Action> {
    (1..=frames)
        .map(|i| {
            Action::Tick(Tick {
                now: app.now + Duration::from_millis(17) * i,
                steps: 1 + u64::from(i * 37 % 400),
            })
        })
        .collect()
}

/// Both copies take `n` frames.
fn play(a: &mut App, b: &mut App, n: u32) {
    let ticks = frames(a, n);
    both(a, b, &ticks);
}

/// Both copies take `actions`; they must agree after them.
fn both(a: &mut App, b: &mut App, actions: &[Action]) {
    act(a, actions);
    act(b, actions);
    assert_eq!(format!("{a:?}"), format!("{b:?}"), "after {actions:?}");
}

#[test]
fn the_same_actions_on_copies_of_one_state_give_the_same_state() {
    let mut a = app();
    act(&mut a, &[Action::OpenWatch]);
    let mut b = a.clone();
    both(&mut a, &mut b, &[Action::Watch(WatchAction::TogglePlay)]);
    play(&mut a, &mut b, 30);
    let (later, unix) = (a.now + Duration::from_secs(1), a.unix + 1);
    both(&mut a, &mut b, &[Action::Clock(later, unix)]);
    both(
        &mut a,
        &mut b,
        &[const { Action::Watch(WatchAction::Faster) }; 6],
    );
    play(&mut a, &mut b, 30);
    both(&mut a, &mut b, &[Action::Watch(WatchAction::ToEnd)]);
    for _ in 0..100 {
        let Screen::Watch(watch) = &a.screen else {
            panic!("the watch is open");
        };
        if !watch.playback.is_playing() {
            break;
        }
        play(&mut a, &mut b, 10);
    }
    let Screen::Watch(watch) = &a.screen else {
        panic!("the watch is open");
    };
    assert_eq!(watch.outcome(), Outcome::Solved, "played to the end");
    assert!(
        watch.meter.rate().is_some(),
        "the rate meter measured the run"
    );
    // The race too: its lanes run in lockstep to the end, and ask for their timing.
    both(
        &mut a,
        &mut b,
        &[Action::OpenRace, Action::Race(RaceAction::ToEnd)],
    );
    play(&mut a, &mut b, 200);
    let Screen::Race(race) = &a.screen else {
        panic!("the race is open");
    };
    assert!(race.all_done(), "the race ran to the end");
    assert!(!a.effects.is_empty(), "the ended race asks for its timing");
}

#[test]
fn the_clock_s_action_moves_the_time_and_nothing_else() {
    let mut app = app();
    app.info("a message the next key clears");
    let before = format!("{:?}", app.clone());
    let later = app.now + Duration::from_secs(3);
    act(&mut app, &[Action::Clock(later, 3)]);
    assert_eq!((app.now, app.unix), (later, 3));
    let mut back = app.clone();
    back.now -= Duration::from_secs(3);
    back.unix -= 3;
    assert_eq!(format!("{back:?}"), before);
}
