//! The TUI's whole state: the game plus what only the interface knows (cursor, screen, entry
//! mode, message). Widgets read it; only `update` writes it.

mod ledger;
mod saves;

use std::time::{Duration, Instant};

use stepdoku_core::game::Game;
use stepdoku_core::{Cell, Digit};

use super::action::Action;
use super::config::Config;
use super::domino::Pending;
pub use super::effect::{Effect, Held, SetAside};
use super::hint::HintView;
use super::menu::{Menu, PROGRESS_EVERY};
use super::race::Race;
use super::screen::{Context, EntryMode, Message, ScreenKind, Tone};
use super::theme::Theme;
use super::watch::{Origin, Watch};
pub use ledger::{Ledger, Waiting};

/// What fills the window. Each later feature is one more variant with its own state (the
/// solver visualiser, the hint flow, the new-game menu), drawn by its own view and reached by
/// its own key rows in the binding table.
#[derive(Clone, Debug)]
pub enum Screen {
    Play,
    /// Clock stopped, board hidden.
    Paused,
    /// A completed, valid board.
    Solved(Finished),
    /// The puzzle being opened is open in another stepdoku window: take that game over, or
    /// play a copy (the new game already in [`App::game`]).
    Resume(Box<Held>),
    /// The solver visualiser, over the game (untouched) or alone (`stepdoku watch`).
    Watch(Box<Watch>),
    /// The new-game menu, over the game (its clock stopped).
    Menu(Box<Menu>),
    /// Strategies racing, over the game (untouched) or alone (`stepdoku race`).
    Race(Box<Race>),
    /// The statistics of finished games ([`Ledger::stats`]), over the game (its clock stopped).
    Stats,
    /// A puzzle typed in from paper on the board in [`App::game`]; the game that was being
    /// played waits in the box.
    Enter(Box<Entering>),
}

/// Entering a puzzle: the game set aside meanwhile, and what the typed clues allow.
#[derive(Clone, Debug)]
pub struct Entering {
    pub before: Option<SetAside>,
    /// The menu the entering board was opened from: Esc goes back to it as it was.
    pub menu: Option<Box<crate::tui::menu::Menu>>,
    pub status: super::enter::Status,
    /// Enter was pressed once on clues with several solutions: the next Enter plays them.
    pub confirm_several: bool,
    /// What the last key left pending: a cursor moved on by a clue, a leave to confirm.
    pub typing: super::enter::Typing,
}

/// Who completed the board: the solved screen congratulates a player, not the solver (the
/// watch's `a` fills the board).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SolvedBy {
    Player,
    Solver,
}

/// A completed board: who completed it, and whether the popup saying so is still up.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Finished {
    pub by: SolvedBy,
    pub popup: bool,
}

impl Finished {
    /// Just completed: the popup is up.
    #[must_use]
    pub fn by(by: SolvedBy) -> Self {
        Self { by, popup: true }
    }
}

/// The help overlay, open over any screen.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Help {
    /// Lines scrolled down by (input keeps it within what is hidden).
    pub scroll: u16,
}

/// Whether the session is ending. A quit that finds the game unsaved is held back with the
/// reason on screen; the next `q` quits anyway (trying once more) and any other key plays on,
/// so losing a game takes two deliberate keys, never one.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Quit {
    #[default]
    No,
    /// Asked: the loop saves, then ends the session unless the save failed.
    Now,
    /// The save failed and the quit waits for a second `q`.
    HeldBack,
    /// The save found the store busy: the session ends once a retry lands, or at a second
    /// `q` without the moves the store has not got.
    Pending,
    /// The second `q`: end the session whatever the save does.
    Anyway,
}

impl Quit {
    /// The loop ends the session once the effects are performed.
    #[must_use]
    pub const fn leaving(self) -> bool {
        matches!(self, Self::Now | Self::Anyway)
    }
}

#[derive(Clone, Debug)]
pub struct App {
    pub game: Game,
    pub screen: Screen,
    pub cursor: Cell,
    pub entry_mode: EntryMode,
    /// The digit filter: every cell where this digit is placed or still possible is shaded.
    pub filter: Option<Digit>,
    /// The hint on screen, if the player asked for one (`H`).
    pub hint: Option<HintView>,
    /// A Sudominoku domino being laid.
    pub pending: Option<Pending>,
    pub help: Option<Help>,
    pub message: Option<Message>,
    /// The last warning in full, kept after the next key clears the message: a box too short
    /// for it cuts it with `…`, and the `?` help shows all of it.
    pub last_warning: Option<String>,
    pub theme: Theme,
    /// The settings file: key bindings in force, new-game and watch defaults.
    pub config: Config,
    /// The instant the current frame shows: it comes with the actions (a tick, and the loop's
    /// [`Action::Clock`] before input and before drawing); tests fix it.
    pub now: Instant,
    /// The wall clock in Unix seconds as [`Action::Clock`] last gave it (dates: today's puzzle
    /// of the day, how long ago a game was played); tests fix it.
    pub unix: i64,
    /// Where the session's random choices start (generated puzzles, random picks): the event
    /// loop sets it from the clock, tests fix it, so `update` never reads the clock.
    pub seed: u64,
    pub effects: Vec<Effect>,
    /// What the session keeps for the store.
    pub ledger: Ledger,
    pub quit: Quit,
    /// How the solved screen last stood (who completed the board, whether its dialog was
    /// closed), so a screen opened over it (statistics, menu) gives it back as it was: a
    /// closed dialog stays closed. `None` until the board is completed.
    pub solved: Option<Finished>,
    /// The terminal's size (columns, rows) as the event loop last gave it
    /// ([`Action::Resize`]): a screen too small to show takes only the keys its notice names.
    /// `None` before the first (tests that draw at any size).
    pub size: Option<(u16, u16)>,
}

