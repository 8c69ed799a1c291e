//! A replay's code pane at 80×24 on a learner's tab-indented file: tabs expanded to stops of
//! four, indentation drawn narrower when the lit line would be cut (so deep code keeps its
//! text in view), a line still too wide ending in `…`; and the key bar offers `n N` whenever
//! there are problems to go to.

use stepdoku_core::Grid;
use stepdoku_core::game::{Game, PuzzleSource};
use stepdoku_core::teaching::replay::{Numbering, ReplayMachine, parse};

use super::*;
use crate::tui::action::WatchAction;
use crate::tui::app::Screen;
use crate::tui::watch::Watch;
use crate::tui::watch::code::Pane;
use crate::tui::watch::learner::{Learner, read_source};

/// A learner's search nested five tabs deep; its `try` is line 8, its `undo` line 10.
/// Five tabs are 20 columns of the code pane's 33 at 80×24.
const DEEP: &str = "struct Solver {\n\
                    \tbool dfs(int k) {\n\
                    \t\tfor (int d = 1; d <= 9; ++d) {\n\
                    \t\t\tif (fits(r, c, d)) {\n\
                    \t\t\t\tif (board[r][c] == 0) {\n\
                    \t\t\t\t\tboard[r][c] = d;\n\
                    \t\t\t\t\t++tries[r][c][d][k][depth];\n\
                    \t\t\t\t\tfprintf(stderr, \"try %d %d %d @%d\\n\", r + 1, c + 1, d, __LINE__);\n\
                    \t\t\t\t\tboard[r][c] = 0;\n\
                    \t\t\t\t\tfprintf(stderr, \"undo %d %d @%d\\n\", r + 1, c + 1, __LINE__);\n\
                    \t\t\t\t}\n\
                    \t\t\t}\n\
                    \t\t}\n\
                    \t}\n\
                    };\n";

/// The replay of a trace whose first `try` breaks a rule (3 is in r1c2), with `DEEP` as its
/// source and the code pane open, at the first problem; `stops`: the steps `n` goes to.
fn replay(stops: Vec<u64>) -> App {
    replay_lit_at(8, stops)
}

/// The same, its `try` printed at line `lit` of `DEEP`.
fn replay_lit_at(lit: usize, stops: Vec<u64>) -> App {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("deep.cpp");
    std::fs::write(&path, DEEP).unwrap();
    let source = read_source(&path).unwrap();
    let start = grid(CLASSIC);
    let trace = parse(
        &format!("try 1 3 3 @{lit}\nundo 1 3 @10\n"),
        Numbering::FromOne,
    );
    let mut watch = Watch::replay("classic.txt", start, ReplayMachine::new(&start, &trace));
    watch.search.seek(1);
    watch.detail.pane = Pane::Code;
    watch.learner = Some(Box::new(Learner {
        source: Some(source),
        stops,
        ..Learner::default()
    }));
    let game = Game::new(&Grid::EMPTY, PuzzleSource::new("classic.txt", None, 0, 1)).unwrap();
    let mut app = App::new(game, None, Theme::color(), std::time::Instant::now());
    app.screen = Screen::Watch(Box::new(watch));
    app
}

/// The row of the code pane showing line `n`.
fn code_line(rows: &[String], n: &str) -> String {
    rows.iter()
        .find(|r| r.contains(&format!("│ {n} ")) || r.contains(&format!("│›{n} ")))
        .unwrap_or_else(|| panic!("no line {n} in:\n{}", rows.join("\n")))
        .clone()
}

/// The screen's rows as text.
fn screen_rows(app: &App) -> Vec<String> {
    let screen = terminal(app, 80, 24).backend().to_string();
    screen
        .lines()
        .map(|l| l.trim_matches('"').to_owned())
        .collect()
}

#[test]
fn deep_tabs_keep_the_lit_line_in_view_and_a_cut_line_ends_in_an_ellipsis() {
    let app = replay(vec![1]);
    let rows = screen_rows(&app);
    let screen = rows.join("\n");
    assert!(screen.contains("Your code · deep.cpp · line 8"), "{screen}");
    // The lit line is too long for the pane at any indentation: each level is drawn two
    // columns wide, the shape kept (line 5 four deep, line 15 not at all), and it ends in `…`.
    let line = |n: &str| code_line(&rows, n);
    let lit = line(" 8");
    assert!(
        lit.contains("  8           fprintf(stderr, \"try %…"),
        "{screen}"
    );
    assert!(
        line(" 6").contains("  6           board[r][c] = d;   "),
        "{screen}"
    );
    assert!(!line(" 6").contains('…'), "{screen}");
    assert!(
        line(" 5").contains("  5         if (board[r][c] == 0) {"),
        "{screen}"
    );
    assert!(line("15").contains(" 15 };"), "{screen}");
    // The lit row is reversed across the pane, without colour too.
    let buf = render(&app, 80, 24);
    let y = rows.iter().position(|r| *r == lit).unwrap() as u16;
    let x = lit
        .find("fprintf")
        .map(|b| lit[..b].chars().count())
        .unwrap() as u16;
    assert!(
        buf[(x, y)]
            .style()
            .add_modifier
            .contains(ratatui::style::Modifier::REVERSED)
    );
    insta::assert_snapshot!("replay_source_tabs_80x24", terminal(&app, 80, 24).backend());

    // A lit line that fits at one column a level is drawn so, whole.
    let rows = screen_rows(&replay_lit_at(7, vec![1]));
    let lit = code_line(&rows, " 7");
    assert!(
        lit.contains("  7      ++tries[r][c][d][k][depth];"),
        "{}",
        rows.join("\n")
    );
    assert!(
        code_line(&rows, " 5").contains("  5     if (board"),
        "{}",
        rows.join("\n")
    );
    // One that fits as written is left as written.
    let rows = screen_rows(&replay_lit_at(2, vec![1]));
    let lit = code_line(&rows, " 2");
    assert!(
        lit.contains("  2     bool dfs(int k) {"),
        "{}",
        rows.join("\n")
    );
}

#[test]
fn the_key_bar_offers_n_and_n_when_the_replay_has_problems() {
    let footer = |app: &App| screen_rows(app).last().cloned().unwrap_or_default();
    let flagged = replay(vec![1]);
    assert!(
        footer(&flagged).contains("n N problem"),
        "{}",
        footer(&flagged)
    );
    let clean = replay(Vec::new());
    assert!(!footer(&clean).contains("n N"), "{}", footer(&clean));
    // n is bound either way: with no problem it says so.
    let mut clean = clean;
    act(&mut clean, &[Action::Watch(WatchAction::NextProblem)]);
    assert!(
        message(&clean).contains("no problem"),
        "{}",
        message(&clean)
    );
}
