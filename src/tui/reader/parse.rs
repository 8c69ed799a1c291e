//! Bytes from the terminal → key, mouse and paste events. Pure: no I/O and no clock. The
//! reader feeds it what arrives and, when nothing more arrives for a while, tells it to give up
//! a sequence still incomplete ([`Parser::give_up`]): a mouse report cut by a slow link, or a
//! paste whose end never comes, cannot hold the keys behind it.
//!
//! What it understands is what xterm-compatible terminals send in raw mode: UTF-8 text,
//! control keys, `ESC [ … final` (CSI: arrows, Home/End, PgUp/PgDn, Delete, modifiers, SGR
//! mouse reports, bracketed paste), `ESC O x` (SS3: arrows and Home/End in application mode),
//! and Alt as an `ESC` prefix. Anything else is dropped, never turned into a panic or a stuck
//! state.

use crossterm::event::{
    Event, KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};

/// Longest CSI sequence accepted; a longer one is garbage and is dropped.
const MAX_SEQUENCE: usize = 64;

/// The longest paste read: a paste is handed over whole (a puzzle file pasted in is read as
/// the file would be, up to its first puzzle), and one longer than this is dropped and
/// reported ([`Parser::take_too_long`]), so a paste without an end never holds more than this
/// much. A puzzle is under 1 KiB; a collection of 50,000 pasted whole still fits.
pub const MAX_PASTE: usize = 4 << 20;

const ESC: u8 = 0x1b;
const PASTE_END: &[u8] = b"\x1b[201~";

/// The bytes not yet understood, and whether a bracketed paste is open.
#[derive(Debug, Default)]
pub struct Parser {
    pending: Vec<u8>,
    paste: Option<Vec<u8>>,
    /// Bytes of the open paste beyond [`MAX_PASTE`], not kept.
    paste_dropped: usize,
    /// A paste that was too long, ended: its length, until taken.
    too_long: Option<usize>,
}

/// What a prefix of the pending bytes is.
enum Scan {
    /// An event (or nothing worth reporting) taking this many bytes.
    Done(Option<Event>, usize),
    /// The start of something longer: wait for more bytes.
    Incomplete,
}

impl Parser {
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Bytes are held back, waiting for the rest of a sequence or a paste.
    #[must_use]
    pub fn is_waiting(&self) -> bool {
        !self.pending.is_empty() || self.paste.is_some()
    }

    /// A lone `ESC` is all that is held: the Esc key, unless more follows at once.
    #[must_use]
    pub fn holds_lone_escape(&self) -> bool {
        self.pending == [ESC] && self.paste.is_none()
    }

    /// Take `bytes` in, and push every event they complete.
    pub fn feed(&mut self, bytes: &[u8], out: &mut Vec<Event>) {
        self.pending.extend_from_slice(bytes);
        self.drain(out);
    }

    /// Nothing more came: settle what is held. A lone `ESC` is the Esc key; a paste without
    /// its end is handed over as it stands; a cut sequence (`ESC [ < 0 ;`) is dropped, since
    /// its bytes taken as keys would press keys nobody pressed.
    pub fn give_up(&mut self, out: &mut Vec<Event>) {
        if self.paste.is_some() {
            let pending = std::mem::take(&mut self.pending);
            self.keep_paste_text(&pending);
            self.end_paste(out);
            return;
        }
        if self.pending.first() == Some(&ESC) {
            if self.pending.len() == 1 {
                out.push(key(KeyCode::Esc, KeyModifiers::NONE));
            }
            self.pending.clear();
            return;
        }
        // An incomplete UTF-8 character.
        self.pending.clear();
    }

    fn drain(&mut self, out: &mut Vec<Event>) {
        let mut at = 0;
        loop {
            if self.paste.is_some() {
                match self.take_paste(at, out) {
                    Paste::Ended(used) => at = used,
                    Paste::Open(used) => {
                        at = used;
                        break;
                    }
                }
                continue;
            }
            let rest = &self.pending[at..];
            if rest.is_empty() {
                break;
            }
            match scan(rest) {
                Scan::Incomplete => break,
                Scan::Done(event, used) => {
                    at += used.max(1);
                    match event {
                        Some(Event::Paste(_)) => self.paste = Some(Vec::new()),
                        Some(event) => out.push(event),
                        None => {}
                    }
                }
            }
        }
        self.pending.drain(..at);
    }

