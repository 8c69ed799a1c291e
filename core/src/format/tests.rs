//! Unit tests of detection, readers and their error messages.

use super::*;

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn err(text: &str, forced: Option<Format>) -> String {
    parse("p.txt", text, forced).unwrap_err().to_string()
}

fn rows_2239() -> String {
    CLASSIC
        .as_bytes()
        .chunks(9)
        .map(|r| {
            r.iter()
                .map(|&b| if b == b'.' { '0' } else { b as char })
                .collect::<String>()
                + "\n"
        })
        .collect()
}

#[test]
fn detection() {
    assert_eq!(detect(CLASSIC), Format::Line);
    assert_eq!(detect(&rows_2239()), Format::Boj2239);
    assert_eq!(detect("0 3 5 4 6 9 2 7 8\n"), Format::Boj2580);
    assert_eq!(detect("53.|.7.|...\n"), Format::Decorated);
    assert_eq!(detect("53..7....\n"), Format::Decorated);
    assert_eq!(detect("\r\n10\r\n6 B2 1 B3\r\n"), Format::Sudominoku);
    assert_eq!(detect("# comment\n---+---+---\n"), Format::Decorated);
}

#[test]
fn every_layout_reads_the_same_grid() {
    let line = parse("a", CLASSIC, None).unwrap();
    let grid = *line.puzzles[0].as_classic().unwrap();
    for format in [
        Format::Line,
        Format::Boj2239,
        Format::Boj2580,
        Format::Decorated,
    ] {
        let text = write(&grid, format);
        let doc = parse("b", &text, None).unwrap();
        assert_eq!(doc.format, format, "{text}");
        assert_eq!(doc.puzzles, vec![Puzzle::Classic(grid)]);
        assert_eq!(write_document(&doc), text.clone() + "\n");
        let mut streamed = Vec::new();
        write_line(&mut streamed, &grid, format).unwrap();
        assert_eq!(String::from_utf8(streamed).unwrap(), text + "\n");
    }
}

#[test]
fn collections_keep_order_and_lines() {
    let text = format!("{CLASSIC}\n\n# a comment\n{}\n", CLASSIC.replace('5', "."));
    let doc = parse("c", &text, None).unwrap();
    assert_eq!(doc.puzzles.len(), 2);
    assert_eq!(doc.lines, vec![1, 4]);
    // A rating after whitespace is ignored.
    assert!(parse("c", &format!("{CLASSIC} #1 Extreme"), None).is_ok());
}

#[test]
fn line_errors() {
    let bad = CLASSIC.replacen('7', "x", 1);
    assert_eq!(
        err(&bad, None),
        "p.txt:1:5: expected a digit, '.' or '0', found 'x'"
    );
    assert_eq!(
        err(&CLASSIC[..80], None),
        "p.txt:1:81: expected 81 cells, found 80"
    );
    assert_eq!(
        err(&format!("{CLASSIC}9"), None),
        "p.txt:1:82: expected the end of the line after 81 cells, found '9'"
    );
    assert_eq!(
        err("\n  \n", None),
        "p.txt:1:1: expected a puzzle, found an empty input"
    );
}

#[test]
fn boj_errors() {
    let rows = rows_2239();
    let bad = rows.replacen("098000060", "0980x0060", 1);
    assert_eq!(
        err(&bad, None),
        "p.txt:3:5: expected a digit 0-9, found 'x'"
    );
    let short: String = rows.lines().take(8).map(|l| format!("{l}\n")).collect();
    assert_eq!(err(&short, None), "p.txt:9:1: expected 9 rows, found 8");
    let long_row = rows.replacen('\n', "1\n", 1);
    assert_eq!(
        err(&long_row, Some(Format::Boj2239)),
        "p.txt:1:10: expected the end of the row after 9 digits, found '1'"
    );
    let ten = format!("{rows}123456789\n");
    assert_eq!(
        err(&ten, None),
        "p.txt:10:1: expected the end of the input after 9 rows"
    );
    let spaced = "0 3 5 4 6 9 2 7 8\n".repeat(8) + "0 3 5 4 6 9 2 7\n";
    assert_eq!(
        err(&spaced, None),
        "p.txt:9:16: expected 9 numbers in the row, found 8"
    );
    let wide = "0 3 5 4 6 9 2 7 8\n".replace('4', "42");
    assert_eq!(
        err(&wide, None),
        "p.txt:1:7: expected a number 0-9, found \"42\""
    );
}

