//! The terminal's input and the process's signals, as one stream the event loop waits on.
//!
//! Our own reader rather than crossterm's: crossterm's waits without end for the rest of a
//! cut escape sequence (a lone `ESC [ < 0 ;` from a slow link, a paste start with no end) and,
//! while it waits, neither keys nor resizes get through; and it reads a burst of keys 1,024
//! bytes at a time, leaving the rest until the next key arrives. Here one thread reads the
//! terminal in large blocks and another turns signals into messages, and background work
//! sends its answers on the same channel ([`Outbox`]); [`Reader::next`] parses
//! the bytes ([`parse`]) and gives up a sequence still incomplete once the terminal has been
//! quiet for a moment ([`GIVE_UP`]), so the keys behind it always get through.

pub mod parse;

use std::collections::VecDeque;
use std::io;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, TryRecvError, channel};
use std::time::{Duration, Instant};

use crossterm::event::Event;

use parse::Parser;

use super::action::Action;

/// How long a lone `ESC` waits for the rest of a sequence before it is the Esc key: long enough
/// for a sequence that arrives in two reads, short enough that Esc feels immediate.
pub const LONE_ESCAPE: Duration = Duration::from_millis(50);

/// How long any other incomplete sequence (or a paste without its end) waits for its rest.
pub const GIVE_UP: Duration = Duration::from_millis(300);

/// What the event loop gets.
#[derive(Debug, PartialEq)]
pub enum Input {
    Event(Event),
    /// A signal that ends the session (`TERM`, `HUP`, `INT`, `QUIT`), or the terminal went away
    /// (as `HUP`): save, restore the terminal, and end with this signal.
    Stop(i32),
    /// A stop from outside (`TSTP`): hand the terminal back, stop, and take it again after.
    Suspend,
    /// Continued after a stop (`CONT`): the screen needs drawing afresh.
    Resume,
    /// A paste too long to read ([`parse::MAX_PASTE`]), dropped: its length in bytes.
    PasteTooLong(usize),
    /// Background work's answer ([`Outbox::send`]).
    Action(Action),
}

/// What the threads send.
enum Chunk {
    Bytes(Vec<u8>),
    #[cfg_attr(unix, expect(dead_code, reason = "the fallback reader's events"))]
    Event(Event),
    Signal(i32),
    /// The terminal cannot be read any more (closed: a window closing, a hang-up).
    Closed,
    Action(Action),
}

/// Where background work sends its answer: the channel the event loop waits on, so the loop
/// wakes when the answer comes instead of looking for it every few milliseconds.
#[derive(Clone)]
pub struct Outbox(Sender<Chunk>);

impl Outbox {
    /// Hand `action` to the loop; dropped if the session has ended.
    pub fn send(&self, action: Action) {
        let _ = self.0.send(Chunk::Action(action));
    }
}

pub struct Reader {
    chunks: Receiver<Chunk>,
    outbox: Outbox,
    parser: Parser,
    ready: VecDeque<Input>,
    /// When the last bytes came, for giving up an incomplete sequence.
    last_bytes: Instant,
    #[cfg(unix)]
    signals: signal_hook::iterator::Handle,
}

impl Reader {
    /// Start reading the terminal and listening for signals.
    pub fn start() -> io::Result<Self> {
        let (send, chunks) = channel();
        let outbox = Outbox(send.clone());
        #[cfg(unix)]
        let signals = unix::start(send)?;
        #[cfg(not(unix))]
        fallback::start(send);
        Ok(Self {
            chunks,
            outbox,
            parser: Parser::new(),
            ready: VecDeque::new(),
            last_bytes: Instant::now(),
            #[cfg(unix)]
            signals,
        })
    }

    /// Where background work answers.
    #[must_use]
    pub fn outbox(&self) -> Outbox {
        self.outbox.clone()
    }

