//! Sentences shared by forcing chains and nets.

use super::summary::Fact;
use crate::cell::{CellSet, Unit};
use crate::hint::Candidates;

/// The case split behind a verity: "r4c7 is 3 or it is not", "r4c7 is 1, 3 or 8",
/// "in row 4, 3 goes in r4c1, r4c5 or r4c7".
pub(crate) fn disjunction(_grid: &Candidates, premises: &[Fact]) -> String {
    let first = premises[0];
    if premises.len() == 2
        && premises[0].cell == premises[1].cell
        && premises[0].digit == premises[1].digit
    {
        return format!("{} is {} or it is not", first.cell, first.digit);
    }
    if premises.iter().all(|p| p.cell == first.cell) {
        let digits: Vec<String> = premises.iter().map(|p| p.digit.to_string()).collect();
        return format!("{} is {}", first.cell, or_list(&digits));
    }
    let cells: CellSet = premises.iter().map(|p| p.cell).collect();
    let unit = Unit::all()
        .find(|u| (cells - u.cell_set()).is_empty())
        .map_or_else(String::new, |u| format!("In {u}, "));
    let names: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
    format!("{unit}{} goes in {}", first.digit, or_list(&names))
}

fn or_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}
