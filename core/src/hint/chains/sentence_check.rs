//! An independent reader of chain and loop sentences: it takes a hint's words as the learner
//! reads them ("Suppose r1c1 is 6, then r1c1 is not 3, so r2c1 is 3, …"), parses every clause,
//! and re-derives each step from a strong or weak link on the candidates the hint was found on,
//! then checks that the premise is the opposite of the conclusion and that the conclusion is
//! what the hint removes or places. It shares no code with the finders beyond the cell and set
//! types, so a finder that writes a sentence its chain does not prove is caught here.

mod corpus;
mod forcing;
mod loops;

use crate::cell::{Cell, CellSet, Digit, DigitSet, Unit};
use crate::hint::{Candidates, Deduction, Technique};

/// One clause of a chain sentence.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Clause {
    /// "r4c7 is 3" / "r4c7 is not 3" (one cell), "3 is in r4c78" / "3 is not in r4c78" (a
    /// group of cells in one box and line).
    Node {
        cells: CellSet,
        digit: Digit,
        on: bool,
    },
    /// "the almost locked set r4c78 loses 3 and locks its other digits".
    Als { cells: CellSet, digit: Digit },
}

/// Cells in the compact notation: `r4c7`, `r4c78`, `r12c5,r3c4`.
fn parse_cells(text: &str) -> Result<CellSet, String> {
    let mut set = CellSet::EMPTY;
    for part in text.split(',') {
        let bad = || format!("not a cell list: {text:?}");
        let rest = part.strip_prefix('r').ok_or_else(bad)?;
        let (rows, cols) = rest.split_once('c').ok_or_else(bad)?;
        if rows.is_empty() || cols.is_empty() {
            return Err(bad());
        }
        for r in rows.bytes() {
            for c in cols.bytes() {
                let cell = Cell::at(
                    usize::from(r.wrapping_sub(b'1')),
                    usize::from(c.wrapping_sub(b'1')),
                )
                .ok_or_else(bad)?;
                set.insert(cell);
            }
        }
    }
    Ok(set)
}

fn parse_digit(text: &str) -> Result<Digit, String> {
    let mut chars = text.chars();
    match (chars.next().and_then(Digit::from_char), chars.next()) {
        (Some(d), None) => Ok(d),
        _ => Err(format!("not a digit: {text:?}")),
    }
}

fn parse_clause(text: &str) -> Result<Clause, String> {
    if let Some(rest) = text.strip_prefix("the almost locked set ") {
        let (cells, rest) = rest
            .split_once(" loses ")
            .ok_or("ALS clause without \"loses\"")?;
        let digit = rest
            .strip_suffix(" and locks its other digits")
            .ok_or("ALS clause without its ending")?;
        return Ok(Clause::Als {
            cells: parse_cells(cells)?,
            digit: parse_digit(digit)?,
        });
    }
    if let Some((d, cells)) = text.split_once(" is not in ") {
        return Ok(Clause::Node {
            cells: parse_cells(cells)?,
            digit: parse_digit(d)?,
            on: false,
        });
    }
    if let Some((d, cells)) = text.split_once(" is in ") {
        return Ok(Clause::Node {
            cells: parse_cells(cells)?,
            digit: parse_digit(d)?,
            on: true,
        });
    }
    if let Some((cell, d)) = text.split_once(" is not ") {
        return Ok(Clause::Node {
            cells: parse_cells(cell)?,
            digit: parse_digit(d)?,
            on: false,
        });
    }
    if let Some((cell, d)) = text.split_once(" is ") {
        return Ok(Clause::Node {
            cells: parse_cells(cell)?,
            digit: parse_digit(d)?,
            on: true,
        });
    }
    Err(format!("not a clause: {text:?}"))
}

/// "A, then B, so C, so D" as clauses; every clause after the first must be led by "then" or
/// "so".
fn parse_clauses(text: &str) -> Result<Vec<Clause>, String> {
    let mut out = Vec::new();
    for (i, part) in text.split(", ").enumerate() {
        let clause = if i == 0 {
            part
        } else {
            part.strip_prefix("then ")
                .or_else(|| part.strip_prefix("so "))
                .ok_or_else(|| format!("clause not led by then/so: {part:?}"))?
        };
        out.push(parse_clause(clause)?);
    }
    if out.len() < 2 {
        return Err(format!("a chain of one clause: {text:?}"));
    }
    Ok(out)
}

