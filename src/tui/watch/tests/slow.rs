//! The "why is it slow" view without a terminal: `w` asks the background for the measure and
//! the view waits for it; the answer is the core's count; the arrows and Enter go to a
//! subtree's step; snapshots at 80×24 and 65×21 and the chosen row's look.

use insta::assert_snapshot;
use ratatui::style::Color;

use super::*;
use crate::tui::app::Effect;
use crate::tui::screen::ScreenKind;
use crate::tui::tests::{finish_work, message, render, terminal};
use crate::tui::work::Work;

fn opened(theme: Theme) -> App {
    let mut app = alone_with(theme, Strategy::RowMajor);
    press(&mut app, WatchAction::Slow, 1);
    app
}

#[test]
fn w_measures_in_the_background_and_the_view_waits_for_it() {
    let mut app = opened(Theme::color());
    assert_eq!(app.screen_kind(), ScreenKind::WatchSlow);
    assert!(
        app.effects
            .iter()
            .any(|e| matches!(e, Effect::Work(Work::Subtrees { .. }))),
        "the measure is background work"
    );
    let view = watch(&app).slow.clone().unwrap();
    assert!(view.result.is_none());
    let waiting = render(&app, 80, 24);
    let text: String = waiting
        .content()
        .iter()
        .map(ratatui::buffer::Cell::symbol)
        .collect();
    assert!(text.contains("Running the search to its end in the background"));
    finish_work(&mut app);
    let slow = watch(&app).slow.as_ref().unwrap().result.clone().unwrap();
    let expected = stepdoku_core::teaching::subtrees::measure(
        &watch(&app).start,
        crate::tui::watch::machine(&watch(&app).start, Strategy::RowMajor)
            .unwrap()
            .options(),
        u64::MAX,
        10,
    )
    .unwrap();
    assert_eq!(*slow, expected);
    assert_eq!(slow.largest.len(), 10);
    // Closed and opened again: no second measure.
    press(&mut app, WatchAction::Slow, 2);
    assert!(app.effects.is_empty());
    assert_eq!(app.screen_kind(), ScreenKind::WatchSlow);
}

#[test]
fn enter_goes_to_the_chosen_subtrees_try() {
    let mut app = opened(Theme::color());
    finish_work(&mut app);
    press(&mut app, WatchAction::SlowChoose(1), 3);
    press(&mut app, WatchAction::SlowChoose(-1), 1);
    let chosen = watch(&app).slow.as_ref().unwrap().rows()[2];
    press(&mut app, WatchAction::SlowGo, 1);
    assert_eq!(app.screen_kind(), ScreenKind::WatchAlone);
    let w = watch(&app);
    assert_eq!(w.search.steps(), chosen.step);
    let Search::Classic(t) = &w.search else {
        panic!("classic")
    };
    assert!(matches!(
        t.machine().last_event(),
        Event::Try { cell, digit, .. } if cell == chosen.cell && digit == chosen.digit
    ));
    assert!(message(&app).contains("whose subtree holds"));
}

#[test]
fn the_view_at_80x24_and_65x21() {
    let mut app = opened(Theme::color());
    finish_work(&mut app);
    assert_snapshot!("slow_80x24", terminal(&app, 80, 24).backend());
    press(&mut app, WatchAction::SlowChoose(1), 12);
    assert_snapshot!("slow_65x21_scrolled", terminal(&app, 65, 21).backend());
}

#[test]
fn the_chosen_row_has_the_cursors_look_in_every_theme() {
    for theme in [Theme::dark(), Theme::light(), Theme::monochrome()] {
        let mut app = opened(theme);
        finish_work(&mut app);
        let buf = render(&app, 80, 24);
        let (x, y) = (0..buf.area.height)
            .find_map(|y| {
                (0..buf.area.width)
                    .find(|&x| buf[(x, y)].symbol() == "▶")
                    .map(|x| (x, y))
            })
            .expect("the chosen row's mark");
        let look = buf[(x, y)].style();
        let plain = |c: Option<Color>| c.unwrap_or(Color::Reset);
        assert_eq!(plain(look.fg), plain(theme.cursor.fg));
        assert_eq!(plain(look.bg), plain(theme.cursor.bg));
        assert!(look.add_modifier.contains(theme.cursor.add_modifier));
        // The next row is plain text.
        let next = buf[(x + 2, y + 1)].style();
        assert_eq!(plain(next.bg), plain(theme.text.bg));
    }
}

/// The box stands alone (no fragments of the panes' frames beside it) and its borders say
/// what is out of sight: `more ↓` while rows are below, `↑ more` once it has scrolled.
#[test]
fn the_box_says_what_is_out_of_sight_and_nothing_shows_beside_it() {
    for (w, h) in [(65, 21), (80, 24)] {
        let mut app = opened(Theme::dark());
        finish_work(&mut app);
        let rows = watch(&app).slow.as_ref().unwrap().rows().len();
        let check = |app: &App, above: bool, below: bool| {
            let buf = render(app, w, h);
            let line =
                |y: u16| -> String { (0..w).map(|x| buf[(x, y)].symbol().to_owned()).collect() };
            let (top, bottom) = (0..h - 1)
                .map(|y| (y, line(y)))
                .filter(|(_, l)| l.contains('┌') || l.contains('└'))
                .fold((None, None), |(t, b), (y, l)| {
                    if l.contains('┌') {
                        (t.or(Some(y)), b)
                    } else {
                        (t, Some(y))
                    }
                });
            let (top, bottom) = (top.expect("the box's top"), bottom.expect("its bottom"));
            let left = line(top).find('┌').expect("its corner");
            let left = line(top)[..left].chars().count() as u16;
            let right = (left..w)
                .rfind(|&x| buf[(x, top)].symbol() == "┐")
                .expect("corner");
            for y in 0..h - 1 {
                for x in (0..w).filter(|&x| x < left || x > right || y < top || y > bottom) {
                    assert_eq!(
                        buf[(x, y)].symbol(),
                        " ",
                        "{w}×{h}: ({x},{y}) beside the box"
                    );
                }
            }
            assert_eq!(
                line(top).contains("↑ more"),
                above,
                "{w}×{h}: {}",
                line(top)
            );
            assert_eq!(
                line(bottom).contains("more ↓"),
                below,
                "{w}×{h}: {}",
                line(bottom)
            );
        };
        check(&app, false, true);
        press(&mut app, WatchAction::SlowChoose(1), rows - 1);
        check(&app, true, false);
    }
}
