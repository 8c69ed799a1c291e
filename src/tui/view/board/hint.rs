//! A hint on the board: the units to look at tinted, the pattern's cells shaded, and in the
//! cells it involves each candidate drawn in its role: part of the pattern, a fin (`*5`),
//! removed (`-5`), placed (`+5`; a note to add, among the notes where they show). The markers
//! keep the roles apart without colour.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
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
    // A note to add goes among the cell's notes where a large cell shows them; a digit to
    // place (or a note, in a compact cell that shows no notes) takes the cell's middle.
    let place_among_notes = marks.place_as_notes && large;
    if let Some(digit) = place.iter().next().filter(|_| !place_among_notes) {
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
        let text = compact_role(marker, digits, marks.digit, rect.width);
        if text.is_empty() {
            return;
        }
        let len = text.chars().count() as u16;
        // One digit sits in the middle, like every digit of the board; a marker goes left of it.
        let start = match (marker, len) {
            (None, 1) => rect.x + rect.width / 2,
            _ => rect.x + (rect.width - len) / 2,
        };
        write(buf, start, middle_y, &text, style);
        return;
    }
    let shown = (((candidates | remove) | fins) | pattern) | place;
    let role = |digit: Digit| {
        if place.contains(digit) {
            (Some(PLACE_MARKER), theme.hint_place)
        } else if remove.contains(digit) {
            (Some(REMOVE_MARKER), theme.hint_remove)
        } else if fins.contains(digit) {
            (Some(FIN_MARKER), theme.hint_fin)
        } else if pattern.contains(digit) {
            (theme.pattern_marker, theme.hint_pattern)
        } else {
            (None, theme.note)
        }
    };
    let faint = Style::new().add_modifier(Modifier::DIM);
    for row in 0..3u8 {
        let slots: [Option<(Digit, Option<char>, Style)>; 3] = std::array::from_fn(|i| {
            let digit = Digit::new(row * 3 + i as u8 + 1)?;
            shown.contains(digit).then(|| {
                let (marker, style) = role(digit);
                (digit, marker, style)
            })
        });
        let columns = keypad_columns([0, 1, 2].map(|i| slots[i].map(|(_, m, _)| m.is_some())));
        let y = rect.y + u16::from(row);
        for (i, slot) in slots.iter().enumerate() {
            let x = rect.x + columns[i];
            match slot {
                Some((digit, marker, style)) => {
                    if let Some(marker) = marker {
                        write(buf, x - 1, y, &marker.to_string(), *style);
                    }
                    write(buf, x, y, &digit.to_string(), *style);
                }
                // As for noted candidates: every keypad position is drawn, a faint dot where
                // the digit is not a candidate, so a lone 5 never looks placed.
                None => write(buf, x, y, "·", faint),
            }
        }
    }
}

/// The columns (within a large cell) of a keypad row's three digits, given which are shown
/// with a marker (`Some(true)`), shown bare (`Some(false)`) or not shown (`None`). A marker goes
/// just left of its digit; a bare digit is never directly followed by a marker (`4-5 6` would
/// read as a range), so the bare digit before a marked one moves left, or the marked one right.
fn keypad_columns(marked: [Option<bool>; 3]) -> [u16; 3] {
    let mut columns = [1, 3, 5];
    if marked[0] == Some(false) && marked[1] == Some(true) {
        columns[0] = 0;
    }
    if marked[1] == Some(false) && marked[2] == Some(true) {
        columns[2] = 6;
    }
    columns
}

/// A compact cell's role: its marker and digit (`-4`, `~7`). Two or more digits do not fit
/// apart in three columns and run together (`~16` reads as sixteen), so the cell shows one, the
/// hint's own digit where it is among them, and `…` for the rest (`-4…`); the panel names them.
fn compact_role(
    marker: Option<char>,
    digits: DigitSet,
    focus: Option<Digit>,
    width: u16,
) -> String {
    let Some(first) = focus
        .filter(|&d| digits.contains(d))
        .or_else(|| digits.first())
    else {
        return String::new();
    };
    let more = (digits.len() > 1).then_some('…');
    marker
        .into_iter()
        .chain(std::iter::once(first.to_char()))
        .chain(more)
        .take(usize::from(width))
        .collect()
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
