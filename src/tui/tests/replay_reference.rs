//! A replay with its code pane open and no `--source`: the reference search is named as
//! `--compare` takes it wherever the replay names it (a Sudominoku's `row-major`, never its
//! listing's other name), and the Reference panel under the code says all it has to say at
//! 80×24 (its words wrap to the lines they need, nothing cut).

use stepdoku_core::format;
use stepdoku_core::game::{Game, PuzzleSource};
use stepdoku_core::solver::Strategy;
use stepdoku_core::teaching::replay::{
    self, Listed, Numbering, ReplayMachine, Shape, Summary, parse_shaped,
};
use stepdoku_core::{Grid, domino::Sudominoku};

use super::*;
use crate::tui::app::Screen;
use crate::tui::watch::Watch;
use crate::tui::watch::code::Pane;
use crate::tui::watch::learner::Learner;

const SAMPLE: &str = include_str!("../../../tests/data/boj/boj4574-sample.in");

/// The replay as `stepdoku replay` opens it, the code pane open, at step `at`.
fn replay_app(watch: Watch, reference: Listed, summary: &Summary, at: u64) -> App {
    let mut watch = watch;
    let (stops, moves_first) = Learner::stops_of(summary);
    let agreed = summary
        .first_difference
        .as_ref()
        .map_or(reference.moves.len(), |d| d.step - 1);
    watch.learner = Some(Box::new(Learner {
        source: None,
        reference: Some(reference),
        agreed,
        stops,
        moves_first,
        ending_clue: None,
    }));
    watch.detail.pane = Pane::Code;
    watch.search.seek(at);
    let game = Game::new(&Grid::EMPTY, PuzzleSource::new("replay", None, 0, 1)).unwrap();
    let mut app = App::new(game, None, Theme::color(), std::time::Instant::now());
    app.screen = Screen::Watch(Box::new(watch));
    app
}

fn sudominoku() -> Sudominoku {
    let document = format::parse("boj4574-sample.in", SAMPLE, None).unwrap();
    document.puzzles[0].as_sudominoku().unwrap().clone()
}

/// The post's first two moves (3-5 down r1c1-r2c1, 6-4 across r1c4-r1c5), then the second
/// lifted where the post lays its third.
fn sudominoku_replay(at: u64) -> App {
    let puzzle = sudominoku();
    let trace = parse_shaped(
        "try 1 1 2 1 3 5\ntry 1 4 1 5 6 4\nundo 1 4 1 5\n",
        Numbering::FromOne,
        Shape::Sudominoku,
    );
    let summary = replay::summary_sudominoku(&puzzle, &trace, true);
    let difference = summary.first_difference.as_ref().unwrap();
    assert_eq!(difference.step, 3, "{}", difference.message);
    let machine = ReplayMachine::sudominoku(&puzzle, &trace)
        .with_note(difference.step, &difference.theirs_words);
    let mut watch = Watch::replay("boj4574-sample.in", *puzzle.grid(), machine);
    let reference = replay::domino_listing(&puzzle, trace.steps.len() + 1);
    watch.dominoes = Some(Box::new(puzzle));
    replay_app(watch, reference, &summary, at)
}

#[test]
fn a_sudominoku_replay_names_its_search_row_major_everywhere() {
    for at in 1..=3 {
        let app = sudominoku_replay(at);
        let screen = terminal(&app, 80, 24).backend().to_string();
        assert!(
            screen.contains(&format!("row-major's step {at} · line ")),
            "step {at}:\n{screen}"
        );
        assert!(!screen.contains("dominoes"), "step {at}:\n{screen}");
        assert!(!screen.contains("as-written"), "step {at}:\n{screen}");
    }
    // The step where the two part: the Reference panel and the step's words say row-major.
    let app = sudominoku_replay(3);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(screen.contains("≠ row-major "), "{screen}");
    let at_two = terminal(&sudominoku_replay(2), 80, 24)
        .backend()
        .to_string();
    assert!(at_two.contains("= row-major step 2: "), "{at_two}");
}

/// A classic search that tries 1 in r1c3 and 2 in r1c4 as row-major does, then backs up
/// where row-major goes on to r1c6, and tries 2 in r1c3: at step 4 row-major has departed.
fn classic_replay(at: u64) -> App {
    let start = grid(CLASSIC);
    let trace = parse_shaped(
        "try 1 3 1\ntry 1 4 2\nundo 1 4\nundo 1 3\ntry 1 3 2\n",
        Numbering::FromOne,
        Shape::Classic,
    );
    let summary = replay::summary(&start, &trace, Some(Strategy::RowMajor));
    let difference = summary.first_difference.as_ref().unwrap();
    let machine =
        ReplayMachine::new(&start, &trace).with_note(difference.step, &difference.theirs_words);
    let watch = Watch::replay("classic.txt", start, machine);
    let reference = replay::strategy_listing(&start, Strategy::RowMajor, trace.steps.len() + 1);
    replay_app(watch, reference, &summary, at)
}

/// The rows of the Reference panel's inside, trimmed.
fn reference_rows(screen: &str) -> Vec<String> {
    let rows: Vec<Vec<char>> = screen.lines().map(|r| r.chars().collect()).collect();
    let title: Vec<char> = "┌ Reference ".chars().collect();
    let found = rows.iter().enumerate().find_map(|(y, r)| {
        r.windows(title.len())
            .position(|w| w == title.as_slice())
            .map(|x| (y, x))
    });
    let Some((top, x)) = found else {
        return Vec::new();
    };
    rows[top + 1..]
        .iter()
        .take_while(|r| r.get(x) != Some(&'└'))
        .map(|r| {
            let inside: String = r[x..].iter().collect();
            inside.trim_matches(['│', ' ', '"']).trim().to_owned()
        })
        .collect()
}

#[test]
fn the_reference_panel_says_where_yours_departed_from_row_major_and_the_keys_uncut() {
    let app = classic_replay(4);
    let screen = terminal(&app, 80, 24).backend().to_string();
    let words = reference_rows(&screen).join(" ");
    assert_eq!(
        words,
        "yours departed from row-major at its step 3 (try 4 in r1c6); n and N go to each problem",
        "{screen}"
    );
    insta::assert_snapshot!(
        "replay_reference_departed_80x24",
        terminal(&app, 80, 24).backend()
    );
    // At 65×21 the code pane (and the Reference panel under it) says what room it needs.
    let small = terminal(&app, 65, 21).backend().to_string();
    assert!(small.contains("Needs 73 columns"), "{small}");
    assert!(!small.contains('…'), "{small}");
    insta::assert_snapshot!(
        "replay_reference_departed_65x21",
        terminal(&app, 65, 21).backend()
    );
}

/// At the step where the two part, the Reference panel names the reference's move whole and
/// points to the step pane, which holds the reason (as long as a paragraph) in full.
#[test]
fn at_the_difference_the_reference_panel_names_the_move_and_the_step_pane_says_why() {
    let app = sudominoku_replay(3);
    let screen = terminal(&app, 80, 24).backend().to_string();
    let words = reference_rows(&screen).join(" ");
    assert_eq!(
        words, "≠ row-major tries 9-1 in r1c6-r1c7; the step above says why",
        "{screen}"
    );
    let step = screen
        .lines()
        .skip_while(|l| !l.contains("┌ Step 3 "))
        .nth(1)
        .unwrap_or_default();
    assert!(step.contains("≠"), "{screen}");
}
