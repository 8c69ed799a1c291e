//! The screen an asciicast v2 recording ends on, as plain text: how the README's race picture
//! is made from a real recording (through vt100, the terminal emulator the tests use).
//!
//! ```sh
//! stepdoku race --strategies row-major,mrv --speed max --play --record race.cast   # q to quit
//! cargo run --example cast_screen -- race.cast
//! ```

use std::num::NonZeroU16;
use std::process::ExitCode;

fn main() -> ExitCode {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: cast_screen FILE.cast");
        return ExitCode::from(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("{path}: {e}");
            return ExitCode::from(2);
        }
    };
    let mut lines = text.lines();
    let header: serde_json::Value = if let Some(Ok(header)) = lines.next().map(serde_json::from_str)
    {
        header
    } else {
        eprintln!("{path}:1: expected an asciicast v2 header");
        return ExitCode::from(2);
    };
    let size = |key: &str| {
        header[key]
            .as_u64()
            .and_then(|n| u16::try_from(n).ok())
            .and_then(NonZeroU16::new)
    };
    let (Some(width), Some(height)) = (size("width"), size("height")) else {
        eprintln!("{path}:1: the header has no width and height");
        return ExitCode::from(2);
    };
    let mut parser = vt100::Parser::new(height, width, 0);
    for (i, line) in lines.enumerate() {
        let Ok(serde_json::Value::Array(event)) = serde_json::from_str(line) else {
            eprintln!("{path}:{}: expected [time, kind, data]", i + 2);
            return ExitCode::from(2);
        };
        if let (Some("o"), Some(data)) = (event[1].as_str(), event[2].as_str()) {
            parser.process(data.as_bytes());
        }
    }
    for row in parser.screen().contents().lines() {
        println!("{}", row.trim_end());
    }
    ExitCode::SUCCESS
}
