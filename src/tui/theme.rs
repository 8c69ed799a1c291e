//! Every style the player draws with, in one value. Three themes: dark and light (chosen by
//! `--theme`, or by asking the terminal for its background), and a colour-free one for
//! `--color never` / `NO_COLOR` in which every state still reads through bold, reverse,
//! underline and marker characters.
//!
//! The colours are taken from the 256-colour cube and grey ramp (16–255), which terminal
//! themes leave alone: the first sixteen are remapped by every scheme (Solarized Dark draws
//! colour 8 in its own background colour). Wherever a style sets a background it sets the
//! foreground too, so no text depends on the terminal's own colours for its contrast; the
//! `contrast` tests check every pair against WCAG's 4.5:1.

use ratatui::style::{Color, Modifier, Style};

/// `--theme` and the settings file's `theme`: which colours, for a dark or a light terminal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ThemeChoice {
    /// Ask the terminal for its background (then `COLORFGBG`, then dark).
    #[default]
    Auto,
    Dark,
    Light,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Theme {
    pub has_color: bool,
    /// Drawn for a light background.
    pub light: bool,
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
    /// Drawn before a hint's pattern candidate (`~1`, beside `+5` placed, `-4` removed, `*2`
    /// a fin): a lone digit in a compact cell reads as a placed one, so a row of pattern
    /// candidates would seem to hold three 1s. Every theme draws it.
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
    /// A chain's links drawn on the board's lines (the styles are [`Theme::chain_strong`]
    /// and its neighbours).
    pub chain: ChainColors,
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

/// The colours of a chain's links: strong links are double lines (`═`), weak ones dashed
/// (`╌`), so the two differ without colour too; the link being stepped through is lit, and a
/// link inside a cell (`3═5`) is lit on a badge of its own. Indexed colours (16–255), not
/// styles: the theme is passed by value and stays small.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ChainColors {
    pub strong: u8,
    pub weak: u8,
    pub lit: u8,
    pub lit_cell: u8,
}

/// WCAG's least contrast for text (level AA).
pub const READABLE: f64 = 4.5;

/// Black and white as the themes draw them (the cube's corners, which no scheme remaps).
const INK_BLACK: Color = Color::Indexed(16);
const INK_WHITE: Color = Color::Indexed(231);

/// A colour's RGB when the theme knows it: an RGB colour, or one of the indexed colours no
/// terminal scheme remaps.
fn known_rgb(color: Color) -> Option<(u8, u8, u8)> {
    match color {
        Color::Rgb(r, g, b) => Some((r, g, b)),
        Color::Indexed(i) => wcag::xterm(i),
        _ => None,
    }
}

/// Bold black on a bright `background`: a cell that is the subject of the moment (a hint's
/// pattern, the solver's guess) stands out from the tints of the cells around it.
#[must_use]
pub fn badge(background: Color) -> Style {
    Style::new()
        .fg(Color::Indexed(16))
        .bg(background)
        .add_modifier(Modifier::BOLD)
}

impl Theme {
    /// `style` as it can be read: where styles meet on a cell (a heat shade under a dead
    /// end's unit tint, a tint under a candidate), the text of one may land on the
    /// background of another. When its colour is under [`READABLE`] against that background,
    /// or left to the terminal, it becomes black or white, whichever reads better (one of the
    /// two always reaches 4.5:1). A style on the terminal's own background is the theme's
    /// business (its colours are chosen for it); the colour-free theme has nothing to mend.
    #[must_use]
    pub fn readable(&self, style: Style) -> Style {
        if !self.has_color {
            return style;
        }
        let Some(bg) = style.bg.and_then(known_rgb) else {
            return style;
        };
        if let Some(fg) = style.fg.and_then(known_rgb)
            && wcag::ratio(fg, bg) >= READABLE
        {
            return style;
        }
        let black = wcag::ratio((0, 0, 0), bg);
        let white = wcag::ratio((255, 255, 255), bg);
        style.fg(if black >= white { INK_BLACK } else { INK_WHITE })
    }

    /// The dark theme (the default when the terminal does not say).
    #[must_use]
    pub fn color() -> Self {
        Self::dark()
    }

    /// For a dark background.
    #[must_use]
    pub fn dark() -> Self {
        let plain = Style::new();
        Self {
            has_color: true,
            light: false,
            grid_line: plain.fg(Color::Indexed(240)),
            box_line: plain.fg(Color::Indexed(250)),
            given: plain.fg(Color::Indexed(255)).add_modifier(Modifier::BOLD),
            entry: plain.fg(Color::Indexed(80)),
            note: plain.fg(Color::Indexed(248)),
            region: plain.bg(Color::Indexed(235)),
            same_digit: plain.bg(Color::Indexed(17)),
            mistake: plain
                .fg(Color::Indexed(210))
                .add_modifier(Modifier::UNDERLINED),
            // The entry keeps its colour in a clash, the given its weight.
            clash: plain.fg(Color::Indexed(80)).bg(Color::Indexed(88)),
            clash_given: plain
                .fg(Color::Indexed(231))
                .bg(Color::Indexed(88))
                .add_modifier(Modifier::BOLD),
            cursor: plain.fg(Color::Indexed(16)).bg(Color::Indexed(220)),
            cursor_clash: plain
                .fg(Color::Indexed(88))
                .bg(Color::Indexed(220))
                .add_modifier(Modifier::BOLD),
            label: plain.fg(Color::Indexed(247)),
            label_clash: plain.fg(Color::Indexed(210)).add_modifier(Modifier::BOLD),
            clash_marker: None,
            clash_given_marker: None,
            mistake_marker: None,
            pattern_marker: Some('~'),
            hint_unit: plain.bg(Color::Indexed(53)),
            hint_cell: plain.bg(Color::Indexed(18)),
            hint_pattern: badge(Color::Indexed(117)),
            hint_fin: badge(Color::Indexed(213)),
            hint_remove: badge(Color::Indexed(209)),
            hint_place: badge(Color::Indexed(120)),
            hint_label: plain.fg(Color::Indexed(117)).add_modifier(Modifier::BOLD),
            chain: ChainColors {
                strong: 81,
                weak: 213,
                lit: 226,
                lit_cell: 226,
            },
            domino_given: plain.bg(Color::Indexed(236)),
            domino: plain.bg(Color::Indexed(54)),
            pending: plain
                .fg(Color::Indexed(16))
                .bg(Color::Indexed(228))
                .add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
            title: plain.fg(Color::Indexed(220)).add_modifier(Modifier::BOLD),
            text: plain.fg(Color::Indexed(252)),
            dim: plain.fg(Color::Indexed(247)),
            key: plain.fg(Color::Indexed(220)).add_modifier(Modifier::BOLD),
            warning: plain.fg(Color::Indexed(210)),
            popup: plain,
        }
    }

