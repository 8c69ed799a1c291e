//! The watch's rows of the one key table: each key's action, scoped to the right screens.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::tui::action::Action;
use crate::tui::action::WatchAction as W;
use crate::tui::keymap::{BINDINGS, Key, Keymap, When};
use crate::tui::screen::ScreenKind;

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn on(screen: ScreenKind, code: KeyCode) -> Option<Action> {
    Keymap::STANDARD.action_for_key(&key(code), screen)
}

#[test]
fn every_watch_key_maps_to_its_action_on_both_watch_screens() {
    use KeyCode::*;
    let expected = [
        (Char(' '), W::TogglePlay),
        (Right, W::Forward),
        (Char('l'), W::Forward),
        (Left, W::Back),
        (Char('h'), W::Back),
        (Char('+'), W::Faster),
        (Char('='), W::Faster),
        (Char('-'), W::Slower),
        (End, W::ToEnd),
        (Home, W::Restart),
        (Char('r'), W::Restart),
        (Char('t'), W::NextStrategy),
        (Char('d'), W::ToDeadEnd),
        (Char('b'), W::ToBacktrack),
        (Char('g'), W::GoToStep),
        (Char('D'), W::ToDepth),
        (Char('C'), W::ToCell),
        (Char('n'), W::ToggleCandidates),
        (Char('0'), W::Type(0)),
        (Char('7'), W::Type(7)),
        (Char('m'), W::ToggleHeatmap),
        (Down, W::ScrollDeeper),
        (Up, W::ScrollShallower),
        (Char('#'), W::CountSolutions),
        (Char('c'), W::ToggleCode),
        (Char('i'), W::ToggleDigits),
        (Char('T'), W::ToggleTree),
    ];
    for screen in [ScreenKind::Watch, ScreenKind::WatchAlone] {
        for (code, action) in expected {
            assert_eq!(on(screen, code), Some(Action::Watch(action)), "{code:?}");
        }
        assert_eq!(on(screen, Char('q')), Some(Action::Quit));
        assert_eq!(on(screen, Char('?')), Some(Action::ToggleHelp));
    }
}

#[test]
fn esc_and_a_go_back_to_the_game_only_when_there_is_one() {
    use KeyCode::*;
    assert_eq!(on(ScreenKind::Watch, Esc), Some(Action::Watch(W::Leave)));
    assert_eq!(
        on(ScreenKind::Watch, Char('a')),
        Some(Action::Watch(W::Apply))
    );
    assert_eq!(on(ScreenKind::WatchAlone, Esc), Some(Action::Quit));
    assert_eq!(on(ScreenKind::WatchAlone, Char('a')), None);
    // In the player, s opens the watch and a still toggles auto-notes.
    assert_eq!(on(ScreenKind::Play, Char('s')), Some(Action::OpenWatch));
    assert_eq!(
        on(ScreenKind::Play, Char('a')),
        Some(Action::ToggleAutoNotes)
    );
    assert_eq!(on(ScreenKind::Paused, Char('s')), None);
}

#[test]
fn no_key_is_bound_twice_on_a_watch_screen_and_help_lists_every_row() {
    for screen in [ScreenKind::Watch, ScreenKind::WatchAlone] {
        let mut seen: Vec<Key> = Vec::new();
        // The replay's own rows take keys the watch has elsewhere: checked as a replay below.
        for b in BINDINGS.iter().filter(|b| {
            b.screens.contains(&screen)
                && !matches!(b.when, When::Replay | When::ReplayProblems | When::TreePane)
        }) {
            for &k in b.keys {
                assert!(!seen.contains(&k), "{k:?} twice on {screen:?}");
                seen.push(k);
            }
        }
        assert_eq!(
            Keymap::STANDARD.help_rows(screen).count(),
            BINDINGS
                .iter()
                // Every meaning of a key, the tree pane's included, whether the pane is open.
                .filter(|b| {
                    b.screens.contains(&screen)
                        && !matches!(b.when, When::Replay | When::ReplayProblems)
                })
                .count()
        );
        assert!(
            Keymap::STANDARD
                .footer_entries(screen)
                .any(|e| e.label == "step")
        );
    }
}
