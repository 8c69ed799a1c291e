//! Entering and leaving the full-screen terminal mode. The terminal is restored however the
//! player leaves: quit, error (the guard's `Drop`), panic (the hook restores before the report
//! is printed, so it is readable), Ctrl-C (a key in raw mode, bound to quit).

use std::fmt;
use std::io::{self, Stdout, stdout};

use crossterm::cursor::{Hide, Show};
use crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use crossterm::{Command, execute};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;

pub type Tty = Terminal<CrosstermBackend<Stdout>>;

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
    terminal: Tty,
}

impl Session {
    pub fn start() -> io::Result<Self> {
        install_panic_hook();
        enable_raw_mode()?;
        let entered = execute!(stdout(), EnterAlternateScreen, EnableClicks, Hide)
            .and_then(|()| Terminal::new(CrosstermBackend::new(stdout())));
        match entered {
            Ok(terminal) => Ok(Self { terminal }),
            Err(e) => {
                restore();
                Err(e)
            }
        }
    }

    pub fn terminal(&mut self) -> &mut Tty {
        &mut self.terminal
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        restore();
    }
}

/// Best effort, every step attempted even if one fails: the player must get a usable shell.
pub fn restore() {
    let _ = execute!(stdout(), DisableClicks, LeaveAlternateScreen, Show);
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
