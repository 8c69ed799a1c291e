//! The listings against the machines: every event lights the line that does what the event
//! did, stepping back lights the same line as stepping forward, and the digit-by-digit view
//! is exactly the digit tests a plain recursive search makes.

use super::*;
use crate::cell::{Cell, CellMap, Digit, Unit};
use crate::domino::DominoMachine;
use crate::format;
use crate::grid::Grid;
use crate::solver::{Options, Strategy};
use crate::teaching::timeline::Timeline;

fn puzzles() -> Vec<Grid> {
    use crate::test_puzzles::{CLASSIC, EASY, HARD, first_of};
    let mut out = first_of(&[(CLASSIC, 1), (EASY, 2), (HARD, 2)]);
    // No solution: row 1 lacks 1 and 9 in r1c8 and r1c9, and 9 is in both their columns.
    let mut none = [0u8; 81];
    none[..7].copy_from_slice(&[2, 3, 4, 5, 6, 7, 8]);
    none[9 * 4 + 7] = 9;
    none[9 * 7 + 8] = 9;
    out.push(Grid::from_values(none).expect("a grid"));
    out
}

fn machine(grid: &Grid, strategy: Strategy) -> Machine {
    Machine::new(
        grid,
        Options {
            strategy,
            ..Options::default()
        },
    )
    .expect("no clash")
}

const STEPS: u64 = 30_000;

#[test]
fn listings_fit_the_panel_and_each_role_has_one_line() {
    for program in Program::ALL {
        for line in program.lines() {
            assert!(
                line.text.chars().count() <= WIDTH,
                "{}: {:?} is wider than {WIDTH}",
                program.name(),
                line.text
            );
        }
        let mut seen = Vec::new();
        for role in program.lines().iter().filter_map(|l| l.role) {
            assert!(!seen.contains(&role), "{}: {role:?} twice", program.name());
            seen.push(role);
        }
        assert!(program.lines().iter().any(|l| l.text.contains("dfs(")));
    }
    for program in [Program::RowMajor, Program::Blanks, Program::Mrv] {
        assert!(
            program
                .lines()
                .iter()
                .any(|l| l.text.contains("for (int d = 1; d <= 9; d++)"))
        );
    }
}

/// What the lit line must say for each event, read from the listing's text: independent of
/// the role table.
fn text_fits(event: Event, text: &str) -> bool {
    match event {
        Event::Try { .. } => text.contains("board[r][c] = d;"),
        Event::Forced {
            single: Single::Naked,
            ..
        } => text.contains("nakedSingle"),
        Event::Forced { .. } => text.contains("hiddenSingle"),
        Event::Backtrack { cause, .. } => {
            text.contains("return false")
                && match cause {
                    Cause::Empty | Cause::Exhausted => {
                        text.trim() == "return false;" || text.contains("emptyCell")
                    }
                    Cause::NoPlace { .. } => text.contains("lostDigit"),
                    Cause::Refuted => text.contains("allFail"),
                }
        }
        Event::Solved => text.contains("return true"),
        Event::Exhausted => text.contains("no solution"),
    }
}

/// `event` with the kind of single or dead end its record gives (the engine's own word may
/// differ: it finds hidden singles along rows only).
fn as_recorded(m: &Machine, event: Event) -> Event {
    use crate::solver::Cause;
    use crate::solver::reason::Claim;
    let Some(reason) = m.reason().filter(|r| r.outran.is_none()) else {
        return event;
    };
    match (event, reason.claim) {
        (Event::Forced { cell, digit, .. }, Claim::Forced { single, .. }) => Event::Forced {
            cell,
            digit,
            single,
        },
        (Event::Backtrack { cell, to, .. }, Claim::NoCandidate(_)) => Event::Backtrack {
            cell,
            to,
            cause: Cause::Empty,
        },
        (Event::Backtrack { cell, to, .. }, Claim::NoPlace(unit, digit)) => Event::Backtrack {
            cell,
            to,
            cause: Cause::NoPlace { unit, digit },
        },
        _ => event,
    }
}

