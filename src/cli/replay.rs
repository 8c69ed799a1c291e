//! `stepdoku replay PUZZLE TRACE`: a learner's own search, from the `try R C D` / `undo R C`
//! lines their program printed, checked move by move and compared with stepdoku's strategies.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use clap::Args;
use stepdoku_core::Grid;
use stepdoku_core::domino::Sudominoku;
use stepdoku_core::format::Puzzle;
use stepdoku_core::game::{Game, PuzzleSource};
use stepdoku_core::solver::Strategy;
use stepdoku_core::teaching::replay::{self, Aftermath, ReplayMachine, Shape, Summary, Trace};

use super::input::{self, BadInput};

mod check_words;
mod trace_file;
use super::prefs::Prefs;
use super::session::report;
use super::watch::Playback;
use crate::tui;
use crate::tui::app::{App, Screen};
use crate::tui::text::thousands;
use crate::tui::watch::Watch;
use crate::tui::watch::describe::{aftermath_words, searched_on_words};
use crate::tui::watch::learner::{Learner, read_source};
use crate::tui::watch::playback::Playback as Play;
use check_words::{cut_words, difference_words, flagged_words, not_understood, returned_at_once};
use trace_file::{one_puzzles_moves, read_trace};

#[derive(Args, Debug)]
#[command(
    after_help = "Print one line per placement, `try R C D`, and one per removal, `undo R C`, \
        on stderr (rows and columns 1-9; --from-zero for 0-8). Other lines are ignored. For a \
        Sudominoku: `try R1 C1 R2 C2 A B` (A at R1C1, B at R2C2) and `undo R1 C1 R2 C2`. End a \
        line with ` @N`, N its line in your source, to light it with --source (C/C++: \
        __LINE__); a line `@N` alone marks that the program passed line N. A line `puzzle K` starts \
        puzzle K's moves (a run that solves several puzzles): --index K replays those alone.\n\
        Exit status: 0 every move is legal, 1 a move was flagged, 2 bad input."
)]
pub struct ReplayArgs {
    /// The puzzle the program solved, in any classic format `stepdoku solve` reads.
    puzzle: PathBuf,
    /// The program's trace: `try R C D` and `undo R C` lines among any others (`-`: stdin).
    trace: PathBuf,
    /// Which puzzle of a collection, counting from 1 (and of the trace, when it has
    /// `puzzle K` lines).
    #[arg(long, default_value_t = 1)]
    index: usize,
    /// Rows and columns run 0-8, as most C++ code indexes them (digits stay 1-9).
    #[arg(long)]
    from_zero: bool,
    /// Find the first step where the trace departs from this strategy: row-major, blanks,
    /// mrv or propagate.
    #[arg(long, value_name = "STRATEGY")]
    compare: Option<Strategy>,
    /// Print the check and the counts instead of drawing the search.
    #[arg(long)]
    summary: bool,
    /// With --summary: one JSON object (steps, tries, undos, ignored, flagged, illegal: the
    /// first 1,000, an unreadable line's with its file, line, column, expected and found;
    /// cut, stopped, `first_difference`; puzzle and `other_puzzles_moves` when the trace has
    /// `puzzle K` lines; `returned_at_once` when no move follows `puzzle K`).
    #[arg(long, requires = "summary")]
    json: bool,
    /// Your program's source file: the code pane shows it, the line each step's trace line
    /// names (`try 1 3 4 @27`) lit. Without it, the pane shows the --compare strategy's code.
    #[arg(long, value_name = "FILE")]
    source: Option<PathBuf>,
    #[command(flatten)]
    playback: Playback,
}

