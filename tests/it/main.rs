//! The integration tests, as one crate: one binary to link instead of one per file. Each module
//! drives the library or the real `stepdoku` binary the way a user does; `common` holds the
//! runners they share (a pseudo-terminal, piped processes, the classic test puzzle).
// Tests may panic on broken fixtures.
#![expect(
    clippy::unwrap_used,
    clippy::expect_used,
    reason = "helpers outside #[test] functions panic on broken fixtures"
)]

mod common;

mod architecture;
mod batch_shutdown;
mod bounded_input;
mod cli_input;
mod cli_pipes;
mod cli_robust;
mod code_cli;
mod config_cli;
mod doc_links;
mod escaped_output;
mod format_props;
mod generate_cli;
mod generate_props;
mod hint_cli;
mod hint_never_wrong;
mod index_from_one;
mod judge_cli;
mod judge_crashes;
mod judge_endings;
mod judge_flags;
mod judge_java;
mod judge_layout;
mod judge_memory;
mod judge_review;
mod judge_safety;
mod judge_third;
mod judge_traces;
mod judge_waiting;
mod learner_review;
mod no_further;
mod pictures;
mod play_cli;
mod play_game;
mod play_hint;
mod play_props;
mod play_sudominoku;
mod practice_cli;
mod pty_chain;
mod pty_enter;
mod pty_fit;
mod pty_judge;
mod pty_play;
mod pty_player_review;
mod pty_predict;
mod pty_race;
mod pty_replay;
mod pty_robust;
mod pty_slow;
mod pty_tree_pick;
mod pty_watch;
mod readme;
mod record;
mod replay_after;
mod replay_cli;
mod replay_order;
mod replay_puzzles;
mod replay_words;
mod scripts;
mod sentences;
mod shell_cli;
mod solve;
mod solve_props;
mod stats_hints;
mod store_busy;
mod store_cli;
mod store_permissions;
mod store_planted;
mod store_refusals;
mod store_scale;
mod store_windows;
mod sudominoku_post;
mod trace_cli;
mod tree_cli;
mod watch_cli;
mod workspace;
