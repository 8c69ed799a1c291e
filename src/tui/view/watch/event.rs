//! The current event in words (`r4c7: try 3 (of 3,5,8)`), then the outcome once there is one
//! (or what the strategy does while it searches), then the last message; in predict mode the
//! verdict on the last guess before the event, and the score above them all, on every page.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget};
use stepdoku_core::text::escape;

use crate::tui::action::{Action, WatchAction};
use crate::tui::app::App;
use crate::tui::screen::{ScreenKind, Tone};
use crate::tui::text;
use crate::tui::text::thousands;
use crate::tui::view::pane;
use crate::tui::view::watch::style::WatchStyle;
use crate::tui::watch::{Outcome, Watch, describe};

/// Two borders and five lines: a dead end's evidence or a technique's sentence may take three.
pub const HEIGHT: u16 = 7;
/// Where the column is tall, room for a long logic sentence.
pub const TALL: u16 = 10;

/// Rows the pane takes, borders included, to show all that must be read at `width` columns:
/// the event, the outcome and the message (what the strategy does can go).
#[must_use]
pub fn height_for(app: &App, watch: &Watch, style: &WatchStyle, width: u16) -> u16 {
    // The borders, and the padding either side (see `pane::titled`).
    let inner = usize::from(width.saturating_sub(4)).max(1);
    let rows: usize = pinned(app, watch, inner)
        .iter()
        .chain(&lines(app, watch, style, (false, width)))
        .map(|line| text::wrap_line(line, inner).len())
        .sum();
    u16::try_from(rows).unwrap_or(u16::MAX).saturating_add(2)
}

pub fn render(app: &App, watch: &Watch, style: &WatchStyle, area: Rect, buf: &mut Buffer) {
    let theme = &app.theme;
    let (title, _) = title(watch, area.width);
    let mut block = pane::titled(title, theme.dim, theme);
    let laid = lay_out(app, watch, style, area);
    let Paging { page, pages, .. } = laid.paging;
    let key = |action: WatchAction| app.key_name(Action::Watch(action), ScreenKind::Watch);
    let more = match (pages > 1, page + 1 < pages) {
        (true, true) => Some(format!(" {} more ↓ ", key(WatchAction::WordsDown))),
        (true, false) => Some(format!(" {} from the top ", key(WatchAction::WordsDown))),
        (false, _) => None,
    };
    if let Some(more) = more {
        block = block.title_bottom(Line::styled(more, theme.key).right_aligned());
    }
    Paragraph::new(laid.shown).block(block).render(area, buf);
}

/// The pages of the pane's words: the one the pane opens on (a message's first, else the
/// top), the one on show, and how many there are.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Paging {
    pub open: usize,
    pub page: usize,
    pub pages: usize,
}

/// How `PgUp` and `PgDn` page the pane of size `area`: input asks, so that a press with nothing
/// more to show stores nothing.
#[must_use]
pub fn paging(app: &App, watch: &Watch, style: &WatchStyle, area: Rect) -> Paging {
    lay_out(app, watch, style, area).paging
}

/// The rows the pane shows and how it pages.
struct Laid {
    shown: Vec<Line<'static>>,
    paging: Paging,
}

