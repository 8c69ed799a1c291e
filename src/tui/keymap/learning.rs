//! The binding table's rows for learning from the search: predict mode's keys, and choosing a
//! try in the tree pane. Spliced into [`super::BINDINGS`] before the help's rows.

use crossterm::event::KeyCode;

use super::build::row;
use super::{Binding, Command, Key, When};
use crate::tui::action::{Action as A, TreeMove, WatchAction as W};
use crate::tui::screen::ScreenKind;

use Command::Do;
use Key::{Char, Code};

const WATCH: &[ScreenKind] = &[ScreenKind::Watch, ScreenKind::WatchAlone];
const PREDICT: &[ScreenKind] = &[ScreenKind::WatchPredict];
const SLOW: &[ScreenKind] = &[ScreenKind::WatchSlow];

pub(super) fn rows() -> Vec<Binding> {
    let mut rows = vec![
        row(
            &[Code(KeyCode::Up), Char('k')],
            Do(A::Watch(W::TreeChoose(TreeMove::Up))),
            WATCH,
        )
        .help("Tree: choose the try above (the level up)")
        .footer(3, "↑↓[]", "choose")
        .when(When::TreePane),
        row(
            &[Code(KeyCode::Down), Char('j')],
            Do(A::Watch(W::TreeChoose(TreeMove::Down))),
            WATCH,
        )
        .help("Tree: choose the current try of the level below")
        .when(When::TreePane),
        row(
            &[Char('[')],
            Do(A::Watch(W::TreeChoose(TreeMove::Earlier))),
            WATCH,
        )
        .help("Tree: choose the try made before it at its level")
        .when(When::TreePane),
        row(
            &[Char(']')],
            Do(A::Watch(W::TreeChoose(TreeMove::Later))),
            WATCH,
        )
        .help("Tree: choose the try made after it at its level")
        .when(When::TreePane),
        row(&[Code(KeyCode::Enter)], Do(A::Watch(W::TreeGo)), WATCH)
            .help("Tree: go to the step that made the chosen try")
            .footer(4, "Enter", "go there")
            .when(When::TreePane),
    ];
    rows.extend(predict_rows());
    rows.extend(slow_rows());
    rows
}

fn slow_rows() -> Vec<Binding> {
    vec![
        row(&[Char('w')], Do(A::Watch(W::Slow)), WATCH)
            .help("Why is it slow: the largest subtrees that led nowhere, their tries and share")
            .footer(10, "w", "why slow")
            .when(When::ClassicCode),
        row(
            &[Code(KeyCode::Down), Char('j')],
            Do(A::Watch(W::SlowChoose(1))),
            SLOW,
        )
        .named("watch-slow-next")
        .help("Choose the next subtree")
        .footer(1, "↑↓", "choose"),
        row(
            &[Code(KeyCode::Up), Char('k')],
            Do(A::Watch(W::SlowChoose(-1))),
            SLOW,
        )
        .named("watch-slow-previous")
        .help("Choose the subtree before"),
        row(&[Code(KeyCode::Enter)], Do(A::Watch(W::SlowGo)), SLOW)
            .help("Go to the step of the chosen subtree's try")
            .footer(2, "Enter", "go there"),
        row(
            &[Code(KeyCode::Esc), Char('w')],
            Do(A::Watch(W::Slow)),
            SLOW,
        )
        .named("watch-slow-close")
        .help("Close this view: the watch as it was")
        .footer(0, "Esc", "close"),
    ]
}

fn predict_rows() -> Vec<Binding> {
    vec![
    row(&[Char('p')], Do(A::Watch(W::Predict)), WATCH)
        .help("Predict each next step (a try as row, column, digit, or b: back); right or wrong, why, and a score")
        .footer(9, "p", "predict")
        .when(When::ClassicCode),
    row(&[Key::Digits], Command::WatchDigit, PREDICT)
        .help("Type the next try: its row, column and digit (134: r1c3=4)")
        .footer(1, "1-9", "r c d"),
    row(&[Char('b')], Do(A::Watch(W::PredictBack)), PREDICT)
        .help("The search goes back next: nothing fits a cell, or every digit of it was tried")
        .footer(2, "b", "back"),
    row(&[Code(KeyCode::Backspace)], Do(A::Watch(W::PredictErase)), PREDICT)
        .help("Erase the last digit typed")
        .footer(5, "Bksp", "erase"),
    row(&[Code(KeyCode::Right), Char('l')], Do(A::Watch(W::PredictSkip)), PREDICT)
        .help("Show the next step without predicting it (not scored)")
        .footer(3, "→", "skip"),
    row(&[Code(KeyCode::Left), Char('h')], Do(A::Watch(W::PredictStepBack)), PREDICT)
        .help("One step back, to predict it again")
        .footer(4, "←", "undo step"),
    // The code and the tree stay at hand while predicting (a learner predicts from them, and
    // their panes' notices name these keys); the footer keeps its room for predict's own.
    row(&[Char('c')], Do(A::Watch(W::ToggleCode)), PREDICT)
        .named("watch-predict-code")
        .help("The search as code beside the board; again: the stack")
        .when(When::Search),
    row(&[Char('T')], Do(A::Watch(W::ToggleTree)), PREDICT)
        .named("watch-predict-tree")
        .help("The search tree beside the board; again: the stack")
        .when(When::Code),
    row(&[Code(KeyCode::Esc), Char('p')], Do(A::Watch(W::Predict)), PREDICT)
        .named("watch-predict-stop")
        .help("Stop predicting: the watch's own keys again")
        .footer(0, "Esc", "stop"),
    ]
}
