//! `stepdoku code` and the `"line"` of `stepdoku trace`: every traced step names a line of
//! the printed listing that does what the step did.

use serde_json::Value;

use crate::common::assert_contains;
use crate::common::run::{stderr, stdout, stepdoku};

/// The listing as printed: line number to text.
fn listing(strategy: &str) -> Vec<(usize, String)> {
    let dir = tempfile::tempdir().unwrap();
    let out = stepdoku(&["code", "--strategy", strategy], dir.path());
    assert!(out.status.success(), "{}", stderr(&out));
    stdout(&out)
        .lines()
        .filter_map(|l| {
            let l = l.trim_start();
            let (n, text) = l.split_once(' ').unwrap_or((l, ""));
            Some((n.parse().ok()?, text.trim_start().to_owned()))
        })
        .collect()
}

#[test]
fn every_listing_is_numbered_from_1_and_reads_like_the_posts() {
    for strategy in [
        "row-major",
        "blanks",
        "mrv",
        "propagate",
        "dominoes",
        "dominoes-as-written",
    ] {
        let lines = listing(strategy);
        assert!(lines.len() > 10, "{strategy}");
        for (i, (n, _)) in lines.iter().enumerate() {
            assert_eq!(*n, i + 1, "{strategy}");
        }
        assert!(lines.iter().any(|(_, t)| t.starts_with("bool dfs(")));
        assert!(lines.iter().any(|(_, t)| t.contains("return false")));
    }
    let dir = tempfile::tempdir().unwrap();
    let out = stepdoku(&["code", "--strategy", "fastest"], dir.path());
    assert_eq!(out.status.code(), Some(2));
    assert_contains(&stderr(&out), "expected one of row-major");
}

#[test]
fn every_traced_step_names_the_line_that_does_it() {
    for strategy in ["row-major", "blanks", "mrv", "propagate"] {
        let code = listing(strategy);
        let dir = tempfile::tempdir().unwrap();
        let out = stepdoku(
            &["trace", "puzzles/classic.txt", "--strategy", strategy],
            dir.path(),
        );
        assert!(out.status.success(), "{}", stderr(&out));
        for record in stdout(&out).lines() {
            let record: Value = serde_json::from_str(record).unwrap();
            let line = record["line"].as_u64().expect("a line") as usize;
            let text = &code[line - 1].1;
            let fits = match record["event"].as_str().unwrap() {
                "try" => text.contains("board[r][c] = d;"),
                "forced" => text.contains("Single()"),
                "dead-end" | "backtrack" => text.contains("return false"),
                "solved" => text.contains("return true"),
                other => panic!("{other}"),
            };
            assert!(fits, "{strategy}: {record} lights {line}: {text}");
        }
    }
}
