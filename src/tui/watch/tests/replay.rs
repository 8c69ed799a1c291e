//! A learner's trace in the watch: the flagged step's words on screen (snapshot), the tried
//! cell and the undone one styled as a search's, counters and progress from the trace.

use insta::assert_snapshot;
use stepdoku_core::teaching::replay::{Numbering, ReplayMachine, parse};

use super::*;
use crate::tui::tests::{cell, render, terminal};
use crate::tui::view::watch::layout::layout;
use crate::tui::view::watch::style::WatchStyle;

/// A rule-breaking `try` in r1c3 (3 is in r1c2), its `undo`, then two legal moves.
const TRACE: &str = "read 81 cells\ntry 1 3 3\nundo 1 3\ntry 1 3 1\ntry 1 4 6\n";

fn replay_app() -> App {
    let start = grid(CLASSIC);
    let trace = parse(TRACE, Numbering::FromOne);
    let watch = Watch::replay("classic.txt", start, ReplayMachine::new(&start, &trace));
    let game = Game::new(&Grid::EMPTY, PuzzleSource::new("classic.txt", None, 0, 1)).unwrap();
    let mut app = App::new(game, None, Theme::color(), Instant::now());
    app.screen = Screen::Watch(Box::new(watch));
    app
}

fn style_at(app: &App, name: &str) -> (String, ratatui::style::Style) {
    let buf = render(app, 80, 24);
    let rect = layout(ratatui::layout::Rect::new(0, 0, 80, 24))
        .unwrap()
        .board
        .cell_rect(cell(name));
    let spot = &buf[(rect.x + rect.width / 2, rect.y + rect.height / 2)];
    (spot.symbol().to_owned(), spot.style())
}

#[test]
fn the_flagged_step_says_what_it_breaks_and_looks_like_a_try() {
    let mut app = replay_app();
    press(&mut app, WatchAction::Forward, 1);
    assert_snapshot!("replay_80x24_step_1", terminal(&app, 80, 24).backend());
    let style = WatchStyle::new(&Theme::color());
    let (text, look) = style_at(&app, "r1c3");
    assert_eq!(
        text, "3",
        "the illegal digit stands, as in the program's array"
    );
    assert_eq!(look.bg, style.tried.bg);
    press(&mut app, WatchAction::Forward, 1);
    let (text, _) = style_at(&app, "r1c3");
    assert_eq!(text, "×", "undone");
    let w = watch(&app);
    assert_eq!(w.search.counters().tries, 1);
    assert_eq!(w.search.counters().backtracks, 1);
    assert_eq!(
        w.search.counters().dead_ends,
        1,
        "an undo right after its try"
    );
    assert_eq!(w.search.progress(), Some(0.5));
}

#[test]
fn the_end_of_the_trace_says_how_it_ends_and_t_keeps_the_replay() {
    let mut app = replay_app();
    press(&mut app, WatchAction::ToEnd, 1);
    for _ in 0..100 {
        if !watch(&app).playback.is_playing() {
            break;
        }
        tick(&mut app, std::time::Duration::from_millis(17));
    }
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(screen.contains("The trace ends without a full"), "{screen}");
    press(&mut app, WatchAction::NextStrategy, 1);
    assert!(
        watch(&app).is_replay(),
        "t does not replace the learner's search"
    );
    assert_eq!(watch(&app).strategy_name(), "your search");
}

/// A search that unwinds after its solution (every try undone on its way back) reached a full
/// board: its end says so and when, and no flag says it ended without one.
#[test]
fn a_trace_that_unwinds_after_its_solution_says_it_reached_a_full_board() {
    let start = grid(CLASSIC);
    let solved = grid(crate::tui::tests::SOLUTION);
    let empty: Vec<usize> = (0..81).filter(|&i| start.values()[i] == 0).collect();
    let mut text = String::new();
    for &i in &empty {
        text.push_str(&format!(
            "try {} {} {}\n",
            i / 9 + 1,
            i % 9 + 1,
            solved.values()[i]
        ));
    }
    for &i in empty.iter().rev() {
        text.push_str(&format!("undo {} {}\n", i / 9 + 1, i % 9 + 1));
    }
    let trace = parse(&text, Numbering::FromOne);
    let unwinding = Watch::replay("classic.txt", start, ReplayMachine::new(&start, &trace));
    let mut app = replay_app();
    app.screen = Screen::Watch(Box::new(unwinding));
    press(&mut app, WatchAction::Forward, 2 * empty.len());
    let screen = terminal(&app, 80, 24).backend().to_string();
    // The pane wraps the sentence; its parts are on screen.
    assert!(
        screen.contains("Trace reached a full board at step")
            && screen.contains(&format!("{}, then undid its way back", empty.len())),
        "{screen}"
    );
    assert!(!screen.contains("without a full"), "{screen}");
    assert!(
        watch(&app)
            .summary()
            .contains("the trace reached a full board")
    );
    // Undoing the try that completed the board is a step back, not a dead end.
    assert_eq!(watch(&app).search.counters().dead_ends, 0);
}

