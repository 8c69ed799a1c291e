//! What only a real terminal shows: a signal or a closed window in the middle of a game leaves
//! the terminal usable and the game saved with every move; a cut escape sequence or a pasted
//! start without its end never freezes the screen; a burst of thousands of keys is answered in
//! full at once.

use std::time::{Duration, Instant};

use crate::common::pty::{Session, settled};

/// Three moves on the classic puzzle (r1c3 = 4, r1c4 = 6, r2c2 = 7), each seen on screen.
fn three_moves(player: &mut Session) {
    player.wait_for_text("q quit");
    for (keys, cell, digit) in [
        ("\x1b[C\x1b[C4", "r1c3", "4"),
        ("\x1b[C6", "r1c4", "6"),
        ("\x1b[B\x1b[D\x1b[D7", "r2c2", "7"),
    ] {
        player.send(keys);
        let deadline = Instant::now() + Duration::from_secs(20);
        while settled(player).1[cell].text != digit {
            assert!(Instant::now() < deadline, "{cell} never showed {digit}");
        }
    }
}

/// The terminal as the shell gets it back: main screen, cursor shown, no mouse or paste
/// reports, line discipline cooked.
fn assert_restored(session: &Session, what: &str) {
    // The last bytes may still be on their way through the pseudo-terminal.
    let deadline = Instant::now() + Duration::from_secs(30);
    while session.screen.lock().unwrap().screen().alternate_screen() && Instant::now() < deadline {
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(50));
    let parser = session.screen.lock().unwrap();
    let screen = parser.screen();
    assert!(
        !screen.alternate_screen(),
        "{what}: still on the alternate screen"
    );
    assert!(!screen.hide_cursor(), "{what}: cursor still hidden");
    assert_eq!(
        screen.mouse_protocol_mode(),
        vt100::MouseProtocolMode::None,
        "{what}: mouse reports still on"
    );
    assert!(
        !screen.bracketed_paste(),
        "{what}: bracketed paste still on"
    );
    drop(parser);
    assert!(session.terminal_is_cooked(), "{what}: terminal left raw");
}

/// Ended by `signal` (its name as `strsignal` gives it) or exit status 128 + its number.
fn assert_ended_by(status: &portable_pty::ExitStatus, name: &str, number: u32, what: &str) {
    assert!(
        status.signal() == Some(name) || status.exit_code() == 128 + number,
        "{what}: ended with {status:?}"
    );
}

/// The saved game, resumed: the three moves are on the board.
fn assert_moves_kept(data: &std::path::Path, what: &str) {
    let mut again = Session::start(&["play", "--continue"], data, &[]);
    again.wait_for_text("q quit");
    let board = settled(&again).1;
    for (cell, digit) in [("r1c3", "4"), ("r1c4", "6"), ("r2c2", "7")] {
        assert_eq!(board[cell].text, digit, "{what}: {cell} lost");
    }
    again.quit();
}

#[test]
fn a_signal_saves_every_move_and_restores_the_terminal() {
    for (signal, name, number) in [
        ("TERM", "Terminated", 15),
        ("HUP", "Hangup", 1),
        ("INT", "Interrupt", 2),
        ("QUIT", "Quit", 3),
    ] {
        let mut player = Session::open(&["play", "puzzles/classic.txt"]);
        three_moves(&mut player);
        player.signal(signal);
        let status = player.wait_status();
        assert_ended_by(&status, name, number, signal);
        assert_restored(&player, signal);
        assert_moves_kept(player.data(), signal);
    }
}

#[test]
fn a_signal_while_watching_from_a_game_saves_the_game() {
    let mut player = Session::open(&["play", "puzzles/classic.txt"]);
    three_moves(&mut player);
    player.send("s");
    player.wait_for_text("Step 0");
    player.signal("TERM");
    assert_ended_by(&player.wait_status(), "Terminated", 15, "watch");
    assert_restored(&player, "watch");
    assert_moves_kept(player.data(), "watch");

    let alone = tempfile::tempdir().unwrap();
    let mut watch = Session::start(&["watch", "puzzles/classic.txt"], alone.path(), &[]);
    watch.wait_for_text("Step 0");
    watch.signal("INT");
    assert_ended_by(&watch.wait_status(), "Interrupt", 2, "watch alone");
    assert_restored(&watch, "watch alone");
}

