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
        horizontal(&mut spots, y, (ax, DOWN), (bx, DOWN));
    } else if a.0.col() == b.0.col() {
        // Along the line left of the column, both ends turning right into their cells.
        let x = left_of(a.0);
        vertical(&mut spots, x, (ay, RIGHT), (by, RIGHT));
    } else {
        // Above `a`'s row to the line left of `b`'s column, then along it to `b`.
        let (y, x) = (above(a.0), left_of(b.0));
        let turn_v = if by > y { DOWN } else { UP };
        horizontal(&mut spots, y, (ax, DOWN), (x, turn_v));
        let turn_h = if ax > x { RIGHT } else { LEFT };
        vertical(&mut spots, x, (y, turn_h), (by, RIGHT));
        merge(&mut spots);
    }
    spots
}

/// A horizontal run on row `y` from `x1` to `x2`, each end also leaving by its own direction.
fn horizontal(spots: &mut Vec<((u16, u16), u8)>, y: u16, (x1, d1): (u16, u8), (x2, d2): (u16, u8)) {
    let (lo, hi) = if x1 <= x2 {
        ((x1, d1), (x2, d2))
    } else {
        ((x2, d2), (x1, d1))
    };
    for x in lo.0..=hi.0 {
        let mut dirs = 0;
        if x > lo.0 {
            dirs |= LEFT;
        }
        if x < hi.0 {
            dirs |= RIGHT;
        }
        if x == lo.0 {
            dirs |= lo.1;
        }
        if x == hi.0 {
            dirs |= hi.1;
        }
        spots.push(((x, y), dirs));
    }
}

/// A vertical run on column `x` from `y1` to `y2`, each end also leaving by its own direction.
fn vertical(spots: &mut Vec<((u16, u16), u8)>, x: u16, (y1, d1): (u16, u8), (y2, d2): (u16, u8)) {
    let (lo, hi) = if y1 <= y2 {
        ((y1, d1), (y2, d2))
    } else {
        ((y2, d2), (y1, d1))
    };
    for y in lo.0..=hi.0 {
        let mut dirs = 0;
        if y > lo.0 {
            dirs |= UP;
        }
        if y < hi.0 {
            dirs |= DOWN;
        }
        if y == lo.0 {
            dirs |= lo.1;
        }
        if y == hi.0 {
            dirs |= hi.1;
        }
        spots.push(((x, y), dirs));
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
