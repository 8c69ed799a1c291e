//! A store another process holds: the player keeps answering keys and shows the wait as it
//! runs, keeps every move in memory while it retries, and saves them all once the lock is let
//! go; commands that open the store wait visibly, then say it is busy.

use std::time::{Duration, Instant};

use crate::common::assert_contains;
use crate::common::pty::Session;
use crate::common::run::{games, stderr, stdout, stepdoku};

/// The side panel's text, its lines joined by spaces (a message wraps across them).
fn panel(session: &Session) -> String {
    let contents = session.contents();
    let rows: Vec<Vec<char>> = contents.lines().map(|l| l.chars().collect()).collect();
    // Columns in characters: the board's lines are wider in bytes than in cells.
    let Some(left) = rows.iter().find_map(|r| r.iter().position(|&c| c == '┌')) else {
        return String::new();
    };
    rows.iter()
        .filter_map(|r| r.get(left..))
        .map(|r| {
            let line: String = r.iter().collect();
            line.trim_matches(|c: char| "│┌└─".contains(c) || c.is_whitespace())
                .to_owned()
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn wait_for_panel(session: &Session, text: &str) {
    let deadline = Instant::now() + Duration::from_secs(30);
    while Instant::now() < deadline {
        if panel(session).contains(text) {
            return;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    panic!("no {text:?} in the panel:\n{}", session.contents());
}

/// Another process's exclusive lock on the store in `dir`, held until dropped (committed).
struct Holder(rusqlite::Connection);

impl Holder {
    fn take(dir: &std::path::Path) -> Self {
        let conn = rusqlite::Connection::open(dir.join("stepdoku.sqlite3")).unwrap();
        conn.execute_batch("BEGIN EXCLUSIVE").unwrap();
        Self(conn)
    }

    fn release(self) {
        self.0.execute_batch("COMMIT").unwrap();
    }
}

/// The player started on a puzzle it reads from a FIFO, the store opened: it waits for the
/// puzzle, with the store open and its saved game not yet looked for. `feed` sends the
/// puzzle (from a thread: the FIFO's writer waits for its reader).
fn player_between_opening_and_loading(data: &std::path::Path) -> (Session, impl FnOnce()) {
    let fifo = data.join("puzzle.fifo");
    nix::unistd::mkfifo(&fifo, nix::sys::stat::Mode::S_IRWXU).unwrap();
    let player = Session::start(&["play", fifo.to_str().unwrap()], data, &[]);
    // A window's lock file is made once the store is open.
    let windows = data.join("windows");
    let deadline = Instant::now() + Duration::from_secs(30);
    while !std::fs::read_dir(&windows).is_ok_and(|mut d| d.next().is_some()) {
        assert!(
            Instant::now() < deadline,
            "never opened:\n{}",
            player.contents()
        );
        std::thread::sleep(Duration::from_millis(10));
    }
    let puzzle = std::fs::read_to_string("puzzles/classic.txt").unwrap();
    let feed = move || {
        std::thread::spawn(move || std::fs::write(fifo, puzzle));
    };
    (player, feed)
}

/// The saved game of the puzzle opened, found while another process holds the store: the
/// wait is said, and once the lock is let go the saved game is continued, never replaced by
/// a new one (which would hide it, and save a second row of the puzzle).
#[test]
fn a_saved_game_met_with_the_store_held_is_waited_for_then_continued() {
    let data = tempfile::tempdir().unwrap();
    crate::common::pty::play_one_move(data.path());
    let (mut player, feed) = player_between_opening_and_loading(data.path());
    let holder = Holder::take(data.path());
    feed();
    player.wait_for_text("stepdoku: waiting for the store ");
    assert!(
        player
            .contents()
            .contains("another stepdoku holds it (Ctrl-C stops waiting)"),
        "{}",
        player.contents()
    );
    holder.release();
    player.wait_for_text("Continuing your game of this puzzle");
    assert_eq!(player.board()["r1c3"].text, "4", "{}", player.contents());
    player.quit();
    let games = games(data.path());
    assert_eq!(games.len(), 1, "{games:?}");
    assert_eq!(games[0]["moves"], 1, "{games:?}");
}

/// Held past the busy timeout: the command stops with the busy error and status 2, no new
/// game over the saved one, the store as it was.
#[test]
fn a_saved_game_held_past_the_busy_timeout_stops_the_command_with_the_store_untouched() {
    let data = tempfile::tempdir().unwrap();
    crate::common::pty::play_one_move(data.path());
    let (mut player, feed) = player_between_opening_and_loading(data.path());
    let holder = Holder::take(data.path());
    feed();
    player.wait_for_text("waited 5 s, nothing was changed");
    assert_eq!(player.wait_exit(), 2);
    let shown = player.contents();
    assert_contains(&shown, "the store is busy (another stepdoku?)");
    holder.release();
    let games = games(data.path());
    assert_eq!(games.len(), 1, "{games:?}");
    assert_eq!(games[0]["moves"], 1, "{games:?}");
}

/// Send `keys`, then time until cell `cell` of the board shows `digit`.
fn answered(player: &mut Session, keys: &str, cell: &str, digit: &str) -> Duration {
    let sent = Instant::now();
    player.send(keys);
    let deadline = sent + Duration::from_secs(30);
    while Instant::now() < deadline {
        if player.board()[cell].text == digit {
            return sent.elapsed();
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("{cell} never showed {digit}:\n{}", player.contents());
}

/// A game with one move saved, played again while another process holds the store: a
/// second move made (r1c4), its save waiting, and the wait on screen.
fn a_move_waiting_for_the_store(data: &std::path::Path) -> (Session, Holder) {
    crate::common::pty::play_one_move(data);
    let mut player = Session::start(&["play", "puzzles/classic.txt"], data, &[]);
    player.wait_for_text("q quit");
    let holder = Holder::take(data);
    answered(&mut player, "\x1b[C6", "r1c4", "6");
    wait_for_panel(&player, "Waiting for the store");
    (player, holder)
}

/// Longer than the busy timeout (5 s): the wait shown as it runs, keys answered at once
/// throughout, then every move saved once the lock is let go.
#[test]
fn a_store_held_past_the_busy_timeout_keeps_the_player_answering_and_loses_no_move() {
    let data = tempfile::tempdir().unwrap();
    crate::common::pty::play_one_move(data.path());
    let mut player = Session::start(&["play", "puzzles/classic.txt"], data.path(), &[]);
    player.wait_for_text("q quit");
    let holder = Holder::take(data.path());
    // The cursor is back on r1c3, where the last move was.
    let first = answered(&mut player, "\x1b[C6", "r1c4", "6");
    wait_for_panel(
        &player,
        "Waiting for the store: another stepdoku holds it (",
    );
    wait_for_panel(&player, "holds it (2\u{a0}s)");
    let second = answered(&mut player, "\x1b[C\x1b[C8", "r1c6", "8");
    assert!(
        panel(&player).contains("Waiting for the store"),
        "still held"
    );
    wait_for_panel(
        &player,
        "The store is busy (another stepdoku?). No move is lost",
    );
    let third = answered(&mut player, "\x1b[C9", "r1c7", "9");
    assert!(panel(&player).contains("The store is busy"), "still held");
    // Keys are answered in a frame or so, never after a wait for the lock (5 s each); the bound
    // sits below that wait with room for a loaded machine.
    for took in [first, second, third] {
        assert!(took < Duration::from_secs(4), "a key took {took:?}");
    }
    holder.release();
    wait_for_panel(&player, "Saved: the store is free again after");
    player.quit();
    let games = games(data.path());
    assert_eq!(games.len(), 1, "{games:?}");
    assert_eq!(games[0]["moves"], 4, "{games:?}");
    assert!(
        games[0]["board"].as_str().unwrap().starts_with("5346789"),
        "{games:?}"
    );
}

/// A quit while the store is held waits for the moves to land (saying so, and what a second
/// quit would cost), then ends by itself with every move saved.
#[test]
fn a_quit_while_the_store_is_held_ends_once_the_moves_are_saved() {
    let data = tempfile::tempdir().unwrap();
    let (mut player, holder) = a_move_waiting_for_the_store(data.path());
    player.send("q");
    wait_for_panel(
        &player,
        "Quitting once your moves are saved; another stepdoku holds the store",
    );
    wait_for_panel(
        &player,
        "q again quits without them; any other key plays on.",
    );
    std::thread::sleep(Duration::from_millis(1500));
    assert!(panel(&player).contains("Quitting once"), "still waiting");
    holder.release();
    assert_eq!(player.wait_exit(), 0);
    player.wait_for_text("Game saved in");
    assert_eq!(games(data.path())[0]["moves"], 2);
}

/// The second quit leaves without the moves the store has not got, and says so on exit.
#[test]
fn a_second_quit_while_the_store_is_held_says_what_was_not_saved() {
    let data = tempfile::tempdir().unwrap();
    let (mut player, holder) = a_move_waiting_for_the_store(data.path());
    player.send("q");
    wait_for_panel(&player, "Quitting once");
    player.send("q");
    assert_eq!(player.wait_exit(), 2);
    // The line printed once the terminal is back may still be on its way.
    player.wait_for_text("your game was NOT saved: the store stayed busy");
    holder.release();
    assert_eq!(games(data.path())[0]["moves"], 1, "the last save's moves");
}

/// Commands that open a store held for the whole busy timeout say they wait, then fail with
/// the busy error and status 2, the store untouched.
#[test]
fn commands_wait_visibly_for_a_held_store_then_say_it_is_busy() {
    let data = tempfile::tempdir().unwrap();
    crate::common::pty::play_one_move(data.path());
    let holder = Holder::take(data.path());
    for args in [&["games"][..], &["play", "--continue"]] {
        let started = Instant::now();
        let out = stepdoku(args, data.path());
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.starts_with("stepdoku: waiting for the store ")
                && err.contains("another stepdoku holds it (Ctrl-C stops waiting)"),
            "{args:?}: {err}"
        );
        assert!(
            err.contains("the store is busy (another stepdoku?)") && err.contains("waited 5 s"),
            "{args:?}: {err}"
        );
        assert!(started.elapsed() >= Duration::from_secs(5), "{args:?}");
    }
    holder.release();
    assert_eq!(games(data.path()).len(), 1);
}

/// A lock let go during the wait: the command goes on as if nothing happened.
#[test]
fn a_command_goes_on_once_the_store_is_let_go() {
    let data = tempfile::tempdir().unwrap();
    crate::common::pty::play_one_move(data.path());
    let holder = Holder::take(data.path());
    let letting_go = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(1500));
        holder.release();
    });
    let out = stepdoku(&["games"], data.path());
    letting_go.join().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    assert_contains(&stderr(&out), "waiting for the store");
    assert!(stdout(&out).contains("classic.txt"), "{}", stdout(&out));
}

/// Ctrl-C stops the wait at once, even when the command was started with SIGINT ignored, as a
/// shell starts a command in the background.
#[test]
fn ctrl_c_stops_waiting_for_a_held_store() {
    use std::io::Read;
    use std::process::{Command, Stdio};
    let data = tempfile::tempdir().unwrap();
    crate::common::pty::play_one_move(data.path());
    let holder = Holder::take(data.path());
    let mut child = Command::new("sh")
        .args(["-c", "trap '' INT; exec \"$0\" games"])
        .arg(env!("CARGO_BIN_EXE_stepdoku"))
        .env("STEPDOKU_DATA_DIR", data.path())
        .env("STEPDOKU_CONFIG", data.path().join("config.toml"))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut err = child.stderr.take().unwrap();
    // The waiting line says the wait is on; Ctrl-C then.
    let mut said = [0u8; 32];
    err.read_exact(&mut said).unwrap();
    assert!(String::from_utf8_lossy(&said).starts_with("stepdoku: waiting"));
    let pid = nix::unistd::Pid::from_raw(i32::try_from(child.id()).unwrap());
    let sent = Instant::now();
    nix::sys::signal::kill(pid, nix::sys::signal::Signal::SIGINT).unwrap();
    let status = child.wait().unwrap();
    assert!(
        sent.elapsed() < Duration::from_secs(4),
        "{:?}",
        sent.elapsed()
    );
    assert_eq!(status.code(), Some(130), "{status:?}");
    holder.release();
}

/// A signal while the store is held: the last save waits for the lock as a command would, so
/// a lock let go within the busy timeout still gets every move.
#[test]
fn a_signal_while_the_store_is_held_waits_for_it_to_save_the_moves() {
    let data = tempfile::tempdir().unwrap();
    let (mut player, holder) = a_move_waiting_for_the_store(data.path());
    player.signal("TERM");
    std::thread::sleep(Duration::from_secs(1));
    holder.release();
    player.wait_status();
    assert_eq!(games(data.path())[0]["moves"], 2);
}

/// The saved game of the puzzle opened cannot be read (a hand-edited row): the player is told
/// so, plays a new game in a row of its own, and the saved row is left exactly as it was.
#[test]
fn a_saved_game_that_cannot_be_read_is_said_and_left_as_it_is() {
    let data = tempfile::tempdir().unwrap();
    crate::common::pty::play_one_move(data.path());
    let db = rusqlite::Connection::open(data.path().join("stepdoku.sqlite3")).unwrap();
    db.execute("UPDATE games SET state = '{\"not\": \"a game\"}'", [])
        .unwrap();
    let mut player = Session::start(&["play", "puzzles/classic.txt"], data.path(), &[]);
    player.wait_for_text("q quit");
    wait_for_panel(
        &player,
        "Cannot continue your saved game of this puzzle: saved game 1 cannot be read",
    );
    wait_for_panel(
        &player,
        "This is a new game, saved beside it; the saved one stays as it is",
    );
    assert_eq!(player.board()["r1c3"].text.trim(), "", "a new game");
    player.send("\x1b[C\x1b[C\x1b[C6");
    player.wait_for_text("Left");
    player.quit();
    let states: Vec<(i64, String)> = db
        .prepare("SELECT id, state FROM games ORDER BY id")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(states.len(), 2, "{states:?}");
    assert_eq!(states[0], (1, "{\"not\": \"a game\"}".to_owned()));

    // The next run continues that fresh copy: the unreadable row no longer adds a copy a run.
    let mut player = Session::start(&["play", "puzzles/classic.txt"], data.path(), &[]);
    player.wait_for_text("q quit");
    assert_eq!(
        player.board()["r1c4"].text.trim(),
        "6",
        "the fresh copy's move"
    );
    player.send("\x1b[D4");
    player.wait_for_text("Left");
    player.quit();
    let rows: i64 = db
        .query_row("SELECT count(*) FROM games", [], |r| r.get(0))
        .unwrap();
    assert_eq!(rows, 2, "no third copy");
    assert_eq!(games(data.path())[0]["moves"], 2);
}

/// A watch whose store stayed held past the wait goes on without it; a game played from the
/// watch then says why it is not saved: the store was busy, not missing.
#[test]
fn a_game_played_from_a_watch_without_its_busy_store_says_the_store_was_busy() {
    let data = tempfile::tempdir().unwrap();
    crate::common::pty::play_one_move(data.path());
    let holder = Holder::take(data.path());
    let mut player = Session::start(&["watch", "puzzles/classic.txt"], data.path(), &[]);
    player.wait_for_text("Enter play");
    holder.release();
    player.send("\r");
    player.wait_for_text("New game");
    player.send("\x1b[C\x1b[C4");
    wait_for_panel(
        &player,
        "Game NOT saved: this session has no store: the store is busy (another stepdoku?)",
    );
    player.quit_unsaved("your game was NOT saved: this session has no store: the store is busy");
    assert!(!player.contents().contains("there is no game store"));
}
