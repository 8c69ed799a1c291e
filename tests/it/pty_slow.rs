//! End to end: `w` in `stepdoku watch` shows the largest subtrees that led nowhere, measured
//! by a background run of the search to its end; the sizes agree with a count made here from
//! `stepdoku trace` (each try's subtree: it and the tries after it until one at its depth or
//! above), and Enter takes the watch to the chosen try's step.

use crate::common;

use std::path::Path;

use common::pty::{Session, thousands};
use common::run::stepdoku;

/// Every try of the row-major trace that led nowhere: (step, cell=digit, subtree size, which
/// try it was from 0), and the number of tries.
fn dead_subtrees(data: &Path) -> (Vec<(u64, String, u64, usize)>, u64) {
    let out = stepdoku(
        &["trace", "puzzles/classic.txt", "--strategy", "row-major"],
        data,
    );
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let tries: Vec<(u64, String, u64)> = text
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .filter(|r| r["event"] == "try")
        .map(|r| {
            (
                r["step"].as_u64().unwrap(),
                format!("{}={}", r["cell"].as_str().unwrap(), r["digit"]),
                r["depth"].as_u64().unwrap(),
            )
        })
        .collect();
    let mut dead = Vec::new();
    for (i, (step, name, depth)) in tries.iter().enumerate() {
        // Ended by a later try at its depth or above; a try never ended is on the solution's
        // path.
        if let Some(end) = tries[i + 1..].iter().position(|t| t.2 <= *depth) {
            dead.push((*step, name.clone(), end as u64 + 1, i));
        }
    }
    (dead, tries.len() as u64)
}

#[test]
fn w_lists_the_largest_dead_subtrees_as_the_trace_counts_them_and_enter_goes_there() {
    let data = tempfile::tempdir().unwrap();
    let (mut all, tries) = dead_subtrees(data.path());
    all.sort_by_key(|&(step, _, size, _)| (std::cmp::Reverse(size), step));
    // The largest, then the largest outside it, and so on: a try's subtree holds the tries
    // numbered from it to its size on, and none listed lies inside another.
    let mut dead: Vec<(u64, String, u64)> = Vec::new();
    let mut spans: Vec<(usize, usize)> = Vec::new();
    for (step, name, size, i) in all {
        let end = i + size as usize;
        if !spans.iter().any(|&(a, b)| a <= i && end <= b) {
            spans.push((i, end));
            dead.push((step, name, size));
        }
    }
    let mut watch = Session::start(&["watch", "puzzles/classic.txt"], data.path(), &[]);
    watch.wait_for_text("Step 0");
    watch.send("w");
    watch.wait_for_text(&format!("row-major: {} tries", thousands(tries)));
    watch.wait_for_text("Enter go there");
    // The box stands alone over a cleared screen (no board to settle): its ten rows, drawn.
    let is_row = |l: &&str| l.contains(" depth ") && l.contains(" tries ") && l.contains('%');
    watch.wait_for("the ten largest", |s| {
        s.contents().lines().filter(is_row).count() >= 10
    });
    let screen = watch.contents();
    // The ten largest, in order, each with its size and share.
    let rows: Vec<&str> = screen.lines().filter(is_row).collect();
    for (row, (step, name, size)) in rows.iter().zip(dead.iter().take(10)) {
        let share = format!("{:.1}%", 100.0 * *size as f64 / tries as f64);
        for part in [
            name.as_str(),
            &format!("step {}", thousands(*step)),
            &format!("{} tries", thousands(*size)),
            &share,
        ] {
            assert!(row.contains(part), "{part} in {row}\n{screen}");
        }
    }
    assert!(rows.len() >= 10, "{screen}");
    // The second row, chosen, then Enter: the watch at its try.
    let (step, name, size) = &dead[1];
    watch.send("\x1b[B");
    watch.wait_for(&format!("▶ {name}"), |s| {
        s.contents().contains(&format!("▶ {name}"))
    });
    watch.send("\r");
    watch.wait_for_text(&format!("Step {} ", thousands(*step)));
    watch.wait_for_text(&format!("holds {} tries", thousands(*size)));
    let (cell, digit) = name.split_once('=').unwrap();
    watch.wait_for_text(&format!("{cell}: try {digit}"));
    watch.quit();
}
