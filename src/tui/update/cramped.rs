//! A terminal too small for the screen on show: the screen says what to do instead, and only
//! that acts. A key meant for the screen under it (the menu's `q` that would close the menu,
//! a digit on the board, a paste) would change what nobody sees.

use crate::tui::action::{Action, RaceAction, WatchAction};
use crate::tui::app::{App, Quit, Screen};
use crate::tui::layout::cramped::{Offer, of_app};

/// Whether `action` may act on `app` as it stands: anything when its screen fits; on a
/// screen too small, only what the notice in its place offers (and what comes from the loop
/// rather than the player: time, background answers, a signal).
#[must_use]
pub fn allows(app: &App, action: &Action) -> bool {
    let Some(cramped) = of_app(app) else {
        return true;
    };
    match action {
        Action::Tick(_)
        | Action::Clock(..)
        | Action::Seed(_)
        | Action::Done(_)
        | Action::Stop
        | Action::Resize { .. }
        | Action::Quit => true,
        Action::Watch(WatchAction::Leave) => {
            cramped.offer == Offer::BackToGame && matches!(app.screen, Screen::Watch(_))
        }
        Action::Race(RaceAction::Leave) => {
            cramped.offer == Offer::BackToGame && matches!(app.screen, Screen::Race(_))
        }
        _ => false,
    }
}

/// The clock counts time spent playing: a board hidden by the notice is not being played, so
/// the clock waits, as for a pause (whatever brought the board back under it, Esc from the
/// watch say).
pub fn hold_clock(app: &mut App) {
    if matches!(app.screen, Screen::Play) && of_app(app).is_some() {
        app.game.set_clock_running(false, app.now);
    }
}

/// The terminal resized: the board shown again runs the clock again (unless the help is over
/// it or the session is quitting); hidden, it stops.
pub fn clock_on_resize(app: &mut App) {
    if !matches!(app.screen, Screen::Play) || app.help.is_some() || app.quit != Quit::No {
        return;
    }
    let shown = of_app(app).is_none();
    app.game.set_clock_running(shown, app.now);
}
