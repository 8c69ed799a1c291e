//! The one place actions change state. No terminal and no files here: input and output are
//! the event loop's, so every rule below is unit-tested on a plain [`App`].
//!
//! Each feature's state lives in a module of its own (`domino`, `hint`, `menu`, `watch`) and
//! its keys here, in the child of the same name: features never call each other, and the app
//! state never calls an update.

pub mod domino;
pub mod enter;
pub mod hint;
pub mod menu;
pub mod race;
pub mod watch;

use stepdoku_core::Cell;

use super::action::{Action, Direction, WatchAction};
use super::app::{App, Finished, Help, Quit, Screen, SolvedBy};
use super::screen::{EntryMode, ScreenKind};

pub fn update(app: &mut App, action: Action) {
    if action != Action::Tick {
        app.message = None;
        // Any other key after a held-back quit plays on.
        if action != Action::Quit && app.quit == Quit::HeldBack {
            app.quit = Quit::No;
        }
    }
    let editing_clues = matches!(app.screen, Screen::Enter(_))
        && matches!(
            action,
            Action::Digit(_) | Action::Erase | Action::Blank | Action::Undo | Action::Redo
        );
    dispatch(app, action);
    if editing_clues {
        enter::refresh(app);
    }
}

fn dispatch(app: &mut App, action: Action) {
    match action {
        Action::Tick => {
            watch::tick(app);
            race::tick(app);
            menu::tick(app);
        }
        Action::OpenRace => race::open(app),
        Action::Race(action) => race::update(app, action),
        Action::OpenMenu => menu::open(app),
        Action::Menu(action) => menu::update(app, action),
        Action::OpenWatch => watch::open(app),
        Action::Watch(WatchAction::Apply) => {
            let result = watch::apply(app);
            app.after_edit(result);
            if matches!(app.screen, Screen::Solved(_)) {
                app.screen = Screen::Solved(Finished::by(SolvedBy::Solver));
            }
        }
        Action::Watch(action) => watch::update(app, action),
        Action::OpenStats => {
            app.game.set_clock_running(false, app.now);
            app.effects.push(super::app::Effect::ShowStats);
        }
        Action::StartEntered => enter::start(app),
        Action::Digit(digit) if matches!(app.screen, Screen::Enter(_)) => enter::clue(app, digit),
        Action::Blank => enter::blank(app),
        Action::Close if matches!(app.screen, Screen::Enter(_)) && app.help.is_none() => {
            enter::cancel(app);
        }
        Action::CloseStats => {
            app.stats = None;
            app.enter_play();
        }
        Action::Quit => quit(app),
        Action::ToggleHelp => set_help(app, app.help.is_none()),
        Action::ScrollHelp(lines) => {
            if let Some(help) = &mut app.help {
                help.scroll = help.scroll.saturating_add_signed(lines);
            }
        }
        Action::Close if app.help.is_none() => {
            if let Screen::Solved(finished) = &mut app.screen {
                finished.popup = false;
            }
        }
        Action::Close => set_help(app, false),
        Action::ResumeSaved => resume_saved(app),
        Action::StartNew => start_new(app),
        Action::TogglePause => toggle_pause(app),
        Action::Hint => hint::ask(app),
        Action::ApplyHint => hint::apply(app),
        Action::Dismiss => {
            if app.pending.take().is_none() && app.hint.take().is_none() {
                let quit = app.key_name(Action::Quit, ScreenKind::Play);
                app.info(format!("Nothing to close: {quit} quits"));
            }
        }
        Action::Move(direction) if app.pending.is_some() => domino::direction(app, direction),
        Action::Move(direction) => app.cursor = step(app.cursor, direction),
        Action::Select(cell) => {
            app.pending = None;
            app.cursor = cell;
        }
        Action::ToggleNotesMode => {
            app.pending = None;
            app.entry_mode = match app.entry_mode {
                EntryMode::Digits => EntryMode::Notes,
                EntryMode::Notes => EntryMode::Digits,
            };
        }
        Action::Unbound(key) => {
            let help = app.key_name(Action::ToggleHelp, app.screen_kind());
            app.info(format!("{key} is not a key here: {help} lists them"));
        }
        Action::FillNotes => {
            let result = app.game.fill_notes();
            match result {
                Ok(true) => app.info(format!(
                    "Notes: every empty cell's candidates ({} undoes)",
                    app.undo_key()
                )),
                Ok(false) => app.info("The notes already hold every candidate"),
                Err(_) => {}
            }
            app.after_edit(result);
        }
        Action::ToggleMistakes => {
            let show = !app.game.settings().show_mistakes;
            app.game.settings_mut().show_mistakes = show;
            let text = match (show, app.game.solution()) {
                (false, _) => "Mistake check off".to_owned(),
                (true, stepdoku_core::game::Solution::Several(_)) => {
                    "This puzzle has several solutions: no single answer to check against"
                        .to_owned()
                }
                (true, _) => match app.game.mistakes().len() {
                    0 => "Mistake check on: no mistakes so far".to_owned(),
                    1 => "Mistake check on: 1 digit differs from the solution".to_owned(),
                    n => format!("Mistake check on: {n} digits differ from the solution"),
                },
            };
            app.info(text);
        }
        Action::ToggleAutoNotes => {
            let on = !app.game.settings().auto_remove_notes;
            app.game.settings_mut().auto_remove_notes = on;
            app.info(if on {
                "Placing a digit removes it from the notes of its peers"
            } else {
                "Notes are left alone when you place a digit"
            });
        }
        Action::Digit(digit) if app.game.is_sudominoku() && app.entry_mode == EntryMode::Digits => {
            domino::digit(app, digit);
        }
        Action::Digit(digit) => {
            let cell = app.cursor;
            let result = match app.entry_mode {
                EntryMode::Digits => app.game.place(cell, digit),
                EntryMode::Notes => app.game.toggle_note(cell, digit),
            };
            // A wrong digit counts as a mistake in the history, shown or not.
            if app.entry_mode == EntryMode::Digits
                && matches!(result, Ok(true))
                && app.game.mistakes().contains(cell)
            {
                app.mistakes_made += 1;
            }
            app.after_edit(result);
        }
        Action::Erase if app.pending.is_some() => {
            app.pending = None;
            app.info("Domino dropped");
        }
        Action::Erase => {
            let result = app.game.erase(app.cursor);
            app.after_edit(result);
        }
        Action::Undo | Action::Redo if app.pending.take().is_some() => {
            app.info("Domino dropped");
        }
        Action::Undo => match app.game.undo() {
            Some(cell) => {
                app.cursor = cell;
                // From the solved screen: back to the board, the clock running again. Solving
                // removed the save; the game is unfinished again, so it is saved at once.
                if matches!(app.screen, Screen::Solved(_)) {
                    app.enter_play();
                    app.info("Undone: back to the board");
                }
                app.after_edit(Ok(true));
            }
            None => app.info("Nothing to undo"),
        },
        Action::Redo => match app.game.redo() {
            Some(cell) => {
                app.cursor = cell;
                app.after_edit(Ok(true));
            }
            None => app.info("Nothing to redo"),
        },
    }
}

