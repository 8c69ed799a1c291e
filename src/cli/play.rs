//! `stepdoku play` (and plain `stepdoku`): choose the puzzle, find the saved game, pick the
//! theme, then hand over to the terminal player.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;
use color_eyre::eyre::{WrapErr, bail, eyre};
use stepdoku_core::format::Puzzle;
use stepdoku_core::game::{Game, PuzzleSource};
use stepdoku_core::generate::Rng;
use stepdoku_core::store::{GameId, Holder, Store, StoreError, Summary};

use crate::bundled::{self, Collection};
use crate::cli::input;
use crate::cli::opening::{StillBusy, unless_busy};
use crate::cli::prefs::{Look, Prefs};
use crate::cli::session::{Opening, bundled_note, open_store, report};
use crate::tui::app::{App, Held};
use crate::tui::screen::{Message, Tone};
use crate::tui::{self, theme::Theme};

/// Options shared by `stepdoku` alone and `stepdoku play`.
#[derive(Args, Debug, Clone, Default)]
pub struct LaunchArgs {
    /// Choose the puzzle with this seed instead of at random (same seed, same puzzle).
    #[arg(long)]
    seed: Option<u64>,
    /// Continue a game in progress: the one `stepdoku games` numbers ID, or without ID the
    /// last one played.
    #[arg(long = "continue", value_name = "ID", num_args = 0..=1, conflicts_with = "seed")]
    #[expect(
        clippy::option_option,
        reason = "clap's form of a flag with an optional value: absent, bare, or with an ID"
    )]
    resume: Option<Option<GameId>>,
    /// Play the puzzle of the day (the same for everyone on a date, UTC).
    #[arg(long, conflicts_with_all = ["seed", "resume"])]
    daily: bool,
    #[command(flatten)]
    pub look: Look,
    /// Record the session as an asciicast v2 file (`asciinema play FILE` replays it).
    #[arg(long, value_name = "FILE.cast")]
    record: Option<PathBuf>,
}

#[derive(Args, Debug)]
pub struct PlayArgs {
    /// Puzzle file in any format `stepdoku solve` reads; `-` reads it from stdin (keys still
    /// come from the terminal). Without it, a puzzle bundled in the binary.
    #[arg(conflicts_with_all = ["resume", "daily"])]
    file: Option<PathBuf>,
    /// Which puzzle of a collection, counting from 1 (default: one at random among its first
    /// 100,000).
    #[arg(long, conflicts_with_all = ["seed", "resume", "daily"])]
    index: Option<usize>,
    #[command(flatten)]
    launch: LaunchArgs,
}

/// `stepdoku` with no subcommand.
pub fn run_default(launch: &LaunchArgs, prefs: &Prefs) -> color_eyre::Result<ExitCode> {
    run(
        &PlayArgs {
            file: None,
            index: None,
            launch: launch.clone(),
        },
        prefs,
    )
}

