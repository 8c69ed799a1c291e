//! What the code pane shows and the digit-by-digit view: which pane fills the lower part of
//! the panel column (the stack, the code, the search tree), and which digit test of the current
//! step is on screen. The listings, lines and digit tests themselves come from the core
//! (`stepdoku_core::teaching::code`); this is only where the watch stands among them.

use stepdoku_core::teaching::code::{self, Call, Program, SubStep};

use super::search::Search;

/// What the lower part of the panel column shows.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Pane {
    #[default]
    Stack,
    /// The running search as code, its current line lit, and the frames' variables.
    Code,
    /// The search tree: the current path with each level's siblings, the nodes per depth.
    Tree,
}

/// How much of the search the watch details: the lower pane (stack, code or tree) and whether
/// each digit test of a cell is a frame of its own.
#[derive(Clone, Debug, Default)]
pub struct DetailView {
    pub pane: Pane,
    /// Each digit test of a cell is a frame of its own.
    pub digit_by_digit: bool,
    /// The digit test on screen, and the step it belongs to. Any other step (reached by
    /// playing, `g`, a breakpoint) shows its last frame: the event itself.
    at: Option<(u64, usize)>,
    /// The search tree, while the tree pane is open.
    pub tree: Option<Box<super::tree::TreeRun>>,
    /// The terminal is too narrow for the code pane (it says what width it needs instead):
    /// the code's own frames (an undo lit before the event) are not stepped through, since
    /// nobody could see them. Kept by update from the terminal's size.
    pub no_room: bool,
}

/// Where the watch stands in the current step's digit tests.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SubFrame {
    pub subs: Vec<SubStep>,
    pub index: usize,
}

impl SubFrame {
    #[must_use]
    pub fn current(&self) -> SubStep {
        self.subs.get(self.index).copied().unwrap_or(SubStep::Event)
    }

    /// On the event itself (the last frame of the step)?
    #[must_use]
    pub fn at_event(&self) -> bool {
        self.index + 1 >= self.subs.len()
    }
}

impl DetailView {
    /// The frames of the current step and the one on screen: digit by digit on a search that
    /// tests every digit, its undo and digit tests; with the code pane open, an undo before
    /// the event; `None` when the step is one frame.
    #[must_use]
    pub fn sub_frame(&self, search: &Search) -> Option<SubFrame> {
        let Search::Classic(t) = search else {
            return None;
        };
        let machine = t.machine();
        let digits = self.digit_by_digit && Program::of(machine).tests_each_digit();
        // With the code pane open, a try taken back lights its undo line in a frame of its
        // own, digit by digit or not; a code pane with no room shows no line to light.
        if !digits && (self.pane != Pane::Code || self.no_room) {
            return None;
        }
        let mut subs = code::sub_steps(machine);
        if !digits {
            subs.retain(|s| !matches!(s, SubStep::Rejected { .. }));
            if subs.len() < 2 {
                return None;
            }
        }
        let last = subs.len() - 1;
        let index = match self.at {
            Some((step, i)) if step == t.steps() => i.min(last),
            _ => last,
        };
        Some(SubFrame { subs, index })
    }

    /// One frame forward within the current step; `false` when the step has no more (the
    /// caller then takes a whole step and calls [`DetailView::entered`]).
    pub fn forward_within(&mut self, search: &Search) -> bool {
        match self.sub_frame(search) {
            Some(frame) if !frame.at_event() => {
                self.at = Some((search.steps(), frame.index + 1));
                true
            }
            _ => false,
        }
    }

    /// One frame back within the current step; `false` at its first.
    pub fn back_within(&mut self, search: &Search) -> bool {
        match self.sub_frame(search) {
            Some(frame) if frame.index > 0 => {
                self.at = Some((search.steps(), frame.index - 1));
                true
            }
            _ => false,
        }
    }

    /// A step was just taken forward: show its first digit test.
    pub fn entered(&mut self, search: &Search) {
        // A step of one frame leaves nothing to remember: opening the code pane on it later
        // shows its event, not an undo frame nobody stepped through.
        self.at = Some((search.steps(), 0));
        if self.sub_frame(search).is_none() {
            self.at = None;
        }
    }

    /// A step was just taken back: show its last frame.
    pub fn left(&mut self) {
        self.at = None;
    }
}

