//! The work itself, plain and synchronous: the event loop runs it on a thread of its own and
//! sends the answer back on the channel it waits on; tests call it directly.

use crate::tui::action::{Action, Done, Timings};
use crate::tui::menu::catalogue;
use crate::tui::race::time_per_solve;
use crate::tui::reader::Outbox;
use crate::tui::work::Work;

/// Run `work` on a thread of its own; its answer (or, should it die, [`Work::failed`]) goes
/// to the loop.
pub fn start(work: Work, outbox: Outbox) {
    std::thread::spawn(move || {
        let failed = work.failed();
        let answer = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run(work)));
        outbox.send(answer.unwrap_or(failed));
    });
}

/// Do the work, however long it takes, and say what came of it.
#[must_use]
pub fn run(work: Work) -> Action {
    Action::Done(match work {
        Work::Generate { level, seed, tried } => Done::Generated {
            level,
            seed,
            grid: Some(catalogue::generate(level, seed, &tried)),
        },
        Work::TimeRace(lanes) => {
            let times: Vec<_> = lanes
                .iter()
                .map(|&(method, start, max)| time_per_solve(method, &start, max))
                .collect();
            Done::RaceTimed(Timings::new(&times))
        }
    })
}
