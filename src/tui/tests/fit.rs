//! No legend, footer, counter or stack row is cut inside a word at the sizes people use: the
//! watch (every strategy, pane and theme), the Sudominoku watch, a replay, the race and the
//! player are drawn at 65×21, 80×24 and larger, and every `…` that ends a word cut short
//! fails (a file name cut in its middle, `cl…ic`, is a name shortened, not a word cut).

use std::collections::BTreeSet;
use std::time::Duration;

use stepdoku_core::Grid;
use stepdoku_core::game::{Game, PuzzleSource};
use stepdoku_core::solver::Strategy;
use stepdoku_core::teaching::method::Method;
use stepdoku_core::teaching::replay::{Numbering, ReplayMachine, parse};

use super::*;
use crate::tui::action::{Action, RaceAction, WatchAction};
use crate::tui::app::Screen;
use crate::tui::watch::Watch;
use crate::tui::watch::tests::{alone_on, press, watch_mut};

const SIZES: [(u16, u16); 4] = [(65, 21), (80, 24), (100, 30), (120, 40)];

/// Words that end in `…` on purpose: work still going on.
const UNDER_WAY: &[&str] = &["headless…"];

/// The `…`s of `line` that end a cut word: a letter before, none after.
fn cut_words(line: &str) -> Vec<String> {
    let chars: Vec<char> = line.chars().collect();
    let mut cuts = Vec::new();
    for (i, &c) in chars.iter().enumerate() {
        let after_letter = i > 0 && chars[i - 1].is_alphabetic();
        let inside_name = chars.get(i + 1).is_some_and(|c| c.is_alphanumeric());
        if c != '…' || !after_letter || inside_name {
            continue;
        }
        let start = chars[..i]
            .iter()
            .rposition(|c| !c.is_alphanumeric())
            .map_or(0, |p| p + 1);
        let word: String = chars[start..=i].iter().collect();
        if !UNDER_WAY.contains(&word.as_str()) {
            cuts.push(word);
        }
    }
    cuts
}

fn check(label: &str, app: &App, found: &mut BTreeSet<String>) {
    for (w, h) in SIZES {
        let text = terminal(app, w, h).backend().to_string();
        for line in text.lines() {
            for word in cut_words(line) {
                found.insert(format!("{w}x{h} {label}: {word} in {line}"));
            }
        }
    }
}

const PUZZLES: [&str; 2] = [
    CLASSIC,
    "85...24..72......9..4.........1.7..23.5...9...4...........8..7..17..........36.4.",
];

const PANES: [Option<WatchAction>; 7] = [
    None,
    Some(WatchAction::ToggleHeatmap),
    Some(WatchAction::ToggleCandidates),
    Some(WatchAction::ToggleCode),
    Some(WatchAction::ToggleTree),
    Some(WatchAction::Predict),
    Some(WatchAction::Slow),
];

fn searches(theme: &Theme, found: &mut BTreeSet<String>) {
    let strategies = [
        Strategy::RowMajor,
        Strategy::Blanks,
        Strategy::Mrv,
        Strategy::Propagate,
    ];
    for (puzzle, strategy, pane) in PUZZLES.iter().flat_map(|p| {
        strategies
            .iter()
            .flat_map(move |s| PANES.iter().map(move |pane| (*p, *s, *pane)))
    }) {
        let mut app = alone_on(puzzle, *theme, strategy);
        if let Some(pane) = pane {
            press(&mut app, pane, 1);
            finish_work(&mut app);
        }
        count_whole_trees(&mut app);
        for n in [0, 1, 5, 30, 200] {
            press(&mut app, WatchAction::Forward, n);
            check(&format!("{strategy:?} {pane:?} +{n}"), &app, found);
        }
    }
}

fn logic(theme: &Theme, found: &mut BTreeSet<String>) {
    for puzzle in PUZZLES {
        let mut app = alone_on(puzzle, *theme, Strategy::RowMajor);
        watch_mut(&mut app).set_method(Method::Logic).unwrap();
        for n in 0..40 {
            press(&mut app, WatchAction::Forward, 1);
            check(&format!("logic +{n}"), &app, found);
        }
    }
}

fn dominoes(theme: &Theme, found: &mut BTreeSet<String>) {
    let sample = include_str!("../../../tests/data/boj/boj4574-sample.in");
    let document = stepdoku_core::format::parse("boj4574-sample.in", sample, None).unwrap();
    let puzzle = document.puzzles[0].as_sudominoku().unwrap().clone();
    for pane in PANES {
        let mut app = app_with(*theme);
        let watch = Watch::sudominoku("boj4574-sample.in #1 of 2", puzzle.clone());
        app.screen = Screen::Watch(Box::new(watch));
        if let Some(pane) = pane {
            press(&mut app, pane, 1);
            finish_work(&mut app);
        }
        for n in [0, 1, 5, 30] {
            press(&mut app, WatchAction::Forward, n);
            check(&format!("dominoes {pane:?} +{n}"), &app, found);
        }
    }
}

