use super::*;
use crate::cell::Cell;
use crate::solver::Until;

const EASY: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

fn grid(line: &str) -> Grid {
    Grid::from_line(line).unwrap()
}

/// The trace a learner's recursive row-major 1→9 search prints (the seeds' kind of code),
/// written here independently of stepdoku's machine. Stops at the first solution.
fn learner_trace(givens: &Grid, from_zero: bool) -> String {
    fn fits(g: &[u8; 81], i: usize, d: u8) -> bool {
        let (r, c) = (i / 9, i % 9);
        (0..9).all(|k| g[r * 9 + k] != d && g[k * 9 + c] != d)
            && (0..9).all(|k| g[(r / 3 * 3 + k / 3) * 9 + c / 3 * 3 + k % 3] != d)
    }
    fn solve(g: &mut [u8; 81], out: &mut String, base: usize) -> bool {
        let Some(i) = g.iter().position(|&v| v == 0) else {
            return true;
        };
        let (r, c) = (i / 9 + base, i % 9 + base);
        for d in 1..=9 {
            if fits(g, i, d) {
                g[i] = d;
                out.push_str(&format!("try {r} {c} {d}\n"));
                if solve(g, out, base) {
                    return true;
                }
                g[i] = 0;
                out.push_str(&format!("undo {r} {c}\n"));
            }
        }
        false
    }
    let mut g = *givens.values();
    let mut out = String::from("reading the board\n");
    solve(&mut g, &mut out, usize::from(!from_zero));
    out.push_str("done\n");
    out
}

#[test]
fn a_learners_row_major_search_is_legal_and_matches_row_major() {
    let givens = grid(EASY);
    let text = learner_trace(&givens, false);
    let trace = parse(&text, Numbering::FromOne);
    assert_eq!(trace.ignored, 2);
    let s = summary(&givens, &trace, Some(Strategy::RowMajor));
    assert_eq!(s.illegal, vec![], "{text}");
    assert_eq!(s.first_difference, None);
    assert_eq!(s.steps, s.tries + s.undos);
    assert!(s.undos > 0, "the sample needs some backtracking");
    // The replay counts as the machine does: the same tries, backtracks and dead ends.
    let mut replay = ReplayMachine::new(&givens, &trace);
    while replay.next_event().is_some() {}
    let options = crate::solver::Options {
        strategy: Strategy::RowMajor,
        ..crate::solver::Options::default()
    };
    let mut machine = crate::solver::Machine::new(&givens, options).unwrap();
    machine.run(None);
    let (a, b) = (replay.counters(), machine.counters());
    assert_eq!(
        (a.tries, a.backtracks, a.dead_ends, a.max_depth),
        (b.tries, b.backtracks, b.dead_ends, b.max_depth)
    );
    // Against another strategy the first difference is found and worded.
    let mrv = summary(&givens, &trace, Some(Strategy::Mrv))
        .first_difference
        .unwrap();
    assert!(
        mrv.message
            .starts_with(&format!("step {}: you try", mrv.step)),
        "{mrv:?}"
    );
    assert!(mrv.message.contains("mrv tries"), "{mrv:?}");
}

#[test]
fn a_search_that_unwinds_after_its_solution_is_not_flagged_for_its_end() {
    let givens = grid(EASY);
    let mut text = learner_trace(&givens, false);
    // Undo every try still standing, last first, as a search does that returns without
    // stopping at its solution.
    let mut standing: Vec<String> = Vec::new();
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["try", r, c, _] => standing.push(format!("undo {r} {c}\n")),
            ["undo", ..] => {
                standing.pop();
            }
            _ => {}
        }
    }
    assert!(
        standing.len() > 40,
        "the sample's search ends with its tries standing"
    );
    let solved_at = text
        .lines()
        .filter(|l| l.starts_with("try") || l.starts_with("undo"))
        .count();
    text.extend(standing.into_iter().rev());
    let trace = parse(&text, Numbering::FromOne);
    let s = summary(&givens, &trace, None);
    assert_eq!(s.illegal, vec![], "{text}");
    // Row-major stops at the solution both reached: the undoing after it is no departure.
    let s = summary(&givens, &trace, Some(Strategy::RowMajor));
    assert_eq!(s.first_difference, None);
    assert_eq!(s.solved_at, Some(solved_at));
    assert!(s.steps > solved_at);
    // A trace that stops before the solution still ends flagged.
    let cut: String = text.lines().take(30).map(|l| format!("{l}\n")).collect();
    let s = summary(&givens, &parse(&cut, Numbering::FromOne), None);
    assert!(
        s.illegal
            .iter()
            .any(|i| i.why.starts_with("the trace ends without a full board")),
        "{:?}",
        s.illegal
    );
}

