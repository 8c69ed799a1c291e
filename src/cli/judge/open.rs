//! The replay command the judge prints, written so that pasting it into a shell runs exactly
//! what `--open` runs: a word with anything a shell reads specially is single-quoted.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

/// `replay INPUT TRACE --compare row-major [--source FILE]`: against row-major, the posts'
/// search (for 4574, the post's exactly as written).
pub fn replay_command(input: PathBuf, trace: PathBuf, source: Option<&Path>) -> Vec<OsString> {
    let mut words: Vec<OsString> = vec![
        "replay".into(),
        input.into(),
        trace.into(),
        "--compare".into(),
        "row-major".into(),
    ];
    if let Some(source) = source {
        words.extend(["--source".into(), source.into()]);
    }
    words
}

/// `words` as one shell line.
pub fn shell_words(words: &[OsString]) -> String {
    words
        .iter()
        .map(|w| quoted(&w.to_string_lossy()))
        .collect::<Vec<_>>()
        .join(" ")
}

fn quoted(word: &str) -> String {
    let plain = !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=:@+,".contains(c));
    if plain {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_a_shell_would_split_are_quoted() {
        let words: Vec<OsString> = ["replay", "/tmp/a b/x.in", "it's", "--compare", "row-major"]
            .into_iter()
            .map(OsString::from)
            .collect();
        assert_eq!(
            shell_words(&words),
            r"replay '/tmp/a b/x.in' 'it'\''s' --compare row-major"
        );
    }
}