impl App {
    /// The app on `game`, cursor at r1c1. `held` (the same puzzle open in another window)
    /// asks first whether to take that game over; otherwise play starts and the clock runs.
    #[must_use]
    pub fn new(game: Game, held: Option<Held>, theme: Theme, now: Instant) -> Self {
        let mut app = Self {
            game,
            screen: Screen::Play,
            cursor: Cell::at(0, 0).unwrap_or_else(|| unreachable!("r1c1 exists")),
            entry_mode: EntryMode::default(),
            filter: None,
            hint: None,
            pending: None,
            help: None,
            message: None,
            last_warning: None,
            theme,
            config: Config::default(),
            now,
            unix: 0,
            seed: 0,
            effects: Vec::new(),
            ledger: Ledger::default(),
            quit: Quit::No,
            solved: None,
            size: None,
        };
        match held {
            Some(held) => app.screen = Screen::Resume(Box::new(held)),
            None => app.enter_play(),
        }
        app
    }

    /// Show the board and run the clock (or the solved screen for a finished game).
    /// Today (UTC) as days since 1970-01-01, by the wall clock the loop last gave.
    #[must_use]
    pub fn day(&self) -> i64 {
        stepdoku_core::store::time::day(self.unix)
    }

    pub fn enter_play(&mut self) {
        if self.game.is_solved() {
            let finished = self.solved.unwrap_or(Finished::by(SolvedBy::Player));
            self.show_solved(finished);
        } else {
            self.screen = Screen::Play;
            self.game.set_clock_running(true, self.now);
        }
    }

    /// The solved screen as `finished` says, remembered for when a screen over it closes.
    pub fn show_solved(&mut self, finished: Finished) {
        self.solved = Some(finished);
        self.screen = Screen::Solved(finished);
    }

    #[must_use]
    pub fn screen_kind(&self) -> ScreenKind {
        if self.help.is_some() {
            ScreenKind::Help
        } else {
            self.base_screen_kind()
        }
    }

    /// What the key table filters on: the screen, and whether it shows a Sudominoku (the
    /// watch's own puzzle for a watch; the game behind a lone watch is a placeholder).
    #[must_use]
    pub fn key_context(&self) -> Context {
        self.context_of(self.screen_kind())
    }

    /// The context of the screen under the help overlay, whose keys the overlay lists.
    #[must_use]
    pub fn base_key_context(&self) -> Context {
        self.context_of(self.base_screen_kind())
    }

    /// The key in force for `action` on `screen`, for a message that tells the player which
    /// key to press: like the footer and help, it follows the settings file's rebindings.
    #[must_use]
    pub fn key_name(&self, action: Action, screen: ScreenKind) -> String {
        self.config
            .keymap
            .key_for(&action, self.context_of(screen))
            .unwrap_or_else(move || {
                format!("({} has no key)", super::keymap::rebind::name_of(&action))
            })
    }

    /// The undo key in the player, for the messages that offer to take a change back.
    #[must_use]
    pub fn undo_key(&self) -> String {
        self.key_name(Action::Undo, ScreenKind::Play)
    }

    fn context_of(&self, screen: ScreenKind) -> Context {
        let sudominoku = match &self.screen {
            Screen::Watch(watch) => watch.dominoes.is_some(),
            _ => self.game.is_sudominoku(),
        };
        let logic = matches!(&self.screen, Screen::Watch(watch)
            if watch.method == stepdoku_core::teaching::method::Method::Logic && watch.dominoes.is_none());
        let (replay, digit_tests) = match &self.screen {
            Screen::Watch(watch) => (
                watch.is_replay(),
                super::watch::code::program(&watch.search)
                    .is_some_and(stepdoku_core::teaching::code::Program::tests_each_digit),
            ),
            _ => (false, false),
        };
        let tree = matches!(&self.screen, Screen::Watch(watch)
            if watch.detail.pane == super::watch::code::Pane::Tree && watch.detail.tree.is_some());
        let chain = matches!(self.screen, Screen::Play)
            && self.hint.as_ref().is_some_and(|h| !h.links().is_empty());
        let continues =
            matches!(&self.screen, Screen::Menu(menu) if menu.esc_continues().is_some());
        let problems = matches!(&self.screen, Screen::Watch(watch)
            if watch.learner.as_ref().is_some_and(|l| !l.stops.is_empty()));
        Context {
            screen,
            sudominoku,
            logic,
            replay,
            digit_tests,
            tree,
            chain,
            problems,
            continues,
        }
    }

