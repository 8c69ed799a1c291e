//! What the watch, the trace and a race can follow: one of the search strategies, or the
//! logical solve (HoDoKu's techniques, one per step).

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::solver::Strategy;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Method {
    Search(Strategy),
    /// The hint engine's solve: one technique per step, brute force only where none applies.
    Logic,
}

impl Method {
    /// Every method in the order `t` cycles through them.
    pub const ALL: [Method; 5] = [
        Method::Search(Strategy::RowMajor),
        Method::Search(Strategy::Blanks),
        Method::Search(Strategy::Mrv),
        Method::Search(Strategy::Propagate),
        Method::Logic,
    ];

    /// The name used on the command line.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Method::Search(strategy) => strategy.name(),
            Method::Logic => "logic",
        }
    }

    /// The next in [`Method::ALL`], wrapping.
    #[must_use]
    pub fn next(self) -> Self {
        let at = Self::ALL.iter().position(|&m| m == self).unwrap_or(0);
        Self::ALL[(at + 1) % Self::ALL.len()]
    }
}

impl From<Strategy> for Method {
    fn from(strategy: Strategy) -> Self {
        Method::Search(strategy)
    }
}

#[derive(Debug, Error, PartialEq, Eq, Clone, Copy)]
#[error("expected one of row-major, blanks, mrv, propagate, logic")]
pub struct UnknownMethod;

impl FromStr for Method {
    type Err = UnknownMethod;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|m| m.name() == name)
            .ok_or(UnknownMethod)
    }
}

impl fmt::Display for Method {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_and_the_cycle_visits_each_once() {
        let mut m = Method::ALL[0];
        for _ in 0..Method::ALL.len() {
            assert_eq!(m.name().parse(), Ok(m));
            m = m.next();
        }
        assert_eq!(m, Method::ALL[0]);
    }
}
