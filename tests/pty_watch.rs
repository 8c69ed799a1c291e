//! End to end: `stepdoku watch` in a pseudo-terminal, its screen emulated by vt100. Five steps
//! forward and two back must draw exactly the screen of three forward, text and styles; `End`
//! shows the solution; `q` exits 0 with the terminal restored. From the player, `s` watches and
//! `Esc` comes back to the game untouched.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use portable_pty::{Child, CommandBuilder, PtySize, native_pty_system};

const ROWS: u16 = 24;
const COLS: u16 = 80;
const PATIENCE: Duration = Duration::from_secs(30);

struct Session {
    child: Box<dyn Child + Send + Sync>,
    writer: Box<dyn Write + Send>,
    screen: Arc<Mutex<vt100::Parser>>,
}

/// What a cell looks like: its text and every attribute a terminal can show.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Look {
    text: String,
    fg: vt100::Color,
    bg: vt100::Color,
    bold: bool,
    inverse: bool,
    underline: bool,
}

impl Session {
    fn start(args: &[&str], data_dir: &Path, env: &[(&str, &str)]) -> Self {
        Self::spawn(env!("CARGO_BIN_EXE_stepdoku"), args, data_dir, env)
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

    fn send(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).unwrap();
        self.writer.flush().unwrap();
    }

    fn contents(&self) -> String {
        self.screen.lock().unwrap().screen().contents()
    }

    /// Wait until the screen satisfies `ready`.
    fn wait_for(&self, what: &str, ready: impl Fn(&vt100::Screen) -> bool) {
        let deadline = Instant::now() + PATIENCE;
        while Instant::now() < deadline {
            if ready(self.screen.lock().unwrap().screen()) {
                return;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        panic!("timed out waiting for {what}; screen:\n{}", self.contents());
    }

    fn wait_for_text(&self, text: &str) {
        self.wait_for(text, |s| s.contents().contains(text));
    }

    /// The board's top-left corner, found on the screen itself.
    fn board_origin(&self) -> (u16, u16) {
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
    fn board(&self) -> BTreeMap<String, Look> {
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

    fn wait_exit(&mut self) -> u32 {
        let deadline = Instant::now() + PATIENCE;
        while Instant::now() < deadline {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.exit_code();
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        panic!("the player did not exit; screen:\n{}", self.contents());
    }
}

const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn watch_classic(data: &Path) -> Session {
    let session = Session::start(&["watch", "puzzles/classic.txt"], data, &[]);
    session.wait_for_text("Step 0");
    session.wait_for_text("q quit");
    session
}

/// The whole screen's text and every board cell's look, once the screen has stopped changing
/// (a frame is written in pieces; a read in the middle would mix two steps).
fn screen(session: &Session) -> (String, BTreeMap<String, Look>) {
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

#[test]
fn five_forward_two_back_is_three_forward_then_end_solves_and_q_exits() {
    let data = tempfile::tempdir().unwrap();
    let mut watch = watch_classic(data.path());
    let start = watch.board();
    watch.send("lllll");
    watch.wait_for_text("Step 5 ");
    watch.send("hh");
    watch.wait_for_text("Step 3 ");
    let there_and_back = screen(&watch);

    let mut fresh = watch_classic(data.path());
    fresh.send("\x1b[C\x1b[C\x1b[C"); // → three times
    fresh.wait_for_text("Step 3 ");
    let three = screen(&fresh);
    assert_eq!(there_and_back.1, three.1, "board text and styles");
    assert_eq!(there_and_back.0, three.0, "the whole screen");
    assert_ne!(three.1, start, "three steps changed the board");
    assert_eq!(three.1["r1c6"].text, "4", "step 3 tries 4 in r1c6");
    fresh.send("q");
    assert_eq!(fresh.wait_exit(), 0);

    watch.send("\x1b[F"); // End
    watch.wait_for_text("Solved in");
    let board = watch.board();
    for (i, digit) in SOLUTION.chars().enumerate() {
        let name = format!("r{}c{}", i / 9 + 1, i % 9 + 1);
        assert_eq!(board[&name].text, digit.to_string(), "{name}");
    }
    watch.send("q");
    assert_eq!(watch.wait_exit(), 0);
    // The last output may still be on its way to the emulator.
    watch.wait_for("the terminal restored", |s| {
        !s.alternate_screen() && !s.hide_cursor()
    });
    watch.wait_for_text("classic.txt, row-major: solved at step 8,366");
}

#[test]
fn from_the_player_s_watches_and_esc_returns_to_the_game_untouched() {
    let data = tempfile::tempdir().unwrap();
    let mut player = Session::start(&["play", "puzzles/classic.txt"], data.path(), &[]);
    player.wait_for_text("q quit");
    player.send("\x1b[C\x1b[C4"); // r1c3 = 4
    let game = loop {
        let (_, board) = screen(&player);
        if board["r1c3"].text == "4" {
            break board;
        }
    };
    player.send("s");
    player.wait_for_text("Step 0");
    assert_eq!(player.board()["r1c3"].text, "4");
    player.send("lll\x1b[F");
    player.wait_for_text("Solved in");
    player.send("\x1b");
    player.wait_for_text("Clashes  none");
    assert_eq!(screen(&player).1, game, "Esc leaves the game as it was");
    player.send("s");
    player.wait_for_text("Step 0");
    player.send("a");
    player.wait_for_text("Well done");
    player.send("q");
    assert_eq!(player.wait_exit(), 0);
}

#[test]
fn a_sudominoku_file_shows_dominoes_and_pairs() {
    let data = tempfile::tempdir().unwrap();
    let mut watch = Session::start(
        &["watch", "tests/data/boj/boj4574-sample.in"],
        data.path(),
        &[],
    );
    watch.wait_for_text("Pairs · 26 of 36 unused");
    watch.send("l");
    watch.wait_for_text("r1c1-r2c1: try 3-5");
    watch.wait_for_text("Pairs · 25 of 36 unused");
    let board = screen(&watch).1;
    assert_eq!(
        (board["r1c1"].text.as_str(), board["r2c1"].text.as_str()),
        ("3", "5")
    );
    assert_eq!(board["r1c1"].bg, board["r2c1"].bg, "one tried domino");
    watch.send("q");
    assert_eq!(watch.wait_exit(), 0);
}
