//! A dead end's evidence on the watch's board: the digits that make its case are marked, yet
//! each keeps its own look, so givens and the search's digits still tell apart, in the dark
//! and light themes and without colour, and each reads at 4.5:1 on the unit's tint.

use std::time::Duration;

use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use stepdoku_core::solver::explain::DeadEnd;

use super::*;
use crate::tui::tests::render;
use crate::tui::theme::wcag;
use crate::tui::view::watch::layout::layout;
use crate::tui::view::watch::style::WatchStyle;

/// The watch stopped at its first dead end: r1c9 of the classic, nothing fits, its evidence
/// the digits of row 1 and the 6 of column 9.
fn at_first_dead_end(theme: Theme) -> App {
    let mut app = alone_with(theme, Strategy::RowMajor);
    press(&mut app, WatchAction::ToDeadEnd, 1);
    for _ in 0..1000 {
        if !watch(&app).playback.is_playing() {
            break;
        }
        tick(&mut app, Duration::from_millis(17));
    }
    assert!(matches!(
        watch(&app).search.dead_end(),
        Some(DeadEnd::NothingFits { .. })
    ));
    app
}

/// The style of the digit drawn in `name`'s cell.
fn digit_look(app: &App, name: &str, (w, h): (u16, u16)) -> (String, Style) {
    let buf = render(app, w, h);
    let geometry = layout(Rect::new(0, 0, w, h)).unwrap().board;
    let rect = geometry.cell_rect(crate::tui::tests::cell(name));
    let y = rect.y + rect.height / 2;
    let x = (rect.x..rect.right())
        .find(|&x| buf[(x, y)].symbol().trim() != "")
        .expect("a digit in the cell");
    (buf[(x, y)].symbol().to_owned(), buf[(x, y)].style())
}

fn rgb(color: Option<Color>) -> (u8, u8, u8) {
    match color {
        Some(Color::Indexed(i)) => wcag::xterm(i).expect("an xterm colour"),
        Some(Color::Rgb(r, g, b)) => (r, g, b),
        other => panic!("no known colour: {other:?}"),
    }
}

/// r1c1 and r1c2 are givens (5, 3), r1c3 and r1c4 the search's: all four in the evidence.
const GIVENS: [&str; 2] = ["r1c1", "r1c2"];
const SOLVERS: [&str; 2] = ["r1c3", "r1c4"];

#[test]
fn in_colour_the_evidence_is_underlined_and_each_digit_keeps_its_colour_and_weight() {
    for theme in [Theme::dark(), Theme::light()] {
        let style = WatchStyle::new(&theme);
        let app = at_first_dead_end(theme);
        for size in [(80, 24), (65, 21)] {
            for (cells, own) in [(GIVENS, style.given), (SOLVERS, style.solver)] {
                for name in cells {
                    let (digit, look) = digit_look(&app, name, size);
                    let at = format!("{name} ({digit}) at {size:?}, light {}", theme.light);
                    assert!(look.add_modifier.contains(Modifier::UNDERLINED), "{at}");
                    assert_eq!(look.fg, own.fg, "{at}: its own colour");
                    assert_eq!(
                        look.add_modifier.contains(Modifier::BOLD),
                        own.add_modifier.contains(Modifier::BOLD),
                        "{at}: its own weight"
                    );
                    assert_eq!(look.bg, style.why_unit.bg, "{at}: the unit's tint");
                    let ratio = wcag::ratio(rgb(look.fg), rgb(look.bg));
                    assert!(ratio >= 4.5, "{at}: {ratio:.2}:1");
                }
            }
            let (_, given) = digit_look(&app, GIVENS[0], size);
            let (_, solver) = digit_look(&app, SOLVERS[0], size);
            assert_ne!(given.fg, solver.fg, "givens and the search's digits apart");
        }
    }
}

#[test]
fn without_colour_the_evidence_is_reversed_and_only_givens_are_bold() {
    let theme = Theme::monochrome();
    let app = at_first_dead_end(theme);
    for size in [(80, 24), (65, 21)] {
        for (cells, bold) in [(GIVENS, true), (SOLVERS, false)] {
            for name in cells {
                let (digit, look) = digit_look(&app, name, size);
                let at = format!("{name} ({digit}) at {size:?}");
                assert!(look.add_modifier.contains(Modifier::REVERSED), "{at}");
                assert_eq!(look.add_modifier.contains(Modifier::BOLD), bold, "{at}");
                assert!(!look.add_modifier.contains(Modifier::UNDERLINED), "{at}");
                let colour = |c: Option<Color>| c.filter(|&c| c != Color::Reset);
                assert_eq!(
                    (colour(look.fg), colour(look.bg)),
                    (None, None),
                    "{at}: no colour"
                );
            }
        }
    }
}
