//! Errors of the command-line tool and their exit codes (2 = bad input or a refusal for
//! size, 1 = internal).

use std::fmt::Display;

/// What went wrong, and whose fault it was.
#[derive(Debug)]
pub enum CliError {
    /// The user's input is invalid: exit status 2.
    Input(String),
    /// Something failed inside conway: exit status 1.
    Internal(String),
    /// The computation needs more than this many work steps (its `--work-limit`): exit
    /// status 2, a refusal for size rather than bad input, with the message of
    /// [`CliError::work_limit`].
    WorkLimit { steps: u64, message: String },
}

impl CliError {
    /// A bad-input error from anything printable.
    pub fn input(message: impl Display) -> Self {
        CliError::Input(message.to_string())
    }

    /// The refusal of a computation that needs more than `steps` work steps, saying how
    /// to go on.
    pub fn work_limit(steps: u64) -> Self {
        CliError::WorkLimit {
            steps,
            message: format!(
                "the computation needs more than {steps} work steps (the --work-limit); run \
                 again with --work-limit 0 to lift it (it may take long and much memory)"
            ),
        }
    }

    /// The one-line message printed on stderr.
    pub fn message(&self) -> &str {
        match self {
            CliError::Input(m) | CliError::Internal(m) => m,
            CliError::WorkLimit { message, .. } => message,
        }
    }

    /// The process exit status.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Input(_) | CliError::WorkLimit { .. } => 2,
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
