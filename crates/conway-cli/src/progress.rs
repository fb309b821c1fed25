//! Progress display: a bar on a terminal, silence when piped or with `--quiet`.
//!
//! Library functions report progress through a `conway::progress::Progress` callback,
//! `(done, total)`; the CLI turns it into an `indicatif` bar drawn on stderr.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;

/// Settings shared by every command.
#[derive(Clone, Debug)]
pub struct Context {
    /// Suppress progress bars.
    pub quiet: bool,
}

impl Context {
    /// A progress bar for `total` units of work labelled `message`; hidden unless stderr
    /// is a terminal and `--quiet` was not given.
    pub fn progress(&self, total: u64, message: &str) -> ProgressBar {
        let bar = ProgressBar::with_draw_target(Some(total), ProgressDrawTarget::stderr());
        if self.quiet || !std::io::stderr().is_terminal() {
            bar.set_draw_target(ProgressDrawTarget::hidden());
        }
        bar.set_style(
            ProgressStyle::with_template("{msg} [{bar:40}] {pos}/{len} ({eta})")
                .expect("static template")
                .progress_chars("=> "),
        );
        bar.set_message(message.to_string());
        bar
    }
}
