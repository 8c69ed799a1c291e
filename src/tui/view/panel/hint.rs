//! The hint's part of the side panel: its title and stage, the sentence, a legend of the
//! marks on the board, and what the next key does.

use ratatui::style::Style;
use ratatui::text::{Line, Span};
use stepdoku_core::game::Hint;
use stepdoku_core::hint::link_words;

use crate::tui::app::App;
use crate::tui::hint::{HintView, Stage};
use crate::tui::text;
use crate::tui::view::board::{FIN_MARKER, PLACE_MARKER, REMOVE_MARKER, shown_roles};

/// The hint in at most `room` rows of `width` columns. The sentence, the key that acts on it
/// and `Esc close` always show; when rows run short the sentence is cut in its middle (with
/// `…`) so that its first line and its conclusion stay, then the `>` step row goes (the
/// footer still offers it), and only then the legend: without it the marks on the board
/// explain nothing. A chain's cut middle is what `>` shows link by link.
pub fn lines(
    app: &App,
    view: &HintView,
    large: bool,
    width: usize,
    room: usize,
) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let title = match view.stage {
        Stage::Nudge => "Hint · where to look".to_owned(),
        Stage::Full => format!("Hint · {}", view.hint.title()),
    };
    let wrap = |text: &str| text::wrap(text, width.max(1));
    let title: Vec<Line<'static>> = wrap(&title)
        .into_iter()
        .map(|l| Line::styled(l, theme.title))
        .collect();
    let words = link_text(view).unwrap_or_else(|| view.text());
    let mut sentence = wrap(&words);
    let mut legend = if view.stage == Stage::Full {
        legend(app, view, large, width)
    } else {
        Vec::new()
    };
    let next = match (view.stage, &view.hint) {
        (Stage::Nudge, _) => "H the whole hint",
        (Stage::Full, Hint::Mistake(_)) => "H or Enter fix it",
        (Stage::Full, _) => "H or Enter apply it",
    };
    let act = key_line(app, next);
    let close = key_line(app, "Esc close");
    let together = next.len() + 2 + "Esc close".len() <= width;
    // A chain's links are stepped with `>` and `<` (the footer says so too, where it fits).
    let mut step_row = !view.links().is_empty();
    let keys = 1 + usize::from(!together);
    let used = |sentence: &[String], legend: &[Line], step_row: bool| {
        title.len() + sentence.len() + legend.len() + keys + usize::from(step_row)
    };
    let over = used(&sentence, &legend, step_row).saturating_sub(room);
    if over > 0 {
        let keep = sentence.len().saturating_sub(over).max(1);
        if keep < sentence.len() {
            sentence = cut(&words, keep, width);
        }
    }
    if used(&sentence, &legend, step_row) > room {
        step_row = false;
    }
    if used(&sentence, &legend, step_row) > room {
        legend.clear();
    }
    let mut lines = title;
    lines.extend(sentence.into_iter().map(|l| Line::styled(l, theme.text)));
    lines.extend(legend);
    if step_row {
        let parts: &[&str] = match view.link {
            None => &["> step link by link"],
            Some(_) => &["> next link", "< back"],
        };
        let mut spans = Vec::new();
        for (i, part) in parts.iter().enumerate() {
            if i > 0 {
                spans.push(Span::raw("  "));
            }
            spans.extend(key_line(app, part).spans);
        }
        lines.push(Line::from(spans));
    }
    if together {
        let mut spans = act.spans;
        spans.push(Span::raw("  "));
        spans.extend(close.spans);
        lines.push(Line::from(spans));
    } else {
        lines.push(act);
        lines.push(close);
    }
    lines
}

/// Words that join a sentence's clauses (`…, so r9c2 is 1, then …`).
const CONNECTORS: [&str; 3] = ["so", "then", "if"];

/// `words` wrapped to `width` in at most `keep` lines: when it does not fit, its middle is
/// left out (marked `…`) and its end kept whole where it fits: the last clause of the sentence
/// before the last with the last (a chain's last cell, `so r7c2 is 9.`, and what it proves),
/// else the last sentence alone, the conclusion.
fn cut(words: &str, keep: usize, width: usize) -> Vec<String> {
    let wrap = |text: &str| text::wrap(text, width.max(1));
    let body = words.trim_end();
    let last_sentence = body
        .strip_suffix('.')
        .and_then(|b| b.rfind(". "))
        .map(|at| at + 2);
    let last_clause = last_sentence.and_then(|at| body[..at - 2].rfind(", ").map(|c| c + 2));
    let conclusion = [last_clause, last_sentence]
        .into_iter()
        .flatten()
        .map(|at| (body[..at].trim_end(), wrap(body[at..].trim())))
        .find(|(_, end)| end.len() < keep);
    let (mut lines, end) = match conclusion {
        Some((start, end)) => (wrap(start), end),
        None => (wrap(body), Vec::new()),
    };
    lines.truncate(keep - end.len());
    // The last line kept before the gap, marked as cut even when it fitted whole; words that
    // leave no room for the mark go whole rather than be cut inside (`i…` for `if`).
    if let Some(last) = lines.last_mut() {
        let mut kept = last.trim_end();
        while text::width(kept) + 2 > width
            && let Some((before, _)) = kept.rsplit_once(' ')
        {
            kept = before.trim_end();
        }
        // A connector before the mark would repeat the one the kept end starts with (`so …
        // so r7c2 is 9.`): it goes with the words left out.
        while let Some((before, word)) = kept.rsplit_once(' ')
            && CONNECTORS.contains(&word)
        {
            kept = before.trim_end();
        }
        *last = text::ellipsize(&format!("{kept} …"), width);
    }
    lines.extend(end);
    lines
}

