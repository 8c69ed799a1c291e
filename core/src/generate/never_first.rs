//! Techniques the hint engine can name but the logical solve never applies: another technique
//! of the same step always comes first. No puzzle can practise one, so `practisable` leaves
//! them out and `generate --technique` says why. Each reason is backed by a test below over
//! positions where the step is reached.

use crate::hint::Technique;

/// Each technique the solve never applies first, and why (a sentence after "NAME never comes
/// first in stepdoku's solve: ").
pub(super) const NEVER_FIRST: &[(Technique, &str)] = &[
    (
        Technique::SimpleColorsWrap,
        "when two cells of one colour see each other, each of them also sees its own partner \
         of the other colour, so Simple Colors Trap already removes the digit from it, and the \
         solve tries Simple Colors Trap first",
    ),
    (
        Technique::MultiColors2,
        "when a colour sees both colours of another cluster, each of its cells that sees one \
         of them also sees its own partner of the other colour, so Multi Colors 1 already \
         removes the digit from it, and the solve tries Multi Colors 1 first",
    ),
    (
        Technique::Aic,
        "every AIC, closed into a loop through the cell it removes a digit from, is a \
         Discontinuous Nice Loop that removes the same digit, and the solve tries \
         Discontinuous Nice Loop first",
    ),
    (
        Technique::GroupedAic,
        "every Grouped AIC, or a part of it, closed into a loop through the cell it removes a \
         digit from, is a Grouped Discontinuous Nice Loop that removes the same digit, and the \
         solve tries Grouped Discontinuous Nice Loop first",
    ),
    (
        Technique::FrankenXWing,
        "each of its two base units holds the digit in one or two cells (the fish search takes \
         a unit holding it more often only for a finned fish): one cell is a Hidden Single, two \
         cells inside one cover unit are Locked Candidates, and otherwise each base unit has one \
         cell in each cover unit, so the two base units are conjugate pairs joined in a cover \
         unit, a Turbot Fish that removes the digit wherever the Franken X-Wing does; Hidden \
         Single and Locked Candidates come earlier still, and the solve tries Turbot Fish first",
    ),
    (
        Technique::FinnedFrankenXWing,
        "a cell it removes the digit from sees every fin and every cell of the fish in its own \
         cover unit, and in each base unit it sees one cell or cells of one box's row or column. \
         If it sees all or none of a base unit's cells, a Hidden Single or Locked Candidates \
         applies; otherwise each base unit is a strong link from the part the cell sees to the \
         part it does not, which lies in the other cover unit, so the cell, the two base units \
         and that cover unit make a loop that removes the digit from the cell (an Empty \
         Rectangle where a box's unseen part is cut by the cell's row or column), and the solve \
         tries Grouped Discontinuous Nice Loop first",
    ),
    (
        Technique::FrankenSwordfish,
        "in every Franken Swordfish, however the rest of its digit's cells are filled, something \
         the solve tries earlier applies: a Hidden Single, Locked Candidates, an X-Wing or \
         Swordfish, an Empty Rectangle, a Turbot Fish or a nice loop. A search showed it for \
         each of the 3,655,828 patterns of the digit a Franken Swordfish removing it from r9c9 \
         can fix (by symmetry, any cell stands for all), deciding the other cells one at a time \
         until one of these applied in every fill; that the solve's breadth-first loop search \
         finds such a loop was checked on samples, and the solve tries Grouped Discontinuous \
         Nice Loop first",
    ),
    (
        Technique::ForcingChainVerity,
        "every fact a Forcing Chain Verity proves, a Forcing Chain Contradiction proves too \
         (if the fact were false, every case of its choice would be ruled out), and the solve \
         tries Forcing Chain Contradiction first",
    ),
];

/// Why the solve never applies `technique` first, if it never does.
#[must_use]
pub fn never_first(technique: Technique) -> Option<&'static str> {
    NEVER_FIRST
        .iter()
        .find(|&&(t, _)| t == technique)
        .map(|&(_, why)| why)
}