    /// The screen whose keys the help overlay lists (the one under it).
    #[must_use]
    pub fn base_screen_kind(&self) -> ScreenKind {
        match &self.screen {
            Screen::Play => ScreenKind::Play,
            Screen::Paused => ScreenKind::Paused,
            Screen::Solved(finished) if finished.popup => ScreenKind::Solved,
            Screen::Solved(_) => ScreenKind::SolvedBoard,
            Screen::Resume(_) => ScreenKind::Resume,
            Screen::Watch(watch) if watch.slow.as_ref().is_some_and(|v| v.open) => {
                ScreenKind::WatchSlow
            }
            Screen::Watch(watch) if watch.predict.is_some() => ScreenKind::WatchPredict,
            Screen::Watch(watch) => match watch.origin {
                Origin::Game => ScreenKind::Watch,
                Origin::Alone => ScreenKind::WatchAlone,
            },
            Screen::Menu(_) => ScreenKind::Menu,
            Screen::Race(race) => match race.origin {
                Origin::Game => ScreenKind::Race,
                Origin::Alone => ScreenKind::RaceAlone,
            },
            Screen::Stats => ScreenKind::Stats,
            Screen::Enter(_) => ScreenKind::Enter,
        }
    }

    /// How long the loop may sleep before the frame goes stale: until the clock's next
    /// second while it runs on screen, else forever (`None`).
    #[must_use]
    pub fn wake_in(&self) -> Option<Duration> {
        let screen = match &self.screen {
            Screen::Play => self.game.timer().until_next_second(self.now),
            Screen::Watch(watch) => watch.wake_in(self.now),
            Screen::Race(race) => race.wake_in(self.now),
            Screen::Menu(menu) => menu.job.as_ref().map(|_| PROGRESS_EVERY),
            _ => None,
        };
        // A busy store's next try, whatever the screen.
        let retry = self
            .ledger
            .waiting
            .as_ref()
            .map(|w| w.next_try.saturating_duration_since(self.now));
        match (screen, retry) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }

    /// Where the search on screen stands (the watch's step, the race's lockstep count), so the
    /// event loop can measure how fast a tick takes steps.
    #[must_use]
    pub fn steps_played(&self) -> u64 {
        match &self.screen {
            Screen::Watch(watch) => watch.search.steps(),
            Screen::Race(race) => race.step,
            _ => 0,
        }
    }

    /// A game is being played (or watched from): quitting or failing must save it.
    #[must_use]
    pub fn game_in_progress(&self) -> bool {
        match &self.screen {
            Screen::Play | Screen::Paused | Screen::Menu(_) | Screen::Stats => true,
            Screen::Watch(watch) => watch.origin == Origin::Game,
            Screen::Race(race) => race.origin == Origin::Game,
            Screen::Solved(_) | Screen::Resume(_) | Screen::Enter(_) => false,
        }
    }

    pub fn info(&mut self, text: impl Into<String>) {
        self.message = Some(Message {
            text: text.into(),
            tone: Tone::Info,
        });
    }

    pub fn warn(&mut self, text: impl Into<String>) {
        let text = text.into();
        self.last_warning = Some(text.clone());
        self.message = Some(Message {
            text,
            tone: Tone::Warning,
        });
    }

    /// A warning beside those already said at this moment, on a line of its own: at start-up
    /// the store, the settings and the games left out each have something to say, and none
    /// may hide another. One already on the list is not said twice; the count of a wait for
    /// the store is replaced (it is rewritten each second, and only while it is alone).
    pub fn notice(&mut self, text: impl Into<String>) {
        let text = text.into();
        let waited = self.ledger.waiting.as_ref().and_then(|w| w.shown.as_ref());
        match &mut self.message {
            Some(said) if said.text.lines().any(|line| line == text) => {}
            Some(said) if said.tone == Tone::Warning && waited != Some(&said.text) => {
                said.text.push('\n');
                said.text.push_str(&text);
                self.last_warning = Some(said.text.clone());
            }
            _ => self.warn(text),
        }
    }

    /// One warning for the rows of the store left out because they cannot be read
    /// ([`left_out`]), beside what else was said at this moment ([`App::notice`]).
    pub fn warn_left_out(&mut self, skipped: &[String], what: &str, command: &str) {
        if let Some(text) = left_out(skipped, what, command) {
            self.notice(text);
        }
    }
}

/// One sentence for the rows of the store left out because they cannot be read (`skipped`:
/// one sentence each): the row and why when there is one, else how many `what`, and the
/// `command` that names each.
pub fn left_out(skipped: &[String], what: &str, command: &str) -> Option<String> {
    match skipped {
        [] => None,
        [one] => {
            let mut text = one.clone();
            if let Some(first) = text.get(..1) {
                let upper = first.to_uppercase();
                text.replace_range(..1, &upper);
            }
            Some(text)
        }
        many => Some(format!(
            "{} {what} cannot be read and are left out; `{command}` says why",
            many.len()
        )),
    }
}
