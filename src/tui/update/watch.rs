//! What the visualiser's actions do: open it from the game, step, play, pace the frames, leave.
//! No terminal here; the player's `update` hands the watch's actions over to this file.

use std::time::Instant;

use stepdoku_core::Cell;
use stepdoku_core::game::{CellState, EditError};
use stepdoku_core::solver::Until;
use stepdoku_core::teaching::method::Method;

use super::watch_strategy::suited_strategy;
use super::watch_words::{speed_words, stop_words, typed_cell, until_words};
use crate::tui::action::{Action, WatchAction};
use crate::tui::app::{App, Quit, Screen};
use crate::tui::screen::ScreenKind;
use crate::tui::text::thousands;
use crate::tui::watch::count::first_solution;
use crate::tui::watch::pace::work_time;
use crate::tui::watch::playback::Playback;
use crate::tui::watch::{Origin, Outcome, Watch, gauge};

/// `s` in the player: watch the solver on the board as it is (givens plus the player's
/// digits). A board with a clash has no solution to search for; say so instead.
pub fn open(app: &mut App) {
    if app.game.is_sudominoku() {
        open_sudominoku(app);
        return;
    }
    let board = app.game.board();
    if let Some(clash) = board.conflicts().first() {
        let text = format!(
            "{} and {} both hold {}: clear the clash, then {} watches the solver",
            clash.first,
            clash.second,
            clash.digit,
            app.key_name(Action::OpenWatch, ScreenKind::Play)
        );
        app.warn(text);
        return;
    }
    let (strategy, why) = match app.config.watch_strategy {
        Some(chosen) => (chosen, None),
        None => {
            let (strategy, why) = suited_strategy(board.values());
            (Method::Search(strategy), why)
        }
    };
    let watch = Watch::new(
        Origin::Game,
        app.game.source().to_string(),
        *board.values(),
        board.givens(),
        strategy,
    );
    match watch {
        Ok(mut watch) => {
            watch.speed = app.config.watch_speed.unwrap_or_default();
            app.game.set_clock_running(false, app.now);
            app.screen = Screen::Watch(Box::new(watch));
            if let Some(why) = why {
                app.info(why);
            }
        }
        Err(e) => app.warn(format!("Cannot watch this board: {e}")),
    }
}

/// `s` on a Sudominoku: the domino search from the board as it stands, the player's dominoes
/// kept. A board breaking a rule has nothing to search from.
fn open_sudominoku(app: &mut App) {
    let Some(puzzle) = app.game.as_puzzle() else {
        let key = app.key_name(Action::OpenWatch, ScreenKind::Play);
        app.warn(format!(
            "A digit or a pair is on the board twice: clear the clash, then {key} watches the solver"
        ));
        return;
    };
    let mut watch = Watch::sudominoku(app.game.source().to_string(), puzzle);
    watch.origin = Origin::Game;
    watch.givens = app.game.board().givens();
    app.game.set_clock_running(false, app.now);
    app.screen = Screen::Watch(Box::new(watch));
}

pub fn update(app: &mut App, action: WatchAction) {
    match action {
        WatchAction::Leave => {
            leave(app);
            return;
        }
        // The player's update applies the solution (so the edit counts like any other) and
        // starts the game (the game's business, not the watch's).
        WatchAction::Apply | WatchAction::PlayIt => return,
        // The slow view reaches the app's effects, or its message, beside the watch.
        WatchAction::Slow | WatchAction::SlowChoose(_) | WatchAction::SlowGo => {
            super::watch_slow::key(app, action);
            return;
        }
        _ => {}
    }
    let now = app.now;
    let Screen::Watch(watch) = &mut app.screen else {
        return;
    };
    let typed = watch.typed.take();
    let message = match action {
        WatchAction::Type(digit) if watch.predict.is_some() => {
            super::watch_predict::type_digit(watch, digit)
        }
        WatchAction::TreeChoose(how) => super::watch_tree_pick::choose(watch, how),
        WatchAction::TreeGo => super::watch_tree_pick::go(watch),
        WatchAction::Predict
        | WatchAction::PredictBack
        | WatchAction::PredictErase
        | WatchAction::PredictSkip
        | WatchAction::PredictStepBack => super::watch_predict::key(watch, action),
        WatchAction::Type(digit) => {
            let number = typed
                .unwrap_or(0)
                .saturating_mul(10)
                .saturating_add(u64::from(digit));
            watch.typed = Some(number);
            None
        }
        WatchAction::GoToStep
        | WatchAction::ToDeadEnd
        | WatchAction::ToBacktrack
        | WatchAction::ToDepth
        | WatchAction::ToCell => breakpoint(watch, action, typed, now),
        WatchAction::TogglePlay
        | WatchAction::Forward
        | WatchAction::Back
        | WatchAction::Faster
        | WatchAction::Slower
        | WatchAction::ToEnd
        | WatchAction::Restart => playback(watch, action, now),
        WatchAction::NextProblem => super::watch_replay::jump(watch, true),
        WatchAction::PreviousProblem => super::watch_replay::jump(watch, false),
        _ => super::watch_panels::update(watch, action),
    };
    if let Some(text) = message {
        app.info(text);
    }
}

