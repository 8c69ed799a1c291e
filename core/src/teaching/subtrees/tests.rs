//! The sizes against an independent count: a plain recursive row-major (or blanks) search,
//! written here as the blog posts write it, measures every try's subtree by counting the tries
//! made under it; the largest that led nowhere must be the module's, size for size.

use super::*;

struct Count {
    tries: u64,
    /// Every finished try: (number, size, cell index, digit, mrv's cell and fitting count).
    finished: Vec<(u64, u64, usize, u8, usize, usize)>,
}

fn fits(grid: &[u8; 81], i: usize, d: u8) -> bool {
    let (r, c) = (i / 9, i % 9);
    (0..9).all(|k| {
        let (br, bc) = (r / 3 * 3 + k / 3, c / 3 * 3 + k % 3);
        grid[r * 9 + k] != d && grid[k * 9 + c] != d && grid[br * 9 + bc] != d
    })
}

/// The first empty cell with the fewest fitting digits, and that number.
fn fewest(grid: &[u8; 81]) -> (usize, usize) {
    let mut best = (81, 10);
    for i in (0..81).filter(|&i| grid[i] == 0) {
        let n = (1..=9).filter(|&d| fits(grid, i, d)).count();
        if n < best.1 {
            best = (i, n);
        }
    }
    best
}

/// The posts' dfs: the first empty cell (reading order), digits 1 to 9; `true` once solved.
fn dfs(grid: &mut [u8; 81], count: &mut Count) -> bool {
    let Some(i) = (0..81).find(|&i| grid[i] == 0) else {
        return true;
    };
    let (mrv_cell, mrv_fit) = fewest(grid);
    for d in 1..=9 {
        if !fits(grid, i, d) {
            continue;
        }
        count.tries += 1;
        let number = count.tries;
        grid[i] = d;
        if dfs(grid, count) {
            return true;
        }
        grid[i] = 0;
        count
            .finished
            .push((number, count.tries - number + 1, i, d, mrv_cell, mrv_fit));
    }
    false
}

fn puzzles() -> Vec<Grid> {
    use crate::test_puzzles::{CLASSIC, HARD, first_of};
    first_of(&[(CLASSIC, 3), (HARD, 3)])
}

fn options(strategy: Strategy) -> Options {
    Options {
        strategy,
        max_solutions: Some(1),
        lexicographic: false,
    }
}

/// The top `keep` of `finished` by size (earlier first among equals).
fn top(mut finished: Vec<(u64, u64, usize, u8, usize, usize)>, keep: usize) -> Vec<(u64, u64)> {
    finished.sort_by_key(|&(number, size, ..)| (std::cmp::Reverse(size), number));
    finished
        .iter()
        .take(keep)
        .map(|&(n, s, ..)| (n, s))
        .collect()
}

/// The largest of `finished`, then the largest outside it, and so on, `keep` of them: a try's
/// subtree holds the tries numbered from it to its size on, so one lies inside another when its
/// numbers do.
fn distinct(
    mut finished: Vec<(u64, u64, usize, u8, usize, usize)>,
    keep: usize,
) -> Vec<(u64, u64)> {
    finished.sort_by_key(|&(number, size, ..)| (std::cmp::Reverse(size), number));
    let mut chosen: Vec<(u64, u64)> = Vec::new();
    for &(n, s, ..) in &finished {
        let inside = chosen.iter().any(|&(m, t)| m <= n && n + s <= m + t);
        if !inside && chosen.len() < keep {
            chosen.push((n, s));
        }
    }
    chosen
}

#[test]
fn the_largest_dead_subtrees_are_the_recursions_own_count() {
    let mut measured = 0;
    let mut measured_nesting = false;
    let mut measured_nesting_elsewhere = false;
    for grid in puzzles() {
        let mut values = [0u8; 81];
        for (i, v) in values.iter_mut().enumerate() {
            *v = grid.get(Cell::from_index(i)).map_or(0, Digit::get);
        }
        let mut count = Count {
            tries: 0,
            finished: Vec::new(),
        };
        let mut copy = values;
        dfs(&mut copy, &mut count);
        if count.tries > 3_000_000 {
            continue;
        }
        // Row-major and blanks walk the same tree on a fresh puzzle.
        for strategy in [Strategy::RowMajor, Strategy::Blanks] {
            let slow = measure(&grid, options(strategy), u64::MAX, 10).expect("a valid puzzle");
            assert!(slow.ended);
            assert_eq!(slow.tries, count.tries);
            let got: Vec<(u64, u64)> = slow.largest.iter().map(|s| (s.number, s.size)).collect();
            assert_eq!(got, distinct(count.finished.clone(), 10), "{strategy:?}");
            // Ten places: no subtree listed lies inside another listed.
            for (i, a) in got.iter().enumerate() {
                for b in &got[i + 1..] {
                    let inside =
                        |x: &(u64, u64), y: &(u64, u64)| y.0 <= x.0 && x.0 + x.1 <= y.0 + y.1;
                    assert!(!inside(a, b) && !inside(b, a), "{a:?} {b:?}");
                }
            }
            // The plain top ten nest (one big branch fills several rows): the test can fail.
            if got.len() == 10 {
                measured_nesting |= top(count.finished.clone(), 10) != got;
            }
            for s in &slow.largest {
                let &(_, _, i, d, mrv_cell, mrv_fit) = count
                    .finished
                    .iter()
                    .find(|f| f.0 == s.number)
                    .expect("the same try");
                assert_eq!((s.cell.index(), s.digit.get()), (i, d));
                let (cell, free) = s.mrv.expect("row-major compares with mrv");
                assert_eq!((cell.index(), free.len()), (mrv_cell, mrv_fit));
            }
            let elsewhere: Vec<_> = count
                .finished
                .iter()
                .copied()
                .filter(|f| f.4 != f.2)
                .collect();
            let got: Vec<(u64, u64)> = slow
                .mrv_elsewhere
                .iter()
                .map(|s| (s.number, s.size))
                .collect();
            // Distinct places too: `r1c6=8` is not listed inside `r1c3=2`.
            assert_eq!(got, distinct(elsewhere.clone(), 10), "{strategy:?}");
            if got.len() == 10 {
                measured_nesting_elsewhere |= top(elsewhere, 10) != got;
            }
        }
        measured += 1;
    }
    assert!(measured >= 3, "only {measured} puzzles measured");
    assert!(measured_nesting, "no puzzle's plain top ten nest");
    assert!(
        measured_nesting_elsewhere,
        "no puzzle's plain top ten that mrv never enters nest"
    );
}

#[test]
fn every_strategy_ends_and_no_subtree_is_larger_than_the_search() {
    for grid in puzzles().into_iter().take(2) {
        for strategy in Strategy::ALL {
            let slow = measure(&grid, options(strategy), u64::MAX, 10).expect("a valid puzzle");
            assert!(slow.ended);
            assert!(slow.largest.len() <= 10);
            assert!(slow.largest.windows(2).all(|w| w[0].size >= w[1].size));
            assert!(
                slow.largest
                    .iter()
                    .all(|s| s.size <= slow.tries && s.size >= 1)
            );
            if !matches!(strategy, Strategy::RowMajor | Strategy::Blanks) {
                assert!(slow.mrv_elsewhere.is_empty());
            }
        }
    }
}

#[test]
fn a_step_cap_stops_the_run_and_says_so() {
    let grid = puzzles()[0];
    let slow = measure(&grid, options(Strategy::RowMajor), 50, 10).expect("a valid puzzle");
    assert!(!slow.ended);
    assert_eq!(slow.steps, 50);
}
