//! The verdicts and their reasons, on runs made up in place of a program's.

use std::os::unix::process::ExitStatusExt;
use std::process::ExitStatus;

use super::*;

fn easy() -> Case {
    let input = "530070000\n600195000\n098000060\n800060003\n400803001\n700020006\n\
                 060000280\n000419005\n000080079\n";
    Case::new(
        stepdoku_core::teaching::judge::Problem::Boj2239,
        "easy",
        input.to_owned(),
    )
    .unwrap()
}

fn ran(case: &Case, millis: u64) -> Run {
    Run {
        ended: Ended::Exited(ExitStatus::from_raw(0)),
        time: Duration::from_millis(millis),
        cpu: Duration::from_millis(millis),
        stdout: case.expected_output().into_bytes(),
        stderr: crate::cli::judge::stderr::Kept::default(),
        stderr_after_stdout: 0,
        silent: Duration::ZERO,
        trace: crate::cli::judge::run::Written::default(),
        left: Vec::new(),
    }
}

fn limits() -> Limits {
    Limits {
        time: Duration::from_secs(2),
        band: Duration::from_millis(200),
        memory: None,
        output: 1 << 20,
    }
}

#[test]
fn a_mistake_named_in_the_output_leads_the_reason_of_a_crash() {
    let case = easy();
    let crashed = |stdout: Vec<u8>| Run {
        ended: Ended::Exited(ExitStatus::from_raw(3 << 8)),
        stdout,
        ..ran(&case, 10)
    };
    let clash = case.expected_output().replacen("534", "533", 1);
    let outcome = decide(&case, crashed(clash.into_bytes()), &limits());
    assert_eq!(outcome.code, Code::RuntimeError);
    assert_eq!(
        outcome.why,
        "row 1 has two 3s (r1c2 and r1c3); then exit code 3"
    );
    assert_eq!(outcome.telling(), 0);
    let outcome = decide(&case, crashed(b"5346".to_vec()), &limits());
    assert!(outcome.why.starts_with("exit code 3"), "{}", outcome.why);
}

#[test]
fn a_time_within_a_tenth_of_the_limit_is_borderline_on_either_side() {
    let case = easy();
    let quick = decide(&case, ran(&case, 1_700), &limits());
    assert_eq!((quick.code, quick.borderline), (Code::Accepted, false));
    assert_eq!(quick.said(&limits()), "");
    let close = decide(&case, ran(&case, 1_850), &limits());
    assert_eq!((close.code, close.borderline), (Code::Accepted, true));
    assert_eq!(
        close.said(&limits()),
        "borderline: within a tenth of the 2.0 s limit"
    );
    let over = decide(&case, ran(&case, 2_150), &limits());
    assert_eq!((over.code, over.borderline), (Code::TimeLimit, true));
    assert_eq!(
        over.why,
        "the right answer, then ended at 2.15 s, over the 2.0 s limit"
    );
    // With no band (a traced run), nothing is borderline.
    let traced = Limits {
        band: Duration::ZERO,
        ..limits()
    };
    assert!(!decide(&case, ran(&case, 1_990), &traced).borderline);
}

#[test]
fn more_solutions_cut_by_the_output_limit_are_not_called_every_solution() {
    // Only the first band given: many solutions. The answer, then two others (its rows 4 and
    // 5 swapped; the same board again would be the answer repeated).
    let case = Case::new(
        stepdoku_core::teaching::judge::Problem::Boj2239,
        "several",
        "530070000\n600195000\n098000060\n".to_owned() + &"000000000\n".repeat(6),
    )
    .unwrap();
    let answer = case.expected_output();
    let mut rows: Vec<&str> = answer.lines().collect();
    rows.swap(3, 4);
    let other = format!("{}\n", rows.join("\n"));
    let twice = format!("{answer}{other}{other}").into_bytes();
    let cut = Run {
        ended: Ended::OutputOver,
        stdout: twice.clone(),
        ..ran(&case, 10)
    };
    let outcome = decide(&case, cut, &limits());
    assert_eq!(outcome.code, Code::OutputLimit);
    assert_eq!(outcome.ending, Some(Ending::MoreSolutionsCut));
    assert_eq!(
        Record::new(&case, &outcome).ending,
        Some("right-answer-then-more-solutions-cut")
    );
    assert_eq!(
        outcome.why,
        "killed when its output passed 1 MiB; the right answer, then 2 more \
         solutions before it was killed, and more to come: stop after the first"
    );
    let ended = Run {
        stdout: twice,
        ..ran(&case, 10)
    };
    let outcome = decide(&case, ended, &limits());
    assert_eq!(outcome.code, Code::WrongAnswer);
    assert_eq!(outcome.ending, Some(Ending::MoreSolutions));
    assert_eq!(
        outcome.why,
        "the right answer, then 2 more solutions after it: stop after the first"
    );
}

#[test]
fn wall_and_cpu_milliseconds_are_rounded_the_same_way() {
    let text = |micros| millis_text(Duration::from_micros(micros));
    assert_eq!(text(0), "<1");
    assert_eq!(text(499), "<1");
    assert_eq!(text(900), "1");
    assert_eq!(text(1_000), "1");
    assert_eq!(text(1_499), "1");
    assert_eq!(text(1_500), "2");
    assert_eq!(text(43_700), "44");
}

#[test]
fn a_signals_meaning_is_in_the_why_and_on_a_line_of_its_own() {
    let case = easy();
    let segv = Run {
        ended: Ended::Exited(ExitStatus::from_raw(11)),
        ..ran(&case, 10)
    };
    let outcome = decide(&case, segv, &limits());
    assert_eq!(
        outcome.why,
        "the right answer, then killed by SIGSEGV (a bad memory access: an index out of bounds, \
         or recursion too deep)"
    );
    assert_eq!(
        outcome.why_on_its_line(),
        "the right answer, then killed by SIGSEGV"
    );
    assert_eq!(
        outcome.exception_lines(),
        ["       (a bad memory access: an index out of bounds, or recursion too deep)"]
    );
    // A signal without a meaning known: nothing under the line.
    let hup = Run {
        ended: Ended::Exited(ExitStatus::from_raw(1)),
        ..ran(&case, 10)
    };
    let outcome = decide(&case, hup, &limits());
    assert_eq!(
        outcome.why_on_its_line(),
        "the right answer, then killed by SIGHUP"
    );
    assert!(outcome.exception_lines().is_empty());
}
