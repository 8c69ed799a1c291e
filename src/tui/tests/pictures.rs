//! The documentation's pictures of the interface, drawn by the interface itself: each is a
//! real screen (the player mid-game with a whole hint, the watch with its code pane, the
//! watch with its search tree) rendered on a `TestBackend` and written as SVG. A picture
//! that no longer matches what the app draws fails here, with the command that redraws it.

use std::path::PathBuf;
use std::time::Duration;

use stepdoku_core::Grid;
use stepdoku_core::board::Board;
use stepdoku_core::game::{Game, Hint, PuzzleSource};
use stepdoku_core::solver::Strategy;

use super::*;
use crate::tui::action::WatchAction;
use crate::tui::app::Screen;
use crate::tui::view::svg::{self, DARK, LIGHT, Terminal};
use crate::tui::watch::{Origin, Watch};

/// Set to `refresh` to write the pictures instead of checking them.
const REFRESH: &str = "STEPDOKU_PICTURES";

/// The command that redraws every picture, said whenever one is stale.
pub const REFRESH_COMMAND: &str = "STEPDOKU_PICTURES=refresh cargo test --lib pictures \
     && STEPDOKU_PICTURES=refresh cargo test --test it pictures";

/// magictour top1465 #2: past the singles soon, so a whole hint has a pattern to draw.
const HARD: &str =
    "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........";

fn path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("docs/pictures")
        .join(name)
}

/// Whether the picture at `path` is `svg`; with [`REFRESH`] set, writes it first.
pub fn check(path: &std::path::Path, svg: &str) -> Result<(), String> {
    if std::env::var(REFRESH).is_ok_and(|v| v == "refresh") {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, svg).unwrap();
    }
    match std::fs::read_to_string(path) {
        Ok(committed) if committed == svg => Ok(()),
        Ok(_) => Err(format!(
            "{} no longer matches what stepdoku draws; redraw the pictures with\n    {REFRESH_COMMAND}\nand look at them before committing",
            path.display()
        )),
        Err(e) => Err(format!(
            "{} cannot be read ({e}); draw the pictures with\n    {REFRESH_COMMAND}",
            path.display()
        )),
    }
}

fn picture(app: &App, (width, height): (u16, u16), terminal: Terminal, name: &str, title: &str) {
    let svg = svg::picture(&render(app, width, height), terminal, title);
    if let Err(why) = check(&path(name), &svg) {
        panic!("{why}");
    }
}

/// The hard puzzle well under way: hints applied until a third of the board is filled and the next
/// one removes candidates (a pattern, not a single), then asked for twice, so the whole hint
/// is on the board.
fn mid_game_with_a_whole_hint() -> App {
    let game = Game::new(&grid(HARD), PuzzleSource::new("hard.txt", None, 0, 2)).unwrap();
    let start = std::time::Instant::now();
    let mut app = App::new(game, None, Theme::dark(), start);
    for _ in 0..100 {
        let filled = Cell::all()
            .filter(|&c| app.game.board().get(c).is_some())
            .count();
        if let Hint::Deduction(d) = app.game.hint()
            && !d.eliminations.is_empty()
            && filled >= 30
        {
            break;
        }
        act(&mut app, &[Action::Hint, Action::Hint, Action::Hint]);
    }
    app.message = None;
    act(
        &mut app,
        &[Action::Clock(start + Duration::from_secs(7 * 60 + 42), 0)],
    );
    act(&mut app, &[Action::Hint, Action::Hint]);
    app
}

/// `stepdoku watch puzzles/classic.txt`, row-major, some way into its search.
fn watching(theme: Theme, pane: WatchAction, step: &str) -> App {
    let start = grid(CLASSIC);
    let watch = Watch::new(
        Origin::Alone,
        "classic.txt",
        start,
        Board::new(&start).givens(),
        Strategy::RowMajor,
    )
    .unwrap();
    let game = Game::new(&Grid::EMPTY, PuzzleSource::new("classic.txt", None, 0, 1)).unwrap();
    let mut app = App::new(game, None, theme, std::time::Instant::now());
    app.screen = Screen::Watch(Box::new(watch));
    for digit in step.bytes() {
        act(&mut app, &[Action::Watch(WatchAction::Type(digit - b'0'))]);
    }
    act(
        &mut app,
        &[Action::Watch(WatchAction::GoToStep), Action::Watch(pane)],
    );
    // The pane's opening sentence has been read: the picture shows the step's own words.
    app.message = None;
    app
}

#[test]
fn pictures_the_player_mid_game_with_a_whole_hint() {
    let app = mid_game_with_a_whole_hint();
    assert!(app.hint.is_some(), "a hint is on screen");
    picture(
        &app,
        (110, 40),
        DARK,
        "player-hint.svg",
        "The player mid-game, a whole hint drawn on the board",
    );
}

#[test]
fn pictures_the_watch_with_its_code_pane() {
    let app = watching(Theme::dark(), WatchAction::ToggleCode, "53");
    picture(
        &app,
        (100, 26),
        DARK,
        "watch-code.svg",
        "The watch: a row-major search beside its code, the line this step runs lit",
    );
}

#[test]
fn pictures_the_watch_with_its_search_tree() {
    let app = watching(Theme::light(), WatchAction::ToggleTree, "4000");
    picture(
        &app,
        (100, 26),
        LIGHT,
        "watch-tree.svg",
        "The watch, light theme: the search tree beside the board",
    );
}

/// The check cannot pass by accident: a picture that differs by one character fails, and
/// says how to redraw it.
#[test]
fn pictures_that_differ_fail_with_the_command_that_redraws_them() {
    if std::env::var(REFRESH).is_ok() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("x.svg");
    std::fs::write(&file, "<svg>1</svg>\n").unwrap();
    assert_eq!(check(&file, "<svg>1</svg>\n"), Ok(()));
    let why = check(&file, "<svg>2</svg>\n").unwrap_err();
    assert!(why.contains(REFRESH_COMMAND), "{why}");
    assert!(check(&dir.path().join("missing.svg"), "<svg/>").is_err());
}

#[test]
fn pictures_the_statistics() {
    let app = super::stats::showing(super::stats::played_stats(), Theme::dark());
    picture(
        &app,
        (80, 24),
        DARK,
        "stats.svg",
        "The statistics: times per level as a chart beside the daily streak as a calendar",
    );
}
