//! Each ALS technique and Sue de Coq on a small hand-made position, with exact eliminations.

use crate::hint::chains::test_grid::{TestGrid, with_eliminations};
use crate::hint::{Technique, find_all};

#[test]
fn als_xz_singly_linked() {
    // A = r1c1,r1c5 {123}, B = r2c5 {13}; X = 3 (r1c5 sees r2c5), Z = 1
    let g = TestGrid::new()
        .cell("r1c1", "12")
        .cell("r1c5", "123")
        .cell("r2c5", "13");
    let found = find_all(Technique::AlsXz, &g.0);
    let d = with_eliminations(&found, "r1c4:1 r1c6:1").expect("the ALS-XZ");
    assert!(
        d.explanation.contains("Z=1 => r1c46<>1"),
        "{}",
        d.explanation
    );
}

#[test]
fn als_xz_doubly_linked_locks_both_sets() {
    // A = r1c1 {12}, B = r1c2 {12}: two restricted commons (a naked pair, seen as two ALS)
    let g = TestGrid::new().cell("r1c1", "12").cell("r1c2", "12");
    let found = find_all(Technique::AlsXz, &g.0);
    let mut want = Vec::new();
    for cell in [
        "r1c3", "r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9", "r2c1", "r2c2", "r2c3", "r3c1",
        "r3c2", "r3c3",
    ] {
        want.push(format!("{cell}:1"));
        want.push(format!("{cell}:2"));
    }
    assert!(
        with_eliminations(&found, &want.join(" ")).is_some(),
        "{found:#?}"
    );
}

#[test]
fn als_xy_wing() {
    let g = TestGrid::new()
        .cell("r1c1", "12")
        .cell("r1c5", "13")
        .cell("r5c1", "23");
    let found = find_all(Technique::AlsXyWing, &g.0);
    assert!(with_eliminations(&found, "r5c5:3").is_some(), "{found:#?}");
}

#[test]
fn als_xy_chain() {
    let g = TestGrid::new()
        .cell("r1c1", "12")
        .cell("r1c5", "23")
        .cell("r5c5", "34")
        .cell("r5c9", "14");
    let found = find_all(Technique::AlsXyChain, &g.0);
    let d = with_eliminations(&found, "r1c9:1 r5c1:1").expect("the chain");
    assert!(
        d.explanation.contains("-2-") && d.explanation.contains("-4-"),
        "{}",
        d.explanation
    );
}

#[test]
fn death_blossom() {
    // stem r5c5 {12}: 1 → r1c5 {19}, 2 → r5c1 {29}; both hold 9
    let g = TestGrid::new()
        .cell("r5c5", "12")
        .cell("r1c5", "19")
        .cell("r5c1", "29");
    let found = find_all(Technique::DeathBlossom, &g.0);
    let d = with_eliminations(&found, "r1c1:9").expect("the blossom");
    assert!(d.explanation.contains("stem r5c5"), "{}", d.explanation);
}

#[test]
fn sue_de_coq() {
    // r1c12 {1234}; r1c5 {12} in the row, r2c1 {34} in the box
    let g = TestGrid::new()
        .cell("r1c1", "1234")
        .cell("r1c2", "1234")
        .cell("r1c5", "12")
        .cell("r2c1", "34");
    let found = find_all(Technique::SueDeCoq, &g.0);
    let mut want = Vec::new();
    for c in [3, 4, 6, 7, 8, 9] {
        want.push(format!("r1c{c}:1"));
        want.push(format!("r1c{c}:2"));
    }
    for cell in ["r1c3", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"] {
        want.push(format!("{cell}:3"));
        want.push(format!("{cell}:4"));
    }
    assert!(
        with_eliminations(&found, &want.join(" ")).is_some(),
        "{found:#?}"
    );
}
