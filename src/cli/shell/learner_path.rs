//! The man page's LEARNER'S PATH: from the blog post's `dfs` to AC, step by step, each with
//! the command it runs. The commands are checked against the command line's own definitions
//! (every subcommand and option named exists), so the page cannot name what is gone.

/// One step: what to do, the command, and what it shows.
pub struct Step {
    pub title: &'static str,
    /// A command line after `stepdoku` (or a fragment of the learner's code, when `code`).
    pub command: &'static str,
    pub code: bool,
    pub says: &'static str,
}

pub const STEPS: &[Step] = &[
    Step {
        title: "Watch the post's search",
        command: "watch puzzles/classic.txt --strategy blanks --code",
        code: false,
        says: "The blog posts' dfs beside the board, the line each step runs lit: \
               Right one step, d to the next dead end, Left back exactly \
               (stepdoku code --strategy blanks prints it).",
    },
    Step {
        title: "Add the prints",
        command: "fprintf(stderr, \"try %d %d %d @%d\\n\", r + 1, c + 1, d, __LINE__);",
        code: true,
        says: "On stderr (the judge reads only stdout): a try line when a digit is written, \
               an undo R C line when it is taken back, each ending with the line of your \
               source that prints it.",
    },
    Step {
        title: "Judge",
        command: "judge 2239 --trace cases --source sol.cpp -- ./sol",
        code: false,
        says: "Each case's verdict with its wall and CPU time; then the most telling failure, \
               what your program printed beside what was expected, its ending named (main \
               must return 0, stop after the first solution, more solutions after the right \
               one, no output), and the command that replays it. --shrink makes the case smaller.",
    },
    Step {
        title: "Replay with your source",
        command: "replay cases/empty.in cases/empty.trace --compare row-major --source sol.cpp",
        code: false,
        says: "Your search played back with your file in the code pane, the line of each step \
               lit; it opens at the first problem, n and N go to the next and the previous \
               one, the reference's step beside yours (judge --open runs it).",
    },
    Step {
        title: "Predict",
        command: "watch puzzles/classic.txt --strategy row-major",
        code: false,
        says: "p asks you to call each next step before it is shown: the try as row, column \
               and digit (134 for r1c3=4), or b when the search goes back; stepdoku says \
               right or wrong and why, by the strategy's own rule, and keeps score. Right \
               shows a step unscored, Left steps back, Esc stops.",
    },
];

/// The section in roff, `escape` making each text safe.
pub fn section(escape: impl Fn(&str) -> String) -> String {
    let mut out = String::from(
        ".SH \"A LEARNER'S PATH\"\nFrom the blog post's dfs to AC; the learner's guide \
         (docs/learner.md) walks it in full.\n",
    );
    for (n, step) in STEPS.iter().enumerate() {
        let command = if step.code {
            escape(step.command)
        } else {
            escape(&format!("stepdoku {}", step.command))
        };
        out.push_str(&format!(
            ".TP\n\\fB{}. {}\\fR\n.nf\n\\fB{command}\\fR\n.fi\n{}\n",
            n + 1,
            escape(step.title),
            escape(step.says)
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    use super::STEPS;

    /// Every subcommand and `--option` a step's command names is one the command line has.
    #[test]
    fn each_command_of_the_path_is_one_the_command_line_takes() {
        let cli = crate::cli::Cli::command();
        for step in STEPS.iter().filter(|s| !s.code) {
            let words: Vec<&str> = step.command.split_whitespace().collect();
            let sub = cli
                .find_subcommand(words[0])
                .unwrap_or_else(|| panic!("no subcommand {}", words[0]));
            for option in words
                .iter()
                .take_while(|w| **w != "--")
                .filter_map(|w| w.strip_prefix("--"))
            {
                let mut sub = sub.clone();
                sub.build();
                assert!(
                    sub.get_arguments().any(|a| a.get_long() == Some(option)),
                    "`stepdoku {}` has no --{option}",
                    words[0]
                );
            }
        }
    }
}