#[test]
fn from_zero_reads_the_same_search() {
    let givens = grid(EASY);
    let one = parse(&learner_trace(&givens, false), Numbering::FromOne);
    let zero = parse(&learner_trace(&givens, true), Numbering::FromZero);
    assert_eq!(one, zero);
    // Read as numbered from 1, a 0 is out of range and the hint says why.
    let wrong = summary(
        &givens,
        &parse(&learner_trace(&givens, true), Numbering::FromOne),
        None,
    );
    assert!(
        wrong
            .illegal
            .iter()
            .any(|i| i.why.contains("add --from-zero")),
        "{:?}",
        wrong.illegal
    );
}

#[test]
fn each_kind_of_illegal_move_is_flagged_at_its_step() {
    let givens = grid(EASY);
    // r1c3 is blank; r1c1 holds a given 5; 3 is already in row 1 (r1c2).
    let text = "\
try 1 3 3
undo 1 3
try 1 1 4
try 1 3 1
try 1 3 2
try 1 4 6
undo 1 3
undo 1 5
hello
try 1 10 1
undo 2
try 1 4 2
";
    let s = summary(&givens, &parse(text, Numbering::FromOne), None);
    let whys: Vec<(usize, &str)> = s.illegal.iter().map(|i| (i.step, i.why.as_str())).collect();
    assert_eq!(
        whys,
        vec![
            (1, "3 in r1c3 breaks row 1: r1c2 already holds 3"),
            (3, "a placement on r1c1, a given (5)"),
            (
                5,
                "a placement on r1c3, which already holds 1 (no undo since)"
            ),
            (
                7,
                "undo of r1c3, but the last placement still standing is r1c4"
            ),
            (8, "undo of r1c5, a given"),
            (9, "expected a column 1 to 9 in `try R C D`, found `10`"),
            (10, "expected `undo R C`, found `undo 2`"),
            (
                11,
                "a placement on r1c4, which already holds 6 (no undo since)"
            ),
            (
                11,
                "the trace ends without a full board: 50 cells still empty"
            ),
        ]
    );
    // Unreadable lines are steps, but neither tries nor undos.
    assert_eq!((s.steps, s.tries, s.undos, s.ignored), (11, 6, 3, 1));
}

#[test]
fn the_machine_steps_as_a_timeline_needs() {
    let givens = grid(EASY);
    let trace = parse(&learner_trace(&givens, false), Numbering::FromOne);
    let mut timeline =
        crate::teaching::timeline::Timeline::new(ReplayMachine::new(&givens, &trace));
    timeline.forward_by(40);
    let at_40 = timeline.machine().grid();
    let stack_40 = timeline.machine().stack().to_vec();
    timeline.forward_by(1_000_000);
    assert!(timeline.is_finished());
    assert!(timeline.machine().grid().is_solved());
    timeline.seek(40);
    assert_eq!(timeline.machine().grid(), at_40);
    assert_eq!(timeline.machine().stack(), stack_40.as_slice());
    let heat: u32 = timeline.heat().values().sum();
    assert_eq!(heat as usize, timeline.machine().tries());
    assert!(stack_40.iter().all(|&c: &Cell| at_40.get(c).is_some()));
}

#[test]
fn a_line_past_the_limit_is_an_error_at_its_place() {
    let long = format!("try 1 1 1\n{}\n", "x".repeat(MAX_LINE_BYTES + 10));
    match parse_reader(long.as_bytes(), Numbering::FromOne) {
        Err(TraceError::LongLine { line, column }) => {
            assert_eq!((line, column), (2, MAX_LINE_BYTES + 1));
        }
        other => panic!("{other:?}"),
    }
    // A line of exactly the limit is read.
    let fits = format!("{}\ntry 1 3 1\n", "x".repeat(MAX_LINE_BYTES - 1));
    let trace = parse_reader(fits.as_bytes(), Numbering::FromOne).unwrap();
    assert_eq!((trace.steps.len(), trace.ignored), (1, 1));
}

