//! ALS-XY-Chain: almost locked sets A → B → … → Z, each linked to the next by a restricted
//! common, consecutive links on different digits. If A lacks a digit Z it is locked, so the
//! first link's digit is in A and not in B; B is then locked, and so on down the chain: the
//! last set ends up locked and holds Z. So Z is in A or in the last set, and cells seeing all
//! of those lose it.
//!
//! HoDoKu walks chains depth first, only towards higher set indices. Here a breadth-first
//! search over "set S has lost digit d" states, from every start set and first link digit,
//! follows links both ways: every chain HoDoKu reports is found, plus the ones its one-way walk
//! misses. The result depends only on the end sets and the first and last link digits, so one
//! (shortest) chain per end state is enough.

use std::collections::VecDeque;

use super::rc::Rc;
use super::sets::Als;
use super::text;
use crate::cell::{Cell, CellSet, Digit, DigitMap, DigitSet};
use crate::hint::Settings;
use crate::hint::collector::Collector;
use crate::hint::{Candidates, Deduction, Technique, notation};

/// Longest chain searched, in links: HoDoKu's longest reported chains have six, and each
/// further link multiplies the work.
pub(crate) const MAX_LINKS: usize = 8;

/// Depth classes: chains of 1, 2, and 3 or more links (only the last are reported).
const CLASSES: usize = 3;
const NONE: u32 = u32::MAX;

/// "Set `als` has lost `digit`", and the links out of it.
struct Graph {
    als: Vec<u32>,
    digit: Vec<Digit>,
    id: Vec<DigitMap<u32>>,
    offsets: Vec<u32>,
    targets: Vec<u32>,
}

impl Graph {
    fn build(alses: &[Als], rcs: &[Rc]) -> Self {
        let mut als = Vec::new();
        let mut digit = Vec::new();
        let mut id = vec![DigitMap::filled(NONE); alses.len()];
        for (i, a) in alses.iter().enumerate() {
            for d in a.digits.iter() {
                id[i][d] = als.len() as u32;
                als.push(i as u32);
                digit.push(d);
            }
        }
        let mut out: Vec<Vec<&Rc>> = vec![Vec::new(); alses.len()];
        for rc in rcs {
            out[rc.a].push(rc);
        }
        let mut offsets = Vec::with_capacity(als.len() + 1);
        let mut targets = Vec::new();
        offsets.push(0);
        for s in 0..als.len() {
            let lost = digit[s];
            for rc in &out[als[s] as usize] {
                for x in rc.digits().without(lost).iter() {
                    // x is in this set (locked without `lost`), so the next set loses it
                    targets.push(id[rc.b][x]);
                }
            }
            offsets.push(targets.len() as u32);
        }
        Self {
            als,
            digit,
            id,
            offsets,
            targets,
        }
    }

    fn next(&self, s: usize) -> &[u32] {
        &self.targets[self.offsets[s] as usize..self.offsets[s + 1] as usize]
    }
}

#[expect(
    clippy::many_single_char_names,
    reason = "the graph search's textbook names: g the graph, n its size, s and d state and distance"
)]
pub(crate) fn find(
    grid: &Candidates,
    alses: &[Als],
    rcs: &[Rc],
    max_links: usize,
    settings: &Settings,
) -> Vec<Deduction> {
    let g = Graph::build(alses, rcs);
    let n = g.als.len();
    let mut from: Vec<Vec<&Rc>> = vec![Vec::new(); alses.len()];
    for rc in rcs {
        from[rc.a].push(rc);
    }
    let mut dist = vec![u16::MAX; n * CLASSES];
    let mut parent = vec![NONE; n * CLASSES];
    let mut touched: Vec<usize> = Vec::new();
    let mut queue: VecDeque<usize> = VecDeque::new();
    let mut found = Collector::new(settings);
    // useful[a * len + e]: digits Z that sets a and e share with a cell seeing all their Zs
    // (u16::MAX: not worked out yet)
    let len = alses.len();
    let mut useful = vec![u16::MAX; len * len];
    for (a, start_set) in alses.iter().enumerate() {
        for x in start_set.digits.iter() {
            if found.done() {
                return found.into_sorted();
            }
            // some Z (not x) must have cells outside A seeing all its places in A
            if start_set
                .digits
                .without(x)
                .iter()
                .all(|z| start_set.buddies(z).is_empty())
            {
                continue;
            }
            for &t in &touched {
                dist[t] = u16::MAX;
            }
            touched.clear();
            queue.clear();
            // one link: x is in A (A is locked without Z), so every set linked by x loses it
            for rc in &from[a] {
                if rc.digits().contains(x) {
                    let i = g.id[rc.b][x] as usize * CLASSES;
                    if dist[i] == u16::MAX {
                        dist[i] = 1;
                        parent[i] = NONE;
                        touched.push(i);
                        queue.push_back(i);
                    }
                }
            }
            while let Some(here) = queue.pop_front() {
                let (s, class) = (here / CLASSES, here % CLASSES);
                let d = dist[here];
                let end = g.als[s] as usize;
                if class == CLASSES - 1 && end != a {
                    let u = &mut useful[a * len + end];
                    if *u == u16::MAX {
                        *u = useful_digits(&alses[a], &alses[end]).bits();
                    }
                    let zs = DigitSet::from_bits(*u).without(x).without(g.digit[s]);
                    if !zs.is_empty() {
                        report(
                            grid,
                            alses,
                            &g,
                            (a, x),
                            &parent,
                            here,
                            usize::from(d),
                            &mut found,
                        );
                    }
                }
                if usize::from(d) >= max_links {
                    continue;
                }
                for &t in g.next(s) {
                    let next = t as usize * CLASSES + (class + 1).min(CLASSES - 1);
                    if dist[next] != u16::MAX {
                        continue;
                    }
                    dist[next] = d + 1;
                    parent[next] = here as u32;
                    touched.push(next);
                    queue.push_back(next);
                }
            }
        }
    }
    found.into_sorted()
}

