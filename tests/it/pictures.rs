//! The documentation's picture of the judge's first failure, drawn from the real binary's
//! output: a learner's 2239 program that solves the board as 2580 does (any solution, not
//! the smallest), judged, and the terminal session written as SVG by the same renderer as
//! the interface's pictures. A picture that no longer matches what the judge prints fails
//! here, with the command that redraws it. The cases' running times change from run to run,
//! so they alone are left out of the comparison.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use stepdoku::svg;

const BIN: &str = env!("CARGO_BIN_EXE_stepdoku");
const REFRESH: &str = "STEPDOKU_PICTURES";
const REFRESH_COMMAND: &str = "STEPDOKU_PICTURES=refresh cargo test --lib pictures \
     && STEPDOKU_PICTURES=refresh cargo test --test it pictures";

/// The learner's program: their own solver would do, this one borrows stepdoku's.
const PROGRAM: &str = "#!/bin/sh\n\
    # 2239 solved as 2580: spaces in, any solution out, spaces taken away again.\n\
    sed 's/./& /g' | stepdoku solve | tr -d ' '\n";

/// The command shown and run. The time limit is generous so that a loaded machine never
/// turns the picture's WA into a TLE.
const JUDGE: [&str; 6] = ["judge", "2239", "--time-limit", "20", "--", "./sol"];

fn path(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("docs/pictures")
        .join(name)
}

/// The session as a terminal shows it: the program, the command, what the judge printed.
fn session() -> Vec<String> {
    let dir = tempfile::tempdir().unwrap();
    let program = dir.path().join("sol");
    std::fs::write(&program, PROGRAM).unwrap();
    let mut permissions = std::fs::metadata(&program).unwrap().permissions();
    std::os::unix::fs::PermissionsExt::set_mode(&mut permissions, 0o755);
    std::fs::set_permissions(&program, permissions).unwrap();
    let bin_dir = Path::new(BIN).parent().unwrap();
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let out = Command::new(BIN)
        .args(JUDGE)
        .current_dir(dir.path())
        .env("PATH", path)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1), "a case fails: {out:?}");
    let mut lines = vec!["$ cat sol".to_owned()];
    lines.extend(PROGRAM.lines().map(str::to_owned));
    lines.push(format!("$ stepdoku {}", JUDGE.join(" ")));
    lines.extend(
        String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .map(str::to_owned),
    );
    lines
}

/// The session drawn on a terminal as wide as its longest line: commands bold, the rest as
/// printed.
fn drawn(lines: &[String]) -> Buffer {
    let width = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0) + 1;
    let area = Rect::new(
        0,
        0,
        u16::try_from(width).unwrap(),
        u16::try_from(lines.len()).unwrap(),
    );
    let mut buffer = Buffer::empty(area);
    for (y, line) in (0u16..).zip(lines) {
        let style = if line.starts_with("$ ") {
            Style::new().bold()
        } else {
            Style::new()
        };
        buffer.set_string(0, y, line, style);
    }
    buffer
}

/// `svg` with every time the judge measured (`35 ms`) read as `_ ms`, and the spaces that
/// pad a line to the picture's width dropped, since a time's digits move them.
fn without_times(svg: &str) -> String {
    let mut out = String::new();
    for line in svg.lines() {
        let mut kept = String::new();
        let mut digits = String::new();
        let mut rest = line;
        while let Some(c) = rest.chars().next() {
            rest = &rest[c.len_utf8()..];
            if c.is_ascii_digit() {
                digits.push(c);
                continue;
            }
            if !digits.is_empty() {
                let time = c == ' ' && rest.starts_with("ms");
                kept.push_str(if time { "_" } else { &digits });
                digits.clear();
            }
            kept.push(c);
        }
        kept.push_str(&digits);
        let kept = match kept.find(" </text>") {
            Some(_) => kept.replace(' ', ""),
            None => kept,
        };
        out.push_str(&kept);
        out.push('\n');
    }
    out
}

#[test]
fn pictures_the_judges_first_failure() {
    let lines = session();
    assert!(
        lines.iter().any(|l| l.starts_with("first failure: ")),
        "{lines:#?}"
    );
    let svg = svg::picture(
        &drawn(&lines),
        svg::DARK,
        "The judge's first failure: boards side by side, the cells in question in brackets",
    );
    let file = path("judge-first-failure.svg");
    if std::env::var(REFRESH).is_ok_and(|v| v == "refresh") {
        std::fs::write(&file, &svg).unwrap();
    }
    let committed = std::fs::read_to_string(&file).unwrap_or_default();
    assert!(
        without_times(&committed) == without_times(&svg),
        "{} no longer matches what `stepdoku judge` prints; redraw the pictures with\n    \
         {REFRESH_COMMAND}\nand look at them before committing",
        file.display()
    );
}

#[test]
fn only_the_times_are_left_out_of_the_comparison() {
    let line = |s: &str| format!("<text x=\"0\" y=\"14\">{s}</text>");
    let a = line("  AC   sample   35 ms  ");
    assert_eq!(
        without_times(&a),
        without_times(&line("  AC   sample  135 ms  "))
    );
    assert_ne!(
        without_times(&a),
        without_times(&line("  WA   sample   35 ms  "))
    );
    assert_ne!(
        without_times(&line("r1c1 is 6 where the smallest has 3")),
        without_times(&line("r1c1 is 5 where the smallest has 3"))
    );
}
