use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use stepdoku_core::solver::Strategy;
use stepdoku_core::teaching::method::Method;

use super::{Config, commented_defaults, parse};
use crate::tui::action::Action;
use crate::tui::keymap::Keymap;
use crate::tui::screen::ScreenKind;
use crate::tui::theme::ThemeChoice;
use crate::tui::watch::pace::Speed;

fn press(c: char) -> KeyEvent {
    KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE)
}

fn messages(text: &str) -> Vec<String> {
    parse(text).1.iter().map(ToString::to_string).collect()
}

#[test]
fn an_empty_file_is_every_default() {
    assert_eq!(parse(""), (Config::default(), Vec::new()));
}

#[test]
fn the_printed_defaults_uncommented_are_the_defaults() {
    // Every `# key = value` line, uncommented; the prose stays a comment.
    let uncommented: String = commented_defaults()
        .lines()
        .map(|line| match line.strip_prefix("# ") {
            Some(setting)
                if setting.split_once(" = ").is_some_and(|(name, _)| {
                    name.chars().all(|c| c.is_ascii_lowercase() || c == '-')
                }) =>
            {
                setting.to_owned()
            }
            _ => line.to_owned(),
        })
        .collect::<Vec<_>>()
        .join("\n");
    let (config, problems) = parse(&uncommented);
    assert_eq!(problems, Vec::new(), "{uncommented}");
    assert_eq!(config.theme, Some(ThemeChoice::Auto));
    assert_eq!(config.new_game, stepdoku_core::game::Settings::default());
    assert_eq!(config.watch_speed, Some(Speed::default()));
    for screen in [ScreenKind::Play, ScreenKind::Watch, ScreenKind::Menu] {
        for c in ['q', 'H', 'u', 'h', ' ', '?', 'n', 'p'] {
            assert_eq!(
                config.keymap.action_for_key(&press(c), screen),
                Keymap::STANDARD.action_for_key(&press(c), screen),
                "{c:?} on {screen:?}"
            );
        }
    }
}

#[test]
fn settings_are_read() {
    let (config, problems) = parse(
        "theme = \"light\"\n[play]\nshow-mistakes = true\nauto-notes = false\n\
         [watch]\nstrategy = \"mrv\"\nspeed = \"max\"\n",
    );
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(config.theme, Some(ThemeChoice::Light));
    assert!(config.new_game.show_mistakes);
    assert!(!config.new_game.auto_remove_notes);
    assert_eq!(config.watch_strategy, Some(Method::Search(Strategy::Mrv)));
    assert_eq!(config.watch_speed, Some(Speed::UNLIMITED));
    assert_eq!(
        parse("[watch]\nspeed = 100\n")
            .0
            .watch_speed
            .and_then(Speed::per_second),
        Some(100)
    );
}

#[test]
fn a_rebound_key_takes_over_and_the_old_one_is_free() {
    let (config, problems) = parse("[keys]\nhint = \"?\"\ntoggle-help = \"F1\"\n");
    assert!(problems.is_empty(), "{problems:?}");
    let keys = &config.keymap;
    assert_eq!(
        keys.action_for_key(&press('?'), ScreenKind::Play),
        Some(Action::Hint)
    );
    assert_eq!(keys.action_for_key(&press('H'), ScreenKind::Play), None);
    assert_eq!(
        keys.key_for(&Action::Hint, ScreenKind::Play).as_deref(),
        Some("?")
    );
    let footer: Vec<String> = keys
        .footer_entries(ScreenKind::Play)
        .map(|e| format!("{} {}", e.keys, e.label))
        .collect();
    assert!(footer.contains(&"? hint".to_owned()), "{footer:?}");
    assert!(footer.contains(&"F1 help".to_owned()), "{footer:?}");
    let help: Vec<String> = keys.help_rows(ScreenKind::Play).map(|(_, k)| k).collect();
    assert!(help.contains(&"?".to_owned()), "{help:?}");
}

