//! The one place actions change state. No terminal and no files here: input and output are
//! the event loop's, so every rule below is unit-tested on a plain [`App`].
//!
//! Each feature's state lives in a module of its own (`domino`, `hint`, `menu`, `watch`) and
//! its keys here, in the child of the same name: features never call each other, and the app
//! state never calls an update.

pub mod board;
mod cramped;
pub mod domino;
pub mod enter;
pub mod game;
pub mod hint;
pub mod menu;
pub mod race;
pub mod saving;
pub mod stored;
pub mod watch;
pub mod watch_code;
mod watch_panels;
mod watch_predict;
pub mod watch_replay;
mod watch_slow;
mod watch_strategy;
pub mod watch_tree;
mod watch_tree_pick;
mod watch_words;

use super::action::{Action, Done, WatchAction};
use super::app::{App, Finished, Help, Quit, Screen, SolvedBy};
use super::screen::ScreenKind;

/// The state after `action`: a function of the two alone (a tick or the clock's action brings
/// the time, a tick the steps a frame may take; nothing here reads the clock).
pub fn update(app: &mut App, action: Action) {
    let before = watch_tree::cancels(app);
    room_for_code(app);
    update_screen(app, action);
    room_for_code(app);
    watch_tree::cancel_orphans(app, before);
}

/// Tells the watch whether the terminal (as last resized) has room for the code pane, before
/// a key steps its frames and after a resize or an opened watch. Size unknown: room assumed.
fn room_for_code(app: &mut App) {
    let Some((width, height)) = app.size else {
        return;
    };
    if let Screen::Watch(watch) = &mut app.screen {
        watch.detail.no_room = !crate::tui::view::watch::layout::side_pane_fits_size(width, height);
    }
}

fn update_screen(app: &mut App, action: Action) {
    if let Action::Clock(now, unix) = action {
        app.now = now;
        app.unix = unix;
        // A watch the command line opened asks for its whole-tree count at the first frame.
        watch_tree::ask(app);
        return;
    }
    if let Action::Seed(seed) = action {
        app.seed = seed;
        return;
    }
    if let Action::Resize { width, height } = action {
        app.size = Some((width, height));
        cramped::clock_on_resize(app);
        return;
    }
    if !cramped::allows(app, &action) {
        return;
    }
    if let Action::Tick(tick) = action {
        app.now = tick.now;
    } else if !matches!(action, Action::Done(_)) {
        // A key: the message it follows is read, but not while the key pages through the pane
        // that shows it. (Background work and the store answer on their own time: what they
        // say joins the message line, and a quit held back waits for a key.)
        if !matches!(
            action,
            Action::Watch(
                WatchAction::WordsDown | WatchAction::WordsUp | WatchAction::WordsPage(_)
            )
        ) {
            app.message = None;
        }
        // Any other key after a held-back quit plays on.
        if action != Action::Quit && app.quit == Quit::HeldBack {
            app.quit = Quit::No;
        }
        enter::key(app, &action);
    }
    let message_before = app.message.clone();
    saving::key_while_pending(app, &action);
    // Every action, not only the loop's ticks: keys typed faster than a tick still let the
    // store be tried again on time.
    saving::tick(app);
    let editing_clues = matches!(app.screen, Screen::Enter(_))
        && matches!(
            action,
            Action::Digit(_)
                | Action::Erase
                | Action::EraseBack
                | Action::Blank
                | Action::Undo
                | Action::Redo
        );
    dispatch(app, action);
    watch_tree::ask(app);
    if let Screen::Watch(watch) = &mut app.screen {
        watch_code::follow_tree(watch);
        // A step arrived at (on, back, jumped to, played) opens at its top: the page turned
        // on a step is forgotten once it is left, not kept for when it is shown again.
        if watch.words_scroll.0 != watch.search.steps() {
            watch.words_scroll = (watch.search.steps(), 0);
        }
        // A new message opens at its top, whatever page the pane was turned to.
        if app.message.is_some() && app.message != message_before {
            watch.words_scroll = (watch.search.steps(), 0);
        }
        // PgUp stops at the step's top (the help says "PgUp back", not round): with no
        // message paged in after the step's words, the top is page 0.
        let paged = app
            .message
            .as_ref()
            .is_some_and(|m| watch.typed.is_none() && watch.notice.as_ref() != Some(&m.text));
        if !paged && watch.words_offset() < 0 {
            watch.words_scroll = (watch.search.steps(), 0);
        }
    }
    if editing_clues {
        enter::refresh(app);
    }
    saving::hold_quit(app);
    saving::show(app);
    saving::hold_while_grading(app);
    cramped::hold_clock(app);
}