/// A search with no stop after its full board (BOJ 2580's two-solution board): it goes back to
/// r4c6 and fills the board a second way. Its end says it searched on, with the counts, never
/// that it undid its way back; the first try after the full board is flagged.
#[test]
fn a_trace_that_searches_on_after_its_solution_says_so_at_its_end() {
    // The classic puzzle with more givens: two solutions, differing in r4c6, r4c9, r5c6, r5c9.
    let start =
        grid("534.7.9.267..9..48.9...256.85976.4..426.5.7....3924..6.6.5372...87.1963534528.179");
    let first = grid(crate::tui::tests::SOLUTION);
    let mut second = first;
    for (name, digit) in [("r4c6", 3), ("r4c9", 1), ("r5c6", 1), ("r5c9", 3)] {
        second.set(cell(name), stepdoku_core::Digit::new(digit));
    }
    let empty: Vec<usize> = (0..81).filter(|&i| start.values()[i] == 0).collect();
    let from = empty.iter().position(|&i| i == 3 * 9 + 5).unwrap();
    let rc = |i: usize| format!("{} {}", i / 9 + 1, i % 9 + 1);
    let mut text = String::new();
    for &i in &empty {
        text.push_str(&format!("try {} {}\n", rc(i), first.values()[i]));
    }
    for &i in empty[from..].iter().rev() {
        text.push_str(&format!("undo {}\n", rc(i)));
    }
    for &i in &empty[from..] {
        text.push_str(&format!("try {} {}\n", rc(i), second.values()[i]));
    }
    for &i in empty.iter().rev() {
        text.push_str(&format!("undo {}\n", rc(i)));
    }
    let trace = parse(&text, Numbering::FromOne);
    let steps = trace.steps.len();
    let on = Watch::replay("two.in", start, ReplayMachine::new(&start, &trace));
    let mut app = replay_app();
    app.screen = Screen::Watch(Box::new(on));
    // The first try after the full board: flagged at its step.
    let first_try = empty.len() + (empty.len() - from) + 1;
    press(&mut app, WatchAction::Forward, first_try);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(
        screen.contains("a try after the board was full"),
        "{screen}"
    );
    press(&mut app, WatchAction::ToEnd, 1);
    for _ in 0..1000 {
        if !watch(&app).playback.is_playing() {
            break;
        }
        tick(&mut app, std::time::Duration::from_millis(17));
    }
    let outcome = super::super::describe::outcome(watch(&app)).unwrap();
    let again = empty.len() - from;
    assert_eq!(
        outcome,
        format!(
            "Trace reached a full board at step {}, then searched on to step {steps}: {again} \
             more tries, another full board at step {}; stop after the first solution (return \
             once the board is full)",
            empty.len(),
            first_try + again - 1
        )
    );
    assert!(!outcome.contains("undid its way back"));
    assert_eq!(watch(&app).search.counters().solutions, 2);
}

#[test]
fn the_legend_names_the_learners_digits_and_the_exit_line_its_undos() {
    let mut app = replay_app();
    press(&mut app, WatchAction::Forward, 2);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(screen.contains("your program"), "{screen}");
    assert!(!screen.contains("solver"), "{screen}");
    // One try and its undo: an undo right after its try is a dead end.
    let line = watch(&app).summary();
    assert!(
        line.contains("(1 try, 1 undo: dead ends 1, back 0)"),
        "{line}"
    );
    assert!(!line.contains("backtrack"), "{line}");
}

