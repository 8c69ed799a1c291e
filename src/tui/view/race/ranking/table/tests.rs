//! The table at every width the race accepts, with the figures of the longest race there is:
//! `antibrute_wikipedia`, whose row-major search takes 138,350,569 steps.

use std::time::Duration;

use super::*;

fn antibrute() -> Vec<Figures> {
    let figures = |rank, name: &str, counts: [u64; 5], depth, ms: Option<u64>| Figures {
        rank,
        name: name.to_owned(),
        steps: counts[0],
        tries: counts[1],
        forced: counts[2],
        dead_ends: counts[3],
        backtracks: counts[4],
        depth,
        time: ms.map(Duration::from_millis),
    };
    vec![
        figures(1, "propagate", [612, 40, 572, 9, 14], 64, Some(1)),
        figures(2, "mrv", [23_017, 11_509, 0, 4_210, 7_298], 64, Some(9)),
        figures(
            3,
            "row-major",
            [138_350_569, 69_175_290, 0, 21_436_115, 47_739_175],
            64,
            Some(2_850),
        ),
        figures(4, "your search", [1_234_567, 617_284, 0, 1, 2], 64, None),
    ]
}

#[test]
fn every_row_fits_at_every_width_the_race_accepts() {
    let all = antibrute();
    // Three lanes from 63 columns, four from 84; the box takes four of them.
    for (lanes, from) in [(3, 63), (4, 84)] {
        for width in (from..=200).map(|w| w - 4) {
            let table = fit(&all[..lanes], width);
            assert_eq!(table.rows.len(), lanes + 1, "{width}: a row per strategy");
            for (row, f) in table.rows.iter().skip(1).zip(&all) {
                assert!(text::width(row) <= width, "{width}: {row:?}");
                let time = f.time.map_or_else(|| "-".to_owned(), duration);
                assert!(
                    row.ends_with(&time),
                    "{width}: its time on its row: {row:?}"
                );
                assert!(row.starts_with(&format!("{} ", f.rank)), "{row:?}");
            }
            assert!(
                text::width(&table.rows[0]) <= width,
                "{width}: {:?}",
                table.rows[0]
            );
        }
    }
}

#[test]
fn exact_counts_where_they_fit_rounded_and_said_so_where_they_do_not() {
    let all = antibrute();
    let wide = fit(&all[..3], 116);
    assert!(!wide.rounded);
    assert!(wide.rows[3].contains("138,350,569"), "{:?}", wide.rows);
    assert!(wide.rows[0].contains("dead ends"), "{:?}", wide.rows);
    let at_80 = fit(&all[..3], 76);
    assert!(at_80.rounded, "{:?}", at_80.rows);
    assert!(at_80.rows[3].contains("138.4M"), "{:?}", at_80.rows);
    assert!(at_80.rows[3].contains("2.85 s"), "{:?}", at_80.rows);
    // Small counts are exact whatever the width: `9` is never `9k`.
    assert!(at_80.rows[1].contains(" 612 "), "{:?}", at_80.rows);
}

#[test]
fn small_races_keep_their_long_headings() {
    let classic = vec![Figures {
        rank: 1,
        name: "row-major".to_owned(),
        steps: 8_366,
        tries: 4_208,
        forced: 0,
        dead_ends: 1_246,
        backtracks: 2_911,
        depth: 51,
        time: Some(Duration::from_micros(1_180)),
    }];
    let at_80 = fit(&classic, 76);
    assert!(!at_80.rounded);
    assert_eq!(
        at_80.rows,
        [
            "#  strategy   steps  tries  forced  dead ends   back  depth  per solve",
            "1  row-major  8,366  4,208       0      1,246  2,911     51    1.18 ms",
        ]
    );
    // At 63 columns the headings shorten before any count is rounded.
    let at_63 = fit(&classic, 59);
    assert!(!at_63.rounded);
    assert_eq!(
        at_63.rows,
        [
            "# strategy  steps tries forced  dead  back depth   solve",
            "1 row-major 8,366 4,208      0 1,246 2,911    51 1.18 ms",
        ]
    );
}

#[test]
fn durations_keep_three_figures() {
    let cases = [
        (Duration::from_nanos(32_400), "32.4 µs"),
        (Duration::from_micros(340), "340 µs"),
        (Duration::from_micros(1_520), "1.52 ms"),
        (Duration::from_millis(2_850), "2.85 s"),
        (Duration::from_secs(125), "125 s"),
    ];
    for (d, words) in cases {
        assert_eq!(duration(d), words);
    }
}
