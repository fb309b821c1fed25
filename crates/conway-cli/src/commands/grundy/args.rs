//! The options of `conway grundy` (one set for every kind of run: sequences, coin
//! values, two-heap tables, research runs, nim-values of ruleset positions).

use std::path::PathBuf;

/// The default of `--certify-limit`.
pub(super) const DEFAULT_CERTIFY_LIMIT: usize = 1_000_000;

/// Options of `conway grundy`.
#[derive(clap::Args, Debug)]
#[command(after_help = "\
GAME is one of:
  sub:1,3,4      finite subtraction set          sub:squares   remove any positive square
  octal:0.07     octal/hexadecimal code d0.d1d2... (digit dj: bit c set = removing j tokens
                 may leave c heaps; e.g. 0.77 Kayles, 0.6 Officers, 4.7, 0.3f)
  split:K        split a heap into 2..K heaps    grundy        Grundy's game (two unequal heaps)
  kayles         = octal:0.77                    dawson        Dawson's Kayles = octal:0.07

or a coin-turning game: G(n) is then the value of a single heads coin at n (coins are
numbered from 1; G(0) = 0 is listed first), and a position's value is the nim-sum of
its heads coins' (Winning Ways, ch. 14). A move turns over a set of coins whose rightmost
coin goes from heads to tails; the set is:
  turning:runs:SET  a run of consecutive coins, of a length in SET: lengths 1,4,9 or
                    squares, triangular, odd, even, all
  turning:ruler     a run of any length (= turning:runs:all)
  turning:mock      at most three coins (Mock Turtles)
  turning:turtles   one or two coins; turning:turtles:K: the other within K to the left
  turning:twins     exactly two coins

or a two-heap game, whose move takes from one heap or the same amount from both; its
values form a table G(a, b) (--table N: 0 <= a, b <= N) instead of a sequence:
  wythoff           Wythoff's game: any amount from one heap, or from both (W. A. Wythoff,
                    1907)
  wythoff:ONE/BOTH  an amount in ONE from one heap, or in BOTH from each; each set is a
                    list (1,2,3), all or none: wythoff:all/none is two-heap Nim,
                    wythoff:1,2,3/all, wythoff:all/1,2, ...
--p-positions N lists the P-positions (a, b) with a <= b <= N and counts those in
0..=N x 0..=N, both orders; --count gives the count alone. For wythoff they come from
the closed form (floor(k phi), floor(k phi) + k), exactly, and are counted in any box
N < 2^64; for the other games, from the table.

