//! The statistics screen's calendar key: no sample number that reads as a count of puzzles of
//! the day finished, when none was; the key's marks keep the calendar's styles.

use ratatui::style::Modifier;
use stepdoku_core::store::Stats;

use super::*;

fn screen_of(stats: Stats, theme: Theme, width: u16, height: u16) -> (App, Buffer, String) {
    let mut app = app_with(theme);
    crate::tui::update::show_stats(&mut app, stats);
    let terminal = terminal(&app, width, height);
    let text = terminal.backend().to_string();
    (app, terminal.backend().buffer().clone(), text)
}

fn no_daily_played() -> Stats {
    Stats {
        finished: 1,
        today: 20_000,
        ..Stats::default()
    }
}

#[test]
fn with_no_puzzle_of_the_day_played_no_figure_under_its_heading_says_one_was_finished() {
    for (width, height) in [(80, 24), (65, 21), (100, 30)] {
        let (_, _, screen) = screen_of(no_daily_played(), Theme::color(), width, height);
        let below: Vec<&str> = screen
            .lines()
            .skip_while(|l| !l.contains("Puzzle of the day"))
            .collect();
        assert!(!below.is_empty(), "{width}×{height}: the heading\n{screen}");
        for line in &below {
            for word in ["1 finished", "1 today"] {
                assert!(
                    !line.contains(word),
                    "{width}×{height}: `{word}` under the heading\n{screen}"
                );
            }
        }
        assert!(
            below
                .iter()
                .any(|l| l.contains("dd finished") && l.contains("dd today")),
            "{width}×{height}: the key\n{screen}"
        );
        assert!(screen.contains("0 in a row now"), "{screen}");
    }
}

#[test]
fn the_keys_marks_have_the_calendars_looks_in_colour_and_without() {
    for theme in [Theme::color(), Theme::light(), Theme::monochrome()] {
        let (app, buffer, _) = screen_of(no_daily_played(), theme, 80, 24);
        let row = |y: u16| -> String {
            (0..buffer.area.width)
                .map(|x| buffer[(x, y)].symbol().to_owned())
                .collect()
        };
        let y = (0..buffer.area.height)
            .find(|&y| row(y).contains("dd finished"))
            .expect("the key's row");
        let text = row(y);
        let column = |needle: &str| {
            let byte = text.find(needle).expect("in the key");
            text[..byte].chars().count() as u16
        };
        let done = buffer[(column("dd finished"), y)].style();
        let today = buffer[(column("dd today"), y)].style();
        if app.theme.has_color {
            assert_eq!(
                done.bg, app.theme.hint_place.bg,
                "finished: the calendar's mark"
            );
        } else {
            assert!(done.add_modifier.contains(Modifier::REVERSED));
        }
        assert!(today.add_modifier.contains(Modifier::UNDERLINED));
    }
}
