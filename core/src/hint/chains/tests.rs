//! Each chain technique on a small hand-made position, checked for its exact eliminations.

use super::test_grid::{TestGrid, cell, with_eliminations};
use crate::hint::{Settings, Technique, find_all, find_all_with};

#[test]
fn x_chain_removes_the_digit_where_both_ends_are_seen() {
    // 1: r1c1 =1= r1c5 -1- r5c5 =1= r5c7 -1- r8c7 =1= r8c2; r2c2 sees both ends
    let g = TestGrid::new().only(
        1,
        &[
            "r1c1", "r1c5", "r5c5", "r9c5", "r5c7", "r8c7", "r9c7", "r8c2", "r2c2",
        ],
    );
    let found = find_all(Technique::XChain, &g.0);
    let d = with_eliminations(&found, "r2c2:1").expect("the X-Chain r1c1 … r8c2");
    assert!(
        d.explanation
            .starts_with("X-Chain: 1 r1c1 =1= r1c5 -1- r5c5 =1= r5c7"),
        "{}",
        d.explanation
    );
    assert!(d.explanation.contains("=> r2c2<>1"));
    assert_eq!(d.evidence.links.len(), 5);
}

#[test]
fn xy_chain_through_four_bivalue_cells() {
    let g = TestGrid::new()
        .cell("r1c1", "12")
        .cell("r1c6", "23")
        .cell("r5c6", "34")
        .cell("r5c9", "14");
    let found = find_all(Technique::XyChain, &g.0);
    let d = with_eliminations(&found, "r1c9:1 r5c1:1").expect("the XY-Chain r1c1 … r5c9");
    assert!(d.explanation.contains("r1c9,r5c1<>1"), "{}", d.explanation);
}

#[test]
fn remote_pair_of_four_cells() {
    let g = TestGrid::new()
        .cell("r1c1", "27")
        .cell("r1c4", "27")
        .cell("r4c4", "27")
        .cell("r4c8", "27");
    let found = find_all(Technique::RemotePair, &g.0);
    assert!(
        with_eliminations(&found, "r1c8:2 r1c8:7 r4c1:2 r4c1:7").is_some(),
        "{found:#?}"
    );
}

#[test]
fn discontinuous_nice_loop_contradicts_its_premise() {
    // r1c1=1 → r1c5=4 → r7c5=2 → r7c1≠2 → r1c1=2: impossible
    let g = TestGrid::new()
        .only(2, &["r1c1", "r7c1", "r7c5"])
        .cell("r1c1", "123")
        .cell("r1c5", "14")
        .cell("r7c5", "24");
    let found = find_all(Technique::DiscontinuousNiceLoop, &g.0);
    let d = with_eliminations(&found, "r1c1:1").expect("a loop on r1c1");
    assert!(
        d.explanation.contains("Suppose r1c1 is 1"),
        "{}",
        d.explanation
    );
}

#[test]
fn continuous_nice_loop_makes_every_weak_link_strong() {
    // r1c1 =1= r1c5 -1- r5c5 =2= … r5c5 -2- r5c1 =2= r1c1: r1c1 keeps only 1 and 2, and each
    // weak link clears its digit from the cells that see both ends
    let g = TestGrid::new()
        .only(1, &["r1c1", "r1c5", "r5c5", "r2c5", "r9c5"])
        .only(2, &["r1c1", "r5c1", "r5c5", "r5c3", "r5c9"])
        .cell("r1c1", "125")
        .cell("r5c5", "12");
    let found = find_all(Technique::ContinuousNiceLoop, &g.0);
    let d = with_eliminations(&found, "r1c1:5 r2c5:1 r9c5:1 r5c3:2 r5c9:2").expect("the loop");
    assert!(
        d.explanation.contains("closes into a loop"),
        "{}",
        d.explanation
    );
}

#[test]
fn aic_with_two_eliminations() {
    let g = TestGrid::new().only(
        1,
        &[
            "r1c1", "r1c5", "r5c5", "r9c5", "r5c7", "r8c7", "r9c7", "r8c2", "r2c2", "r3c2",
        ],
    );
    let found = find_all(Technique::Aic, &g.0);
    let d = with_eliminations(&found, "r2c2:1 r3c2:1").expect("the AIC r1c1 … r8c2");
    assert!(
        d.explanation.contains("Either r1c1 or r8c2 is 1"),
        "{}",
        d.explanation
    );
}

