//! The tree pane's keys: the arrows and `[` `]` choose a try among those on show, Enter goes to
//! the step that made it (back in the search: the tree holds only tries already made).

use crate::tui::action::TreeMove;
use crate::tui::text::thousands;
use crate::tui::watch::Watch;
use crate::tui::watch::tree_pick::{moved, shown};

/// Move the choice; the message names the try chosen and its step.
pub fn choose(watch: &mut Watch, how: TreeMove) -> Option<String> {
    let run = watch.detail.tree.as_deref_mut()?;
    let Some(id) = moved(&run.tree, run.chosen, how) else {
        return Some("No try yet to choose".to_owned());
    };
    run.chosen = Some(id);
    let node = run.tree.nodes()[id as usize];
    Some(format!(
        "Chosen: {}, depth {}, made at step {}",
        node.choice.label(),
        node.depth,
        thousands(node.step)
    ))
}

/// Enter: the watch goes to the step that made the chosen try.
pub fn go(watch: &mut Watch) -> Option<String> {
    let run = watch.detail.tree.as_deref()?;
    let Some(id) = run
        .chosen
        .filter(|&id| shown(&run.tree, Some(id)) == Some(id))
    else {
        return Some(
            "Choose a try first: ↑ and ↓ go up and down the levels, [ and ] along one".to_owned(),
        );
    };
    let node = run.tree.nodes()[id as usize];
    watch.stop();
    watch.detail.left();
    watch.search.seek(node.step);
    watch.sample_depth();
    Some(format!(
        "Step {}: the try {} chosen in the tree",
        thousands(node.step),
        node.choice.label()
    ))
}
