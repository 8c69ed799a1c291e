//! Quitting a game before its first move: it is not saved, and the line printed on the way
//! out says so and names it (a made puzzle's name carries its seed), whatever kind it is.

use stepdoku_core::hint::{Level, Technique};

use super::*;
use crate::tui::action::Action;
use crate::tui::menu::catalogue;
use crate::tui::{Outcome, outcome_of};

fn on(source: PuzzleSource) -> App {
    let game = Game::new(&grid(CLASSIC), source).unwrap();
    App::new(game, None, Theme::color(), Instant::now())
}

#[test]
fn a_practice_puzzle_quit_without_a_move_says_it_is_not_saved_and_names_its_seed() {
    let app = on(catalogue::practice_source(Technique::XWing, 77726));
    assert_eq!(
        outcome_of(&app),
        Outcome::Untouched("Not saved: no moves made in X-Wing practice, seed 77726.".to_owned())
    );
}

#[test]
fn every_kind_of_game_quit_without_a_move_says_the_same() {
    let (daily, _, _) = catalogue::daily(20_416);
    for source in [
        catalogue::generated_source(Level::Hard, 12),
        daily,
        PuzzleSource::new("easy.txt", None, 28, 50),
    ] {
        let name = source.to_string();
        let app = on(source);
        assert_eq!(
            outcome_of(&app),
            Outcome::Untouched(format!("Not saved: no moves made in {name}.")),
        );
    }
}

#[test]
fn a_game_with_a_move_even_undone_is_not_called_untouched() {
    let mut app = on(catalogue::practice_source(Technique::XWing, 77726));
    act(&mut app, &[Action::Undo]);
    app.cursor = cell("r1c3");
    act(&mut app, &[digit(4), Action::Undo]);
    assert!(!matches!(outcome_of(&app), Outcome::Untouched(_)));
}

#[test]
fn quitting_from_the_start_screen_says_nothing_of_the_puzzle_never_shown() {
    let mut app = app();
    crate::tui::update::menu::open_at_start(&mut app);
    assert_eq!(outcome_of(&app), Outcome::Closed);
}
