//! What a replay adds to the watch: the learner's own source file, lit at the line their trace
//! names for the step (`@N`); the reference search's listing when there is no source; and the
//! steps worth stopping at (each flagged step, the first difference) for `n` and `N`.

use stepdoku_core::teaching::code::Program;
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
    /// The steps with a problem, in the order `n` visits them: the moves flagged first (the
    /// first [`Learner::moves_first`], in step order), then the others in step order (where
    /// the search first departs from the reference, which may be no mistake at all, and a
    /// trace's end left unfinished).
    pub stops: Vec<u64>,
    /// How many of `stops` are flagged moves, put first; 0 when they are all in step order.
    pub moves_first: usize,
    /// What the check makes of a trace that ends before its search began (`no move after
    /// `puzzle 2`: your search returned at once …`): the likeliest cause, said after the
    /// trace's end in the step pane, where the learner looks first.
    pub ending_clue: Option<String>,
}

impl Learner {
    /// The stops in their two runs, each in step order: the flagged moves, then the rest.
    fn runs(&self) -> (&[u64], &[u64]) {
        self.stops.split_at(self.moves_first.min(self.stops.len()))
    }

    /// Where step `at` is in `stops` (from 0), when it is one.
    fn index_of(&self, at: u64) -> Option<usize> {
        let (moves, rest) = self.runs();
        moves
            .binary_search(&at)
            .ok()
            .or_else(|| rest.binary_search(&at).ok().map(|i| moves.len() + i))
    }

    /// The stop `n` goes to from step `at`: the one after it in `stops` when `at` is one,
    /// else the first in `stops` past `at`.
    #[must_use]
    pub fn next_stop(&self, at: u64) -> Option<u64> {
        match self.index_of(at) {
            Some(index) => self.stops.get(index + 1).copied(),
            None => self.stops.iter().copied().find(|&s| s > at),
        }
    }

    /// The stop `N` goes to from step `at`: the one before it in `stops` when `at` is one,
    /// else the last in `stops` before `at`.
    #[must_use]
    pub fn previous_stop(&self, at: u64) -> Option<u64> {
        match self.index_of(at) {
            Some(index) => index.checked_sub(1).map(|i| self.stops[i]),
            None => self.stops.iter().copied().rev().find(|&s| s < at),
        }
    }

    /// Which problem (counted from 1) step `at` is, when it is one.
    #[must_use]
    pub fn problem_at(&self, at: u64) -> Option<usize> {
        self.index_of(at).map(|index| index + 1)
    }