fn dispatch(app: &mut App, action: Action) {
    match action {
        Action::Tick(tick) => {
            watch::tick(app, tick.steps);
            race::tick(app, tick.steps);
        }
        Action::Done(done) => work_done(app, done),
        // Taken in `update` before anything else.
        Action::Clock(..) | Action::Seed(_) | Action::Resize { .. } => {}
        Action::Paste(text) => enter::paste(app, &text),
        Action::PasteTooLong(length) => enter::paste_too_long(app, length),
        Action::Stop => stop(app),
        Action::Digit(digit) if matches!(app.screen, Screen::Enter(_)) => enter::clue(app, digit),
        Action::Blank => enter::blank(app),
        Action::EraseBack => enter::erase_back(app),
        Action::OpenRace
        | Action::Race(_)
        | Action::OpenMenu
        | Action::Menu(_)
        | Action::OpenWatch
        | Action::Watch(_)
        | Action::OpenEnter
        | Action::StartEntered => feature(app, &action),
        Action::Move(_)
        | Action::Select(_)
        | Action::Digit(_)
        | Action::Erase
        | Action::ToggleNotesMode
        | Action::FillNotes
        | Action::Undo
        | Action::Redo
        | Action::ToggleMistakes
        | Action::ToggleAutoNotes
        | Action::Filter(_) => board::update(app, &action),
        Action::TogglePause
        | Action::ToggleHelp
        | Action::ScrollHelp(_)
        | Action::Close
        | Action::ResumeSaved
        | Action::StartNew
        | Action::Hint
        | Action::ApplyHint
        | Action::NextLink
        | Action::PreviousLink
        | Action::Dismiss
        | Action::OpenStats
        | Action::CloseStats
        | Action::Quit
        | Action::Unbound(_)
        | Action::ClassicOnly(..) => screens(app, &action),
    }
}

/// Background work the loop ran came back.
fn work_done(app: &mut App, done: Done) {
    match done {
        Done::Generated {
            level,
            technique,
            seed,
            grid,
        } => menu::generated(app, (level, technique), seed, grid),
        Done::RaceTimed(times) => race::timed(app, times.as_slice()),
        Done::Looked(found) => game::found(app, found),
        Done::Graded(graded) => saving::graded(app, graded),
        Done::Stored(answer) => stored::take(app, answer),
        Done::Subtrees(slow) => watch_slow::measured(app, slow),
        Done::WholeTree {
            start,
            strategy,
            size,
        } => watch_tree::counted(app, &start, strategy, size),
    }
}

/// A feature's own actions go to its file; what one feature leads to in another comes back
/// here as an action, so features never call each other.
fn feature(app: &mut App, action: &Action) {
    match *action {
        Action::OpenRace => race::open(app),
        Action::Race(action) => race::update(app, action),
        Action::OpenMenu => menu::open(app),
        Action::Menu(action) => {
            if let Some(next) = menu::update(app, action) {
                dispatch(app, next);
            }
        }
        Action::OpenEnter => enter::open(app),
        Action::StartEntered => enter::start(app),
        Action::OpenWatch => watch::open(app),
        Action::Watch(WatchAction::Apply) => {
            let result = watch::apply(app);
            app.after_edit(result);
            if matches!(app.screen, Screen::Solved(_)) {
                app.show_solved(Finished::by(SolvedBy::Solver));
            }
        }
        // The puzzle watched becomes the game: the game's business, not the watch's.
        Action::Watch(WatchAction::PlayIt) => game::play_watched(app),
        Action::Watch(action) => watch::update(app, action),
        _ => {}
    }
}

