//! The share of the search tree explored, said as what it is: named, a tiny share written
//! `< 0.01%`, a solution found early said to be found early, and the time to finish the whole
//! tree shown only while playing and once its prediction holds still.

use std::time::Duration;

use super::*;
use crate::tui::tests::terminal;
use crate::tui::watch::gauge::EtaTrack;

fn screen(app: &App) -> String {
    terminal(app, 80, 24).backend().to_string()
}

/// Propagate solves the classic without a guess: the share explored stays tiny, and the
/// outcome says the solution came that early rather than printing a run of zeros.
#[test]
fn a_solution_says_how_little_of_the_tree_it_needed() {
    let mut app = alone_with(Theme::color(), Strategy::RowMajor);
    watch_mut(&mut app).search.forward_by(u64::MAX);
    let text = screen(&app);
    // A weight, said as one: the tries behind it are 4,208 of the whole tree's 4,631 (91%),
    // which "explored 97% of the tree" would misstate.
    assert!(text.contains("with 97% of"), "{text}");
    assert!(text.contains("by weight"), "{text}");
    assert!(!text.contains("exploring"), "{text}");
    // No estimate of the tree's size: read off one path it was 540 times too big here.
    assert!(!text.contains('≈'), "{text}");
    assert!(text.contains("Explored"), "{text}");
}

/// Row-major on the empty board solves in 702 steps, having left a sliver of its tree
/// behind: the share is said as `< 0.01%`, never as a run of zeros.
#[test]
fn a_tiny_share_is_said_as_such() {
    let mut app = alone_with(Theme::color(), Strategy::RowMajor);
    let w = Watch::new(
        Origin::Alone,
        "empty",
        Grid::EMPTY,
        stepdoku_core::CellSet::EMPTY,
        Strategy::RowMajor,
    )
    .unwrap();
    app.screen = Screen::Watch(Box::new(w));
    watch_mut(&mut app).search.forward_by(u64::MAX);
    let fraction = watch(&app).search.progress().unwrap();
    assert!(fraction > 0.0 && fraction < 1e-4, "{fraction}");
    let text = screen(&app);
    assert!(text.contains("< 0.01%"), "{text}");
    assert!(
        text.contains("Solved in 702 steps with < 0.01% of"),
        "{text}"
    );
    assert!(!text.contains("0.00"), "{text}");
}

/// The bar keeps its width from the first step to the last.
#[test]
fn the_bar_keeps_its_width() {
    let mut app = alone_with(Theme::color(), Strategy::RowMajor);
    let bar_width = |app: &App| {
        let text = screen(app);
        let line = text
            .lines()
            .find(|l| l.contains("Explored"))
            .unwrap()
            .to_owned();
        line.chars().filter(|&c| "█▉▊▋▌▍▎▏░".contains(c)).count()
    };
    let first = bar_width(&app);
    for _ in 0..40 {
        press(&mut app, WatchAction::Forward, 200);
        assert_eq!(bar_width(&app), first);
    }
}

/// Playing, the time to finish the whole tree shows once the predictions agree for a few
/// seconds, labelled as such; paused, never.
#[test]
fn the_eta_is_for_the_whole_tree_and_only_once_steady() {
    let mut app = alone_with(Theme::color(), Strategy::RowMajor);
    press(&mut app, WatchAction::TogglePlay, 1);
    assert!(watch(&app).playback.is_playing());
    assert!(!screen(&app).contains("Whole tree"));
    let t0 = app.now;
    let mut track = EtaTrack::default();
    for i in 0..=8u32 {
        let since = Duration::from_millis(500) * i;
        track.sample(t0 + since, Duration::from_secs(600).checked_sub(since));
    }
    watch_mut(&mut app).eta = track;
    let text = screen(&app);
    assert!(
        text.contains("Whole tree") && text.contains("9 min  left at"),
        "{text}"
    );
    watch_mut(&mut app).stop();
    assert!(!screen(&app).contains("Whole tree"));
}

/// In a race, a lane that has solved its puzzle says so in words; the share explored is
/// never a bar set beside a slower lane's.
#[test]
fn a_solved_race_lane_is_done_whatever_share_it_needed() {
    let mut app = crate::tui::tests::app();
    act(&mut app, &[Action::OpenRace]);
    act(
        &mut app,
        &[Action::Race(crate::tui::action::RaceAction::ToEnd)],
    );
    for _ in 0..2_000 {
        tick(&mut app, Duration::from_millis(17));
    }
    let text = terminal(&app, 120, 40).backend().to_string();
    assert!(text.contains("found after exploring"), "{text}");
}
