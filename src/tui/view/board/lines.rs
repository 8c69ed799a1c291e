//! Box-drawing characters for the board's lines: heavy around boxes, light between cells,
//! with the right junction wherever they cross. Shared by the player's board and the watch's.

use ratatui::buffer::Buffer;
use ratatui::style::Style;
use stepdoku_core::Cell;

use crate::tui::layout::BoardGeometry;
use crate::tui::theme::Theme;

/// A box edge with a domino across it, vertical and horizontal: a heavy line, broken.
pub const JOINED_BOX_EDGE: (char, char) = ('╏', '╍');

/// Join two side-by-side cells (a domino's halves): the line between them takes `style`'s
/// background, so the two read as one piece. A thin line is erased; a box edge stays, since the
/// 3×3 boxes are half the rules, but broken (`╏`, `╍`, in the box lines' colour over the join):
/// without colour that break is all that tells one domino across a box from two cells.
pub fn join(g: BoardGeometry, a: Cell, b: Cell, style: Style, theme: &Theme, buf: &mut Buffer) {
    let (first, second) = if a < b { (a, b) } else { (b, a) };
    let rect = g.cell_rect(first);
    let across = second.row() == first.row();
    let (spots, box_edge, edge): (Vec<(u16, u16)>, bool, char) = if across {
        let x = rect.x + rect.width;
        let spots = (rect.y..rect.y + rect.height).map(|y| (x, y)).collect();
        (spots, first.col() % 3 == 2, JOINED_BOX_EDGE.0)
    } else {
        let y = rect.y + rect.height;
        let spots = (rect.x..rect.x + rect.width).map(|x| (x, y)).collect();
        (spots, first.row() % 3 == 2, JOINED_BOX_EDGE.1)
    };
    let edge_style = match theme.box_line.fg {
        Some(fg) => style.fg(fg),
        None => style,
    };
    for spot in spots {
        if let Some(c) = buf.cell_mut(spot) {
            if box_edge {
                c.set_char(edge).set_style(edge_style);
            } else {
                c.set_char(' ').set_style(style);
            }
        }
    }
}

/// Every line of the board in `g`.
pub fn draw(g: BoardGeometry, theme: &Theme, buf: &mut Buffer) {
    let (pitch_x, pitch_y) = (g.cell.width + 1, g.cell.height + 1);
    for dy in 0..g.area.height {
        for dx in 0..g.area.width {
            let on_h = dy % pitch_y == 0;
            let on_v = dx % pitch_x == 0;
            if !on_h && !on_v {
                continue;
            }
            let heavy_h = on_h && (dy / pitch_y) % 3 == 0;
            let heavy_v = on_v && (dx / pitch_x) % 3 == 0;
            let edges = Edges {
                top: dy == 0,
                bottom: dy + 1 == g.area.height,
                left: dx == 0,
                right: dx + 1 == g.area.width,
            };
            let symbol = line_symbol(on_h, on_v, heavy_h, heavy_v, edges);
            let style = if heavy_h || heavy_v {
                theme.box_line
            } else {
                theme.grid_line
            };
            if let Some(c) = buf.cell_mut((g.area.x + dx, g.area.y + dy)) {
                c.set_char(symbol).set_style(style);
            }
        }
    }
}

/// Which outer edges of the board a line position lies on.
#[derive(Clone, Copy)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "which of the four sides of a cell border is thick: four independent facts"
)]
pub struct Edges {
    pub top: bool,
    pub bottom: bool,
    pub left: bool,
    pub right: bool,
}

/// The box-drawing character where lines meet; heavy around boxes, light between cells.
#[expect(
    clippy::fn_params_excessive_bools,
    reason = "which of the four sides of a cell border is thick: four independent facts"
)]
pub fn line_symbol(on_h: bool, on_v: bool, heavy_h: bool, heavy_v: bool, e: Edges) -> char {
    match (on_h, on_v) {
        (true, false) => {
            if heavy_h {
                '━'
            } else {
                '─'
            }
        }
        (false, true) => {
            if heavy_v {
                '┃'
            } else {
                '│'
            }
        }
        _ => match (e.top, e.bottom, e.left, e.right) {
            (true, _, true, _) => '┏',
            (true, _, _, true) => '┓',
            (_, true, true, _) => '┗',
            (_, true, _, true) => '┛',
            (true, ..) => {
                if heavy_v {
                    '┳'
                } else {
                    '┯'
                }
            }
            (_, true, ..) => {
                if heavy_v {
                    '┻'
                } else {
                    '┷'
                }
            }
            (_, _, true, _) => {
                if heavy_h {
                    '┣'
                } else {
                    '┠'
                }
            }
            (_, _, _, true) => {
                if heavy_h {
                    '┫'
                } else {
                    '┨'
                }
            }
            _ => match (heavy_h, heavy_v) {
                (true, true) => '╋',
                (true, false) => '┿',
                (false, true) => '╂',
                (false, false) => '┼',
            },
        },
    }
}