#[test]
fn a_conflict_is_refused_and_the_action_keeps_its_keys() {
    let (config, problems) = parse("[keys]\nhint = \"u\"\n");
    assert_eq!(
        problems.iter().map(ToString::to_string).collect::<Vec<_>>(),
        ["config.toml:2:8: [keys] hint on u: undo already has that key"]
    );
    assert_eq!(
        config.keymap.action_for_key(&press('H'), ScreenKind::Play),
        Some(Action::Hint)
    );
    assert_eq!(
        config.keymap.action_for_key(&press('u'), ScreenKind::Play),
        Some(Action::Undo)
    );
}

#[test]
fn keys_swapped_between_two_actions_are_no_conflict() {
    let (config, problems) = parse("[keys]\nundo = \"r\"\nredo = \"u\"\n");
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(
        config.keymap.action_for_key(&press('r'), ScreenKind::Play),
        Some(Action::Undo)
    );
}

#[test]
fn each_mistake_is_named_with_its_line_and_column() {
    assert_eq!(
        messages("[keys]\nhnt = \"x\"\nundo = \"Ctrl-\"\nredo = \"Hyper\"\n"),
        [
            "config.toml:2:7: [keys] unknown action \"hnt\" (stepdoku config --print lists every action)",
            "config.toml:3:8: [keys] \"Ctrl-\": Ctrl- goes with a letter (Ctrl-Z)",
            "config.toml:4:8: [keys] \"Hyper\" is not a key: one character, Space, Ctrl-X, Left, Right, Up, Down, Enter, Esc, Tab, Backspace, Del, Home, End, PgUp, PgDn or F1-F12",
        ]
    );
    assert_eq!(
        messages("[watch]\nstrategy = \"fastest\"\n"),
        [
            "config.toml:2:12: watch.strategy: expected one of row-major, blanks, mrv, propagate, logic"
        ]
    );
    let broken = messages("theme = \"dark\"\n[play\nauto-notes = true\n");
    assert!(broken[0].starts_with("config.toml:2:"), "{broken:?}");
    let unknown = messages("[play]\nauto-note = true\n");
    assert!(
        unknown[0].starts_with("config.toml:2:1: unknown field `auto-note`"),
        "{unknown:?}"
    );
    let wrong_type = messages("[play]\nshow-mistakes = \"yes\"\n");
    assert!(
        wrong_type[0].starts_with("config.toml:2:17: "),
        "{wrong_type:?}"
    );
}

#[test]
fn a_file_that_cannot_be_read_is_reported_and_the_defaults_apply() {
    let dir = tempfile::tempdir().unwrap();
    let (config, problems) = super::load_from(dir.path());
    assert_eq!(config, Config::default());
    assert!(
        problems[0].to_string().contains("is not a file"),
        "{problems:?}"
    );
    let missing = dir.path().join("config.toml");
    assert_eq!(super::load_from(&missing), (Config::default(), Vec::new()));
    std::fs::write(&missing, vec![b'#'; 300 * 1024]).unwrap();
    assert!(
        super::load_from(&missing).1[0]
            .message
            .contains("larger than")
    );
    std::fs::write(&missing, b"theme = \"\xff\"").unwrap();
    assert!(super::load_from(&missing).1[0].message.contains("UTF-8"));
}

#[test]
fn a_byte_that_is_not_utf8_is_located_by_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("config.toml");
    std::fs::write(&file, b"theme = \"dark\"\n[play]\n# \xc3\xa9 \xff\n").unwrap();
    let problems = super::load_from(&file).1;
    assert_eq!(
        problems[0].located("config.toml"),
        "config.toml:3:5: expected UTF-8 text, found the byte 0xff: not read"
    );
}

#[test]
fn one_wrong_value_keeps_its_default_and_the_rest_applies() {
    let text = "theme = \"light\"\n[play]\nauto-notes = \"yes\"\nshow-mistakes = false\ncolour = 3\n[watch]\nspeed = \"warp\"\nstrategy = \"mrv\"\n";
    let (config, problems) = parse(text);
    assert_eq!(config.theme, Some(ThemeChoice::Light));
    assert!(
        !config.new_game.show_mistakes,
        "the setting after the mistake"
    );
    assert_eq!(
        config.new_game.auto_remove_notes,
        Config::default().new_game.auto_remove_notes
    );
    assert_eq!(config.watch_strategy, Some(Method::Search(Strategy::Mrv)));
    let at: Vec<(usize, usize)> = problems.iter().filter_map(|p| p.line_column).collect();
    assert_eq!(at, [(3, 14), (5, 1), (7, 9)], "{problems:?}");
}