/// Digits both sets hold with some cell outside both seeing all their places in the two.
fn useful_digits(a: &Als, e: &Als) -> DigitSet {
    (a.digits & e.digits)
        .iter()
        .filter(|&z| !(a.buddies(z) & e.buddies(z)).is_empty())
        .collect()
}

#[expect(
    clippy::too_many_arguments,
    reason = "a report needs the whole search state at the chain found; bundling it in a struct would only rename the parameters"
)]
#[expect(
    clippy::many_single_char_names,
    reason = "the names of HoDoKu's ALS-chain notation: ALSs a and b, digits x and z"
)]
fn report(
    grid: &Candidates,
    alses: &[Als],
    g: &Graph,
    (a, x): (usize, Digit),
    parent: &[u32],
    here: usize,
    links: usize,
    found: &mut Collector,
) {
    let s = here / CLASSES;
    let (end, y) = (g.als[s] as usize, g.digit[s]);
    let (first, last) = (&alses[a], &alses[end]);
    let mut elims: Vec<(Cell, Digit)> = Vec::new();
    for z in (first.digits & last.digits).without(x).without(y).iter() {
        let seen: CellSet = first.buddies(z) & last.buddies(z);
        elims.extend(seen.iter().map(|c| (c, z)));
    }
    if elims.is_empty() {
        return;
    }
    crate::hint::collector::normalise(&mut elims);
    if !found.wants(&elims, links) {
        return;
    }
    // the states, first link first: (set, digit it lost)
    let mut path = vec![(a, x)];
    let mut tail = Vec::new();
    let mut i = here as u32;
    while i != NONE {
        let s = i as usize / CLASSES;
        tail.push((g.als[s] as usize, g.digit[s]));
        i = parent[i as usize];
    }
    tail.reverse();
    path.extend(tail);
    found.offer(elims.clone(), links, || make(grid, alses, &path, elims));
}

fn make(
    grid: &Candidates,
    alses: &[Als],
    path: &[(usize, Digit)],
    elims: Vec<(Cell, Digit)>,
) -> Deduction {
    let zs: DigitSet = elims.iter().map(|&(_, d)| d).collect();
    let z = text::digit_list(zs);
    let mut line = text::als(&alses[path[0].0]);
    let mut steps = Vec::new();
    let mut links = DigitSet::EMPTY;
    let mut sets: Vec<&Als> = Vec::new();
    for w in path.windows(2) {
        let ((from, _), (to, x)) = (w[0], w[1]);
        links.insert(x);
        line.push_str(&format!(" -{x}- {}", text::als(&alses[to])));
        steps.push(format!(
            "{x} is in {} and not in {}",
            notation::cells(alses[from].cells),
            notation::cells(alses[to].cells)
        ));
    }
    for &(i, _) in path {
        if !sets.iter().any(|s| std::ptr::eq(*s, &raw const alses[i])) {
            sets.push(&alses[i]);
        }
    }
    let (first, last) = (&alses[path[0].0], &alses[path[path.len() - 1].0]);
    line.push_str(&format!(", Z={}", notation::digits(zs)));
    let sentence = format!(
        "Each set is almost locked, and each link is a restricted common (every copy of the \
         digit in one set sees every copy in the next). If {} lacked {z}, it would be locked, so \
         {}: each set in turn is locked, and {} holds {z}. So {}.",
        notation::cells(first.cells),
        steps.join(", so "),
        notation::cells(last.cells),
        text::conclusion(zs, "in the first or the last set"),
    );
    let mut evidence = text::evidence(&sets, grid, links);
    let chained: Vec<&Als> = path.iter().map(|&(i, _)| &alses[i]).collect();
    let commons: Vec<Digit> = path[1..].iter().map(|&(_, x)| x).collect();
    evidence.links = text::als_links(&chained, &commons, zs.first());
    text::deduction(Technique::AlsXyChain, &line, elims, &sentence, evidence)
}
