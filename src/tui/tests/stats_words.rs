//! The statistics' words as a player reads them: the hints line wraps between words (never a
//! technique's name cut mid-word), and the median of an even count is the mean of the two
//! middle times.

use stepdoku_core::store::{LevelStats, Stats};

use super::*;
use crate::tui::theme::Theme;

fn shown(stats: Stats, width: u16, height: u16) -> String {
    let mut app = app_with(Theme::dark());
    crate::tui::update::show_stats(&mut app, stats);
    terminal(&app, width, height).backend().to_string()
}

/// The popup's words in reading order, borders and quotes left out.
fn words(screen: &str) -> String {
    screen
        .lines()
        .flat_map(|l| l.split(|c: char| c == '│' || c == '"' || c.is_whitespace()))
        .filter(|w| !w.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Lines of every length: some technique ends at the last column the text may use.
#[test]
fn the_hints_line_wraps_between_words_and_names_each_technique_whole() {
    let before = [
        "Hidden Single",
        "Naked Single",
        "Full House",
        "Naked Pair",
        "Hidden Pair",
        "X-Wing",
        "Swordfish",
        "XY-Wing",
        "Skyscraper",
        "Two-String Kite",
    ];
    for first in 0..before.len() {
        let mut asked: Vec<(String, u64)> = before[..first]
            .iter()
            .map(|name| ((*name).to_owned(), 2))
            .collect();
        asked.push(("Locked Candidates Type 1 (Pointing)".to_owned(), 3));
        let listed: Vec<String> = asked.iter().map(|(t, n)| format!("{t} {n}")).collect();
        let said = format!(
            "Hints shown in all games, finished or not, by technique: {}.",
            listed.join(", ")
        );
        let stats = Stats {
            hints_by_technique: asked,
            ..Stats::default()
        };
        for (width, height) in [(80, 24), (65, 21), (100, 30)] {
            let screen = shown(stats.clone(), width, height);
            assert!(!screen.contains('…'), "{width}×{height}\n{screen}");
            assert!(words(&screen).contains(&said), "{width}×{height}\n{screen}");
        }
    }
}

#[test]
fn the_median_of_two_games_is_the_mean_of_their_times() {
    let stats = Stats {
        finished: 2,
        levels: vec![LevelStats {
            level: "easy".to_owned(),
            finished: 2,
            best_ms: 9_000,
            median_ms: 9_000,
            median_mean_ms: 47_000,
            without_hints: 2,
        }],
        ..Stats::default()
    };
    for (width, height) in [(80, 24), (65, 21)] {
        let screen = shown(stats.clone(), width, height);
        let row = screen
            .lines()
            .find(|l| l.contains("easy "))
            .unwrap_or_default();
        let figures: Vec<&str> = row
            .split(|c: char| c == '│' || c == '"' || c.is_whitespace())
            .filter(|w| !w.is_empty())
            .collect();
        assert_eq!(
            figures[1..],
            ["easy", "2", "00:09", "00:47", "2"],
            "{screen}"
        );
    }
}
