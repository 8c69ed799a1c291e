//! One digit's candidates known only in part: cells known to hold it, cells known not to, and
//! cells not decided yet. [`earlier_step`] finds a step the solve tries before Franken
//! Swordfish that applies however the undecided cells turn out: it reads only units whose every
//! cell is decided (the unit of a single or a strong link, a fish's base lines, an Empty
//! Rectangle's box; Locked Candidates alone reads a box∩line that may hold undecided cells, and
//! a fill leaving it one cell makes a Hidden Single) and places the digit in, or removes it
//! from, a cell known to hold it.

use std::sync::LazyLock;

use crate::cell::{Cell, CellSet, Unit};
use crate::hint::Technique;

/// A partial one-digit pattern.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) struct Partial {
    /// Cells known to hold the digit.
    pub has: CellSet,
    /// Cells known not to.
    pub lacks: CellSet,
}

impl Partial {
    pub(super) fn undecided(self) -> CellSet {
        !(self.has | self.lacks)
    }

    /// Every cell of `unit` is decided.
    fn decided(self, unit: CellSet) -> bool {
        (unit & self.undecided()).is_empty()
    }
}

/// The kinds of step [`earlier_step`] looks for, each found by the solve's own finders.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(super) enum Kind {
    HiddenSingle,
    LockedCandidates,
    XWing,
    Swordfish,
    EmptyRectangle,
    TurbotFish,
    /// A nice loop, grouped or not, or an X-Chain.
    NiceLoop,
}

impl Kind {
    pub(super) const ALL: [Kind; 7] = [
        Kind::HiddenSingle,
        Kind::LockedCandidates,
        Kind::XWing,
        Kind::Swordfish,
        Kind::EmptyRectangle,
        Kind::TurbotFish,
        Kind::NiceLoop,
    ];

    /// The solve's techniques that find a step of this kind. A lock whose box∩line a fill
    /// leaves with one cell is a Hidden Single.
    pub(super) fn techniques(self) -> &'static [Technique] {
        use Technique as T;
        match self {
            Kind::HiddenSingle => &[T::HiddenSingle, T::FullHouse],
            Kind::LockedCandidates => &[
                T::LockedCandidatesPointing,
                T::LockedCandidatesClaiming,
                T::HiddenSingle,
            ],
            Kind::XWing => &[T::XWing],
            Kind::Swordfish => &[T::Swordfish],
            Kind::EmptyRectangle => &[T::EmptyRectangle],
            Kind::TurbotFish => &[T::Skyscraper, T::TwoStringKite, T::TurbotFish],
            Kind::NiceLoop => &[
                T::XChain,
                T::DiscontinuousNiceLoop,
                T::ContinuousNiceLoop,
                T::GroupedDiscontinuousNiceLoop,
                T::GroupedContinuousNiceLoop,
            ],
        }
    }
}

/// A step that applies in every fill: its kind and the cell it places or removes.
#[derive(Clone, Copy, Debug)]
pub(super) struct Step {
    pub kind: Kind,
    pub cell: Cell,
}

struct Geometry {
    units: Vec<CellSet>,
    /// Each box∩line: (line, box, cells).
    segments: Vec<(CellSet, CellSet, CellSet)>,
}

static GEOMETRY: LazyLock<Geometry> = LazyLock::new(|| {
    let units: Vec<CellSet> = Unit::all().map(Unit::cell_set).collect();
    let mut segments = Vec::new();
    for line in Unit::all().filter(|u| !matches!(u, Unit::Box(_))) {
        for b in 0..9 {
            let block = Unit::Box(b).cell_set();
            let cells = line.cell_set() & block;
            if !cells.is_empty() {
                segments.push((line.cell_set(), block, cells));
            }
        }
    }
    Geometry { units, segments }
});

/// The first kind in `kinds` order that applies in every fill of `p`.
pub(super) fn earlier_step(p: Partial, kinds: &[Kind]) -> Option<Step> {
    kinds.iter().find_map(|&kind| {
        let cell = match kind {
            Kind::HiddenSingle => hidden_single(p),
            Kind::LockedCandidates => locked_candidates(p),
            Kind::XWing => basic_fish(p, 2),
            Kind::Swordfish => basic_fish(p, 3),
            Kind::EmptyRectangle => empty_rectangle(p),
            Kind::TurbotFish => turbot_fish(p),
            Kind::NiceLoop => nice_loop(p),
        };
        cell.map(|cell| Step { kind, cell })
    })
}

fn only(set: CellSet) -> Option<Cell> {
    (set.len() == 1).then(|| set.first()).flatten()
}

