//! A chain hint on the real binary's screen: its links drawn on the board (strong links in
//! double lines, weak ones dashed), `>` stepping them one at a time with the link's sentence,
//! at 80×24 and 120×40, on a dark and a light terminal, every glyph of the chain reading at
//! 4.5:1 or more against its background; and without colour, the glyphs alone.

use crate::common;
use crate::common::assert_contains;
use crate::common::pty::Session;

/// `puzzles/extreme.txt` #9: `H` pressed 29 times shows its tenth hint whole, a
/// Discontinuous Nice Loop of six links (`r1c3 -4- r5c3 =7= …`).
const PRESSES: usize = 29;

const STRONG: &str = "═║╔╗╚╝╦╩╠╣╬";
const WEAK: &str = "╌╎";

/// One cell of the emulated screen: its text, colours and attributes.
struct Spot {
    text: String,
    fg: vt100::Color,
    bg: vt100::Color,
    bold: bool,
    inverse: bool,
}

fn spots(session: &Session) -> Vec<Spot> {
    let parser = session.screen.lock().unwrap();
    let screen = parser.screen();
    let (rows, cols) = screen.size();
    let (rows, cols): (u16, u16) = (rows.into(), cols.into());
    let mut out = Vec::new();
    for row in 0..rows {
        for col in 0..cols {
            if let Some(c) = screen.cell(row, col) {
                out.push(Spot {
                    text: c.contents().to_owned(),
                    fg: c.fgcolor(),
                    bg: c.bgcolor(),
                    bold: c.bold(),
                    inverse: c.inverse(),
                });
            }
        }
    }
    out
}

/// The contrast of a spot's text against its background, the terminal's own being `bg_rgb`.
fn contrast(spot: &Spot, bg_rgb: (u8, u8, u8), fg_rgb: (u8, u8, u8)) -> f64 {
    let fg = common::contrast::rgb(spot.fg, fg_rgb);
    let bg = common::contrast::rgb(spot.bg, bg_rgb);
    let (fg, bg) = if spot.inverse { (bg, fg) } else { (fg, bg) };
    common::contrast::ratio(fg, bg)
}

fn is_link(spot: &Spot) -> bool {
    spot.text.chars().count() == 1
        && spot
            .text
            .chars()
            .all(|c| STRONG.contains(c) || WEAK.contains(c))
}

fn show_the_chain(player: &mut Session) {
    player.wait_for_text("q quit");
    player.send(&"H".repeat(PRESSES));
    player.wait_for_text("> step link by link");
    assert_contains(&player.contents(), "Hint · Discontinuous Nice Loop");
}

#[test]
fn a_chain_is_drawn_and_stepped_at_both_sizes_in_both_themes_reading_at_4_5_to_1() {
    let terminals = [
        (
            "rgb:1e1e/1e1e/1e1e",
            "rgb:d4d4/d4d4/d4d4",
            (30, 30, 30),
            (212, 212, 212),
        ),
        (
            "rgb:ffff/ffff/ffff",
            "rgb:0000/0000/0000",
            (255, 255, 255),
            (0, 0, 0),
        ),
    ];
    for (background, foreground, bg_rgb, fg_rgb) in terminals {
        for (rows, cols) in [(24, 80), (40, 120)] {
            check_drawn((background, foreground), (bg_rgb, fg_rgb), (rows, cols));
        }
    }
}

