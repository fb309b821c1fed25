//! The moves of a ruleset position, as game expressions: each option of `name:argument`
//! written `name:option` in the ruleset's syntax, or `0` when nothing is left. Shared by
//! `conway moves` and the explorer, which value them and mark them
//! ([`conway::partizan::sensible`]).

use crate::error::CliError;
use conway_games::contract::Entry;
use conway_games::registry;

/// A ruleset position `name:argument` alone, if `expr` is one.
pub fn single_position(expr: &str) -> Option<(&'static Entry, &str)> {
    let (name, argument) = expr.trim().split_once(':')?;
    let entry = registry::find(name.trim())?;
    Some((entry, argument))
}

/// Left's and Right's moves, each as a game expression.
pub type MoveExpressions = (Vec<String>, Vec<String>);

/// Left's and Right's moves from `expr`, as expressions, if `expr` is a single ruleset
/// position whose ruleset writes its positions (every ruleset but `staircase`, whose
/// options are Young diagrams); an invalid position is an error.
pub fn move_expressions(expr: &str) -> Result<Option<MoveExpressions>, CliError> {
    let Some((entry, argument)) = single_position(expr) else {
        return Ok(None);
    };
    let listed = entry
        .solver()
        .options(argument.trim())
        .map_err(|e| CliError::input(format!("{}: {e}", entry.name)))?;
    let name = entry.name;
    let expressions = |texts: Vec<String>| -> Vec<String> {
        texts
            .into_iter()
            .map(|text| match text.as_str() {
                "" => "0".to_string(),
                text => format!("{name}:{text}"),
            })
            .collect()
    };
    Ok(listed.map(|(left, right)| (expressions(left), expressions(right))))
}
