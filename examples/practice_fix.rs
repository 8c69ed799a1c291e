//! Turns puzzles whose logical solve uses a rare technique but is too hard afterwards into
//! practice puzzles: clues of the solution are added one at a time, each chosen by grading the
//! whole puzzle again with every open cell of the point where the solve got too hard given,
//! keeping the clue after which the solve still uses the technique and gets furthest. The
//! search for the bank (`practice_bank`) adds clues judged by the rest of the solve only, which
//! loses the technique when a clue changes the solve before it; this keeps it.
//!
//! Input: lines `PUZZLE  # NAME` (for instance from `slot_census`); output: the practice
//! puzzles found, `PUZZLE  # NAME`, each graded again in full.
//!
//! ```sh
//! cargo run --release --example practice_fix -- --file found.txt --seconds 600
//! ```

use std::process::ExitCode;
use std::time::{Duration, Instant};

use stepdoku_core::cell::{Cell, Digit};
use stepdoku_core::generate::{Rng, parse_technique, practice_level};
use stepdoku_core::grid::Grid;
use stepdoku_core::hint::logic::Step;
use stepdoku_core::hint::{Candidates, Deduction, Level, Solver, Technique, grade};

/// Clues added to one puzzle before it is given up.
const MAX_ADDED: usize = 40;

/// How a solve capped at a level went.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
enum Outcome {
    /// Solved within the level, using the technique.
    Fits,
    /// Used the technique, then got too hard with this many cells open.
    UsedThenStuck(usize),
    /// Never used it (stuck before, or solved without).
    Lost,
    /// Ran out of logic before using it: the cell HoDoKu's brute-force step would take from
    /// the solution (the middle open one), which as a clue lets the solve go on as the grade's.
    Guess(Cell),
}

/// HoDoKu's running level: the hardest step's, raised while the score is above its maximum.
fn level_of(hardest: Level, score: u32) -> Level {
    let mut level = hardest;
    while score > level.max_score() && level != Level::Extreme {
        level = level.next();
    }
    level
}

/// The solve of `puzzle` until it is solved or a step lifts its level past `ceiling`; the
/// open cells where it stopped.
fn probe(puzzle: &Grid, technique: Technique, ceiling: Level) -> (Outcome, Vec<Cell>) {
    let (outcome, open, _) = probe_use(puzzle, technique, ceiling);
    (outcome, open)
}

/// [`probe`], with the position where the technique was first used and its deduction.
fn probe_use(
    puzzle: &Grid,
    technique: Technique,
    ceiling: Level,
) -> (Outcome, Vec<Cell>, Option<(Candidates, Deduction)>) {
    let mut solver = Solver::new(puzzle);
    let mut first_use = None;
    let mut used = false;
    let mut hardest = Level::Easy;
    let mut score = 0u32;
    while !solver.candidates().is_solved() {
        let Some(d) = solver.next_deduction() else {
            let open: Vec<Cell> = solver.candidates().empty_cells().iter().collect();
            let outcome = if used {
                Outcome::UsedThenStuck(open.len())
            } else {
                open.get(open.len() / 2)
                    .map_or(Outcome::Lost, |&c| Outcome::Guess(c))
            };
            return (outcome, open, first_use);
        };
        let step = Step::Logic(d.clone());
        score += step.score();
        hardest = hardest.max(step.level());
        if level_of(hardest, score) > ceiling {
            let open: Vec<Cell> = solver.candidates().empty_cells().iter().collect();
            let outcome = if used {
                Outcome::UsedThenStuck(open.len())
            } else {
                Outcome::Lost
            };
            return (outcome, open, first_use);
        }
        if d.technique == technique && !used {
            used = true;
            first_use = Some((solver.candidates().clone(), d.clone()));
        }
        solver.apply(&d);
    }
    let outcome = if used { Outcome::Fits } else { Outcome::Lost };
    (outcome, Vec::new(), first_use)
}

/// Whether giving `cell` its `digit` from the start leaves the technique's first use as it
/// was, as far as one can tell from that position: the cell is not part of the pattern nor a
/// target, and no pattern cell or target it sees loses a candidate the deduction rests on.
fn harmless(cell: Cell, digit: Digit, at: &Candidates, used: &Deduction) -> bool {
    let pattern = used.evidence.cells;
    if pattern.contains(cell)
        || used.eliminations.iter().any(|&(c, _)| c == cell)
        || used.placements.iter().any(|&(c, _)| c == cell)
    {
        return false;
    }
    let peers = cell.peers();
    (pattern & peers).iter().all(|p| !at.has(p, digit))
        && used
            .eliminations
            .iter()
            .all(|&(c, d)| d != digit || !peers.contains(c))
}

/// How far a puzzle whose solve uses the technique is from fitting: its level, then its score
/// (brute-force steps count 10,000 each); `None` when the solve does not use it.
fn cost(puzzle: &Grid, technique: Technique) -> Option<(Level, u32)> {
    let graded = grade::grade(puzzle).ok()?;
    graded
        .techniques
        .iter()
        .any(|&(t, _)| t == technique)
        .then_some((graded.level, graded.score))
}

