#!/usr/bin/env bash
# Whole-process solve benchmark: stepdoku against tdoku (and the `sudoku` crate), CPU time.
#
#   scripts/bench_solve.sh TDOKU [ROUNDS]
#
# TDOKU is a checkout of https://github.com/t-dillon/tdoku that YOU provide (this script
# downloads nothing and the project ships none of tdoku's code): its src/ is compiled here with
# `g++ -O3 -march=native` together with a small driver that reads a puzzle file and prints one
# solution (or with --count one of 0, 1, 2+) per line, as `stepdoku solve` does. TDOKU may also
# be such a driver built by an earlier run (target/bench-peers/tdoku_solve).
#
# The peers: `stepdoku solve -j 1` (release build), tdoku's driver and examples/peer_sudoku.rs
# (the `sudoku` crate from crates.io, a dev-dependency). The sets: ../shared/data/solve/ and a
# file of 1,000 boards without a solution (examples/no_solution_boards.rs, 17-clue puzzles each
# with one wrong digit). A small set is repeated (top1465 50 times, forum_hardest_1106 60,
# 17-clue 5, serg 20, no_solution 50) so that a run takes long enough (0.3 s or more) for the
# start-up of a process to matter little. Each round runs every solver once on a set, in an
# order that rotates from round to round, so a busy machine disturbs them alike; a run's CPU
# time is user + sys of the process as the kernel counts it (getrusage, in microseconds, through
# python3: /usr/bin/time prints only hundredths of a second, 3% of a 0.3 s run). Prints the median per solver and the ratios stepdoku / peer (below 1:
# stepdoku takes less CPU). ROUNDS defaults to 5. Output answers are compared with tdoku's.
# With BEFORE=/path/to/an/older/stepdoku, that binary runs in the same rounds too, and the
# last column is this build's time over its time.
set -euo pipefail

