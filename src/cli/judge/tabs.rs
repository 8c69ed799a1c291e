//! A line a program printed, as a terminal would draw it but safe to print: its tabs as
//! spaces, every other control character escaped.

use stepdoku_core::text::escape;

/// `line` [`escape`]d, but for its tabs, drawn as the spaces up to the next tab stop (every
/// 8 columns) as a terminal would: a Java stack trace's `\tat …` lines read as they do in a
/// terminal. A tab only moves the cursor on, so the spaces show all it would have done; every
/// other control character stays an escape.
pub fn tabs_as_spaces(line: &str) -> String {
    const TAB_STOP: usize = 8;
    let mut out = String::new();
    let mut column = 0;
    for (i, piece) in line.split('\t').enumerate() {
        if i > 0 {
            let spaces = TAB_STOP - column % TAB_STOP;
            out.extend(std::iter::repeat_n(' ', spaces));
            column += spaces;
        }
        let shown = escape(piece);
        column += shown.chars().count();
        out.push_str(&shown);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tab_is_drawn_as_spaces_to_the_next_stop_and_other_controls_stay_escaped() {
        assert_eq!(tabs_as_spaces("\tat Main.main"), "        at Main.main");
        assert_eq!(tabs_as_spaces("ab\tc\t\td"), "ab      c               d");
        // The column counts what is shown: an escape takes its width.
        assert_eq!(tabs_as_spaces("\x1b\tx"), "\\e      x");
        let shown = tabs_as_spaces("\tat x\x1b[2J\x07");
        assert_eq!(shown, "        at x\\e[2J\\a");
    }
}
