#!/usr/bin/env bash
# Generation speed per level, whole processes: puzzles per CPU second of `stepdoku generate`.
#
#   scripts/bench_generate.sh [N] [ROUNDS]
#
# Builds `stepdoku` in release and runs `generate -d LEVEL -n COUNT --seed 1 -j 1` for each
# level (and without a level), ROUNDS times (default 3), taking the median CPU
# time (user + system, /usr/bin/time). With BEFORE=/path/to/an/older/stepdoku that binary runs
# in the same rounds, alternating with this one, and the last column is this build's puzzles
# per second over its. The puzzles printed must be the same: a differing output is flagged.
# COUNT is N (default 20) for unfair and extreme, 4 N for medium and hard, 10 N for easy and
# 40 N without a level, so that each run takes long enough for the 10 ms clock.
set -euo pipefail

n=${1:-20}
rounds=${2:-3}
here=$(cd "$(dirname "$0")/.." && pwd)
work=$here/target/bench-peers
mkdir -p "$work"
cd "$here"
cargo build --release --quiet --bin stepdoku
now=$here/target/release/stepdoku

cpu() {
    local out=$1
    shift
    /usr/bin/time -f '%U %S' -o "$work/gen-time" "$@" >"$out" 2>/dev/null || true
    tail -n 1 "$work/gen-time" | awk '{ printf "%.3f\n", $1 + $2 }'
}
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

echo "machine: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) CPUs; $rounds rounds, median CPU seconds"
printf '%-10s %8s %10s %12s %s\n' level puzzles "CPU s" "puzzles/s" "${BEFORE:+before: CPU s, puzzles/s, now/before}"
for level in any easy medium hard unfair extreme; do
    case $level in
        any) count=$((40 * n)) ;;
        easy) count=$((10 * n)) ;;
        medium | hard) count=$((4 * n)) ;;
        *) count=$n ;;
    esac
    args=(generate -n "$count" --seed 1 -j 1)
    [[ $level != any ]] && args+=(-d "$level")
    : >"$work/gen-times"
    for ((r = 0; r < rounds; r++)); do
        runs=(now)
        [[ -n ${BEFORE:-} ]] && { ((r % 2)) && runs=(before now) || runs=(now before); }
        for who in "${runs[@]}"; do
            bin=$now
            [[ $who == before ]] && bin=$BEFORE
            echo "$who $(cpu "$work/gen-out.$who" "$bin" "${args[@]}")" >>"$work/gen-times"
        done
    done
    s=$(awk '$1 == "now" { print $2 }' "$work/gen-times" | median)
    line=$(printf '%-10s %8d %10.3f %12.0f' "$level" "$count" "$s" "$(awk -v n="$count" -v s="$s" 'BEGIN { print n / s }')")
    if [[ -n ${BEFORE:-} ]]; then
        b=$(awk '$1 == "before" { print $2 }' "$work/gen-times" | median)
        line+=$(awk -v n="$count" -v s="$s" -v b="$b" 'BEGIN { printf "   %.3f %10.0f %8.2f×", b, n / b, b / s }')
        cmp -s "$work/gen-out.now" "$work/gen-out.before" || line+=" PUZZLES DIFFER"
    fi
    echo "$line"
done
