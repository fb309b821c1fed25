//! `conway misere`: outcomes through the quotient against plain search, the published
//! quotient of 0.75, counts, and error paths.

use crate::util::{conway, json_of, refused};

#[test]
fn quotient_outcomes_agree_with_search() {
    for game in ["dawson", "kayles", "octal:0.75", "octal:0.137", "sub:1,3,4"] {
        for heaps in ["3,5,7", "1,1,1", "2,2", "4,6", "8", "1,2,3,4", "5,5,8"] {
            let fast = json_of(&["misere", game, "--heaps", heaps, "--json"]);
            let slow = json_of(&["misere", game, "--heaps", heaps, "--search", "--json"]);
            assert_eq!(fast["outcome"], slow["outcome"], "{game} {heaps}");
            assert_eq!(fast["method"], "quotient");
        }
    }
}

#[test]
fn sums_the_quotient_cannot_reach_are_decided_by_search() {
    // Officers' quotient outgrows the limits at heap 17: a sum with a larger heap, asked
    // for without a method, is decided by plain search, which says so.
    for heaps in ["18,3", "20,7,2", "25"] {
        let answer = json_of(&["misere", "octal:0.6", "--heaps", heaps, "--json"]);
        let search = json_of(&[
            "misere",
            "octal:0.6",
            "--heaps",
            heaps,
            "--search",
            "--json",
        ]);
        assert_eq!(answer["outcome"], search["outcome"], "{heaps}");
        assert_eq!(answer["method"], "search");
        let why = answer["quotient_refused"].as_str().unwrap();
        assert!(why.contains("outgrows"), "{why}");
    }
    // With the quotient asked for by name, the refusal stands.
    refused(
        &["misere", "octal:0.6", "--heaps", "18,3", "--by", "quotient"],
        "outgrows",
    );
}

/// A sum too large for both the quotient and plain search is refused, naming both.
#[test]
#[ignore = "slow tier: the plain search runs to its limit of 500000 positions (15 s)"]
fn sums_beyond_the_quotient_and_the_search_are_refused_naming_both() {
    refused(
        &["misere", "octal:0.6", "--heaps", "40,40,40,40"],
        "and plain search could not decide the sum either",
    );
}

/// 0.75 has the quotient R8 of order 8 (Plambeck, INTEGERS 5 (2005) G5).
#[test]
fn the_quotient_of_075_is_r8() {
    let q = json_of(&["misere", "octal:0.75", "--quotient", "--to", "20", "--json"]);
    assert_eq!(q["answer"], "8");
    assert_eq!(q["relations"].as_array().unwrap().len(), 4);
    assert_eq!(q["p_portion"], serde_json::json!(["a", "b^2"]));
    assert_eq!(q["period"]["proven"], false);
}

/// Dawson's Kayles to heap 30 has a quotient of order 360, as Siegel's MisereSolver found
/// (A. Siegel, "Some MisereSolver questions answered", miseregames.wordpress.com, 2007);
/// the outcome of heaps 20 + 30 through it agrees with plain search; past heap 33 the
/// quotient outgrows the default limits and is refused, naming the heap, and a sum with
/// such a heap is decided by plain search.
#[test]
#[ignore = "slow tier: several seconds, plain search over 10^5 positions"]
fn dawson_to_30_has_order_360_and_larger_heaps_are_refused() {
    let q = json_of(&["misere", "dawson", "--quotient", "--to", "30", "--json"]);
    assert_eq!(q["answer"], "360");
    let args = ["misere", "dawson", "--heaps", "20,30", "--json"];
    let fast = json_of(&args);
    let slow = json_of(&[&args[..], &["--by", "search"]].concat());
    assert_eq!(fast["outcome"], slow["outcome"]);
    assert_eq!(fast["quotient_order"], 360);
    refused(
        &["misere", "dawson", "--quotient", "--to", "40"],
        "at heap 34",
    );
    // A sum with a heap past 33 is decided by plain search instead, saying why.
    let args = ["misere", "dawson", "--heaps", "40,2", "--json"];
    let fallback = json_of(&args);
    let slow = json_of(&[&args[..], &["--by", "search"]].concat());
    assert_eq!(fallback["outcome"], slow["outcome"]);
    let why = fallback["quotient_refused"].as_str().unwrap();
    assert!(why.contains("at heap 34"), "{why}");
}

#[test]
fn counts_are_exact_or_modular() {
    let base = [
        "misere",
        "dawson",
        "--count",
        "--heaps-up-to",
        "8",
        "--games",
        "3",
        "--json",
    ];
    let exact = json_of(&base);
    let modular = json_of(&[&base[..], &["--modulus", "7"]].concat());
    let n: u64 = exact["answer"].as_str().unwrap().parse().unwrap();
    assert_eq!(modular["answer"], (n % 7).to_string());
}

