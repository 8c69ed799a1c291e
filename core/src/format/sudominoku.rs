//! Reader for BOJ 4574 Sudominoku: cases of `N`, N domino lines `U LU V LV`, one line of the
//! nine singles' positions, ended by a line `0`. Read word by word, so CRLF, tabs, doubled
//! spaces, blank lines and a missing final newline are all fine; one case at a time, so a long
//! input is never held whole.

use std::collections::VecDeque;
use std::io::BufRead;

use super::source::{Source, Word, quoted};
use super::{Puzzle, ReadError};
use crate::cell::{Cell, CellMap, Digit};
use crate::domino::{Domino, DominoError, Layout, Sudominoku, position_name};

/// `A1`..`I9`.
fn position(text: &str) -> Option<Cell> {
    match text.as_bytes() {
        [r @ (b'A'..=b'I' | b'a'..=b'i'), c @ b'1'..=b'9'] => Cell::at(
            usize::from(r.to_ascii_uppercase() - b'A'),
            usize::from(c - b'1'),
        ),
        _ => None,
    }
}

/// The words of a source, read a line at a time as they are needed.
pub(crate) struct Words {
    queue: VecDeque<Word>,
    /// Cases read so far (the terminator of an input without any is an empty input).
    cases: usize,
    finished: bool,
}

impl Words {
    pub(crate) fn new() -> Self {
        Self {
            queue: VecDeque::new(),
            cases: 0,
            finished: false,
        }
    }
}

struct Reader<'s, R> {
    source: &'s mut Source<R>,
    words: &'s mut Words,
}

impl<R: BufRead> Reader<'_, R> {
    fn peek(&mut self) -> Result<Option<&Word>, ReadError> {
        while self.words.queue.is_empty() {
            let Some(line) = self.source.next_content()? else {
                return Ok(None);
            };
            self.words
                .queue
                .extend(line.words().into_iter().map(|(column, text)| Word {
                    line: line.number,
                    column,
                    text: text.to_owned(),
                }));
        }
        Ok(self.words.queue.front())
    }

    /// The next word, or an error saying what was expected at the end of the input.
    fn take(&mut self, expected: &str) -> Result<Word, ReadError> {
        self.peek()?;
        match self.words.queue.pop_front() {
            Some(word) => Ok(word),
            None => {
                let (line, column) = self.source.end();
                Err(self.source.error(
                    line,
                    column,
                    format!("expected {expected}, found the end of the input"),
                ))
            }
        }
    }

    fn digit(&mut self) -> Result<(Digit, Word), ReadError> {
        let word = self.take("a digit 1-9")?;
        let digit = match word.text.as_bytes() {
            [d @ b'1'..=b'9'] => Digit::new(d - b'0'),
            _ => None,
        };
        match digit {
            Some(d) => Ok((d, word)),
            None => Err(self.wrong(&word, "a digit 1-9")),
        }
    }

    fn position(&mut self, expected: &str) -> Result<(Cell, Word), ReadError> {
        let word = self.take(expected)?;
        match position(&word.text) {
            Some(cell) => Ok((cell, word)),
            None => Err(self.wrong(&word, expected)),
        }
    }

    fn wrong(&self, word: &Word, expected: &str) -> ReadError {
        self.source.error(
            word.line,
            word.column,
            format!("expected {expected}, found {}", quoted(&word.text)),
        )
    }
}

/// What covers each cell so far, for "already covered by …" messages.
#[derive(Clone, Copy)]
enum Cover {
    Free,
    Domino(usize),
    Single(Digit),
}

