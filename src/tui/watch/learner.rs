//! What a replay adds to the watch: the learner's own source file, lit at the line their trace
//! names for the step (`@N`); the reference search's listing when there is no source; and the
//! steps worth stopping at (each flagged step, the first difference) for `n` and `N`.

use stepdoku_core::teaching::replay::{Listed, ReplayMachine, Summary};

/// The most source lines kept: far more than any contest solution.
pub const MAX_SOURCE_LINES: usize = 20_000;

/// The learner's program, as read from `--source`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceText {
    /// The file's name, without its folders.
    pub name: String,
    pub lines: Vec<String>,
}

/// The replay's extras.
#[derive(Clone, Debug, Default)]
pub struct Learner {
    pub source: Option<SourceText>,
    /// The reference search (the `--compare` strategy, row-major without one).
    pub reference: Option<Listed>,
    /// How many of the reference's moves the learner's agree with before the first
    /// difference (all of them when there is none).
    pub agreed: usize,
    /// The steps with a problem (flagged, or the first difference), in order.
    pub stops: Vec<u64>,
}

impl Learner {
    /// The first stop after step `at`.
    #[must_use]
    pub fn next_stop(&self, at: u64) -> Option<u64> {
        self.stops.iter().copied().find(|&s| s > at)
    }

    /// The last stop before step `at`.
    #[must_use]
    pub fn previous_stop(&self, at: u64) -> Option<u64> {
        self.stops.iter().copied().rev().find(|&s| s < at)
    }

    /// Which problem (counted from 1) step `at` is, when it is one.
    #[must_use]
    pub fn problem_at(&self, at: u64) -> Option<usize> {
        self.stops.binary_search(&at).ok().map(|index| index + 1)
    }

    /// The steps `n` and `N` stop at: every flagged step (not only those the summary lists
    /// in full), and the first difference.
    #[must_use]
    pub fn stops_of(summary: &Summary) -> Vec<u64> {
        let mut stops: Vec<u64> = summary.flagged_steps.iter().map(|&s| s as u64).collect();
        if let Some(difference) = &summary.first_difference {
            stops.push(difference.step as u64);
        }
        stops.sort_unstable();
        stops.dedup();
        stops
    }

    /// The first problem, where the replay opens.
    #[must_use]
    pub fn first_stop(&self) -> Option<u64> {
        self.stops.first().copied()
    }

    /// The source line lit at the machine's step: the step's own `@N`, or else the last line
    /// the program said it passed just before it.
    #[must_use]
    pub fn lit_source_line(machine: &ReplayMachine) -> Option<usize> {
        let step = machine.position();
        if step == 0 {
            return None;
        }
        machine
            .source_line(step)
            .or_else(|| machine.sources().passed_before(step).last().copied())
    }

    /// The reference's step shown beside the learner's step `step`, its move index from 1:
    /// the same step while the two agree, the first difference's after it.
    #[must_use]
    pub fn reference_step(&self, step: u64) -> Option<usize> {
        let reference = self.reference.as_ref()?;
        let last = (self.agreed + 1).min(reference.moves.len());
        let step = usize::try_from(step).unwrap_or(usize::MAX).min(last);
        (step > 0).then_some(step)
    }

    /// The reference listing's line lit at the learner's step `step`.
    #[must_use]
    pub fn reference_line(&self, step: u64) -> Option<usize> {
        let at = self.reference_step(step)?;
        let reference = self.reference.as_ref()?;
        reference.lines.get(at - 1).map(|&l| l as usize)
    }
}

/// The columns of a tab stop in the learner's source: most editors' default for C++ and Java.
pub const TAB_WIDTH: usize = 4;

/// Read `path` as the learner's source: text, at most [`MAX_SOURCE_LINES`] lines of it, tabs
/// expanded to the next stop every [`TAB_WIDTH`] columns; what is not UTF-8 is replaced, so
/// any file shows.
pub fn read_source(path: &std::path::Path) -> std::io::Result<SourceText> {
    use std::io::Read;
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(8 * 1024 * 1024)
        .read_to_end(&mut bytes)?;
    let text = String::from_utf8_lossy(&bytes);
    let lines = text
        .lines()
        .take(MAX_SOURCE_LINES)
        .map(expand_tabs)
        .collect();
    // The name alone: the pane's title has little room, and the path was typed by the user.
    let name = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    Ok(SourceText { name, lines })
}