/// `g` after a step number, and the keys that run to a breakpoint.
fn breakpoint(
    watch: &mut Watch,
    action: WatchAction,
    typed: Option<u64>,
    now: Instant,
) -> Option<String> {
    match action {
        WatchAction::GoToStep => go_to(watch, typed),
        WatchAction::ToDeadEnd => run_until(watch, Until::DeadEnd, now),
        WatchAction::ToBacktrack => run_until(watch, Until::Backtrack, now),
        WatchAction::ToDepth => match typed {
            Some(depth) => run_until(watch, Until::Depth(depth as usize), now),
            None => Some("Type a depth first, then D (20D runs until depth 20)".to_owned()),
        },
        WatchAction::ToCell => match typed.and_then(typed_cell) {
            Some(cell) => match Until::Cell(cell).never_on(&watch.start) {
                Some(why) => Some(format!("{why}; C stops at a try in an empty cell")),
                None => run_until(watch, Until::Cell(cell), now),
            },
            None => {
                Some("Type the cell's row and column first, then C (47C: a try in r4c7)".to_owned())
            }
        },
        _ => None,
    }
}

/// Play, pause, step, speed, to the end, from the start.
fn playback(watch: &mut Watch, action: WatchAction, now: Instant) -> Option<String> {
    match action {
        WatchAction::TogglePlay => toggle_play(watch, now),
        WatchAction::Forward => {
            watch.stop();
            let message = if watch.detail.forward_within(&watch.search) {
                None
            } else {
                forward(watch)
            };
            watch.sample_depth();
            message
        }
        WatchAction::Back => {
            watch.stop();
            let message = if watch.detail.back_within(&watch.search) {
                None
            } else {
                watch.detail.left();
                (!watch.search.back()).then(|| "Already at step 0".to_owned())
            };
            watch.sample_depth();
            message
        }
        WatchAction::Faster | WatchAction::Slower => {
            watch.speed = if action == WatchAction::Faster {
                watch.speed.faster()
            } else {
                watch.speed.slower()
            };
            if watch.playback.is_playing() {
                watch.pace.retime(watch.effective_speed(), now);
            }
            Some(format!("Speed {}", speed_words(watch.speed)))
        }
        WatchAction::ToEnd => match ended(watch) {
            Some(message) => Some(message),
            None => {
                watch.play(Playback::ToEnd, now);
                None
            }
        },
        WatchAction::Restart => {
            watch.stop();
            watch.meter.forget();
            watch.search.restart();
            watch.trail.clear();
            None
        }
        _ => None,
    }
}

/// One frame of playback: the steps the time since the last frame is worth, at most `budget`
/// (what the event loop allows a frame at full speed).
pub fn tick(app: &mut App, budget: u64) {
    let now = app.now;
    let Screen::Watch(watch) = &mut app.screen else {
        return;
    };
    if !watch.playback.is_playing() {
        return;
    }
    let Some(steps) = watch.pace.frame(watch.effective_speed(), now, budget) else {
        return;
    };
    watch.meter.sample(watch.search.steps(), now);
    let steps = steps.min(watch.steps_left());
    let until = watch.playback.until();
    // Digit by digit, frames are digit tests; at full speed (End, a breakpoint) whole steps.
    let digit_by_digit = watch.playback == crate::tui::watch::playback::Playback::Playing
        && watch.detail.sub_frame(&watch.search).is_some();
    let (taken, hit) = if digit_by_digit {
        super::watch_code::play_frames(watch, steps);
        (0, false)
    } else {
        watch.search.play_frame(until, steps)
    };
    watch.sample_depth();
    // The last frame's steps count too: the meter closes when the work ended, which is when
    // the loop's budget says these steps take (the clock is the loop's to read).
    let end = now + work_time(taken, budget);
    let left = watch
        .tree_steps()
        .and_then(|total| gauge::eta(total, watch.search.steps(), watch.meter.rate()));
    watch.eta.sample(end, left);
    if let Some(until) = until.filter(|_| hit) {
        watch.meter.sample(watch.search.steps(), end);
        watch.stop();
        let text = match until {
            Until::Step(n) => format!("Stopped at step {}", thousands(n)),
            _ => format!(
                "Stopped: {}, step {}",
                stop_words(until),
                thousands(watch.search.steps())
            ),
        };
        // The step the run stopped at says more than where it stopped: the pane opens on the
        // step's words and keeps this behind PgDn.
        watch.notice = Some(text.clone());
        app.info(text);
        return;
    }
    if watch.outcome() != Outcome::Searching {
        watch.meter.sample(watch.search.steps(), end);
        watch.stop();
        if let Some(until) = until {
            app.info(format!("The search ended before {}", until_words(until)));
        }
    }
}