#[test]
fn bad_input_is_refused_with_exit_2() {
    for args in [
        vec!["misere", "nonsense", "--heaps", "1"],
        vec!["misere", "dawson", "--heaps", "2001"],
        vec!["misere", "dawson", "--heaps", "x"],
        vec!["misere", "dawson"],
        vec!["misere", "dawson", "--quotient"],
        vec![
            "misere",
            "dawson",
            "--count",
            "--heaps-up-to",
            "3",
            "--games",
            "0",
        ],
        vec!["misere", "dawson", "--genus", "--to", "41"],
        vec!["misere", "kayles", "--canonical"],
        vec!["misere", "kayles", "--canonical", "--to", "201"],
        vec!["misere", "kayles", "--heaps", "201", "--by", "canonical"],
        vec!["misere", "kayles", "--heaps", "3", "--by", "nonsense"],
        vec![
            "misere",
            "kayles",
            "--heaps",
            "3",
            "--by",
            "canonical",
            "--search",
        ],
        vec!["misere", "cram:2x3", "--heaps", "1"],
        vec!["misere", "cram:2x3", "--canonical", "--to", "3"],
        vec!["misere", "cram:2y", "--canonical"],
        vec!["misere", "cram:6x6", "--canonical"],
        vec!["misere", "domineering:2x2", "--canonical"],
        vec![
            "misere",
            "octal:0.6",
            "--quotient",
            "--to",
            "40",
            "--max-order",
            "4",
        ],
        vec![
            "misere",
            "dawson",
            "--quotient",
            "--to",
            "3",
            "--max-order",
            "2001",
        ],
        vec![
            "misere",
            "dawson",
            "--quotient",
            "--to",
            "3",
            "--max-order",
            "0",
        ],
        vec!["misere", "dawson", "--heaps", "3,5", "--max-order", "0"],
    ] {
        let out = conway().args(&args).output().unwrap();
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.starts_with("conway: "), "{args:?}: {err}");
    }
}

/// The outcome of a sum of heaps from canonical forms against the quotient and plain search.
#[test]
fn canonical_outcomes_agree_with_quotient_and_search() {
    for game in ["dawson", "kayles", "octal:0.75"] {
        for heaps in ["3,5,7", "1,1,1", "2,2", "4,6", "1,2,3,4"] {
            let args = ["misere", game, "--heaps", heaps, "--json"];
            let by = |method: &str| json_of(&[&args[..], &["--by", method]].concat());
            let canonical = by("canonical");
            assert_eq!(canonical["method"], "canonical");
            assert_eq!(
                canonical["outcome"],
                by("quotient")["outcome"],
                "{game} {heaps}"
            );
            assert_eq!(
                canonical["outcome"],
                by("search")["outcome"],
                "{game} {heaps}"
            );
        }
    }
}

/// The genus printed with the canonical forms against `--genus` (plain search), and the
/// outcome against the genus (`γ0 = 0` iff P).
#[test]
fn canonical_table_agrees_with_genus_by_search() {
    for game in ["kayles", "octal:0.312"] {
        let forms = json_of(&["misere", game, "--canonical", "--to", "8", "--json"]);
        let genus = json_of(&["misere", game, "--genus", "--to", "8", "--json"]);
        for (n, row) in forms["heaps"].as_array().unwrap().iter().enumerate() {
            assert_eq!(row["genus"], genus["genus"][n], "{game} heap {n}");
            let p = genus["terms"][n][0] == 0;
            assert_eq!(row["outcome"], if p { "P" } else { "N" });
        }
    }
}

/// A ruleset position: the normal-play part of the genus is the nim-value of conway grundy.
#[test]
fn cram_positions_have_canonical_forms() {
    for position in ["cram:2x3", "cram:3x3", "cram:2x4"] {
        let form = json_of(&["misere", position, "--canonical", "--json"]);
        let nim = json_of(&["grundy", position, "--json"]);
        let genus = form["genus"].as_str().unwrap();
        assert_eq!(
            genus.split('^').next().unwrap(),
            nim["nim_value"].to_string()
        );
        assert!(form["positions"].as_u64().unwrap() > 1);
    }
}

/// A ruleset position is the misère sum of its components' forms (through the bridge):
/// two separate 3x4 regions of Cram, each `*`, make `* + * = 0`, and a 3x4 region beside a
/// 3x2 one (also `*`) too; boards past the old cap of 20000 positions are reached, their
/// genus agreeing with conway grundy.
#[test]
fn ruleset_positions_are_the_misere_sums_of_their_regions() {
    let region = json_of(&["misere", "cram:3x4", "--canonical", "--json"]);
    assert_eq!(region["form"], "*");
    for board in [
        "cram:....#....|....#....|....#....",
        "cram:....#..|....#..|....#..",
    ] {
        let sum = json_of(&["misere", board, "--canonical", "--json"]);
        let answer = (sum["form"].as_str(), sum["outcome"].as_str());
        assert_eq!(answer, (Some("0"), Some("N")), "{board}");
    }
    for position in ["cram:4x5", "cram:3x7"] {
        let form = json_of(&["misere", position, "--canonical", "--json"]);
        let nim = json_of(&["grundy", position, "--json"]);
        let genus = form["genus"].as_str().unwrap();
        let normal = genus.split('^').next().unwrap();
        assert_eq!(normal, nim["nim_value"].to_string(), "{position}");
    }
}

