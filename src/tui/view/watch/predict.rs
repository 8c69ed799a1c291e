//! Predict mode's lines in the step pane: the score and the try being typed, then the verdict
//! on the last guess (right or wrong, the search's own move, and why).

use ratatui::text::{Line, Span};
use stepdoku_core::teaching::predict::Answer;

use crate::tui::theme::Theme;
use crate::tui::view::watch::style::WatchStyle;
use crate::tui::watch::predict::{Predict, guess_words};

pub fn lines(predict: &Predict, theme: &Theme, style: &WatchStyle) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    // The score first: on a short pane the verdict's words scroll (PgDn), the score stays.
    let typed = predict.typed_words();
    lines.push(Line::from(vec![
        Span::styled("Predict", theme.key),
        Span::styled(format!(" · {} · next ", predict.score()), theme.dim),
        Span::styled(typed, theme.text),
    ]));
    if let Some((guess, verdict)) = &predict.last {
        let (mark, mark_style) = match (verdict.scored(), verdict.right) {
            (false, _) => ("· ended", theme.dim),
            (true, true) => ("✓ right", style.solved),
            (true, false) => ("✗ wrong", style.failed),
        };
        let answer = match verdict.answer {
            Answer::Place(cell, digit) => format!("{cell}={digit}"),
            Answer::Back(cell) => format!("back from {cell}"),
            Answer::End => "the end".to_owned(),
        };
        let said = if verdict.right {
            format!(": {answer}. ")
        } else {
            format!(
                ": you said {}, the search did {answer}. ",
                guess_words(*guess)
            )
        };
        lines.push(Line::from(vec![
            Span::styled(mark, mark_style),
            Span::styled(said, theme.text),
            Span::styled(capitalised(&verdict.why), theme.text),
        ]));
    }
    lines
}

/// The sentence as it opens a line; a cell's name (`r1c4`) stays as it is written.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    if text.starts_with('r') && text[1..].starts_with(|c: char| c.is_ascii_digit()) {
        return text.to_owned();
    }
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