/// `line` with each tab replaced by the spaces to the next tab stop, as an editor shows it
/// (columns counted in display width: a Korean comment's syllables take two).
fn expand_tabs(line: &str) -> String {
    use unicode_width::UnicodeWidthChar;
    let mut out = String::with_capacity(line.len());
    let mut column = 0;
    for c in line.chars() {
        if c == '\t' {
            let spaces = TAB_WIDTH - column % TAB_WIDTH;
            out.extend(std::iter::repeat_n(' ', spaces));
            column += spaces;
        } else {
            out.push(c);
            column += c.width().unwrap_or(0);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tabs_go_to_the_next_stop_of_four_columns() {
        assert_eq!(expand_tabs("\t\tif (x)"), "        if (x)");
        assert_eq!(expand_tabs("int a;\t// a"), "int a;  // a");
        assert_eq!(expand_tabs("ab\tc"), "ab  c");
        assert_eq!(expand_tabs("abcd\tc"), "abcd    c");
        assert_eq!(expand_tabs("한\tx"), "한  x");
    }

    #[test]
    fn stops_are_found_either_way() {
        let learner = Learner {
            stops: vec![3, 9, 20],
            ..Learner::default()
        };
        assert_eq!(learner.first_stop(), Some(3));
        assert_eq!(learner.next_stop(3), Some(9));
        assert_eq!(learner.next_stop(0), Some(3));
        assert_eq!(learner.next_stop(20), None);
        assert_eq!(learner.previous_stop(9), Some(3));
        assert_eq!(learner.previous_stop(3), None);
        assert_eq!(learner.previous_stop(100), Some(20));
    }

    /// A search that breaks a rule on every try (as one that never checks its boxes does, a
    /// hundred thousand times) has a stop at each, past the 1,000 the summary lists in full:
    /// `n` reaches them all, and "Problem k of N" counts them all.
    #[test]
    fn every_flagged_step_is_a_stop_not_only_those_listed() {
        use stepdoku_core::Grid;
        use stepdoku_core::teaching::replay::{LISTED, Numbering, parse, summary};
        let givens = Grid::from_line(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        // 5 in r1c3 breaks row 1 (r1c1 holds 5), then is taken back: 1,500 times.
        let trace = parse(&"try 1 3 5\nundo 1 3\n".repeat(1_500), Numbering::FromOne);
        let summary = summary(&givens, &trace, None);
        assert_eq!(summary.illegal.len(), LISTED);
        let stops = Learner::stops_of(&summary);
        // Each try, and the end (a board left unfinished, on the last step).
        assert_eq!(stops.len(), 1_501);
        assert_eq!(stops.len(), summary.flagged);
        assert_eq!(stops[1_000], 2_001, "the 1,001st try, past those listed");
        assert_eq!(stops.last(), Some(&3_000));
    }

    #[test]
    fn the_reference_follows_while_the_searches_agree_then_holds_at_the_difference() {
        use stepdoku_core::Grid;
        use stepdoku_core::solver::Strategy;
        use stepdoku_core::teaching::replay::strategy_listing;
        let givens = Grid::from_line(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        let reference = strategy_listing(&givens, Strategy::RowMajor, 100);
        let learner = Learner {
            reference: Some(reference.clone()),
            agreed: 10,
            ..Learner::default()
        };
        assert_eq!(learner.reference_step(0), None);
        assert_eq!(learner.reference_step(7), Some(7));
        // Step 11 differs: the reference stays there for every later step.
        assert_eq!(learner.reference_step(11), Some(11));
        assert_eq!(learner.reference_step(60), Some(11));
        assert_eq!(
            learner.reference_line(60),
            Some(reference.lines[10] as usize)
        );
        // Every line lit is a line of the listing.
        let listing = reference.program.lines().len() as u32;
        assert!(reference.lines.iter().all(|&l| (1..=listing).contains(&l)));
    }
}
