//! The exact cover behind a Sudominoku: a solved grid cut into nine singles and 36 dominoes
//! of distinct pairs, found with Knuth's Algorithm X.

use crate::cell::{Cell, Digit};
use crate::domino::{Domino, adjacent};
use crate::grid::Grid;

use super::Rng;

/// Steps the tiling search may take on one grid before another grid is tried (some grids have
/// no tiling with distinct pairs; a success rarely needs more than a few backtracks).
const TILING_BUDGET: u64 = 1_000;

/// Nine singles (digit `i + 1` at `singles[i]`) and 36 dominoes with distinct pairs covering the
/// rest of `solution`; `None` if the budget runs out first.
///
/// This is an exact cover: every cell, every pair and every digit's single exactly once, by
/// pieces that are a single cell or two side-by-side cells. Knuth's Algorithm X finds one by
/// always covering the most constrained item first (a pair that fits in one place only goes
/// there at once), which a plain cell-by-cell search does not: it succeeded on 3% of grids.
pub(super) fn tiling(solution: &Grid, rng: &mut Rng) -> Option<([Cell; 9], Vec<Domino>)> {
    let mut pieces = Vec::with_capacity(81 + 144);
    for cell in Cell::all() {
        let digit = solution.get(cell)?;
        pieces.push(Piece::single(cell, digit));
        for next in [cell.index() + 1, cell.index() + 9] {
            let Some(other) = (next < 81).then(|| Cell::from_index(next)) else {
                continue;
            };
            if adjacent(cell, other) {
                let domino = Domino {
                    cells: [cell, other],
                    digits: [digit, solution.get(other)?],
                };
                pieces.push(Piece::domino(domino)?);
            }
        }
    }
    let mut search = Cover {
        chosen: Vec::with_capacity(45),
        steps: 0,
        rng,
    };
    if !search.cover(&pieces, Items::default()) {
        return None;
    }
    let mut singles = [Cell::from_index(0); 9];
    let mut dominoes = Vec::with_capacity(36);
    for piece in &search.chosen {
        match piece.domino {
            Some(domino) => dominoes.push(domino),
            None => {
                let cell = Cell::from_index(piece.cells.trailing_zeros() as usize);
                let digit = solution.get(cell)?;
                singles[digit.index()] = cell;
            }
        }
    }
    Some((singles, dominoes))
}

/// The items a piece covers (or a set of covered items): cells, pairs, digits placed as singles.
#[derive(Clone, Copy, Default)]
struct Items {
    cells: u128,
    pairs: u64,
    singles: u16,
}

impl Items {
    fn meets(&self, other: &Items) -> bool {
        self.cells & other.cells != 0
            || self.pairs & other.pairs != 0
            || self.singles & other.singles != 0
    }

    fn with(self, other: &Items) -> Items {
        Items {
            cells: self.cells | other.cells,
            pairs: self.pairs | other.pairs,
            singles: self.singles | other.singles,
        }
    }
}

#[derive(Clone, Copy)]
struct Piece {
    cells: u128,
    items: Items,
    domino: Option<Domino>,
}

impl Piece {
    fn single(cell: Cell, digit: Digit) -> Piece {
        let cells = 1u128 << cell.index();
        Piece {
            cells,
            items: Items {
                cells,
                pairs: 0,
                singles: 1 << digit.index(),
            },
            domino: None,
        }
    }

    fn domino(domino: Domino) -> Option<Piece> {
        let pair = domino.pair()?;
        let cells = (1u128 << domino.cells[0].index()) | (1u128 << domino.cells[1].index());
        Some(Piece {
            cells,
            items: Items {
                cells,
                pairs: 1 << pair.index(),
                singles: 0,
            },
            domino: Some(domino),
        })
    }
}

struct Cover<'a> {
    chosen: Vec<Piece>,
    steps: u64,
    rng: &'a mut Rng,
}

impl Cover<'_> {
    /// Covers every item not in `done` with pieces from `live` (those that meet nothing done);
    /// depth is at most 45, one level per piece.
    fn cover(&mut self, live: &[Piece], done: Items) -> bool {
        self.steps += 1;
        if self.steps > TILING_BUDGET {
            return false;
        }
        let Some(item) = most_constrained(live, &done) else {
            return true;
        };
        let mut options: Vec<Piece> = live
            .iter()
            .copied()
            .filter(|p| item.meets(&p.items))
            .collect();
        if options.is_empty() {
            return false;
        }
        self.rng.shuffle(&mut options);
        for piece in options {
            let now = done.with(&piece.items);
            let rest: Vec<Piece> = live
                .iter()
                .copied()
                .filter(|p| !p.items.meets(&now))
                .collect();
            self.chosen.push(piece);
            if self.cover(&rest, now) {
                return true;
            }
            self.chosen.pop();
        }
        false
    }
}

/// The uncovered item the fewest live pieces cover (as a one-item set), `None` when all are.
fn most_constrained(live: &[Piece], done: &Items) -> Option<Items> {
    let mut best: Option<(usize, Items)> = None;
    let mut consider = |count: usize, item: Items| {
        if best.is_none_or(|(n, _)| count < n) {
            best = Some((count, item));
        }
    };
    for i in (0..81).filter(|&i| done.cells & (1 << i) == 0) {
        let bit = 1u128 << i;
        consider(
            live.iter().filter(|p| p.cells & bit != 0).count(),
            Items {
                cells: bit,
                ..Items::default()
            },
        );
    }
    for i in (0..36).filter(|&i| done.pairs & (1 << i) == 0) {
        let bit = 1u64 << i;
        consider(
            live.iter().filter(|p| p.items.pairs & bit != 0).count(),
            Items {
                pairs: bit,
                ..Items::default()
            },
        );
    }
    for i in (0..9).filter(|&i| done.singles & (1 << i) == 0) {
        let bit = 1u16 << i;
        consider(
            live.iter().filter(|p| p.items.singles & bit != 0).count(),
            Items {
                singles: bit,
                ..Items::default()
            },
        );
    }
    best.map(|(_, item)| item)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::domino::Sudominoku;
    use crate::generate::solved_grid;

    #[test]
    fn tilings_cover_the_grid_with_every_pair_once() {
        let mut rng = Rng::new(9);
        let (solution, (singles, dominoes)) = (0..20)
            .find_map(|_| {
                let solution = solved_grid(&mut rng);
                tiling(&solution, &mut rng).map(|t| (solution, t))
            })
            .expect("a tiling");
        assert_eq!(dominoes.len(), 36);
        let puzzle = Sudominoku::new(dominoes, singles).expect("valid givens");
        assert_eq!(puzzle.layout().used().len(), 36);
        assert_eq!(*puzzle.grid(), solution);
    }
}