pub fn run(args: &ReplayArgs, prefs: &Prefs) -> color_eyre::Result<ExitCode> {
    trace_file::one_stdin(args)?;
    let (source, puzzle) = input::one_puzzle(Some(&args.puzzle), args.index)?;
    let shape = match &puzzle {
        Puzzle::Classic(_) => Shape::Classic,
        Puzzle::Sudominoku(_) => Shape::Sudominoku,
    };
    if shape == Shape::Sudominoku
        && let Some(strategy) = args.compare.filter(|s| *s != Strategy::RowMajor)
    {
        return Err(BadInput::Unusable(format!(
            "{source} is a Sudominoku: its one search is the BOJ 4574 post's (--compare \
             row-major), not {strategy}"
        ))
        .into());
    }
    let trace = read_trace(args, shape)?;
    one_puzzles_moves(args, shape, &trace)?;
    let mut summary = match &puzzle {
        Puzzle::Classic(givens) => replay::summary(givens, &trace, args.compare),
        Puzzle::Sudominoku(p) => replay::summary_sudominoku(p, &trace, args.compare.is_some()),
    };
    summary.name_trace(&trace_file::shown(args));
    summary.of_puzzle(args.index, &trace);
    let code = if args.summary {
        if summary.illegal.is_empty() {
            ExitCode::SUCCESS
        } else {
            ExitCode::from(1)
        }
    } else {
        if !std::io::stdout().is_terminal() {
            return Err(BadInput::Unusable(
                "the replay draws in a terminal; --summary prints the check without one".to_owned(),
            )
            .into());
        }
        let learner = learner(args, &puzzle, &trace, &summary)?;
        let (givens, mut machine) = match &puzzle {
            Puzzle::Classic(givens) => (*givens, ReplayMachine::new(givens, &trace)),
            Puzzle::Sudominoku(p) => (*p.grid(), ReplayMachine::sudominoku(p, &trace)),
        };
        if let Some(difference) = &summary.first_difference {
            machine = machine.with_note(difference.step, &difference.theirs_words);
        }
        let dominoes = match &puzzle {
            Puzzle::Sudominoku(p) => Some(Box::new(p.clone())),
            Puzzle::Classic(_) => None,
        };
        interactive(args, prefs, (source, givens, learner, dominoes), machine)?
    };
    // After the replay, once the terminal is back, where it stays to be read.
    print_summary(
        args,
        (&summary, shape),
        &trace,
        shrink_could_help(args, &puzzle),
    )?;
    Ok(code)
}

/// What the replay's code pane and `n`/`N` need: the learner's source, the reference's
/// moves and lines, the steps with a problem.
fn learner(
    args: &ReplayArgs,
    puzzle: &Puzzle,
    trace: &Trace,
    summary: &Summary,
) -> Result<Learner, BadInput> {
    let source = match &args.source {
        Some(path) => Some(
            read_source(path)
                .map_err(|e| BadInput::Unusable(format!("cannot read {}: {e}", path.display())))?,
        ),
        None => None,
    };
    let limit = trace.steps.len() + 1;
    let reference = match puzzle {
        Puzzle::Classic(givens) => {
            let strategy = args.compare.unwrap_or(Strategy::RowMajor);
            replay::strategy_listing(givens, strategy, limit)
        }
        Puzzle::Sudominoku(p) => replay::domino_listing(p, limit),
    };
    let agreed = match &summary.first_difference {
        Some(difference) => difference.agreed,
        // Without --compare, the listing follows while the moves are the reference's.
        None if args.compare.is_none() => trace
            .steps
            .iter()
            .zip(&reference.moves)
            .take_while(|(s, m)| s.what.as_ref().is_ok_and(|w| w == *m))
            .count(),
        None => reference.moves.len(),
    };
    let (stops, moves_first) = Learner::stops_of(summary);
    let shape = match puzzle {
        Puzzle::Classic(_) => Shape::Classic,
        Puzzle::Sudominoku(_) => Shape::Sudominoku,
    };
    Ok(Learner {
        source,
        reference: Some(reference),
        agreed,
        stops,
        moves_first,
        ending_clue: returned_at_once(args.index, shape, trace, summary),
    })
}

