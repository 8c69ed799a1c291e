//! A hint on the board: the units to look at tinted, the pattern's cells shaded, and in the
//! cells it involves each candidate drawn in its role: part of the pattern, a fin (`*5`),
//! removed (`-5`), placed (`+5`). The markers keep the roles apart without colour.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use stepdoku_core::{Cell, Digit, DigitSet};

use crate::tui::hint::Marks;
use crate::tui::theme::Theme;

pub const PLACE_MARKER: char = '+';
pub const REMOVE_MARKER: char = '-';
pub const FIN_MARKER: char = '*';

/// The cell's style with the hint's shading added; `value` is the cell's digit.
pub fn cell_style(
    marks: &Marks,
    (cell, value): (Cell, Option<Digit>),
    style: Style,
    theme: &Theme,
) -> Style {
    let mut style = style;
    if marks.units.iter().any(|u| u.cell_set().contains(cell)) {
        style = style.patch(theme.hint_unit);
    }
    if value.is_some() && value == marks.digit {
        style = style.patch(theme.same_digit);
    }
    if marks.cells.contains(cell) {
        style = style.patch(theme.hint_cell);
    }
    if marks.place.iter().any(|&(c, _)| c == cell) {
        style = style.patch(theme.hint_place);
    }
    style
}

fn digits_in(items: &[(Cell, Digit)], cell: Cell) -> DigitSet {
    items
        .iter()
        .filter(|&&(c, _)| c == cell)
        .map(|&(_, d)| d)
        .collect()
}

/// Draw an empty cell the hint involves. `candidates` are the cell's candidates as the hint
/// saw them; `large` cells show them all in keypad positions, compact ones the roles only.
pub fn draw_roles(
    marks: &Marks,
    cell: Cell,
    candidates: DigitSet,
    (rect, large): (Rect, bool),
    theme: &Theme,
    buf: &mut Buffer,
) {
    let place = digits_in(&marks.place, cell);
    let remove = digits_in(&marks.remove, cell);
    let fins = digits_in(&marks.fins, cell);
    let pattern = digits_in(&marks.pattern, cell);
    let middle_y = rect.y + rect.height / 2;
    if let Some(digit) = place.iter().next() {
        write(
            buf,
            rect.x + rect.width / 2 - 1,
            middle_y,
            &format!("{PLACE_MARKER}{digit}"),
            theme.hint_place,
        );
        return;
    }
    if !large {
        let (marker, digits, style) = if !remove.is_empty() {
            (Some(REMOVE_MARKER), remove, theme.hint_remove)
        } else if !fins.is_empty() {
            (Some(FIN_MARKER), fins, theme.hint_fin)
        } else {
            (theme.pattern_marker, pattern, theme.hint_pattern)
        };
        if digits.is_empty() {
            return;
        }
        let text: String = marker
            .into_iter()
            .chain(digits.iter().map(Digit::to_char))
            .take(usize::from(rect.width))
            .collect();
        let len = text.chars().count() as u16;
        // One digit sits in the middle, like every digit of the board; a marker goes left of it.
        let start = match (marker, len) {
            (None, 1) => rect.x + rect.width / 2,
            _ => rect.x + (rect.width - len) / 2,
        };
        write(buf, start, middle_y, &text, style);
        return;
    }
    for digit in (((candidates | remove) | fins) | pattern).iter() {
        let i = digit.index() as u16;
        let (x, y) = (rect.x + 1 + 2 * (i % 3), rect.y + i / 3);
        let (marker, style) = if remove.contains(digit) {
            (Some(REMOVE_MARKER), theme.hint_remove)
        } else if fins.contains(digit) {
            (Some(FIN_MARKER), theme.hint_fin)
        } else if pattern.contains(digit) {
            (theme.pattern_marker, theme.hint_pattern)
        } else {
            (None, theme.note)
        };
        if let Some(marker) = marker {
            write(buf, x - 1, y, &marker.to_string(), style);
        }
        write(buf, x, y, &digit.to_string(), style);
    }
}

/// Which roles the board actually shows, so the legend explains those and no other. A cell
/// with a placement shows only that; a compact cell shows one role (removed, else fin, else
/// pattern); a large cell shows each candidate in its strongest role.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Shown {
    pub place: Option<Digit>,
    pub remove: Option<Digit>,
    pub fin: Option<Digit>,
    pub pattern: Option<Digit>,
}

#[must_use]
pub fn shown_roles(marks: &Marks, large: bool) -> Shown {
    let mut shown = Shown {
        place: marks.place.first().map(|&(_, d)| d),
        ..Shown::default()
    };
    for cell in marks.involved().iter() {
        if !digits_in(&marks.place, cell).is_empty() {
            continue;
        }
        let remove = digits_in(&marks.remove, cell);
        let fins = digits_in(&marks.fins, cell) - remove;
        let pattern = (digits_in(&marks.pattern, cell) - remove) - fins;
        let (fins, pattern) = match (large, remove.is_empty(), fins.is_empty()) {
            (true, _, _) | (false, true, true) => (fins, pattern),
            (false, false, _) => (DigitSet::EMPTY, DigitSet::EMPTY),
            (false, true, false) => (fins, DigitSet::EMPTY),
        };
        shown.remove = shown.remove.or(remove.iter().next());
        shown.fin = shown.fin.or(fins.iter().next());
        shown.pattern = shown.pattern.or(pattern.iter().next());
    }
    shown
}

fn write(buf: &mut Buffer, x: u16, y: u16, text: &str, style: Style) {
    for (i, ch) in text.chars().enumerate() {
        if let Some(c) = buf.cell_mut((x + i as u16, y)) {
            c.set_char(ch).set_style(style);
        }
    }
}
