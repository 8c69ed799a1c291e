//! The race screen: one pane per strategy side by side, each with its board, its counters and
//! its current event, then the ranking once every lane is done. Four lanes fit at 80×24 on
//! boards of one-character cells (the lines between cells are dropped, the box lines kept);
//! from about 120×40, three lanes get the watch's own compact boards.

mod lane;
mod ranking;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::{footer, too_small};
use crate::tui::app::App;
use crate::tui::layout::cramped::cramped;
use crate::tui::race::Race;

// The too-small screen's least height, held to what a lane draws: the top border, the small
// board, its lines of words, and the footer under the panes.
const _: () = assert!(
    1 + lane::SMALL_BOARD + lane::WORDS + 1 == crate::tui::layout::cramped::RACE_MIN_HEIGHT
);

pub fn render(app: &App, race: &Race, area: Rect, buf: &mut Buffer) {
    let lanes = race.lanes.len().max(1) as u16;
    if let Some(cramped) = cramped(app, (area.width, area.height)) {
        too_small::render(app, &cramped, area, buf);
        return;
    }
    let panes = Rect {
        height: area.height - 1,
        ..area
    };
    let width = panes.width / lanes;
    for (i, lane) in race.lanes.iter().enumerate() {
        let i = i as u16;
        let last = i + 1 == lanes;
        let rect = Rect {
            x: panes.x + i * width,
            width: if last { panes.width - i * width } else { width },
            ..panes
        };
        let running = race.playback.is_playing();
        lane::render(app, lane, (rect, last, running), buf);
    }
    if let Some(order) = race.order() {
        ranking::render(app, race, &order, panes, buf);
    } else if race.all_done() {
        ranking::timing(app, panes, buf);
    }
    let footer_area = Rect {
        y: area.bottom() - 1,
        height: 1,
        ..area
    };
    footer::render(app, footer_area, buf);
}
