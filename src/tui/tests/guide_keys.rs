//! The player's guide's key table lists the keys the `?` help lists on the board, no more
//! and no fewer: a key added to the binding table shows up in the help at once, and this
//! test asks for it in the guide too.

use std::collections::BTreeSet;

use super::app;

const GUIDE: &str = include_str!("../../../docs/player.md");

/// The first column of each row of the guide's table under `## Keys`.
fn guide_key_cells() -> Vec<&'static str> {
    let section = GUIDE
        .split("\n## Keys\n")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .unwrap_or_default();
    section
        .lines()
        .filter(|line| line.starts_with('|'))
        .skip(2)
        .filter_map(|line| line.split('|').nth(1))
        .map(str::trim)
        .collect()
}

/// The keys a cell of the guide names: each in backticks (`` `x` ``, `` `1`–`9` `` for the
/// digits), or named as the help names them (Backspace, Ctrl-Z), "Delete" for its `Del`
/// and "arrows" for the four. A mouse click is not a key.
fn keys_in(cell: &str) -> Vec<String> {
    let mut keys = Vec::new();
    let cell = cell.replace("`1`–`9`", "`1-9`").replace("mouse click", "");
    for (i, part) in cell.split('`').enumerate() {
        if i % 2 == 1 {
            keys.push(part.to_owned());
            continue;
        }
        for word in part.split([' ', ',', '/']).filter(|w| !w.is_empty()) {
            match word {
                "arrows" => keys.extend(["←", "↓", "↑", "→"].map(str::to_owned)),
                "Delete" => keys.push("Del".to_owned()),
                _ => keys.push(word.to_owned()),
            }
        }
    }
    keys
}

#[test]
fn the_guides_key_table_lists_the_keys_the_help_lists_on_the_board() {
    let app = app();
    let help: BTreeSet<String> = app
        .config
        .keymap
        .help_lines(app.base_key_context())
        .iter()
        .flat_map(|(keys, _)| {
            keys.split_whitespace()
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .collect();
    let cells = guide_key_cells();
    assert!(
        cells.len() > 10,
        "no key table in docs/player.md: {cells:?}"
    );
    let guide: BTreeSet<String> = cells.iter().flat_map(|cell| keys_in(cell)).collect();
    let missing: Vec<&String> = help.difference(&guide).collect();
    assert!(
        missing.is_empty(),
        "the help lists {missing:?}, docs/player.md's key table does not"
    );
    let extra: Vec<&String> = guide.difference(&help).collect();
    assert!(
        extra.is_empty(),
        "docs/player.md's key table lists {extra:?}, the help on the board does not"
    );
}
