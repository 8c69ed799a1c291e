//! Fitting the side panel to its height: each block of lines says how much it matters, and
//! when the panel is too short the least needed go first (the last of equals first), so what
//! the player just did (a message, the domino being laid, a clash) never drops off the bottom
//! edge behind reference tables.

use ratatui::text::Line;

/// How much a block of the panel matters when rows are short.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Need {
    /// Spacing, and fields that only say "none" or "not checked".
    Spare,
    /// The puzzle's name: it does not change while playing (and takes three rows in the
    /// narrowest panel).
    Name,
    /// Reference: the digits or pairs left (the pairs say which dominoes are free while one
    /// is laid), the selected cell's notes.
    Reference,
    /// The clock, the entry mode.
    Fact,
    /// What the player must see now: a message, a clash, a domino being laid, mistakes.
    News,
}

pub struct Block<'a> {
    pub need: Need,
    pub lines: Vec<Line<'a>>,
}

impl<'a> Block<'a> {
    pub fn new(need: Need, lines: Vec<Line<'a>>) -> Self {
        Self { need, lines }
    }

    pub fn gap() -> Self {
        Self::new(Need::Spare, vec![Line::default()])
    }
}

/// The blocks' lines in order, after dropping the least needed blocks until the rest fit
/// `height` rows (as `rows` counts them once wrapped).
pub fn fit<'a>(
    mut blocks: Vec<Block<'a>>,
    height: usize,
    rows: impl Fn(&[Line<'a>]) -> usize,
) -> Vec<Line<'a>> {
    let total = |blocks: &[Block<'a>]| blocks.iter().map(|b| rows(&b.lines)).sum::<usize>();
    while total(&blocks) > height {
        let Some(least) = blocks.iter().map(|b| b.need).min() else {
            break;
        };
        if least == Need::News {
            break;
        }
        if let Some(at) = blocks.iter().rposition(|b| b.need == least) {
            blocks.remove(at);
        }
    }
    blocks.into_iter().flat_map(|b| b.lines).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block(need: Need, text: &'static str) -> Block<'static> {
        Block::new(need, vec![Line::raw(text)])
    }

    fn texts(lines: &[Line]) -> Vec<String> {
        lines.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn the_least_needed_go_first_and_news_always_stays() {
        let blocks = || {
            vec![
                block(Need::Fact, "time"),
                Block::gap(),
                block(Need::Reference, "pairs"),
                block(Need::Spare, "mistakes not checked"),
                block(Need::News, "message"),
            ]
        };
        let count = |lines: &[Line]| lines.len();
        assert_eq!(fit(blocks(), 5, count).len(), 5, "all fit");
        assert_eq!(
            texts(&fit(blocks(), 3, count)),
            ["time", "pairs", "message"]
        );
        assert_eq!(texts(&fit(blocks(), 1, count)), ["message"]);
        assert_eq!(texts(&fit(blocks(), 0, count)), ["message"]);
    }
}
