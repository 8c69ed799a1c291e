//! The board as the search has it at the current step: givens, the player's digits and the
//! solver's digits each in their own style, the cell of this step's event marked (a guess, a
//! forced digit, or the cell just given up on, marked `×`), and the heatmap when it is on. On a
//! Sudominoku the two cells of each domino are joined (the thin line between them goes, a box
//! edge is drawn broken) and tinted, so the whole lines left are the borders between dominoes.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::Widget;
use stepdoku_core::game::Hint;
use stepdoku_core::hint::logic::Step;
use stepdoku_core::solver::Single;
use stepdoku_core::solver::explain::DeadEnd;
use stepdoku_core::solver::reason::Claim;
use stepdoku_core::{Cell, CellMap, CellSet, DigitSet, Grid};

use super::super::board::{compact_notes, hint as hint_marks, lines};
use crate::tui::hint::{HintView, Marks, Stage};
use crate::tui::layout::BoardGeometry;
use crate::tui::theme::Theme;
use crate::tui::view::watch::style::WatchStyle;
use crate::tui::watch::Watch;
use crate::tui::watch::search::Mark;

/// Drawn in an empty cell with no candidate left: the search has to back out of it.
pub const NO_CANDIDATE: char = '∅';

/// Who put the digit in a cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Origin {
    Given,
    Player,
    Solver,
    Empty,
}

/// How one cell is drawn.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CellLook {
    pub origin: Origin,
    pub mark: Option<Mark>,
    pub style: Style,
    /// The middle of the cell.
    pub text: String,
    /// Guesses in this cell so far, shown with the heatmap on.
    pub heat: Option<u32>,
}

pub struct WatchBoard<'a> {
    watch: &'a Watch,
    theme: &'a Theme,
    style: &'a WatchStyle,
    geometry: BoardGeometry,
    grid: Grid,
    hottest: u32,
    /// A dead end's evidence: the units it lies in, and the cells holding its digits.
    why_units: CellSet,
    evidence: CellSet,
    /// The logic step just played, or the eliminations a propagating step rests on, drawn
    /// as the player draws a whole hint, on the candidates it was found on.
    logic: Option<(Marks, CellMap<DigitSet>)>,
    /// What the candidate view shows: the search's candidates, read once per frame.
    candidates: Option<CellMap<DigitSet>>,
    /// The dead end of the step, derived once per frame: where its `×` goes.
    dead: Option<DeadEnd>,
}

impl<'a> WatchBoard<'a> {
    #[must_use]
    pub fn new(
        watch: &'a Watch,
        theme: &'a Theme,
        style: &'a WatchStyle,
        geometry: BoardGeometry,
    ) -> Self {
        let dead = watch.search.dead_end();
        Self {
            watch,
            theme,
            style,
            geometry,
            grid: watch.search.grid(),
            hottest: watch.search.heat().values().copied().max().unwrap_or(0),
            why_units: CellSet::EMPTY,
            evidence: CellSet::EMPTY,
            logic: logic_marks(watch).or_else(|| reason_marks(watch)),
            candidates: watch.candidates.then(|| watch.search.candidates()),
            dead,
        }
        .with_evidence(dead)
        .with_digit_test()
    }

    /// Digit by digit, a rejected digit test: the unit that holds the digit tinted, the cell
    /// holding it marked (instead of the step's own evidence).
    fn with_digit_test(mut self) -> Self {
        if let Some((cell, digit, unit)) = self.rejected_test() {
            self.why_units = unit.cell_set();
            self.evidence = CellSet::EMPTY;
            let holder = unit
                .cells()
                .into_iter()
                .find(|&c| c != cell && self.grid.get(c) == Some(digit));
            if let Some(holder) = holder {
                self.evidence.insert(holder);
            }
        }
        self
    }

    /// The digit test on screen, when it is one the loop rejects.
    fn rejected_test(&self) -> Option<(Cell, stepdoku_core::Digit, stepdoku_core::Unit)> {
        let frame = self.watch.detail.sub_frame(&self.watch.search)?;
        match frame.current() {
            stepdoku_core::teaching::code::SubStep::Rejected { cell, digit, unit }
                if !frame.at_event() =>
            {
                Some((cell, digit, unit))
            }
            _ => None,
        }
    }

