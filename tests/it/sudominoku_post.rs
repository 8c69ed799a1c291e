//! `solve --strategy row-major` on a Sudominoku is the BOJ 4574 post's search as written: its
//! tries equal the placements of a plain re-implementation here (reading order, a domino to
//! the right then below, unused pairs in order each way round, no other check).

use crate::common::run::{stderr, stepdoku};

/// The search's state: digits, digits used per row, column and box, pairs used.
struct Board {
    cells: [[u8; 9]; 9],
    row: [[bool; 10]; 9],
    col: [[bool; 10]; 9],
    boxed: [[bool; 10]; 9],
    pair: [[bool; 10]; 10],
    placements: u64,
}

impl Board {
    fn free(&self, r: usize, c: usize, d: u8) -> bool {
        let d = usize::from(d);
        !self.row[r][d] && !self.col[c][d] && !self.boxed[r / 3 * 3 + c / 3][d]
    }

    fn mark(&mut self, r: usize, c: usize, d: u8, on: bool) {
        self.cells[r][c] = if on { d } else { 0 };
        let d = usize::from(d);
        self.row[r][d] = on;
        self.col[c][d] = on;
        self.boxed[r / 3 * 3 + c / 3][d] = on;
    }

    /// Fill from cell `pos` on; whether a solution was found.
    fn fill(&mut self, pos: usize) -> bool {
        if pos == 81 {
            return true;
        }
        let (r, c) = (pos / 9, pos % 9);
        if self.cells[r][c] != 0 {
            return self.fill(pos + 1);
        }
        for (nr, nc) in [(r, c + 1), (r + 1, c)] {
            if nr >= 9 || nc >= 9 || self.cells[nr][nc] != 0 {
                continue;
            }
            for a in 1..9u8 {
                for b in a + 1..=9u8 {
                    if self.pair[usize::from(a)][usize::from(b)] {
                        continue;
                    }
                    self.pair[usize::from(a)][usize::from(b)] = true;
                    for (x, y) in [(a, b), (b, a)] {
                        if self.free(r, c, x) && self.free(nr, nc, y) {
                            self.mark(r, c, x, true);
                            self.mark(nr, nc, y, true);
                            self.placements += 1;
                            if self.fill(pos + 1) {
                                return true;
                            }
                            self.mark(r, c, x, false);
                            self.mark(nr, nc, y, false);
                        }
                    }
                    self.pair[usize::from(a)][usize::from(b)] = false;
                }
            }
        }
        false
    }
}

/// `C5` → (2, 4).
fn at(name: &str) -> (usize, usize) {
    let bytes = name.as_bytes();
    (usize::from(bytes[0] - b'A'), usize::from(bytes[1] - b'1'))
}

/// Every case of a BOJ 4574 file.
fn cases(text: &str) -> Vec<Board> {
    let mut words = text.split_whitespace();
    let mut out = Vec::new();
    while let Some(n) = words.next().and_then(|w| w.parse::<usize>().ok()) {
        if n == 0 {
            break;
        }
        let mut board = Board {
            cells: [[0; 9]; 9],
            row: [[false; 10]; 9],
            col: [[false; 10]; 9],
            boxed: [[false; 10]; 9],
            pair: [[false; 10]; 10],
            placements: 0,
        };
        for _ in 0..n {
            let u: u8 = words.next().unwrap().parse().unwrap();
            let (ur, uc) = at(words.next().unwrap());
            let v: u8 = words.next().unwrap().parse().unwrap();
            let (vr, vc) = at(words.next().unwrap());
            board.mark(ur, uc, u, true);
            board.mark(vr, vc, v, true);
            board.pair[usize::from(u.min(v))][usize::from(u.max(v))] = true;
        }
        for d in 1..=9 {
            let (r, c) = at(words.next().unwrap());
            board.mark(r, c, d, true);
        }
        out.push(board);
    }
    out
}

/// The tries `solve --stats` reports for each puzzle of `file`.
fn stats_tries(file: &str, strategy: Option<&str>) -> Vec<u64> {
    let dir = tempfile::tempdir().unwrap();
    let mut args = vec!["solve", "--stats", file];
    if let Some(s) = strategy {
        args.extend(["--strategy", s]);
    }
    let out = stepdoku(&args, dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    stderr(&out)
        .lines()
        .filter(|l| l.contains(".in:") && !l.contains("puzzles:"))
        .map(|l| {
            let at = l.find("tries ").unwrap() + 6;
            l[at..].split(',').next().unwrap().trim().parse().unwrap()
        })
        .collect()
}

#[test]
fn row_major_tries_are_the_posts_placements() {
    for file in ["puzzles/sudominoku.in", "tests/data/boj/boj4574-sample.in"] {
        let text = std::fs::read_to_string(file).unwrap();
        let plain: Vec<u64> = cases(&text)
            .into_iter()
            .map(|mut board| {
                assert!(board.fill(0), "{file}: the post's search solves it");
                board.placements
            })
            .collect();
        assert_eq!(stats_tries(file, Some("row-major")), plain, "{file}");
    }
}

/// The default keeps its dead-cell check: fewer tries, the same answers.
#[test]
fn the_default_search_keeps_its_check() {
    let file = "puzzles/sudominoku.in";
    let default = stats_tries(file, None);
    let written = stats_tries(file, Some("row-major"));
    assert_eq!(written, vec![3_581, 10_036]);
    assert!(
        default.iter().zip(&written).all(|(d, w)| d < w),
        "{default:?}"
    );
}