/// The digits an almost locked set holds; an error unless its cells hold one digit more than
/// their number.
fn als_digits(grid: &Candidates, cells: CellSet) -> Result<DigitSet, String> {
    let digits = cells
        .iter()
        .fold(DigitSet::EMPTY, |acc, c| acc | grid.candidates(c));
    if cells.iter().any(|c| grid.get(c).is_some()) || digits.len() != cells.len() + 1 {
        return Err(format!("{cells:?} is not an almost locked set"));
    }
    Ok(digits)
}

/// Every cell of `a` sees every cell of `b` (and none is in both).
fn all_see(a: CellSet, b: CellSet) -> bool {
    (a & b).is_empty() && a.iter().all(|x| b.iter().all(|y| x.sees(y)))
}

/// The cells of `set` that hold `digit`.
fn with_digit(grid: &Candidates, set: CellSet, digit: Digit) -> CellSet {
    set & grid.positions(digit)
}

/// Does `b` follow from `a` by one link on `grid`?
fn implies(grid: &Candidates, a: Clause, b: Clause) -> Result<(), String> {
    use Clause::{Als, Node};
    let why = match (a, b) {
        (
            Node { cells, digit, on },
            Node {
                cells: y,
                digit: e,
                on: to,
            },
        ) => node_link(grid, (cells, digit, on), (y, e, to)),
        (
            Node {
                cells,
                digit,
                on: true,
            },
            Als { cells: s, digit: e },
        ) => {
            als_digits(grid, s)?;
            let entry = with_digit(grid, s, digit);
            let seen = !entry.is_empty() && all_see(cells, entry) && (cells & s).is_empty();
            (digit != e || !seen).then_some("the set's digit is not all seen")
        }
        (
            Als { cells, digit },
            Node {
                cells: y,
                digit: k,
                on,
            },
        ) => {
            let digits = als_digits(grid, cells)?;
            out_of_als(grid, (cells, digits, digit), (y, k, on))
        }
        (Als { cells, digit }, Als { cells: t, digit: l }) => {
            let digits = als_digits(grid, cells)?;
            als_digits(grid, t)?;
            let theirs = with_digit(grid, t, l);
            let loses = l != digit
                && digits.contains(l)
                && !theirs.is_empty()
                && (cells & t).is_empty()
                && all_see(theirs, with_digit(grid, cells, l));
            (!loses).then_some("the second set keeps its digit")
        }
        (Node { on: false, .. }, Als { .. }) => Some("a set is entered by a digit that is true"),
    };
    match why {
        None => Ok(()),
        Some(why) => Err(format!("{a:?} does not give {b:?}: {why}")),
    }
}

/// A link between two candidates or groups: why it is not one, or `None`.
fn node_link(
    grid: &Candidates,
    (x, d, from): (CellSet, Digit, bool),
    (y, e, to): (CellSet, Digit, bool),
) -> Option<&'static str> {
    match (from, to) {
        (true, false) => {
            // weak: a cell holds one digit, a digit goes once in a unit
            let same_cell = x == y && x.len() == 1 && d != e;
            let seen = d == e && all_see(x, y);
            (!(same_cell || seen)).then_some("no weak link")
        }
        (false, true) => {
            // strong: the cell's last two digits, or the digit's last two places in a unit
            let pair = DigitSet::single(d).with(e);
            let bivalue =
                x == y && x.len() == 1 && d != e && x.iter().all(|c| grid.candidates(c) == pair);
            let both = x | y;
            let bilocal = d == e
                && (x & y).is_empty()
                && Unit::all().any(|u| {
                    (both - u.cell_set()).is_empty() && (grid.positions_in(d, u) - both).is_empty()
                });
            (!(bivalue || bilocal)).then_some("no strong link")
        }
        _ => Some("true gives false and false gives true, never the same"),
    }
}

