//! Time: the one parser of durations (`30s`, `10m`, `2h`, `3d`), the clock the referee reads
//! (injectable, so tests move time by hand), and durations as catalogue messages.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::i18n::Msg;

/// The shortest time per move.
pub const MIN_MOVE_TIME: Duration = Duration::from_secs(10);
/// The longest time per move (a game must end some day).
pub const MAX_MOVE_TIME: Duration = Duration::from_secs(30 * 24 * 3600);

/// Why a duration was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DurationError {
    /// Not a number followed by `s`, `m`, `h` or `d`.
    Malformed(String),
    /// Below [`MIN_MOVE_TIME`].
    TooShort(String),
    /// Above [`MAX_MOVE_TIME`].
    TooLong(String),
}

impl DurationError {
    /// The sentence for the reader.
    #[must_use]
    pub fn msg(&self) -> Msg {
        match self {
            DurationError::Malformed(given) => {
                Msg::new("time-malformed").arg("given", given.clone())
            }
            DurationError::TooShort(given) => {
                Msg::new("time-too-short").arg("given", given.clone())
            }
            DurationError::TooLong(given) => Msg::new("time-too-long").arg("given", given.clone()),
        }
    }
}

/// Whether a word is meant as a duration: digits, then letters (`10m`, `3d`, `5x`). Such a word
/// in a command is read as a time (and refused if it is not a good one), not as a variant.
#[must_use]
pub fn looks_like_duration(word: &str) -> bool {
    let w = word.trim();
    w.chars().next().is_some_and(|c| c.is_ascii_digit())
        && w.chars().last().is_some_and(char::is_alphabetic)
}

/// A time per move: a whole number and one unit (`s`, `m`, `h`, `d`), between 10 seconds and
/// 30 days.
///
/// # Errors
/// Anything else, with the text as given (clipped) for the sentence.
pub fn parse_move_time(text: &str) -> Result<Duration, DurationError> {
    let given = crate::i18n::clip(text, 20);
    let lower = text.trim().to_lowercase();
    let malformed = || DurationError::Malformed(given.clone());
    let split = lower
        .find(|c: char| !c.is_ascii_digit())
        .ok_or_else(malformed)?;
    let (digits, unit) = lower.split_at(split);
    if digits.is_empty() || digits.len() > 12 {
        return Err(if digits.len() > 12 {
            DurationError::TooLong(given)
        } else {
            malformed()
        });
    }
    let n: u64 = digits.parse().map_err(|_| malformed())?;
    let seconds_per = match unit {
        "s" => 1,
        "m" => 60,
        "h" => 3600,
        "d" => 86_400,
        _ => return Err(malformed()),
    };
    let secs = n
        .checked_mul(seconds_per)
        .ok_or_else(|| DurationError::TooLong(given.clone()))?;
    let d = Duration::from_secs(secs);
    if d < MIN_MOVE_TIME {
        Err(DurationError::TooShort(given))
    } else if d > MAX_MOVE_TIME {
        Err(DurationError::TooLong(given))
    } else {
        Ok(d)
    }
}

/// A duration in words: the two largest units (`2 days 23 hours`, `4 minutes`, `9 seconds`),
/// the smaller one rounded down after rounding the milliseconds up to whole seconds (so a clock
/// read a few ms after a move still says `3 days`).
#[must_use]
pub fn duration_msg(ms: u64) -> Msg {
    let secs = ms.div_ceil(1000);
    let (days, hours, minutes) = (secs / 86_400, secs % 86_400 / 3600, secs % 3600 / 60);
    if days > 0 && hours > 0 {
        Msg::new("time-days-hours")
            .arg("days", days)
            .arg("hours", hours)
    } else if days > 0 {
        Msg::new("time-days").arg("days", days)
    } else if hours > 0 && minutes > 0 {
        Msg::new("time-hours-minutes")
            .arg("hours", hours)
            .arg("minutes", minutes)
    } else if hours > 0 {
        Msg::new("time-hours").arg("hours", hours)
    } else if minutes > 0 {
        Msg::new("time-minutes").arg("minutes", minutes)
    } else {
        Msg::new("time-seconds").arg("seconds", secs)
    }
}