/// The Franken X-Wing's argument, checked on every pattern it can take.
#[cfg(test)]
mod finned_franken_tests;
#[cfg(test)]
mod franken_swordfish_tests;
#[cfg(test)]
mod franken_tests;
#[cfg(test)]
mod partial;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hint::scores;
    use crate::hint::test_support::{HARD, Reached, only_digit, positions_reaching, slot_index};
    use crate::hint::{Candidates, Deduction, find_all};

    /// Each reason names, in words a player can look up, the technique that comes first: one
    /// `generate --help` lists (practisable), earlier in the solve's order than the one refused,
    /// and no inner word of the engine such as "step".
    #[test]
    fn each_reason_names_a_listed_technique_the_solve_tries_first() {
        let order = super::super::practisable();
        let all: Vec<Technique> = scores::SOLVER_STEPS
            .iter()
            .flat_map(|slot| slot.techniques.iter().copied())
            .collect();
        for &(refused, why) in NEVER_FIRST {
            let first = why
                .strip_suffix(" first")
                .and_then(|rest| rest.rsplit_once("the solve tries "))
                .map(|(_, name)| name);
            let first = first.and_then(|name| order.iter().find(|t| t.name() == name));
            let Some(&first) = first else {
                panic!("{refused}: {why}");
            };
            let at = |t| all.iter().position(|&x| x == t);
            assert!(at(first) < at(refused), "{refused}: {first}");
            assert!(!why.contains("step"), "{refused}: {why}");
        }
    }

    fn result(d: &Deduction) -> (Vec<(crate::cell::Cell, crate::cell::Digit)>, bool) {
        if d.placements.is_empty() {
            (d.eliminations.clone(), false)
        } else {
            (d.placements.clone(), true)
        }
    }

    /// `count` random candidate patterns of one digit (every other digit everywhere): the
    /// colouring techniques look at one digit only, so a claim about them holds on every
    /// position if it holds on every pattern. Each cell holds the digit with a chance from 1/5
    /// to 2/5, so there are many conjugate pairs and clusters.
    fn patterns(count: usize) -> Vec<Candidates> {
        let mut rng = crate::generate::Rng::new(0x0C01_0AED);
        (0..count)
            .map(|_| {
                let chance = 5 + rng.below(6);
                let cells: Vec<(usize, usize)> = (1..=9)
                    .flat_map(|r| (1..=9).map(move |c| (r, c)))
                    .filter(|_| rng.below(25) < chance)
                    .collect();
                only_digit(1 + u8::try_from(rng.below(9)).unwrap_or(0), &cells)
            })
            .collect()
    }

    fn eliminated(found: &[Deduction]) -> Vec<(crate::cell::Cell, crate::cell::Digit)> {
        found
            .iter()
            .flat_map(|d| d.eliminations.iter().copied())
            .collect()
    }

    #[test]
    fn every_simple_colors_wrap_comes_with_a_trap_on_its_cells() {
        let mut wraps = 0;
        for grid in patterns(4_000) {
            let trapped = eliminated(&find_all(Technique::SimpleColorsTrap, &grid));
            for wrap in find_all(Technique::SimpleColorsWrap, &grid) {
                wraps += 1;
                // a cell that sees a cell of its own colour is trapped (the evidence holds
                // the cluster's first colour as candidates, its second as fins)
                let mut clashing = Vec::new();
                for colour in [&wrap.evidence.candidates, &wrap.evidence.fins] {
                    for &(c, d) in colour {
                        if colour.iter().any(|&(o, _)| o != c && c.peers().contains(o)) {
                            clashing.push((c, d));
                        }
                    }
                }
                assert!(clashing.len() >= 2, "{}", wrap.explanation);
                for item in clashing {
                    assert!(trapped.contains(&item), "{}", wrap.explanation);
                }
            }
        }
        assert!(wraps >= 300, "{wraps}");
        // the finder's own example of a wrap: the trap takes the same two cells
        let grid = only_digit(4, &[(1, 1), (1, 2), (2, 2)]);
        assert_eq!(
            eliminated(&find_all(Technique::SimpleColorsTrap, &grid)),
            eliminated(&find_all(Technique::SimpleColorsWrap, &grid)),
        );
    }

    #[test]
    fn every_multi_colors_2_comes_with_a_type_1_first() {
        let mut seen = 0;
        for grid in patterns(4_000) {
            let type_1 = eliminated(&find_all(Technique::MultiColors1, &grid));
            for type_2 in find_all(Technique::MultiColors2, &grid) {
                seen += 1;
                // some cell of the dead colour is removed by type 1 too
                assert!(
                    type_2.eliminations.iter().any(|e| type_1.contains(e)),
                    "{}",
                    type_2.explanation
                );
            }
        }
        assert!(seen >= 1_000, "{seen}");
    }

    #[test]
    fn every_aic_comes_with_a_nice_loop_found_first() {
        let loops = [
            Technique::ContinuousNiceLoop,
            Technique::DiscontinuousNiceLoop,
        ];
        let positions = positions_reaching(HARD, slot_index(Technique::Aic));
        let mut with_aic = 0;
        for Reached { grid, applied, .. } in &positions {
            assert_ne!(
                *applied,
                Some(Technique::Aic),
                "{}",
                grid.values().to_line()
            );
            if find_all(Technique::Aic, grid).is_empty() {
                continue;
            }
            with_aic += 1;
            assert!(
                loops.iter().any(|&l| !find_all(l, grid).is_empty()),
                "{}",
                grid.values().to_line()
            );
        }
        // not vacuous: the step was reached often, with AICs there
        assert!(positions.len() >= 300, "{}", positions.len());
        assert!(with_aic >= 100, "{with_aic}");
    }

    /// Puzzles 135 and 529 of magictour's top1465 (public; ../shared/data/solve).
    const TOP1465_135: &str =
        "...8...3...5...7.....1.........5.9..18.......3..4.......7..2..6....7.5...4.....1.";
    const TOP1465_529: &str =
        ".......8..72.....1..6.9...7.4..15.3.5........6..27.........81...98...37......3..5";

    #[test]
    fn every_grouped_aic_comes_with_a_grouped_nice_loop_found_first() {
        let loops = [
            Technique::GroupedContinuousNiceLoop,
            Technique::GroupedDiscontinuousNiceLoop,
        ];
        // the grouped step is seldom reached in these solves, so every position where the
        // steps before X-Chain found nothing: the claim is about the grouped step alone. With
        // top1465's #135 and #529, whose solves applied a Grouped AIC while the grouped step's
        // search alone decided.
        let puzzles = format!("{HARD}\n{TOP1465_135}\n{TOP1465_529}\n");
        let positions = positions_reaching(&puzzles, slot_index(Technique::XChain));
        let reached = slot_index(Technique::GroupedAic);
        let (mut at_step, mut with_aic) = (0, 0);
        for Reached { grid, applied, .. } in &positions {
            assert_ne!(
                *applied,
                Some(Technique::GroupedAic),
                "{}",
                grid.values().to_line()
            );
            if applied.is_none_or(|t| slot_index(t) >= reached) {
                at_step += 1;
            }
            if find_all(Technique::GroupedAic, grid).is_empty() {
                continue;
            }
            with_aic += 1;
            assert!(
                loops.iter().any(|&l| !find_all(l, grid).is_empty()),
                "{}",
                grid.values().to_line()
            );
        }
        // not vacuous: the step itself was reached, and grouped AICs were there many times
        assert!(at_step >= 20, "{at_step}");
        assert!(with_aic >= 80, "{with_aic}");
    }

    #[test]
    fn every_forcing_chain_verity_is_also_a_contradiction_found_first() {
        let slot = slot_index(Technique::ForcingChainVerity);
        let positions = positions_reaching(HARD, slot);
        let mut verities = 0;
        for Reached { grid, applied, .. } in &positions {
            assert_ne!(*applied, Some(Technique::ForcingChainVerity));
            let contradictions: Vec<_> = find_all(Technique::ForcingChainContradiction, grid)
                .iter()
                .map(result)
                .collect();
            for verity in find_all(Technique::ForcingChainVerity, grid) {
                verities += 1;
                assert!(
                    contradictions.contains(&result(&verity)),
                    "{}\n{}",
                    grid.values().to_line(),
                    verity.explanation
                );
            }
        }
        // not vacuous: the step was reached often, and verities were there to check
        assert!(positions.len() >= 50, "{}", positions.len());
        assert!(verities >= 100, "{verities}");
    }
}