/// What a set locked on all digits but `entry` gives: a candidate or group it removes, or a
/// cell whose other digits it all removes.
fn out_of_als(
    grid: &Candidates,
    (s, digits, entry): (CellSet, DigitSet, Digit),
    (y, k, on): (CellSet, Digit, bool),
) -> Option<&'static str> {
    let removes = |digit: Digit| {
        digit != entry && digits.contains(digit) && all_see(y, with_digit(grid, s, digit))
    };
    if !on {
        return (!removes(k)).then_some("not a digit the locked set removes there");
    }
    let Some(cell) = y.first().filter(|_| y.len() == 1) else {
        return Some("only one cell is forced");
    };
    let forced = grid.has(cell, k)
        && !s.contains(cell)
        && grid.candidates(cell).without(k).iter().all(removes);
    (!forced).then_some("the cell keeps another digit")
}

/// Every node clause names candidates that are on the grid.
fn on_grid(grid: &Candidates, clause: Clause) -> Result<(), String> {
    match clause {
        Clause::Node { cells, digit, .. } if cells.iter().all(|c| grid.has(c, digit)) => Ok(()),
        Clause::Node { .. } => Err(format!("{clause:?} names a candidate not on the grid")),
        Clause::Als { cells, .. } => als_digits(grid, cells).map(|_| ()),
    }
}

/// Re-derive a chain: every clause is on the grid and follows from the one before.
fn check_chain(grid: &Candidates, chain: &[Clause]) -> Result<(), String> {
    for &c in chain {
        on_grid(grid, c)?;
    }
    chain.windows(2).try_for_each(|w| implies(grid, w[0], w[1]))
}

/// One cell's candidate, if the clause is about one cell.
fn single(clause: Clause) -> Option<(Cell, Digit, bool)> {
    match clause {
        Clause::Node { cells, digit, on } if cells.len() == 1 => {
            cells.first().map(|c| (c, digit, on))
        }
        _ => None,
    }
}

/// Do two one-cell clauses contradict each other?
fn contradict(p: (Cell, Digit, bool), q: (Cell, Digit, bool)) -> bool {
    p.0 == q.0
        && match (p.2, q.2) {
            (true, true) => p.1 != q.1,
            (true, false) | (false, true) => p.1 == q.1,
            (false, false) => false,
        }
}

/// `(cell, digit)` is false whenever the one-cell clause `end` (which is "is") holds.
fn refuted_by(end: (Cell, Digit), target: (Cell, Digit)) -> bool {
    (end.0 == target.0 && end.1 != target.1) || (end.1 == target.1 && end.0.sees(target.0))
}

