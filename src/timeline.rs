//! Stepping a solver machine backward and forward exactly: checkpoints plus replay.
