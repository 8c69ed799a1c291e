//! The settings file's text as the [`File`] the settings are read from, entry by entry: an
//! entry that cannot be read (a typo in its name, a value of the wrong type, broken syntax)
//! is reported where it is, and every other entry still counts.

use std::ops::Range;

use serde::de::DeserializeOwned;
use toml::Spanned;
use toml::de::{DeTable, DeValue, ValueDeserializer};

use super::{File, KeyList, PlaySection, SpeedValue, WatchSection};

/// Something that could not be taken, at a place in the text.
pub(super) type SpanError = (Range<usize>, String);

/// The entries of `text` that could be read, and a mistake for each one that could not.
pub(super) fn read(text: &str) -> (File, Vec<SpanError>) {
    let (table, errors) = DeTable::parse_recoverable(text);
    let mut mistakes: Vec<SpanError> = errors
        .into_iter()
        .map(|e| (e.span().unwrap_or(0..0), e.message().trim().to_owned()))
        .collect();
    let mut file = File::default();
    for (key, value) in table.into_inner() {
        match key.get_ref().as_ref() {
            "theme" => file.theme = take(value, &mut mistakes),
            "play" => {
                for (name, value) in section(value, "play", &mut mistakes) {
                    let play: &mut PlaySection = &mut file.play;
                    let slot = match name.get_ref().as_ref() {
                        "auto-notes" => &mut play.auto_notes,
                        "show-mistakes" => &mut play.show_mistakes,
                        "highlight-same-digit" => &mut play.highlight_same_digit,
                        _ => {
                            mistakes.push(unknown(
                                &name,
                                "auto-notes, show-mistakes, highlight-same-digit",
                            ));
                            continue;
                        }
                    };
                    *slot = take(value, &mut mistakes);
                }
            }
            "watch" => {
                for (name, value) in section(value, "watch", &mut mistakes) {
                    let watch: &mut WatchSection = &mut file.watch;
                    let span = value.span();
                    match name.get_ref().as_ref() {
                        "strategy" => {
                            watch.strategy =
                                take::<String>(value, &mut mistakes).map(|v| Spanned::new(span, v));
                        }
                        "speed" => {
                            watch.speed = take::<SpeedValue>(value, &mut mistakes)
                                .map(|v| Spanned::new(span, v));
                        }
                        _ => mistakes.push(unknown(&name, "strategy, speed")),
                    }
                }
            }
            "keys" => {
                for (name, value) in section(value, "keys", &mut mistakes) {
                    let span = value.span();
                    if let Some(keys) = take::<KeyList>(value, &mut mistakes) {
                        file.keys
                            .insert(name.get_ref().to_string(), Spanned::new(span, keys));
                    }
                }
            }
            _ => mistakes.push(unknown(&key, "theme, [play], [watch], [keys]")),
        }
    }
    (file, mistakes)
}

/// The entries of a `[section]`; anything else in its place is a mistake.
fn section<'i>(
    value: Spanned<DeValue<'i>>,
    name: &str,
    mistakes: &mut Vec<SpanError>,
) -> DeTable<'i> {
    let span = value.span();
    match value.into_inner() {
        DeValue::Table(table) => table,
        _ => {
            mistakes.push((span, format!("`{name}` is a section: [{name}]")));
            DeTable::new()
        }
    }
}

/// The value as a `T`, or a mistake at the value.
fn take<T: DeserializeOwned>(
    value: Spanned<DeValue<'_>>,
    mistakes: &mut Vec<SpanError>,
) -> Option<T> {
    let span = value.span();
    match T::deserialize(ValueDeserializer::from(value)) {
        Ok(v) => Some(v),
        Err(e) => {
            mistakes.push((e.span().unwrap_or(span), e.message().trim().to_owned()));
            None
        }
    }
}

fn unknown(key: &Spanned<std::borrow::Cow<'_, str>>, expected: &str) -> SpanError {
    (
        key.span(),
        format!(
            "unknown field `{}`, expected one of {expected}",
            key.get_ref()
        ),
    )
}
