//! The new-game menu (`N`): a fresh puzzle of a chosen level, made by the generator on a
//! thread of its own (the screen shows its progress and keeps answering keys), or a puzzle
//! from a bundled collection. Starting a new game keeps the game in progress: it is saved and
//! set aside, never overwritten.

use stepdoku_core::format::Puzzle;
use stepdoku_core::game::{Game, PuzzleSource};

use crate::tui::action::MenuAction;
use crate::tui::app::{App, Screen};
use crate::tui::menu::{Item, Job, Menu, PAGE, Page, Poll, catalogue};
use crate::tui::screen::EntryMode;

/// `N`: the menu over the board, the clock stopped while it is open.
pub fn open(app: &mut App) {
    app.pending = None;
    app.hint = None;
    app.game.set_clock_running(false, app.now);
    let seed = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    app.screen = Screen::Menu(Box::new(Menu::new(seed, app.games.clone())));
    // The list read again after the frame: the game on screen may have been saved since.
    app.effects.push(crate::tui::app::Effect::ListGames);
}

pub fn update(app: &mut App, action: MenuAction) {
    let now = app.now;
    let Screen::Menu(menu) = &mut app.screen else {
        return;
    };
    if menu.job.is_some() {
        // While a puzzle is being made, Esc stops it; other keys wait.
        if action == MenuAction::Back {
            menu.job = None;
            app.info("Stopped; the menu is back");
        }
        return;
    }
    let count = menu.items().len();
    if !matches!(action, MenuAction::Digit(_)) {
        menu.typed = 0;
    }
    let confirmed = menu.confirm.take();
    let last = count.saturating_sub(1);
    match action {
        MenuAction::Up => menu.selected = (menu.selected + count - 1) % count.max(1),
        MenuAction::Down => menu.selected = (menu.selected + 1) % count.max(1),
        // Pages stop at the ends rather than wrap: a long jump that wrapped would be lost.
        MenuAction::PageUp => menu.selected = menu.selected.saturating_sub(PAGE),
        MenuAction::PageDown => menu.selected = (menu.selected + PAGE).min(last),
        MenuAction::First => menu.selected = 0,
        MenuAction::Last => menu.selected = last,
        MenuAction::Digit(digit) => {
            let Page::Shelf(_) = menu.page else {
                app.info("Numbers choose a puzzle on a collection's page");
                return;
            };
            // The number typed so far, or this digit alone when that runs past the end
            // (`2` `5` `7` in a list of 50: #25, then #7).
            let puzzles = last as u32;
            let longer = menu
                .typed
                .saturating_mul(10)
                .saturating_add(u32::from(digit));
            let typed = if (1..=puzzles).contains(&longer) {
                longer
            } else {
                u32::from(digit)
            };
            if (1..=puzzles).contains(&typed) {
                menu.typed = typed;
                // Line 0 is "Any puzzle", so puzzle #n is line n.
                menu.selected = typed as usize;
            } else {
                menu.typed = 0;
                app.info(format!("Puzzles here are numbered 1 to {puzzles}"));
            }
        }
        MenuAction::Back => match menu.page {
            Page::Shelf(shelf) => {
                menu.page = Page::Main;
                menu.selected = menu.position(Item::Shelf(shelf));
            }
            Page::Main => close(app),
        },
        MenuAction::Choose => {
            let Some(&item) = menu.items().get(menu.selected) else {
                return;
            };
            let replaces = matches!(
                item,
                Item::Continue(_)
                    | Item::Daily
                    | Item::Generate(_)
                    | Item::AnyOf(_)
                    | Item::Puzzle(..)
            );
            let in_progress = app.game.has_moves() && !app.game.is_solved();
            let same_game =
                matches!(item, Item::Continue(n) if menu.games.get(n).map(|g| g.id) == app.game_id);
            if replaces && in_progress && !same_game && confirmed != Some(item) {
                menu.confirm = Some(item);
                app.warn("Enter again to replace your game (Continue keeps it)");
                return;
            }
            match item {
                Item::Continue(n) => {
                    let Some(game) = menu.games.get(n) else {
                        return;
                    };
                    let id = game.id;
                    if app.game_id == Some(id) {
                        app.enter_play();
                        return;
                    }
                    let old = app.game.clone();
                    app.keep_aside(old);
                    app.effects.push(crate::tui::app::Effect::Open(id));
                }
                Item::Daily => {
                    let (source, grid, date) = catalogue::daily();
                    if start(app, Puzzle::Classic(grid), source) {
                        app.daily = Some(date);
                    }
                }
                Item::Enter => super::enter::open(app),
                Item::Generate(level) => {
                    let seed = menu.next_seed();
                    menu.job = Some(Job::start(level, seed, now));
                }
                Item::Shelf(shelf) => {
                    menu.page = Page::Shelf(shelf);
                    menu.selected = 0;
                }
                Item::AnyOf(shelf) => {
                    let count = menu.shelves.get(shelf).map_or(0, |s| s.count);
                    let seed = menu.next_seed();
                    let index = stepdoku_core::generate::Rng::new(seed).below(count.max(1));
                    start_bundled(app, shelf, index);
                }
                Item::Puzzle(shelf, index) => start_bundled(app, shelf, index),
            }
        }
    }
}

/// Esc on the main page: back to the game, its clock running again.
fn close(app: &mut App) {
    app.enter_play();
}

/// Every tick while a puzzle is being made: take it once it is ready.
pub fn tick(app: &mut App) {
    let Screen::Menu(menu) = &mut app.screen else {
        return;
    };
    let Some(job) = &menu.job else {
        return;
    };
    match job.poll() {
        Poll::Ready(grid) => {
            let source = catalogue::generated_source(job.level, job.seed);
            menu.job = None;
            start(app, Puzzle::Classic(grid), source);
        }
        Poll::Failed => {
            menu.job = None;
            app.warn("The generator stopped without a puzzle");
        }
        Poll::Waiting => {}
    }
}

fn start_bundled(app: &mut App, shelf: usize, index: usize) {
    match catalogue::puzzle(shelf, index) {
        Some((source, puzzle)) => {
            start(app, puzzle, source);
        }
        None => app.warn("That puzzle is not in the collection"),
    }
}

/// Replace the game with a new one on `puzzle`. The game left behind, if it was played and
/// not finished, is kept: saved, then set aside in the data directory. `false` (and a
/// message) when the puzzle cannot be played.
pub fn start(app: &mut App, puzzle: Puzzle, source: PuzzleSource) -> bool {
    let name = source.to_string();
    let game = match puzzle {
        Puzzle::Classic(grid) => Game::new(&grid, source),
        Puzzle::Sudominoku(puzzle) => Game::sudominoku(puzzle, source),
    };
    let mut game = match game {
        Ok(game) => game,
        Err(e) => {
            app.warn(format!("Cannot play {name}: {e}"));
            return false;
        }
    };
    *game.settings_mut() = app.config.new_game;
    let old = std::mem::replace(&mut app.game, game);
    app.keep_aside(old);
    app.cursor = stepdoku_core::Cell::at(0, 0).unwrap_or(app.cursor);
    app.entry_mode = EntryMode::Digits;
    app.hint = None;
    app.pending = None;
    app.moves_since_save = 0;
    app.enter_play();
    app.info(format!("New game: {name}"));
    true
}
