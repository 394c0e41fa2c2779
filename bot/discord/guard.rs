//! A cheap gate in front of the referee: oversized input is refused before it is parsed (the
//! flood limit is the referee's: [`crate::referee::flood`]).

/// Longest text command read (characters). A longer prefixed message is refused without being
/// parsed; longer chat is not looked at. Discord allows 2000 (4000 with Nitro); no command
/// needs more than a few dozen.
pub const MAX_COMMAND_CHARS: usize = 200;

/// Longest slash-command string option read (a move, a square, a variant name).
pub const MAX_OPTION_CHARS: usize = 100;

/// Whether `text` is longer than `max` characters, without walking more than needed.
#[must_use]
pub fn longer_than(text: &str, max: usize) -> bool {
    // A char is at most 4 bytes: short byte lengths need no counting.
    text.len() > max && (text.len() > 4 * max || text.chars().nth(max).is_some())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_text_is_found_without_counting_all_of_it() {
        assert!(!longer_than("abc", 3));
        assert!(longer_than("abcd", 3));
        assert!(!longer_than("ééé", 3));
        assert!(longer_than(&"é".repeat(4), 3));
        assert!(longer_than(&"x".repeat(1_000_000), MAX_COMMAND_CHARS));
    }
}
