//! Sudominoku (BOJ 4574): the puzzle model, its reader and its step-by-step solver.