/// The chain drawn on one terminal, then stepped twice.
fn check_drawn(
    (background, foreground): (&str, &str),
    (bg_rgb, fg_rgb): ((u8, u8, u8), (u8, u8, u8)),
    (rows, cols): (u16, u16),
) {
    let at = format!("{background} at {cols}×{rows}");
    let data = tempfile::tempdir().unwrap();
    let mut player = Session::start_answering(
        &["play", "puzzles/extreme.txt", "--index", "9"],
        data.path(),
        (background, foreground),
    );
    if rows != 24 {
        player.resize(rows, cols);
    }
    show_the_chain(&mut player);
    let (_, _) = common::pty::settled(&player);
    let screen = player.contents();
    assert!(screen.contains("══ strong"), "{at}: {screen}");
    assert!(screen.contains("╌╌ weak"), "{at}: {screen}");
    assert!(
        screen.contains("<> link"),
        "{at}: the footer offers the keys\n{screen}"
    );
    let links: Vec<Spot> = spots(&player).into_iter().filter(is_link).collect();
    let strong = links
        .iter()
        .filter(|s| STRONG.contains(s.text.as_str()))
        .count();
    let weak = links
        .iter()
        .filter(|s| WEAK.contains(s.text.as_str()))
        .count();
    assert!(
        strong >= 8 && weak >= 8,
        "{at}: {strong} strong, {weak} weak\n{screen}"
    );
    for spot in &links {
        let ratio = contrast(spot, bg_rgb, fg_rgb);
        assert!(
            ratio >= 4.5,
            "{at}: {} {:?} on {:?} reads at {ratio:.2}:1",
            spot.text,
            spot.fg,
            spot.bg
        );
    }

    check_stepped(&mut player, &at, (bg_rgb, fg_rgb), cols);
    player.quit();
}

/// `>` twice: the weak link in column 3 lit, then the strong link inside r5c3 on its badge.
fn check_stepped(
    player: &mut Session,
    at: &str,
    (bg_rgb, fg_rgb): ((u8, u8, u8), (u8, u8, u8)),
    cols: u16,
) {
    player.send(">");
    player.wait_for_text("Link 1 of 6, weak: r1c3 -4- r5c3.");
    player.wait_for_text("share column 3");
    common::pty::settled(player);
    // Lit: bold on the board's lines (a link inside a cell is bold on its badge).
    let lit: Vec<Spot> = spots(player)
        .into_iter()
        .filter(|s| is_link(s) && s.bold && s.bg == vt100::Color::Default)
        .collect();
    assert!(
        !lit.is_empty()
            && lit
                .iter()
                .all(|s| WEAK.contains(s.text.as_str()) || "┌└".contains(s.text.as_str())),
        "{at}: the lit link is the weak one"
    );
    for spot in &lit {
        let ratio = contrast(spot, bg_rgb, fg_rgb);
        assert!(
            ratio >= 4.5,
            "{at}: lit {} reads at {ratio:.2}:1",
            spot.text
        );
    }

    player.send(">");
    player.wait_for_text("Link 2 of 6, strong: r5c3 4=7.");
    common::pty::settled(player);
    if cols == 80 {
        // The link inside r5c3 is lit on its badge, its digits with it.
        let screen = spots(player);
        let at_cell = screen
            .windows(3)
            .find(|w| w[0].text == "4" && w[1].text == "═" && w[2].text == "7")
            .unwrap_or_else(|| panic!("{at}: no 4═7 in r5c3\n{}", player.contents()));
        for spot in at_cell {
            let ratio = contrast(spot, bg_rgb, fg_rgb);
            assert!(ratio >= 4.5, "{at}: {} reads at {ratio:.2}:1", spot.text);
            assert_ne!(spot.bg, vt100::Color::Default, "{at}: lit on a badge");
        }
    }
}

#[test]
fn without_colour_the_links_read_from_their_glyphs_and_the_lit_one_is_reversed() {
    let data = tempfile::tempdir().unwrap();
    let mut player = Session::start(
        &["play", "puzzles/extreme.txt", "--index", "9"],
        data.path(),
        &[("NO_COLOR", "1")],
    );
    show_the_chain(&mut player);
    player.send(">");
    player.wait_for_text("Link 1 of 6, weak");
    common::pty::settled(&player);
    let all = spots(&player);
    assert!(
        all.iter()
            .all(|s| s.fg == vt100::Color::Default && s.bg == vt100::Color::Default)
    );
    let links: Vec<&Spot> = all.iter().filter(|s| is_link(s)).collect();
    assert!(links.iter().any(|s| s.text == "═") && links.iter().any(|s| s.text == "╌"));
    let lit: Vec<&&Spot> = links.iter().filter(|s| s.inverse).collect();
    assert!(
        !lit.is_empty() && lit.iter().all(|s| s.text == "╎"),
        "the lit link, reversed, is the weak one in column 3"
    );
    player.quit();
}