#[test]
fn reading_stops_after_the_most_steps_and_says_so() {
    let exact = "try 1 3 1\n".repeat(MAX_STEPS);
    let whole = parse(&exact, Numbering::FromOne);
    assert_eq!((whole.steps.len(), whole.cut), (MAX_STEPS, None));
    let more = exact + "ignored\ntry 1 3 1\n";
    let cut = parse(&more, Numbering::FromOne);
    assert_eq!((cut.steps.len(), cut.cut), (MAX_STEPS, Some(Cut::Steps)));
    // Nothing past the cut is known: its end is not flagged, nor compared.
    let givens = grid(EASY);
    let s = summary(&givens, &cut, Some(Strategy::RowMajor));
    assert_eq!(s.cut, Some("steps"));
    assert!(
        s.illegal.iter().all(|i| !i.why.contains("trace ends")),
        "{:?}",
        s.illegal.last()
    );
    let machine = ReplayMachine::new(&givens, &cut);
    assert_eq!(machine.cut(), Some(Cut::Steps));
}

#[test]
fn every_flag_is_counted_and_the_first_ones_listed() {
    // r1c1 holds a given: every try there is flagged.
    let text = "try 1 1 1\n".repeat(LISTED + 5);
    let s = summary(&grid(EASY), &parse(&text, Numbering::FromOne), None);
    // Each try, and the end without a full board.
    assert_eq!(s.flagged, LISTED + 6);
    assert_eq!(s.illegal.len(), LISTED);
}

#[test]
fn a_long_word_at_fault_is_shown_cut() {
    let trace = parse(
        "try 1 2 3 4 5 6 7 8 9\ntry 1 é€€€€€ 3\n",
        Numbering::FromOne,
    );
    let whys: Vec<String> = trace
        .steps
        .iter()
        .map(|s| s.what.unwrap_err().to_string())
        .collect();
    assert_eq!(
        whys,
        [
            "expected `try R C D`, found `try 1 2 3…`",
            "expected a column 1 to 9 in `try R C D`, found `é€€…`",
        ]
    );
    assert!(
        std::mem::size_of::<Step>() <= 20,
        "{}",
        std::mem::size_of::<Step>()
    );
}

#[test]
fn a_trace_the_judge_stopped_says_so_instead_of_flagging_its_end() {
    let givens = grid(EASY);
    let cut_short = "try 1 3 1\ntry 1 4 2\n";
    let plain = summary(&givens, &parse(cut_short, Numbering::FromOne), None);
    assert_eq!(plain.flagged, 1, "{plain:?}");
    assert_eq!(plain.stopped, None);
    let mut trace = parse(cut_short, Numbering::FromOne);
    trace.note_stop(&format!(
        "{STOPPED}was stopped after 1.0 s (the time limit)\n"
    ));
    assert_eq!((trace.steps.len(), trace.ignored), (2, 0));
    let s = summary(&givens, &trace, None);
    assert_eq!(s.flagged, 0, "{s:?}");
    assert_eq!(
        s.stopped.as_deref(),
        Some(
            "the program was stopped after 1.0 s (the time limit) at step 2; the trace ends there"
        )
    );
}

#[test]
fn d_and_b_stop_at_what_the_counters_count() {
    let givens = grid(EASY);
    // A dead end (undo right after its try), then a back (undo of the frame below).
    let text = "try 1 3 1\ntry 1 4 2\nundo 1 4\nundo 1 3\n";
    let trace = parse(text, Numbering::FromOne);
    let mut machine = ReplayMachine::new(&givens, &trace);
    let mut stops = Vec::new();
    while let Some(event) = machine.next_event() {
        stops.push((
            event.step,
            machine.hit(Until::DeadEnd),
            machine.hit(Until::Backtrack),
        ));
    }
    assert_eq!(
        stops,
        vec![
            (1, false, false),
            (2, false, false),
            (3, true, false),
            (4, false, true)
        ]
    );
    let counters = machine.counters();
    assert_eq!((counters.dead_ends, counters.exhausted_frames()), (1, 1));
}

#[test]
fn a_line_of_the_trace_that_looks_like_the_judges_note_is_just_a_line() {
    let forged = format!("{STOPPED}was stopped after 1.0 s (the time limit)\n");
    let trace = parse(&forged, Numbering::FromOne);
    assert_eq!((trace.stopped.as_deref(), trace.ignored), (None, 1));
    let s = summary(&Grid::EMPTY, &trace, None);
    assert_eq!((s.flagged, s.stopped.as_deref()), (1, None), "{s:?}");
    // A note that is not the judge's is no note either.
    let mut trace = parse("", Numbering::FromOne);
    trace.note_stop("the program was stopped\n");
    assert_eq!(trace.stopped, None);
}

