//! Quoting a user's input in an error message.
//!
//! A message is one short line whatever was typed: input longer than [`EXCERPT_CHARS`]
//! characters is cut, with its length appended, and control characters (a newline, a lone
//! carriage return, ...) are shown escaped instead of being obeyed by the terminal.

/// The most characters of an input quoted in a message.
pub const EXCERPT_CHARS: usize = 40;

/// `text` as quoted in a message.
///
/// ```
/// use conway::excerpt::excerpt;
/// assert_eq!(excerpt("2x3"), "2x3");
/// assert_eq!(excerpt("octal:7\n1"), "octal:7\\n1");
/// let long = "x".repeat(100_000);
/// assert_eq!(excerpt(&long), format!("{}... (100000 characters)", "x".repeat(40)));
/// ```
pub fn excerpt(text: &str) -> String {
    let escaped = |c: char| {
        if c.is_control() {
            c.escape_default().to_string()
        } else {
            c.to_string()
        }
    };
    let mut quoted: String = text.chars().take(EXCERPT_CHARS).map(escaped).collect();
    let count = text.chars().count();
    if count > EXCERPT_CHARS {
        quoted.push_str(&format!("... ({count} characters)"));
    }
    quoted
}
