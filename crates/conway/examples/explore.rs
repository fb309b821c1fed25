use conway::heap::{DenseSolver, HeapGame, PairMethod};
fn main() {
    let a: Vec<String> = std::env::args().collect();
    let game = HeapGame::parse(&a[1]).unwrap();
    let n: usize = a[2].parse().unwrap();
    let method = if a.get(3).map(|s| s.as_str()) == Some("naive") { PairMethod::Naive } else { PairMethod::RareCommon };
    let t = std::time::Instant::now();
    let mut s = DenseSolver::new(game.rule().clone(), method);
    s.extend_to(n, &mut |_, _| {}).unwrap();
    let v = s.values();
    let max = *v.iter().max().unwrap();
    let mut h: u64 = 0; for (i,&g) in v[..n].iter().enumerate() { h = h.wrapping_mul(1000003).wrapping_add(g as u64 ^ i as u64); }
    println!("time {:.3}s max {max} mask {:?} hash {h:x}", t.elapsed().as_secs_f64(), s.sparse_mask());
    let mut hist = vec![0usize; (max as usize + 1).next_power_of_two()];
    for &g in &v[1..] { hist[g as usize] += 1; }
    let best = (1..hist.len() as u32).map(|m| ((0..hist.len() as u32).filter(|v| (v & m).count_ones() % 2 == 0).map(|v| hist[v as usize]).sum::<usize>(), m)).min().unwrap();
    println!("best mask {:?}", best);
}