/// The running search's listing, or `None` for the logical solve (it runs no code).
#[must_use]
pub fn program(search: &Search) -> Option<Program> {
    match search {
        Search::Classic(t) => Some(Program::of(t.machine())),
        Search::Domino(t) => Some(Program::of_domino(t.machine())),
        Search::Logic(_) | Search::Replay(_) => None,
    }
}

/// The line the current frame executes (1-based); `None` at step 0.
#[must_use]
pub fn lit_line(view: &DetailView, search: &Search) -> Option<usize> {
    if search.steps() == 0 {
        return None;
    }
    let (program, role) = match search {
        Search::Classic(t) => {
            let machine = t.machine();
            let program = Program::of(machine);
            let own = code::machine_role(machine, &machine.last_event());
            let role = view
                .sub_frame(search)
                .map_or(own, |frame| frame.current().role(own));
            (program, role)
        }
        Search::Domino(t) => (
            Program::of_domino(t.machine()),
            code::domino_role(&t.machine().last_event()),
        ),
        Search::Logic(_) | Search::Replay(_) => return None,
    };
    program.line(role)
}

/// The listing's frames at the current step, top first.
#[must_use]
pub fn calls(search: &Search) -> Vec<Call> {
    match search {
        Search::Classic(t) => code::calls(t.machine()),
        Search::Domino(t) => code::domino_calls(t.machine()),
        Search::Logic(_) | Search::Replay(_) => Vec::new(),
    }
}

/// The digit tests so far in this step, in words: `r1c3: 1? in row 1, no; 2? in box 1, no;
/// 4? fits, place`.
#[must_use]
pub fn tests_words(search: &Search, frame: &SubFrame) -> Option<String> {
    const SHOWN: usize = 2;
    let Search::Classic(t) = search else {
        return None;
    };
    let event = t.machine().last_event();
    let (stepdoku_core::solver::Event::Try { cell, .. }
    | stepdoku_core::solver::Event::Backtrack { cell, .. }) = event
    else {
        return None;
    };
    let mut parts: Vec<String> = Vec::new();
    for sub in &frame.subs[..=frame.index.min(frame.subs.len() - 1)] {
        parts.push(match *sub {
            SubStep::Rejected { digit, unit, .. } => format!("{digit}? in {unit}, no"),
            SubStep::Undo { .. } => "the call under it returned false: undo the try".to_owned(),
            SubStep::Event => match event {
                stepdoku_core::solver::Event::Try { digit, .. } => {
                    format!("{digit}? fits, place")
                }
                _ => "no digit left, return".to_owned(),
            },
        });
    }
    // The last few tests: the one on screen always shows, whatever came before it.
    let skipped = parts.len().saturating_sub(SHOWN);
    let recent = parts[skipped..].join("; ");
    Some(if skipped > 0 {
        format!("{cell}: …; {recent}")
    } else {
        format!("{cell}: {recent}")
    })
}

/// A frame's call in one indexing: the listing's own `dfs(pos=6)` (0-based, as the code
/// counts) under `--zero-based`; else no 0-based number beside the 1-based cell that follows
/// it: `dfs` (its cell is the `pos` the code passes), `dfs(blank 4)` for the code's `k=3`,
/// `dfs(all filled)` for the call past the last cell.
#[must_use]
pub fn frame_head(call: &Call, zero_based: bool) -> String {
    if zero_based {
        return call.head.clone();
    }
    if call.head.starts_with("dfs(pos=") {
        return if call.cell.is_some() {
            "dfs".to_owned()
        } else {
            "dfs(all filled)".to_owned()
        };
    }
    if let Some(k) = call
        .head
        .strip_prefix("dfs(k=")
        .and_then(|rest| rest.strip_suffix(')'))
        .and_then(|k| k.parse::<usize>().ok())
    {
        return format!("dfs(blank {})", k + 1);
    }
    call.head.clone()
}

/// A frame's variables and what it has left, in one indexing: the listing's own 0-based
/// `r=3 c=6` with every unit counted from 0 under `--zero-based`, else the watch's 1-based
/// `r4c7` with 1-based units, so that no line mixes the two.
#[must_use]
pub fn frame_words(call: &Call, zero_based: bool) -> (String, String) {
    if zero_based {
        return (call.vars.clone(), super::coords::zero_based(&call.left));
    }
    let vars = match call.cell {
        Some(cell) => {
            let rc = format!("r={} c={}", cell.row(), cell.col());
            call.vars.replacen(&rc, &cell.to_string(), 1)
        }
        None => call.vars.clone(),
    };
    (vars, call.left.clone())
}
