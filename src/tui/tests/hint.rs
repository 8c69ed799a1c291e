//! The hint flow: `H` for a nudge, `H` for the whole hint, `H` (or Enter) to apply it as one
//! undo step; what the board and the panel show at each stage, with and without colour.

use insta::assert_snapshot;
use ratatui::buffer::Buffer;
use ratatui::style::Style;
use stepdoku_core::game::{Game, Hint, PuzzleSource};
use stepdoku_core::hint::{Deduction, Evidence, Technique};
use stepdoku_core::{Cell, CellMap, Unit};

use super::*;
use crate::tui::action::Action;
use crate::tui::hint::{HintView, Stage};
use crate::tui::screen::Tone;
use crate::tui::theme::Theme;

/// A hard puzzle (magictour top1465 #2): its hints go past singles soon.
const HARD: &str =
    "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........";

fn hard(theme: Theme) -> App {
    let game = Game::new(&grid(HARD), PuzzleSource::new("hard.txt", None, 0, 1)).unwrap();
    App::new(game, None, theme, std::time::Instant::now())
}

/// Apply hints until the next one removes candidates; the cursor back on r1c1.
fn until_elimination(app: &mut App) {
    for _ in 0..100 {
        if let Hint::Deduction(d) = app.game.hint()
            && !d.eliminations.is_empty()
        {
            app.cursor = cell("r1c1");
            app.message = None;
            return;
        }
        act(app, &[Action::Hint, Action::Hint, Action::Hint]);
    }
    panic!("no elimination in 100 hints");
}

fn stage(app: &App) -> Option<Stage> {
    app.hint.as_ref().map(|h| h.stage)
}

#[test]
fn h_gives_a_nudge_then_the_whole_hint_then_applies_it_as_one_undo_step() {
    let mut app = app();
    act(&mut app, &[Action::Hint]);
    assert_eq!(stage(&app), Some(Stage::Nudge));
    let text = app.hint.as_ref().unwrap().text();
    assert_eq!(text, "Look at r5c5 for a Naked Single.");
    act(&mut app, &[Action::Hint]);
    assert_eq!(stage(&app), Some(Stage::Full));
    assert!(
        app.hint
            .as_ref()
            .unwrap()
            .text()
            .starts_with("r5c5=5. Every other digit"),
        "{}",
        app.hint.as_ref().unwrap().text()
    );
    assert_eq!(
        app.game.board().get(cell("r5c5")),
        None,
        "nothing applied yet"
    );
    act(&mut app, &[Action::Hint]);
    assert!(app.hint.is_none());
    assert_eq!(
        app.game
            .board()
            .get(cell("r5c5"))
            .map(stepdoku_core::Digit::get),
        Some(5)
    );
    assert_eq!(app.cursor, cell("r5c5"));
    assert_eq!(app.game.history().done().len(), 1);
    assert!(
        app.message
            .as_ref()
            .unwrap()
            .text
            .starts_with("Applied: Naked Single")
    );
    act(&mut app, &[Action::Undo]);
    assert_eq!(app.game.board().get(cell("r5c5")), None);
}

#[test]
fn enter_applies_esc_closes_and_any_edit_drops_the_hint() {
    let mut app = app();
    act(&mut app, &[Action::Hint, Action::ApplyHint]);
    assert_eq!(
        app.game
            .board()
            .get(cell("r5c5"))
            .map(stepdoku_core::Digit::get),
        Some(5)
    );
    act(&mut app, &[Action::Hint, Action::Dismiss]);
    assert!(app.hint.is_none());
    assert_eq!(app.game.history().done().len(), 1, "Esc applies nothing");
    act(&mut app, &[Action::Hint]);
    // Moving keeps the hint; an edit drops it, since the board it was about changed.
    act(
        &mut app,
        &[Action::Move(crate::tui::action::Direction::Down)],
    );
    assert!(app.hint.is_some());
    app.cursor = cell("r1c3");
    act(&mut app, &[digit(4)]);
    assert!(app.hint.is_none());
    act(&mut app, &[Action::ApplyHint]);
    assert_eq!(app.message.as_ref().unwrap().tone, Tone::Info);
    assert!(
        app.message
            .as_ref()
            .unwrap()
            .text
            .contains("H asks for one")
    );
}