fn hidden_single(p: Partial) -> Option<Cell> {
    GEOMETRY
        .units
        .iter()
        .filter(|&&u| p.decided(u))
        .find_map(|&u| only(u & p.has))
}

/// A box whose digit lies in one line (pointing) or a line whose digit lies in one box
/// (claiming), with the digit known in the rest of the other unit.
fn locked_candidates(p: Partial) -> Option<Cell> {
    GEOMETRY.segments.iter().find_map(|&(line, block, cells)| {
        if (cells & p.has).is_empty() {
            return None;
        }
        let (line_rest, box_rest) = (line - cells, block - cells);
        if (box_rest - p.lacks).is_empty() && !(line_rest & p.has).is_empty() {
            return (line_rest & p.has).first();
        }
        if (line_rest - p.lacks).is_empty() && !(box_rest & p.has).is_empty() {
            return (box_rest & p.has).first();
        }
        None
    })
}

/// `size` decided lines whose digit lies in `size` crossing lines, which hold it elsewhere.
fn basic_fish(p: Partial, size: usize) -> Option<Cell> {
    for rows in [true, false] {
        let line = |i: u8| if rows { Unit::Row(i) } else { Unit::Col(i) };
        let cross = |i: u8| if rows { Unit::Col(i) } else { Unit::Row(i) };
        let crossing = |set: CellSet| -> u16 {
            (0..9u8)
                .filter(|&i| !(cross(i).cell_set() & set).is_empty())
                .fold(0, |m, i| m | 1 << i)
        };
        let bases: Vec<(CellSet, u16)> = (0..9u8)
            .map(|i| line(i).cell_set())
            .filter(|&l| p.decided(l) && !(l & p.has).is_empty())
            .map(|l| (l, crossing(l & p.has)))
            .collect();
        let found = combinations(bases.len(), size)
            .into_iter()
            .find_map(|pick| {
                let covers = pick.iter().fold(0u16, |m, &i| m | bases[i].1);
                if covers.count_ones() as usize != size {
                    return None;
                }
                let base = pick.iter().fold(CellSet::EMPTY, |s, &i| s | bases[i].0);
                let cover = (0..9u8)
                    .filter(|&i| covers >> i & 1 == 1)
                    .fold(CellSet::EMPTY, |s, i| s | cross(i).cell_set());
                ((cover - base) & p.has).first()
            });
        if found.is_some() {
            return found;
        }
    }
    None
}

fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    if k == 0 {
        return vec![Vec::new()];
    }
    (k - 1..n)
        .flat_map(|last| {
            combinations(last, k - 1).into_iter().map(move |mut c| {
                c.push(last);
                c
            })
        })
        .collect()
}

/// The other cell of a decided unit holding the digit in `a` and one more cell.
fn partners(p: Partial, a: Cell) -> CellSet {
    a.units()
        .iter()
        .map(|u| u.cell_set())
        .filter(|&u| p.decided(u) && (u & p.has).len() == 2 && (u & p.has).contains(a))
        .fold(CellSet::EMPTY, |s, u| s | (u & p.has))
        - CellSet::EMPTY.with(a)
}

/// HoDoKu's Empty Rectangle: a decided box holding the digit (two to five times) in one row
/// and one column of it, not in either alone; a conjugate pair in a decided line from a cell
/// of that row (column) outside the box; the cell where the pair's far end's line crosses the
/// box's column (row) loses the digit.
fn empty_rectangle(p: Partial) -> Option<Cell> {
    for b in 0..9u8 {
        let block = Unit::Box(b).cell_set();
        let inside = block & p.has;
        if !p.decided(block) || !(2..=5).contains(&inside.len()) {
            continue;
        }
        for corner in block.iter() {
            let (row, col) = (corner.row(), corner.col());
            let (row_set, col_set) = (Unit::Row(row as u8), Unit::Col(col as u8));
            let (in_row, in_col) = (inside & row_set.cell_set(), inside & col_set.cell_set());
            if !(inside - (in_row | in_col)).is_empty()
                || (in_row - in_col).is_empty()
                || (in_col - in_row).is_empty()
                || (in_row.len() < 2 && in_col.len() < 2)
            {
                continue;
            }
            for (line, along_row) in [(row_set, true), (col_set, false)] {
                for near in ((line.cell_set() - block) & p.has).iter() {
                    let pair = if along_row {
                        Unit::Col(near.col() as u8)
                    } else {
                        Unit::Row(near.row() as u8)
                    }
                    .cell_set();
                    if !p.decided(pair) || (pair & p.has).len() != 2 {
                        continue;
                    }
                    let Some(far) = ((pair & p.has) - CellSet::EMPTY.with(near)).first() else {
                        continue;
                    };
                    let target = if along_row {
                        Cell::at(far.row(), col)
                    } else {
                        Cell::at(row, far.col())
                    };
                    if let Some(t) = target
                        && !block.contains(t)
                        && p.has.contains(t)
                    {
                        return Some(t);
                    }
                }
            }
        }
    }
    None
}

