//! How long a save takes: a game of the classic puzzle played move by move into a store in a
//! temporary directory, each move saved as the player saves it (one transaction), timed.
//!
//! ```sh
//! cargo run --release --example store_timing
//! ```

use std::time::Instant;

use stepdoku_core::cell::{Cell, Digit};
use stepdoku_core::game::{Game, PuzzleSource};
use stepdoku_core::grid::Grid;
use stepdoku_core::store::Store;

const CLASSIC: &str =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION: &str =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = std::env::temp_dir().join(format!("stepdoku-store-timing-{}", std::process::id()));
    let store = Store::open(&dir)?.store;
    let givens = Grid::from_line(CLASSIC).ok_or("the classic")?;
    let mut times = Vec::new();
    // Ten games, each typed in full: 510 saves, histories up to 51 moves.
    for round in 0..10 {
        let source = PuzzleSource::new(format!("timing {round}"), None, 0, 1);
        let mut game = Game::new(&givens, source)?;
        let mut id = None;
        for (i, ch) in SOLUTION.chars().enumerate() {
            if CLASSIC.as_bytes()[i] != b'.' {
                continue;
            }
            let cell = Cell::new(i).ok_or("a cell")?;
            let digit = Digit::new(ch.to_digit(10).ok_or("a digit")? as u8).ok_or("a digit")?;
            // Notes too, so the saved game is as large as a real one.
            game.toggle_note(cell, digit).ok();
            game.place(cell, digit)?;
            let start = Instant::now();
            id = Some(
                store
                    .save(id, &game, cell, None, None, Instant::now())?
                    .id(),
            );
            times.push(start.elapsed());
        }
    }
    times.sort();
    let at = |q: f64| times[((times.len() - 1) as f64 * q) as usize];
    println!(
        "{} saves: p50 {:.3} ms, p95 {:.3} ms, max {:.3} ms",
        times.len(),
        at(0.5).as_secs_f64() * 1e3,
        at(0.95).as_secs_f64() * 1e3,
        at(1.0).as_secs_f64() * 1e3
    );
    drop(store);
    std::fs::remove_dir_all(&dir)?;
    Ok(())
}
