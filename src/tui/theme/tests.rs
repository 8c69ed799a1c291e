//! The themes' contrast, tested: every letter and digit the themes draw, against every
//! background it can be drawn on, at WCAG's 4.5:1 or more: measured with the xterm palette's
//! values for the indexed colours and, where a style leaves the background to the terminal,
//! against common terminal backgrounds of the theme's kind (plain, Solarized, One Dark /
//! GitHub light).

use ratatui::style::{Color, Style};

use super::Theme;
use crate::tui::view::watch::style::WatchStyle;

use super::wcag;

/// The xterm value of a colour (16–255: the cube and the grey ramp; black and white). The
/// first sixteen otherwise are the terminal scheme's, so no theme may draw text with them.
fn rgb(color: Color) -> (u8, u8, u8) {
    match color {
        Color::Rgb(r, g, b) => (r, g, b),
        Color::Black => (0, 0, 0),
        Color::White => (255, 255, 255),
        Color::Indexed(i) => wcag::xterm(i)
            .unwrap_or_else(|| panic!("{i}: a colour the terminal's scheme may remap")),
        other => panic!("{other:?}: a colour the terminal's scheme may remap"),
    }
}

fn ratio(a: Color, b: Color) -> f64 {
    wcag::ratio(rgb(a), rgb(b))
}

/// Backgrounds a terminal of the theme's kind may have.
fn terminal_backgrounds(theme: &Theme) -> Vec<Color> {
    if theme.light {
        vec![
            Color::Rgb(255, 255, 255),
            Color::Rgb(0xfd, 0xf6, 0xe3),
            Color::Rgb(0xf6, 0xf8, 0xfa),
        ]
    } else {
        vec![
            Color::Rgb(0, 0, 0),
            Color::Rgb(0x1e, 0x1e, 0x1e),
            Color::Rgb(0x00, 0x2b, 0x36),
            Color::Rgb(0x28, 0x2c, 0x34),
        ]
    }
}

/// Every (text style, where it is drawn) pair of a theme, named for the failure message.
fn pairs(theme: &Theme) -> Vec<(String, Style)> {
    let watch = WatchStyle::new(theme);
    let text = [
        ("given", theme.given),
        ("entry", theme.entry),
        ("note", theme.note),
        ("mistake", theme.mistake),
        ("label", theme.label),
        ("label_clash", theme.label_clash),
        ("hint_label", theme.hint_label),
        ("chain_strong", theme.chain_strong()),
        ("chain_weak", theme.chain_weak()),
        ("chain_lit", theme.chain_lit()),
        ("title", theme.title),
        ("text", theme.text),
        ("dim", theme.dim),
        ("key", theme.key),
        ("warning", theme.warning),
        ("solver", watch.solver),
        ("candidates", watch.candidates),
        ("playing", watch.playing),
    ];
    // The digits of the board are drawn on every tint too (a dead end's evidence only
    // underlines them: each keeps its own colour, measured here).
    let board_text = ["given", "entry", "note", "mistake", "solver"];
    let tints = [
        ("region", theme.region),
        ("same_digit", theme.same_digit),
        ("hint_unit", theme.hint_unit),
        ("hint_cell", theme.hint_cell),
        ("domino_given", theme.domino_given),
        ("domino", theme.domino),
    ];
    let mut out: Vec<(String, Style)> = text.iter().map(|(n, s)| ((*n).to_owned(), *s)).collect();
    for (name, style) in text.iter().filter(|(n, _)| board_text.contains(n)) {
        for (tint, bg) in tints {
            out.push((format!("{name} on {tint}"), bg.patch(*style)));
        }
    }
    // Styles that set both colours.
    for (name, style) in [
        ("clash", theme.clash),
        ("clash_given", theme.clash_given),
        ("cursor", theme.cursor),
        ("cursor_clash", theme.cursor_clash),
        ("hint_pattern", theme.hint_pattern),
        ("hint_fin", theme.hint_fin),
        ("hint_remove", theme.hint_remove),
        ("hint_place", theme.hint_place),
        ("chain_lit_cell", theme.chain_lit_cell()),
        ("pending", theme.pending),
        ("tried", watch.tried),
        ("forced", watch.forced),
        ("backtrack", watch.backtrack),
    ] {
        out.push((name.to_owned(), style));
    }
    for &shade in watch.heat {
        out.push((
            format!("heat on {shade:?}"),
            watch.heat_text_on(shade).bg(shade),
        ));
    }
    out
}

fn failures(theme: &Theme) -> Vec<String> {
    let mut failed = Vec::new();
    for (name, style) in pairs(theme) {
        let Some(fg) = style.fg.filter(|&c| c != Color::Reset) else {
            failed.push(format!("{name}: no foreground of its own"));
            continue;
        };
        let backgrounds = match style.bg.filter(|&c| c != Color::Reset) {
            Some(bg) => vec![bg],
            None => terminal_backgrounds(theme),
        };
        for bg in backgrounds {
            let r = ratio(fg, bg);
            if r < 4.5 {
                failed.push(format!("{name}: {fg:?} on {bg:?} is {r:.2}:1"));
            }
        }
    }
    failed
}