/// `Esc`: back to the game as it was, its clock running again.
pub fn leave(app: &mut App) {
    match &app.screen {
        Screen::Watch(watch) if watch.origin == Origin::Game => app.enter_play(),
        Screen::Watch(_) => app.quit = Quit::Now,
        _ => {}
    }
}

/// `a`: back to the game with every empty cell filled from the solution, as ONE undo step.
/// The solution is the one the watch found, or else the first the fastest search finds.
pub fn apply(app: &mut App) -> Result<bool, EditError> {
    let Screen::Watch(watch) = &app.screen else {
        return Ok(false);
    };
    if watch.origin != Origin::Game {
        return Ok(false);
    }
    if app.game.is_sudominoku() {
        app.enter_play();
        let result = app.game.complete_dominoes();
        match result {
            Ok(true) => app.info(format!(
                "The solver's dominoes were laid ({} undoes them)",
                app.undo_key()
            )),
            Ok(false) => app.warn("This board has no solution: nothing to apply"),
            Err(_) => {}
        }
        return result;
    }
    let solution = watch
        .search
        .first_solution()
        .copied()
        .or_else(|| first_solution(&watch.start));
    let Some(solution) = solution else {
        app.warn("This board has no solution: nothing to apply");
        return Ok(false);
    };
    let board = app.game.board();
    let edits: Vec<(Cell, CellState)> = Cell::all()
        .filter(|&cell| board.get(cell).is_none())
        .map(|cell| {
            let state = CellState {
                digit: solution.get(cell),
                ..CellState::default()
            };
            (cell, state)
        })
        .collect();
    app.enter_play();
    let result = app.game.apply(&edits);
    if matches!(result, Ok(true)) {
        app.info(format!(
            "The solver's solution was filled in ({} undoes it)",
            app.undo_key()
        ));
    }
    result
}

fn toggle_play(watch: &mut Watch, now: Instant) -> Option<String> {
    if watch.playback.is_playing() {
        watch.stop();
        return None;
    }
    if let Some(message) = ended(watch) {
        return Some(message);
    }
    watch.play(Playback::Playing, now);
    None
}

fn forward(watch: &mut Watch) -> Option<String> {
    if let Some(message) = ended(watch) {
        return Some(message);
    }
    watch.search.forward();
    watch.detail.entered(&watch.search);
    None
}

/// Why the search cannot go on, if it cannot.
fn ended(watch: &Watch) -> Option<String> {
    if crate::tui::watch::describe::empty_replay(watch) {
        return Some("The trace has no move: step 0 is all there is to see".to_owned());
    }
    match watch.outcome() {
        Outcome::Searching => None,
        Outcome::StepCap => Some(format!(
            "Step cap of {} reached (--max-steps); ← steps back, Home restarts",
            thousands(watch.max_steps)
        )),
        Outcome::Solved | Outcome::NoSolution => {
            Some("The search has ended; ← steps back, Home restarts".to_owned())
        }
    }
}

/// `g` after a number: that step, forward or back, exactly.
fn go_to(watch: &mut Watch, typed: Option<u64>) -> Option<String> {
    let Some(step) = typed else {
        return Some("Type a step number first, then g (1000g goes to step 1,000)".to_owned());
    };
    watch.stop();
    let target = step.min(watch.max_steps);
    watch.search.seek(target);
    watch.sample_depth();
    let at = watch.search.steps();
    (at != step).then(|| format!("The search ends at step {}: it stops there", thousands(at)))
}

/// Start playing at full speed to the breakpoint; the logic strategy has no dead ends or
/// guesses to stop at.
#[expect(
    clippy::unnecessary_wraps,
    reason = "every key handler answers with the message to show, or none"
)]
fn run_until(watch: &mut Watch, until: Until, now: Instant) -> Option<String> {
    if watch.search.logic().is_some() && !matches!(until, Until::Step(_) | Until::Solution) {
        return Some(
            "The logic strategy never guesses: g goes to a step, End to the end".to_owned(),
        );
    }
    if let Some(message) = ended(watch) {
        return Some(message);
    }
    watch.play(Playback::Until(until), now);
    Some(format!("Running to {}… (Space stops)", until_words(until)))
}
