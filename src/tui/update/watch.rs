//! What the visualiser's actions do: open it from the game, step, play, pace the frames, leave.
//! No terminal here; the player's `update` hands the watch's actions over to this file.

use stepdoku::Cell;
use stepdoku::game::{CellState, EditError};
use stepdoku::solver::Strategy;

use crate::tui::action::WatchAction;
use crate::tui::app::{App, Quit, Screen, Slot};
use crate::tui::watch::count::{count_layouts, count_solutions, first_solution};
use crate::tui::watch::pace::Speed;
use crate::tui::watch::{Origin, Outcome, Watch, describe};

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
            "{} and {} both hold {}: clear the clash, then s watches the solver",
            clash.first, clash.second, clash.digit
        );
        app.warn(text);
        return;
    }
    let watch = Watch::new(
        Origin::Game,
        app.game.source().to_string(),
        *board.values(),
        board.givens(),
        Strategy::RowMajor,
    );
    match watch {
        Ok(watch) => {
            app.game.set_clock_running(false, app.now);
            app.screen = Screen::Watch(Box::new(watch));
        }
        Err(e) => app.warn(format!("Cannot watch this board: {e}")),
    }
}

/// `s` on a Sudominoku: the domino search from the board as it stands, the player's dominoes
/// kept. A board breaking a rule has nothing to search from.
fn open_sudominoku(app: &mut App) {
    let Some(puzzle) = app.game.as_puzzle() else {
        app.warn(
            "A digit or a pair is on the board twice: clear the clash, then s watches the solver",
        );
        return;
    };
    let mut watch = Watch::sudominoku(app.game.source().to_string(), puzzle);
    watch.origin = Origin::Game;
    watch.givens = app.game.board().givens();
    app.game.set_clock_running(false, app.now);
    app.screen = Screen::Watch(Box::new(watch));
}

pub fn update(app: &mut App, action: WatchAction) {
    let now = app.now;
    let Screen::Watch(watch) = &mut app.screen else {
        return;
    };
    let message = match action {
        WatchAction::TogglePlay => toggle_play(watch, now),
        WatchAction::Forward => {
            watch.stop();
            forward(watch)
        }
        WatchAction::Back => {
            watch.stop();
            (!watch.search.back()).then(|| "Already at step 0".to_owned())
        }
        WatchAction::Faster | WatchAction::Slower => {
            watch.speed = if action == WatchAction::Faster {
                watch.speed.faster()
            } else {
                watch.speed.slower()
            };
            if watch.playing {
                watch.pace.retime(watch.effective_speed(), now);
            }
            Some(format!("Speed {}", speed_words(watch.speed)))
        }
        WatchAction::ToEnd => match ended(watch) {
            Some(message) => Some(message),
            None => {
                watch.to_end = true;
                watch.play(now);
                None
            }
        },
        WatchAction::Restart => {
            watch.stop();
            watch.search.restart();
            None
        }
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
        WatchAction::ScrollShallower => {
            watch.stack_scroll = watch.stack_scroll.saturating_sub(1);
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
        WatchAction::Leave => {
            leave(app);
            return;
        }
        WatchAction::Apply => {
            // The player's update applies it, so the edit counts like any other.
            return;
        }
        WatchAction::PlayIt => {
            play_it(app);
            return;
        }
    };
    if let Some(text) = message {
        app.info(text);
    }
}

/// One frame of playback: the steps the time since the last frame is worth.
pub fn tick(app: &mut App) {
    let now = app.now;
    let Screen::Watch(watch) = &mut app.screen else {
        return;
    };
    if !watch.playing {
        return;
    }
    let Some(budget) = watch.pace.frame(watch.effective_speed(), now) else {
        return;
    };
    watch.meter.sample(watch.search.steps(), now);
    let steps = budget.steps.min(watch.steps_left());
    watch.search.forward_until(steps, budget.deadline);
    if watch.outcome() != Outcome::Searching {
        // The last frame's steps count too: the meter closes at the moment the work ended
        // (measurement only; nothing else reads the clock here).
        let end = std::time::Instant::now().max(now);
        watch.meter.sample(watch.search.steps(), end);
        watch.stop();
    }
}

/// Enter in `stepdoku watch`: the puzzle watched becomes a game to play. The save slot may
/// hold another game: it is kept aside when this one is first saved, as after the resume
/// prompt's `n`.
fn play_it(app: &mut App) {
    let Screen::Watch(watch) = &app.screen else {
        return;
    };
    if watch.origin != Origin::Alone {
        return;
    }
    let puzzle = match &watch.dominoes {
        Some(puzzle) => stepdoku::format::Puzzle::Sudominoku((**puzzle).clone()),
        None => stepdoku::format::Puzzle::Classic(watch.start),
    };
    // The placeholder game behind a lone watch carries the puzzle's source.
    let source = app.game.source().clone();
    // Whatever game is saved stays until this one is first saved (then it is kept aside).
    if super::menu::start(app, puzzle, source) {
        app.slot = Slot::HoldsOtherGame;
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
            Ok(true) => app.info("The solver's dominoes were laid (u undoes them)"),
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
        app.info("The solver's solution was filled in (u undoes it)");
    }
    result
}

fn toggle_play(watch: &mut Watch, now: std::time::Instant) -> Option<String> {
    if watch.playing {
        watch.stop();
        return None;
    }
    if let Some(message) = ended(watch) {
        return Some(message);
    }
    watch.play(now);
    None
}

fn forward(watch: &mut Watch) -> Option<String> {
    if let Some(message) = ended(watch) {
        return Some(message);
    }
    watch.search.forward();
    None
}

/// Why the search cannot go on, if it cannot.
fn ended(watch: &Watch) -> Option<String> {
    match watch.outcome() {
        Outcome::Searching => None,
        Outcome::StepCap => Some(format!(
            "Step cap of {} reached (--max-steps); ← steps back, Home restarts",
            describe::thousands(watch.max_steps)
        )),
        Outcome::Solved | Outcome::NoSolution => {
            Some("The search has ended; ← steps back, Home restarts".to_owned())
        }
    }
}

fn next_strategy(watch: &mut Watch) -> Option<String> {
    if watch.dominoes.is_some() {
        return Some(
            "A Sudominoku has one search: first empty cell, dominoes right then down, pairs in order"
                .to_owned(),
        );
    }
    let all = Strategy::ALL;
    let position = all.iter().position(|&s| s == watch.strategy).unwrap_or(0);
    let next = all[(position + 1) % all.len()];
    Some(match watch.set_strategy(next) {
        Ok(()) => format!("{}: {}", next.name(), describe::strategy(watch)),
        Err(e) => format!("Cannot start {}: {e}", next.name()),
    })
}

fn speed_words(speed: Speed) -> String {
    match speed.per_second() {
        None => "unlimited: as fast as the search goes".to_owned(),
        Some(1) => "1 step a second".to_owned(),
        Some(_) => format!("{} steps a second", speed.label().trim_end_matches("/s")),
    }
}
