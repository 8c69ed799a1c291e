//! The watch on a Sudominoku: dominoes joined and tinted, the tried domino, the pairs still
//! unused, exact steps back, and the solution at the end.

use std::time::Duration;

use insta::assert_snapshot;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use stepdoku_core::format;

use super::*;
use crate::tui::tests::{cell, render, terminal};
use crate::tui::view::watch::layout::layout;
use crate::tui::view::watch::style::WatchStyle;
use crate::tui::watch::{Outcome, describe};

const SAMPLE: &str = include_str!("../../../../tests/data/boj/boj4574-sample.in");
/// The judge's answer to the sample's first puzzle.
const SOLUTION: &str =
    "872643195361975842549218637126754983738169254495832761284597316657381429913426578";

fn dominoes() -> App {
    let document = format::parse("boj4574-sample.in", SAMPLE, None).unwrap();
    let puzzle = document.puzzles[0].as_sudominoku().unwrap().clone();
    let watch = Watch::sudominoku("boj4574-sample.in #1 of 2", puzzle);
    let mut app = alone();
    app.screen = Screen::Watch(Box::new(watch));
    app
}

/// The screen cell at `(dx, dy)` from the top-left of `name`'s box.
fn at(buf: &Buffer, name: &str, (dx, dy): (i32, i32), size: (u16, u16)) -> ratatui::buffer::Cell {
    let rect = layout(Rect::new(0, 0, size.0, size.1))
        .unwrap()
        .board
        .cell_rect(cell(name));
    buf[(
        (i32::from(rect.x) + dx) as u16,
        (i32::from(rect.y) + dy) as u16,
    )]
        .clone()
}

#[test]
fn given_dominoes_are_joined_and_tinted_and_borders_stay_between_dominoes() {
    let style = WatchStyle::new(&Theme::color());
    let app = dominoes();
    let buf = render(&app, 80, 24);
    // 6 B2 1 B3: a given domino across r2c2-r2c3; the line between them is gone.
    let (b2, join, b3) = (
        at(&buf, "r2c2", (1, 0), (80, 24)),
        at(&buf, "r2c2", (3, 0), (80, 24)),
        at(&buf, "r2c3", (1, 0), (80, 24)),
    );
    assert_eq!((b2.symbol(), b3.symbol()), ("6", "1"));
    assert_eq!(join.symbol(), " ", "joined");
    for c in [&b2, &join, &b3] {
        assert_eq!(c.bg, style.domino_given.bg.unwrap());
    }
    // r2c1 is not on a domino yet: its line to r2c2 stays, a border.
    assert_eq!(at(&buf, "r2c1", (3, 0), (80, 24)).symbol(), "│");
    // 2 C4 9 C3 reaches across the box line between c3 and c4: joined (the domino's tint
    // runs across), and the box edge stays drawn over it, broken: without colour the break
    // is all that shows one domino rather than two cells.
    let edge = at(&buf, "r3c3", (3, 0), (80, 24));
    assert_eq!(edge.symbol(), "╏");
    assert_eq!(
        at(&buf, "r3c6", (3, 0), (80, 24)).symbol(),
        "┃",
        "no domino across"
    );
    assert_eq!(edge.bg, at(&buf, "r3c3", (1, 0), (80, 24)).bg);
    // A single keeps no tint: the given 2 at A3 is one.
    assert_eq!(at(&buf, "r1c3", (1, 0), (80, 24)).symbol(), "2");
    assert_ne!(
        at(&buf, "r1c3", (1, 0), (80, 24)).bg,
        style.domino_given.bg.unwrap()
    );
}

#[test]
fn the_tried_domino_stands_out_and_its_pair_is_used() {
    let style = WatchStyle::new(&Theme::color());
    let mut app = dominoes();
    let free_before = 36 - watch(&app).search.used_pairs().len();
    press(&mut app, WatchAction::Forward, 1);
    let event = describe::event(watch(&app));
    // r1c2 holds a given 7: the first domino reaches down.
    assert!(event.starts_with("r1c1-r2c1: try 3-5"), "{event}");
    let buf = render(&app, 80, 24);
    for name in ["r1c1", "r2c1"] {
        assert_eq!(
            at(&buf, name, (1, 0), (80, 24)).bg,
            style.tried.bg.unwrap(),
            "{name}"
        );
    }
    let join = at(&buf, "r1c1", (1, 1), (80, 24));
    assert_eq!(
        (join.symbol(), join.bg),
        (" ", style.tried.bg.unwrap()),
        "the join"
    );
    assert_eq!(36 - watch(&app).search.used_pairs().len(), free_before - 1);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(
        screen.contains(&format!("Pairs · {} of 36 unused", free_before - 1)),
        "{screen}"
    );
}