    /// Shade the units of a dead end and mark the digits that make its case.
    fn with_evidence(mut self, dead: Option<DeadEnd>) -> Self {
        let Some(dead) = dead else {
            return self;
        };
        for unit in dead.units() {
            self.why_units |= unit.cell_set();
        }
        if let DeadEnd::NothingFits { why, .. } = dead {
            for claim in why {
                let holder = claim
                    .unit
                    .cells()
                    .into_iter()
                    .find(|&c| self.grid.get(c) == Some(claim.digit));
                if let Some(cell) = holder {
                    self.evidence.insert(cell);
                }
            }
        }
        self
    }

    #[must_use]
    pub fn look(&self, cell: Cell) -> CellLook {
        let style = self.style;
        let value = self.grid.get(cell);
        let origin = if self.watch.givens.contains(cell) {
            Origin::Given
        } else if self.watch.start.get(cell).is_some() {
            Origin::Player
        } else if value.is_some() {
            Origin::Solver
        } else {
            Origin::Empty
        };
        let mut look = CellLook {
            origin,
            mark: self.watch.search.mark_with(cell, self.dead.as_ref()),
            style: match origin {
                Origin::Given => style.given,
                Origin::Player => style.player,
                Origin::Solver => style.solver,
                Origin::Empty => Style::new(),
            }
            .patch(self.tile(cell)),
            text: value.map(|d| d.to_string()).unwrap_or_default(),
            heat: None,
        };
        let count = self.watch.search.heat()[cell];
        if self.watch.heatmap && count > 0 {
            look.heat = Some(count);
            look.style = style.heat_text;
            if let Some(color) = style.heat_color(count, self.hottest) {
                look.style = style.heat_text_on(color).bg(color);
            }
            if !self.geometry.is_large() {
                look.text = style.heat_label(count, self.geometry.cell.width);
            }
        }
        if self.why_units.contains(cell) {
            look.style = look.style.patch(style.why_unit);
        }
        if self.evidence.contains(cell) {
            look.style = look.style.patch(style.evidence);
        }
        if let Some((marks, _)) = &self.logic {
            look.style = hint_marks::cell_style(marks, (cell, value), look.style, self.theme);
        }
        // A cell with a role in the step keeps its roles (`-7`) even in the candidate view.
        let has_role = self
            .logic
            .as_ref()
            .is_some_and(|(marks, _)| marks.involved().contains(cell));
        if value.is_none() && self.watch.candidates && look.heat.is_none() && !has_role {
            let set = self.candidate_set(cell);
            look.text = self.candidates_text(set);
            look.style = look.style.patch(if set.is_empty() {
                style.no_candidate
            } else {
                style.candidates
            });
        }
        match look.mark {
            Some(Mark::Tried(_)) => look.style = look.style.patch(style.tried),
            Some(Mark::Forced) => look.style = look.style.patch(style.forced),
            Some(Mark::Backtrack) => {
                look.style = look.style.patch(style.backtrack);
                look.text = style.backtrack_marker.to_string();
            }
            None => {}
        }
        // Digit by digit, the cell shows the digit under test (`4?`), not the step's result.
        if let Some((tested, digit, _)) = self.rejected_test()
            && tested == cell
        {
            look.style = look.style.patch(style.backtrack);
            look.text = format!("{digit}?");
        }
        // Heat, unit tint, evidence and mark each bring a colour; the text must read on the
        // background they leave.
        look.style = self.theme.readable(look.style);
        look
    }

    /// The tint of the domino covering `cell`, if one does.
    fn tile(&self, cell: Cell) -> Style {
        let given = self.watch.search.given_partner(cell);
        let placed = self.watch.search.domino_partner(cell);
        match (given, placed) {
            (Some(_), _) => self.style.domino_given,
            (None, Some(_)) => self.style.domino,
            (None, None) => Style::new(),
        }
    }

