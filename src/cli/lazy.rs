//! Subcommand options that clap defines only when they are needed.

use clap::builder::{Resettable, StyledStr};
use clap::{ArgMatches, Args, Command, FromArgMatches};

/// A subcommand's options, defined only once that subcommand is the one run (or help,
/// completions or the man page need them): `stepdoku solve` then builds the definitions of
/// one subcommand, not of every one, before its first puzzle. On a batch of a few hundred
/// hard puzzles, start-up is a few percent of the whole run.
#[derive(Debug)]
pub struct Lazy<T>(pub T);

impl<T: FromArgMatches> FromArgMatches for Lazy<T> {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        T::from_arg_matches(matches).map(Lazy)
    }

    fn from_arg_matches_mut(matches: &mut ArgMatches) -> Result<Self, clap::Error> {
        T::from_arg_matches_mut(matches).map(Lazy)
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        self.0.update_from_arg_matches(matches)
    }

    fn update_from_arg_matches_mut(&mut self, matches: &mut ArgMatches) -> Result<(), clap::Error> {
        self.0.update_from_arg_matches_mut(matches)
    }
}

impl<T: Args> Args for Lazy<T> {
    fn augment_args(command: Command) -> Command {
        command.defer(|command| keep_about(command, T::augment_args))
    }

    fn augment_args_for_update(command: Command) -> Command {
        command.defer(|command| keep_about(command, T::augment_args_for_update))
    }

    fn group_id() -> Option<clap::Id> {
        T::group_id()
    }
}

/// `augment` applied to `command`, whose own description (from the subcommand's doc comment)
/// stays: an options struct's doc comment, applied late, would otherwise replace it.
fn keep_about(command: Command, augment: fn(Command) -> Command) -> Command {
    let about = command.get_about().cloned();
    let long_about = command.get_long_about().cloned();
    let kept = |text: Option<StyledStr>| text.map_or(Resettable::Reset, Resettable::Value);
    augment(command)
        .about(kept(about))
        .long_about(kept(long_about))
}