#[test]
fn steps_back_are_exact_and_end_finds_the_judges_answer() {
    let mut app = dominoes();
    press(&mut app, WatchAction::Forward, 60);
    let at_60 = render(&app, 120, 40);
    press(&mut app, WatchAction::Forward, 25);
    press(&mut app, WatchAction::Back, 25);
    assert_eq!(
        render(&app, 120, 40),
        at_60,
        "the same screen, cell for cell"
    );
    press(&mut app, WatchAction::ToEnd, 1);
    for _ in 0..10_000 {
        if !watch(&app).playback.is_playing() {
            break;
        }
        tick(&mut app, Duration::from_millis(17));
    }
    assert_eq!(watch(&app).outcome(), Outcome::Solved);
    assert_eq!(watch(&app).search.grid().to_line(), SOLUTION);
    assert_eq!(
        watch(&app).search.used_pairs().len(),
        36,
        "every pair used once"
    );
    press(&mut app, WatchAction::CountSolutions, 1);
    assert_eq!(app.message.unwrap().text, "Exactly 1 solution");
}

#[test]
fn t_explains_that_sudominoku_has_one_search() {
    let mut app = dominoes();
    press(&mut app, WatchAction::Forward, 3);
    press(&mut app, WatchAction::NextStrategy, 1);
    assert!(app.message.as_ref().unwrap().text.contains("one search"));
    assert_eq!(watch(&app).search.steps(), 3, "nothing restarted");
}

/// The domino search has one order: its watch neither binds `t` nor lists it in the footer
/// or the help, while a classic watch does.
#[test]
fn the_sudominoku_watch_does_not_offer_t() {
    use crate::tui::keymap::Keymap;
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let t = KeyEvent::new(KeyCode::Char('t'), KeyModifiers::NONE);
    let mut app = dominoes();
    assert_eq!(Keymap::STANDARD.action_for_key(&t, app.key_context()), None);
    assert!(
        !Keymap::STANDARD
            .footer_entries(app.key_context())
            .any(|e| e.keys == "t")
    );
    assert!(
        !Keymap::STANDARD
            .help_rows(app.key_context())
            .map(|(b, _)| b)
            .any(|b| b.help.contains("strategy"))
    );
    let footer = terminal(&app, 120, 40).backend().to_string();
    assert!(!footer.contains("strategy"), "{footer}");
    act(&mut app, &[Action::ToggleHelp]);
    let help = terminal(&app, 120, 40).backend().to_string();
    assert!(!help.contains("Next strategy"), "{help}");

    let classic = alone();
    assert_eq!(
        Keymap::STANDARD.action_for_key(&t, classic.key_context()),
        Some(Action::Watch(WatchAction::NextStrategy))
    );
    assert!(
        Keymap::STANDARD
            .footer_entries(classic.key_context())
            .any(|e| e.keys == "t")
    );
}

