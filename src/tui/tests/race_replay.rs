//! A learner's trace racing stepdoku's strategies: a trace that stops before the board is full
//! reads "trace ended", never "no solution" (the puzzle has one; the program stopped), and its
//! share is of the trace replayed.

use stepdoku_core::Grid;
use stepdoku_core::game::{Game, PuzzleSource};
use stepdoku_core::solver::Strategy;
use stepdoku_core::teaching::method::Method;
use stepdoku_core::teaching::replay::{Numbering, ReplayMachine, parse};

use super::*;
use crate::tui::action::{Action, RaceAction};
use crate::tui::app::Screen;
use crate::tui::race::Race;
use crate::tui::watch::Watch;

fn racing_a_short_trace() -> App {
    let start = grid(CLASSIC);
    let trace = parse("try 1 3 4\ntry 1 4 6\nundo 1 4\n", Numbering::FromOne);
    let watch = Watch::replay("classic.txt", start, ReplayMachine::new(&start, &trace));
    let race = Race::beside_replay(watch, &[Method::Search(Strategy::RowMajor)]).unwrap();
    let game = Game::new(&Grid::EMPTY, PuzzleSource::new("classic.txt", None, 0, 1)).unwrap();
    let mut app = App::new(game, None, Theme::color(), std::time::Instant::now());
    app.screen = Screen::Race(Box::new(race));
    app
}

#[test]
fn a_trace_that_stops_short_reads_trace_ended() {
    let mut app = racing_a_short_trace();
    for _ in 0..6 {
        act(&mut app, &[Action::Race(RaceAction::Forward)]);
    }
    for (w, h) in [(80, 24), (120, 40), (65, 21)] {
        let screen = terminal(&app, w, h).backend().to_string();
        assert!(screen.contains("trace ended"), "{w}x{h}\n{screen}");
        assert!(!screen.contains("no solution"), "{w}x{h}\n{screen}");
    }
    // its share is of the trace replayed, not of a tree explored
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(screen.contains("100% replayed"), "{screen}");
}
