//! The work itself, plain and synchronous: the event loop runs it on a thread of its own and
//! sends the answer back on the channel it waits on; tests call it directly. Timing lives here
//! too, with the loop: the interface's state never reads the clock.

use stepdoku_core::teaching::subtrees;

use crate::tui::watch::slow::SHOWN;
use std::time::{Duration, Instant};

use stepdoku_core::Grid;
use stepdoku_core::solver::whole_tree::{WHOLE_TREE_MAX_STEPS, whole_tree_unless};
use stepdoku_core::solver::{Machine, Options};
use stepdoku_core::store::Graded;
use stepdoku_core::teaching::method::Method;

use crate::tui::action::{Action, Done, Timings};
use crate::tui::menu::catalogue;
use crate::tui::reader::Outbox;
use crate::tui::work::Work;

/// Run `work` on a thread of its own; its answer (or, should it die, [`failed`]) goes
/// to the loop.
pub fn start(work: Work, outbox: Outbox) {
    spawn(work, move |answer| outbox.send(answer));
}

/// [`start`] with the answer handed to `deliver`, on the work's thread. A whole-tree count
/// runs at the lowest priority: it starts with the watch and may run for a second, while the
/// watch may be stepping at full speed, and on a machine whose cores are all busy an equal
/// share for the count would be taken from the stepping.
fn spawn(work: Work, deliver: impl FnOnce(Action) + Send + 'static) {
    let yields = matches!(work, Work::WholeTree { .. });
    std::thread::spawn(move || {
        if yields {
            lowest_priority();
        }
        let failed = failed(&work);
        let answer = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(work)));
        deliver(answer.unwrap_or(failed));
    });
}

/// Give the calling thread the lowest scheduling priority (nice 19): it runs when a core has
/// nothing else to do. Lowering is always allowed; should it fail, the work runs as before.
fn lowest_priority() {
    #[cfg(target_os = "linux")]
    {
        let _ = rustix::process::setpriority_process(Some(rustix::thread::gettid()), 19);
    }
}

/// Do the work, however long it takes, and say what came of it.
#[must_use]
pub fn run(work: Work) -> Action {
    Action::Done(match work {
        Work::Generate {
            level,
            technique,
            seed,
            tried,
        } => Done::Generated {
            level,
            technique,
            seed,
            grid: match technique {
                Some(technique) => catalogue::practise(technique, seed, &tried),
                None => Some(catalogue::generate(level, seed, &tried)),
            },
        },
        Work::TimeRace(lanes) => {
            let times: Vec<_> = lanes
                .iter()
                .map(|&(method, start, max)| time_per_solve(method, &start, max))
                .collect();
            Done::RaceTimed(Timings::new(&times))
        }
        Work::Grade(game) => Done::Graded(Graded::known(&game, game.level().as_deref())),
        Work::Subtrees {
            start,
            strategy,
            max_steps,
        } => {
            let options = crate::tui::watch::machine(&start, strategy).map(|m| m.options());
            Done::Subtrees(
                options
                    .and_then(|o| subtrees::measure(&start, o, max_steps, SHOWN))
                    .ok()
                    .map(Box::new),
            )
        }
        Work::WholeTree {
            start,
            strategy,
            cancel,
        } => Done::WholeTree {
            start,
            strategy,
            // Cancelled: the watch that asked is gone, and nobody reads the answer.
            size: whole_tree_unless(&start, strategy, WHOLE_TREE_MAX_STEPS, &mut || {
                cancel.is_raised()
            })
            .ok()
            .flatten(),
        },
    })
}

/// What comes back when the work dies without an answer.
#[must_use]
pub fn failed(work: &Work) -> Action {
    Action::Done(match work {
        Work::Generate {
            level,
            technique,
            seed,
            ..
        } => Done::Generated {
            level: *level,
            technique: *technique,
            seed: *seed,
            grid: None,
        },
        Work::TimeRace(_) => Done::RaceTimed(Timings::new(&[])),
        // Saved without a level rather than not at all.
        Work::Grade(game) => Done::Graded(Graded::known(game, None)),
        Work::Subtrees { .. } => Done::Subtrees(None),
        Work::WholeTree {
            start, strategy, ..
        } => Done::WholeTree {
            start: *start,
            strategy: *strategy,
            size: None,
        },
    })
}

/// The time one headless solve of `start` takes with `method`: repeated for at least 50 ms
/// (one run if a single solve takes longer), no drawing, no timeline.
#[must_use]
pub fn time_per_solve(method: Method, start: &Grid, max_steps: u64) -> Duration {
    const AT_LEAST: Duration = Duration::from_millis(50);
    let began = Instant::now();
    let mut runs = 0u32;
    loop {
        match method {
            Method::Search(strategy) => {
                let options = Options {
                    strategy,
                    ..Options::default()
                };
                if let Ok(mut machine) = Machine::new(start, options) {
                    machine.run(Some(max_steps));
                    std::hint::black_box(machine.counters());
                }
            }
            Method::Logic => {
                std::hint::black_box(crate::tui::watch::logic::LogicRun::new(start));
            }
        }
        runs += 1;
        if began.elapsed() >= AT_LEAST || runs == u32::MAX {
            return began.elapsed() / runs;
        }
    }
}

#[cfg(test)]
#[cfg(target_os = "linux")]
mod tests {
    use std::sync::mpsc;

    use stepdoku_core::solver::Strategy;

    use super::*;
    use crate::tui::work::Cancel;

    const PUZZLE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// The scheduling priority (nice value) of the thread that did `work`, read when it
    /// delivers the answer.
    fn nice_of(work: Work) -> i32 {
        let (send, receive) = mpsc::channel();
        spawn(work, move |_| {
            let _ = send.send(rustix::process::getpriority_process(None));
        });
        receive
            .recv_timeout(Duration::from_secs(600))
            .expect("an answer")
            .expect("the thread's priority")
    }

    #[test]
    fn the_whole_tree_count_runs_at_the_lowest_priority_and_other_work_as_the_watch() {
        let start = Grid::from_line(PUZZLE).expect("a puzzle");
        let strategy = Strategy::RowMajor;
        let count = Work::WholeTree {
            start,
            strategy,
            cancel: Cancel::default(),
        };
        assert_eq!(nice_of(count), 19);
        let ours = rustix::process::getpriority_process(None).expect("this thread's priority");
        let subtrees = Work::Subtrees {
            start,
            strategy,
            max_steps: 1_000,
        };
        assert_eq!(nice_of(subtrees), ours);
    }
}
