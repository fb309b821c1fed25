//! Values of Snort, Col, Toads and Frogs, Toppling Dominoes and Hackenbush positions
//! checked against other programs (peers) and hand-derived values, compared as values:
//! each expected form is read with `conway::partizan::parse` and must be the same game
//! (the same id in one arena) as the position read through the registry.
//!
//! Peers, all run with their defaults, single-threaded:
//! * cgt-py 0.11.0 (Python bindings of the `cgt` crate): Snort and Col, on uncoloured
//!   graphs and, for pre-coloured ones, on the tinted graph that is left after deleting
//!   the coloured vertices (its `blue=`/`red=` tints); cross-checked for uncoloured graphs
//!   with the `cgt` crate 0.11.0 and pycgt 0.2.0;
//! * the `cgt` crate 0.11.0: Toads and Frogs (cross-checked with pycgt 0.2.0) and blue–red
//!   Toppling Dominoes;
//! * ogdoad 2.0.0: Hackenbush pictures with blue, red and green edges (strings
//!   cross-checked with pycgt 0.2.0).
//!
//! The peers' forms are written with numbers, `*k` and `x*k` as leaves and every other
//! game explicitly as `{L|R}`.

use crate::tests::util::check;

/// Snort on uncoloured graphs: cgt-py 0.11.0.
const SNORT: &[(&str, &str)] = &[
    ("snort:path:1", "*"),
    ("snort:path:2", "{1|-1}"),
    ("snort:path:3", "{2|-2}"),
    ("snort:path:4", "{{2|1}|{-1|-2}}"),
    ("snort:path:5", "{1,{3|0}|-1,{0|-3}}"),
    ("snort:path:6", "*"),
    (
        "snort:path:7",
        "{1,{{4|3}|{*|-1*}},{{4|3}|{1*|*},{1|-1}}|-1,{{*|-1*},{1|-1}|{-3|-4}},{{1*|*}|{-3|-4}}}",
    ),
    ("snort:cycle:3", "{2|-2}"),
    ("snort:cycle:4", "0"),
    ("snort:cycle:5", "*"),
    ("snort:cycle:6", "0"),
    ("snort:cycle:7", "{1*|-1*}"),
    ("snort:grid:2x2", "0"),
    ("snort:grid:2x3", "{{4|{1|0}}|{{0|-1}|-4}}"),
    ("snort:grid:3x3", "{{3|2}|{-2|-3}}"),
    ("snort:complete:2", "{1|-1}"),
    ("snort:complete:3", "{2|-2}"),
    ("snort:complete:4", "{3|-3}"),
    ("snort:complete:5", "{4|-4}"),
    ("snort:edges:4:0-1,0-2,0-3", "{3|-3}"),
    ("snort:edges:5:0-1,1-2,2-0,2-3,3-4", "{{3|2}|{-2|-3}}"),
    ("snort:edges:6:0-1,2-3,4-5", "{1|-1}"),
    ("snort:edges:6:0-4,0-5,2-5,3-4", "{1*,{3*|*}|-1*,{*|-3*}}"),
    ("snort:edges:6:0-5,1-2,1-5,2-4,3-5,4-5", "{{4|2}|{-2|-4}}"),
];

/// Col on uncoloured graphs: cgt-py 0.11.0.
const COL: &[(&str, &str)] = &[
    ("col:path:1", "*"),
    ("col:path:2", "0"),
    ("col:path:3", "0"),
    ("col:path:4", "0"),
    ("col:path:5", "0"),
    ("col:path:6", "0"),
    ("col:path:7", "0"),
    ("col:cycle:3", "0"),
    ("col:cycle:4", "0"),
    ("col:cycle:5", "0"),
    ("col:cycle:6", "0"),
    ("col:edges:4:0-1,0-2,0-3", "*"),
    ("col:edges:5:", "*"),
    ("col:edges:5:0-1,0-3,1-4,2-4,3-4", "*"),
    ("col:edges:3:0-2", "*"),
    ("col:edges:6:1-2,2-3,2-5,3-4", "*"),
    ("col:edges:8:1-2,1-7,2-6,2-7,3-6,4-5,5-7", "*"),
    ("col:edges:3:", "*"),
    ("col:edges:5:0-3,1-3,1-4", "*"),
    ("col:edges:4:1-3,2-3", "*"),
];

