//! The race without a terminal: lockstep, exact steps back, the counts `solve --stats` gives,
//! a paused race asleep, the ranking, and snapshots at the sizes people use.

use std::time::{Duration, Instant};

use insta::assert_snapshot;
use stepdoku_core::Board;
use stepdoku_core::solver::{Machine, Options, Strategy};
use stepdoku_core::teaching::method::Method;

use super::*;
use crate::tui::action::{Action, RaceAction};
use crate::tui::app::{App, Screen};
use crate::tui::tests::{CLASSIC, act, finish_work, grid, terminal, tick};
use crate::tui::theme::Theme;

fn race_app(methods: &[Method]) -> App {
    let start = grid(CLASSIC);
    let race = Race::new(
        Origin::Alone,
        "classic.txt",
        start,
        Board::new(&start).givens(),
        methods,
    )
    .expect("no clash");
    let game = stepdoku_core::game::Game::new(
        &Grid::EMPTY,
        stepdoku_core::game::PuzzleSource::new("classic.txt", None, 0, 1),
    )
    .expect("a game");
    let mut app = App::new(game, None, Theme::color(), Instant::now());
    app.screen = Screen::Race(Box::new(race));
    app
}

fn race(app: &App) -> &Race {
    match &app.screen {
        Screen::Race(race) => race,
        other => panic!("not racing: {other:?}"),
    }
}

fn press(app: &mut App, action: RaceAction, times: usize) {
    for _ in 0..times {
        act(app, &[Action::Race(action)]);
    }
}

fn run_to_end(app: &mut App) {
    press(app, RaceAction::ToEnd, 1);
    for _ in 0..100_000 {
        if !race(app).playback.is_playing() {
            break;
        }
        tick(app, Duration::from_millis(17));
    }
    assert!(
        matches!(race(app).ranking, Ranking::Timing),
        "the ended race asks for its timing"
    );
    assert_eq!(
        app.wake_in(),
        None,
        "the timing's answer wakes the loop itself: nothing to poll for"
    );
    finish_work(app);
}

/// Steps `solve --stats --strategy S` counts: the machine run headless.
fn headless_steps(strategy: Strategy) -> u64 {
    let options = Options {
        strategy,
        ..Options::default()
    };
    let mut machine = Machine::new(&grid(CLASSIC), options).expect("no clash");
    machine.run(None);
    machine.counters().steps
}

#[test]
fn lanes_step_together_and_back_exactly() {
    let mut app = race_app(&DEFAULT);
    press(&mut app, RaceAction::Forward, 60);
    let steps: Vec<u64> = race(&app).lanes.iter().map(|l| l.search.steps()).collect();
    // Mrv and propagate solve the classic in 52 steps and wait there.
    assert_eq!(steps, [60, 52, 52]);
    assert_eq!(race(&app).lanes[1].outcome(), Outcome::Solved);
    let grids: Vec<_> = race(&app).lanes.iter().map(|l| l.search.grid()).collect();
    press(&mut app, RaceAction::Forward, 5);
    press(&mut app, RaceAction::Back, 5);
    let steps: Vec<u64> = race(&app).lanes.iter().map(|l| l.search.steps()).collect();
    assert_eq!(steps, [60, 52, 52]);
    let back: Vec<_> = race(&app).lanes.iter().map(|l| l.search.grid()).collect();
    assert_eq!(back, grids, "five forward and five back is where it was");
}

#[test]
fn every_lane_ends_with_the_counts_solve_stats_gives_then_the_ranking() {
    let mut app = race_app(&DEFAULT);
    run_to_end(&mut app);
    let r = race(&app);
    for lane in &r.lanes {
        let Method::Search(strategy) = lane.method else {
            panic!("a search")
        };
        assert_eq!(lane.search.steps(), headless_steps(strategy), "{strategy}");
        assert_eq!(lane.outcome(), Outcome::Solved);
    }
    let order = r.order().expect("timed");
    let Ranking::Done(times) = &r.ranking else {
        panic!("timed: {:?}", r.ranking)
    };
    assert_eq!(times.len(), r.lanes.len(), "one time per lane");
    assert!(times.iter().all(|t| !t.is_zero()), "{times:?}");
    // Fastest first. Which strategy is fastest is the machine's to say (on a loaded one a
    // 50 ms measurement can be preempted), so the test holds the order to the times measured.
    let ranked: Vec<Duration> = order.iter().map(|&i| times[i]).collect();
    assert!(ranked.windows(2).all(|w| w[0] <= w[1]), "{ranked:?}");
}

