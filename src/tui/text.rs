//! One measure of text for every view: display width (a wide character such as `字` takes two
//! columns, a combining mark none), one word wrapper, and one way to cut what does not fit —
//! always with `…`, so a reader can tell a cut line from a finished one. Counts are written
//! here too, for the player and the commands alike (`1,234,567`).
//!
//! Views wrap their lines here and hand ratatui lines that already fit, so the rows a view
//! counts are the rows it draws.

use ratatui::style::Style;
use ratatui::text::{Line, Span};
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// What marks a cut.
pub const ELLIPSIS: char = '…';

/// Columns `text` takes on screen.
#[must_use]
pub fn width(text: &str) -> usize {
    UnicodeWidthStr::width(text)
}

/// Columns a line takes on screen.
#[must_use]
pub fn line_width(line: &Line) -> usize {
    line.spans.iter().map(|s| width(&s.content)).sum()
}

/// `1234567` → `1,234,567`: every count a person reads, in the player and the commands alike.
#[must_use]
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// `n` and its noun, plural unless there is one (`1 game`, `3 games`, `0 games`); the noun
/// given is the singular, its plural formed with `s`.
#[must_use]
pub fn counted(n: impl Into<u64>, noun: &str) -> String {
    match n.into() {
        1 => format!("1 {noun}"),
        n => format!("{n} {noun}s"),
    }
}

/// `text` cut to at most `max` columns, ending in `…` when anything was cut.
#[must_use]
pub fn ellipsize(text: &str, max: usize) -> String {
    if width(text) <= max {
        text.to_owned()
    } else if max == 0 {
        String::new()
    } else {
        ellipsize_always(text, max)
    }
}

/// A puzzle's name (`puzzles3_magictour_top1465.txt #3`) in at most `max` columns: the
/// number after `#` is kept whole, since it tells puzzles of one file apart; the file's
/// extension goes first, then the middle of its name (`puzzles3…top1465 #3`).
#[must_use]
pub fn shorten_source(source: &str, max: usize) -> String {
    // A file's name or a typed source: its control characters shown, never sent.
    let source = &*stepdoku_core::text::escape(source);
    if width(source) <= max {
        return source.to_owned();
    }
    // `#3`, or `#3 of 1465`, whose count goes before the number does.
    let (name, number) = match source.rsplit_once(" #") {
        Some((name, n)) => {
            let index = n.split(" of ").next().unwrap_or(n);
            if !index.is_empty() && index.chars().all(|c| c.is_ascii_digit()) {
                let whole = format!(" #{n}");
                let fits = width(name).min(8) + width(&whole) <= max;
                (name, if fits { whole } else { format!(" #{index}") })
            } else {
                (source, String::new())
            }
        }
        None => (source, String::new()),
    };
    let name = match name.rsplit_once('.') {
        Some((stem, ext)) if !stem.is_empty() && ext.len() <= 4 => stem,
        _ => name,
    };
    let room = max.saturating_sub(width(&number));
    if width(name) <= room {
        return format!("{name}{number}");
    }
    if room < 5 {
        return ellipsize(&format!("{name}{number}"), max);
    }
    // Keep both ends: the collection's kind and its distinguishing tail.
    let chars: Vec<char> = name.chars().collect();
    let tail = (room - 1) / 2;
    let head = room - 1 - tail;
    let start: String = chars.iter().take(head).collect();
    let end: String = chars[chars.len().saturating_sub(tail)..].iter().collect();
    format!("{start}…{end}{number}")
}

/// The first of `wordings` (longest first) that fits in `max` columns, else the last: the
/// shortest honest wording rather than a word cut.
#[must_use]
pub fn first_fitting<'a>(wordings: &[&'a str], max: usize) -> &'a str {
    wordings
        .iter()
        .find(|w| width(w) <= max)
        .or(wordings.last())
        .copied()
        .unwrap_or_default()
}