#[test]
fn clashing_givens_name_both_cells() {
    let mut text = rows_2239();
    // Row 1 is 530070000: put another 5 at r1c9.
    text.replace_range(8..9, "5");
    assert_eq!(
        err(&text, None),
        "p.txt:1:9: the givens clash: r1c1 and r1c9 both hold 5 in row 1"
    );
}

#[test]
fn decorated_grids() {
    let text = "53.|.7.|...\n6..|195|...\n.98|...|.6.\n---+---+---\n8..|.6.|..3\n4..|8.3|..1\n7..|.2.|..6\n---+---+---\n.6.|...|28.\n...|419|..5\n...|.8.|.79\n";
    let doc = parse("d", text, None).unwrap();
    assert_eq!(doc.puzzles[0].as_classic().unwrap().to_line(), CLASSIC);
    assert_eq!(
        err(&text.replacen(".7.", ".7", 1), None),
        "p.txt:1:11: expected 9 cells in the row, found 8"
    );
    assert_eq!(
        err(&text.replacen("195", "1x5", 1), None),
        "p.txt:2:6: expected a digit, '.', '0' or a separator '|', found 'x'"
    );
}

const DOMINO: &str = "10\n6 B2 1 B3\n2 C4 9 C3\n6 D3 8 E3\n7 E1 4 F1\n8 B7 4 B8\n3 F5 2 F6\n7 F7 6 F8\n5 G4 9 G5\n7 I8 8 I9\n7 C9 2 B9\nC5 A3 D9 I4 A9 E5 A2 C6 I1\n0\n";

#[test]
fn sudominoku_reads_and_round_trips() {
    let doc = parse("s", DOMINO, None).unwrap();
    assert_eq!(doc.format, Format::Sudominoku);
    let puzzle = doc.puzzles[0].as_sudominoku().unwrap();
    assert_eq!(puzzle.dominoes().len(), 10);
    assert_eq!(write_document(&doc), DOMINO);
    let messy = DOMINO
        .replace('\n', " \r\n")
        .replace(' ', "\t ")
        .trim_end_matches(['0', '\r', '\n', ' ', '\t'])
        .to_owned();
    assert_eq!(parse("s", &messy, None).unwrap().puzzles, doc.puzzles);
}

#[test]
fn impossible_dominoes() {
    let cases = [
        (
            "6 B2 1 B3",
            "6 B2 6 B3",
            "p.txt:2:1: impossible domino 6 B2 6 B3: it holds 6 twice",
        ),
        (
            "6 B2 1 B3",
            "6 B2 1 C3",
            "p.txt:2:1: impossible domino 6 B2 1 C3: B2 and C3 are not side by side",
        ),
        (
            "2 C4 9 C3",
            "6 C4 1 C3",
            "p.txt:3:1: impossible domino 6 C4 1 C3: the pair 1-6 is already on the domino of line 2",
        ),
        (
            "2 C4 9 C3",
            "2 B3 9 C3",
            "p.txt:3:1: impossible domino 2 B3 9 C3: B3 is already covered by the domino of line 2",
        ),
        (
            "2 C4 9 C3",
            "1 C2 2 C1",
            "p.txt:3:1: impossible domino 1 C2 2 C1: the givens clash: B3 and C2 both hold 1",
        ),
        (
            "C5 A3",
            "B2 A3",
            "p.txt:12:1: B2 is already covered by the domino of line 2",
        ),
        (
            "6 B2 1 B3",
            "6 J2 1 B3",
            "p.txt:2:3: expected a position A1 to I9, found \"J2\"",
        ),
        (
            "10\n",
            "99\n",
            "p.txt:1:1: expected the number of dominoes (0 to 36; 0 ends the input), found \"99\"",
        ),
    ];
    for (from, to, message) in cases {
        assert_eq!(err(&DOMINO.replacen(from, to, 1), None), message);
    }
    let cut = &DOMINO[..DOMINO.find("C5 A3").unwrap() + 5];
    assert_eq!(
        err(cut, None),
        "p.txt:12:6: expected the position of the single 3 (A1 to I9), found the end of the input"
    );
}

