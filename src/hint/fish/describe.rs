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
        fins = fins.union(f.fins);
        endo = endo.union(f.endo_fins);
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
    let all_fins = fins.union(endo);
    let n = first.base.len();
    let plain = if all_fins.is_empty() {
        format!(
            "The {digit}s of {} all lie in {}: {n} units that need {n} {digit}s can only fill {n} others, so no other cell of {} can hold {digit}.",
            notation::and_list(&first.base),
            notation::and_list(&cover),
            notation::and_list(&cover),
        )
    } else {
        let fin_cells: Vec<Cell> = all_fins.iter().collect();
        let targets: Vec<Cell> = eliminations.iter().map(|&(c, _)| c).collect();
        format!(
            "Either {} is a {digit} (a fin), or the {digit}s of {} fill {} as in a plain fish; {} sees every fin and lies in the cover units, so it cannot be {digit} either way.",
            notation::and_list(&fin_cells),
            notation::and_list(&first.base),
            notation::and_list(&cover),
            notation::and_list(&targets),
        )
    };
    let pattern = first.base_cells.difference(all_fins);
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
