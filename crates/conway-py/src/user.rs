//! Games defined in Python, valued by the engine (filled in below).

/// The solvers of games defined in Python.
#[derive(Default)]
pub struct UserSolvers {}
