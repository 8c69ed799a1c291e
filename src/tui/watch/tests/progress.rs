//! How much of the search tree is behind the watch, said as two counts: the tries made and
//! the whole tree's (counted in the background), never an estimate; and the time to finish
//! the whole tree shown only while playing and once its prediction holds still.

use std::time::Duration;

use super::*;
use crate::tui::app::Effect;
use crate::tui::event_loop::background;
use crate::tui::tests::terminal;
use crate::tui::text::thousands;
use crate::tui::watch::gauge::EtaTrack;
use crate::tui::work::Work;

fn screen(app: &App) -> String {
    terminal(app, 80, 24).backend().to_string()
}

/// Run the whole-tree counts the watch asked for, as the loop does in the background.
fn count_tree(app: &mut App) {
    crate::tui::update::watch_tree::ask(app);
    for effect in std::mem::take(&mut app.effects) {
        if let Effect::Work(work @ Work::WholeTree { .. }) = effect {
            crate::tui::update::update(app, background::run(work));
        }
    }
}

/// The solved screen compares two counts a learner can reproduce: the tries made and the
/// whole tree's (the core's test counts the classic's 4,631 by a plain recursion too).
#[test]
fn the_solved_screen_says_the_tries_of_the_whole_tree() {
    let mut app = alone_with(Theme::color(), Strategy::RowMajor);
    count_tree(&mut app);
    watch_mut(&mut app).search.forward_by(u64::MAX);
    let text = screen(&app);
    let steps = thousands(watch(&app).search.steps());
    assert!(
        text.contains(&format!("Solved in {steps} steps, at try 4,208")),
        "{text}"
    );
    // 4,208 / 4,631 = 0.9087: said as 90%, as every share is, rounded down.
    assert!(text.contains("of the 4,631 in its whole tree"), "{text}");
    assert!(text.contains("(90%)"), "{text}");
    assert!(text.contains("4,208  of 4,631"), "{text}");
    let tree = text
        .lines()
        .find(|l| l.contains("Tree"))
        .expect("the tree line");
    assert!(tree.contains("90%"), "{tree}");
    // No estimate of the tree's size, no weight said as a share of the tree.
    assert!(!text.contains('≈'), "{text}");
    assert!(!text.contains("Explored"), "{text}");
}

/// Mid-run the whole tree's size holds still (an estimate read off the path swung 99 → 63 →
/// 1,719 → 16k here) and the share only grows.
#[test]
fn mid_run_the_tree_holds_still_and_the_share_only_grows() {
    let mut app = alone_with(Theme::color(), Strategy::RowMajor);
    count_tree(&mut app);
    let mut last = 0.0;
    for _ in 0..40 {
        press(&mut app, WatchAction::Forward, 211);
        let text = screen(&app);
        let tries = watch(&app).search.counters().tries;
        assert!(
            text.contains(&format!("{}  of 4,631", thousands(tries))),
            "{text}"
        );
        let share = watch(&app).tries_share().expect("counted");
        assert!(share >= last, "{share} after {last}");
        last = share;
    }
}

/// Until the count is in, nothing is said of the tree's size.
#[test]
fn before_the_count_the_tree_is_being_counted() {
    let mut app = alone_with(Theme::color(), Strategy::RowMajor);
    crate::tui::update::watch_tree::ask(&mut app);
    let text = screen(&app);
    assert!(text.contains("being counted"), "{text}");
    watch_mut(&mut app).search.forward_by(u64::MAX);
    let text = screen(&app);
    assert!(text.contains("at try 4,208"), "{text}");
    assert!(text.contains("(its whole tree is being counted)"), "{text}");
    assert!(!text.contains('%'), "{text}");
}

/// Row-major on the empty board solves in 702 steps, but its whole tree (every Sudoku grid)
/// is far beyond any count: the screen says it holds over what was counted, no share.
#[test]
fn a_tree_too_large_to_count_is_said_to_be() {
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
    count_tree(&mut app);
    watch_mut(&mut app).search.forward_by(u64::MAX);
    let text = screen(&app);
    assert!(text.contains("too large to count"), "{text}");
    let tries = thousands(watch(&app).search.counters().tries);
    assert!(text.contains(&format!("at try {tries};")), "{text}");
    assert!(text.contains("its whole tree holds at least"), "{text}");
    assert!(text.contains("of ≥ 15M"), "{text}");
    assert!(!text.contains('%'), "{text}");
}