#[test]
fn the_dark_theme_reads_at_4_5_to_1_everywhere() {
    let failed = failures(&Theme::dark());
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

#[test]
fn the_light_theme_reads_at_4_5_to_1_everywhere() {
    let failed = failures(&Theme::light());
    assert!(failed.is_empty(), "{}", failed.join("\n"));
}

#[test]
fn the_measure_is_wcags() {
    let (black, white) = (Color::Rgb(0, 0, 0), Color::Rgb(255, 255, 255));
    assert!((ratio(black, white) - 21.0).abs() < 1e-9);
    // The example: white on yellow 226 is 1.07:1.
    assert!((ratio(Color::Indexed(231), Color::Indexed(226)) - 1.07).abs() < 0.01);
}

/// Every combination of the layers that can meet on a cell, stacked in the order the boards
/// stack them, then made readable as the boards make them: the text reads on whatever
/// background is left.
fn layered_failures(theme: &Theme) -> Vec<String> {
    let watch = WatchStyle::new(theme);
    let none = Style::new();
    let mut texts = vec![
        ("given", theme.given),
        ("entry", theme.entry),
        ("note", theme.note),
        ("solver", watch.solver),
        ("candidates", watch.candidates),
        ("no candidate", watch.no_candidate),
        ("heat", watch.heat_text),
    ];
    let shades: Vec<(String, Style)> = watch
        .heat
        .iter()
        .map(|&shade| {
            (
                format!("heat on {shade:?}"),
                watch.heat_text_on(shade).bg(shade),
            )
        })
        .collect();
    texts.extend(shades.iter().map(|(n, s)| (n.as_str(), *s)));
    let layers: [&[(&str, Style)]; 6] = [
        &[
            ("", none),
            ("domino_given", theme.domino_given),
            ("domino", theme.domino),
        ],
        &[
            ("", none),
            ("region", theme.region),
            ("why_unit", watch.why_unit),
        ],
        &[
            ("", none),
            ("same_digit", theme.same_digit),
            ("hint_unit", theme.hint_unit),
        ],
        &[
            ("", none),
            ("hint_cell", theme.hint_cell),
            ("evidence", watch.evidence),
        ],
        &[
            ("", none),
            ("mistake", theme.mistake),
            ("clash", theme.clash),
            ("clash_given", theme.clash_given),
            ("pending", theme.pending),
        ],
        &[
            ("", none),
            ("cursor", theme.cursor),
            ("cursor_clash", theme.cursor_clash),
            ("tried", watch.tried),
            ("forced", watch.forced),
            ("backtrack", watch.backtrack),
        ],
    ];
    let mut failed = Vec::new();
    let mut stack = vec![(String::new(), Style::new())];
    for layer in layers {
        stack = stack
            .iter()
            .flat_map(|(name, style)| {
                layer
                    .iter()
                    .map(move |(n, s)| (format!("{name} {n}"), style.patch(*s)))
            })
            .collect();
    }
    for (text_name, text) in &texts {
        for (name, layers) in &stack {
            let style = theme.readable(text.patch(*layers));
            let (Some(fg), Some(bg)) = (style.fg, style.bg.filter(|&c| c != Color::Reset)) else {
                continue;
            };
            let r = ratio(fg, bg);
            if r < 4.5 {
                failed.push(format!("{text_name} +{name}: {fg:?} on {bg:?} is {r:.2}:1"));
            }
        }
    }
    failed
}

#[test]
fn every_combination_of_layers_reads_at_4_5_to_1() {
    for theme in [Theme::dark(), Theme::light()] {
        let failed = layered_failures(&theme);
        assert!(
            failed.is_empty(),
            "{} failures:\n{}",
            failed.len(),
            failed.join("\n")
        );
    }
}

#[test]
fn without_mending_the_layers_meet_at_the_ratios_seen() {
    // The pairs seen on screen: black heat text under a dead end's unit tint on the dark
    // theme, white under the light one's. Mended, each reads.
    let watch = WatchStyle::new(&Theme::dark());
    let hot = Color::Indexed(226);
    let dark = watch.heat_text_on(hot).bg(hot).patch(watch.why_unit);
    assert!(ratio(dark.fg.unwrap(), dark.bg.unwrap()) < 1.7);
    let mended = Theme::dark().readable(dark);
    assert!(ratio(mended.fg.unwrap(), mended.bg.unwrap()) >= 4.5);
    let light = WatchStyle::new(&Theme::light());
    let cool = Color::Indexed(88);
    let pale = light.heat_text_on(cool).bg(cool).patch(light.why_unit);
    assert!(ratio(pale.fg.unwrap(), pale.bg.unwrap()) < 1.1);
    let mended = Theme::light().readable(pale);
    assert!(ratio(mended.fg.unwrap(), mended.bg.unwrap()) >= 4.5);
}

mod screens;
