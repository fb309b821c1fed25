//! Fuzzing the `conway` binary on the stable toolchain: every entry point a user reaches
//! (game expressions, heap game names, Domineering/Hackenbush/Young positions, tower
//! files, nim, ordinal and surreal expressions, misère forms, coin-turning boards, numeric options), with generated inputs,
//! mutations of them, relations between runs, and a fixed regression corpus. Each run is
//! bounded in time and memory and checked against the contract (`fuzz/contract.rs`): exit
//! 0 or 2 only, never a panic, a crash or a hang, a one-line `conway: ` message on bad
//! input, one JSON object with `--json`.
//!
//! The default run (part of `cargo test`) is bounded: the corpus (each run at most the
//! timeout), then generated cases until `CONWAY_FUZZ_CASES` have run or
//! `CONWAY_FUZZ_SECONDS` have passed since the first of them. Environment
//! variables:
//!
//! | variable | default | meaning |
//! |---|---|---|
//! | `CONWAY_FUZZ_CASES` | 500 | generated cases to run |
//! | `CONWAY_FUZZ_SECONDS` | 60 | no generated case starts after this |
//! | `CONWAY_FUZZ_SEED` | 12 | seed of the generator (`random`: from the clock) |
//! | `CONWAY_FUZZ_THREADS` | 2 | runs at once |
//! | `CONWAY_FUZZ_TIMEOUT` | 20 | seconds of processor time before a run is stopped (and three times as many on the clock) |
//! | `CONWAY_FUZZ_MEMORY_MB` | 4096 | address-space limit of a run |
//! | `CONWAY_FUZZ_CORPUS` | 1 | 0: skip the regression corpus |
//! | `CONWAY_FUZZ_BIN` | this build's `conway` | the binary under test (e.g. a release build) |
//!
//! Failures are printed grouped by kind (the broken rule, and the panic location or
//! crash reason), each kind with its smallest reproducer; all of them are written with
//! full reproducers to `fuzz-failures.txt` in Cargo's test scratch directory.

#[path = "fuzz/contract.rs"]
mod contract;
#[path = "fuzz/corpus.rs"]
mod corpus;
#[path = "fuzz/expr.rs"]
mod expr;
#[path = "fuzz/inputs.rs"]
mod inputs;
#[path = "fuzz/mutate.rs"]
mod mutate;
#[path = "fuzz/relations.rs"]
mod relations;
#[path = "fuzz/rng.rs"]
pub mod rng;
#[path = "fuzz/run.rs"]
mod run;

use expr::Expr;
use relations::Relation;
use rng::Rng;
use run::{Limits, Outcome, Run};
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// One test case: a run, or runs related by what their answers must satisfy.
pub enum Case {
    /// One run, checked against the contract.
    Single {
        /// Where the input comes from (generator family or corpus entry).
        label: &'static str,
        /// The run.
        run: Run,
    },
    /// Several runs, each checked against the contract, and their relation.
    Related {
        /// Where the input comes from.
        label: &'static str,
        /// The runs and the relation.
        relation: Relation,
    },
}

impl Case {
    /// A single run.
    pub fn single(label: &'static str, run: Run) -> Case {
        Case::Single { label, run }
    }

    /// A relation.
    pub fn related(label: &'static str, relation: Relation) -> Case {
        Case::Related { label, relation }
    }

    fn label(&self) -> &'static str {
        match self {
            Case::Single { label, .. } | Case::Related { label, .. } => label,
        }
    }
}

/// A broken rule, with everything needed to reproduce it.
struct Failure {
    kind: String,
    detail: String,
    label: &'static str,
    case: usize,
    runs: Vec<Run>,
}

impl Failure {
    fn size(&self) -> usize {
        self.runs.iter().map(Run::size).sum()
    }
}

/// The settings of a fuzzing run, from the environment.
struct Config {
    cases: usize,
    budget: Duration,
    seed: u64,
    threads: usize,
    corpus: bool,
    limits: Limits,
}

