//! `conway value` and `conway compare` on loopy games, end to end: the identities of
//! Winning Ways ch. 11 through the command line, the JSON form, and refusals (exit 2).

use crate::util::{json_of as json, refused};

#[test]
fn value_reports_stoppers_by_their_canonical_form_and_others_by_their_sides() {
    let v = json(&["value", "a{0|a}", "--json"]);
    assert_eq!(v["value"], "over");
    assert_eq!(v["stopper"], true);
    assert_eq!(v["outcome"], "L");
    let d = json(&["value", "on + off", "--json"]);
    assert_eq!(
        (d["value"].as_str(), d["stopper"].as_bool()),
        (Some("on & off"), Some(false))
    );
    assert_eq!(
        (d["left_first"].as_str(), d["right_first"].as_str()),
        (Some("draw"), Some("draw"))
    );
    assert_eq!(d["outcome"], "D");
    let t = json(&["value", "tis + 1", "--json"]);
    assert_eq!(
        (t["onside"].as_str(), t["offside"].as_str()),
        (Some("2"), Some("1"))
    );
    // Bach's carousel (Winning Ways, ch. 11): its sides are not stoppers; said, not guessed
    let c = json(&["value", "a{0,{1|1,{*,{1+*|1+*,a}|*}}|0}", "--json"]);
    assert!(c["onside"].is_null() && c["offside"].is_null() && c["canonical"].is_null());
}

#[test]
fn compare_orders_loopy_games_by_their_sides() {
    for (g, h, relation) in [
        ("over", "1/64", "<"),
        ("over", "^5", ">"),
        ("on", "99", ">"),
        ("off", "over", "<"),
        ("upon + upon", "{0|upon + *}", "="),
        ("dud", "on + off", "="),
        ("dud", "0", "||"),
        ("tis", "1", "<"), // 1 & 0 against 1 & 1
        ("tis", "0", ">"),
        ("on", "on", "="),
    ] {
        let r = json(&["compare", g, h, "--json"]);
        assert_eq!(r["relation"], relation, "{g} vs {h}");
    }
}

#[test]
fn bad_or_oversized_loopy_input_is_refused_with_exit_2() {
    refused(&["value", "{0|pass"], "column 8");
    refused(&["value", "{0|a} + a{0|a}"], "outside the braces it names");
    refused(&["value", "on{0|1}"], "keyword");
    refused(
        &["value", "a{0|a+a}"],
        "refused: more than 32 loopy components",
    );
    refused(&["compare", "on", "{pass|"], "second game expression");
    // a command of short games says that a loopy game is not one
    refused(
        &["thermograph", "over"],
        "this command takes short games only",
    );
    refused(
        &["thermograph", "1 & 0"],
        "this command takes short games only",
    );
}

#[test]
fn backsliding_toads_and_frogs_positions_are_loopy_games() {
    // .T. : the toad slides forth and back for ever and Right has no move: on
    assert_eq!(json(&["value", "backsliding:.T.", "--json"])["value"], "on");
    // T.F : every line of play is forced and ends: 0 (checked by hand move by move)
    assert_eq!(json(&["value", "backsliding:T.F", "--json"])["value"], "0");
    // reading a strip backwards with toads and frogs exchanged negates it
    for (strip, mirror) in [
        ("TT.F", "T.FF"),
        ("T..FF", "TT..F"),
        ("T.T.F", "T.F.F"),
        ("TF..", "..TF"),
    ] {
        let g = format!("backsliding:{strip}");
        let h = format!("-backsliding:{mirror}");
        assert_eq!(
            json(&["compare", &g, &h, "--json"])["relation"],
            "=",
            "{strip} and {mirror}"
        );
    }
    refused(&["value", "backsliding:TXF"], "cell 2");
}

