//! TUI tests without a terminal: TestBackend renders (insta snapshots for layout), per-cell
//! style assertions (snapshots hold no colour), the key table and the update rules.

mod hint;
mod keys;
mod menu;
mod render;
mod styles;
mod sudominoku;
mod update;

use std::time::Instant;

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use stepdoku::game::{Game, PuzzleSource};
use stepdoku::{Cell, Digit, Grid};

use super::action::Action;
use super::app::App;
use super::layout;
use super::theme::Theme;
use super::update::update;

pub const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
pub const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

pub fn grid(line: &str) -> Grid {
    let mut values = [0u8; 81];
    for (v, ch) in values.iter_mut().zip(line.chars()) {
        *v = ch.to_digit(10).map_or(0, |d| d as u8);
    }
    Grid::from_values(values).unwrap()
}

pub fn game() -> Game {
    Game::new(&grid(CLASSIC), PuzzleSource::new("classic.txt", None, 0, 1)).unwrap()
}

/// The classic puzzle, cursor at r1c1, clock at 00:00 (the frame's `now` is the start).
pub fn app_with(theme: Theme) -> App {
    App::new(game(), None, theme, Instant::now())
}

pub fn app() -> App {
    app_with(Theme::color())
}

/// `r1c3` → the cell.
pub fn cell(name: &str) -> Cell {
    let b = name.as_bytes();
    Cell::at(usize::from(b[1] - b'1'), usize::from(b[3] - b'1')).unwrap()
}

pub fn digit(n: u8) -> Action {
    Action::Digit(Digit::new(n).unwrap())
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

pub fn act(app: &mut App, actions: &[Action]) {
    for &action in actions {
        update(app, action);
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
