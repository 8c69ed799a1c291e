//! Where the watch screen puts things for a terminal size: the board (large 7×3 cells when they
//! fit, else compact), a legend line under it, the panels column beside it, the key bar below.
//! The watch needs a wider panel than the player, so it has its own arithmetic on the player's
//! cell sizes.

use ratatui::layout::Rect;

use crate::tui::layout::{BoardGeometry, COMPACT, CellSize, LARGE, TooSmall};

const LABEL_WIDTH: u16 = 2;
const LABEL_HEIGHT: u16 = 1;
const GAP: u16 = 2;
const FOOTER_HEIGHT: u16 = 1;
/// The panels need this much to show `r4c7: nothing fits, back to r4c2` on one line.
const PANEL_MIN: u16 = 32;
const PANEL_MAX: u16 = 52;

/// The smallest terminal the watch fits in.
pub const MINIMUM: (u16, u16) = needs(COMPACT);

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct WatchLayout {
    pub board: BoardGeometry,
    /// A row under the board for the legend, when there is one to spare.
    pub legend: Option<Rect>,
    pub panels: Rect,
    pub footer: Rect,
}

const fn board_size(cell: CellSize) -> (u16, u16) {
    (
        LABEL_WIDTH + 9 * cell.width + 10,
        LABEL_HEIGHT + 9 * cell.height + 10,
    )
}

const fn needs(cell: CellSize) -> (u16, u16) {
    let (w, h) = board_size(cell);
    (w + GAP + PANEL_MIN, h + FOOTER_HEIGHT)
}

pub fn layout(area: Rect) -> Result<WatchLayout, TooSmall> {
    let fits = |(w, h): (u16, u16)| area.width >= w && area.height >= h;
    let cell = if fits(needs(LARGE)) {
        LARGE
    } else if fits(MINIMUM) {
        COMPACT
    } else {
        return Err(TooSmall {
            need: MINIMUM,
            have: (area.width, area.height),
        });
    };
    let (block_w, block_h) = board_size(cell);
    let panel_w = (area.width - block_w - GAP).min(PANEL_MAX);
    let left = area.x + (area.width - block_w - GAP - panel_w) / 2;
    let usable_h = area.height - FOOTER_HEIGHT;
    let top = area.y + (usable_h - block_h) / 2;
    let board = BoardGeometry {
        area: Rect {
            x: left + LABEL_WIDTH,
            y: top + LABEL_HEIGHT,
            width: block_w - LABEL_WIDTH,
            height: block_h - LABEL_HEIGHT,
        },
        cell,
    };
    let legend_y = top + block_h;
    let legend = (legend_y < area.y + usable_h).then_some(Rect {
        x: left,
        y: legend_y,
        width: block_w,
        height: 1,
    });
    Ok(WatchLayout {
        board,
        legend,
        panels: Rect {
            x: left + block_w + GAP,
            y: top,
            width: panel_w,
            height: area.y + usable_h - top,
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
    fn the_usual_sizes_fit_and_small_ones_say_what_they_need() {
        let at = |w, h| layout(Rect::new(0, 0, w, h));
        assert_eq!(at(80, 24).map(|l| l.board.cell), Ok(COMPACT));
        assert_eq!(at(120, 40).map(|l| l.board.cell), Ok(LARGE));
        assert!(at(80, 24).is_ok_and(|l| l.legend.is_some() && l.panels.width >= PANEL_MIN));
        assert_eq!(MINIMUM, (73, 21));
        assert!(at(72, 21).is_err());
        assert!(at(73, 21).is_ok());
        for (w, h) in [(73, 21), (80, 24), (100, 30), (120, 40), (200, 60)] {
            let l = at(w, h).unwrap();
            let area = Rect::new(0, 0, w, h);
            for rect in [l.board.area, l.panels, l.footer] {
                assert_eq!(area.intersection(rect), rect, "{w}x{h}: {rect:?} inside");
            }
            assert!(!l.board.area.intersects(l.panels), "{w}x{h}");
            assert!(l.panels.bottom() <= l.footer.y);
        }
    }
}