#[test]
fn every_event_lights_the_line_it_executes_forward_and_back() {
    let mut roles_seen = std::collections::HashSet::new();
    for grid in puzzles() {
        for strategy in Strategy::ALL {
            let program = Program::of_strategy(strategy);
            let mut m = machine(&grid, strategy);
            let mut forward = vec![0];
            while !m.is_finished() && m.counters().steps < STEPS {
                let event = m.step();
                let line = line_of(&m, &event);
                assert!(line > 0, "{strategy}: {event:?} has no line");
                let text = program.lines()[line - 1].text;
                assert!(
                    text_fits(as_recorded(&m, event), text),
                    "{strategy} step {}: {event:?} lights {line}: {text:?}",
                    m.counters().steps
                );
                roles_seen.insert((program, role(program, &event)));
                forward.push(line);
            }
            // Back through the timeline, one step at a time from the end, then by jumps.
            let mut timeline = Timeline::new(machine(&grid, strategy));
            let end = forward.len() as u64 - 1;
            timeline.seek(end);
            for step in (1..=end).rev() {
                timeline.seek(step);
                let m = timeline.machine();
                assert_eq!(
                    line_of(m, &m.last_event()),
                    forward[step as usize],
                    "{strategy}: step {step} back"
                );
            }
            for step in [end / 2, 1, end, end / 3] {
                timeline.seek(step.max(1));
                let m = timeline.machine();
                assert_eq!(line_of(m, &m.last_event()), forward[step.max(1) as usize]);
            }
        }
    }
    for (program, role) in [
        (Program::RowMajor, Role::Place),
        (Program::RowMajor, Role::Fail),
        (Program::RowMajor, Role::Solved),
        (Program::RowMajor, Role::NoSolution),
        (Program::Propagate, Role::Naked),
        (Program::Propagate, Role::Hidden),
        (Program::Propagate, Role::Place),
    ] {
        assert!(
            roles_seen.contains(&(program, role)),
            "{program:?} {role:?} never seen"
        );
    }
}

/// One digit test or event of the plain recursive search the posts write.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Plain {
    Rejected(Cell, Digit, Unit),
    Place(Cell, Digit),
    Fail(Cell),
    Solved,
}

/// The posts' search, recursive, on a plain board, logging each digit test and event.
fn plain(board: &mut CellMap<u8>, cells: &[Cell], k: usize, log: &mut Vec<Plain>) -> bool {
    if log.len() > 200_000 {
        return true;
    }
    let Some(&cell) = cells.iter().skip(k).find(|&&c| board[c] == 0) else {
        log.push(Plain::Solved);
        return true;
    };
    let next = cells.iter().position(|&c| c == cell).unwrap_or(0) + 1;
    for d in 1..=9u8 {
        let digit = Digit::new(d).expect("1..=9");
        let unit = cell
            .units()
            .into_iter()
            .find(|u| u.cells().iter().any(|&c| c != cell && board[c] == d));
        if let Some(unit) = unit {
            log.push(Plain::Rejected(cell, digit, unit));
            continue;
        }
        board[cell] = d;
        log.push(Plain::Place(cell, digit));
        if plain(board, cells, next, log) {
            return true;
        }
        board[cell] = 0;
    }
    log.push(Plain::Fail(cell));
    false
}

#[test]
fn digit_by_digit_is_the_posts_loop_test_for_test() {
    for grid in puzzles() {
        for strategy in [Strategy::RowMajor, Strategy::Blanks] {
            let mut board = CellMap::from_array(*grid.values());
            let cells: Vec<Cell> = Cell::all().filter(|&c| grid.get(c).is_none()).collect();
            let mut expected = Vec::new();
            plain(&mut board, &cells, 0, &mut expected);
            let mut m = machine(&grid, strategy);
            let mut got = Vec::new();
            let mut sub_frames = 0;
            while !m.is_finished() && got.len() < expected.len() {
                let event = m.step();
                let subs = sub_steps(&m);
                sub_frames += subs.len();
                // The plain recursion below logs no undo (its `board[r][c] = 0` only clears).
                for sub in subs
                    .into_iter()
                    .filter(|s| !matches!(s, SubStep::Undo { .. }))
                {
                    got.push(match (sub, event) {
                        (SubStep::Rejected { cell, digit, unit }, _) => {
                            Plain::Rejected(cell, digit, unit)
                        }
                        (SubStep::Event, Event::Try { cell, digit, .. }) => {
                            Plain::Place(cell, digit)
                        }
                        (SubStep::Event, Event::Backtrack { cell, .. }) => Plain::Fail(cell),
                        (SubStep::Event | SubStep::Undo { .. }, _) => Plain::Solved,
                    });
                }
            }
            got.truncate(expected.len());
            assert_eq!(got, expected, "{strategy}");
            // The sub-frames are a view: the machine counted one step per event.
            assert!(sub_frames as u64 >= m.counters().steps);
        }
    }
}

