//! The 9×9 board: heavy box lines, row and column numbers, and each cell's look (given or
//! entry, cursor, its row/column/box, same digit, clash, mistake, a hint's marks, a Sudominoku
//! domino) decided in one place.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::Widget;
use stepdoku_core::{Cell, CellSet, Digit, Unit};

use crate::tui::app::{App, Screen};
use crate::tui::hint::Marks;
use crate::tui::layout::BoardGeometry;

mod chain;
mod dominoes;
pub(super) mod hint;
pub(super) mod lines;

pub use hint::{FIN_MARKER, PLACE_MARKER, REMOVE_MARKER, shown_roles};

pub struct BoardView<'a> {
    app: &'a App,
    geometry: BoardGeometry,
    clashes: CellSet,
    clash_units: Vec<Unit>,
    mistakes: CellSet,
    /// The hint on screen, at its stage.
    marks: Option<Marks>,
}

/// How one cell is drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Look {
    pub style: Style,
    /// Drawn left and right of the digit.
    pub marker: Option<(char, char)>,
}

impl<'a> BoardView<'a> {
    #[must_use]
    pub fn new(app: &'a App, geometry: BoardGeometry) -> Self {
        let conflicts = app.game.board().conflicts();
        let clashes = conflicts.iter().fold(app.game.pair_clashes(), |set, c| {
            set.with(c.first).with(c.second)
        });
        let clash_units = conflicts.iter().map(|c| c.unit).collect();
        let mistakes = if app.game.settings().show_mistakes {
            app.game.mistakes()
        } else {
            CellSet::EMPTY
        };
        let marks = match app.screen {
            Screen::Play => app.hint.as_ref().map(super::super::hint::HintView::marks),
            _ => None,
        };
        Self {
            app,
            geometry,
            clashes,
            clash_units,
            mistakes,
            marks,
        }
    }

    /// The cursor, its row/column/box and same-digit highlights only show while playing.
    fn shows_cursor(&self) -> bool {
        matches!(self.app.screen, Screen::Play)
    }

    fn hides_digits(&self) -> bool {
        matches!(self.app.screen, Screen::Paused | Screen::Resume(_))
    }

    #[must_use]
    pub fn look(&self, cell: Cell) -> Look {
        let theme = &self.app.theme;
        let board = self.app.game.board();
        let value = board.get(cell);
        let mut style = match (board.is_given(cell), value) {
            (true, _) => theme.given,
            (false, Some(_)) => theme.entry,
            (false, None) => theme.note,
        };
        if let Some(tint) = self.tint(cell) {
            style = style.patch(tint);
        }
        let mut marker = None;
        let cursor = self.app.cursor;
        let on_cursor = self.shows_cursor() && cell == cursor;
        // A hint draws its own regions; the cursor's would blur them.
        let plain_cursor = self.shows_cursor() && self.marks.is_none();
        if plain_cursor && cell.sees(cursor) {
            style = style.patch(theme.region);
        }
        if self.shaded().is_some_and(|shaded| self.holds(cell, shaded)) {
            style = style.patch(theme.same_digit);
        }
        if let Some(marks) = &self.marks {
            style = hint::cell_style(marks, (cell, value), style, theme);
        }
        if self.mistakes.contains(cell) {
            style = style.patch(theme.mistake);
            marker = theme.mistake_marker.map(|m| (m, m));
        }
        let clash = self.clashes.contains(cell)
            || self.marks.as_ref().is_some_and(|m| m.wrong.contains(cell));
        if clash {
            (style, marker) = if board.is_given(cell) {
                (style.patch(theme.clash_given), theme.clash_given_marker)
            } else {
                (style.patch(theme.clash), theme.clash_marker.map(|m| (m, m)))
            };
        }
        if self.pending_cells().contains(cell) {
            style = style.patch(theme.pending);
        }
        if on_cursor {
            style = style.patch(if clash {
                theme.cursor_clash
            } else {
                theme.cursor
            });
        }
        // Tints, marks and the cursor each bring a colour; the text must read on the
        // background they leave.
        Look {
            style: theme.readable(style),
            marker,
        }
    }