pub fn run(args: &PlayArgs, prefs: &Prefs) -> color_eyre::Result<ExitCode> {
    let theme = prefs.theme(args.launch.look);
    let now = Instant::now();
    let Opening {
        store,
        problem,
        mut notices,
    } = open_store()?;
    let listed = list_games(store.as_ref())?;
    if let Some(why) = &listed.problem {
        notices.push(format!("Cannot list the games in progress: {why}"));
    }
    let mut skipped = listed.skipped;
    let games = listed.games;
    let mut app = if let Some(which) = args.launch.resume {
        let Some(store) = store.as_ref() else {
            // The store could not be opened: say why (newer, unreadable, no directory).
            bail!(
                "cannot continue a game: {}",
                problem.as_deref().unwrap_or("there is no game store")
            );
        };
        let saved = match to_continue(
            store,
            which,
            &games,
            &mut skipped,
            listed.problem.as_deref(),
        )? {
            Ok(saved) => saved,
            Err(code) => return Ok(code),
        };
        let mut app = App::new(saved.game, None, theme, now);
        app.ledger.game_id = Some(saved.id);
        app.ledger.daily = saved.daily;
        app.cursor = saved.cursor;
        app
    } else {
        let (source, puzzle, daily) = if args.launch.daily {
            let today = stepdoku_core::store::time::day(stepdoku_core::store::time::now_unix());
            let (source, grid, date) = crate::tui::menu::catalogue::daily(today);
            (source, Puzzle::Classic(grid), Some(date))
        } else {
            let (source, puzzle) = choose_puzzle(args)
                .map_err(|error| bundled_note(error, args.file.as_deref(), play_route))?;
            (source, puzzle, None)
        };
        let name = source.to_string();
        let mut game = match puzzle {
            Puzzle::Classic(givens) => Game::new(&givens, source),
            Puzzle::Sudominoku(puzzle) => Game::sudominoku(puzzle, source),
        }
        .wrap_err_with(|| format!("cannot play {name}"))?;
        *game.settings_mut() = prefs.config.new_game;
        open_puzzle(store.as_ref(), game, daily, theme, now)?
    };
    let about_the_game = app.message.take();
    app.ledger.games = games;
    app.ledger.games_total = listed.total;
    prefs.apply(&mut app);
    if let Some(why) = &problem {
        notices.insert(0, format!("Games are not saved: {why}"));
    }
    // Why nothing will be saved: no store, or one that can only be read.
    app.ledger.store_problem = problem.or_else(|| {
        let read_only = store.as_ref().and_then(Store::read_only);
        read_only.map(|e| e.to_string())
    });
    tell(&mut app, notices, &skipped, about_the_game);
    // Plain `stepdoku` with games in progress: the start screen lists them first.
    if args.file.is_none()
        && args.launch.resume.is_none()
        && !args.launch.daily
        && args.index.is_none()
        && args.launch.seed.is_none()
        && !app.ledger.games.is_empty()
        && matches!(app.screen, crate::tui::app::Screen::Play)
    {
        // The start screen draws its seeds when it opens, before the event loop seeds the
        // session: seeded here, or every fresh and practice puzzle from it would be seed 0.
        crate::tui::update::update(
            &mut app,
            crate::tui::action::Action::Seed(crate::tui::event_loop::session_seed()),
        );
        crate::tui::update::menu::open_at_start(&mut app);
    }
    if !std::io::stdout().is_terminal() {
        bail!("the player needs a terminal; `stepdoku solve` solves puzzles without one");
    }
    let options = tui::Options {
        record: args.launch.record.clone(),
    };
    let ended = tui::run(app, store.as_ref(), &options)?;
    if let Some(store) = &store {
        store.release();
    }
    Ok(report(&ended, store.as_ref()))
}

#[cfg(test)]
mod tests;

/// The store's first page of games in progress (a store of 100,000 games is not read whole
/// to start) and how many there are in all; `problem` says why they could not be read.
#[derive(Default)]
struct Listed {
    games: Vec<Summary>,
    total: u64,
    skipped: Vec<String>,
    problem: Option<String>,
}

/// The games in progress the player starts with; a store still busy after the wait stops
/// the command, as a busy open does.
fn list_games(store: Option<&Store>) -> Result<Listed, StillBusy> {
    let Some(store) = store else {
        return Ok(Listed::default());
    };
    let read = store
        .listing(Some(crate::tui::menu::GAMES_PAGE))
        .and_then(|listing| Ok((listing, store.count_games()?)));
    Ok(match read {
        // A row that cannot be read is no game the player can open: not counted.
        Ok((listing, total)) => Listed {
            games: listing.games,
            total: total.saturating_sub(listing.skipped.len() as u64),
            skipped: listing.skipped,
            problem: None,
        },
        Err(e) => Listed {
            problem: Some(unless_busy(e)?.to_string()),
            ..Listed::default()
        },
    })
}

