//! The listings themselves: each search as the short C++ a learner writes after a blog post
//! on BOJ 2239, 2580 or 4574 (a `dfs`, a loop over digits 1 to 9, a check, place, recurse,
//! undo), written for this project. Lines that an event executes carry their [`Role`]; every
//! other line is context. Each line is at most [`super::WIDTH`] characters so a listing fits
//! the watch's panel column at 80 columns.

use super::Role;

/// One line of a listing.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Line {
    /// What an event executing this line did; `None` for context.
    pub role: Option<Role>,
    pub text: &'static str,
}

const fn say(text: &'static str) -> Line {
    Line { role: None, text }
}

const fn run(role: Role, text: &'static str) -> Line {
    Line {
        role: Some(role),
        text,
    }
}

/// The check of the three scanning searches: row, then column, then box, as the posts'
/// `isAvailableRow`, `isAvailableColumn` and `isAvailableBlock` go. The `return false` a
/// rejected digit reaches is the line its test executes.
const FITS: [Line; 15] = [
    say("bool fits(int r, int c, int d) {"),
    say("  for (int i = 0; i < 9; i++)"),
    say("    if (board[r][i] == d)"),
    run(Role::InRow, "      return false;"),
    say("  for (int i = 0; i < 9; i++)"),
    say("    if (board[i][c] == d)"),
    run(Role::InColumn, "      return false;"),
    say("  int br = r / 3 * 3;"),
    say("  int bc = c / 3 * 3;"),
    say("  for (int i = 0; i < 9; i++)"),
    say("    if (board[br+i/3][bc+i%3]==d)"),
    run(Role::InBox, "      return false;"),
    say("  return true;"),
    say("}"),
    say(""),
];

/// The digit loop the three scanning searches share, at the indentation of a `dfs` body.
macro_rules! digit_loop {
    ($recurse:literal) => {
        [
            say("  for (int d = 1; d <= 9; d++) {"),
            say("    if (!fits(r, c, d)) continue;"),
            run(Role::Place, "    board[r][c] = d;"),
            say($recurse),
            run(Role::Undo, "    board[r][c] = 0;"),
            say("  }"),
            run(Role::Fail, "  return false;"),
            say("}"),
            say(""),
        ]
    };
}

/// The listing made of `parts`, one after the other (const: the listings are tables).
macro_rules! lines {
    ($($part:expr),+ $(,)?) => {{
        const PARTS: &[&[Line]] = &[$(&$part),+];
        const LEN: usize = {
            let mut n = 0;
            let mut i = 0;
            while i < PARTS.len() {
                n += PARTS[i].len();
                i += 1;
            }
            n
        };
        const LINES: [Line; LEN] = {
            let mut out = [say(""); LEN];
            let mut n = 0;
            let mut i = 0;
            while i < PARTS.len() {
                let mut j = 0;
                while j < PARTS[i].len() {
                    out[n] = PARTS[i][j];
                    n += 1;
                    j += 1;
                }
                i += 1;
            }
            out
        };
        &LINES
    }};
}

const SOLVE_FROM_0: [Line; 4] = [
    say("void solve() {"),
    say("  if (!dfs(0))"),
    run(Role::NoSolution, "    puts(\"no solution\");"),
    say("}"),
];

const SOLVE: [Line; 4] = [
    say("void solve() {"),
    say("  if (!dfs())"),
    run(Role::NoSolution, "    puts(\"no solution\");"),
    say("}"),
];

pub const ROW_MAJOR: &[Line] = lines!(
    [
        say("bool dfs(int pos) {"),
        run(Role::Solved, "  if (pos == 81) return true;"),
        say("  int r = pos / 9, c = pos % 9;"),
        say("  if (board[r][c])"),
        say("    return dfs(pos + 1);"),
    ],
    digit_loop!("    if (dfs(pos + 1)) return true;"),
    FITS,
    SOLVE_FROM_0,
);

