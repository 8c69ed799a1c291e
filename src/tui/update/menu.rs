//! The new-game menu (`N`): a fresh puzzle of a chosen level, made by the generator in the
//! background (the screen shows its progress and keeps answering keys), or a puzzle
//! from a bundled collection. Starting a new game keeps the game in progress: it is saved and
//! set aside, never overwritten.

use stepdoku_core::Grid;
use stepdoku_core::format::Puzzle;
use stepdoku_core::hint::{Level, Technique};
use stepdoku_core::store::{Summary, Window};

use crate::tui::action::{Action, MenuAction};
use crate::tui::app::{App, Effect, Screen};
use crate::tui::menu::{Item, Job, Menu, PAGE, Page, Select, Span, catalogue};

use super::game;

/// `N`: the menu over the board, the clock stopped while it is open.
pub fn open(app: &mut App) {
    app.pending = None;
    app.hint = None;
    app.game.set_clock_running(false, app.now);
    // Each menu its own seeds: the session's, stirred once per menu.
    let seed = app.seed;
    app.seed = stir(app.seed);
    let games = app.ledger.games.clone();
    let total = app.ledger.games_total;
    app.screen = Screen::Menu(Box::new(Menu::new(seed, games, total)));
    // The list read again after the frame: the game on screen may have been saved since.
    app.effects
        .push(Effect::ListGames(Window::First, Select::At(0)));
}

/// The start screen: the menu opened at launch over a puzzle the player has not seen, Esc
/// continuing the game listed first.
pub fn open_at_start(app: &mut App) {
    open(app);
    if let Screen::Menu(menu) = &mut app.screen {
        menu.at_start = true;
    }
}

/// A key in the menu; `Some` when it leads to another feature's action (typing a puzzle in).
pub fn update(app: &mut App, action: MenuAction) -> Option<Action> {
    let Screen::Menu(menu) = &mut app.screen else {
        return None;
    };
    if menu.job.is_some() {
        // While a puzzle is being made, Esc stops it; other keys wait.
        if matches!(action, MenuAction::Back | MenuAction::ContinueFirst) {
            menu.job = None;
            app.info("Stopped; the menu is back");
        }
        return None;
    }
    let count = menu.items().len();
    if !matches!(action, MenuAction::Digit(_)) {
        menu.typed = 0;
    }
    let confirmed = menu.confirm.take();
    let last = count.saturating_sub(1);
    if menu.page == Page::Games
        && let Some(moved) = move_in_games(menu, action)
    {
        if let Moved::Read(window, select) = moved {
            app.effects.push(Effect::ListGames(window, select));
        }
        return None;
    }
    match action {
        MenuAction::Up => menu.selected = (menu.selected + count - 1) % count.max(1),
        MenuAction::Down => menu.selected = (menu.selected + 1) % count.max(1),
        // Pages stop at the ends rather than wrap: a long jump that wrapped would be lost.
        MenuAction::PageUp => menu.selected = menu.selected.saturating_sub(PAGE),
        MenuAction::PageDown => menu.selected = (menu.selected + PAGE).min(last),
        MenuAction::First => menu.selected = 0,
        MenuAction::Last => menu.selected = last,
        MenuAction::Digit(digit) => typed(app, digit),
        MenuAction::Back => match menu.page {
            Page::Shelf(shelf) => {
                menu.page = Page::Main;
                menu.selected = menu.position(Item::Shelf(shelf));
            }
            Page::Games => {
                menu.page = Page::Main;
                menu.selected = menu.position(Item::MoreGames);
            }
            Page::Practise => {
                menu.page = Page::Main;
                menu.selected = menu.position(Item::Practise);
            }
            Page::Main => close(app),
        },
        // Bound only where the start screen lists a game to continue; should the page have
        // changed under it, Esc goes back as it would anywhere else.
        MenuAction::ContinueFirst if menu.esc_continues().is_some() => {
            // The same as Enter on the game listed first, which the keys line names.
            menu.selected = 0;
            return choose(app, None);
        }
        MenuAction::ContinueFirst => return update(app, MenuAction::Back),
        MenuAction::Choose => return choose(app, confirmed),
    }
    None
}