/// Snort and Col with coloured vertices: cgt-py 0.11.0 on the tinted graphs.
const PRE_COLOURED: &[(&str, &str)] = &[
    ("snort:grid:2x4:colors:B.BR....", "{3|-1}"),
    ("snort:path:5:colors:..R.B", "{0|-1}"),
    ("snort:cycle:7:colors:.R...R.", "{-2|-4}"),
    (
        "snort:edges:8:0-3,0-4,0-5,1-7,2-6,3-4,3-6:colors:BRR.....",
        "1*",
    ),
    (
        "snort:edges:6:0-4,1-2,1-5,2-5,3-5,4-5:colors:.R...B",
        "{2|1}",
    ),
    ("snort:path:8:colors:B...B.RR", "{2|0}"),
    ("snort:edges:4:0-1,0-2,1-2,1-3,2-3:colors:..R.", "-3"),
    ("snort:grid:3x3:colors:R..RBR...", "{-1|-2}"),
    (
        "snort:edges:5:0-1,0-2,0-4,1-4,2-3,3-4:colors:...B.",
        "{3|-1}",
    ),
    (
        "snort:edges:7:0-1,0-3,0-5,0-6,1-2,1-3,1-5,1-6,2-4,2-6,4-5,4-6:colors:......B",
        "{5|1*}",
    ),
    ("snort:edges:6:0-1,0-4,0-5,1-3,1-4:colors:.BBB..", "{2|1}"),
    ("snort:complete:4:colors:.B.B", "2"),
    (
        "snort:edges:9:0-2,0-5,0-7,0-8,1-2,1-3,1-4,2-3,2-4,2-7,4-6,5-7,6-7:colors:...B...R.",
        "{{0|-1}|{-2|-3}}",
    ),
    (
        "snort:edges:7:0-2,0-3,0-6,1-4,2-4,5-6:colors:....BB.",
        "{4|0}",
    ),
    (
        "snort:edges:7:0-1,0-2,0-3,1-2,1-6,2-3,2-5,2-6,3-5,3-6,4-6:colors:...B...",
        "{5|1*}",
    ),
    (
        "snort:edges:8:0-1,0-3,1-7,3-5,4-5,4-6,5-6,5-7:colors:R.R.....",
        "{2*|-5}",
    ),
    ("col:cycle:7:colors:..BB...", "-1"),
    (
        "col:edges:6:0-1,0-2,0-4,1-2,1-3,1-5,3-4,4-5:colors:RR..R.",
        "3",
    ),
    (
        "col:edges:9:0-1,0-8,1-3,1-4,1-7,2-7,2-8:colors:..R......",
        "3/2",
    ),
    ("col:edges:5:0-1,0-3,1-2,1-3,1-4,3-4:colors:B....", "-1/2*"),
    ("col:edges:5:1-4,2-3,3-4:colors:..R..", "1/2*"),
    (
        "col:edges:9:0-4,0-5,0-7,1-7,1-8,3-4,5-7,5-8:colors:B.R....B.",
        "-3/2*",
    ),
    (
        "col:edges:6:0-1,0-3,0-5,1-3,1-5,2-3,2-4:colors:...BB.",
        "-3/2",
    ),
    ("col:complete:4:colors:.B..", "-1"),
    ("col:path:7:colors:R.B....", "-1/2"),
    ("col:path:8:colors:...B....", "-1"),
    ("col:grid:2x3:colors:B..RR.", "1/2"),
    ("col:edges:5:1-2,1-3,1-4,2-4:colors:R...R", "1*"),
    ("col:path:8:colors:..BR..B.", "-3/2"),
    ("col:grid:2x4:colors:RRR.R...", "3/2"),
    ("col:cycle:6:colors:...B..", "-1"),
    ("col:path:8:colors:....R...", "1"),
];