#[test]
fn a_mistake_is_named_at_once_and_the_next_h_fixes_it() {
    let mut app = app();
    app.cursor = cell("r1c3");
    act(&mut app, &[digit(2), Action::Hint]);
    assert_eq!(stage(&app), Some(Stage::Full));
    let view = app.hint.as_ref().unwrap();
    assert!(view.text().starts_with("r1c3 is not 2"), "{}", view.text());
    assert!(view.marks().wrong.contains(cell("r1c3")));
    act(&mut app, &[Action::Hint]);
    assert_eq!(app.game.board().get(cell("r1c3")), None);
}

/// Someone writing notes a few at a time has not "lost" the true digit: they get a nudge to
/// check the cell's notes, the digit only at the second H, and the third adds it.
#[test]
fn notes_without_the_true_digit_get_a_nudge_first() {
    let mut app = app();
    app.cursor = cell("r1c3");
    act(
        &mut app,
        &[Action::ToggleNotesMode, digit(1), digit(2), Action::Hint],
    );
    assert_eq!(stage(&app), Some(Stage::Nudge));
    let view = app.hint.as_ref().unwrap();
    assert!(view.text().contains("notes in r1c3"), "{}", view.text());
    let marks = view.marks();
    assert!(marks.cells.contains(cell("r1c3")));
    assert!(marks.place.is_empty() && marks.digit.is_none(), "{marks:?}");
    act(&mut app, &[Action::Hint]);
    let view = app.hint.as_ref().unwrap();
    assert!(view.text().contains("leave out 4"), "{}", view.text());
    assert_eq!(view.marks().place, [(cell("r1c3"), digit_value(4))]);
    act(&mut app, &[Action::Hint]);
    assert_eq!(app.game.notes(cell("r1c3")).to_string(), "1,2,4");
}

#[test]
fn an_elimination_hint_marks_units_then_pattern_and_removals() {
    let mut app = hard(Theme::color());
    until_elimination(&mut app);
    act(&mut app, &[Action::Hint]);
    let nudge = app.hint.as_ref().unwrap().marks();
    assert!(!nudge.units.is_empty(), "the nudge points at units");
    assert!(
        nudge.remove.is_empty() && nudge.pattern.is_empty(),
        "and gives nothing away"
    );
    act(&mut app, &[Action::Hint]);
    let full = app.hint.as_ref().unwrap().marks();
    assert!(!full.remove.is_empty());
    let steps = app.game.history().done().len();
    act(&mut app, &[Action::Hint]);
    assert_eq!(app.game.history().done().len(), steps + 1);
    for (cell, digit) in full.remove {
        assert!(
            !app.game.notes(cell).contains(digit),
            "{cell} keeps {digit}"
        );
    }
}

fn elimination_app(theme: Theme, stage: Stage) -> App {
    let mut app = hard(theme);
    until_elimination(&mut app);
    act(&mut app, &[Action::Hint]);
    if stage == Stage::Full {
        act(&mut app, &[Action::Hint]);
    }
    app
}