#[test]
fn every_syntax_mistake_is_listed_and_the_readable_rest_applies() {
    let (config, problems) =
        parse("theme = \"light\"\nauto = = 1\n[play]\nshow-mistakes = false\nx = \n");
    assert!(problems.len() >= 2, "{problems:?}");
    assert_eq!(problems[0].line_column.map(|(l, _)| l), Some(2));
    assert!(
        problems
            .iter()
            .any(|p| p.line_column.map(|(l, _)| l) == Some(5))
    );
    assert_eq!(config.theme, Some(ThemeChoice::Light));
    assert!(!config.new_game.show_mistakes);
}

#[test]
fn a_long_value_is_shortened_in_its_message() {
    let long = "z".repeat(250_000);
    for text in [
        format!("[watch]\nstrategy = \"{long}\"\n"),
        format!("[play]\nauto-notes = \"{long}\"\n"),
        format!("[keys]\nundo = \"{long}\"\n"),
        format!("{long} = 1\n"),
    ] {
        let shown = messages(&text);
        assert_eq!(shown.len(), 1, "{}", shown[0].len());
        assert!(shown[0].chars().count() < 200, "{} chars", shown[0].len());
        // An echoed value ends in the mark of the cut.
        assert!(!shown[0].contains(&"z".repeat(40)), "{}", shown[0]);
        if shown[0].contains("zz") {
            assert!(shown[0].contains("z…"), "{}", shown[0]);
        }
    }
}

#[test]
fn a_fifo_as_the_settings_file_is_refused_without_opening_it() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("config.toml");
    let made = std::process::Command::new("mkfifo").arg(&fifo).status();
    if !made.is_ok_and(|s| s.success()) {
        return;
    }
    // Opening a FIFO with no writer blocks: this returns only if it is never opened.
    let (config, problems) = super::load_from(&fifo);
    assert_eq!(config, Config::default());
    assert!(
        problems[0].message.contains("not a regular file"),
        "{problems:?}"
    );
}

#[test]
fn keys_a_terminal_never_sends_are_refused() {
    for (key, sent) in [
        ("Ctrl-M", "Enter"),
        ("Ctrl-I", "Tab"),
        ("ctrl-j", "Enter"),
        ("Ctrl-H", "Backspace"),
    ] {
        let (config, problems) = parse(&format!("[keys]\nquit = \"{key}\"\n"));
        assert_eq!(config.keymap, Keymap::STANDARD, "{key}");
        assert_eq!(problems.len(), 1, "{key}");
        assert!(
            problems[0].message.contains("never arrives") && problems[0].message.contains(sent),
            "{key}: {}",
            problems[0].message
        );
    }
}

#[test]
fn ctrl_c_stays_a_way_out_on_every_screen() {
    let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
    let (config, problems) = parse("[keys]\nquit-anywhere = \"x\"\n");
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(problems[0].message.contains("Ctrl-C"), "{problems:?}");
    assert_eq!(
        config.keymap.action_for_key(&ctrl_c, ScreenKind::Play),
        Some(Action::Quit)
    );
    let (config, problems) = parse("[keys]\nquit-anywhere = [\"Ctrl-C\", \"F10\"]\n");
    assert!(problems.is_empty(), "{problems:?}");
    assert_eq!(
        config.keymap.action_for_key(&ctrl_c, ScreenKind::Play),
        Some(Action::Quit)
    );
}

/// The theme's comment says how colour goes off in words that cannot be read the other way
/// round ("--color never turn colour off" read as "never turns it off").
#[test]
fn the_printed_defaults_say_how_colour_goes_off() {
    let printed = commented_defaults();
    assert!(
        printed.contains("Colour goes off with NO_COLOR set, or with\n# `--color never`"),
        "{printed}"
    );
    assert!(!printed.contains("--color never turn"), "{printed}");
}
