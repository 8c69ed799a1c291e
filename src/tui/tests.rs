//! TUI tests without a terminal: `TestBackend` renders (insta snapshots for layout), per-cell
//! style assertions (snapshots hold no colour), the key table and the update rules.

mod busy_lookup;
mod busy_read;
mod daily;
mod daily_names;
mod enter;
mod filter;
mod fit;
mod guide_keys;
mod help;
mod help_notes;
mod hint;
mod hint_cells;
mod hint_chain;
mod hint_counts;
mod hint_missing_note;
mod keys;
mod menu;
mod menu_pages;
mod notices;
mod panel_name;
mod pictures;
mod polish;
mod practise;
mod predict_keys;
mod pure;
mod quit_untouched;
mod race_replay;
mod render;
mod replay_help;
mod replay_reference;
mod replay_source;
mod saving;
mod solved_box;
mod start_screen;
mod stats;
mod stats_key;
mod stats_words;
mod step_pane;
mod styles;
mod sudominoku;
mod too_small;
mod update;
mod watch_footer;
mod watch_message;

use std::time::Instant;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use stepdoku_core::Cell;
use stepdoku_core::game::{Game, PuzzleSource};

use super::action::{Action, Tick};
use super::app::App;
use super::layout;
use super::theme::Theme;
use super::update::update;

/// The classic puzzle the tests play (`puzzles/classic.txt`) and its solution.
pub const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
pub const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// A grid from an 81-character line, `.` for a blank.
pub fn grid(line: &str) -> stepdoku_core::Grid {
    stepdoku_core::Grid::from_line(line).unwrap()
}

/// `r4c7` as a cell.
pub fn cell(name: &str) -> Cell {
    name.parse().unwrap()
}

pub fn game() -> Game {
    Game::new(&grid(CLASSIC), PuzzleSource::new("classic.txt", None, 0, 1)).unwrap()
}

/// The classic puzzle, cursor at r1c1, clock at 00:00 (the frame's `now` is the start). Its
/// level for the row is in hand (as for a game entered from paper), so its first save goes at
/// once; `saving::a_first_save_waits_for_its_grading_in_the_background` tests the wait.
pub fn app_with(theme: Theme) -> App {
    let mut app = App::new(game(), None, theme, Instant::now());
    app.ledger.graded = Some(stepdoku_core::store::Graded::known(&app.game, None));
    app
}

pub fn app() -> App {
    app_with(Theme::color())
}

/// The message line's text (empty when there is none).
pub fn message(app: &App) -> String {
    app.message
        .as_ref()
        .map(|m| m.text.clone())
        .unwrap_or_default()
}

/// `n` as a digit.
pub fn digit_value(n: u8) -> stepdoku_core::Digit {
    stepdoku_core::Digit::new(n).unwrap()
}

/// The key that writes `n`.
pub fn digit(n: u8) -> Action {
    Action::Digit(digit_value(n))
}

/// Types the solution into every empty cell, in reading order, as a player would finish.
pub fn type_the_solution(app: &mut App) {
    let solution = grid(SOLUTION);
    for cell in Cell::all() {
        if app.game.board().get(cell).is_none() {
            app.cursor = cell;
            if let Some(digit) = solution.get(cell) {
                act(app, &[Action::Digit(digit)]);
            }
        }
    }
}

/// The steps a test frame may take at full speed, in place of the event loop's measured
/// budget: a frame's worth of a fast search.
pub const FRAME_STEPS: u64 = 100_000;

/// A tick at `now`, as the event loop sends one, with a budget of [`FRAME_STEPS`].
pub fn tick_at(now: Instant) -> Action {
    Action::Tick(Tick {
        now,
        steps: FRAME_STEPS,
    })
}

/// A tick `after` the time of the last action, as the loop sends when a frame is due.
pub fn tick(app: &mut App, after: std::time::Duration) {
    act(app, &[tick_at(app.now + after)]);
}

pub fn act(app: &mut App, actions: &[Action]) {
    for action in actions.iter().cloned() {
        update(app, action);
        count_whole_trees(app);
    }
}

/// The whole-tree counts a watch or a race asked for, answered at once as the loop's
/// background thread answers them within a frame or two; other work stays asked for.
pub fn count_whole_trees(app: &mut App) {
    use crate::tui::app::Effect;
    use crate::tui::work::Work;
    let (counts, rest): (Vec<_>, Vec<_>) = std::mem::take(&mut app.effects)
        .into_iter()
        .partition(|e| matches!(e, Effect::Work(Work::WholeTree { .. })));
    app.effects = rest;
    for effect in counts {
        if let Effect::Work(work) = effect {
            update(app, crate::tui::event_loop::background::run(work));
        }
    }
}

/// Do the background work the app asked for, as the event loop would (here, on this thread),
/// and hand each answer back to `update`.
pub fn finish_work(app: &mut App) {
    loop {
        let (work, rest): (Vec<_>, Vec<_>) = std::mem::take(&mut app.effects)
            .into_iter()
            .partition(|e| matches!(e, crate::tui::app::Effect::Work(_)));
        app.effects = rest;
        if work.is_empty() {
            return;
        }
        for effect in work {
            if let crate::tui::app::Effect::Work(work) = effect {
                update(app, crate::tui::event_loop::background::run(work));
            }
        }
    }
}

pub fn terminal(app: &App, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .unwrap();
    terminal
}

pub fn render(app: &App, width: u16, height: u16) -> Buffer {
    terminal(app, width, height).backend().buffer().clone()
}

/// The screen cells inside `cell`'s box on a `width`×`height` terminal.
pub fn cell_rect(cell: Cell, width: u16, height: u16) -> Rect {
    layout::geometry(Rect::new(0, 0, width, height))
        .unwrap()
        .board
        .cell_rect(cell)
}

/// The fixture is the bundled file's puzzle, and the solution solves it.
#[test]
fn the_fixture_is_the_classic_puzzle_and_its_solution() {
    assert!(include_str!("../../puzzles/classic.txt").contains(CLASSIC));
    assert_eq!(game().solution().grid().to_line(), SOLUTION);
}
