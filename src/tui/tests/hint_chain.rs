//! A chain hint drawn and stepped: its links on the board's lines (strong double, weak
//! dashed, in colour and without), the legend, `>`/`<` lighting one link and its sentence,
//! and the footer offering the keys only while a chain is on screen.

use insta::assert_snapshot;
use ratatui::buffer::Buffer;
use stepdoku_core::game::{Game, Hint, PuzzleSource};
use stepdoku_core::hint::Technique;

use super::*;
use crate::tui::action::Action;
use crate::tui::hint::Stage;
use crate::tui::layout;
use crate::tui::theme::Theme;

/// `puzzles/extreme.txt` #9: its tenth hint is a Discontinuous Nice Loop of six links.
const EXTREME_9: &str =
    ".6.2......7.4...8.8....3.5.6..5..7..52.....61..9..1..5.9.7....3.4...8.2......4.7.";

/// The game of `EXTREME_9` with hints applied until the next one is a nice loop, shown whole.
fn chain_app(theme: Theme) -> App {
    let game = Game::new(
        &grid(EXTREME_9),
        PuzzleSource::new("extreme.txt", None, 8, 50),
    )
    .unwrap();
    let mut app = App::new(game, None, theme, std::time::Instant::now());
    for _ in 0..200 {
        if let Hint::Deduction(d) = app.game.hint()
            && d.technique == Technique::DiscontinuousNiceLoop
        {
            act(&mut app, &[Action::Hint, Action::Hint]);
            assert_eq!(app.hint.as_ref().map(|h| h.stage), Some(Stage::Full));
            app.message = None;
            return app;
        }
        act(&mut app, &[Action::Hint, Action::Hint, Action::Hint]);
    }
    panic!("no nice loop in 200 hints");
}

