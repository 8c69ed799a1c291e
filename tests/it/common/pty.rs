//! The real binary in an 80×24 pseudo-terminal, its screen emulated by vt100: keys go in, the
//! screen's text and every cell's attributes come out, as a terminal would show them.

use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, native_pty_system};

pub const ROWS: u16 = 24;
pub const COLS: u16 = 80;
/// How long a wait lasts before it fails: long enough for a machine busy with other builds to
/// start a debug binary and draw (a wait that succeeds returns as soon as the screen is ready).
const PATIENCE: Duration = Duration::from_secs(90);
/// How long the screen must stay unchanged to count as settled: a frame is written in pieces,
/// and on a loaded machine the program may be paused between two of them for a while.
const QUIET: Duration = Duration::from_millis(400);

/// One run of a program in the pseudo-terminal; a reader thread feeds its output to `screen`.
pub struct Session {
    child: Box<dyn Child + Send + Sync>,
    /// `None` once the terminal is closed (a window closing).
    writer: Arc<Mutex<Option<Box<dyn Write + Send>>>>,
    master: Option<Box<dyn MasterPty + Send>>,
    pub screen: Arc<Mutex<vt100::Parser>>,
    /// Tells the reader thread to let go of the terminal, so that closing it closes it.
    closing: Arc<AtomicBool>,
    reading: Option<JoinHandle<()>>,
    /// The data directory made for this session by [`Session::open`], removed with it.
    own_data: Option<tempfile::TempDir>,
}

/// What a cell looks like: its text and every attribute a terminal can show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Look {
    pub text: String,
    pub fg: vt100::Color,
    pub bg: vt100::Color,
    pub bold: bool,
    pub inverse: bool,
    pub underline: bool,
}

/// What the emulated terminal answers to the colour queries.
struct Answers {
    foreground: String,
    background: String,
}

impl Session {
    /// `stepdoku ARGS` from the crate root, saving in a new temporary directory of its own
    /// ([`Session::data`]), removed when the session is dropped.
    pub fn open(args: &[&str]) -> Self {
        let data = tempfile::tempdir().unwrap();
        let mut session = Self::start(args, data.path(), &[]);
        session.own_data = Some(data);
        session
    }

    /// `stepdoku ARGS` once this session has ended, in the data directory it made (which the
    /// new session keeps): a later run of the player on the same saves.
    pub fn then_run(mut self, args: &[&str]) -> Self {
        let data = self
            .own_data
            .take()
            .expect("a session opened with Session::open");
        let mut session = Self::start(args, data.path(), &[]);
        session.own_data = Some(data);
        session
    }

    /// `stepdoku judge …` with the arguments `judged` was built with (from the crate root,
    /// saving in `data_dir`): what a learner types in a terminal.
    pub fn judging(judged: &crate::common::judge::Judge, data_dir: &Path) -> Self {
        let args: Vec<&str> = judged.argv().iter().map(|a| a.to_str().unwrap()).collect();
        Self::start(&args, data_dir, &[])
    }

    /// The data directory [`Session::open`] made.
    pub fn data(&self) -> &Path {
        self.own_data
            .as_ref()
            .expect("a session opened with its own data directory")
            .path()
    }

    /// `stepdoku ARGS` from the crate root, saving in `data_dir`, with extra environment.
    pub fn start(args: &[&str], data_dir: &Path, env: &[(&str, &str)]) -> Self {
        Self::spawn(env!("CARGO_BIN_EXE_stepdoku"), args, data_dir, env, None)
    }

    /// `stepdoku ARGS` in a terminal that answers the colour queries as a terminal with
    /// `background` and `foreground` (`rgb:ffff/ffff/ffff`) does (OSC 11, OSC 10), and the
    /// device-attributes query as a VT220.
    pub fn start_answering(
        args: &[&str],
        data_dir: &Path,
        (background, foreground): (&str, &str),
    ) -> Self {
        let answers = Answers {
            foreground: format!("\x1b]10;{foreground}\x1b\\"),
            background: format!("\x1b]11;{background}\x1b\\"),
        };
        Self::spawn(
            env!("CARGO_BIN_EXE_stepdoku"),
            args,
            data_dir,
            &[],
            Some(answers),
        )
    }

    /// Any program (a shell pipeline feeding stdin, say), with the same terminal and data dir.
    pub fn start_program(program: &str, args: &[&str], data_dir: &Path) -> Self {
        Self::spawn(program, args, data_dir, &[], None)
    }