fn env_number(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(v) => v
            .trim()
            .parse()
            .unwrap_or_else(|_| panic!("{name} must be a number, got {v:?}")),
        Err(_) => default,
    }
}

impl Config {
    fn from_env() -> Config {
        let seed = match std::env::var("CONWAY_FUZZ_SEED").as_deref() {
            Ok("random") => std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .expect("clock after 1970")
                .as_nanos() as u64,
            _ => env_number("CONWAY_FUZZ_SEED", 12),
        };
        let binary = std::env::var_os("CONWAY_FUZZ_BIN")
            .map(PathBuf::from)
            .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_conway")));
        Config {
            cases: env_number("CONWAY_FUZZ_CASES", 500) as usize,
            budget: Duration::from_secs(env_number("CONWAY_FUZZ_SECONDS", 60)),
            seed,
            threads: env_number("CONWAY_FUZZ_THREADS", 2).max(1) as usize,
            corpus: env_number("CONWAY_FUZZ_CORPUS", 1) != 0,
            limits: Limits {
                binary,
                timeout: Duration::from_secs(env_number("CONWAY_FUZZ_TIMEOUT", 20)),
                memory: env_number("CONWAY_FUZZ_MEMORY_MB", 4096) << 20,
                scratch: PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("fuzz-runs"),
            },
        }
    }
}

