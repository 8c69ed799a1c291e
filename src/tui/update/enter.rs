//! Entering a puzzle from paper (`stepdoku enter`, or the `N` menu): clues typed on an empty
//! board, the cursor moving on after each; a paste in any format stepdoku reads; Enter plays
//! it once it has exactly one solution (a second Enter plays one with several anyway).

use stepdoku_core::format::{self, Puzzle};
use stepdoku_core::game::{CellState, Game, PuzzleSource};
use stepdoku_core::{Cell, Digit, Grid};

use crate::tui::action::Action;
use crate::tui::app::{App, Entering, Quit, Screen, SetAside};
use crate::tui::enter::{Leave, Status, Typing};
use crate::tui::screen::ScreenKind;

/// The entering board: an empty grid, the game being played set aside until the new puzzle
/// starts (or Esc brings it back).
pub fn open(app: &mut App) {
    let Ok(empty) = Game::new(&Grid::EMPTY, source()) else {
        return;
    };
    let old = std::mem::replace(&mut app.game, empty);
    let before = SetAside {
        game: old,
        id: app.ledger.game_id.take(),
        cursor: app.cursor,
        daily: app.ledger.daily.take(),
        graded: app.ledger.graded.take(),
    };
    app.cursor = Cell::new(0).unwrap_or(app.cursor);
    app.hint = None;
    app.pending = None;
    let menu = match std::mem::replace(&mut app.screen, Screen::Play) {
        Screen::Menu(menu) => Some(menu),
        _ => None,
    };
    app.screen = Screen::Enter(Box::new(Entering {
        before: Some(before),
        menu,
        status: Status::Several,
        confirm_several: false,
        typing: Typing::default(),
    }));
    let blank = app.key_name(Action::Blank, ScreenKind::Enter);
    app.info(format!(
        "Type the clues ({blank} for a blank; the cursor moves on), or paste a puzzle; Enter plays it"
    ));
}

fn source() -> PuzzleSource {
    PuzzleSource::new("entered from paper", None, 0, 1)
}

/// After an edit: the clues checked again.
pub fn refresh(app: &mut App) {
    let grid = *app.game.board().values();
    let clash = !app.game.board().conflicts().is_empty();
    if let Screen::Enter(entering) = &mut app.screen {
        entering.status = Status::of(&grid, clash);
        entering.confirm_several = false;
    }
}

fn typing(app: &mut App) -> Option<&mut Typing> {
    match &mut app.screen {
        Screen::Enter(entering) => Some(&mut entering.typing),
        _ => None,
    }
}

/// A key (or click, or paste) on the entering board: what the key before left pending lasts
/// only into the key that continues it (Backspace after a clue, the same leave key again).
pub fn key(app: &mut App, action: &Action) {
    let Some(typing) = typing(app) else { return };
    let was = std::mem::take(typing);
    if *action == Action::EraseBack {
        typing.advanced_from = was.advanced_from;
    }
    if was.leaving.is_some() && was.leaving == leave_of(action) {
        typing.leaving = was.leaving;
    }
}

fn leave_of(action: &Action) -> Option<Leave> {
    match action {
        Action::Close => Some(Leave::Cancel),
        Action::Quit => Some(Leave::Quit),
        _ => None,
    }
}

/// Esc or `q`: with clues on the board, the first press says what leaving drops and the same
/// key again leaves; an empty board is left at once. True: leave now.
pub fn confirmed(app: &mut App, action: &Action) -> bool {
    let clues = app.game.board().values().filled() > 0;
    let aside = matches!(&app.screen, Screen::Enter(e) if e.before.is_some());
    let from_menu = matches!(&app.screen, Screen::Enter(e) if e.menu.is_some());
    let key = app.key_name(action.clone(), ScreenKind::Enter);
    let (Some(leave), Some(typing)) = (leave_of(action), typing(app)) else {
        return true;
    };
    if !clues || typing.leaving == Some(leave) {
        return true;
    }
    typing.leaving = Some(leave);
    let goes = match (leave, aside) {
        (Leave::Cancel, true) if from_menu => "drops the clues typed and goes back to the menu",
        (Leave::Cancel, true) => "drops the clues typed and goes back to your game",
        (Leave::Cancel, false) | (Leave::Quit, _) => "quits, and the clues typed are not kept",
    };
    app.warn(format!("{key} again {goes}; any other key keeps typing"));
    false
}