fn replay(theme: &Theme, found: &mut BTreeSet<String>) {
    let start = grid(CLASSIC);
    let trace = parse(
        "read 81 cells\ntry 1 3 3\nundo 1 3\ntry 1 3 1\ntry 1 4 6\n",
        Numbering::FromOne,
    );
    let watch = Watch::replay("classic.txt", start, ReplayMachine::new(&start, &trace));
    let game = Game::new(&Grid::EMPTY, PuzzleSource::new("classic.txt", None, 0, 1)).unwrap();
    let mut app = App::new(game, None, *theme, std::time::Instant::now());
    app.screen = Screen::Watch(Box::new(watch));
    for n in 0..5 {
        check(&format!("replay +{n}"), &app, found);
        press(&mut app, WatchAction::Forward, 1);
    }
    press(&mut app, WatchAction::ToggleCode, 1);
    check("replay code", &app, found);
}

fn player_and_race(theme: &Theme, found: &mut BTreeSet<String>) {
    let mut app = app_with(*theme);
    check("play", &app, found);
    for label in ["hint", "hint again"] {
        act(&mut app, &[Action::Hint]);
        check(label, &app, found);
    }
    act(&mut app, &[Action::OpenWatch]);
    // A game's watch has the player's digits to name too.
    for n in [0, 5] {
        press(&mut app, WatchAction::Forward, n);
        check(&format!("game's watch +{n}"), &app, found);
        press(&mut app, WatchAction::NextStrategy, 3);
    }
    let mut app = app_with(*theme);
    act(&mut app, &[Action::OpenRace]);
    check("race", &app, found);
    for _ in 0..5 {
        act(&mut app, &[Action::Race(RaceAction::Forward)]);
    }
    check("race +5", &app, found);
    act(&mut app, &[Action::Race(RaceAction::ToEnd)]);
    for _ in 0..2_000 {
        tick(&mut app, Duration::from_millis(17));
    }
    check("race at its end", &app, found);
    count_whole_trees(&mut app);
    check("race counted", &app, found);
}

#[test]
fn no_text_is_cut_mid_word() {
    let mut found = BTreeSet::new();
    for theme in [Theme::color(), Theme::monochrome()] {
        searches(&theme, &mut found);
        logic(&theme, &mut found);
        dominoes(&theme, &mut found);
        replay(&theme, &mut found);
        player_and_race(&theme, &mut found);
    }
    let found: Vec<String> = found.into_iter().collect();
    assert!(found.is_empty(), "{}", found.join("\n"));
}

#[test]
fn a_cut_word_is_found_and_a_shortened_name_is_not() {
    assert_eq!(cut_words("given  try  × bac…  │"), ["bac…"]);
    assert_eq!(cut_words("│ Tree  no guess i… │"), ["i…"]);
    assert!(cut_words("┌ cl…ic · mrv ┐ 15… more  …").is_empty());
    assert!(cut_words("Timing each strategy headless…").is_empty());
}

/// The stack at the watch's narrowest: a single or a technique too long for the last column
/// is named by its initials, the help says so, and no row is cut.
#[test]
fn at_65x21_the_stack_gives_initials_the_help_explains() {
    let mut app = alone_on(CLASSIC, Theme::color(), Strategy::Propagate);
    press(&mut app, WatchAction::Forward, 8);
    let text = terminal(&app, 65, 21).backend().to_string();
    let row = text
        .lines()
        .find(|l| l.contains("r5c7   7"))
        .expect("the forced 7 in its row");
    assert!(row.contains("   HS "), "{row}");
    assert!(!row.contains('…'), "{row}");
    // The second puzzle's solve needs Locked Candidates at its 13th step.
    let mut app = alone_on(PUZZLES[1], Theme::color(), Strategy::RowMajor);
    watch_mut(&mut app).set_method(Method::Logic).unwrap();
    press(&mut app, WatchAction::Forward, 13);
    let text = terminal(&app, 65, 21).backend().to_string();
    assert!(text.contains("-2   LCT1 │"), "{text}");
    assert!(!text.contains("Loc…"), "{text}");
    act(&mut app, &[Action::ToggleHelp]);
    let mut help = String::new();
    for _ in 0..10 {
        help.push_str(&terminal(&app, 120, 40).backend().to_string());
        act(&mut app, &[Action::ScrollHelp(20)]);
    }
    let help = help.replace(['│', '"', '\n'], " ");
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        help.contains("gives the initials: NS naked single, HS hidden single, LCT1 Locked"),
        "{help}"
    );
}

/// A domino's stack row at the narrowest ends with its digits whole, not `8-3…` (which reads
/// as a cut number): the column of dominoes still to try goes where it has no room.
#[test]
fn a_dominos_row_at_65x21_ends_with_its_digits() {
    let sample = include_str!("../../../tests/data/boj/boj4574-sample.in");
    let document = stepdoku_core::format::parse("boj4574-sample.in", sample, None).unwrap();
    let puzzle = document.puzzles[0].as_sudominoku().unwrap().clone();
    let mut app = app();
    let watch = Watch::sudominoku("boj4574-sample.in #1 of 2", puzzle);
    app.screen = Screen::Watch(Box::new(watch));
    press(&mut app, WatchAction::Forward, 3);
    let text = terminal(&app, 65, 21).backend().to_string();
    let row = text
        .lines()
        .find(|l| l.contains("1 r1c1-r2c1 "))
        .expect("the first domino's row in the stack");
    assert!(row.contains(" 8-3 "), "{row}");
    assert!(!row.contains('…'), "{row}");
}
