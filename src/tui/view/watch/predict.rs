//! Predict mode's lines in the step pane: the score and the try being typed (pinned atop the
//! pane), and the verdict on the last guess (right or wrong, the search's own move, and why).

use ratatui::text::{Line, Span};
use stepdoku_core::solver::Strategy;
use stepdoku_core::teaching::predict::Answer;

use crate::tui::text;
use crate::tui::theme::Theme;
use crate::tui::view::watch::style::WatchStyle;
use crate::tui::watch::predict::{Predict, guess_words};

/// The score and the try being typed: the pane keeps it in sight whichever page of the words
/// it shows, on one row of `width` columns where a shorter wording fits (the pane beside the
/// code at 80×24 has three rows, and the verdict needs the others); where none fits, the
/// whole wording, wrapped between words.
pub fn score(predict: &Predict, theme: &Theme, width: usize) -> Line<'static> {
    let (right, asked) = (predict.right, predict.asked);
    let full = format!(" · {} · next ", predict.score());
    let wordings = if asked == 0 {
        vec![full, " · next ".to_owned()]
    } else {
        vec![
            full,
            format!(" · {right}/{asked} right · next "),
            format!(" {right}/{asked} · next "),
        ]
    };
    let typed = predict.typed_words();
    let fits = |words: &&String| {
        text::width("Predict") + text::width(words) + text::width(&typed) <= width
    };
    let words = wordings.iter().find(fits).unwrap_or(&wordings[0]).clone();
    Line::from(vec![
        Span::styled("Predict", theme.key),
        Span::styled(words, theme.dim),
        Span::styled(typed, theme.text),
    ])
}

/// The verdict on the last guess, if there is one.
pub fn verdict(predict: &Predict, theme: &Theme, style: &WatchStyle) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    if let Some((guess, verdict)) = &predict.last {
        let (mark, mark_style) = match (verdict.scored(), verdict.right) {
            (false, _) => ("· ended", theme.dim),
            (true, true) => ("✓ right", style.solved),
            (true, false) => ("✗ wrong", style.failed),
        };
        let (answer, search_did) = match verdict.answer {
            Answer::Place(cell, digit) => {
                let step = format!("{cell}={digit}");
                (step.clone(), format!("the search tried {step}"))
            }
            Answer::Back(cell) => (
                format!("back from {cell}"),
                format!("the search went back from {cell}"),
            ),
            Answer::End => ("the end".to_owned(), "the search ended".to_owned()),
        };
        let said = if verdict.right {
            format!(": {answer}. ")
        } else {
            format!(": you said {}, {search_did}. ", guess_words(*guess))
        };
        lines.push(Line::from(vec![
            Span::styled(mark, mark_style),
            Span::styled(said, theme.text),
            Span::styled(capitalised(&verdict.why), theme.text),
        ]));
    }
    lines
}

/// The sentence as it opens a line; a cell's name (`r1c4`) and a strategy's (`mrv`) stay as
/// they are written everywhere else.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    if text.starts_with('r') && text[1..].starts_with(|c: char| c.is_ascii_digit()) {
        return text.to_owned();
    }
    let named = |s: Strategy| {
        text.strip_prefix(s.name())
            .is_some_and(|rest| !rest.starts_with(|c: char| c.is_alphanumeric()))
    };
    if Strategy::ALL.into_iter().any(named) {
        return text.to_owned();
    }
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::capitalised;

    #[test]
    fn a_sentence_opens_capitalised_but_names_keep_their_case() {
        assert_eq!(capitalised("the first empty cell"), "The first empty cell");
        assert_eq!(capitalised("r1c4 has one digit"), "r1c4 has one digit");
        assert_eq!(
            capitalised("mrv takes the empty cell"),
            "mrv takes the empty cell"
        );
        assert_eq!(capitalised("row-major takes it"), "row-major takes it");
        assert_eq!(capitalised("mrvish"), "Mrvish");
    }
}
