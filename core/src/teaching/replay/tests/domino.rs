//! A Sudominoku's trace: one domino per `try` and `undo`, checked and compared with the BOJ
//! 4574 post's search.

use super::*;
use crate::domino::Sudominoku;
use crate::format;

fn first_puzzle() -> Sudominoku {
    let text = include_str!("../../../../../puzzles/sudominoku.in");
    let document = format::parse("sudominoku.in", text, None).unwrap();
    document.puzzles[0].as_sudominoku().unwrap().clone()
}

/// The BOJ 4574 post's search, written here from the post (not from stepdoku's machine), with
/// a `try` printed before each recursive call and an `undo` after it; it stops at the first
/// solution. `skip` leaves out the undo of that many tries (a forgotten undo).
fn post_trace(puzzle: &Sudominoku, forget_undo_at: Option<usize>) -> String {
    struct Post {
        map: [[u8; 9]; 9],
        check: [[bool; 10]; 10],
        out: String,
        tries: usize,
        forget: Option<usize>,
    }
    impl Post {
        fn fits(&self, y: usize, x: usize, d: u8) -> bool {
            (0..9).all(|k| self.map[y][k] != d && self.map[k][x] != d)
                && (0..9).all(|k| self.map[y / 3 * 3 + k / 3][x / 3 * 3 + k % 3] != d)
        }
        fn go(&mut self, pos: usize) -> bool {
            if pos == 81 {
                return true;
            }
            let (y, x) = (pos / 9, pos % 9);
            if self.map[y][x] != 0 {
                return self.go(pos + 1);
            }
            for (dy, dx) in [(0, 1), (1, 0)] {
                let (ny, nx) = (y + dy, x + dx);
                if ny >= 9 || nx >= 9 || self.map[ny][nx] != 0 {
                    continue;
                }
                for i in 1..9u8 {
                    for j in i + 1..=9u8 {
                        if self.check[i as usize][j as usize] {
                            continue;
                        }
                        self.check[i as usize][j as usize] = true;
                        for (a, b) in [(i, j), (j, i)] {
                            if self.fits(y, x, a) && self.fits(ny, nx, b) {
                                self.map[y][x] = a;
                                self.map[ny][nx] = b;
                                self.tries += 1;
                                let n = self.tries;
                                self.out.push_str(&format!(
                                    "try {} {} {} {} {a} {b}\n",
                                    y + 1,
                                    x + 1,
                                    ny + 1,
                                    nx + 1
                                ));
                                if self.go(pos + 1) {
                                    return true;
                                }
                                self.map[y][x] = 0;
                                self.map[ny][nx] = 0;
                                if self.forget != Some(n) {
                                    self.out.push_str(&format!(
                                        "undo {} {} {} {}\n",
                                        y + 1,
                                        x + 1,
                                        ny + 1,
                                        nx + 1
                                    ));
                                }
                            }
                        }
                        self.check[i as usize][j as usize] = false;
                    }
                }
            }
            false
        }
    }
    let mut post = Post {
        map: [[0; 9]; 9],
        check: [[false; 10]; 10],
        out: String::new(),
        tries: 0,
        forget: forget_undo_at,
    };
    for cell in Cell::all() {
        if let Some(d) = puzzle.grid().get(cell) {
            post.map[cell.row()][cell.col()] = d.get();
        }
    }
    for domino in puzzle.dominoes() {
        let (a, b) = (domino.digits[0].get(), domino.digits[1].get());
        post.check[a.min(b) as usize][a.max(b) as usize] = true;
    }
    post.go(0);
    post.out
}

#[test]
fn the_posts_search_is_legal_and_is_row_major_step_for_step() {
    let puzzle = first_puzzle();
    let text = post_trace(&puzzle, None);
    let trace = parse_shaped(&text, Numbering::FromOne, Shape::Sudominoku);
    let s = summary_sudominoku(&puzzle, &trace, true);
    assert_eq!(s.illegal, vec![], "{:?}", s.illegal.first());
    assert_eq!(s.first_difference, None);
    assert_eq!(s.tries, 3_581, "the post's tries on the first puzzle");
    assert_eq!(domino_moves(&puzzle, usize::MAX).len(), s.steps);
    let mut machine = ReplayMachine::sudominoku(&puzzle, &trace);
    machine.run_to(usize::MAX);
    assert!(machine.grid().is_solved());
    assert_eq!(machine.grid().to_line()[..9], *"872643195");
    // Numbered from 0, the same search.
    let zero: String = text
        .lines()
        .map(|l| {
            let mut words: Vec<String> = l.split(' ').map(str::to_owned).collect();
            for w in &mut words[1..=4] {
                *w = (w.parse::<u8>().unwrap() - 1).to_string();
            }
            words.join(" ") + "\n"
        })
        .collect();
    assert_eq!(
        parse_shaped(&zero, Numbering::FromZero, Shape::Sudominoku),
        trace
    );
}

