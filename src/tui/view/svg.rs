//! A drawn screen as an SVG picture, for the pictures in the documentation: each cell of a
//! ratatui buffer keeps its text, colours (the xterm palette), bold, dim, italic, underline
//! and reverse. Runs of cells in one style become one `<text>` stretched over exactly their
//! columns, so the picture lines up whatever monospace font the reader's browser picks.
//!
//! The tests that keep the documentation's pictures in step with the app use it (the
//! integration tests through the library's `stepdoku::svg`).

use std::fmt::Write as _;

use ratatui::buffer::Buffer;
use ratatui::style::{Color, Modifier};

/// One cell's size in the picture, in pixels.
const CELL_WIDTH: u32 = 9;
const CELL_HEIGHT: u32 = 18;
const FONT_SIZE: u32 = 15;
/// Where a row's text sits in its cell: the baseline, down from the cell's top.
const BASELINE: u32 = 14;

/// The terminal's own colours, for cells that leave them as they are (`Color::Reset`).
#[derive(Clone, Copy, Debug)]
pub struct Terminal {
    pub foreground: (u8, u8, u8),
    pub background: (u8, u8, u8),
}

/// A dark terminal (xterm's grey 234 behind grey 252).
pub const DARK: Terminal = Terminal {
    foreground: (0xd0, 0xd0, 0xd0),
    background: (0x1c, 0x1c, 0x1c),
};

/// A light terminal (white behind near-black).
pub const LIGHT: Terminal = Terminal {
    foreground: (0x26, 0x26, 0x26),
    background: (0xff, 0xff, 0xff),
};

/// The SVG picture of `buffer` as `terminal` would show it, titled `title` (for screen readers).
#[must_use]
pub fn picture(buffer: &Buffer, terminal: Terminal, title: &str) -> String {
    let area = buffer.area;
    let (width, height) = (
        u32::from(area.width) * CELL_WIDTH,
        u32::from(area.height) * CELL_HEIGHT,
    );
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {width} {height}\" role=\"img\" aria-label=\"{title}\">\n\
         <title>{title}</title>\n\
         <rect width=\"100%\" height=\"100%\" fill=\"{}\"/>\n\
         <g font-family=\"'DejaVu Sans Mono', Menlo, Consolas, 'Liberation Mono', monospace\" \
         font-size=\"{FONT_SIZE}\" xml:space=\"preserve\">\n",
        hex(terminal.background),
        title = escaped(title),
    );
    for y in 0..area.height {
        for run in runs(buffer, y, terminal) {
            draw(&mut svg, &run, y);
        }
    }
    svg.push_str("</g>\n</svg>\n");
    svg
}

