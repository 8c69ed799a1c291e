//! The new-game menu's state (`N`): its pages and lines, and a puzzle being made in the
//! background. Its keys are in `update/menu.rs`.

pub mod catalogue;

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use stepdoku_core::hint::{Level, Technique};

use catalogue::Shelf;

use super::work::Work;

/// Lines that PageUp and PageDown move: about what the menu shows at 80×24.
pub const PAGE: usize = 10;

/// Games in progress listed on the main page; more go on a page of their own, so the fresh
/// puzzles and collections stay in view however many games are kept.
pub const CONTINUE_SHOWN: usize = 5;

/// Games in progress read at once: a page of the list (the start screen's is the first), so a
/// store of any size opens in a few megabytes; the others are read as the player moves.
pub const GAMES_PAGE: usize = 20;

/// How often the progress line is redrawn while a puzzle is being made.
pub const PROGRESS_EVERY: Duration = Duration::from_millis(100);

/// One line of the menu that can be chosen.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Item {
    /// A game in progress: [`Menu::games`]`[n]`.
    Continue(usize),
    /// The games in progress beyond [`CONTINUE_SHOWN`], on their own page.
    MoreGames,
    /// The puzzle of the day.
    Daily,
    /// Type a puzzle in from paper.
    Enter,
    Generate(Level),
    /// The page of techniques to practise.
    Practise,
    /// A fresh puzzle whose logical solve uses this technique.
    Technique(Technique),
    Shelf(usize),
    /// On a shelf's page: a random puzzle of it, or puzzle `n` (from 0).
    AnyOf(usize),
    Puzzle(usize, usize),
}

/// Where the choice lands in a page of games just read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Select {
    /// The line at this place (or the page's last, if it is shorter).
    At(usize),
    /// The page's last line.
    Last,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Page {
    Main,
    Shelf(usize),
    /// Every game in progress.
    Games,
    /// The techniques offered for practice ([`practice_techniques`]).
    Practise,
}

/// The techniques the menu offers to practise: every one the logical solve can use that the
/// seed bank holds (`stepdoku_core::generate::in_seed_bank`), in HoDoKu's solver order. Each
/// comes within [`PRACTICE_TRIES`]: the rare ones from the bank, after a few hundred fresh
/// attempts.
#[must_use]
pub fn practice_techniques() -> Vec<Technique> {
    stepdoku_core::generate::practisable()
        .into_iter()
        .filter(|&t| stepdoku_core::generate::in_seed_bank(t))
        .collect()
}

/// Attempts the menu makes at a practice puzzle before it gives up and says so.
pub const PRACTICE_TRIES: u64 = 5_000;

/// A puzzle being made in the background ([`Work::Generate`], run by the event loop). Dropping
/// the job (Esc) makes the menu ignore its result when it comes; the work itself ends with its
/// search, a fraction of a second in a release build (the library's timings: at most about
/// 0.13 s per puzzle at any level, worst of 100).
#[derive(Clone, Debug)]
pub struct Job {
    pub level: Level,
    /// A practice puzzle for this technique (at its level), rather than any of `level`.
    pub technique: Option<Technique>,
    pub seed: u64,
    pub started: Instant,
    tried: Arc<AtomicU64>,
}

impl Job {
    /// The job, and the work the event loop is to run for it.
    #[must_use]
    pub fn start(level: Level, seed: u64, now: Instant) -> (Self, Work) {
        Self::make(level, None, seed, now)
    }

    /// A practice puzzle for `technique`, and the work that makes it.
    #[must_use]
    pub fn practise(technique: Technique, seed: u64, now: Instant) -> (Self, Work) {
        let level = stepdoku_core::generate::practice_level(technique);
        Self::make(level, Some(technique), seed, now)
    }

    fn make(level: Level, technique: Option<Technique>, seed: u64, now: Instant) -> (Self, Work) {
        let tried = Arc::new(AtomicU64::new(0));
        let work = Work::Generate {
            level,
            technique,
            seed,
            tried: Arc::clone(&tried),
        };
        let job = Self {
            level,
            technique,
            seed,
            started: now,
            tried,
        };
        (job, work)
    }

    /// Puzzles made and thrown away so far (of another level).
    pub fn tried(&self) -> u64 {
        self.tried.load(Ordering::Relaxed)
    }

    /// Whether a puzzle made at `level` (for `technique`) from `seed` is this job's.
    #[must_use]
    pub fn is_for(&self, level: Level, technique: Option<Technique>, seed: u64) -> bool {
        self.level == level && self.technique == technique && self.seed == seed
    }
}

/// Where a page of games stands in the store's list, counted in rows: a row that cannot be
/// read is one too, so the numbers stay true whatever rows a page left out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Span {
    /// Rows before the page's first game.
    pub before: u64,
    /// Rows up to and including the page's last game.
    pub through: u64,
    /// Rows in the whole list.
    pub rows: u64,
}

