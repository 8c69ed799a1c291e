//! A report line kept within 80 columns: a line too long keeps its head and as many words of
//! its reason as fit, and the rest stands on indented lines under it, so that an 80-column
//! terminal never wraps it mid-word.

use stepdoku_core::text::escape;
use unicode_width::UnicodeWidthStr;

use crate::tui::text::wrap;

/// Columns every line of the judge's report is kept within: an 80-column terminal never
/// wraps one mid-word.
pub const COLUMNS: usize = 80;

/// `head` (escaped already: `  WA   easy   27 ms (cpu 5 ms)  `) and `reason` (escaped here)
/// as lines of at most [`COLUMNS`]: one when it fits; otherwise the head with as many of the
/// reason's words as fit (each line filled: no line ends while the next word would fit on
/// it), and the rest on lines indented by `indent`. A head too wide to leave 20 columns
/// takes the reason's first clauses that fit, or none of it.
#[must_use]
pub fn fitted(head: &str, reason: &str, indent: usize) -> Vec<String> {
    let reason = escape(reason);
    let whole = format!("{head}{reason}");
    if whole.width() <= COLUMNS {
        return vec![whole.trim_end().to_owned()];
    }
    let room = COLUMNS.saturating_sub(head.width());
    // The longest start ending at a clause's end that fits; else the words that fit.
    let clause_end = [", ", "; ", ": "]
        .iter()
        .flat_map(|sep| reason.match_indices(sep).map(|(at, _)| at + 1))
        .filter(|&end| reason[..end].width() <= room)
        .max();
    let first = match clause_end {
        _ if room >= 20 => wrap(&reason, room).swap_remove(0),
        Some(end) => reason[..end].to_owned(),
        None => String::new(),
    };
    let rest = reason.get(first.len()..).unwrap_or_default().trim_start();
    let mut lines = vec![format!("{head}{first}").trim_end().to_owned()];
    lines.extend(
        wrap(rest, COLUMNS - indent)
            .iter()
            .filter(|line| !line.is_empty())
            .map(|line| format!("{:indent$}{line}", "")),
    );
    lines
}

/// What introduces a command the report offers to run (`…, run: stepdoku replay …`).
const RUN: &str = " run: stepdoku ";

/// A note of the report under the boards (a trace's flags, a replay offered) as lines of at
/// most [`COLUMNS`]: one when it fits; otherwise its words filled, the lines after the first
/// indented by two, and a command it offers to run whole on a line of its own indented by
/// two, so that it copies as one (it stays whole even when wider).
#[must_use]
pub fn note(text: &str) -> Vec<String> {
    let text = escape(text);
    if text.width() <= COLUMNS {
        return vec![text.into_owned()];
    }
    let (prose, command) = match text.find(RUN) {
        Some(at) => (
            &text[..at + " run:".len()],
            Some(&text[at + " run: ".len()..]),
        ),
        None => (&*text, None),
    };
    let mut lines = fitted("", prose, 2);
    lines.extend(command.map(|command| format!("  {command}")));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_reason_fills_its_lines_and_the_rest_stands_under_it_within_80_columns() {
        let head = "  TLE  easy    1100 ms (cpu  1000 ms)  ";
        let reason = "the right answer, then still running at the 1.0 s limit, killed at 1.1 s; \
                      it wrote 6.7 MiB to stderr after its answer: printing that takes time; \
                      judge without the prints, or with --trace \u{1b}[2J";
        let lines = fitted(head, reason, 7);
        assert!(lines.len() > 1, "{lines:?}");
        assert_eq!(
            lines[0],
            "  TLE  easy    1100 ms (cpu  1000 ms)  the right answer, then still running at"
        );
        for line in &lines {
            assert!(line.width() <= COLUMNS, "{line}");
        }
        // Filled: no line breaks where the next line's first word would still fit on it.
        for pair in lines.windows(2) {
            let next = pair[1].split_whitespace().next().unwrap_or_default();
            assert!(pair[0].width() + 1 + next.width() > COLUMNS, "{pair:?}");
        }
        assert!(
            lines[1..].iter().all(|l| l.starts_with("       ")),
            "{lines:?}"
        );
        // Nothing lost, nothing added, the program's text escaped.
        let joined = lines.iter().map(|l| l.trim()).collect::<Vec<_>>().join(" ");
        assert_eq!(joined, format!("{}{}", head.trim_start(), escape(reason)));
        assert!(!joined.contains('\u{1b}'));
        // A note's command stands whole on its own line.
        let offer = format!(
            "to step through your program's search on sample, run: stepdoku replay {0}.in \
             {0}.trace --compare row-major",
            "/tmp/some/long/directory/of/traces/sample"
        );
        let lines = note(&offer);
        assert_eq!(
            lines,
            [
                "to step through your program's search on sample, run:".to_owned(),
                format!(
                    "  stepdoku replay {0}.in {0}.trace --compare row-major",
                    "/tmp/some/long/directory/of/traces/sample"
                ),
            ]
        );
        let flags = "sample's trace has 1 flag, at step 4 (your line 21): the trace ends \
                     without a full board: 10 cells still empty";
        let lines = note(flags);
        assert!(lines.iter().all(|l| l.width() <= COLUMNS), "{lines:?}");
        assert!(lines[1..].iter().all(|l| l.starts_with("  ")), "{lines:?}");
        assert_eq!(
            lines.iter().map(|l| l.trim()).collect::<Vec<_>>().join(" "),
            flags
        );
        // A line that fits stays one.
        assert_eq!(
            fitted(head, "no output", 7),
            vec![format!("{head}no output")]
        );
    }
}
