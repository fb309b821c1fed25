//! `--db FILE` and `conway db` end to end: answers with a database equal those without
//! it, a rerun is answered from it, a run killed with `kill -9` leaves a sound database
//! from which a rerun gives the same answer with less work, processes share it (one
//! reading while another writes, two writing), and every kind of damaged or foreign file is
//! refused with exit 2 and a message, never used.

use crate::util::{conway, json_of as json, refused};
use std::path::PathBuf;
use std::process::Stdio;
use std::time::{Duration, Instant};

/// A fresh path for a database in Cargo's scratch directory.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("db-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    path
}

/// The fields of an outcome answer that do not depend on the work done.
fn answer(v: &serde_json::Value) -> [serde_json::Value; 3] {
    [
        v["outcome"].clone(),
        v["left_move"].clone(),
        v["right_move"].clone(),
    ]
}

/// `conway db FILE --json`'s count of records of `kind` for `ruleset`.
fn held(db: &str, ruleset: &str, kind: &str) -> u64 {
    json(&["db", db, "--json"])["rulesets"][ruleset][kind]
        .as_u64()
        .unwrap_or(0)
}

#[test]
fn answers_with_a_database_equal_those_without_and_a_rerun_is_read_from_it() {
    let path = scratch("rerun.db");
    let db = path.to_str().unwrap();
    for expression in ["clobber:3x6", "clobber:xoxo/oxox + domineering:3x3 + 1/2"] {
        let plain = json(&["outcome", expression, "--json"]);
        let first = json(&["outcome", expression, "--json", "--db", db]);
        let again = json(&["outcome", expression, "--json", "--db", db]);
        assert_eq!(answer(&first), answer(&plain), "{expression}");
        assert_eq!(answer(&again), answer(&plain), "{expression}");
        let (first_work, again_work) = (
            first["work_steps"].as_u64().unwrap(),
            again["work_steps"].as_u64().unwrap(),
        );
        if expression == "clobber:3x6" {
            assert!(again_work * 5 < first_work, "{again_work} vs {first_work}");
        }
    }
    assert!(held(db, "clobber", "sums") > 0);
    // values: the same canonical forms, the costly ones kept
    for expression in ["domineering:4x5", "cram:4x5 + clobber:xox/oxo"] {
        let plain = json(&["value", expression, "--json"]);
        for _ in 0..2 {
            let stored = json(&["value", expression, "--json", "--db", db]);
            assert_eq!(stored["canonical"], plain["canonical"], "{expression}");
        }
    }
    assert!(held(db, "domineering", "values") > 0);
    assert!(held(db, "cram", "nim_values") > 0);
    let text = conway().args(["db", db]).output().unwrap();
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(text.contains("every record verified") && text.contains("domineering"));
}

#[test]
fn a_run_killed_mid_search_leaves_a_sound_database_and_the_rerun_agrees() {
    let path = scratch("killed.db");
    let db = path.to_str().unwrap();
    let expression = "clobber:2x12";
    let args = ["outcome", expression, "--json", "--threads", "1"];
    let fresh = json(&args);
    let mut run = std::process::Command::new(env!("CARGO_BIN_EXE_conway"))
        .args(args)
        .args(["--db", db])
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    // a reader beside the writer: wait until something is committed, then kill -9
    let started = Instant::now();
    loop {
        if path.exists() && held(db, "clobber", "sums") > 0 {
            break;
        }
        assert!(run.try_wait().unwrap().is_none(), "the run ended first");
        assert!(started.elapsed() < Duration::from_secs(120), "a hang guard");
        std::thread::sleep(Duration::from_millis(100));
    }
    run.kill().unwrap(); // SIGKILL
    run.wait().unwrap();
    let kept = held(db, "clobber", "sums"); // and the database is sound
    assert!(kept > 0);
    let resumed = json(&[&args[..], &["--db", db]].concat());
    assert_eq!(answer(&resumed), answer(&fresh));
    assert!(
        resumed["work_steps"].as_u64() < fresh["work_steps"].as_u64(),
        "{resumed} vs {fresh}"
    );
}

#[test]
fn two_processes_create_and_write_one_database_at_once() {
    let path = scratch("shared.db");
    let db = path.to_str().unwrap();
    // both create it: one makes the file, the other opens it
    let spawn = |expression: &str| {
        std::process::Command::new(env!("CARGO_BIN_EXE_conway"))
            .args(["outcome", expression, "--json", "--db", db])
            .output()
            .unwrap()
    };
    let (a, b) = std::thread::scope(|s| {
        let a = s.spawn(|| spawn("clobber:3x6"));
        let b = s.spawn(|| spawn("clobber:xoxox/oxoxo/xoxox"));
        (a.join().unwrap(), b.join().unwrap())
    });
    for (out, expression) in [(a, "clobber:3x6"), (b, "clobber:xoxox/oxoxo/xoxox")] {
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let found: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let plain = json(&["outcome", expression, "--json"]);
        assert_eq!(answer(&found), answer(&plain), "{expression}");
    }
    assert!(held(db, "clobber", "sums") > 0);
}

#[test]
fn damaged_and_foreign_files_are_refused() {
    let missing = scratch("missing.db");
    refused(
        &["db", missing.to_str().unwrap()],
        "there is no database at",
    );
    let empty = scratch("empty.db");
    std::fs::write(&empty, b"").unwrap();
    let random = scratch("random.db");
    std::fs::write(
        &random,
        (0..20_000u32)
            .map(|i| (i * 7919 % 251) as u8)
            .collect::<Vec<_>>(),
    )
    .unwrap();
    let foreign = scratch("foreign.db");
    rusqlite::Connection::open(&foreign)
        .unwrap()
        .execute_batch("CREATE TABLE t (x)")
        .unwrap();
    for (file, why) in [
        (&empty, "is an empty file"),
        (&random, "is not a conway database"),
        (&foreign, "is not a conway database"),
    ] {
        let db = file.to_str().unwrap();
        refused(&["db", db], why);
        refused(&["outcome", "clobber:3x4", "--db", db], why);
        refused(&["value", "clobber:3x4", "--db", db], why);
    }

    // a record changed behind SQLite's back: its checksum fails
    let flipped = scratch("flipped.db");
    let db = flipped.to_str().unwrap();
    json(&["outcome", "clobber:3x6", "--json", "--db", db]);
    let conn = rusqlite::Connection::open(&flipped).unwrap();
    let changed = conn
        .execute(
            "UPDATE results SET value = CAST(CAST('0' AS BLOB) || substr(value, 2) AS BLOB) \
             WHERE substr(value, 1, 1) = CAST('1' AS BLOB)",
            [],
        )
        .unwrap();
    drop(conn);
    assert!(changed > 0);
    refused(&["db", db], "fails its checksum");
    refused(&["outcome", "clobber:3x6", "--db", db], "is corrupted");

    // a database cut in half
    let cut = scratch("cut.db");
    let db = cut.to_str().unwrap();
    json(&["value", "domineering:4x5", "--json", "--db", db]);
    let conn = rusqlite::Connection::open(&cut).unwrap();
    conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE)")
        .unwrap();
    drop(conn);
    let bytes = std::fs::read(&cut).unwrap();
    std::fs::write(&cut, &bytes[..bytes.len() / 2]).unwrap();
    refused(&["db", db], "database");
}
