//! A chain's links on the board, drawn along the board's own lines so no digit is covered:
//! a link within a row runs on the line above the row, one within a column on the line left
//! of the column, any other turns one corner; each end turns into its cell, over the
//! candidate's column (or row) in a large cell. Strong links are double lines (`═`), weak
//! ones dashed (`╌`): the glyphs tell them apart without colour. A link inside one cell is
//! drawn between its two digits (`3═5`). The link being stepped through is drawn last, lit.

use ratatui::buffer::Buffer;
use ratatui::style::Style;
use stepdoku_core::hint::Link;
use stepdoku_core::{Cell, CellSet, Digit};

use super::note_position;
use crate::tui::layout::BoardGeometry;
use crate::tui::theme::Theme;

const UP: u8 = 1;
const DOWN: u8 = 2;
const LEFT: u8 = 4;
const RIGHT: u8 = 8;

/// Draw `links`, the one at `lit` (if any) last and lit.
pub fn draw(
    g: BoardGeometry,
    links: &[Link],
    lit: Option<usize>,
    (theme, keep): (&Theme, CellSet),
    buf: &mut Buffer,
) {
    let order = (0..links.len())
        .filter(|&i| Some(i) != lit)
        .chain(lit.filter(|&i| i < links.len()));
    for i in order {
        let link = &links[i];
        let lit = Some(i) == lit;
        let style = match (lit, link.strong) {
            (true, _) => theme.chain_lit(),
            (false, true) => theme.chain_strong(),
            (false, false) => theme.chain_weak(),
        };
        if link.from.0 == link.to.0 {
            in_cell(g, *link, (lit, keep.contains(link.from.0)), theme, buf);
        } else {
            for (spot, dirs) in path(g, link.from, link.to) {
                if let Some(c) = buf.cell_mut(spot) {
                    // The link replaces the line's look (a box line's weight included).
                    c.reset();
                    c.set_char(glyph(dirs, link.strong)).set_style(style);
                }
            }
        }
    }
}

/// Where a candidate sits: the middle of a compact cell, its keypad position in a large one.
fn anchor(g: BoardGeometry, (cell, digit): (Cell, Digit)) -> (u16, u16) {
    let rect = g.cell_rect(cell);
    if g.is_large() {
        note_position(rect, digit)
    } else {
        (rect.x + rect.width / 2, rect.y)
    }
}

/// The spots of a link between two cells, each with the directions the line leaves it by.
fn path(g: BoardGeometry, a: (Cell, Digit), b: (Cell, Digit)) -> Vec<((u16, u16), u8)> {
    let (ax, ay) = anchor(g, a);
    let (bx, by) = anchor(g, b);
    let above = |cell: Cell| g.cell_rect(cell).y - 1;
    let left_of = |cell: Cell| g.cell_rect(cell).x - 1;
    let mut spots: Vec<((u16, u16), u8)> = Vec::new();
    if a.0.row() == b.0.row() {
        // Along the line above the row, both ends turning down into their cells.
        let y = above(a.0);
        run(&mut spots, (Along::Row, y), (ax, DOWN), (bx, DOWN));
    } else if a.0.col() == b.0.col() {
        // Along the line left of the column, both ends turning right into their cells.
        let x = left_of(a.0);
        run(&mut spots, (Along::Column, x), (ay, RIGHT), (by, RIGHT));
    } else {
        // Above `a`'s row to the line left of `b`'s column, then along it to `b`.
        let (y, x) = (above(a.0), left_of(b.0));
        let turn_v = if by > y { DOWN } else { UP };
        run(&mut spots, (Along::Row, y), (ax, DOWN), (x, turn_v));
        let turn_h = if ax > x { RIGHT } else { LEFT };
        run(&mut spots, (Along::Column, x), (y, turn_h), (by, RIGHT));
        merge(&mut spots);
    }
    spots
}

/// Which way a straight run goes: along a row (`x` varies) or down a column (`y` varies).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Along {
    Row,
    Column,
}

/// A straight run on the line `at` (a row's `y` or a column's `x`) from `p1` to `p2`, each end
/// also leaving by its own direction.
fn run(
    spots: &mut Vec<((u16, u16), u8)>,
    (along, at): (Along, u16),
    (p1, d1): (u16, u8),
    (p2, d2): (u16, u8),
) {
    let (back, ahead) = match along {
        Along::Row => (LEFT, RIGHT),
        Along::Column => (UP, DOWN),
    };
    let (lo, hi) = if p1 <= p2 {
        ((p1, d1), (p2, d2))
    } else {
        ((p2, d2), (p1, d1))
    };
    for p in lo.0..=hi.0 {
        let mut dirs = 0;
        if p > lo.0 {
            dirs |= back;
        }
        if p < hi.0 {
            dirs |= ahead;
        }
        if p == lo.0 {
            dirs |= lo.1;
        }
        if p == hi.0 {
            dirs |= hi.1;
        }
        let spot = match along {
            Along::Row => (p, at),
            Along::Column => (at, p),
        };
        spots.push((spot, dirs));
    }
}

/// One entry per spot, the directions of its entries joined (the corner of a bent link).
fn merge(spots: &mut Vec<((u16, u16), u8)>) {
    let mut out: Vec<((u16, u16), u8)> = Vec::with_capacity(spots.len());
    for &(spot, dirs) in spots.iter() {
        match out.iter_mut().find(|(s, _)| *s == spot) {
            Some((_, d)) => *d |= dirs,
            None => out.push((spot, dirs)),
        }
    }
    *spots = out;
}