fn screen(buf: &Buffer) -> String {
    let area = buf.area;
    (0..area.height)
        .map(|y| {
            (0..area.width)
                .map(|x| buf[(x, y)].symbol())
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The spots of the board drawn with `style`'s foreground and the glyphs there.
fn glyphs_in(buf: &Buffer, style: ratatui::style::Style) -> String {
    let area = buf.area;
    let mut out = String::new();
    for y in 0..area.height {
        for x in 0..area.width {
            let c = &buf[(x, y)];
            let fg = style.fg.unwrap_or(ratatui::style::Color::Reset);
            if c.fg == fg && c.modifier == style.add_modifier {
                out.push_str(c.symbol());
            }
        }
    }
    out
}

#[test]
fn the_chain_is_drawn_strong_double_and_weak_dashed_with_a_legend() {
    let app = chain_app(Theme::dark());
    let buf = render(&app, 80, 24);
    let text = screen(&buf);
    assert!(
        text.contains("══ strong") && text.contains("╌╌ weak"),
        "{text}"
    );
    assert!(text.contains("> step link by link"), "{text}");
    let strong = glyphs_in(&buf, app.theme.chain_strong());
    let weak = glyphs_in(&buf, app.theme.chain_weak());
    assert!(
        strong.contains('═') && strong.contains('║'),
        "strong: {strong}"
    );
    assert!(weak.contains('╌') && weak.contains('╎'), "weak: {weak}");
    assert!(
        !strong.contains('╌') && !weak.chars().any(|c| "═║╔╗╚╝".contains(c)),
        "each kind keeps its own glyphs: {strong} / {weak}"
    );
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn stepping_lights_one_link_and_its_sentence_and_goes_round() {
    let mut app = chain_app(Theme::dark());
    let n = app.hint.as_ref().unwrap().links().len();
    assert_eq!(n, 6);
    act(&mut app, &[Action::NextLink]);
    let buf = render(&app, 80, 24);
    let text = screen(&buf);
    assert!(text.contains("Link 1 of 6, weak: r1c3 -4- r5c3."), "{text}");
    assert!(text.contains("> next link  < back"), "{text}");
    let lit = glyphs_in(&buf, app.theme.chain_lit());
    assert!(
        lit.contains('╎') && !lit.contains('═'),
        "the lit link is the weak one in column 3: {lit}"
    );
    act(&mut app, &[Action::NextLink]);
    let text = screen(&render(&app, 80, 24));
    assert!(text.contains("Link 2 of 6, strong: r5c3 4=7."), "{text}");
    assert!(text.contains("holds only 4 and 7"), "{text}");
    act(&mut app, &[Action::PreviousLink, Action::PreviousLink]);
    assert_eq!(
        app.hint.as_ref().unwrap().link,
        None,
        "back past the first: the whole chain"
    );
    act(&mut app, &[Action::PreviousLink]);
    assert_eq!(
        app.hint.as_ref().unwrap().link,
        Some(n - 1),
        "round to the last"
    );
    act(&mut app, &[Action::NextLink]);
    assert_eq!(app.hint.as_ref().unwrap().link, None);
    act(&mut app, &[Action::NextLink, Action::NextLink]);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn a_stepped_chain_at_120x40_points_at_each_candidate() {
    let mut app = chain_app(Theme::light());
    act(
        &mut app,
        &[Action::NextLink, Action::NextLink, Action::NextLink],
    );
    assert_snapshot!(terminal(&app, 120, 40).backend());
}

#[test]
fn without_colour_strong_and_weak_differ_by_glyph_and_the_lit_link_is_reversed() {
    let mut app = chain_app(Theme::monochrome());
    act(&mut app, &[Action::NextLink]);
    let buf = render(&app, 80, 24);
    let lit = glyphs_in(&buf, app.theme.chain_lit());
    assert!(lit.contains('╎'), "{lit}");
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

#[test]
fn the_footer_offers_the_link_keys_only_with_a_chain_and_the_help_always() {
    let mut app = chain_app(Theme::dark());
    let footer = |app: &App| {
        let buf = render(app, 80, 24);
        (0..80)
            .map(|x| buf[(x, 23)].symbol().to_owned())
            .collect::<String>()
    };
    assert!(footer(&app).contains("<> link"), "{}", footer(&app));
    act(&mut app, &[Action::Dismiss]);
    assert!(!footer(&app).contains("<> link"), "{}", footer(&app));
    let help =
        crate::tui::keymap::Keymap::STANDARD.help_lines(crate::tui::screen::ScreenKind::Play);
    assert!(
        help.iter()
            .any(|(keys, what)| keys == "> <" && what.contains("link")),
        "{help:?}"
    );
    act(&mut app, &[Action::NextLink]);
    assert!(
        message(&app).starts_with("No chain on screen"),
        "{}",
        message(&app)
    );
}

#[test]
fn a_hint_without_links_draws_none_and_offers_no_stepping() {
    let mut app = app();
    act(&mut app, &[Action::Hint, Action::Hint]);
    assert!(app.hint.as_ref().unwrap().links().is_empty());
    let text = screen(&render(&app, 80, 24));
    assert!(
        !text.contains("step link") && !text.contains("<> link"),
        "{text}"
    );
    let _ = layout::COMPACT;
}

/// Where `needle` starts on screen, as (x, y).
fn find(buf: &Buffer, needle: &str) -> Option<(u16, u16)> {
    let text = screen(buf);
    text.lines().enumerate().find_map(|(y, line)| {
        let at = line.find(needle)?;
        let x = line[..at].chars().count();
        Some((u16::try_from(x).ok()?, u16::try_from(y).ok()?))
    })
}

#[test]
fn at_65x21_the_whole_chain_keeps_its_conclusion_the_step_key_and_esc() {
    let app = chain_app(Theme::dark());
    let buf = render(&app, 65, 21);
    let text = screen(&buf);
    for shown in ["cannot be 4.", "> step link by link", "Esc close"] {
        assert!(text.contains(shown), "{shown:?} missing:\n{text}");
    }
    // The middle is cut and marked so, the conclusion follows it.
    let gap = find(&buf, "…").expect("the cut is marked");
    let end = find(&buf, "cannot be 4.").unwrap();
    assert!(gap.1 < end.1, "{text}");
    for (needle, style) in [("Esc", app.theme.key), ("> step", app.theme.key)] {
        let (x, y) = find(&buf, needle).unwrap();
        assert_eq!(
            buf[(x, y)].fg,
            style.fg.unwrap(),
            "{needle} styled as a key"
        );
    }
    // Where everything fits nothing is cut.
    let wide = screen(&render(&app, 80, 24));
    assert!(
        !wide.contains('…') && wide.contains("cannot be 4."),
        "{wide}"
    );
    assert_snapshot!(terminal(&app, 65, 21).backend());
}

#[test]
fn stepping_the_links_keeps_the_panel_still_at_80x24_and_65x21() {
    for (w, h) in [(80, 24), (65, 21)] {
        let mut app = chain_app(Theme::dark());
        let whole = render(&app, w, h);
        let title = find(&whole, "Hint · ").expect("the hint's title");
        let n = app.hint.as_ref().unwrap().links().len();
        for i in 0..n {
            act(&mut app, &[Action::NextLink]);
            let buf = render(&app, w, h);
            let text = screen(&buf);
            assert_eq!(
                find(&buf, "Hint · "),
                Some(title),
                "link {} moved the hint at {w}x{h}:\n{text}",
                i + 1
            );
            // The rows above the hint are the same rows, drawn the same.
            for y in 0..title.1 {
                for x in title.0..w - 1 {
                    assert_eq!(buf[(x, y)], whole[(x, y)], "({x},{y}) at {w}x{h}:\n{text}");
                }
            }
            assert_eq!(buf[title].fg, app.theme.title.fg.unwrap());
        }
    }
    let mut app = chain_app(Theme::dark());
    act(&mut app, &[Action::NextLink]);
    assert_snapshot!(terminal(&app, 80, 24).backend());
}

/// `puzzles/extreme.txt` #2: its 23rd hint is an XY-Chain of seven cells, too long for the
/// panel at 80×24.
const EXTREME_2: &str =
    ".8..7.2..9..2...8.25......417.9.......8.3.7.......2.457......53.4...1..7..3.9..2.";

/// The game of `EXTREME_2` with hints applied until the next one is an XY-Chain, shown whole.
fn xy_chain_app(theme: Theme) -> App {
    let game = Game::new(
        &grid(EXTREME_2),
        PuzzleSource::new("extreme.txt", None, 1, 50),
    )
    .unwrap();
    let mut app = App::new(game, None, theme, std::time::Instant::now());
    for _ in 0..200 {
        if let Hint::Deduction(d) = app.game.hint()
            && d.technique == Technique::XyChain
        {
            act(&mut app, &[Action::Hint, Action::Hint]);
            app.message = None;
            return app;
        }
        act(&mut app, &[Action::Hint, Action::Hint, Action::Hint]);
    }
    panic!("no XY-Chain in 200 hints");
}

/// The side panel's text, its rows joined by spaces: on each screen row, what stands between
/// the panel's two borders.
fn panel_words(buf: &Buffer) -> String {
    screen(buf)
        .lines()
        .filter_map(|line| line.trim_end().rsplit('│').nth(1))
        .collect::<Vec<_>>()
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// A chain too long for the panel is shortened in its middle, never at its end: the chain's
/// last cell and what it proves stay, after a marked cut.
#[test]
fn a_long_xy_chain_keeps_its_end_and_conclusion_when_shortened() {
    let app = xy_chain_app(Theme::color());
    let text = app.hint.as_ref().unwrap().text();
    let end = "so r7c2 is 9. So no cell that sees both can be 9: r6c2,r7c3.";
    assert!(text.ends_with(end), "{text}");
    for (w, h) in [(80, 24), (65, 21)] {
        let buf = render(&app, w, h);
        let words = panel_words(&buf);
        assert!(words.contains(&format!("… {end}")), "{w}x{h}: {words}");
        // One "so" across the cut: the connector before the mark went with the words left out.
        for connector in ["so", "then", "if"] {
            assert!(
                !words.contains(&format!(" {connector} … ")),
                "{w}x{h}: {words}"
            );
        }
        assert!(
            words.contains("Hint · XY-Chain 9 (9) r6c3"),
            "{w}x{h}: {words}"
        );
        assert!(words.contains("Esc close"), "{w}x{h}: {words}");
    }
    let wide = panel_words(&render(&app, 80, 24));
    assert!(wide.contains("so r9c2 is 1, … so r7c2 is 9."), "{wide}");
    assert_snapshot!("xy_chain_80x24", terminal(&app, 80, 24).backend());
    assert_snapshot!("xy_chain_65x21", terminal(&app, 65, 21).backend());
}
