//! `stepdoku games` and `stepdoku stats`: the games in progress and the statistics of finished
//! games, from the store, as a table or as JSON.

use std::io::Write;
use std::process::ExitCode;

use clap::Args;
use color_eyre::eyre::{WrapErr, bail};
use serde::Serialize;
use stepdoku_core::game::clock;
use stepdoku_core::store::time;

use super::session::open_store;

#[derive(Args, Debug)]
pub struct GamesArgs {
    /// A JSON array of objects: id, puzzle, board, moves, `elapsed_ms`, level, updated, …
    #[arg(long)]
    json: bool,
}

#[derive(Args, Debug)]
pub struct StatsArgs {
    /// One JSON object of the finished games: finished, levels (finished, `best_ms`,
    /// `median_ms`, …), streaks. The hints line is in the text only.
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct JsonGame {
    id: i64,
    puzzle: String,
    board: String,
    moves: u64,
    elapsed_ms: u64,
    level: Option<String>,
    source: String,
    /// RFC 3339, UTC.
    updated: String,
    daily: Option<String>,
}

fn store() -> color_eyre::Result<stepdoku_core::store::Store> {
    let opening = open_store().wrap_err("cannot read the game store")?;
    for notice in opening.notices {
        super::say(format!("stepdoku: {notice}"));
    }
    // These commands write nothing: the store is read, and a store that cannot be opened is
    // said as such, with its cause.
    match (opening.store, opening.problem) {
        (Some(store), _) => Ok(store),
        (None, why) => bail!(
            "cannot read the game store: {}",
            why.as_deref().unwrap_or("it could not be opened")
        ),
    }
}

/// Every game in progress, written as the store hands them over, one row at a time: a list
/// of any length in the memory of one row.
pub fn games(args: &GamesArgs) -> color_eyre::Result<ExitCode> {
    let store = store()?;
    // Whole blocks at a time, not a line: 100,000 rows are 100,000 lines.
    let mut out = std::io::BufWriter::new(super::output::stdout());
    let mut written = 0u64;
    let mut failed = None;
    store
        .each_game(|row| {
            let game = match row {
                Ok(game) => game,
                Err(warning) => {
                    super::say(format!("stepdoku: warning: {warning}"));
                    return true;
                }
            };
            let wrote = if args.json {
                json_row(&mut out, written, game)
            } else {
                table_row(&mut out, written, &game)
            };
            written += 1;
            // A reader gone away (`| head`) or a full disk ends the list.
            match wrote {
                Ok(()) => true,
                Err(e) => {
                    failed = Some(e);
                    false
                }
            }
        })
        .map_err(super::opening::reported)?;
    if let Some(e) = failed {
        return Err(e.into());
    }
    if args.json {
        writeln!(out, "{}", if written == 0 { "[]" } else { "]" })?;
    } else if written == 0 {
        writeln!(out, "No game in progress.")?;
    } else {
        writeln!(out, "`stepdoku play --continue ID` goes on with one.")?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// Game number `n` (from 0) of the JSON array: the array opened before the first.
fn json_row(out: &mut impl Write, n: u64, g: stepdoku_core::store::Summary) -> std::io::Result<()> {
    let json = JsonGame {
        id: g.id,
        puzzle: g.puzzle,
        board: g.board,
        moves: g.moves,
        elapsed_ms: g.elapsed_ms,
        level: g.level,
        source: g.source,
        updated: time::rfc3339(g.updated),
        daily: g.daily,
    };
    let json = serde_json::to_string(&json).map_err(std::io::Error::other)?;
    write!(out, "{}{json}", if n == 0 { "[" } else { "," })
}

/// Game number `n` (from 0) of the table: the header before the first.
fn table_row(
    out: &mut impl Write,
    n: u64,
    g: &stepdoku_core::store::Summary,
) -> std::io::Result<()> {
    if n == 0 {
        writeln!(
            out,
            "{:>4}  {:<9} {:>6} {:>6} {:>8}  {:<20}  source",
            "id", "level", "filled", "moves", "time", "last played"
        )?;
    }
    writeln!(
        out,
        "{:>4}  {:<9} {:>6} {:>6} {:>8}  {:<20}  {}",
        g.id,
        g.level.as_deref().unwrap_or("-"),
        format!("{}/81", g.filled()),
        g.moves,
        clock(std::time::Duration::from_millis(g.elapsed_ms)),
        time::rfc3339(g.updated),
        // The source names a file or a typed puzzle: whatever it holds is shown, never sent.
        stepdoku_core::text::escape(&g.source)
    )
}

pub fn stats(args: &StatsArgs) -> color_eyre::Result<ExitCode> {
    let stats = store()?.stats().map_err(super::opening::reported)?;
    for warning in &stats.skipped {
        super::say(format!("stepdoku: warning: {warning}"));
    }
    let mut out = super::output::stdout();
    if args.json {
        writeln!(out, "{}", serde_json::to_string(&stats)?)?;
        return Ok(ExitCode::SUCCESS);
    }
    let time_of = |ms: u64| clock(std::time::Duration::from_millis(ms));
    writeln!(
        out,
        "{} finished.",
        crate::tui::text::counted(stats.finished, "game")
    )?;
    if let Some(left_out) = stats.by_solver_left_out() {
        writeln!(out, "{left_out}")?;
    }
    for l in &stats.levels {
        writeln!(
            out,
            "{:<8} {:>4} finished, best {}, median {}, {} without hints",
            l.level,
            l.finished,
            time_of(l.best_ms),
            time_of(l.median_mean_ms),
            l.without_hints
        )?;
    }
    writeln!(
        out,
        "Puzzle of the day: {} in a row now, {} at most.",
        stats.daily_streak, stats.longest_daily_streak
    )?;
    if let Some(hints) = stats.hints_line() {
        writeln!(out, "{hints}")?;
    }
    Ok(ExitCode::SUCCESS)
}
