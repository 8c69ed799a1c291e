//! Where the watch screen puts things for a terminal size: the board (large 7×3 cells when they
//! fit, else compact), a legend line under it, the panels column beside it, the key bar below.
//! The watch needs wider panels than the player; the arithmetic is the player's.

use ratatui::layout::Rect;

use crate::tui::app::App;
use crate::tui::layout::{BoardGeometry, PanelWidths, TooSmall, WATCH_PANELS, minimum, place};
use crate::tui::screen::Context;

/// The watch's panels (the too-small screen asks the same numbers).
const PANELS: PanelWidths = WATCH_PANELS;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct WatchLayout {
    pub board: BoardGeometry,
    /// A row under the board for the legend, when there is one to spare.
    pub legend: Option<Rect>,
    pub panels: Rect,
    pub footer: Rect,
}

/// The code and the tree need the column the panels had before they learnt to fold: their
/// lines are read whole.
pub const SIDE_PANE_MIN: u16 = 32;

/// The terminal width from which the code and the tree have [`SIDE_PANE_MIN`] columns.
#[must_use]
pub const fn side_pane_needs() -> u16 {
    minimum(PanelWidths {
        compact_min: SIDE_PANE_MIN,
        ..PANELS
    })
    .0
}

/// Whether a terminal of size `area` has room for the code or the tree beside the board:
/// where it has not, the pane says what it needs and its keys are neither offered nor bound.
#[must_use]
pub fn side_pane_fits(area: Rect) -> bool {
    layout(area).is_ok_and(|l| l.panels.width >= SIDE_PANE_MIN)
}

/// [`side_pane_fits`] for a terminal of `width` × `height`, for the state, which knows the
/// size but names no drawing type.
#[must_use]
pub fn side_pane_fits_size(width: u16, height: u16) -> bool {
    side_pane_fits(Rect::new(0, 0, width, height))
}

/// The keys' context in a terminal of size `area`: the tree pane's keys apply only where
/// the terminal is wide enough to show it (elsewhere the pane says what it needs). The input
/// and the footer both ask here, so what is offered is what is bound.
#[must_use]
pub fn key_context(app: &App, area: Rect) -> Context {
    let mut context = app.key_context();
    context.tree = context.tree && side_pane_fits(area);
    context
}

/// Below this the panels take one column of the gap beside the board: one more column of
/// words reads better than a second blank one.
const NARROW: u16 = 30;

pub fn layout(area: Rect) -> Result<WatchLayout, TooSmall> {
    let placed = place(area, PANELS)?;
    let mut panels = placed.column;
    if panels.width < NARROW {
        panels.x -= 1;
        panels.width += 1;
    }
    let block = placed.block;
    let legend = (block.bottom() < placed.footer.y).then_some(Rect {
        y: block.bottom(),
        height: 1,
        ..block
    });
    Ok(WatchLayout {
        board: placed.board,
        legend,
        panels,
        footer: placed.footer,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::layout::{COMPACT, LARGE};

    #[test]
    fn the_usual_sizes_fit_and_small_ones_say_what_they_need() {
        let at = |w, h| layout(Rect::new(0, 0, w, h));
        assert_eq!(at(80, 24).map(|l| l.board.cell), Ok(COMPACT));
        assert_eq!(at(120, 40).map(|l| l.board.cell), Ok(LARGE));
        assert!(
            at(80, 24).is_ok_and(|l| l.legend.is_some() && l.panels.width >= PANELS.compact_min)
        );
        assert_eq!(
            minimum(PANELS),
            (65, 21),
            "the watch fits where the player does"
        );
        assert_eq!(side_pane_needs(), 73, "the code and the tree as before");
        assert!(at(73, 21).is_ok_and(|l| l.panels.width == SIDE_PANE_MIN));
        assert!(at(72, 21).is_ok_and(|l| l.panels.width < SIDE_PANE_MIN));
        assert!(at(64, 21).is_err());
        assert!(at(65, 20).is_err());
        assert!(at(65, 21).is_ok_and(|l| l.panels.width == 25));
        for (w, h) in [
            (65, 21),
            (66, 22),
            (72, 21),
            (73, 21),
            (80, 24),
            (100, 30),
            (120, 40),
            (200, 60),
        ] {
            let l = at(w, h).unwrap();
            let area = Rect::new(0, 0, w, h);
            for rect in [l.board.area, l.panels, l.footer] {
                assert_eq!(area.intersection(rect), rect, "{w}x{h}: {rect:?} inside");
            }
            assert!(!l.board.area.intersects(l.panels), "{w}x{h}");
            assert!(
                l.panels.x > l.board.area.right(),
                "{w}x{h}: a blank column between"
            );
            assert!(l.panels.bottom() <= l.footer.y);
        }
    }
}
