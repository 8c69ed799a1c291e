//! Forcing nets: every premise is followed through singles (see [`super::propagate`]), which
//! reaches facts no single chain can: a cell whose candidates fall to several branches, a digit
//! squeezed out of a unit by several. Contradictions and verities are read off as for chains,
//! and each is proved by the part of the net that leads to it.

use std::collections::HashMap;

use super::chains::{Found, build};
use super::findings::{Finding, Tables, collect};
use super::propagate::{Propagator, Reason};
use super::summary::Fact;
use crate::cell::Cell;
use crate::hint::Settings;
use crate::hint::collector::wanted;
use crate::hint::{Candidates, Evidence, Link, Technique};

pub(crate) fn find(grid: &Candidates, settings: &Settings) -> Found {
    let mut prop = Propagator::new(grid);
    let mut summaries = HashMap::new();
    let mut passes: HashMap<usize, Vec<u8>> = HashMap::new();
    for cell in Cell::all().filter(|&c| grid.get(c).is_none()) {
        for d in grid.candidates(cell).iter() {
            for on in [true, false] {
                let p = Fact::new(cell, d, on);
                let outcome = prop.run(p);
                let mut pass = vec![u8::MAX; 1458];
                for &(f, _, k) in &prop.steps {
                    pass[f.index()] = k;
                }
                summaries.insert(p.index(), outcome.summary);
                passes.insert(p.index(), pass);
            }
        }
    }
    let tables = Tables { summaries };
    let cost = |p: Fact, f: Fact| {
        passes
            .get(&p.index())
            .map_or(usize::from(u8::MAX), |v| usize::from(v[f.index()]))
    };
    let findings = collect(grid, &tables, cost);
    let mut found = Found {
        contradiction: Vec::new(),
        verity: Vec::new(),
    };
    for f in findings.iter().take(wanted(settings)) {
        let d = deduction(grid, &mut prop, f);
        if f.is_contradiction() {
            found.contradiction.push(d);
        } else {
            found.verity.push(d);
        }
    }
    found
}

fn deduction(grid: &Candidates, prop: &mut Propagator<'_>, f: &Finding) -> crate::hint::Deduction {
    let mut evidence = Evidence::default();
    let mut lines = Vec::new();
    let mut sentences = Vec::new();
    for &p in &f.premises {
        prop.run(p);
        let proof = prop.proof(&f.targets);
        let placements: Vec<String> = proof
            .iter()
            .filter(|(g, _)| g.on)
            .map(|(g, _)| format!("{}={}", g.cell, g.digit))
            .collect();
        let start = if p.on {
            format!("{}={}", p.cell, p.digit)
        } else {
            format!("{}<>{}", p.cell, p.digit)
        };
        let tail = placements
            .iter()
            .filter(|s| **s != start)
            .cloned()
            .collect::<Vec<_>>();
        lines.push(if tail.is_empty() {
            start
        } else {
            format!("{start} -> {}", tail.join(" -> "))
        });
        // a contradiction states its premise once, up front
        let mut words = if f.is_contradiction() {
            Vec::new()
        } else {
            vec![p.words()]
        };
        for &(g, r) in &proof {
            if g == p {
                continue;
            }
            words.push(step_words(g, r));
            evidence.cells.insert(g.cell);
            if !evidence.candidates.contains(&(g.cell, g.digit)) {
                evidence.candidates.push((g.cell, g.digit));
            }
            if let Reason::SeesPlacement(q) | Reason::SameCell(q) = r {
                evidence.links.push(Link {
                    from: (q.cell, q.digit),
                    to: (g.cell, g.digit),
                    strong: false,
                    through_als: false,
                });
            }
        }
        evidence.cells.insert(p.cell);
        sentences.push(words.join(", "));
    }
    let technique = if f.is_contradiction() {
        Technique::ForcingNetContradiction
    } else {
        Technique::ForcingNetVerity
    };
    build(technique, grid, f, &lines, &sentences, evidence)
}

/// "r3c3 is 7 (its last candidate)".
fn step_words(f: Fact, r: Reason) -> String {
    match r {
        Reason::Premise => f.words(),
        Reason::SeesPlacement(p) => format!("{} (sees {})", f.words(), p.cell),
        Reason::SameCell(p) => format!("{} (it is {})", f.words(), p.digit),
        Reason::OnlyCandidate => format!("{} (its last candidate)", f.words()),
        Reason::OnlyPlace(u) => format!("{} (the last place for {} in {u})", f.words(), f.digit),
    }
}
