//! Predict mode's keys: `p` starts and stops it; the learner types the next try as row,
//! column and digit (or `b`: the search goes back); the search then takes its own next step
//! and the verdict says whether the guess was right, and why. `→` shows a step unscored, `←`
//! goes back to predict it again.

use stepdoku_core::teaching::predict::{self, Guess};

use crate::tui::action::WatchAction;
use crate::tui::watch::Watch;
use crate::tui::watch::predict::Predict;
use crate::tui::watch::search::Search;

/// Predict mode's keys but the digits.
pub fn key(watch: &mut Watch, action: WatchAction) -> Option<String> {
    match action {
        WatchAction::Predict => Some(toggle(watch)),
        WatchAction::PredictBack => back(watch),
        WatchAction::PredictErase => erase(watch),
        WatchAction::PredictSkip => Some(skip(watch)),
        WatchAction::PredictStepBack => Some(step_back(watch)),
        _ => None,
    }
}

/// `p`: start predicting at the current step (a search of stepdoku's own only), or stop.
fn toggle(watch: &mut Watch) -> String {
    if let Some(done) = watch.predict.take() {
        return format!("Predicting stopped: {}", done.score());
    }
    if !matches!(watch.search, Search::Classic(_)) {
        return "Predict follows stepdoku's searches (t switches to one)".to_owned();
    }
    watch.stop();
    // The step shows whole: its event is what the next guess follows.
    watch.detail.left();
    watch.predict = Some(Predict::default());
    "Predict the next step: type its row, column and digit (134: r1c3=4), or b if the search \
     goes back"
        .to_owned()
}

/// A digit of the next try; the third has the guess judged.
pub fn type_digit(watch: &mut Watch, digit: u8) -> Option<String> {
    let predict = watch.predict.as_mut()?;
    let guess = predict.type_digit(digit)?;
    judge(watch, guess)
}

/// `b`: the search goes back next.
fn back(watch: &mut Watch) -> Option<String> {
    if let Some(predict) = watch.predict.as_mut() {
        predict.typed.clear();
    }
    judge(watch, Guess::Back)
}

/// Backspace: the last digit typed goes.
fn erase(watch: &mut Watch) -> Option<String> {
    let predict = watch.predict.as_mut()?;
    (!predict.erase()).then(|| "Nothing typed to erase".to_owned())
}

/// `→`: the next step shown without a guess (not scored).
fn skip(watch: &mut Watch) -> String {
    if ended(watch) {
        return "The search has ended: nothing more to predict (← goes back)".to_owned();
    }
    if let Some(predict) = watch.predict.as_mut() {
        predict.typed.clear();
        predict.last = None;
    }
    watch.search.forward();
    watch.detail.left();
    watch.sample_depth();
    "Shown, not scored: predict the next one".to_owned()
}

/// `←`: one step back, to predict it again.
fn step_back(watch: &mut Watch) -> String {
    if let Some(predict) = watch.predict.as_mut() {
        predict.typed.clear();
        predict.last = None;
    }
    watch.detail.left();
    let moved = watch.search.back();
    watch.sample_depth();
    if moved {
        "One step back: predict it again".to_owned()
    } else {
        "Already at step 0".to_owned()
    }
}

fn ended(watch: &Watch) -> bool {
    watch.search.is_finished() || watch.steps_left() == 0
}

/// Judge `guess` against the search's next step, then take that step.
fn judge(watch: &mut Watch, guess: Guess) -> Option<String> {
    let Search::Classic(timeline) = &watch.search else {
        return None;
    };
    if ended(watch) {
        return Some("The search has ended: nothing more to predict (← goes back)".to_owned());
    }
    let verdict = predict::judge(timeline.machine(), guess);
    let step = watch.search.steps();
    watch.search.forward();
    watch.detail.left();
    watch.sample_depth();
    // The verdict shows in the step pane, drawn from the state: no message beside it.
    watch.predict.as_mut()?.record(step, guess, verdict);
    None
}
