//! Grading runner: grades HoDoKu's QQWing 4000 set and compares with HoDoKu's own levels and
//! scores (read at run time from `../shared`, GPL data that stays out of the project).
//!
//! ```sh
//! cargo run --release --example grading -- ../shared/data/hints/qqwing4000_se_hodoku.tsv
//! cargo run --release --example grading -- ../shared/data/hints/top1465_hodoku.txt
//! cargo run --release --example grading -- FILE --limit 500 --verbose
//! ```
//!
//! Prints the share solved by logic alone, level agreement, a confusion matrix (HoDoKu's level
//! in rows, ours in columns), exact-score agreement, and for every disagreement the technique
//! that ended our logic (so the missing family is visible).

use std::collections::BTreeMap;
use std::process::ExitCode;

use stepdoku_core::Grid;
use stepdoku_core::hint::grade::{self, Grade};
use stepdoku_core::hint::logic::{self, Step};
use stepdoku_core::hint::scores::Level;

struct Args {
    path: String,
    limit: usize,
    verbose: bool,
}

fn parse_args() -> Result<Args, String> {
    let mut path = None;
    let mut limit = usize::MAX;
    let mut verbose = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--verbose" => verbose = true,
            "--limit" => {
                let value = args.next().ok_or("--limit needs a number")?;
                limit = value
                    .parse()
                    .map_err(|_| format!("bad --limit {value:?}"))?;
            }
            _ if arg.starts_with("--") => return Err(format!("unknown option {arg}")),
            _ => path = Some(arg),
        }
    }
    let path = path.ok_or("usage: grading FILE.tsv [--limit N] [--verbose]")?;
    Ok(Args {
        path,
        limit,
        verbose,
    })
}

struct Row {
    line: usize,
    puzzle: Grid,
    se_hardest: String,
    level: Level,
    score: u32,
}

/// A TSV row (`puzzle, qqwing level, SE ER/EP/ED, SE hardest, HoDoKu level, score`) or a
/// `top1465_hodoku.txt` line (`<puzzle> #n Level (score) [bf]`).
fn parse_row(line: usize, text: &str) -> Option<Row> {
    if !text.contains('\t') {
        return parse_hodoku_line(line, text);
    }
    let f: Vec<&str> = text.split('\t').collect();
    let values: Vec<u8> = f.first()?.bytes().map(|b| b.saturating_sub(b'0')).collect();
    let puzzle = Grid::from_values(values.try_into().ok()?)?;
    Some(Row {
        line,
        puzzle,
        se_hardest: (*f.get(5)?).to_owned(),
        level: Level::parse(f.get(6)?)?,
        score: f.get(7)?.trim().parse().ok()?,
    })
}

fn parse_hodoku_line(line: usize, text: &str) -> Option<Row> {
    let mut words = text.split_whitespace();
    let values: Vec<u8> = words
        .next()?
        .bytes()
        .map(|b| if b.is_ascii_digit() { b - b'0' } else { 0 })
        .collect();
    let puzzle = Grid::from_values(values.try_into().ok()?)?;
    let _number = words.next()?;
    let level = Level::parse(words.next()?)?;
    let score = words
        .next()?
        .trim_matches(|c| c == '(' || c == ')')
        .parse()
        .ok()?;
    let bf = words.next() == Some("bf");
    Some(Row {
        line,
        puzzle,
        se_hardest: if bf {
            "HoDoKu needed brute force".into()
        } else {
            "-".into()
        },
        level,
        score,
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
    let text = match std::fs::read_to_string(&args.path) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{}: {e}", args.path);
            return ExitCode::from(2);
        }
    };
    let rows: Vec<Row> = text
        .lines()
        .enumerate()
        .filter_map(|(i, l)| parse_row(i + 1, l))
        .take(args.limit)
        .collect();

    let mut matrix = [[0usize; 5]; 5];
    let (mut by_logic, mut agree, mut same_score, mut both_logic) = (0, 0, 0, 0);
    // what stopped our logic, for puzzles we could not solve alone: (SE hardest) -> count
    let mut stuck: BTreeMap<String, usize> = BTreeMap::new();
    for row in &rows {
        let Ok(solution) = grade::solution(&row.puzzle) else {
            eprintln!("{}:{}: no unique solution", args.path, row.line);
            continue;
        };
        let solve = logic::solve(&row.puzzle, Some(&solution));
        let ours: Grade = grade::of_solve(&solve);
        matrix[row.level as usize][ours.level as usize] += 1;
        if ours.solved_by_logic {
            by_logic += 1;
        } else {
            *stuck.entry(row.se_hardest.clone()).or_default() += 1;
        }
        if ours.level == row.level {
            agree += 1;
        }
        if ours.solved_by_logic && row.level != Level::Extreme {
            both_logic += 1;
            if ours.score == row.score {
                same_score += 1;
            }
        }
        if args.verbose
            && (ours.level != row.level || (ours.solved_by_logic && ours.score != row.score))
        {
            let first_bf = solve
                .steps
                .iter()
                .position(|s| matches!(s, Step::BruteForce { .. }));
            println!(
                "line {}: hodoku {} ({}) ours {} ({}) logic={} se={:?} first-bf-step={first_bf:?}",
                row.line,
                row.level,
                row.score,
                ours.level,
                ours.score,
                ours.solved_by_logic,
                row.se_hardest
            );
        }
    }
    let n = rows.len().max(1);
    let pct = |k: usize, of: usize| 100.0 * k as f64 / of.max(1) as f64;
    println!("puzzles            {}", rows.len());
    println!("solved by logic    {by_logic} ({:.1}%)", pct(by_logic, n));
    println!("level agreement    {agree} ({:.1}%)", pct(agree, n));
    println!(
        "exact score        {same_score} of {both_logic} solved by logic and not extreme in HoDoKu ({:.1}%)",
        pct(same_score, both_logic)
    );
    println!("\nconfusion (rows: HoDoKu, columns: ours)");
    print!("{:<9}", "");
    for l in Level::ALL {
        print!("{:>9}", l.name());
    }
    println!();
    for l in Level::ALL {
        print!("{:<9}", l.name());
        for m in Level::ALL {
            print!("{:>9}", matrix[l as usize][m as usize]);
        }
        println!();
    }
    if !stuck.is_empty() {
        println!("\nnot solved by logic, by Sudoku Explainer's hardest technique");
        let mut v: Vec<_> = stuck.into_iter().collect();
        v.sort_by_key(|b| std::cmp::Reverse(b.1));
        for (t, k) in v {
            println!("{k:>6}  {t}");
        }
    }
    ExitCode::SUCCESS
}
