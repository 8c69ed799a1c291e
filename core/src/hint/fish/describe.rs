//! A fish as a hint: HoDoKu's line (`Finned X-Wing: 9 r48 c38 fr8c7 => r7c8<>9`) and a
//! sentence that says why, plus the evidence to highlight.

use crate::cell::{Cell, CellSet, Digit, Unit};
use crate::hint::{Candidates, Deduction, Evidence, Technique, notation};

use super::search::Fish;

/// One deduction from one fish, or from a siamese pair (`fish.len() == 2`).
pub(super) fn deduction(_grid: &Candidates, fish: &[Fish], technique: Technique) -> Deduction {
    let first = &fish[0];
    let digit = first.digit;
    let mut cover: Vec<Unit> = Vec::new();
    let mut fins = CellSet::EMPTY;
    let mut endo = CellSet::EMPTY;
    let mut eliminations: Vec<(Cell, Digit)> = Vec::new();
    for f in fish {
        for &u in &f.cover {
            if !cover.contains(&u) {
                cover.push(u);
            }
        }
        cover.sort_by_key(|u| u.index());
        fins |= f.fins;
        endo |= f.endo_fins;
        for cell in f.deleted.iter().chain(f.cannibalistic.iter()) {
            if !eliminations.contains(&(cell, digit)) {
                eliminations.push((cell, digit));
            }
        }
    }
    let siamese = if fish.len() > 1 { "Siamese " } else { "" };
    let fin_text: String = fins
        .iter()
        .map(|c| format!(" f{c}"))
        .chain(endo.iter().map(|c| format!(" ef{c}")))
        .collect();
    let line = format!(
        "{siamese}{technique}: {digit} {} {}{fin_text} => {}",
        notation::units(&first.base),
        notation::units(&cover),
        notation::eliminations(&eliminations)
    );
    let all_fins = fins | endo;
    let bases = notation::unit_words(&first.base);
    let covers = notation::unit_words(&cover);
    let targets: Vec<Cell> = eliminations.iter().map(|&(c, _)| c).collect();
    let (targets, verb) = match targets.as_slice() {
        [one] => (one.to_string(), "it"),
        _ => (notation::and_list(&targets), "they"),
    };
    let plain = if all_fins.is_empty() {
        format!(
            "{} each need a {digit}, and all their {digit}s lie in {covers}; those {} {digit}s fill {covers}, so no other cell of {covers} can be {digit}.",
            capitalized(&bases),
            notation::number_word(first.base.len()),
        )
    } else {
        let fin_cells: Vec<Cell> = all_fins.iter().collect();
        let either = match fin_cells.as_slice() {
            [one] => format!("the fin {one} is {digit}"),
            _ => format!(
                "one of the fins {} is {digit}",
                notation::and_list(&fin_cells)
            ),
        };
        format!(
            "Either {either}, or {bases} place their {digit}s in {covers} as in a plain fish. {targets} {} every fin and {} in {covers}, so {verb} cannot be {digit} either way.",
            if verb == "it" { "sees" } else { "see" },
            if verb == "it" { "lies" } else { "lie" },
        )
    };
    let pattern = first.base_cells - all_fins;
    Deduction {
        technique,
        placements: Vec::new(),
        explanation: format!("{line}. {plain}"),
        evidence: Evidence {
            cells: pattern,
            candidates: pattern.iter().map(|c| (c, digit)).collect(),
            fins: all_fins.iter().map(|c| (c, digit)).collect(),
            base_units: first.base.clone(),
            cover_units: cover,
            links: Vec::new(),
        },
        eliminations,
    }
}

fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}