fn lay_out(app: &App, watch: &Watch, style: &WatchStyle, area: Rect) -> Laid {
    let lines = lines(app, watch, style, (true, area.width));
    let inner = pane::titled(String::new(), app.theme.dim, &app.theme).inner(area);
    let wrap = |lines: &[Line<'static>]| -> Vec<Line<'static>> {
        lines
            .iter()
            .flat_map(|line| text::wrap_line(line, usize::from(inner.width)))
            .collect()
    };
    // The predict score stays in sight above whichever page is shown (it leaves one row at
    // the least to the words).
    let pinned = wrap(&pinned(app, watch, usize::from(inner.width)));
    let pinned_rows = pinned
        .len()
        .min(usize::from(inner.height).saturating_sub(1));
    // A long explanation (a technique, the locked candidates a step rests on) scrolls rather
    // than being cut: PgDn and PgUp move it, and the border says there is more.
    let height = usize::from(inner.height).saturating_sub(pinned_rows).max(1);
    let mut lines = lines;
    let mut rows = wrap(&lines);
    // What the strategy does is the first thing to go when the pane is full.
    if rows.len() > height {
        lines = self::lines(app, watch, style, (false, area.width));
        rows = wrap(&lines);
    }
    // A message (the last lines, the answer to a key) opens at its own first line; PgDn goes
    // on from there and round to the step's top, PgUp back over the step's words above it. A
    // notice (`Stopped: dead end, step 6`) tells less than the step's own words: the pane
    // opens on those, the notice behind PgDn.
    let message_lines = match (&app.message, watch.typed) {
        (Some(message), None) if watch.notice.as_ref() != Some(&message.text) => {
            message.text.lines().count()
        }
        _ => 0,
    };
    // Where all fits, there is one page, from the top.
    let opening = if message_lines == 0 || rows.len() <= height {
        0
    } else {
        wrap(&lines[..lines.len().saturating_sub(message_lines)]).len()
    };
    let tops = page_tops(rows.len(), height, opening);
    let pages = tops.len();
    let open = tops.iter().position(|&top| top == opening).unwrap_or(0);
    // PgDn goes round from the last page to the top; PgUp stops at the top.
    let page =
        usize::try_from((open as i64 + watch.words_offset()).max(0) % pages as i64).unwrap_or(0);
    let top = tops.get(page).copied().unwrap_or(0);
    let shown = pinned
        .into_iter()
        .take(pinned_rows)
        .chain(rows.into_iter().skip(top).take(height))
        .collect();
    Laid {
        shown,
        paging: Paging { open, page, pages },
    }
}

/// The first rows of the pages of `rows` rows, `height` a page, one of them starting at
/// `opening` (the message's first row): those after it follow on from it, those before it
/// end where it starts, the first at the top. At least one page.
fn page_tops(rows: usize, height: usize, opening: usize) -> Vec<usize> {
    let height = height.max(1);
    let mut before: Vec<usize> = (1..)
        .map_while(|back| opening.checked_sub(back * height).filter(|&top| top > 0))
        .collect();
    before.reverse();
    let first = (opening > 0).then_some(0);
    let after = (opening..rows.max(opening + 1)).step_by(height);
    first.into_iter().chain(before).chain(after).collect()
}

/// Which problem of how many a replay's current step is (`None` when it is none).
fn problem(watch: &Watch) -> Option<(usize, usize)> {
    let learner = watch.learner.as_deref()?;
    let index = learner.problem_at(watch.search.steps())?;
    Some((index, learner.stops.len()))
}

/// The pane's title in a pane `width` columns wide, and whether it names the problem: the
/// step, which of its frames is on screen (digit by digit), and in a replay which problem the
/// step is (`Step 3 · problem 2 of 74`), so the rows under it are the step's own words.
/// Shortened to fit, the frame giving way before the problem.
fn title(watch: &Watch, width: u16) -> (String, bool) {
    let step = format!(" Step {} ", thousands(watch.search.steps()));
    let frame = watch
        .detail
        .sub_frame(&watch.search)
        .filter(|_| watch.search.steps() > 0)
        .map(|frame| (frame.index + 1, frame.subs.len()));
    let problem = problem(watch);
    let part = |(of, all): (usize, usize), word: &str, long: bool| {
        let (of, all) = (thousands(of as u64), thousands(all as u64));
        if long {
            format!("· {word} {of} of {all} ")
        } else {
            format!("· {word} {of}/{all} ")
        }
    };
    let with = |frame_long: Option<bool>, problem_long: Option<bool>| {
        let mut title = step.clone();
        if let (Some(frame), Some(long)) = (frame, frame_long) {
            title.push_str(&part(frame, "frame", long));
        }
        if let (Some(problem), Some(long)) = (problem, problem_long) {
            title.push_str(&part(problem, "problem", long));
        }
        title
    };
    // Between the corners.
    let room = usize::from(width).saturating_sub(2);
    let tries = [
        (Some(true), Some(true)),
        (Some(false), Some(true)),
        (Some(false), Some(false)),
        (None, Some(true)),
        (None, Some(false)),
    ];
    for (frame_long, problem_long) in tries {
        let title = with(frame_long, problem_long);
        if title.chars().count() <= room {
            return (title, problem.is_some());
        }
    }
    (with(Some(true), None), false)
}

/// What stays atop the pane on every page: predict mode's score and the try being typed, in
/// `width` columns.
fn pinned(app: &App, watch: &Watch, width: usize) -> Vec<Line<'static>> {
    watch
        .predict
        .iter()
        .map(|predict| super::predict::score(predict, &app.theme, width))
        .collect()
}