/// The box-drawing character for a spot left by `dirs`: double lines for a strong link,
/// light (dashed where straight) for a weak one.
#[must_use]
pub fn glyph(dirs: u8, strong: bool) -> char {
    let (double, light) = match dirs {
        d if d == LEFT | RIGHT => ('═', '╌'),
        d if d == UP | DOWN => ('║', '╎'),
        d if d == RIGHT | DOWN => ('╔', '┌'),
        d if d == LEFT | DOWN => ('╗', '┐'),
        d if d == RIGHT | UP => ('╚', '└'),
        d if d == LEFT | UP => ('╝', '┘'),
        d if d == LEFT | RIGHT | DOWN => ('╦', '┬'),
        d if d == LEFT | RIGHT | UP => ('╩', '┴'),
        d if d == UP | DOWN | RIGHT => ('╠', '├'),
        d if d == UP | DOWN | LEFT => ('╣', '┤'),
        d if d == LEFT || d == RIGHT => ('═', '╌'),
        d if d == UP || d == DOWN => ('║', '╎'),
        _ => ('╬', '┼'),
    };
    if strong { double } else { light }
}

/// A link between two digits of one cell: the link's glyph between them (`3═5`, `3╌5`) in a
/// compact cell, or between two keypad neighbours in a large one; the digits stay in their
/// roles' styles, the glyph takes the cell's, lit when it is the link stepped to.
fn in_cell(
    g: BoardGeometry,
    link: Link,
    (lit, keep): (bool, bool),
    theme: &Theme,
    buf: &mut Buffer,
) {
    let (cell, a) = link.from;
    let b = link.to.1;
    let rect = g.cell_rect(cell);
    let sym = glyph(LEFT | RIGHT, link.strong);
    let lit_style = |style: Style| {
        if lit {
            style.patch(theme.chain_lit_cell())
        } else {
            style
        }
    };
    if g.is_large() {
        let (pa, pb) = (note_position(rect, a), note_position(rect, b));
        if pa.1 == pb.1 && pa.0.abs_diff(pb.0) == 2 {
            let spot = (pa.0.min(pb.0) + 1, pa.1);
            if let Some(c) = buf.cell_mut(spot) {
                let style = lit_style(c.style());
                c.set_char(sym).set_style(style);
            }
        }
        if lit {
            for spot in [pa, pb] {
                if let Some(c) = buf.cell_mut(spot) {
                    let style = lit_style(c.style());
                    c.set_style(style);
                }
            }
        }
        return;
    }
    if keep {
        // The cell's role (`-5`, `+5`) is what the hint is for: only the lit link shows on it.
        if lit {
            for x in rect.x..rect.x + rect.width {
                if let Some(c) = buf.cell_mut((x, rect.y)) {
                    let style = lit_style(c.style());
                    c.set_style(style);
                }
            }
        }
        return;
    }
    let (lo, hi) = if a < b { (a, b) } else { (b, a) };
    for (i, ch) in [lo.to_char(), sym, hi.to_char()].into_iter().enumerate() {
        if let Some(c) = buf.cell_mut((rect.x + i as u16, rect.y)) {
            let style = lit_style(c.style());
            c.set_char(ch).set_style(style);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Along, DOWN, LEFT, RIGHT, UP, run};

    /// A run down a column is a run along a row turned a quarter: the same spots transposed,
    /// each direction turned with it, whichever end comes first.
    #[test]
    fn a_column_run_is_a_row_run_transposed() {
        let turn = |dirs: u8| {
            [(LEFT, UP), (RIGHT, DOWN), (UP, LEFT), (DOWN, RIGHT)]
                .into_iter()
                .filter(|&(from, _)| dirs & from != 0)
                .fold(0, |acc, (_, to)| acc | to)
        };
        for (a, b) in [(3, 9), (9, 3), (5, 5)] {
            for (da, db) in [(DOWN, DOWN), (UP, RIGHT), (RIGHT, LEFT)] {
                let mut row = Vec::new();
                run(&mut row, (Along::Row, 7), (a, da), (b, db));
                let mut column = Vec::new();
                run(
                    &mut column,
                    (Along::Column, 7),
                    (a, turn(da)),
                    (b, turn(db)),
                );
                let transposed: Vec<_> = row
                    .iter()
                    .map(|&((x, y), dirs)| ((y, x), turn(dirs)))
                    .collect();
                assert_eq!(column, transposed, "{a}..{b}");
                assert_eq!(row.len(), usize::from(a.abs_diff(b)) + 1);
            }
        }
    }

    /// Inside a run each spot leaves toward both neighbours; the ends add their own way out.
    #[test]
    fn a_row_run_joins_its_spots_and_turns_at_its_ends() {
        let mut spots = Vec::new();
        run(&mut spots, (Along::Row, 2), (8, UP), (5, DOWN));
        assert_eq!(
            spots,
            [
                ((5, 2), RIGHT | DOWN),
                ((6, 2), LEFT | RIGHT),
                ((7, 2), LEFT | RIGHT),
                ((8, 2), LEFT | UP),
            ]
        );
    }
}
