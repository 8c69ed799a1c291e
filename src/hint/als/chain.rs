//! ALS-XY-Chain: almost locked sets A → B → … → Z, each linked to the next by a restricted
//! common, consecutive links on different digits. If A lacks a digit Z it is locked, so the
//! first link's digit is in A and not in B; B is then locked, and so on down the chain: Z ends
//! up locked and holds Z. So Z is in A or in the last set, and cells seeing all of those lose it.
//!
//! HoDoKu walks chains depth first, only towards higher set indices. Here a breadth-first
//! search over (link, digits in use) states follows links both ways, so every chain HoDoKu
//! reports is found, plus the ones its one-way walk misses; each result keeps its shortest chain.

use std::collections::VecDeque;

use super::rc::Rc;
use super::sets::Als;
use super::text;
use crate::cell::{Cell, Digit, DigitSet};
use crate::hint::chains::collect::Collector;
use crate::hint::{Candidates, Deduction, Technique, notation};

/// Which digits of a link are in use: its first, its second, or both.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Act {
    First = 0,
    Second = 1,
    Both = 2,
}

fn act_digits(rc: &Rc, act: Act) -> DigitSet {
    match (act, rc.second) {
        (Act::First, _) => DigitSet::single(rc.first),
        (Act::Second, Some(s)) => DigitSet::single(s),
        (Act::Both, Some(s)) => DigitSet::single(rc.first).with(s),
        (_, None) => DigitSet::single(rc.first),
    }
}

/// The digits of `next` left in use after `prev` (HoDoKu's adjacency rule, including its
/// habit of checking only the first digit when both of the previous link's are in use — sound,
/// since a set losing two digits at once cannot happen unless the premise is false).
fn next_act(prev: &Rc, prev_act: Act, next: &Rc) -> Option<Act> {
    let used = match prev_act {
        Act::First | Act::Both => prev.first,
        Act::Second => prev.second.unwrap_or(prev.first),
    };
    match next.second {
        None => (next.first != used).then_some(Act::First),
        Some(s) => Some(if used == s {
            Act::First
        } else if used == next.first {
            Act::Second
        } else {
            Act::Both
        }),
    }
}

/// Shortest chains counted in links: 1, 2, then 3 or more (only those are reported).
const CLASSES: usize = 3;

pub(crate) fn find(grid: &Candidates, alses: &[Als], rcs: &[Rc], max_links: usize) -> Vec<Deduction> {
    let mut from: Vec<Vec<usize>> = vec![Vec::new(); alses.len()];
    for (i, rc) in rcs.iter().enumerate() {
        from[rc.a].push(i);
    }
    let states = rcs.len() * 3 * CLASSES;
    let index = |rc: usize, act: Act, class: usize| (rc * 3 + act as usize) * CLASSES + class;
    let mut dist = vec![u16::MAX; states];
    let mut parent = vec![usize::MAX; states];
    let mut touched: Vec<usize> = Vec::new();
    let mut queue: VecDeque<(usize, Act, usize)> = VecDeque::new();
    let mut found = Collector::default();
    for (a, starts) in from.iter().enumerate() {
        // one search per start set and first digit
        for x in alses[a].digits.iter() {
            for &s in &touched {
                dist[s] = u16::MAX;
            }
            touched.clear();
            for &r in starts {
                let rc = &rcs[r];
                let act = if rc.first == x {
                    Act::First
                } else if rc.second == Some(x) {
                    Act::Second
                } else {
                    continue;
                };
                let i = index(r, act, 0);
                dist[i] = 1;
                parent[i] = usize::MAX;
                touched.push(i);
                queue.push_back((r, act, 0));
            }
            while let Some((r, act, class)) = queue.pop_front() {
                let here = index(r, act, class);
                let d = dist[here];
                let rc = &rcs[r];
                if class == CLASSES - 1 && rc.b != a {
                    check(grid, alses, rcs, a, x, (r, act), &dist, &parent, here, &mut found);
                }
                if usize::from(d) >= max_links {
                    continue;
                }
                for &n in &from[rc.b] {
                    let Some(next) = next_act(rc, act, &rcs[n]) else {
                        continue;
                    };
                    let c = (class + 1).min(CLASSES - 1);
                    let i = index(n, next, c);
                    if dist[i] != u16::MAX {
                        continue;
                    }
                    dist[i] = d + 1;
                    parent[i] = here;
                    touched.push(i);
                    queue.push_back((n, next, c));
                }
            }
        }
    }
    found.into_sorted()
}

#[allow(clippy::too_many_arguments)]
fn check(
    grid: &Candidates,
    alses: &[Als],
    rcs: &[Rc],
    a: usize,
    x: Digit,
    (r, act): (usize, Act),
    dist: &[u16],
    parent: &[usize],
    here: usize,
    found: &mut Collector,
) {
    let (start, end) = (&alses[a], &alses[rcs[r].b]);
    let zs = start
        .digits
        .intersection(end.digits)
        .without(x)
        .difference(act_digits(&rcs[r], act));
    let mut elims: Vec<(Cell, Digit)> = Vec::new();
    for z in zs.iter() {
        let seen = start.buddies(z).intersection(end.buddies(z));
        elims.extend(seen.iter().map(|c| (c, z)));
    }
    if elims.is_empty() {
        return;
    }
    crate::hint::chains::text::normalise(&mut elims);
    let links = usize::from(dist[here]);
    if !found.wants(&elims, links) {
        return;
    }
    // the links, first to last
    let mut path = Vec::new();
    let mut i = here;
    while i != usize::MAX {
        let rc = i / CLASSES / 3;
        let act = match (i / CLASSES) % 3 {
            0 => Act::First,
            1 => Act::Second,
            _ => Act::Both,
        };
        path.push((rc, act));
        i = parent[i];
    }
    path.reverse();
    found.offer(elims.clone(), links, || make(grid, alses, rcs, a, &path, elims));
}

fn make(
    grid: &Candidates,
    alses: &[Als],
    rcs: &[Rc],
    a: usize,
    path: &[(usize, Act)],
    elims: Vec<(Cell, Digit)>,
) -> Deduction {
    let z: DigitSet = elims.iter().map(|&(_, d)| d).collect();
    let mut line = text::als(&alses[a]);
    let mut steps = Vec::new();
    let mut sets: Vec<&Als> = vec![&alses[a]];
    let mut links = DigitSet::EMPTY;
    for &(r, act) in path {
        let rc = &rcs[r];
        let digits = act_digits(rc, act);
        links = links.union(digits);
        line.push_str(&format!(
            " -{}- {}",
            notation::digits(digits),
            text::als(&alses[rc.b])
        ));
        steps.push(format!(
            "{} is in {} and not in {}",
            text::digit_list(digits),
            notation::cells(alses[rc.a].cells),
            notation::cells(alses[rc.b].cells)
        ));
        sets.push(&alses[rc.b]);
    }
    let last = &alses[rcs[path[path.len() - 1].0].b];
    let sentence = format!(
        "Each set is almost locked, and each link is a restricted common. If {} lacked {z}, it \
         would be locked, so {}; each set in turn is then locked, and {} holds {z}. So {z} is in \
         the first or the last set, and no cell that sees all of those can be {z}.",
        notation::cells(alses[a].cells),
        steps.join(", so "),
        notation::cells(last.cells),
        z = text::digit_list(z),
    );
    let evidence = text::evidence(&sets, grid, links);
    text::deduction(Technique::AlsXyChain, &line, elims, &sentence, evidence)
}
