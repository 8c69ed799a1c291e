//! The `stepdoku` binary: parses the command line and hands over to a subcommand.

use std::io::IsTerminal;

fn main() -> std::process::ExitCode {
    // Panic reports keep their colours for a terminal only: a log or a pipe gets plain text.
    let theme = if std::io::stderr().is_terminal() {
        color_eyre::config::Theme::dark()
    } else {
        color_eyre::config::Theme::new()
    };
    // Only the panic report: an error is one plain line (`cli::explain`), and color-eyre's
    // error hook would capture and symbolise a backtrace for it whenever `RUST_BACKTRACE` is
    // set (70 ms for a typo in a file name), only for nobody to print it.
    let (panic_hook, _) = color_eyre::config::HookBuilder::default()
        .theme(theme)
        .into_hooks();
    panic_hook.install();
    stepdoku::run()
}
