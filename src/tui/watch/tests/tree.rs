//! The tree pane: its tree has one node per try at every step, forward, back and after a
//! jump, and its path is the stack; snapshots at 80×24 and 120×40 in a light and a dark theme.

use insta::assert_snapshot;

use super::*;
use crate::tui::tests::terminal;
use crate::tui::watch::code::Pane;

fn with_tree(theme: Theme, strategy: Strategy) -> App {
    let mut app = alone_with(theme, strategy);
    press(&mut app, WatchAction::ToggleTree, 1);
    assert_eq!(watch(&app).detail.pane, Pane::Tree);
    app
}

/// The pane's tree agrees with the machine: as many nodes as tries, a path as long as the
/// guesses on the stack, each level's current try the stack's.
fn check(app: &App) {
    let w = watch(app);
    let run = w
        .detail
        .tree
        .as_deref()
        .expect("a tree while the pane is open");
    assert_eq!(run.steps(), w.search.steps());
    assert_eq!(run.tree.nodes().len() as u64, w.search.counters().tries);
    let Search::Classic(t) = &w.search else {
        return;
    };
    let guesses: Vec<_> = t
        .machine()
        .stack()
        .iter()
        .filter(|f| !f.is_forced())
        .collect();
    assert_eq!(run.tree.path().len(), guesses.len());
    for (id, frame) in run.tree.path().iter().zip(&guesses) {
        let node = run.tree.nodes()[*id as usize];
        assert_eq!(
            node.choice,
            stepdoku_core::teaching::tree::Choice::Digit(frame.cell, frame.digit)
        );
    }
}

#[test]
fn the_tree_has_a_node_per_try_forward_back_and_after_jumps() {
    for strategy in [Strategy::RowMajor, Strategy::Mrv, Strategy::Propagate] {
        let mut app = with_tree(Theme::color(), strategy);
        for _ in 0..60 {
            press(&mut app, WatchAction::Forward, 1);
            check(&app);
        }
        for _ in 0..45 {
            press(&mut app, WatchAction::Back, 1);
            check(&app);
        }
        watch_mut(&mut app).typed = Some(300);
        press(&mut app, WatchAction::GoToStep, 1);
        check(&app);
        watch_mut(&mut app).typed = Some(7);
        press(&mut app, WatchAction::GoToStep, 1);
        check(&app);
        press(&mut app, WatchAction::Restart, 1);
        check(&app);
    }
}

#[test]
fn closing_the_pane_drops_the_tree_and_reopening_rebuilds_it() {
    let mut app = with_tree(Theme::color(), Strategy::RowMajor);
    press(&mut app, WatchAction::Forward, 20);
    press(&mut app, WatchAction::ToggleTree, 1);
    assert!(watch(&app).detail.tree.is_none());
    press(&mut app, WatchAction::Forward, 20);
    press(&mut app, WatchAction::ToggleTree, 1);
    check(&app);
    // A new strategy starts a new tree.
    press(&mut app, WatchAction::NextStrategy, 1);
    press(&mut app, WatchAction::Forward, 5);
    check(&app);
}

#[test]
fn tree_at_80x24_and_120x40_dark_and_light() {
    for (name, theme) in [("dark", Theme::dark()), ("light", Theme::light())] {
        let mut app = with_tree(theme, Strategy::RowMajor);
        watch_mut(&mut app).typed = Some(400);
        press(&mut app, WatchAction::GoToStep, 1);
        for (w, h) in [(80, 24), (120, 40)] {
            insta::with_settings!({ snapshot_suffix => format!("{name}_{w}x{h}") }, {
                assert_snapshot!(terminal(&app, w, h).backend());
            });
        }
    }
}

#[test]
fn a_deep_path_keeps_its_deepest_levels_and_says_which_are_above() {
    let mut app = with_tree(Theme::color(), Strategy::RowMajor);
    watch_mut(&mut app).typed = Some(8_000);
    press(&mut app, WatchAction::GoToStep, 1);
    let depth = watch(&app)
        .detail
        .tree
        .as_deref()
        .unwrap()
        .tree
        .path()
        .len();
    let screen = format!("{:?}", terminal(&app, 80, 24).backend());
    let above = screen
        .split("… depths 1–")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse::<usize>().ok())
        .expect("a line saying which depths are above");
    // Every depth after the hidden ones is shown, down to the current one.
    for d in above + 1..=depth {
        assert!(screen.contains(&format!("{d:>2} r")), "depth {d} shown");
    }
    assert!(
        !screen.contains(&format!("{above:>2} r")),
        "depth {above} hidden"
    );
}

/// At the search's end (depth 51) the histogram's summary is longer than the pane is wide: it wraps onto
/// the row the bars leave it and reads whole, never cut with `…`.
#[test]
fn the_histograms_summary_reads_whole_at_80x24_and_120x40() {
    let mut app = with_tree(Theme::dark(), Strategy::RowMajor);
    watch_mut(&mut app).typed = Some(8_366);
    press(&mut app, WatchAction::GoToStep, 1);
    for (w, h) in [(80, 24), (120, 40)] {
        let screen = terminal(&app, w, h).backend().to_string();
        let summary: String = screen
            .lines()
            .skip_while(|row| !row.contains("most:"))
            .take(2)
            .map(|row| row.rsplit('│').nth(1).unwrap_or("").trim().to_owned())
            .collect::<Vec<_>>()
            .join(" ");
        assert!(summary.contains(", 2 depths a column"), "{w}×{h}: {screen}");
        assert!(!summary.contains('…'), "{w}×{h}: {summary}");
    }
}

#[test]
fn the_tree_pane_counts_one_node_in_the_singular() {
    let mut app = with_tree(Theme::dark(), Strategy::RowMajor);
    press(&mut app, WatchAction::Forward, 1);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(screen.contains("Tree · 1 node · depth 1"), "{screen}");
    press(&mut app, WatchAction::Forward, 1);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(screen.contains("Tree · 2 nodes · depth 2"), "{screen}");
}