/// Generated case number `index` of the run with `seed`.
fn generate(seed: u64, index: usize) -> Case {
    let rng = &mut Rng::for_case(seed, index as u64);
    let json = |rng: &mut Rng| rng.one_in(2);
    match rng.below(100) {
        12 => Case::single("nim: generated", Run::new(&inputs::nim(rng))),
        13 if rng.one_in(2) => Case::single("ordinal: generated", Run::new(&inputs::ordinal(rng))),
        13 => Case::single("surreal: generated", Run::new(&inputs::surreal(rng))),
        14 => Case::single("turning: generated", Run::new(&inputs::turning(rng))),
        15 => Case::single(
            "misere-form: generated",
            Run::new(&inputs::misere_form(rng)),
        ),
        0..=11 => {
            let e = Expr::random(rng, 3).compact();
            let mut args = vec!["value".to_string()];
            if json(rng) {
                args.push("--json".into());
            }
            if rng.one_in(2) {
                args.push("--all".into());
            }
            args.extend(["--".into(), e]);
            Case::single("value: generated", Run::new(&args))
        }
        16..=21 => {
            let e = Expr::random(rng, 3).compact();
            let mut args = vec!["thermograph".to_string()];
            match rng.below(4) {
                0 => args.extend(["--svg".to_string(), "out.svg".into()]),
                1 => args.extend(["--svg".to_string(), "-".into()]),
                _ => {}
            }
            args.extend(["--".to_string(), e]);
            Case::single("thermograph: generated", Run::new(&args))
        }
        22..=27 => {
            let e = Expr::random(rng, 3);
            Case::related(
                "value: spellings",
                relations::spellings(e.compact(), e.spaced()),
            )
        }
        28..=33 => {
            let e = Expr::random(rng, 2).compact();
            Case::related("value: identities", relations::identities(e))
        }
        34..=36 => {
            let e = Expr::random(rng, 2).compact();
            Case::related("thermograph: agrees", relations::thermograph_agrees(e))
        }
        37..=40 => {
            let (g, h) = (
                Expr::random(rng, 2).compact(),
                Expr::random(rng, 2).compact(),
            );
            Case::related("compare: agrees", relations::compare_agrees(g, h))
        }
        41..=49 => {
            let seed_text = match rng.below(3) {
                0 => expr::position(rng, false),
                _ => Expr::random(rng, 2).compact(),
            };
            let mutated = run::os_arg(&mutate::mutate(rng, seed_text.as_bytes()));
            let args = match rng.below(9) {
                0 | 1 => vec!["thermograph".into(), mutated],
                2 => vec!["compare".into(), mutated, "0".into()],
                3 => vec!["compare".into(), "--json".into(), "*".into(), mutated],
                4 => vec!["moves".into(), "--json".into(), mutated],
                _ => vec!["value".into(), "--json".into(), mutated],
            };
            Case::single("value: mutated", Run { args, stdin: None })
        }
        50..=57 => Case::single("grundy: generated", Run::new(&inputs::grundy(rng))),
        58..=60 => {
            let mut run = Run::new(&inputs::grundy(rng));
            run.args[1] = run::os_arg(&mutate::mutate(rng, run.args[1].as_encoded_bytes()));
            Case::single("grundy: mutated name", run)
        }
        61..=63 => {
            let game = inputs::heap_game(rng);
            let a = rng.range(0, 1500);
            let b = a + rng.range(1, 1500);
            Case::related("grundy: prefix", relations::grundy_prefix(game, a, b))
        }
        64..=66 => {
            let small: Vec<String> = (0..rng.range(1, 3))
                .map(|_| rng.range(1, 12).to_string())
                .collect();
            let to = rng.range(10, 2000);
            let big = rng
                .pick(&["4294967296", "9223372036854775807", "18446744073709551615"])
                .to_string();
            let big = if rng.one_in(3) {
                (to + 1).to_string()
            } else {
                big
            };
            Case::related(
                "grundy: big element",
                relations::subtraction_big_element(small.join(","), big, to),
            )
        }
        67..=73 => Case::single("count: generated", Run::new(&inputs::count(rng))),
        74..=75 => {
            let small = rng.range(1, 9).to_string();
            let max = rng.range(0, 300);
            let big = rng
                .pick(&["4294967296", "18446744073709551615", "1000"])
                .to_string();
            let big = if rng.one_in(3) {
                (max + 1).to_string()
            } else {
                big
            };
            let heaps = rng.range(1, 4).to_string();
            let rest = ["--heaps", &heaps, "--max", &max.to_string(), "--json"]
                .map(String::from)
                .to_vec();
            Case::related(
                "count: big element",
                relations::count_big_element(small, big, rest),
            )
        }
        76..=78 => {
            let args: Vec<String> = vec![
                "count".into(),
                inputs::heap_game(rng),
                "--heaps".into(),
                rng.range(1, 6).to_string(),
                "--max".into(),
                rng.range(0, 100).to_string(),
            ];
            let p = *rng.pick(&[2, 3, 7, 1_000_000_007, 18_446_744_073_709_551_557]);
            Case::related("count: modulus", relations::modulus_agrees(args, p))
        }
        79..=84 => Case::single("solve: generated", Run::new(&inputs::solve(rng))),
        85..=87 => {
            let args: Vec<String> = match rng.below(4) {
                0 => vec![
                    "solve".into(),
                    "nim-square".into(),
                    "--max".into(),
                    rng.range(0, 2000).to_string(),
                ],
                1 => vec![
                    "solve".into(),
                    "scatterstone".into(),
                    "--stones".into(),
                    rng.range(0, 50).to_string(),
                ],
                2 => vec![
                    "solve".into(),
                    "paper-cutting".into(),
                    "--width".into(),
                    rng.range(1, 40).to_string(),
                    "--height".into(),
                    rng.range(1, 100_000).to_string(),
                ],
                _ => vec![
                    "solve".into(),
                    "young-staircases".into(),
                    "--games".into(),
                    rng.range(1, 5).to_string(),
                    "--weight".into(),
                    rng.range(0, 25).to_string(),
                ],
            };
            let p = *rng.pick(&[2, 3, 1_000_000_007, 18_446_744_073_709_551_557]);
            Case::related("solve: modulus", relations::modulus_agrees(args, p))
        }
        88 => {
            let w = rng.range(1, 30);
            let h = if rng.one_in(2) {
                rng.range(1, 30)
            } else {
                rng.range(1, 1_000_000)
            };
            Case::related("solve: paper transpose", relations::paper_transpose(w, h))
        }
        89..=92 => {
            let text = inputs::tower_text(rng);
            Case::single(
                "tower: generated",
                Run::new(&inputs::tower_options(rng)).with_stdin(text),
            )
        }
        93..=96 => {
            let valid = inputs::tower_text(rng);
            let text = mutate::mutate(rng, valid.as_bytes());
            Case::single(
                "tower: mutated",
                Run::new(&inputs::tower_options(rng)).with_stdin(text),
            )
        }
        _ => {
            let text = inputs::tower_text(rng);
            let policy = rng.pick(&["optimal", "all"]).to_string();
            let args: Vec<String> = ["solve", "tower", "-", "--policy", &policy]
                .map(String::from)
                .to_vec();
            let p = *rng.pick(&[2, 3, 1_000_000_007, 18_446_744_073_709_551_557]);
            let mut relation = relations::modulus_agrees(args, p);
            for r in &mut relation.runs {
                r.stdin = Some(text.clone().into_bytes());
            }
            Case::related("tower: modulus", relation)
        }
    }
}