/// Cells of one row in one look.
#[derive(Debug)]
struct Run {
    x: u16,
    columns: u16,
    text: String,
    look: Look,
    /// A symbol two columns wide stands alone, so that the stretch of a run never moves the
    /// symbols after it.
    wide: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Look {
    fg: (u8, u8, u8),
    bg: (u8, u8, u8),
    /// Whether the background differs from the terminal's (so a rectangle is drawn).
    filled: bool,
    /// Bold, dim, italic and underlined, as drawn (reverse is already in the colours).
    modifier: Modifier,
}

fn runs(buffer: &Buffer, y: u16, terminal: Terminal) -> Vec<Run> {
    let area = buffer.area;
    let mut runs: Vec<Run> = Vec::new();
    let mut x = area.x;
    while x < area.right() {
        let cell = &buffer[(x, y)];
        let look = look(cell.fg, cell.bg, cell.modifier, terminal);
        let symbol = if cell.symbol().is_empty() {
            " "
        } else {
            cell.symbol()
        };
        let columns = u16::try_from(unicode_width::UnicodeWidthStr::width(symbol))
            .unwrap_or(1)
            .clamp(1, 2)
            .min(area.right() - x);
        match runs.last_mut() {
            Some(run) if run.look == look && columns == 1 && !run.wide => {
                run.columns += 1;
                run.text.push_str(symbol);
            }
            _ => runs.push(Run {
                x: x - area.x,
                columns,
                text: symbol.to_owned(),
                look,
                wide: columns > 1,
            }),
        }
        x += columns;
    }
    runs
}

fn look(fg: Color, bg: Color, modifier: Modifier, terminal: Terminal) -> Look {
    let mut fg_rgb = rgb(fg).unwrap_or(terminal.foreground);
    let mut bg_rgb = rgb(bg);
    if modifier.contains(Modifier::REVERSED) {
        let old_bg = bg_rgb.unwrap_or(terminal.background);
        bg_rgb = Some(fg_rgb);
        fg_rgb = old_bg;
    }
    Look {
        fg: fg_rgb,
        bg: bg_rgb.unwrap_or(terminal.background),
        filled: bg_rgb.is_some_and(|bg| bg != terminal.background),
        modifier: modifier
            & (Modifier::BOLD | Modifier::DIM | Modifier::ITALIC | Modifier::UNDERLINED),
    }
}

fn draw(svg: &mut String, run: &Run, y: u16) {
    let left = u32::from(run.x) * CELL_WIDTH;
    let top = u32::from(y) * CELL_HEIGHT;
    let width = u32::from(run.columns) * CELL_WIDTH;
    let look = run.look;
    if look.filled {
        let _ = writeln!(
            svg,
            "<rect x=\"{left}\" y=\"{top}\" width=\"{width}\" height=\"{CELL_HEIGHT}\" fill=\"{}\"/>",
            hex(look.bg)
        );
    }
    if run.text.trim().is_empty() && !look.modifier.contains(Modifier::UNDERLINED) {
        return;
    }
    let mut attributes = format!("fill=\"{}\"", hex(look.fg));
    if look.modifier.contains(Modifier::BOLD) {
        attributes.push_str(" font-weight=\"bold\"");
    }
    if look.modifier.contains(Modifier::DIM) {
        attributes.push_str(" fill-opacity=\"0.6\"");
    }
    if look.modifier.contains(Modifier::ITALIC) {
        attributes.push_str(" font-style=\"italic\"");
    }
    if look.modifier.contains(Modifier::UNDERLINED) {
        attributes.push_str(" text-decoration=\"underline\"");
    }
    let _ = writeln!(
        svg,
        "<text x=\"{left}\" y=\"{}\" textLength=\"{width}\" lengthAdjust=\"spacingAndGlyphs\" \
         {attributes}>{}</text>",
        top + BASELINE,
        escaped(&run.text)
    );
}

/// The colour a terminal with xterm's palette shows for `color`; `None` for its default.
fn rgb(color: Color) -> Option<(u8, u8, u8)> {
    let index = match color {
        Color::Reset => return None,
        Color::Rgb(r, g, b) => return Some((r, g, b)),
        Color::Indexed(i) => i,
        Color::Black => 0,
        Color::Red => 1,
        Color::Green => 2,
        Color::Yellow => 3,
        Color::Blue => 4,
        Color::Magenta => 5,
        Color::Cyan => 6,
        Color::Gray => 7,
        Color::DarkGray => 8,
        Color::LightRed => 9,
        Color::LightGreen => 10,
        Color::LightYellow => 11,
        Color::LightBlue => 12,
        Color::LightMagenta => 13,
        Color::LightCyan => 14,
        Color::White => 15,
    };
    Some(xterm(index))
}

/// xterm's 256-colour palette: 16 system colours, a 6×6×6 cube, 24 greys.
fn xterm(index: u8) -> (u8, u8, u8) {
    const SYSTEM: [(u8, u8, u8); 16] = [
        (0, 0, 0),
        (205, 0, 0),
        (0, 205, 0),
        (205, 205, 0),
        (0, 0, 238),
        (205, 0, 205),
        (0, 205, 205),
        (229, 229, 229),
        (127, 127, 127),
        (255, 0, 0),
        (0, 255, 0),
        (255, 255, 0),
        (92, 92, 255),
        (255, 0, 255),
        (0, 255, 255),
        (255, 255, 255),
    ];
    const LEVELS: [u8; 6] = [0, 95, 135, 175, 215, 255];
    match index {
        0..=15 => SYSTEM[usize::from(index)],
        16..=231 => {
            let i = index - 16;
            (
                LEVELS[usize::from(i / 36)],
                LEVELS[usize::from(i / 6 % 6)],
                LEVELS[usize::from(i % 6)],
            )
        }
        _ => {
            let grey = 8 + (index - 232) * 10;
            (grey, grey, grey)
        }
    }
}

fn hex((r, g, b): (u8, u8, u8)) -> String {
    format!("#{r:02x}{g:02x}{b:02x}")
}

fn escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use ratatui::layout::Rect;
    use ratatui::style::Style;

    use super::*;

    #[test]
    fn a_cell_keeps_its_colours_and_weight_and_text_is_escaped() {
        let mut buffer = Buffer::empty(Rect::new(0, 0, 6, 1));
        buffer.set_string(0, 0, "a<b", Style::new().fg(Color::Indexed(196)).bold());
        buffer.set_string(3, 0, "x", Style::new().bg(Color::Indexed(21)));
        let svg = picture(&buffer, DARK, "t");
        assert!(svg.contains("font-weight=\"bold\">a&lt;b</text>"), "{svg}");
        assert!(svg.contains("fill=\"#ff0000\""), "{svg}");
        assert!(
            svg.contains("<rect x=\"27\" y=\"0\" width=\"9\" height=\"18\" fill=\"#0000ff\"/>"),
            "{svg}"
        );
    }

    #[test]
    fn reversed_swaps_the_colours_and_wide_symbols_stand_alone() {
        let mut buffer = Buffer::empty(Rect::new(0, 0, 5, 1));
        buffer.set_string(0, 0, "5", Style::new().reversed());
        buffer.set_string(1, 0, "界a", Style::new());
        let svg = picture(&buffer, DARK, "t");
        assert!(
            svg.contains("width=\"9\" height=\"18\" fill=\"#d0d0d0\"/>"),
            "{svg}"
        );
        assert!(
            svg.contains(
                "textLength=\"18\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#d0d0d0\">界</text>"
            ),
            "{svg}"
        );
        assert!(
            svg.contains("x=\"27\""),
            "the run after the wide symbol starts at column 3: {svg}"
        );
    }

    #[test]
    fn the_palette_is_xterms() {
        assert_eq!(xterm(16), (0, 0, 0));
        assert_eq!(xterm(231), (255, 255, 255));
        assert_eq!(xterm(67), (95, 135, 175));
        assert_eq!(xterm(232), (8, 8, 8));
        assert_eq!(xterm(255), (238, 238, 238));
    }
}