    /// For a light background: dark text, pale tints.
    #[must_use]
    pub fn light() -> Self {
        let plain = Style::new();
        let ink = Color::Indexed(16);
        Self {
            has_color: true,
            light: true,
            grid_line: plain.fg(Color::Indexed(250)),
            box_line: plain.fg(Color::Indexed(240)),
            given: plain.fg(ink).add_modifier(Modifier::BOLD),
            entry: plain.fg(Color::Indexed(19)),
            note: plain.fg(Color::Indexed(240)),
            region: plain.bg(Color::Indexed(254)),
            same_digit: plain.bg(Color::Indexed(189)),
            mistake: plain
                .fg(Color::Indexed(124))
                .add_modifier(Modifier::UNDERLINED),
            clash: plain.fg(Color::Indexed(226)).bg(Color::Indexed(160)),
            clash_given: plain
                .fg(Color::Indexed(231))
                .bg(Color::Indexed(160))
                .add_modifier(Modifier::BOLD),
            cursor: plain.fg(ink).bg(Color::Indexed(220)),
            cursor_clash: plain
                .fg(Color::Indexed(88))
                .bg(Color::Indexed(220))
                .add_modifier(Modifier::BOLD),
            label: plain.fg(Color::Indexed(240)),
            label_clash: plain.fg(Color::Indexed(124)).add_modifier(Modifier::BOLD),
            clash_marker: None,
            clash_given_marker: None,
            mistake_marker: None,
            pattern_marker: Some('~'),
            hint_unit: plain.bg(Color::Indexed(195)),
            hint_cell: plain.bg(Color::Indexed(153)),
            hint_pattern: badge(Color::Indexed(117)),
            hint_fin: badge(Color::Indexed(213)),
            hint_remove: badge(Color::Indexed(209)),
            hint_place: badge(Color::Indexed(120)),
            hint_label: plain.fg(Color::Indexed(25)).add_modifier(Modifier::BOLD),
            chain: ChainColors {
                strong: 25,
                weak: 127,
                lit: 160,
                lit_cell: 220,
            },
            domino_given: plain.bg(Color::Indexed(252)),
            domino: plain.bg(Color::Indexed(194)),
            pending: plain
                .fg(ink)
                .bg(Color::Indexed(228))
                .add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
            title: plain.fg(Color::Indexed(94)).add_modifier(Modifier::BOLD),
            text: plain.fg(ink),
            dim: plain.fg(Color::Indexed(242)),
            key: plain.fg(Color::Indexed(94)).add_modifier(Modifier::BOLD),
            warning: plain.fg(Color::Indexed(124)),
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
            light: false,
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
            // Unused without colour: the glyphs tell the links apart, the lit one is reversed.
            chain: ChainColors {
                strong: 0,
                weak: 0,
                lit: 0,
                lit_cell: 0,
            },
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

impl Theme {
    /// A strong link on the board's lines.
    #[must_use]
    pub fn chain_strong(&self) -> Style {
        self.chain_line(self.chain.strong)
    }

    /// A weak link on the board's lines.
    #[must_use]
    pub fn chain_weak(&self) -> Style {
        self.chain_line(self.chain.weak)
    }

    /// The link stepped to, on the board's lines: bold, and reversed without colour.
    #[must_use]
    pub fn chain_lit(&self) -> Style {
        if self.has_color {
            Style::new()
                .fg(Color::Indexed(self.chain.lit))
                .add_modifier(Modifier::BOLD)
        } else {
            Style::new().add_modifier(Modifier::BOLD | Modifier::REVERSED)
        }
    }

    /// The link stepped to inside a cell: a badge, reversed without colour.
    #[must_use]
    pub fn chain_lit_cell(&self) -> Style {
        if self.has_color {
            badge(Color::Indexed(self.chain.lit_cell))
        } else {
            Style::new().add_modifier(Modifier::BOLD | Modifier::REVERSED)
        }
    }

    fn chain_line(&self, color: u8) -> Style {
        if self.has_color {
            Style::new().fg(Color::Indexed(color))
        } else {
            Style::new()
        }
    }
}

#[cfg(test)]
mod tests;
pub mod wcag;