    /// The next input, waiting at most `timeout` (`None`: as long as it takes); `None` when
    /// the time passes first.
    pub fn next(&mut self, timeout: Option<Duration>) -> Option<Input> {
        let deadline = timeout.map(|t| Instant::now() + t);
        loop {
            if let Some(input) = self.ready.pop_front() {
                return Some(input);
            }
            let now = Instant::now();
            let give_up_at = self.parser.is_waiting().then(|| {
                let wait = if self.parser.holds_lone_escape() {
                    LONE_ESCAPE
                } else {
                    GIVE_UP
                };
                self.last_bytes + wait
            });
            let wake = match (deadline, give_up_at) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
            let received = match wake {
                Some(at) => match self.chunks.recv_timeout(at.saturating_duration_since(now)) {
                    Ok(chunk) => Some(chunk),
                    Err(RecvTimeoutError::Timeout) => None,
                    Err(RecvTimeoutError::Disconnected) => Some(Chunk::Closed),
                },
                None => Some(self.chunks.recv().unwrap_or(Chunk::Closed)),
            };
            match received {
                Some(chunk) => self.take(chunk),
                None if give_up_at.is_some_and(|at| Instant::now() >= at) => {
                    let mut events = Vec::new();
                    self.parser.give_up(&mut events);
                    self.take_events(events);
                }
                None => return None,
            }
        }
    }

    /// The next input if one is already here (a burst of keys is handled before drawing).
    pub fn try_next(&mut self) -> Option<Input> {
        loop {
            if let Some(input) = self.ready.pop_front() {
                return Some(input);
            }
            match self.chunks.try_recv() {
                Ok(chunk) => self.take(chunk),
                Err(TryRecvError::Empty) => return None,
                Err(TryRecvError::Disconnected) => self.take(Chunk::Closed),
            }
        }
    }

    /// What the parser made of the bytes, a paste too long to read included.
    fn take_events(&mut self, events: Vec<Event>) {
        self.ready.extend(events.into_iter().map(Input::Event));
        if let Some(length) = self.parser.take_too_long() {
            self.ready.push_back(Input::PasteTooLong(length));
        }
    }

    fn take(&mut self, chunk: Chunk) {
        match chunk {
            Chunk::Bytes(bytes) => {
                self.last_bytes = Instant::now();
                let mut events = Vec::new();
                self.parser.feed(&bytes, &mut events);
                self.take_events(events);
            }
            Chunk::Event(event) => self.ready.push_back(Input::Event(event)),
            Chunk::Signal(signal) => self.ready.push_back(signal_input(signal)),
            Chunk::Closed => self.ready.push_back(Input::Stop(HANG_UP)),
            Chunk::Action(action) => self.ready.push_back(Input::Action(action)),
        }
    }
}

impl Drop for Reader {
    fn drop(&mut self) {
        // Our signal handlers go with the session: after it, the defaults apply again.
        #[cfg(unix)]
        self.signals.close();
    }
}

#[cfg(unix)]
const HANG_UP: i32 = signal_hook::consts::SIGHUP;
#[cfg(not(unix))]
const HANG_UP: i32 = 1;

#[cfg(unix)]
fn signal_input(signal: i32) -> Input {
    use signal_hook::consts::{SIGCONT, SIGTSTP, SIGWINCH};
    match signal {
        SIGWINCH => Input::Event(Event::Resize(0, 0)),
        SIGTSTP => Input::Suspend,
        SIGCONT => Input::Resume,
        other => Input::Stop(other),
    }
}

#[cfg(not(unix))]
fn signal_input(signal: i32) -> Input {
    Input::Stop(signal)
}

/// End the process the way `signal` would have, once the session is cleaned up: the default
/// action re-raised (so a shell sees "terminated by signal"), or exit status 128 + signal.
pub fn end_with(signal: i32) -> ! {
    #[cfg(unix)]
    {
        let _ = signal_hook::low_level::emulate_default_handler(signal);
    }
    std::process::exit(128 + signal)
}

/// Stop the process as `TSTP` would (returns once continued).
#[cfg(unix)]
pub fn stop_now() {
    let _ = signal_hook::low_level::emulate_default_handler(signal_hook::consts::SIGTSTP);
}

#[cfg(not(unix))]
pub fn stop_now() {}

#[cfg(unix)]
mod unix {
    use std::fs::File;
    use std::io::{self, Read};
    use std::sync::mpsc::Sender;

    use signal_hook::consts::{SIGCONT, SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGTSTP, SIGWINCH};
    use signal_hook::iterator::{Handle, Signals};

    use super::Chunk;

    /// Bytes read at once: a burst of thousands of keys arrives in one or two reads.
    const BLOCK: usize = 64 * 1024;

