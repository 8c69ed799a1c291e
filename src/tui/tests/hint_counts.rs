//! Hints shown whole are counted per technique in the store, and the statistics show the
//! counts; a nudge alone counts nothing.

use stepdoku_core::game::Hint;

use super::*;
use crate::tui::action::Action;
use crate::tui::app::Effect;
use crate::tui::event_loop::perform;

fn perform_all(app: &mut App, store: &stepdoku_core::store::Store) {
    for _ in 0..4 {
        if app.effects.is_empty() {
            return;
        }
        perform(app, Some(store), None);
    }
    panic!("effects never settle: {:?}", app.effects);
}

fn counted(app: &App) -> usize {
    app.effects
        .iter()
        .filter(|e| matches!(e, Effect::CountHint(_)))
        .count()
}

#[test]
fn hints_shown_whole_are_counted_by_technique_and_shown_in_the_statistics() {
    let dir = tempfile::tempdir().unwrap();
    let store = stepdoku_core::store::Store::open(dir.path()).unwrap().store;
    let mut app = app();
    act(&mut app, &[Action::Hint]);
    let Some(Hint::Deduction(deduction)) = app.hint.as_ref().map(|v| v.hint.clone()) else {
        panic!(
            "a logical hint first: {:?}",
            app.hint.as_ref().map(|v| &v.hint)
        );
    };
    let name = deduction.technique.name();
    assert_eq!(counted(&app), 0, "a nudge gives nothing away");
    act(&mut app, &[Action::Hint]);
    assert_eq!(counted(&app), 1, "the whole hint is counted");
    perform_all(&mut app, &store);
    // A second hint of another game is counted with it: the counts are the player's.
    store.count_hint(name).unwrap();
    let stats = store.stats().unwrap();
    assert_eq!(stats.hints_by_technique, vec![(name.to_owned(), 2)]);
    act(&mut app, &[Action::Dismiss, Action::OpenStats]);
    perform_all(&mut app, &store);
    let screen = terminal(&app, 100, 40).backend().to_string();
    let line = format!("Hints shown in all games, finished or not, by technique: {name} 2.");
    assert!(screen.contains(&line), "{screen}");
}

/// A hint shown while another process holds the store is counted once the store is free,
/// as a move is saved: kept in memory and tried again each second, never dropped.
#[test]
fn a_hint_shown_while_the_store_is_held_is_counted_once_it_is_free() {
    use stepdoku_core::store::FILE_NAME;

    use crate::tui::event_loop::STORE_WAIT;

    let dir = tempfile::tempdir().unwrap();
    let store = stepdoku_core::store::Store::open(dir.path()).unwrap().store;
    store.set_busy_wait(STORE_WAIT);
    let holder = rusqlite::Connection::open(dir.path().join(FILE_NAME)).unwrap();
    holder.execute_batch("BEGIN EXCLUSIVE").unwrap();
    let mut app = app();
    act(&mut app, &[Action::Hint, Action::Hint]);
    assert_eq!(counted(&app), 1, "the whole hint is counted");
    perform(&mut app, Some(&store), None);
    let since = app
        .ledger
        .waiting
        .as_ref()
        .map(|w| w.since)
        .expect("the count waits for the store");
    holder.execute_batch("COMMIT").unwrap();
    act(
        &mut app,
        &[super::tick_at(since + std::time::Duration::from_secs(1))],
    );
    perform(&mut app, Some(&store), None);
    assert!(app.ledger.waiting.is_none(), "{:?}", app.ledger.waiting);
    assert_eq!(store.stats().unwrap().hints_by_technique.len(), 1);
    assert_eq!(store.stats().unwrap().hints_by_technique[0].1, 1);
}