/// A clue typed: placed (whatever the notes mode of the game set aside), then on to the next
/// cell, as on paper.
pub fn clue(app: &mut App, digit: Digit) {
    let result = app.game.place(app.cursor, digit);
    app.after_edit(result);
    next_cell(app);
}

/// A blank (`.`, `0`, Space): the cell left empty, then on to the next cell.
pub fn blank(app: &mut App) {
    if !matches!(app.screen, Screen::Enter(_)) {
        return;
    }
    let result = app.game.erase(app.cursor);
    app.after_edit(result);
    next_cell(app);
}

/// Backspace: right after a clue or blank moved the cursor on, the cell it came from is
/// erased and the cursor goes back to it (so Backspace, Backspace undoes a row typed); else
/// the clue under the cursor.
pub fn erase_back(app: &mut App) {
    let Some(typing) = typing(app) else { return };
    if let Some(back) = typing.advanced_from.take() {
        app.cursor = back;
        // a further Backspace steps back again, as far as the first cell
        let before = back.index().checked_sub(1).and_then(Cell::new);
        if let Some(typing) = self::typing(app) {
            typing.advanced_from = before;
        }
    }
    let result = app.game.erase(app.cursor);
    app.after_edit(result);
}

/// On to the next cell in reading order, from the last back to the first.
fn next_cell(app: &mut App) {
    let from = app.cursor;
    let next = (from.index() + 1) % 81;
    app.cursor = Cell::new(next).unwrap_or(from);
    if let Some(typing) = typing(app) {
        typing.advanced_from = Some(from);
    }
}

/// A paste's bytes with each line end read as LF: terminals send a pasted line end as CR, and
/// some pastes keep CRLF. Converted a block at a time as the reader asks, so a paste of up to
/// the reader's limit is never copied whole.
struct UnixLineEnds<'a> {
    rest: &'a [u8],
    block: Vec<u8>,
    taken: usize,
}

impl<'a> UnixLineEnds<'a> {
    const BLOCK: usize = 8 * 1024;

    fn new(text: &'a str) -> Self {
        Self {
            rest: text.as_bytes(),
            block: Vec::with_capacity(Self::BLOCK),
            taken: 0,
        }
    }
}

impl std::io::Read for UnixLineEnds<'_> {
    fn read(&mut self, out: &mut [u8]) -> std::io::Result<usize> {
        let n = std::io::BufRead::fill_buf(self)?.len().min(out.len());
        out[..n].copy_from_slice(&self.block[self.taken..self.taken + n]);
        std::io::BufRead::consume(self, n);
        Ok(n)
    }
}

impl std::io::BufRead for UnixLineEnds<'_> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        while self.taken == self.block.len() && !self.rest.is_empty() {
            self.block.clear();
            self.taken = 0;
            let (now, later) = self.rest.split_at(self.rest.len().min(Self::BLOCK));
            for (i, &byte) in now.iter().enumerate() {
                match byte {
                    // A CR whose LF follows, in this block or the next, adds nothing.
                    b'\r' if now.get(i + 1).or(later.first()) == Some(&b'\n') => {}
                    b'\r' => self.block.push(b'\n'),
                    byte => self.block.push(byte),
                }
            }
            self.rest = later;
        }
        Ok(&self.block[self.taken..])
    }

    fn consume(&mut self, amount: usize) {
        self.taken = (self.taken + amount).min(self.block.len());
    }
}

/// A paste: the first puzzle in it, in any format stepdoku reads, becomes the clues (one undo
/// step).
pub fn paste(app: &mut App, text: &str) {
    if !matches!(app.screen, Screen::Enter(_)) {
        app.info("Pasting a puzzle works on the entering board (N, then Enter a puzzle)");
        return;
    }
    // Only the first puzzle is read: a paste of a whole collection (up to the reader's limit)
    // is never held as puzzles, and what follows the first is not its concern.
    let first =
        format::stream("the paste", UnixLineEnds::new(text), None).and_then(|mut puzzles| {
            puzzles
                .next()
                .transpose()
                .map(|first| first.map(|(_, puzzle)| puzzle))
        });
    let grid = match first {
        Ok(Some(Puzzle::Classic(grid))) => grid,
        Ok(Some(Puzzle::Sudominoku(_))) => {
            app.warn("That is a Sudominoku; the entering board takes a classic puzzle");
            return;
        }
        Ok(None) => {
            app.warn("The paste holds no puzzle");
            return;
        }
        Err(e) => {
            app.warn(format!("The paste is not a puzzle: {e}"));
            return;
        }
    };
    let edits: Vec<(Cell, CellState)> = Cell::all()
        .map(|cell| {
            let state = CellState {
                digit: grid.get(cell),
                ..CellState::default()
            };
            (cell, state)
        })
        .collect();
    let result = app.game.apply(&edits);
    if let Err(e) = result {
        app.warn(e.to_string());
    }
    refresh(app);
}

