use super::*;
use crate::hint::{Candidates, Family, Technique};

fn cell(name: &str) -> Cell {
    name.parse().unwrap()
}

fn digit(n: u8) -> Digit {
    Digit::new(n).unwrap()
}

/// Every candidate everywhere, but `d` left in row 5 only at r5c1 and r5c9, and r4c7
/// holding only 3 and 5.
fn candidates() -> CellMap<DigitSet> {
    let mut map = CellMap::filled(DigitSet::ALL);
    for c in Unit::Row(4).cell_set().iter() {
        if c != cell("r5c1") && c != cell("r5c9") {
            map[c] = map[c].without(digit(1));
        }
    }
    map[cell("r4c7")] = DigitSet::EMPTY.with(digit(3)).with(digit(5));
    map
}

fn link(from: (&str, u8), to: (&str, u8), strong: bool) -> Link {
    Link {
        from: (cell(from.0), digit(from.1)),
        to: (cell(to.0), digit(to.1)),
        strong,
        through_als: false,
    }
}

#[test]
fn a_strong_link_in_a_unit_names_the_unit_where_the_digit_has_two_places() {
    let l = link(("r5c1", 1), ("r5c9", 1), true);
    assert_eq!(notation(&l), "r5c1 =1= r5c9");
    assert_eq!(
        words(&l, &candidates()),
        "1 fits only r5c1 and r5c9 in row 5: if r5c1 is not 1, r5c9 is 1."
    );
}

#[test]
fn a_weak_link_names_the_unit_both_cells_share() {
    let l = link(("r5c9", 1), ("r8c9", 1), false);
    assert_eq!(notation(&l), "r5c9 -1- r8c9");
    assert_eq!(
        words(&l, &candidates()),
        "r5c9 and r8c9 share column 9: if r5c9 is 1, r8c9 is not 1."
    );
}

#[test]
fn links_inside_a_cell_read_from_its_candidates() {
    let strong = link(("r4c7", 3), ("r4c7", 5), true);
    assert_eq!(notation(&strong), "r4c7 3=5");
    assert_eq!(
        words(&strong, &candidates()),
        "r4c7 holds only 3 and 5: if r4c7 is not 3, r4c7 is 5."
    );
    let weak = link(("r1c1", 3), ("r1c1", 5), false);
    assert_eq!(
        words(&weak, &candidates()),
        "r1c1 holds one digit: if r1c1 is 3, r1c1 is not 5."
    );
}

#[test]
fn a_reason_the_candidates_do_not_show_is_never_given() {
    // 1 has nine places in column 1: no conjugate pair, so no reason.
    let l = link(("r1c1", 1), ("r5c1", 1), true);
    assert_eq!(
        words(&l, &candidates()),
        "A strong link, one end or the other true: if r1c1 is not 1, r5c1 is 1."
    );
    // r1c1 holds nine digits: not a bivalue cell.
    let l = link(("r1c1", 3), ("r1c1", 5), true);
    assert!(words(&l, &candidates()).starts_with("A strong link"));
}

/// The chains, loops and colourings of a logical solve of the extreme puzzles: every link of
/// a chain without groups or ALS finds its reason in the candidates, and a chain's links
/// join end to start, so stepping through them walks the chain.
#[test]
fn every_link_of_a_plain_chain_has_its_reason_and_chains_join_up() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../puzzles/extreme.txt"
    ))
    .unwrap();
    let mut seen = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')).take(20) {
        let grid = crate::grid::Grid::from_line(&line[..81]).unwrap();
        let mut cands = Candidates::from_grid(&grid);
        while let Some(d) = crate::hint::next(&cands) {
            let plain = matches!(
                d.technique.family(),
                Family::Chains | Family::Coloring | Family::SingleDigit | Family::Wings
            ) && !d.technique.name().contains("Grouped");
            if plain && !d.evidence.links.is_empty() {
                seen += 1;
                let map = CellMap::from_fn(|c| cands.candidates(c));
                for l in &d.evidence.links {
                    let said = words(l, &map);
                    assert!(
                        !said.starts_with("A "),
                        "{}: {} has no reason: {said}",
                        d.explanation,
                        notation(l)
                    );
                }
                let path = !matches!(
                    d.technique,
                    Technique::SimpleColorsTrap
                        | Technique::SimpleColorsWrap
                        | Technique::MultiColors1
                        | Technique::MultiColors2
                );
                if path {
                    for w in d.evidence.links.windows(2) {
                        assert_eq!(w[0].to, w[1].from, "{}", d.explanation);
                    }
                }
            }
            cands.apply(&d);
        }
    }
    assert!(seen > 50, "only {seen} chains seen");
}

/// The ALS techniques of a logical solve of the extreme puzzles have their links too, joined
/// end to start, and their words speak of the set, never of one cell.
#[test]
fn als_deductions_carry_their_links() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../puzzles/extreme.txt"
    ))
    .unwrap();
    let mut seen = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let grid = crate::grid::Grid::from_line(&line[..81]).unwrap();
        let mut cands = Candidates::from_grid(&grid);
        while let Some(d) = crate::hint::next(&cands) {
            if matches!(
                d.technique,
                Technique::AlsXz | Technique::AlsXyWing | Technique::AlsXyChain
            ) {
                seen += 1;
                let links = &d.evidence.links;
                assert!(links.len() >= 3, "{}: {links:?}", d.explanation);
                assert!(links.iter().all(|l| l.through_als), "{links:?}");
                for w in links.windows(2) {
                    assert_eq!(w[0].to, w[1].from, "{}", d.explanation);
                    assert_ne!(w[0].strong, w[1].strong, "links alternate");
                }
                let map = CellMap::from_fn(|c| cands.candidates(c));
                for l in links {
                    let said = words(l, &map);
                    assert!(said.contains("almost locked set"), "{said}");
                }
            }
            cands.apply(&d);
        }
    }
    assert!(seen >= 3, "only {seen} ALS deductions seen");
}