#[test]
fn each_sub_step_lights_a_line_of_fits_or_the_events_own() {
    let grid = puzzles()[0];
    let mut m = machine(&grid, Strategy::RowMajor);
    let program = Program::RowMajor;
    let mut rejected = 0;
    let mut undone = 0;
    while !m.is_finished() {
        let event = m.step();
        let own = role(program, &event);
        for sub in sub_steps(&m) {
            let text = program.lines()[line(program, sub.role(own)) - 1].text;
            match sub {
                SubStep::Rejected { .. } => {
                    rejected += 1;
                    assert_eq!(text.trim(), "return false;");
                    let above = program.lines()[line(program, sub.role(own)) - 2].text;
                    let want = match sub.role(own) {
                        Role::InRow => "board[r][i]",
                        Role::InColumn => "board[i][c]",
                        _ => "board[br+i/3][bc+i%3]",
                    };
                    assert!(above.contains(want), "{above}");
                }
                SubStep::Undo { .. } => {
                    undone += 1;
                    assert_eq!(text.trim(), "board[r][c] = 0;");
                }
                SubStep::Event => assert!(text_fits(event, text)),
            }
        }
    }
    assert!(rejected > 0 && undone > 0);
    // Not for the searches that guess among candidates only.
    let mut m = machine(&grid, Strategy::Propagate);
    m.step();
    assert_eq!(sub_steps(&m), vec![SubStep::Event]);
}

#[test]
fn calls_name_the_listings_variables() {
    let grid = puzzles()[0];
    let mut m = machine(&grid, Strategy::Blanks);
    m.step();
    m.step();
    let calls = calls(&m);
    assert_eq!(calls.len(), 2);
    assert_eq!(calls[0].head, "dfs(k=1)");
    assert_eq!(calls[1].head, "dfs(k=0)");
    // The classic's first blank is r1c3, 0-based r=0 c=2.
    assert!(calls[1].vars.starts_with("r=0 c=2 d="), "{}", calls[1].vars);
    let mut m = machine(&grid, Strategy::RowMajor);
    m.run(None);
    let calls = super::calls(&m);
    assert_eq!(calls[0].head, "dfs(pos=81)");
    assert_eq!(calls[0].left, "return true");
    // dfs(0) to dfs(81), filled cells' calls included, though only the blanks' are listed.
    assert_eq!(stack_depth(&calls), 82);
    assert!(calls.len() < 82);
}

#[test]
fn the_stack_depth_counts_the_calls_on_filled_cells_and_no_forced_digit() {
    let grid = puzzles()[0];
    let mut m = machine(&grid, Strategy::RowMajor);
    for _ in 0..5 {
        m.step();
    }
    let listed = calls(&m);
    let top = listed[0].cell.expect("a cell").index();
    assert_eq!(stack_depth(&listed), top + 1);
    assert!(listed.len() < top + 1, "{listed:?}");
    let mut m = machine(&grid, Strategy::Propagate);
    m.step();
    let listed = calls(&m);
    let forced = listed.iter().filter(|c| c.head == "forced").count();
    assert!(forced > 0, "{listed:?}");
    assert_eq!(stack_depth(&listed), listed.len() - forced);
}