#[test]
fn a_forgotten_undo_is_found_where_it_happens() {
    let puzzle = first_puzzle();
    let trace = parse_shaped(
        &post_trace(&puzzle, Some(5)),
        Numbering::FromOne,
        Shape::Sudominoku,
    );
    let s = summary_sudominoku(&puzzle, &trace, true);
    let d = s.first_difference.unwrap();
    assert!(d.message.contains("row-major undoes"), "{}", d.message);
    assert!(!s.illegal.is_empty());
}

#[test]
fn each_kind_of_illegal_domino_move_is_flagged() {
    let puzzle = first_puzzle();
    // The givens: A2 (r1c2) holds 7, B2-B3 is the 6-1 domino; r1c1 is empty.
    let text = "\
try 1 1 1 4 1 2
undo 1 1 1 4
try 1 1 1 2 1 2
try 1 1 2 1 1 6
undo 1 1 2 1
try 1 1 2 1 3 3
try 1 1 2 1 5 3
try 4 2 5 2 5 3
undo 1 1 2 1
try 4 4 5 4 1 9
undo 4 2 4 4
try 1 1
";
    let trace = parse_shaped(text, Numbering::FromOne, Shape::Sudominoku);
    let s = summary_sudominoku(&puzzle, &trace, false);
    let whys: Vec<(usize, &str)> = s.illegal.iter().map(|i| (i.step, i.why.as_str())).collect();
    assert_eq!(
        whys,
        vec![
            (1, "a domino on r1c1 and r1c4, which are not side by side"),
            (3, "a placement on r1c2, a given (7)"),
            (4, "the 1-6 domino is already used: a given holds it"),
            (6, "a domino 3-3 on r1c1-r2c1: its two digits must differ"),
            (
                7,
                "a placement on r1c1, which already holds 3 (no undo since)"
            ),
            (8, "the 3-5 domino is already used: it stands on r1c1-r2c1"),
            (
                9,
                "undo of r1c1-r2c1, but the last domino still standing is r4c2-r5c2"
            ),
            (11, "undo of r4c2-r4c4, which no domino placed covers"),
            (12, "expected `try R1 C1 R2 C2 A B`, found `try 1 1`"),
            (
                12,
                "the trace ends without a full board: 48 cells still empty"
            ),
        ]
    );
}

/// The post lays each pair its smaller digit first, then turned round: where its next domino
/// is a pair's second turn (a larger digit first), the words say so and do not claim the
/// smaller digit comes first.
#[test]
fn a_pair_turned_round_is_said_to_be_its_second_turn() {
    let puzzle = first_puzzle();
    let text = post_trace(&puzzle, None);
    let lines: Vec<&str> = text.lines().collect();
    let turned = lines
        .iter()
        .position(|l| {
            let digits: Vec<u8> = l.split(' ').skip(5).map(|w| w.parse().unwrap()).collect();
            // `try R1 C1 R2 C2 A B`: an `undo` has no digits.
            matches!(digits.as_slice(), [a, b] if a > b)
        })
        .unwrap();
    let words: Vec<&str> = lines[turned].split(' ').collect();
    let (x, y) = (words[5], words[6]);
    // The learner's trace ends just before it.
    let before: String = lines[..turned].iter().map(|l| format!("{l}\n")).collect();
    let trace = parse_shaped(&before, Numbering::FromOne, Shape::Sudominoku);
    let d = summary_sudominoku(&puzzle, &trace, true)
        .first_difference
        .unwrap();
    // Seen at the trace's last step, which all agreed.
    assert_eq!((d.step, d.agreed), (turned, turned));
    assert!(
        d.why.contains(&format!(
            ": {x}-{y} is the pair {y}-{x} turned round, its turn after {y}-{x}'s"
        )),
        "{}",
        d.why
    );
    assert!(!d.why.contains("smaller digit first"), "{}", d.why);
}
