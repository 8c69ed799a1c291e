//! The code pane and the digit-by-digit view: snapshots at the sizes people use in a light
//! and a dark theme, the lit line's style cell by cell, and the lit line following every step
//! and every digit test forward and back.

use insta::assert_snapshot;
use ratatui::buffer::Buffer;
use ratatui::style::Modifier;
use stepdoku_core::Cell;
use stepdoku_core::teaching::code::{Program, SubStep};

use super::*;
use crate::tui::tests::{render, terminal};
use crate::tui::watch::code::{Pane, lit_line};

fn with_code(theme: Theme, strategy: Strategy) -> App {
    let mut app = alone_with(theme, strategy);
    press(&mut app, WatchAction::ToggleCode, 1);
    assert_eq!(watch(&app).detail.pane, Pane::Code);
    app
}

/// The row of the screen that shows listing line `n`, and whether it is drawn lit.
fn listing_row(buf: &Buffer, n: usize, text: &str) -> Option<(u16, bool)> {
    let area = buf.area;
    let needle = format!("{n:>2} {}", text.trim_end());
    for y in 0..area.height {
        let row: String = (0..area.width)
            .map(|x| buf[(x, y)].symbol().to_owned())
            .collect();
        if let Some(at) = row.find(&needle) {
            let x = row[..at].chars().count() as u16;
            let lit = buf[(x, y)]
                .style()
                .add_modifier
                .contains(Modifier::REVERSED);
            return Some((y, lit));
        }
    }
    None
}

#[test]
fn code_at_80x24_and_120x40_dark_and_light() {
    for (name, theme) in [("dark", Theme::dark()), ("light", Theme::light())] {
        let mut app = with_code(theme, Strategy::RowMajor);
        press(&mut app, WatchAction::Forward, 7);
        for (w, h) in [(80, 24), (120, 40)] {
            insta::with_settings!({ snapshot_suffix => format!("{name}_{w}x{h}") }, {
                assert_snapshot!(terminal(&app, w, h).backend());
            });
        }
    }
}

#[test]
fn only_the_lit_line_is_reversed_and_it_follows_each_step_both_ways() {
    for strategy in [
        Strategy::RowMajor,
        Strategy::Blanks,
        Strategy::Mrv,
        Strategy::Propagate,
    ] {
        for size in [(80, 24), (120, 40)] {
            let mut app = with_code(Theme::color(), strategy);
            let program = Program::of_strategy(strategy);
            let mut forward = Vec::new();
            for _ in 0..40 {
                press(&mut app, WatchAction::Forward, 1);
                let line = lit_line(&watch(&app).detail, &watch(&app).search).unwrap();
                let buf = render(&app, size.0, size.1);
                let text = program.lines()[line - 1].text;
                let (_, lit) = listing_row(&buf, line, text).expect("the lit line is shown");
                assert!(lit, "{strategy}: line {line} drawn lit");
                // Every other shown line is not reversed.
                for (i, other) in program.lines().iter().enumerate() {
                    if i + 1 != line
                        && let Some((_, lit)) = listing_row(&buf, i + 1, other.text)
                    {
                        assert!(
                            !lit || other.text.trim().is_empty(),
                            "line {} lit too",
                            i + 1
                        );
                    }
                }
                forward.push(line);
            }
            for step in (1..40).rev() {
                press(&mut app, WatchAction::Back, 1);
                let line = lit_line(&watch(&app).detail, &watch(&app).search).unwrap();
                assert_eq!(line, forward[step - 1], "{strategy}: back to step {step}");
            }
        }
    }
}

#[test]
fn digit_by_digit_steps_through_each_test_and_back_exactly() {
    let mut app = with_code(Theme::color(), Strategy::RowMajor);
    press(&mut app, WatchAction::ToggleDigits, 1);
    let mut seen = Vec::new();
    for _ in 0..60 {
        press(&mut app, WatchAction::Forward, 1);
        let w = watch(&app);
        let frame = w.detail.sub_frame(&w.search).expect("digit by digit");
        seen.push((
            w.search.steps(),
            frame.index,
            lit_line(&w.detail, &w.search),
            describe_words(&app),
        ));
    }
    // Several frames per step, and the counters count steps only.
    let steps = watch(&app).search.steps();
    assert!(steps < 60 && steps > 5, "{steps} steps for 60 frames");
    assert_eq!(watch(&app).search.counters().steps, steps);
    // A rejected test lights a `return false` of fits, and says which unit holds the digit.
    let w = watch(&app);
    let program = Program::RowMajor;
    let rejected = seen
        .iter()
        .find(|(_, _, line, _)| {
            line.is_some_and(|l| {
                l > program
                    .line(stepdoku_core::teaching::code::Role::Fail)
                    .unwrap()
            })
        })
        .expect("a rejected digit");
    assert!(rejected.3.contains("? in "), "{}", rejected.3);
    let _ = w;
    for i in (0..59).rev() {
        press(&mut app, WatchAction::Back, 1);
        let w = watch(&app);
        let frame = w.detail.sub_frame(&w.search).expect("digit by digit");
        assert_eq!(
            (
                w.search.steps(),
                frame.index,
                lit_line(&w.detail, &w.search),
                describe_words(&app)
            ),
            seen[i],
            "back to frame {i}"
        );
    }
}

