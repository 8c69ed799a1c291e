//! `--record FILE.cast`: a session written as asciicast v2, replayed through an independent
//! terminal emulator (vt100) to the screen the session ended on.

use serde_json::Value;

use crate::common::pty::Session;
use crate::common::puzzle::SOLUTION;

/// The cast's header and events, each line parsed as JSON.
fn read_cast(path: &std::path::Path) -> (Value, Vec<Value>) {
    let text = std::fs::read_to_string(path).unwrap();
    let mut lines = text
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap());
    let header = lines.next().unwrap();
    (header, lines.collect())
}

/// `watch --speed max --play --record CAST` on the classic puzzle, saving in `data`, run until
/// the board is solved.
fn solved_and_recorded(cast: &std::path::Path, data: &std::path::Path) -> Session {
    let watch = Session::start(
        &[
            "watch",
            "puzzles/classic.txt",
            "--speed",
            "max",
            "--play",
            "--record",
            cast.to_str().unwrap(),
        ],
        data,
        &[],
    );
    watch.wait_for_text("Solved in");
    watch
}

#[test]
fn a_recorded_watch_replays_to_the_solved_board() {
    let data = tempfile::tempdir().unwrap();
    let cast = data.path().join("run.cast");
    let mut watch = solved_and_recorded(&cast, data.path());
    watch.quit();

    let (header, events) = read_cast(&cast);
    assert_eq!(header["version"], 2);
    let (width, height) = (
        header["width"].as_u64().unwrap() as u16,
        header["height"].as_u64().unwrap() as u16,
    );
    assert!(header["timestamp"].as_u64().unwrap() > 1_600_000_000);
    let mut screen = vt100::Parser::new(
        std::num::NonZeroU16::new(height).unwrap(),
        std::num::NonZeroU16::new(width).unwrap(),
        0,
    );
    let mut last = 0.0;
    for event in &events {
        let [time, kind, data] = event.as_array().unwrap().as_slice() else {
            panic!("an event is [time, kind, data]: {event}");
        };
        let time = time.as_f64().unwrap();
        assert!(time >= last, "time never runs back");
        assert!(time - last <= 2.0 + 1e-6, "pauses are capped at 2 s");
        last = time;
        match kind.as_str().unwrap() {
            "o" => screen.process(data.as_str().unwrap().as_bytes()),
            "r" => {
                let (w, h) = data.as_str().unwrap().split_once('x').unwrap();
                screen
                    .screen_mut()
                    .set_size(h.parse().unwrap(), w.parse().unwrap());
            }
            other => panic!("unexpected event kind {other}"),
        }
    }
    let contents = screen.screen().contents();
    assert!(contents.contains("Solved in"), "{contents}");
    // The board's nine rows hold the solution, row by row.
    for (r, row) in SOLUTION.as_bytes().chunks(9).enumerate() {
        let digits: String = row.iter().map(|&b| b as char).collect();
        let line = contents
            .lines()
            .find(|l| l.starts_with(&format!("{} ┃", r + 1)))
            .unwrap();
        let on_screen: String = line
            .chars()
            .filter(char::is_ascii_digit)
            .skip(1)
            .take(9)
            .collect();
        assert_eq!(on_screen, digits, "row {}", r + 1);
    }
}

#[test]
fn a_recording_that_cannot_be_created_is_refused_before_the_session() {
    let mut session = Session::open(&["watch", "--record", "/nonexistent/dir/run.cast"]);
    assert_eq!(session.wait_exit(), 2);
    // The exit can be seen before the terminal's last bytes are read: wait for them.
    session.wait_for_text("cannot record");
}

/// `mkfifo PATH`, or `false` where there is no such command.
fn fifo(path: &std::path::Path) -> bool {
    std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .is_ok_and(|s| s.success())
}

/// A recording into a FIFO whose reader never comes, or comes and never reads, stops the
/// recording, never the session: frames are drawn and `q` quits.
#[test]
fn a_stalled_recording_never_stops_the_session() {
    use std::os::unix::fs::OpenOptionsExt;
    let data = tempfile::tempdir().unwrap();
    let cast = data.path().join("run.cast");
    if !fifo(&cast) {
        return;
    }
    for reader in [false, true] {
        // A reader that holds the FIFO open and reads nothing: the pipe fills and stays full.
        let _stalled = reader.then(|| {
            let file = std::fs::OpenOptions::new()
                .read(true)
                .custom_flags(nix::fcntl::OFlag::O_NONBLOCK.bits())
                .open(&cast)
                .unwrap();
            // The smallest pipe there is: the first frames fill it.
            let _ = nix::fcntl::fcntl(
                std::os::fd::AsRawFd::as_raw_fd(&file),
                nix::fcntl::FcntlArg::F_SETPIPE_SZ(4096),
            );
            file
        });
        let mut watch = solved_and_recorded(&cast, data.path());
        watch.send("q");
        // An incomplete recording is an I/O failure: status 2, said after the session.
        assert_eq!(watch.wait_exit(), 2, "reader {reader}");
        // Said once the terminal is back; the pseudo-terminal may deliver it a little later.
        watch.wait_for_text("incomplete");
    }
}
