//! `conway grundy` (and `conway count`, which shares its engine) on hostile and extreme
//! input: numbers near 2^64, requests beyond the limits, messages in the terms of the
//! options given, and JSON whose large integers are strings.

use crate::util::{conway, json_of, values_of};

/// `G(0..=to)` of subtraction of `set` from the definition (the slow twin).
fn by_subtraction(set: &[u64], to: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::with_capacity(to + 1);
    for n in 0..=to {
        let options: Vec<u64> = set
            .iter()
            .filter(|&&s| s <= n as u64)
            .map(|&s| g[n - s as usize])
            .collect();
        g.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    g
}

#[test]
fn subtraction_near_two_to_the_64_matches_the_definition() {
    let max = u64::MAX;
    let v = json_of(&["grundy", &format!("sub:1,{max}"), "--to", "2000", "--json"]);
    assert_eq!(values_of(&v), by_subtraction(&[1, max], 2000));
    assert_eq!(v["period"]["certified"], false);
    assert_eq!(v["period"]["period"], 2);
    // The window is 2^64 - 1 heaps long: n0 + t + 1, plus one period, exactly.
    assert_eq!(
        v["period"]["values_needed_to_certify"],
        (max as u128 + 1 + 2).to_string()
    );
    let v = json_of(&["grundy", &format!("sub:{max}"), "--to", "50", "--json"]);
    assert_eq!(values_of(&v), by_subtraction(&[max], 50));
    assert_eq!(v["period"]["certified"], false);
    let v = json_of(&[
        "grundy",
        &format!("sub:{},{max},3", max - 1),
        "--to",
        "300",
        "--certify",
        "--json",
    ]);
    assert_eq!(values_of(&v), by_subtraction(&[max - 1, max, 3], 300));
    assert_eq!(v["period"]["certified"], false);
}

#[test]
fn a_certify_search_over_a_short_period_ends_at_its_limit() {
    // Period 6 from 0 for every heap computed, and a window of 10^6 + 1 values: --certify
    // computes up to its limit and reports the period observed. The period search after each
    // chunk was quadratic here (minutes of CPU time).
    let set = [1_000_001, 1_000_000, 3];
    let v = json_of(&[
        "grundy",
        "sub:1000001,1000000,3",
        "--to",
        "300",
        "--certify",
        "--json",
    ]);
    assert_eq!(values_of(&v), by_subtraction(&set, 300));
    assert_eq!(v["computed"], 1_000_001);
    assert!(v["search_stopped"].is_null());
    assert_eq!(v["period"]["period"], 6);
    assert_eq!(v["period"]["preperiod"], 0);
    assert_eq!(v["period"]["certified"], false);
    assert_eq!(v["period"]["values_needed_to_certify"], "1000008");
}

#[test]
fn counting_with_numbers_near_two_to_the_64_matches_the_definition() {
    let set = [1, u64::MAX];
    let zeros = by_subtraction(&set, 10_000)
        .iter()
        .filter(|&&g| g == 0)
        .count();
    assert_eq!(zeros, 5001);
    let out = conway()
        .args(["count", &format!("sub:1,{}", u64::MAX)])
        .args(["--heaps", "1", "--max", "10000"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.starts_with(&format!("{zeros} ")), "{stdout}");
}

#[test]
fn messages_speak_of_the_options_given() {
    // --certify without --certify-limit: nothing about limits the user did not give.
    let out = conway()
        .args(["grundy", "octal:0.6", "--to", "10", "--certify"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        !stdout.contains("4000000") && !stdout.contains("10000000"),
        "{stdout}"
    );
    // --certify given: the advice is to raise --certify-limit, not to add --certify.
    let out = conway()
        .args([
            "grundy",
            "sub:1000",
            "--to",
            "5",
            "--certify",
            "--certify-limit",
            "100",
        ])
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.contains("(rerun with --certify-limit 1001)"),
        "{stdout}"
    );
    assert!(!stdout.contains("rerun with --certify,"), "{stdout}");
    // Without --certify, past the default limit: both options.
    let out = conway()
        .args(["grundy", "sub:2000000", "--to", "5"])
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.contains("(rerun with --certify --certify-limit 2000001, or --to 2000001)"),
        "{stdout}"
    );
    // No theorem: --certify cannot help, and says so.
    let out = conway()
        .args(["grundy", "grundy", "--to", "100", "--certify"])
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.contains("--certify has nothing to prove"),
        "{stdout}"
    );
    // Beyond the largest heap: no advice to rerun.
    let out = conway()
        .args(["grundy", "sub:200000000", "--to", "5"])
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(stdout.contains("cannot be certified here") && !stdout.contains("rerun"));
}

