//! An independent check of what the solver says: candidates recomputed from the grid alone,
//! minus the eliminations a `trace` record lists as `removed`, and each sentence tested on
//! them. It knows nothing of the engine: it reads the record's words and the grid, as a
//! learner reads the screen.
//!
//! The audit at the end runs the propagating search over every bundled classic puzzle and
//! counts the sentences that do not hold; `tests/it/sentences.rs` demands zero and prints the
//! figures (`cargo test --release --test it every_sentence -- --nocapture`).

use std::path::Path;

use serde_json::Value;

/// 81 cells, 0 for an empty one.
pub type Cells = [u8; 81];

/// The digits (bit `d - 1`) that no peer of `cell` holds in `grid`.
fn plain_candidates(grid: &Cells, cell: usize) -> u16 {
    let (row, col) = (cell / 9, cell % 9);
    let mut used = 0u16;
    for (other, &value) in grid.iter().enumerate() {
        let (r, c) = (other / 9, other % 9);
        let peer = r == row || c == col || (r / 3 == row / 3 && c / 3 == col / 3);
        if peer && other != cell && value != 0 {
            used |= 1 << (value - 1);
        }
    }
    !used & 0x1FF
}

/// The candidates a learner sees: the plain ones of every empty cell, minus `removed`.
fn visible(grid: &Cells, removed: &[(usize, u8)]) -> [u16; 81] {
    let mut cands = [0u16; 81];
    for (cell, slot) in cands.iter_mut().enumerate() {
        if grid[cell] == 0 {
            *slot = plain_candidates(grid, cell);
        }
    }
    for &(cell, digit) in removed {
        cands[cell] &= !(1 << (digit - 1));
    }
    cands
}

/// `r8c9` → 0-based index.
fn cell_index(name: &str) -> Option<usize> {
    let rest = name.strip_prefix('r')?;
    let (row, col) = rest.split_once('c')?;
    let (row, col): (usize, usize) = (row.parse().ok()?, col.parse().ok()?);
    ((1..=9).contains(&row) && (1..=9).contains(&col)).then(|| (row - 1) * 9 + col - 1)
}

/// `row 4`, `column 9`, `box 5` → its nine cells.
fn unit_cells(name: &str) -> Option<[usize; 9]> {
    let (kind, n) = name.trim().split_once(' ')?;
    let n: usize = n.trim().parse().ok()?;
    if !(1..=9).contains(&n) {
        return None;
    }
    let i = n - 1;
    Some(std::array::from_fn(|k| match kind {
        "row" => i * 9 + k,
        "column" => k * 9 + i,
        _ => (i / 3 * 3 + k / 3) * 9 + i % 3 * 3 + k % 3,
    }))
    .filter(|_| matches!(kind, "row" | "column" | "box"))
}

/// The `removed` list of a record: `[{"cell": "r8c9", "digit": 2}, …]`.
fn removed(record: &Value) -> Result<Vec<(usize, u8)>, String> {
    listed(record, "removed")
}

/// A list of eliminations under `key` (`removed`, `then_removed`).
fn listed(record: &Value, key: &str) -> Result<Vec<(usize, u8)>, String> {
    let Some(items) = record.get(key) else {
        return Ok(Vec::new());
    };
    let items = items.as_array().ok_or(format!("`{key}` is not a list"))?;
    items
        .iter()
        .map(|item| {
            let cell = item["cell"]
                .as_str()
                .and_then(cell_index)
                .ok_or_else(|| format!("bad cell in {item}"))?;
            let digit = item["digit"]
                .as_u64()
                .filter(|d| (1..=9).contains(d))
                .ok_or_else(|| format!("bad digit in {item}"))?;
            Ok((cell, digit as u8))
        })
        .collect()
}

/// Does `grid` have a solution? A plain fewest-candidates backtracker of its own.
pub fn solvable(grid: &Cells) -> bool {
    let mut grid = *grid;
    let mut best: Option<(usize, u16)> = None;
    for (cell, &value) in grid.iter().enumerate() {
        if value != 0 {
            continue;
        }
        let cands = plain_candidates(&grid, cell);
        if best.is_none_or(|(_, b)| cands.count_ones() < b.count_ones()) {
            best = Some((cell, cands));
        }
    }
    let Some((cell, cands)) = best else {
        return true;
    };
    for d in 1..=9u8 {
        if cands >> (d - 1) & 1 == 1 {
            grid[cell] = d;
            if solvable(&grid) {
                return true;
            }
        }
    }
    false
}

fn digits(set: u16) -> String {
    (1..=9)
        .filter(|d| set >> (d - 1) & 1 == 1)
        .map(|d: u8| d.to_string())
        .collect::<Vec<_>>()
        .join(",")
}