/// The watch on the trace, opened at its first problem (step 0 when there is none): every key
/// of the watch works on it.
fn interactive(
    args: &ReplayArgs,
    prefs: &Prefs,
    (source, givens, learner, dominoes): (PuzzleSource, Grid, Learner, Option<Box<Sudominoku>>),
    machine: ReplayMachine,
) -> color_eyre::Result<ExitCode> {
    let mut watch = Watch::replay(source.to_string(), givens, machine);
    // A Sudominoku's replay: its pairs panel, its own play (Enter) and count, no race of the
    // classic strategies.
    watch.dominoes = dominoes;
    if let Some(first) = learner.first_stop() {
        watch.search.seek(first);
        watch.sample_depth();
    }
    if learner.source.is_some() {
        watch.detail.pane = crate::tui::watch::code::Pane::Code;
    }
    watch.learner = Some(Box::new(learner));
    watch.max_steps = args.playback.max_steps;
    watch.speed = args.playback.speed(prefs);
    let now = Instant::now();
    if args.playback.play {
        watch.play(Play::Playing, now);
    }
    // The app always holds a game; the replay has none behind it, so it holds the empty
    // puzzle, never shown and never saved.
    let placeholder = Game::new(&Grid::EMPTY, source)?;
    let mut app = App::new(placeholder, None, prefs.theme(args.playback.look), now);
    prefs.apply(&mut app);
    app.game.set_clock_running(false, now);
    app.screen = Screen::Watch(Box::new(watch));
    // It opens at the first problem: which of how many, and the key to the next (unless the
    // settings file has something to say first).
    if app.message.is_none()
        && let Some(words) = opening_words(&app)
    {
        // The first problem's own words say more: the pane opens on them, this after.
        if let Screen::Watch(watch) = &mut app.screen {
            watch.notice = Some(words.clone());
        }
        app.info(words);
    }
    // A store still held after the wait: watching goes on, and a game played from it
    // says it is not saved, and why.
    let store = super::session::store_for_watching(&mut app);
    let options = tui::Options {
        record: args.playback.record.clone(),
    };
    Ok(report(
        &tui::run(app, store.as_ref(), &options)?,
        store.as_ref(),
    ))
}

/// What the replay in `app` says as it opens, with the keys to the next and the previous
/// problem as bound.
fn opening_words(app: &App) -> Option<String> {
    use tui::action::{Action, WatchAction};
    let Screen::Watch(watch) = &app.screen else {
        return None;
    };
    let key = |action: WatchAction| {
        app.config
            .keymap
            .first_key_for(&Action::Watch(action), app.key_context())
    };
    let (next, previous) = (
        key(WatchAction::NextProblem)?,
        key(WatchAction::PreviousProblem)?,
    );
    tui::update::watch_replay::opening_words(watch.learner.as_deref()?, [&next, &previous])
}

/// Could `judge --shrink` make a smaller case of the puzzle: it has clues to drop, and is not
/// already what a shrink made (`NAME-shrunk.in`, no single clue of which can be dropped).
fn shrink_could_help(args: &ReplayArgs, puzzle: &Puzzle) -> bool {
    let clues = match puzzle {
        Puzzle::Classic(givens) => givens.filled(),
        Puzzle::Sudominoku(p) => p.grid().filled() + p.dominoes().len(),
    };
    let shrunk = args
        .puzzle
        .file_stem()
        .is_some_and(|stem| stem.to_string_lossy().ends_with("-shrunk"));
    clues > 0 && !shrunk
}

/// The most flagged moves listed one per line; the rest are counted.
const LISTED: usize = 20;

