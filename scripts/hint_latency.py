#!/usr/bin/env python3
"""Keystroke-to-frame latency of the player's hints, measured from outside: the release
binary runs in a pseudo-terminal (80x24), `H` is typed, and the time until the last byte of the
redrawn frame arrives is taken (a frame is one burst of output: it ends at the first gap of
BURST_GAP seconds; later output, such as the clock's once-a-second redraw, is not counted but
drained before the next key). Each puzzle is played through by hints alone (H nudge, H whole hint, H apply),
so the samples cover every stage of a solve, not only the first step.

    cargo build --release
    python3 scripts/hint_latency.py ../shared/data/solve/puzzles3_magictour_top1465.txt 20

Prints, per keystroke kind, the count, median, 95th percentile and maximum in milliseconds.
"""
import os, pty, select, subprocess, sys, tempfile, time, statistics, struct, fcntl, termios

QUIET = 0.05
BURST_GAP = 0.005
PATIENCE = 5.0
BINARY = os.path.join(os.path.dirname(__file__), "..", "target", "release", "stepdoku")


def read_chunks(fd, first_wait, gap):
    """Chunks read until `gap` seconds pass without output (the first may take `first_wait`);
    the bytes and the arrival time of the last one."""
    data, last, wait = b"", None, first_wait
    while True:
        ready, _, _ = select.select([fd], [], [], wait)
        if not ready:
            return data, last
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            return data, last
        if not chunk:
            return data, last
        data += chunk
        last = time.perf_counter()
        wait = gap


def read_frame(fd, since):
    """The frame answering a key: its bytes and when its last byte came; then whatever else
    the terminal says until it has been quiet for QUIET seconds (not timed)."""
    data, last = read_chunks(fd, PATIENCE, BURST_GAP)
    rest, _ = read_chunks(fd, QUIET, QUIET)
    return data + rest, last or since


def play(puzzle, data_dir):
    """Every keystroke's latency while hints solve `puzzle`: (kind, ms)."""
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(puzzle + "\n")
        path = f.name
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["STEPDOKU_DATA_DIR"] = data_dir
        os.environ["TERM"] = "xterm-256color"
        os.execv(BINARY, [BINARY, "play", path])
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    read_frame(fd, time.perf_counter())
    samples, stage = [], 0
    for _ in range(3 * 81 * 2):
        sent = time.perf_counter()
        os.write(fd, b"H")
        data, last = read_frame(fd, sent)
        kind = ["ask (engine runs)", "show whole hint", "apply"][stage % 3]
        samples.append((kind, (last - sent) * 1000))
        stage += 1
        if b"Well done" in data or b"Solved in" in data:
            break
    os.write(fd, b"q")
    os.waitpid(pid, 0)
    os.unlink(path)
    return samples


def main():
    source, count = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 10
    puzzles = [l.strip() for l in open(source) if len(l.strip()) >= 81][:count]
    by_kind = {}
    with tempfile.TemporaryDirectory() as data_dir:
        for p in puzzles:
            for kind, ms in play(p[:81], data_dir):
                by_kind.setdefault(kind, []).append(ms)
    for kind, values in by_kind.items():
        values.sort()
        p95 = values[int(0.95 * (len(values) - 1))]
        over = sum(1 for v in values if v > 20)
        print(f"{kind:20} n={len(values):5}  median {statistics.median(values):6.1f} ms"
              f"  p95 {p95:6.1f} ms  max {values[-1]:6.1f} ms  over 20 ms: {over}")


if __name__ == "__main__":
    main()
