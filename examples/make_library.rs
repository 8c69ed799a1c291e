//! Rebuilds the bundled collections of `puzzles/` from fixed seeds, so anyone can check that
//! the files are what the generator and the grader make.
//!
//! ```sh
//! cargo run --release --example make_library            # rewrite the files
//! cargo run --release --example make_library -- --check # compare only; exit 1 on a difference
//! ```
//!
//! The level collections (`easy.txt` … `extreme.txt`), the sampler (`starter.txt`) and the
//! generated Sudominoku (`sudominoku-generated.in`) are generated; the classic sets are copied
//! from `../shared/data/solve/` (public puzzle lists) when it is there, and left alone otherwise.
//! `classic.txt` and `sudominoku.in` are not made here (see `puzzles/README.md`).

use std::fmt::Write as _;
use std::path::Path;
use std::process::ExitCode;
use std::time::Instant;

use stepdoku_core::format::write_sudominoku;
use stepdoku_core::generate::{Generator, Request, Rng, sudominoku};
use stepdoku_core::hint::Level;

/// Puzzles per level collection.
const PER_LEVEL: usize = 50;
/// Puzzles per level in the sampler.
const SAMPLER_PER_LEVEL: usize = 6;
/// The seed of a level's collection; the sampler uses the next hundred.
fn seed(level: Level) -> u64 {
    2025 + level as u64
}

struct Classic {
    file: &'static str,
    from: &'static str,
    take: usize,
    about: &'static [&'static str],
}

const CLASSICS: &[Classic] = &[
    Classic {
        file: "norvig-hardest.txt",
        from: "norvig_hardest.txt",
        take: usize::MAX,
        about: &[
            "Peter Norvig's hardest puzzles, from his essay \"Solving Every Sudoku Puzzle\"",
            "(https://norvig.com/sudoku.html), as kept in the tdoku benchmark collection.",
        ],
    },
    Classic {
        file: "top1465.txt",
        from: "puzzles3_magictour_top1465.txt",
        take: 50,
        about: &[
            "The first 50 puzzles of magictour's top1465, a classic list of hard puzzles,",
            "as kept in the tdoku benchmark collection.",
        ],
    },
    Classic {
        file: "antibrute.txt",
        from: "antibrute_wikipedia.txt",
        take: usize::MAX,
        about: &[
            "The puzzle of Wikipedia's \"Sudoku solving algorithms\" article built to defeat",
            "row-major 1-9 backtracking (its first row solves to 987654321); easy by logic.",
        ],
    },
];

fn main() -> ExitCode {
    let check = std::env::args().skip(1).any(|a| a == "--check");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles");
    let mut files: Vec<(String, String)> = Vec::new();
    for level in Level::ALL {
        let start = Instant::now();
        files.push((format!("{level}.txt"), level_file(level)));
        eprintln!("{level}.txt: {:.2} s", start.elapsed().as_secs_f64());
    }
    files.push(("starter.txt".to_owned(), sampler()));
    files.push(("sudominoku-generated.in".to_owned(), sudominoku_file()));
    let shared = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/data/solve");
    for classic in CLASSICS {
        match std::fs::read_to_string(shared.join(classic.from)) {
            Ok(text) => files.push((classic.file.to_owned(), classic_file(classic, &text))),
            Err(e) => eprintln!("{}: left alone ({}: {e})", classic.file, classic.from),
        }
    }
    let mut differ = 0;
    for (name, text) in &files {
        let path = dir.join(name);
        let same = std::fs::read_to_string(&path).is_ok_and(|old| old == *text);
        if check {
            if !same {
                eprintln!("{name}: differs from what make_library makes");
                differ += 1;
            }
        } else if !same {
            if let Err(e) = std::fs::write(&path, text) {
                eprintln!("{}: {e}", path.display());
                return ExitCode::FAILURE;
            }
            eprintln!("{name}: written");
        }
    }
    if check {
        eprintln!("{} files checked, {differ} differ", files.len());
    }
    if differ == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// `PER_LEVEL` symmetric puzzles of one level, each followed by its level.
fn level_file(level: Level) -> String {
    let mut text = String::new();
    let _ = writeln!(
        text,
        "# {PER_LEVEL} {level} puzzles on HoDoKu's scale, symmetric, each with one solution and solved by"
    );
    let _ = writeln!(
        text,
        "# logic alone; made by `cargo run --release --example make_library` (seed {}).",
        seed(level)
    );
    let request = Request {
        level: Some(level),
        symmetric: true,
    };
    for made in Generator::new(seed(level), request).take(PER_LEVEL) {
        let _ = writeln!(text, "{}  # {}", made.puzzle.to_line(), made.grade.level);
    }
    text
}

/// A few puzzles of every level, easiest first, for a first look at the scale.
fn sampler() -> String {
    let mut text = String::new();
    let _ = writeln!(
        text,
        "# A sampler: {SAMPLER_PER_LEVEL} puzzles of each level of HoDoKu's scale, easiest first, symmetric;"
    );
    let _ = writeln!(
        text,
        "# made by `cargo run --release --example make_library` (seeds {}-{}).",
        seed(Level::Easy) + 100,
        seed(Level::Extreme) + 100
    );
    for level in Level::ALL {
        let request = Request {
            level: Some(level),
            symmetric: true,
        };
        for made in Generator::new(seed(level) + 100, request).take(SAMPLER_PER_LEVEL) {
            let _ = writeln!(text, "{}  # {}", made.puzzle.to_line(), made.grade.level);
        }
    }
    text
}

/// Sudominoku cases, the ones with more given dominoes first; the format has no comments, so
/// `puzzles/README.md` says where they come from (seed 4574).
fn sudominoku_file() -> String {
    let mut rng = Rng::new(4574);
    let mut text = String::new();
    for dominoes in [
        12, 12, 12, 12, 12, 12, 12, 12, 10, 10, 10, 10, 10, 10, 10, 10,
    ] {
        let _ = writeln!(
            text,
            "{}",
            write_sudominoku(&sudominoku(&mut rng, dominoes))
        );
    }
    text.push_str("0\n");
    text
}

fn classic_file(classic: &Classic, source: &str) -> String {
    let mut text = String::new();
    for line in classic.about {
        let _ = writeln!(text, "# {line}");
    }
    let lines = source
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .take(classic.take);
    for line in lines {
        // Each puzzle's level, so the new-game menu can show it without grading at run time.
        let level = stepdoku_core::format::parse(classic.file, line, None)
            .ok()
            .and_then(|doc| doc.puzzles.first().and_then(|p| p.as_classic().copied()))
            .and_then(|grid| stepdoku_core::hint::grade::grade(&grid).ok())
            .map(|grade| grade.level);
        match level {
            Some(level) => {
                let _ = writeln!(text, "{line}  # {level}");
            }
            None => {
                let _ = writeln!(text, "{line}");
            }
        }
    }
    text
}