    /// The steps `n` and `N` stop at, in their order: every flagged move (not only those the
    /// summary lists in full), then the first difference and a flagged end when they are not
    /// flagged moves; and how many of them are flagged moves. A search may take its own order
    /// (a 4574 solution its pairs in another order): the moves that break a rule come first.
    #[must_use]
    pub fn stops_of(summary: &Summary) -> (Vec<u64>, usize) {
        let mut moves: Vec<u64> = summary.flagged_steps.iter().map(|&s| s as u64).collect();
        let mut rest = Vec::new();
        if summary.ends_flagged {
            rest.extend(moves.pop());
        }
        moves.dedup();
        // A difference where the trace ends (`your trace ends, row-major tries …`) is seen at
        // its last step, a step the replay has, counted once with a flagged end there.
        if let Some(difference) = &summary.first_difference {
            rest.push(difference.step.min(summary.steps) as u64);
        }
        rest.retain(|step| moves.binary_search(step).is_err());
        rest.sort_unstable();
        rest.dedup();
        let first = moves.len();
        moves.extend(rest);
        (moves, first)
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

/// The name `--compare` (and `--strategy` on the other commands) takes for `program`.
#[must_use]
pub const fn compared_name(program: Program) -> &'static str {
    match program {
        Program::DominoesAsWritten => "row-major",
        other => other.name(),
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

    /// A trace with no move, compared with row-major: its end and the difference (row-major's
    /// first try, which the trace never makes) are one problem, at step 0, the one step the
    /// replay has.
    #[test]
    fn a_difference_after_the_traces_end_is_a_problem_at_its_end() {
        use stepdoku_core::Grid;
        use stepdoku_core::solver::Strategy;
        use stepdoku_core::teaching::replay::{Numbering, parse, summary};
        let givens = Grid::from_line(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        let checked = summary(
            &givens,
            &parse("", Numbering::FromOne),
            Some(Strategy::RowMajor),
        );
        assert_eq!(checked.first_difference.as_ref().map(|d| d.step), Some(0));
        assert_eq!(Learner::stops_of(&checked).0, [0]);
        // With no step to carry it, the replay's outcome at step 0 says row-major's first move.
        let difference = checked.first_difference.as_ref().unwrap();
        let empty = parse("", Numbering::FromOne);
        let machine = stepdoku_core::teaching::replay::ReplayMachine::new(&givens, &empty)
            .with_note(difference.step, &difference.theirs_words);
        let watch = crate::tui::watch::Watch::replay("t".to_owned(), givens, machine);
        let outcome = crate::tui::watch::describe::outcome(&watch).unwrap();
        assert!(
            outcome.starts_with("The trace ends without a full board: ")
                && outcome.contains(". Row-major tries 1 in r1c3: r1c3 is the first empty cell"),
            "{outcome}"
        );
        // Two moves, the trace ending before row-major's third: one problem, at step 2.
        let trace = parse("try 1 3 1\nundo 1 3\n", Numbering::FromOne);
        let checked = summary(&givens, &trace, Some(Strategy::RowMajor));
        let stops = Learner::stops_of(&checked).0;
        assert!(stops.iter().all(|&s| s <= 2), "{stops:?}");
        // Row-major's own first two moves, then the end: the step the difference names is the
        // trace's last, and the replay's step there says what row-major does next, as the
        // printed check says it after step 2.
        let trace = parse("try 1 3 1\ntry 1 4 2\n", Numbering::FromOne);
        let checked = summary(&givens, &trace, Some(Strategy::RowMajor));
        let difference = checked.first_difference.unwrap();
        assert_eq!((difference.step, difference.agreed), (2, 2));
        assert!(
            difference
                .message
                .starts_with("after step 2: your trace ends, row-major tries "),
            "{}",
            difference.message
        );
        let machine = stepdoku_core::teaching::replay::ReplayMachine::new(&givens, &trace)
            .with_note(difference.step, &difference.theirs_words);
        let mut watch = crate::tui::watch::Watch::replay("t".to_owned(), givens, machine);
        watch.search.seek(2);
        let words = watch.search.event_words().unwrap();
        assert!(
            words.starts_with(
                "step 2 (line 2): try 2 in r1c4; ≠ your trace ends here, row-major tries "
            ),
            "{words}"
        );
        assert!(!words.contains("ends there"), "{words}");
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

    /// A search that takes its own order (a difference at step 1, no mistake: 2 fits in
    /// r1c3 where row-major tries 1) and then breaks a rule (step 2, a second 2 in row 1):
    /// `n` visits the flagged move first, then the difference, then the unfinished end, and
    /// each is the problem the title counts.
    #[test]
    fn flagged_moves_come_before_a_difference_and_n_visits_them_in_that_order() {
        use stepdoku_core::Grid;
        use stepdoku_core::solver::Strategy;
        use stepdoku_core::teaching::replay::{Numbering, parse, summary};
        let givens = Grid::from_line(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        )
        .unwrap();
        let trace = parse("try 1 3 2\ntry 1 4 2\nundo 1 4\n", Numbering::FromOne);
        let checked = summary(&givens, &trace, Some(Strategy::RowMajor));
        assert_eq!(checked.first_difference.as_ref().map(|d| d.step), Some(1));
        let (stops, moves_first) = Learner::stops_of(&checked);
        assert_eq!((stops.as_slice(), moves_first), ([2, 1, 3].as_slice(), 1));
        let learner = Learner {
            stops,
            moves_first,
            ..Learner::default()
        };
        assert_eq!(learner.first_stop(), Some(2));
        let mut visited = vec![2];
        while let Some(next) = learner.next_stop(*visited.last().unwrap()) {
            visited.push(next);
        }
        assert_eq!(visited, [2, 1, 3]);
        let counted: Vec<Option<usize>> = visited.iter().map(|&s| learner.problem_at(s)).collect();
        assert_eq!(counted, [Some(1), Some(2), Some(3)]);
        assert_eq!(learner.previous_stop(3), Some(1));
        assert_eq!(learner.previous_stop(1), Some(2));
        assert_eq!(learner.previous_stop(2), None);
        // A move flagged where the trace also ends is one stop, among the moves.
        let trace = parse("try 1 3 2\ntry 1 4 2\n", Numbering::FromOne);
        let checked = summary(&givens, &trace, Some(Strategy::RowMajor));
        assert_eq!(Learner::stops_of(&checked), (vec![2, 1], 1));
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
        let (stops, _) = Learner::stops_of(&summary);
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