fn quit(app: &mut App) {
    app.game.set_clock_running(false, app.now);
    if app.game_in_progress() {
        app.request_save();
    }
    app.quit = match app.quit {
        Quit::HeldBack | Quit::Anyway => Quit::Anyway,
        Quit::No | Quit::Now => Quit::Now,
    };
}

/// A signal (or the terminal going away) ends the session: save as a quit does, and leave
/// whatever the save gives, since nobody is there to answer a held-back quit.
pub fn stop(app: &mut App) {
    app.game.set_clock_running(false, app.now);
    if app.game_in_progress() {
        app.request_save();
    }
    app.quit = Quit::Anyway;
}

/// The history's record of the game just finished.
#[must_use]
pub fn finished_record(app: &App) -> stepdoku_core::store::Finished {
    let puzzle = stepdoku_core::store::puzzle_key(&app.game);
    let level = app
        .games
        .iter()
        .find(|g| Some(g.id) == app.game_id)
        .and_then(|g| g.level.clone())
        .or_else(|| {
            let givens = stepdoku_core::Grid::from_line(&puzzle)?;
            stepdoku_core::hint::grade(&givens)
                .ok()
                .map(|g| g.level.name().to_owned())
        });
    stepdoku_core::store::Finished {
        puzzle,
        level,
        elapsed_ms: u64::try_from(app.game.timer().elapsed(app.now).as_millis()).unwrap_or(0),
        hints: app.hints_used,
        mistakes: app.mistakes_made,
        by_solver: matches!(app.screen, Screen::Solved(f) if f.by == SolvedBy::Solver),
        daily: app.daily.clone(),
    }
}