/// `puzzle` with clues added until it fits, or `None`. First, while the solve capped at the
/// technique's level gets stuck after using it, the clue that gets it furthest (see
/// [`probe`]); where the capped solve loses the technique, the whole grade decides instead:
/// the first clue (random order) after which the solve still uses it and the level or score
/// is lower.
fn fix(
    puzzle: Grid,
    technique: Technique,
    rng: &mut Rng,
    deadline: Instant,
    patient: bool,
) -> Option<Grid> {
    let solution = grade::solution(&puzzle).ok()?;
    let ceiling = practice_level(technique);
    let mut puzzle = puzzle;
    let (mut outcome, mut open) = probe(&puzzle, technique, ceiling);
    eprintln!("{technique}: starts {outcome:?}");
    if outcome == Outcome::Lost && !patient {
        return None;
    }
    for _ in 0..MAX_ADDED {
        if Instant::now() > deadline {
            return None;
        }
        match outcome {
            Outcome::Fits => return Some(puzzle),
            Outcome::UsedThenStuck(_) => {
                (outcome, puzzle, open) = capped_step(&puzzle, &solution, &open, technique, rng)?;
                eprintln!("  {outcome:?}");
            }
            Outcome::Lost => {
                puzzle = graded_step(&puzzle, &solution, technique, rng)?;
                (outcome, open) = probe(&puzzle, technique, ceiling);
            }
            Outcome::Guess(cell) => {
                puzzle.set(cell, solution.get(cell));
                (outcome, open) = probe(&puzzle, technique, ceiling);
                eprintln!("  guessed {cell}: {outcome:?}");
            }
        }
    }
    (outcome == Outcome::Fits).then_some(puzzle)
}

/// One clue for a puzzle whose capped solve uses the technique, then gets stuck with `open`
/// cells open: the first that gets the solve further than the clue itself, else the one that
/// gets it furthest.
fn capped_step(
    puzzle: &Grid,
    solution: &Grid,
    open: &[Cell],
    technique: Technique,
    rng: &mut Rng,
) -> Option<(Outcome, Grid, Vec<Cell>)> {
    let ceiling = practice_level(technique);
    let now = open.len();
    let mut open = open.to_vec();
    rng.shuffle(&mut open);
    // clues that leave the technique's first use alone first
    if let (_, _, Some((at, used))) = probe_use(puzzle, technique, ceiling) {
        open.sort_by_key(|&c| {
            solution
                .get(c)
                .is_none_or(|digit| !harmless(c, digit, &at, &used))
        });
    }
    let mut best: Option<(Outcome, Grid, Vec<Cell>)> = None;
    for &cell in &open {
        let mut next = *puzzle;
        next.set(cell, solution.get(cell));
        let (o, after) = probe(&next, technique, ceiling);
        let further = match o {
            Outcome::UsedThenStuck(left) => left + 1 < now,
            _ => false,
        };
        if best.as_ref().is_none_or(|(b, _, _)| o < *b) {
            best = Some((o, next, after));
        }
        if o == Outcome::Fits || further {
            break;
        }
    }
    best.filter(|(o, _, _)| matches!(o, Outcome::Fits | Outcome::UsedThenStuck(_)))
}

/// One clue for a puzzle whose whole solve uses the technique but is too hard before it: the
/// first open cell (random order) whose clue keeps the technique and lowers the level or score.
fn graded_step(
    puzzle: &Grid,
    solution: &Grid,
    technique: Technique,
    rng: &mut Rng,
) -> Option<Grid> {
    let now = cost(puzzle, technique)?;
    let mut open: Vec<Cell> = Cell::all().filter(|&c| puzzle.get(c).is_none()).collect();
    rng.shuffle(&mut open);
    open.into_iter().find_map(|cell| {
        let mut next = *puzzle;
        next.set(cell, solution.get(cell));
        cost(&next, technique).filter(|&c| c < now).map(|_| next)
    })
}

/// The full grade's verdict: solved by logic, using `technique`, at its level.
fn fits(puzzle: &Grid, technique: Technique) -> bool {
    grade::grade(puzzle).is_ok_and(|g| {
        g.solved_by_logic
            && g.level == practice_level(technique)
            && g.techniques.iter().any(|&(t, _)| t == technique)
    })
}

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let mut lines = String::new();
    let mut seconds = 600u64;
    let mut tries = 1usize;
    let mut per = usize::MAX;
    let mut patient = false;
    while let Some(arg) = args.next() {
        let Some(value) = args.next() else {
            eprintln!("{arg} needs a value");
            return ExitCode::from(2);
        };
        match arg.as_str() {
            "--file" => match std::fs::read_to_string(&value) {
                Ok(text) => lines.push_str(&text),
                Err(e) => {
                    eprintln!("{value}: {e}");
                    return ExitCode::from(2);
                }
            },
            "--seconds" => seconds = value.parse().unwrap_or(600),
            "--tries" => tries = value.parse().unwrap_or(1),
            "--per" => per = value.parse().unwrap_or(usize::MAX),
            "--patient" => patient = value == "yes",
            _ => {
                eprintln!("unknown argument {arg}");
                return ExitCode::from(2);
            }
        }
    }
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let mut rng = Rng::new(7);
    let mut found: Vec<Technique> = Vec::new();
    for line in lines.lines() {
        let Some((cells, name)) = line.split_once('#') else {
            continue;
        };
        let (Some(puzzle), Ok(technique)) = (Grid::from_line(cells.trim()), parse_technique(name))
        else {
            continue;
        };
        if found.iter().filter(|&&t| t == technique).count() >= per {
            continue;
        }
        for _ in 0..tries {
            if Instant::now() > deadline {
                return ExitCode::SUCCESS;
            }
            if let Some(made) = fix(puzzle, technique, &mut rng, deadline, patient)
                && fits(&made, technique)
            {
                println!("{}  # {technique}", made.to_line());
                found.push(technique);
                break;
            }
        }
    }
    ExitCode::SUCCESS
}
