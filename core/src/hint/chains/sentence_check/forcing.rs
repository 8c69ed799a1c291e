//! Forcing chains read back: "Suppose P: A; and B. Then C, which is impossible, so R." (a
//! contradiction) and "X is 1, 3 or 8: A; B; C. In every case R, so that is certain." (a
//! verity). Every chain is re-derived link by link from its premise; the clash is checked
//! against the chains' ends, the case split against the grid, and the result against the hint.

use super::{Clause, check_chain, parse_clause, parse_clauses, single, sorted};
use crate::cell::{Cell, Digit, Unit};
use crate::hint::{Candidates, Deduction};

type Fact = (Cell, Digit, bool);

fn fact(text: &str) -> Result<Fact, String> {
    single(parse_clause(text)?).ok_or_else(|| format!("not one candidate: {text:?}"))
}

/// The chain of one sentence, its premise first (a contradiction states its premise once,
/// up front), re-derived; its last fact.
fn chain_from(grid: &Candidates, premise: Option<&str>, words: &str) -> Result<Fact, String> {
    let text = match premise {
        Some(p) => format!("{p}, then {words}"),
        None => words.to_owned(),
    };
    let chain: Vec<Clause> = parse_clauses(&text)?;
    check_chain(grid, &chain)?;
    single(chain[chain.len() - 1]).ok_or_else(|| "the chain does not end in a candidate".to_owned())
}

fn unit_named(text: &str) -> Option<Unit> {
    let (kind, n) = text.split_once(' ')?;
    let i = n.parse::<u8>().ok()?.checked_sub(1)?;
    match kind {
        "row" => Some(Unit::Row(i)),
        "column" => Some(Unit::Col(i)),
        "box" => Some(Unit::Box(i)),
        _ => None,
    }
}

/// Is the clash said true of the chains' ends?
fn clash_holds(grid: &Candidates, conflict: &str, ends: &[Fact]) -> Result<(), String> {
    let has = |f: Fact| ends.contains(&f);
    let ok = if let Some(cell) = conflict.strip_suffix(" would have no candidate left") {
        let cell: Cell = cell
            .parse()
            .map_err(|_| format!("bad cell in {conflict:?}"))?;
        grid.candidates(cell).iter().all(|d| has((cell, d, false)))
    } else if let Some((d, unit)) = conflict.split_once(" would have no place left in ") {
        let d = super::parse_digit(d)?;
        let unit = unit_named(unit).ok_or_else(|| format!("bad unit in {conflict:?}"))?;
        grid.positions_in(d, unit)
            .iter()
            .all(|c| has((c, d, false)))
    } else if let Some((pair, rest)) = conflict.split_once(" would both be ") {
        let (a, b) = pair.split_once(" and ").ok_or("no pair")?;
        let (d, unit) = rest.split_once(" in ").ok_or("no unit")?;
        let (a, b): (Cell, Cell) = (
            a.parse().map_err(|_| "bad cell")?,
            b.parse().map_err(|_| "bad cell")?,
        );
        let d = super::parse_digit(d)?;
        let unit = unit_named(unit).ok_or("bad unit")?;
        let cells = unit.cell_set();
        a != b && cells.contains(a) && cells.contains(b) && has((a, d, true)) && has((b, d, true))
    } else if let Some((cell, rest)) = conflict.split_once(" would be both ") {
        let cell: Cell = cell
            .parse()
            .map_err(|_| format!("bad cell in {conflict:?}"))?;
        let (x, y) = rest.split_once(" and ").ok_or("no pair")?;
        match y.strip_prefix("not ") {
            Some(y) => {
                let d = super::parse_digit(x)?;
                y == x && has((cell, d, true)) && has((cell, d, false))
            }
            None => {
                let (a, b) = (super::parse_digit(x)?, super::parse_digit(y)?);
                a != b && has((cell, a, true)) && has((cell, b, true))
            }
        }
    } else {
        return Err(format!("a clash of no known kind: {conflict:?}"));
    };
    if ok {
        Ok(())
    } else {
        Err(format!("the chains do not end in {conflict:?}"))
    }
}

