//! Progress display: a bar on a terminal, silence when piped or with `--quiet`.
//!
//! Library functions report progress through a `conway::progress::Progress` callback,
//! `(done, total)`; the CLI turns it into an `indicatif` bar drawn on stderr.

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressState, ProgressStyle};
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

    /// A progress bar as [`Context::progress`] that also shows the rate (`unit`s per
    /// second) and the time left, for computations that may run for hours.
    pub fn progress_with_rate(&self, total: u64, message: &str, unit: &str) -> ProgressBar {
        let bar = self.progress(total, message);
        bar.set_style(
            ProgressStyle::with_template(&format!(
                "{{msg}} [{{bar:40}}] {{pos}}/{{len}} {unit} ({{rate}} {unit}/s, {{eta}} left)"
            ))
            .expect("a valid template")
            .with_key(
                "rate",
                |state: &ProgressState, w: &mut dyn std::fmt::Write| {
                    let _ = write!(w, "{:.0}", state.per_sec());
                },
            )
            .progress_chars("=> "),
        );
        bar
    }
}
