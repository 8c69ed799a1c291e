//! Conformance runner for HoDoKu's regression library (`reglib-1.3.txt`).
//!
//! ```sh
//! cargo run --release --example reglib -- ../shared/data/hints/reglib-1.3.txt
//! cargo run --release --example reglib -- FILE --only 0702 --verbose
//! ```
//!
//! Each case gives a candidate grid and the result HoDoKu expects for one technique; the case
//! passes when that exact set of eliminations (or placements) is among what our engine reports
//! for the technique, and a `-x` case passes when the engine reports nothing. The library is
//! GPL-3 data: it is read at run time and never copied into this project.

use std::collections::BTreeMap;
use std::process::ExitCode;

use stepdoku_core::hint::{self, Candidates, Deduction, Settings, Technique};
use stepdoku_core::{Cell, Digit, Grid};

/// One line of the library, parsed.
struct Case {
    line_no: usize,
    text: String,
    technique: Technique,
    code: String,
    #[expect(
        clippy::struct_field_names,
        reason = "the library's own name for a case that must fail"
    )]
    fail_case: bool,
    settings: Settings,
    grid: Candidates,
    eliminations: Vec<(Cell, Digit)>,
    placements: Vec<(Cell, Digit)>,
}

/// Command line: `FILE [--only CODE] [--verbose]`.
struct Args {
    path: String,
    only: Option<String>,
    verbose: bool,
}

fn parse_args() -> Result<Args, String> {
    const USAGE: &str = "usage: reglib FILE [--only CODE] [--verbose]";
    let (mut path, mut only, mut verbose) = (None, None, false);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--verbose" => verbose = true,
            "--only" => only = Some(args.next().ok_or("--only needs a technique code")?),
            _ if arg.starts_with("--") => return Err(format!("unknown option {arg}\n{USAGE}")),
            _ if path.is_none() => path = Some(arg),
            _ => return Err(format!("unexpected argument {arg}\n{USAGE}")),
        }
    }
    Ok(Args {
        path: path.ok_or(USAGE)?,
        only,
        verbose,
    })
}

fn main() -> ExitCode {
    let args = match parse_args() {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let (path, only, verbose) = (&args.path, args.only, args.verbose);
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::from(2);
        }
    };

    // per technique code: (passed, total)
    let mut table: BTreeMap<String, (String, usize, usize)> = BTreeMap::new();
    let (mut passed, mut failed) = (0usize, 0usize);
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let case = match parse_case(i + 1, line) {
            Ok(c) => c,
            Err(msg) => {
                eprintln!("{path}:{}: {msg}", i + 1);
                failed += 1;
                continue;
            }
        };
        if only.as_deref().is_some_and(|o| !case.code.starts_with(o)) {
            continue;
        }
        let found = hint::find_all_with(case.technique, &case.grid, &case.settings);
        let ok = if case.fail_case {
            found.is_empty()
        } else {
            found.iter().any(|d| matches(&case, d))
        };
        let entry = table
            .entry(case.code.clone())
            .or_insert_with(|| (case.technique.name().to_owned(), 0, 0));
        entry.2 += 1;
        if ok {
            entry.1 += 1;
            passed += 1;
        } else {
            failed += 1;
            if verbose {
                println!("FAIL {path}:{}: {}", case.line_no, case.text);
                for d in found.iter().take(5) {
                    println!(
                        "     found: {} | elim {:?} | place {:?}",
                        d.explanation,
                        sorted(&d.eliminations),
                        sorted(&d.placements)
                    );
                }
            }
        }
    }

    println!(
        "{:<8} {:<40} {:>7} {:>7}",
        "code", "technique", "passed", "cases"
    );
    for (code, (name, ok, total)) in &table {
        let mark = if ok == total { "" } else { "  <" };
        println!("{code:<8} {name:<40} {ok:>7} {total:>7}{mark}");
    }
    println!("{passed} passed, {failed} failed");
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// The expected result is among the engine's: same eliminations where the case lists
/// eliminations, same placements where it lists placements.
fn matches(case: &Case, d: &Deduction) -> bool {
    let elims_ok =
        case.eliminations.is_empty() || sorted(&d.eliminations) == sorted(&case.eliminations);
    let places_ok = case.placements.is_empty() || sorted(&d.placements) == sorted(&case.placements);
    elims_ok && places_ok && (!case.eliminations.is_empty() || !case.placements.is_empty())
}

fn sorted(items: &[(Cell, Digit)]) -> Vec<(usize, u8)> {
    let mut v: Vec<(usize, u8)> = items.iter().map(|(c, d)| (c.index(), d.get())).collect();
    v.sort_unstable();
    v.dedup();
    v
}