#[test]
fn a_try_line_that_is_not_utf8_is_flagged_not_ignored() {
    let trace = parse_reader(&b"try 1 1 \xff\nundo \xfe 1\n"[..], Numbering::FromOne).unwrap();
    assert_eq!((trace.steps.len(), trace.ignored), (2, 0));
    let s = summary(&Grid::EMPTY, &trace, None);
    assert!(
        s.illegal[0]
            .why
            .contains("expected a digit 1 to 9, found `\u{fffd}`"),
        "{s:?}"
    );
}

mod after;
mod domino;
mod sources;

#[test]
fn an_unreadable_line_knows_its_trace_line_and_column() {
    let trace = parse("try 1 1\nfoo\n  try 1 3 12 @4\n", Numbering::FromOne);
    assert_eq!((trace.steps.len(), trace.ignored), (2, 1));
    let second = trace.steps[1];
    let why = second.what.unwrap_err();
    assert_eq!((second.line, why.column()), (3, 11));
    assert_eq!(why.to_string(), "expected a digit 1 to 9, found `12`");
    assert_eq!(trace.steps[0].what.unwrap_err().column(), 1);
}

/// A line that cannot be read where the reference moves is no end of the trace: the
/// comparison says the line cannot be read, and what it should have held.
#[test]
fn an_unreadable_line_at_the_first_difference_is_not_the_trace_ending() {
    let givens = grid(EASY);
    // 0-based rows and columns read as 1-based: the first line's 0 cannot be read.
    let trace = parse(&learner_trace(&givens, true), Numbering::FromOne);
    assert!(trace.steps.len() > 1);
    let d = summary(&givens, &trace, Some(Strategy::RowMajor))
        .first_difference
        .unwrap();
    assert_eq!(d.step, 1);
    assert_eq!(d.yours, None);
    assert_eq!(
        d.message,
        "step 1: your line cannot be read, row-major tries 1 in r1c3: r1c3 is the first empty \
         cell and 1 fits there; your line: expected a row 1 to 9, found 0 (numbered from 0? add \
         --from-zero)"
    );
    assert!(!d.message.contains("ends"), "{}", d.message);
    // The replay's step shows the line's own fault: the strategy's words leave it out.
    assert_eq!(
        d.theirs_words,
        "row-major tries 1 in r1c3: r1c3 is the first empty cell and 1 fits there"
    );
    // A trace that does end there still says so.
    let ended = summary(
        &givens,
        &parse("", Numbering::FromOne),
        Some(Strategy::RowMajor),
    )
    .first_difference
    .unwrap();
    assert_eq!(
        ended.message.matches("your trace ends").count(),
        1,
        "said once: {}",
        ended.message
    );
    // With no move, it is said before the first step, and seen at step 0.
    assert!(
        ended
            .message
            .starts_with("before step 1: your trace ends, "),
        "{}",
        ended.message
    );
    assert_eq!((ended.step, ended.agreed), (0, 0));
}

#[test]
fn a_trace_that_ends_before_the_strategys_next_move_is_different_at_its_last_step() {
    let givens = Grid::from_line(
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
    )
    .unwrap();
    // Row-major's own first two moves (1 in r1c3, 2 in r1c4), then the end.
    let trace = parse("try 1 3 1 @30\ntry 1 4 2 @31\n", Numbering::FromOne);
    let checked = summary(&givens, &trace, Some(Strategy::RowMajor));
    let d = checked.first_difference.unwrap();
    // Seen at the trace's last step, the steps before all agreed; no step past its end.
    assert_eq!((d.step, d.agreed, d.line), (2, 2, Some(31)));
    assert_eq!(d.yours, None);
    assert!(
        d.message
            .starts_with("after step 2: your trace ends, row-major tries "),
        "{}",
        d.message
    );
    assert_eq!(
        d.message.matches("your trace ends").count(),
        1,
        "{}",
        d.message
    );
    // The replay's step 2 says it beside the learner's own move.
    assert!(
        d.theirs_words
            .starts_with("your trace ends here, row-major tries "),
        "{}",
        d.theirs_words
    );
    assert!(!d.theirs_words.contains("ends there"), "{}", d.theirs_words);
}
