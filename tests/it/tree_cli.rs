//! `stepdoku trace --tree dot|json`: one node per try (as many as `solve --stats` counts), one
//! DOT edge from each try's parent, a cap with a message that says what to do, and a DOT that
//! Graphviz renders (when `dot` is installed; CI has none, so the structure is parsed here).

use std::collections::HashMap;

use serde_json::Value;

use crate::common::run::{stderr, stdout, stepdoku};

/// `trace puzzles/classic.txt --strategy STRATEGY --tree FORMAT`.
fn classic_tree(strategy: &str, format: &str) -> std::process::Output {
    run(&[
        "trace",
        "puzzles/classic.txt",
        "--strategy",
        strategy,
        "--tree",
        format,
    ])
}

fn run(args: &[&str]) -> std::process::Output {
    let dir = tempfile::tempdir().unwrap();
    stepdoku(args, dir.path())
}

/// Tries counted by `solve --stats` for the classic puzzle.
fn tries(strategy: &str) -> usize {
    let out = run(&[
        "solve",
        "--stats",
        "--strategy",
        strategy,
        "puzzles/classic.txt",
    ]);
    let text = stderr(&out) + &stdout(&out);
    let at = text.find("tries ").expect("a stats line");
    text[at + 6..]
        .split(|c: char| !c.is_ascii_digit() && c != ',')
        .next()
        .unwrap()
        .replace(',', "")
        .parse()
        .unwrap()
}

/// The DOT's node ids and edges; every statement must be one this reader knows.
fn parse_dot(dot: &str) -> (Vec<String>, Vec<(String, String)>) {
    assert!(dot.starts_with("digraph search {\n"), "{dot}");
    assert!(dot.trim_end().ends_with('}'));
    let (mut nodes, mut edges) = (Vec::new(), Vec::new());
    for line in dot.lines().skip(1) {
        let line = line.trim();
        if line == "}" || line.starts_with("node [") || line.starts_with("label") {
            continue;
        }
        assert!(line.ends_with(';'), "{line}");
        if let Some((a, b)) = line.trim_end_matches(';').split_once(" -> ") {
            edges.push((a.to_owned(), b.to_owned()));
        } else {
            let (id, attrs) = line.split_once(' ').expect("id [attributes]");
            assert!(attrs.starts_with('[') && attrs.ends_with("];"), "{line}");
            nodes.push(id.to_owned());
        }
    }
    (nodes, edges)
}

#[test]
fn the_dot_tree_has_one_node_and_one_edge_per_try() {
    for strategy in ["row-major", "mrv", "propagate"] {
        let out = classic_tree(strategy, "dot");
        assert!(out.status.success(), "{}", stderr(&out));
        let (nodes, edges) = parse_dot(&stdout(&out));
        let tries = tries(strategy);
        assert_eq!(
            nodes.len(),
            tries + 1,
            "{strategy}: start plus one node per try"
        );
        assert_eq!(edges.len(), tries, "{strategy}: one edge per try");
        let mut parents: HashMap<&str, usize> = HashMap::new();
        for (from, to) in &edges {
            assert!(nodes.contains(from), "{from}");
            *parents.entry(to.as_str()).or_default() += 1;
        }
        assert_eq!(parents.len(), tries, "every try has its edge");
        assert!(parents.values().all(|&n| n == 1));
    }
}

#[test]
fn the_json_tree_names_each_try_and_its_parent() {
    let out = classic_tree("mrv", "json");
    assert!(out.status.success(), "{}", stderr(&out));
    let tree: Value = serde_json::from_str(&stdout(&out)).unwrap();
    let nodes = tree["nodes"].as_array().unwrap();
    assert_eq!(nodes.len(), tries("mrv"));
    assert_eq!(tree["tries"], nodes.len());
    for (i, node) in nodes.iter().enumerate() {
        assert_eq!(node["id"], i + 1);
        match node["parent"].as_u64() {
            None => assert_eq!(node["depth"], 1),
            Some(p) => {
                assert!((p as usize) <= i, "a parent comes first");
                let parent = &nodes[p as usize - 1];
                assert_eq!(
                    parent["depth"].as_u64().unwrap() + 1,
                    node["depth"].as_u64().unwrap()
                );
            }
        }
    }
    // The solution's path ends in the last try.
    assert_eq!(nodes.last().unwrap()["solution"], true);
}