#[test]
fn a_paused_race_sleeps() {
    let mut app = race_app(&DEFAULT);
    assert_eq!(app.wake_in(), None, "paused at step 0: wait for a key");
    press(&mut app, RaceAction::TogglePlay, 1);
    assert!(app.wake_in().is_some());
    press(&mut app, RaceAction::TogglePlay, 1);
    assert_eq!(app.wake_in(), None);
    run_to_end(&mut app);
    assert_eq!(app.wake_in(), None, "ended and timed: nothing to wait for");
}

#[test]
fn logic_races_too() {
    let mut app = race_app(&[Method::Search(Strategy::Mrv), Method::Logic]);
    run_to_end(&mut app);
    let r = race(&app);
    let grade = stepdoku_core::hint::grade(&grid(CLASSIC)).expect("unique");
    assert_eq!(r.lanes[1].search.steps() as usize, grade.steps);
    assert!(r.lanes.iter().all(|l| l.outcome() == Outcome::Solved));
}

#[test]
fn two_lanes_at_80x24_end_solved_with_the_ranking() {
    let mut app = race_app(&DEFAULT[..2]);
    press(&mut app, RaceAction::Forward, 40);
    assert_snapshot!("two_lanes_80x24_step_40", terminal(&app, 80, 24).backend());
    run_to_end(&mut app);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(screen.contains("solved in 8,366 steps"), "{screen}");
    assert!(screen.contains("solved in 52 steps"), "{screen}");
    assert!(screen.contains("Ranking"), "{screen}");
}

#[test]
fn three_lanes_at_120x40_have_the_watchs_boards() {
    let mut app = race_app(&DEFAULT);
    press(&mut app, RaceAction::Forward, 12);
    assert_snapshot!(
        "three_lanes_120x40_step_12",
        terminal(&app, 120, 40).backend()
    );
}

#[test]
fn too_small_says_how_much_room_is_needed() {
    let app = race_app(&DEFAULT);
    for (w, h) in [(59, 21), (70, 20)] {
        let screen = terminal(&app, w, h).backend().to_string();
        assert!(screen.contains("need 60×21,"), "{screen}");
    }
    let four = race_app(&[DEFAULT[0], DEFAULT[1], DEFAULT[2], Method::Logic]);
    let screen = terminal(&four, 79, 24).backend().to_string();
    assert!(screen.contains("need 80×21,"), "{screen}");
    assert!(
        !terminal(&four, 80, 21)
            .backend()
            .to_string()
            .contains("too small")
    );
}

/// The text inside lane `i` of three at 80 wide (lanes are 26 columns: 0–25, 26–51, 52–79),
/// row by row.
fn lane_rows(screen: &str, i: usize) -> Vec<String> {
    let (from, to) = [(0, 25), (26, 51), (52, 80)][i];
    screen
        .lines()
        .map(|row| {
            let row = row.trim_matches('"');
            row.chars().skip(from).take(to - from).collect()
        })
        .collect()
}

#[test]
fn three_lanes_at_80x24_say_ready_then_keep_titles_and_counters_whole() {
    let mut app = race_app(&DEFAULT);
    let screen = terminal(&app, 80, 24).backend().to_string();
    let top = screen.lines().next().unwrap_or_default();
    assert_eq!(top.matches("ready").count(), 3, "before the start: {top}");
    assert!(!top.contains("racing"), "{top}");
    press(&mut app, RaceAction::Forward, 40);
    let paused = terminal(&app, 80, 24).backend().to_string();
    assert_snapshot!("three_lanes_80x24_step_40", paused);
    run_to_end(&mut app);
    let screen = terminal(&app, 80, 24).backend().to_string();
    let top = screen.lines().next().unwrap_or_default();
    // Every name whole or cut with `…`, beside its state, never under it.
    for name in ["row-major", "mrv", "propagate"] {
        assert!(top.contains(&format!(" {name} ")), "{name}: {top}");
    }
    assert_eq!(top.matches("solved").count(), 3, "{top}");
    // No phrase split across lines: a line never ends in a label or an open bracket.
    for i in 0..3 {
        for row in lane_rows(&paused, i) {
            let row = row.trim_end_matches([' ', '│', '┐']);
            for cut in ["Steps", "Tries", "Back", "Depth", "(max"] {
                assert!(!row.ends_with(cut), "lane {i}: {row:?}\n{paused}");
            }
        }
    }
    // The ranking's rows hold the ranking alone: nothing of a lane beside its box.
    for row in screen
        .lines()
        .filter(|r| r.contains('│') && r.contains("µs") || r.contains("ms │"))
    {
        let row = row.trim_matches('"');
        let box_start = row.find(['│', '┌', '└']).unwrap_or(0);
        assert!(row[..box_start].trim().is_empty(), "{row}\n{screen}");
    }
}