#[test]
fn digit_by_digit_says_where_it_does_not_apply() {
    let mut app = alone_with(Theme::color(), Strategy::Propagate);
    press(&mut app, WatchAction::ToggleDigits, 1);
    let message = crate::tui::tests::message(&app);
    assert!(message.contains("row-major, blanks and mrv"), "{message}");
    press(&mut app, WatchAction::Forward, 3);
    let w = watch(&app);
    assert!(w.detail.sub_frame(&w.search).is_none());
    assert_eq!(w.search.steps(), 3);
}

#[test]
fn digit_by_digit_at_80x24() {
    let mut app = with_code(Theme::dark(), Strategy::RowMajor);
    press(&mut app, WatchAction::ToggleDigits, 1);
    press(&mut app, WatchAction::Forward, 4);
    let w = watch(&app);
    let frame = w.detail.sub_frame(&w.search).unwrap();
    assert!(matches!(frame.current(), SubStep::Rejected { .. }));
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

fn describe_words(app: &App) -> String {
    crate::tui::watch::describe::event(watch(app))
}

#[test]
fn digit_by_digit_the_board_shows_the_digit_under_test_and_who_holds_it() {
    use crate::tui::view::watch::layout::layout;
    use crate::tui::view::watch::style::WatchStyle;
    use ratatui::layout::Rect;
    let style = WatchStyle::new(&Theme::color());
    let mut app = alone_with(Theme::color(), Strategy::RowMajor);
    press(&mut app, WatchAction::ToggleDigits, 1);
    // Step 3 tries r1c6; its first frame tests 1, which r1c3 holds (row 1).
    press(&mut app, WatchAction::Forward, 4);
    assert!(
        describe_words(&app).starts_with("r1c6: 1? in row 1, no"),
        "{}",
        describe_words(&app)
    );
    for (w, h) in [(80, 24), (120, 40)] {
        let buf = render(&app, w, h);
        let geometry = layout(Rect::new(0, 0, w, h)).unwrap().board;
        let text_of = |name: &str| {
            let rect = geometry.cell_rect(crate::tui::tests::cell(name));
            let y = rect.y + rect.height / 2;
            let row: String = (rect.x..rect.right())
                .map(|x| buf[(x, y)].symbol().to_owned())
                .collect();
            (
                row.trim().to_owned(),
                buf[(rect.x + rect.width / 2, y)].style(),
            )
        };
        let (tested, look) = text_of("r1c6");
        assert_eq!(tested, "1?", "{w}x{h}");
        assert_eq!(look.bg, style.backtrack.bg);
        let (holder, look) = text_of("r1c3");
        assert_eq!(holder, "1");
        assert_eq!(
            look.add_modifier & style.evidence.add_modifier,
            style.evidence.add_modifier
        );
        assert!(
            render_title(&buf).contains("Step 3 · frame 1 of"),
            "{}",
            render_title(&buf)
        );
    }
    // On the step's own frame the cell shows the digit placed.
    press(&mut app, WatchAction::Forward, 3);
    assert!(
        describe_words(&app).contains("4? fits, place"),
        "{}",
        describe_words(&app)
    );
}

fn render_title(buf: &Buffer) -> String {
    (0..buf.area.height)
        .map(|y| {
            (0..buf.area.width)
                .map(|x| buf[(x, y)].symbol().to_owned())
                .collect::<String>()
        })
        .find(|row| row.contains(" Step "))
        .unwrap_or_default()
}

#[test]
fn a_sudominoku_shows_the_listing_of_the_search_it_runs() {
    use stepdoku_core::format;
    let text = include_str!("../../../../puzzles/sudominoku.in");
    let document = format::parse("sudominoku.in", text, None).unwrap();
    let puzzle = document.puzzles[0].as_sudominoku().unwrap().clone();
    for (searched, program) in [
        (Watch::sudominoku("s", puzzle.clone()), Program::Dominoes),
        (
            Watch::sudominoku_as_written("s", puzzle.clone()),
            Program::DominoesAsWritten,
        ),
    ] {
        let mut app = alone();
        app.screen = Screen::Watch(Box::new(searched));
        press(&mut app, WatchAction::ToggleCode, 1);
        press(&mut app, WatchAction::Forward, 30);
        let w = watch(&app);
        assert_eq!(crate::tui::watch::code::program(&w.search), Some(program));
        let line = lit_line(&w.detail, &w.search).unwrap();
        let screen = format!("{:?}", terminal(&app, 120, 40).backend());
        assert!(
            screen.contains(&format!("Code · {} · line {line}", program.name())),
            "{screen}"
        );
        // The tree pane follows the same search: one node per domino tried.
        press(&mut app, WatchAction::ToggleTree, 1);
        let w = watch(&app);
        let tree = &w.detail.tree.as_deref().unwrap().tree;
        assert_eq!(tree.nodes().len() as u64, w.search.counters().tries);
    }
}

/// At 65 columns the code and tree panes give way to a notice of the width they need: the
/// status the key leaves must not say the code or the tree is on screen regardless.
#[test]
fn the_status_of_c_and_t_holds_where_the_pane_needs_more_columns() {
    for (toggle, pane) in [
        (WatchAction::ToggleCode, " Code "),
        (WatchAction::ToggleTree, " Tree "),
    ] {
        let mut app = alone_with(Theme::dark(), Strategy::RowMajor);
        press(&mut app, toggle, 1);
        let screen = terminal(&app, 65, 21).backend().to_string();
        assert!(
            screen.contains(pane) && screen.contains("Needs 73 columns"),
            "{screen}"
        );
        let message = crate::tui::tests::message(&app);
        assert!(message.starts_with(&format!("The{pane}pane")), "{message}");
    }
}

/// At 80×24 the Step pane shows a few rows of the status `T` or `c` leaves: they say what
/// is on screen (the pane and what it holds), not a condition on the terminal.
#[test]
fn the_status_of_c_and_t_says_first_what_the_pane_shows() {
    for (toggle, said) in [
        (WatchAction::ToggleCode, "The Code pane: the row-major"),
        (WatchAction::ToggleTree, "The Tree pane: each level's"),
    ] {
        let mut app = alone_with(Theme::dark(), Strategy::RowMajor);
        press(&mut app, toggle, 1);
        let screen = terminal(&app, 80, 24).backend().to_string();
        // The Step pane: the panel's column, down to the pane below it.
        let step: String = screen
            .lines()
            .skip(1)
            .map(|l| l.chars().skip(41).collect::<String>())
            .take_while(|l| !l.contains('┘'))
            .map(|l| {
                l.trim_matches(|c: char| c == '│' || c == '"' || c == ' ')
                    .to_owned()
            })
            .collect::<Vec<_>>()
            .join(" ");
        assert!(step.contains(said), "{said}\n{screen}");
        assert!(!step.contains("wide enough"), "{screen}");
    }
}

/// The rows of the Frames pane, read off the screen.
fn frames_rows(app: &App) -> Vec<String> {
    let buf = render(app, 120, 40);
    let rows: Vec<String> = (0..buf.area.height)
        .map(|y| {
            (0..buf.area.width)
                .map(|x| buf[(x, y)].symbol().to_owned())
                .collect()
        })
        .collect();
    let start = rows
        .iter()
        .position(|r| r.contains("Frames"))
        .expect("a Frames pane");
    rows[start + 1..].to_vec()
}

/// Frames speak one indexing: 1-based cells and units by default, the listing's 0-based
/// `r=3 c=6` with 0-based units under `--zero-based`, never both on one line.
#[test]
fn frames_speak_one_indexing() {
    for zero_based in [false, true] {
        let mut app = with_code(Theme::dark(), Strategy::Propagate);
        watch_mut(&mut app).zero_based = zero_based;
        let mut hidden = 0;
        for _ in 0..40 {
            press(&mut app, WatchAction::Forward, 1);
            for row in frames_rows(&app) {
                let code_vars = row.contains(" r=");
                let cell = row
                    .split(|c: char| !c.is_alphanumeric())
                    .any(|w| w.len() == 4 && w.starts_with('r') && w.parse::<Cell>().is_ok());
                if zero_based {
                    assert!(!cell, "{row}");
                } else {
                    assert!(!code_vars, "{row}");
                }
                if let Some(at) = row.find("hidden, ") {
                    hidden += 1;
                    let n: u32 = row[at..]
                        .chars()
                        .find_map(|c| c.to_digit(10))
                        .unwrap_or_else(|| panic!("a unit number: {row}"));
                    // A cell and its unit agree: r4c7's row is row 4, or row 3 0-based.
                    let (r, c) = if zero_based {
                        let at = row.find(" r=").expect("vars") + 3;
                        let r = row[at..].chars().next().and_then(|c| c.to_digit(10));
                        let c = row[at..]
                            .split(" c=")
                            .nth(1)
                            .and_then(|s| s.chars().next()?.to_digit(10));
                        (r.expect("r"), c.expect("c"))
                    } else {
                        let w = row
                            .split(|c: char| !c.is_alphanumeric())
                            .find_map(|w| w.parse::<Cell>().ok())
                            .expect("a cell");
                        let base = u32::from(!zero_based);
                        (w.row() as u32 + base, w.col() as u32 + base)
                    };
                    let unit = &row[at + 8..];
                    let b = (r - u32::from(!zero_based)) / 3 * 3
                        + (c - u32::from(!zero_based)) / 3
                        + u32::from(!zero_based);
                    let fits = (unit.starts_with("row") && n == r)
                        || (unit.starts_with("column") && n == c)
                        || (unit.starts_with("box") && n == b);
                    assert!(fits, "zero-based {zero_based}: {row}");
                }
            }
        }
        assert!(hidden > 0);
    }
}

/// At "no solution" every call has returned: the Frames pane does not say dfs was never
/// called.
#[test]
fn frames_at_no_solution_say_every_call_returned() {
    let mut app = crate::tui::tests::app();
    // r1c3 = 1 fits its row, column and box, but the classic's solution has 4 there.
    app.cursor = crate::tui::tests::cell("r1c3");
    crate::tui::tests::act(&mut app, &[crate::tui::tests::digit(1), Action::OpenWatch]);
    watch_mut(&mut app)
        .set_method(Strategy::Mrv.into())
        .unwrap();
    press(&mut app, WatchAction::ToggleCode, 1);
    watch_mut(&mut app).search.forward_by(u64::MAX);
    let rows = frames_rows(&app).join("\n");
    assert!(!rows.contains("not called"), "{rows}");
    assert!(rows.contains("every call has returned"), "{rows}");
    // Where the pane is narrower than the sentence, it is cut with `…`, never mid-word bare
    // (`no frame l`).
    for (w, h) in [(80, 24), (90, 26)] {
        let screen = crate::tui::tests::terminal(&app, w, h)
            .backend()
            .to_string();
        let line = screen
            .lines()
            .find(|l| l.contains("every call"))
            .unwrap_or_else(|| panic!("{w}×{h}: {screen}"));
        let inside = line.rsplit('│').nth(1).unwrap_or_default().trim();
        assert!(
            inside.ends_with("no frame left") || inside.ends_with('…'),
            "{w}×{h}: {inside:?}"
        );
    }
}

/// A retry of a cell's last digit says which digits failed, never "the only candidate".
#[test]
fn a_retry_names_the_digits_that_failed() {
    let mut app = alone();
    let mut retries = 0;
    for _ in 0..300 {
        press(&mut app, WatchAction::Forward, 1);
        let (_, stack, _, event, _) = state(&app);
        let words = crate::tui::watch::describe::event(watch(&app));
        if let stepdoku_core::solver::Event::Try { remaining, .. } = event
            && remaining.is_empty()
            && stack.last().is_some_and(|f| f.choices > 1)
        {
            retries += 1;
            assert!(!words.contains("the only candidate"), "{words}");
            assert!(words.contains("the last one left;"), "{words}");
        }
    }
    assert!(retries > 0);
}

/// With the code pane open, a try taken back has a frame of its own that lights the undo line
/// (`board[r][c] = 0;`), before the step's own line: the next digit placed, or the loop's end.
#[test]
fn the_undo_line_lights_in_a_frame_of_its_own() {
    for strategy in [Strategy::RowMajor, Strategy::Blanks] {
        let mut app = with_code(Theme::dark(), strategy);
        let program = Program::of_strategy(strategy);
        let undo = "board[r][c] = 0;";
        let mut undos = 0;
        for _ in 0..400 {
            press(&mut app, WatchAction::Forward, 1);
            let w = watch(&app);
            let Some(line) = lit_line(&w.detail, &w.search) else {
                continue;
            };
            if program.lines()[line - 1].text.trim() != undo {
                continue;
            }
            undos += 1;
            let step = w.search.steps();
            // The step's own line follows, in the same step.
            press(&mut app, WatchAction::Forward, 1);
            let w = watch(&app);
            assert_eq!(w.search.steps(), step, "{strategy}");
            let next = lit_line(&w.detail, &w.search).expect("a line");
            assert_ne!(program.lines()[next - 1].text.trim(), undo);
        }
        assert!(undos > 0, "{strategy}: no undo lit");
    }
}

/// Whether `row` shows a number in the listing's 0-based terms: `pos=6`, `k=3`, `r=0`, `c=6`.
fn shows_zero_based_number(row: &str) -> bool {
    ["pos=", "k=", " r=", " c="].iter().any(|var| {
        row.match_indices(var).any(|(at, _)| {
            row[at + var.len()..]
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_digit())
        })
    })
}