impl Span {
    /// The first page of `len` games, of `rows`, with no row left out of it.
    #[must_use]
    pub fn of_first(len: usize, rows: u64) -> Self {
        let len = len as u64;
        Self {
            before: 0,
            through: len,
            rows: rows.max(len),
        }
    }

    /// Rows inside the page that are no game shown: rows left out because they cannot be read.
    #[must_use]
    pub fn left_out(&self, shown: usize) -> u64 {
        (self.through.saturating_sub(self.before)).saturating_sub(shown as u64)
    }
}

#[derive(Clone, Debug)]
pub struct Menu {
    pub shelves: Vec<Shelf>,
    pub page: Page,
    /// The chosen line among [`Menu::items`].
    pub selected: usize,
    pub job: Option<Job>,
    /// The number being typed on a collection's page; any other key starts it afresh.
    pub typed: u32,
    /// Seeds for generated puzzles and random picks; from the clock, so each menu differs.
    seed: u64,
    /// The games in progress played last (the store's first page), for the main page.
    pub games: Vec<stepdoku_core::store::Summary>,
    /// The page of games the games page shows, and where it stands in the whole list.
    pub window: Vec<stepdoku_core::store::Summary>,
    pub span: Span,
    /// Where the first page ([`Menu::games`]) stands: the games page starts on it.
    pub first_span: Span,
    /// How many games are in progress in all.
    pub total: u64,
    /// The line chosen once over a game in progress: choosing it again replaces that game
    /// (which stays under Continue); any other key asks nothing.
    pub confirm: Option<Item>,
    /// The classic puzzles finished by the player, by their store key (marked in the lists).
    pub solved: std::collections::HashSet<String>,
    /// The start screen: opened at launch over a puzzle the player has not seen, so Esc on
    /// the main page continues the game listed first rather than going to that puzzle.
    pub at_start: bool,
}

impl Menu {
    /// The menu on the first page of the games in progress, of `total` in all.
    #[must_use]
    pub fn new(seed: u64, games: Vec<stepdoku_core::store::Summary>, total: u64) -> Self {
        // There are at least the games listed, whatever count came with them.
        let total = total.max(games.len() as u64);
        Self {
            shelves: catalogue::shelves(),
            page: Page::Main,
            selected: 0,
            job: None,
            typed: 0,
            seed,
            // Until the store is asked: the first page, with no row left out of it.
            span: Span::of_first(games.len(), total),
            first_span: Span::of_first(games.len(), total),
            window: games.clone(),
            games,
            total,
            confirm: None,
            solved: std::collections::HashSet::new(),
            at_start: false,
        }
    }

    /// The game Esc continues on the main page: the one listed first, on the start screen
    /// only (elsewhere Esc goes back to the game on screen).
    #[must_use]
    pub fn esc_continues(&self) -> Option<&stepdoku_core::store::Summary> {
        if self.at_start && self.page == Page::Main && self.job.is_none() {
            self.games.first()
        } else {
            None
        }
    }

    /// Where `item` stands among [`Menu::items`] (0 if it is not there).
    #[must_use]
    pub fn position(&self, item: Item) -> usize {
        self.items().iter().position(|&i| i == item).unwrap_or(0)
    }

    /// The lines that can be chosen on the page shown.
    #[must_use]
    pub fn items(&self) -> Vec<Item> {
        match self.page {
            Page::Main => {
                let capped = self.total > CONTINUE_SHOWN as u64 + 1;
                let shown = if capped {
                    CONTINUE_SHOWN.min(self.games.len())
                } else {
                    self.games.len()
                };
                (0..shown)
                    .map(Item::Continue)
                    .chain(capped.then_some(Item::MoreGames))
                    .chain([Item::Daily, Item::Enter])
                    .chain(Level::ALL.into_iter().map(Item::Generate))
                    .chain([Item::Practise])
                    .chain((0..self.shelves.len()).map(Item::Shelf))
                    .collect()
            }
            Page::Games => (0..self.window.len()).map(Item::Continue).collect(),
            Page::Practise => practice_techniques()
                .into_iter()
                .map(Item::Technique)
                .collect(),
            Page::Shelf(shelf) => {
                let count = self.shelves.get(shelf).map_or(0, |s| s.count);
                std::iter::once(Item::AnyOf(shelf))
                    .chain((0..count).map(|i| Item::Puzzle(shelf, i)))
                    .collect()
            }
        }
    }

    /// The game of a [`Item::Continue`] line on the page shown.
    #[must_use]
    pub fn game(&self, n: usize) -> Option<&stepdoku_core::store::Summary> {
        match self.page {
            Page::Games => self.window.get(n),
            Page::Main | Page::Shelf(_) | Page::Practise => self.games.get(n),
        }
    }

    /// Rows of the list after the page of games shown.
    #[must_use]
    pub fn games_after(&self) -> u64 {
        self.span.rows.saturating_sub(self.span.through)
    }

    /// The next seed for a generated puzzle or a random pick.
    pub fn next_seed(&mut self) -> u64 {
        self.seed = self
            .seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1);
        // Short enough to read and type again: `stepdoku generate --seed`.
        (self.seed >> 33) % 100_000
    }
}
