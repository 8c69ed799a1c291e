//! The interface's shared vocabulary: which screen is up, where a key is pressed, how a
//! message sounds. A leaf: it imports nothing of the interface, so every feature (keys, the
//! app state, views, updates) can speak it without depending on the others.

/// The screen without its data: what key-binding rows are scoped to. `Help` stands for the
/// help overlay, which takes the keys while open.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ScreenKind {
    Play,
    Paused,
    /// The solved popup.
    Solved,
    /// The solved board, its popup closed.
    SolvedBoard,
    Resume,
    /// The visualiser opened from a game, and opened alone by `stepdoku watch`.
    Watch,
    WatchAlone,
    /// The visualiser while the learner predicts each next step (from a game or alone).
    WatchPredict,
    /// The visualiser's "why is it slow" view over it.
    WatchSlow,
    /// Strategies racing, opened from a game or alone by `stepdoku race`.
    Race,
    RaceAlone,
    /// The statistics of finished games.
    Stats,
    /// A puzzle typed in from paper.
    Enter,
    Menu,
    Help,
}

impl ScreenKind {
    /// Every screen, so rows that belong everywhere (help, Ctrl-C) and the tests that check
    /// each screen cannot miss a new one: `screen_kind_all_lists_every_variant` fails to
    /// compile until a new variant is matched there, and fails until it is listed here.
    pub const ALL: [ScreenKind; 15] = [
        ScreenKind::Play,
        ScreenKind::Paused,
        ScreenKind::Solved,
        ScreenKind::SolvedBoard,
        ScreenKind::Resume,
        ScreenKind::Watch,
        ScreenKind::WatchAlone,
        ScreenKind::WatchPredict,
        ScreenKind::WatchSlow,
        ScreenKind::Race,
        ScreenKind::RaceAlone,
        ScreenKind::Stats,
        ScreenKind::Enter,
        ScreenKind::Menu,
        ScreenKind::Help,
    ];
}

/// Where a key is pressed: the screen, and what the screen is about. Rows are filtered by
/// both, so footer, help and keys never offer what the screen cannot do.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
#[expect(
    clippy::struct_excessive_bools,
    reason = "independent facts about the screen, each filtering rows of its own"
)]
pub struct Context {
    pub screen: ScreenKind,
    pub sudominoku: bool,
    /// The watch shows the logical solve: no tree, so no dead end, backtrack or heatmap.
    pub logic: bool,
    /// The watch replays a learner's trace: no strategy to switch, no code, no tree.
    pub replay: bool,
    /// The watch's search tests the digits of a cell one at a time (row-major, blanks, mrv),
    /// so it can be followed digit by digit.
    pub digit_tests: bool,
    /// The watch's tree pane is open on a tree: the arrows choose a try in it.
    pub tree: bool,
    /// The player shows a chain hint whole: its links can be stepped through.
    pub chain: bool,
    /// The replay has problems to go to (flagged steps, a difference): `n N` in the key bar.
    pub problems: bool,
    /// The start screen offers a game to continue: Esc continues the game listed first
    /// rather than going back to the puzzle behind the menu.
    pub continues: bool,
}

/// A classic Sudoku on `screen` (what most tests and screens need).
impl From<ScreenKind> for Context {
    fn from(screen: ScreenKind) -> Self {
        Self {
            screen,
            sudominoku: false,
            logic: false,
            replay: false,
            // the watch's first strategy, row-major, tests digit by digit
            digit_tests: true,
            tree: false,
            chain: false,
            problems: false,
            continues: false,
        }
    }
}

/// What a digit key writes: the cell's digit, or a pencil mark.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum EntryMode {
    #[default]
    Digits,
    Notes,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tone {
    Info,
    Warning,
}

/// Feedback, replaced by the next action: one line, or several notices said at once (at
/// start-up), one a line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Message {
    pub text: String,
    pub tone: Tone,
}
