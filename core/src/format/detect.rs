//! Guessing the layout from the first line with content.

use super::Format;
use super::classic::is_separator;

/// The format `text` is most likely in, judged by its first non-blank, non-`#` line:
/// a number of one or two digits starts a Sudominoku case; `|`, `+` or a dashed line mean a
/// decorated grid; several words of digits mean BOJ 2580, of single characters with dots a
/// decorated grid; nine characters mean BOJ 2239 (digits) or a decorated grid (with dots); anything
/// else is the line format (whose reader explains what is wrong with it).
#[must_use]
pub fn detect(text: &str) -> Format {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    text.lines()
        .find(|l| {
            let l = l.trim();
            !l.is_empty() && !l.starts_with('#')
        })
        .map_or(Format::Line, detect_line)
}

/// The format an input is most likely in whose first line with content is `first` (see
/// [`detect`]).
#[must_use]
pub fn detect_line(first: &str) -> Format {
    let first = first.trim();
    let all_digits = |s: &str| s.chars().all(|c| c.is_ascii_digit());
    if first.len() <= 2 && all_digits(first) {
        return Format::Sudominoku;
    }
    if first.contains(['|', '+']) || is_separator(first) {
        return Format::Decorated;
    }
    let words: Vec<&str> = first.split_whitespace().collect();
    if words.len() > 1 && words.iter().all(|w| all_digits(w)) {
        return Format::Boj2580;
    }
    if words.len() > 1 && words.iter().all(|w| w.chars().count() == 1) {
        return Format::Decorated;
    }
    if first.chars().count() == 9 {
        return if all_digits(first) {
            Format::Boj2239
        } else {
            Format::Decorated
        };
    }
    Format::Line
}