/// While a chain is stepped through: which link is lit, in notation, and why it holds.
fn link_text(view: &HintView) -> Option<String> {
    let (i, link) = view.lit_link()?;
    let kind = if link.strong { "strong" } else { "weak" };
    Some(format!(
        "Link {} of {}, {kind}: {}. {}",
        i + 1,
        view.links().len(),
        link_words::notation(&link),
        link_words::words(&link, &view.candidates)
    ))
}

/// `H or Enter apply it`: the first word styled as a key, the rest dim.
fn key_line(app: &App, text: &str) -> Line<'static> {
    let (key, rest) = text.split_once(' ').unwrap_or((text, ""));
    Line::from(vec![
        Span::styled(key.to_owned(), app.theme.key),
        Span::styled(format!(" {rest}"), app.theme.dim),
    ])
}

/// What this hint's `*` candidates are: a fin only for a finned fish.
fn marked_role(hint: &Hint) -> &'static str {
    match hint {
        Hint::Deduction(d) => d.technique.marked_role(),
        _ => "fin",
    }
}

/// `+7 place  -3 remove  3 pattern  *3 fin` (`+7 add note` for a note to add): the roles the board shows for this hint, each
/// with a digit it shows it on (a role hidden behind a stronger one is not listed). Lines
/// break between entries, never inside one: a marker apart from its word explains nothing.
fn legend(app: &App, view: &HintView, large: bool, width: usize) -> Vec<Line<'static>> {
    let theme = &app.theme;
    let marks = view.marks();
    let shown = shown_roles(&marks, large);
    let place = if marks.place_as_notes {
        "add note"
    } else {
        "place"
    };
    let entries: [(Option<char>, Option<stepdoku_core::Digit>, Style, &str); 4] = [
        (Some(PLACE_MARKER), shown.place, theme.hint_place, place),
        (
            Some(REMOVE_MARKER),
            shown.remove,
            theme.hint_remove,
            "remove",
        ),
        (
            theme.pattern_marker,
            shown.pattern,
            theme.hint_pattern,
            "pattern",
        ),
        (
            Some(FIN_MARKER),
            shown.fin,
            theme.hint_fin,
            marked_role(&view.hint),
        ),
    ];
    let links = view.links();
    let link_entries = [
        (
            links.iter().any(|l| l.strong),
            "══",
            theme.chain_strong(),
            "strong",
        ),
        (
            links.iter().any(|l| !l.strong),
            "╌╌",
            theme.chain_weak(),
            "weak",
        ),
    ];
    let samples = entries
        .into_iter()
        .filter_map(|(marker, digit, style, word)| {
            let digit = digit?;
            let sample: String = marker.into_iter().chain([digit.to_char()]).collect();
            Some((sample, style, word))
        })
        .chain(
            link_entries
                .into_iter()
                .filter(|(shown, ..)| *shown)
                .map(|(_, glyphs, style, word)| (glyphs.to_owned(), style, word)),
        );
    let mut lines: Vec<Vec<Span<'static>>> = Vec::new();
    let mut used = 0;
    for (sample, style, word) in samples {
        let cost = text::width(&sample) + 1 + word.len();
        match lines.last_mut() {
            Some(line) if used + 2 + cost <= width => {
                line.push(Span::raw("  "));
                used += 2 + cost;
            }
            _ => {
                lines.push(Vec::new());
                used = cost;
            }
        }
        if let Some(line) = lines.last_mut() {
            line.push(Span::styled(sample, style));
            line.push(Span::styled(format!(" {word}"), theme.dim));
        }
    }
    lines.into_iter().map(Line::from).collect()
}

#[cfg(test)]
mod tests {
    use super::cut;

    /// A chain's words as the hints write them: clauses joined by `then`, `so` and `if`.
    const CHAIN: &str = "Either r6c3 or r7c2 is 9: follow the chain, if r6c3 is not 9, then \
        r6c3 is 6, so r6c1 is not 6, so r6c1 is 3, so r1c1 is not 3, so r1c1 is 4, so r5c1 is \
        not 4, so r5c1 is 5, so r9c1 is not 5, so r9c1 is 6, so r9c2 is not 6, so r9c2 is 1, \
        so r7c2 is 9. So no cell that sees both can be 9: r6c2,r7c3.";

    #[test]
    fn the_words_before_the_cut_never_end_in_a_connector_the_words_after_it_repeat() {
        for width in 16..50 {
            for keep in 3..8 {
                let lines = cut(CHAIN, keep, width);
                let Some(gap) = lines.iter().position(|l| l.ends_with('…')) else {
                    continue;
                };
                let before = lines[gap].trim_end_matches('…').trim_end();
                let last_word = before.rsplit(' ').next().unwrap_or_default();
                assert!(
                    !["so", "then", "if"].contains(&last_word),
                    "{width}×{keep}: {lines:#?}"
                );
                assert!(lines.iter().all(|l| super::text::width(l) <= width));
            }
        }
    }
}