#[test]
fn sudominoku_at_80x24() {
    let mut app = dominoes();
    press(&mut app, WatchAction::Forward, 5);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn sudominoku_at_120x40() {
    let mut app = dominoes();
    press(&mut app, WatchAction::Forward, 40);
    assert_snapshot!(terminal(&app, 120, 40).backend());
}

/// At the smallest size the watch accepts, the panes hold their text: the pairs in two
/// columns, the stack's headings whole.
#[test]
fn sudominoku_at_73x21() {
    let mut app = dominoes();
    press(&mut app, WatchAction::Forward, 5);
    let screen = terminal(&app, 73, 21).backend().to_string();
    // The stack has one line: the current frame rather than the column names, its ways to
    // try counted rather than cut.
    for whole in ["5: 6 7 8 ·", "3 r1c6-r1c7  9-1  +5 ", "speed 5/s"] {
        assert!(screen.contains(whole), "{whole:?} cut: {screen}");
    }
    assert_snapshot!(screen);
}

/// The step pane's text, row by row, at 80×24.
fn step_pane(app: &App) -> Vec<String> {
    let screen = terminal(app, 80, 24).backend().to_string();
    let rows: Vec<String> = screen
        .lines()
        .map(|r| r.trim_matches('"').chars().skip(41).collect())
        .collect();
    let top = rows
        .iter()
        .position(|r| r.contains("┌ Step"))
        .expect("a step pane");
    rows[top + 1..]
        .iter()
        .take_while(|r| !r.starts_with('└'))
        .map(|r| r.trim_matches(['│', ' ']).to_owned())
        .collect()
}

#[test]
fn the_step_pane_shows_its_whole_message_at_80x24() {
    let mut app = dominoes();
    press(&mut app, WatchAction::Forward, 1);
    act(
        &mut app,
        &[Action::ClassicOnly(
            'd',
            "Run to the next dead end: a cell where nothing fits",
        )],
    );
    let pane = step_pane(&app);
    let text = pane.join(" ");
    assert!(!text.contains('…'), "{pane:#?}");
    assert!(text.ends_with("runs to the end"), "{pane:#?}");
}

#[test]
fn classic_keys_on_a_sudominoku_say_why_they_do_nothing() {
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let mut app = dominoes();
    for (key, says) in [
        ('t', "next strategy"),
        ('d', "run to the next dead end"),
        ('b', "run to the next backtrack"),
    ] {
        let event =
            crossterm::event::Event::Key(KeyEvent::new(KeyCode::Char(key), KeyModifiers::NONE));
        let action = crate::tui::input::action_for_event(&event, &app, Rect::new(0, 0, 80, 24))
            .expect("the key answers");
        act(&mut app, &[action]);
        let message = crate::tui::tests::message(&app);
        assert!(
            message.contains(says) && message.contains("is for a classic Sudoku"),
            "{key}: {message}"
        );
    }
}

/// `--strategy row-major` watches the post's search as written: to its solution it makes the
/// post's 3,581 tries on the first puzzle of `puzzles/sudominoku.in` (the default, with its
/// dead-cell check, 1,364), and reaches the same answer.
#[test]
fn the_post_as_written_makes_the_posts_tries() {
    let text = include_str!("../../../../puzzles/sudominoku.in");
    let document = format::parse("sudominoku.in", text, None).unwrap();
    let puzzle = document.puzzles[0].as_sudominoku().unwrap().clone();
    let mut written = Watch::sudominoku_as_written("sudominoku.in", puzzle.clone());
    let mut default = Watch::sudominoku("sudominoku.in", puzzle);
    for watch in [&mut written, &mut default] {
        watch.search.forward_by(u64::MAX);
        assert_eq!(watch.outcome(), Outcome::Solved);
    }
    assert_eq!(written.search.counters().tries, 3_581);
    assert_eq!(default.search.counters().tries, 1_364);
    assert_eq!(
        written.search.first_solution(),
        default.search.first_solution()
    );
    // Each is named as its listing in the code pane names it, the title included.
    assert_eq!(written.strategy_name(), "dominoes-as-written");
    assert_eq!(default.strategy_name(), "dominoes");
    let mut app = alone();
    app.screen = Screen::Watch(Box::new(written));
    let screen = terminal(&app, 120, 40).backend().to_string();
    assert!(screen.contains(" · dominoes-as-written "), "{screen}");
}

/// A Sudominoku's replay draws the dominoes as the watch does: the given ones joined and
/// tinted, each placed one joined (across or down) in the placed tint, and the pairs panel.
#[test]
fn a_sudominoku_replay_joins_the_given_and_the_placed_dominoes() {
    use stepdoku_core::teaching::replay::{Numbering, ReplayMachine, Shape, parse_shaped};
    let style = WatchStyle::new(&Theme::color());
    let document = format::parse("boj4574-sample.in", SAMPLE, None).unwrap();
    let puzzle = document.puzzles[0].as_sudominoku().unwrap().clone();
    // The post's first two moves: 3-5 down r1c1-r2c1, then 6-4 across r1c4-r1c5.
    let trace = parse_shaped(
        "try 1 1 2 1 3 5\ntry 1 4 1 5 6 4\n",
        Numbering::FromOne,
        Shape::Sudominoku,
    );
    let machine = ReplayMachine::sudominoku(&puzzle, &trace);
    let mut watch = Watch::replay("boj4574-sample.in", *puzzle.grid(), machine);
    watch.dominoes = Some(Box::new(puzzle));
    let mut app = alone();
    app.screen = Screen::Watch(Box::new(watch));
    press(&mut app, WatchAction::Forward, 2);
    let size = (80, 24);
    let buf = render(&app, size.0, size.1);
    // 6 B2 1 B3, the given domino: joined and tinted as given.
    let join = at(&buf, "r2c2", (3, 0), size);
    assert_eq!(join.symbol(), " ", "the given domino is joined");
    assert_eq!(join.bg, style.domino_given.bg.unwrap());
    // The placed ones: joined, across and down, tinted as placed.
    let across = at(&buf, "r1c4", (3, 0), size);
    assert_eq!(across.symbol(), " ", "r1c4-r1c5 is joined");
    let down = at(&buf, "r1c1", (1, 1), size);
    assert_eq!(down.symbol(), " ", "r1c1-r2c1 is joined");
    assert_ne!(across.bg, style.domino_given.bg.unwrap());
    // A cell on no domino keeps its line: r1c2 to r1c3.
    assert_eq!(at(&buf, "r1c2", (3, 0), size).symbol(), "│");
    let screen = terminal(&app, size.0, size.1).backend().to_string();
    assert!(screen.contains("Pairs · "), "{screen}");
}

/// Dominoes the search lays across a box edge are drawn joined as given ones are: the edge
/// broken under them (`╏` across a column edge, `╍` across a row edge), without colour too.
#[test]
fn placed_dominoes_across_a_box_edge_break_it_too() {
    let mut app = dominoes();
    app.theme = crate::tui::theme::Theme::monochrome();
    let givens = watch(&app).search.joined_dominoes();
    let (mut across_columns, mut across_rows) = (None, None);
    for _ in 0..20_000 {
        if across_columns.is_some() && across_rows.is_some() {
            break;
        }
        press(&mut app, WatchAction::Forward, 1);
        for [a, b] in watch(&app).search.joined_dominoes() {
            if givens.contains(&[a, b]) {
                continue;
            }
            let (first, second) = if a < b { (a, b) } else { (b, a) };
            let found = if first.row() == second.row() && first.col() % 3 == 2 {
                &mut across_columns
            } else if first.col() == second.col() && first.row() % 3 == 2 {
                &mut across_rows
            } else {
                continue;
            };
            if found.is_none() {
                let buf = render(&app, 80, 24);
                let name = first.to_string();
                let (offset, glyph) = if first.row() == second.row() {
                    ((3, 0), "╏")
                } else {
                    ((1, 1), "╍")
                };
                assert_eq!(at(&buf, &name, offset, (80, 24)).symbol(), glyph, "{name}");
                *found = Some(name);
            }
        }
    }
    assert!(
        across_columns.is_some() && across_rows.is_some(),
        "{across_columns:?} {across_rows:?}"
    );
}

/// The learner's guide names the keys a Sudominoku replay leaves to a classic Sudoku: each of
/// them, pressed in one, says so, and the steps still go on with `→`.
#[test]
fn the_keys_the_guide_leaves_to_a_classic_sudoku_say_so_in_a_sudominoku_replay() {
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    use stepdoku_core::teaching::replay::{Numbering, ReplayMachine, Shape, parse_shaped};
    let guide = include_str!("../../../../docs/learner.md");
    let said = "the keys of a classic search's tree, ";
    let at = guide.find(said).expect("the guide names them") + said.len();
    let list = &guide[at..at + guide[at..].find(", are for a classic Sudoku").unwrap()];
    let keys: Vec<char> = list
        .split('`')
        .skip(1)
        .step_by(2)
        .filter_map(|k| k.chars().next())
        .collect();
    assert!(keys.contains(&'d') && keys.len() >= 5, "{keys:?}");
    let document = format::parse("boj4574-sample.in", SAMPLE, None).unwrap();
    let puzzle = document.puzzles[0].as_sudominoku().unwrap().clone();
    let trace = parse_shaped(
        "try 1 1 2 1 3 5\ntry 1 4 1 5 6 4\n",
        Numbering::FromOne,
        Shape::Sudominoku,
    );
    let machine = ReplayMachine::sudominoku(&puzzle, &trace);
    let mut watch = Watch::replay("boj4574-sample.in", *puzzle.grid(), machine);
    watch.dominoes = Some(Box::new(puzzle));
    let mut app = alone();
    app.screen = Screen::Watch(Box::new(watch));
    for key in keys {
        let event =
            crossterm::event::Event::Key(KeyEvent::new(KeyCode::Char(key), KeyModifiers::NONE));
        let action = crate::tui::input::action_for_event(&event, &app, Rect::new(0, 0, 80, 24))
            .expect("the key answers");
        act(&mut app, &[action]);
        let message = crate::tui::tests::message(&app);
        assert!(
            message.contains("is for a classic Sudoku"),
            "{key}: {message}"
        );
    }
    press(&mut app, WatchAction::Forward, 1);
    assert_eq!(super::watch(&app).search.steps(), 1);
}