fn parse_case(line_no: usize, line: &str) -> Result<Case, String> {
    let fields: Vec<&str> = line.split(':').collect();
    if fields.len() < 7 {
        return Err(format!(
            "expected 8 ':'-separated fields, found {}",
            fields.len()
        ));
    }
    let raw_code = fields[1];
    let (base, variant) = match raw_code.split_once('-') {
        Some((b, v)) => (b, Some(v)),
        None => (raw_code, None),
    };
    // A five-digit code ending in 1 is a siamese fish of the four-digit technique.
    let (code4, siamese) = if base.len() == 5 && base.ends_with('1') {
        (&base[..4], true)
    } else {
        (base, false)
    };
    let technique = Technique::from_hodoku_code(code4)
        .ok_or_else(|| format!("unknown technique code {raw_code}"))?;
    let fail_case = variant == Some("x");

    let mut settings = Settings::default();
    let family = &code4[..2];
    if family == "03" {
        // Fish cases are listed with duals and siamese fish switched on.
        settings.siamese_fish = true;
    }
    let _ = siamese;
    match (code4, variant) {
        ("0402", Some("1")) => settings.er_two_candidates = true,
        ("0404" | "0405", _) => settings.single_digit_duals = true,
        (c, Some("1")) if c.starts_with("06") => settings.allow_missing_candidates = false,
        (c, Some("2")) if c.starts_with("06") => settings.allow_missing_candidates = true,
        // As the library's own section comments define them: ALS-XZ `-2` is "doubly linked"
        // (no option), the other ALS `-2` cases allow overlap; grouped loops and AICs use ALS
        // nodes in 0709-2 and 0710/0711-3/-4 only.
        ("0902" | "0903" | "0904", Some("2")) => settings.als_overlap = true,
        ("0709", Some("2")) | ("0710" | "0711", Some("3" | "4")) => settings.als_in_chains = true,
        _ => {}
    }

    let (grid, placed) = parse_grid(fields[3])?;
    let mut cands = Candidates::from_grid(&grid);
    for (cell, digit) in placed {
        cands.place(cell, digit);
    }
    for (cell, digit) in parse_triples(fields[4])? {
        cands.remove(cell, digit);
    }
    Ok(Case {
        line_no,
        text: line.to_owned(),
        technique,
        code: raw_code.to_owned(),
        fail_case,
        settings,
        grid: cands,
        eliminations: parse_triples(fields[5])?,
        placements: parse_triples(fields[6])?,
    })
}

/// 81 cells; `.` or `0` empty, a digit a given, `+d` a digit placed later. Placed digits are
/// returned apart from the givens: Avoidable Rectangles may only use digits that were placed.
fn parse_grid(text: &str) -> Result<(Grid, Vec<(Cell, Digit)>), String> {
    let mut values = [0u8; 81];
    let mut placed = Vec::new();
    let mut plus = false;
    let mut i = 0;
    for ch in text.chars() {
        match ch {
            '+' => {
                plus = true;
                continue;
            }
            '.' | '0' => {}
            '1'..='9' => {
                let digit = Digit::from_char(ch).ok_or_else(|| format!("bad digit {ch:?}"))?;
                match (plus, Cell::new(i)) {
                    (true, Some(cell)) => placed.push((cell, digit)),
                    (false, Some(_)) => values[i] = digit.get(),
                    (_, None) => {}
                }
            }
            _ => return Err(format!("unexpected {ch:?} in the givens")),
        }
        plus = false;
        i += 1;
    }
    if i != 81 {
        return Err(format!("expected 81 cells in the givens, found {i}"));
    }
    let grid = Grid::from_values(values).ok_or_else(|| "bad givens".to_owned())?;
    Ok((grid, placed))
}

/// `<digit><row><col>` triples separated by spaces.
fn parse_triples(text: &str) -> Result<Vec<(Cell, Digit)>, String> {
    text.split_whitespace()
        .map(|t| {
            let b = t.as_bytes();
            let bad = || format!("expected a <digit><row><col> triple, found {t:?}");
            if b.len() != 3 {
                return Err(bad());
            }
            let digit = Digit::new(b[0].wrapping_sub(b'0')).ok_or_else(bad)?;
            let row = usize::from(b[1].wrapping_sub(b'1'));
            let col = usize::from(b[2].wrapping_sub(b'1'));
            let cell = Cell::at(row, col).ok_or_else(bad)?;
            Ok((cell, digit))
        })
        .collect()
}