/// A game read back from the store replaces the one on screen (already saved).
pub fn continue_game(app: &mut App, saved: stepdoku_core::store::Saved) {
    app.game = saved.game;
    app.game_id = Some(saved.id);
    app.daily = saved.daily;
    app.cursor = saved.cursor;
    app.hints_used = 0;
    app.mistakes_made = 0;
    app.hint = None;
    app.pending = None;
    app.moves_since_save = 0;
    app.entry_mode = EntryMode::Digits;
    app.enter_play();
    app.info(format!("Continuing {}", app.game.source()));
}

/// The statistics, read by the loop, on their screen.
pub fn show_stats(app: &mut App, stats: stepdoku_core::store::Stats) {
    app.stats = Some(Box::new(stats));
    app.game.set_clock_running(false, app.now);
    app.screen = Screen::Stats;
}

/// The loop tried a save: remember how it went, and hold back a quit that would lose the
/// game, unless the player already saw why and pressed `q` again.
pub fn saved(app: &mut App, result: Result<(), String>) {
    if let Err(reason) = &result {
        app.warn(format!("Game NOT saved: {reason}"));
        if app.quit == Quit::Now {
            app.quit = Quit::HeldBack;
            // The quit stopped the clock; the game goes on until the player decides.
            if matches!(app.screen, Screen::Play) && app.help.is_none() {
                app.game.set_clock_running(true, app.now);
            }
            // The choice first: on a small panel the reason's long path may not all fit.
            app.warn(format!(
                "Game NOT saved. q again quits without saving; any other key plays on. \
                 Why: {reason}"
            ));
        }
    }
    app.last_save = Some(result);
}

/// The clock counts time spent playing: reading the help over the board stops it, as the `N`
/// menu and `p` do, and closing the help over the board starts it again.
fn set_help(app: &mut App, open: bool) {
    app.help = open.then(Help::default);
    if matches!(app.screen, Screen::Play) {
        app.game.set_clock_running(!open, app.now);
    }
}

fn toggle_pause(app: &mut App) {
    match app.screen {
        Screen::Play => {
            app.game.set_clock_running(false, app.now);
            app.screen = Screen::Paused;
            app.request_save();
        }
        Screen::Paused => app.enter_play(),
        Screen::Solved(_)
        | Screen::Resume(_)
        | Screen::Watch(_)
        | Screen::Menu(_)
        | Screen::Race(_)
        | Screen::Stats
        | Screen::Enter(_) => {}
    }
}

/// The other window's game, taken over: its next save goes to a copy of its own.
fn resume_saved(app: &mut App) {
    if let Screen::Resume(held) = std::mem::replace(&mut app.screen, Screen::Play) {
        app.effects.push(super::app::Effect::Open(held.id));
    }
}

/// A copy: this window plays the puzzle afresh, in a row of its own once it has moves.
fn start_new(app: &mut App) {
    if matches!(app.screen, Screen::Resume(_)) {
        app.game_id = None;
        app.enter_play();
        app.info("Playing a copy; the other window keeps its game");
    }
}

/// One cell over, wrapping around the edge of the board.
fn step(cell: Cell, direction: Direction) -> Cell {
    let (row, col) = (cell.row(), cell.col());
    let (row, col) = match direction {
        Direction::Up => ((row + 8) % 9, col),
        Direction::Down => ((row + 1) % 9, col),
        Direction::Left => (row, (col + 8) % 9),
        Direction::Right => (row, (col + 1) % 9),
    };
    Cell::at(row, col).unwrap_or(cell)
}