/// What a placement sets off (`then_removed`), checked on the grid after it: each entry's
/// `by`, `D in UNIT lies only in LINE`, holds on the plain candidates minus the entries listed
/// before it (every place for D in UNIT lies in LINE), and strikes D from a cell of LINE
/// outside UNIT.
/// `None` when the record lists nothing.
pub fn check_then(record: &Value, after: &Cells) -> Option<Result<(), String>> {
    record.get("then_removed")?;
    Some(then_holds(record, after))
}

fn then_holds(record: &Value, after: &Cells) -> Result<(), String> {
    let then = listed(record, "then_removed")?;
    // In the order listed, each on the candidates the entries before it have left: the list
    // holds every strike an entry rests on, before it.
    let mut cands = visible(after, &[]);
    let items = record["then_removed"].as_array().ok_or("not a list")?;
    for (item, &(cell, digit)) in items.iter().zip(&then) {
        let by = item["by"]
            .as_str()
            .ok_or_else(|| format!("no `by` in {item}"))?;
        let (head, line) = by
            .split_once(" lies only in ")
            .ok_or_else(|| format!("unread lock {by:?}"))?;
        let (d, within) = head
            .split_once(" in ")
            .ok_or_else(|| format!("unread lock {by:?}"))?;
        let (within, line) = (
            unit_cells(within).ok_or_else(|| format!("unread unit in {by:?}"))?,
            unit_cells(line).ok_or_else(|| format!("unread unit in {by:?}"))?,
        );
        if d.parse::<u8>().ok() != Some(digit) {
            return Err(format!("{by:?} strikes another digit than {digit}"));
        }
        let bit = 1u16 << (digit - 1);
        if let Some(&outside) = within
            .iter()
            .find(|c| cands[**c] & bit != 0 && !line.contains(c))
        {
            return Err(format!(
                "{by:?}, yet r{}c{} still holds {digit}",
                outside / 9 + 1,
                outside % 9 + 1
            ));
        }
        if !line.contains(&cell) || within.contains(&cell) {
            return Err(format!(
                "{by:?} cannot strike r{}c{}",
                cell / 9 + 1,
                cell % 9 + 1
            ));
        }
        cands[cell] &= !bit;
    }
    Ok(())
}

/// Check one record's sentence. `before`: the grid before the step, `after`: after it.
/// `None` when the record makes no claim about candidates; `Some(Err(why))` for a false one.
pub fn check(record: &Value, before: &Cells, after: &Cells) -> Option<Result<(), String>> {
    match record["event"].as_str()? {
        "forced" => Some(check_forced(record, before)),
        "dead-end" => {
            let sentence = record.get("contradiction")?.as_str()?;
            Some(check_contradiction(sentence, record, after))
        }
        _ => None,
    }
}

fn check_forced(record: &Value, before: &Cells) -> Result<(), String> {
    let cell = record["cell"]
        .as_str()
        .and_then(cell_index)
        .ok_or("no cell")?;
    let digit = record["digit"].as_u64().ok_or("no digit")? as u8;
    let single = record["single"].as_str().ok_or("no sentence")?;
    let removed = removed(record)?;
    if before[cell] != 0 {
        return Err(format!("{single}: the cell is already filled"));
    }
    let cands = visible(before, &removed);
    let bit = 1u16 << (digit - 1);
    if cands[cell] & bit == 0 {
        return Err(format!("{single}: {digit} is not a candidate of the cell"));
    }
    if single == "naked single" {
        return if cands[cell] == bit {
            Ok(())
        } else {
            Err(format!("{single}: the cell has {}", digits(cands[cell])))
        };
    }
    let unit = single
        .strip_prefix("hidden single in ")
        .ok_or_else(|| format!("unknown sentence {single:?}"))?;
    let cells = unit_cells(unit).ok_or_else(|| format!("unknown unit {unit:?}"))?;
    if !cells.contains(&cell) {
        return Err(format!("{single}: the cell is not in {unit}"));
    }
    let others: Vec<usize> = cells
        .into_iter()
        .filter(|&c| c != cell && cands[c] & bit != 0)
        .collect();
    if others.is_empty() {
        Ok(())
    } else {
        Err(format!("{single}: {digit} also fits {others:?}"))
    }
}

