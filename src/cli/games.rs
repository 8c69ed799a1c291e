//! `stepdoku games` and `stepdoku stats`: the games in progress and the statistics of finished
//! games, from the store, as a table or as JSON.

use std::io::Write;
use std::process::ExitCode;

use clap::Args;
use color_eyre::eyre::{WrapErr, bail};
use serde::Serialize;
use stepdoku_core::game::clock;
use stepdoku_core::store::time;

use super::play::open_store;

#[derive(Args, Debug)]
pub struct GamesArgs {
    /// A JSON array of objects: id, puzzle, board, moves, `elapsed_ms`, level, updated, …
    #[arg(long)]
    json: bool,
}

#[derive(Args, Debug)]
pub struct StatsArgs {
    /// One JSON object: finished, levels (finished, `best_ms`, `median_ms`, …), streaks.
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
    let opening = open_store()?;
    for notice in opening.notices {
        super::say(format!("stepdoku: {notice}"));
    }
    match (opening.store, opening.problem) {
        (Some(store), _) => Ok(store),
        (None, why) => bail!(
            "no game store: {}",
            why.as_deref().unwrap_or("it could not be opened")
        ),
    }
}

pub fn games(args: &GamesArgs) -> color_eyre::Result<ExitCode> {
    let listing = store()?.listing(None)?;
    for warning in &listing.skipped {
        super::say(format!("stepdoku: warning: {warning}"));
    }
    let games = listing.games;
    let mut out = std::io::stdout().lock();
    if args.json {
        let json: Vec<JsonGame> = games
            .into_iter()
            .map(|g| JsonGame {
                id: g.id,
                puzzle: g.puzzle,
                board: g.board,
                moves: g.moves,
                elapsed_ms: g.elapsed_ms,
                level: g.level,
                source: g.source,
                updated: time::rfc3339(g.updated),
                daily: g.daily,
            })
            .collect();
        writeln!(out, "{}", serde_json::to_string(&json)?).wrap_err("cannot write")?;
        return Ok(ExitCode::SUCCESS);
    }
    if games.is_empty() {
        writeln!(out, "No game in progress.").wrap_err("cannot write")?;
        return Ok(ExitCode::SUCCESS);
    }
    writeln!(
        out,
        "{:>4}  {:<9} {:>6} {:>6} {:>8}  {:<20}  source",
        "id", "level", "filled", "moves", "time", "last played"
    )?;
    for g in &games {
        writeln!(
            out,
            "{:>4}  {:<9} {:>6} {:>6} {:>8}  {:<20}  {}",
            g.id,
            g.level.as_deref().unwrap_or("-"),
            format!("{}/81", g.filled()),
            g.moves,
            clock(std::time::Duration::from_millis(g.elapsed_ms)),
            time::rfc3339(g.updated),
            g.source
        )?;
    }
    writeln!(out, "`stepdoku play --continue ID` goes on with one.")?;
    Ok(ExitCode::SUCCESS)
}

pub fn stats(args: &StatsArgs) -> color_eyre::Result<ExitCode> {
    let stats = store()?.stats()?;
    let mut out = std::io::stdout().lock();
    if args.json {
        writeln!(out, "{}", serde_json::to_string(&stats)?).wrap_err("cannot write")?;
        return Ok(ExitCode::SUCCESS);
    }
    let time_of = |ms: u64| clock(std::time::Duration::from_millis(ms));
    writeln!(
        out,
        "{} finished.",
        crate::tui::text::counted(stats.finished, "game")
    )?;
    for l in &stats.levels {
        writeln!(
            out,
            "{:<8} {:>4} finished, best {}, median {}, {} without hints",
            l.level,
            l.finished,
            time_of(l.best_ms),
            time_of(l.median_ms),
            l.without_hints
        )?;
    }
    writeln!(
        out,
        "Puzzle of the day: {} in a row now, {} at most.",
        stats.daily_streak, stats.longest_daily_streak
    )?;
    Ok(ExitCode::SUCCESS)
}
