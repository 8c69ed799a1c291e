#!/bin/sh
# Time `stepdoku generate --technique NAME` with default options, per technique, from random
# seeds, each puzzle checked by `stepdoku grade` (solved by logic, uses NAME by its exact name).
#   scripts/practice_timing.sh [BINARY] [SEEDS_PER_NAME] [NAME...]
# Without names: every name `--technique` accepts. Prints: seconds, seed, verdict, name.
bin=${1:-target/release/stepdoku}
per=${2:-1}
shift 2 2>/dev/null
if [ $# -eq 0 ]; then
    names=$("$bin" generate --technique '?' 2>&1 | sed -n 's/.*expected one of: //p' | sed 's/, /\n/g')
else
    names=$(printf '%s\n' "$@")
fi
echo "# $(uptime)"
printf '%s\n' "$names" | while IFS= read -r name; do
    i=0
    while [ "$i" -lt "$per" ]; do
        seed=$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')
        start=$(date +%s.%N)
        puzzle=$("$bin" generate --technique "$name" --seed "$seed" 2>/dev/null)
        end=$(date +%s.%N)
        verdict=missing
        if [ -n "$puzzle" ]; then
            line=$(printf '%s\n' "$puzzle" | "$bin" grade)
            # the techniques after " logic ", without their counts, one must be NAME exactly
            if printf '%s\n' "$line" | awk -v name="$name" '
                index($0, " logic ") {
                    n = split(substr($0, index($0, " logic ") + 7), t, ", ")
                    for (i = 1; i <= n; i++) {
                        sub(/^ +/, "", t[i]); sub(/ ×[0-9]+$/, "", t[i])
                        if (t[i] == name) found = 1
                    }
                }
                END { exit !found }'; then
                verdict="graded $(printf '%s' "$line" | awk '{print $1}')"
            else
                verdict="WRONG: $line"
            fi
        fi
        printf '%6.2f  %10s  %s  %s\n' "$(echo "$end - $start" | bc)" "$seed" "$verdict" "$name"
        i=$((i + 1))
    done
done