#[test]
fn grouped_loop_through_a_box_line_group() {
    let g = TestGrid::new().only(
        1,
        &[
            "r9c1", "r5c1", "r1c1", "r1c7", "r1c8", "r3c9", "r9c9", "r9c5",
        ],
    );
    let found = find_all(Technique::GroupedDiscontinuousNiceLoop, &g.0);
    let d = with_eliminations(&found, "r9c1:1").expect("a grouped loop on r9c1");
    assert!(d.explanation.contains("r1c78"), "{}", d.explanation);
    // without groups the loop cannot be closed
    let plain = find_all(Technique::DiscontinuousNiceLoop, &g.0);
    assert!(with_eliminations(&plain, "r9c1:1").is_none());
}

#[test]
fn max_chain_length_bounds_the_search() {
    let g = TestGrid::new()
        .cell("r1c1", "12")
        .cell("r1c6", "23")
        .cell("r5c6", "34")
        .cell("r5c9", "14");
    let short = Settings {
        max_chain_length: 5,
        ..Settings::default()
    };
    // the chain has 7 links
    assert!(find_all_with(Technique::XyChain, &g.0, &short).is_empty());
    let _ = cell(1, 1);
}

#[test]
fn grouped_aic_through_a_box_line_group() {
    // r4c1 =1= r8c1 -1- r8c56 =1= r9c4 -1- r9c9 =1= r4c9: row 4 between the ends loses 1
    let g = TestGrid::new().only(
        1,
        &[
            "r4c1", "r8c1", "r8c5", "r8c6", "r9c4", "r9c9", "r4c9", "r4c3", "r4c6",
        ],
    );
    let found = find_all(Technique::GroupedAic, &g.0);
    let d = with_eliminations(&found, "r4c3:1 r4c6:1").expect("the grouped AIC");
    assert!(d.explanation.contains("r8c56"), "{}", d.explanation);
}

#[test]
fn grouped_continuous_loop() {
    // r4c1 =1= r8c1 -1- r8c56 =1= r9c4 -1- r9c9 =1= r4c9 =2= r4c1, r4c9 = {12}
    let g = TestGrid::new()
        .only(
            1,
            &[
                "r4c1", "r8c1", "r8c3", "r8c5", "r8c6", "r9c2", "r9c4", "r9c9", "r4c9", "r4c5",
            ],
        )
        .only(2, &["r4c1", "r4c9", "r1c1", "r1c9", "r9c1"])
        .cell("r4c1", "123")
        .cell("r4c9", "12");
    let found = find_all(Technique::GroupedContinuousNiceLoop, &g.0);
    assert!(
        with_eliminations(&found, "r4c1:3 r8c3:1 r9c2:1").is_some(),
        "{found:#?}"
    );
}

#[test]
fn chains_through_als_nodes_when_allowed() {
    // r1c1 =1= r1c4 -1- ALS r2c45 {134} -4- r2c9 =1= …: r1c4 = 1 leaves r2c45 locked on 3 and
    // 4, so r2c9 loses 4 and is 1; r1c1 or r2c9 is 1, and r2c123 see both
    let g = TestGrid::new()
        .only(1, &["r1c1", "r1c4", "r2c1", "r2c2", "r2c3", "r2c4", "r2c9"])
        .cell("r2c4", "134")
        .cell("r2c5", "34")
        .cell("r2c9", "14");
    let want = "r2c1:1 r2c2:1 r2c3:1";
    assert!(with_eliminations(&find_all(Technique::GroupedAic, &g.0), want).is_none());
    let with_als = Settings {
        als_in_chains: true,
        ..Settings::default()
    };
    let found = find_all_with(Technique::GroupedAic, &g.0, &with_als);
    let d = with_eliminations(&found, want).expect("the chain through the ALS");
    assert!(d.explanation.contains("ALS:r2c45"), "{}", d.explanation);
}
