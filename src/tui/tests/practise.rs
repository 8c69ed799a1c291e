//! "Practise a technique" in the new-game menu: its page of techniques, a practice puzzle made
//! in the background, and the puzzle's solve using the technique chosen.

use insta::assert_snapshot;
use stepdoku_core::hint::{Level, Technique};

use super::*;
use crate::tui::action::{Action, MenuAction};
use crate::tui::app::{Effect, Screen};
use crate::tui::menu::{Item, Page};

fn menu_of(app: &App) -> &crate::tui::menu::Menu {
    match &app.screen {
        Screen::Menu(menu) => menu,
        other => panic!("not in the menu: {other:?}"),
    }
}

fn press(app: &mut App, action: MenuAction, times: usize) {
    for _ in 0..times {
        act(app, &[Action::Menu(action)]);
    }
}

/// The menu open on its page of techniques.
fn on_the_practice_page() -> App {
    let mut app = app();
    act(&mut app, &[Action::OpenMenu]);
    let line = menu_of(&app).position(Item::Practise);
    assert!(line > 0, "the main page offers practice");
    press(&mut app, MenuAction::Down, line);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(screen.contains("▸ Practise"), "{screen}");
    press(&mut app, MenuAction::Choose, 1);
    assert_eq!(menu_of(&app).page, Page::Practise);
    app
}

#[test]
fn the_practice_page_lists_techniques_with_their_levels() {
    let mut app = on_the_practice_page();
    let x_wing = menu_of(&app).position(Item::Technique(Technique::XWing));
    press(&mut app, MenuAction::Down, x_wing);
    assert_snapshot!(terminal(&app, 80, 24).backend());
    // Esc goes back to the main page, on the line it came from.
    press(&mut app, MenuAction::Back, 1);
    let menu = menu_of(&app);
    assert_eq!(menu.page, Page::Main);
    assert_eq!(menu.items()[menu.selected], Item::Practise);
}

/// The page offers every technique the logical solve can use that the seed bank holds (the
/// rare ones included), in HoDoKu's order.
#[test]
fn every_technique_the_seed_bank_holds_is_offered() {
    let usable: Vec<Technique> = stepdoku_core::generate::practisable()
        .into_iter()
        .filter(|&t| stepdoku_core::generate::in_seed_bank(t))
        .collect();
    for rare in [
        Technique::FullHouse,
        Technique::HiddenQuad,
        Technique::UniquenessTest5,
        Technique::SashimiJellyfish,
    ] {
        assert!(usable.contains(&rare), "{rare}");
    }
    let app = on_the_practice_page();
    let offered: Vec<Technique> = menu_of(&app)
        .items()
        .iter()
        .filter_map(|item| match item {
            Item::Technique(t) => Some(*t),
            _ => None,
        })
        .collect();
    assert_eq!(offered, usable);
    assert_eq!(menu_of(&app).items().len(), usable.len());
}

#[test]
fn a_practice_puzzle_is_made_in_the_background_and_uses_the_technique() {
    let mut app = on_the_practice_page();
    let x_wing = menu_of(&app).position(Item::Technique(Technique::XWing));
    press(&mut app, MenuAction::Down, x_wing);
    press(&mut app, MenuAction::Choose, 1);
    let job = menu_of(&app).job.as_ref().expect("making a puzzle");
    assert_eq!(
        (job.technique, job.level),
        (Some(Technique::XWing), Level::Hard)
    );
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(
        screen.contains("Making a practice puzzle: X-Wing"),
        "{screen}"
    );
    assert!(
        app.effects.iter().any(|e| matches!(e, Effect::Work(_))),
        "the puzzle is asked of the loop"
    );
    finish_work(&mut app);
    assert!(matches!(app.screen, Screen::Play));
    assert!(
        app.game.source().name.starts_with("X-Wing practice, seed"),
        "{}",
        app.game.source().name
    );
    let grade = stepdoku_core::hint::grade(app.game.board().values()).unwrap();
    assert_eq!(grade.level, Level::Hard);
    assert!(
        grade.techniques.iter().any(|&(t, _)| t == Technique::XWing),
        "{:?}",
        grade.techniques
    );
    // Graded as it was made: the panel names its level from the start.
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(screen.contains("Level    hard"), "{screen}");
}

/// A technique fresh puzzles almost never need still gives a practice puzzle from the menu,
/// made in the background like any other (the search draws on the seed bank).
#[test]
fn a_rare_technique_gives_a_practice_puzzle_too() {
    let mut app = on_the_practice_page();
    let rare = menu_of(&app).position(Item::Technique(Technique::UniquenessTest5));
    press(&mut app, MenuAction::Down, rare);
    press(&mut app, MenuAction::Choose, 1);
    assert!(
        app.effects.iter().any(|e| matches!(e, Effect::Work(_))),
        "the puzzle is asked of the loop"
    );
    finish_work(&mut app);
    assert!(matches!(app.screen, Screen::Play), "{:?}", app.screen);
    let grade = stepdoku_core::hint::grade(app.game.board().values()).unwrap();
    assert_eq!(grade.level, Level::Hard);
    assert!(
        grade
            .techniques
            .iter()
            .any(|&(t, _)| t == Technique::UniquenessTest5),
        "{:?}",
        grade.techniques
    );
}
