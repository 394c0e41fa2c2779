use damero_rules::*;
fn main() {
    let v: Variant = std::env::args().nth(1).unwrap().parse().unwrap();
    let d: u32 = std::env::args().nth(2).unwrap().parse().unwrap();
    let t = std::time::Instant::now();
    let n = Position::start(v).perft(d);
    let s = t.elapsed().as_secs_f64();
    println!("depth={d} nodes={n} time={s:.3} nps={:.0}", n as f64 / s);
}