fn check_contradiction(sentence: &str, record: &Value, after: &Cells) -> Result<(), String> {
    let removed = removed(record)?;
    let cands = visible(after, &removed);
    if let Some(cell) = sentence.strip_suffix(" has no candidate left") {
        let cell = cell_index(cell).ok_or("bad cell")?;
        return match (after[cell], cands[cell]) {
            (0, 0) => Ok(()),
            (0, left) => Err(format!("{sentence}: it has {}", digits(left))),
            _ => Err(format!("{sentence}: it is filled")),
        };
    }
    if let Some(rest) = sentence.strip_prefix("no place for ") {
        let (digit, unit) = rest.split_once(" in ").ok_or("bad sentence")?;
        let digit: u8 = digit.parse().map_err(|_| "bad digit")?;
        let cells = unit_cells(unit).ok_or("bad unit")?;
        let bit = 1u16 << (digit - 1);
        if cells.iter().any(|&c| after[c] == digit) {
            return Err(format!("{sentence}: {digit} is placed there"));
        }
        let places: Vec<usize> = cells.into_iter().filter(|&c| cands[c] & bit != 0).collect();
        return if places.is_empty() {
            Ok(())
        } else {
            Err(format!("{sentence}: it fits {places:?}"))
        };
    }
    if let Some(rest) = sentence.strip_prefix("every candidate of ") {
        let cell = rest
            .strip_suffix(" leads to a dead end")
            .and_then(cell_index)
            .ok_or("bad sentence")?;
        let mut grid = *after;
        for d in 1..=9u8 {
            if cands[cell] >> (d - 1) & 1 == 1 {
                grid[cell] = d;
                if solvable(&grid) {
                    return Err(format!("{sentence}: {d} leads to a solution"));
                }
            }
        }
        return Ok(());
    }
    Err(format!("unknown sentence {sentence:?}"))
}

/// What an audit found.
#[derive(Default, Debug)]
pub struct Audit {
    pub checked: u64,
    pub false_sentences: Vec<String>,
    /// Eliminations listed in `removed` that a solution of the board shown uses.
    pub unsound_removals: Vec<String>,
}

/// Every sentence of the propagating search (and of lexicographic mode, the same engine) on
/// every classic puzzle of `puzzles/`, checked. `sound`: also solve the board once per
/// listed elimination to see that no solution uses it (slower).
pub fn audit(root: &Path, sound: bool) -> Audit {
    use stepdoku_core::format;
    use stepdoku_core::solver::{Machine, Options, Strategy};

    let mut audit = Audit::default();
    let mut files: Vec<_> = std::fs::read_dir(root.join("puzzles"))
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    for file in files {
        let Ok(text) = std::fs::read_to_string(&file) else {
            continue;
        };
        let name = file.display().to_string();
        let Ok(doc) = format::parse(&name, &text, None) else {
            continue;
        };
        for (index, puzzle) in doc.puzzles.iter().enumerate() {
            let Some(givens) = puzzle.as_classic() else {
                continue;
            };
            for lexicographic in [false, true] {
                let options = Options {
                    strategy: Strategy::Propagate,
                    max_solutions: Some(1),
                    lexicographic,
                };
                let Ok(mut machine) = Machine::new(givens, options) else {
                    continue;
                };
                let mut before = *machine.grid().values();
                while !machine.is_finished() && machine.counters().steps < 200_000 {
                    let event = machine.step();
                    let after = *machine.grid().values();
                    let record =
                        stepdoku_core::teaching::trace::search_step(&machine, event, false);
                    let value = serde_json::to_value(&record).unwrap_or(Value::Null);
                    if let Some(verdict) = check_then(&value, &after) {
                        audit.checked += 1;
                        if let Err(why) = verdict {
                            audit.false_sentences.push(format!(
                                "{name} #{} step {} then: {why}",
                                index + 1,
                                machine.counters().steps
                            ));
                        }
                        // No search per entry: each is a lock checked on candidates only
                        // the locks listed before it have struck, so none loses a solution.
                    }
                    if let Some(verdict) = check(&value, &before, &after) {
                        audit.checked += 1;
                        let place = format!(
                            "{name} #{} step {}{}",
                            index + 1,
                            machine.counters().steps,
                            if lexicographic {
                                " (lexicographic)"
                            } else {
                                ""
                            }
                        );
                        if let Err(why) = verdict {
                            audit.false_sentences.push(format!("{place}: {why}"));
                        }
                        if sound {
                            let board = if value["event"] == "forced" {
                                &before
                            } else {
                                &after
                            };
                            for (cell, digit) in removed(&value).unwrap_or_default() {
                                let mut trial = *board;
                                trial[cell] = digit;
                                let plain = plain_candidates(board, cell) >> (digit - 1) & 1 == 1;
                                if plain && solvable(&trial) {
                                    audit.unsound_removals.push(format!(
                                        "{place}: r{}c{} {digit}",
                                        cell / 9 + 1,
                                        cell % 9 + 1
                                    ));
                                }
                            }
                        }
                    }
                    before = after;
                }
            }
        }
    }
    audit
}
