use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use proptest::prelude::*;

use super::{MAX_PASTE, Parser};

fn parse(bytes: &[u8]) -> Vec<Event> {
    let mut parser = Parser::new();
    let mut out = Vec::new();
    parser.feed(bytes, &mut out);
    out
}

fn key(code: KeyCode, modifiers: KeyModifiers) -> Event {
    Event::Key(KeyEvent::new(code, modifiers))
}

fn plain(code: KeyCode) -> Event {
    key(code, KeyModifiers::NONE)
}

#[test]
fn text_and_control_keys() {
    assert_eq!(
        parse(b"l5\r\x7f\t"),
        [
            plain(KeyCode::Char('l')),
            plain(KeyCode::Char('5')),
            plain(KeyCode::Enter),
            plain(KeyCode::Backspace),
            plain(KeyCode::Tab),
        ]
    );
    assert_eq!(parse(b"H"), [key(KeyCode::Char('H'), KeyModifiers::SHIFT)]);
    assert_eq!(
        parse(b"\x03\x1a"),
        [
            key(KeyCode::Char('c'), KeyModifiers::CONTROL),
            key(KeyCode::Char('z'), KeyModifiers::CONTROL),
        ]
    );
    assert_eq!(
        parse("é数".as_bytes()),
        [plain(KeyCode::Char('é')), plain(KeyCode::Char('数'))]
    );
}

#[test]
fn cursor_and_editing_keys_in_both_modes() {
    for (bytes, code) in [
        (&b"\x1b[A"[..], KeyCode::Up),
        (b"\x1bOB", KeyCode::Down),
        (b"\x1b[C", KeyCode::Right),
        (b"\x1bOD", KeyCode::Left),
        (b"\x1b[H", KeyCode::Home),
        (b"\x1b[4~", KeyCode::End),
        (b"\x1b[5~", KeyCode::PageUp),
        (b"\x1b[6~", KeyCode::PageDown),
        (b"\x1b[3~", KeyCode::Delete),
    ] {
        assert_eq!(parse(bytes), [plain(code)], "{bytes:?}");
    }
    assert_eq!(
        parse(b"\x1b[1;5A"),
        [key(KeyCode::Up, KeyModifiers::CONTROL)]
    );
    assert_eq!(
        parse(b"\x1bx"),
        [key(KeyCode::Char('x'), KeyModifiers::ALT)]
    );
}

#[test]
fn mouse_reports_sgr_and_x10() {
    let click = |column, row, kind| {
        Event::Mouse(MouseEvent {
            kind,
            column,
            row,
            modifiers: KeyModifiers::NONE,
        })
    };
    assert_eq!(
        parse(b"\x1b[<0;5;3M\x1b[<0;5;3m"),
        [
            click(4, 2, MouseEventKind::Down(MouseButton::Left)),
            click(4, 2, MouseEventKind::Up(MouseButton::Left)),
        ]
    );
    assert_eq!(
        parse(b"\x1b[M !\""),
        [click(0, 1, MouseEventKind::Down(MouseButton::Left))]
    );
    assert_eq!(
        parse(b"\x1b[<64;1;1M"),
        [click(0, 0, MouseEventKind::ScrollUp)]
    );
}

#[test]
fn a_bracketed_paste_is_one_event_however_it_arrives() {
    let whole = b"q\x1b[200~53..7\x1b[A..\x1b[201~l";
    let expected = [
        plain(KeyCode::Char('q')),
        Event::Paste("53..7\x1b[A..".to_owned()),
        plain(KeyCode::Char('l')),
    ];
    assert_eq!(parse(whole), expected);
    // Split at every byte: the end marker, too, may arrive in pieces.
    let mut parser = Parser::new();
    let mut out = Vec::new();
    for b in whole {
        parser.feed(&[*b], &mut out);
    }
    assert_eq!(out, expected);
}

#[test]
fn giving_up_settles_what_is_held() {
    let mut parser = Parser::new();
    let mut out = Vec::new();
    parser.feed(b"\x1b", &mut out);
    assert!(out.is_empty() && parser.holds_lone_escape());
    parser.give_up(&mut out);
    assert_eq!(out, [plain(KeyCode::Esc)], "a lone ESC is the Esc key");

    for cut in [&b"\x1b[<0;"[..], b"\x1b[1;", b"\x1bO", b"\xe6\x95"] {
        let mut parser = Parser::new();
        let mut out = Vec::new();
        parser.feed(cut, &mut out);
        assert!(parser.is_waiting(), "{cut:?}");
        parser.give_up(&mut out);
        assert!(
            out.is_empty(),
            "a cut sequence presses no key: {cut:?} gave {out:?}"
        );
        assert!(!parser.is_waiting());
        parser.feed(b"q", &mut out);
        assert_eq!(
            out,
            [plain(KeyCode::Char('q'))],
            "the next key goes through"
        );
    }

    let mut parser = Parser::new();
    let mut out = Vec::new();
    parser.feed(b"\x1b[200~no end", &mut out);
    parser.give_up(&mut out);
    assert_eq!(out, [Event::Paste("no end".to_owned())]);
    parser.feed(b"q", &mut out);
    assert_eq!(out.last(), Some(&plain(KeyCode::Char('q'))));
}