    /// Inside a paste, from byte `at`: everything up to `ESC [ 201 ~` is text.
    fn take_paste(&mut self, at: usize, out: &mut Vec<Event>) -> Paste {
        let rest = &self.pending[at..];
        if self.paste.is_none() {
            return Paste::Ended(at);
        }
        if let Some(end) = find(rest, PASTE_END) {
            let text = rest[..end].to_vec();
            self.keep_paste_text(&text);
            self.end_paste(out);
            return Paste::Ended(at + end + PASTE_END.len());
        }
        // No end yet: take the text, but keep a tail that may be the end marker's start.
        let keep = (1..PASTE_END.len())
            .rev()
            .find(|&n| rest.ends_with(&PASTE_END[..n]))
            .unwrap_or(0);
        let text_end = rest.len() - keep;
        let text = rest[..text_end].to_vec();
        self.keep_paste_text(&text);
        Paste::Open(at + text_end)
    }

    /// More text of the open paste: kept up to [`MAX_PASTE`], counted beyond.
    fn keep_paste_text(&mut self, text: &[u8]) {
        let Some(paste) = self.paste.as_mut() else {
            return;
        };
        let room = MAX_PASTE.saturating_sub(paste.len()).min(text.len());
        paste.extend_from_slice(&text[..room]);
        self.paste_dropped += text.len() - room;
    }

    /// The open paste ended: handed over whole, or, too long to keep, reported instead.
    fn end_paste(&mut self, out: &mut Vec<Event>) {
        let Some(text) = self.paste.take() else {
            return;
        };
        let dropped = std::mem::take(&mut self.paste_dropped);
        if dropped > 0 {
            self.too_long = Some(text.len() + dropped);
        } else {
            push_paste(&text, out);
        }
    }

    /// A paste longer than [`MAX_PASTE`] ended since the last call: its length in bytes. Its
    /// text was dropped, since half a paste would be read as something it is not.
    pub fn take_too_long(&mut self) -> Option<usize> {
        self.too_long.take()
    }
}

/// Where a paste stands after the bytes at hand.
enum Paste {
    /// Its end was found; parsing goes on from here.
    Ended(usize),
    /// Still open; the bytes up to here are taken.
    Open(usize),
}

