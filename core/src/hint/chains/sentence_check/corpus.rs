//! The chain-sentence check run over whole collections: every chain and loop hint the engine
//! gives on HoDoKu's regression library (GPL-3 data, read at run time from `../shared` and
//! skipped with a message where it is absent) and on every step of the logical solve of each
//! bundled puzzle.

use super::check;
use crate::cell::{Cell, Digit};
use crate::grid::Grid;
use crate::hint::logic::Step;
use crate::hint::{Candidates, Settings, Technique, find_all_with, walk};

/// The techniques whose sentences are chains of "then"s.
const CHAINS: [Technique; 10] = [
    Technique::XChain,
    Technique::XyChain,
    Technique::ContinuousNiceLoop,
    Technique::DiscontinuousNiceLoop,
    Technique::Aic,
    Technique::GroupedContinuousNiceLoop,
    Technique::GroupedDiscontinuousNiceLoop,
    Technique::GroupedAic,
    Technique::ForcingChainContradiction,
    Technique::ForcingChainVerity,
];

/// Checks every chain hint on `grid`; returns how many there were, and the failures.
fn check_all(
    (grid, settings): (&Candidates, &Settings),
    techniques: &[Technique],
    failures: &mut Vec<String>,
    at: &str,
) -> usize {
    let mut count = 0;
    for &technique in techniques {
        for d in find_all_with(technique, grid, settings) {
            count += 1;
            if let Err(why) = check(grid, &d) {
                failures.push(format!("{at}: {why}\n    {}", d.explanation));
            }
        }
    }
    count
}

/// A regression-library line's position and settings: `:code:…:givens:removed:…`.
fn reglib_case(line: &str) -> Option<(String, Candidates, Settings)> {
    let fields: Vec<&str> = line.split(':').collect();
    let code = (*fields.get(1)?).to_owned();
    let mut values = [0u8; 81];
    let mut placed: Vec<(usize, u8)> = Vec::new();
    let (mut i, mut plus) = (0usize, false);
    for ch in fields.get(3)?.chars() {
        match ch {
            '+' => {
                plus = true;
                continue;
            }
            '1'..='9' if plus => placed.push((i, ch as u8 - b'0')),
            '1'..='9' => *values.get_mut(i)? = ch as u8 - b'0',
            _ => {}
        }
        plus = false;
        i += 1;
    }
    let mut grid = Candidates::from_grid(&Grid::from_values(values)?);
    for (i, d) in placed {
        grid.place(Cell::new(i)?, Digit::new(d)?);
    }
    for t in fields.get(4)?.split_whitespace() {
        let b = t.as_bytes();
        let cell = Cell::at(usize::from(b[1] - b'1'), usize::from(b[2] - b'1'))?;
        grid.remove(cell, Digit::new(b[0] - b'0')?);
    }
    // the library's own section comments: ALS nodes in these grouped loops and AICs
    let settings = Settings {
        als_in_chains: matches!(
            code.as_str(),
            "0709-2" | "0710-3" | "0710-4" | "0711-3" | "0711-4"
        ),
        ..Settings::default()
    };
    Some((code, grid, settings))
}

