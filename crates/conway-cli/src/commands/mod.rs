//! One module per subcommand.

pub mod compare;
pub mod count;
pub mod count_sums;
pub mod db;
pub mod demo;
pub mod grundy;
pub mod misere;
pub mod misere_form;
pub mod moves;
pub mod nim;
pub mod ordinal;
pub mod outcome;
pub mod rulesets;
pub mod serve;
pub mod solve;
pub mod surreal;
pub mod thermograph;
pub mod turning;
pub mod value;

/// Prints a JSON value as one line on stdout.
pub fn print_json(value: &serde_json::Value) {
    println!("{value}");
}

/// Prints an answer of arithmetic (`nim`, `ordinal`): the JSON object, or its `"value"`.
pub fn print_value_or_json(answer: &serde_json::Value, json: bool) {
    if json {
        print_json(answer);
    } else {
        println!("{}", answer["value"].as_str().unwrap_or_default());
    }
}
