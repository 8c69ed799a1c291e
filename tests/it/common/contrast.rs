//! WCAG contrast of what a vt100 screen shows, with xterm's palette for indexed colours.

/// The colour as RGB; `Default` is the terminal's own (`default` given by the caller).
pub fn rgb(color: vt100::Color, default: (u8, u8, u8)) -> (u8, u8, u8) {
    const LEVELS: [u8; 6] = [0, 95, 135, 175, 215, 255];
    match color {
        vt100::Color::Default => default,
        vt100::Color::Rgb(r, g, b) => (r, g, b),
        vt100::Color::Idx(i @ 16..=231) => {
            let i = i - 16;
            (
                LEVELS[usize::from(i / 36)],
                LEVELS[usize::from(i / 6 % 6)],
                LEVELS[usize::from(i % 6)],
            )
        }
        vt100::Color::Idx(i @ 232..=255) => {
            let v = 8 + 10 * (i - 232);
            (v, v, v)
        }
        vt100::Color::Idx(0) => (0, 0, 0),
        vt100::Color::Idx(15) => (255, 255, 255),
        vt100::Color::Idx(i) => panic!("colour {i} depends on the terminal's scheme"),
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

pub fn ratio(a: (u8, u8, u8), b: (u8, u8, u8)) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}
