//! The rows of the binding table. Add a row to bind a key; footer and help follow.

use std::sync::LazyLock;

use crossterm::event::KeyCode;

use super::build::row;
use super::{Binding, Command, Key, When};
use crate::tui::action::{
    Action, Direction, FilterStep, MenuAction as M, RaceAction as RA, WatchAction as W,
};
use crate::tui::screen::ScreenKind;

use Action as A;
use Command::Do;
use Key::{Char, Code, Ctrl};
use ScreenKind as S;

const PLAY: &[ScreenKind] = &[S::Play];
/// Where the board is edited: play, and entering a puzzle from paper.
const EDIT: &[ScreenKind] = &[S::Play, S::Enter];
/// Every screen, the help overlay included.
const ANYWHERE: &[ScreenKind] = &ScreenKind::ALL;
/// Where `q` quits, keeping the game (`stepdoku watch` alone has its own quit row, and the
/// entering board, which keeps no game, its own). In the help, the menu and the solved popup
/// `q` closes them instead.
const WITH_A_GAME: &[ScreenKind] = &[
    S::Play,
    S::Paused,
    S::SolvedBoard,
    S::Resume,
    S::Watch,
    S::Race,
];
/// Where Ctrl-C saves and quits: every screen but the entering board (its own row).
const EVERYWHERE_QUITS: &[ScreenKind] = &[
    S::Play,
    S::Paused,
    S::Solved,
    S::SolvedBoard,
    S::Resume,
    S::Watch,
    S::WatchAlone,
    S::WatchPredict,
    S::WatchSlow,
    S::Race,
    S::RaceAlone,
    S::Stats,
    S::Menu,
    S::Help,
];
const MENU: &[ScreenKind] = &[S::Menu];
/// Lines PgUp/PgDn scroll the help: most of what it shows at the smallest size (21 rows).
const HELP_PAGE: i16 = 10;
const WATCH: &[ScreenKind] = &[S::Watch, S::WatchAlone];
/// The step pane scrolls the same in predict mode: its verdict is as long as a step's words.
const WATCH_OR_PREDICT: &[ScreenKind] = &[S::Watch, S::WatchAlone, S::WatchPredict];
const RACE: &[ScreenKind] = &[S::Race, S::RaceAlone];