/// The event, the outcome or (`strategy`) what the strategy does, which problem the step is
/// where the title of a pane `width` wide has no room to say, then the message (or the
/// number typed, the count of solutions).
fn lines(
    app: &App,
    watch: &Watch,
    style: &WatchStyle,
    (strategy, width): (bool, u16),
) -> Vec<Line<'static>> {
    let theme = &app.theme;
    // A replay's words quote its trace (a move it could not read, the judge's note): shown
    // escaped, as every text from input is.
    let shown = |text: String| escape(&text).into_owned();
    // In predict mode the verdict on the guess is what the player waits for: it comes first,
    // above the step it judged, so a short pane opens on it.
    let mut lines = match &watch.predict {
        Some(predict) => super::predict::verdict(predict, theme, style),
        None => Vec::new(),
    };
    // A trace with no move has no step to name: its outcome says it all.
    if !describe::empty_replay(watch) {
        lines.push(Line::styled(shown(describe::event(watch)), theme.text));
    }
    let outcome_style = match watch.outcome() {
        Outcome::Solved => style.solved,
        _ => style.failed,
    };
    // What the strategy does is worth a line only while nothing more urgent needs it.
    let busy = app.message.is_some() || watch.typed.is_some() || watch.predict.is_some();
    match describe::outcome(watch) {
        Some(outcome) => lines.push(Line::styled(shown(outcome), outcome_style)),
        None if busy || !strategy => {}
        None => lines.push(Line::styled(describe::strategy(watch), theme.dim)),
    }
    // A title too narrow to say which problem this is: it follows the step's words (unless
    // the message on show begins with them, as the replay's first does).
    if let Some((index, count)) = problem(watch)
        && !title(watch, width).1
    {
        let words = format!(
            "Problem {} of {}",
            thousands(index as u64),
            thousands(count as u64)
        );
        let said = app
            .message
            .as_ref()
            .is_some_and(|message| message.text.starts_with(&words));
        if !said {
            lines.push(Line::styled(words, theme.dim));
        }
    }
    let key = |action: WatchAction| app.key_name(Action::Watch(action), ScreenKind::Watch);
    if let Some(typed) = watch.typed {
        // The logical solve has steps but no depth and no guesses.
        let text = if watch.search.logic().is_some() {
            format!(
                "{}: {} goes to that step",
                thousands(typed),
                key(WatchAction::GoToStep),
            )
        } else {
            format!(
                "{}: {} goes to that step, {} to that depth, {} to a try in that cell",
                thousands(typed),
                key(WatchAction::GoToStep),
                key(WatchAction::ToDepth),
                key(WatchAction::ToCell),
            )
        };
        lines.push(Line::styled(text, theme.text));
    } else if let Some(message) = &app.message {
        let tone = match message.tone {
            Tone::Info => theme.text,
            Tone::Warning => theme.warning,
        };
        lines.extend(
            message
                .text
                .lines()
                .map(|notice| Line::styled(notice.to_owned(), tone)),
        );
    } else if let Some(count) = watch.count {
        lines.push(Line::styled(describe::count(count), theme.dim));
    } else if watch.outcome() == Outcome::Solved {
        lines.push(Line::styled(
            format!("{} counts the solutions", key(WatchAction::CountSolutions)),
            theme.dim,
        ));
    }
    lines
}