fn sorted(items: &[(Cell, Digit)]) -> Vec<(usize, u8)> {
    let mut v: Vec<(usize, u8)> = items.iter().map(|&(c, d)| (c.index(), d.get())).collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// Check one chain or loop hint found on `grid`. Techniques that are not chains pass.
pub(crate) fn check(grid: &Candidates, d: &Deduction) -> Result<(), String> {
    use Technique as T;
    let Some((_, sentence)) = d
        .explanation
        .split_once(" => ")
        .and_then(|(_, rest)| rest.split_once(". "))
    else {
        return Err("no sentence after the result".to_owned());
    };
    match d.technique {
        T::DiscontinuousNiceLoop | T::GroupedDiscontinuousNiceLoop => {
            discontinuous(grid, d, sentence)
        }
        T::ContinuousNiceLoop | T::GroupedContinuousNiceLoop => {
            loops::continuous(grid, d, sentence)
        }
        T::XChain | T::XyChain | T::Aic | T::GroupedAic => either(grid, d, sentence),
        T::ForcingChainContradiction => forcing::contradiction(grid, d, sentence),
        T::ForcingChainVerity => forcing::verity(grid, d, sentence),
        _ => Ok(()),
    }
}

/// "Suppose P, then …, so Q. The chain comes back to X and contradicts the premise, so C."
fn discontinuous(grid: &Candidates, d: &Deduction, sentence: &str) -> Result<(), String> {
    let rest = sentence.strip_prefix("Suppose ").ok_or("no \"Suppose\"")?;
    let (words, rest) = rest
        .split_once(". The chain comes back to ")
        .ok_or("no \"comes back\"")?;
    let chain = parse_clauses(words)?;
    check_chain(grid, &chain)?;
    let p = single(chain[0]).ok_or("the premise is not one candidate")?;
    let q = single(chain[chain.len() - 1]).ok_or("the end is not one candidate")?;
    if !contradict(p, q) {
        return Err(format!(
            "the end {q:?} does not contradict the premise {p:?}"
        ));
    }
    let conclusion = rest
        .split_once(" and contradicts the premise, so ")
        .map(|(_, c)| c.trim_end_matches('.'))
        .ok_or("no conclusion")?;
    let (cell, digit, on) = p;
    // the conclusion is the premise denied, and it is the hint's result
    let (said, expect_places, expect_elims) = if on {
        (
            format!("{cell} cannot be {digit}"),
            vec![],
            vec![(cell, digit)],
        )
    } else {
        let others: Vec<(Cell, Digit)> = grid
            .candidates(cell)
            .iter()
            .filter(|&o| o != digit)
            .map(|o| (cell, o))
            .collect();
        (
            format!("{cell} must be {digit}"),
            vec![(cell, digit)],
            others,
        )
    };
    if conclusion != said {
        return Err(format!(
            "the conclusion {conclusion:?} is not the premise denied ({said:?})"
        ));
    }
    if sorted(&d.placements) != sorted(&expect_places)
        || sorted(&d.eliminations) != sorted(&expect_elims)
    {
        return Err("the result is not the conclusion".to_owned());
    }
    Ok(())
}

/// "Either A is a or B is b: [follow the chain, ]if A is not a, then …, so B is b. So …" or
/// the X-Chain's "If A is not a, …, the chain comes back to say it is: so A is a, …".
fn either(grid: &Candidates, d: &Deduction, sentence: &str) -> Result<(), String> {
    let words = if let Some(rest) = sentence.strip_prefix("If ") {
        rest.split_once(", the chain comes back to say it is")
            .ok_or("no \"comes back\"")?
            .0
    } else {
        let rest = sentence.strip_prefix("Either ").ok_or("no \"Either\"")?;
        let (claim, rest) = rest.split_once(": ").ok_or("no claim")?;
        let rest = rest.strip_prefix("follow the chain, ").unwrap_or(rest);
        let words = rest.strip_prefix("if ").ok_or("no \"if\"")?;
        let words = words.split_once(". ").ok_or("no end of the chain")?.0;
        let chain = parse_clauses(words)?;
        let (a, b) = (single(chain[0]), single(chain[chain.len() - 1]));
        let (Some((ac, ad, false)), Some((bc, bd, true))) = (a, b) else {
            return Err("the chain does not run from \"is not\" to \"is\"".to_owned());
        };
        let expect = if ad == bd {
            format!("{ac} or {bc} is {ad}")
        } else {
            format!("{ac} is {ad} or {bc} is {bd}")
        };
        if claim != expect {
            return Err(format!(
                "the claim {claim:?} is not what the chain proves ({expect:?})"
            ));
        }
        words
    };
    let chain = parse_clauses(words)?;
    check_chain(grid, &chain)?;
    let (Some((ac, ad, false)), Some((bc, bd, true))) =
        (single(chain[0]), single(chain[chain.len() - 1]))
    else {
        return Err("the chain does not run from \"is not\" to \"is\"".to_owned());
    };
    if !d.placements.is_empty() || d.eliminations.is_empty() {
        return Err("an either-or chain only removes".to_owned());
    }
    for &t in &d.eliminations {
        let by_a = (ac, ad) == (bc, bd) || refuted_by((ac, ad), t);
        if !(by_a && refuted_by((bc, bd), t)) {
            return Err(format!("{t:?} is not removed by both ends"));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clauses_parse_as_written() {
        let chain = parse_clauses(
            "r1c1 is not 3, then 3 is in r2c12, so the almost locked set r4c78 loses 3 and locks its other digits, so r5c5 is 7",
        );
        assert!(chain.is_ok(), "{chain:?}");
        let chain = chain.unwrap_or_default();
        assert_eq!(chain.len(), 4);
        assert!(matches!(chain[0], Clause::Node { on: false, .. }));
        assert!(matches!(chain[1], Clause::Node { on: true, cells, .. } if cells.len() == 2));
        assert!(matches!(chain[2], Clause::Als { cells, .. } if cells.len() == 2));
        assert!(parse_clauses("r1c1 is 3, and r1c2 is 4").is_err());
    }
}
