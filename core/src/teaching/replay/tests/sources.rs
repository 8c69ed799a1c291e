//! `@N` in a trace: the learner's source line of a step, and lines passed between steps.

use super::*;

#[test]
fn a_step_may_name_its_source_line_and_a_line_alone_marks_a_pass() {
    let text = "@4\ntry 1 3 1 @17\n@9\n@10\nundo 1 3 @21\ntry 1 3 2\nprint @5\n";
    let trace = parse(text, Numbering::FromOne);
    assert_eq!(trace.steps.len(), 3);
    // `print @5` is another kind of line; `@N` alone is no step and not ignored either.
    assert_eq!(trace.ignored, 1);
    let sources = &trace.sources;
    assert_eq!(
        (1..=3).map(|s| sources.line_of(s)).collect::<Vec<_>>(),
        [Some(17), Some(21), None]
    );
    assert_eq!(sources.passed_before(1), [4]);
    assert_eq!(sources.passed_before(2), [9, 10]);
    assert_eq!(sources.passed_before(3), Vec::<usize>::new());
    // The moves are those of the same lines without the marks.
    let plain = parse("try 1 3 1\nundo 1 3\ntry 1 3 2\n", Numbering::FromOne);
    assert_eq!(trace.steps.iter().map(|s| s.what).collect::<Vec<_>>(), {
        plain.steps.iter().map(|s| s.what).collect::<Vec<_>>()
    });
}

#[test]
fn a_mark_that_is_no_line_number_is_flagged() {
    let trace = parse("try 1 3 1 @x1\ntry 1 3 1 @0\n", Numbering::FromOne);
    let whys: Vec<String> = trace
        .steps
        .iter()
        .map(|s| s.what.unwrap_err().to_string())
        .collect();
    assert_eq!(
        whys,
        [
            "expected `@N` (N, a source line, from 1), found `@x1`",
            "expected `@N` (N, a source line, from 1), found `@0`"
        ]
    );
}

#[test]
fn flagged_steps_and_the_first_difference_carry_the_source_line() {
    let givens = grid(EASY);
    // r1c3: 1 fits, 3 breaks row 1 (r1c2 holds 3); row-major tries 1 first.
    let text = "try 1 3 3 @30\nundo 1 3 @31\ntry 1 3 4\n";
    let s = summary(
        &givens,
        &parse(text, Numbering::FromOne),
        Some(Strategy::RowMajor),
    );
    assert_eq!(s.illegal[0].step, 1);
    assert_eq!(s.illegal[0].line, Some(30));
    let json = serde_json::to_value(&s).unwrap();
    let difference = s.first_difference.unwrap();
    assert_eq!((difference.step, difference.line), (1, Some(30)));
    assert_eq!(
        difference.message,
        "step 1: you try 3 in r1c3, row-major tries 1: r1c3 is the first empty cell and 1 fits \
         there and comes before 3"
    );
    assert_eq!(json["illegal"][0]["line"], 30);
    assert_eq!(json["first_difference"]["line"], 30);
    // The last step names no line: its flag has none.
    let last = s.illegal.last().unwrap();
    assert_eq!((last.step, last.line), (3, None));
    assert!(json["illegal"][1].get("line").is_none(), "{json}");
}

#[test]
fn a_loop_that_stops_a_digit_short_is_told_why_the_reference_goes_on() {
    let givens = grid(EASY);
    // The learner's search, but its digit loop ends at 8: where 9 is the digit that still
    // fits, it undoes the cell below instead.
    let reference = strategy_moves(&givens, Strategy::RowMajor, usize::MAX);
    let nine = reference
        .iter()
        .position(|m| matches!(m, Move::Try { digit, .. } if digit.get() == 9))
        .unwrap();
    let mut moves: Vec<String> = reference[..nine].iter().map(|m| m.line()).collect();
    let Move::Try { cell, .. } = reference[nine] else {
        unreachable!()
    };
    // The learner gives up on `cell` and undoes the placement under it.
    let mut machine = ReplayMachine::new(&givens, &parse(&moves.join("\n"), Numbering::FromOne));
    machine.run_to(usize::MAX);
    let under = *machine.stack().last().unwrap();
    moves.push(format!("undo {} {} @12", under.row() + 1, under.col() + 1));
    let s = summary(
        &givens,
        &parse(&moves.join("\n"), Numbering::FromOne),
        Some(Strategy::RowMajor),
    );
    let d = s.first_difference.unwrap();
    assert_eq!(d.step, nine + 1);
    assert_eq!(
        d.theirs_words,
        format!(
            "row-major tries 9 in {cell}: {cell} is the first empty cell and 9 fits there; you \
             undid {under} instead"
        )
    );
}

#[test]
fn an_undo_the_reference_makes_says_what_it_makes_room_for() {
    let givens = grid(EASY);
    let reference = strategy_moves(&givens, Strategy::RowMajor, usize::MAX);
    let i = reference
        .windows(2)
        .position(|w| {
            matches!((w[0], w[1]), (Move::Undo { cell: a }, Move::Try { cell: b, .. }) if a == b)
        })
        .unwrap();
    let (Move::Undo { cell }, Move::Try { digit, .. }) = (reference[i], reference[i + 1]) else {
        unreachable!()
    };
    // The learner's trace stops just before that undo.
    let text: Vec<String> = reference[..i].iter().map(|m| m.line()).collect();
    let trace = parse(&text.join("\n"), Numbering::FromOne);
    let mut machine = ReplayMachine::new(&givens, &trace);
    machine.run_to(usize::MAX);
    let there = machine.grid().get(cell).unwrap();
    let d = summary(&givens, &trace, Some(Strategy::RowMajor))
        .first_difference
        .unwrap();
    assert_eq!(
        d.theirs_words,
        format!(
            "your trace ends here, row-major undoes {cell}: {there} led nowhere and {digit} fits \
             there next"
        )
    );
}
