//! What turns a search into something to watch or learn from: stepping it back exactly
//! (`timeline`), what a watch can follow (`method`), its steps as records (`trace`) and as a tree
//! (`tree`), short code with the line each step runs (`code`), a learner's own search read back
//! and compared (`replay`), and judging a learner's program as the online judge does (`judge`).

pub mod code;
pub mod judge;
pub mod method;
pub mod predict;
pub mod replay;
pub mod subtrees;
pub mod timeline;
pub mod trace;
pub mod tree;