/// Every strategy's frame lines (Sudominoku's too) speak one indexing from the first step to
/// the solution: by default no 0-based `pos=6` or `k=3` beside the 1-based `r1c7`; under
/// `--zero-based` no 1-based cell name beside the code's `pos=6 r=0 c=6`.
#[test]
fn every_strategys_frame_heads_speak_one_indexing() {
    use stepdoku_core::format;
    let text = include_str!("../../../../puzzles/sudominoku.in");
    let document = format::parse("sudominoku.in", text, None).unwrap();
    let puzzle = document.puzzles[0].as_sudominoku().unwrap().clone();
    let strategies = [
        Strategy::RowMajor,
        Strategy::Blanks,
        Strategy::Mrv,
        Strategy::Propagate,
    ];
    for zero_based in [false, true] {
        let mut apps: Vec<(String, App)> = strategies
            .iter()
            .map(|&s| (format!("{s:?}"), with_code(Theme::dark(), s)))
            .collect();
        let mut app = alone();
        app.screen = Screen::Watch(Box::new(Watch::sudominoku("s", puzzle.clone())));
        press(&mut app, WatchAction::ToggleCode, 1);
        apps.push(("Sudominoku".to_owned(), app));
        for (name, app) in &mut apps {
            watch_mut(app).zero_based = zero_based;
            let mut heads = 0;
            for _ in 0..60 {
                press(app, WatchAction::Forward, 1);
                for row in frames_rows(app) {
                    let Some(at) = row.find("dfs") else { continue };
                    heads += 1;
                    let row = &row[at..];
                    let cell = row
                        .split(|c: char| !c.is_alphanumeric())
                        .any(|w| w.len() == 4 && w.parse::<Cell>().is_ok());
                    if zero_based {
                        assert!(!cell, "{name} zero-based: {row}");
                    } else {
                        assert!(!shows_zero_based_number(row), "{name}: {row}");
                    }
                }
            }
            assert!(heads > 0, "{name}: no dfs frame in 60 steps");
        }
    }
}