#[test]
fn a_search_for_a_certificate_that_stops_says_why() {
    let code = format!("octal:0.{}", pseudo_random_digits(1000, "4567"));
    let v = json_of(&["grundy", &code, "--to", "200", "--certify", "--json"]);
    assert_eq!(v["values"].as_array().unwrap().len(), 201);
    let stopped = v["search_stopped"].as_str().unwrap();
    assert!(stopped.contains("heaps up to 1000000"), "{stopped}");
    let out = conway()
        .args(["grundy", &code, "--to", "200", "--certify"])
        .output()
        .unwrap();
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.contains("--certify stopped early: heaps up to 1000000"),
        "{stdout}"
    );
    let v = json_of(&["grundy", "kayles", "--to", "120", "--certify", "--json"]);
    assert!(v["search_stopped"].is_null());
    assert!(v["period"]["values_needed_to_certify"].is_null());
}

/// `len` digits drawn from `alphabet` by a fixed linear congruential generator.
fn pseudo_random_digits(len: usize, alphabet: &str) -> String {
    let alphabet: Vec<char> = alphabet.chars().collect();
    let mut state: u64 = 12345;
    (0..len)
        .map(|_| {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            alphabet[(state >> 33) as usize % alphabet.len()]
        })
        .collect()
}

#[test]
fn extreme_requests_are_refused_with_one_line() {
    let octal = format!("octal:0.{}", pseudo_random_digits(1000, "01234567"));
    let hex = format!("octal:0.{}", "f".repeat(1000));
    let long_name = "k".repeat(100_000);
    let max = u64::MAX.to_string();
    // Each refusal names its limit: the work, or the memory of the split tables.
    let beyond = "units of work|MiB";
    let cases: Vec<(Vec<&str>, &str)> = vec![
        (vec!["grundy", &octal, "--to", "100000"], beyond),
        (vec!["grundy", &hex, "--to", "100000"], beyond),
        (vec!["grundy", "split:10000", "--to", "100000"], beyond),
        (vec!["grundy", "split:3", "--to", "200000"], beyond),
        (vec!["grundy", "octal:0.6", "--to", "100000000"], beyond),
        (vec!["grundy", "grundy", "--to", "100000000"], beyond),
        (vec!["grundy", "octal:0.8", "--to", "100000000"], beyond),
        (
            vec!["grundy", "kayles", "--to", "100000001"],
            "--to 100000001 is too large",
        ),
        (vec!["grundy", "kayles", "--to", &max], "is too large"),
        (
            vec![
                "grundy",
                "kayles",
                "--certify",
                "--certify-limit",
                "100000001",
            ],
            "--certify-limit 100000001 is too large",
        ),
        (
            vec!["grundy", "sub:squares", "--to", "10000001"],
            "subtraction of squares",
        ),
        (vec!["grundy", "sub:18446744073709551616"], "too large"),
        (vec!["grundy", "sub:0"], "positive"),
        (vec!["grundy", "sub:1,,2"], "not a positive integer"),
        (vec!["grundy", "split:0"], "split:K"),
        (vec!["grundy", "octal:0."], "no digits"),
        (vec!["grundy", "octal:0.é"], "column 3"),
        (vec!["grundy", &long_name], "(100000 characters)"),
        (
            vec!["count", &octal, "--heaps", "2", "--max", "100000"],
            beyond,
        ),
        (
            vec!["count", "octal:0.6", "--heaps", "3", "--max", "100000000"],
            beyond,
        ),
    ];
    for (args, expected) in cases {
        let out = conway().args(&args).output().unwrap();
        let shown: Vec<&str> = args.iter().map(|a| &a[..a.len().min(30)]).collect();
        assert_eq!(out.status.code(), Some(2), "{shown:?}");
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(stderr.starts_with("conway: "), "{shown:?}: {stderr}");
        assert_eq!(stderr.lines().count(), 1, "{shown:?}: {stderr}");
        assert!(stderr.len() < 400, "{shown:?}: {stderr}");
        let named = expected.split('|').any(|e| stderr.contains(e));
        assert!(named, "{shown:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{shown:?}");
    }
}

#[test]
fn heavy_requests_within_the_limits_are_answered() {
    // Splitting into more parts than tokens, a large default, huge values listed from a
    // certified period, and a long code whose values up to --to are within the limit.
    let v = json_of(&["grundy", "split:10000", "--to", "200", "--json"]);
    let w = json_of(&["grundy", "split:200", "--to", "200", "--json"]);
    assert_eq!(v["values"], w["values"]);
    let v = json_of(&["grundy", "dawson", "--to", "3000000", "--json"]);
    assert_eq!(v["values"].as_array().unwrap().len(), 3_000_001);
    let octal = format!("octal:0.{}", pseudo_random_digits(1000, "01234567"));
    let v = json_of(&["grundy", &octal, "--to", "1500", "--json"]);
    assert_eq!(v["values"].as_array().unwrap().len(), 1501);
}
