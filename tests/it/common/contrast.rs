//! WCAG contrast of what a vt100 screen shows, with xterm's palette for indexed colours.

pub use stepdoku::wcag::ratio;

/// The colour as RGB; `Default` is the terminal's own (`default` given by the caller).
pub fn rgb(color: vt100::Color, default: (u8, u8, u8)) -> (u8, u8, u8) {
    match color {
        vt100::Color::Default => default,
        vt100::Color::Rgb(r, g, b) => (r, g, b),
        vt100::Color::Idx(i) => stepdoku::wcag::xterm(i)
            .unwrap_or_else(|| panic!("colour {i} depends on the terminal's scheme")),
    }
}
