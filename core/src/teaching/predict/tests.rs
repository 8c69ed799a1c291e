//! The verdicts against the machines: the search's own next step is always right, anything
//! else wrong, and the words name the rule that decided.

use super::*;
use crate::solver::Options;

fn grid(line: &str) -> Grid {
    let mut values = [0u8; 81];
    for (v, ch) in values.iter_mut().zip(line.chars()) {
        *v = ch.to_digit(10).map_or(0, |d| d as u8);
    }
    Grid::from_values(values).expect("a valid grid")
}

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const HARD: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

fn machine(line: &str, strategy: Strategy) -> Machine {
    let options = Options {
        strategy,
        max_solutions: Some(1),
        lexicographic: false,
    };
    Machine::new(&grid(line), options).expect("a valid puzzle")
}

fn cell(name: &str) -> Cell {
    name.parse().expect("a cell name")
}

fn digit(d: u8) -> Digit {
    Digit::new(d).expect("1-9")
}

/// The guess that the next step makes true, read off a copy that takes it.
fn truth(machine: &Machine) -> Option<Guess> {
    match machine.clone().step() {
        Event::Try { cell, digit, .. } | Event::Forced { cell, digit, .. } => {
            Some(Guess::Place(cell, digit))
        }
        Event::Backtrack { .. } => Some(Guess::Back),
        Event::Solved | Event::Exhausted => None,
    }
}

#[test]
fn the_next_step_is_right_and_every_other_guess_wrong() {
    for strategy in Strategy::ALL {
        let mut m = machine(HARD, strategy);
        for _ in 0..400 {
            let steps = m.counters().steps;
            let Some(true_guess) = truth(&m) else { break };
            let verdict = judge(&m, true_guess);
            assert!(verdict.right, "{strategy:?} step {steps}: {verdict:?}");
            assert!(verdict.scored());
            // A different digit in the same cell, another cell, or the other kind of move.
            let wrong = match true_guess {
                Guess::Place(c, d) => {
                    let other = Digit::new(d.get() % 9 + 1).expect("1-9");
                    vec![Guess::Back, Guess::Place(c, other)]
                }
                Guess::Back => vec![Guess::Place(cell("r9c9"), digit(1))],
            };
            for guess in wrong {
                let verdict = judge(&m, guess);
                assert!(
                    !verdict.right,
                    "{strategy:?} step {steps}: {guess:?} {verdict:?}"
                );
                assert!(!verdict.why.is_empty());
            }
            // Judging takes no step.
            assert_eq!(m.counters().steps, steps);
            m.step();
        }
    }
}

#[test]
fn row_major_names_its_first_empty_cell_and_its_smallest_digit() {
    let m = machine(CLASSIC, Strategy::RowMajor);
    let verdict = judge(&m, Guess::Place(cell("r2c2"), digit(1)));
    assert!(!verdict.right);
    assert_eq!(verdict.answer, Answer::Place(cell("r1c3"), digit(1)));
    assert!(
        verdict
            .why
            .starts_with("row-major takes the first empty cell in reading order: r1c3, not r2c2"),
        "{}",
        verdict.why
    );
    // 1 fits r1c3, so 2 comes after it.
    let verdict = judge(&m, Guess::Place(cell("r1c3"), digit(2)));
    assert!(
        verdict
            .why
            .ends_with("1 was tried first: candidates go in increasing order"),
        "{}",
        verdict.why
    );
    // r3c2 holds 9, in box 1.
    let verdict = judge(&m, Guess::Place(cell("r1c3"), digit(9)));
    assert!(
        verdict
            .why
            .ends_with("9 does not fit r1c3: box 1 already holds it"),
        "{}",
        verdict.why
    );
    let verdict = judge(&m, Guess::Place(cell("r1c1"), digit(1)));
    assert_eq!(
        verdict.why,
        "r1c1 already holds 5; row-major takes the first empty cell in reading order: r1c3"
    );
    let verdict = judge(&m, Guess::Place(cell("r1c3"), digit(1)));
    assert_eq!(
        verdict.why,
        "row-major takes the first empty cell in reading order: r1c3; 1 is the smallest digit \
         that fits it"
    );
    let verdict = judge(&m, Guess::Back);
    assert!(
        verdict
            .why
            .starts_with("1,2,4 fit r1c3, the next cell (row-major takes the first empty cell in reading order), so the search does not go back"),
        "{}",
        verdict.why
    );
}

#[test]
fn a_dead_end_is_a_step_back_with_its_evidence() {
    let mut m = machine(HARD, Strategy::RowMajor);
    let mut seen = 0;
    for _ in 0..5_000 {
        let mut next = m.clone();
        if let Event::Backtrack {
            cell,
            cause: Cause::Empty,
            ..
        } = next.step()
        {
            let verdict = judge(&m, Guess::Back);
            assert!(verdict.right);
            assert_eq!(verdict.answer, Answer::Back(cell));
            assert!(
                verdict.why.starts_with(&format!("no digit fits {cell} (")),
                "{}",
                verdict.why
            );
            let verdict = judge(&m, Guess::Place(cell, digit(1)));
            assert!(!verdict.right);
            assert!(verdict.why.contains("so the search goes back, not on to"));
            seen += 1;
        }
        m.step();
    }
    assert!(seen > 10, "only {seen} dead ends");
}

#[test]
fn a_retry_follows_a_failed_try_in_the_same_cell() {
    let mut m = machine(HARD, Strategy::RowMajor);
    let mut seen = 0;
    for _ in 0..5_000 {
        let top = m.stack().last().map(|f| (f.cell, f.digit));
        if let (Event::Try { cell, digit: d, .. }, Some((top_cell, previous))) =
            (m.clone().step(), top)
            && cell == top_cell
        {
            let verdict = judge(&m, Guess::Back);
            assert!(!verdict.right);
            assert!(
                verdict.why.contains("it goes back only when"),
                "{}",
                verdict.why
            );
            assert!(
                verdict.why.starts_with(&format!(
                    "{cell}={previous} led nowhere, so the search takes the next digit of {cell}: {d}"
                )),
                "{}",
                verdict.why
            );
            let verdict = judge(&m, Guess::Place(cell, previous));
            assert!(verdict.why.contains("was tried in"), "{}", verdict.why);
            seen += 1;
        }
        m.step();
    }
    assert!(seen > 10, "only {seen} retries");
}

#[test]
fn mrv_names_the_fewest_fitting_digits() {
    let m = machine(CLASSIC, Strategy::Mrv);
    let Some(Guess::Place(chosen, _)) = truth(&m) else {
        panic!("mrv tries first");
    };
    let other = Cell::all()
        .find(|&c| c != chosen && grid(CLASSIC).get(c).is_none())
        .expect("another empty cell");
    let verdict = judge(&m, Guess::Place(other, digit(1)));
    assert!(
        verdict
            .why
            .starts_with("mrv takes the empty cell with the fewest fitting digits"),
        "{}",
        verdict.why
    );
    assert!(verdict.why.contains(&format!("{chosen} has ")) || verdict.why.contains(" each, and "));
    assert!(verdict.why.contains(&other.to_string()));
}

#[test]
fn the_end_is_not_scored() {
    let mut m = machine(CLASSIC, Strategy::Mrv);
    while !m.is_finished() {
        m.step();
    }
    // A finished machine's next step repeats its end.
    let verdict = judge(&m, Guess::Back);
    assert!(!verdict.scored());
}
