use stepdoku_core::domino::{DominoEvent, DominoMachine, Sudominoku};
use stepdoku_core::generate::count_solutions;
use stepdoku_core::hint::grade;

use super::*;

/// Distinct solved grids of a Sudominoku, up to two (layouts of one grid count once).
fn sudominoku_grids(puzzle: &Sudominoku) -> usize {
    let mut machine = DominoMachine::new(puzzle, None);
    let mut first = None;
    while !machine.is_finished() {
        if machine.step() == DominoEvent::Solved {
            let grid = machine.grid();
            match first {
                None => first = Some(grid),
                Some(seen) if seen != grid => return 2,
                Some(_) => {}
            }
        }
    }
    usize::from(first.is_some())
}

/// The level written after a puzzle (`<81 cells>  # hard`), line by line.
fn written_levels(collection: &Collection) -> Vec<Level> {
    collection
        .text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (_, note) = l.split_once('#').unwrap_or_else(|| panic!("no level: {l}"));
            Level::parse(note).unwrap_or_else(|| panic!("bad level: {l}"))
        })
        .collect()
}

#[test]
fn every_collection_parses_into_its_kind_with_unique_names() {
    for collection in collections() {
        let document =
            format::parse(collection.file, collection.text, None).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(
            document.puzzles.len(),
            collection.count(),
            "{}",
            collection.name
        );
        assert!(collection.count() > 0, "{} is empty", collection.name);
        for puzzle in collection.puzzles() {
            let kind = match puzzle {
                Puzzle::Classic(_) => Kind::Classic,
                Puzzle::Sudominoku(_) => Kind::Sudominoku,
            };
            assert_eq!(kind, collection.kind, "{}", collection.name);
        }
        assert_eq!(find(collection.name).map(|c| c.file), Some(collection.file));
    }
}

/// Every puzzle of a collection's kind has exactly one solution (one solved grid).
fn check_unique(kind: Kind) {
    for collection in collections().iter().filter(|c| c.kind == kind) {
        for (i, puzzle) in collection.puzzles().iter().enumerate() {
            let solutions = match puzzle {
                Puzzle::Classic(grid) => count_solutions(grid) as usize,
                Puzzle::Sudominoku(s) => sudominoku_grids(s),
            };
            assert_eq!(solutions, 1, "{} #{}", collection.name, i + 1);
        }
    }
}

#[test]
fn every_bundled_classic_puzzle_has_exactly_one_solution() {
    check_unique(Kind::Classic);
}

#[test]
fn every_bundled_sudominoku_has_exactly_one_grid() {
    check_unique(Kind::Sudominoku);
}

/// Every puzzle of a level's collection grades to that level and needs no guess.
fn check_level_collection(level: Level) {
    let collection = of_level(level).unwrap_or_else(|| panic!("no {level} collection"));
    assert!(
        collection.count() >= 24,
        "{} holds a few dozen",
        collection.name
    );
    assert!(written_levels(collection).iter().all(|&l| l == level));
    for (i, puzzle) in collection.puzzles().iter().enumerate() {
        let grid = puzzle.as_classic().expect("classic");
        let g = grade::grade(grid).expect("unique");
        assert_eq!(
            (g.level, g.solved_by_logic),
            (level, true),
            "{} #{}: {} (regenerate with `cargo run --release --example make_library`)",
            collection.file,
            i + 1,
            grid.to_line()
        );
    }
}

// One test per level, so that they grade in parallel and a failure names its file.
#[test]
fn easy_collection_is_easy() {
    check_level_collection(Level::Easy);
}

#[test]
fn medium_collection_is_medium() {
    check_level_collection(Level::Medium);
}

#[test]
fn hard_collection_is_hard() {
    check_level_collection(Level::Hard);
}

#[test]
fn unfair_collection_is_unfair() {
    check_level_collection(Level::Unfair);
}

#[test]
fn extreme_collection_is_extreme_and_solved_by_logic() {
    check_level_collection(Level::Extreme);
}

#[test]
fn the_sampler_holds_the_levels_it_names_easiest_first() {
    let sampler = find("starter").expect("starter");
    let levels = written_levels(sampler);
    assert_eq!(levels.len(), sampler.count());
    assert!(levels.is_sorted(), "{levels:?}");
    for (puzzle, &level) in sampler.puzzles().iter().zip(&levels) {
        let grid = puzzle.as_classic().expect("classic");
        assert_eq!(
            grade::grade(grid).map(|g| g.level),
            Ok(level),
            "{}",
            grid.to_line()
        );
    }
    for level in Level::ALL {
        assert!(levels.contains(&level), "no {level} puzzle in the sampler");
    }
}