#[test]
fn fox_and_geese_positions_are_loopy_games() {
    // CGSuite's test suite: FoxAndGeese({(4,2),(4,4),(4,6),(4,8)}, (1,1)) = {4*|7/2}
    let v = json(&[
        "value",
        "foxgeese:.x.x.x.x/......../......../o.......",
        "--json",
    ]);
    assert_eq!(
        (
            v["value"].as_str(),
            v["stopper"].as_bool(),
            v["outcome"].as_str()
        ),
        (Some("{4*|7/2}"), Some(true), Some("L"))
    );
    // ... and its ValuesTable: the fox at (2,2) below geese on row 3 is 2 + over
    assert_eq!(
        json(&[
            "compare",
            "foxgeese:x.x.x.x./.o....../........",
            "2 + over",
            "--json"
        ])["relation"],
        "="
    );
    // the Ceylonese fox (range 2): 4v[on]* = 4 - upon + * inside CGSuite's value
    assert_eq!(
        json(&[
            "compare",
            "ceylonese:.x.x.x.x/......../......../o.......",
            "{9||4 - upon + *|5/2*|||3|5/2*,5/2v||5/2}",
            "--json"
        ])["relation"],
        "="
    );
    // a fox past the geese: off
    assert_eq!(
        json(&["value", "foxgeese:..../.o../x...", "--json"])["value"],
        "off"
    );
    // rows separated by | as in the other grid games
    assert_eq!(
        json(&[
            "compare",
            "foxgeese:.x.x|o...",
            "foxgeese:.x.x/o...",
            "--json"
        ])["relation"],
        "="
    );
    refused(&["value", "foxgeese:x.x/.o."], "light square");
    refused(&["value", "foxgeese:.x.x/...."], "no fox");
    refused(&["value", "foxgeese:1x9"], "at least 2 rows");
    // over the size limit: a refusal naming the limit, not an invalid expression
    refused(
        &["value", "foxgeese:100x100"],
        "was refused: more than 1048576 vertices",
    );
}

#[test]
fn stoppers_report_their_stops_and_with_all_their_degree() {
    let v = json(&["value", "2+over + {1|-1}", "--json"]);
    assert_eq!(
        (v["left_stop"].as_str(), v["right_stop"].as_str()),
        (Some("3+over"), Some("1+over"))
    );
    assert!(v.get("degree").is_none());
    let all = json(&["value", "on", "--all", "--json"]);
    assert_eq!(all["degree"], "on");
    assert_eq!(
        json(&["value", "{1|-1}+over", "--all", "--json"])["degree"],
        "over"
    );
    // a game that is not a stopper has no stops
    assert!(json(&["value", "tis", "--json"])["left_stop"].is_null());
    // varieties (CGSuite's test suite): 3/2+under has variety under; Grenville's game is
    // unstable, and {0|Tiny(on)}'s degree is not an idempotent: null, and said so
    assert_eq!(
        json(&["value", "{pass|3/2}", "--all", "--json"])["variety"],
        "under"
    );
    for (game, why) in [
        (
            "a{0|{0||||0,*2|||a|0||0}||0}",
            "none: unstable (upsum variety ",
        ),
        ("{0|||0||0|off}", "none: the degree is not an idempotent"),
    ] {
        assert!(json(&["value", game, "--all", "--json"])["variety"].is_null());
        let out = crate::util::conway()
            .args(["value", game, "--all"])
            .output()
            .unwrap();
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(
            text.contains(&format!("variety     {why}")),
            "{game}: {text}"
        );
    }
}

