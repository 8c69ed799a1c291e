//! Cells and units named as the blog posts' code indexes them: `board[3][6]` for r4c7, rows,
//! columns and boxes counted from 0 (`box 4` is `matrix[4]`, the centre one). The watch's
//! words are written 1-based (`r4c7`, `row 4`); this rewrites them when `--zero-based` asks.

/// `text` with every `rRcC` written `board[R-1][C-1]` and every `row N`, `column N`, `col N`
/// and `box N` counted from 0.
#[must_use]
pub fn zero_based(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len() + 8);
    let mut i = 0;
    let digit = |c: Option<&char>| {
        c.and_then(|c| c.to_digit(10))
            .filter(|d| (1..=9).contains(d))
    };
    let starts_word = |i: usize| i == 0 || !chars[i - 1].is_alphanumeric();
    while i < chars.len() {
        // `r4c7`, not inside a longer word or number.
        if chars[i] == 'r'
            && starts_word(i)
            && let (Some(r), Some('c'), Some(c)) = (
                digit(chars.get(i + 1)),
                chars.get(i + 2),
                digit(chars.get(i + 3)),
            )
            && !chars.get(i + 4).is_some_and(|c| c.is_alphanumeric())
        {
            out.push_str(&format!("board[{}][{}]", r - 1, c - 1));
            i += 4;
            continue;
        }
        let rest: String = chars[i..].iter().take(8).collect();
        let unit = ["row ", "column ", "col ", "box "]
            .into_iter()
            .find(|w| starts_word(i) && rest.starts_with(w));
        if let Some(word) = unit {
            let at = i + word.chars().count();
            if let Some(n) = digit(chars.get(at))
                && !chars.get(at + 1).is_some_and(char::is_ascii_digit)
            {
                out.push_str(word);
                out.push_str(&(n - 1).to_string());
                i = at + 1;
                continue;
            }
        }
        out.push(chars[i]);
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_and_units_count_from_zero() {
        assert_eq!(
            zero_based("r4c3: 9 has no other place in box 4"),
            "board[3][2]: 9 has no other place in box 3"
        );
        assert_eq!(
            zero_based("r5c9: nothing fits — 1 2 in row 5, 9 in column 9; back to r5c8"),
            "board[4][8]: nothing fits — 1 2 in row 4, 9 in column 8; back to board[4][7]"
        );
        assert_eq!(zero_based("hidden, col 5"), "hidden, col 4");
        // Words that only look alike stay.
        assert_eq!(
            zero_based("arrow 3, r10c2, boxes 4"),
            "arrow 3, r10c2, boxes 4"
        );
    }
}
