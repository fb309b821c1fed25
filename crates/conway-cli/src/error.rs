//! Errors of the command-line tool and their exit codes (2 = bad input, 1 = internal).

use std::fmt::Display;

/// What went wrong, and whose fault it was.
#[derive(Debug)]
pub enum CliError {
    /// The user's input is invalid: exit status 2.
    Input(String),
    /// Something failed inside conway: exit status 1.
    Internal(String),
}

impl CliError {
    /// A bad-input error from anything printable.
    pub fn input(message: impl Display) -> Self {
        CliError::Input(message.to_string())
    }

    /// The one-line message printed on stderr.
    pub fn message(&self) -> &str {
        match self {
            CliError::Input(m) | CliError::Internal(m) => m,
        }
    }

    /// The process exit status.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Input(_) => 2,
            CliError::Internal(_) => 1,
        }
    }
}

impl From<conway::count::CountError> for CliError {
    fn from(e: conway::count::CountError) -> Self {
        CliError::input(e)
    }
}

impl From<std::io::Error> for CliError {
    fn from(e: std::io::Error) -> Self {
        CliError::Internal(format!("I/O error: {e}"))
    }
}