/// A digit on a collection's page: the number typed so far, or this digit alone when that
/// runs past the end (`2` `5` `7` in a list of 50: #25, then #7).
fn typed(app: &mut App, digit: u8) {
    let Screen::Menu(menu) = &mut app.screen else {
        return;
    };
    let Page::Shelf(_) = menu.page else {
        app.info("Numbers choose a puzzle on a collection's page");
        return;
    };
    let puzzles = menu.items().len().saturating_sub(1) as u32;
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

/// Enter on a line. A line that would leave a game in progress asks first (`confirmed`: the
/// line the previous Enter asked about); the game left is saved, never replaced, so the
/// question says where it stays.
fn choose(app: &mut App, confirmed: Option<Item>) -> Option<Action> {
    let now = app.now;
    let today = app.day();
    let Screen::Menu(menu) = &mut app.screen else {
        return None;
    };
    let &item = menu.items().get(menu.selected)?;
    let leaves = matches!(
        item,
        Item::Continue(_)
            | Item::Daily
            | Item::Generate(_)
            | Item::Technique(_)
            | Item::AnyOf(_)
            | Item::Puzzle(..)
    );
    let in_progress = app.game.has_moves() && !app.game.is_solved();
    let same_game = match item {
        Item::Continue(n) => menu.game(n).map(|g| g.id) == app.ledger.game_id,
        Item::Daily => catalogue::is_today(app.ledger.daily.as_deref(), today),
        _ => false,
    };
    if leaves && in_progress && !same_game && confirmed != Some(item) {
        menu.confirm = Some(item);
        app.warn("Enter again: your game stays saved under Continue");
        return None;
    }
    match item {
        Item::Continue(n) => {
            let id = menu.game(n)?.id;
            if app.ledger.game_id == Some(id) {
                app.enter_play();
                return None;
            }
            let old = app.game.clone();
            app.keep_aside(old);
            app.effects.push(Effect::Open(id));
        }
        // Today's puzzle is the game on screen: back to it, as from its Continue line.
        Item::Daily if same_game => {
            app.enter_play();
            app.info("Back to today's puzzle");
        }
        Item::Daily => {
            let (source, grid, date) = catalogue::daily(today);
            if game::start_or_continue(app, Puzzle::Classic(grid), source) {
                app.ledger.daily = Some(date);
                // Made to the day's level by the grader: the panel's Level row shows it at
                // once, as it does for the game continued from its saved row.
                let level = stepdoku_core::generate::daily::level(today).name();
                app.ledger.level =
                    Some(stepdoku_core::store::Graded::known(&app.game, Some(level)));
            }
        }
        Item::Enter => return Some(Action::OpenEnter),
        Item::Generate(level) => {
            let seed = menu.next_seed();
            let (job, work) = Job::start(level, seed, now);
            menu.job = Some(job);
            app.effects.push(Effect::Work(work));
        }
        Item::Practise => {
            menu.page = Page::Practise;
            menu.selected = 0;
        }
        Item::Technique(technique) => {
            let seed = menu.next_seed();
            let (job, work) = Job::practise(technique, seed, now);
            menu.job = Some(job);
            app.effects.push(Effect::Work(work));
        }
        Item::Shelf(shelf) => {
            menu.page = Page::Shelf(shelf);
            menu.selected = 0;
        }
        Item::MoreGames => {
            menu.page = Page::Games;
            menu.window.clone_from(&menu.games);
            menu.span = menu.first_span;
            // The first game not listed on the main page.
            menu.selected = crate::tui::menu::CONTINUE_SHOWN;
        }
        Item::AnyOf(shelf) => {
            let count = menu.shelves.get(shelf).map_or(0, |s| s.count);
            let seed = menu.next_seed();
            let index = stepdoku_core::generate::Rng::new(seed).below(count.max(1));
            start_bundled(app, shelf, index);
        }
        Item::Puzzle(shelf, index) => start_bundled(app, shelf, index),
    }
    None
}

/// The next of a sequence of well-spread seeds (splitmix64's step).
fn stir(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Esc on the main page: back to the game, its clock running again.
fn close(app: &mut App) {
    app.enter_play();
}

/// Where a move on the games page went.
enum Moved {
    /// Within the page read.
    Within,
    /// Past its ends: the page beside it is to be read, the choice to land as `Select` says.
    Read(Window, Select),
}

/// A move on the games page; `None` for a key that is no move.
fn move_in_games(menu: &mut Menu, action: MenuAction) -> Option<Moved> {
    let last = menu.window.len().saturating_sub(1);
    let before = menu.span.before > 0;
    let after = menu.games_after() > 0;
    let first_place = menu.window.first().map(Summary::place);
    let last_place = menu.window.last().map(Summary::place);
    let load = |window, select| Some(Moved::Read(window, select));
    let selected = menu.selected;
    let mut here = |to: usize| {
        menu.selected = to;
        Some(Moved::Within)
    };
    match action {
        MenuAction::Down if selected < last => here(selected + 1),
        MenuAction::Down => match last_place {
            Some(place) if after => load(Window::After(place), Select::At(0)),
            // Past the very end, round to the start, as the other pages wrap.
            _ if before => load(Window::First, Select::At(0)),
            _ => here(0),
        },
        MenuAction::Up if selected > 0 => here(selected - 1),
        MenuAction::Up => match first_place {
            Some(place) if before => load(Window::Before(place), Select::Last),
            _ if after => load(Window::Last, Select::Last),
            _ => here(last),
        },
        MenuAction::PageDown => match last_place {
            Some(place) if after => load(Window::After(place), Select::At(selected)),
            _ => here(last),
        },
        MenuAction::PageUp => match first_place {
            Some(place) if before => load(Window::Before(place), Select::At(selected)),
            _ => here(0),
        },
        MenuAction::First if before => load(Window::First, Select::At(0)),
        MenuAction::First => here(0),
        MenuAction::Last if after => load(Window::Last, Select::Last),
        MenuAction::Last => here(last),
        MenuAction::Digit(_)
        | MenuAction::Choose
        | MenuAction::Back
        | MenuAction::ContinueFirst => None,
    }
}

/// A page of the store's list of games in progress, read by the loop, with how many there
/// are: the first page is kept for the next menu; a page asked for by a move on the games
/// page is shown, the choice where `select` says, and `span` says where it stands. `solved`:
/// the puzzles already solved, marked in the lists, read with the first page.
pub fn listed(
    app: &mut App,
    (window, select): (Window, Select),
    (games, span): (Vec<Summary>, Span),
    total: u64,
    solved: Option<std::collections::HashSet<String>>,
) {
    if window == Window::First {
        app.ledger.games.clone_from(&games);
        app.ledger.games_total = total;
    }
    let Screen::Menu(menu) = &mut app.screen else {
        return;
    };
    if let Some(solved) = solved {
        menu.solved = solved;
    }
    if window == Window::First {
        menu.first_span = span;
    }
    menu.total = total.max(games.len() as u64);
    if window == Window::First {
        menu.games.clone_from(&games);
    }
    if menu.page != Page::Games || (games.is_empty() && window != Window::First) {
        // The main page keeps its choice (within its lines); an empty page asked for (the
        // list shrank meanwhile) leaves the page shown as it is.
        menu.selected = menu.selected.min(menu.items().len().saturating_sub(1));
        return;
    }
    let len = games.len();
    menu.span = span;
    menu.window = games;
    let last = len.saturating_sub(1);
    menu.selected = match select {
        Select::At(n) => n.min(last),
        Select::Last => last,
    };
}

/// A puzzle made in the background: played, if the menu still waits for that very one (Esc,
/// or another puzzle asked for since, leaves it unwanted).
pub fn generated(
    app: &mut App,
    (level, technique): (Level, Option<Technique>),
    seed: u64,
    grid: Option<Grid>,
) {
    let Screen::Menu(menu) = &mut app.screen else {
        return;
    };
    if !menu
        .job
        .as_ref()
        .is_some_and(|job| job.is_for(level, technique, seed))
    {
        return;
    }
    menu.job = None;
    let Some(grid) = grid else {
        match technique {
            Some(technique) => app.warn(format!(
                "No {technique} puzzle in {} tries; choose it again to try more",
                crate::tui::menu::PRACTICE_TRIES
            )),
            None => app.warn("The generator stopped without a puzzle"),
        }
        return;
    };
    let source = match technique {
        Some(technique) => catalogue::practice_source(technique, seed),
        None => catalogue::generated_source(level, seed),
    };
    if game::start_or_continue(app, Puzzle::Classic(grid), source) {
        // The generator graded the puzzle to this level: the panel shows it at once, and the
        // first save need not grade it again.
        let graded = stepdoku_core::store::Graded::known(&app.game, Some(level.name()));
        app.ledger.level = Some(graded);
    }
}

fn start_bundled(app: &mut App, shelf: usize, index: usize) {
    match catalogue::puzzle(shelf, index) {
        Some((source, puzzle)) => {
            game::start_or_continue(app, puzzle, source);
        }
        None => app.warn("That puzzle is not in the collection"),
    }
}
