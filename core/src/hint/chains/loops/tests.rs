//! The loop an AIC closes (`Sweep::close`): made for every AIC the sweep finds, plain or
//! grouped, so the Nice Loop steps always have a loop where they have an AIC.

use super::*;
use crate::hint::test_support::{HARD, Reached, positions_reaching, slot_index};

/// Closes every AIC the sweep (plain or `grouped`) finds at the positions where the solve
/// reaches `slot`: each one closes, into a loop named `loop_name` that removes one candidate,
/// not the solution's. Returns the positions with an AIC and the loops closed.
fn close_every_aic(slot: usize, grouped: bool, loop_name: Technique) -> (usize, usize) {
    let settings = Settings::default();
    let (mut with_aic, mut closed) = (0, 0);
    for Reached { grid, solution, .. } in &positions_reaching(HARD, slot) {
        let sweep = sweep(grid, &settings, grouped, true);
        assert_eq!(sweep.unclosed, 0, "{}", grid.values().to_line());
        if sweep.aic.is_empty() {
            continue;
        }
        with_aic += 1;
        assert!(!sweep.closing.is_empty(), "{}", grid.values().to_line());
        for d in sweep.closing.into_sorted() {
            closed += 1;
            assert_eq!(d.technique, loop_name);
            // it removes one candidate, not the solution's
            assert_eq!(d.eliminations.len(), 1, "{}", d.explanation);
            let (cell, digit) = d.eliminations[0];
            assert_ne!(solution.get(cell), Some(digit), "{}", d.explanation);
        }
    }
    (with_aic, closed)
}

#[test]
fn every_plain_aic_found_closes_into_a_discontinuous_nice_loop() {
    let slot = slot_index(Technique::Aic);
    let (with_aic, closed) = close_every_aic(slot, false, Technique::DiscontinuousNiceLoop);
    // not vacuous: AICs were there to close, many times
    assert!(with_aic >= 100, "{with_aic}");
    assert!(closed >= 300, "{closed}");
}

/// As above for the grouped step, at every position where the steps before X-Chain found
/// nothing (the grouped loop step is seldom reached in these solves, and closing does not
/// depend on what came before).
#[test]
fn every_grouped_aic_found_closes_into_a_grouped_discontinuous_nice_loop() {
    let slot = slot_index(Technique::XChain);
    let loop_name = Technique::GroupedDiscontinuousNiceLoop;
    let (with_aic, closed) = close_every_aic(slot, true, loop_name);
    // not vacuous: grouped AICs were there to close, many times
    assert!(with_aic >= 80, "{with_aic}");
    assert!(closed >= 200, "{closed}");
}

/// The state of the group node of `digit` on exactly `cells`.
fn group_state(graph: &Graph, digit: Digit, cells: &[Cell], on: bool) -> State {
    let cells: CellSet = cells.iter().copied().collect();
    let n = graph
        .nodes
        .iter()
        .position(|n| n.kind == NodeKind::Group && n.digit == digit && n.cells == cells)
        .expect("the group is a node");
    super::super::graph::state(n, on)
}

#[test]
fn a_grouped_aic_whose_group_holds_the_struck_cells_closes_into_a_valid_loop() {
    use crate::hint::test_support::{cell, digit, only_digit};
    // 5 in box 1 only at r1c1 and the group r2c2+r3c2, in row 8 at r8c2 and the group
    // r8c5+r8c6 (box 8's other 5 is r7c4), in row 7 at r7c2 and r7c4. The AIC: r1c1 is not 5,
    // so r2c2 or r3c2 is, so r8c2 is not, so r8c5 or r8c6 is, so r7c4 is not, so r7c2 is. It
    // strikes 5 from r2c2 and r3c2 (each sees r1c1 and r7c2), both inside its first group.
    let grid = only_digit(
        5,
        &[
            (1, 1),
            (2, 2),
            (3, 2),
            (7, 2),
            (8, 2),
            (9, 3),
            (8, 5),
            (8, 6),
            (7, 4),
        ],
    );
    let five = digit(5);
    let settings = Settings::default();
    let sweep = sweep(&grid, &settings, true, true);
    let graph = &sweep.graph;
    let c = |r, col, on| {
        graph
            .cand_state(cell(r, col), five, on)
            .expect("a candidate")
    };
    let aic = [
        c(1, 1, false),
        group_state(graph, five, &[cell(2, 2), cell(3, 2)], true),
        c(8, 2, false),
        group_state(graph, five, &[cell(8, 5), cell(8, 6)], true),
        c(7, 4, false),
        c(7, 2, true),
    ];
    // around r2c2 the whole AIC makes a loop (a loop may pass its own cell, and the group
    // stands for r2c2 in the loop's rules); around r3c2 it does not, the group holding r3c2
    let (whole, _) = sweep
        .closed_loop(&aic, &[(cell(2, 2), five)])
        .expect("a loop");
    assert_eq!(whole.len(), aic.len() + 2);
    let (closed, found) = sweep
        .closed_loop(&aic, &[(cell(3, 2), five)])
        .expect("a loop");
    // r3c2 is 5, so r8c2 is not (both in column 2), ..., so r7c2 is 5, so r3c2 is not: the
    // AIC from the cell after the group on
    let mut want = vec![c(3, 2, true)];
    want.extend_from_slice(&aic[2..]);
    want.push(c(3, 2, false));
    assert_eq!(closed, want);
    assert_eq!(found.technique, Technique::GroupedDiscontinuousNiceLoop);
    assert_eq!(found.elims, vec![(cell(3, 2), five)]);
    // every step of both loops is an implication of the graph
    for pair in closed.windows(2).chain(whole.windows(2)) {
        assert!(graph.implied(pair[0]).0.contains(&pair[1]), "{pair:?}");
    }
    // the sweep closes the AIC it finds too, and reports the loop
    assert_eq!(sweep.unclosed, 0);
    assert!(!sweep.aic.is_empty());
    let loops = sweep.closing.into_sorted();
    assert!(
        loops
            .iter()
            .any(|d| d.technique == Technique::GroupedDiscontinuousNiceLoop
                && d.eliminations.contains(&(cell(2, 2), five))
                || d.eliminations.contains(&(cell(3, 2), five))),
        "{loops:?}"
    );
}
