//! `stepdoku generate --technique`: every puzzle printed is re-graded by `stepdoku grade` and
//! must use the technique asked for, at the technique's own level and no higher.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn stepdoku(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_stepdoku"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(input.as_bytes()).expect("write stdin");
    drop(stdin);
    child.wait_with_output().expect("the binary ends")
}

fn ok(out: &Output) -> String {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).expect("utf-8")
}

/// `generate --technique NAME` puzzles, each graded by `stepdoku grade`: (level, techniques).
fn practise(name: &str, seed: &str) -> Vec<(String, String)> {
    let args = ["generate", "--technique", name, "-n", "3", "--seed", seed];
    let puzzles = ok(&stepdoku(&args, ""));
    assert_eq!(puzzles.lines().count(), 3, "{puzzles}");
    let graded = ok(&stepdoku(&["grade"], &puzzles));
    graded
        .lines()
        .map(|line| {
            let mut words = line.split_whitespace();
            let level = words.next().unwrap_or_default().to_owned();
            let how = words.nth(1).unwrap_or_default();
            assert_eq!(how, "logic", "{line}");
            (level, line.to_owned())
        })
        .collect()
}

#[test]
fn wing_and_skyscraper_puzzles_use_them_and_are_at_most_hard() {
    for (typed, printed, seed) in [
        ("X-Wing", "X-Wing ×", "11"),
        ("xy-wing", "XY-Wing ×", "12"),
        ("SKYSCRAPER", "Skyscraper ×", "13"),
    ] {
        for (level, line) in practise(typed, seed) {
            assert!(line.contains(printed), "{typed}: {line}");
            assert_eq!(level, "hard", "{typed}: {line}");
        }
    }
}

/// Names past the three the issue names, typed as a player might, from medium to unfair:
/// each puzzle's grade lists the technique and sits at the technique's own level.
#[test]
fn more_techniques_each_give_puzzles_whose_grade_uses_them_at_their_level() {
    for (typed, printed, level, seed) in [
        ("hidden pair", "Hidden Pair ×", "medium", "21"),
        ("Swordfish", "Swordfish ×", "hard", "22"),
        ("w-wing", "W-Wing ×", "hard", "23"),
        ("Remote Pair", "Remote Pair ×", "hard", "24"),
        ("turbot fish", "Turbot Fish ×", "hard", "25"),
        ("XYZ-Wing", "XYZ-Wing ×", "hard", "26"),
        ("2-String Kite", "2-String Kite ×", "hard", "27"),
        ("empty rectangle", "Empty Rectangle ×", "hard", "28"),
        ("X-Chain", "X-Chain ×", "unfair", "29"),
    ] {
        for (graded, line) in practise(typed, seed) {
            assert!(line.contains(printed), "{typed}: {line}");
            assert_eq!(graded, level, "{typed}: {line}");
        }
    }
}

#[test]
fn a_medium_technique_gives_medium_puzzles() {
    for (level, line) in practise("Naked Pair", "14") {
        assert!(line.contains("Naked Pair ×"), "{line}");
        assert_eq!(level, "medium", "{line}");
    }
}

#[test]
fn the_same_seed_gives_the_same_practice_puzzles() {
    let args = [
        "generate",
        "--technique",
        "x-wing",
        "-n",
        "2",
        "--seed",
        "5",
    ];
    assert_eq!(ok(&stepdoku(&args, "")), ok(&stepdoku(&args, "")));
}

#[test]
fn an_unknown_technique_is_a_usage_error_listing_the_names() {
    let out = stepdoku(&["generate", "--technique", "Q-Wing"], "");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no technique is called \"Q-Wing\""), "{err}");
    assert!(err.contains("X-Wing, Swordfish, Jellyfish"), "{err}");
    assert!(out.stdout.is_empty());
    let out = stepdoku(&["generate", "--technique", "Death Blossom"], "");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("never uses Death Blossom"), "{err}");
    let out = stepdoku(&["generate", "--technique", "sashimi"], "");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("Sashimi X-Wing, Sashimi Swordfish, Sashimi Jellyfish; type more"),
        "{err}"
    );
}

