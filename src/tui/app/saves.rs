//! The game's way to the store: every save asked for (a first one waiting for its puzzle's
//! grading in the background), games set aside, a finished game's record, and the effects
//! handed to the loop.

use stepdoku_core::game::{EditError, Game};

use super::{App, Effect, Finished, Screen, SetAside, SolvedBy};
use crate::tui::work::Work;

impl App {
    /// Ask the loop to save the game, unless nothing was ever done in it (a puzzle only
    /// looked at leaves no row behind) or it is solved (it left the games in progress). Every
    /// save goes through here.
    pub fn request_save(&mut self) {
        if !self.game.has_moves() || self.game.is_solved() || !self.first_save_ready() {
            return;
        }
        // While the store is busy the save joins the ones waiting: trying it at every key
        // would cost each key a wait for the lock.
        match &mut self.ledger.waiting {
            Some(waiting) => waiting.keep(Effect::Save),
            None => self.effects.push(Effect::Save),
        }
    }

    /// Whether the game's save can go now: a first save makes the game's row, filed under its
    /// puzzle's level, which is graded once in the background (never on the interface's
    /// thread); until it comes back ([`crate::tui::action::Done::Graded`]) the save waits.
    fn first_save_ready(&mut self) -> bool {
        if self.ledger.game_id.is_some() || self.ledger.store_problem.is_some() {
            return true;
        }
        if self
            .ledger
            .graded
            .as_ref()
            .is_some_and(|g| g.is_of(&self.game))
        {
            return true;
        }
        if let Some(known) = self.ledger.level.as_ref().filter(|g| g.is_of(&self.game)) {
            self.ledger.graded = Some(known.clone());
            return true;
        }
        let puzzle = stepdoku_core::store::puzzle_key(&self.game);
        if self.ledger.grading.as_ref() != Some(&puzzle) {
            self.ledger.grading = Some(puzzle);
            self.effects
                .push(Effect::Work(Work::Grade(Box::new(self.game.clone()))));
        }
        false
    }

    /// Save a game set aside; one that has no row yet has its puzzle graded first, in the
    /// background, and is saved once the level comes back.
    pub fn save_set_aside(&mut self, mut aside: SetAside) {
        let graded = aside.graded.as_ref().is_some_and(|g| g.is_of(&aside.game));
        if aside.id.is_some() || graded || self.ledger.store_problem.is_some() {
            self.effects.push(Effect::SaveSetAside(Box::new(aside)));
            return;
        }
        if let Some(known) = self.ledger.level.as_ref().filter(|g| g.is_of(&aside.game)) {
            aside.graded = Some(known.clone());
            self.effects.push(Effect::SaveSetAside(Box::new(aside)));
            return;
        }
        self.effects
            .push(Effect::Work(Work::Grade(Box::new(aside.game.clone()))));
        self.ledger.asides_grading.push(aside);
    }

    /// Background work the session must not end without: a grading a save waits for.
    #[must_use]
    pub fn awaits_work(&self) -> bool {
        self.ledger.grading.is_some() || !self.ledger.asides_grading.is_empty()
    }

    /// The effects `update` asked for, handed to the loop to perform: the one thing the loop
    /// takes from the state (their answers come back as actions).
    pub fn take_effects(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.effects)
    }

    /// The history's record of the game just finished, filed under the level the session
    /// knows (its row's, or the one graded for it).
    #[must_use]
    pub fn finished_record(&self) -> stepdoku_core::store::Finished {
        stepdoku_core::store::Finished {
            puzzle: stepdoku_core::store::puzzle_key(&self.game),
            level: self.ledger.known_level(&self.game),
            elapsed_ms: u64::try_from(self.game.timer().elapsed(self.now).as_millis()).unwrap_or(0),
            hints: self.game.tally().hints,
            mistakes: self.game.tally().mistakes,
            by_solver: matches!(self.screen, Screen::Solved(f) if f.by == SolvedBy::Solver),
            daily: self.ledger.daily.clone(),
        }
    }

    /// After a change to the board: save it and notice a solved board. Every change is saved:
    /// a save is one small transaction (about a millisecond), done after the frame is drawn, so
    /// no move is ever lost to a crash or a closed window. A hint on screen is dropped: the board it was about has changed.
    pub fn after_edit(&mut self, result: Result<bool, EditError>) {
        // Clues being typed are no game yet: nothing to save, nothing solved.
        if matches!(self.screen, Screen::Enter(_)) {
            if let Err(error) = result {
                self.warn(error.to_string());
            }
            return;
        }
        match result {
            Err(error) => self.warn(error.to_string()),
            Ok(false) => {}
            Ok(true) => {
                self.hint = None;
                if self.game.is_solved() {
                    self.game.set_clock_running(false, self.now);
                    self.show_solved(Finished::by(SolvedBy::Player));
                    // Solved again after an undo: the history has this game already; only
                    // the row the undo saved goes.
                    if self.game.finish_recorded() {
                        self.effects.push(Effect::Unlist);
                    } else {
                        self.game.record_finish();
                        self.effects.push(Effect::Finish);
                    }
                    return;
                }
                self.request_save();
            }
        }
    }

    /// `old` is being replaced by a new game: save it as it stands if it was played and not
    /// finished (it stays in the list of games in progress). The new game starts with no row
    /// (its hints and mistakes are its own, counted in the game).
    pub fn keep_aside(&mut self, old: Game) {
        let aside = SetAside {
            game: old,
            id: self.ledger.game_id.take(),
            cursor: self.cursor,
            daily: self.ledger.daily.take(),
            graded: self.ledger.graded.take(),
        };
        // The new game grades its own puzzle; the old one's grading goes with it, and what
        // waited for it goes now.
        self.ledger.grading = None;
        self.effects.append(&mut self.ledger.after_grading);
        // A save still waiting was of the old game, which goes as `left`: kept, it would
        // write the new game under no row of its own.
        if let Some(waiting) = &mut self.ledger.waiting {
            waiting.pending.retain(|e| !matches!(e, Effect::Save));
        }
        if aside.game.is_solved() || !aside.game.has_moves() {
            return;
        }
        self.save_set_aside(aside);
    }
}
