//! The "why is it slow" view's keys: `w` opens it (asking the background for the measure the
//! first time), the arrows choose a subtree, Enter goes to the step of its try, Esc closes.

use stepdoku_core::teaching::method::Method;
use stepdoku_core::teaching::subtrees::Slow;

use crate::tui::action::WatchAction;
use crate::tui::app::{App, Screen};
use crate::tui::effect::Effect;
use crate::tui::text::thousands;
use crate::tui::watch::search::Search;
use crate::tui::watch::slow::SlowView;
use crate::tui::work::Work;

/// The view's keys.
pub fn key(app: &mut App, action: WatchAction) {
    match action {
        WatchAction::Slow => toggle(app),
        WatchAction::SlowChoose(by) => choose(app, isize::from(by)),
        WatchAction::SlowGo => go(app),
        _ => {}
    }
}

/// `w`: open the view (or close it); the first time for this search, measure it in the
/// background.
fn toggle(app: &mut App) {
    let Screen::Watch(watch) = &mut app.screen else {
        return;
    };
    let (Method::Search(strategy), Search::Classic(_)) = (watch.method, &watch.search) else {
        app.info("Why is it slow follows stepdoku's searches (t switches to one)");
        return;
    };
    if let Some(view) = watch
        .slow
        .as_mut()
        .filter(|v| v.is_for(&watch.start, strategy))
    {
        view.open = !view.open;
        if view.open {
            watch.stop();
        }
        return;
    }
    watch.stop();
    watch.slow = Some(SlowView {
        start: watch.start,
        strategy,
        result: None,
        chosen: 0,
        open: true,
    });
    let work = Work::Subtrees {
        start: watch.start,
        strategy,
        max_steps: watch.max_steps,
    };
    app.effects.push(Effect::Work(work));
}

/// The measure came back: kept if it is still this search's.
pub fn measured(app: &mut App, slow: Option<Box<Slow>>) {
    let Screen::Watch(watch) = &mut app.screen else {
        return;
    };
    let Some(view) = watch.slow.as_mut() else {
        return;
    };
    let Some(slow) = slow else {
        app.warn("The search could not be measured");
        return;
    };
    if view.is_for(&watch.start, slow.strategy) && view.result.is_none() {
        view.result = Some(slow);
    }
}

/// The arrows: the row `by` away.
fn choose(app: &mut App, by: isize) {
    if let Screen::Watch(watch) = &mut app.screen
        && let Some(view) = watch.slow.as_mut()
    {
        view.choose(by);
    }
}

/// Enter: close the view and go to the step of the chosen subtree's try.
fn go(app: &mut App) {
    let Screen::Watch(watch) = &mut app.screen else {
        return;
    };
    let Some(view) = watch.slow.as_mut() else {
        return;
    };
    let Some(subtree) = view.rows().get(view.chosen).copied() else {
        app.info("Nothing to go to yet: the search is still being measured");
        return;
    };
    view.open = false;
    watch.stop();
    watch.detail.left();
    watch.search.seek(subtree.step);
    watch.sample_depth();
    app.info(format!(
        "Step {}: {}={}, whose subtree holds {} tries",
        thousands(subtree.step),
        subtree.cell,
        subtree.digit,
        thousands(subtree.size)
    ));
}