if [[ $# -lt 1 ]]; then
    sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
fi
tdoku=$1
rounds=${2:-5}
here=$(cd "$(dirname "$0")/.." && pwd)
data=${DATA:-$here/../shared/data/solve}
work=$here/target/bench-peers
mkdir -p "$work"

cd "$here"
cargo build --release --quiet --bin stepdoku --example peer_sudoku --example no_solution_boards
stepdoku=$here/target/release/stepdoku
sudoku=$here/target/release/examples/peer_sudoku

if [[ -d $tdoku ]]; then
    cat >"$work/tdoku_solve.cc" <<'EOF'
// Reads puzzles, one per line, and prints a solution (or "no solution") per puzzle; with
// --count, 0, 1 or 2+ (tdoku's limit-2 count).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
extern "C" size_t TdokuSolverDpllTriadSimd(const char *, size_t, uint32_t, char *, size_t *);
int main(int argc, char **argv) {
    if (argc < 2) return 2;
    bool count = argc > 2 && std::strcmp(argv[2], "--count") == 0;
    FILE *in = std::fopen(argv[1], "r");
    if (!in) return 2;
    char line[1024], solution[82];
    size_t guesses;
    while (std::fgets(line, sizeof line, in)) {
        if (std::strlen(line) < 81) continue;
        line[81] = '\n';
        size_t n = TdokuSolverDpllTriadSimd(line, count ? 2 : 1, 0, solution, &guesses);
        if (count) std::puts(n >= 2 ? "2+" : n == 1 ? "1" : "0");
        else if (n == 0) std::puts("no solution");
        else { std::fwrite(solution, 1, 81, stdout); std::putchar('\n'); }
    }
    return 0;
}
EOF
    g++ -O3 -march=native -std=c++17 -o "$work/tdoku_solve" "$work/tdoku_solve.cc" \
        "$tdoku/src/solver_dpll_triad_simd.cc" "$tdoku/src/util.cc"
    tdoku=$work/tdoku_solve
fi

no_solution=$work/no_solution.txt
if [[ ! -s $no_solution ]]; then
    "$here/target/release/examples/no_solution_boards" "$data/puzzles2_17_clue.txt" 1000 >"$no_solution"
fi

# The set $1 repeated $2 times, as $work/$3.
repeat() {
    for ((i = 0; i < $2; i++)); do cat "$1"; done >"$work/$3"
    echo "$work/$3"
}

# CPU seconds (user + sys) of one run of the command after $1; its output goes to $1.
cpu() {
    local out=$1
    shift
    python3 -c '
import resource, subprocess, sys
with open(sys.argv[1], "wb") as out:
    subprocess.run(sys.argv[2:], stdout=out, stderr=subprocess.DEVNULL)
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print("%.4f" % (usage.ru_utime + usage.ru_stime))
' "$out" "$@"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# bench NAME FILE MODE: MODE is "solve" or "count".
bench() {
    local name=$1 file=$2 mode=$3
    local -a runs=(stepdoku tdoku sudoku)
    [[ $mode == count ]] && runs=(stepdoku tdoku)
    [[ -n ${BEFORE:-} ]] && runs+=(before)
    : >"$work/times"
    for ((r = 0; r < rounds; r++)); do
        local n=${#runs[@]}
        for ((k = 0; k < n; k++)); do
            local who=${runs[(k + r) % n]}
            case $who,$mode in
                stepdoku,solve) t=$(cpu "$work/out.stepdoku" "$stepdoku" solve -j 1 "$file") ;;
                stepdoku,count) t=$(cpu "$work/out.stepdoku" "$stepdoku" solve --count -j 1 "$file") ;;
                tdoku,solve) t=$(cpu "$work/out.tdoku" "$tdoku" "$file") ;;
                tdoku,count) t=$(cpu "$work/out.tdoku" "$tdoku" "$file" --count) ;;
                sudoku,solve) t=$(cpu "$work/out.sudoku" "$sudoku" "$file") ;;
                before,solve) t=$(cpu "$work/out.before" "$BEFORE" solve -j 1 "$file") ;;
                before,count) t=$(cpu "$work/out.before" "$BEFORE" solve --count -j 1 "$file") ;;
            esac
            echo "$who $t" >>"$work/times"
        done
    done
    local s t u b ratio_before=""
    s=$(awk '$1 == "stepdoku" { print $2 }' "$work/times" | median)
    t=$(awk '$1 == "tdoku" { print $2 }' "$work/times" | median)
    u=$(awk '$1 == "sudoku" { print $2 }' "$work/times" | median)
    if [[ -n ${BEFORE:-} ]]; then
        b=$(awk '$1 == "before" { print $2 }' "$work/times" | median)
        ratio_before=$(awk -v a="$s" -v b="$b" -v t="$t" 'BEGIN { printf "before %.4f s, now/before %.3f×, before/tdoku %.3f×", b, a / b, b / t }')
        # The answers must not change.
        cmp -s "$work/out.stepdoku" "$work/out.before" || ratio_before+=" ANSWERS DIFFER"
    fi
    local same="-"
    if [[ $name != serg* && $name != no_solution* ]]; then
        # Unique solutions (or counts): every answer must agree with tdoku's.
        if cmp -s "$work/out.stepdoku" "$work/out.tdoku"; then same=yes; else same=NO; fi
    fi
    if [[ $mode == count ]]; then
        printf '%-26s %9.4f %9.4f %9s %8.3f× %8s %-4s %s\n' "$name --count" "$s" "$t" - \
            "$(awk -v a="$s" -v b="$t" 'BEGIN { print a / b }')" - "$same" "$ratio_before"
    else
        printf '%-26s %9.4f %9.4f %9.4f %8.3f× %8.3f× %-4s %s\n' "$name" "$s" "$t" "$u" \
            "$(awk -v a="$s" -v b="$t" 'BEGIN { print a / b }')" \
            "$(awk -v a="$s" -v b="$u" 'BEGIN { print a / b }')" "$same" "$ratio_before"
    fi
}

echo "machine: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) CPUs; $rounds rounds, median CPU seconds"
printf '%-26s %9s %9s %9s %9s %9s %s\n' set stepdoku tdoku sudoku "÷tdoku" "÷sudoku" "same answers"
top=$(repeat "$data/puzzles3_magictour_top1465.txt" 50 top1465x50.txt)
hardest=$(repeat "$data/puzzles6_forum_hardest_1106.txt" 60 forum_hardest_1106x60.txt)
clue17=$(repeat "$data/puzzles2_17_clue.txt" 5 17_cluex5.txt)
serg=$(repeat "$data/puzzles7_serg_benchmark.txt" 20 serg_benchmarkx20.txt)
none=$(repeat "$no_solution" 50 no_solutionx50.txt)
bench "top1465 ×50" "$top" solve
bench "forum_hardest_1106 ×60" "$hardest" solve
bench "17_clue ×5" "$clue17" solve
bench forum_hardest_1905_11+ "$data/puzzles5_forum_hardest_1905_11+.txt" solve
bench "serg_benchmark ×20" "$serg" solve
bench "no_solution ×50" "$none" solve
bench "top1465 ×50" "$top" count
bench "forum_hardest_1106 ×60" "$hardest" count
