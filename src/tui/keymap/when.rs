//! Where a row of the binding table is offered, beyond its screens: one context a row, so the
//! table reads as one table (keys, action, screens, context) and a key is bound, listed in the
//! help and shown in the footer exactly where its context holds.

use crate::tui::screen::Context;

/// The one context a row is offered in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum When {
    /// Wherever its screens are.
    Always,
    /// On a classic Sudoku, not a Sudominoku.
    Classic,
    /// On a search, not the logical solve: the logical solve has no tree (`m` heat) and no
    /// listing to light (`c`: stepdoku's code of a search, or in a replay the learner's source
    /// or the reference's code).
    Search,
    /// On a classic Sudoku's search tree (dead ends, backtracks, depth, a cell's guesses).
    ClassicSearch,
    /// Watching stepdoku's own classic search, not a learner's trace (`t` switches strategy).
    OwnClassicSearch,
    /// A search stepdoku runs as code: not the logical solve, not a replay (`T`).
    Code,
    /// The same on a classic Sudoku (predicting, why is it slow).
    ClassicCode,
    /// A classic search that tests a cell's digits one at a time (`i`).
    DigitTests,
    /// A replay of a learner's trace.
    Replay,
    /// Bound on every replay; in the footer only when the replay has problems to go to.
    ReplayProblems,
    /// Anything but a replay.
    NotReplay,
    /// The tree pane open on a tree (its tries are chosen with the arrows).
    TreePane,
    /// Anything but the tree pane (the arrows scroll the stack, Enter plays the puzzle).
    NoTreePane,
    /// Bound and in the help on every board, so a player finds the key before the first
    /// chain; in the footer only while a chain hint is shown whole.
    ChainShown,
    /// The start screen with a game to continue (Esc continues the game listed first).
    GameToContinue,
    /// Anything but that: the menu's Esc goes back.
    NothingToContinue,
}

impl When {
    /// Whether a row of this context is bound (and listed) in `context`.
    #[must_use]
    pub fn holds(self, context: Context) -> bool {
        let Context {
            sudominoku,
            logic,
            replay,
            digit_tests,
            tree,
            continues,
            ..
        } = context;
        match self {
            When::Always | When::ChainShown => true,
            When::Classic => !sudominoku,
            When::Search => !logic,
            When::ClassicSearch => !sudominoku && !logic,
            When::OwnClassicSearch => !sudominoku && !replay,
            When::Code => !replay && !logic,
            When::ClassicCode => !sudominoku && !replay && !logic,
            When::DigitTests => !sudominoku && digit_tests && !replay && !logic,
            When::Replay | When::ReplayProblems => replay,
            When::NotReplay => !replay,
            When::TreePane => tree,
            When::NoTreePane => !tree,
            When::GameToContinue => continues,
            When::NothingToContinue => !continues,
        }
    }

    /// Whether the footer shows a row of this context in `context`.
    #[must_use]
    pub fn in_footer(self, context: Context) -> bool {
        self.holds(context)
            && match self {
                When::ChainShown => context.chain,
                When::ReplayProblems => context.problems,
                _ => true,
            }
    }

    /// Offered on a classic Sudoku only: on a Sudominoku its key says what it would do.
    #[must_use]
    pub fn classic_only(self, context: Context) -> bool {
        let classic = Context {
            sudominoku: false,
            ..context
        };
        self.holds(classic)
            && !self.holds(Context {
                sudominoku: true,
                ..context
            })
    }

    /// Two rows of these contexts never apply together (they may share keys): no context
    /// holds both.
    #[must_use]
    pub fn apart(self, other: When) -> bool {
        !contexts().any(|c| self.holds(c) && other.holds(c))
    }
}

/// Every combination of what a context says of the search (the screen plays no part here).
fn contexts() -> impl Iterator<Item = Context> {
    (0..256u16).map(|bits| {
        let on = |bit: u8| bits & (1 << bit) != 0;
        Context {
            sudominoku: on(0),
            logic: on(1),
            replay: on(2),
            digit_tests: on(3),
            tree: on(4),
            chain: on(5),
            continues: on(6),
            problems: on(7),
            ..Context::from(crate::tui::screen::ScreenKind::Watch)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::When;

    #[test]
    fn contexts_that_never_meet_are_apart_and_others_are_not() {
        for (a, b) in [
            (When::Replay, When::NotReplay),
            (When::TreePane, When::NoTreePane),
            (When::Replay, When::Code),
            (When::GameToContinue, When::NothingToContinue),
        ] {
            assert!(a.apart(b) && b.apart(a), "{a:?} {b:?}");
        }
        for (a, b) in [
            (When::Always, When::Replay),
            (When::Classic, When::Search),
            (When::TreePane, When::Code),
            (When::ChainShown, When::NoTreePane),
        ] {
            assert!(!a.apart(b) && !b.apart(a), "{a:?} {b:?}");
        }
    }
}
