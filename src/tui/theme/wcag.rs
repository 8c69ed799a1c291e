//! WCAG 2 contrast with xterm's palette. The themes use it to keep text readable where styles
//! meet on a cell (`Theme::readable`); the theme's unit test (ratatui colours) and
//! the pty tests (vt100 colours) measure with it, each converting its colour type to RGB
//! through [`xterm`].

/// xterm's RGB for an indexed colour: the 6×6×6 cube (16–231), the grey ramp (232–255),
/// black (0) and white (15); `None` for the rest, which terminal schemes remap.
#[must_use]
pub fn xterm(index: u8) -> Option<(u8, u8, u8)> {
    const LEVELS: [u8; 6] = [0, 95, 135, 175, 215, 255];
    match index {
        16..=231 => {
            let i = index - 16;
            Some((
                LEVELS[usize::from(i / 36)],
                LEVELS[usize::from(i / 6 % 6)],
                LEVELS[usize::from(i % 6)],
            ))
        }
        232..=255 => {
            let v = 8 + 10 * (index - 232);
            Some((v, v, v))
        }
        0 => Some((0, 0, 0)),
        15 => Some((255, 255, 255)),
        _ => None,
    }
}

fn luminance((r, g, b): (u8, u8, u8)) -> f64 {
    let channel = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.039_28 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/// The contrast ratio of two colours, 1 to 21.
#[must_use]
pub fn ratio(a: (u8, u8, u8), b: (u8, u8, u8)) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}