/// `text` as paste events, invalid UTF-8 replaced.
fn push_paste(text: &[u8], out: &mut Vec<Event>) {
    if !text.is_empty() {
        out.push(Event::Paste(String::from_utf8_lossy(text).into_owned()));
    }
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

fn key(code: KeyCode, modifiers: KeyModifiers) -> Event {
    Event::Key(KeyEvent::new(code, modifiers))
}

/// The first thing in `bytes` (never empty).
fn scan(bytes: &[u8]) -> Scan {
    let first = bytes[0];
    match first {
        ESC => escape(bytes),
        b'\r' | b'\n' => Scan::Done(Some(key(KeyCode::Enter, KeyModifiers::NONE)), 1),
        b'\t' => Scan::Done(Some(key(KeyCode::Tab, KeyModifiers::NONE)), 1),
        0x7f | 0x08 => Scan::Done(Some(key(KeyCode::Backspace, KeyModifiers::NONE)), 1),
        0x00 => Scan::Done(Some(key(KeyCode::Char(' '), KeyModifiers::CONTROL)), 1),
        0x01..=0x1a => {
            let letter = char::from(b'a' + first - 1);
            Scan::Done(Some(key(KeyCode::Char(letter), KeyModifiers::CONTROL)), 1)
        }
        0x1c..=0x1f => {
            let c = char::from(b'4' + first - 0x1c);
            Scan::Done(Some(key(KeyCode::Char(c), KeyModifiers::CONTROL)), 1)
        }
        _ => utf8(bytes),
    }
}

/// One UTF-8 character; an invalid byte is dropped alone.
fn utf8(bytes: &[u8]) -> Scan {
    let len = match bytes[0] {
        0x00..=0x7f => 1,
        0xc2..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf4 => 4,
        _ => return Scan::Done(None, 1),
    };
    if bytes.len() < len {
        // A continuation byte that is not one means the character is broken: drop its start.
        if bytes[1..].iter().any(|b| b & 0xc0 != 0x80) {
            return Scan::Done(None, 1);
        }
        return Scan::Incomplete;
    }
    match std::str::from_utf8(&bytes[..len])
        .ok()
        .and_then(|s| s.chars().next())
    {
        Some(c) => {
            let modifiers = if c.is_uppercase() {
                KeyModifiers::SHIFT
            } else {
                KeyModifiers::NONE
            };
            Scan::Done(Some(key(KeyCode::Char(c), modifiers)), len)
        }
        None => Scan::Done(None, 1),
    }
}

fn escape(bytes: &[u8]) -> Scan {
    match bytes.get(1) {
        None => Scan::Incomplete,
        Some(b'[') => csi(bytes),
        Some(b'O') => ss3(bytes),
        // Esc pressed twice, or Esc then a sequence: the first is the Esc key.
        Some(&ESC) => Scan::Done(Some(key(KeyCode::Esc, KeyModifiers::NONE)), 1),
        Some(_) => match scan(&bytes[1..]) {
            Scan::Incomplete => Scan::Incomplete,
            Scan::Done(Some(Event::Key(mut k)), used) => {
                k.modifiers |= KeyModifiers::ALT;
                Scan::Done(Some(Event::Key(k)), used + 1)
            }
            Scan::Done(_, used) => Scan::Done(None, used + 1),
        },
    }
}

/// `ESC O x`: arrows, Home and End in application cursor mode, F1–F4.
fn ss3(bytes: &[u8]) -> Scan {
    let Some(&last) = bytes.get(2) else {
        return Scan::Incomplete;
    };
    let code = match last {
        b'A' => KeyCode::Up,
        b'B' => KeyCode::Down,
        b'C' => KeyCode::Right,
        b'D' => KeyCode::Left,
        b'H' => KeyCode::Home,
        b'F' => KeyCode::End,
        b'P'..=b'S' => KeyCode::F(last - b'P' + 1),
        _ => return Scan::Done(None, 3),
    };
    Scan::Done(Some(key(code, KeyModifiers::NONE)), 3)
}

/// `ESC [ params final`. A byte that cannot be in a CSI ends it: the broken sequence is
/// dropped and parsing goes on from that byte.
fn csi(bytes: &[u8]) -> Scan {
    let mut end = 2;
    loop {
        let Some(&b) = bytes.get(end) else {
            return if end >= MAX_SEQUENCE {
                Scan::Done(None, end)
            } else {
                Scan::Incomplete
            };
        };
        match b {
            0x20..=0x3f => end += 1,
            0x40..=0x7e => break,
            _ => return Scan::Done(None, end),
        }
        if end >= MAX_SEQUENCE {
            return Scan::Done(None, end);
        }
    }
    let params = &bytes[2..end];
    let last = bytes[end];
    let used = end + 1;
    if last == b'M' && params.is_empty() {
        return x10_mouse(bytes, used);
    }
    if let Some(sgr) = params.strip_prefix(b"<") {
        return Scan::Done(sgr_mouse(sgr, last), used);
    }
    let numbers = numbers(params);
    let modifiers = numbers
        .get(1)
        .map_or(KeyModifiers::NONE, |&m| modifier_bits(m));
    let code = match (last, numbers.first().copied().unwrap_or(1)) {
        (b'A', _) => KeyCode::Up,
        (b'B', _) => KeyCode::Down,
        (b'C', _) => KeyCode::Right,
        (b'D', _) => KeyCode::Left,
        (b'H', _) | (b'~', 1 | 7) => KeyCode::Home,
        (b'F', _) | (b'~', 4 | 8) => KeyCode::End,
        (b'Z', _) => KeyCode::BackTab,
        (b'~', 2) => KeyCode::Insert,
        (b'~', 3) => KeyCode::Delete,
        (b'~', 5) => KeyCode::PageUp,
        (b'~', 6) => KeyCode::PageDown,
        (b'~', n @ 11..=15) => KeyCode::F(u8::try_from(n - 10).unwrap_or(1)),
        (b'~', n @ 17..=21) => KeyCode::F(u8::try_from(n - 11).unwrap_or(1)),
        (b'~', n @ 23..=24) => KeyCode::F(u8::try_from(n - 12).unwrap_or(1)),
        // The start of a bracketed paste: the parser collects the text.
        (b'~', 200) => return Scan::Done(Some(Event::Paste(String::new())), used),
        _ => return Scan::Done(None, used),
    };
    Scan::Done(Some(key(code, modifiers)), used)
}

/// The numbers of a `;`-separated parameter list (missing or unreadable ones are 0).
fn numbers(params: &[u8]) -> Vec<u32> {
    params
        .split(|&b| b == b';')
        .map(|p| {
            p.iter()
                .take_while(|b| b.is_ascii_digit())
                .fold(0u32, |n, d| {
                    n.saturating_mul(10).saturating_add(u32::from(d - b'0'))
                })
        })
        .collect()
}

/// xterm's modifier parameter: 1 + (shift 1, alt 2, ctrl 4).
fn modifier_bits(m: u32) -> KeyModifiers {
    let bits = m.saturating_sub(1);
    let mut modifiers = KeyModifiers::NONE;
    if bits & 1 != 0 {
        modifiers |= KeyModifiers::SHIFT;
    }
    if bits & 2 != 0 {
        modifiers |= KeyModifiers::ALT;
    }
    if bits & 4 != 0 {
        modifiers |= KeyModifiers::CONTROL;
    }
    modifiers
}

/// `ESC [ < b ; x ; y M` (press, motion) or `m` (release).
fn sgr_mouse(params: &[u8], last: u8) -> Option<Event> {
    let numbers = numbers(params);
    let [b, x, y] = numbers[..] else {
        return None;
    };
    mouse(b, x, y, last == b'm')
}

/// `ESC [ M b x y`, each a byte offset by 32 (terminals without SGR reports).
fn x10_mouse(bytes: &[u8], used: usize) -> Scan {
    let Some(raw) = bytes.get(used..used + 3) else {
        return Scan::Incomplete;
    };
    let [b, x, y] = [raw[0], raw[1], raw[2]].map(|v| u32::from(v.saturating_sub(32)));
    let release = b & 3 == 3;
    Scan::Done(mouse(b, x, y, release), used + 3)
}

fn mouse(b: u32, x: u32, y: u32, release: bool) -> Option<Event> {
    let column = u16::try_from(x.checked_sub(1)?).ok()?;
    let row = u16::try_from(y.checked_sub(1)?).ok()?;
    let button = match b & 3 {
        0 => MouseButton::Left,
        1 => MouseButton::Middle,
        _ => MouseButton::Right,
    };
    let kind = if b & 64 != 0 {
        match b & 3 {
            0 => MouseEventKind::ScrollUp,
            1 => MouseEventKind::ScrollDown,
            2 => MouseEventKind::ScrollLeft,
            _ => MouseEventKind::ScrollRight,
        }
    } else if b & 32 != 0 {
        if b & 3 == 3 {
            MouseEventKind::Moved
        } else {
            MouseEventKind::Drag(button)
        }
    } else if release {
        MouseEventKind::Up(button)
    } else {
        MouseEventKind::Down(button)
    };
    let mut modifiers = KeyModifiers::NONE;
    if b & 4 != 0 {
        modifiers |= KeyModifiers::SHIFT;
    }
    if b & 8 != 0 {
        modifiers |= KeyModifiers::ALT;
    }
    if b & 16 != 0 {
        modifiers |= KeyModifiers::CONTROL;
    }
    Some(Event::Mouse(MouseEvent {
        kind,
        column,
        row,
        modifiers,
    }))
}

#[cfg(test)]
mod tests;
