//! The `?` overlay over every screen: nothing of the screen under it shows at its edges, its
//! title names the keys in force, and every sentence starts in one column however long the
//! key list beside it.

use ratatui::buffer::Buffer;

use super::*;
use crate::tui::action::{Action, WatchAction};
use crate::tui::keymap::{Keymap, rebind};

const SIZES: [(u16, u16); 3] = [(65, 21), (80, 24), (120, 40)];

/// The play screen, the watch and the race, each with the help open.
fn screens() -> Vec<(&'static str, App)> {
    let mut watch = app();
    act(
        &mut watch,
        &[Action::OpenWatch, Action::Watch(WatchAction::Forward)],
    );
    let mut race = app();
    act(&mut race, &[Action::OpenRace]);
    let mut enter = app();
    act(&mut enter, &[Action::OpenEnter]);
    let mut all = vec![
        ("play", app()),
        ("watch", watch),
        ("race", race),
        ("enter", enter),
    ];
    for (_, app) in &mut all {
        act(app, &[Action::ToggleHelp]);
    }
    all
}

/// The overlay's box: the first and last rows and columns holding its corners.
fn overlay(buf: &Buffer) -> (u16, u16, u16, u16) {
    let area = buf.area;
    let spots: Vec<(u16, u16)> = area
        .positions()
        .filter(|p| matches!(buf[*p].symbol(), "┌" | "┘"))
        .map(|p| (p.x, p.y))
        .collect();
    let (left, top) = spots[0];
    let (right, bottom) = *spots.last().unwrap();
    (left, top, right, bottom)
}

#[test]
fn nothing_of_the_screen_under_the_help_shows_at_its_edges() {
    for (name, app) in screens() {
        for (w, h) in SIZES {
            let buf = render(&app, w, h);
            let (left, top, right, bottom) = overlay(&buf);
            for p in buf.area.positions() {
                let inside = (left..=right).contains(&p.x) && (top..=bottom).contains(&p.y);
                assert!(
                    inside || buf[p].symbol() == " ",
                    "{name} at {w}x{h}: {:?} at {},{} outside the help\n{}",
                    buf[p].symbol(),
                    p.x,
                    p.y,
                    terminal(&app, w, h).backend()
                );
            }
        }
    }
}

#[test]
fn every_sentence_starts_in_one_column_however_long_its_keys() {
    for (w, h) in SIZES {
        for (name, mut app) in screens() {
            let sentences: Vec<&str> = app
                .config
                .keymap
                .help_rows(app.base_key_context())
                .map(|(b, _)| b.help)
                .filter(|h| !h.is_empty())
                .collect();
            assert!(sentences.len() > 5, "{name}");
            // The sentence column: where the first sentence starts.
            let buf = render(&app, w, h);
            let (left, top, right, _) = overlay(&buf);
            let first: String = (left..right)
                .map(|x| buf[(x, top + 1)].symbol().to_owned())
                .collect();
            let head: String = sentences[0].chars().take(12).collect();
            let column = first[..first.find(&head).expect("the first sentence")]
                .chars()
                .count() as u16;
            // Scroll through the whole overlay, reading each row after the key column.
            let mut seen = Vec::new();
            for _ in 0..80 {
                let buf = render(&app, w, h);
                let (left, top, right, bottom) = overlay(&buf);
                for y in top + 1..bottom {
                    let row: String = (left + column..right)
                        .map(|x| buf[(x, y)].symbol().to_owned())
                        .collect();
                    seen.push(row);
                }
                act(&mut app, &[Action::ScrollHelp(1)]);
            }
            for sentence in &sentences {
                let head: String = sentence.chars().take(12).collect();
                assert!(
                    seen.iter().any(|row| row.starts_with(&head)),
                    "{name} at {w}x{h}: {sentence:?} does not start in the sentence column"
                );
            }
        }
    }
}

#[test]
fn the_title_names_the_keys_in_force() {
    let mut app = app();
    let requests = [rebind::Request {
        action: "toggle-help".to_owned(),
        keys: vec!["F1".to_owned()],
        at: 0..0,
    }];
    let (keymap, refused) = rebind::rebind(&requests);
    assert!(refused.is_empty(), "{refused:?}");
    app.config.keymap = keymap;
    act(&mut app, &[Action::ToggleHelp]);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(screen.contains("Keys — F1 or Esc to close"), "{screen}");
    app.config.keymap = Keymap::STANDARD;
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(screen.contains("Keys — ? or Esc to close"), "{screen}");
}

/// Each binding's keys read on one row of the key column at every size, with a gap before
/// its sentence (`0 . Backspace Del x Space` is the longest).
#[test]
fn every_key_list_fits_on_one_row() {
    for (w, h) in SIZES {
        for (name, mut app) in screens() {
            let lists: Vec<String> = app
                .config
                .keymap
                .help_lines(app.base_key_context())
                .into_iter()
                .map(|(keys, _)| keys)
                .collect();
            let mut seen = Vec::new();
            for _ in 0..80 {
                let buf = render(&app, w, h);
                let (left, top, right, bottom) = overlay(&buf);
                for y in top + 1..bottom {
                    let row: String = (left + 2..right)
                        .map(|x| buf[(x, y)].symbol().to_owned())
                        .collect();
                    seen.push(row);
                }
                act(&mut app, &[Action::ScrollHelp(1)]);
            }
            for keys in &lists {
                assert!(
                    seen.iter().any(|row| row.starts_with(&format!("{keys}  "))),
                    "{name} at {w}x{h}: {keys:?} is not whole on one row"
                );
            }
        }
    }
}

/// The help's `N` says what the menu it opens offers, in the words of docs/player.md's `N`
/// row: the games in progress, the puzzle of the day, entering one, and the rest.
#[test]
fn the_help_for_n_names_what_the_menu_offers_as_the_player_guide_does() {
    let app = app();
    let lines = app.config.keymap.help_lines(app.base_key_context());
    let help = lines
        .iter()
        .find(|(keys, _)| keys.split_whitespace().next() == Some("N"))
        .map(|(_, help)| help.to_owned())
        .expect("N in the help");
    let guide = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/player.md"))
        .expect("docs/player.md");
    let row = guide
        .lines()
        .find(|l| l.starts_with("| `N` |"))
        .expect("the guide's N row");
    let offers = |text: &str| {
        text.split_once("ew game: ")
            .map(|(_, rest)| rest.trim_end_matches(['|', ' ']).to_owned())
    };
    assert_eq!(offers(help), offers(row), "help: {help}\nguide: {row}");
    for item in ["game in progress", "puzzle of the day", "entering one"] {
        assert!(help.contains(item), "{help}");
    }
}