    /// Join the two cells of every domino: the line between them takes the cells' look.
    fn join_dominoes(&self, buf: &mut Buffer) {
        for [a, b] in self.watch.search.joined_dominoes() {
            let look = self.look(a).style.patch(self.look(b).style);
            lines::join(self.geometry, a, b, look, self.theme, buf);
        }
    }

    fn draw_labels(&self, buf: &mut Buffer) {
        let area = self.geometry.area;
        for i in 0..9u8 {
            let Some(cell) = Cell::at(usize::from(i), usize::from(i)) else {
                continue;
            };
            let rect = self.geometry.cell_rect(cell);
            let label = char::from(self.first_label() + i);
            let spots = [
                (area.x.saturating_sub(2), rect.y + rect.height / 2),
                (rect.x + rect.width / 2, area.y.saturating_sub(1)),
            ];
            for spot in spots {
                if let Some(c) = buf.cell_mut(spot) {
                    c.set_char(label).set_style(self.theme.label);
                }
            }
        }
    }

    /// `1`, or `0` when cells are named as the posts' code indexes them.
    fn first_label(&self) -> u8 {
        if self.watch.zero_based { b'0' } else { b'1' }
    }

    /// Each box's number on the board's frame, at the top left of the box: the legend of the
    /// `box N` the steps name (`matrix[N]` counted from 0 with `--zero-based`).
    fn draw_box_numbers(&self, buf: &mut Buffer) {
        for b in 0..9u8 {
            let Some(corner) = Cell::at(usize::from(b / 3 * 3), usize::from(b % 3 * 3)) else {
                continue;
            };
            let rect = self.geometry.cell_rect(corner);
            let spot = (rect.x, rect.y.saturating_sub(1));
            if let Some(c) = buf.cell_mut(spot) {
                c.set_char(char::from(self.first_label() + b))
                    .set_style(self.theme.label);
            }
        }
    }

    /// The search's candidates of `cell`, as read once for this frame.
    fn candidate_set(&self, cell: Cell) -> DigitSet {
        self.candidates.map_or(DigitSet::EMPTY, |all| all[cell])
    }

    /// A compact cell's candidates, drawn as the player's notes are (`7··`, `15·`, `15…`): a
    /// lone candidate never reads as a placed digit, and no count reads as one. No candidate
    /// at all is marked [`NO_CANDIDATE`].
    fn candidates_text(&self, set: DigitSet) -> String {
        if set.is_empty() {
            return NO_CANDIDATE.to_string();
        }
        if self.geometry.is_large() {
            return String::new();
        }
        compact_notes(set, self.geometry.cell.width, None)
    }

    fn draw_cell(&self, cell: Cell, buf: &mut Buffer) {
        let rect = self.geometry.cell_rect(cell);
        let look = self.look(cell);
        buf.set_style(rect, look.style);
        if let Some((marks, before)) = &self.logic
            && look.text.is_empty()
            && marks.involved().contains(cell)
        {
            let large = self.geometry.is_large();
            let candidates = before[cell];
            hint_marks::draw_roles(marks, cell, candidates, (rect, large), self.theme, buf);
            return;
        }
        if self.geometry.is_large()
            && self.watch.candidates
            && self.grid.get(cell).is_none()
            && look.heat.is_none()
            && look.text.is_empty()
        {
            // Each candidate at its keypad place (1 top left, 9 bottom right), a faint dot at
            // the others, as the player's notes: a lone 5 never reads as a placed digit.
            let candidates = self.candidate_set(cell);
            for digit in stepdoku_core::Digit::all() {
                let i = digit.index() as u16;
                let (x, y) = (rect.x + 1 + 2 * (i % 3), rect.y + i / 3);
                let (ch, candidate) = if candidates.contains(digit) {
                    (digit.to_char(), self.style.candidates)
                } else {
                    ('·', self.style.candidates.add_modifier(Modifier::DIM))
                };
                let look = self.theme.readable(look.style.patch(candidate));
                if let Some(c) = buf.cell_mut((x, y)) {
                    c.set_char(ch).set_style(look);
                }
            }
            return;
        }
        let middle_y = rect.y + rect.height / 2;
        put_centered(buf, rect.x, middle_y, rect.width, &look.text);
        if !self.geometry.is_large() {
            return;
        }
        // Large cells have room for the digits left to try above, the count below.
        if let Some(Mark::Tried(remaining)) = look.mark {
            let left: Vec<String> = remaining.iter().map(|d| d.to_string()).collect();
            put_centered(buf, rect.x, rect.y, rect.width, &left.join(" "));
        }
        if let Some(count) = look.heat {
            let text = self.style.heat_label(count, rect.width);
            put_centered(buf, rect.x, rect.y + rect.height - 1, rect.width, &text);
        }
    }
}

