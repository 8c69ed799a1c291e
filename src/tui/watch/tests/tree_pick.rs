//! Choosing a try in the tree pane and going to its step: the keys bound only while the pane
//! is open, the watch at the chosen try's step afterwards, and the chosen try drawn bracketed
//! in its own look (light, dark and colourless).

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::buffer::Buffer;

use super::*;
use crate::tui::action::TreeMove;
use crate::tui::tests::{message, render};

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn at_step_40_with_tree(theme: Theme) -> App {
    let mut app = alone_with(theme, Strategy::RowMajor);
    press(&mut app, WatchAction::ToggleTree, 1);
    watch_mut(&mut app).search.seek(40);
    act(&mut app, &[Action::Watch(WatchAction::Forward)]);
    press(&mut app, WatchAction::Back, 1);
    assert_eq!(watch(&app).search.steps(), 40);
    app
}

fn choose(app: &mut App, how: TreeMove) {
    press(app, WatchAction::TreeChoose(how), 1);
}

/// The screen's row holding `text`, and the column where it starts.
fn find(buf: &Buffer, text: &str) -> Option<(u16, u16)> {
    for y in 0..buf.area.height {
        let row: String = (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect();
        if let Some(byte) = row.find(text) {
            return Some((row[..byte].chars().count() as u16, y));
        }
    }
    None
}

#[test]
fn arrows_choose_in_the_tree_pane_and_scroll_the_stack_elsewhere() {
    let mut app = alone();
    let up = key(KeyCode::Up);
    let keys = app.config.keymap.clone();
    assert_eq!(
        keys.action_for_key(&up, app.key_context()),
        Some(Action::Watch(WatchAction::ScrollShallower))
    );
    assert_eq!(
        keys.action_for_key(&key(KeyCode::Enter), app.key_context()),
        Some(Action::Watch(WatchAction::PlayIt))
    );
    press(&mut app, WatchAction::ToggleTree, 1);
    assert_eq!(
        keys.action_for_key(&up, app.key_context()),
        Some(Action::Watch(WatchAction::TreeChoose(TreeMove::Up)))
    );
    assert_eq!(
        keys.action_for_key(&key(KeyCode::Char('[')), app.key_context()),
        Some(Action::Watch(WatchAction::TreeChoose(TreeMove::Earlier)))
    );
    assert_eq!(
        keys.action_for_key(&key(KeyCode::Enter), app.key_context()),
        Some(Action::Watch(WatchAction::TreeGo))
    );
}

#[test]
fn enter_goes_to_the_step_that_made_the_chosen_try() {
    let mut app = at_step_40_with_tree(Theme::color());
    // Two levels up, then the try before it there: a finished one.
    choose(&mut app, TreeMove::Up);
    choose(&mut app, TreeMove::Up);
    choose(&mut app, TreeMove::Earlier);
    let run = watch(&app).detail.tree.as_deref().unwrap();
    let id = run.chosen.expect("a choice");
    let node = run.tree.nodes()[id as usize];
    assert!(!run.tree.path().contains(&id), "a finished try");
    assert!(node.step < 40);
    press(&mut app, WatchAction::TreeGo, 1);
    let w = watch(&app);
    assert_eq!(w.search.steps(), node.step);
    // There the chosen try is the one just made: the last event, the deepest of the path.
    let Search::Classic(t) = &w.search else {
        panic!("classic")
    };
    let stepdoku_core::teaching::tree::Choice::Digit(cell, digit) = node.choice else {
        panic!("a digit try")
    };
    assert!(matches!(
        t.machine().last_event(),
        Event::Try { cell: c, digit: d, .. } if c == cell && d == digit
    ));
    let run = w.detail.tree.as_deref().unwrap();
    assert_eq!(run.tree.path().last(), Some(&id));
    assert!(message(&app).starts_with(&format!("Step {}: the try ", node.step)));
}

#[test]
fn the_chosen_try_is_bracketed_in_its_own_look_and_the_border_names_it() {
    for theme in [Theme::color(), Theme::light(), Theme::monochrome()] {
        let mut app = at_step_40_with_tree(theme);
        choose(&mut app, TreeMove::Up);
        let run = watch(&app).detail.tree.as_deref().unwrap();
        let id = run.chosen.unwrap();
        let node = run.tree.nodes()[id as usize];
        let buf = render(&app, 80, 24);
        let named = format!("chosen {} · step {}", node.choice.label(), node.step);
        assert!(find(&buf, &named).is_some(), "{named}");
        // The chosen try's row: `d rXcY … [▶d]`, in brackets and in the chosen look.
        let row = format!("{} {} ", node.depth, node.choice.cell());
        let (x, y) = find(&buf, &row).expect("the chosen level's row");
        let line: String = (x..buf.area.width).map(|x| buf[(x, y)].symbol()).collect();
        let at = line.find("[▶").expect("the chosen try in brackets");
        let mark = x + line[..at].chars().count() as u16;
        let look = buf[(mark, y)].style();
        let want = crate::tui::view::watch::chosen_style(&theme);
        let fg = |c: Option<ratatui::style::Color>| c.unwrap_or(ratatui::style::Color::Reset);
        assert_eq!(fg(look.fg), fg(want.fg), "{theme:?}");
        assert!(look.add_modifier.contains(want.add_modifier));
        // One try chosen: the deepest level's current try keeps its own look (the footer's
        // `[]` set aside).
        let brackets: usize = (0..buf.area.height - 1)
            .map(|y| {
                (0..buf.area.width)
                    .filter(|&x| buf[(x, y)].symbol() == "[")
                    .count()
            })
            .sum();
        assert_eq!(brackets, 1);
    }
}

#[test]
fn the_tree_keys_apply_only_where_the_tree_pane_shows() {
    use crossterm::event::Event;
    use ratatui::layout::Rect;
    let mut app = alone();
    press(&mut app, WatchAction::ToggleTree, 1);
    let enter = Event::Key(key(KeyCode::Enter));
    let up = Event::Key(key(KeyCode::Up));
    let footer = |app: &App, w, h| {
        let buf = render(app, w, h);
        (0..w).map(|x| buf[(x, h - 1)].symbol()).collect::<String>()
    };
    // Wide enough: the tree shows, its keys are offered and bound.
    let wide = Rect::new(0, 0, 80, 24);
    assert_eq!(
        crate::tui::input::action_for_event(&enter, &app, wide),
        Some(Action::Watch(WatchAction::TreeGo))
    );
    assert!(
        footer(&app, 80, 24).contains("choose"),
        "{}",
        footer(&app, 80, 24)
    );
    // At 65×21 the pane says what it needs: the keys neither act on it nor are offered.
    let narrow = Rect::new(0, 0, 65, 21);
    assert!(find(&render(&app, 65, 21), "Needs 73 columns").is_some());
    assert_eq!(
        crate::tui::input::action_for_event(&enter, &app, narrow),
        Some(Action::Watch(WatchAction::PlayIt))
    );
    assert_eq!(
        crate::tui::input::action_for_event(&up, &app, narrow),
        Some(Action::Watch(WatchAction::ScrollShallower))
    );
    let bar = footer(&app, 65, 21);
    assert!(
        !bar.contains("choose") && !bar.contains("go there"),
        "{bar}"
    );
}

#[test]
fn switching_to_the_logical_solve_closes_the_tree_and_the_code() {
    use crate::tui::watch::code::Pane;
    use stepdoku_core::teaching::method::Method;
    for toggle in [WatchAction::ToggleTree, WatchAction::ToggleCode] {
        let mut app = alone();
        press(&mut app, toggle, 1);
        assert_ne!(watch(&app).detail.pane, Pane::Stack);
        while watch(&app).method != Method::Logic {
            press(&mut app, WatchAction::NextStrategy, 1);
        }
        // Neither T nor c is a key under the logical solve: the pane must not stay open.
        assert_eq!(watch(&app).detail.pane, Pane::Stack, "{toggle:?}");
        assert!(
            message(&app).contains("the stack again"),
            "{}",
            message(&app)
        );
        let buf = render(&app, 80, 24);
        assert!(find(&buf, "Steps").is_some(), "the counters show");
        assert!(
            find(&buf, "each step is a technique").is_none(),
            "no tree pane"
        );
    }
}

#[test]
fn the_help_lists_every_meaning_of_enter_and_the_arrows() {
    for open in [false, true] {
        let mut app = alone();
        if open {
            press(&mut app, WatchAction::ToggleTree, 1);
        }
        let lines = app.config.keymap.help_lines(app.key_context());
        let meanings = |key: &str| -> Vec<&str> {
            lines
                .iter()
                .filter(|(keys, _)| keys.split(' ').any(|k| k == key))
                .map(|(_, help)| *help)
                .collect()
        };
        let enter = meanings("Enter");
        assert!(
            enter.iter().any(|h| h.starts_with("Play this puzzle")),
            "{open}: {enter:?}"
        );
        assert!(
            enter.iter().any(|h| h.starts_with("Tree: go to")),
            "{open}: {enter:?}"
        );
        for key in ["↑", "k", "↓", "j"] {
            let said = meanings(key);
            assert!(
                said.iter().any(|h| h.contains("stack")),
                "{open} {key}: {said:?}"
            );
            assert!(
                said.iter().any(|h| h.starts_with("Tree:")),
                "{open} {key}: {said:?}"
            );
        }
    }
}