#[test]
fn a_trace_the_judge_stopped_ends_with_why_not_a_flag() {
    let start = grid(CLASSIC);
    let mut trace = parse("try 1 3 1\ntry 1 4 6\n", Numbering::FromOne);
    trace.note_stop(&format!(
        "{}was stopped after 1.0 s (the time limit)\n",
        stepdoku_core::teaching::replay::STOPPED
    ));
    let watch = Watch::replay("classic.txt", start, ReplayMachine::new(&start, &trace));
    let mut app = replay_app();
    app.screen = Screen::Watch(Box::new(watch));
    press(&mut app, WatchAction::Forward, 2);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(
        screen.contains("The program was stopped after 1.0 s"),
        "{screen}"
    );
    assert!(!screen.contains("without a full"), "{screen}");
}

/// The trace's share is of the trace, not of a search tree: a program stopped midway has
/// explored only part of its tree, whatever share of its trace is replayed.
#[test]
fn the_share_shown_is_of_the_trace_replayed() {
    let mut app = replay_app();
    press(&mut app, WatchAction::Forward, 4);
    let buf = render(&app, 80, 24);
    let screen: String = (0..24)
        .map(|y| (0..80).map(|x| buf[(x, y)].symbol()).collect::<String>() + "\n")
        .collect();
    assert!(screen.contains("Replayed"), "{screen}");
    assert!(!screen.contains("Explored"), "{screen}");
}

#[test]
fn a_moves_words_from_the_trace_are_shown_escaped() {
    let start = grid(CLASSIC);
    let trace = parse("try 1 3 \u{1b}[2J\n", Numbering::FromOne);
    let watch = Watch::replay("classic.txt", start, ReplayMachine::new(&start, &trace));
    let mut app = replay_app();
    app.screen = Screen::Watch(Box::new(watch));
    press(&mut app, WatchAction::Forward, 1);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(screen.contains("\\e[2J"), "{screen}");
}

/// A search that breaks a rule on every try (as one that never checks its boxes does, a
/// hundred thousand times): `n` goes past the 1,000 moves the check lists in full, and the
/// step pane counts every problem, grouped in thousands.
#[test]
fn next_problem_counts_and_reaches_every_flagged_move() {
    use stepdoku_core::teaching::replay::summary;
    let start = grid(CLASSIC);
    // 5 in r1c3 breaks row 1 (r1c1 holds 5), then is taken back: 1,500 times.
    let trace = parse(&"try 1 3 5\nundo 1 3\n".repeat(1_500), Numbering::FromOne);
    let (stops, _) = crate::tui::watch::learner::Learner::stops_of(&summary(&start, &trace, None));
    let mut watch = Watch::replay("classic.txt", start, ReplayMachine::new(&start, &trace));
    watch.learner = Some(Box::new(crate::tui::watch::learner::Learner {
        stops,
        ..Default::default()
    }));
    let game = Game::new(&Grid::EMPTY, PuzzleSource::new("classic.txt", None, 0, 1)).unwrap();
    let mut app = App::new(game, None, Theme::color(), Instant::now());
    app.screen = Screen::Watch(Box::new(watch));
    press(&mut app, WatchAction::NextProblem, 2);
    assert_eq!(steps(&app), 3);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(screen.contains("Step 3 · problem 2 of 1,501 "), "{screen}");
    // Too narrow for it in the title: the count follows the step's words.
    let screen = terminal(&app, 65, 21).backend().to_string();
    assert!(screen.contains("│ Problem 2 of 1,501"), "{screen}");
    press(&mut app, WatchAction::NextProblem, 999);
    assert_eq!(steps(&app), 2_001);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(
        screen.contains("Step 2,001 · problem 1,001 of 1,501 "),
        "{screen}"
    );
    press(&mut app, WatchAction::NextProblem, 500);
    assert_eq!(steps(&app), 3_000);
    press(&mut app, WatchAction::NextProblem, 1);
    assert_eq!(
        crate::tui::tests::message(&app),
        "No problem after step 3,000"
    );
}

fn steps(app: &App) -> u64 {
    match &app.screen {
        Screen::Watch(watch) => watch.search.steps(),
        _ => panic!("not watching"),
    }
}
