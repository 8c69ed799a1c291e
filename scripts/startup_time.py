#!/usr/bin/env python3
"""Startup to first frame of the player, measured from outside: the release binary is started
in a pseudo-terminal (80x24) and the clock stops when the footer's `quit` (the last
line drawn) has arrived. Each run uses a fresh, empty data directory, so no resume prompt.

    cargo build --release
    python3 scripts/startup_time.py [RUNS] [-- PLAY ARGS]    # default: 20 runs, play puzzles/classic.txt
    STEPDOKU_BINARY=target/debug/stepdoku python3 scripts/startup_time.py   # another build

Prints the median, minimum and maximum in milliseconds.
"""
import errno, fcntl, os, pty, select, statistics, struct, subprocess, sys, tempfile, termios, time

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
# STEPDOKU_BINARY measures another build (a debug one, a peer's) in the same way.
BINARY = os.environ.get("STEPDOKU_BINARY") or os.path.join(ROOT, "target", "release", "stepdoku")
PATIENCE = 5.0
FOOTER = b"quit"  # the footer's last word (key and word are styled apart)
# What a dark xterm answers to the queries the player sends at start (its text and background
# colours, then the device attributes that end the wait): a terminal that did not answer
# would have it wait for nothing, and the figure would be that wait.
ANSWERS = [
    (b"\x1b]10;?", b"\x1b]10;rgb:e5e5/e5e5/e5e5\x1b\\"),
    (b"\x1b]11;?", b"\x1b]11;rgb:0000/0000/0000\x1b\\"),
    (b"\x1b[c", b"\x1b[?62;22c"),
]


def read(leader):
    """What the pty has for us: b"" once the program's end is closed (Linux says EIO)."""
    try:
        return os.read(leader, 65536)
    except OSError as e:
        if e.errno == errno.EIO:
            return b""
        raise


def controlling_terminal():
    """In the child: a session of its own, the pty (its stdin) as its controlling terminal, as
    a shell gives a program; the player opens /dev/tty, which is that terminal."""
    os.setsid()
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


def once(args):
    """Milliseconds from spawn until the footer is on screen."""
    with tempfile.TemporaryDirectory() as data:
        leader, follower = pty.openpty()
        fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        env = dict(os.environ, STEPDOKU_DATA_DIR=data, TERM="xterm-256color",
                   STEPDOKU_CONFIG=os.path.join(data, "config.toml"))
        env.pop("NO_COLOR", None)
        start = time.perf_counter()
        child = subprocess.Popen([BINARY, *args], stdin=follower, stdout=follower,
                                 stderr=follower, env=env, close_fds=True, cwd=ROOT,
                                 preexec_fn=controlling_terminal)
        os.close(follower)
        seen, took, answered = b"", None, 0
        while time.perf_counter() - start < PATIENCE:
            ready, _, _ = select.select([leader], [], [], 0.5)
            if not ready:
                continue
            chunk = read(leader)
            if not chunk:
                break
            seen += chunk
            while answered < len(ANSWERS) and ANSWERS[answered][0] in seen:
                os.write(leader, ANSWERS[answered][1])
                answered += 1
            if FOOTER in seen:
                took = (time.perf_counter() - start) * 1000
                break
        if took is not None:
            os.write(leader, b"q")
        while select.select([leader], [], [], 0.5)[0] and read(leader):
            pass
        try:
            child.wait(timeout=PATIENCE)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()
        os.close(leader)
        if took is None:
            last = seen[-300:].decode("utf-8", "replace")
            sys.exit("no frame within %.0f s (exit status %s); the last it wrote: %r"
                     % (PATIENCE, child.returncode, last))
        return took


def main():
    argv = sys.argv[1:]
    args = ["play", "puzzles/classic.txt"]
    if "--" in argv:
        split = argv.index("--")
        args, argv = argv[split + 1:], argv[:split]
    runs = int(argv[0]) if argv else 20
    times = [once(args) for _ in range(runs)]
    print("startup to first frame, %d runs: median %.1f ms, min %.1f ms, max %.1f ms"
          % (runs, statistics.median(times), min(times), max(times)))


if __name__ == "__main__":
    main()
