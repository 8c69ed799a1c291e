//! Tests of the Sudominoku model and machine on the BOJ 4574 statement's first case.

use super::*;

fn at(name: &str) -> Cell {
    let b = name.as_bytes();
    Cell::at(usize::from(b[0] - b'A'), usize::from(b[1] - b'1')).unwrap()
}

fn domino(a: u8, pa: &str, b: u8, pb: &str) -> Domino {
    Domino {
        cells: [at(pa), at(pb)],
        digits: [Digit::new(a).unwrap(), Digit::new(b).unwrap()],
    }
}

/// The statement's first case.
fn sample() -> Sudominoku {
    let dominoes = vec![
        domino(6, "B2", 1, "B3"),
        domino(2, "C4", 9, "C3"),
        domino(6, "D3", 8, "E3"),
        domino(7, "E1", 4, "F1"),
        domino(8, "B7", 4, "B8"),
        domino(3, "F5", 2, "F6"),
        domino(7, "F7", 6, "F8"),
        domino(5, "G4", 9, "G5"),
        domino(7, "I8", 8, "I9"),
        domino(7, "C9", 2, "B9"),
    ];
    let singles = ["C5", "A3", "D9", "I4", "A9", "E5", "A2", "C6", "I1"].map(at);
    Sudominoku::new(dominoes, singles).unwrap()
}

#[test]
fn pairs_are_numbered_in_the_seeds_order() {
    let pairs: Vec<String> = Pair::all().map(|p| p.to_string()).collect();
    assert_eq!(pairs.len(), 36);
    assert_eq!(pairs[0], "1-2");
    assert_eq!(pairs[8], "2-3");
    assert_eq!(pairs[35], "8-9");
    let d = |n| Digit::new(n).unwrap();
    assert_eq!(Pair::new(d(9), d(8)), Pair::new(d(8), d(9)));
    assert_eq!(Pair::new(d(4), d(4)), None);
}

#[test]
fn the_sample_solves_to_the_judges_grid() {
    let puzzle = sample();
    assert_eq!(puzzle.layout().used().len(), 10);
    assert_eq!(puzzle.layout().partner(at("B2")), Some(at("B3")));
    assert_eq!(puzzle.layout().partner(at("A1")), None);
    let mut machine = machine::Machine::new(&puzzle, Some(1));
    assert!(machine.run(None));
    let expected =
        "872643195361975842549218637126754983738169254495832761284597316657381429913426578";
    assert_eq!(
        machine.first_solution().map(Grid::to_line).as_deref(),
        Some(expected)
    );
    // Every pair is used once and every non-single cell is joined to a neighbour.
    let layout = machine.layout();
    assert_eq!(layout.used().len(), 36);
    assert_eq!(layout.dominoes().len(), 36);
    for cell in Cell::all() {
        let single = puzzle.singles().contains(&cell);
        assert_eq!(layout.partner(cell).is_none(), single, "{cell}");
        if let Some(p) = layout.partner(cell) {
            assert!(adjacent(cell, p));
            assert_eq!(layout.partner(p), Some(cell));
        }
    }
}

#[test]
fn stack_and_events_agree() {
    let mut machine = machine::Machine::new(&sample(), Some(1));
    while !machine.is_finished() {
        match machine.step() {
            machine::Event::Try { domino, remaining } => {
                let top = machine.stack().last().unwrap();
                assert_eq!(top.domino, domino);
                assert_eq!(top.remaining.len(), remaining);
                let rest = top.remaining_dominoes();
                assert_eq!(rest.len(), remaining);
                assert!(
                    rest.iter()
                        .all(|d| d.cells[0] == domino.cells[0] && adjacent(d.cells[0], d.cells[1]))
                );
                assert_eq!(
                    machine.layout().partner(domino.cells[0]),
                    Some(domino.cells[1])
                );
            }
            machine::Event::Backtrack { to, .. } => {
                assert_eq!(machine.stack().last().map(|f| f.domino.cells[0]), to);
            }
            machine::Event::Solved | machine::Event::Exhausted => {}
        }
    }
    // A clone replays identically.
    let start = machine::Machine::new(&sample(), Some(1));
    let mut a = start.clone();
    let mut b = start;
    a.run(Some(500));
    for _ in 0..500 {
        b.step();
    }
    assert_eq!(a.stack(), b.stack());
    assert_eq!(a.counters(), b.counters());
}

#[test]
fn impossible_dominoes_are_refused() {
    let mut layout = Layout::default();
    assert_eq!(
        layout.put_domino(domino(3, "A1", 3, "A2")),
        Err(DominoError::SameDigit(Digit::new(3).unwrap()))
    );
    assert_eq!(
        layout.put_domino(domino(1, "A1", 2, "B2")),
        Err(DominoError::NotAdjacent(at("A1"), at("B2")))
    );
    assert_eq!(layout.put_domino(domino(1, "A1", 2, "A2")), Ok(()));
    assert!(matches!(
        layout.put_domino(domino(2, "C1", 1, "C2")),
        Err(DominoError::PairUsedTwice(_))
    ));
    assert_eq!(
        layout.put_domino(domino(3, "A2", 4, "A3")),
        Err(DominoError::Overlap(at("A2")))
    );
    assert_eq!(layout.put_domino(domino(1, "E9", 5, "F9")), Ok(()));
    assert_eq!(
        layout.put_domino(domino(1, "E5", 6, "E6")),
        Err(DominoError::Clash(
            at("E9"),
            at("E5"),
            Digit::new(1).unwrap()
        ))
    );
    assert_eq!(
        DominoError::NotAdjacent(at("A1"), at("B2")).to_string(),
        "a domino covers two side-by-side cells, A1 and B2 are not"
    );
}

/// I9's row holds 1…8 and its column the 9 at B9: no digit fits it. The search must see that
/// at once rather than cover the 70 other cells in every way first (it ran for minutes).
#[test]
fn a_cell_with_no_digit_left_ends_the_search_at_once() {
    let singles = ["I1", "I2", "I3", "I4", "I5", "I6", "I7", "I8", "B9"].map(at);
    let puzzle = Sudominoku::new(vec![domino(9, "A1", 8, "A2")], singles).unwrap();
    let mut machine = machine::Machine::new(&puzzle, Some(1));
    let first = machine.step();
    assert_eq!(
        first,
        machine::Event::Backtrack {
            cell: at("I9"),
            to: None,
            why: machine::Stuck::NoDigit
        }
    );
    assert_eq!(
        first.describe(),
        "r9c9: no digit fits any more, back to the start"
    );
    assert_eq!(machine.step(), machine::Event::Exhausted);
    assert!(machine.is_finished());
    assert_eq!(machine.first_solution(), None);
}