fn print_summary(
    args: &ReplayArgs,
    (summary, shape): (&Summary, Shape),
    trace: &Trace,
    shrinkable: bool,
) -> color_eyre::Result<()> {
    let mut out = super::output::stdout();
    if args.json {
        // The check's clue to a search that returned at once goes after the summary's own
        // fields (in their order), only when there is one.
        let mut json = serde_json::to_string(summary)?;
        if let Some(words) = returned_at_once(args.index, shape, trace, summary)
            && let Some(open) = json.strip_suffix('}')
        {
            json = format!(
                "{open},\"returned_at_once\":{}}}",
                serde_json::to_string(&words)?
            );
        }
        writeln!(out, "{json}")?;
        return Ok(out.flush()?);
    }
    // Every line names or quotes the trace (its file name, its words): shown escaped.
    let mut lines = Vec::new();
    let file = trace_file::shown(args);
    let count = |n: usize| thousands(n as u64);
    let counted = |n: usize, one: &str, many: &str| {
        format!("{} {}", count(n), if n == 1 { one } else { many })
    };
    lines.push(format!(
        "{file}: {} ({}, {}{}); {} other {} ignored",
        counted(summary.steps, "step", "steps"),
        counted(summary.tries, "try", "tries"),
        counted(summary.undos, "undo", "undos"),
        not_understood(&file, trace),
        count(summary.ignored),
        if summary.ignored == 1 {
            "line"
        } else {
            "lines"
        }
    ));
    if trace.marks.lines > 0 {
        let skipped = trace.marks.skipped;
        lines.push(format!(
            "the moves after `puzzle {}` alone are checked ({} {} of other puzzles left out)",
            args.index,
            count(skipped),
            if skipped == 1 { "move" } else { "moves" }
        ));
    }
    if let Some(words) = returned_at_once(args.index, shape, trace, summary) {
        lines.push(words);
    }
    let cut = summary.cut.is_some();
    if let Some(how) = summary.cut {
        lines.push(cut_words(how, summary.steps, shrinkable));
    }
    if let Some(stopped) = &summary.stopped {
        lines.push(stopped.clone());
    }
    if summary.flagged == 0 {
        lines.push(
            if cut {
                "every move read is legal"
            } else {
                "every move is legal"
            }
            .to_owned(),
        );
    } else {
        lines.push(flagged_words(summary));
        for illegal in summary.illegal.iter().take(LISTED) {
            // A line that could not be read is named where it is, as bad input is.
            if let Some(at) = &illegal.unreadable {
                lines.push(format!(
                    "  {file}:{}:{}: {} (step {})",
                    at.line, at.column, illegal.why, illegal.step
                ));
                continue;
            }
            lines.push(match illegal.line {
                Some(line) => format!(
                    "  step {} (your line {line}): {}",
                    illegal.step, illegal.why
                ),
                // The end of a trace with no move: the comparison's first step is 1.
                None if illegal.step == 0 => format!("  before step 1: {}", illegal.why),
                None => format!("  step {}: {}", illegal.step, illegal.why),
            });
        }
        if summary.flagged > LISTED {
            lines.push(format!(
                "  … and {} more",
                thousands((summary.flagged - LISTED) as u64)
            ));
        }
    }
    lines.extend(after_and_comparison(args, summary));
    for line in lines {
        writeln!(out, "{}", stepdoku_core::text::escape(&line))?;
    }
    Ok(out.flush()?)
}

/// What a search that went on past its solution did (when no comparison says it), and how the
/// trace compares with `--compare`'s strategy.
fn after_and_comparison(args: &ReplayArgs, summary: &Summary) -> Vec<String> {
    let mut lines = Vec::new();
    // Without a comparison to say it, what a search that went on past its solution did.
    if let (None, Some(at), Some(after @ Aftermath::SearchedOn { .. })) =
        (args.compare, summary.solved_at, summary.aftermath)
    {
        lines.push(format!(
            "your search reached a full board at step {}, then searched on: {}",
            thousands(at as u64),
            searched_on_words(&after)
        ));
    }
    if let Some(strategy) = args.compare {
        match &summary.first_difference {
            Some(difference) => lines.push(difference_words(difference)),
            None => match (summary.solved_at, summary.aftermath) {
                (Some(at), Some(after @ Aftermath::SearchedOn { .. })) => lines.push(format!(
                    "the same moves as {strategy} up to the solution at step {}, where \
                     {strategy} stops; after it {}",
                    thousands(at as u64),
                    aftermath_words(&after)
                )),
                (Some(at), Some(after)) if at < summary.steps => lines.push(format!(
                    "the same moves as {strategy} up to the solution at step {}; after it {}, \
                     where {strategy} stops",
                    thousands(at as u64),
                    aftermath_words(&after)
                )),
                _ => lines.push(format!("the same moves as {strategy}, step for step")),
            },
        }
    }
    lines
}
