//! Entering and leaving the full-screen terminal mode. The terminal is restored however the
//! player leaves: quit, error (the guard's `Drop`), panic (the hook restores before the report
//! is printed, so it is readable), Ctrl-C (a key in raw mode, bound to quit), a signal or the
//! window closing (the event loop saves, then the guard restores), a job-control stop (handed
//! back, then taken again on continue).

use std::fmt;
use std::io::{self, stdout};
use std::mem::ManuallyDrop;

use crossterm::cursor::{Hide, Show};
use crossterm::event::{DisableBracketedPaste, EnableBracketedPaste};
use crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use crossterm::{Command, execute};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;

use super::record::{Output, Recorder, Shared};

pub type Tty = Terminal<CrosstermBackend<Output>>;

/// Clicks only (X10 press/release in SGR encoding). crossterm's `EnableMouseCapture` also
/// asks for every mouse movement, which would wake an idle player for nothing.
struct EnableClicks;
struct DisableClicks;

impl Command for EnableClicks {
    fn write_ansi(&self, f: &mut impl fmt::Write) -> fmt::Result {
        f.write_str("\x1b[?1000h\x1b[?1006h")
    }

    #[cfg(windows)]
    fn execute_winapi(&self) -> io::Result<()> {
        crossterm::event::EnableMouseCapture.execute_winapi()
    }
}

impl Command for DisableClicks {
    fn write_ansi(&self, f: &mut impl fmt::Write) -> fmt::Result {
        f.write_str("\x1b[?1006l\x1b[?1000l")
    }

    #[cfg(windows)]
    fn execute_winapi(&self) -> io::Result<()> {
        crossterm::event::DisableMouseCapture.execute_winapi()
    }
}

/// The terminal in full-screen mode while it lives.
pub struct Session {
    /// Never dropped: ratatui's `Terminal` shows the cursor on drop and reports a failure with
    /// `eprintln!`, which panics (and aborts, inside a drop) when the terminal is gone, as it
    /// is after a window closes. [`restore`] shows the cursor instead, ignoring failures.
    terminal: ManuallyDrop<Tty>,
    recorder: Shared,
}

impl Session {
    /// Full-screen mode, each frame also going to `recorder` when there is one.
    pub fn start(recorder: Option<Recorder>) -> io::Result<Self> {
        install_panic_hook();
        let recorder: Shared = std::rc::Rc::new(std::cell::RefCell::new(recorder));
        let output = Output::new(std::rc::Rc::clone(&recorder));
        let entered = enter().and_then(|()| Terminal::new(CrosstermBackend::new(output)));
        match entered {
            Ok(terminal) => Ok(Self {
                terminal: ManuallyDrop::new(terminal),
                recorder,
            }),
            Err(e) => {
                restore();
                Err(e)
            }
        }
    }

    pub fn terminal(&mut self) -> &mut Tty {
        &mut self.terminal
    }

    /// The recording, taken out to be closed once the terminal is restored.
    pub fn take_recorder(&mut self) -> Option<Recorder> {
        self.recorder.borrow_mut().take()
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        restore();
    }
}

/// Raw mode, the alternate screen, click reports and bracketed paste (a pasted puzzle arrives
/// as one paste, never as keystrokes), the cursor hidden.
pub fn enter() -> io::Result<()> {
    enable_raw_mode()?;
    execute!(
        stdout(),
        EnterAlternateScreen,
        EnableClicks,
        EnableBracketedPaste,
        Hide
    )
}

/// Clear the screen and draw the next frame whole, as after the terminal was used by someone
/// else (a job-control stop). Not `Terminal::clear`: that asks the terminal where its cursor
/// is, and the answer would go to our own input reader, not to crossterm.
pub fn redraw_all(terminal: &mut Tty) -> io::Result<()> {
    let size = terminal.size()?;
    terminal.resize(ratatui::layout::Rect::new(0, 0, size.width, size.height))
}

/// Best effort, every step attempted even if one fails: the player must get a usable shell.
pub fn restore() {
    let _ = execute!(
        stdout(),
        DisableBracketedPaste,
        DisableClicks,
        LeaveAlternateScreen,
        Show
    );
    let _ = disable_raw_mode();
}

fn install_panic_hook() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let report = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            report(info);
        }));
    });
}
