//! Answering a stream of puzzles on every core, in input order, in bounded memory.
//!
//! One thread reads, `jobs` threads answer, the calling thread writes. At most [`window`]
//! batches of [`Pace::chunk`] puzzles are between the reader and the writer at any time (read
//! and not yet written), so a huge input or an endless pipe holds a few thousand puzzles at
//! most. Answers are written in input order whatever order they are finished in. With one job
//! there are no threads at all: read, answer, write, one at a time.

use std::collections::BTreeMap;
use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;

use crossbeam_channel::{bounded, select, unbounded};

/// How many batches may be in flight for `jobs` workers: enough that no worker waits on a slow
/// neighbour's answer, few enough to keep memory flat.
#[must_use]
pub fn window(jobs: usize) -> usize {
    jobs.saturating_mul(8).max(1)
}

/// How items travel: one at a time, so each answer is out as soon as it can be (an input that
/// may come from a person or a program line by line), or in batches (a file: the hand-over
/// between threads then costs little next to the work).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    EachAtOnce,
    Batched,
}

impl Pace {
    /// Items per batch.
    #[must_use]
    pub const fn chunk(self) -> usize {
        match self {
            Pace::EachAtOnce => 1,
            Pace::Batched => 64,
        }
    }
}

/// The number of workers `-j` asks for: `0` or none means every core.
#[must_use]
pub fn jobs(asked: Option<usize>) -> usize {
    match asked {
        Some(n) if n > 0 => n,
        _ => thread::available_parallelism().map_or(1, usize::from),
    }
}

/// Answer every item with `work` on `jobs` threads and hand the answers to `emit` in input
/// order. `emit` returning an error (stdout closed, say) stops the batch at once.
pub fn run<T, U>(
    items: impl Iterator<Item = T> + Send + 'static,
    jobs: usize,
    pace: Pace,
    work: impl Fn(T) -> U + Sync,
    mut emit: impl FnMut(U) -> io::Result<()>,
) -> io::Result<()>
where
    T: Send + 'static,
    U: Send,
{
    if jobs <= 1 {
        for item in items {
            emit(work(item))?;
        }
        return Ok(());
    }
    let window = window(jobs);
    let chunk = pace.chunk();
    // A slot is a place in the window: the reader takes one per item, the writer gives it back
    // once that item's answer is written.
    let (give_slot, take_slot) = bounded::<()>(window);
    for _ in 0..window {
        let _ = give_slot.send(());
    }
    let (send_item, receive_item) = bounded::<(usize, Vec<T>)>(window);
    // Raised when the writer stops, for whatever reason: workers leave the batch they are on
    // instead of answering puzzles nobody will read.
    let stopped = Arc::new(AtomicBool::new(false));
    // Not scoped: a reader blocked on a terminal that never sends must not keep the command
    // from ending. It stops on its own when the writer is gone.
    let reader_stopped = Arc::clone(&stopped);
    thread::spawn(move || {
        let mut items = items.peekable();
        let mut index = 0;
        while items.peek().is_some() && !reader_stopped.load(Ordering::Relaxed) {
            let batch: Vec<T> = items.by_ref().take(chunk).collect();
            if take_slot.recv().is_err() || send_item.send((index, batch)).is_err() {
                return;
            }
            index += 1;
        }
    });
    thread::scope(|scope| {
        // Every way out of this scope (an error, a panic, the end) drops the writer's end of
        // `quit`, the slots and the answers: each of them wakes a thread that waits on it, so
        // no wait outlives the writer.
        let (quit, on_quit) = bounded::<()>(0);
        let _stop_on_exit = RaiseOnDrop(&stopped);
        let give_slot = give_slot;
        let (send_answer, receive_answer) = unbounded::<(usize, Vec<U>)>();
        for _ in 0..jobs {
            let receive_item = receive_item.clone();
            let send_answer = send_answer.clone();
            let on_quit = on_quit.clone();
            let (work, stopped) = (&work, &*stopped);
            scope.spawn(move || {
                loop {
                    let (index, batch) = select! {
                        recv(receive_item) -> next => match next {
                            Ok(next) => next,
                            Err(_) => return,
                        },
                        recv(on_quit) -> _ => return,
                    };
                    let mut answers = Vec::with_capacity(batch.len());
                    for item in batch {
                        if stopped.load(Ordering::Relaxed) {
                            return;
                        }
                        answers.push(work(item));
                    }
                    if send_answer.send((index, answers)).is_err() {
                        return;
                    }
                }
            });
        }
        drop((send_answer, receive_item, on_quit));
        let mut waiting = BTreeMap::new();
        let mut next = 0;
        for (index, answers) in &receive_answer {
            waiting.insert(index, answers);
            while let Some(answers) = waiting.remove(&next) {
                for answer in answers {
                    emit(answer)?;
                }
                next += 1;
                let _ = give_slot.send(());
            }
        }
        drop(quit);
        Ok(())
    })
}

/// Raises its flag when dropped: on return and on unwinding alike.
struct RaiseOnDrop<'a>(&'a AtomicBool);

impl Drop for RaiseOnDrop<'_> {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    use super::*;

    #[test]
    fn answers_come_out_in_input_order_whatever_order_they_finish_in() {
        for jobs in [1, 2, 4] {
            let mut out = Vec::new();
            run(
                0..200u64,
                jobs,
                if jobs == 2 {
                    Pace::Batched
                } else {
                    Pace::EachAtOnce
                },
                |n| {
                    // Later items finish first.
                    thread::sleep(Duration::from_micros(200 - n));
                    n * n
                },
                |answer| {
                    out.push(answer);
                    Ok(())
                },
            )
            .unwrap();
            assert_eq!(
                out,
                (0..200u64).map(|n| n * n).collect::<Vec<_>>(),
                "jobs {jobs}"
            );
        }
    }

    #[test]
    fn no_more_than_a_window_is_ever_read_ahead() {
        let read = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&read);
        let items = (0..).inspect(move |_| {
            counted.fetch_add(1, Ordering::SeqCst);
        });
        let mut written = 0;
        let stop = run(
            items,
            2,
            Pace::Batched,
            |n: usize| n,
            |_| {
                written += 1;
                let ahead = window(2) * Pace::Batched.chunk();
                assert!(read.load(Ordering::SeqCst) <= written + ahead + Pace::Batched.chunk());
                if written == 1000 {
                    Err(io::Error::new(io::ErrorKind::BrokenPipe, "stop"))
                } else {
                    Ok(())
                }
            },
        );
        assert!(stop.is_err(), "an endless input stops when the writer does");
    }
}
