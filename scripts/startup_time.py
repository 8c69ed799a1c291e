#!/usr/bin/env python3
"""Startup to first frame of the player, measured from outside: the release binary is started
in a pseudo-terminal (80x24) and the clock stops when the footer's `quit` (the last
line drawn) has arrived. Each run uses a fresh, empty data directory, so no resume prompt.

    cargo build --release
    python3 scripts/startup_time.py [RUNS] [-- PLAY ARGS]    # default: 20 runs, play puzzles/classic.txt

Prints the median, minimum and maximum in milliseconds.
"""
import fcntl, os, pty, select, statistics, struct, subprocess, sys, tempfile, termios, time

BINARY = os.path.join(os.path.dirname(__file__), "..", "target", "release", "stepdoku")
PATIENCE = 5.0
FOOTER = b"quit"  # the footer's last word (key and word are styled apart)


def once(args):
    """Milliseconds from spawn until the footer is on screen."""
    with tempfile.TemporaryDirectory() as data:
        leader, follower = pty.openpty()
        fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        env = dict(os.environ, STEPDOKU_DATA_DIR=data, TERM="xterm-256color")
        start = time.perf_counter()
        child = subprocess.Popen([BINARY, *args], stdin=follower, stdout=follower,
                                 stderr=follower, env=env, close_fds=True)
        os.close(follower)
        seen, took = b"", None
        while time.perf_counter() - start < PATIENCE:
            ready, _, _ = select.select([leader], [], [], 0.5)
            if not ready:
                continue
            seen += os.read(leader, 65536)
            if FOOTER in seen:
                took = (time.perf_counter() - start) * 1000
                break
        os.write(leader, b"q")
        try:
            while select.select([leader], [], [], 0.5)[0] and os.read(leader, 65536):
                pass
        except OSError:
            pass
        child.wait(timeout=PATIENCE)
        os.close(leader)
        if took is None:
            sys.exit("no frame within %.0f s" % PATIENCE)
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
