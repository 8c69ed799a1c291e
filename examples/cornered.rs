//! Boards without a solution built against the reading order, for timing `stepdoku solve`
//! against the `sudoku` crate where searches wander: the board of the README's comparison,
//! the 17 made by removing one of its clues (8 of which have no solution either), and
//! `COUNT` variants of those 18 with the digits renamed and the bands, the rows inside each
//! band (and, for every second one, the columns the same way) put in random orders.
//!
//! ```sh
//! cargo run --release --example cornered -- 200 > cornered.txt           # line format
//! cargo run --release --example cornered -- 200 --boj 2239 DIR            # one DIR/N.in per board
//! ```

use std::io::Write;
use std::process::ExitCode;

use stepdoku_core::generate::Rng;

const CORNERED: &str =
    ".....5.8....6.1.43..........1.5........1.6...3.......553.....61........4.........";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let count = match args.first().map(|a| a.parse::<usize>()) {
        None => 0,
        Some(Ok(n)) => n,
        Some(Err(_)) => return usage(),
    };
    let dir = match args.get(1).map(String::as_str) {
        None => None,
        Some("--boj") if args.get(2).map(String::as_str) == Some("2239") => match args.get(3) {
            Some(dir) => Some(dir.clone()),
            None => return usage(),
        },
        Some(_) => return usage(),
    };
    let mut boards: Vec<String> = vec![CORNERED.to_owned()];
    for (i, _) in CORNERED.match_indices(|c: char| c.is_ascii_digit()) {
        let mut board = CORNERED.to_owned();
        board.replace_range(i..=i, ".");
        boards.push(board);
    }
    let mut rng = Rng::new(2239);
    for k in 0..count {
        boards.push(shuffled(&boards[k % 18], k % 2 == 1, &mut rng));
    }
    match dir {
        None => {
            let mut out = std::io::stdout().lock();
            for board in &boards {
                if writeln!(out, "{board}").is_err() {
                    return ExitCode::FAILURE;
                }
            }
        }
        Some(dir) => {
            for (n, board) in boards.iter().enumerate() {
                let rows: Vec<String> = board
                    .as_bytes()
                    .chunks(9)
                    .map(|row| {
                        row.iter()
                            .map(|&b| if b == b'.' { '0' } else { b as char })
                            .collect()
                    })
                    .collect();
                let path = std::path::Path::new(&dir).join(format!("{n}.in"));
                if let Err(e) = std::fs::write(&path, rows.join("\n") + "\n") {
                    eprintln!("{}: {e}", path.display());
                    return ExitCode::FAILURE;
                }
            }
        }
    }
    ExitCode::SUCCESS
}

fn usage() -> ExitCode {
    eprintln!("usage: cornered [COUNT] [--boj 2239 DIR]");
    ExitCode::from(2)
}

/// Bands, rows within bands (and columns the same way when `columns`) reordered, digits
/// renamed: the same board to a solver that does not care about order.
fn shuffled(board: &str, columns: bool, rng: &mut Rng) -> String {
    let order = |rng: &mut Rng| -> Vec<usize> {
        let mut bands = [0, 1, 2];
        rng.shuffle(&mut bands);
        bands
            .iter()
            .flat_map(|&b| {
                let mut inner = [0, 1, 2];
                rng.shuffle(&mut inner);
                inner.map(|r| b * 3 + r)
            })
            .collect()
    };
    let rows = order(rng);
    let cols = if columns {
        order(rng)
    } else {
        (0..9).collect()
    };
    let mut labels: Vec<u8> = (b'1'..=b'9').collect();
    rng.shuffle(&mut labels);
    let bytes = board.as_bytes();
    (0..81)
        .map(|i| {
            let b = bytes[rows[i / 9] * 9 + cols[i % 9]];
            if b == b'.' {
                '.'
            } else {
                labels[usize::from(b - b'1')] as char
            }
        })
        .collect()
}