/// Field types seen in `--json` answers, per command and key path (null not counted).
type JsonTypes = BTreeMap<(String, String), BTreeSet<&'static str>>;

fn record_types(command: &str, prefix: &str, value: &Value, types: &mut JsonTypes) {
    if let Value::Object(map) = value {
        for (k, v) in map {
            let path = if prefix.is_empty() {
                k.clone()
            } else {
                format!("{prefix}.{k}")
            };
            let kind = match v {
                Value::Null => None,
                Value::Bool(_) => Some("boolean"),
                Value::Number(_) => Some("number"),
                Value::String(_) => Some("string"),
                Value::Array(_) => Some("array"),
                Value::Object(_) => Some("object"),
            };
            if let Some(kind) = kind {
                types
                    .entry((command.to_string(), path.clone()))
                    .or_default()
                    .insert(kind);
            }
            record_types(command, &path, v, types);
        }
    }
}

/// Runs one case; returns its failures.
fn execute(case: &Case, index: usize, limits: &Limits, types: &Mutex<JsonTypes>) -> Vec<Failure> {
    let dir = |n: usize| limits.scratch.join(format!("case-{index}-{n}"));
    let mut outcomes: Vec<Outcome> = Vec::new();
    let mut runs: Vec<Run> = Vec::new();
    let mut failures = Vec::new();
    let mut run_all = |batch: Vec<Run>, outcomes: &mut Vec<Outcome>, runs: &mut Vec<Run>| {
        for r in batch {
            let out = run::execute(&r, limits, &dir(runs.len()));
            for v in contract::check(&r, &out) {
                failures.push(Failure {
                    kind: v.kind,
                    detail: v.detail,
                    label: case.label(),
                    case: index,
                    runs: vec![r.clone()],
                });
            }
            if r.json() && out.ok() {
                if let Some(j) = out.json() {
                    record_types(&r.command(), "", &j, &mut types.lock().unwrap());
                }
            }
            outcomes.push(out);
            runs.push(r);
        }
    };
    match case {
        Case::Single { run, .. } => run_all(vec![run.clone()], &mut outcomes, &mut runs),
        Case::Related { relation, .. } => {
            run_all(relation.runs.clone(), &mut outcomes, &mut runs);
            if let Some(derive) = &relation.derive {
                run_all(derive(&outcomes), &mut outcomes, &mut runs);
            }
            let crashed = outcomes
                .iter()
                .any(|o| !matches!(o.ending, run::Ending::Exited(0) | run::Ending::Exited(2)));
            if !crashed {
                if let Err(detail) = (relation.check)(&outcomes) {
                    failures.push(Failure {
                        kind: format!("relation: {}", relation.name),
                        detail,
                        label: case.label(),
                        case: index,
                        runs: runs.clone(),
                    });
                }
            }
        }
    }
    failures
}