/// Built once, on first use: a row's action may carry data (a background answer is an action
/// too), which a constant cannot hold.
pub static BINDINGS: LazyLock<Vec<Binding>> = LazyLock::new(|| {
    let mut rows = vec![
    row(
        &[Code(KeyCode::Left), Char('h')],
        Do(A::Move(Direction::Left)),
        EDIT,
    )
    .help("Move the cursor")
    .footer(1, "←↓↑→", "move"),
    row(
        &[Code(KeyCode::Down), Char('j')],
        Do(A::Move(Direction::Down)),
        EDIT,
    ),
    row(
        &[Code(KeyCode::Up), Char('k')],
        Do(A::Move(Direction::Up)),
        EDIT,
    ),
    row(
        &[Code(KeyCode::Right), Char('l')],
        Do(A::Move(Direction::Right)),
        EDIT,
    ),
    row(&[Key::Digits], Command::Digit, PLAY)
        .help("Enter a digit (in notes mode: a pencil mark, on or off)")
        .footer(2, "1-9", "enter"),
    row(&[Key::Digits], Command::Digit, &[S::Enter])
        .help("Type a clue; the cursor moves on to the next cell")
        .footer(2, "1-9", "clue"),
    row(&[Code(KeyCode::Enter)], Do(A::StartEntered), &[S::Enter])
        .help("Play the puzzle typed in (with several solutions: press Enter again to play it)")
        .footer(3, "Enter", "play it"),
    row(&[Code(KeyCode::Esc)], Do(A::Close), &[S::Enter])
        .help(
            "Stop entering, making no game: back to the menu it came from, else out of stepdoku \
             (asks first when clues are typed)",
        )
        .footer(4, "Esc", "cancel"),
    row(&[Char('H')], Do(A::Hint), PLAY)
        .help("Hint: where to look, the whole hint, then apply it")
        .footer(3, "H", "hint"),
    row(&[Code(KeyCode::Enter)], Do(A::ApplyHint), PLAY)
        .help("Apply the hint on screen (one undo step)"),
    row(&[Char('>')], Do(A::NextLink), PLAY)
        .help("A chain hint shown whole: light its next link, with why it holds (< the one before)")
        .footer(2, "<>", "link")
        .when(When::ChainShown),
    row(&[Char('<')], Do(A::PreviousLink), PLAY),
    row(&[Code(KeyCode::Esc)], Do(A::Dismiss), PLAY)
        .help("Close the hint, drop the domino being laid, or end the digit filter"),
    row(
        &[
            Char('0'),
            Char('.'),
            Code(KeyCode::Backspace),
            Code(KeyCode::Delete),
            Char('x'),
            Char(' '),
        ],
        Do(A::Erase),
        PLAY,
    )
    .help("Erase the digit or notes in the cell")
    .footer(8, "0", "erase"),
    // On paper a blank is written `.` or `0`: typed in a row of clues, it leaves the cell
    // empty and moves on, as a digit does.
    row(
        &[Char('.'), Char('0'), Char(' ')],
        Do(A::Blank),
        &[S::Enter],
    )
    .help("A blank: the cell stays empty and the cursor moves on")
    .footer(5, ".", "blank"),
    row(&[Code(KeyCode::Backspace)], Do(A::EraseBack), &[S::Enter]).help(
        "Erase the clue just typed, stepping back to it (again: the one before), else the clue \
         under the cursor",
    ),
    row(
        &[Code(KeyCode::Delete), Char('x')],
        Do(A::Erase),
        &[S::Enter],
    )
    .named("erase-clue")
    .help("Erase the clue under the cursor (the cursor stays)"),
    row(&[Char('n')], Do(A::ToggleNotesMode), PLAY)
        .help("Switch between entering digits and pencil marks")
        .footer(4, "n", "notes"),
    row(
        &[Char('u'), Ctrl('z')],
        Do(A::Undo),
        &[S::Play, S::Solved, S::SolvedBoard],
    )
    .help("Undo the last change, notes included (unlimited)")
    .footer(5, "u", "undo"),
    row(&[Char('u'), Ctrl('z')], Do(A::Undo), &[S::Enter])
        .help("Undo the last change to the clues (unlimited)")
        .footer(5, "u", "undo"),
    row(&[Char('r'), Ctrl('y')], Do(A::Redo), EDIT)
        .help("Redo what was undone")
        .footer(10, "r", "redo"),
    row(&[Char('f')], Do(A::FillNotes), PLAY)
        .help("Fill every empty cell's notes with its candidates (one undo step)")
        .when(When::Classic),
    row(&[Char(']')], Do(A::Filter(FilterStep::Next)), PLAY).help(
        "Digit filter: shade where the next digit (or the one before) is placed, noted or possible",
    ),
    row(&[Char('[')], Do(A::Filter(FilterStep::Previous)), PLAY),
    row(&[Char('*')], Do(A::Filter(FilterStep::Cursor)), PLAY)
        .help("Digit filter on the cursor's digit (again: off)"),
    row(&[Char('m')], Do(A::ToggleMistakes), PLAY)
        .help("Mark digits that differ from the solution (on/off)")
        .footer(11, "m", "mistakes"),
    row(&[Char('a')], Do(A::ToggleAutoNotes), PLAY)
        .help("Auto-notes on/off: placed digits leave peers' notes"),
    row(&[Char('s')], Do(A::OpenWatch), PLAY)
        .help("Watch the solver work on this board, step by step")
        .footer(6, "s", "solver"),
    row(
        &[Char('N')],
        Do(A::OpenMenu),
        &[S::Play, S::Solved, S::SolvedBoard],
    )
    .help(
        "New game: a game in progress, the puzzle of the day, entering one, a fresh puzzle of a \
         level, a technique to practise, or one from the bundled collections",
    )
    .footer(7, "N", "new"),
    row(
        &[Char('S')],
        Do(A::OpenStats),
        &[S::Play, S::Solved, S::SolvedBoard],
    )
    .help("Statistics: finished games, best times, daily streak"),
    row(
        &[Code(KeyCode::Esc), Char('S'), Char('q')],
        Do(A::CloseStats),
        &[S::Stats],
    )
    .help("Close the statistics")
    .footer(0, "Esc", "close"),
    row(&[Char('p')], Do(A::TogglePause), PLAY)
        .help("Pause the clock and hide the board")
        .footer(9, "p", "pause"),
    row(&[Char('p')], Do(A::TogglePause), &[S::Paused])
        .help("Resume: show the board and run the clock again")
        .footer(1, "p", "resume"),
    row(
        &[Char('y'), Code(KeyCode::Enter)],
        Do(A::ResumeSaved),
        &[S::Resume],
    )
    .help("Take the game over from the other window (its next move goes to a copy)")
    .footer(1, "y", "take it over"),
    row(&[Char('n'), Char('c')], Do(A::StartNew), &[S::Resume])
        .help("Play a copy here; the other window keeps its game")
        .footer(2, "n", "play a copy"),
    row(&[Code(KeyCode::Up), Char('k')], Do(A::Menu(M::Up)), MENU)
        .help("Choose a line")
        .footer(1, "↑↓", "choose"),
    row(
        &[Code(KeyCode::Down), Char('j')],
        Do(A::Menu(M::Down)),
        MENU,
    ),
    row(&[Code(KeyCode::PageUp)], Do(A::Menu(M::PageUp)), MENU).help("A page up or down"),
    row(&[Code(KeyCode::PageDown)], Do(A::Menu(M::PageDown)), MENU),
    row(&[Code(KeyCode::Home)], Do(A::Menu(M::First)), MENU).help("The first or last line"),
    row(&[Code(KeyCode::End)], Do(A::Menu(M::Last)), MENU),
    row(&[Key::Decimal], Command::MenuDigit, MENU)
        .help("In a collection: type a puzzle's number to choose it"),
    row(
        &[Code(KeyCode::Enter), Code(KeyCode::Right), Char('l')],
        Do(A::Menu(M::Choose)),
        MENU,
    )
    .help("Start the chosen puzzle, or open the chosen collection")
    .footer(2, "Enter", "start"),
    // Two rows for the same keys, one a context: the start screen's Esc continues a game,
    // everywhere else in the menu it goes back, and the footer and help say which.
    row(
        &[
            Code(KeyCode::Esc),
            Char('q'),
            Code(KeyCode::Left),
            Char('h'),
        ],
        Do(A::Menu(M::ContinueFirst)),
        MENU,
    )
    .when(When::GameToContinue)
    .help("On the start screen: continue the game listed first")
    .footer(3, "Esc", "continue"),
    row(
        &[
            Code(KeyCode::Esc),
            Char('q'),
            Code(KeyCode::Left),
            Char('h'),
        ],
        Do(A::Menu(M::Back)),
        MENU,
    )
    .when(When::NothingToContinue)
    .help("Back: out of a collection or the menu, or stop making a puzzle")
    .footer(3, "Esc", "back"),
    row(&[Char(' ')], Do(A::Watch(W::TogglePlay)), WATCH)
        .help("Play or pause the search")
        .footer(1, "Space", "play"),
    row(
        &[Code(KeyCode::Right), Char('l')],
        Do(A::Watch(W::Forward)),
        WATCH,
    )
    .help("One step forward")
    .footer(2, "←→", "step"),
    row(
        &[Code(KeyCode::Left), Char('h')],
        Do(A::Watch(W::Back)),
        WATCH,
    )
    .help("One step back: exactly the board, stack and counters of before"),
    row(&[Char('+'), Char('=')], Do(A::Watch(W::Faster)), WATCH)
        .help("Faster, from 1 step a second up to unlimited")
        .footer(3, "+-", "speed"),
    row(&[Char('-'), Char('_')], Do(A::Watch(W::Slower)), WATCH).help("Slower"),
    row(
        &[Code(KeyCode::End), Char('e')],
        Do(A::Watch(W::ToEnd)),
        WATCH,
    )
    .help("Run to the end at full speed (Space stops)")
    .footer(4, "End", "to end"),
    row(
        &[Code(KeyCode::Home), Char('r')],
        Do(A::Watch(W::Restart)),
        WATCH,
    )
    .help("Back to step 0")
    .footer(13, "Home", "restart"),
    row(&[Char('d')], Do(A::Watch(W::ToDeadEnd)), WATCH)
        .help("Run to the next dead end: a cell where nothing fits, or a contradiction")
        .footer(8, "d", "dead end")
        .when(When::ClassicSearch),
    row(&[Char('b')], Do(A::Watch(W::ToBacktrack)), WATCH)
        .help("Run to the next backtrack from a guess whose digits are all tried")
        .footer(14, "b", "backtrack")
        .when(When::ClassicSearch),
    row(&[Key::Decimal], Command::WatchDigit, WATCH)
        .help("Type a number for g, D or C")
        .when(When::Classic),
    row(&[Char('g')], Do(A::Watch(W::GoToStep)), WATCH)
        .help("Go to the step typed before it (1000g), forward or back")
        .footer(10, "0-9 g", "go to")
        .when(When::Classic),
    row(&[Char('D')], Do(A::Watch(W::ToDepth)), WATCH)
        .help("Run until the stack is as deep as the number typed (20D)")
        .when(When::ClassicSearch),
    row(&[Char('C')], Do(A::Watch(W::ToCell)), WATCH)
        .help("Run until a guess in the cell typed as row and column (47C: r4c7)")
        .when(When::ClassicSearch),
    row(&[Code(KeyCode::PageDown)], Do(A::Watch(W::WordsDown)), WATCH_OR_PREDICT)
        .help("Scroll the step's explanation, when it is longer than its pane (PgUp back)"),
    row(&[Code(KeyCode::PageUp)], Do(A::Watch(W::WordsUp)), WATCH_OR_PREDICT),
    row(&[Char('n')], Do(A::Watch(W::ToggleCandidates)), WATCH)
        .help("Show the candidates of every empty cell")
        .footer(15, "n", "candidates")
        .when(When::NotReplay),
    row(&[Char('n')], Do(A::Watch(W::NextProblem)), WATCH)
        .help("Go to the next problem: a flagged step or where your search departs")
        .footer(1, "n N", "problem")
        .when(When::ReplayProblems),
    row(&[Char('N')], Do(A::Watch(W::PreviousProblem)), WATCH)
        .help("Go back to the problem before")
        .when(When::Replay),
    row(&[Char('R')], Do(A::OpenRace), PLAY)
        .help("Race row-major, mrv and propagate side by side on this board")
        .when(When::Classic),
    row(&[Char('R')], Do(A::OpenRace), WATCH)
        .help(
            "Race row-major, mrv and propagate side by side on this board (a replay adds your \
             program's search as a fourth lane)",
        )
        .footer(16, "R", "race")
        .when(When::Classic),
    row(&[Char(' ')], Do(A::Race(RA::TogglePlay)), RACE)
        .help("Play or pause every lane")
        .footer(1, "Space", "play"),
    row(
        &[Code(KeyCode::Right), Char('l')],
        Do(A::Race(RA::Forward)),
        RACE,
    )
    .help("One step forward in every lane still racing")
    .footer(2, "←→", "step"),
    row(
        &[Code(KeyCode::Left), Char('h')],
        Do(A::Race(RA::Back)),
        RACE,
    )
    .help("One step back in every lane, exactly"),
    row(&[Char('+'), Char('=')], Do(A::Race(RA::Faster)), RACE)
        .help("Faster, from 1 step a second up to unlimited")
        .footer(3, "+-", "speed"),
    row(&[Char('-'), Char('_')], Do(A::Race(RA::Slower)), RACE).help("Slower"),
    row(
        &[Code(KeyCode::End), Char('e')],
        Do(A::Race(RA::ToEnd)),
        RACE,
    )
    .help("Every lane to its end at full speed, then the ranking")
    .footer(4, "End", "to end"),
    row(
        &[Code(KeyCode::Home), Char('r')],
        Do(A::Race(RA::Restart)),
        RACE,
    )
    .help("Back to step 0")
    .footer(5, "Home", "restart"),
    row(&[Code(KeyCode::Esc)], Do(A::Race(RA::Leave)), &[S::Race])
        .help("Back to the game, its board untouched")
        .footer(0, "Esc", "game"),
    row(&[Char('t')], Do(A::Watch(W::NextStrategy)), WATCH)
        .help("Next strategy (row-major, blanks, mrv, propagate, logic), from step 0")
        .footer(5, "t", "strategy")
        .when(When::OwnClassicSearch),
    row(&[Char('m')], Do(A::Watch(W::ToggleHeatmap)), WATCH)
        .help("Heatmap on the board: how many guesses each cell has had")
        .footer(9, "m", "heat")
        .when(When::Search),
    row(
        &[Code(KeyCode::Down), Char('j')],
        Do(A::Watch(W::ScrollDeeper)),
        WATCH,
    )
    .help("Scroll the stack toward its bottom (outside the tree pane)")
    .footer(12, "↑↓", "stack")
    .when(When::NoTreePane),
    row(
        &[Code(KeyCode::Up), Char('k')],
        Do(A::Watch(W::ScrollShallower)),
        WATCH,
    )
    .help("Scroll the stack back toward its top (outside the tree pane)")
    .when(When::NoTreePane),
    row(&[Char('c')], Do(A::Watch(W::ToggleCode)), WATCH)
        .help("The search as code beside the board, the line of this step lit; again: the stack")
        .footer(6, "c", "code")
        .when(When::Search),
    row(&[Char('T')], Do(A::Watch(W::ToggleTree)), WATCH)
        .help("The search tree: the path, each level's tries (finished ones folded to their nodes), nodes per depth; again: the stack")
        .footer(7, "T", "tree")
        .when(When::Code),
    row(&[Char('i')], Do(A::Watch(W::ToggleDigits)), WATCH)
        .help("Digit by digit: each digit tested in a cell is a frame of its own (1? in row 1, no)")
        .footer(11, "i", "digits")
        .when(When::DigitTests),
    row(&[Char('#')], Do(A::Watch(W::CountSolutions)), WATCH)
        .help("Count the solutions of the board (up to 1,000)"),
    row(&[Char('a')], Do(A::Watch(W::Apply)), &[S::Watch])
        .help("Back to the game with the solution filled in (one undo step)")
        .footer(1, "a", "apply"),
    row(
        &[Code(KeyCode::Enter)],
        Do(A::Watch(W::PlayIt)),
        &[S::WatchAlone],
    )
    .help("Play this puzzle yourself (outside the tree pane)")
    .footer(1, "Enter", "play it")
    .when(When::NoTreePane),
    row(&[Code(KeyCode::Esc)], Do(A::Watch(W::Leave)), &[S::Watch])
        .help("Back to the game, its board untouched")
        .footer(0, "Esc", "game"),
    row(
        &[Char('?'), Code(KeyCode::F(1))],
        Do(A::ToggleHelp),
        ANYWHERE,
    )
    .help("Show or hide this help")
    .footer(0, "?", "help"),
    row(&[Code(KeyCode::Esc), Char('q')], Do(A::Close), &[S::Help])
        .help("Close the help")
        .footer(1, "Esc", "close"),
    row(
        &[Code(KeyCode::Down), Char('j')],
        Do(A::ScrollHelp(1)),
        &[S::Help],
    )
    .help("Scroll the help")
    .footer(2, "↑↓", "scroll"),
    row(
        &[Code(KeyCode::Up), Char('k')],
        Do(A::ScrollHelp(-1)),
        &[S::Help],
    ),
    row(
        &[Code(KeyCode::PageDown)],
        Do(A::ScrollHelp(HELP_PAGE)),
        &[S::Help],
    ),
    row(
        &[Code(KeyCode::PageUp)],
        Do(A::ScrollHelp(-HELP_PAGE)),
        &[S::Help],
    ),
    row(&[Char('q')], Do(A::Quit), WITH_A_GAME)
        .help("Save and quit (stepdoku offers to continue next time)")
        .footer(0, "q", "quit"),
    row(&[Ctrl('c')], Do(A::Quit), EVERYWHERE_QUITS)
        .help("Quit, whatever is open (a game in progress is saved first)")
        .named("quit-anywhere"),
    // The entering board keeps no game: nothing is saved, and typed clues are not dropped
    // without a second press.
    row(&[Char('q')], Do(A::Quit), &[S::Enter])
        .help("Quit, making no game (asks first when clues are typed)")
        .footer(0, "q", "quit"),
    row(&[Ctrl('c')], Do(A::Quit), &[S::Enter]).named("quit-anywhere"),
    row(&[Code(KeyCode::Esc), Char('q')], Do(A::Close), &[S::Solved])
        .help("Close this and look at the solved board")
        .footer(0, "Esc", "close"),
    row(
        &[Char('q'), Code(KeyCode::Esc)],
        Do(A::Quit),
        &[S::WatchAlone, S::RaceAlone],
    )
    .help("Quit")
    .footer(0, "q", "quit"),
    ];
    // The learner's rows (predicting, choosing in the tree) come before the help's.
    let at = rows
        .iter()
        .position(|b| b.command == Do(A::ToggleHelp))
        .unwrap_or(rows.len());
    rows.splice(at..at, super::learning::rows());
    rows
});