/// A technique the hint engine names but the solve never applies first is refused with the
/// reason, before any search.
#[test]
fn a_technique_that_never_comes_first_is_refused_with_the_reason() {
    for (typed, name, why) in [
        (
            "Forcing Chain Verity",
            "Forcing Chain Verity",
            "every fact a Forcing Chain Verity proves, a Forcing Chain Contradiction proves too",
        ),
        (
            "fcv",
            "Forcing Chain Verity",
            "every fact a Forcing Chain Verity proves",
        ),
        (
            "simple colors wrap",
            "Simple Colors Wrap",
            "so Simple Colors Trap already removes the digit from it",
        ),
        (
            "mc2",
            "Multi Colors 2",
            "the solve tries Multi Colors 1 first",
        ),
        (
            "aic",
            "AIC",
            "is a Discontinuous Nice Loop that removes the same digit",
        ),
        (
            "gaic",
            "Grouped AIC",
            "is a Grouped Discontinuous Nice Loop that removes the same digit",
        ),
        (
            "franken x-wing",
            "Franken X-Wing",
            "a Turbot Fish that removes the digit wherever the Franken X-Wing does",
        ),
        (
            "finned franken x-wing",
            "Finned Franken X-Wing",
            "make a loop that removes the digit from the cell",
        ),
        (
            "franken swordfish",
            "Franken Swordfish",
            "however the rest of its digit's cells are filled",
        ),
    ] {
        let out = stepdoku(&["generate", "--technique", typed], "");
        assert_eq!(out.status.code(), Some(2), "{typed}");
        let err = String::from_utf8_lossy(&out.stderr);
        // A known technique, not a typo: no clap "invalid value", no list of every name, and
        // no line wider than an 80-column terminal.
        assert!(!err.contains("invalid value"), "{err}");
        assert!(!err.contains("expected one of"), "{err}");
        assert!(!err.contains("Full House"), "{err}");
        for line in err.lines() {
            assert!(line.chars().count() <= 80, "{line:?} in\n{err}");
        }
        let lines: Vec<&str> = err.lines().collect();
        let (last, paragraph) = lines.split_last().unwrap_or((&"", &[]));
        assert_eq!(
            *last,
            "`stepdoku generate --help` lists the techniques a puzzle can practise."
        );
        let joined = paragraph.join(" ");
        assert!(
            joined.starts_with(&format!(
                "stepdoku: {name} never comes first in stepdoku's solve, so no puzzle can \
                 practise it: "
            )),
            "{err}"
        );
        assert!(joined.contains(why), "{err}");
        assert!(joined.ends_with(" first."), "{err}");
        assert!(out.stdout.is_empty());
    }
}

/// HoDoKu's short names and the start of one name are read as the technique they stand for.
#[test]
fn short_names_and_the_start_of_a_name_are_accepted() {
    for (typed, name) in [
        ("UR1", "Uniqueness Test 1"),
        ("2sk", "2-String Kite"),
        ("jelly", "Jellyfish"),
    ] {
        let args = [
            "generate",
            "--technique",
            typed,
            "--seed",
            "3",
            "--fresh-tries",
            "0",
        ];
        let graded = ok(&stepdoku(&["grade"], &ok(&stepdoku(&args, ""))));
        let line = graded.trim_end();
        assert!(
            techniques_of(line).iter().any(|t| t == name),
            "{typed}: {line}"
        );
    }
}

#[test]
fn a_search_that_runs_out_of_tries_says_so() {
    let out = stepdoku(
        &[
            "generate",
            "--technique",
            "Jellyfish",
            "--tries",
            "2",
            "--seed",
            "1",
        ],
        "",
    );
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("no hard puzzle using Jellyfish found in 2 attempts"),
        "{err}"
    );
}

/// The techniques of `grade`'s line for one puzzle, without their counts.
fn techniques_of(line: &str) -> Vec<String> {
    let list = line
        .split_once(" logic ")
        .map_or("", |(_, rest)| rest.trim());
    list.split(", ")
        .map(|t| t.rsplit_once(" ×").map_or(t, |(name, _)| name).to_owned())
        .collect()
}

/// `grade`'s `line` for a practice puzzle: at `level`, solved by logic, using `name` (exactly).
fn assert_graded_with(line: &str, name: &str, level: &str) {
    assert!(line.starts_with(&format!("{level} ")), "{name}: {line}");
    assert!(line.contains(" logic "), "{name}: {line}");
    assert!(
        techniques_of(line).iter().any(|t| t == name),
        "{name}: {line}"
    );
}

