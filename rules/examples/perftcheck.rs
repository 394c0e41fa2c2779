use damero_rules::*;
fn main() {
    let tsv = std::fs::read_to_string("/work/shared/reference/perft.tsv").unwrap();
    let maxd: u32 = std::env::args().nth(1).map(|s| s.parse().unwrap()).unwrap_or(6);
    for line in tsv.lines().skip(1) {
        let f: Vec<&str> = line.split('\t').collect();
        let v: Variant = f[0].parse().unwrap();
        let d: u32 = f[1].parse().unwrap();
        let n: u64 = f[2].parse().unwrap();
        if d > maxd { continue; }
        let got = Position::start(v).perft(d);
        println!("{} {} {} {} {}", f[0], d, n, got, if got == n { "ok" } else { "MISMATCH" });
    }
}
