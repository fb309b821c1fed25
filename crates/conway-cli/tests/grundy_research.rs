//! Research runs of `conway grundy` (`--hash`, `--save`, `--resume`, `--load`): the
//! checksum against the peer `ogs` solver's, the summary against plain runs, resuming
//! against uninterrupted runs (also after a real `kill -9`), and every refusal.

use crate::util::{conway, json_of, refused, values_of};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// A fresh directory for one test's files.
fn scratch(test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join("grundy-research")
        .join(test);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn text(path: &Path) -> &str {
    path.to_str().unwrap()
}

/// The checksum of the harness, `h = h * 1000003 + (G(i) xor i)`, from its definition.
fn checksum(values: &[u64]) -> String {
    let h = values.iter().enumerate().fold(0u64, |h, (i, &g)| {
        h.wrapping_mul(1_000_003).wrapping_add(g ^ i as u64)
    });
    format!("{h:x}")
}

#[test]
fn officers_hash_agrees_with_the_ogs_solver() {
    // Check values from the peer program ogs (the ogs 0.0.6 rc2 solver): its harness hashes
    // N values, G(0..N), which is --to N - 1 here.
    for (to, hash) in [("9999", "736ae491f4f5633"), ("99999", "6d5b94da7ce7fa84")] {
        let v = json_of(&["grundy", "octal:0.6", "--to", to, "--hash", "--json"]);
        assert_eq!(v["checksum"], hash, "--to {to}");
        assert_eq!(v["count"].as_u64().unwrap(), to.parse::<u64>().unwrap() + 1);
        assert_eq!(v["computed"], v["count"]);
    }
}

#[test]
fn summary_agrees_with_the_plain_run() {
    for (game, to) in [
        ("kayles", "3000"),
        ("dawson", "3000"),
        ("octal:0.6", "5000"),
        ("octal:0.137", "3000"),
        ("sub:1,3,4", "500"),
        ("grundy", "3000"),
    ] {
        let plain = json_of(&["grundy", game, "--to", to, "--json"]);
        let values = values_of(&plain);
        let research = json_of(&[
            "grundy",
            game,
            "--to",
            to,
            "--hash",
            "--values",
            &format!("0..={to}"),
            "--json",
        ]);
        assert_eq!(values_of(&research["values"]), values, "{game}");
        assert_eq!(research["values"]["from"], 0);
        assert_eq!(research["checksum"], checksum(&values), "{game}");
        let max = *values.iter().max().unwrap();
        assert_eq!(research["max"], max, "{game}");
        let first = values.iter().position(|&g| g == max).unwrap();
        assert_eq!(research["max_first_at"], first, "{game}");
        // A certified period is the least one whatever the number of values searched.
        if plain["period"]["certified"] == true {
            assert_eq!(research["period"], plain["period"], "{game}");
        }
        assert_eq!(research["period_searched"], true);
        // The rare positions are those whose value has an even popcount under the mask.
        if let Some(rare) = research["rare"].as_object() {
            let mask = rare["mask"].as_u64().unwrap();
            let expected: Vec<serde_json::Value> = (1..values.len())
                .filter(|&a| (values[a] & mask).count_ones().is_multiple_of(2))
                .map(|a| serde_json::json!([a, values[a]]))
                .collect();
            assert_eq!(rare["positions"].as_array().unwrap(), &expected, "{game}");
            assert_eq!(rare["count"], expected.len());
        }
    }
}

#[test]
fn text_summary_names_everything() {
    let out = conway()
        .args(["grundy", "octal:0.6", "--to", "30000", "--hash"])
        .args(["--values", "0..12"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    for line in [
        "octal:0.6: G(0..=30000), 30001 values (30001 computed by this run)",
        "largest value: ",
        "rare values: 1583 positions a >= 1 whose value is rare under mask 494 (0x1ee)",
        "  first: G(1) = 0, G(2) = 1, G(4) = 0,",
        "period: none seen in the 30001 values computed",
        "G(0..=11):",
        "         0: 0 0 1 2 0 1 2 3 1 2 3 4",
    ] {
        assert!(text.contains(line), "{line}\n{text}");
    }
}

#[test]
fn resume_gives_the_values_of_an_uninterrupted_run() {
    let dir = scratch("resume");
    let (part, whole, resumed) = (dir.join("part"), dir.join("whole"), dir.join("resumed"));
    let run = |args: &[&str]| json_of(&[&["grundy"], args, &["--json"]].concat());
    let first = run(&["octal:0.6", "--to", "30000", "--save", text(&part)]);
    assert_eq!(first["checkpoint"]["written"], true);
    let uninterrupted = run(&["octal:0.6", "--to", "80000", "--save", text(&whole)]);
    // Continued into another file, then into the same one.
    let other = run(&[
        "--resume",
        text(&part),
        "--to",
        "80000",
        "--save",
        text(&resumed),
    ]);
    assert_eq!(other["computed"], 80000 - 30000);
    assert_eq!(
        std::fs::read(&resumed).unwrap(),
        std::fs::read(&whole).unwrap()
    );
    assert_eq!(run(&["--load", text(&part)])["count"], 30001);
    let same = run(&["octal:0.6", "--resume", text(&part), "--to", "80000"]);
    assert_eq!(
        std::fs::read(&part).unwrap(),
        std::fs::read(&whole).unwrap()
    );
    for v in [&other, &same] {
        assert_eq!(v["checksum"], uninterrupted["checksum"]);
        assert_eq!(v["rare"], uninterrupted["rare"]);
        assert_eq!(v["max"], uninterrupted["max"]);
    }
    let hashed = run(&["octal:0.6", "--to", "80000", "--hash"]);
    assert_eq!(hashed["checksum"], uninterrupted["checksum"]);
    // Loading computes nothing and answers the same.
    let loaded = run(&["--load", text(&whole), "--values", "79990..=80000"]);
    assert_eq!(loaded["computed"], 0);
    assert_eq!(loaded["checksum"], uninterrupted["checksum"]);
    assert_eq!(loaded["values"]["from"], 79990);
    assert_eq!(values_of(&loaded["values"]).len(), 11);
}

#[test]
fn resume_to_a_smaller_n_answers_from_the_file_and_keeps_it() {
    let dir = scratch("smaller");
    let file = dir.join("f");
    let run = |args: &[&str]| json_of(&[&["grundy"], args, &["--json"]].concat());
    run(&["kayles", "--to", "5000", "--save", text(&file)]);
    let before = std::fs::read(&file).unwrap();
    let smaller = run(&["--resume", text(&file), "--to", "2000"]);
    assert_eq!(smaller["computed"], 0);
    assert_eq!(smaller["count"], 2001);
    assert_eq!(smaller["checkpoint"]["written"], false);
    assert_eq!(smaller["checkpoint"]["values"], 5001);
    assert_eq!(std::fs::read(&file).unwrap(), before);
    let direct = run(&["kayles", "--to", "2000", "--hash"]);
    assert_eq!(smaller["checksum"], direct["checksum"]);
    // Into another file: that file gets G(0..=2000).
    let other = dir.join("other");
    run(&[
        "--resume",
        text(&file),
        "--to",
        "2000",
        "--save",
        text(&other),
    ]);
    assert_eq!(
        run(&["--load", text(&other)])["checksum"],
        direct["checksum"]
    );
}

#[test]
fn kill_minus_nine_leaves_a_readable_checkpoint_that_resumes_exactly() {
    let dir = scratch("kill");
    let file = dir.join("officers.ckpt");
    let to = "300000";
    let uninterrupted = json_of(&["grundy", "octal:0.6", "--to", to, "--hash", "--json"]);
    // A run far too long to end during the test, saving after every block of values
    // (--save-every 0), killed as soon as its first checkpoint exists, and again a little
    // later, while it is writing others.
    for pause in [Duration::ZERO, Duration::from_millis(300)] {
        let _ = std::fs::remove_file(&file);
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_conway"))
            .args([
                "grundy",
                "octal:0.6",
                "--to",
                "100000000",
                "--save",
                text(&file),
            ])
            .args(["--save-every", "0"])
            .stdout(std::process::Stdio::null())
            .spawn()
            .unwrap();
        let start = Instant::now();
        while !file.exists() {
            assert!(start.elapsed() < Duration::from_secs(60), "no checkpoint");
            std::thread::sleep(Duration::from_millis(5));
        }
        std::thread::sleep(pause);
        child.kill().unwrap(); // SIGKILL
        let status = child.wait().unwrap();
        assert!(!status.success(), "the run ended before it was killed");
        let loaded = json_of(&["grundy", "--load", text(&file), "--json"]);
        let count = loaded["count"].as_u64().unwrap();
        assert!(count > 0);
        // To a larger N: continued; to a smaller one (a fast machine): read from the file.
        let resumed = json_of(&["grundy", "--resume", text(&file), "--to", to, "--json"]);
        assert_eq!(resumed["count"], 300_001);
        assert_eq!(
            resumed["computed"].as_u64().unwrap(),
            300_001u64.saturating_sub(count)
        );
        assert_eq!(resumed["checksum"], uninterrupted["checksum"]);
    }
}

/// Writes a checkpoint of `G(0..=to)` of `game` and returns its bytes.
fn checkpoint_of(file: &Path, game: &str, to: &str) -> Vec<u8> {
    let out = conway()
        .args(["grundy", game, "--to", to, "--save", text(file)])
        .output()
        .unwrap();
    assert!(out.status.success());
    std::fs::read(file).unwrap()
}

#[test]
fn damaged_checkpoints_are_refused() {
    let dir = scratch("damaged");
    let good = checkpoint_of(&dir.join("good"), "kayles", "2000");
    let bad = dir.join("bad");
    let bad = text(&bad);
    let load = |bytes: &[u8], message: &str| {
        std::fs::write(bad, bytes).unwrap();
        refused(&["grundy", "--load", bad], message);
        refused(&["grundy", "--resume", bad, "--to", "3000"], message);
        // Nothing was written over it.
        assert_eq!(std::fs::read(bad).unwrap(), bytes);
    };
    load(
        &good[..good.len() - 1],
        "truncated or damaged checkpoint: its header implies",
    );
    load(
        &good[..good.len() / 2],
        &format!("implies {} bytes", good.len()),
    );
    load(&good[..20], "truncated");
    load(b"", "not a conway checkpoint");
    load(b"G(0) = 0\n", "not a conway checkpoint");
    let mut flipped = good.clone();
    flipped[500] ^= 4;
    load(&flipped, "corrupted checkpoint: checksum");
    let mut last = good.clone();
    *last.last_mut().unwrap() ^= 1;
    load(&last, "corrupted checkpoint: checksum");
    let mut version = good.clone();
    version[8] = 9;
    load(&version, "checkpoint format version 9 is not supported");
    let mut longer = good.clone();
    longer.extend(b"junk");
    load(&longer, "truncated or damaged");
    refused(
        &["grundy", "--load", text(&dir.join("absent"))],
        "No such file",
    );
    refused(&["grundy", "--load", text(&dir)], "--load");
}

#[test]
fn checkpoints_of_another_game_are_refused() {
    let dir = scratch("game");
    let file = dir.join("kayles");
    let bytes = checkpoint_of(&file, "kayles", "1000");
    let path = text(&file);
    let message = "holds values of kayles, not of octal:0.6";
    refused(
        &["grundy", "octal:0.6", "--resume", path, "--to", "2000"],
        message,
    );
    refused(&["grundy", "octal:0.6", "--load", path], message);
    refused(
        &["grundy", "octal:0.6", "--to", "2000", "--save", path],
        message,
    );
    assert_eq!(std::fs::read(&file).unwrap(), bytes);
    // The same game by another name is accepted.
    let v = json_of(&["grundy", "octal:0.77", "--load", path, "--json"]);
    assert_eq!(v["game"], "kayles");
}

#[test]
fn save_never_destroys_values() {
    let dir = scratch("destroy");
    let notes = dir.join("notes.txt");
    std::fs::write(&notes, "my notes").unwrap();
    refused(
        &["grundy", "kayles", "--to", "100", "--save", text(&notes)],
        "the file exists and is not a checkpoint to continue",
    );
    assert_eq!(std::fs::read_to_string(&notes).unwrap(), "my notes");
    let file = dir.join("k");
    let bytes = checkpoint_of(&file, "kayles", "3000");
    refused(
        &["grundy", "kayles", "--to", "1000", "--save", text(&file)],
        "already holds G(0..=3000) of kayles, more than this run computes: continue it with \
         --resume",
    );
    assert_eq!(std::fs::read(&file).unwrap(), bytes);
    // As many values: recomputed, and the file kept as it is.
    let v = json_of(&[
        "grundy",
        "kayles",
        "--to",
        "3000",
        "--save",
        text(&file),
        "--json",
    ]);
    assert_eq!(v["checkpoint"]["written"], false);
    assert_eq!(std::fs::read(&file).unwrap(), bytes);
}

#[test]
fn research_refusals() {
    let dir = scratch("refusals");
    let file = dir.join("f");
    checkpoint_of(&file, "octal:0.6", "2000");
    let path = text(&file);
    let cases: &[(&[&str], &str)] = &[
        (&["--resume", path], "--resume FILE needs --to N"),
        (&["--load", path, "--save", "x"], "cannot be used with"),
        (&["--load", path, "--to", "5"], "cannot be used with"),
        (&["--load", path, "--resume", path], "cannot be used with"),
        (
            &["--load", path, "--save-every", "3"],
            "cannot be used with",
        ),
        (&["kayles", "--hash", "--certify"], "cannot be used with"),
        (
            &["kayles", "--hash", "--to", "1000000001"],
            "research runs compute up to heap 1000000000",
        ),
        (
            &["--resume", path, "--to", "1000000001"],
            "research runs compute up to heap 1000000000",
        ),
        (
            &["kayles", "--to", "10", "--save", "/nonexistent/dir/f"],
            "cannot write the checkpoint /nonexistent/dir/f",
        ),
        (
            &["--resume", path, "--to", "3000", "--save", text(&dir)],
            "--save",
        ),
        (
            &["octal:0.8", "--hash"],
            "octal:0.8: research runs cover games whose moves leave at most two heaps",
        ),
        (
            &["sub:squares", "--hash"],
            "research runs cover games whose moves leave at most two heaps",
        ),
        (
            &["wythoff", "--hash"],
            "research runs (--save, --resume, --load, --hash) are for heap games",
        ),
        (&["turning:ruler", "--hash"], "are for heap games"),
        (
            &["kayles", "--save-every", "5", "--hash"],
            "--save-every needs --save FILE or --resume FILE",
        ),
        (
            &["kayles", "--save-every", "5"],
            "--save-every and --values apply to research runs",
        ),
        (
            &["kayles", "--values", "1..3"],
            "--save-every and --values apply to research runs",
        ),
        (
            &["--load", path, "--values", "5"],
            "--values takes a range of heaps A..=B or A..B",
        ),
        (&["--load", path, "--values", "7..7"], "the range is empty"),
        (
            &["--load", path, "--values", "1990..=2001"],
            "beyond the values held, G(0..=2000)",
        ),
        (
            &["kayles", "--hash", "--values", "0..=1001"],
            "beyond the values held, G(0..=1000)",
        ),
        (&["--values", "1..3"], "required"),
    ];
    for (args, message) in cases {
        refused(&[&["grundy"], *args].concat(), message);
    }
}

#[test]
fn plain_runs_beyond_the_limits_point_to_research_runs() {
    refused(
        &["grundy", "octal:0.6", "--to", "9999999"],
        "a research run has no work limit: --hash prints a summary with the checksum, --save \
         FILE also keeps the values",
    );
    refused(
        &["grundy", "octal:0.6", "--to", "200000000"],
        "values are listed up to heap 100000000; a research run has no work limit",
    );
    // Only where a research run can help.
    let out = conway()
        .args(["grundy", "sub:squares", "--to", "200000000"])
        .output()
        .unwrap();
    assert!(!String::from_utf8_lossy(&out.stderr).contains("research run"));
}

/// A checkpoint by the format of docs/checkpoints.md, written here independently of
/// conway: any value width, any name.
fn by_the_format(game: &str, width: u8, values: &[u64]) -> Vec<u8> {
    let mut bytes = b"CONWAYGV".to_vec();
    bytes.extend(1u32.to_le_bytes());
    bytes.extend([width, 0, 0, 0]);
    bytes.extend((values.len() as u64).to_le_bytes());
    bytes.extend((game.len() as u32).to_le_bytes());
    bytes.extend(game.as_bytes());
    for &g in values {
        bytes.extend(&g.to_le_bytes()[..usize::from(width)]);
    }
    let hash = bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    bytes.extend(hash.to_le_bytes());
    bytes
}

/// A valid checkpoint loads and resumes in every width it may be written in (a width
/// wider than the values need is valid); a long game name is quoted as an excerpt.
#[test]
fn every_width_loads_and_long_names_are_excerpted() {
    let dir = scratch("widths");
    let plain = values_of(&json_of(&["grundy", "dawson", "--to", "600", "--json"]));
    for width in [1u8, 2, 4] {
        let file = dir.join(format!("w{width}"));
        std::fs::write(&file, by_the_format("dawson", width, &plain[..400])).unwrap();
        let v = json_of(&["grundy", "--load", text(&file), "--json"]);
        assert_eq!(v["count"], 400, "width {width}");
        let resumed = json_of(&[
            "grundy",
            "--resume",
            text(&file),
            "--to",
            "600",
            "--json",
            "--values",
            "0..=600",
        ]);
        assert_eq!(values_of(&resumed["values"]), plain, "width {width}");
    }
    let file = dir.join("long-name");
    let name = "x".repeat(4096);
    std::fs::write(&file, by_the_format(&name, 4, &plain[..10])).unwrap();
    let out = conway()
        .args(["grundy", "--load", text(&file)])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(stderr.contains("(4096 characters)"), "{stderr}");
    assert!(stderr.len() < 600, "{} bytes: {stderr}", stderr.len());
}

/// A well-formed `--values` range past the largest heap is out of range, not malformed.
#[test]
fn values_beyond_the_machine_are_out_of_range() {
    let dir = scratch("values-range");
    let file = dir.join("k");
    checkpoint_of(&file, "kayles", "100");
    for range in [
        "18446744073709551615..=18446744073709551615",
        "0..=99999999999999999999999",
    ] {
        refused(
            &["grundy", "--load", text(&file), "--values", range],
            "out of range",
        );
    }
    refused(
        &["grundy", "--load", text(&file), "--values", "1..=x"],
        "--values takes a range of heaps A..=B or A..B",
    );
}

/// Runs writing one checkpoint at once (two lengths of one game, and another game) take
/// turns under the file's lock: the file ends holding the most values of one game, never
/// replaced by the other game or by fewer values, and no run fails on a temporary file.
#[test]
fn concurrent_writers_never_lose_values() {
    let dir = scratch("concurrent");
    let file = dir.join("same.ckpt");
    let path = text(&file);
    for round in 0..3 {
        let _ = std::fs::remove_file(&file);
        let runs: Vec<(&str, &str)> = vec![
            ("dawson", "20000"),
            ("dawson", "40000"),
            ("octal:0.6", "40000"),
        ];
        let mut order = runs.clone();
        order.rotate_left(round % 3);
        let children: Vec<_> = order
            .iter()
            .map(|&(game, to)| {
                let child = std::process::Command::new(env!("CARGO_BIN_EXE_conway"))
                    .args([
                        "grundy",
                        game,
                        "--to",
                        to,
                        "--save",
                        path,
                        "--save-every",
                        "0",
                    ])
                    .arg("--json")
                    .stdout(std::process::Stdio::piped())
                    .stderr(std::process::Stdio::piped())
                    .spawn()
                    .unwrap();
                (game, to, child)
            })
            .collect();
        let mut reports = Vec::new();
        for (game, to, child) in children {
            let out = child.wait_with_output().unwrap();
            let stderr = String::from_utf8_lossy(&out.stderr).to_string();
            match out.status.code() {
                Some(0) => {
                    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
                    reports.push((game, to, v["checkpoint"].clone()));
                }
                // Refused before any work: the file already holds the other game's values.
                Some(2) => assert!(stderr.contains("holds values of"), "{game}: {stderr}"),
                code => panic!("{game} --to {to}: {code:?} {stderr}"),
            }
        }
        let held = json_of(&["grundy", "--load", path, "--json"]);
        let game = held["game"].as_str().unwrap().to_string();
        assert_eq!(held["count"], 40001, "round {round}: {held}");
        for (g, to, note) in reports {
            if g != game {
                assert_eq!(note["written"], false, "{g}: {note}");
                assert!(note["not_written_because"].is_string(), "{note}");
            } else if to == "40000" {
                assert_eq!(note["written"], true, "{g}: {note}");
            }
        }
        let partials = std::fs::read_dir(&dir)
            .unwrap()
            .filter(|e| {
                let name = e.as_ref().unwrap().file_name();
                name.to_str().unwrap().contains(".partial")
            })
            .count();
        assert_eq!(partials, 0);
    }
}