/// `R` on a replay: the learner's search in the first lane, from its first step, beside the
/// built-in strategies; it ranks last, untimed, and the row-major lane it copies counts the
/// same tries and backtracks.
#[test]
fn r_on_a_replay_races_the_learners_search_beside_the_strategies() {
    use stepdoku_core::teaching::replay::{Numbering, ReplayMachine, parse};
    let start = grid(CLASSIC);
    // The row-major search's own moves, written as a learner's trace.
    let moves =
        stepdoku_core::teaching::replay::strategy_moves(&start, Strategy::RowMajor, usize::MAX);
    let text: String = moves.iter().map(|m| format!("{}\n", m.line())).collect();
    let trace = parse(&text, Numbering::FromOne);
    let mut watch =
        crate::tui::watch::Watch::replay("classic.txt", start, ReplayMachine::new(&start, &trace));
    watch.search.forward_by(10);
    let mut app = race_app(&DEFAULT);
    app.screen = Screen::Watch(Box::new(watch));
    crate::tui::update::race::open(&mut app);
    assert_eq!(race(&app).lanes.len(), MAX_LANES);
    assert_eq!(race(&app).lanes[0].search.steps(), 0, "from the first step");
    run_to_end(&mut app);
    let r = race(&app);
    let order = r.order().expect("ranked");
    assert_eq!(order.last(), Some(&0), "the replay ranks last");
    let (yours, row_major) = (r.lanes[0].search.counters(), r.lanes[1].search.counters());
    assert_eq!(r.lanes[1].method, Method::Search(Strategy::RowMajor));
    assert_eq!(
        (yours.tries, yours.backtracks, yours.dead_ends),
        (row_major.tries, row_major.backtracks, row_major.dead_ends)
    );
    let screen = terminal(&app, 120, 40).backend().to_string();
    assert!(screen.contains("your search: not timed"), "{screen}");
}

/// Wikipedia's puzzle against row-major backtracking (`puzzles/antibrute.txt`): row-major
/// takes 138,350,569 steps on it.
const ANTIBRUTE: &str =
    "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9";

fn race_on(line: &str, methods: &[Method]) -> App {
    let mut app = race_app(methods);
    let start = grid(line);
    app.screen = Screen::Race(Box::new(
        Race::new(
            Origin::Alone,
            "antibrute.txt",
            start,
            Board::new(&start).givens(),
            methods,
        )
        .expect("no clash"),
    ));
    app
}

fn race_mut(app: &mut App) -> &mut Race {
    match &mut app.screen {
        Screen::Race(race) => race,
        other => panic!("not racing: {other:?}"),
    }
}

/// The ranking's rows on `screen`: the text between the box's sides, row by row.
fn ranking_rows(screen: &str) -> Vec<String> {
    let rows: Vec<&str> = screen.lines().map(|r| r.trim_matches('"')).collect();
    let top = rows
        .iter()
        .position(|r| r.contains("Ranking"))
        .expect("a ranking");
    rows[top + 1..]
        .iter()
        .take_while(|r| !r.contains('└'))
        .map(|r| {
            let inside = r.trim_matches(' ');
            assert!(
                inside.starts_with('│') && inside.ends_with('│'),
                "a row inside the box: {r:?}"
            );
            inside.trim_matches('│').trim().to_owned()
        })
        .collect()
}