/// The game `play --continue` goes on with: game `which`, or without it the newest that can
/// be read. `Err` is the exit status once it has been said why there is none. A store still
/// busy after the wait, or a list of games that could not be read, stops the command.
fn to_continue(
    store: &Store,
    which: Option<GameId>,
    games: &[Summary],
    skipped: &mut Vec<String>,
    unlisted: Option<&str>,
) -> color_eyre::Result<Result<stepdoku_core::store::Saved, ExitCode>> {
    let Some(id) = which else {
        if games.is_empty()
            && let Some(why) = unlisted
        {
            bail!("cannot continue the last game: cannot list the games in progress: {why}");
        }
        return Ok(newest_readable(store, games, skipped)?);
    };
    if let Some(Holder::Other { pid, .. }) = holder_of(store, id) {
        super::say(held_elsewhere(id, pid));
        return Ok(Err(ExitCode::from(1)));
    }
    match store.load(id) {
        Ok(saved) => Ok(Ok(saved)),
        Err(e) => {
            super::say(format!("stepdoku: {}", unless_busy(e)?));
            Ok(Err(ExitCode::from(1)))
        }
    }
}

/// The game last played that can be read, for `--continue` without an id: one that cannot
/// (a row edited by hand, a puzzle with no solution) joins `skipped` and the next is tried.
/// The inner `Err` is the exit status once it has been said why there is none (none left,
/// or the newest readable one open in another window). A store still busy after the wait
/// stops the command: a game it kept from being read is no unreadable game.
fn newest_readable(
    store: &Store,
    games: &[Summary],
    skipped: &mut Vec<String>,
) -> Result<Result<stepdoku_core::store::Saved, ExitCode>, StillBusy> {
    for game in games {
        let id = game.id;
        if let Some(Holder::Other { pid, .. }) = holder_of(store, id) {
            super::say(held_elsewhere(id, pid));
            return Ok(Err(ExitCode::from(1)));
        }
        match store.load(id) {
            Ok(saved) => return Ok(Ok(saved)),
            Err(e) => skipped.push(format!("{}; it is left out", unless_busy(e)?)),
        }
    }
    for warning in skipped.iter() {
        super::say(format!("stepdoku: warning: {warning}"));
    }
    super::say("stepdoku: no game in progress to continue (`stepdoku games` lists them)");
    Ok(Err(ExitCode::from(1)))
}

fn held_elsewhere(id: GameId, pid: u32) -> String {
    format!(
        "stepdoku: game {id} is open in another stepdoku window (process {pid}); play it there, or open its puzzle to be offered a copy"
    )
}

/// Who holds game `id`, which may be anywhere in the list (not only on its first page).
fn holder_of(store: &Store, id: GameId) -> Option<Holder> {
    let puzzle = stepdoku_core::store::puzzle_key(&store.peek(id).ok()?.game);
    store.holder(&puzzle).ok().flatten()
}

/// The opening's notices, then the games the list left out, on the message line after any
/// the settings gave (each on a line of its own), and last what opening the puzzle said of the
/// game on screen: a warning (its saved game could not be read) always, for it says what the
/// player is looking at, and anything else when nothing was said before it.
fn tell(app: &mut App, notices: Vec<String>, skipped: &[String], about_the_game: Option<Message>) {
    for notice in notices {
        app.notice(notice);
    }
    if let Some(text) = crate::tui::app::left_out(skipped, "saved games", "stepdoku games") {
        app.notice(text);
    }
    match about_the_game {
        Some(said) if said.tone == Tone::Warning => app.notice(said.text),
        Some(said) if app.message.is_none() => app.message = Some(said),
        _ => {}
    }
}

