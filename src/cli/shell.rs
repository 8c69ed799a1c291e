//! `stepdoku completions SHELL` and `stepdoku man`: shell completion scripts and a man page,
//! generated from the command line's own definitions so they can never disagree with it.

use std::io::Write;
use std::process::ExitCode;

use clap::{Args, CommandFactory};

use crate::tui::keymap::Keymap;
use crate::tui::screen::ScreenKind;
use clap_complete::Shell;

mod learner_path;
use color_eyre::eyre::WrapErr;

#[derive(Args, Debug)]
pub struct CompletionsArgs {
    /// bash, zsh, fish, powershell or elvish.
    shell: Shell,
}

pub fn completions(args: &CompletionsArgs) -> color_eyre::Result<ExitCode> {
    let mut command = super::Cli::command();
    let mut out = Vec::new();
    clap_complete::generate(args.shell, &mut command, "stepdoku", &mut out);
    std::io::stdout()
        .write_all(&out)
        .wrap_err("cannot write to standard output")?;
    Ok(ExitCode::SUCCESS)
}

/// The screens whose keys the man page lists, with their headings.
const SCREENS: &[(ScreenKind, &str)] = &[
    (ScreenKind::Play, "Playing"),
    (ScreenKind::Enter, "Entering a puzzle (stepdoku enter)"),
    (ScreenKind::Menu, "The new-game menu (N)"),
    (ScreenKind::Watch, "Watching the solver (s, stepdoku watch)"),
    (ScreenKind::Race, "Racing strategies (R, stepdoku race)"),
    (ScreenKind::Help, "The help overlay (?)"),
];

/// `text` safe in a roff line: no escape, no request at its start.
fn roff(text: &str) -> String {
    format!("\\&{}", text.replace('\\', "\\e").replace('-', "\\-"))
}

/// The KEYS section: every screen's rows of the standard binding table, a row without help
/// of its own listed with the row above (as the help overlay lists them).
fn keys_section() -> String {
    let mut out = String::from(
        ".SH KEYS\nThe keys of each screen; \\fB?\\fR lists them on screen, and the settings \
         file's [keys] table rebinds them (\\fBstepdoku config \\-\\-print\\fR names every \
         action).\n",
    );
    for &(screen, heading) in SCREENS {
        out.push_str(&format!(".SS {}\n", roff(heading)));
        for (keys, help) in Keymap::STANDARD.help_lines(screen) {
            out.push_str(&format!(".TP\n\\fB{}\\fR\n{}\n", roff(&keys), roff(help)));
        }
    }
    out
}

/// Where stepdoku keeps things, and what it reads from the environment.
const FILES_AND_ENVIRONMENT: &str = r".SH FILES
.TP
\fI$XDG_DATA_HOME/stepdoku/stepdoku.sqlite3\fR (\fI~/.local/share/stepdoku\fR on Linux)
The games in progress, the history of finished games and the statistics (SQLite).
\fBstepdoku games\fR and \fBstepdoku stats\fR read it.
.TP
\fI$XDG_CONFIG_HOME/stepdoku/config.toml\fR (\fI~/.config/stepdoku/config.toml\fR on Linux)
The settings file: theme, new-game and watch defaults, key bindings.
\fBstepdoku config \-\-path\fR says where it is read from, \fBstepdoku config \-\-print\fR
prints its defaults, \fBstepdoku config \-\-check\fR checks it.
.SH ENVIRONMENT
.TP
\fBSTEPDOKU_DATA_DIR\fR
The data directory instead of the platform's (games, history, statistics).
.TP
\fBSTEPDOKU_CONFIG\fR
The settings file instead of the platform's.
.TP
\fBNO_COLOR\fR
Set and not empty: no colour (as \fB\-\-color never\fR); \fB\-\-color always\fR overrides it.
.TP
\fBXDG_DATA_HOME\fR, \fBXDG_CONFIG_HOME\fR
Where the data directory and the settings file are, when the two above are not set.
.TP
\fBCOLORFGBG\fR
Read for the terminal's background when the terminal does not answer the colour query
(\fB\-\-theme auto\fR).
";

/// The man page (roff) on stdout: `stepdoku man > stepdoku.1`, or `stepdoku man | man -l -`.
pub fn man() -> color_eyre::Result<ExitCode> {
    let command = super::Cli::command();
    let mut out = Vec::new();
    clap_mangen::Man::new(command)
        .render(&mut out)
        .wrap_err("cannot render the man page")?;
    // What the options cannot say: a learner's path through the commands, the keys of each screen (from the binding table the
    // footer and `?` read), the files, the environment.
    out.extend_from_slice(learner_path::section(roff).as_bytes());
    out.extend_from_slice(keys_section().as_bytes());
    out.extend_from_slice(FILES_AND_ENVIRONMENT.as_bytes());
    // Each subcommand's options follow, so one page documents everything.
    for sub in super::Cli::command().get_subcommands() {
        let sub = sub.clone().name(format!("stepdoku-{}", sub.get_name()));
        clap_mangen::Man::new(sub)
            .render(&mut out)
            .wrap_err("cannot render the man page")?;
    }
    std::io::stdout()
        .write_all(&out)
        .wrap_err("cannot write to standard output")?;
    Ok(ExitCode::SUCCESS)
}
