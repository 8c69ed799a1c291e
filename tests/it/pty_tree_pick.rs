//! End to end: in `stepdoku watch`'s tree pane, the arrows and `[` choose a try (its border
//! names it and the step that made it) and Enter takes the watch to that step.

use crate::common;

use common::pty::{Session, settled};

#[test]
fn a_try_chosen_in_the_tree_is_where_enter_goes() {
    let mut watch = Session::open(&["watch", "puzzles/classic.txt"]);
    watch.wait_for_text("Step 0");
    watch.send("T");
    watch.wait_for_text("Nodes per depth");
    watch.send("40g");
    watch.wait_for_text("Step 40 ");
    watch.wait_for_text("↑↓[] choose");
    // Two levels up, then the try before it there.
    watch.send("\x1b[A\x1b[A[");
    watch.wait_for_text("chosen ");
    let screen = settled(&watch).0;
    let border = screen
        .lines()
        .find_map(|l| l.split("chosen ").nth(1))
        .expect("the chosen try on the border");
    // `r2c3=2 · step 30 ───┘`
    let label = border.split(" · ").next().unwrap().to_owned();
    let step: u64 = border
        .split("step ")
        .nth(1)
        .unwrap()
        .split_whitespace()
        .next()
        .unwrap()
        .replace(',', "")
        .parse()
        .unwrap();
    assert!(step < 40, "{screen}");
    // The chosen try is bracketed in its row.
    let short = label.split('=').nth(1).unwrap();
    assert!(screen.contains(&format!("[{short}·")), "{screen}");
    watch.send("\r");
    watch.wait_for_text(&format!("Step {step} "));
    watch.wait_for_text(&format!("the try {label} chosen"));
    // There the chosen try is the step's own: `rXcY: try D`.
    let (cell, digit) = label.split_once('=').unwrap();
    watch.wait_for_text(&format!("{cell}: try {digit}"));
    watch.quit();
}