/// The app on a new `game`: its puzzle's game in progress is continued instead, and if
/// another window has it open, the player is asked (take it over, or play a copy). A store
/// still busy after the wait stops the command: a new game would hide the saved one, and
/// its first save would make a second row of the puzzle. A saved game that cannot be read
/// is said, and the new game is saved beside it, the saved one left as it is.
fn open_puzzle(
    store: Option<&Store>,
    game: Game,
    daily: Option<String>,
    theme: Theme,
    now: Instant,
) -> Result<App, StillBusy> {
    let fresh = |game, why: Option<String>| {
        let mut app = App::new(game, None, theme, now);
        app.ledger.daily.clone_from(&daily);
        if let Some(why) = why {
            app.warn(why);
        }
        app
    };
    let Some(store) = store else {
        return Ok(fresh(game, None));
    };
    // A saved game that could not be read: a new game instead, saying why.
    let instead = |game, e, why: &dyn Fn(StoreError) -> String| -> Result<App, StillBusy> {
        Ok(fresh(game, Some(why(unless_busy(e)?))))
    };
    let holder = match store.holder(&stepdoku_core::store::puzzle_key(&game)) {
        Ok(holder) => holder,
        Err(e) => {
            return instead(game, e, &|e| {
                format!(
                    "Cannot look for a saved game of this puzzle ({e}); this is a new game, saved beside any other"
                )
            });
        }
    };
    match holder {
        None => Ok(fresh(game, None)),
        Some(Holder::Free(id)) => match store.load(id) {
            Ok(saved) => {
                let mut app = App::new(saved.game, None, theme, now);
                app.ledger.game_id = Some(saved.id);
                app.cursor = saved.cursor;
                app.ledger.daily = saved.daily;
                app.info("Continuing your game of this puzzle");
                Ok(app)
            }
            Err(e) => instead(game, e, &|e| {
                format!(
                    "Cannot continue your saved game of this puzzle: {e}. This is a new game, saved beside it; the saved one stays as it is"
                )
            }),
        },
        Some(Holder::Other { id, pid }) => match store.peek(id) {
            Ok(saved) => {
                let mut app = App::new(
                    game,
                    Some(Held {
                        saved: saved.game,
                        id,
                        pid,
                    }),
                    theme,
                    now,
                );
                app.ledger.daily = daily;
                Ok(app)
            }
            Err(e) => instead(game, e, &|e| {
                format!(
                    "Another stepdoku window (process {pid}) plays this puzzle, and its game cannot be read: {e}. This is a new game, saved as a copy"
                )
            }),
        },
    }
}

/// How a missing `puzzles/…` file of the docs is reached from the player: every bundled
/// collection is on the new-game menu's shelves.
fn play_route(collection: &Collection) -> String {
    format!(
        "a copy is bundled: the new-game menu (N) offers {}, and `stepdoku play` alone opens \
         a bundled {} puzzle at random, or that menu when you have games in progress",
        collection.name,
        bundled::DEFAULT_LEVEL.name()
    )
}

/// A puzzle drawn at random comes from the first this many of its file: more than any
/// collection holds, read in well under a second, and an endless pipe still ends.
const DRAWN_FROM: usize = 100_000;

/// The puzzle to play and its source: the one `--index` names, else one at random.
fn choose_puzzle(args: &PlayArgs) -> color_eyre::Result<(PuzzleSource, Puzzle)> {
    let Some(path) = &args.file else {
        let candidates: Vec<(PuzzleSource, Puzzle)> = bundled::puzzles()
            .into_iter()
            .map(|(source, grid)| (source, Puzzle::Classic(grid)))
            .collect();
        let label = "the bundled collection";
        let chosen = match args.index {
            Some(n) => input::pick(label, n, candidates.len())?,
            None => Rng::new(args.launch.seed.unwrap_or_else(time_seed)).below(candidates.len()),
        };
        return candidates
            .into_iter()
            .nth(chosen)
            .ok_or_else(|| eyre!("{label} holds no puzzle"));
    };
    if let Some(n) = args.index {
        return Ok(input::nth_puzzle(path, n)?);
    }
    // The file is streamed and one puzzle kept, drawn uniformly as they pass (each replaces
    // the kept one with chance 1/n), so no input is held whole, and an endless one is cut off.
    let mut rng = Rng::new(args.launch.seed.unwrap_or_else(time_seed));
    let mut chosen = None;
    let read = input::each_puzzle(path, DRAWN_FROM, |i, puzzle| {
        if rng.below(i + 1) == 0 {
            chosen = Some((i, puzzle));
        }
    })?;
    let label = read.named.shown();
    let (index, puzzle) = chosen.ok_or_else(|| eyre!("{label} holds no puzzle"))?;
    let count = if read.whole {
        read.count
    } else {
        PuzzleSource::UNCOUNTED
    };
    Ok((read.named.at(index, count), puzzle))
}

/// Without `--seed`, a different puzzle each run.
fn time_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64)
}