#[test]
fn format_names() {
    for format in Format::ALL {
        assert_eq!(Format::from_name(format.name()), Some(format));
    }
    assert_eq!(Format::from_name("4574"), Some(Format::Sudominoku));
    assert_eq!(Format::from_name("sdk"), Some(Format::Decorated));
    assert_eq!(Format::from_name("nope"), None);
}

/// `#` lines are comments in every 9×9 layout, BOJ rows included.
#[test]
fn comments_in_boj_rows() {
    let rows = rows_2239();
    let commented: String = rows
        .lines()
        .enumerate()
        .map(|(i, l)| format!("# row {}\n{l}\n", i + 1))
        .collect();
    let doc = parse(
        "c",
        &format!("# from the statement\n{commented}# end\n"),
        None,
    )
    .unwrap();
    assert_eq!(doc.format, Format::Boj2239);
    assert_eq!(doc.puzzles[0].as_classic().unwrap().to_line(), CLASSIC);
    assert_eq!(doc.lines, vec![3]);
    let spaced = write(doc.puzzles[0].as_classic().unwrap(), Format::Boj2580);
    let commented = spaced.replacen('\n', "\n  # the second row\n", 1);
    let doc2 = parse("c", &commented, None).unwrap();
    assert_eq!(doc2.format, Format::Boj2580);
    assert_eq!(doc2.puzzles, doc.puzzles);
}

#[test]
fn a_byte_order_mark_is_not_part_of_the_puzzle() {
    for text in [
        format!("\u{feff}{CLASSIC}\n"),
        format!("\u{feff}{}", rows_2239()),
    ] {
        let doc = parse("b", &text, None).unwrap();
        assert_eq!(doc.puzzles[0].as_classic().unwrap().to_line(), CLASSIC);
    }
    // Columns count from the first character after the mark.
    assert_eq!(
        err(&format!("\u{feff}{}", CLASSIC.replacen('7', "x", 1)), None),
        "p.txt:1:5: expected a digit, '.' or '0', found 'x'"
    );
}

#[test]
fn a_line_longer_than_any_puzzle_is_reported_not_read() {
    let message = err(&format!("{}\n", "1".repeat(100_000)), None);
    assert_eq!(
        message,
        "p.txt:1:65537: expected a line of at most 65536 bytes, found a longer one"
    );
}

#[test]
fn the_final_0_alone_is_an_empty_input() {
    assert_eq!(
        err("0\n", None),
        "p.txt:1:1: expected a case before the final 0, found an empty input"
    );
}

#[test]
fn white_space_that_does_not_show_is_named_where_it_is() {
    let with_nbsp = format!("{}\u{a0}{}", &CLASSIC[..15], &CLASSIC[15..]);
    assert_eq!(
        err(&with_nbsp, None),
        "p.txt:1:16: expected a digit, '.' or '0', found U+00A0 (no-break space)"
    );
    assert_eq!(
        err("534678912\n67\u{3000}195348\n", None),
        "p.txt:2:3: expected a digit 0-9, found U+3000 (ideographic space)"
    );
}

