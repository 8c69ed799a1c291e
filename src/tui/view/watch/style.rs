//! The visualiser's own styles, derived from the player's [`Theme`] so colour and `NO_COLOR`
//! follow the same choice. Without colour every state still reads: the tried cell reversed, a
//! forced digit underlined, a backtrack marked `×`, the player's digits underlined too (beside
//! bold givens), the heatmap as numbers marked `#` (`#3`, so they never read as digits).

use ratatui::style::{Color, Modifier, Style};

use crate::tui::theme::{Theme, badge};
use crate::tui::watch::describe::short_count;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct WatchStyle {
    pub given: Style,
    /// A digit the player had entered before opening the watch.
    pub player: Style,
    /// A digit the search has placed.
    pub solver: Style,
    /// The cell of the current guess.
    pub tried: Style,
    /// The cell of the current forced placement.
    pub forced: Style,
    /// The cell the search has just given up on.
    pub backtrack: Style,
    pub backtrack_marker: char,
    /// The tint of a domino given by the puzzle, and of one the search has placed.
    pub domino_given: Style,
    pub domino: Style,
    /// Heatmap shades, coolest first; empty without colour.
    pub heat: &'static [Color],
    pub heat_text: Style,
    /// Written before a heatmap count when no shade sets it apart: a plain `3` would read
    /// as a placed digit (`#3`, three guesses).
    pub heat_marker: Option<char>,
    pub playing: Style,
    pub solved: Style,
    pub failed: Style,
    /// The units a dead end's evidence lies in.
    pub why_unit: Style,
    /// A digit that rules a candidate out of the dead-end cell: a mark added to the digit's
    /// own look, never a colour of its own.
    pub evidence: Style,
    /// Candidates drawn in empty cells (`n`).
    pub candidates: Style,
    /// The mark of an empty cell with no candidate left.
    pub no_candidate: Style,
}

/// Dark to bright, in the 256-colour palette.
const FIRE: [Color; 8] = [
    Color::Indexed(236),
    Color::Indexed(52),
    Color::Indexed(88),
    Color::Indexed(124),
    Color::Indexed(160),
    Color::Indexed(202),
    Color::Indexed(214),
    Color::Indexed(226),
];

impl WatchStyle {
    #[must_use]
    pub fn new(theme: &Theme) -> Self {
        let plain = Style::new();
        if theme.has_color {
            // The solver's green, readable on the theme's background.
            let green = if theme.light {
                Color::Indexed(22)
            } else {
                Color::Indexed(120)
            };
            Self {
                given: theme.given,
                player: theme.entry,
                solver: plain.fg(green),
                tried: badge(Color::Indexed(220)),
                forced: badge(Color::Indexed(117)),
                // The player's look for a clash: here too, a dead end.
                backtrack: theme.clash_given,
                backtrack_marker: '×',
                domino_given: theme.domino_given,
                domino: theme.domino,
                heat: &FIRE,
                heat_text: plain.fg(Color::Indexed(231)),
                heat_marker: None,
                playing: plain.fg(green).add_modifier(Modifier::BOLD),
                solved: theme.title,
                failed: theme.warning.add_modifier(Modifier::BOLD),
                why_unit: theme.hint_unit,
                // Underlined only: the digits keep their own look (a given's, the
                // search's), the unit's tint under them, so the two still tell apart.
                evidence: plain.add_modifier(Modifier::UNDERLINED),
                candidates: theme.note,
                no_candidate: theme.warning.add_modifier(Modifier::BOLD),
            }
        } else {
            let bold = plain.add_modifier(Modifier::BOLD);
            Self {
                given: theme.given,
                player: plain.add_modifier(Modifier::UNDERLINED),
                solver: plain,
                tried: bold.add_modifier(Modifier::REVERSED),
                forced: bold.add_modifier(Modifier::UNDERLINED | Modifier::REVERSED),
                backtrack: bold,
                backtrack_marker: '×',
                domino_given: theme.domino_given,
                domino: theme.domino,
                heat: &[],
                heat_text: plain,
                heat_marker: Some('#'),
                playing: bold,
                solved: bold,
                failed: bold,
                why_unit: plain,
                // Reversed, not bold or underlined: those tell givens and the player's
                // digits apart, and a digit of the evidence keeps them.
                evidence: plain.add_modifier(Modifier::REVERSED),
                candidates: theme.note,
                no_candidate: bold,
            }
        }
    }

    /// A heatmap count as drawn in `width` columns: with the marker when it fits. A count of
    /// three characters (`999`, `12k`) cannot be taken for a digit, so it may go without.
    #[must_use]
    pub fn heat_label(&self, count: u32, width: u16) -> String {
        let text = short_count(u64::from(count));
        match self.heat_marker {
            Some(marker) if text.chars().count() < usize::from(width) => format!("{marker}{text}"),
            _ => text,
        }
    }

    /// The count's text on `shade`: white on the dark reds, black on orange and yellow, so
    /// every shade keeps its digits readable.
    #[must_use]
    pub fn heat_text_on(&self, shade: Color) -> Style {
        match shade {
            Color::Indexed(202 | 214 | 226) => self.heat_text.fg(Color::Indexed(16)),
            _ => self.heat_text,
        }
    }

    /// The shade for `count` guesses when the busiest cell has `max`: logarithmic, so the
    /// few hottest cells do not wash out the rest.
    #[must_use]
    pub fn heat_color(&self, count: u32, max: u32) -> Option<Color> {
        if self.heat.is_empty() || count == 0 || max == 0 {
            return None;
        }
        let level = f64::from(count).ln_1p() / f64::from(max).ln_1p();
        let last = self.heat.len() - 1;
        let index = ((level * last as f64).round() as usize).clamp(1, last);
        self.heat.get(index).copied()
    }
}
