//! Single-digit patterns: Skyscraper, 2-String Kite, Turbot Fish and Empty Rectangle, plus
//! HoDoKu's dual forms. All of them chain conjugate pairs (a unit where a digit has exactly two
//! places) of one digit.
//!
//! Each finder reports every instance on the grid, digit by digit, in reading order of the
//! pattern's first cell, so the solving loop and the conformance runner see the same list.

mod empty_rectangle;
mod kite;
mod skyscraper;
mod turbot;

use crate::cell::{Cell, CellSet, Digit, Unit};
use crate::hint::{Candidates, Deduction, Evidence, Link, Settings, Technique};

pub(super) fn find(
    technique: Technique,
    grid: &Candidates,
    settings: &Settings,
    out: &mut Vec<Deduction>,
) {
    match technique {
        Technique::Skyscraper => skyscraper::find(grid, out),
        Technique::TwoStringKite => kite::find(grid, out),
        Technique::DualTwoStringKite if settings.single_digit_duals => {
            kite::find_duals(grid, out);
        }
        Technique::EmptyRectangle => {
            empty_rectangle::find(grid, settings.er_two_candidates, out);
        }
        // HoDoKu's own regression run looks for dual ERs with two-candidate boxes allowed; a
        // dual is two ERs sharing a box, so the box shape matters less than the pairing.
        Technique::DualEmptyRectangle if settings.single_digit_duals => {
            empty_rectangle::find_duals(grid, true, out);
        }
        Technique::TurbotFish => turbot::find(grid, out),
        _ => {}
    }
}

/// The two cells of `unit` holding `digit`, when there are exactly two.
fn conjugate_pair(grid: &Candidates, digit: Digit, unit: Unit) -> Option<(Cell, Cell)> {
    let cells = grid.positions_in(digit, unit);
    if cells.len() != 2 {
        return None;
    }
    let first = cells.first()?;
    let second = (cells - CellSet::EMPTY.with(first)).first()?;
    Some((first, second))
}

/// Do `a` and `b` form a conjugate pair in some unit they share?
fn is_strong(grid: &Candidates, digit: Digit, a: Cell, b: Cell) -> bool {
    let pair = CellSet::EMPTY.with(a).with(b);
    a.units()
        .into_iter()
        .any(|u| u.cell_set().contains(b) && grid.positions_in(digit, u) == pair)
}

/// Cells holding `digit` that see both `a` and `b` (never `a` or `b` themselves).
fn seeing_both(grid: &Candidates, digit: Digit, a: Cell, b: Cell) -> CellSet {
    ((grid.positions(digit) & a.peers()) & b.peers()) - CellSet::EMPTY.with(a).with(b)
}

/// `digit` removed from every cell of `cells`, in reading order.
fn eliminate(cells: CellSet, digit: Digit) -> Vec<(Cell, Digit)> {
    cells.iter().map(|c| (c, digit)).collect()
}

fn strong(digit: Digit, from: Cell, to: Cell) -> Link {
    Link {
        from: (from, digit),
        to: (to, digit),
        strong: true,
        through_als: false,
    }
}

fn weak(digit: Digit, from: Cell, to: Cell) -> Link {
    Link {
        from: (from, digit),
        to: (to, digit),
        strong: false,
        through_als: false,
    }
}

/// The unit `a` and `b` share that a player would name first: row, then column, then box.
fn shared_unit(a: Cell, b: Cell) -> Option<Unit> {
    a.units()
        .into_iter()
        .find(|u| u.cell_set().contains(b) && a != b)
}

/// A chain of one digit `ends.0 = … = ends.1` whose two ends cannot both be false: the shared
/// deduction of Skyscraper, 2-String Kite and Turbot Fish.
struct Chain {
    technique: Technique,
    digit: Digit,
    /// start, its strong partner, the far strong partner, end: `start = a - b = end`.
    cells: [Cell; 4],
    targets: CellSet,
    /// HoDoKu's line, without the eliminations.
    summary: String,
}

impl Chain {
    /// The sentence a learner can follow, walking the chain from one end to the other.
    fn plain(&self) -> String {
        let Chain {
            digit: d,
            cells: [start, a, b, end],
            targets,
            ..
        } = self;
        let (see, pronoun) = if targets.len() == 1 {
            ("sees", "it")
        } else {
            ("see", "they")
        };
        let listed = crate::hint::notation::cells(*targets);
        if start == end {
            format!(
                "If {start} were not {d}, {a} would be; then {b} would not be, so {start} would \
                 be {d} after all. So {start} is {d}, and {listed} cannot be {d}."
            )
        } else {
            format!(
                "If {start} is not {d}, {a} is; then {b} is not, so {end} is. Either way one of \
                 {start} and {end} is {d}, and {listed} {see} both, so {pronoun} cannot be {d}."
            )
        }
    }

    fn evidence(&self) -> Evidence {
        let [start, a, b, end] = self.cells;
        let d = self.digit;
        Evidence {
            cells: self.cells.into_iter().collect(),
            candidates: self.cells.iter().map(|&c| (c, d)).collect(),
            fins: eliminate(self.targets, d),
            base_units: [shared_unit(start, a), shared_unit(b, end)]
                .into_iter()
                .flatten()
                .collect(),
            cover_units: shared_unit(a, b).into_iter().collect(),
            links: vec![strong(d, start, a), weak(d, a, b), strong(d, b, end)],
        }
    }

    fn into_deduction(self) -> Deduction {
        let eliminations = eliminate(self.targets, self.digit);
        let explanation = format!(
            "{} => {}. {}",
            self.summary,
            crate::hint::notation::eliminations(&eliminations),
            self.plain()
        );
        Deduction::eliminating(self.technique, eliminations, self.evidence(), explanation)
    }
}

#[cfg(test)]
mod never_wrong {
    use proptest::prelude::*;

    use crate::hint::test_support::check_never_wrong;
    use crate::hint::{Family, Technique};

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(6))]
        #[test]
        fn single_digit_patterns_never_contradict_the_solution(seed in any::<u64>()) {
            let techniques: Vec<Technique> = Family::SingleDigit.techniques().collect();
            check_never_wrong(seed, &techniques);
        }
    }
}
