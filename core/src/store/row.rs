//! A row of `games` read column by column and checked, so that a row a person edited by hand
//! (or a program other than stepdoku wrote) is either a game that can be listed and continued
//! or one sentence saying which column holds what instead of what it should: lists leave it
//! out with that sentence, and nothing shows a row the player could not open.

use rusqlite::Row;
use rusqlite::types::{FromSql, ValueRef};

use super::{GameId, Summary};
use crate::cell::Cell;
use crate::game::Game;

/// The names a `level` column may hold, easiest first: the hint engine's levels, spelt here
/// so that the store names no part of the engine (a test keeps the two lists equal).
const LEVEL_NAMES: [&str; 5] = ["easy", "medium", "hard", "unfair", "extreme"];

/// The columns [`read`] reads, in its order.
pub const COLUMNS: &str =
    "id, puzzle, board, moves, elapsed_ms, level, source, updated, daily, cursor, state";

/// A row of `games` that reads as a game in progress.
pub struct Checked {
    pub summary: Summary,
    pub cursor: Cell,
    /// The whole game as `game::save` wrote it; its every check but the puzzle's solution
    /// passed ([`Game::check_save`]).
    pub state: String,
}

/// The row's id, whatever else is wrong with it (`?` if even that cannot be read).
pub fn id_of(row: &Row<'_>) -> String {
    row.get::<_, GameId>(0)
        .map_or_else(|_| "?".to_owned(), |id| id.to_string())
}

/// The row selected with [`COLUMNS`], checked; `Err` says which column holds what.
pub fn read(row: &Row<'_>) -> Result<Checked, String> {
    let puzzle: String = column(row, 1, "puzzle", "a puzzle's givens")?;
    if !is_puzzle_key(&puzzle) {
        return Err(held("puzzle", &puzzle, "a puzzle's 81 givens"));
    }
    let board: String = column(row, 2, "board", "a board")?;
    if !is_line(&board) {
        return Err(held("board", &board, "81 cells (a digit, or . or 0)"));
    }
    let count = |at, name| -> Result<u64, String> {
        let n: i64 = column(row, at, name, "a whole number")?;
        u64::try_from(n).map_err(|_| format!("{name} holds {n}, not a count"))
    };
    let (moves, elapsed_ms) = (count(3, "moves")?, count(4, "elapsed_ms")?);
    let level: Option<String> = column(row, 5, "level", "a level's name")?;
    if let Some(level) = &level
        && !LEVEL_NAMES.contains(&level.as_str())
    {
        return Err(held("level", level, "a level's name (easy to extreme)"));
    }
    let daily: Option<String> = column(row, 8, "daily", "a date")?;
    if let Some(date) = &daily
        && !is_date(date)
    {
        return Err(held("daily", date, "a date (YYYY-MM-DD)"));
    }
    let cursor: i64 = column(row, 9, "cursor", "a cell's number")?;
    let cursor = usize::try_from(cursor)
        .ok()
        .and_then(Cell::new)
        .ok_or_else(|| format!("cursor holds {cursor}, not a cell's number (0 to 80)"))?;
    let state: String = column(row, 10, "state", "a saved game")?;
    Game::check_save(&state).map_err(|problem| format!("state: {problem}"))?;
    Ok(Checked {
        summary: Summary {
            id: column(row, 0, "id", "a game's number")?,
            puzzle,
            board,
            moves,
            elapsed_ms,
            level,
            source: column(row, 6, "source", "a puzzle's source")?,
            updated: column(row, 7, "updated", "a time")?,
            daily,
        },
        cursor,
        state,
    })
}

/// Column `at` (named `name`) as a `T`; `Err` says what it holds instead of `wanted`.
pub fn column<T: FromSql>(row: &Row<'_>, at: usize, name: &str, wanted: &str) -> Result<T, String> {
    row.get(at).map_err(|_| {
        let holds = match row.get_ref(at) {
            Ok(ValueRef::Null) => "nothing".to_owned(),
            Ok(ValueRef::Integer(n)) => n.to_string(),
            Ok(ValueRef::Real(x)) => x.to_string(),
            Ok(ValueRef::Text(text)) => quoted(&String::from_utf8_lossy(text)),
            Ok(ValueRef::Blob(bytes)) => format!("{} bytes of binary data", bytes.len()),
            Err(e) => e.to_string(),
        };
        format!("{name} holds {holds}, not {wanted}")
    })
}

fn held(name: &str, text: &str, wanted: &str) -> String {
    format!("{name} holds {}, not {wanted}", quoted(text))
}

/// `text` in quotes, cut to a length a one-line message can hold.
fn quoted(text: &str) -> String {
    const SHOWN: usize = 24;
    if text.chars().count() <= SHOWN {
        format!("{text:?}")
    } else {
        let start: String = text.chars().take(SHOWN).collect();
        format!("{start:?}…")
    }
}

/// 81 cells, each a digit 1-9 or a blank (`.`, or `0` as many files write it).
fn is_line(text: &str) -> bool {
    text.len() == 81 && text.bytes().all(|b| b == b'.' || b.is_ascii_digit())
}

/// What `puzzle_key` writes: a line of givens, `sudominoku:` before a Sudominoku's.
fn is_puzzle_key(text: &str) -> bool {
    is_line(text.strip_prefix("sudominoku:").unwrap_or(text))
}

/// `2026-11-24`.
fn is_date(text: &str) -> bool {
    let parts: Vec<&str> = text.split('-').collect();
    matches!(parts.as_slice(), [y, m, d]
        if y.len() == 4 && m.len() == 2 && d.len() == 2
            && parts.iter().all(|p| p.bytes().all(|b| b.is_ascii_digit())))
}

/// A save's text, for tests that make rows by hand.
#[cfg(test)]
pub fn fixture_state() -> String {
    let line = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    let grid = crate::grid::Grid::from_line(line).expect("a puzzle");
    let source = crate::game::PuzzleSource::new("test", None, 0, 1);
    Game::new(&grid, source)
        .expect("a game")
        .to_save(std::time::Instant::now())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes() {
        assert!(is_line(&".".repeat(81)));
        assert!(!is_line("b"));
        assert!(is_line(&"0".repeat(81)));
        assert!(!is_line(&"x".repeat(81)));
        assert!(is_puzzle_key(&format!("sudominoku:{}", "1".repeat(81))));
        assert!(is_date("2026-11-24"));
        assert!(!is_date("yesterday"));
        assert_eq!(quoted("garbage"), "\"garbage\"");
        assert_eq!(quoted(&"x".repeat(30)), format!("\"{}\"…", "x".repeat(24)));
    }

    #[test]
    fn the_level_names_are_the_hint_engines() {
        let engine = crate::hint::Level::ALL.map(crate::hint::Level::name);
        assert_eq!(LEVEL_NAMES, engine);
    }
}