/// Toads and Frogs: the `cgt` crate 0.11.0.
const TOADS: &[(&str, &str)] = &[
    ("toads:T.", "1"),
    ("toads:T.F", "*"),
    ("toads:TF", "0"),
    ("toads:T.TFTFF", "{0|{0|*}}"),
    ("toads:TFT.TFF", "{0|*}"),
    ("toads:TT..FF", "*"),
    ("toads:TTT...FFF", "0"),
    ("toads:TT.F..", "3"),
    ("toads:FF..FTTT..", "4"),
    ("toads:T...FT..", "3"),
    ("toads:F.F..TFTTFT", "-3"),
    ("toads:.TFFF..T.", "1"),
    ("toads:F..TTF", "0"),
    ("toads:.T.TT", "1"),
    ("toads:.FFT", "-2"),
    ("toads:FF.F.FT..T", "-1"),
    ("toads:....F.", "-4"),
    ("toads:TFT..TT.", "7"),
    ("toads:FF.T...FT.T.", "7/2"),
    ("toads:..F.FFTF", "-10"),
    ("toads:..F.T.F", "-4"),
    ("toads:.T...TTTT", "3"),
    ("toads:...T.TF", "*"),
    ("toads:FTTTF.TF..FT", "{{1|{1/2|0}}|*,0}"),
];

/// Blue–red Toppling Dominoes: the `cgt` crate 0.11.0.
const TOPPLING: &[(&str, &str)] = &[
    ("toppling:B", "1"),
    ("toppling:BR", "*"),
    ("toppling:BRRBB", "{1|*}"),
    ("toppling:BBRR", "{1|-1}"),
    ("toppling:BRBRBR", "*3"),
    ("toppling:BBBRR", "{2|-1}"),
    ("toppling:BBBBRRBRRRRR", "{3,{3|-1}|-4,{-1|-4}}"),
    ("toppling:BRBBRBRBRR", "{1/2,{1/2,{1/2|0}|*,0},{1/2|0}|-1,{*,0|-1,{0|-1}},{0|-1}}"),
    ("toppling:BRBRRBR", "{*,0|-1/2,{0|-1/2}}"),
    ("toppling:RRBBBBBBRB", "{{4|1}|-1}"),
    ("toppling:BBBRRRBB", "{2|{1|-1}}"),
    ("toppling:BBBBRBBRR", "{3,{3|1}|-1,{1|-1}}"),
    ("toppling:RRRBB", "{1|-2}"),
    ("toppling:RBBRRRRRR", "{*|-5}"),
    ("toppling:RBBBBRBBR", "{{2,{2|1}|0,{1|0}},{2|0}|0}"),
    ("toppling:RB", "*"),
    ("toppling:BBR", "{1|0}"),
    ("toppling:BBRRBBBB", "{3|{1|0}}"),
    ("toppling:RBBBRRBRRRB", "{{1|0},{1|{0|-1*},{0|-1},{1,{1|-1}|-1,-1*}}|{0|-1*},{0|-1},{{1|0},{{1|0}|-1}|-1,-1*}}"),
    ("toppling:BRRRBB", "{1|{0|-1}}"),
    ("toppling:BBRBBRBBRBRR", "{1,1*,1*2,{1,1*,1*2|0,{1,1*|0,{1|0}},{1|0}}|-1,{0|-1},{1,1*,{1,1*|0,{1|0}}|-1,{0|-1},{1,{1|0}|-1,{0|-1}}},{1,{1|0}|-1,{0|-1}}}"),
    ("toppling:BRB", "1/2"),
    ("toppling:RBR", "-1/2"),
    ("toppling:RRRBR", "{-1|-2}"),
];