/// `a = b - c = d` on cells, conjugate pairs in decided units: a cell seeing `a` and `d`
/// loses the digit (Skyscraper, 2-String Kite and Turbot Fish are its shapes).
fn turbot_fish(p: Partial) -> Option<Cell> {
    for a in p.has.iter() {
        for b in partners(p, a).iter() {
            for c in (p.has & b.peers()).iter().filter(|&c| c != a) {
                for d in partners(p, c).iter().filter(|&d| d != a && d != b) {
                    let chain = CellSet::from_iter([a, b, c, d]);
                    if let Some(t) = ((p.has & a.peers() & d.peers()) - chain).first() {
                        return Some(t);
                    }
                }
            }
        }
    }
    None
}

/// A node of a loop: a cell holding the digit, or a group (the digit's cells in a decided
/// box∩line, two or three of them), as the solve's grouped loops take them.
fn nodes(p: Partial) -> Vec<CellSet> {
    let cells = p.has.iter().map(|c| CellSet::EMPTY.with(c));
    let groups = GEOMETRY
        .segments
        .iter()
        .map(|&(_, _, cells)| cells)
        .filter(|&s| p.decided(s) && (s & p.has).len() >= 2)
        .map(|s| s & p.has);
    cells.chain(groups).collect()
}

/// The solve's longest chain (`Settings::max_chain_length`), in links.
const MAX_LINKS: usize = 20;

/// A discontinuous nice loop `t - A = B - … = Z - t` removing the digit from a cell `t`:
/// weak links join nodes inside one unit, strong links join the only two nodes of a decided
/// unit; no node shares a cell with another or with `t`, and the loop has at most
/// [`MAX_LINKS`] links.
fn nice_loop(p: Partial) -> Option<Cell> {
    let nodes = nodes(p);
    let n = nodes.len();
    let inside_one_unit = |set: CellSet| GEOMETRY.units.iter().any(|&u| (set - u).is_empty());
    let mut weak = vec![Vec::new(); n];
    let mut strong = vec![Vec::new(); n];
    for i in 0..n {
        for j in 0..n {
            let both = nodes[i] | nodes[j];
            if i == j || !(nodes[i] & nodes[j]).is_empty() || !inside_one_unit(both) {
                continue;
            }
            weak[i].push(j);
            let only_these = GEOMETRY
                .units
                .iter()
                .any(|&u| (both - u).is_empty() && p.decided(u) && u & p.has == both);
            if only_these {
                strong[i].push(j);
            }
        }
    }
    // breadth first from "t holds it", over (node, holds) states: state = 2 * node + holds
    for t in (0..n).filter(|&i| nodes[i].len() == 1) {
        let mut parent = vec![usize::MAX; 2 * n];
        let mut links = vec![0usize; 2 * n];
        let mut seen = vec![false; 2 * n];
        let mut queue = std::collections::VecDeque::from([2 * t + 1]);
        seen[2 * t + 1] = true;
        while let Some(s) = queue.pop_front() {
            // one more link to a node, and one back to t
            if links[s] + 2 > MAX_LINKS {
                continue;
            }
            let (node, holds) = (s / 2, s % 2 == 1);
            let next: Vec<usize> = if holds {
                weak[node].iter().map(|&j| 2 * j).collect()
            } else {
                strong[node].iter().map(|&j| 2 * j + 1).collect()
            };
            for ns in next {
                if seen[ns] {
                    continue;
                }
                seen[ns] = true;
                parent[ns] = s;
                links[ns] = links[s] + 1;
                let j = ns / 2;
                if ns % 2 == 1 && (nodes[j] & nodes[t]).is_empty() && weak[j].contains(&t) {
                    // the chain back from this node: its nodes must not overlap
                    let mut used = CellSet::EMPTY;
                    let mut at = ns;
                    let mut apart = true;
                    while at != 2 * t + 1 {
                        let cells = nodes[at / 2];
                        if !(cells & (used | nodes[t])).is_empty() {
                            apart = false;
                            break;
                        }
                        used |= cells;
                        at = parent[at];
                    }
                    if apart {
                        return nodes[t].first();
                    }
                }
                queue.push_back(ns);
            }
        }
    }
    None
}
