//! Death Blossom: a stem cell and, for each of its candidates, an almost locked set whose cells
//! holding that candidate all see the stem. Whatever the stem holds, the set belonging to that
//! digit loses it and is locked; so a digit Z every set holds (and the stem does not) is in one
//! of the sets, and a cell that sees every Z of all the sets cannot be Z.

use super::sets::Als;
use super::text;
use crate::cell::{Cell, CellMap, CellSet, Digit, DigitMap, DigitSet};
use crate::hint::Settings;
use crate::hint::collector::Collector;
use crate::hint::{Candidates, Deduction, Technique, notation};

/// Combinations tried per stem cell before giving up: with overlapping sets allowed the
/// combinations multiply into the millions on open grids; HoDoKu's own cases need far fewer.
const BUDGET: usize = 20_000;

pub(crate) fn find(
    grid: &Candidates,
    alses: &[Als],
    overlap: bool,
    settings: &Settings,
) -> Vec<Deduction> {
    // for every cell and digit: the sets whose cells with that digit all see the cell
    let mut petals: CellMap<DigitMap<Vec<usize>>> = CellMap::default();
    for (i, a) in alses.iter().enumerate() {
        for d in a.digits.iter() {
            for c in a.buddies(d).iter() {
                petals[c][d].push(i);
            }
        }
    }
    let mut found = Collector::new(settings);
    for stem in Cell::all().filter(|&c| grid.get(c).is_none()) {
        if found.done() {
            break;
        }
        let digits = grid.candidates(stem);
        if digits.iter().any(|d| petals[stem][d].is_empty()) {
            continue;
        }
        let mut search = Search {
            grid,
            alses,
            overlap,
            stem,
            digits: digits.iter().collect(),
            lists: &petals[stem],
            chosen: Vec::new(),
            budget: BUDGET,
            found: &mut found,
        };
        search.walk(0, DigitSet::ALL, CellSet::EMPTY);
    }
    found.into_sorted()
}

struct Search<'a> {
    grid: &'a Candidates,
    alses: &'a [Als],
    overlap: bool,
    stem: Cell,
    digits: Vec<Digit>,
    lists: &'a DigitMap<Vec<usize>>,
    chosen: Vec<usize>,
    budget: usize,
    found: &'a mut Collector,
}

impl Search<'_> {
    fn walk(&mut self, k: usize, common: DigitSet, cells: CellSet) {
        if self.budget == 0 {
            return;
        }
        self.budget -= 1;
        if k == self.digits.len() {
            self.check(common, cells);
            return;
        }
        let d = self.digits[k];
        for &i in &self.lists[d] {
            let a = &self.alses[i];
            if !self.overlap && !(a.cells & cells).is_empty() {
                continue;
            }
            let next = common & a.digits;
            if next.is_empty() {
                continue;
            }
            self.chosen.push(i);
            self.walk(k + 1, next, cells | a.cells);
            self.chosen.pop();
        }
    }

    fn check(&mut self, common: DigitSet, cells: CellSet) {
        let stem_digits: DigitSet = self.digits.iter().copied().collect();
        let mut elims: Vec<(Cell, Digit)> = Vec::new();
        for z in (common - stem_digits).iter() {
            let places = self
                .chosen
                .iter()
                .fold(CellSet::EMPTY, |acc, &i| acc | self.alses[i].with(z));
            let mut seen = (places.common_peers() - cells) & self.grid.positions(z);
            seen.remove(self.stem);
            elims.extend(seen.iter().map(|c| (c, z)));
        }
        if elims.is_empty() {
            return;
        }
        let size = cells.len();
        let (grid, alses, stem, digits, chosen) =
            (self.grid, self.alses, self.stem, &self.digits, &self.chosen);
        self.found.offer(elims.clone(), size, || {
            let petals: Vec<String> = digits
                .iter()
                .zip(chosen)
                .map(|(d, &i)| format!("{d}: {}", text::als(&alses[i])))
                .collect();
            let z: DigitSet = elims.iter().map(|&(_, d)| d).collect();
            let line = format!(
                "stem {stem} {{{}}}, {}",
                notation::digits(stem_digits),
                petals.join(", ")
            );
            let sentence = format!(
                "Whatever {stem} holds, the almost locked set listed for that digit loses it (all \
                 its cells with the digit see {stem}) and becomes locked, so it holds {zl}. So {}.",
                text::conclusion(z, "in one of the sets"),
                zl = text::digit_list(z)
            );
            let sets: Vec<&Als> = chosen.iter().map(|&i| &alses[i]).collect();
            let mut evidence = text::evidence(&sets, grid, stem_digits);
            evidence.cells.insert(stem);
            text::deduction(Technique::DeathBlossom, &line, elims, &sentence, evidence)
        });
    }
}
