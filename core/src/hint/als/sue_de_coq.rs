//! Sue de Coq: two or three cells C where a box meets a row or column, holding N more digits
//! than cells. Cells S elsewhere in the line and T elsewhere in the box, whose digits from C do
//! not overlap, together take exactly those N surplus digits (extra digits outside C each bring
//! one more cell, a naked subset). Then C ∪ S is locked in the line and C ∪ T in the box: the
//! rest of the line loses the digits of C and S not claimed by T, the rest of the box the digits
//! of C and T not claimed by S (and both lose extra digits S and T share).
//!
//! HoDoKu's generalisation, with its search order (rows, then columns; boxes; cells).

use super::text;
use crate::cell::{Cell, CellSet, Digit, DigitSet, Unit};
use crate::hint::Settings;
use crate::hint::collector::Collector;
use crate::hint::{Candidates, Deduction, Evidence, Technique, notation};

pub(crate) fn find(grid: &Candidates, settings: &Settings) -> Vec<Deduction> {
    let empty: CellSet = Cell::all().filter(|&c| grid.get(c).is_none()).collect();
    let mut found = Collector::new(settings);
    for line in (0..18u8).map(Unit::from_index) {
        let line_cells = line.cell_set() & empty;
        for b in 0..9u8 {
            if found.done() {
                return found.into_sorted();
            }
            let block = Unit::Box(b);
            let block_cells = block.cell_set() & empty;
            let inter: Vec<Cell> = (line_cells & block_cells).iter().collect();
            if inter.len() < 2 {
                continue;
            }
            let mut ctx = Ctx {
                grid,
                line,
                block,
                line_cells,
                block_cells,
                found: &mut found,
            };
            for (i, &c1) in inter.iter().enumerate() {
                for (j, &c2) in inter.iter().enumerate().skip(i + 1) {
                    let pair = CellSet::EMPTY.with(c1).with(c2);
                    ctx.try_core(pair);
                    for &c3 in &inter[j + 1..] {
                        ctx.try_core(pair.with(c3));
                    }
                }
            }
        }
    }
    found.into_sorted()
}

struct Ctx<'a> {
    grid: &'a Candidates,
    line: Unit,
    block: Unit,
    line_cells: CellSet,
    block_cells: CellSet,
    found: &'a mut Collector,
}

fn digits_of(grid: &Candidates, cells: CellSet) -> DigitSet {
    cells
        .iter()
        .fold(DigitSet::EMPTY, |acc, c| acc | grid.candidates(c))
}

/// Every non-empty subset of `cells`, in HoDoKu's order (depth first, ascending).
fn subsets(cells: &[Cell], from: usize, set: CellSet, out: &mut Vec<CellSet>) {
    for i in from..cells.len() {
        let s = set.with(cells[i]);
        out.push(s);
        subsets(cells, i + 1, s, out);
    }
}

impl Ctx<'_> {
    fn try_core(&mut self, core: CellSet) {
        let v = digits_of(self.grid, core);
        if v.len() < core.len() + 2 {
            return;
        }
        let n_plus = v.len() - core.len();
        let source: Vec<Cell> = (self.line_cells - core).iter().collect();
        let mut line_sets = Vec::new();
        subsets(&source, 0, CellSet::EMPTY, &mut line_sets);
        for s in line_sets {
            let vs = digits_of(self.grid, s);
            let contained = (vs & v).len();
            let extra = vs - v;
            if contained == 0 || s.len() <= extra.len() || s.len() - extra.len() >= n_plus {
                continue;
            }
            let rest = n_plus - (s.len() - extra.len());
            // the box side may not use the line side's digits from the core
            let forbidden = vs & v;
            let block_source: Vec<Cell> = ((self.block_cells - core) - s).iter().collect();
            let mut block_sets = Vec::new();
            subsets(&block_source, 0, CellSet::EMPTY, &mut block_sets);
            for t in block_sets {
                let vt = digits_of(self.grid, t);
                if !(vt & forbidden).is_empty() {
                    continue;
                }
                let t_extra = vt - v;
                if (vt & v).is_empty() || t.len() < t_extra.len() || t.len() - t_extra.len() != rest
                {
                    continue;
                }
                self.check(core, v, s, vs, t, vt);
            }
        }
    }

    fn check(
        &mut self,
        core: CellSet,
        v: DigitSet,
        s: CellSet,
        vs: DigitSet,
        t: CellSet,
        vt: DigitSet,
    ) {
        let shared_extra = vt & vs;
        let mut elims: Vec<(Cell, Digit)> = Vec::new();
        let block_rest = (self.block_cells - t) - core;
        let block_digits = ((v | vt) - vs) | shared_extra;
        let line_rest = (self.line_cells - s) - core;
        let line_digits = ((v | vs) - vt) | shared_extra;
        for (cells, digits) in [(block_rest, block_digits), (line_rest, line_digits)] {
            for c in cells.iter() {
                for d in (self.grid.candidates(c) & digits).iter() {
                    elims.push((c, d));
                }
            }
        }
        crate::hint::collector::normalise(&mut elims);
        if elims.is_empty() {
            return;
        }
        let size = core.len() + s.len() + t.len();
        let (grid, line, block) = (self.grid, self.line, self.block);
        self.found.offer(elims.clone(), size, || {
            let line_text = format!(
                "{} - {{{}}} ({} - {{{}}}, {} - {{{}}})",
                notation::cells(core),
                notation::digits(v),
                notation::cells(s),
                notation::digits(vs),
                notation::cells(t),
                notation::digits(vt)
            );
            let sentence = format!(
                "The cells {core} where {line} meets {block} hold {vn} digits in {cn} cells, so \
                 {extra} of them must go elsewhere. {s} in {line} can take only {vsd}, and {t} in \
                 {block} only {vtd}, with no digit of {core} in common: between them they take \
                 exactly the surplus. So {core} and {s} are locked in {line}, {core} and {t} in \
                 {block}, and the rest of each unit loses those digits.",
                core = notation::cells(core),
                s = notation::cells(s),
                t = notation::cells(t),
                vn = v.len(),
                cn = core.len(),
                extra = v.len() - core.len(),
                vsd = text::digit_list(vs),
                vtd = text::digit_list(vt),
            );
            let mut evidence = Evidence {
                cells: ((core | s) | t),
                ..Evidence::default()
            };
            for c in evidence.cells.iter() {
                for d in grid.candidates(c).iter() {
                    evidence.candidates.push((c, d));
                }
            }
            evidence.base_units = vec![line, block];
            text::deduction(Technique::SueDeCoq, &line_text, elims, &sentence, evidence)
        });
    }
}