#[test]
fn nudge_at_80x24() {
    let app = elimination_app(Theme::color(), Stage::Nudge);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn full_hint_at_80x24() {
    let app = elimination_app(Theme::color(), Stage::Full);
    let screen = terminal(&app, 80, 24).backend().to_string();
    // The pattern's 7s in row 3 carry their mark in colour too: a bare 7 in a compact cell
    // reads as a placed digit, and the row would seem to hold three.
    assert!(screen.contains("┃~7 │   │~7 ┃-7 │"), "{screen}");
    assert!(screen.contains("~7 pattern"), "{screen}");
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn full_hint_at_120x40() {
    let app = elimination_app(Theme::color(), Stage::Full);
    assert_snapshot!(terminal(&app, 120, 40).backend());
}

#[test]
fn full_hint_without_colour_at_80x24() {
    let app = elimination_app(Theme::monochrome(), Stage::Full);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

/// The classic puzzle with a made-up hint holding every role: r5c5 placed, 4 removed from
/// r1c3, 2 the pattern in r1c4 and r1c6, 2 a fin in r2c2; row 1 and column 4 its units.
fn every_role(theme: Theme, stage: Stage) -> App {
    let mut app = app_with(theme);
    let digit = |n| stepdoku_core::Digit::new(n).unwrap();
    let deduction = Deduction {
        technique: Technique::FinnedXWing,
        placements: vec![(cell("r5c5"), digit(5))],
        eliminations: vec![(cell("r1c3"), digit(4))],
        evidence: Evidence {
            cells: stepdoku_core::CellSet::EMPTY
                .with(cell("r1c4"))
                .with(cell("r1c6")),
            candidates: vec![(cell("r1c4"), digit(2)), (cell("r1c6"), digit(2))],
            fins: vec![(cell("r2c2"), digit(2))],
            base_units: vec![Unit::Row(0)],
            cover_units: vec![Unit::Col(3)],
            links: Vec::new(),
        },
        explanation: "Every role at once.".to_owned(),
    };
    let grid = app.game.hint_candidates();
    let mut view = HintView::new(
        Hint::Deduction(deduction),
        CellMap::from_fn(|c| grid.candidates(c)),
    );
    view.stage = stage;
    app.hint = Some(view);
    app.cursor = cell("r9c1");
    app
}

/// The legend explains what the board shows: a fin that is also removed shows as removed, so
/// "fin" is not listed.
#[test]
fn the_legend_lists_only_roles_the_board_shows() {
    for size in [(80, 24), (120, 40)] {
        let mut app = every_role(Theme::color(), Stage::Full);
        let legend = |app: &App| terminal(app, size.0, size.1).backend().to_string();
        assert!(legend(&app).contains("*2 fin"), "{}", legend(&app));
        if let Some(HintView {
            hint: Hint::Deduction(d),
            ..
        }) = &mut app.hint
        {
            d.evidence.fins = vec![(cell("r1c3"), digit_value(4))];
        }
        let screen = legend(&app);
        assert!(!screen.contains(" fin"), "{size:?}: {screen}");
        assert!(screen.contains("-4 remove"), "{size:?}: {screen}");
    }
}

/// The screen cell at `(dx, dy)` inside `name`'s box.
fn at(buf: &Buffer, name: &str, (dx, dy): (u16, u16), size: (u16, u16)) -> (String, Style) {
    let r = cell_rect(cell(name), size.0, size.1);
    let c = &buf[(r.x + dx, r.y + dy)];
    (c.symbol().to_owned(), c.style())
}

#[test]
fn each_role_has_its_own_style_in_large_and_compact_cells() {
    let theme = Theme::color();
    let app = every_role(theme, Stage::Full);
    let big = render(&app, 120, 40);
    let size = (120, 40);
    // Large cells: the placed digit in the middle, candidates in keypad positions.
    assert_eq!(at(&big, "r5c5", (2, 1), size).0, "+");
    assert_eq!(at(&big, "r5c5", (3, 1), size).0, "5");
    assert_eq!(at(&big, "r5c5", (3, 1), size).1.bg, theme.hint_place.bg);
    assert_eq!(
        at(&big, "r1c3", (1, 1), size),
        ("4".to_owned(), at(&big, "r1c3", (1, 1), size).1)
    );
    assert_eq!(at(&big, "r1c3", (0, 1), size).0, "-");
    assert_eq!(at(&big, "r1c3", (1, 1), size).1.bg, theme.hint_remove.bg);
    assert_eq!(at(&big, "r1c4", (3, 0), size).0, "2");
    assert_eq!(at(&big, "r1c4", (3, 0), size).1.bg, theme.hint_pattern.bg);
    assert_eq!(at(&big, "r2c2", (2, 0), size).0, "*");
    assert_eq!(at(&big, "r2c2", (3, 0), size).1.bg, theme.hint_fin.bg);
    // The pattern's cells are shaded; cells of its units tinted; others untouched.
    assert_eq!(at(&big, "r1c4", (0, 2), size).1.bg, theme.hint_cell.bg);
    assert_eq!(at(&big, "r1c8", (0, 0), size).1.bg, theme.hint_unit.bg);
    assert_eq!(at(&big, "r7c4", (0, 0), size).1.bg, theme.hint_unit.bg);
    let untouched = render(&every_role(theme, Stage::Full), 120, 40);
    let mut plain = app_with(theme);
    plain.cursor = cell("r9c1");
    let plain = render(&plain, 120, 40);
    assert_eq!(
        at(&untouched, "r7c7", (0, 0), size),
        at(&plain, "r7c7", (0, 0), size)
    );
    let four = [
        theme.hint_place.bg,
        theme.hint_remove.bg,
        theme.hint_pattern.bg,
        theme.hint_fin.bg,
    ];
    for (i, a) in four.iter().enumerate() {
        for b in &four[i + 1..] {
            assert_ne!(a, b, "roles share a colour");
        }
    }

    let small = render(&app, 80, 24);
    let size = (80, 24);
    assert_eq!(at(&small, "r5c5", (0, 0), size).0, "+");
    assert_eq!(at(&small, "r5c5", (1, 0), size).0, "5");
    assert_eq!(at(&small, "r1c3", (0, 0), size).0, "-");
    assert_eq!(at(&small, "r1c3", (1, 0), size).1.bg, theme.hint_remove.bg);
    assert_eq!(at(&small, "r1c4", (1, 0), size).0, "2");
    assert_eq!(at(&small, "r1c4", (1, 0), size).1.bg, theme.hint_pattern.bg);
    assert_eq!(at(&small, "r2c2", (0, 0), size).0, "*");
    assert_eq!(at(&small, "r2c2", (1, 0), size).1.bg, theme.hint_fin.bg);
    // The units' row and column numbers are marked.
    let board = layout::geometry(ratatui::layout::Rect::new(0, 0, 80, 24))
        .unwrap()
        .board;
    let row1 = &small[(board.area.x - 2, board.cell_rect(cell("r1c1")).y)];
    assert_eq!(row1.style().fg, theme.hint_label.fg);
    let col4 = &small[(board.cell_rect(cell("r1c4")).x + 1, board.area.y - 1)];
    assert_eq!(col4.style().fg, theme.hint_label.fg);
    let col5 = &small[(board.cell_rect(cell("r1c5")).x + 1, board.area.y - 1)];
    assert_eq!(col5.style().fg, theme.label.fg);
}

#[test]
fn the_nudge_tints_only_its_units() {
    let theme = Theme::color();
    let app = every_role(theme, Stage::Nudge);
    let buf = render(&app, 80, 24);
    let units = app.hint.as_ref().unwrap().marks().units;
    assert_eq!(units, vec![Unit::Row(0)], "the nudge names the base unit");
    for c in Cell::all() {
        let (text, style) = at(&buf, &c.to_string(), (1, 0), (80, 24));
        if c.row() == 0 {
            assert_eq!(style.bg, theme.hint_unit.bg, "{c}");
        } else {
            assert_ne!(style.bg, theme.hint_unit.bg, "{c}");
        }
        assert_ne!(text, "+", "{c}: nothing given away");
    }
}

#[test]
fn without_colour_the_roles_read_from_markers() {
    let app = every_role(Theme::monochrome(), Stage::Full);
    for size in [(80, 24), (120, 40)] {
        let buf = render(&app, size.0, size.1);
        let screen: String = buf
            .content()
            .iter()
            .map(ratatui::buffer::Cell::symbol)
            .collect();
        // The pattern has a marker too: a bare bold 2 would read as a placed digit.
        for marker in ["+5", "-4", "*2", "~2", "~2 pattern"] {
            assert!(screen.contains(marker), "{size:?}: no {marker}");
        }
        for c in buf.content() {
            assert_eq!(
                c.style().bg.unwrap_or(ratatui::style::Color::Reset),
                ratatui::style::Color::Reset
            );
        }
        let (_, place) = at(
            &buf,
            "r5c5",
            (if size.0 == 80 { 1 } else { 3 }, u16::from(size.0 != 80)),
            size,
        );
        assert!(place.add_modifier.contains(ratatui::style::Modifier::BOLD));
    }
}

/// The nudge of a Naked Single names a cell, not a digit: lighting every 5 would tell the
/// answer. The whole hint may show it.
#[test]
fn a_singles_nudge_does_not_light_up_its_digit() {
    let mut app = app();
    app.cursor = cell("r1c3"); // empty: no same-digit highlight of its own
    act(&mut app, &[Action::Hint]);
    assert_eq!(
        app.hint.as_ref().map(super::super::hint::HintView::text),
        Some("Look at r5c5 for a Naked Single.".to_owned())
    );
    let (given, nudge) = at(&render(&app, 80, 24), "r1c1", (1, 0), (80, 24));
    assert_eq!(given, "5");
    assert_ne!(nudge.bg, app.theme.same_digit.bg, "the given 5 stays plain");
    act(&mut app, &[Action::Hint]);
    let (_, full) = at(&render(&app, 80, 24), "r1c1", (1, 0), (80, 24));
    assert_eq!(
        full.bg, app.theme.same_digit.bg,
        "the whole hint shows the 5s"
    );
}

/// At the player's minimum size a hint's sentence and the key that acts on it stay whole;
/// the panel's other lines make room (the legend and the facts at the top go first).
#[test]
fn a_hint_at_the_minimum_size_keeps_its_sentence_and_keys() {
    for stage in [Stage::Nudge, Stage::Full] {
        let app = elimination_app(Theme::color(), stage);
        let screen = terminal(&app, 65, 21).backend().to_string();
        let (wanted, last_words) = match stage {
            Stage::Nudge => ("H the whole hint", "(Pointing)."),
            Stage::Full => ("H or Enter apply it", "row 3."),
        };
        assert!(screen.contains(wanted), "{stage:?}: {screen}");
        assert!(screen.contains(last_words), "{stage:?}: {screen}");
        assert_snapshot!(format!("hint_at_65x21_{stage:?}"), screen);
    }
}

/// A hint too long for the panel is cut with `…`, and its keys still show.
#[test]
fn a_long_hint_is_cut_but_its_keys_stay() {
    let mut app = elimination_app(Theme::color(), Stage::Full);
    if let Some(HintView {
        hint: Hint::Deduction(d),
        ..
    }) = &mut app.hint
    {
        d.explanation = "A long chain of reasoning. ".repeat(20);
    }
    let screen = terminal(&app, 65, 21).backend().to_string();
    assert!(screen.contains('…'), "{screen}");
    assert!(screen.contains("H or Enter apply it"), "{screen}");
}

/// The deduction of the hint on screen, to change one of its parts.
fn deduction_mut(app: &mut App) -> &mut Deduction {
    match &mut app.hint {
        Some(HintView {
            hint: Hint::Deduction(d),
            ..
        }) => d,
        _ => panic!("no deduction on screen"),
    }
}

/// The `*` candidates are named for what they are in the technique: an ALS-XY-Wing's are the
/// digits its sets share, never a "fin".
#[test]
fn the_legend_names_the_techniques_own_roles() {
    for (technique, word) in [
        (Technique::AlsXyWing, "*2 shared"),
        (Technique::XyWing, "*2 shared"),
        (Technique::DeathBlossom, "*2 stem"),
        (Technique::SimpleColorsTrap, "*2 other colour"),
        (Technique::FinnedXWing, "*2 fin"),
    ] {
        let mut app = every_role(Theme::color(), Stage::Full);
        deduction_mut(&mut app).technique = technique;
        let screen = terminal(&app, 120, 40).backend().to_string();
        assert!(screen.contains(word), "{technique:?}: {screen}");
        if word != "*2 fin" {
            assert!(!screen.contains(" fin"), "{technique:?}: {screen}");
        }
    }
}

/// A sentence too long for the panel is cut (with `…`) before the legend goes: at 80×24 a
/// long explanation still leaves every role's entry on screen.
#[test]
fn a_long_explanation_is_shortened_before_the_legend_is_dropped() {
    let mut app = every_role(Theme::color(), Stage::Full);
    deduction_mut(&mut app).explanation = "Because of this and that, ".repeat(40);
    let screen = terminal(&app, 80, 24).backend().to_string();
    assert!(screen.contains('…'), "{screen}");
    for entry in ["+5 place", "-4 remove", "*2 fin"] {
        assert!(screen.contains(entry), "{entry} missing: {screen}");
    }
}

#[test]
fn applying_a_removal_says_where_it_wrote_notes_and_a_placement_writes_none() {
    let mut app = hard(Theme::color());
    act(&mut app, &[Action::Hint, Action::Hint, Action::Hint]);
    assert!(message(&app).starts_with("Applied:"), "{}", message(&app));
    assert!(!message(&app).contains("notes"), "{}", message(&app));
    assert!(Cell::all().all(|c| app.game.notes(c).is_empty()));
    until_elimination(&mut app);
    let Hint::Deduction(deduction) = app.game.hint() else {
        unreachable!("until_elimination stops at a deduction")
    };
    act(&mut app, &[Action::Hint, Action::Hint, Action::Hint]);
    let noted: Vec<String> = Cell::all()
        .filter(|&c| !app.game.notes(c).is_empty())
        .map(|c| c.to_string())
        .collect();
    assert!(!noted.is_empty());
    assert!(
        noted.iter().all(|name| deduction
            .eliminations
            .iter()
            .any(|&(c, _)| c.to_string() == *name)),
        "{noted:?}"
    );
    let said = message(&app);
    if noted.len() <= 3 {
        assert!(
            said.contains(&format!("notes written in {}", noted.join(" "))),
            "{said}"
        );
    } else {
        assert!(
            said.contains(&format!("notes written in {} cells", noted.len())),
            "{said}"
        );
    }
}
