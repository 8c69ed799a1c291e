//! `--index 0` through the real binary: every command that takes one puzzle of a collection
//! says indexes count from 1, and never that a file of fifty puzzles "holds no puzzle".

use crate::common;

use common::run::{stderr, stepdoku};

#[test]
fn index_zero_says_indexes_count_from_one() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("trace.txt");
    std::fs::write(&trace, "try 1 1 1\n").unwrap();
    let trace = trace.to_str().unwrap();
    let mut runs: Vec<Vec<&str>> = Vec::new();
    for command in ["play", "watch", "trace", "race"] {
        runs.push(vec![command, "puzzles/easy.txt"]);
        runs.push(vec![command]);
    }
    runs.push(vec!["replay", "puzzles/easy.txt", trace]);
    for mut args in runs {
        args.extend(["--index", "0"]);
        let out = stepdoku(&args, dir.path());
        let err = stderr(&out);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(
            err.contains("indexes count from 1 (--index 1 is the first)"),
            "{args:?}: {err}"
        );
        assert!(!err.contains("holds no puzzle"), "{args:?}: {err}");
    }
}
