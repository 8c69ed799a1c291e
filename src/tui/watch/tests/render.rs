//! Snapshots of the watch screen at the sizes people use (text only: styles are asserted in
//! `styles`).

use insta::assert_snapshot;

use super::*;
use crate::tui::tests::terminal;

/// Step 7 of row-major on the classic: a backtrack, four frames on the stack.
fn at_a_backtrack() -> App {
    let mut app = alone();
    press(&mut app, WatchAction::Forward, 7);
    app
}

#[test]
fn at_80x24_a_backtrack_with_the_stack() {
    assert_snapshot!(terminal(&at_a_backtrack(), 80, 24).backend());
}

#[test]
fn at_120x40_large_cells_show_the_digits_left_to_try() {
    let mut app = at_a_backtrack();
    press(&mut app, WatchAction::Back, 4); // step 3: r1c6: try 4 (of 4,6,8)
    assert_snapshot!(terminal(&app, 120, 40).backend());
}

#[test]
fn heatmap_at_80x24_after_200_steps() {
    let mut app = alone();
    press(&mut app, WatchAction::Forward, 200);
    press(&mut app, WatchAction::ToggleHeatmap, 1);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn solved_at_80x24() {
    let mut app = alone();
    watch_mut(&mut app).search.forward_by(u64::MAX);
    press(&mut app, WatchAction::CountSolutions, 1);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn propagate_from_the_game_at_120x40() {
    let mut app = crate::tui::tests::app();
    act(&mut app, &[Action::OpenWatch]);
    watch_mut(&mut app)
        .set_method(Strategy::Propagate.into())
        .unwrap();
    press(&mut app, WatchAction::Forward, 12);
    assert_snapshot!(terminal(&app, 120, 40).backend());
}

#[test]
fn too_small_says_what_it_needs() {
    assert_snapshot!(terminal(&alone(), 60, 18).backend());
}

/// From a game, q would end the session; Esc goes back to the game, which fits.
#[test]
fn too_small_from_a_game_offers_esc() {
    let mut app = crate::tui::tests::app();
    act(&mut app, &[Action::OpenWatch]);
    let screen = terminal(&app, 64, 21).backend().to_string();
    assert!(
        screen.contains("press Esc to go back to the game"),
        "{screen}"
    );
}

#[test]
fn help_lists_the_watch_keys() {
    let mut app = alone();
    act(&mut app, &[Action::ToggleHelp]);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

/// The watch's smallest size: the help shows what fits and says there is more below.
#[test]
fn help_at_73x21_says_there_is_more() {
    let mut app = alone();
    act(&mut app, &[Action::ToggleHelp]);
    let screen = terminal(&app, 73, 21).backend().to_string();
    assert!(screen.contains("more ↓"), "{screen}");
    assert_snapshot!(screen);
}

/// Every piece of text in `screen`, split at the box edges, that a cut left ending in a
/// separator: `hidden,…`, or `propagate:` with nothing below it in its box (a line wrapped
/// after a comma goes on in the next row; one cut there does not).
fn cut_pieces(screen: &str) -> Vec<String> {
    let edges = ['│', '┃', '║'];
    let rows: Vec<Vec<char>> = screen.lines().map(|l| l.chars().collect()).collect();
    let text = |row: &[char], from: usize, to: usize| -> String {
        row.get(from..to.min(row.len()))
            .unwrap_or_default()
            .iter()
            .collect::<String>()
            .trim()
            .trim_matches('"')
            .to_owned()
    };
    let mut cut = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let mut bounds: Vec<usize> = vec![0];
        bounds.extend(
            row.iter()
                .enumerate()
                .filter(|(_, c)| edges.contains(c))
                .map(|(j, _)| j),
        );
        bounds.push(row.len());
        for pair in bounds.windows(2) {
            let (from, to) = (pair[0], pair[1]);
            let piece = text(row, from + 1, to);
            let next = rows
                .get(i + 1)
                .map_or(String::new(), |r| text(r, from + 1, to));
            let ends_list = piece.ends_with(',') || piece.ends_with(':');
            let goes_on = !next.is_empty() && !next.starts_with(['─', '└', '┗', '━']);
            if piece.ends_with(",…") || piece.ends_with(":…") || (ends_list && !goes_on) {
                cut.push(piece);
            }
        }
    }
    cut
}

#[test]
fn no_text_is_cut_without_an_ellipsis_at_the_minimum_size() {
    for strategy in [Strategy::RowMajor, Strategy::Propagate] {
        for (w, h) in [(65, 21), (73, 21), (80, 24), (120, 40)] {
            let mut app = alone_with(Theme::color(), strategy);
            for (action, times) in [
                (WatchAction::Forward, 25),
                (WatchAction::ToggleCandidates, 1),
                (WatchAction::Forward, 40),
            ] {
                press(&mut app, action, times);
                let screen = terminal(&app, w, h).backend().to_string();
                let cut = cut_pieces(&screen);
                assert!(cut.is_empty(), "{strategy:?} {w}×{h}: {cut:?}\n{screen}");
                assert!(
                    !screen.contains("·5· when 5 ") || screen.contains("·5· when 5 of them"),
                    "{screen}"
                );
            }
        }
    }
}

/// `t` says which search now runs and what it does once: the message names it, and the line
/// that describes the strategy while nothing else needs the panel stays away.
#[test]
fn t_describes_the_new_strategy_once() {
    for (w, h) in [(73, 21), (80, 24), (120, 40)] {
        let mut app = alone();
        for _ in 0..Strategy::ALL.len() {
            press(&mut app, WatchAction::NextStrategy, 1);
            let about = crate::tui::watch::describe::strategy(watch(&app));
            let start: String = about.chars().take(14).collect();
            let screen = terminal(&app, w, h).backend().to_string();
            assert_eq!(
                screen.matches(&start).count(),
                1,
                "{w}×{h} {start:?}\n{screen}"
            );
        }
    }
}

/// `--zero-based`: cells as the posts' code indexes them, rows, columns and boxes from 0; the
/// frame numbers each box, so `box 3` can be found.
#[test]
fn zero_based_names_cells_as_the_posts_code_does() {
    let mut app = alone_with(Theme::dark(), Strategy::Propagate);
    watch_mut(&mut app).zero_based = true;
    press(&mut app, WatchAction::Forward, 12);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(
        screen.contains("board[3][2]: 9 has no other place"),
        "{screen}"
    );
    assert!(screen.contains("in box 3"), "{screen}");
    assert!(screen.contains("    0   1   2"), "{screen}");
    assert!(screen.contains("┏0━━┯"), "{screen}");
    assert_snapshot!(screen);
}
