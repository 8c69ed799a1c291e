//! Where the watch screen puts things for a terminal size: the board (large 7×3 cells when they
//! fit, else compact), a legend line under it, the panels column beside it, the key bar below.
//! The watch needs wider panels than the player; the arithmetic is the player's.

use ratatui::layout::Rect;

use crate::tui::layout::{BoardGeometry, PanelWidths, TooSmall, place};

/// The panels need 32 columns to show `r4c7: nothing fits, back to r4c2` on one line.
const PANELS: PanelWidths = PanelWidths {
    compact_min: 32,
    large_min: 32,
    max: 52,
};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct WatchLayout {
    pub board: BoardGeometry,
    /// A row under the board for the legend, when there is one to spare.
    pub legend: Option<Rect>,
    pub panels: Rect,
    pub footer: Rect,
}

pub fn layout(area: Rect) -> Result<WatchLayout, TooSmall> {
    let placed = place(area, PANELS)?;
    let block = placed.block;
    let legend = (block.bottom() < placed.footer.y).then_some(Rect {
        y: block.bottom(),
        height: 1,
        ..block
    });
    Ok(WatchLayout {
        board: placed.board,
        legend,
        panels: placed.column,
        footer: placed.footer,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::layout::{COMPACT, LARGE, minimum};

    #[test]
    fn the_usual_sizes_fit_and_small_ones_say_what_they_need() {
        let at = |w, h| layout(Rect::new(0, 0, w, h));
        assert_eq!(at(80, 24).map(|l| l.board.cell), Ok(COMPACT));
        assert_eq!(at(120, 40).map(|l| l.board.cell), Ok(LARGE));
        assert!(
            at(80, 24).is_ok_and(|l| l.legend.is_some() && l.panels.width >= PANELS.compact_min)
        );
        assert_eq!(minimum(PANELS), (73, 21), "the watch fits in 73×21");
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
