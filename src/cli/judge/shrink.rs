//! `--shrink`: a failing case made smaller while it fails the same way. Clues are dropped one
//! at a time in reading order (for Sudominoku, whole puzzles of the input first, then given
//! dominoes of every puzzle left: a bug that shows only across puzzles, such as a table never
//! cleared between them, keeps the fewest puzzles that still fail, two or more, and loses
//! dominoes within them), each drop kept when the program's verdict stays the same, pass after
//! pass until a whole pass drops nothing. A drop must keep the
//! case within the judge's promise: for 2239 and 2580 the naive search stays under its 10⁷
//! calls, for 4574 the puzzle keeps one solved grid and at least the 10 given dominoes the
//! problem promises. A drop that gives the board of a case
//! the judge already ran is not taken: that case's failure is shown already, and a shrink
//! ending on it (the empty board) would teach nothing new.

use stepdoku_core::cell::Cell;
use stepdoku_core::domino::{Sudominoku, count_grids};
use stepdoku_core::format::Puzzle;
use stepdoku_core::teaching::judge::cases::{classic_case, naive_calls, sudominoku_input};
use stepdoku_core::teaching::judge::{Case, Problem};

/// Steps one Sudominoku uniqueness check may take before the drop is refused: a shrink tries
/// a drop per given domino, and a puzzle that needs more to prove unique is no smaller case.
const UNIQUE_BUDGET: u64 = 200_000;

/// The fewest given dominoes a BOJ 4574 puzzle has: the problem promises 10 ≤ N ≤ 35 (as
/// `generate --dominoes` keeps to), so a program may rely on it and a shrink never goes below.
const FEWEST_DOMINOES: usize = 10;

/// Whether a smaller case still fails as the original did; `None` to stop (interrupted).
pub type StillFails<'a> = dyn FnMut(&Case) -> Option<bool> + 'a;

/// The smallest case reached from `case` by single drops that keep `still_fails` true and
/// give none of the `judged` cases' boards, and how many runs that took. Unless stopped, no
/// single drop from it does.
pub fn shrink(case: &Case, judged: &[&Case], still_fails: &mut StillFails<'_>) -> (Case, usize) {
    let mut current = case.clone();
    let mut runs = 0;
    let mut attempt = |candidate: Option<Case>, current: &mut Case| -> Option<bool> {
        let Some(candidate) = candidate else {
            return Some(false);
        };
        if judged.iter().any(|j| j.input == candidate.input) {
            return Some(false);
        }
        runs += 1;
        let fails = still_fails(&candidate)?;
        if fails {
            *current = candidate;
        }
        Some(fails)
    };
    // A drop refused early (the board then needed too many tries) may be allowed once more
    // clues are gone: passes repeat until a whole pass drops nothing, so that no single drop
    // of the result keeps it failing.
    'passes: loop {
        let before = current.clone();
        if case.problem == Problem::Boj4574 {
            let mut i = 0;
            while i < current.puzzles.len() && current.puzzles.len() > 1 {
                let fewer = without_puzzle(&current, i);
                match attempt(fewer, &mut current) {
                    None => break 'passes,
                    Some(true) => {}
                    Some(false) => i += 1,
                }
            }
            let mut d = 0;
            while let Some(&place) = domino_places(&current).get(d) {
                match attempt(without_domino(&current, place), &mut current) {
                    None => break 'passes,
                    Some(true) => {}
                    Some(false) => d += 1,
                }
            }
        } else {
            for cell in Cell::all() {
                if attempt(without_clue(&current, cell), &mut current).is_none() {
                    break 'passes;
                }
            }
        }
        if current.input == before.input {
            break;
        }
    }
    let name = shrunk_name(&case.name);
    current.name = name;
    (current, runs)
}

/// The name of the case `case` shrinks to.
#[must_use]
pub fn shrunk_name(case: &str) -> String {
    format!("{case}-shrunk")
}

/// The cases a single drop makes of `case` within the judge's promise: each clue of a
/// 2239 or 2580 board; for 4574 each puzzle of several, and each given domino of each puzzle.
#[must_use]
pub fn single_drops(case: &Case) -> Vec<Case> {
    if case.problem != Problem::Boj4574 {
        return Cell::all()
            .filter_map(|cell| without_clue(case, cell))
            .collect();
    }
    let puzzles = if case.puzzles.len() > 1 {
        case.puzzles.len()
    } else {
        0
    };
    (0..puzzles)
        .filter_map(|i| without_puzzle(case, i))
        .chain(
            domino_places(case)
                .into_iter()
                .filter_map(|place| without_domino(case, place)),
        )
        .collect()
}

fn without_clue(case: &Case, cell: Cell) -> Option<Case> {
    let mut board = *case.puzzles.first()?.grid();
    board.get(cell)?;
    board.set(cell, None);
    naive_calls(&board)?;
    classic_case(case.problem, &case.name, &board).ok()
}

