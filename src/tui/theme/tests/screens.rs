//! Contrast as the screen shows it: states where styles meet on a cell (a heat shade, a dead
//! end's unit tint and evidence, candidates, a hint's marks, the cursor, same digits, a
//! clash), rendered on a test terminal, and every cell with text measured with the colours
//! resolved as a terminal of the theme's kind draws them.

use std::time::Instant;

use ratatui::buffer::Buffer;
use ratatui::style::Color;
use stepdoku_core::game::{Game, PuzzleSource};
use stepdoku_core::solver::Strategy;
use stepdoku_core::{Board, Grid};

use super::{Theme, terminal_backgrounds, wcag};
use crate::tui::action::{Action, Direction, FilterStep, WatchAction};
use crate::tui::app::{App, Screen};
use crate::tui::tests::{act, cell, digit, grid, render};
use crate::tui::watch::{Origin, Watch};

/// Built to defeat row-major backtracking: its search meets dead ends at once.
const ANTIBRUTE: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

const SIZES: [(u16, u16); 3] = [(80, 24), (120, 40), (73, 21)];

/// RGB as a terminal of the theme's kind draws `color`; `None` for the terminal's own.
fn resolve(color: Option<Color>) -> Option<(u8, u8, u8)> {
    match color {
        None | Some(Color::Reset) => None,
        Some(Color::Rgb(r, g, b)) => Some((r, g, b)),
        Some(Color::Indexed(i)) => Some(
            wcag::xterm(i)
                .unwrap_or_else(|| panic!("{i}: a colour the terminal's scheme may remap")),
        ),
        Some(other) => panic!("{other:?}: a colour the terminal's scheme may remap"),
    }
}

/// Every cell of `buf` holding text, below 4.5:1 against its background: `what`, where, the
/// pair and the ratio.
fn failures(what: &str, theme: &Theme, buf: &Buffer) -> Vec<String> {
    // The terminal's own text colour, where a style leaves it: light on dark, dark on light.
    let default_fg = if theme.light {
        (0, 0, 0)
    } else {
        (0xd0, 0xd0, 0xd0)
    };
    let mut failed = Vec::new();
    for p in buf.area.positions() {
        let c = &buf[p];
        // Text only: the grid's lines and the gauge's blocks are drawn faint on purpose.
        let drawing = c
            .symbol()
            .chars()
            .all(|ch| ('\u{2500}'..='\u{259f}').contains(&ch));
        if c.symbol().trim().is_empty() || drawing {
            continue;
        }
        let (fg, bg) = (resolve(Some(c.fg)), resolve(Some(c.bg)));
        if fg.is_none() && bg.is_none() {
            continue; // the terminal's own pair
        }
        let backgrounds = match bg {
            Some(bg) => vec![bg],
            None => terminal_backgrounds(theme)
                .into_iter()
                .filter_map(|b| resolve(Some(b)))
                .collect(),
        };
        let fg_rgb = fg.unwrap_or(default_fg);
        for bg_rgb in backgrounds {
            let r = wcag::ratio(fg_rgb, bg_rgb);
            if r < super::super::READABLE {
                failed.push(format!(
                    "{what}: {:?} at ({},{}): {:?} on {:?} is {r:.2}:1",
                    c.symbol(),
                    p.x,
                    p.y,
                    c.fg,
                    c.bg
                ));
            }
        }
    }
    failed
}

fn watching(theme: Theme, puzzle: &str, strategy: Strategy) -> App {
    let start = grid(puzzle);
    let source = PuzzleSource::new("test", None, 0, 1);
    let watch = Watch::new(
        Origin::Alone,
        source.to_string(),
        start,
        Board::new(&start).givens(),
        strategy,
    )
    .expect("a puzzle without clashes");
    let game = Game::new(&Grid::EMPTY, source).expect("an empty game");
    let mut app = App::new(game, None, theme, Instant::now());
    app.screen = Screen::Watch(Box::new(watch));
    app
}

fn watch_mut(app: &mut App) -> &mut Watch {
    match &mut app.screen {
        Screen::Watch(watch) => watch,
        _ => panic!("not watching"),
    }
}

/// Forward one step at a time until a dead end stands (its units and evidence drawn).
fn to_dead_end(app: &mut App) {
    for _ in 0..200_000 {
        act(app, &[Action::Watch(WatchAction::Forward)]);
        if watch_mut(app).search.dead_end().is_some() {
            return;
        }
    }
    panic!("no dead end");
}

