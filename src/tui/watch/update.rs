//! What the visualiser's actions do: open it from the game, step, play, pace the frames, leave.
//! No terminal here; the player's `update` hands the watch's actions over to this file.

use stepdoku::domino::{DominoEvent, DominoMachine, Sudominoku};
use stepdoku::game::{CellState, EditError};
use stepdoku::solver::{Machine, Options, Strategy};
use stepdoku::{Cell, DigitSet, Grid};

use super::action::WatchAction;
use super::pace::Speed;
use super::{Origin, Outcome, SolutionCount, Watch, describe};
use crate::tui::app::{App, Screen};

/// `s` in the player: watch the solver on the board as it is (givens plus the player's
/// digits). A board with a clash has no solution to search for; say so instead.
pub fn open(app: &mut App) {
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

/// `Esc`: back to the game as it was, its clock running again.
pub fn leave(app: &mut App) {
    match &app.screen {
        Screen::Watch(watch) if watch.origin == Origin::Game => app.enter_play(),
        Screen::Watch(_) => app.quit = true,
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
                notes: DigitSet::EMPTY,
            };
            (cell, state)
        })
        .collect();
    app.enter_play();
    let result = app.game.apply(&edits);
    if matches!(result, Ok(true)) {
        app.info("The solver's solution was filled in");
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
        return Some("Sudominoku has one search here: the seed's (004) order".to_owned());
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

/// Counting stops here: enough to say "many", quick on any board.
const COUNT_LIMIT: u64 = 1_000;
const COUNT_MAX_STEPS: u64 = 20_000_000;

fn fast_machine(start: &Grid, max_solutions: u64) -> Option<Machine> {
    let options = Options {
        strategy: Strategy::Propagate,
        max_solutions: Some(max_solutions),
        lexicographic: false,
    };
    Machine::new(start, options).ok()
}

/// How many solutions `start` has, up to [`COUNT_LIMIT`].
#[must_use]
pub fn count_solutions(start: &Grid) -> SolutionCount {
    let Some(mut machine) = fast_machine(start, COUNT_LIMIT) else {
        return SolutionCount {
            solutions: 0,
            complete: true,
        };
    };
    let finished = machine.run(Some(COUNT_MAX_STEPS));
    let solutions = machine.counters().solutions;
    SolutionCount {
        solutions,
        complete: finished && solutions < COUNT_LIMIT,
    }
}

/// How many different grids the Sudominoku has, up to [`COUNT_LIMIT`]. Layouts are counted
/// once per grid: a grid can be tiled by dominoes in more than one way.
#[must_use]
pub fn count_layouts(puzzle: &Sudominoku) -> SolutionCount {
    let mut machine = DominoMachine::new(puzzle, None);
    let mut grids = std::collections::HashSet::new();
    while machine.counters().steps < COUNT_MAX_STEPS && grids.len() < COUNT_LIMIT as usize {
        match machine.step() {
            DominoEvent::Solved => {
                grids.insert(machine.grid());
            }
            DominoEvent::Exhausted => break,
            _ => {}
        }
    }
    SolutionCount {
        solutions: grids.len() as u64,
        complete: machine.is_finished(),
    }
}

fn first_solution(start: &Grid) -> Option<Grid> {
    let mut machine = fast_machine(start, 1)?;
    machine.run(Some(COUNT_MAX_STEPS));
    machine.first_solution().copied()
}
