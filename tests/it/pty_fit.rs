//! The real binary in a pseudo-terminal at 65×21 and 80×24, coloured (dark and light) and with
//! `NO_COLOR`: no word of the watch's legend, counters or stack is cut (`× bac…`, `hid…`),
//! and predict mode's score stays in sight beside the code pane.

use crate::common::pty::Session;

/// The `…`s of `screen` that end a word cut short: a letter before, no letter after (a file
/// name shortened in its middle, `cl…ic`, is not a cut word).
fn cut_words(screen: &str) -> Vec<String> {
    let mut cuts = Vec::new();
    for line in screen.lines() {
        let chars: Vec<char> = line.chars().collect();
        for (i, &c) in chars.iter().enumerate() {
            let after_letter = i > 0 && chars[i - 1].is_alphabetic();
            let inside_name = chars.get(i + 1).is_some_and(|c| c.is_alphanumeric());
            if c == '…' && after_letter && !inside_name {
                cuts.push(line.to_owned());
            }
        }
    }
    cuts
}

/// A look: the theme's arguments and the environment.
type Look = (
    &'static [&'static str],
    &'static [(&'static str, &'static str)],
);

#[test]
fn propagates_watch_cuts_no_word_at_65x21_or_80x24_in_any_look() {
    let looks: [Look; 3] = [
        (&[], &[]),
        (&["--theme", "light"], &[]),
        (&[], &[("NO_COLOR", "1")]),
    ];
    for (theme, env) in looks {
        for (rows, cols) in [(24, 80), (21, 65)] {
            let data = tempfile::tempdir().unwrap();
            let mut args = theme.to_vec();
            args.extend(["watch", "--strategy", "propagate"]);
            let mut watch = Session::start(&args, data.path(), env);
            watch.resize(rows, cols);
            watch.wait_for_text("Step 0");
            watch.send(&"\x1b[C".repeat(8));
            watch.wait_for_text("Step 8");
            // The eighth step's row in the stack: r5c7 forced to 7 as a hidden single.
            watch.wait_for_text("r5c7");
            let screen = watch.contents();
            let what = format!("{theme:?} {env:?} {cols}x{rows}\n{screen}");
            assert!(cut_words(&screen).is_empty(), "{what}");
            if cols == 80 {
                assert!(
                    screen.contains("forced") && screen.contains(" back"),
                    "{what}"
                );
                assert!(screen.contains("hidden, row 5"), "{what}");
            } else {
                assert!(screen.contains("r5c7   7   HS"), "{what}");
            }
            watch.quit();
        }
    }
}

#[test]
fn the_predict_score_stays_in_sight_beside_the_code() {
    for (rows, cols) in [(24, 80), (21, 65)] {
        let mut watch = Session::open(&["watch"]);
        watch.resize(rows, cols);
        watch.wait_for_text("Step 0");
        watch.send("p");
        watch.wait_for_text("Predict ·");
        watch.send("221");
        watch.wait_for_text("wrong");
        watch.send("c");
        watch.wait_for_text("Code");
        let screen = watch.contents();
        // Beside the code at 80×24 the score takes its short form to keep to one row.
        let score = if cols == 80 { "0/1 right" } else { "0 of 1" };
        assert!(
            screen.contains("Predict ·") && screen.contains(score),
            "{cols}x{rows}\n{screen}"
        );
        watch.send("\x1b");
        watch.wait_for_text("Predicting stopped");
        watch.quit();
    }
}
