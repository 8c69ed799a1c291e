//! Where a game's puzzle came from, so the status panel can name it and a save can say it.

use std::fmt;

/// The origin of the givens: shown to the player and kept in the save.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PuzzleSource {
    /// Short name for the status panel: a collection's file name, `<stdin>`, …
    pub name: String,
    /// Path of the file it was read from, when there was one (bundled puzzles name theirs
    /// as `puzzles/…`, stdin has none).
    pub path: Option<String>,
    /// 0-based position in its collection, and the collection's size ([`Self::UNCOUNTED`]
    /// when the collection was read only as far as this puzzle).
    pub index: usize,
    pub count: usize,
}

impl PuzzleSource {
    /// The count of a collection read no further than the puzzle taken from it (a pipe may
    /// never end).
    pub const UNCOUNTED: usize = 0;

    #[must_use]
    pub fn new(name: impl Into<String>, path: Option<String>, index: usize, count: usize) -> Self {
        Self {
            name: name.into(),
            path,
            index,
            count,
        }
    }
}

/// `starter.txt #3 of 30`; `starter.txt #3` when the collection was not counted; only the
/// name for a one-puzzle file (or the first puzzle of an uncounted one).
impl fmt::Display for PuzzleSource {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // A hand-edited save may hold any index: shown as it is, never wrapped round
        // to `#0` (u128 holds every usize plus one).
        let number = u128::try_from(self.index).map_or(0, |i| i + 1);
        if self.count > 1 {
            write!(f, "{} #{number} of {}", self.name, self.count)
        } else if self.count == Self::UNCOUNTED && self.index > 0 {
            write!(f, "{} #{number}", self.name)
        } else {
            f.write_str(&self.name)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::PuzzleSource;

    #[test]
    fn an_absurd_index_is_shown_as_it_is() {
        let source = PuzzleSource::new("starter.txt", None, usize::MAX, 50);
        assert_eq!(
            source.to_string(),
            format!("starter.txt #{} of 50", u128::from(u64::MAX) + 1)
        );
        let past = PuzzleSource::new("starter.txt", None, 79, 50);
        assert_eq!(past.to_string(), "starter.txt #80 of 50");
    }

    #[test]
    fn an_uncounted_collection_shows_the_number_without_a_count() {
        let third = PuzzleSource::new("<stdin>", None, 2, PuzzleSource::UNCOUNTED);
        assert_eq!(third.to_string(), "<stdin> #3");
        let first = PuzzleSource::new("<stdin>", None, 0, PuzzleSource::UNCOUNTED);
        assert_eq!(first.to_string(), "<stdin>");
    }
}