or a position of an impartial ruleset (see conway rulesets), e.g. cram:3x4: its
nim-value, computed by the generic solver (mex of the options, XOR over components), within
--work-limit steps (as conway value; 0: no limit), by --threads threads that share their
table of values, which stays within --table-memory MiB (past it the positions cheapest to
value are forgotten and valued again if met; JSON \"table\": {\"positions\", \"bytes\",
\"forgotten\"}).

or an impartial loopy game, e.g. cyclesub:1,3:7:5 or inf_{0,1}: Smith's generalised
Sprague-Grundy value, a nim-value or inf with its escape set (JSON: \"nim_value\", null when
infinite, and \"loopy_nim_value\", the text).

Once a period is certified (Guy-Smith for take-and-break codes, a window of max(S) values for
finite subtraction sets), further values come from the period. When no period is seen, an
arithmetic period G(n + p) = G(n) + s (saltus s > 0, as in octal:0.8 or split:4) is
reported, observed only: no theorem here certifies one, and for finite octal games one
proves that it breaks further on (they are never arithmetic-periodic).

Limits: heap sizes up to 100000000 (10^7 for sub:squares), K <= 10000; coins up to
100000000, within the work limit (about 2*10^6 coins for turning:runs:squares). One computation may
do at most 10^10 units of work (about ten seconds; a unit is about a nanosecond: one option
of one heap, or one word of a bitset of 64 options); a request predicted to need more is
refused at once, and one that turns out to need more stops there. With --certify, the
search past --to stops at the same limit, and the output says so. Two-heap games: --table
N up to 5000 (the table is kept in memory: Wythoff's game to 4000 takes about 1.5 s), and
so --p-positions N for every game but wythoff, whose P-positions are listed up to
10000000 and counted in any box. Research runs (below) have no work limit.

Research runs, for octal games whose moves leave at most two heaps (and whose values stay
below 65536): --hash, --save FILE, --resume FILE or --load FILE compute G(0..=N) with no
work limit, up to heap 10^9 (the values are kept in memory, one or two bytes each), and
print a summary instead of the values: the checksum h = h * 1000003 + (G(i) xor i) over
i = 0..=N (wrapping in 64 bits, from h = 0: the hash of the ogs-bench harness, whose
'ogs-bench rc2 0.6 1000000' hashes the 10^6 values of --to 999999), the largest value,
the rare positions of the rare/common split, and the period search with its certificate
(on at most 2.5*10^8 values). --save FILE writes the values every --save-every seconds
(default 300) and at the end, atomically: a crash or kill -9 leaves the last checkpoint
whole. --resume FILE --to N continues a checkpoint (GAME, if given, must be its game) and
saves to FILE (or to --save); the values are those of an uninterrupted run; to an N it
already holds, it answers from the file and writes nothing. --load FILE computes nothing.
--values A..=B (or A..B) also lists those values. A checkpoint is never replaced by one
with fewer values, and --save never replaces a file that is not a checkpoint of the same
game. The file format is in docs/checkpoints.md.

Examples:
  conway grundy kayles --to 1000000 --json
  conway grundy octal:0.6 --to 100000
  conway grundy octal:0.156 --to 100 --certify
  conway grundy octal:0.f8 --to 200
  conway grundy turning:mock --to 40
  conway grundy turning:runs:1,4,9 --to 1000000 --json
  conway grundy wythoff --table 12
  conway grundy wythoff:1,2,3/all --table 1000 --json
  conway grundy wythoff --p-positions 100
  conway grundy wythoff --p-positions 1000000000000000000 --count --json
  conway grundy cram:3x4 --json
  conway grundy octal:0.6 --to 99999 --hash
  conway grundy octal:0.6 --to 20000 --save officers.ckpt --save-every 60
  conway grundy --resume officers.ckpt --to 40000 --save officers-40000.ckpt
  conway grundy --load officers-40000.ckpt --values 100..=119 --json")]
pub struct Args {
    /// The heap game, two-heap game, or position of an impartial ruleset (see below); with
    /// --load or --resume, the game of the checkpoint (optional: checked if given).
    #[arg(required_unless_present_any = ["load", "resume"])]
    pub(super) game: Option<String>,
    /// Largest heap size (or coin) listed (at most 100000000, or 1000000000 in a research
    /// run; default 1000).
    #[arg(long)]
    pub(super) to: Option<usize>,
    /// If the period is not certified at --to, keep computing (up to --certify-limit) until
    /// it is.
    #[arg(long)]
    pub(super) certify: bool,
    /// The largest heap size --certify computes (at most 100000000).
    #[arg(long, default_value_t = DEFAULT_CERTIFY_LIMIT, requires = "certify")]
    pub(super) certify_limit: usize,
    /// Two-heap games: the Grundy table G(a, b) for heaps 0 <= a, b <= N (N + 1 rows of
    /// N + 1 values; N at most 5000).
    #[arg(long, value_name = "N")]
    pub(super) table: Option<usize>,
    /// Two-heap games: the P-positions (a, b) with a <= b <= N, and their number in
    /// 0..=N x 0..=N (both orders).
    #[arg(long, value_name = "N", conflicts_with = "table")]
    pub(super) p_positions: Option<u64>,
    /// With --p-positions: only the number of P-positions (the "answer" of --json).
    #[arg(long, requires = "p_positions")]
    pub(super) count: bool,
    /// Print one JSON object.
    #[arg(long)]
    pub(super) json: bool,
    /// Research run: save G(0..=N) to FILE every --save-every seconds and at the end (see
    /// below).
    #[arg(long, value_name = "FILE", conflicts_with_all = RESEARCH_CONFLICTS)]
    pub(super) save: Option<PathBuf>,
    /// Research run: continue the checkpoint FILE up to --to, saving to FILE (or --save).
    #[arg(long, value_name = "FILE", conflicts_with_all = RESEARCH_CONFLICTS)]
    pub(super) resume: Option<PathBuf>,
    /// Research summary of the checkpoint FILE, computing nothing.
    #[arg(
        long,
        value_name = "FILE",
        conflicts_with_all = ["save", "resume", "to", "save_every"],
    )]
    pub(super) load: Option<PathBuf>,
    /// Research run without a file: the summary, with the checksum of G(0..=N).
    #[arg(long, conflicts_with_all = RESEARCH_CONFLICTS)]
    pub(super) hash: bool,
    /// Seconds between two checkpoints of a research run (default 300).
    #[arg(long, value_name = "SECS")]
    pub(super) save_every: Option<u64>,
    /// Research runs: also list G(A..=B) (A..=B or A..B, within the values held).
    #[arg(long, value_name = "A..=B")]
    pub(super) values: Option<String>,
    /// Ruleset positions: the most work steps the nim-value may take (default 16000000,
    /// as conway value; 0: no limit). Heap games have their own bounds (above).
    #[arg(long, value_name = "STEPS")]
    pub(super) work_limit: Option<u64>,
    /// Ruleset positions: the threads that search the position together, sharing one
    /// table of nim-values, each under the work limit (default: one per core; 1: no
    /// helper threads).
    #[arg(long, value_name = "N")]
    pub(super) threads: Option<usize>,
    /// Ruleset positions: the most memory the table of nim-values may take, in MiB (0: no
    /// bound; default 4096). Past it the search forgets the positions that were cheapest
    /// to value and values them again if it meets them: the same answer, found more
    /// slowly. Shared by the threads (split among them in 64 parts).
    #[arg(long, value_name = "MIB")]
    pub(super) table_memory: Option<u64>,
}

/// The options a research run does not take.
const RESEARCH_CONFLICTS: [&str; 4] = ["certify", "table", "p_positions", "count"];

/// The default of `--to`.
const DEFAULT_TO: usize = 1000;

impl Args {
    /// The game named (empty when only a checkpoint names it).
    pub(super) fn game(&self) -> &str {
        self.game.as_deref().unwrap_or_default()
    }

    /// The largest heap size listed.
    pub(super) fn to(&self) -> usize {
        self.to.unwrap_or(DEFAULT_TO)
    }
}
