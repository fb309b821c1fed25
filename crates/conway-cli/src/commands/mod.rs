//! One module per subcommand.

pub mod arithmetic;
pub mod compare;
pub mod count;
pub mod count_sums;
pub mod demo;
pub mod grundy;
pub mod grundy_coordinate;
pub mod grundy_research;
pub mod misere;
pub mod misere_canonical;
pub mod nim;
pub mod rulesets;
pub mod serve;
pub mod solve;
pub mod thermograph;
pub mod turning;
pub mod value;

/// Prints a JSON value as one line on stdout.
pub fn print_json(value: &serde_json::Value) {
    println!("{value}");
}
