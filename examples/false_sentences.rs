//! Counts the propagating search's sentences that are false on the board shown, over every
//! bundled classic puzzle, with the independent checker the tests use:
//!
//! ```sh
//! cargo run --release --example false_sentences            # sentences only
//! cargo run --release --example false_sentences -- --sound # and every listed elimination
//! ```

#[path = "../tests/it/common/sentences.rs"]
mod sentences;

fn main() {
    let sound = std::env::args().any(|a| a == "--sound");
    let audit = sentences::audit(std::path::Path::new(env!("CARGO_MANIFEST_DIR")), sound);
    for line in audit.false_sentences.iter().take(20) {
        println!("false: {line}");
    }
    for line in audit.unsound_removals.iter().take(20) {
        println!("unsound: {line}");
    }
    println!(
        "{} false of {} sentences checked",
        audit.false_sentences.len(),
        audit.checked
    );
    if sound {
        println!(
            "{} eliminations a solution uses",
            audit.unsound_removals.len()
        );
    }
}
