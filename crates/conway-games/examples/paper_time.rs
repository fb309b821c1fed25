use conway::count::Exact;
fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().unwrap()).collect();
    let t = std::time::Instant::now();
    let rows = conway_games::paper::grundy_rows(args[0] - 1, |_, _| {}).unwrap();
    println!("rows {:?}", t.elapsed());
    let s: Vec<u64> = (1..args[0] as usize).map(|w| rows.row(w).unwrap().values.stable_from()).collect();
    println!("s={:?}", s);
    let t = std::time::Instant::now();
    let d = conway_games::paper::total_winning_moves(args[0], args[1], &Exact, |_, _| {}).unwrap();
    println!("D={d} {:?}", t.elapsed());
}
