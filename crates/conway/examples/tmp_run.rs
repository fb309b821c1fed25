use conway::heap::{HeapGame, OctalRun};
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let game = HeapGame::parse(&a[1]).unwrap();
    let n: usize = a[2].parse().unwrap();
    let t = std::time::Instant::now();
    let mut run = OctalRun::new(game.rule()).unwrap();
    run.extend_to(n - 1, &mut |_, _| {}).unwrap();
    let v = run.values();
    eprintln!(
        "n={n} time={:.3}s max={} hash={:x} width={} rare={:?}",
        t.elapsed().as_secs_f64(),
        v.max(),
        v.checksum(v.len()),
        v.width(),
        run.rare_values().map(|r| r.positions.len())
    );
}