/// The report: failures grouped by kind, the smallest reproducer of each.
fn report(failures: &[Failure], types: &JsonTypes, seed: u64) -> String {
    let mut groups: BTreeMap<&str, Vec<&Failure>> = BTreeMap::new();
    for f in failures {
        groups.entry(&f.kind).or_default().push(f);
    }
    let mut s = format!(
        "{} failures of {} kinds (seed {seed})\n",
        failures.len(),
        groups.len()
    );
    for (kind, group) in &groups {
        let smallest = group.iter().min_by_key(|f| f.size()).expect("non-empty");
        s.push_str(&format!("\n[{}x] {kind}\n", group.len()));
        s.push_str(&format!(
            "    from: {} (case {})\n",
            smallest.label, smallest.case
        ));
        if !smallest.detail.is_empty() {
            s.push_str(&format!(
                "    detail: {}\n",
                contract::prefix(&smallest.detail, 300)
            ));
        }
        for r in &smallest.runs {
            s.push_str(&format!("    $ {}\n", r.shell(160)));
        }
    }
    let mixed: Vec<_> = types.iter().filter(|(_, t)| t.len() > 1).collect();
    for ((command, key), kinds) in mixed {
        s.push_str(&format!(
            "\n[json] \"{key}\" of `{command} --json` has several types: {kinds:?}\n"
        ));
    }
    s
}

/// Every failure with its full reproducer, for the file.
fn full_log(failures: &[Failure]) -> String {
    let mut s = String::new();
    for f in failures {
        s.push_str(&format!(
            "== {} [{} case {}]\n{}\n",
            f.kind, f.label, f.case, f.detail
        ));
        for r in &f.runs {
            s.push_str(&format!("$ {}\n", r.shell(usize::MAX)));
        }
    }
    s
}

#[test]
fn every_input_is_answered_within_the_contract() {
    let config = Config::from_env();
    let corpus = if config.corpus {
        corpus::cases()
    } else {
        Vec::new()
    };
    let corpus_len = corpus.len();
    let corpus = Mutex::new(corpus.into_iter().map(Some).collect::<Vec<_>>());
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let types = Mutex::new(JsonTypes::new());
    let start = Instant::now();
    let generated_from = OnceLock::new();
    let total = corpus_len + config.cases;
    std::thread::scope(|scope| {
        for _ in 0..config.threads {
            scope.spawn(|| loop {
                let index = next.fetch_add(1, Ordering::Relaxed);
                // The budget of generated cases starts with the first of them.
                let over_budget = index >= corpus_len
                    && generated_from.get_or_init(Instant::now).elapsed() > config.budget;
                if index >= total || over_budget {
                    break;
                }
                let case = if index < corpus_len {
                    corpus.lock().unwrap()[index].take().expect("taken once")
                } else {
                    generate(config.seed, index - corpus_len)
                };
                let found = execute(&case, index, &config.limits, &types);
                failures.lock().unwrap().extend(found);
            });
        }
    });
    let ran = next.load(Ordering::Relaxed).min(total);
    let failures = failures.into_inner().unwrap();
    let types = types.into_inner().unwrap();
    let text = report(&failures, &types, config.seed);
    let log = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("fuzz-failures.txt");
    std::fs::write(&log, full_log(&failures)).expect("write the failure log");
    println!(
        "fuzz: {ran} cases ({corpus_len} from the corpus) in {:.0} s, seed {}",
        start.elapsed().as_secs_f64(),
        config.seed
    );
    let mixed = types.values().any(|t| t.len() > 1);
    assert!(
        failures.is_empty() && !mixed,
        "{text}\nfull reproducers: {}",
        log.display()
    );
}
