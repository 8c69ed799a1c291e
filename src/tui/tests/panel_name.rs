//! The panel's Puzzle row never cuts a label inside a word: a practice puzzle's name drops
//! its seed clause where the whole does not fit, at 80 columns and at 65.

use stepdoku_core::hint::Technique;

use super::*;
use crate::tui::menu::catalogue;

fn puzzle_row(technique: Technique, seed: u64, width: u16, height: u16) -> (String, String) {
    let source = catalogue::practice_source(technique, seed);
    let name = source.to_string();
    let game = Game::new(&grid(CLASSIC), source).unwrap();
    let app = App::new(game, None, Theme::color(), Instant::now());
    let screen = terminal(&app, width, height).backend().to_string();
    let row = screen
        .lines()
        .find(|l| l.contains("Puzzle "))
        .unwrap_or_else(|| panic!("the Puzzle row\n{screen}"))
        .to_owned();
    let shown = row
        .split_once("Puzzle ")
        .map(|(_, r)| r.trim_end_matches([' ', '│', '"']).trim().to_owned())
        .unwrap_or_default();
    (name, shown)
}

#[test]
fn the_puzzle_row_shows_only_whole_words_of_a_practice_puzzles_name() {
    for (width, height) in [(80, 24), (65, 21), (100, 30)] {
        for (technique, seed) in [
            (Technique::XWing, 77726),
            (Technique::LockedCandidatesClaiming, 12345),
            (Technique::DiscontinuousNiceLoop, 99999),
        ] {
            let (name, shown) = puzzle_row(technique, seed, width, height);
            assert!(!shown.is_empty(), "{width}×{height}: {name}");
            let words: Vec<&str> = name.split(' ').map(|w| w.trim_end_matches(',')).collect();
            for word in shown.split(' ') {
                let word = word.trim_end_matches(['…', ',']);
                assert!(
                    word.is_empty() || words.contains(&word),
                    "{width}×{height}: `{word}` is cut from `{name}`: `{shown}`"
                );
            }
        }
    }
}

#[test]
fn at_80_columns_an_x_wing_practice_is_named_whole_or_without_its_seed() {
    let (name, shown) = puzzle_row(Technique::XWing, 77726, 80, 24);
    assert!(
        shown == name || shown == "X-Wing practice",
        "`{shown}` of `{name}`"
    );
}