/// The next case and the line it starts on; `None` after the final `0` (or at the end of an
/// input that leaves it out). An input with no case at all, just the `0`, is an empty input.
pub(crate) fn next<R: BufRead>(
    source: &mut Source<R>,
    words: &mut Words,
) -> Result<Option<(usize, Puzzle)>, ReadError> {
    if words.finished {
        return Ok(None);
    }
    let mut reader = Reader { source, words };
    let Some(first_line) = reader.peek()?.map(|w| w.line) else {
        reader.words.finished = true;
        if reader.words.cases == 0 {
            return Err(reader.source.error(
                1,
                1,
                "expected the number of dominoes, found an empty input",
            ));
        }
        // The final `0` is missing: tolerated.
        return Ok(None);
    };
    let count_word = reader.take("the number of dominoes")?;
    // Digits only: `str::parse` would also take `+5`.
    let digits = count_word.text.bytes().all(|b| b.is_ascii_digit());
    let count: usize = match count_word.text.parse() {
        Ok(n) if digits && n <= 36 => n,
        _ => {
            return Err(reader.wrong(
                &count_word,
                "the number of dominoes (0 to 36; 0 ends the input)",
            ));
        }
    };
    if count == 0 {
        reader.words.finished = true;
        if let Some(extra) = reader.peek()?.cloned() {
            return Err(reader.source.error(
                extra.line,
                extra.column,
                format!(
                    "expected the end of the input after the final 0, found {}",
                    quoted(&extra.text)
                ),
            ));
        }
        if reader.words.cases == 0 {
            return Err(reader.source.error(
                count_word.line,
                count_word.column,
                "expected a case before the final 0, found an empty input",
            ));
        }
        return Ok(None);
    }
    let case = read_case(&mut reader, count)?;
    reader.words.cases += 1;
    Ok(Some((first_line, Puzzle::Sudominoku(case))))
}

fn read_case<R: BufRead>(
    reader: &mut Reader<'_, R>,
    count: usize,
) -> Result<Sudominoku, ReadError> {
    let mut layout = Layout::default();
    let mut cover = CellMap::filled(Cover::Free);
    let mut pair_line = [0usize; 36];
    let mut dominoes = Vec::with_capacity(count);
    for _ in 0..count {
        let (a_digit, start) = reader.digit()?;
        let start = (start.line, start.column);
        let (a, _) = reader.position("a position A1 to I9")?;
        let (b_digit, _) = reader.digit()?;
        let (b, _) = reader.position("a position A1 to I9")?;
        let domino = Domino {
            cells: [a, b],
            digits: [a_digit, b_digit],
        };
        layout.put_domino(domino).map_err(|e| {
            let why = explain(e, &cover, &pair_line);
            reader.source.error(
                start.0,
                start.1,
                format!("impossible domino {domino}: {why}"),
            )
        })?;
        if let Some(pair) = domino.pair() {
            pair_line[pair.index()] = start.0;
        }
        cover[a] = Cover::Domino(start.0);
        cover[b] = Cover::Domino(start.0);
        dominoes.push(domino);
    }
    let mut singles = [Cell::from_index(0); 9];
    for (digit, slot) in Digit::all().zip(&mut singles) {
        let expected = format!("the position of the single {digit} (A1 to I9)");
        let (cell, word) = reader.position(&expected)?;
        layout.put_single(cell, digit).map_err(|e| {
            let why = explain(e, &cover, &pair_line);
            let message = match e {
                DominoError::Overlap(_) => why,
                _ => format!("the single {digit} at {}: {why}", position_name(cell)),
            };
            reader.source.error(word.line, word.column, message)
        })?;
        cover[cell] = Cover::Single(digit);
        *slot = cell;
    }
    Ok(Sudominoku::from_checked(dominoes, singles, layout))
}

/// A broken rule in the judge's terms, naming the line of the domino already there.
fn explain(error: DominoError, cover: &CellMap<Cover>, pair_line: &[usize; 36]) -> String {
    match error {
        DominoError::SameDigit(digit) => format!("it holds {digit} twice"),
        DominoError::NotAdjacent(a, b) => format!(
            "{} and {} are not side by side",
            position_name(a),
            position_name(b)
        ),
        DominoError::PairUsedTwice(pair) => format!(
            "the pair {pair} is already on the domino of line {}",
            pair_line[pair.index()]
        ),
        DominoError::Overlap(cell) => {
            let by = match cover[cell] {
                Cover::Domino(line) => format!("the domino of line {line}"),
                Cover::Single(digit) => format!("the single {digit}"),
                Cover::Free => "another piece".to_owned(),
            };
            format!("{} is already covered by {by}", position_name(cell))
        }
        DominoError::Clash(first, second, digit) => format!(
            "the givens clash: {} and {} both hold {digit}",
            position_name(first),
            position_name(second)
        ),
    }
}
