//! Where everything goes for a given terminal size: a pure function of the size, shared by the
//! view (to draw) and the input mapping (to turn a mouse click into a cell).

pub mod cramped;

use ratatui::layout::Rect;
use stepdoku_core::Cell;

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

/// The player's panel: the large board needs it wide enough for the key hints beside it.
const PLAYER_PANEL: PanelWidths = PanelWidths {
    compact_min: 24,
    large_min: 28,
    max: 44,
};

/// The watch's panels. From 32 columns they show `r4c7: nothing fits, back to r4c2` on one
/// line; down to 24 (a 65-column terminal, the player's smallest) they fold: shorter labels,
/// sentences wrapped.
pub const WATCH_PANELS: PanelWidths = PanelWidths {
    compact_min: 24,
    large_min: 32,
    max: 52,
};

/// How wide a screen's column beside the board may be. Each screen has its own needs (the
/// watch's panels are wider than the player's); the arithmetic around them is shared.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PanelWidths {
    /// The least that still reads with the compact board.
    pub compact_min: u16,
    /// The least the large board is worth giving it up for.
    pub large_min: u16,
    pub max: u16,
}

/// The board with its labels and a column beside it, centred together; the footer on the last
/// row. Each screen divides the column (and any row left under the board) as it likes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Placement {
    pub board: BoardGeometry,
    /// The board with its row and column numbers.
    pub block: Rect,
    /// Beside the block, from its top down to the footer.
    pub column: Rect,
    pub footer: Rect,
}

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

/// The smallest terminal that holds the compact board and a column of `panel`.
#[must_use]
pub const fn minimum(panel: PanelWidths) -> (u16, u16) {
    needs(COMPACT, panel.compact_min)
}

/// The smallest terminal where the player's cells are large (notes in keypad positions):
/// the player's guide quotes it, and a test holds the two together.
#[cfg(test)]
pub const PLAYER_LARGE_FROM: (u16, u16) = needs(LARGE, PLAYER_PANEL.large_min);

const fn needs(cell: CellSize, panel: u16) -> (u16, u16) {
    (
        LABEL_WIDTH + BoardGeometry::width(cell) + GAP + panel,
        LABEL_HEIGHT + BoardGeometry::height(cell) + FOOTER_HEIGHT,
    )
}

/// The largest board that fits with a column of `panel` beside it.
pub fn place(area: Rect, panel: PanelWidths) -> Result<Placement, TooSmall> {
    let fits = |(w, h): (u16, u16)| area.width >= w && area.height >= h;
    let cell = if fits(needs(LARGE, panel.large_min)) {
        LARGE
    } else if fits(minimum(panel)) {
        COMPACT
    } else {
        return Err(TooSmall {
            need: minimum(panel),
            have: (area.width, area.height),
        });
    };
    let block_width = LABEL_WIDTH + BoardGeometry::width(cell);
    let block_height = LABEL_HEIGHT + BoardGeometry::height(cell);
    let column_width = (area.width - block_width - GAP).min(panel.max);
    let left = area.x + (area.width - block_width - GAP - column_width) / 2;
    let footer_y = area.y + area.height - FOOTER_HEIGHT;
    let top = area.y + (footer_y - area.y - block_height) / 2;
    Ok(Placement {
        board: BoardGeometry {
            area: Rect {
                x: left + LABEL_WIDTH,
                y: top + LABEL_HEIGHT,
                width: BoardGeometry::width(cell),
                height: BoardGeometry::height(cell),
            },
            cell,
        },
        block: Rect::new(left, top, block_width, block_height),
        column: Rect::new(left + block_width + GAP, top, column_width, footer_y - top),
        footer: Rect::new(area.x, footer_y, area.width, FOOTER_HEIGHT),
    })
}

/// The player: the panel beside the board, level with the board itself (not its labels).
pub fn geometry(area: Rect) -> Result<Geometry, TooSmall> {
    let placed = place(area, PLAYER_PANEL)?;
    Ok(Geometry {
        board: placed.board,
        panel: Rect {
            y: placed.board.area.y,
            height: placed.board.area.height,
            ..placed.column
        },
        footer: placed.footer,
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
                need: minimum(PLAYER_PANEL),
                have: (50, 20)
            })
        );
        assert_eq!(minimum(PLAYER_PANEL), (65, 21), "the player fits in 65×21");
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