fn result_is(d: &Deduction, r: Fact) -> Result<(), String> {
    let item = vec![(r.0, r.1)];
    let (places, elims) = if r.2 {
        (item, Vec::new())
    } else {
        (Vec::new(), item)
    };
    if sorted(&d.placements) == sorted(&places) && sorted(&d.eliminations) == sorted(&elims) {
        Ok(())
    } else {
        Err("the result is not what the sentence concludes".to_owned())
    }
}

/// "Suppose P: A; and B. Then C, which is impossible, so R."
pub(super) fn contradiction(
    grid: &Candidates,
    d: &Deduction,
    sentence: &str,
) -> Result<(), String> {
    let rest = sentence.strip_prefix("Suppose ").ok_or("no \"Suppose\"")?;
    let (premise, rest) = rest.split_once(": ").ok_or("no premise")?;
    let (chains, rest) = rest.split_once(". Then ").ok_or("no \"Then\"")?;
    let (conflict, result) = rest
        .split_once(", which is impossible, so ")
        .ok_or("no conclusion")?;
    let p = fact(premise)?;
    let mut ends: Vec<Fact> = chains
        .split("; and ")
        .map(|words| chain_from(grid, Some(premise), words))
        .collect::<Result<_, _>>()?;
    // the premise itself may be one side of the clash
    ends.push(p);
    clash_holds(grid, conflict, &ends)?;
    let r = fact(result.trim_end_matches('.'))?;
    if (r.0, r.1, !r.2) != p {
        return Err(format!(
            "the conclusion {r:?} is not the premise {p:?} denied"
        ));
    }
    result_is(d, r)
}

/// "X is 1, 3 or 8: A; B; C. In every case R, so that is certain."
pub(super) fn verity(grid: &Candidates, d: &Deduction, sentence: &str) -> Result<(), String> {
    let (split, rest) = sentence.split_once(": ").ok_or("no case split")?;
    let (chains, rest) = rest
        .split_once(". In every case ")
        .ok_or("no \"In every case\"")?;
    let result = rest
        .strip_suffix(", so that is certain.")
        .ok_or("no conclusion")?;
    let r = fact(result)?;
    let mut premises = Vec::new();
    for words in chains.split("; ") {
        let first = words.split(", ").next().unwrap_or_default();
        premises.push(fact(first)?);
        if chain_from(grid, None, words)? != r {
            return Err(format!("a case does not end in {result:?}: {words:?}"));
        }
    }
    // the split's cases, read from the grid: every one is the result itself or has its chain
    let cases: Vec<Fact> = if let Some(cell) = split.strip_suffix(" or it is not") {
        let (cell, digit) = cell.split_once(" is ").ok_or("bad split")?;
        let cell: Cell = cell.parse().map_err(|_| "bad cell")?;
        let digit = super::parse_digit(digit)?;
        vec![(cell, digit, true), (cell, digit, false)]
    } else if let Some((unit, rest)) = split.strip_prefix("In ").and_then(|s| s.split_once(", ")) {
        let (digit, _) = rest.split_once(" goes in ").ok_or("bad split")?;
        let digit = super::parse_digit(digit)?;
        let unit = unit_named(unit).ok_or("bad unit")?;
        grid.positions_in(digit, unit)
            .iter()
            .map(|c| (c, digit, true))
            .collect()
    } else {
        let (cell, _) = split.split_once(" is ").ok_or("bad split")?;
        let cell: Cell = cell.parse().map_err(|_| "bad cell")?;
        grid.candidates(cell)
            .iter()
            .map(|d| (cell, d, true))
            .collect()
    };
    let said = |case: &Fact| case == &r || premises.contains(case);
    if !cases.iter().all(said) || !premises.iter().all(|p| cases.contains(p)) {
        return Err(format!(
            "the cases {premises:?} are not every case of {split:?}"
        ));
    }
    result_is(d, r)
}