pub const BLANKS: &[Line] = lines!(
    [
        say("// blanks[0..n): the empty cells"),
        say("// in reading order"),
        say("bool dfs(int k) {"),
        run(Role::Solved, "  if (k == n) return true;"),
        say("  auto [r, c] = blanks[k];"),
    ],
    digit_loop!("    if (dfs(k + 1)) return true;"),
    FITS,
    SOLVE_FROM_0,
);

pub const MRV: &[Line] = lines!(
    [
        say("// fewest: the empty cell where"),
        say("// the fewest digits fit"),
        say("bool dfs() {"),
        say("  int r, c;"),
        run(Role::Solved, "  if (!fewest(r, c)) return true;"),
    ],
    digit_loop!("    if (dfs()) return true;"),
    FITS,
    SOLVE,
);

pub const PROPAGATE: &[Line] = lines!(
    [
        say("bool dfs() {"),
        say("  if (!propagate()) return false;"),
        say("  int r, c;"),
        run(Role::Solved, "  if (!fewest(r, c)) return true;"),
        say("  Board saved = board;"),
        say("  for (int d : cands[r][c]) {"),
        run(Role::Place, "    board[r][c] = d;"),
        say("    if (dfs()) return true;"),
        run(Role::Undo, "    board = saved;"),
        say("  }"),
        run(Role::Fail, "  return false;"),
        say("}"),
        say(""),
        say("bool propagate() {"),
        say("  for (;;) {"),
        run(Role::EmptyCell, "    if (emptyCell()) return false;"),
        run(Role::LostDigit, "    if (lostDigit()) return false;"),
        run(Role::Refuted, "    if (allFail()) return false;"),
        run(Role::Naked, "    if (nakedSingle()) continue;"),
        run(Role::Hidden, "    if (hiddenSingle()) continue;"),
        say("    if (!eliminate()) return true;"),
        say("  }"),
        say("}"),
        say(""),
    ],
    SOLVE,
);

/// The domino search up to its first cell's choice of ways.
const DOMINO_HEAD: [Line; 5] = [
    say("bool dfs(int pos) {"),
    run(Role::Solved, "  if (pos == 81) return true;"),
    say("  int r = pos / 9, c = pos % 9;"),
    say("  if (board[r][c])"),
    say("    return dfs(pos + 1);"),
];

/// The ways to cover the cell, tried in order, and the way back.
const DOMINO_LOOP: [Line; 25] = [
    say("  // t = 0: to the right, 1: down"),
    say("  for (int t = 0; t < 2; t++) {"),
    say("    int nr = r + t;"),
    say("    int nc = c + 1 - t;"),
    say("    if (nr>8 || nc>8) continue;"),
    say("    if (board[nr][nc]) continue;"),
    say("    // 1-2, 2-1, 1-3, 3-1, ... 9-8"),
    say("    for (int p = 0; p < 72; p++) {"),
    say("      int a = A[p], b = B[p];"),
    say("      if (used[a][b]) continue;"),
    say("      if (!fits(r, c, a))"),
    say("        continue;"),
    say("      if (!fits(nr, nc, b))"),
    say("        continue;"),
    run(Role::Place, "      put(r, c, a, nr, nc, b);"),
    say("      if (dfs(pos+1)) return true;"),
    say("      lift(r, c, nr, nc);"),
    say("    }"),
    say("  }"),
    run(Role::Fail, "  return false;"),
    say("}"),
    say(""),
    say("void solve() {"),
    say("  if (!dfs(0))"),
    run(Role::NoSolution, "    puts(\"no solution\");"),
];

/// This project's domino search: the posts' order, and a dead cell backs up at once.
pub const DOMINOES: &[Line] = lines!(
    DOMINO_HEAD,
    [run(Role::DeadCell, "  if (deadCell()) return false;")],
    DOMINO_LOOP,
    [say("}")],
);

/// The BOJ 4574 post's search exactly as written: no other check.
pub const DOMINOES_AS_WRITTEN: &[Line] = lines!(DOMINO_HEAD, DOMINO_LOOP, [say("}")]);
