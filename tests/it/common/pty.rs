//! The real binary in an 80×24 pseudo-terminal, its screen emulated by vt100: keys go in, the
//! screen's text and every cell's attributes come out, as a terminal would show them.

use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use portable_pty::{Child, CommandBuilder, PtySize, native_pty_system};

pub const ROWS: u16 = 24;
pub const COLS: u16 = 80;
const PATIENCE: Duration = Duration::from_secs(30);

/// One run of a program in the pseudo-terminal; a reader thread feeds its output to `screen`.
pub struct Session {
    child: Box<dyn Child + Send + Sync>,
    writer: Box<dyn Write + Send>,
    pub screen: Arc<Mutex<vt100::Parser>>,
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

impl Session {
    /// `stepdoku ARGS` from the crate root, saving in `data_dir`, with extra environment.
    pub fn start(args: &[&str], data_dir: &Path, env: &[(&str, &str)]) -> Self {
        Self::spawn(env!("CARGO_BIN_EXE_stepdoku"), args, data_dir, env)
    }

    /// Any program (a shell pipeline feeding stdin, say), with the same terminal and data dir.
    pub fn start_program(program: &str, args: &[&str], data_dir: &Path) -> Self {
        Self::spawn(program, args, data_dir, &[])
    }

    fn spawn(program: &str, args: &[&str], data_dir: &Path, env: &[(&str, &str)]) -> Self {
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
        cmd.env("TERM", "xterm-256color");
        cmd.env_remove("NO_COLOR");
        for (k, v) in env {
            cmd.env(k, v);
        }
        let child = pair.slave.spawn_command(cmd).unwrap();
        drop(pair.slave);
        let mut reader = pair.master.try_clone_reader().unwrap();
        let writer = pair.master.take_writer().unwrap();
        let screen = Arc::new(Mutex::new(vt100::Parser::new(
            ROWS.try_into().unwrap(),
            COLS.try_into().unwrap(),
            0,
        )));
        let sink = Arc::clone(&screen);
        std::thread::spawn(move || {
            let _master = pair.master; // keep the pty open while reading
            let mut buf = [0u8; 4096];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                sink.lock().unwrap().process(&buf[..n]);
            }
        });
        Self {
            child,
            writer,
            screen,
        }
    }

    pub fn send(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).unwrap();
        self.writer.flush().unwrap();
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

    pub fn wait_exit(&mut self) -> u32 {
        let deadline = Instant::now() + PATIENCE;
        while Instant::now() < deadline {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.exit_code();
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        panic!("the program did not exit; screen:\n{}", self.contents());
    }
}

/// The cells whose look differs between two reads of the board.
pub fn changed(a: &BTreeMap<String, Look>, b: &BTreeMap<String, Look>) -> Vec<String> {
    a.keys().filter(|k| a[*k] != b[*k]).cloned().collect()
}

/// The whole screen's text and every board cell's look, once the screen has stopped changing
/// (a frame is written in pieces; a read in the middle would mix two frames).
pub fn settled(session: &Session) -> (String, BTreeMap<String, Look>) {
    let mut last = (session.contents(), session.board());
    loop {
        std::thread::sleep(Duration::from_millis(150));
        let now = (session.contents(), session.board());
        if now == last {
            return now;
        }
        last = now;
    }
}
