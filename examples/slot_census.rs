//! Where do the rare techniques stand in real solves? Runs the logical solve of many puzzles
//! and, at every position where a technique's slot is reached (every earlier slot found
//! nothing), counts whether its finder alone finds something and whether the slot's search
//! returns it first. Puzzles whose solve uses a watched technique are printed as
//! `PUZZLE  # NAME` (any level: `practice_bank --start` takes them on from there).
//!
//! ```sh
//! cargo run --release --example slot_census -- --generate 2000 --seed 3
//! cargo run --release --example slot_census -- --file FILE --only "AIC,Grouped AIC"
//! ```

use std::process::ExitCode;
use std::time::{Duration, Instant};

use stepdoku_core::generate::{Rng, parse_technique, unique_puzzle};
use stepdoku_core::grid::Grid;
use stepdoku_core::hint::scores::SOLVER_STEPS;
use stepdoku_core::hint::{Settings, Solver, Technique, find_all_with, grade};

/// The techniques the seed bank lacks.
const RARE: &[&str] = &[
    "Avoidable Rectangle Type 2",
    "Simple Colors Wrap",
    "Multi Colors 2",
    "AIC",
    "Grouped Continuous Nice Loop",
    "Grouped AIC",
    "Almost Locked Set XY-Wing",
    "Almost Locked Set XY-Chain",
    "Franken X-Wing",
    "Franken Swordfish",
    "Finned Franken X-Wing",
    "Forcing Chain Verity",
    "Forcing Net Verity",
];

#[derive(Default, Clone)]
struct Count {
    reached: u64,
    alone: u64,
    first: u64,
}

/// The technique `name` stands for, as `parse_technique` reads it, or by its exact name (a
/// technique the solve never applies first is refused by `parse_technique`, but is watched
/// here to show that it never comes first).
fn named(name: &str) -> Option<Technique> {
    parse_technique(name).ok().or_else(|| {
        Technique::ALL
            .iter()
            .copied()
            .find(|t| t.name().eq_ignore_ascii_case(name.trim()))
    })
}

fn slot_index(t: Technique) -> usize {
    SOLVER_STEPS
        .iter()
        .position(|s| s.techniques.contains(&t))
        .unwrap_or(usize::MAX)
}

/// Solves `puzzle`, counting into `counts` at every position where a technique of `only` has
/// its slot reached; the techniques the solve applied.
fn census(puzzle: &Grid, only: &[Technique], counts: &mut [Count]) -> Vec<Technique> {
    let Ok(solution) = grade::solution(puzzle) else {
        return Vec::new();
    };
    let mut solver = Solver::new(puzzle);
    let mut used = Vec::new();
    while !solver.candidates().is_solved() {
        let before = solver.candidates().clone();
        let deduction = solver.next_deduction();
        let applied = deduction
            .as_ref()
            .map_or(usize::MAX, |d| slot_index(d.technique));
        for (i, &t) in only.iter().enumerate() {
            if slot_index(t) > applied {
                continue;
            }
            let c = &mut counts[i];
            c.reached += 1;
            let alone = find_all_with(t, &before, &Settings::default())
                .iter()
                .any(|d| !d.placements.is_empty() || !d.eliminations.is_empty());
            c.alone += u64::from(alone);
            if deduction.as_ref().is_some_and(|d| d.technique == t) {
                c.first += 1;
                if !used.contains(&t) {
                    used.push(t);
                }
            }
        }
        match deduction {
            Some(d) => solver.apply(&d),
            None => {
                let Some((cell, digit)) = solver.reveal(&solution) else {
                    break;
                };
                solver.place(cell, digit);
            }
        }
    }
    used
}

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let mut puzzles: Vec<Grid> = Vec::new();
    let mut only: Vec<Technique> = RARE.iter().copied().filter_map(named).collect();
    let mut generate = 0u64;
    let mut seed = 1u64;
    let mut seconds = 600u64;
    while let Some(arg) = args.next() {
        let Some(value) = args.next() else {
            eprintln!("{arg} needs a value");
            return ExitCode::from(2);
        };
        match arg.as_str() {
            "--file" => {
                let Ok(text) = std::fs::read_to_string(&value) else {
                    eprintln!("cannot read {value}");
                    return ExitCode::from(2);
                };
                puzzles.extend(
                    text.lines()
                        .filter_map(|l| Grid::from_line(l.split('#').next().unwrap_or("").trim())),
                );
            }
            "--generate" => generate = value.parse().unwrap_or(0),
            "--seed" => seed = value.parse().unwrap_or(1),
            "--seconds" => seconds = value.parse().unwrap_or(600),
            "--only" => {
                only = value.split(',').filter_map(named).collect();
            }
            _ => {
                eprintln!("unknown argument {arg}");
                return ExitCode::from(2);
            }
        }
    }
    let mut rng = Rng::new(seed);
    for _ in 0..generate {
        puzzles.push(unique_puzzle(&mut rng, false));
    }
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let mut counts = vec![Count::default(); only.len()];
    let mut done = 0;
    for puzzle in &puzzles {
        if Instant::now() > deadline {
            break;
        }
        done += 1;
        let used = census(puzzle, &only, &mut counts);
        for t in used {
            println!("{}  # {t}", puzzle.to_line());
        }
    }
    eprintln!("{done} puzzles");
    for (t, c) in only.iter().zip(&counts) {
        eprintln!(
            "{t}: slot reached {} times, finder alone found something {} times, came first {} times",
            c.reached, c.alone, c.first
        );
    }
    ExitCode::SUCCESS
}