/// Milliseconds of a duration, saturating.
#[must_use]
pub fn millis(d: Duration) -> u64 {
    u64::try_from(d.as_millis()).unwrap_or(u64::MAX)
}

/// What the referee reads the time from.
pub trait Clock: Send + Sync + std::fmt::Debug {
    /// Now, in ms since the Unix epoch.
    fn now_ms(&self) -> u64;
}

/// The system's clock.
#[derive(Debug, Default, Clone, Copy)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now_ms(&self) -> u64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
    }
}

/// A clock that moves only when told (tests).
#[derive(Debug, Default)]
pub struct ManualClock(AtomicU64);

impl ManualClock {
    /// A clock at `ms`.
    #[must_use]
    pub fn at(ms: u64) -> ManualClock {
        ManualClock(AtomicU64::new(ms))
    }

    /// Move it on.
    pub fn advance(&self, d: Duration) {
        self.0.fetch_add(millis(d), Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now_ms(&self) -> u64 {
        self.0.load(Ordering::SeqCst)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Found by `fuzz/` (target `duration`): the refusal quoted the text with its line break
    /// and NUL bytes, so one sentence became two lines.
    #[test]
    fn a_refusal_quotes_control_characters_as_replacement_marks() {
        for input in ["30$\n\0\0\0\x000M", "\0\0\n323", "1\x1b[2J0m"] {
            let e = parse_move_time(input).expect_err(input);
            for lang in crate::i18n::Lang::ALL {
                let line = crate::i18n::catalog()
                    .check(lang, &e.msg())
                    .expect("renders");
                assert!(!line.chars().any(char::is_control), "{lang}: {line:?}");
            }
        }
        assert_eq!(
            parse_move_time("30$\n\0\0\0\x000M"),
            Err(DurationError::Malformed(
                "30$\u{fffd}\u{fffd}\u{fffd}\u{fffd}\u{fffd}0M".into()
            ))
        );
    }

    #[test]
    fn the_four_units_and_the_limits() {
        assert_eq!(parse_move_time("30s"), Ok(Duration::from_secs(30)));
        assert_eq!(parse_move_time(" 10M "), Ok(Duration::from_secs(600)));
        assert_eq!(parse_move_time("2h"), Ok(Duration::from_secs(7200)));
        assert_eq!(parse_move_time("3d"), Ok(Duration::from_secs(259_200)));
        assert_eq!(parse_move_time("10s"), Ok(MIN_MOVE_TIME));
        assert!(matches!(
            parse_move_time("9s"),
            Err(DurationError::TooShort(_))
        ));
        assert!(matches!(
            parse_move_time("0m"),
            Err(DurationError::TooShort(_))
        ));
        assert!(matches!(
            parse_move_time("31d"),
            Err(DurationError::TooLong(_))
        ));
        for bad in [
            "", "m", "10", "10x", "1.5h", "-3d", "3 d", "10mm", "d3", "٣d",
        ] {
            assert!(
                matches!(parse_move_time(bad), Err(DurationError::Malformed(_))),
                "{bad:?}"
            );
        }
        assert!(matches!(
            parse_move_time("99999999999999999999d"),
            Err(DurationError::TooLong(_))
        ));
    }

    proptest! {
        #[test]
        fn any_text_is_read_or_refused_never_a_panic(text in "\\PC{0,24}") {
            match parse_move_time(&text) {
                Ok(d) => prop_assert!(d >= MIN_MOVE_TIME && d <= MAX_MOVE_TIME),
                Err(e) => prop_assert!(!e.msg().text(crate::i18n::Lang::En).is_empty()),
            }
        }

        #[test]
        fn a_number_and_a_unit_is_that_many_units(n in 0u64..100_000, unit in 0usize..4) {
            let (letter, secs) = [("s", 1), ("m", 60), ("h", 3600), ("d", 86_400)][unit];
            let parsed = parse_move_time(&format!("{n}{letter}"));
            let want = Duration::from_secs(n * secs);
            if want < MIN_MOVE_TIME {
                prop_assert_eq!(parsed, Err(DurationError::TooShort(format!("{n}{letter}"))));
            } else if want > MAX_MOVE_TIME {
                prop_assert_eq!(parsed, Err(DurationError::TooLong(format!("{n}{letter}"))));
            } else {
                prop_assert_eq!(parsed, Ok(want));
            }
        }
    }
}