#[test]
fn closing_the_window_saves_every_move() {
    let mut player = Session::open(&["play", "puzzles/classic.txt"]);
    three_moves(&mut player);
    player.close_terminal();
    let status = player.wait_status();
    assert!(
        !status.success(),
        "a hang-up is not a normal exit: {status:?}"
    );
    assert_moves_kept(player.data(), "window closed");
}

#[test]
fn a_cut_sequence_never_freezes_the_player() {
    for cut in [&b"\x1b[<0;"[..], b"\x1b[1;", b"\x1bO", b"\x1b[200~53..7"] {
        let mut player = Session::open(&["play", "puzzles/classic.txt"]);
        player.wait_for_text("q quit");
        player.send_bytes(cut);
        // Well after the sequence is given up, a resize must redraw and `q` must quit.
        std::thread::sleep(Duration::from_millis(600));
        player.resize(30, 100);
        player.wait_for(
            &format!("a redraw at 100 columns after {cut:?}"),
            |screen| {
                screen
                    .rows(0, 100)
                    .any(|row| row.trim_end().chars().count() > 80)
            },
        );
        player.send("q");
        assert_eq!(player.wait_exit(), 0, "q after {cut:?}");
        assert_restored(&player, "after a cut sequence");
    }
}

#[test]
fn a_burst_of_three_thousand_keys_steps_the_watch_three_thousand_times() {
    let mut watch = Session::open(&["watch", "puzzles/classic.txt"]);
    watch.wait_for_text("Step 0");
    let sent = Instant::now();
    watch.send(&"l".repeat(3000));
    watch.wait_for_text("Step 3,000");
    let took = sent.elapsed();
    assert!(took < Duration::from_secs(10), "3,000 steps took {took:?}");
    watch.quit();
}

/// A job-control stop from outside hands the terminal back as it was; continuing takes it again
/// and draws the whole screen.
#[test]
fn a_stop_hands_the_terminal_back_and_continue_redraws() {
    let mut player = Session::open(&["play", "puzzles/classic.txt"]);
    player.wait_for_text("q quit");
    player.signal("TSTP");
    let state = || {
        std::fs::read_to_string(format!("/proc/{}/stat", player.pid()))
            .ok()
            .and_then(|stat| stat.rsplit(") ").next().map(|rest| rest.chars().next()))
            .flatten()
    };
    let deadline = Instant::now() + Duration::from_secs(20);
    while state() != Some('T') {
        assert!(Instant::now() < deadline, "never stopped: {:?}", state());
        std::thread::sleep(Duration::from_millis(20));
    }
    player.wait_for("the terminal handed back", |screen| {
        !screen.alternate_screen()
    });
    assert_restored(&player, "stopped");
    player.signal("CONT");
    player.wait_for("the player back on its screen", |screen| {
        screen.alternate_screen() && screen.contents().contains("q quit")
    });
    player.quit();
}

/// A batch that takes more than a second shows its progress on a terminal's stderr: puzzles
/// done, their rate, how far through the file, the time left.
#[test]
fn a_long_batch_shows_its_progress_on_a_terminal() {
    let data = tempfile::tempdir().unwrap();
    let file = data.path().join("slow.txt");
    let antibrute = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/solve/antibrute_wikipedia.txt"),
    )
    .unwrap();
    // 40 puzzles that give up after 5 M steps each: seconds of work in a release build, a
    // minute in a debug one. The test stops it once the bar has shown.
    std::fs::write(&file, antibrute.repeat(40)).unwrap();
    let file = file.display().to_string();
    let args = [
        "solve",
        "--strategy",
        "row-major",
        "--max-steps",
        "5000000",
        "-j",
        "1",
        &file,
    ];
    let mut batch = Session::start(&args, data.path(), &[]);
    batch.wait_for("the progress bar", |screen| {
        let text = screen.contents();
        text.contains(" puzzles, ") && text.contains("/s") && text.contains("% read")
    });
    // Puzzle times differ too much for an honest time left: the bar shows none.
    assert!(!batch.contents().contains(" left"), "{}", batch.contents());
    batch.signal("TERM");
    assert!(!batch.wait_status().success(), "ended by the signal");
}