#[test]
fn chain_sentences_follow_their_chains_in_the_regression_library() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../shared/data/hints/reglib-1.3.txt"
    );
    let Ok(text) = std::fs::read_to_string(path) else {
        eprintln!("skipped: {path} not found (HoDoKu's regression library is read at run time)");
        return;
    };
    let (mut hints, mut failures) = (0, Vec::new());
    for (n, line) in text.lines().enumerate() {
        if !line.starts_with(":07") {
            continue;
        }
        let Some((code, grid, settings)) = reglib_case(line) else {
            failures.push(format!("reglib line {}: unreadable", n + 1));
            continue;
        };
        // The library holds no forcing-chain cases: forcing chains are checked on the grids of
        // its first chain sections too (on all of them the search takes minutes).
        let techniques = if ["0701", "0702", "0703"].iter().any(|c| code.starts_with(c)) {
            &CHAINS[..]
        } else {
            &CHAINS[..8]
        };
        hints += check_all(
            (&grid, &settings),
            techniques,
            &mut failures,
            &format!("reglib line {} ({code})", n + 1),
        );
    }
    eprintln!("{hints} chain and loop hints re-derived from the regression library");
    assert!(
        hints > 1000,
        "only {hints} chain hints: the library was not read"
    );
    assert!(
        failures.is_empty(),
        "{} of {hints} wrong:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn chain_sentences_follow_their_chains_in_the_bundled_puzzles() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../puzzles");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .map(|d| d.filter_map(Result::ok).map(|e| e.path()).collect())
        .unwrap_or_default();
    files.retain(|p| p.extension().is_some_and(|e| e == "txt"));
    files.sort();
    assert!(!files.is_empty(), "no bundled puzzles in {dir}");
    let (mut hints, mut steps, mut failures) = (0, 0, Vec::new());
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let puzzles = text
            .lines()
            .filter_map(|l| Grid::from_line(l.split_whitespace().next()?));
        for (k, givens) in puzzles.enumerate() {
            let solution = crate::hint::grade::solution(&givens).ok();
            for (i, frame) in walk::walk(&givens, solution.as_ref())
                .frames
                .iter()
                .enumerate()
            {
                let Step::Logic(d) = &frame.step else {
                    continue;
                };
                steps += 1;
                let at = format!("{name} #{} step {}", k + 1, i + 1);
                if CHAINS.contains(&d.technique) {
                    hints += 1;
                    if let Err(why) = check(&frame.before, d) {
                        failures.push(format!("{at}: {why}\n    {}", d.explanation));
                    }
                }
            }
        }
    }
    eprintln!("{hints} chain and loop hints re-derived in {steps} logical steps");
    assert!(
        hints > 50,
        "only {hints} chain hints in the bundled puzzles"
    );
    assert!(
        failures.is_empty(),
        "{} of {hints} wrong:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn a_loop_that_proves_a_cell_is_not_b_supposes_it_is_b() {
    // extreme.txt #2, step 22: the loop leaves r1c1 by "not 3" and comes back by "not 6"
    let givens = include_str!("../../../../../puzzles/extreme.txt")
        .lines()
        .filter_map(|l| Grid::from_line(l.split_whitespace().next()?))
        .nth(1);
    let givens = givens.unwrap_or_else(|| panic!("extreme.txt has a second puzzle"));
    let solve = walk::walk(&givens, crate::hint::grade::solution(&givens).ok().as_ref());
    let r1c1 = Cell::at(0, 0).unwrap_or_else(|| unreachable!());
    let six = Digit::new(6).unwrap_or_else(|| unreachable!());
    let frame = solve.frames.iter().find(|f| match &f.step {
        Step::Logic(d) => {
            d.technique == Technique::DiscontinuousNiceLoop && d.eliminations == [(r1c1, six)]
        }
        Step::BruteForce { .. } => false,
    });
    let Some(frame) = frame else {
        panic!("no loop removing 6 from r1c1")
    };
    let Step::Logic(d) = &frame.step else {
        unreachable!()
    };
    assert!(
        d.explanation
            .contains("Suppose r1c1 is 6, then r1c1 is not 3, so "),
        "{}",
        d.explanation
    );
    assert_eq!(check(&frame.before, d), Ok(()), "{}", d.explanation);
    // the checker rejects the sentence that supposed the chain's own first state
    let mut wrong = d.clone();
    wrong.explanation = d.explanation.replace(
        "Suppose r1c1 is 6, then r1c1 is not 3, so ",
        "Suppose r1c1 is not 3, then ",
    );
    assert!(
        check(&frame.before, &wrong).is_err(),
        "{}",
        wrong.explanation
    );
}
