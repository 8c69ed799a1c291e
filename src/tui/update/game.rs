//! The game itself replaced: a new puzzle to play (from the menu, or the one a lone watch
//! showed), or a game read back from the store. Features reach it through actions; it calls
//! no feature.

use stepdoku_core::format::Puzzle;
use stepdoku_core::game::{Game, PuzzleSource};
use stepdoku_core::store::{GameId, puzzle_key};

use crate::tui::action::Found;
use crate::tui::app::{App, Effect, Held, Screen};
use crate::tui::screen::EntryMode;
use crate::tui::watch::Origin;

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
    // The solved screen remembered was the old game's.
    app.solved = None;
    app.enter_play();
    app.info(format!("New game: {name}"));
    true
}

/// [`start`], then the saved game of that puzzle looked for (by the loop): a puzzle chosen
/// while a game of it is in progress continues that game, as `stepdoku play FILE` does,
/// rather than saving it twice.
pub fn start_or_continue(app: &mut App, puzzle: Puzzle, source: PuzzleSource) -> bool {
    let started = start(app, puzzle, source);
    if started {
        app.effects
            .push(Effect::LookForSaved(puzzle_key(&app.game)));
    }
    started
}

/// The saved game of the new game's puzzle, found by the loop: continued when nobody else
/// plays it, else the choice to take it over or play a copy. Taken only while the new game
/// is still untouched, unsaved and on screen (the lookup follows at once, before any key).
pub fn found(app: &mut App, found: Option<Found>) {
    let untouched =
        app.ledger.game_id.is_none() && !app.game.has_moves() && matches!(app.screen, Screen::Play);
    let Some(found) = found else {
        return;
    };
    if !untouched {
        // Found late, the store having been busy, after moves on the new game: those stay
        // where they are, and the player learns of the other game rather than losing either.
        let (Found::Free(id) | Found::Held { id, .. }) = found;
        if app.game.has_moves() && app.ledger.game_id != Some(id) {
            app.warn(
                "This puzzle already had a saved game, found once the store was free: the moves \
                 made meanwhile go into a game of their own beside it (both are in the games list)",
            );
        }
        return;
    }
    match found {
        Found::Free(id) => app.effects.push(Effect::Open(id)),
        Found::Held { id, pid } => app.effects.push(Effect::ShowHeld(id, pid)),
    }
}

/// The game another window plays on the new game's puzzle, read by the loop: the player
/// chooses to take it over or play a copy, as when `stepdoku play` opens it.
pub fn held(app: &mut App, held: Held) {
    if app.ledger.game_id.is_none() && matches!(app.screen, Screen::Play) {
        app.game.set_clock_running(false, app.now);
        app.screen = Screen::Resume(Box::new(held));
    }
}

/// Enter in `stepdoku watch`: the puzzle watched becomes a game to play, or continues its
/// saved game when there is one (see [`start_or_continue`]).
pub fn play_watched(app: &mut App) {
    let Screen::Watch(watch) = &app.screen else {
        return;
    };
    if watch.origin != Origin::Alone {
        return;
    }
    let puzzle = match &watch.dominoes {
        Some(puzzle) => stepdoku_core::format::Puzzle::Sudominoku((**puzzle).clone()),
        None => stepdoku_core::format::Puzzle::Classic(watch.start),
    };
    // The placeholder game behind a lone watch carries the puzzle's source.
    let source = app.game.source().clone();
    start_or_continue(app, puzzle, source);
}

/// A game read back from the store replaces the one on screen (already saved).
pub fn continue_game(app: &mut App, saved: stepdoku_core::store::Saved) {
    if saved.level.is_some() {
        let level = stepdoku_core::store::Graded::known(&saved.game, saved.level.as_deref());
        app.ledger.level = Some(level);
    }
    app.game = saved.game;
    app.ledger.game_id = Some(saved.id);
    app.ledger.daily = saved.daily;
    app.cursor = saved.cursor;
    app.hint = None;
    app.pending = None;
    app.entry_mode = EntryMode::Digits;
    app.solved = None;
    app.enter_play();
    app.info(format!("Continuing {}", app.game.source()));
}

/// The game chosen could not be read back (`why`): the game on screen stays, in the row it
/// was just saved to (`left`: that row and its date), so its next save does not make a copy.
pub fn not_continued(app: &mut App, left: Option<(Option<GameId>, Option<String>)>, why: &str) {
    if app.ledger.game_id.is_none()
        && let Some((id, daily)) = left
    {
        app.ledger.game_id = id;
        app.ledger.daily = daily;
    }
    app.warn(format!("Cannot continue that game: {why}"));
}
