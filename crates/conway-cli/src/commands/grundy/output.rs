//! How `conway grundy` writes a Grundy sequence: JSON written as it goes, the text table,
//! and the sentences that describe a period, its certificate and what it would need.

use super::args::{Args, DEFAULT_CERTIFY_LIMIT};
use crate::error::CliError;
use conway::impartial::heap::{GrundySequence, MAX_HEAP};
use conway::impartial::periodic::{Certificate, Periodicity};
use serde_json::json;
use std::io::Write;

/// The JSON object of the values `G(0..=to)` of `game`, written as it goes (the values may
/// be 10^8 numbers). Every integer is below 2^53 except the number of values a certificate
/// needs, which is a string.
pub fn write_json(
    out: &mut impl Write,
    game: &str,
    to: usize,
    sequence: &GrundySequence,
) -> Result<(), CliError> {
    let period = sequence.periodicity.as_ref().map(period_json);
    let head = json!({
        "game": game,
        "to": to,
        "max": sequence.values.iter().max(),
        "computed": sequence.computed,
        "period": period,
        "search_stopped": sequence.search_stopped.as_ref().map(ToString::to_string),
    });
    // `head` is an object: write its members, then the values.
    let head = head.to_string();
    write!(out, "{},\"values\":[", &head[..head.len() - 1])?;
    for (i, v) in sequence.values.iter().enumerate() {
        if i > 0 {
            out.write_all(b",")?;
        }
        write!(out, "{v}")?;
    }
    writeln!(out, "]}}")?;
    Ok(())
}

/// The JSON object of a period: `{"preperiod", "period", "saltus", "certified", "by",
/// "values_needed_to_certify", "refuted_by"}` (see docs/cli.md).
pub fn period_json(p: &Periodicity) -> serde_json::Value {
    let (certified, by, needed, refuted_by) = match &p.certificate {
        Certificate::Certified { by } => (true, by.clone(), None, None),
        Certificate::Observed { values_needed } => (
            false,
            "observed".to_string(),
            values_needed.map(|n| n.to_string()),
            None,
        ),
        Certificate::Refuted { by } => (false, "observed".to_string(), None, Some(by)),
    };
    json!({
        "preperiod": p.preperiod,
        "period": p.period,
        "saltus": p.saltus,
        "certified": certified,
        "by": by,
        "values_needed_to_certify": needed,
        "refuted_by": refuted_by,
    })
}

pub fn write_text(
    out: &mut impl Write,
    args: &Args,
    unit: &str,
    certifiable: bool,
    sequence: &GrundySequence,
) -> Result<(), CliError> {
    writeln!(
        out,
        "Grundy values of {} for {unit} 0..={}:",
        args.game(),
        args.to()
    )?;
    write_rows(out, 0, &sequence.values)?;
    writeln!(out, "max: {}", sequence.values.iter().max().unwrap_or(&0))?;
    writeln!(
        out,
        "period: {}",
        describe_period(args, certifiable, sequence)
    )?;
    Ok(())
}

/// Writes `values`, the values from heap `first` on, twenty a line, each line headed by
/// the heap of its first value.
pub fn write_rows(out: &mut impl Write, first: usize, values: &[u32]) -> std::io::Result<()> {
    const PER_LINE: usize = 20;
    for (row, chunk) in values.chunks(PER_LINE).enumerate() {
        write!(out, "{:>10}:", first + row * PER_LINE)?;
        for v in chunk {
            write!(out, " {v}")?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// What is known of the period, and how to learn more, in the terms of the options given;
/// `certifiable` if a periodicity theorem applies to the game.
fn describe_period(args: &Args, certifiable: bool, sequence: &GrundySequence) -> String {
    let stopped = sequence
        .search_stopped
        .as_ref()
        .map(|e| format!("; --certify stopped early: {e}"))
        .unwrap_or_default();
    let Some(p) = &sequence.periodicity else {
        let uncertifiable = if args.certify && !certifiable {
            " (no periodicity theorem applies to this game, so --certify has nothing to prove)"
        } else {
            ""
        };
        return format!(
            "none seen in the {} values computed{stopped}{uncertifiable}",
            sequence.computed
        );
    };
    describe_periodicity(p, sequence.computed, |needed| {
        advice(args, needed, &stopped)
    })
}

/// A period and its certificate status in words, `computed` values having been searched;
/// `advice(needed)` says how to obtain the `needed` values that would certify an observed
/// period.
pub fn describe_periodicity(
    p: &Periodicity,
    computed: usize,
    advice: impl FnOnce(u128) -> String,
) -> String {
    let what = if p.saltus == 0 {
        format!("preperiod {}, period {}", p.preperiod, p.period)
    } else {
        format!(
            "preperiod {}, period {}, saltus {} (G(n + {}) = G(n) + {} for n >= {})",
            p.preperiod, p.period, p.saltus, p.period, p.saltus, p.preperiod
        )
    };
    match &p.certificate {
        Certificate::Refuted { by } => {
            format!("{what}, observed in the computed values, but it does not go on for ever: {by}")
        }
        Certificate::Observed {
            values_needed: None,
        } if p.saltus > 0 => format!(
            "{what}, observed only (conway has no theorem that certifies an arithmetic period)"
        ),
        Certificate::Certified { by } => {
            format!("{what}, certified by {by} from {computed} computed values")
        }
        Certificate::Observed {
            values_needed: None,
        } => format!(
            "{what}, observed only (no periodicity theorem applies to this game, so it cannot \
             be certified)"
        ),
        Certificate::Observed {
            values_needed: Some(needed),
        } => format!(
            "{what}, observed only; certifying it needs G(0..={}){}",
            needed - 1,
            advice(*needed)
        ),
    }
}

/// How to get the `needed` values that certify the period seen, given the options used.
fn advice(args: &Args, needed: u128, stopped: &str) -> String {
    let last = needed - 1;
    if last > MAX_HEAP as u128 {
        return format!(
            ", beyond the largest heap size computed ({MAX_HEAP}), so this period cannot be \
             certified here{stopped}"
        );
    }
    if !stopped.is_empty() {
        return stopped.to_string();
    }
    if !args.certify {
        if last <= DEFAULT_CERTIFY_LIMIT as u128 {
            format!(" (rerun with --certify, or --to {last})")
        } else {
            format!(" (rerun with --certify --certify-limit {last}, or --to {last})")
        }
    } else if (args.certify_limit as u128) < last {
        format!(" (rerun with --certify-limit {last})")
    } else {
        String::new()
    }
}
