#!/usr/bin/env python3
"""Development-time check: do HoDoKu's levels agree with ours on generated puzzles?

Reads lines `<81 cells>  # <level> [<score>]` (what `stepdoku generate --with-grade` prints, and
the generated files of `puzzles/` hold) from stdin, rates each puzzle with hodoku-py (an independent Python port of HoDoKu 2.2; GPL, used
here only as a reference, never by the project: `pip install hodoku-py`), and prints, per level
of ours, how many puzzles HoDoKu puts at the same level, how many at each other level, and how
many get exactly our score (when the line gives one). `--verbose` lists the disagreements.

    for d in easy medium hard unfair extreme; do
      target/release/stepdoku generate -d $d -n 100 --seed 1 --with-grade
    done | python3 scripts/hodoku_agreement.py
    cat puzzles/{easy,medium,hard,unfair,extreme}.txt | python3 scripts/hodoku_agreement.py
"""

import sys
from collections import Counter, defaultdict

try:
    from hodoku import Solver
except ImportError:
    sys.exit("hodoku-py is missing: pip install hodoku-py")

LEVELS = ["easy", "medium", "hard", "unfair", "extreme"]


def main() -> None:
    verbose = "--verbose" in sys.argv[1:]
    solver = Solver()
    seen = defaultdict(Counter)  # our level -> Counter of HoDoKu levels
    same_score = Counter()
    scored = Counter()  # lines that gave a score
    for number, line in enumerate(sys.stdin, 1):
        head, _, rest = line.partition("#")
        puzzle, ours = head.strip(), rest.split()
        if len(puzzle) != 81 or not ours:
            continue
        level = ours[0]
        score = int(ours[1]) if len(ours) > 1 else None
        rating = solver.rate(puzzle)
        theirs = rating.level.name.lower()
        seen[level][theirs] += 1
        same_score[level] += rating.score == score
        scored[level] += score is not None
        if verbose and (theirs != level or score not in (None, rating.score)):
            print(f"line {number}: {puzzle} ours {level} {score}, HoDoKu {theirs} {rating.score}")
    print("| our level | puzzles | HoDoKu agrees | HoDoKu's levels | same score |")
    print("|---|---|---|---|---|")
    total = agreed = 0
    for level in LEVELS:
        counts = seen.get(level)
        if not counts:
            continue
        n = sum(counts.values())
        spread = ", ".join(f"{l} {counts[l]}" for l in LEVELS if counts[l])
        same = f"{same_score[level]} of {scored[level]}" if scored[level] else "-"
        print(f"| {level} | {n} | {counts[level]} ({100 * counts[level] / n:.0f}%) | {spread} "
              f"| {same} |")
        total += n
        agreed += counts[level]
    if total:
        print(f"agreement: {agreed} of {total} ({100 * agreed / total:.1f}%)")


if __name__ == "__main__":
    main()
