//! The hint flow: `H` shows a nudge (the technique and where to look), `H` again the whole
//! hint with its proof highlighted, `H` again (or Enter) applies it as one undo step. The
//! hint is worked out once, when first asked for, on the board as it stands; any change to
//! the board drops it, since it may no longer hold.

use stepdoku_core::game::Hint;
use stepdoku_core::{Cell, CellMap};

use crate::tui::action::Action;
use crate::tui::app::{App, Effect, Screen};
use crate::tui::hint::{HintView, Stage};
use crate::tui::screen::ScreenKind;

/// `H`: the next stage of the hint on screen, or a new hint; at the last stage, apply it.
pub fn ask(app: &mut App) {
    if !matches!(app.screen, Screen::Play) {
        return;
    }
    app.pending = None;
    match app.hint.as_ref().map(|h| h.stage) {
        None => {
            let hint = app.game.hint();
            if hint == Hint::Solved {
                app.info(hint.explanation());
                return;
            }
            let grid = app.game.hint_candidates();
            let candidates = CellMap::from_fn(|c| grid.candidates(c));
            let view = HintView::new(hint, candidates);
            // A hint counts once its answer is on screen (a nudge alone gives none away).
            if view.stage == Stage::Full {
                count(app, &view.hint);
            }
            app.hint = Some(view);
        }
        Some(Stage::Nudge) => {
            if let Some(view) = &mut app.hint {
                view.stage = Stage::Full;
                let hint = view.hint.clone();
                count(app, &hint);
            }
        }
        Some(Stage::Full) => apply(app),
    }
}

/// `>` or `<`: light the next link of the chain hint on screen, or the one before.
pub fn step_link(app: &mut App, forward: bool) {
    if let Some(view) = app.hint.as_mut().filter(|v| !v.links().is_empty()) {
        view.step_link(forward);
        return;
    }
    let chain_to_come = app.hint.as_ref().is_some_and(|v| {
        v.stage == Stage::Nudge
            && matches!(&v.hint, Hint::Deduction(d) if !d.evidence.links.is_empty())
    });
    if chain_to_come {
        let whole = app.key_name(Action::Hint, ScreenKind::Play);
        app.info(format!(
            "{whole} shows the whole hint first; then its links can be stepped"
        ));
    } else {
        app.info("No chain on screen: a chain hint shown whole can be stepped link by link");
    }
}

/// A hint shown whole: counted in the game, and by its technique in the statistics.
fn count(app: &mut App, hint: &Hint) {
    app.game.count_hint();
    if let Hint::Deduction(d) = hint {
        app.effects.push(Effect::CountHint(d.technique.name()));
    }
}

/// Enter (or the last `H`): carry out the hint shown, as one undo step.
pub fn apply(app: &mut App) {
    let Some(view) = app.hint.take() else {
        app.info("No hint to apply: H asks for one");
        return;
    };
    if let Some(cell) = view.hint.focus() {
        app.cursor = cell;
    }
    let bare: Vec<Cell> = Cell::all()
        .filter(|&c| app.game.board().get(c).is_none() && app.game.notes(c).is_empty())
        .collect();
    let result = app.game.apply_hint(&view.hint);
    if matches!(result, Ok(true)) {
        // A removal in a cell without notes writes its candidates down: say so, since the
        // player did not write them.
        let noted: Vec<Cell> = bare
            .into_iter()
            .filter(|&c| !app.game.notes(c).is_empty())
            .collect();
        app.info(format!(
            "Applied: {}{} ({} undoes it)",
            view.hint.title(),
            notes_written(&noted),
            app.undo_key()
        ));
    }
    app.after_edit(result);
}

/// `, notes written in r1c1 r1c2` (or the count, past three cells); nothing for none.
fn notes_written(cells: &[Cell]) -> String {
    match cells.len() {
        0 => String::new(),
        1..=3 => {
            let names: Vec<String> = cells.iter().map(ToString::to_string).collect();
            format!(", notes written in {}", names.join(" "))
        }
        n => format!(", notes written in {n} cells"),
    }
}
