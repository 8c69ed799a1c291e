//! The watch's candidates (`n`) drawn as the player draws notes: a lone candidate padded
//! (`7··`), never a count that reads as a digit, and an empty cell with none left marked `∅`.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use stepdoku_core::Cell;

use super::*;
use crate::tui::tests::{render, terminal};
use crate::tui::view::watch::layout::layout;
use crate::tui::view::watch::style::WatchStyle;
use crate::tui::watch::search::Mark;

/// The text across the middle row of `cell`, and the style of its middle character.
fn cell_text(buf: &Buffer, c: Cell, (w, h): (u16, u16)) -> (String, ratatui::style::Style) {
    let rect = layout(Rect::new(0, 0, w, h)).unwrap().board.cell_rect(c);
    let y = rect.y + rect.height / 2;
    let text = (rect.x..rect.x + rect.width)
        .map(|x| buf[(x, y)].symbol().to_owned())
        .collect::<String>();
    (text, buf[(rect.x + rect.width / 2, y)].style())
}

/// `·`, a digit, `·`: how a count used to be drawn, and how no candidate is drawn now.
fn count_like(screen: &str) -> Option<String> {
    let chars: Vec<char> = screen.chars().collect();
    chars
        .windows(3)
        .find(|w| w[0] == '·' && w[1].is_ascii_digit() && w[2] == '·')
        .map(|w| w.iter().collect())
}

#[test]
fn a_lone_candidate_is_padded_and_no_count_reads_as_a_digit() {
    let mut app = alone();
    press(&mut app, WatchAction::ToggleCandidates, 1);
    let size = (80, 24);
    let buf = render(&app, size.0, size.1);
    let screen = terminal(&app, size.0, size.1).backend().to_string();
    assert_eq!(count_like(&screen), None, "{screen}");
    // r7c6 of the classic holds only 7; r9c2 has five (1 2 4 5 8), drawn as notes are.
    let (lone, look) = cell_text(&buf, crate::tui::tests::cell("r7c6"), size);
    assert_eq!(lone, "7··");
    assert_eq!(look.fg, WatchStyle::new(&app.theme).candidates.fg);
    let (many, _) = cell_text(&buf, crate::tui::tests::cell("r9c2"), size);
    assert_eq!(many, "12…");
    assert!(screen.contains("7·· one"), "the legend: {screen}");
}

#[test]
fn an_empty_cell_with_no_candidate_is_marked_and_the_dead_end_keeps_its_cross() {
    for theme in [Theme::dark(), Theme::light(), Theme::monochrome()] {
        let style = WatchStyle::new(&theme);
        let mut app = alone_with(theme, stepdoku_core::solver::Strategy::RowMajor);
        press(&mut app, WatchAction::ToggleCandidates, 1);
        let size = (80, 24);
        // Step until a cell other than the one backed out of has no candidate left.
        let mut found = None;
        for _ in 0..2000 {
            press(&mut app, WatchAction::Forward, 1);
            let w = watch(&app);
            let grid = w.search.grid();
            let dead = Cell::all().find(|&c| {
                grid.get(c).is_none()
                    && w.search.candidates()[c].is_empty()
                    && w.search.mark(c).is_none()
            });
            if let Some(dead) = dead {
                found = Some(dead);
                break;
            }
        }
        let dead = found.expect("the row-major search meets a cell with no candidate");
        let buf = render(&app, size.0, size.1);
        let (text, look) = cell_text(&buf, dead, size);
        assert_eq!(text.trim(), "∅", "{dead}");
        if theme.has_color {
            assert_eq!(look.fg, style.no_candidate.fg);
        }
        assert!(look.add_modifier.contains(ratatui::style::Modifier::BOLD));
        // On to the backtrack: its cell says `×`, as without candidates.
        let backtrack = |app: &App| {
            let w = watch(app);
            Cell::all().find(|&c| w.search.mark(c) == Some(Mark::Backtrack))
        };
        for _ in 0..2000 {
            if backtrack(&app).is_some() {
                break;
            }
            press(&mut app, WatchAction::Forward, 1);
        }
        let crossed = backtrack(&app).expect("a backtrack");
        let buf = render(&app, size.0, size.1);
        assert_eq!(cell_text(&buf, crossed, size).0.trim(), "×");
    }
}

#[test]
fn the_legend_says_how_candidates_are_drawn_at_each_size() {
    let mut app = alone();
    press(&mut app, WatchAction::ToggleCandidates, 1);
    let compact = terminal(&app, 80, 24).backend().to_string();
    assert!(
        compact.contains("candidates 7·· one  15… more  ∅ none"),
        "{compact}"
    );
    let large = terminal(&app, 120, 40).backend().to_string();
    assert!(
        large.contains("candidates at their keypad places  ∅ none"),
        "{large}"
    );
    assert!(!large.contains("7·· one"), "{large}");
}