/// A count that gave up at its cap is a floor, and the watch may run on past it (row-major on
/// a hard puzzle tries 18M where the count stopped at 15M): the tree holds at least the tries
/// shown, so neither the tries row nor the solved sentence names less. Here the count is the
/// core's own, capped at 1,000 steps, on the classic (solved at try 4,208).
#[test]
fn a_count_that_gave_up_never_says_less_than_the_tries_made() {
    use crate::tui::action::{Action, Done};
    use stepdoku_core::solver::whole_tree::whole_tree;

    let mut app = alone_with(Theme::color(), Strategy::RowMajor);
    crate::tui::update::watch_tree::ask(&mut app);
    app.effects.clear();
    let start = watch(&app).start;
    let size = whole_tree(&start, Strategy::RowMajor, 1_000).unwrap();
    assert!(!size.complete && size.tries < 4_208, "{size:?}");
    let answer = Done::WholeTree {
        start,
        strategy: Strategy::RowMajor,
        size: Some(size),
    };
    crate::tui::update::update(&mut app, Action::Done(answer));
    watch_mut(&mut app).search.forward_by(u64::MAX);
    assert_eq!(watch(&app).search.counters().tries, 4_208);
    for (w, h) in [(80, 24), (120, 40)] {
        let text = terminal(&app, w, h).backend().to_string();
        assert!(
            text.contains("Tries        4,208  of ≥ 4,208 "),
            "{w}x{h}: {text}"
        );
        assert!(
            !text.contains(&format!(" {} ", thousands(size.tries))),
            "{text}"
        );
    }
    let text = screen(&app);
    assert!(text.contains("4,208; its whole tree holds at "), "{text}");
    assert!(text.contains("│ least 4,208 tries "), "{text}");
}

