//! What a learner's search does after its first full board: stops, unwinds, returns at once
//! from each call still open, or searches on (flagged), told apart from the trace alone.

use super::*;

/// BOJ 2580's kind of board with two solutions (they differ in r4c6, r4c9, r5c6 and r5c9).
const TWO: &str =
    "534.7.9.267..9..48.9...256.85976.4..426.5.7....3924..6.6.5372...87.1963534528.179";

/// How the written search stops after its full board.
#[derive(Clone, Copy, PartialEq)]
enum Stop {
    /// `return` right after the call that filled the board: nothing follows it.
    AfterCall,
    /// The check after the undo: only undos follow.
    AfterUndo,
    /// The check at the top of the function: the calls still open try their other digits,
    /// each returning at once.
    OnEntry,
    /// No check: every solution is reached.
    Never,
}

/// The trace of a blanks-list 1→9 search (the blog posts' 2580 code), written here apart from
/// stepdoku's machines, stopping as `stop` says.
fn blanks_trace(givens: &Grid, stop: Stop) -> String {
    struct Search {
        board: [u8; 81],
        blanks: Vec<usize>,
        done: bool,
        stop: Stop,
        out: String,
    }
    impl Search {
        fn fits(&self, i: usize, d: u8) -> bool {
            let (r, c) = (i / 9, i % 9);
            let g = &self.board;
            (0..9).all(|k| g[r * 9 + k] != d && g[k * 9 + c] != d)
                && (0..9).all(|k| g[(r / 3 * 3 + k / 3) * 9 + c / 3 * 3 + k % 3] != d)
        }
        fn dfs(&mut self, k: usize) {
            if self.stop == Stop::OnEntry && self.done {
                return;
            }
            if k == self.blanks.len() {
                self.done = true;
                return;
            }
            let i = self.blanks[k];
            for d in 1..=9 {
                if !self.fits(i, d) {
                    continue;
                }
                self.board[i] = d;
                self.out
                    .push_str(&format!("try {} {} {d}\n", i / 9 + 1, i % 9 + 1));
                self.dfs(k + 1);
                if self.stop == Stop::AfterCall && self.done {
                    return;
                }
                self.board[i] = 0;
                self.out
                    .push_str(&format!("undo {} {}\n", i / 9 + 1, i % 9 + 1));
                if self.stop == Stop::AfterUndo && self.done {
                    return;
                }
            }
        }
    }
    let board = *givens.values();
    let mut search = Search {
        board,
        blanks: (0..81).filter(|&i| board[i] == 0).collect(),
        done: false,
        stop,
        out: String::new(),
    };
    search.dfs(0);
    search.out
}

fn checked(stop: Stop) -> (String, Summary) {
    let givens = grid(TWO);
    let text = blanks_trace(&givens, stop);
    let s = summary(
        &givens,
        &parse(&text, Numbering::FromOne),
        Some(Strategy::RowMajor),
    );
    (text, s)
}

#[test]
fn a_search_that_stops_or_unwinds_after_its_full_board_is_not_flagged() {
    let (_, stops) = checked(Stop::AfterCall);
    assert_eq!(stops.illegal, vec![]);
    assert_eq!((stops.solved_at, stops.full_boards), (Some(stops.steps), 1));
    assert_eq!(stops.aftermath, Some(Aftermath::Unwound));
    let (text, unwinds) = checked(Stop::AfterUndo);
    assert_eq!(unwinds.illegal, vec![], "{text}");
    assert_eq!(unwinds.solved_at, stops.solved_at);
    assert!(unwinds.steps > stops.steps);
    assert_eq!(unwinds.aftermath, Some(Aftermath::Unwound));
    assert_eq!(
        (
            unwinds.full_boards,
            unwinds.searched_on_at,
            unwinds.tries_after_solution
        ),
        (1, None, Some(0))
    );
    assert_eq!(unwinds.first_difference, None);
}

#[test]
fn calls_that_return_as_they_start_try_digits_on_the_way_back_yet_search_no_further() {
    let (text, s) = checked(Stop::OnEntry);
    let solved_at = s.solved_at.unwrap();
    let after: Vec<&str> = text.lines().skip(solved_at).collect();
    let tries = after.iter().filter(|l| l.starts_with("try")).count();
    assert!(tries > 0, "{text}");
    assert_eq!(s.illegal, vec![], "{text}");
    assert_eq!(s.aftermath, Some(Aftermath::ReturnedAtOnce { tries }));
    assert_eq!((s.full_boards, s.searched_on_at), (1, None));
    assert_eq!(s.tries_after_solution, Some(tries));
}

#[test]
fn a_search_that_goes_on_past_its_full_board_is_flagged_where_it_goes_on_and_counts_its_boards() {
    let (text, s) = checked(Stop::Never);
    let lines: Vec<&str> = text.lines().collect();
    let solved_at = s.solved_at.unwrap();
    // The first try after the full board: where the search should have returned.
    let at = solved_at
        + 1
        + lines[solved_at..]
            .iter()
            .position(|l| l.starts_with("try"))
            .unwrap();
    assert_eq!(s.searched_on_at, Some(at));
    let flags: Vec<(usize, &str)> = s.illegal.iter().map(|i| (i.step, i.why.as_str())).collect();
    assert_eq!(
        flags,
        vec![(
            at,
            "a try after the board was full: your search goes on past its solution; stop after \
             the first solution (return once the board is full)"
        )]
    );
    assert_eq!(s.flagged_steps, vec![at]);
    // Two solutions, each a full board; the second reached later by the same search.
    let second = s.second_full_board_at.unwrap();
    assert!(second > at, "{second} {at}");
    assert_eq!(s.full_boards, 2);
    let tries = lines[solved_at..]
        .iter()
        .filter(|l| l.starts_with("try"))
        .count();
    assert_eq!(s.tries_after_solution, Some(tries));
    assert_eq!(
        s.aftermath,
        Some(Aftermath::SearchedOn {
            at,
            tries,
            full_boards: 2,
            next_full_at: Some(second)
        })
    );
    // The board after the second full board's step is the other solution.
    let mut machine = ReplayMachine::new(&grid(TWO), &parse(&text, Numbering::FromOne));
    machine.run_to(second);
    assert!(machine.grid().is_solved());
    assert_ne!(Some(&machine.grid()), machine.first_solution());
    // The undo right after a full board is no dead end, the second one's included.
    machine.run_to(second + 1);
    assert!(!machine.hit(Until::DeadEnd));
    assert_eq!(machine.counters().solutions, 2);
    // JSON names them.
    let json = serde_json::to_value(&s).unwrap();
    assert_eq!(json["full_boards"], 2);
    assert_eq!(json["searched_on_at"], at);
    assert_eq!(json["second_full_board_at"], second);
}
