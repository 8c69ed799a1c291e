//! Lookup tables and bit tricks on 27-bit band masks (bit = row-in-band × 9 + column).

/// The two other bands of each band (the bands sharing its columns).
pub(super) const OTHER_BANDS: [(usize, usize); 3] = [(1, 2), (2, 0), (0, 1)];

/// For each digit-band index `digit * 3 + band`: the digit, the band, and the indices of the
/// same digit in the two other bands (a lookup where dividing by 3 costs more).
pub(super) static SUBBANDS: [[u8; 4]; 32] = {
    let mut t = [[0u8; 4]; 32];
    let mut i = 0;
    while i < 27 {
        let (d, band) = (i / 3, i % 3);
        let (b1, b2) = OTHER_BANDS[band];
        t[i] = [d as u8, band as u8, (d * 3 + b1) as u8, (d * 3 + b2) as u8];
        i += 1;
    }
    t
};

/// The 27 cells of a band.
pub(super) const BAND: u32 = (1 << 27) - 1;

/// A cell's band and bit within it (bit = row-in-band × 9 + column).
#[inline]
pub(super) const fn band_of(cell: usize) -> (usize, u32) {
    (cell / 27, (cell % 27) as u32)
}

/// For each 9-bit row slice: which of its three boxes hold a bit (3 bits).
pub(super) static SHRINK: [u8; 512] = {
    let mut t = [0u8; 512];
    let mut i = 0;
    while i < 512 {
        let mut s = 0;
        let mut k = 0;
        while k < 3 {
            if (i >> (3 * k)) & 7 != 0 {
                s |= 1 << k;
            }
            k += 1;
        }
        t[i] = s;
        i += 1;
    }
    t
};

/// The six ways to give each row of a band its own box: `PERMS[k][row]` is the box. (For a
/// stack, `PERMS[k][band]` is the column of the stack.)
pub(super) const PERMS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// For each 9-bit set of occupied mini-rows (bit row × 3 + box): the cells of the mini-rows
/// that lie on some permutation (one per row and per box), as a 27-bit band mask. Zero means
/// the digit cannot be completed in the band.
pub(super) static PERMUTATION_CELLS: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut p = 0;
    while p < 512 {
        let mut k = 0;
        while k < 6 {
            t[p] |= minirow_cells(permutation_in(p, k));
            k += 1;
        }
        p += 1;
    }
    t
};

/// The mini-rows (bit row × 3 + box) of permutation `k` if the set `p` holds them all, else 0.
const fn permutation_in(p: usize, k: usize) -> u16 {
    let perm = PERMS[k];
    let mut minis = 0u16;
    let mut row = 0;
    while row < 3 {
        let mini = row * 3 + perm[row];
        if p >> mini & 1 == 0 {
            return 0;
        }
        minis |= 1 << mini;
        row += 1;
    }
    minis
}

/// The band cells of a set of mini-rows.
const fn minirow_cells(minis: u16) -> u32 {
    let mut cells = 0u32;
    let mut m = 0;
    while m < 9 {
        if minis >> m & 1 != 0 {
            cells |= 7 << (m / 3 * 9 + m % 3 * 3);
        }
        m += 1;
    }
    cells
}

/// For each 9-bit set of columns where a digit appears in a band: the cells the digit keeps
/// in the other two bands, i.e. all but the columns that are its only column inside their box
/// (pointing along columns). Stored spread to band cells, so the hot path does one lookup.
pub(super) static POINTING: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut i = 0;
    while i < 512 {
        let mut columns = 0u16;
        let mut k = 0;
        while k < 3 {
            let g: usize = (i >> (3 * k)) & 7;
            if g.is_power_of_two() {
                columns |= (g << (3 * k)) as u16;
            }
            k += 1;
        }
        t[i] = !spread(columns) & BAND;
        i += 1;
    }
    t
};

/// For each 9-bit set of columns whose digit can only be in this band: the columns the digit
/// may still use in the band. A pinned column keeps its box to itself (claiming along columns);
/// two pinned columns in one box leave that box nothing. Stored spread to band cells.
pub(super) static CLAIMING: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut i = 0;
    while i < 512 {
        let mut columns = 0u16;
        let mut k = 0;
        while k < 3 {
            let g: usize = (i >> (3 * k)) & 7;
            let allowed = if g == 0 {
                7
            } else if g.is_power_of_two() {
                g
            } else {
                0
            };
            columns |= (allowed << (3 * k)) as u16;
            k += 1;
        }
        t[i] = spread(columns);
        i += 1;
    }
    t
};

/// The columns (9 bits) where a band mask has a bit.
#[inline]
pub(super) const fn fold(mask: u32) -> usize {
    ((mask | mask >> 9 | mask >> 18) & 0x1FF) as usize
}

/// The band cells of a 9-bit set of columns.
#[inline]
pub(super) const fn spread(columns: u16) -> u32 {
    columns as u32 * 0x40201
}

/// For each 9-bit set of occupied mini-rows (bit row × 3 + box): the mini-rows that every
/// permutation through them uses (one per row and per box). Such a mini-row is the digit's
/// only one in its row and in its box; none when no permutation fits.
pub(super) static LOCKED: [u16; 512] = {
    let mut t = [0u16; 512];
    let mut p = 0;
    while p < 512 {
        let mut common = 0x1FFu16;
        let mut any = false;
        let mut k = 0;
        while k < 6 {
            let minis = permutation_in(p, k);
            if minis != 0 {
                common &= minis;
                any = true;
            }
            k += 1;
        }
        t[p] = if any { common } else { 0 };
        p += 1;
    }
    t
};

/// Same row or same box within the band, the cell itself excluded.
pub(super) static BAND_PEERS: [u32; 27] = {
    let mut t = [0u32; 27];
    let mut i = 0;
    while i < 27 {
        let (row, col) = (i / 9, i % 9);
        let mut j = 0;
        while j < 27 {
            let (r, c) = (j / 9, j % 9);
            if j != i && (r == row || c / 3 == col / 3) {
                t[i] |= 1 << j;
            }
            j += 1;
        }
        i += 1;
    }
    t
};

/// The three bits of a column within a band.
pub(super) const fn column(col: u32) -> u32 {
    0x40201 << col
}

/// The band bits of the column through each of a band's 27 bits: a lookup where `column(bit %
/// 9)` would divide on every placement.
pub(super) static COLUMN_OF_BIT: [u32; 27] = {
    let mut t = [0u32; 27];
    let mut i = 0;
    while i < 27 {
        t[i] = column((i % 9) as u32);
        i += 1;
    }
    t
};

/// The occupied mini-rows of a band mask.
#[inline]
pub(super) fn minirows(mask: u32) -> usize {
    // Masked like `minirow_counts`.
    (SHRINK[(mask & 0x1FF) as usize] as usize
        | (SHRINK[(mask >> 9 & 0x1FF) as usize] as usize) << 3
        | (SHRINK[(mask >> 18 & 0x1FF) as usize] as usize) << 6)
        & 0x1FF
}

/// The band cells of the rows where `kept` has exactly one cell. Every row of `kept` must
/// hold a cell (true of a mask trimmed to its permutations, [`PERMUTATION_CELLS`]): then
/// subtracting one from each row's 9-bit slice borrows nothing from the next row, and clears
/// each row's lowest cell.
#[inline]
pub(super) fn single_cell_rows(kept: u32) -> u32 {
    let rest = kept & kept.wrapping_sub(0x40201);
    let alone = |row: u32| {
        let cells = 0x1FF << (9 * row);
        u32::from(rest & cells == 0).wrapping_neg() & cells
    };
    alone(0) | alone(1) | alone(2)
}