#[test]
fn garbage_is_dropped_and_the_keys_after_it_survive() {
    let mut bytes = b"\x1b[".to_vec();
    bytes.extend(std::iter::repeat_n(b'1', 200));
    bytes.extend_from_slice(b"~q");
    assert_eq!(parse(&bytes).last(), Some(&plain(KeyCode::Char('q'))));
    assert_eq!(parse(b"\xff\xfeq"), [plain(KeyCode::Char('q'))]);
    assert_eq!(
        parse(b"\x1b[1\x03"),
        [key(KeyCode::Char('c'), KeyModifiers::CONTROL)]
    );
}

/// `len` bytes of paste text fed in pieces of 64 KiB between the paste's start and end.
fn paste_of(len: usize) -> (Vec<Event>, Option<usize>) {
    let mut parser = Parser::new();
    let mut out = Vec::new();
    parser.feed(b"\x1b[200~", &mut out);
    let chunk = vec![b'1'; 64 * 1024];
    let mut left = len;
    while left > 0 {
        let n = left.min(chunk.len());
        parser.feed(&chunk[..n], &mut out);
        left -= n;
    }
    parser.feed(b"\x1b[201~q", &mut out);
    (out, parser.take_too_long())
}

#[test]
fn a_paste_over_a_mebibyte_is_one_paste() {
    let len = 3 * (1 << 20) + 5;
    let (out, too_long) = paste_of(len);
    assert_eq!(too_long, None);
    assert_eq!(out.len(), 2, "one paste, then the key after it");
    assert!(matches!(&out[0], Event::Paste(text) if text.len() == len));
    assert_eq!(out[1], plain(KeyCode::Char('q')));
}

#[test]
fn a_paste_too_long_to_keep_is_reported_not_cut() {
    let (out, too_long) = paste_of(MAX_PASTE + 10);
    assert_eq!(too_long, Some(MAX_PASTE + 10));
    assert_eq!(
        out,
        [plain(KeyCode::Char('q'))],
        "no piece of it is handed over; the key after it is"
    );
}

#[test]
fn a_burst_of_keys_is_every_key() {
    let out = parse(&[b'l'; 3000]);
    assert_eq!(out.len(), 3000);
}

proptest! {
    /// Any bytes, cut anywhere, and a give-up at any cut: no panic, and nothing is held that a
    /// give-up does not release.
    #[test]
    fn any_bytes_in_any_pieces(
        bytes in proptest::collection::vec(any::<u8>(), 0..400),
        cuts in proptest::collection::vec(0usize..400, 0..20),
        give_up_at in proptest::collection::vec(any::<bool>(), 0..20),
    ) {
        let mut parser = Parser::new();
        let mut out = Vec::new();
        let mut cuts = cuts;
        cuts.push(bytes.len());
        cuts.sort_unstable();
        let mut from = 0;
        for (i, cut) in cuts.into_iter().enumerate() {
            let to = cut.min(bytes.len()).max(from);
            parser.feed(&bytes[from..to], &mut out);
            if give_up_at.get(i).copied().unwrap_or(false) {
                parser.give_up(&mut out);
                prop_assert!(!parser.is_waiting());
            }
            from = to;
        }
        parser.give_up(&mut out);
        prop_assert!(!parser.is_waiting());
    }

    /// Without give-ups, how the bytes are cut changes nothing.
    #[test]
    fn pieces_do_not_matter(
        bytes in proptest::collection::vec(
            prop_oneof![
                Just(b"\x1b[A".to_vec()),
                Just(b"\x1b[<0;12;5M".to_vec()),
                Just(b"\x1b[200~pasted\x1b[201~".to_vec()),
                Just("数".as_bytes().to_vec()),
                Just(b"\x1bOH".to_vec()),
                proptest::collection::vec(0x20u8..0x7f, 1..4),
            ],
            0..30,
        ).prop_map(|parts| parts.concat()),
        cut in 0usize..200,
    ) {
        let whole = parse(&bytes);
        let cut = cut.min(bytes.len());
        let mut parser = Parser::new();
        let mut out = Vec::new();
        parser.feed(&bytes[..cut], &mut out);
        parser.feed(&bytes[cut..], &mut out);
        prop_assert_eq!(out, whole);
    }
}