/// Each strategy's figures on its own row, at the sizes people use, with the longest race's
/// counts: no row wraps, so the time never lands on a line of its own.
#[test]
fn the_ranking_keeps_each_lanes_figures_on_its_row() {
    let mut app = race_on(ANTIBRUTE, &DEFAULT);
    // Over a million tries: wider than a fixed column of eight.
    race_mut(&mut app).lanes[0].search.forward_by(2_200_000);
    for lane in &mut race_mut(&mut app).lanes[1..] {
        lane.search.forward_by(u64::MAX);
    }
    let times = [2_850_000, 52, 31].map(Duration::from_micros).to_vec();
    race_mut(&mut app).ranking = Ranking::Done(times);
    let tries = race(&app).lanes[0].search.counters().tries;
    assert!(tries >= 1_000_000, "{tries}");
    assert_snapshot!(
        "ranking_with_a_million_tries_80x24",
        terminal(&app, 80, 24).backend()
    );
    for (w, h) in [(65, 21), (80, 24), (120, 40)] {
        let screen = terminal(&app, w, h).backend().to_string();
        let rows = ranking_rows(&screen);
        for (rank, name, time) in [
            (1, "propagate", "31.0 µs"),
            (2, "mrv", "52.0 µs"),
            (3, "row-major", "2.85 s"),
        ] {
            let row = rows
                .iter()
                .find(|r| {
                    r.starts_with(&format!("{rank} {name}"))
                        || r.starts_with(&format!("{rank}  {name}"))
                })
                .unwrap_or_else(|| panic!("{w}×{h}: {name}\n{screen}"));
            assert!(row.ends_with(time), "{w}×{h}: {row:?}\n{screen}");
        }
        // Every row is a heading, a strategy's or a note: none is a figure cut off its row.
        for row in &rows {
            let first = row.chars().next().unwrap_or(' ');
            assert!(
                first == '#' || first.is_ascii_digit() || row.contains(':'),
                "{w}×{h}: {row:?}\n{screen}"
            );
        }
    }
}

#[test]
fn three_lanes_at_65x21_and_80x24_with_the_ranking() {
    let mut app = race_app(&DEFAULT);
    press(&mut app, RaceAction::Forward, 40);
    assert_snapshot!(
        "three_lanes_65x21_step_40",
        terminal(&app, 65, 21).backend()
    );
    run_to_end(&mut app);
    // The times are the machine's: fixed here so the snapshot holds still.
    let times = [1_180, 35, 32].map(Duration::from_micros).to_vec();
    race_mut(&mut app).ranking = Ranking::Done(times);
    assert_snapshot!("three_lanes_65x21_ranked", terminal(&app, 65, 21).backend());
    // Per cell: the headings dim, the figures in the text's style, in every theme.
    for theme in [Theme::dark(), Theme::light(), Theme::monochrome()] {
        app.theme = theme;
        let buf = crate::tui::tests::render(&app, 65, 21);
        let at = |text: &str| {
            let screen = terminal(&app, 65, 21).backend().to_string();
            let y = screen.lines().position(|r| r.contains(text)).expect(text);
            let row: String = screen.lines().nth(y).unwrap_or_default().to_owned();
            let x = row.trim_start_matches('"').find(text).expect(text);
            let x = row.trim_start_matches('"')[..x].chars().count();
            buf[(x as u16, y as u16)].style()
        };
        // A style without a colour leaves the cell's default, `Reset`.
        let fg = |style: ratatui::style::Style| style.fg.or(Some(ratatui::style::Color::Reset));
        assert_eq!(at("# strategy").fg, fg(app.theme.dim));
        assert_eq!(at("# strategy").add_modifier, app.theme.dim.add_modifier);
        assert_eq!(at("3 row-major").fg, fg(app.theme.text));
        assert_eq!(at("3 row-major").add_modifier, app.theme.text.add_modifier);
    }
    assert_snapshot!("three_lanes_80x24_ranked", terminal(&app, 80, 24).backend());
}

/// Four lanes at their narrowest (84 columns): a lane's progress is one row or none, never a
/// bar with its words wrapped onto the next row.
#[test]
fn four_narrow_lanes_never_wrap_their_progress() {
    let mut app = race_app(&[DEFAULT[0], DEFAULT[1], DEFAULT[2], Method::Logic]);
    press(&mut app, RaceAction::Forward, 5);
    let screen = terminal(&app, 84, 21).backend().to_string();
    for row in screen.lines() {
        for piece in row.trim_matches('"').split('│') {
            let piece = piece.trim();
            assert!(
                !piece.starts_with("explored")
                    && !piece.starts_with("filled")
                    && !piece.ends_with('░'),
                "{piece:?}\n{screen}"
            );
        }
    }
    // the logical solve's share is of the cells filled, not of a tree explored
    assert!(screen.contains("9.8% filled"), "{screen}");
}
