//! Template Set and Template Delete. A template is one way to place all nine copies of a digit
//! (one per row, column and box); only templates that keep to the digit's candidates and cover
//! its placed cells can be the solution's. Cells every such template uses must hold the digit
//! (Template Set); candidates no template uses can go (Template Delete).
//!
//! As in HoDoKu, templates of one digit that use a cell another digit's templates all need are
//! dropped too, repeatedly, before the two checks.

use crate::cell::{Cell, CellSet, Digit};
use crate::hint::{Candidates, Deduction, Evidence, Settings, Technique, notation};

pub(super) fn find(
    technique: Technique,
    grid: &Candidates,
    _settings: &Settings,
    out: &mut Vec<Deduction>,
) {
    let Some(templates) = valid_templates(grid) else {
        return;
    };
    for d in Digit::all() {
        let list = &templates[d.index()];
        let placed = placed(grid, d);
        let all = list.iter().fold(CellSet::ALL, |acc, &t| acc & t);
        let any = list.iter().fold(CellSet::EMPTY, |acc, &t| acc | t);
        match technique {
            Technique::TemplateSet => {
                let cells = all - placed;
                if !cells.is_empty() {
                    out.push(make_set(d, cells, list.len()));
                }
            }
            Technique::TemplateDelete => {
                let cells = grid.positions(d) - any;
                if !cells.is_empty() {
                    out.push(make_delete(d, cells, list.len()));
                }
            }
            _ => {}
        }
    }
}

fn placed(grid: &Candidates, d: Digit) -> CellSet {
    Cell::all().filter(|&c| grid.get(c) == Some(d)).collect()
}

/// Every digit's possible templates, refined against each other; `None` if some digit has
/// none (the grid is already broken, so nothing can be said).
fn valid_templates(grid: &Candidates) -> Option<Vec<Vec<CellSet>>> {
    let mut lists: Vec<Vec<CellSet>> = Digit::all()
        .map(|d| {
            let placed = placed(grid, d);
            let allowed = grid.positions(d) | placed;
            let mut out = Vec::new();
            walk(0, 0, 0, CellSet::EMPTY, allowed, placed, &mut out);
            out
        })
        .collect();
    // a template may not use a cell that all templates of another digit need
    loop {
        let musts: Vec<CellSet> = lists
            .iter()
            .map(|l| l.iter().fold(CellSet::ALL, |acc, &t| acc & t))
            .collect();
        let mut removed = false;
        for (j, list) in lists.iter_mut().enumerate() {
            let others = musts
                .iter()
                .enumerate()
                .filter(|&(k, _)| k != j)
                .fold(CellSet::EMPTY, |acc, (_, &m)| acc | m);
            let before = list.len();
            list.retain(|t| (*t & others).is_empty());
            removed |= list.len() != before;
        }
        if !removed {
            break;
        }
    }
    lists.iter().all(|l| !l.is_empty()).then_some(lists)
}

/// Place the digit row by row: one allowed cell per row, a new column and box each time, and
/// the placed cells wherever they are.
fn walk(
    row: usize,
    cols: u16,
    stacks: u8,
    set: CellSet,
    allowed: CellSet,
    placed: CellSet,
    out: &mut Vec<CellSet>,
) {
    if row == 9 {
        out.push(set);
        return;
    }
    // boxes used in this band: reset at the top of each band
    let stacks = if row.is_multiple_of(3) { 0 } else { stacks };
    let row_cells = crate::cell::Unit::Row(row as u8).cell_set();
    let fixed = placed & row_cells;
    for cell in (allowed & row_cells).iter() {
        let col = cell.col();
        let stack = col / 3;
        if cols & (1 << col) != 0 || stacks & (1 << stack) != 0 {
            continue;
        }
        if !fixed.is_empty() && !fixed.contains(cell) {
            continue;
        }
        walk(
            row + 1,
            cols | (1 << col),
            stacks | (1 << stack),
            set.with(cell),
            allowed,
            placed,
            out,
        );
    }
}

fn make_set(d: Digit, cells: CellSet, count: usize) -> Deduction {
    let placements: Vec<(Cell, Digit)> = cells.iter().map(|c| (c, d)).collect();
    let explanation = format!(
        "{}: {d} => {}. There are {count} ways to place all nine {d}s that keep to the \
         candidates, and every one of them puts a {d} in {}: so {d} goes there.",
        Technique::TemplateSet,
        notation::placements(&placements),
        notation::cells(cells),
    );
    Deduction {
        technique: Technique::TemplateSet,
        placements,
        eliminations: Vec::new(),
        evidence: Evidence {
            cells,
            ..Evidence::default()
        },
        explanation,
    }
}

fn make_delete(d: Digit, cells: CellSet, count: usize) -> Deduction {
    let eliminations: Vec<(Cell, Digit)> = cells.iter().map(|c| (c, d)).collect();
    let explanation = format!(
        "{}: {d} => {}. There are {count} ways to place all nine {d}s that keep to the \
         candidates, and none of them uses {}: so {d} can be removed from them.",
        Technique::TemplateDelete,
        notation::eliminations(&eliminations),
        notation::cells(cells),
    );
    Deduction {
        technique: Technique::TemplateDelete,
        placements: Vec::new(),
        eliminations,
        evidence: Evidence {
            cells,
            ..Evidence::default()
        },
        explanation,
    }
}

#[cfg(test)]
mod tests {
    use crate::hint::chains::test_grid::{TestGrid, items, with_eliminations};
    use crate::hint::{Technique, find_all};

    /// 1 only in r1c1 of row 1, plus r2c2 and r3c3 in box 1 and the cells of rows 2-9 outside
    /// column 1 and box 1.
    fn grid() -> TestGrid {
        let mut cells = vec!["r1c1".to_owned(), "r2c2".to_owned(), "r3c3".to_owned()];
        for r in 2..=9 {
            for c in 2..=9 {
                if !(r <= 3 && c <= 3) {
                    cells.push(format!("r{r}c{c}"));
                }
            }
        }
        let names: Vec<&str> = cells.iter().map(String::as_str).collect();
        TestGrid::new().only(1, &names)
    }

    #[test]
    fn template_set_places_what_every_template_uses() {
        let found = find_all(Technique::TemplateSet, &grid().0);
        assert!(
            found.iter().any(|d| d.placements == items("r1c1:1")),
            "{found:#?}"
        );
    }

    #[test]
    fn template_delete_removes_what_no_template_uses() {
        let found = find_all(Technique::TemplateDelete, &grid().0);
        assert!(
            with_eliminations(&found, "r2c2:1 r3c3:1").is_some(),
            "{found:#?}"
        );
    }
}