/// The bar keeps its width from the first step to the last.
#[test]
fn the_bar_keeps_its_width() {
    let mut app = alone_with(Theme::color(), Strategy::RowMajor);
    count_tree(&mut app);
    let bar_width = |app: &App| {
        let text = screen(app);
        let line = text
            .lines()
            .find(|l| l.contains("Tree"))
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
    assert!(!text.contains("exploring"), "{text}");
    // Each lane's count of its whole tree, as the loop runs it.
    for effect in std::mem::take(&mut app.effects) {
        if let Effect::Work(work @ Work::WholeTree { .. }) = effect {
            crate::tui::update::update(&mut app, background::run(work));
        }
    }
    let text = terminal(&app, 120, 40).backend().to_string();
    assert!(text.contains("found at try 4,208 of its tree's"), "{text}");
    assert!(text.contains("4,631 (90%)"), "{text}");
    // Propagate solves the classic without a guess: its tree has none to count.
    assert!(text.contains("found without a guess"), "{text}");
}

/// No counter is cut mid-word at the sizes people use: propagate's tries row says the whole
/// tree's tries and the forced placements whole (`of 262 +13 forced`, or the forced ones on a
/// line of their own), never `of 262 +13 for…`.
#[test]
fn no_counter_is_cut_mid_word() {
    let labels = [
        "Steps",
        "Tries",
        "Forced",
        "Dead ends",
        "Back",
        "Depth",
        "Max depth",
        "Whole tree",
    ];
    let puzzles = [
        CLASSIC,
        "..1..4..9.2..3..1.9.....582...89.......7.1.......62...762.....5.3..1..7.5..6..8..",
        "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.",
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........",
    ];
    let cases = puzzles.iter().flat_map(|p| {
        [Strategy::RowMajor, Strategy::Mrv, Strategy::Propagate].map(move |s| (*p, s))
    });
    for (puzzle, strategy) in cases {
        let mut app = alone_on(puzzle, Theme::color(), strategy);
        count_tree(&mut app);
        let tree = watch(&app).tree_words().unwrap_or_default();
        for _ in 0..30 {
            press(&mut app, WatchAction::Forward, 5);
            let forced = watch(&app).search.counters().forced;
            for (w, h) in [(65, 21), (80, 24), (120, 40)] {
                let text = terminal(&app, w, h).backend().to_string();
                for line in text.lines() {
                    let line = line.trim_matches('"');
                    if labels.iter().any(|l| line.contains(&format!("│ {l} "))) {
                        assert!(!line.contains('…'), "{strategy:?} {w}x{h}: {line}");
                    }
                }
                let tries = text
                    .lines()
                    .find(|l| l.contains("│ Tries "))
                    .expect("tries");
                if w > 65 {
                    assert!(tries.contains(&tree), "{strategy:?} {w}x{h}: {tries}");
                }
                if forced > 0 {
                    let n = thousands(forced);
                    let whole = text.contains(&format!("+{n} forced"))
                        || text.contains(&format!("Forced {n}"))
                        || text
                            .lines()
                            .any(|l| l.contains("│ Forced ") && l.contains(&format!(" {n} ")));
                    assert!(whole, "{strategy:?} {w}x{h}: {text}");
                }
            }
        }
    }
}

/// The count asked for by `app`'s watch, as the loop receives it.
fn asked_count(app: &mut App) -> Work {
    crate::tui::update::watch_tree::ask(app);
    let mut works = std::mem::take(&mut app.effects)
        .into_iter()
        .filter_map(|e| match e {
            Effect::Work(work @ Work::WholeTree { .. }) => Some(work),
            _ => None,
        });
    let work = works.next().expect("a count asked for");
    assert!(works.next().is_none());
    work
}

/// Closing the watch stops its whole-tree count: `update` asks the loop to raise the count's
/// own flag, and a count whose flag is raised answers nothing instead of counting on (up to
/// 30 M steps nobody would read).
#[test]
fn closing_the_watch_cancels_its_count() {
    for leave in [WatchAction::Leave, WatchAction::PlayIt] {
        let mut app = if leave == WatchAction::Leave {
            super::update::watching_from_game()
        } else {
            alone_with(Theme::color(), Strategy::RowMajor)
        };
        // The test's `act` may have run a count already: ask for one that still runs.
        watch_mut(&mut app).whole_tree = crate::tui::watch::whole::WholeTree::Unasked;
        let work = asked_count(&mut app);
        let Work::WholeTree { cancel, .. } = &work else {
            unreachable!()
        };
        // Stepping and playing on leave the count alone.
        press(&mut app, WatchAction::Forward, 5);
        assert!(!app.effects.iter().any(|e| matches!(e, Effect::Cancel(_))));
        act(&mut app, &[Action::Watch(leave)]);
        assert!(!matches!(app.screen, Screen::Watch(_)), "{leave:?}");
        let cancels: Vec<_> = app
            .effects
            .iter()
            .filter_map(|e| match e {
                Effect::Cancel(c) => Some(c.clone()),
                _ => None,
            })
            .collect();
        assert_eq!(cancels.len(), 1, "{leave:?}: {:?}", app.effects);
        assert!(cancels[0].is(cancel), "{leave:?}: the count's own flag");
        // The loop raises it; the count stops at its next look and says nothing.
        crate::tui::event_loop::perform(&mut app, None, None);
        assert!(cancel.is_raised());
        let answer = background::run(work);
        assert!(
            matches!(
                answer,
                Action::Done(crate::tui::action::Done::WholeTree { size: None, .. })
            ),
            "{answer:?}"
        );
    }
}

/// Another strategy (`t`) asks for a count of its own tree: the old one is stopped.
#[test]
fn another_strategy_cancels_the_old_count() {
    let mut app = alone_with(Theme::color(), Strategy::RowMajor);
    let Work::WholeTree { cancel: old, .. } = asked_count(&mut app) else {
        unreachable!()
    };
    watch_mut(&mut app)
        .set_method(stepdoku_core::teaching::method::Method::Search(
            Strategy::Mrv,
        ))
        .unwrap();
    let (now, unix) = (app.now, app.unix);
    act(&mut app, &[Action::Clock(now, unix)]);
    assert!(
        app.effects
            .iter()
            .any(|e| matches!(e, Effect::Cancel(c) if c.is(&old))),
        "{:?}",
        app.effects
    );
}