/// `line` cut to at most `max` columns, its styles kept, ending in `…` (in the style of the
/// text it replaces) when anything was cut.
#[must_use]
pub fn fit_line(line: Line<'_>, max: usize) -> Line<'static> {
    let (style, alignment) = (line.style, line.alignment);
    let cut = line_width(&line) > max;
    let mut spans = Vec::new();
    let mut used = 0;
    for span in line.spans {
        let w = width(&span.content);
        if !cut || used + w < max {
            used += w;
            spans.push(own(span));
            continue;
        }
        let room = max.saturating_sub(used);
        if room > 0 {
            spans.push(Span::styled(
                ellipsize_always(&span.content, room),
                span.style,
            ));
        }
        break;
    }
    let mut out = Line::from(spans).style(style);
    out.alignment = alignment;
    out
}

/// `text` cut to `max - 1` columns or less, then `…`: for a text that goes on past it.
#[must_use]
pub fn ellipsize_always(text: &str, max: usize) -> String {
    let mut out = String::new();
    let mut used = 0;
    for c in text.chars() {
        let w = c.width().unwrap_or(0);
        if used + w + 1 > max {
            break;
        }
        out.push(c);
        used += w;
    }
    // `hidden,…` reads as a list cut short twice: drop the separator the cut left behind.
    let kept = out.trim_end_matches([' ', ',', ';', ':', '·']).len();
    if kept > 0 {
        out.truncate(kept);
    }
    out.push(ELLIPSIS);
    out
}

/// Every line fitted to `max` columns with [`fit_line`]: for text drawn without wrapping,
/// so that nothing is ever cut without an `…`.
#[must_use]
pub fn fit_lines(lines: Vec<Line<'_>>, max: usize) -> Vec<Line<'static>> {
    lines.into_iter().map(|line| fit_line(line, max)).collect()
}

/// Greedy word wrap of plain text at `max` columns. Spaces inside a line are kept as written;
/// a line break eats the spaces it falls on; a word wider than a whole line is split.
#[must_use]
pub fn wrap(text: &str, max: usize) -> Vec<String> {
    wrap_line(&Line::raw(text), max)
        .iter()
        .map(|line| line.spans.iter().map(|s| s.content.as_ref()).collect())
        .collect()
}

/// [`wrap`] for a styled line: each piece keeps its span's style. Always at least one line.
#[must_use]
pub fn wrap_line(line: &Line<'_>, max: usize) -> Vec<Line<'static>> {
    let max = max.max(1);
    let mut rows: Vec<Vec<Span<'static>>> = vec![Vec::new()];
    let mut used = 0;
    for (piece, style) in tokens(line) {
        let blank = piece.chars().all(breaks);
        let w = width(piece);
        if used + w <= max {
            if !(blank && used == 0 && rows.len() > 1) {
                push(&mut rows, piece, style);
                used += w;
            }
            continue;
        }
        if blank {
            // The break falls here: the spaces go with it.
            rows.push(Vec::new());
            used = 0;
            continue;
        }
        if used > 0 {
            trim_end(&mut rows);
            rows.push(Vec::new());
            used = 0;
        }
        // A word wider than the room left on a fresh line: split it.
        for c in piece.chars() {
            let cw = c.width().unwrap_or(0);
            if used + cw > max && used > 0 {
                rows.push(Vec::new());
                used = 0;
            }
            push(&mut rows, &c.to_string(), style);
            used += cw;
        }
    }
    trim_end(&mut rows);
    rows.into_iter()
        .map(|spans| {
            let mut out = Line::from(spans).style(line.style);
            out.alignment = line.alignment;
            out
        })
        .collect()
}

/// `lines` wrapped at `max` columns into at most `rows` rows. When they take more, the rows
/// that do not fit go and the last one kept ends in `…`, so a reader sees there was more.
#[must_use]
pub fn wrap_to_rows(lines: &[Line<'_>], max: usize, rows: usize) -> Vec<Line<'static>> {
    let mut wrapped: Vec<Line<'static>> =
        lines.iter().flat_map(|line| wrap_line(line, max)).collect();
    if wrapped.len() > rows {
        wrapped.truncate(rows);
        if let Some(last) = wrapped.pop() {
            wrapped.push(mark_more(&last, max));
        }
    }
    wrapped
}

/// `row` with ` …` after it, whole words dropped from its end to make room (a lone word too
/// long is cut inside).
fn mark_more(row: &Line<'static>, max: usize) -> Line<'static> {
    let style = row.spans.last().map_or(row.style, |s| s.style);
    let mut pieces: Vec<(String, Style)> = tokens(row)
        .map(|(text, style)| (text.to_owned(), style))
        .collect();
    let room = max.saturating_sub(2);
    let total = |pieces: &[(String, Style)]| pieces.iter().map(|(t, _)| width(t)).sum::<usize>();
    while pieces.len() > 1 && total(&pieces) > room {
        pieces.pop();
    }
    while pieces.last().is_some_and(|(t, _)| t.chars().all(breaks)) {
        pieces.pop();
    }
    let mut spans: Vec<Span<'static>> = pieces
        .into_iter()
        .map(|(text, style)| Span::styled(text, style))
        .collect();
    spans.push(Span::styled(format!(" {ELLIPSIS}"), style));
    let mut marked = Line::from(spans).style(row.style);
    marked.alignment = row.alignment;
    fit_line(marked, max)
}

/// The line's text in runs of spaces and runs of non-spaces, each with its span's style.
fn tokens<'a>(line: &'a Line<'_>) -> impl Iterator<Item = (&'a str, Style)> {
    line.spans.iter().flat_map(|span| {
        let text = span.content.as_ref();
        let mut pieces = Vec::new();
        let mut start = 0;
        let mut blank = None;
        for (at, c) in text.char_indices() {
            let is_blank = breaks(c);
            if blank.is_some_and(|b| b != is_blank) {
                pieces.push((&text[start..at], span.style));
                start = at;
            }
            blank = Some(is_blank);
        }
        if start < text.len() {
            pieces.push((&text[start..], span.style));
        }
        pieces
    })
}

/// A space a line may break at: any white space but the no-break ones, which hold words
/// together (`pair 1-6`).
fn breaks(c: char) -> bool {
    c.is_whitespace() && !matches!(c, '\u{a0}' | '\u{2007}' | '\u{202f}')
}

/// Append `text` to the last row, joining the last span when the style is the same.
fn push(rows: &mut [Vec<Span<'static>>], text: &str, style: Style) {
    let Some(row) = rows.last_mut() else {
        return;
    };
    match row.last_mut() {
        Some(last) if last.style == style => last.content.to_mut().push_str(text),
        _ => row.push(Span::styled(text.to_owned(), style)),
    }
}

/// Drop the spaces at the end of the last row.
fn trim_end(rows: &mut [Vec<Span<'static>>]) {
    let Some(row) = rows.last_mut() else {
        return;
    };
    while let Some(last) = row.last_mut() {
        let kept = last.content.trim_end().len();
        if kept > 0 {
            last.content.to_mut().truncate(kept);
            break;
        }
        row.pop();
    }
}

fn own(span: Span<'_>) -> Span<'static> {
    Span::styled(span.content.into_owned(), span.style)
}

#[cfg(test)]
mod tests {
    use ratatui::style::{Color, Style};
    use ratatui::text::{Line, Span};

    use super::*;

    #[test]
    fn width_counts_columns_not_characters() {
        assert_eq!(width("r5c9"), 4);
        assert_eq!(width("数独"), 4);
        assert_eq!(width("e\u{301}"), 1, "a combining accent takes no column");
        assert_eq!(width("→ …"), 3);
    }

    #[test]
    fn one_of_a_thing_is_singular() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(thousands(69_175_317), "69,175,317");
        assert_eq!(thousands(u64::MAX), "18,446,744,073,709,551,615");
        assert_eq!(counted(1u64, "game"), "1 game");
        assert_eq!(counted(0u64, "game"), "0 games");
        assert_eq!(counted(2u32, "day"), "2 days");
        assert_eq!(
            crate::tui::watch::gauge::duration_words(std::time::Duration::from_secs(86_400)),
            "1 day"
        );
    }

    #[test]
    fn a_source_shows_its_control_characters_as_escapes() {
        assert_eq!(shorten_source("\u{1b}[2Jx.txt", 40), "\\e[2Jx.txt");
        assert_eq!(shorten_source("a\u{202e}txt.exe", 40), "a\\u{202e}txt.exe");
    }

    #[test]
    fn a_shortened_source_keeps_its_number() {
        let source = "puzzles3_magictour_top1465.txt #3";
        assert_eq!(shorten_source(source, 40), source);
        assert_eq!(shorten_source(source, 29), "puzzles3_magictour_top1465 #3");
        assert_eq!(shorten_source(source, 20), "puzzles3…_top1465 #3");
        assert_eq!(width(&shorten_source(source, 20)), 20);
        assert_eq!(shorten_source("classic.txt", 8), "classic");
        assert_eq!(shorten_source(source, 4), "puz…");
        let counted = "puzzles3_magictour_top1465.txt #3 of 1465";
        assert_eq!(shorten_source(counted, 28), "puzzles3…_top1465 #3 of 1465");
        assert_eq!(shorten_source(counted, 16), "puzzle…op1465 #3");
    }

    #[test]
    fn ellipsize_keeps_what_fits_and_marks_the_cut() {
        assert_eq!(
            ellipsize("propagate", 9),
            "propagate",
            "an exact fit is not cut"
        );
        assert_eq!(ellipsize("propagate: singles first", 13), "propagate: s…");
        assert_eq!(width(&ellipsize("propagate: singles first", 13)), 13);
        // A cut right after the colon drops it: `propagate…`, not `propagate: …`.
        assert_eq!(ellipsize("propagate: singles first", 12), "propagate…");
        assert_eq!(ellipsize("数独数独", 5), "数独…");
        assert_eq!(
            ellipsize("数独数独", 4),
            "数…",
            "a wide character never half shows"
        );
        assert_eq!(ellipsize("abc", 1), "…");
        assert_eq!(ellipsize("abc", 0), "");
    }

    #[test]
    fn wrap_breaks_at_spaces_and_keeps_inner_spacing() {
        assert_eq!(
            wrap("Clashes  3 — 5 in row 1", 12),
            ["Clashes  3 —", "5 in row 1"]
        );
        assert_eq!(
            wrap("one two", 7),
            ["one two"],
            "an exact fit stays one line"
        );
        assert_eq!(wrap("one two", 6), ["one", "two"]);
        assert_eq!(wrap("", 5), [""]);
        assert_eq!(wrap("數獨 數獨", 4), ["數獨", "數獨"], "by columns");
        assert_eq!(
            wrap("a pair\u{a0}1-6", 8),
            ["a", "pair\u{a0}1-6"],
            "no break at a no-break space"
        );
    }

    #[test]
    fn wrap_splits_a_word_longer_than_a_line() {
        assert_eq!(wrap("r1c1r1c2r1c3", 5), ["r1c1r", "1c2r1", "c3"]);
        assert_eq!(
            wrap("see /a/very/long/path", 8),
            ["see", "/a/very/", "long/pat", "h"]
        );
    }

    #[test]
    fn wrap_line_keeps_each_pieces_style() {
        let red = Style::new().fg(Color::Red);
        let line = Line::from(vec![Span::raw("Mistakes "), Span::styled("r1c1 r2c2", red)]);
        let rows = wrap_line(&line, 13);
        assert_eq!(rows.len(), 2);
        assert_eq!(
            rows[0].spans,
            [Span::raw("Mistakes "), Span::styled("r1c1", red)]
        );
        assert_eq!(rows[1].spans, [Span::styled("r2c2", red)]);
    }

    #[test]
    fn a_cut_drops_the_separator_it_leaves_behind() {
        assert_eq!(ellipsize("hidden, row 8", 8), "hidden…");
        assert_eq!(ellipsize("rate: 12 / s", 6), "rate…");
        assert_eq!(ellipsize("ab cd", 4), "ab…");
        assert_eq!(ellipsize(",,,,,", 3), ",,…");
    }

    #[test]
    fn wrap_to_rows_marks_rows_left_out() {
        let lines = [Line::raw("This board has no solution: nothing to apply")];
        let rows = wrap_to_rows(&lines, 20, 2);
        let text: Vec<String> = rows.iter().map(ToString::to_string).collect();
        assert_eq!(text, ["This board has no", "solution: nothing …"]);
        let all = wrap_to_rows(&lines, 20, 3);
        assert_eq!(all.len(), 3);
        assert!(!all[2].to_string().contains('…'), "nothing left out");
    }

    #[test]
    fn fit_line_cuts_with_an_ellipsis_in_the_cut_spans_style() {
        let dim = Style::new().fg(Color::DarkGray);
        let line = Line::from(vec![
            Span::raw("Solve "),
            Span::styled("propagate: singles", dim),
        ]);
        let fitted = fit_line(line.clone(), 16);
        assert_eq!(fitted.to_string(), "Solve propagate…");
        assert_eq!(fitted.spans[1].style, dim);
        assert_eq!(fit_line(line, 40).to_string(), "Solve propagate: singles");
    }
}
