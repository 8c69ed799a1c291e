//! Terminal events → actions. Pure: keys go through the binding table, a left click on the
//! board selects the cell under it (found with the same layout the view draws with).

use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEventKind,
};
use ratatui::layout::Rect;

use super::action::{Action, RaceAction, WatchAction};
use super::app::{App, Screen};
use super::layout;
use super::layout::cramped::Offer;
use super::screen::ScreenKind;

/// The action `event` asks for, in a terminal of size `area`; `None` ignores it (no redraw).
#[must_use]
pub fn action_for_event(event: &Event, app: &App, area: Rect) -> Option<Action> {
    if let Some(cramped) = layout::cramped::of_app(app) {
        return match event {
            Event::Key(key) => cramped_key(key, app, cramped.offer),
            _ => None,
        };
    }
    match event {
        Event::Key(key) => match app
            .config
            .keymap
            .action_for_key(key, crate::tui::view::watch::layout::key_context(app, area))
            .or_else(|| unbound(key, app))?
        {
            // Only as far as there is more to see at this size.
            Action::ScrollHelp(lines) => {
                let max = crate::tui::view::help::max_scroll(app, area);
                let scroll = app.help.map_or(0, |help| help.scroll);
                let to = scroll.saturating_add_signed(lines).min(max);
                let by = i32::from(to) - i32::from(scroll);
                (by != 0).then(|| Action::ScrollHelp(i16::try_from(by).unwrap_or(0)))
            }
            Action::Watch(turn @ (WatchAction::WordsDown | WatchAction::WordsUp)) => {
                turn_words(app, turn, area)
            }
            action => Some(action),
        },
        Event::Mouse(mouse)
            if mouse.kind == MouseEventKind::Down(MouseButton::Left)
                && app.screen_kind() == ScreenKind::Play =>
        {
            let board = layout::geometry(area).ok()?.board;
            board.cell_at(mouse.column, mouse.row).map(Action::Select)
        }
        _ => None,
    }
}

/// `PgDn` or `PgUp` on the Step pane, as the page to show counted from the one it opens on:
/// `None` where there is nothing more to show (`PgUp` on the first page, `PgDn` with one page),
/// rather than a press stored that a later key would have to undo first.
fn turn_words(app: &App, turn: WatchAction, area: Rect) -> Option<Action> {
    let Screen::Watch(watch) = &app.screen else {
        return None;
    };
    let paging = crate::tui::view::watch::step_paging(app, watch, area)?;
    let page = match turn {
        // Past the last page comes the first again.
        WatchAction::WordsDown if paging.pages > 1 => (paging.page + 1) % paging.pages,
        WatchAction::WordsUp if paging.page > 0 => paging.page - 1,
        _ => return None,
    };
    let offset = i64::try_from(page).ok()? - i64::try_from(paging.open).ok()?;
    Some(Action::Watch(WatchAction::WordsPage(offset)))
}

/// A key on a screen too small to show: the notice in its place names `q` (quit, saving a
/// game in progress) and, over a game, Esc (back to it); Ctrl-C quits as everywhere. Any
/// other key does nothing rather than act on a screen nobody sees.
fn cramped_key(key: &KeyEvent, app: &App, offer: Offer) -> Option<Action> {
    if key.kind == KeyEventKind::Release || key.modifiers.contains(KeyModifiers::ALT) {
        return None;
    }
    let control = key.modifiers.contains(KeyModifiers::CONTROL);
    match key.code {
        KeyCode::Char('q') if !control => Some(Action::Quit),
        KeyCode::Char('c') if control => Some(Action::Quit),
        KeyCode::Esc if offer == Offer::BackToGame && !control => match app.screen {
            Screen::Watch(_) => Some(Action::Watch(WatchAction::Leave)),
            Screen::Race(_) => Some(Action::Race(RaceAction::Leave)),
            _ => None,
        },
        _ => None,
    }
}

/// A letter, sign or Space pressed on the board, the watch or the race that no row binds:
/// said so, rather than nothing happening (and on a Sudominoku, why a classic key does
/// nothing there).
fn unbound(key: &KeyEvent, app: &App) -> Option<Action> {
    let plain = key.kind != KeyEventKind::Release
        && !key
            .modifiers
            .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT);
    match key.code {
        KeyCode::Char(c)
            if plain
                && (c.is_ascii_graphic() || c == ' ')
                && matches!(
                    app.key_context().screen,
                    ScreenKind::Play
                        | ScreenKind::Enter
                        | ScreenKind::Watch
                        | ScreenKind::WatchAlone
                        | ScreenKind::WatchPredict
                        | ScreenKind::WatchSlow
                        | ScreenKind::Race
                        | ScreenKind::RaceAlone
                ) =>
        {
            let classic = app.config.keymap.classic_only_help(key, app.key_context());
            Some(match classic {
                Some(help) => Action::ClassicOnly(c, help),
                None => Action::Unbound(c),
            })
        }
        _ => None,
    }
}
