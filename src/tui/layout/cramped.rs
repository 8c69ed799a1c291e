//! A terminal too small for the screen on show: what it needs, and the keys the screen said
//! instead offers. One answer for the view (which says it), the input (which maps the keys it
//! names) and `update` (which lets no other key act on a screen nobody sees).

use crate::tui::app::{App, Screen};
use crate::tui::watch::Origin;

use super::{PLAYER_PANEL, WATCH_PANELS, minimum};

/// A race lane's narrowest: the one-character board with room either side, its counters
/// folded between their words where a phrase is wider (`Dead ends` over `12,345,678`); four
/// lanes fit the README's 80 columns, three where the player does (65 columns).
pub const RACE_LANE_MIN_WIDTH: u16 = 20;
/// A race's least height: the top border, the one-character board (13 rows), six lines of
/// words, and the footer under the panes.
pub const RACE_MIN_HEIGHT: u16 = 1 + 13 + 6 + 1;

/// What the too-small screen offers, and so what its keys do: nothing else acts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Offer {
    /// `q` saves the game in progress and quits.
    SaveAndQuit,
    /// `q` quits: there is no game in progress to save (a finished game, a puzzle another
    /// window holds, a lone watch, race or replay).
    Quit,
    /// Clues typed on the entering board: `q` quits, and they are not kept.
    QuitDroppingClues,
    /// The watch or the race opened from a game: Esc goes back to it, `q` saves and quits.
    BackToGame,
}

/// The terminal is too small for the screen on show.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Cramped {
    pub need: (u16, u16),
    pub have: (u16, u16),
    pub offer: Offer,
}

/// Whether `app`'s screen fits a terminal of `have` (columns, rows); `Some` says what the
/// screen shown instead offers.
#[must_use]
pub fn cramped(app: &App, have: (u16, u16)) -> Option<Cramped> {
    let need = match &app.screen {
        Screen::Watch(_) => minimum(WATCH_PANELS),
        Screen::Race(race) => {
            let lanes = race.lanes.len().max(1) as u16;
            (RACE_LANE_MIN_WIDTH * lanes, RACE_MIN_HEIGHT)
        }
        _ => minimum(PLAYER_PANEL),
    };
    if have.0 >= need.0 && have.1 >= need.1 {
        return None;
    }
    Some(Cramped {
        need,
        have,
        offer: offer(app),
    })
}

/// The too-small screen of `app` at the size the event loop last gave it.
#[must_use]
pub fn of_app(app: &App) -> Option<Cramped> {
    cramped(app, app.size?)
}

fn offer(app: &App) -> Offer {
    let from_game = match &app.screen {
        Screen::Watch(watch) => Some(watch.origin == Origin::Game),
        Screen::Race(race) => Some(race.origin == Origin::Game),
        _ => None,
    };
    match (from_game, &app.screen) {
        (Some(true), _) => Offer::BackToGame,
        (None, Screen::Enter(_)) if app.game.board().values().filled() > 0 => {
            Offer::QuitDroppingClues
        }
        // The start screen's puzzle behind it was never shown: nothing to save. The games
        // it lists are saved already.
        (None, Screen::Menu(menu)) if menu.at_start => Offer::Quit,
        (None, _) if app.game_in_progress() => Offer::SaveAndQuit,
        // A lone watch, race or replay; a finished game; a puzzle another window holds.
        _ => Offer::Quit,
    }
}

impl Cramped {
    /// What is wrong: `terminal too small: need 65×21, have 50×15`, worded the same on every
    /// screen (the player, the solver view, a race) and short enough for one line at 50
    /// columns.
    #[must_use]
    pub fn headline(&self) -> String {
        let (need, have) = (self.need, self.have);
        format!(
            "terminal too small: need {}×{}, have {}×{}",
            need.0, need.1, have.0, have.1
        )
    }

    /// What to do, naming only the keys that act.
    #[must_use]
    pub const fn advice(&self) -> &'static str {
        match self.offer {
            Offer::SaveAndQuit => "enlarge the window, or press q to save and quit",
            Offer::Quit => "enlarge the window, or press q to quit",
            Offer::QuitDroppingClues => {
                "enlarge the window, or press q to quit (the clues typed are not kept)"
            }
            Offer::BackToGame => {
                "enlarge the window, press Esc to go back to the game, or q to save and quit"
            }
        }
    }
}