/// A paste too long to read (`length` bytes), dropped by the reader: said so.
pub fn paste_too_long(app: &mut App, length: usize) {
    let mib = |bytes: usize| bytes.div_ceil(1 << 20);
    app.warn(format!(
        "The paste ({} MiB) is over {} MiB and was not read: `stepdoku play FILE` opens a puzzle file",
        mib(length),
        mib(crate::tui::reader::parse::MAX_PASTE)
    ));
}

/// Enter: play the clues typed, if they make a puzzle.
pub fn start(app: &mut App) {
    let grid = *app.game.board().values();
    let Screen::Enter(entering) = &mut app.screen else {
        return;
    };
    match entering.status {
        Status::Clash | Status::NoSolution => {
            let why = entering.status.words();
            app.warn(format!("Cannot play this: {why}"));
            return;
        }
        Status::Several if !entering.confirm_several => {
            entering.confirm_several = true;
            app.warn(
                "Several solutions: mistakes cannot be checked against one. Enter again plays it anyway",
            );
            return;
        }
        Status::Several | Status::Unique(_) => {}
    }
    // The entry screen graded the clues: the panel and the game's row keep that level.
    let level = match entering.status {
        Status::Unique(Some(level)) => Some(level.name()),
        _ => None,
    };
    let before = entering.before.take();
    let game = match Game::new(&grid, source()) {
        Ok(game) => game,
        Err(e) => {
            app.warn(format!("Cannot play this: {e}"));
            return;
        }
    };
    app.game = game;
    // The solved screen remembered was the old game's.
    app.solved = None;
    *app.game.settings_mut() = app.config.new_game;
    app.ledger.game_id = None;
    app.ledger.daily = None;
    let graded = stepdoku_core::store::Graded::known(&app.game, level);
    app.ledger.graded = Some(graded.clone());
    app.ledger.level = Some(graded);
    app.cursor = Cell::new(0).unwrap_or(app.cursor);
    if let Some(aside) = before
        && aside.game.has_moves()
        && !aside.game.is_solved()
    {
        app.save_set_aside(aside);
    }
    app.enter_play();
    app.info("Your puzzle: good luck");
    // A puzzle typed in while a game of it is saved continues that game, as the menu does.
    app.effects.push(crate::tui::app::Effect::LookForSaved(
        stepdoku_core::store::puzzle_key(&app.game),
    ));
}

/// Esc: the entering board goes, and no game is made of what was typed. The game that was
/// being played comes back, under the menu the board was opened from if any (the start
/// screen's puzzle behind is no game to land in); with none (`stepdoku enter`), the session
/// ends.
pub fn cancel(app: &mut App) {
    let Screen::Enter(entering) = &mut app.screen else {
        return;
    };
    match entering.before.take() {
        Some(before) => {
            app.game = before.game;
            app.ledger.game_id = before.id;
            app.cursor = before.cursor;
            app.ledger.daily = before.daily;
            app.ledger.graded = before.graded;
            match entering.menu.take() {
                // The menu stopped the game's clock; it stays stopped under it.
                Some(menu) => app.screen = Screen::Menu(menu),
                None => app.enter_play(),
            }
        }
        // The entering board stays the screen while the session ends: it is no game in
        // progress, so nothing is saved.
        None => app.quit = Quit::Now,
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use super::UnixLineEnds;

    #[test]
    fn every_line_end_reads_as_lf_across_blocks() {
        // A CRLF straddling the first block's end, lone CRs, and plain LFs.
        let before = "x".repeat(UnixLineEnds::BLOCK - 1);
        let text = format!("{before}\r\nab\rcd\n\r\r\nend\r");
        let mut read = String::new();
        UnixLineEnds::new(&text).read_to_string(&mut read).unwrap();
        assert_eq!(read, format!("{before}\nab\ncd\n\n\nend\n"));
    }
}