    /// The digit shaded wherever it stands, and whether a cell without notes counts where
    /// the digit is still possible: the filter's, else the cursor's (placed or noted). On a
    /// clash the clash is the news: lighting every other copy of the digit would draw the eye
    /// away from the two cells that matter; a hint draws its own regions.
    fn shaded(&self) -> Option<(Digit, bool)> {
        if !self.shows_cursor() {
            return None;
        }
        if let Some(digit) = self.app.filter {
            return Some((digit, true));
        }
        let cursor = self.app.cursor;
        if self.marks.is_some()
            || !self.app.game.settings().highlight_same_digit
            || self.clashes.contains(cursor)
        {
            return None;
        }
        self.app.game.board().get(cursor).map(|d| (d, false))
    }

    /// `cell` holds `digit`: placed, among its notes, or (`possible`, and no notes taken)
    /// seen by no peer holding it.
    fn holds(&self, cell: Cell, (digit, possible): (Digit, bool)) -> bool {
        let board = self.app.game.board();
        if let Some(value) = board.get(cell) {
            return value == digit;
        }
        let notes = self.app.game.notes(cell);
        notes.contains(digit)
            || (possible && notes.is_empty() && board.candidates(cell).contains(digit))
    }

    /// Outline a box in `style` (the lines, not the cells: cells keep their look).
    fn outline_box(&self, b: u8, style: Style, buf: &mut Buffer) {
        let g = self.geometry;
        let (pitch_x, pitch_y) = (g.cell.width + 1, g.cell.height + 1);
        let (band, stack) = (u16::from(b / 3), u16::from(b % 3));
        let left = g.area.x + stack * 3 * pitch_x;
        let top = g.area.y + band * 3 * pitch_y;
        let (right, bottom) = (left + 3 * pitch_x, top + 3 * pitch_y);
        let ring = (left..=right)
            .flat_map(|x| [(x, top), (x, bottom)])
            .chain((top..=bottom).flat_map(|y| [(left, y), (right, y)]));
        for spot in ring {
            if let Some(c) = buf.cell_mut(spot) {
                c.set_style(style);
            }
        }
    }

    /// Boxes a hint is about, then boxes holding a clash (which win where both apply).
    fn mark_boxes(&self, buf: &mut Buffer) {
        let theme = &self.app.theme;
        let hinted = self.marks.as_ref().map_or(&[][..], |m| m.units.as_slice());
        for (units, style) in [
            (hinted, theme.hint_label),
            (&self.clash_units[..], theme.label_clash),
        ] {
            for unit in units {
                if let Unit::Box(b) = *unit {
                    self.outline_box(b, style, buf);
                }
            }
        }
    }

    fn draw_labels(&self, buf: &mut Buffer) {
        let theme = &self.app.theme;
        let hinted = self.marks.as_ref().map_or(&[][..], |m| m.units.as_slice());
        for i in 0..9u8 {
            let Some(cell) = Cell::at(usize::from(i), usize::from(i)) else {
                continue;
            };
            let rect = self.geometry.cell_rect(cell);
            let style = |unit: Unit| {
                if self.clash_units.contains(&unit) {
                    theme.label_clash
                } else if hinted.contains(&unit) {
                    theme.hint_label
                } else {
                    theme.label
                }
            };
            let label = char::from(b'1' + i);
            let (x, y) = (self.geometry.area.x, self.geometry.area.y);
            if let Some(c) = buf.cell_mut((x.saturating_sub(2), rect.y + rect.height / 2)) {
                c.set_char(label).set_style(style(Unit::Row(i)));
            }
            if let Some(c) = buf.cell_mut((rect.x + rect.width / 2, y.saturating_sub(1))) {
                c.set_char(label).set_style(style(Unit::Col(i)));
            }
        }
    }

    /// The digit a cell shows: the board's, or a half of the domino being laid (`?` while its
    /// digit is still to come).
    fn shown_digit(&self, cell: Cell) -> Option<char> {
        if let Some(digit) = self.app.game.board().get(cell) {
            return Some(digit.to_char());
        }
        let pending = self.app.pending.filter(|_| self.shows_cursor())?;
        if pending.cell == cell {
            Some(pending.first.to_char())
        } else if pending.other() == Some(cell) {
            Some(pending.second.map_or('?', Digit::to_char))
        } else {
            None
        }
    }

