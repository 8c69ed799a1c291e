//! What the race's keys do: open it on the board at hand, play every lane in lockstep, step
//! all of them back and forth, leave. No terminal here.

use std::time::Duration;

use crate::tui::action::RaceAction;
use crate::tui::app::{App, Effect, Quit, Screen};
use crate::tui::race::{DEFAULT, Race};
use crate::tui::watch::pace::work_time;
use crate::tui::watch::playback::Playback;
use crate::tui::watch::search::Search;
use crate::tui::watch::{Origin, Watch};

/// `R` in the player or the watch: race the default strategies on the board as it is. A
/// Sudominoku has one search, and a board with a clash nothing to search for: say so.
pub fn open(app: &mut App) {
    if let Screen::Watch(watch) = &app.screen {
        if watch.dominoes.is_some() {
            app.warn("A Sudominoku has one search (the domino search): there is nothing to race");
            return;
        }
        let race = match &watch.search {
            // The learner's search from its first step, beside the built-in ones.
            Search::Replay(timeline) => {
                let mut timeline = timeline.clone();
                timeline.restart();
                let replay = Watch::replay(
                    watch.source.clone(),
                    watch.start,
                    timeline.machine().clone(),
                );
                Race::beside_replay(replay, &DEFAULT)
            }
            _ => Race::new(
                watch.origin,
                watch.source.clone(),
                watch.start,
                watch.givens,
                &DEFAULT,
            ),
        };
        match race {
            Ok(mut race) => {
                race.speed = app.config.watch_speed.unwrap_or_default();
                app.screen = Screen::Race(Box::new(race));
            }
            Err(e) => app.warn(format!("Cannot race on this board: {e}")),
        }
        return;
    }
    if app.game.is_sudominoku() {
        app.warn("A Sudominoku has one search (the domino search): there is nothing to race");
        return;
    }
    let board = app.game.board();
    if let Some(clash) = board.conflicts().first() {
        let text = format!(
            "{} and {} both hold {}: clear the clash, then R races the strategies",
            clash.first, clash.second, clash.digit
        );
        app.warn(text);
        return;
    }
    match Race::new(
        Origin::Game,
        app.game.source().to_string(),
        *board.values(),
        board.givens(),
        &DEFAULT,
    ) {
        Ok(mut race) => {
            race.speed = app.config.watch_speed.unwrap_or_default();
            app.game.set_clock_running(false, app.now);
            app.screen = Screen::Race(Box::new(race));
        }
        Err(e) => app.warn(format!("Cannot race on this board: {e}")),
    }
}

pub fn update(app: &mut App, action: RaceAction) {
    let now = app.now;
    let Screen::Race(race) = &mut app.screen else {
        return;
    };
    let message = match action {
        RaceAction::TogglePlay => {
            if race.playback.is_playing() {
                race.stop();
                None
            } else if race.all_done() {
                Some("Every strategy has finished; ← steps back, Home restarts".to_owned())
            } else {
                race.play(Playback::Playing, now);
                None
            }
        }
        RaceAction::Forward => {
            race.stop();
            if race.all_done() {
                Some("Every strategy has finished".to_owned())
            } else {
                race.forward(1);
                app.effects.extend(finished(race));
                None
            }
        }
        RaceAction::Back => {
            race.stop();
            let at = race
                .lanes
                .iter()
                .map(|l| l.search.steps())
                .max()
                .unwrap_or(0);
            if at == 0 {
                Some("Already at step 0".to_owned())
            } else {
                race.seek(at - 1);
                None
            }
        }
        RaceAction::Faster | RaceAction::Slower => {
            race.speed = if action == RaceAction::Faster {
                race.speed.faster()
            } else {
                race.speed.slower()
            };
            if race.playback.is_playing() {
                race.pace.retime(race.effective_speed(), now);
            }
            Some(format!("Speed {}", race.speed.label()))
        }
        RaceAction::ToEnd => {
            if race.all_done() {
                Some("Every strategy has finished".to_owned())
            } else {
                race.play(Playback::ToEnd, now);
                None
            }
        }
        RaceAction::Restart => {
            race.stop();
            race.seek(0);
            None
        }
        RaceAction::Leave => {
            match race.origin {
                Origin::Game => app.enter_play(),
                Origin::Alone => app.quit = Quit::Now,
            }
            return;
        }
    };
    if let Some(text) = message {
        app.info(text);
    }
}

/// One frame: the steps the time since the last is worth, for every lane, at most `budget`
/// (what the event loop allows a frame at full speed).
pub fn tick(app: &mut App, budget: u64) {
    let now = app.now;
    let Screen::Race(race) = &mut app.screen else {
        return;
    };
    if !race.playback.is_playing() {
        return;
    }
    let Some(steps) = race.pace.frame(race.effective_speed(), now, budget) else {
        return;
    };
    race.meter.sample(race.step, now);
    let steps = steps.min(race.max_steps().saturating_sub(race.step)).max(1);
    race.forward(steps);
    if race.all_done() {
        // The meter closes when the work ended, by the loop's measure of how long steps take.
        race.meter.sample(race.step, now + work_time(steps, budget));
        race.stop();
    }
    app.effects.extend(finished(race));
}

/// The headless timing came back from the event loop.
pub fn timed(app: &mut App, times: &[Duration]) {
    if let Screen::Race(race) = &mut app.screen {
        race.timed(times);
    }
}

/// Once every lane is done, the headless timing is asked for.
fn finished(race: &mut Race) -> Option<Effect> {
    race.start_timing().map(Effect::Work)
}