#[test]
fn outcome_decides_loopy_games_with_draws_and_winning_moves() {
    let o = json(&["outcome", "{1|-1} + over", "--json"]);
    assert_eq!(
        (
            o["outcome"].as_str(),
            o["left_move"].as_str(),
            o["right_move"].as_str()
        ),
        (Some("N"), Some("1+over"), Some("-1+over"))
    );
    let d = json(&["outcome", "tis", "--json"]);
    assert_eq!(
        (d["outcome"].as_str(), d["left_first"].as_str()),
        (Some("DL"), Some("draw"))
    );
    assert!(d["left_move"].is_null());
    // the winning move of a Fox and Geese position, by its value; the move's value agrees
    let f = json(&["outcome", "foxgeese:4x8", "--json"]);
    assert_eq!(f["outcome"], "L");
    let to = f["left_move"].as_str().unwrap();
    // (a short value here: Left wins it with Right to move, outcome L or P)
    let after = json(&["outcome", to, "--json"]);
    assert!(
        matches!(after["outcome"].as_str(), Some("L" | "P")),
        "{to}: {after}"
    );
    refused(&["outcome", "foxgeese:x.x/.o."], "light square");
}

#[test]
fn impartial_loopy_games_get_their_generalised_grundy_value() {
    let v = json(&["value", "inf_{0,1,3} + *", "--json"]);
    assert_eq!(
        (v["nim_value"].as_str(), v["outcome"].as_str()),
        (Some("inf_{0,1,2}"), Some("N"))
    );
    let u = json(&["value", "∞_{1}", "--json", "--unicode"]);
    assert_eq!(
        (u["nim_value"].as_str(), u["outcome"].as_str()),
        (Some("∞_{1}"), Some("D"))
    );
    assert!(json(&["value", "over", "--json"])["nim_value"].is_null());
    // a subtraction game on a cycle: its set's comma belongs to the position, and a sum
    // with a nimber shifts the escape set (Smith's rule)
    let c = json(&["value", "cyclesub:1,3:7:5 + *", "--json"]);
    assert_eq!(
        (c["nim_value"].as_str(), c["outcome"].as_str()),
        (Some("inf_{1}"), Some("D"))
    );
    refused(&["value", "cyclesub:1:5"], "expected S:n:k");
    // conway grundy gives the same value; a partizan loopy game has none
    let g = json(&["grundy", "cyclesub:1,3:7:5", "--json"]);
    assert_eq!(
        (g["loopy_nim_value"].as_str(), g["nim_value"].is_null()),
        (Some("inf_{0}"), true)
    );
    assert_eq!(
        json(&["grundy", "cyclesub:2:8:2", "--json"])["nim_value"],
        1
    );
    refused(&["grundy", "over"], "not impartial");
    refused(&["value", "inf_{0,"], "escape set");
}

#[test]
fn sided_values_are_read_valued_compared_and_refused_when_out_of_order() {
    // s & t reads back what value prints for a game that is not a stopper (CGSuite's
    // a{1||a|0} = 2 & +-1), compares by its sides, and has an outcome from them
    let g = json(&["value", "a{1||a|0}", "--json"]);
    let written = g["value"].as_str().unwrap().to_string();
    assert_eq!(written, "2 & ±1");
    let v = json(&["value", &written, "--json"]);
    for key in [
        "value",
        "onside",
        "offside",
        "outcome",
        "left_first",
        "right_first",
    ] {
        assert_eq!(v[key], g[key], "{key}");
    }
    assert_eq!(
        (v["stopper"].as_bool(), v["vertices"].is_null()),
        (Some(false), true)
    );
    for (g, h, relation) in [
        ("a{1||a|0}", "2 & +-1", "="),
        ("tis", "1 & 0", "="),
        ("1 & 0", "1", "<"),
        ("on & off", "dud", "="),
        ("over & v", "^ & v*", "||"),
        ("1 & 1", "1", "="),
    ] {
        let r = json(&["compare", g, h, "--json"]);
        assert_eq!(r["relation"], relation, "{g} vs {h}");
    }
    let o = json(&["outcome", "1 & 0", "--json"]);
    assert_eq!(
        (o["outcome"].as_str(), o["left_move"].is_null()),
        (Some("DL"), true)
    );
    refused(&["value", "0 & 1"], "must be >= the offside");
    refused(&["value", "{1 & 0|0}"], "column 4");
    refused(&["value", "1 & 0 & 0"], "a second '&'");
    refused(&["grundy", "inf & 0"], "not a game form");
}