    fn spawn(
        program: &str,
        args: &[&str],
        data_dir: &Path,
        env: &[(&str, &str)],
        answer: Option<Answers>,
    ) -> Self {
        let pair = native_pty_system()
            .openpty(PtySize {
                rows: ROWS,
                cols: COLS,
                pixel_width: 0,
                pixel_height: 0,
            })
            .unwrap();
        let mut cmd = CommandBuilder::new(program);
        cmd.args(args);
        cmd.cwd(env!("CARGO_MANIFEST_DIR"));
        cmd.env("STEPDOKU_DATA_DIR", data_dir);
        // The settings file of the test, never the tester's own: absent unless written there.
        cmd.env("STEPDOKU_CONFIG", data_dir.join("config.toml"));
        cmd.env("TERM", "xterm-256color");
        cmd.env_remove("NO_COLOR");
        for (k, v) in env {
            cmd.env(k, v);
        }
        let child = pair.slave.spawn_command(cmd).unwrap();
        drop(pair.slave);
        let mut reader = pair.master.try_clone_reader().unwrap();
        let writer: Arc<Mutex<Option<Box<dyn Write + Send>>>> =
            Arc::new(Mutex::new(Some(pair.master.take_writer().unwrap())));
        let replies = Arc::clone(&writer);
        let screen = Arc::new(Mutex::new(vt100::Parser::new(
            ROWS.try_into().unwrap(),
            COLS.try_into().unwrap(),
            0,
        )));
        let sink = Arc::clone(&screen);
        // Reads that never block, so the thread can be told to let go of its end (a blocked
        // read would keep the terminal open after the window "closes").
        let fd = pair.master.as_raw_fd().unwrap();
        let flags = nix::fcntl::fcntl(fd, nix::fcntl::FcntlArg::F_GETFL).unwrap();
        let flags = nix::fcntl::OFlag::from_bits_truncate(flags) | nix::fcntl::OFlag::O_NONBLOCK;
        nix::fcntl::fcntl(fd, nix::fcntl::FcntlArg::F_SETFL(flags)).unwrap();
        let closing = Arc::new(AtomicBool::new(false));
        let stop = Arc::clone(&closing);
        let reading = std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while !stop.load(Ordering::SeqCst) {
                match reader.read(&mut buf) {
                    Ok(0) => break,
                    Ok(n) => {
                        let chunk = &buf[..n];
                        if let Some(answer) = &answer {
                            let mut out = replies.lock().unwrap();
                            if let Some(w) = out.as_mut() {
                                if chunk.windows(6).any(|w| w == b"\x1b]10;?") {
                                    let _ = w.write_all(answer.foreground.as_bytes());
                                }
                                if chunk.windows(6).any(|w| w == b"\x1b]11;?") {
                                    let _ = w.write_all(answer.background.as_bytes());
                                }
                                if chunk.windows(3).any(|w| w == b"\x1b[c") {
                                    let _ = w.write_all(b"\x1b[?62;22c");
                                }
                                let _ = w.flush();
                            }
                        }
                        sink.lock().unwrap().process(chunk);
                    }
                    Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                        std::thread::sleep(Duration::from_millis(5));
                    }
                    Err(_) => break,
                }
            }
        });
        Self {
            child,
            writer,
            master: Some(pair.master),
            screen,
            closing,
            reading: Some(reading),
            own_data: None,
        }
    }

    pub fn send(&mut self, keys: &str) {
        self.send_bytes(keys.as_bytes());
    }

    pub fn send_bytes(&mut self, bytes: &[u8]) {
        let mut writer = self.writer.lock().unwrap();
        let writer = writer.as_mut().expect("the terminal is open");
        // A paste larger than the terminal's buffer goes in as the program reads it.
        let mut rest = bytes;
        while !rest.is_empty() {
            match writer.write(rest) {
                Ok(n) => rest = &rest[n..],
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                    std::thread::sleep(Duration::from_millis(1));
                }
                Err(e) => panic!("writing to the terminal: {e}"),
            }
        }
        writer.flush().unwrap();
    }

    /// The program's process id, for sending it signals.
    pub fn pid(&self) -> u32 {
        self.child.process_id().expect("a running child")
    }

    /// Send the program a signal by name (`TERM`, `HUP`, …), as `kill -s` does.
    pub fn signal(&self, name: &str) {
        let status = std::process::Command::new("kill")
            .args(["-s", name, &self.pid().to_string()])
            .status()
            .unwrap();
        assert!(status.success(), "kill -s {name}");
    }

    /// Resize the terminal, as a window being resized does (the program gets `SIGWINCH`).
    pub fn resize(&mut self, rows: u16, cols: u16) {
        let master = self.master.as_ref().expect("the terminal is open");
        master
            .resize(PtySize {
                rows,
                cols,
                pixel_width: 0,
                pixel_height: 0,
            })
            .unwrap();
        self.screen
            .lock()
            .unwrap()
            .set_size(rows.try_into().unwrap(), cols.try_into().unwrap());
    }

    /// The terminal's line discipline is back to normal (not raw): canonical input and echo.
    pub fn terminal_is_cooked(&self) -> bool {
        use nix::sys::termios::LocalFlags;
        let master = self.master.as_ref().expect("the terminal is open");
        let termios = master.get_termios().expect("termios of the pty");
        termios
            .local_flags
            .contains(LocalFlags::ICANON | LocalFlags::ECHO)
    }

    /// Close the terminal, as closing its window does: every handle on its master side goes.
    pub fn close_terminal(&mut self) {
        self.closing.store(true, Ordering::SeqCst);
        if let Some(reading) = self.reading.take() {
            reading.join().unwrap();
        }
        *self.writer.lock().unwrap() = None;
        self.master = None;
    }

    pub fn contents(&self) -> String {
        self.screen.lock().unwrap().screen().contents()
    }

    /// Wait until the screen satisfies `ready`.
    pub fn wait_for(&self, what: &str, ready: impl Fn(&vt100::Screen) -> bool) {
        let deadline = Instant::now() + PATIENCE;
        while Instant::now() < deadline {
            if ready(self.screen.lock().unwrap().screen()) {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("timed out waiting for {what}; screen:\n{}", self.contents());
    }

    pub fn wait_for_text(&self, text: &str) {
        self.wait_for(text, |s| s.contents().contains(text));
    }

    /// The board's top-left corner, found on the screen itself.
    pub fn board_origin(&self) -> (u16, u16) {
        let parser = self.screen.lock().unwrap();
        let screen = parser.screen();
        for row in 0..ROWS {
            for col in 0..COLS {
                if screen.cell(row, col).is_some_and(|c| c.contents() == "┏") {
                    return (row, col);
                }
            }
        }
        panic!("no board on screen:\n{}", screen.contents());
    }

    /// The middle character of every cell (compact layout: 3 wide, lines between cells).
    pub fn board(&self) -> BTreeMap<String, Look> {
        let (top, left) = self.board_origin();
        let parser = self.screen.lock().unwrap();
        let screen = parser.screen();
        let mut looks = BTreeMap::new();
        for r in 0..9u16 {
            for c in 0..9u16 {
                let cell = screen.cell(top + 1 + 2 * r, left + 2 + 4 * c).unwrap();
                looks.insert(
                    format!("r{}c{}", r + 1, c + 1),
                    Look {
                        // Never written and written blank look the same on a terminal.
                        text: match cell.contents() {
                            "" => " ".to_owned(),
                            text => text.to_owned(),
                        },
                        fg: cell.fgcolor(),
                        bg: cell.bgcolor(),
                        bold: cell.bold(),
                        inverse: cell.inverse(),
                        underline: cell.underline(),
                    },
                );
            }
        }
        looks
    }

    /// `q`, and the program ends with exit code 0.
    #[track_caller]
    pub fn quit(&mut self) {
        self.send("q");
        assert_eq!(self.wait_exit(), 0);
    }

    /// `q` where the game cannot be saved: the player warns, a second `q` quits with exit code
    /// 2, and once the terminal is back the screen says `said` (the last bytes may still be on
    /// their way from the pty after the exit).
    #[track_caller]
    pub fn quit_unsaved(&mut self, said: &str) {
        self.send("q");
        self.wait_for_text("q again quits");
        self.send("q");
        assert_eq!(self.wait_exit(), 2);
        self.wait_for_text(said);
    }

    /// `q` on a popup showing `text`: it closes (on the board, `q` would quit).
    pub fn close_popup(&mut self, text: &str) {
        self.send("q");
        self.wait_for("the popup to close", |s| !s.contents().contains(text));
    }

    pub fn wait_exit(&mut self) -> u32 {
        self.wait_status().exit_code()
    }

    /// How the program ended: its exit code, and the signal that ended it, if one did.
    pub fn wait_status(&mut self) -> portable_pty::ExitStatus {
        let deadline = Instant::now() + PATIENCE;
        while Instant::now() < deadline {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        panic!("the program did not exit; screen:\n{}", self.contents());
    }
}

/// `n` as the screen writes counts: thousands separated by commas (`1,000,000`).
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

/// The cells whose look differs between two reads of the board.
pub fn changed(a: &BTreeMap<String, Look>, b: &BTreeMap<String, Look>) -> Vec<String> {
    a.keys().filter(|k| a[*k] != b[*k]).cloned().collect()
}

/// The whole screen's text and every board cell's look, once the screen has stopped changing
/// (a frame is written in pieces; a read in the middle would mix two frames).
pub fn settled(session: &Session) -> (String, BTreeMap<String, Look>) {
    let deadline = Instant::now() + PATIENCE;
    let mut last = (session.contents(), session.board());
    let mut unchanged_since = Instant::now();
    loop {
        std::thread::sleep(Duration::from_millis(50));
        let now = (session.contents(), session.board());
        if now != last {
            last = now;
            unchanged_since = Instant::now();
        } else if unchanged_since.elapsed() >= QUIET {
            return now;
        }
        assert!(
            Instant::now() < deadline,
            "the screen never settled:\n{}",
            session.contents()
        );
    }
}

/// `stepdoku play puzzles/classic.txt` on `data_dir`: r1c3 = 4, then `q`. Leaves one game in
/// progress, with one move.
pub fn play_one_move(data_dir: &Path) {
    let mut player = Session::start(&["play", "puzzles/classic.txt"], data_dir, &[]);
    player.wait_for_text("q quit");
    player.send("\x1b[C\x1b[C4");
    player.wait_for_text("Left");
    player.send("q");
    assert_eq!(player.wait_exit(), 0);
}
