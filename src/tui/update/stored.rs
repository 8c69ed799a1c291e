//! The store's answers to the files the loop worked on, taken like keys: a save's row, a game
//! read back, a page of the list, the statistics, a warning, and the end of each round.

use stepdoku_core::store::{Graded, SavedAs};

use super::{game, menu, saved, saving, show_stats};
use crate::tui::action::Stored;
use crate::tui::app::App;

pub fn take(app: &mut App, answer: Stored) {
    match answer {
        Stored::Saved(Ok(row)) => {
            app.ledger.graded = None;
            if let SavedAs::Copy(_) = row {
                app.warn("Another stepdoku window took this game over; yours goes on as a copy");
                // The level came from the original's row, which is no longer this game's:
                // kept for the puzzle, so the panel still shows it.
                if let Some(level) = app.ledger.known_level(&app.game) {
                    app.ledger.level = Some(Graded::known(&app.game, Some(&level)));
                }
            }
            app.ledger.game_id = Some(row.id());
            saved(app, Ok(()));
        }
        Stored::Saved(Err(reason)) => saved(app, Err(reason)),
        Stored::Finished(id) => {
            // A later game has a row of its own, kept.
            if app.ledger.game_id == id {
                app.ledger.game_id = None;
            }
        }
        Stored::Opened(read) => game::continue_game(app, *read),
        Stored::NotOpened { aside, why } => game::not_continued(app, aside, &why),
        Stored::Held(held) => game::held(app, *held),
        Stored::Listed(page) => {
            app.warn_left_out(&page.skipped, "saved games", "stepdoku games");
            let window = (page.window, page.select);
            menu::listed(
                app,
                window,
                (page.games, page.span),
                page.total,
                page.solved,
            );
        }
        Stored::Stats(stats) => {
            app.warn_left_out(&stats.skipped, "finished games", "stepdoku stats");
            show_stats(app, *stats);
        }
        Stored::Warning(text) => app.warn(text),
        Stored::Round { busy, failed } => saving::answered(app, busy, failed),
    }
}
