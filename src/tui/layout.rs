//! Where everything goes for a given terminal size: a pure function of the size, shared by the
//! view (to draw) and the input mapping (to turn a mouse click into a cell).

use ratatui::layout::Rect;
use stepdoku::Cell;

/// The inside of one cell, in terminal columns and rows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CellSize {
    pub width: u16,
    pub height: u16,
}

/// One row per cell: the digit, or a dot when the cell has notes (listed in the side panel).
pub const COMPACT: CellSize = CellSize {
    width: 3,
    height: 1,
};
/// 3×3 characters of notes per cell, each digit in its keypad position.
pub const LARGE: CellSize = CellSize {
    width: 7,
    height: 3,
};

/// Room for row numbers left of the board and column numbers above it.
const LABEL_WIDTH: u16 = 2;
const LABEL_HEIGHT: u16 = 1;
const GAP: u16 = 2;
const FOOTER_HEIGHT: u16 = 1;
const PANEL_MIN: u16 = 24;
const PANEL_MAX: u16 = 44;
/// The large board needs its panel wide enough for the key hints beside it.
const LARGE_PANEL_MIN: u16 = 28;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BoardGeometry {
    /// The board including its outer lines, without the labels.
    pub area: Rect,
    pub cell: CellSize,
}

impl BoardGeometry {
    const fn width(cell: CellSize) -> u16 {
        9 * cell.width + 10
    }

    const fn height(cell: CellSize) -> u16 {
        9 * cell.height + 10
    }

    #[must_use]
    pub fn is_large(&self) -> bool {
        self.cell == LARGE
    }

    /// The inside of `cell`, between its lines.
    #[must_use]
    pub fn cell_rect(&self, cell: Cell) -> Rect {
        Rect {
            x: self.area.x + 1 + cell.col() as u16 * (self.cell.width + 1),
            y: self.area.y + 1 + cell.row() as u16 * (self.cell.height + 1),
            width: self.cell.width,
            height: self.cell.height,
        }
    }

    /// The cell under a terminal position; `None` on a line or outside the board.
    #[must_use]
    pub fn cell_at(&self, x: u16, y: u16) -> Option<Cell> {
        let dx = x.checked_sub(self.area.x + 1)?;
        let dy = y.checked_sub(self.area.y + 1)?;
        let (pitch_x, pitch_y) = (self.cell.width + 1, self.cell.height + 1);
        if dx % pitch_x == self.cell.width || dy % pitch_y == self.cell.height {
            return None;
        }
        Cell::at(usize::from(dy / pitch_y), usize::from(dx / pitch_x))
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Geometry {
    pub board: BoardGeometry,
    pub panel: Rect,
    pub footer: Rect,
}

/// The terminal cannot hold even the compact layout.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TooSmall {
    pub need: (u16, u16),
    pub have: (u16, u16),
}

/// The smallest terminal the player fits in.
pub const MINIMUM: (u16, u16) = minimum_for(COMPACT, PANEL_MIN);

const fn minimum_for(cell: CellSize, panel: u16) -> (u16, u16) {
    (
        LABEL_WIDTH + BoardGeometry::width(cell) + GAP + panel,
        LABEL_HEIGHT + BoardGeometry::height(cell) + FOOTER_HEIGHT,
    )
}

/// The largest board that fits, the side panel beside it, the footer on the last row.
pub fn geometry(area: Rect) -> Result<Geometry, TooSmall> {
    let fits = |(w, h): (u16, u16)| area.width >= w && area.height >= h;
    let cell = if fits(minimum_for(LARGE, LARGE_PANEL_MIN)) {
        LARGE
    } else if fits(MINIMUM) {
        COMPACT
    } else {
        return Err(TooSmall {
            need: MINIMUM,
            have: (area.width, area.height),
        });
    };
    let block_width = LABEL_WIDTH + BoardGeometry::width(cell);
    let block_height = LABEL_HEIGHT + BoardGeometry::height(cell);
    let panel_width = (area.width - block_width - GAP).min(PANEL_MAX);
    let content_width = block_width + GAP + panel_width;
    let left = area.x + (area.width - content_width) / 2;
    let top = area.y + (area.height - FOOTER_HEIGHT - block_height) / 2;
    Ok(Geometry {
        board: BoardGeometry {
            area: Rect {
                x: left + LABEL_WIDTH,
                y: top + LABEL_HEIGHT,
                width: BoardGeometry::width(cell),
                height: BoardGeometry::height(cell),
            },
            cell,
        },
        panel: Rect {
            x: left + block_width + GAP,
            y: top + LABEL_HEIGHT,
            width: panel_width,
            height: BoardGeometry::height(cell),
        },
        footer: Rect {
            x: area.x,
            y: area.y + area.height - FOOTER_HEIGHT,
            width: area.width,
            height: FOOTER_HEIGHT,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_pick_layouts() {
        let at = |w, h| geometry(Rect::new(0, 0, w, h));
        assert_eq!(at(80, 24).map(|g| g.board.cell), Ok(COMPACT));
        assert_eq!(at(120, 40).map(|g| g.board.cell), Ok(LARGE));
        assert_eq!(
            at(50, 20),
            Err(TooSmall {
                need: MINIMUM,
                have: (50, 20)
            })
        );
        assert_eq!(MINIMUM, (65, 21));
    }

    #[test]
    fn clicks_map_to_cells_and_lines_to_none() {
        for size in [(80, 24), (120, 40)] {
            let g = geometry(Rect::new(0, 0, size.0, size.1)).unwrap().board;
            for cell in Cell::all() {
                let r = g.cell_rect(cell);
                assert_eq!(g.cell_at(r.x, r.y), Some(cell));
                assert_eq!(g.cell_at(r.x + r.width - 1, r.y + r.height - 1), Some(cell));
                assert_eq!(g.cell_at(r.x + r.width, r.y), None, "line right of {cell}");
            }
            assert_eq!(g.cell_at(g.area.x, g.area.y + 1), None);
        }
    }
}
