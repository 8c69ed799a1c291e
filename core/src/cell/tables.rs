//! The cells of each unit and the peers of each cell, computed at compile time.

use super::{Cell, CellMap, CellSet};

pub(super) const fn unit_cells(unit: usize) -> [Cell; 9] {
    let mut cells = [Cell(0); 9];
    let mut i = 0;
    while i < 9 {
        let (row, col) = match unit {
            0..=8 => (unit, i),
            9..=17 => (i, unit - 9),
            _ => {
                let b = unit - 18;
                ((b / 3) * 3 + i / 3, (b % 3) * 3 + i % 3)
            }
        };
        cells[i] = Cell((row * 9 + col) as u8);
        i += 1;
    }
    cells
}

pub(super) static UNIT_CELLS: [[Cell; 9]; 27] = {
    let mut all = [[Cell(0); 9]; 27];
    let mut u = 0;
    while u < 27 {
        all[u] = unit_cells(u);
        u += 1;
    }
    all
};

pub(super) static UNIT_SETS: [CellSet; 27] = {
    let mut sets = [CellSet(0); 27];
    let mut u = 0;
    while u < 27 {
        let cells = unit_cells(u);
        let mut i = 0;
        while i < 9 {
            sets[u].0 |= 1u128 << cells[i].0;
            i += 1;
        }
        u += 1;
    }
    sets
};

pub(super) static PEERS: CellMap<CellSet> = {
    let mut peers = [CellSet(0); 81];
    let mut c = 0;
    while c < 81 {
        let cell = Cell(c as u8);
        let units = [cell.row(), 9 + cell.col(), 18 + cell.block()];
        let mut k = 0;
        while k < 3 {
            peers[c].0 |= UNIT_SETS[units[k]].0;
            k += 1;
        }
        peers[c].0 &= !(1u128 << c);
        c += 1;
    }
    CellMap::from_array(peers)
};