/// Too large a ruleset position is refused by a limit of work, forms or positions (exit 2,
/// saying which), not followed for minutes; a partizan ruleset is refused as such.
#[test]
fn large_or_partizan_ruleset_positions_are_refused_with_the_reason() {
    let out = conway()
        .args(["misere", "cram:6x6", "--canonical"])
        .timeout(std::time::Duration::from_secs(120)) // a hang guard, not a timing claim
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("limit"), "{err}");
    let out = conway()
        .args(["misere", "domineering:2x2", "--canonical"])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("impartial") && err.contains("domineering is partizan"),
        "{err}"
    );
}

/// `--genus` is bounded by the work of its search, not only by the heap: a costly game is
/// refused within seconds, naming the largest `--to` within the limit, which then runs.
#[test]
#[ignore = "slow tier: two searches run to the limit of 2000000 steps (13 s)"]
fn genus_runs_are_bounded_by_their_work() {
    for game in ["kayles", "split:3"] {
        let out = conway()
            .args(["misere", game, "--genus", "--to", "40", "--json"])
            .timeout(std::time::Duration::from_secs(120)) // a hang guard, not a timing claim
            .output()
            .unwrap();
        if out.status.success() {
            continue;
        }
        assert_eq!(out.status.code(), Some(2), "{game}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("limit of 2000000 steps"), "{err}");
        let to = err.split("ask for --to ").nth(1).unwrap().trim();
        json_of(&["misere", game, "--genus", "--to", to, "--json"]);
    }
}

#[test]
fn misere_forms_in_digit_notation() {
    // CGSuite's misère examples (its test suite): mates, g+, g-, classes.
    let restive = json_of(&["misere-form", "{{*2}, 0}", "--json"]);
    assert_eq!(restive["form"], "2#0");
    assert_eq!(restive["mate"], "2#1");
    assert_eq!(
        (restive["normal"].as_u64(), restive["misere"].as_u64()),
        (Some(1), Some(2))
    );
    assert_eq!(restive["class"], "restive");
    assert_eq!(restive["options"], serde_json::json!(["2#", "0"]));
    let restless = json_of(&["misere-form", "2#1", "--json"]);
    assert_eq!(restless["class"], "restless");
    assert_eq!(restless["outcome"], "N");
    let twice = json_of(&["misere-form", "*2 + *2", "--json"]);
    assert_eq!(twice["form"], "32");
    assert_eq!(twice["outcome"], "P");
    assert_eq!(twice["braces"], "{*2,*3}");
    let odd = json_of(&["misere-form", "1", "--json"]);
    assert_eq!(odd["even"], false);
    // A form read back from its output is the same form.
    let wild = json_of(&["misere-form", "*[(2#1)2##]", "--json"]);
    assert_eq!(wild["class"], "wild");
    let again = json_of(&["misere-form", wild["form"].as_str().unwrap(), "--json"]);
    assert_eq!(again["braces"], wild["braces"]);
}

#[test]
fn links_and_distinguishers_check_out_through_sums() {
    for (g, h) in [("4[2#]", "2#"), ("2#0", "2#1"), ("0", "32"), ("2", "2")] {
        let answer = json_of(&["misere-form", g, "--with", h, "--json"]);
        let with = &answer["with"];
        assert_eq!(with["equal"], g == h);
        if let Some(t) = with["link"].as_str() {
            for side in [g, h] {
                let sum = json_of(&["misere-form", &format!("{side} + ({t})"), "--json"]);
                assert_eq!(sum["outcome"], "P", "{side} + {t}");
            }
        }
        if let Some(x) = with["distinguisher"].as_str() {
            let p = json_of(&["misere-form", &format!("{g} + ({x})"), "--json"]);
            let n = json_of(&["misere-form", &format!("{h} + ({x})"), "--json"]);
            assert_eq!(
                (p["outcome"].as_str(), n["outcome"].as_str()),
                (Some("P"), Some("N"))
            );
        } else {
            assert_eq!(g, h);
        }
    }
    // A form is no link with its own option.
    let answer = json_of(&["misere-form", "2#", "--with", "2##", "--json"]);
    assert_eq!(answer["with"]["linked"], false);
}

#[test]
fn bad_misere_forms_are_refused() {
    refused(&["misere-form", "2#)"], "column");
    refused(&["misere-form", "foo(2)"], "mate");
    refused(&["misere-form", "2[#-2]"], "difference");
    refused(&["misere-form", "*5000"], "at most 1000");
    refused(&["misere-form", &"(".repeat(300)], "nest");
    refused(&["misere-form", "2", "--with", "{"], "expected");
}
