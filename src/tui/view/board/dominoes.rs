//! Sudominoku on the board: the tint of a domino (given or laid), the domino being laid, and
//! the joins that erase the line between a domino's halves.

use ratatui::buffer::Buffer;
use ratatui::style::Style;
use stepdoku_core::{Cell, CellSet};

use super::{BoardView, lines};

impl BoardView<'_> {
    /// The two cells of the domino being laid, once its direction is known.
    pub(super) fn pending_cells(&self) -> CellSet {
        match (&self.app.pending, self.shows_cursor()) {
            (Some(p), true) => p.other().map_or(CellSet::EMPTY.with(p.cell), |o| {
                CellSet::EMPTY.with(p.cell).with(o)
            }),
            _ => CellSet::EMPTY,
        }
    }

    /// A Sudominoku domino's tint: given or laid by the player.
    pub(super) fn tint(&self, cell: Cell) -> Option<Style> {
        let game = &self.app.game;
        game.partner(cell)?;
        let theme = &self.app.theme;
        Some(if game.board().is_given(cell) {
            theme.domino_given
        } else {
            theme.domino
        })
    }

    /// Join the two cells of every domino on the board (and of the one being laid): the line
    /// between them takes their look, so the lines left standing are the dominoes' borders.
    pub(super) fn join_dominoes(&self, buf: &mut Buffer) {
        let mut pairs: Vec<[Cell; 2]> = self
            .app
            .game
            .dominoes()
            .iter()
            .map(|p| p.domino.cells)
            .collect();
        if let Some(pending) = self.app.pending.filter(|_| self.shows_cursor())
            && let Some(other) = pending.other()
        {
            pairs.push([pending.cell, other]);
        }
        pairs.extend(self.marks.as_ref().and_then(|m| m.domino));
        for [a, b] in pairs {
            let (sa, sb) = (self.look(a).style, self.look(b).style);
            let style = if sa == sb {
                sa
            } else {
                self.tint(a).unwrap_or(self.app.theme.pending)
            };
            lines::join(self.geometry, a, b, style, &self.app.theme, buf);
        }
    }
}
