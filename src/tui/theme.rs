//! Every style the player draws with, in one value. Two themes: colour, and a colour-free one
//! for `--color never` / `NO_COLOR` in which every state still reads through bold, reverse,
//! underline and marker characters.

use ratatui::style::{Color, Modifier, Style};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Theme {
    pub has_color: bool,
    /// Thin lines between cells.
    pub grid_line: Style,
    /// Heavy lines around boxes.
    pub box_line: Style,
    pub given: Style,
    pub entry: Style,
    pub note: Style,
    /// Added to the cursor's row, column and box.
    pub region: Style,
    /// Added to every cell holding the cursor's digit.
    pub same_digit: Style,
    /// Added to an entry that differs from the solution (mistakes check on).
    pub mistake: Style,
    /// Replaces the look of a clashing cell.
    pub clash: Style,
    pub cursor: Style,
    /// The cursor on a clashing cell: both must show.
    pub cursor_clash: Style,
    /// Row and column numbers, and the same numbers when their unit holds a clash.
    pub label: Style,
    pub label_clash: Style,
    /// Drawn beside a clashing digit (`!5!`) and a mistaken one (`?5?`) when colour cannot say it.
    pub clash_marker: Option<char>,
    pub mistake_marker: Option<char>,
    pub title: Style,
    pub text: Style,
    pub dim: Style,
    pub key: Style,
    pub warning: Style,
    pub popup: Style,
}

impl Theme {
    #[must_use]
    pub fn color() -> Self {
        let plain = Style::new();
        Self {
            has_color: true,
            grid_line: plain.fg(Color::DarkGray),
            box_line: plain.fg(Color::Gray),
            given: plain.add_modifier(Modifier::BOLD),
            entry: plain.fg(Color::Cyan),
            note: plain.fg(Color::DarkGray),
            region: plain.bg(Color::Indexed(236)),
            same_digit: plain.bg(Color::Indexed(24)),
            mistake: plain.fg(Color::LightRed).add_modifier(Modifier::UNDERLINED),
            clash: plain
                .fg(Color::White)
                .bg(Color::Red)
                .add_modifier(Modifier::BOLD),
            cursor: plain.fg(Color::Black).bg(Color::Yellow),
            cursor_clash: plain
                .fg(Color::Red)
                .bg(Color::Yellow)
                .add_modifier(Modifier::BOLD),
            label: plain.fg(Color::DarkGray),
            label_clash: plain.fg(Color::LightRed).add_modifier(Modifier::BOLD),
            clash_marker: None,
            mistake_marker: None,
            title: plain.fg(Color::Yellow).add_modifier(Modifier::BOLD),
            text: plain,
            dim: plain.fg(Color::DarkGray),
            key: plain.fg(Color::Yellow).add_modifier(Modifier::BOLD),
            warning: plain.fg(Color::LightRed),
            popup: plain,
        }
    }

    /// No colour at all: the cursor is reversed, givens bold, same digits underlined, clashes
    /// bold with `!` markers, mistakes with `?` markers.
    #[must_use]
    pub fn monochrome() -> Self {
        let plain = Style::new();
        let bold = plain.add_modifier(Modifier::BOLD);
        Self {
            has_color: false,
            grid_line: plain,
            box_line: bold,
            given: bold,
            entry: plain,
            note: plain.add_modifier(Modifier::DIM),
            region: plain,
            same_digit: plain.add_modifier(Modifier::UNDERLINED),
            mistake: plain.add_modifier(Modifier::CROSSED_OUT),
            clash: bold,
            cursor: plain.add_modifier(Modifier::REVERSED),
            cursor_clash: bold.add_modifier(Modifier::REVERSED),
            label: plain,
            label_clash: bold.add_modifier(Modifier::REVERSED),
            clash_marker: Some('!'),
            mistake_marker: Some('?'),
            title: bold,
            text: plain,
            dim: plain.add_modifier(Modifier::DIM),
            key: bold,
            warning: bold,
            popup: plain,
        }
    }
}