    fn draw_cell(&self, cell: Cell, buf: &mut Buffer) {
        let rect = self.geometry.cell_rect(cell);
        let look = self.look(cell);
        buf.set_style(rect, look.style);
        if self.hides_digits() {
            return;
        }
        let middle = (rect.x + rect.width / 2, rect.y + rect.height / 2);
        if let Some(digit) = self.shown_digit(cell) {
            put(buf, middle, digit);
            if let Some((left, right)) = look.marker {
                put(buf, (middle.0 - 1, middle.1), left);
                put(buf, (middle.0 + 1, middle.1), right);
            }
            return;
        }
        if let Some(marks) = &self.marks
            && marks.involved().contains(cell)
        {
            let candidates = self
                .app
                .hint
                .as_ref()
                .map_or(stepdoku_core::DigitSet::EMPTY, |h| h.candidates[cell]);
            hint::draw_roles(
                marks,
                cell,
                candidates,
                (rect, self.geometry.is_large()),
                &self.app.theme,
                buf,
            );
            return;
        }
        let notes = self.app.game.notes(cell);
        if notes.is_empty() {
            return;
        }
        if self.geometry.is_large() {
            // Every keypad position is drawn, a faint dot where the digit is not noted: a lone
            // noted 5 sits where a placed digit goes, and only the dots around it say it is
            // a pencil mark (colour and weight alone are lost without colour).
            let faint = Style::new().add_modifier(Modifier::DIM);
            for digit in Digit::all() {
                let spot = note_position(rect, digit);
                if notes.contains(digit) {
                    put(buf, spot, digit.to_char());
                } else if let Some(c) = buf.cell_mut(spot) {
                    c.set_char('·').set_style(faint);
                }
            }
        } else {
            let focus = self.shaded().map(|(digit, _)| digit);
            let text = compact_notes(notes, rect.width, focus);
            let x = rect.x + rect.width.saturating_sub(text.chars().count() as u16) / 2;
            for (i, ch) in text.chars().enumerate() {
                put(buf, (x + i as u16, middle.1), ch);
            }
        }
    }
}

/// A small cell's notes in `width` characters: the digits, padded with dots so a lone
/// note never looks like a placed digit (`5··`, `15·`, `158`), or, when they do not fit, the
/// first ones and an ellipsis (`15…`). A `focus` digit among them is never the one cut
/// (`1…7`): the digit the board is showing stays in sight.
pub fn compact_notes(notes: stepdoku_core::DigitSet, width: u16, focus: Option<Digit>) -> String {
    let width = usize::from(width.max(1));
    let digits: Vec<char> = notes.iter().map(Digit::to_char).collect();
    if width == 1 {
        return if digits.len() == 1 {
            "·".into()
        } else {
            "…".into()
        };
    }
    if digits.len() <= width {
        let mut text: String = digits.iter().collect();
        text.extend(std::iter::repeat_n('·', width - digits.len()));
        text
    } else {
        match focus.filter(|&d| notes.contains(d)).map(Digit::to_char) {
            Some(focus) if !digits[..width - 1].contains(&focus) => {
                let mut text: String = digits[..width - 2].iter().collect();
                text.push('…');
                text.push(focus);
                text
            }
            _ => {
                let mut text: String = digits[..width - 1].iter().collect();
                text.push('…');
                text
            }
        }
    }
}

fn put(buf: &mut Buffer, (x, y): (u16, u16), ch: char) {
    if let Some(c) = buf.cell_mut((x, y)) {
        c.set_char(ch);
    }
}

/// Keypad layout inside a large cell: 1 2 3 on the top row, 7 8 9 at the bottom.
pub(super) fn note_position(rect: Rect, digit: Digit) -> (u16, u16) {
    let i = digit.index() as u16;
    (rect.x + 1 + 2 * (i % 3), rect.y + i / 3)
}

impl Widget for BoardView<'_> {
    fn render(self, _area: Rect, buf: &mut Buffer) {
        lines::draw(self.geometry, &self.app.theme, buf);
        self.mark_boxes(buf);
        self.draw_labels(buf);
        for cell in Cell::all() {
            self.draw_cell(cell, buf);
        }
        if let (Some(marks), Some(view)) = (&self.marks, &self.app.hint) {
            // A cell that places or removes keeps its role in sight over a link inside it.
            let keep = marks
                .place
                .iter()
                .chain(&marks.remove)
                .map(|&(c, _)| c)
                .collect();
            chain::draw(
                self.geometry,
                view.links(),
                view.link,
                (&self.app.theme, keep),
                buf,
            );
        }
        self.join_dominoes(buf);
    }
}
