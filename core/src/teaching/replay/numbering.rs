//! How a trace numbers rows and columns: the one fact both the reader of lines and its
//! messages about a wrong number need.

/// How rows and columns are numbered in the trace (digits are always 1 to 9).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Numbering {
    #[default]
    FromOne,
    FromZero,
}

impl Numbering {
    /// The lowest and highest row or column number.
    pub(super) fn range(self) -> (usize, usize) {
        match self {
            Numbering::FromOne => (1, 9),
            Numbering::FromZero => (0, 8),
        }
    }
}