#[test]
fn puzzles_stream_one_at_a_time() {
    // An endless input: the first puzzle comes without reading to an end that never comes.
    use std::io::Read;
    let endless = std::io::Cursor::new(format!("{CLASSIC}\n")).chain(std::io::repeat(b'x'));
    let mut puzzles = stream("endless", std::io::BufReader::new(endless), None).unwrap();
    assert!(matches!(puzzles.next(), Some(Ok((1, _)))));
    let Err(ReadError::Parse(error)) = puzzles.next().unwrap() else {
        panic!("a parse error");
    };
    assert_eq!(
        error.line, 2,
        "the endless line is refused, not read: {error}"
    );
    assert!(puzzles.next().is_none(), "nothing after an error");
}

#[test]
fn long_wrong_words_are_cut_in_messages() {
    let huge = "1".repeat(10_000);
    let message = err(&format!("{huge}\n"), Some(Format::Boj2580));
    assert_eq!(
        message,
        format!(
            "p.txt:1:1: expected a number 0-9, found \"{}\"…",
            "1".repeat(20)
        )
    );
    // Twenty characters are shown whole.
    let twenty = "2".repeat(20);
    assert!(err(&format!("{twenty}\n"), Some(Format::Boj2580)).ends_with(&format!("\"{twenty}\"")));
}

#[test]
fn a_domino_count_is_plain_digits() {
    assert_eq!(
        err(
            &DOMINO.replacen("10\n", "+9\n", 1),
            Some(Format::Sudominoku)
        ),
        "p.txt:1:1: expected the number of dominoes (0 to 36; 0 ends the input), found \"+9\""
    );
}

/// Columns count characters, not bytes, also after 9 rows.
#[test]
fn columns_count_characters() {
    let ten = format!("{}\u{3000}123456789\n", rows_2239());
    assert_eq!(
        err(&ten, None),
        "p.txt:10:2: expected the end of the input after 9 rows"
    );
}

#[test]
fn lines_read_in_place_or_the_careful_way_read_alike() {
    // Plain lines are parsed where they lie in the input's buffer when they are there whole;
    // a buffer too small for a line sends every line the careful way. Blank and comment
    // lines, CRLF, a rating, leading white space, a vertical tab, a last line without its
    // newline, and errors after plain lines must come out the same either way.
    let other = CLASSIC.replace('5', ".");
    let good = format!(
        "{CLASSIC}\r\n{other}\r\n{CLASSIC} 4.5 rated\n\n# c\n  {CLASSIC}\n{other} \u{b}\n{other}\n{CLASSIC}"
    );
    let clash = format!("{CLASSIC}\n{other}\n{}\n", CLASSIC.replacen("53", "55", 1));
    let short = format!("{CLASSIC}\n{other}\n{}\n", &CLASSIC[..80]);
    let read = |text: &str, capacity: usize| {
        let input = std::io::BufReader::with_capacity(capacity, text.as_bytes());
        let puzzles = stream("p", input, None).map_err(|e| e.to_string())?;
        let all: Result<Vec<_>, _> = puzzles.collect();
        all.map_err(|e| e.to_string())
    };
    let lines = |puzzles: Vec<(usize, Puzzle)>| puzzles.into_iter().map(|(line, _)| line);
    assert_eq!(
        read(&good, 1 << 16).map(|p| lines(p).collect::<Vec<_>>()),
        Ok(vec![1, 2, 3, 6, 7, 8, 9])
    );
    assert_eq!(
        read(&clash, 1 << 16),
        Err("p:3:2: the givens clash: r1c1 and r1c2 both hold 5 in row 1".to_owned())
    );
    assert_eq!(
        read(&short, 1 << 16),
        Err("p:3:81: expected 81 cells, found 80".to_owned())
    );
    for text in [good, clash, short] {
        let whole = read(&text, 1 << 16);
        for capacity in [1, 7, 81, 82, 83, 100, 200] {
            assert_eq!(read(&text, capacity), whole, "buffer of {capacity}");
        }
    }
}