fn sudominokus(case: &Case) -> Vec<Sudominoku> {
    case.puzzles
        .iter()
        .filter_map(Puzzle::as_sudominoku)
        .cloned()
        .collect()
}

fn without_puzzle(case: &Case, index: usize) -> Option<Case> {
    let mut puzzles = sudominokus(case);
    puzzles.remove(index);
    Case::new(case.problem, &case.name, sudominoku_input(&puzzles)).ok()
}

/// Every given domino of the case's puzzles, as (puzzle, domino) indices in input order.
fn domino_places(case: &Case) -> Vec<(usize, usize)> {
    sudominokus(case)
        .iter()
        .enumerate()
        .flat_map(|(p, puzzle)| (0..puzzle.dominoes().len()).map(move |d| (p, d)))
        .collect()
}

/// The case without given domino `index` of puzzle `puzzle`, when that puzzle still has one
/// solved grid and the [`FEWEST_DOMINOES`] the problem promises.
fn without_domino(case: &Case, (puzzle, index): (usize, usize)) -> Option<Case> {
    let mut puzzles = sudominokus(case);
    let one = puzzles.get_mut(puzzle)?;
    if one.dominoes().len() <= FEWEST_DOMINOES {
        return None;
    }
    let mut fewer = one.dominoes().to_vec();
    fewer.remove(index);
    let smaller = Sudominoku::new(fewer, *one.singles()).ok()?;
    let count = count_grids(&smaller, 2, UNIQUE_BUDGET);
    if !count.complete || count.grids != 1 {
        return None;
    }
    *one = smaller;
    Case::new(case.problem, &case.name, sudominoku_input(&puzzles)).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Case {
        let input = "530070000\n600195000\n098000060\n800060003\n400803001\n700020006\n\
                     060000280\n000419005\n000080079\n";
        Case::new(Problem::Boj2239, "sample", input.to_owned()).unwrap()
    }

    #[test]
    fn no_single_clue_of_the_result_can_be_dropped_when_every_case_fails() {
        // A program that prints nothing fails every case the same way.
        let (first, runs) = shrink(&sample(), &[], &mut |_: &Case| Some(true));
        let still = Cell::all()
            .filter(|&cell| without_clue(&first, cell).is_some())
            .count();
        assert_eq!(still, 0, "{still} clues can still be dropped");
        let (again, runs_again) = shrink(&sample(), &[], &mut |_: &Case| Some(true));
        assert_eq!((first.input, runs), (again.input, runs_again));
    }

    #[test]
    fn a_failure_across_puzzles_keeps_two_and_drops_dominoes_within_them() {
        let input = include_str!("../../../puzzles/sudominoku.in");
        let case = Case::new(Problem::Boj4574, "two", input.to_owned()).unwrap();
        assert_eq!(case.puzzles.len(), 2);
        let dominoes = |c: &Case| domino_places(c).len();
        // A bug that shows only when a puzzle follows another.
        let (smallest, _) = shrink(&case, &[], &mut |c: &Case| Some(c.puzzles.len() > 1));
        assert_eq!(smallest.puzzles.len(), 2, "{}", smallest.input);
        assert!(dominoes(&smallest) < dominoes(&case), "{}", smallest.input);
        // No single drop keeps two puzzles: each domino left is needed for one solved grid.
        assert!(
            single_drops(&smallest)
                .iter()
                .all(|drop| drop.puzzles.len() < 2),
            "{}",
            smallest.input
        );
    }

    #[test]
    fn a_4574_shrink_keeps_the_ten_given_dominoes_the_problem_promises() {
        let input = include_str!("../../../puzzles/sudominoku.in");
        let case = Case::new(Problem::Boj4574, "two", input.to_owned()).unwrap();
        // A program that fails every case the same way: the shrink goes as far as it may.
        let (smallest, _) = shrink(&case, &[], &mut |_: &Case| Some(true));
        let puzzles = sudominokus(&smallest);
        assert_eq!(puzzles.len(), 1, "{}", smallest.input);
        assert_eq!(
            puzzles[0].dominoes().len(),
            FEWEST_DOMINOES,
            "{}",
            smallest.input
        );
        assert!(single_drops(&smallest).is_empty(), "{}", smallest.input);
    }

    #[test]
    fn a_shrink_never_ends_on_the_board_of_a_case_already_judged() {
        let empty = Case::new(Problem::Boj2239, "empty", "000000000\n".repeat(9)).unwrap();
        let (smallest, _) = shrink(&sample(), &[&empty], &mut |_: &Case| Some(true));
        let clues: usize = smallest.puzzles.iter().map(|p| p.grid().filled()).sum();
        assert_eq!(clues, 1, "{}", smallest.input);
        let drops = single_drops(&smallest);
        assert_eq!(drops.len(), 1);
        assert_eq!(drops[0].input, empty.input);
    }
}