/// The marks of the logic step just played, as the player's whole hint, with the candidates
/// it was found on.
pub(super) fn logic_marks(watch: &Watch) -> Option<(Marks, CellMap<DigitSet>)> {
    let run = watch.search.logic()?;
    let frame = run.current()?;
    let candidates = CellMap::from_fn(|cell| frame.before.candidates(cell));
    let hint = match &frame.step {
        Step::Logic(d) => Hint::Deduction(d.clone()),
        Step::BruteForce { cell, digit } => Hint::Reveal {
            cell: *cell,
            digit: *digit,
            why: "no technique applies",
        },
    };
    let mut view = HintView::new(hint, candidates);
    view.stage = Stage::Full;
    Some((view.marks(), candidates))
}

/// The eliminations a propagating step's claim rests on, marked as a whole hint marks its
/// removals (`-7`), with the placement and the claim's unit; `None` when the claim holds on the
/// plain candidates (the board shows all there is to see).
fn reason_marks(watch: &Watch) -> Option<(Marks, CellMap<DigitSet>)> {
    let (reason, before) = watch.search.reason()?;
    if reason.removed.is_empty() {
        return None;
    }
    // The candidates the claim starts from: the digits no peer held before the step.
    let candidates = CellMap::from_fn(|cell| {
        if before.get(cell).is_some() {
            return DigitSet::EMPTY;
        }
        let used: DigitSet = cell.peers().iter().filter_map(|p| before.get(p)).collect();
        !used
    });
    let (mut units, place, digit) = match reason.claim {
        Claim::Forced {
            cell,
            digit,
            single: Single::Hidden(unit),
        } => (vec![unit], vec![(cell, digit)], Some(digit)),
        Claim::Forced { cell, digit, .. } => (Vec::new(), vec![(cell, digit)], Some(digit)),
        Claim::NoPlace(unit, digit) => (vec![unit], Vec::new(), Some(digit)),
        Claim::NoCandidate(_) | Claim::Refuted(_) => (Vec::new(), Vec::new(), None),
    };
    // The units whose digits are locked: where to look to see why each removal holds.
    for removal in &reason.removed {
        if !units.contains(&removal.by.within) {
            units.push(removal.by.within);
        }
    }
    let marks = Marks {
        units,
        cells: CellSet::EMPTY,
        pattern: Vec::new(),
        fins: Vec::new(),
        remove: reason.removed.iter().map(|r| (r.cell, r.digit)).collect(),
        place,
        place_as_notes: false,
        wrong: CellSet::EMPTY,
        digit,
        domino: None,
    };
    Some((marks, candidates))
}

/// `text` centred in `width` columns from `x` (cut to fit).
fn put_centered(buf: &mut Buffer, x: u16, y: u16, width: u16, text: &str) {
    let len = text.chars().count().min(usize::from(width)) as u16;
    let start = x + (width - len) / 2;
    for (i, ch) in text.chars().take(usize::from(len)).enumerate() {
        if let Some(c) = buf.cell_mut((start + i as u16, y)) {
            c.set_char(ch);
        }
    }
}

impl Widget for WatchBoard<'_> {
    fn render(self, _area: Rect, buf: &mut Buffer) {
        lines::draw(self.geometry, self.theme, buf);
        self.draw_labels(buf);
        self.draw_box_numbers(buf);
        for cell in Cell::all() {
            self.draw_cell(cell, buf);
        }
        self.join_dominoes(buf);
    }
}
