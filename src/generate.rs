//! Puzzle generation: unique puzzles at a requested difficulty, reproducible from a seed.
