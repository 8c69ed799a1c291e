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
    /// Replaces the look of a clashing entry, and of a clashing given: each keeps what sets
    /// it apart outside a clash (the entry's colour, the given's weight), so the player can
    /// still tell which of the two is theirs to change.
    pub clash: Style,
    pub clash_given: Style,
    pub cursor: Style,
    /// The cursor on a clashing cell: both must show.
    pub cursor_clash: Style,
    /// Row and column numbers, and the same numbers when their unit holds a clash.
    pub label: Style,
    pub label_clash: Style,
    /// Drawn either side of a clashing entry (`!5!`), a given it clashes with (`[5]`: the
    /// fixed one, not the one to change) and a mistaken entry (`?5?`) when colour cannot
    /// say it.
    pub clash_marker: Option<char>,
    pub clash_given_marker: Option<(char, char)>,
    pub mistake_marker: Option<char>,
    /// Drawn before a hint's pattern candidate when colour cannot set it apart: bold alone
    /// would read as a placed digit (`~1`, beside `+5` placed, `-4` removed, `*2` a fin).
    pub pattern_marker: Option<char>,
    /// A hint: the units to look at, the pattern's cells, and per candidate its role (part
    /// of the pattern, a fin, removed, placed), each drawn apart from the others.
    pub hint_unit: Style,
    pub hint_cell: Style,
    pub hint_pattern: Style,
    pub hint_fin: Style,
    pub hint_remove: Style,
    pub hint_place: Style,
    /// Row and column numbers (and box outlines) of the units a hint is about.
    pub hint_label: Style,
    /// Sudominoku: the tint of a given domino and of one the player laid.
    pub domino_given: Style,
    pub domino: Style,
    /// The halves of a domino being laid.
    pub pending: Style,
    pub title: Style,
    pub text: Style,
    pub dim: Style,
    pub key: Style,
    pub warning: Style,
    pub popup: Style,
}

/// Bold black on a bright `background`: a cell that is the subject of the moment (a hint's
/// pattern, the solver's guess) stands out from the tints of the cells around it.
#[must_use]
pub fn badge(background: Color) -> Style {
    Style::new()
        .fg(Color::Black)
        .bg(background)
        .add_modifier(Modifier::BOLD)
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
            clash: plain.fg(Color::LightCyan).bg(Color::Red),
            clash_given: plain
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
            clash_given_marker: None,
            mistake_marker: None,
            pattern_marker: None,
            hint_unit: plain.bg(Color::Indexed(17)),
            hint_cell: plain.bg(Color::Indexed(24)),
            hint_pattern: badge(Color::LightCyan),
            hint_fin: badge(Color::LightMagenta),
            hint_remove: badge(Color::Indexed(209)),
            hint_place: badge(Color::LightGreen),
            hint_label: plain.fg(Color::LightCyan).add_modifier(Modifier::BOLD),
            domino_given: plain.bg(Color::Indexed(238)),
            domino: plain.bg(Color::Indexed(22)),
            pending: plain
                .fg(Color::Black)
                .bg(Color::LightYellow)
                .add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
            title: plain.fg(Color::Yellow).add_modifier(Modifier::BOLD),
            text: plain,
            dim: plain.fg(Color::DarkGray),
            key: plain.fg(Color::Yellow).add_modifier(Modifier::BOLD),
            warning: plain.fg(Color::LightRed),
            popup: plain,
        }
    }

    /// No colour at all: the cursor is reversed, givens bold, same digits underlined, a
    /// clashing entry between `!` markers and the given it clashes with between brackets,
    /// mistakes with `?` markers. A hint's roles read from their
    /// markers (`+5` placed, `-5` removed, `*5` a fin, `~5` the pattern); its units
    /// from reversed row and column numbers.
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
            clash: plain,
            clash_given: bold,
            cursor: plain.add_modifier(Modifier::REVERSED),
            cursor_clash: bold.add_modifier(Modifier::REVERSED),
            label: plain,
            label_clash: bold.add_modifier(Modifier::REVERSED),
            clash_marker: Some('!'),
            clash_given_marker: Some(('[', ']')),
            mistake_marker: Some('?'),
            pattern_marker: Some('~'),
            hint_unit: plain,
            hint_cell: plain.add_modifier(Modifier::UNDERLINED),
            hint_pattern: bold,
            hint_fin: bold.add_modifier(Modifier::ITALIC),
            hint_remove: plain.add_modifier(Modifier::DIM | Modifier::CROSSED_OUT),
            hint_place: bold.add_modifier(Modifier::UNDERLINED),
            hint_label: plain.add_modifier(Modifier::REVERSED),
            domino_given: plain,
            domino: plain,
            pending: bold.add_modifier(Modifier::UNDERLINED),
            title: bold,
            text: plain,
            dim: plain.add_modifier(Modifier::DIM),
            key: bold,
            warning: bold,
            popup: plain,
        }
    }
}