#[test]
fn a_puzzle_names_its_collections_file_and_unknown_names_find_nothing() {
    let hard = find("hard").expect("hard");
    assert!(std::ptr::eq(
        hard,
        of_level(Level::Hard).expect("a hard collection")
    ));
    let (source, puzzle) = hard.get(7).expect("an eighth hard puzzle");
    assert_eq!(source.name, "hard.txt");
    assert_eq!(source.path.as_deref(), Some("puzzles/hard.txt"));
    assert_eq!((source.index, source.count), (7, hard.count()));
    assert!(puzzle.as_classic().is_some());
    assert!(hard.get(hard.count()).is_none(), "past the end");
    assert!(find("sudominoku").and_then(|c| c.get(0)).is_some());
    assert!(find("no such collection").is_none());
}

#[test]
fn a_new_game_starts_from_the_default_level() {
    let start = puzzles();
    let easy = of_level(DEFAULT_LEVEL).expect("default collection");
    assert_eq!(start.len(), easy.count());
    for (i, (source, grid)) in start.iter().enumerate() {
        assert_eq!((source.index, source.count), (i, easy.count()));
        assert_eq!(Some(grid), easy.puzzles()[i].as_classic());
    }
}

#[test]
fn the_puzzles_readme_lists_every_file() {
    let readme = include_str!("../../puzzles/README.md");
    for collection in collections() {
        assert!(
            readme.contains(&format!("`{}`", collection.file)),
            "puzzles/README.md does not list {}",
            collection.file
        );
    }
}

/// The README table's row for `file`.
fn readme_row(file: &str) -> &'static str {
    let readme = include_str!("../../puzzles/README.md");
    readme
        .lines()
        .find(|l| l.starts_with(&format!("| `{file}` |")))
        .unwrap_or_else(|| panic!("no row for {file}"))
}

/// The table's puzzle counts are the files' (cheap; the levels of the classic sets are not
/// graded here: an extreme puzzle takes seconds in a debug build).
#[test]
fn the_puzzles_readme_counts_every_files_puzzles() {
    for collection in collections() {
        let row = readme_row(collection.file);
        let count = row.split('|').nth(3).map(str::trim);
        assert_eq!(
            count,
            Some(collection.count().to_string().as_str()),
            "{row}"
        );
    }
}

/// The generated Sudominoku's row gives the dominoes each puzzle really has (`12 ×8, 10, 11`):
/// the generator keeps a domino it cannot take away, so the file is the only authority.
#[test]
fn the_puzzles_readme_gives_the_generated_sudominokus_dominoes() {
    let collection = find("sudominoku-generated").expect("bundled");
    let counts: Vec<usize> = collection
        .puzzles()
        .iter()
        .map(|p| match p {
            Puzzle::Sudominoku(s) => s.dominoes().len(),
            Puzzle::Classic(_) => panic!("a classic puzzle in {}", collection.file),
        })
        .collect();
    let mut runs: Vec<(usize, usize)> = Vec::new();
    for n in counts {
        match runs.last_mut() {
            Some((last, times)) if *last == n => *times += 1,
            _ => runs.push((n, 1)),
        }
    }
    let runs: Vec<String> = runs
        .iter()
        .map(|&(n, times)| {
            if times == 1 {
                n.to_string()
            } else {
                format!("{n} ×{times}")
            }
        })
        .collect();
    let wanted = format!("given dominoes per puzzle: {}", runs.join(", "));
    let row = readme_row(collection.file);
    assert!(row.contains(&wanted), "{wanted:?} not in {row}");
}

/// The menu shows each puzzle's level: the collection's own, or the one written beside the
/// puzzle (`make_library --check`, in a release build, confirms they are what `grade` says:
/// an extreme puzzle takes seconds to grade in a debug build). Only `classic.txt` (one
/// puzzle, as printed in the blog posts) goes without.
#[test]
fn every_bundled_classic_puzzle_has_its_level() {
    for collection in collections().iter().filter(|c| c.kind == Kind::Classic) {
        for i in 0..collection.count() {
            let level = collection.level_of(i);
            if collection.name == "classic" {
                assert_eq!(level, None);
            } else {
                assert!(
                    level.is_some(),
                    "{} #{} has no level",
                    collection.name,
                    i + 1
                );
            }
        }
    }
}