/// `generate --technique NAME --seed SEED --tries 12`, graded by `stepdoku grade`: the puzzle's
/// solve uses NAME (the name exactly, so `X-Wing` is not taken for `Finned X-Wing`) at
/// `level`. Each seed was picked (by running the search) as one whose puzzle comes within 12
/// attempts, so each case stays quick; fresh minimal puzzles alone need thousands of attempts
/// for the rarer of these.
fn practise_within_a_dozen(cases: &[(&str, u64)], level: &str) {
    for &(name, seed) in cases {
        let seed = seed.to_string();
        let args = [
            "generate",
            "--technique",
            name,
            "--seed",
            &seed,
            "--tries",
            "12",
        ];
        let out = stepdoku(&args, "");
        assert!(
            out.status.success(),
            "{name} (seed {seed}): {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let puzzle = String::from_utf8(out.stdout).expect("utf-8");
        let graded = ok(&stepdoku(&["grade"], &puzzle));
        let line = graded.trim_end();
        assert_graded_with(line, name, level);
    }
}

#[test]
fn easy_and_medium_techniques_each_come_within_a_dozen_attempts() {
    practise_within_a_dozen(
        &[("Full House", 1), ("Naked Single", 1), ("Hidden Single", 1)],
        "easy",
    );
    practise_within_a_dozen(
        &[
            ("Locked Pair", 1),
            ("Locked Triple", 4),
            ("Locked Candidates Type 1 (Pointing)", 2),
            ("Locked Candidates Type 2 (Claiming)", 5),
            ("Naked Pair", 1),
            ("Naked Triple", 2),
            ("Hidden Pair", 7),
            ("Hidden Triple", 31),
        ],
        "medium",
    );
}

#[test]
fn hard_fish_single_digit_patterns_and_wings_come_within_a_dozen_attempts() {
    practise_within_a_dozen(
        &[
            ("Naked Quadruple", 2),
            ("X-Wing", 1),
            ("Swordfish", 2),
            ("Jellyfish", 14),
            ("Remote Pair", 1),
            ("Bivalue Universal Grave + 1", 1),
            ("Skyscraper", 1),
            ("2-String Kite", 1),
            ("Turbot Fish", 2),
            ("Empty Rectangle", 2),
            ("W-Wing", 1),
            ("XY-Wing", 2),
            ("XYZ-Wing", 2),
        ],
        "hard",
    );
}

#[test]
fn uniqueness_finned_fish_and_colouring_come_within_a_dozen_attempts() {
    practise_within_a_dozen(
        &[
            ("Uniqueness Test 1", 2),
            ("Uniqueness Test 2", 4),
            ("Uniqueness Test 3", 5),
            ("Uniqueness Test 4", 6),
            ("Uniqueness Test 6", 13),
            ("Hidden Rectangle", 6),
            ("Avoidable Rectangle Type 1", 17),
            ("Finned X-Wing", 4),
            ("Sashimi X-Wing", 43),
            ("Simple Colors Trap", 14),
            ("Multi Colors 1", 29),
        ],
        "hard",
    );
}

#[test]
fn unfair_techniques_come_within_a_dozen_attempts() {
    practise_within_a_dozen(
        &[
            ("Finned Swordfish", 6),
            ("Sashimi Swordfish", 6),
            ("Sue de Coq", 1),
            ("X-Chain", 11),
            ("XY-Chain", 1),
            ("Continuous Nice Loop", 9),
            ("Discontinuous Nice Loop", 7),
            ("Grouped Discontinuous Nice Loop", 25),
            ("Finned Jellyfish", 42),
        ],
        "unfair",
    );
}

#[test]
fn forcing_chains_and_nets_come_within_a_dozen_attempts() {
    practise_within_a_dozen(
        &[
            ("Forcing Chain Contradiction", 21),
            ("Forcing Net Contradiction", 88),
        ],
        "extreme",
    );
}

#[test]
fn a_seed_gives_the_same_puzzle_on_any_number_of_threads() {
    let run = |jobs: &str| {
        let args = [
            "generate",
            "--technique",
            "Jellyfish",
            "--seed",
            "14",
            "--tries",
            "12",
            "-j",
            jobs,
        ];
        ok(&stepdoku(&args, ""))
    };
    let alone = run("1");
    assert_eq!(alone.lines().count(), 1, "{alone}");
    assert_eq!(run("2"), alone);
    assert_eq!(run("3"), alone);
}

#[test]
fn a_search_past_its_time_limit_says_so() {
    // A search that fails: status 1, nothing on stdout, and what stderr said.
    let failed = |technique: &str, limit: [&str; 2]| {
        let mut args = vec!["generate", "--technique", technique];
        args.extend(limit);
        // so many fresh attempts (before the seed bank) that the limit comes first
        args.extend(["--fresh-tries", "1000000000", "--seed", "1"]);
        let out = stepdoku(&args, "");
        assert_eq!(out.status.code(), Some(1));
        assert!(out.stdout.is_empty());
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    // One the bank holds, out of attempts before reaching it: more of them is the way.
    let err = failed("Sashimi Jellyfish", ["--tries", "1"]);
    assert!(
        err.contains(
            "no unfair puzzle using Sashimi Jellyfish found in 1 attempt; try more --tries or \
             another --seed"
        ),
        "{err}"
    );
}

/// Every name the hint engine lists, as the error for an unknown one lists them.
fn every_name() -> Vec<String> {
    let out = stepdoku(&["generate", "--technique", "no such technique"], "");
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    let (_, list) = err.split_once("expected one of: ").expect("the names");
    let list = list.lines().next().unwrap_or_default();
    list.split(", ").map(str::to_owned).collect()
}

/// Every technique the seed bank holds (the core's tests say which it lacks), from the bank at
/// once (`--fresh-tries 0`), with a pinned seed and otherwise default options: each puzzle,
/// graded by `stepdoku grade`, is solved by logic, uses the technique by its exact name and
/// sits at the technique's own level.
#[test]
fn every_technique_gives_a_graded_puzzle_from_the_seed_bank() {
    let names = every_name();
    assert_eq!(names.len(), stepdoku_core::generate::practisable().len());
    let names: Vec<String> = names
        .into_iter()
        .filter(|name| {
            stepdoku_core::generate::parse_technique(name)
                .is_ok_and(stepdoku_core::generate::in_seed_bank)
        })
        .collect();
    let mut puzzles = String::new();
    for name in &names {
        let args = [
            "generate",
            "--technique",
            name,
            "--seed",
            "39",
            "--fresh-tries",
            "0",
        ];
        let out = stepdoku(&args, "");
        assert!(
            out.status.success(),
            "{name}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        puzzles.push_str(&String::from_utf8(out.stdout).expect("utf-8"));
    }
    let graded = ok(&stepdoku(&["grade"], &puzzles));
    assert_eq!(graded.lines().count(), names.len(), "{graded}");
    for (name, line) in names.iter().zip(graded.lines()) {
        let technique = stepdoku_core::generate::parse_technique(name).expect("a name");
        let level = stepdoku_core::generate::practice_level(technique).name();
        assert_graded_with(line, name, level);
    }
}

/// With default options a technique that fresh puzzles seldom need (none in 120 s before the
/// seed bank, or one in 106 s) still comes: from the bank once the fresh attempts are spent.
#[test]
fn a_rare_technique_comes_with_default_options() {
    let args = ["generate", "--technique", "ur5", "--seed", "4"];
    let puzzle = ok(&stepdoku(&args, ""));
    let graded = ok(&stepdoku(&["grade"], &puzzle));
    let line = graded.trim_end();
    assert!(line.starts_with("hard "), "{line}");
    assert!(line.contains(" logic "), "{line}");
    assert!(
        techniques_of(line).iter().any(|t| t == "Uniqueness Test 5"),
        "{line}"
    );
}

/// `scripts/practice_timing.sh` times a technique from a random seed and checks the puzzle with
/// `stepdoku grade` (a wrong puzzle would say `WRONG`).
#[test]
fn the_timing_script_grades_what_it_times() {
    let out = Command::new("sh")
        .arg(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/scripts/practice_timing.sh"
        ))
        .args([env!("CARGO_BIN_EXE_stepdoku"), "1", "X-Wing"])
        .output()
        .expect("sh runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    let last = stdout.lines().last().unwrap_or_default();
    assert!(last.ends_with("  graded hard  X-Wing"), "{stdout}");
}

/// `generate --help` (and so the man page, made from the same definitions) lists every name
/// `--technique` takes, so that finding them needs no failed run.
#[test]
fn the_long_help_lists_every_technique_name() {
    let help = ok(&stepdoku(&["generate", "--help"], ""));
    let names = every_name();
    let listed = format!(
        "The {} names, in the solve's order: {}.",
        names.len(),
        names.join(", ")
    );
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(help.contains(&listed), "{help}");
}

/// The player's guide says how many techniques the practice menu lists (those the seed bank
/// holds) and that `--technique` takes the same ones: as the program has them.
#[test]
fn the_players_guide_counts_the_practice_menu_truly() {
    let names = every_name();
    let in_bank = names
        .iter()
        .filter(|name| {
            stepdoku_core::generate::parse_technique(name)
                .is_ok_and(stepdoku_core::generate::in_seed_bank)
        })
        .count();
    let guide = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/player.md"))
        .expect("docs/player.md");
    let guide = guide.split_whitespace().collect::<Vec<_>>().join(" ");
    assert_eq!(in_bank, names.len(), "{names:?}");
    for said in [
        format!("({in_bank}, from Full House"),
        format!("lists the same {})", names.len()),
    ] {
        assert!(guide.contains(&said), "docs/player.md should say {said}");
    }
}
