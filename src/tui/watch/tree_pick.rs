//! Choosing a try in the tree pane: the tries on show are those of the current path and the
//! finished ones beside them at each level. `↑` and `↓` go to the level above or below, `[`
//! and `]` to the try before or after at the same level; the watch then goes to the step that
//! made the chosen try.

use stepdoku_core::teaching::tree::Tree;

pub use crate::tui::action::TreeMove as Move;

/// The chosen try if the pane still shows it (a try of the current path, or a finished one
/// beside it), else the deepest try of the path; `None` before any try.
#[must_use]
pub fn shown(tree: &Tree, chosen: Option<u32>) -> Option<u32> {
    let path = tree.path();
    let on_show = |id: u32| {
        let Some(node) = tree.nodes().get(id as usize) else {
            return false;
        };
        let depth = node.depth as usize;
        if depth == 0 || depth > path.len() {
            return false;
        }
        let parent = depth.checked_sub(2).map(|i| path[i]);
        // Tries under the same parent are numbered in the order made: the ones up to the
        // level's current try are the finished ones shown beside it.
        node.parent == parent && id <= path[depth - 1]
    };
    chosen
        .filter(|&id| on_show(id))
        .or_else(|| path.last().copied())
}

/// The choice after `how`; it stays where it is at the edge.
#[must_use]
pub fn moved(tree: &Tree, chosen: Option<u32>, how: Move) -> Option<u32> {
    let id = shown(tree, chosen)?;
    let node = tree.nodes()[id as usize];
    let depth = node.depth as usize;
    let path = tree.path();
    Some(match how {
        Move::Up => node.parent.unwrap_or(id),
        Move::Down => path.get(depth).copied().unwrap_or(id),
        Move::Earlier => node.previous.unwrap_or(id),
        Move::Later => {
            let current = path[depth - 1];
            let mut level = tree.earlier_siblings(current);
            level.push(current);
            level
                .iter()
                .position(|&s| s == id)
                .and_then(|i| level.get(i + 1).copied())
                .unwrap_or(id)
        }
    })
}

#[cfg(test)]
mod tests {
    use stepdoku_core::solver::{Machine, Options, Strategy};

    use super::*;
    use crate::tui::tests::{CLASSIC, grid};

    /// The row-major tree of the classic puzzle after `steps` steps.
    fn tree_after(steps: u64) -> Tree {
        let options = Options {
            strategy: Strategy::RowMajor,
            max_solutions: Some(1),
            lexicographic: false,
        };
        let mut m = Machine::new(&grid(CLASSIC), options).unwrap();
        let mut tree = Tree::default();
        for _ in 0..steps {
            let event = m.step();
            tree.follow(&m, &event, 1_000_000).unwrap();
        }
        tree
    }

    #[test]
    fn moves_stay_among_the_tries_on_show() {
        let tree = tree_after(400);
        let path = tree.path().to_vec();
        assert!(path.len() > 3);
        let deepest = shown(&tree, None).unwrap();
        assert_eq!(deepest, *path.last().unwrap());
        // Up the whole path, one level at a time, then the top stays.
        let mut at = Some(deepest);
        for expected in path.iter().rev().skip(1) {
            at = moved(&tree, at, Move::Up);
            assert_eq!(at, Some(*expected));
        }
        assert_eq!(moved(&tree, at, Move::Up), at);
        // Down again to the deepest.
        for _ in 1..path.len() {
            at = moved(&tree, at, Move::Down);
        }
        assert_eq!(at, Some(deepest));
        // Every try on show is reached by walking each level from its first try to its last.
        for (level, &current) in path.iter().enumerate() {
            let mut earlier = tree.earlier_siblings(current);
            let mut at = Some(current);
            while let Some(first) = earlier.pop() {
                at = moved(&tree, at, Move::Earlier);
                assert_eq!(at, Some(first), "level {}", level + 1);
            }
            let mut back = at;
            while back != Some(current) {
                let next = moved(&tree, back, Move::Later);
                assert_ne!(next, back, "stuck before the current try");
                back = next;
            }
            assert_eq!(
                moved(&tree, back, Move::Later),
                back,
                "the current try is last"
            );
        }
    }

    #[test]
    fn a_choice_no_longer_on_show_falls_back_to_the_deepest_try() {
        let tree = tree_after(400);
        // A try under a finished one is not on show.
        let hidden = (0..tree.nodes().len() as u32)
            .find(|&id| {
                let n = tree.nodes()[id as usize];
                n.depth >= 2 && !tree.path().contains(&n.parent.unwrap())
            })
            .expect("a try under a finished one");
        assert_eq!(shown(&tree, Some(hidden)), tree.path().last().copied());
        assert_eq!(shown(&tree, Some(u32::MAX)), tree.path().last().copied());
    }
}