/// Overlays, pauses, hints and the other screens over the board.
fn screens(app: &mut App, action: &Action) {
    match *action {
        Action::OpenStats => {
            app.game.set_clock_running(false, app.now);
            app.effects.push(super::app::Effect::ShowStats);
        }
        // A screen too small to show says `q` quits, the clues typed not kept: no question
        // asked that nobody could read.
        Action::Close | Action::Quit
            if matches!(app.screen, Screen::Enter(_))
                && app.help.is_none()
                && crate::tui::layout::cramped::of_app(app).is_none() =>
        {
            leave_entering(app, action);
        }
        Action::CloseStats => {
            app.ledger.stats = None;
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
            if let Screen::Solved(finished) = app.screen {
                app.show_solved(Finished {
                    popup: false,
                    ..finished
                });
            }
        }
        Action::Close => set_help(app, false),
        Action::ResumeSaved => resume_saved(app),
        Action::StartNew => start_new(app),
        Action::TogglePause => toggle_pause(app),
        Action::Hint => hint::ask(app),
        Action::ApplyHint => hint::apply(app),
        Action::NextLink => hint::step_link(app, true),
        Action::PreviousLink => hint::step_link(app, false),
        Action::Dismiss => dismiss(app),
        Action::Unbound(key) => {
            let help = app.key_name(Action::ToggleHelp, app.screen_kind());
            // A key pressed in the wrong case (`t` for the tree's `T`): say which one acts.
            let other = if key.is_lowercase() {
                key.to_uppercase().next()
            } else {
                key.to_lowercase().next()
            }
            .filter(|&other| other != key);
            let near = other.and_then(|other| {
                let event =
                    crossterm::event::KeyEvent::from(crossterm::event::KeyCode::Char(other));
                app.config
                    .keymap
                    .what_key_does(&event, app.key_context())
                    .map(|does| format!(" ({other} is: {does})"))
            });
            let key = if key == ' ' {
                "Space".to_owned()
            } else {
                key.to_string()
            };
            let near = near.unwrap_or_default();
            app.info(format!("{key} is not a key here{near}: {help} lists them"));
        }
        Action::ClassicOnly(key, does) => {
            // The sentence's head: `Run to the next dead end` of `…: a cell where …`.
            let does = does.split([':', '(']).next().unwrap_or(does).trim();
            let does = does.to_lowercase();
            let why = match app.screen_kind() {
                ScreenKind::Watch | ScreenKind::WatchAlone => {
                    let step = app.key_name(Action::Watch(WatchAction::Forward), ScreenKind::Watch);
                    let end = app.key_name(Action::Watch(WatchAction::ToEnd), ScreenKind::Watch);
                    format!("; here {step} step, {end} runs to the end")
                }
                _ => String::new(),
            };
            app.info(format!("{key} ({does}) is for a classic Sudoku{why}"));
        }
        _ => {}
    }
}

/// Drop the domino being laid, else the hint on screen, else the digit filter, else say there
/// is nothing to drop.
fn dismiss(app: &mut App) {
    if app.pending.take().is_none() && app.hint.take().is_none() && app.filter.take().is_none() {
        let quit = app.key_name(Action::Quit, ScreenKind::Play);
        app.info(format!("Nothing to close: {quit} quits"));
    }
}

/// Esc or `q` on the entering board: once confirmed (at once on an empty board), cancel or
/// quit.
fn leave_entering(app: &mut App, action: &Action) {
    if !enter::confirmed(app, action) {
        return;
    }
    if *action == Action::Close {
        enter::cancel(app);
    } else {
        quit(app);
    }
}

fn quit(app: &mut App) {
    app.game.set_clock_running(false, app.now);
    if app.game_in_progress() {
        app.request_save();
    }
    app.quit = match app.quit {
        Quit::HeldBack | Quit::Anyway => Quit::Anyway,
        Quit::Pending => {
            saving::last_try(app);
            Quit::Anyway
        }
        // With the store busy, `saving::hold_quit` makes it wait for the moves to land.
        Quit::No | Quit::Now => Quit::Now,
    };
}

/// A signal (or the terminal going away) ends the session: save as a quit does, and leave
/// whatever the save gives, since nobody is there to answer a held-back quit.
fn stop(app: &mut App) {
    app.game.set_clock_running(false, app.now);
    if app.game_in_progress() {
        app.request_save();
    }
    saving::last_try(app);
    app.quit = Quit::Anyway;
}

/// The statistics, read by the loop, on their screen.
pub fn show_stats(app: &mut App, stats: stepdoku_core::store::Stats) {
    app.ledger.stats = Some(Box::new(stats));
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
    app.ledger.last_save = Some(result);
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
        app.ledger.game_id = None;
        app.enter_play();
        app.info("Playing a copy; the other window keeps its game");
    }
}