    pub(super) fn start(send: Sender<Chunk>) -> io::Result<Handle> {
        // The terminal itself, not stdin: stdin may be a puzzle piped in.
        let mut tty = File::open("/dev/tty")?;
        let mut signals =
            Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT])?;
        let handle = signals.handle();
        let to_loop = send.clone();
        std::thread::spawn(move || {
            for signal in signals.forever() {
                if to_loop.send(Chunk::Signal(signal)).is_err() {
                    break;
                }
            }
        });
        std::thread::spawn(move || {
            let mut buf = vec![0u8; BLOCK];
            loop {
                match tty.read(&mut buf) {
                    Ok(0) => {
                        let _ = send.send(Chunk::Closed);
                        break;
                    }
                    Ok(n) => {
                        if send.send(Chunk::Bytes(buf[..n].to_vec())).is_err() {
                            break;
                        }
                    }
                    Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                    Err(_) => {
                        let _ = send.send(Chunk::Closed);
                        break;
                    }
                }
            }
        });
        Ok(handle)
    }
}

#[cfg(not(unix))]
mod fallback {
    use std::sync::mpsc::Sender;

    use super::Chunk;

    /// Elsewhere, crossterm's own reader.
    pub(super) fn start(send: Sender<Chunk>) {
        std::thread::spawn(move || {
            while let Ok(event) = crossterm::event::read() {
                if send.send(Chunk::Event(event)).is_err() {
                    return;
                }
            }
            let _ = send.send(Chunk::Closed);
        });
    }
}

/// The channel's sending end, for tests that play the threads' part.
#[cfg(test)]
pub fn for_test() -> (std::sync::mpsc::Sender<Vec<u8>>, Reader) {
    let (send, chunks) = channel();
    let outbox = Outbox(send.clone());
    let (bytes, receive) = channel::<Vec<u8>>();
    std::thread::spawn(move || {
        while let Ok(b) = receive.recv() {
            if send.send(Chunk::Bytes(b)).is_err() {
                break;
            }
        }
    });
    let reader = Reader {
        chunks,
        outbox,
        parser: Parser::new(),
        ready: VecDeque::new(),
        last_bytes: Instant::now(),
        #[cfg(unix)]
        signals: match signal_hook::iterator::Signals::new::<[i32; 0], i32>([]) {
            Ok(signals) => signals.handle(),
            Err(e) => panic!("no signal handle for the test: {e}"),
        },
    };
    (bytes, reader)
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

    use super::{GIVE_UP, Input, LONE_ESCAPE, for_test};

    fn key(c: char) -> Input {
        Input::Event(Event::Key(KeyEvent::new(
            KeyCode::Char(c),
            KeyModifiers::NONE,
        )))
    }

    #[test]
    fn a_cut_sequence_is_given_up_and_the_next_key_arrives() {
        let (send, mut reader) = for_test();
        send.send(b"\x1b[<0;".to_vec()).unwrap();
        let started = Instant::now();
        // The rest never comes; a key does, after the sequence was given up. Had the cut
        // sequence been kept, `q` would end it and vanish with it.
        std::thread::spawn(move || {
            std::thread::sleep(GIVE_UP + Duration::from_millis(100));
            send.send(b"q".to_vec()).unwrap();
        });
        assert_eq!(reader.next(Some(Duration::from_secs(5))), Some(key('q')));
        assert!(started.elapsed() < Duration::from_secs(2));
    }

    #[test]
    fn a_lone_escape_becomes_the_esc_key_quickly() {
        let (send, mut reader) = for_test();
        send.send(b"\x1b".to_vec()).unwrap();
        let started = Instant::now();
        let got = reader.next(Some(Duration::from_secs(5)));
        assert_eq!(
            got,
            Some(Input::Event(Event::Key(KeyEvent::new(
                KeyCode::Esc,
                KeyModifiers::NONE
            ))))
        );
        let took = started.elapsed();
        assert!(took >= LONE_ESCAPE && took < GIVE_UP, "{took:?}");
    }

    #[test]
    fn the_wait_ends_on_time_when_nothing_comes() {
        let (_send, mut reader) = for_test();
        let started = Instant::now();
        assert_eq!(reader.next(Some(Duration::from_millis(30))), None);
        assert!(started.elapsed() >= Duration::from_millis(30));
    }

    #[test]
    fn a_burst_is_there_without_waiting() {
        let (send, mut reader) = for_test();
        send.send(vec![b'l'; 3000]).unwrap();
        assert_eq!(reader.next(Some(Duration::from_secs(5))), Some(key('l')));
        let mut rest = 0;
        while reader.try_next().is_some() {
            rest += 1;
        }
        assert_eq!(rest, 2999);
    }
}