#[test]
fn past_the_cap_nothing_is_written_and_the_message_says_what_to_do() {
    // The classic puzzle's tree capped at 100 tries, with `extra` arguments.
    let capped = |extra: &[&str]| {
        run(&[
            &[
                "trace",
                "puzzles/classic.txt",
                "--tree",
                "dot",
                "--tree-max",
                "100",
            ],
            extra,
        ]
        .concat())
    };
    let out = capped(&[]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout(&out).is_empty());
    let err = stderr(&out);
    assert!(err.contains("more than 100 tries"), "{err}");
    assert!(
        err.contains("--max-steps") && err.contains("--tree-max"),
        "{err}"
    );
    // What it suggests works: the start of the search fits.
    let at = err.find("--max-steps ").unwrap() + "--max-steps ".len();
    let steps: String = err[at..].chars().take_while(char::is_ascii_digit).collect();
    let out = capped(&["--max-steps", &steps]);
    assert!(out.status.success(), "{}", stderr(&out));
    let (nodes, _) = parse_dot(&stdout(&out));
    assert_eq!(nodes.len(), 101);
    assert!(
        stdout(&out).contains("the first"),
        "the title says it is a part"
    );
}

#[test]
fn graphviz_renders_it_when_installed() {
    use std::io::Write;
    let out = classic_tree("mrv", "dot");
    assert!(out.status.success());
    let Ok(mut dot) = std::process::Command::new("dot")
        .arg("-Tsvg")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
    else {
        eprintln!("graphviz's dot is not installed: rendering not checked");
        return;
    };
    dot.stdin.take().unwrap().write_all(&out.stdout).unwrap();
    let rendered = dot.wait_with_output().unwrap();
    assert!(
        rendered.status.success(),
        "{}",
        String::from_utf8_lossy(&rendered.stderr)
    );
    assert!(String::from_utf8_lossy(&rendered.stdout).contains("<svg"));
}

#[test]
fn the_logic_strategy_has_no_tree() {
    let out = classic_tree("logic", "dot");
    // A usage error: exit 2.
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("no search tree"), "{}", stderr(&out));
}

#[test]
fn a_sudominokus_tree_has_one_node_per_domino_tried() {
    for index in ["1", "2"] {
        let out = run(&[
            "trace",
            "puzzles/sudominoku.in",
            "--index",
            index,
            "--tree",
            "dot",
            "--tree-max",
            "20000",
        ]);
        assert!(out.status.success(), "{}", stderr(&out));
        let (nodes, edges) = parse_dot(&stdout(&out));
        // solve --stats counts each puzzle's tries on a line of its own.
        let stats = run(&["solve", "--stats", "puzzles/sudominoku.in"]);
        let text = stderr(&stats) + &stdout(&stats);
        let line = text
            .lines()
            .filter(|l| l.contains("tries "))
            .nth(index.parse::<usize>().unwrap() - 1)
            .unwrap()
            .to_owned();
        let at = line.find("tries ").unwrap() + 6;
        let tries: usize = line[at..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect::<String>()
            .parse()
            .unwrap();
        assert_eq!(nodes.len(), tries + 1, "{line}");
        assert_eq!(edges.len(), tries);
    }
    // Its steps are lines too, one per domino: as many tries as the tree has tries.
    let out = run(&["trace", "puzzles/sudominoku.in"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let tries = stdout(&out)
        .lines()
        .filter(|l| l.contains("\"event\":\"try\""))
        .count();
    let out = run(&["trace", "puzzles/sudominoku.in", "--tree", "dot"]);
    let (nodes, _) = parse_dot(&stdout(&out));
    assert_eq!(nodes.len(), tries + 1);
}
