//! A store another process holds: what it could not take waits in memory and is tried again
//! each second (the loop wakes for it, and a key on time does too), the wait on screen as it
//! runs; once the writes land the player is told, and a quit that waited for them ends the
//! session.

use stepdoku_core::store::{BUSY_WAIT, Graded};

use crate::tui::action::Action;
use crate::tui::app::{App, Effect, Quit, Screen, SetAside, Waiting};
use crate::tui::screen::{ScreenKind, Tone};

/// Why a quit now leaves the game unsaved, as the line printed on exit says it.
pub const BUSY_REASON: &str = "the store stayed busy (another stepdoku?), so it holds the game as last saved, without the moves since";

/// The loop tried the writes asked for: `busy` are those another process's lock turned away
/// (kept to be tried again), `failed` whether any failed for another reason (said already).
pub fn answered(app: &mut App, busy: Vec<Effect>, failed: bool) {
    if busy.is_empty() {
        let all_in = app
            .ledger
            .waiting
            .as_ref()
            .is_some_and(|w| w.pending.is_empty());
        if all_in && let Some(waiting) = app.ledger.waiting.take() {
            let waited = app.now.saturating_duration_since(waiting.since).as_secs();
            // A warning said as the writes landed (a saved game found late) is not hidden.
            let warned = app.message.as_ref().is_some_and(|m| {
                m.tone == Tone::Warning && waiting.shown.as_ref() != Some(&m.text)
            });
            if !warned {
                if !waiting.writes {
                    app.info(format!("The store is free again after {waited}\u{a0}s"));
                } else if !failed {
                    app.info(format!(
                        "Saved: the store is free again after {waited}\u{a0}s, and every move is \
                         in it"
                    ));
                }
            }
            // A quit that waited ends the session, unless a write failed: then it is held
            // back, as any quit whose save failed.
            if app.quit == Quit::Pending {
                app.quit = if failed { Quit::HeldBack } else { Quit::Now };
            }
        }
        return;
    }
    if busy.iter().any(|e| matches!(e, Effect::Save)) {
        app.ledger.last_save = Some(Err(BUSY_REASON.to_owned()));
    }
    let now = app.now;
    let waiting = app.ledger.waiting.get_or_insert_with(|| Waiting {
        since: now,
        next_try: now,
        pending: Vec::new(),
        shown: None,
        writes: false,
    });
    waiting.next_try = now + Waiting::RETRY;
    for effect in busy {
        waiting.keep(effect);
    }
    if app.quit == Quit::Now && waiting.writes {
        app.quit = Quit::Pending;
    }
    show(app);
}

/// A puzzle's level came back from the background: the panel shows it, and a first save
/// that waited for it goes now, as do the saves of games set aside on that puzzle. One graded
/// for a game no longer on screen only ends the wait.
pub fn graded(app: &mut App, graded: Graded) {
    let (ready, waiting): (Vec<SetAside>, Vec<SetAside>) =
        std::mem::take(&mut app.ledger.asides_grading)
            .into_iter()
            .partition(|aside| graded.is_of(&aside.game));
    app.ledger.asides_grading = waiting;
    for mut aside in ready {
        aside.graded = Some(graded.clone());
        app.effects.push(Effect::SaveSetAside(Box::new(aside)));
    }
    let waited = app.ledger.grading.as_deref() == Some(graded.puzzle());
    if waited {
        app.ledger.grading = None;
    }
    if graded.is_of(&app.game) {
        app.ledger.graded = Some(graded.clone());
        app.ledger.level = Some(graded);
        if waited {
            app.request_save();
        }
    }
    if app.ledger.grading.is_none() {
        app.effects.append(&mut app.ledger.after_grading);
    }
}

/// While the first save waits for its grading, the files asked for after it wait too, so
/// they reach the store in the order they were asked for.
pub fn hold_while_grading(app: &mut App) {
    if app.ledger.grading.is_none() {
        return;
    }
    let (work, files): (Vec<Effect>, Vec<Effect>) = std::mem::take(&mut app.effects)
        .into_iter()
        .partition(|e| matches!(e, Effect::Work(_)));
    app.effects = work;
    app.ledger.after_grading.extend(files);
}

/// When the next try is due, what waits goes back to the loop to be written.
pub fn tick(app: &mut App) {
    let now = app.now;
    let Some(waiting) = &mut app.ledger.waiting else {
        return;
    };
    if now < waiting.next_try {
        return;
    }
    waiting.next_try = now + Waiting::RETRY;
    app.effects.append(&mut waiting.pending);
}

/// A key while a quit waits for the store: any but quit plays on (quit itself is
/// [`super::quit`]'s).
pub fn key_while_pending(app: &mut App, action: &Action) {
    if app.quit != Quit::Pending
        || matches!(*action, Action::Tick(_) | Action::Done(_) | Action::Quit)
    {
        return;
    }
    app.quit = Quit::No;
    // The quit stopped the clock; playing on starts it again.
    if matches!(app.screen, Screen::Play) && app.help.is_none() {
        app.game.set_clock_running(true, app.now);
    }
}

/// A session about to end (a quit from any screen) waits while writes wait: it ends once
/// they land, or at a second quit without them.
pub fn hold_quit(app: &mut App) {
    if app.quit == Quit::Now && app.ledger.waiting.as_ref().is_some_and(|w| w.writes) {
        app.quit = Quit::Pending;
    }
}

/// The session ends (a second quit, a signal): one last try at what waits.
pub fn last_try(app: &mut App) {
    if let Some(waiting) = &mut app.ledger.waiting {
        app.effects.append(&mut waiting.pending);
    }
}

/// The wait on the message line, counted in seconds: it replaces its own last second, or an
/// empty line, never another message (that shows until the next key).
pub fn show(app: &mut App) {
    let Some(waiting) = &app.ledger.waiting else {
        return;
    };
    let ours = match (&app.message, &waiting.shown) {
        (None, _) => true,
        (Some(message), Some(shown)) => message.text == *shown,
        (Some(_), None) => false,
    };
    if !ours {
        return;
    }
    let text = wait_text(app, waiting);
    app.warn(text.clone());
    if let Some(waiting) = &mut app.ledger.waiting {
        waiting.shown = Some(text);
    }
}

fn wait_text(app: &App, waiting: &Waiting) -> String {
    let waited = app.now.saturating_duration_since(waiting.since);
    // A no-break space: the count never wraps away from its unit.
    let seconds = format!("{}\u{a0}s", waited.as_secs());
    let busy = waited >= BUSY_WAIT;
    if app.quit == Quit::Pending {
        let quit = app.key_name(Action::Quit, ScreenKind::Play);
        let why = if busy {
            "the store is busy (another stepdoku?)"
        } else {
            "another stepdoku holds the store"
        };
        format!(
            "Quitting once your moves are saved; {why} ({seconds}). {quit} again quits \
             without them; any other key plays on."
        )
    } else if !waiting.writes {
        format!(
            "Looking for a saved game of this puzzle: another stepdoku holds the store, tried \
             again each second ({seconds})"
        )
    } else if busy {
        format!(
            "The store is busy (another stepdoku?). No move is lost: saving is tried again \
             each second ({seconds})"
        )
    } else {
        format!("Waiting for the store: another stepdoku holds it ({seconds})")
    }
}