#[test]
fn the_domino_search_lights_its_lines() {
    let input = "10\n6 B2 1 B3\n2 C4 9 C3\n6 D3 8 E3\n7 E1 4 F1\n8 B7 4 B8\n3 F5 2 F6\n\
                 7 F7 6 F8\n5 G4 9 G5\n7 I8 8 I9\n7 C9 2 B9\nC5 A3 D9 I4 A9 E5 A2 C6 I1\n0\n";
    let doc = format::parse("sample", input, None).expect("the sample");
    let puzzle = doc.puzzles[0].as_sudominoku().expect("a sudominoku");
    for as_written in [false, true] {
        let mut m = if as_written {
            DominoMachine::as_written(puzzle, Some(1))
        } else {
            DominoMachine::new(puzzle, Some(1))
        };
        let program = Program::of_domino(&m);
        assert_eq!(program == Program::DominoesAsWritten, as_written);
        // The post's search has no dead-cell check; this project's says where it makes it.
        assert_eq!(
            program.lines().iter().any(|l| l.text.contains("deadCell")),
            !as_written
        );
        let mut seen = std::collections::HashSet::new();
        while !m.is_finished() {
            let event = m.step();
            let role = domino_role(&event);
            let text = program.lines()[line(program, role) - 1].text;
            let ok = match event {
                DominoEvent::Try { .. } => text.contains("put("),
                DominoEvent::Backtrack { .. } => text.contains("return false"),
                DominoEvent::Solved => text.contains("return true"),
                DominoEvent::Exhausted => text.contains("no solution"),
            };
            assert!(ok, "{event:?} lights {text:?}");
            seen.insert(role);
            let calls = domino_calls(&m);
            assert!(calls.len() >= m.stack().len());
        }
        assert!(seen.contains(&Role::Place) && seen.contains(&Role::Fail));
    }
}

#[test]
fn numbered_listings_print_every_line_once() {
    for program in Program::ALL {
        let text = program.numbered();
        assert_eq!(text.lines().count(), program.lines().len());
        assert!(text.starts_with(" 1  ") || text.starts_with("1  "));
        assert_eq!(Program::from_name(program.name()), Some(program));
    }
}

/// A propagating step lights the line of the kind its record gives: `nakedSingle()` for a
/// digit that is its cell's only candidate on the board, `hiddenSingle()` for one that is its
/// unit's only place, `emptyCell()` and `lostDigit()` for the contradiction the record names,
/// and the frame of a forced digit says the same kind. The engine's own word (hidden singles
/// along rows, the band it found failing) differs from the record now and then.
#[test]
fn a_propagating_step_lights_the_kind_its_record_gives() {
    use crate::solver::reason::Claim;
    let mut checked = 0;
    let mut differs = 0;
    for text in [
        include_str!("../../../../puzzles/hard.txt"),
        include_str!("../../../../puzzles/extreme.txt"),
    ] {
        let doc = format::parse("test", text, None).expect("a bundled file");
        for grid in doc.puzzles.iter().filter_map(|p| p.as_classic()).take(12) {
            let mut m = machine(grid, Strategy::Propagate);
            while !m.is_finished() && m.counters().steps < 3_000 {
                let event = m.step();
                // A digit placed past a dead end has no single: the engine's line stays lit.
                let Some(reason) = m.reason().filter(|r| r.outran.is_none()) else {
                    continue;
                };
                let want = match reason.claim {
                    Claim::Forced {
                        single: crate::solver::Single::Naked,
                        ..
                    } => Role::Naked,
                    Claim::Forced { .. } => Role::Hidden,
                    Claim::NoCandidate(_) => Role::EmptyCell,
                    Claim::NoPlace(..) => Role::LostDigit,
                    Claim::Refuted(_) => Role::Refuted,
                };
                let program = Program::Propagate;
                differs += usize::from(role(program, &event) != want);
                assert_eq!(line_of(&m, &event), line(program, want), "{event:?}");
                if let Claim::Forced { .. } = reason.claim {
                    let call = &calls(&m)[0];
                    let kind = reason.single_words().unwrap_or_default();
                    let said = if want == Role::Naked {
                        "naked single"
                    } else {
                        "hidden, "
                    };
                    assert!(call.left.starts_with(said), "{} vs {kind}", call.left);
                }
                checked += 1;
            }
        }
    }
    assert!(
        checked > 1_000 && differs > 0,
        "{checked} checked, {differs} differ"
    );
}