/// At 65×21 the code pane has no room (it says the width it needs): `c` says that, not what
/// the pane would show; no frame of it is stepped through or counted in the Step title, so
/// → takes whole steps. At 80×24 the same watch has its frames again.
#[test]
fn with_no_room_for_the_code_its_frames_are_not_stepped_and_the_message_says_what_is_shown() {
    use crate::tui::action::Action;
    let needs = crate::tui::view::watch::layout::side_pane_needs();
    let mut app = alone_with(Theme::color(), Strategy::RowMajor);
    crate::tui::tests::act(
        &mut app,
        &[Action::Resize {
            width: 65,
            height: 21,
        }],
    );
    press(&mut app, WatchAction::ToggleCode, 1);
    let said = crate::tui::tests::message(&app);
    assert!(
        said.contains(&format!("needs a terminal {needs} columns wide")) && !said.contains("lit"),
        "{said}"
    );
    press(&mut app, WatchAction::Forward, 7);
    assert_eq!(watch(&app).search.steps(), 7, "→ took whole steps");
    let screen = terminal(&app, 65, 21).backend().to_string();
    assert!(
        screen.contains(&format!("Needs {needs} columns")),
        "{screen}"
    );
    assert!(!screen.contains("frame"), "{screen}");
    crate::tui::tests::act(
        &mut app,
        &[Action::Resize {
            width: 80,
            height: 24,
        }],
    );
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(screen.contains("Step 7 · frame"), "{screen}");
}