/// The heatmap under dead ends, one after another: the hottest shades (black text) meet
/// the dead end's unit tint sooner or later. Measured at 80×24.
fn dead_ends_with_heat(theme: Theme) -> Vec<String> {
    let mut app = watching(theme, ANTIBRUTE, Strategy::RowMajor);
    watch_mut(&mut app).heatmap = true;
    let mut failed = Vec::new();
    for n in 1..=300 {
        to_dead_end(&mut app);
        failed.extend(failures(
            &format!("heat, dead end {n}"),
            &theme,
            &render(&app, 80, 24),
        ));
    }
    failed
}

/// Watch states where the heatmap, a dead end's evidence and candidates meet.
fn watch_states(theme: Theme) -> Vec<(String, App)> {
    let mut states = Vec::new();
    for (heat, candidates) in [(true, false), (false, true), (true, true)] {
        for dead_ends in [1, 40] {
            let mut app = watching(theme, ANTIBRUTE, Strategy::RowMajor);
            {
                let w = watch_mut(&mut app);
                w.heatmap = heat;
                w.candidates = candidates;
            }
            for _ in 0..dead_ends {
                to_dead_end(&mut app);
            }
            let name = format!("watch heat={heat} candidates={candidates} dead end {dead_ends}");
            states.push((name, app));
        }
    }
    for step in 1..=6 {
        states.push((format!("watch logic step {step}"), logic(theme, step)));
    }
    states
}

/// A logic watch `steps` steps in, candidates shown.
fn logic(theme: Theme, steps: usize) -> App {
    let mut app = watching(theme, ANTIBRUTE, Strategy::RowMajor);
    let _ = watch_mut(&mut app).set_method(stepdoku_core::teaching::method::Method::Logic);
    watch_mut(&mut app).candidates = true;
    for _ in 0..steps {
        act(&mut app, &[Action::Watch(WatchAction::Forward)]);
    }
    app
}

/// Player states: the cursor on givens, entries, notes and clashes, with same digits, the
/// filter, mistakes, and a hint's marks.
fn play_states(theme: Theme) -> Vec<(String, App)> {
    let mut states = Vec::new();
    for cursor in ["r1c1", "r1c3", "r2c2", "r5c5", "r9c9"] {
        for filter in [false, true] {
            let mut app = crate::tui::tests::app_with(theme);
            app.game.settings_mut().show_mistakes = true;
            app.cursor = cell("r1c3");
            act(&mut app, &[digit(5)]); // a clash with r1c1
            app.cursor = cell("r1c4");
            act(&mut app, &[digit(2)]); // a mistake (the solution has 6)
            app.cursor = cell("r2c2");
            act(
                &mut app,
                &[
                    Action::ToggleNotesMode,
                    digit(2),
                    digit(7),
                    Action::ToggleNotesMode,
                ],
            );
            app.cursor = cell(cursor);
            if filter {
                act(&mut app, &[const { Action::Filter(FilterStep::Next) }; 5]);
            }
            act(
                &mut app,
                &[
                    Action::Move(Direction::Right),
                    Action::Move(Direction::Left),
                ],
            );
            states.push((format!("play cursor {cursor} filter={filter}"), app));
            let mut hinted = crate::tui::tests::app_with(theme);
            hinted.cursor = cell(cursor);
            act(&mut hinted, &[Action::Hint, Action::Hint]);
            states.push((format!("play hint cursor {cursor}"), hinted));
        }
    }
    states
}

fn check(theme: Theme) -> Vec<String> {
    let mut failed = dead_ends_with_heat(theme);
    for (name, app) in watch_states(theme).into_iter().chain(play_states(theme)) {
        for (w, h) in SIZES {
            failed.extend(failures(
                &format!("{name} at {w}x{h}"),
                &theme,
                &render(&app, w, h),
            ));
        }
    }
    failed.sort();
    failed.dedup();
    failed
}

#[test]
fn every_cell_of_the_dark_screens_reads_at_4_5_to_1() {
    let failed = check(Theme::dark());
    assert!(
        failed.is_empty(),
        "{} failures:\n{}",
        failed.len(),
        failed.join("\n")
    );
}

#[test]
fn every_cell_of_the_light_screens_reads_at_4_5_to_1() {
    let failed = check(Theme::light());
    assert!(
        failed.is_empty(),
        "{} failures:\n{}",
        failed.len(),
        failed.join("\n")
    );
}
