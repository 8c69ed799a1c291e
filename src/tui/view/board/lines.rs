//! Box-drawing characters for the board's lines: heavy around boxes, light between cells,
//! with the right junction wherever they cross.

/// Which outer edges of the board a line position lies on.
#[derive(Clone, Copy)]
pub struct Edges {
    pub top: bool,
    pub bottom: bool,
    pub left: bool,
    pub right: bool,
}

/// The box-drawing character where lines meet; heavy around boxes, light between cells.
pub fn line_symbol(on_h: bool, on_v: bool, heavy_h: bool, heavy_v: bool, e: Edges) -> char {
    match (on_h, on_v) {
        (true, false) => {
            if heavy_h {
                '━'
            } else {
                '─'
            }
        }
        (false, true) => {
            if heavy_v {
                '┃'
            } else {
                '│'
            }
        }
        _ => match (e.top, e.bottom, e.left, e.right) {
            (true, _, true, _) => '┏',
            (true, _, _, true) => '┓',
            (_, true, true, _) => '┗',
            (_, true, _, true) => '┛',
            (true, ..) => {
                if heavy_v {
                    '┳'
                } else {
                    '┯'
                }
            }
            (_, true, ..) => {
                if heavy_v {
                    '┻'
                } else {
                    '┷'
                }
            }
            (_, _, true, _) => {
                if heavy_h {
                    '┣'
                } else {
                    '┠'
                }
            }
            (_, _, _, true) => {
                if heavy_h {
                    '┫'
                } else {
                    '┨'
                }
            }
            _ => match (heavy_h, heavy_v) {
                (true, true) => '╋',
                (true, false) => '┿',
                (false, true) => '╂',
                (false, false) => '┼',
            },
        },
    }
}
