//! A report line kept within 80 columns: a line too long keeps its head and as many whole
//! clauses of its reason as fit, and the rest stands on indented lines under it, so that an
//! 80-column terminal never wraps it mid-word.

use stepdoku_core::text::escape;
use unicode_width::UnicodeWidthStr;

use crate::tui::text::wrap;

/// Columns every line of the judge's report is kept within: an 80-column terminal never
/// wraps one mid-word.
pub const COLUMNS: usize = 80;

/// `head` (escaped already: `  WA   easy   27 ms (cpu 5 ms)  `) and `reason` (escaped here)
/// as lines of at most [`COLUMNS`]: one when it fits; otherwise the head with the reason's
/// first clauses that fit (or its first words), and the rest on lines indented by `indent`.
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
        Some(end) => reason[..end].to_owned(),
        None if room >= 20 => wrap(&reason, room).swap_remove(0),
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_reason_keeps_its_first_clauses_and_the_rest_under_it_within_80_columns() {
        let head = "  TLE  easy    1100 ms (cpu  1000 ms)  ";
        let reason = "the right answer, then still running at the 1.0 s limit, killed at 1.1 s; \
                      it wrote 6.7 MiB to stderr after its answer: printing that takes time; \
                      judge without the prints, or with --trace \u{1b}[2J";
        let lines = fitted(head, reason, 7);
        assert!(lines.len() > 1, "{lines:?}");
        assert_eq!(
            lines[0],
            "  TLE  easy    1100 ms (cpu  1000 ms)  the right answer,"
        );
        for line in &lines {
            assert!(line.width() <= COLUMNS, "{line}");
        }
        assert!(
            lines[1..].iter().all(|l| l.starts_with("       ")),
            "{lines:?}"
        );
        // Nothing lost, nothing added, the program's text escaped.
        let joined = lines.iter().map(|l| l.trim()).collect::<Vec<_>>().join(" ");
        assert_eq!(joined, format!("{}{}", head.trim_start(), escape(reason)));
        assert!(!joined.contains('\u{1b}'));
        // A line that fits stays one.
        assert_eq!(
            fitted(head, "no output", 7),
            vec![format!("{head}no output")]
        );
    }
}