/// Hackenbush pictures and strings: ogdoad 2.0.0.
const HACKENBUSH: &[(&str, &str)] = &[
    ("hackenbush:BR", "1/2"),
    ("hackenbush:BRR", "1/4"),
    ("hackenbush:RBBR", "-3/8"),
    ("hackenbush:0-1:B,1-2:R,1-2:G", "1/2*"),
    ("hackenbush:0-1:B,1-2:B,0-2:R", "1"),
    ("hackenbush:0-1:G,1-2:G,2-0:G", "*"),
    ("hackenbush:0-1:G,0-2:G,0-3:G", "*"),
    ("hackenbush:2-0:G,2-1:R,4-3:G,4-0:G", "{*2|0}"),
    ("hackenbush:0-3:R,2-3:B,0-4:B,3-0:G,0-1:R", "-1/2*"),
    ("hackenbush:0-1:G,2-0:G", "0"),
    ("hackenbush:1-0:B,1-0:R,1-2:R,2-0:B", "0"),
    ("hackenbush:4-3:G,0-1:R,4-1:G,4-0:B", "0"),
    ("hackenbush:2-3:R,0-3:B,4-2:B,1-2:G", "3/4*"),
    ("hackenbush:3-0:G,1-2:R,0-3:G,0-3:B,3-2:R,2-3:B", "1/2"),
    ("hackenbush:RRRBBB", "-17/8"),
    ("hackenbush:RBBBRR", "-7/32"),
    ("hackenbush:BRBBRR", "25/32"),
    ("hackenbush:RBR", "-3/4"),
    (
        "hackenbush:1-0:R,3-1:G,4-3:R,2-3:G",
        "{-1,{-1|-1,-1*}|-1,{-1|-1,-1*}}",
    ),
    ("hackenbush:1-0:B,1-0:R,1-0:G", "*"),
    ("hackenbush:1-2:R,0-2:B,2-1:G,0-2:B,1-0:G", "1"),
    ("hackenbush:0-1:R,0-1:R,1-0:B,0-1:R,0-1:R,1-0:R", "-4"),
    ("hackenbush:1-2:B,1-3:B,4-3:G,3-0:B,0-4:R", "2*"),
    ("hackenbush:1-0:R,0-1:B,1-0:B,1-0:G,1-0:R,0-1:B", "1*"),
];

/// Values derived by hand from the rules (each line says how).
const BY_HAND: &[(&str, &str)] = &[
    // A row of n green dominoes leaves any shorter green row: the Nim heap *n.
    ("toppling:G", "*"),
    ("toppling:GG", "*2"),
    ("toppling:GGGGG", "*5"),
    // T.F: Left's .TF lets Right jump to FT. = 1, so .TF = {|1} = 0; Right's TF. lets
    // Left jump to .FT = -1, so TF. = {-1|} = 0; T.F = {0|0} (Winning Ways, ch. 1).
    ("toads:T.F", "*"),
    // Frogs packed at the left end and toads at the right end never move.
    ("toads:FFFTTT", "0"),
    // Snort on a star of n leaves: the centre keeps every leaf for its colourer: ±n.
    ("snort:edges:5:0-1,0-2,0-3,0-4", "{4|-4}"),
    // Col on a lone vertex is *; two isolated vertices are * + * = 0.
    ("col:edges:2", "0"),
    // A green stalk of n edges is *n, and a loop is a single edge: an edge with a loop
    // on top is a stalk of 2. With a twig beside the loop, the two cancel (* + * = 0),
    // leaving the edge, *, which cancels a loop at the ground.
    ("hackenbush:0-1:G,1-2:G,2-3:G", "*3"),
    ("hackenbush:0-1:G,1-1:G", "*2"),
    ("hackenbush:0-0:G,0-1:G,1-1:G,1-2:G", "0"),
];

#[test]
fn snort_matches_cgt_py() {
    check(SNORT);
}

#[test]
fn col_matches_cgt_py() {
    check(COL);
}

#[test]
fn pre_coloured_snort_and_col_match_cgt_py_on_tinted_graphs() {
    check(PRE_COLOURED);
}

#[test]
fn toads_and_frogs_match_the_cgt_crate() {
    check(TOADS);
}

#[test]
fn toppling_dominoes_match_the_cgt_crate() {
    check(TOPPLING);
}

#[test]
fn hackenbush_matches_ogdoad() {
    check(HACKENBUSH);
}

#[test]
fn values_derived_by_hand() {
    check(BY_HAND);
}
